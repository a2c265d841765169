//! One remote seat, the same for a LAN peer and the online client: what a
//! player's side of a refereed match keeps and decides without any I/O.
//!
//! - [`Replica`]: the checking replica of the match as this seat sees it
//!   (every event through [`MatchState::apply`], a snapshot accepted only
//!   when it is this seat's view of this match, not behind and replayable),
//!   the army locked in a hidden setup (commit–reveal between peers, or
//!   sent to a referee), the record of a finished game as PGN.
//! - [`SeatEvent`]: what a seat tells its app, in order; a shell adds its
//!   own events (LAN offers, online rooms) in [`SeatEvent::Shell`].
//! - [`TimeLine`] and [`RefereeTime`]: where the referee's time line sits on
//!   this machine's clock, from pongs and event times, so the clocks shown
//!   run in step with the referee's.
//! - [`Reconnect`]: reconnection after a drop, with exponential backoff
//!   (optionally with jitter) and a window after which it gives up, on
//!   injected time.
//!
//! [`MatchState::apply`]: crate::MatchState::apply

mod event;
mod reconnect;
mod replica;
mod timeline;

pub use event::{SeatEvent, SeatInfo, Stop};
pub use reconnect::{jitter, random_u16, Reconnect, ReconnectPolicy};
pub use replica::{LockError, Replica, Venue};
pub use timeline::{RefereeTime, TimeLine};
