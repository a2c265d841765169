//! The match between two remote players and the wire protocol it speaks.
//!
//! Plain Rust with no I/O, no async and no GUI: the LAN peer and the server
//! are thin shells that move messages and time in and out of a [`Match`].
//! The position lives in the rules core; nothing here re-implements
//! legality.
//!
//! - [`Match`] referees one game: commands in ([`Input`]), versioned events
//!   out ([`Event`]) or a typed [`Refusal`] that changes nothing.
//! - [`MatchState`] is the state those events build. A player's replica
//!   applies the same events and checks each against the rules, so it never
//!   trusts its host; [`MatchState::for_seat`] is the snapshot a seat may see.
//! - [`clock`] is the workspace's one clock, on injected time.
//! - [`commit`] is the hidden setup's commit–reveal (SPEC §9).
//! - [`lobby`] is the server's lobby (rooms and join codes); [`lag`] the
//!   lag credit a referee gives a move.
//! - [`seat`] is one remote seat, the same for LAN and online play: the
//!   checking replica, the seat's events, the referee's time line,
//!   reconnection with backoff.
//! - [`wire`] is the JSON envelope, the handshake and the decoder; every
//!   message is documented in `docs/protocol.md`.

pub mod clock;
pub mod command;
pub mod commit;
pub mod config;
pub mod controls;
pub mod ending;
pub mod event;
pub mod game;
pub mod lag;
pub mod lobby;
pub mod pgn;
pub mod rate;
pub mod refusal;
pub mod seat;
#[doc(hidden)]
pub mod selfcheck;
pub mod state;
pub mod token;
pub mod wire;

pub use clock::{FakeTime, FischerClock, SystemTime, TimeControl, TimeSource};
pub use command::{Command, Input};
pub use commit::{encode_army, Commitment, Nonce};
pub use config::{ConfigError, MatchConfig, SetupMode, PAUSE_MS};
pub use controls::{SeatControls, SeatRequest};
pub use ending::{AbortReason, EndReason, Ending, GameResult};
pub use event::{Clocks, Event, EventKind, Pause, PauseCause};
pub use game::{CatchUp, Match, Reply, MAX_LAG_CREDIT_MS, MAX_REPLAY};
pub use lag::LagTracker;
pub use lobby::{ColourChoice, CreateRoom, LobbyError, LobbyReply, LobbyRequest, OpenRoom};
pub use rate::RateLimit;
pub use refusal::Refusal;
pub use state::{army_errors, normalized_army, MatchState, MoveRecord, Phase, Sequence, SetupState, SideSetup};
pub use token::SeatToken;
pub use wire::{
    decode_body, decode_client, decode_server, encode, encode_client, encode_server, message_type, ClientMessage,
    Control, HandshakeError, Hello, Resume, ServerMessage, WireError, PROTOCOL_VERSION,
};
