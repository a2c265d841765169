//! What a seat tells its app, the same for LAN and online play.

use crate::{Ending, Event, MatchConfig, MatchState, Refusal};
use rules::Color;
use std::sync::Arc;

/// The seat held in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatInfo {
    /// This player's colour.
    pub colour: Color,
    /// The opponent's display name, once known.
    pub opponent: Option<String>,
    /// The online room's join code (none on LAN and in a rematch).
    pub code: Option<String>,
    /// The match: variant, clock, takebacks, setup mode.
    pub config: MatchConfig,
    /// Whether it is the rematch of the game just over (colours swapped).
    pub rematch: bool,
}

/// What happens to a seat, in order. `X` is what only one kind of shell
/// says (a LAN offer, an online room), `E` its error type.
#[derive(Debug, Clone)]
pub enum SeatEvent<X, E> {
    /// A game begins (the first or a rematch): the replica starts empty and
    /// fills with the events that follow.
    Seated(SeatInfo),
    /// An event of the match, checked and applied to the replica; `state`
    /// is the replica after it (its clocks run from `event.at` on the
    /// referee's time line: [`crate::seat::RefereeTime::clocks`] reads them now).
    Applied {
        /// The event as this seat sees it.
        event: Event,
        /// The replica after it.
        state: Arc<MatchState>,
    },
    /// The referee sent its whole view of the match instead of the events
    /// missed (too far behind): the replica is now this state, its moves
    /// replayed with the rules core.
    Snapshot {
        /// The replica.
        state: Arc<MatchState>,
    },
    /// One of this seat's commands was refused by the referee; nothing changed.
    Refused {
        /// The command's wire name (`move`, `pause`, …).
        command: String,
        /// Why.
        refusal: Refusal,
    },
    /// The game is over.
    GameOver {
        /// How it ended.
        ending: Ending,
        /// The game as PGN (none if it ended before play began), for saving.
        pgn: Option<String>,
    },
    /// The connection to the other side dropped; the match's disconnection
    /// shield covers the absent player meanwhile. A side that dialled
    /// reconnects by itself; a side that listens waits.
    ConnectionLost,
    /// A reconnection attempt begins (1, 2, …).
    Reconnecting {
        /// The attempt's number.
        attempt: u32,
    },
    /// The connection is back and the seat resumed; missed events or a
    /// snapshot follow.
    ConnectionRestored {
        /// The replica's version when the seat was taken back (0 without one).
        version: u64,
    },
    /// What only this kind of shell says.
    Shell(X),
    /// The seat's connection has stopped for good: closed (`error: None`),
    /// or for the reason given. Nothing follows.
    Closed {
        /// Why, when it was not a normal close.
        error: Option<E>,
    },
}

/// Why a seat's task stops: the first reason given holds (`None` is a
/// normal close); [`SeatEvent::Closed`] carries it.
#[derive(Debug)]
pub struct Stop<E>(Option<Option<E>>);

impl<E> Default for Stop<E> {
    fn default() -> Self {
        Stop(None)
    }
}

impl<E> Stop<E> {
    /// Stops for `error` unless stopped already; the error newly kept (to log).
    pub fn stop(&mut self, error: Option<E>) -> Option<&E> {
        if self.0.is_some() {
            return None;
        }
        self.0.insert(error).as_ref()
    }

    /// Whether the task stops.
    pub fn stopped(&self) -> bool {
        self.0.is_some()
    }

    /// The reason, taken once (after that, a normal close).
    pub fn take(&mut self) -> Option<E> {
        self.0.as_mut().and_then(Option::take)
    }

    /// The last event of the seat, with the reason taken.
    pub fn closed<X>(&mut self) -> SeatEvent<X, E> {
        SeatEvent::Closed { error: self.take() }
    }
}
