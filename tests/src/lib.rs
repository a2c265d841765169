//! Cross-crate integration tests of Maharajah.
//!
//! The tests are `tests/flows.rs` and `tests/library.rs`: they drive the
//! app's command layer without a window, so a flow that spans the rules core,
//! the engine and the store is tested as the app runs it. The UI's own tests
//! are `tests/e2e/` (the real window through WebDriver) and `tests/ui/` (message keys
//! and locale parity, without the app). This library is empty: the crate
//! exists so that `cargo test --workspace` runs those tests as one member.
