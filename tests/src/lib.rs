//! Cross-crate integration tests of Maharajah.
//!
//! The tests are `tests/flows.rs`, `tests/library.rs`, `tests/lan_app.rs`
//! and `tests/online_app.rs`: they drive the app's command layer without a
//! window, so a flow that spans the rules core, the engine, the store and
//! the network crates is tested as the app runs it. The UI's own tests are
//! `tests/e2e/` (the real window through WebDriver) and `tests/ui/` (message
//! keys and locale parity, without the app). This library holds what the
//! remote-play tests share: an app of their own, and waiting for its view.

use maharajah_app::game::{FakeTime, GameEvents, GameView};
use maharajah_app::library::{Library, Silent, StoreSettings};
use maharajah_app::state::AppState;
use std::fmt::Debug;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Game updates go nowhere: a remote game reports through its own view.
struct Quiet;
impl GameEvents for Quiet {
    fn updated(&self, _view: &GameView) {}
}

/// An app with its own saved-games file in `dir`, on fake time.
pub fn app_in(dir: &Path) -> AppState {
    let library = Arc::new(Library::open_in(Some(dir), Arc::new(Silent)));
    let settings = Box::new(StoreSettings::new(library.clone(), None));
    AppState::with_library(library, settings, Arc::new(FakeTime::default()), Arc::new(Quiet))
}

/// Reads `view` until `ok` holds (up to 10 s) and returns that view;
/// panics with `what` and the last view read.
pub async fn until<V: Debug>(what: &str, view: impl Fn() -> V, ok: impl Fn(&V) -> bool) -> V {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let v = view();
        if ok(&v) {
            return v;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}: {v:#?}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}
