//! Game flow without a window: [`session`] holds the rules of one game,
//! [`controller`] runs it against the engine on background threads and
//! reports changes through [`GameEvents`], and [`clock`] keeps time.

pub mod clock;
pub mod controller;
pub mod session;

pub use clock::{FakeTime, FischerClock, SystemTime, TimeControl, TimeSource};
pub use controller::{DrawAnswer, GameController, GameEvents, GameRecorder, Hint};
pub use session::{EndReason, GameConfig, GameResult, GameSession, GameView, Opponent};
