//! What comes out of a match: versioned events, each cut for the seat that
//! receives it.
//!
//! Every event carries the match's next version (`version`: 1, 2, 3, …
//! with no gaps) and the time it happened on the match's time line (`at`, milliseconds).
//! A replica that applies the events in order holds the same state as a
//! snapshot of that version ([`crate::MatchState::apply`]).

use crate::commit::{Commitment, Nonce};
use crate::ending::Ending;
use rules::{Color, Setup, StartError, Variant};
use serde::{Deserialize, Serialize};

/// Why a pause runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PauseCause {
    /// The player asked for it.
    Requested,
    /// The player lost its connection while its own clock ran (SPEC §11:
    /// the disconnection shield); it lifts when the player returns.
    Disconnected,
}

/// A running pause.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pause {
    /// Whose pause it is (the one pause of that player's game).
    pub by: Color,
    /// Why.
    pub cause: PauseCause,
    /// When it ends by itself (match time, ms): 60 s after it began.
    pub ends_at: u64,
}

/// One event of a match, with its version and time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The match's version after this event (the first event is 1).
    pub version: u64,
    /// When it happened, on the match's time line (ms).
    pub at: u64,
    /// What happened.
    #[serde(flatten)]
    pub kind: EventKind,
}

/// Both clocks (White, Black) in ms, as of the event's time.
pub type Clocks = [u64; 2];

/// What happened. On the wire, the `event` field holds the kebab-case name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum EventKind {
    /// A player took this seat (the first connection).
    Joined {
        /// The seat.
        color: Color,
    },
    /// A seated player came back.
    Connected {
        /// The seat.
        color: Color,
    },
    /// A seated player's connection dropped.
    Disconnected {
        /// The seat.
        color: Color,
    },
    /// Both players are here: the hidden setup begins.
    SetupOpened,
    /// A side locked its army by a commitment (commit–reveal).
    Committed {
        /// The side.
        color: Color,
        /// Its commitment.
        commitment: Commitment,
    },
    /// A side locked its army with the referee. The army is sent to its own
    /// side only; the opponent receives `army: null`.
    Locked {
        /// The side.
        color: Color,
        /// The army, for its own side's eyes.
        army: Option<Setup>,
    },
    /// A side showed its committed army (only after both committed).
    Revealed {
        /// The side.
        color: Color,
        /// Its army.
        army: Setup,
        /// The nonce of its commitment.
        nonce: Nonce,
    },
    /// Both armies are valid alone but not together (SPEC §7): everyone back
    /// to the editor, setups kept, a new round of locking.
    SetupRejected {
        /// Every reason the combined start fails.
        errors: Vec<StartError>,
    },
    /// Play begins from this position; White's clock runs from now.
    Started {
        /// The rules the game is played by: the match's variant, except that
        /// two orthodox armies in a Maharajah match play plain chess (SPEC §7).
        variant: Variant,
        /// The start position (extended FEN).
        fen: String,
    },
    /// A move was played.
    Moved {
        /// The move in UCI notation.
        uci: String,
        /// The move in SAN, with check marks.
        san: String,
        /// Both clocks right after the move (increment added); the next
        /// side's clock runs from `at`. `None` in untimed games.
        clocks: Option<Clocks>,
    },
    /// A pause began: both clocks stop.
    Paused {
        /// The pause.
        pause: Pause,
        /// Both clocks, frozen.
        clocks: Clocks,
    },
    /// The pause ended (early or at 60 s): the side to move's clock runs again.
    Resumed,
    /// A player offered a draw.
    DrawOffered {
        /// Who offered.
        by: Color,
    },
    /// A player declined the opponent's draw offer.
    DrawDeclined {
        /// Who declined.
        by: Color,
    },
    /// A player asked to take back their last move.
    TakebackRequested {
        /// Who asked.
        by: Color,
    },
    /// A player declined the opponent's takeback request.
    TakebackDeclined {
        /// Who declined.
        by: Color,
    },
    /// The last `plies` moves were taken back; the clocks are as they stood then.
    TakenBack {
        /// How many half-moves (1 or 2).
        plies: u32,
        /// Both clocks as they stood. `None` in untimed games.
        clocks: Option<Clocks>,
    },
    /// The game ended, with a result or aborted.
    Ended {
        /// How.
        ending: Ending,
        /// Both clocks at the end. `None` in untimed games.
        clocks: Option<Clocks>,
    },
    /// A player offered a rematch (both offered: agreed).
    RematchOffered {
        /// Who offered.
        by: Color,
    },
}

impl Event {
    /// This event as `seat` may see it: an army locked with the referee is
    /// shown to its own side only.
    pub fn for_seat(&self, seat: Color) -> Event {
        match &self.kind {
            EventKind::Locked { color, army: Some(_) } if *color != seat => {
                Event { version: self.version, at: self.at, kind: EventKind::Locked { color: *color, army: None } }
            }
            _ => self.clone(),
        }
    }

    /// Whether this event, as cut for `seat`, shows any of the opponent's
    /// army (used by tests of the hidden setup).
    pub fn shows_army_of(&self, color: Color) -> bool {
        match &self.kind {
            EventKind::Locked { color: c, army: Some(_) } | EventKind::Revealed { color: c, .. } => *c == color,
            EventKind::Started { .. } => true,
            _ => false,
        }
    }
}
