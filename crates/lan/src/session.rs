//! The handle both peers play through, and the events both receive.
//!
//! The host and the guest expose the same [`Session`]: the host's commands
//! go straight into its `Match`, the guest's over the wire; both sides get
//! the same [`LanEvent`]s, built from their own replica of the match
//! ([`protocol::seat::Replica`], the one every remote seat uses).

use crate::error::LanError;
use protocol::seat::{RefereeTime, SeatEvent, Venue};
use protocol::{Clocks, MatchConfig, MatchState, SeatControls, SeatRequest};
use rules::Color;
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
    pub colour: Color,
    /// Whether it is the rematch both players agreed to (accepted by itself).
    pub rematch: bool,
}

/// What happens in a session, in order: the events every remote seat has
/// ([`SeatEvent`]: seated, applied, snapshot, refused, game over, the
/// connection lost, retried, restored, closed), and in
/// [`SeatEvent::Shell`] what only LAN play says ([`LanNotice`]).
pub type LanEvent = SeatEvent<LanNotice, LanError>;

/// What only a LAN session says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LanNotice {
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
}

/// Where a LAN game is played, for its record.
pub(crate) fn venue() -> Venue {
    Venue { event: "LAN game".into(), site: "LAN".into() }
}

/// What a handle asks of its peer's task (no `Debug`: a lock carries an army).
pub(crate) enum Action {
    Request(SeatRequest, oneshot::Sender<Result<(), LanError>>),
    Answer(bool, oneshot::Sender<Result<(), LanError>>),
    State(oneshot::Sender<Option<Arc<MatchState>>>),
    Close,
}

/// Plays one side of a LAN game: the same calls on the host and the guest.
/// Each call returns once the command is on its way; the referee's answer
/// comes as [`LanEvent::Applied`] or [`LanEvent::Refused`].
#[derive(Debug, Clone)]
pub struct Session {
    tx: mpsc::UnboundedSender<Action>,
    referee_time: RefereeTime,
}

impl Session {
    pub(crate) fn new(tx: mpsc::UnboundedSender<Action>, referee_time: RefereeTime) -> Session {
        Session { tx, referee_time }
    }

    /// The host's time line on this machine's clock (exact on the host):
    /// the referee's time now, for clocks shown between events.
    pub fn referee_time(&self) -> &RefereeTime {
        &self.referee_time
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
        let state = self.state().await?;
        Ok(state.and_then(|s| self.referee_time.clocks(&s)))
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

    /// A lock sends a commitment to the army (with a fresh nonce) and
    /// reveals army and nonce by itself once both commitments are in.
    async fn request(&self, request: SeatRequest) -> Result<(), LanError> {
        self.ask(|tx| Action::Request(request, tx)).await?
    }
}
