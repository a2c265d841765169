//! Game flow without a window: [`session`] holds the rules of one game,
//! [`controller`] runs it against the engine on background threads and
//! reports changes through [`GameEvents`]. Time is kept by the workspace's
//! one clock, [`protocol::clock`], and results use the match model's types.

pub mod controller;
pub mod session;

pub use controller::{DrawAnswer, GameController, GameEvents, GameRecorder, Hint};
pub use protocol::clock::{FakeTime, FischerClock, SystemTime, TimeControl, TimeSource};
pub use protocol::ending::{EndReason, GameResult};
pub use session::{resolve_san, GameConfig, GameSession, GameView, Opponent};
