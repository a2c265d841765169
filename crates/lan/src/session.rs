//! The handle both peers play through, and the events both receive.
//!
//! The host and the guest expose the same [`Session`]: the host's commands
//! go straight into its `Match`, the guest's over the wire; both sides get
//! the same [`LanEvent`]s, built from their own replica of the match.

use crate::error::LanError;
use protocol::{Clocks, Command, Ending, Event, MatchConfig, MatchState, Refusal, SeatControls};
use rules::{Color, Setup};
use std::fmt;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// The stream of a session's events.
pub type Events = mpsc::UnboundedReceiver<LanEvent>;

/// A game offered by a host, as the guest sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// The host's display name.
    pub host: String,
    /// The host's app version.
    pub app: String,
    /// Variant, clock, takebacks.
    pub config: MatchConfig,
    /// The colour this side (the guest) would play.
    pub color: Color,
    /// Whether it is the rematch both players agreed to (accepted by itself).
    pub rematch: bool,
}

/// What happens in a session, in order.
#[derive(Debug, Clone)]
pub enum LanEvent {
    /// Host: a guest connected and is looking at the offer.
    GuestArrived {
        /// The guest's display name.
        name: String,
    },
    /// Host: the guest declined the offer, or left before answering; the
    /// host waits for another guest.
    OfferDeclined {
        /// The guest's display name.
        name: String,
    },
    /// Guest: the host's offer; answer with [`crate::LanGuest::accept`] or
    /// [`crate::LanGuest::decline`].
    OfferReceived(Offer),
    /// Both: a game begins (the first, or a rematch); the replica is empty
    /// until the events that follow.
    Seated {
        /// This side's colour.
        seat: Color,
        /// The opponent's display name.
        opponent: String,
        /// The match.
        config: MatchConfig,
    },
    /// Both: an event of the match, checked and applied to this side's
    /// replica; `state` is the replica after it (the clocks in it run from
    /// `event.at` on the host's time line; [`Session::clocks`] reads them now).
    Applied {
        /// The event as this seat sees it.
        event: Event,
        /// This side's view of the match after it.
        state: Arc<MatchState>,
    },
    /// Guest: the host sent its whole view of the match instead of the
    /// events missed (too far behind after a reconnection); the replica is
    /// now this state (its moves replayed with the rules core).
    Snapshot {
        /// This side's view of the match.
        state: Arc<MatchState>,
    },
    /// One of this side's commands was refused by the host's referee;
    /// nothing changed.
    Refused {
        /// The command's wire name (`move`, `pause`, …).
        command: String,
        /// Why.
        refusal: Refusal,
    },
    /// The connection to the other side dropped: the guest reconnects by
    /// itself, the host waits for it; the match's disconnection shield
    /// applies meanwhile.
    ConnectionLost,
    /// The other side is back and both hold the same game (version and
    /// position hash compared).
    ConnectionRestored {
        /// The match's version.
        version: u64,
    },
    /// The game is over.
    GameOver {
        /// How it ended.
        ending: Ending,
        /// The game as PGN (none if it ended before play began), for the store.
        pgn: Option<String>,
    },
    /// The session is over: closed by either side (`error: None`), or for
    /// the reason given. No event follows.
    Closed {
        /// Why, when it was not a normal close.
        error: Option<LanError>,
    },
}

/// What a handle asks of its peer's task.
pub(crate) enum Action {
    Command(Command, oneshot::Sender<Result<(), LanError>>),
    Lock(Setup, oneshot::Sender<Result<(), LanError>>),
    Answer(bool, oneshot::Sender<Result<(), LanError>>),
    State(oneshot::Sender<Option<Arc<MatchState>>>),
    Clocks(oneshot::Sender<Option<Clocks>>),
    Close,
}

impl fmt::Debug for Action {
    /// Never shows an army.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Command(c, _) => write!(f, "Command({})", c.name()),
            Action::Lock(..) => f.write_str("Lock(…)"),
            Action::Answer(a, _) => write!(f, "Answer({a})"),
            Action::State(_) => f.write_str("State"),
            Action::Clocks(_) => f.write_str("Clocks"),
            Action::Close => f.write_str("Close"),
        }
    }
}

/// Plays one side of a LAN game: the same calls on the host and the guest.
/// Each call returns once the command is on its way; the referee's answer
/// comes as [`LanEvent::Applied`] or [`LanEvent::Refused`].
#[derive(Debug, Clone)]
pub struct Session {
    tx: mpsc::UnboundedSender<Action>,
}

impl Session {
    pub(crate) fn new(tx: mpsc::UnboundedSender<Action>) -> Session {
        Session { tx }
    }

    async fn ask<T>(&self, make: impl FnOnce(oneshot::Sender<T>) -> Action) -> Result<T, LanError> {
        let (tx, rx) = oneshot::channel();
        self.tx.send(make(tx)).map_err(|_| LanError::Closed)?;
        rx.await.map_err(|_| LanError::Closed)
    }

    /// This side's replica of the match now (`None` before a game is seated).
    pub async fn state(&self) -> Result<Option<Arc<MatchState>>, LanError> {
        self.ask(Action::State).await
    }

    /// Both clocks (White, Black) now, on the host's time line as this side
    /// estimates it; `None` in untimed games or before play.
    pub async fn clocks(&self) -> Result<Option<Clocks>, LanError> {
        self.ask(Action::Clocks).await
    }

    /// Ends the session: the other side is told, the connection closed,
    /// the advertisement withdrawn. [`LanEvent::Closed`] follows.
    pub fn close(&self) {
        let _ = self.tx.send(Action::Close);
    }

    pub(crate) async fn answer(&self, accept: bool) -> Result<(), LanError> {
        self.ask(|tx| Action::Answer(accept, tx)).await?
    }
}

impl SeatControls for Session {
    type Error = LanError;

    async fn command(&self, command: Command) -> Result<(), LanError> {
        self.ask(|tx| Action::Command(command, tx)).await?
    }

    /// Sends a commitment to the army (with a fresh nonce) and reveals army
    /// and nonce by itself once both commitments are in.
    async fn lock_army(&self, army: Setup) -> Result<(), LanError> {
        self.ask(|tx| Action::Lock(army, tx)).await?
    }
}
