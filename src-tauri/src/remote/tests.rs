//! Two apps' LAN play against each other in one process, over loopback
//! (real sockets, the real host referee, no mDNS): the journey each side
//! goes through, the hidden setup's lock as the app enforces it, and the
//! record saved when the game ends, read back from the store.

use crate::error::AppError;
use crate::game::{GameEvents, GameView, SystemTime};
use crate::remote::journey::Stage;
use crate::remote::{LanView, RemoteCommand};
use crate::settings::MemoryStore;
use crate::state::AppState;
use lan::{ColourChoice, GameSettings, HostConfig};
use protocol::TimeControl;
use rules::{Color, Setup, Variant};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Quiet;

impl GameEvents for Quiet {
    fn updated(&self, _view: &GameView) {}
}

fn app() -> AppState {
    AppState::new(Box::new(MemoryStore::default()), Arc::new(SystemTime::default()), Arc::new(Quiet))
}

fn run<T>(f: impl std::future::Future<Output = T>) -> T {
    tauri::async_runtime::block_on(f)
}

/// The LAN view of `app` once `ok` holds (within 10 s).
fn until(app: &AppState, what: &str, ok: impl Fn(&LanView) -> bool) -> LanView {
    let by = Instant::now() + Duration::from_secs(10);
    loop {
        let v = app.lan.view();
        if ok(&v) {
            return v;
        }
        assert!(Instant::now() < by, "{what}: still {:?} ({:?})", v.stage, v.notice);
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn stage_is(stage: Stage) -> impl Fn(&LanView) -> bool {
    move |v| v.stage == stage
}

/// This side's army of a setup, square by square.
fn army(setup: &Setup, color: Color) -> Vec<(usize, rules::Kind)> {
    setup.army(color).collect()
}

/// Plays the first legal move for the side to move, on whichever app it is.
fn play_one(apps: [&AppState; 2]) {
    for app in apps {
        let v = app.lan.view();
        let game = v.game.expect("a game").game.expect("a board");
        if game.board.side_to_move == game.human_color.expect("a seat") {
            let uci = game.board.legal[0].uci.clone();
            let plies = game.moves.len();
            run(app.lan.command(RemoteCommand::Move(uci))).expect("the move is sent");
            for a in apps {
                until(a, "the move is applied", |v| {
                    v.game.as_ref().and_then(|g| g.game.as_ref()).is_some_and(|g| g.moves.len() == plies + 1)
                });
            }
            return;
        }
    }
    panic!("nobody to move");
}

#[test]
fn a_lan_game_locks_the_army_shown_saves_its_record_and_leaves_for_a_fresh_lobby() {
    let (host, guest) = (app(), app());
    let time = Some(TimeControl { base_ms: 300_000, increment_ms: 1_000 });
    let game = GameSettings { variant: Variant::Maharajah, time, takebacks: false, colour: ColourChoice::White };
    let mut config = HostConfig::new("Asha", game);
    config.bind = "127.0.0.1:0".parse().unwrap();
    config.discovery = None;
    let hosting = run(host.lan.host_with(config.clone())).expect("hosting");
    assert_eq!(hosting.stage, Stage::Waiting);
    assert_eq!(
        run(host.lan.host_with(config)).unwrap_err().kind(),
        "remote-not-now",
        "one game hosted at a time: cancel first"
    );
    let address = hosting.addresses[0].clone();
    assert_eq!(run(guest.lan.join("Ben".into(), &address)).expect("joining").stage, Stage::Joining);
    until(&guest, "the offer", stage_is(Stage::Offer));
    run(guest.lan.answer_offer(true)).expect("accepted");
    until(&host, "the host's setup", stage_is(Stage::Setup));
    until(&guest, "the guest's setup", stage_is(Stage::Setup));

    // White edits its army and locks it: from then on the editor refuses every change.
    host.setup_to_edit().expect("editable before the lock").preset("court", Color::White).expect("a preset");
    let shown = host.setup().setup().clone();
    run(host.lan.command(RemoteCommand::Lock(shown.only(Color::White)))).expect("locked");
    until(&host, "the lock", |v| v.game.as_ref().and_then(|g| g.remote.setup.as_ref()).is_some_and(|s| s.mine_locked));
    let refused = host.setup_to_edit().err();
    assert_eq!(refused, Some(AppError::ArmyLocked));
    assert_ne!(refused.unwrap().localized(), "error-army-locked", "said in words");
    assert!(guest.setup_to_edit().is_ok(), "the opponent still edits its own");
    assert_eq!(host.lan.leave().unwrap_err().kind(), "remote-in-game", "a game in its setup is not left by a click");

    let theirs = guest.setup().setup().only(Color::Black);
    run(guest.lan.command(RemoteCommand::Lock(theirs.clone()))).expect("locked");
    let playing = until(&host, "play", stage_is(Stage::Playing));
    until(&guest, "play", stage_is(Stage::Playing));
    assert!(host.setup_to_edit().is_ok(), "the editor is free again once the setup is over");

    // The army that starts is the army that was shown.
    let start = playing.game.unwrap().game.unwrap().start_fen;
    let started = Setup::from_board_fen(start.split(' ').next().unwrap()).unwrap();
    assert_eq!(army(&started, Color::White), army(&shown, Color::White));
    assert_eq!(army(&started, Color::Black), army(&theirs, Color::Black));

    // A few moves, then Black resigns.
    for _ in 0..4 {
        play_one([&host, &guest]);
    }
    run(guest.lan.command(RemoteCommand::Resign)).expect("resigned");
    let over = until(&host, "the end, saved", |v| {
        v.stage == Stage::Finished && v.game.as_ref().is_some_and(|g| g.remote.saved_id.is_some())
    });
    until(&guest, "the end", stage_is(Stage::Finished));

    // The record saved is the referee's PGN: every clock, the reason, where, who.
    let id = over.game.unwrap().remote.saved_id.unwrap();
    let pgn = host.library.game_pgn(store::GameId(id)).expect("saved");
    assert_eq!(pgn.matches("[%clk ").count(), 4, "a clock after every move: {pgn}");
    for tag in [
        "[Site \"LAN\"]",
        "[White \"Asha\"]",
        "[Black \"Ben\"]",
        "[Termination \"normal\"]",
        "[Reason \"resignation\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    let record = host.library.game(store::GameId(id)).unwrap();
    assert_eq!(record.site.as_deref(), Some("LAN"));
    assert_eq!(record.reason.as_deref(), Some("resignation"));
    assert_eq!(record.moves.len(), 4);

    // Back to the lobby: the host stops (the guest's session ends, its
    // finished game stays readable until it leaves too), and the lobby is fresh.
    let left = host.lan.leave().expect("left");
    assert_eq!((left.stage, left.game.is_none(), left.addresses.is_empty()), (Stage::Lobby, true, true));
    let closed = until(&guest, "the host gone", |v| v.notice.is_some() && !v.game.as_ref().unwrap().remote.connected);
    assert_eq!(closed.stage, Stage::Finished);
    assert_eq!(guest.lan.leave().expect("left").stage, Stage::Lobby);
    assert!(guest.lan.view().game.is_none());
}
