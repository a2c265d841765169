//! One seat's side of a match, the same on the host and on the guest: the
//! replica of the match as this seat sees it (every event checked by
//! [`MatchState::apply`]), and the hidden setup's secret until the reveal.

use crate::error::LanError;
use crate::session::LanEvent;
use protocol::{
    army_errors, normalized_army, Clocks, Command, Commitment, Event, EventKind, MatchConfig, MatchState, Nonce, Phase,
    Refusal,
};
use rules::{Color, Setup};
use std::sync::Arc;

/// This side's locked army, kept here until both commitments are in.
struct Locked {
    army: Setup,
    nonce: Nonce,
    round: u32,
    commitment: Commitment,
    revealed: bool,
}

/// A seat's replica and secrets.
pub(crate) struct SeatPlayer {
    pub(crate) seat: Color,
    pub(crate) own_name: String,
    pub(crate) opponent: String,
    replica: MatchState,
    locked: Option<Locked>,
    /// Host time minus local time (ms), estimated from events' times.
    offset: Option<i64>,
}

impl SeatPlayer {
    pub(crate) fn new(config: MatchConfig, seat: Color, own_name: String, opponent: String) -> SeatPlayer {
        SeatPlayer { seat, own_name, opponent, replica: MatchState::replica(config, seat), locked: None, offset: None }
    }

    pub(crate) fn state(&self) -> &MatchState {
        &self.replica
    }

    pub(crate) fn config(&self) -> &MatchConfig {
        self.replica.config()
    }

    /// Replaces the replica with a snapshot from the host (a guest too far
    /// behind): it must be this seat's view of this match, not older than
    /// what is held, and its moves must replay with the rules core.
    pub(crate) fn replace(&mut self, snapshot: MatchState) -> Result<(), LanError> {
        let cheat = |reason: &str| LanError::HostCheated(Refusal::Inconsistent { reason: reason.into() });
        if snapshot.viewer() != Some(self.seat) || snapshot.config() != self.config() {
            return Err(cheat("a snapshot of another seat or match"));
        }
        if snapshot.version() < self.replica.version() {
            return Err(cheat("a snapshot older than the replica"));
        }
        if let (Some(ours), Some(theirs)) = (self.replica.start_fen(), snapshot.start_fen()) {
            if ours != theirs {
                return Err(cheat("a snapshot from another start position"));
            }
        }
        self.replica = snapshot.restore().map_err(LanError::HostCheated)?;
        Ok(())
    }

    /// Notes an event received at `local_ms`, to run the clocks between events.
    pub(crate) fn note_time(&mut self, at: u64, local_ms: u64) {
        let candidate = at as i64 - local_ms as i64;
        self.offset = Some(self.offset.map_or(candidate, |o| o.max(candidate)));
    }

    /// Both clocks now, on the host's time line estimated from `local_ms`.
    pub(crate) fn clocks(&self, local_ms: u64) -> Option<Clocks> {
        let now = (local_ms as i64).saturating_add(self.offset.unwrap_or(0)).max(0) as u64;
        self.replica.clocks_at(now)
    }

    /// Checks and applies one event (already cut for this seat), and says
    /// what happened to the app.
    pub(crate) fn apply(&mut self, event: &Event) -> Result<Vec<LanEvent>, Refusal> {
        self.replica.apply(event)?;
        let state = Arc::new(self.replica.clone());
        let mut out = vec![LanEvent::Applied { event: event.clone(), state }];
        match &event.kind {
            EventKind::SetupRejected { .. } => self.locked = None,
            EventKind::Ended { ending, .. } => {
                out.push(LanEvent::GameOver { ending: *ending, pgn: self.pgn() });
                self.locked = None;
            }
            _ => {}
        }
        Ok(out)
    }

    /// The game as PGN, once play has begun.
    pub(crate) fn pgn(&self) -> Option<String> {
        let (white, black) = match self.seat {
            Color::White => (self.own_name.as_str(), self.opponent.as_str()),
            Color::Black => (self.opponent.as_str(), self.own_name.as_str()),
        };
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        let date = rules::date::pgn_date(now_ms);
        let tags =
            [("Event", "LAN game"), ("Site", "LAN"), ("Date", date.as_str()), ("White", white), ("Black", black)];
        self.replica.to_pgn(&tags)
    }

    /// Locks `army` for this seat: a commitment with a fresh nonce, the army
    /// and nonce kept here until both commitments are in.
    pub(crate) fn lock(&mut self, army: &Setup) -> Result<Command, LanError> {
        if self.replica.phase() != Phase::Setup {
            return Err(LanError::NotNow("the hidden setup is not running"));
        }
        let round = self.replica.setup().round;
        let already = self.locked.as_ref().is_some_and(|l| l.round == round);
        if already || self.replica.setup().sides[self.seat.index()].locked {
            return Err(LanError::NotNow("the army is already locked"));
        }
        let errors = army_errors(army, self.seat);
        if !errors.is_empty() {
            return Err(LanError::InvalidArmy(Refusal::InvalidArmy { errors }));
        }
        let army = normalized_army(army, self.seat);
        let nonce = Nonce::random().map_err(|_| LanError::Random)?;
        let commitment = Commitment::new(&self.config().id, round, &army, self.seat, &nonce);
        self.locked = Some(Locked { army, nonce, round, commitment, revealed: false });
        Ok(Command::Commit { commitment })
    }

    /// The commit was refused: nothing is locked.
    pub(crate) fn unlock(&mut self) {
        self.locked = None;
    }

    /// After a reconnection: a reveal sent but not seen in the replica
    /// (lost with the connection) is due again.
    pub(crate) fn reveal_lost(&mut self) {
        let own_revealed = self.replica.setup().sides[self.seat.index()].nonce.is_some();
        if let Some(l) = self.locked.as_mut() {
            if l.revealed && !own_revealed {
                l.revealed = false;
            }
        }
    }

    /// The reveal, once this replica holds both commitments of the round and
    /// its own is the one this side sent; `None` until then (and after).
    pub(crate) fn due_reveal(&mut self) -> Result<Option<Command>, LanError> {
        let setup = self.replica.setup();
        let Some(l) = self.locked.as_mut() else { return Ok(None) };
        if l.revealed || self.replica.phase() != Phase::Setup || l.round != setup.round {
            return Ok(None);
        }
        let own = &setup.sides[self.seat.index()];
        let theirs = &setup.sides[self.seat.flip().index()];
        let (Some(own_commitment), Some(_)) = (own.commitment, theirs.commitment) else { return Ok(None) };
        if own_commitment != l.commitment {
            return Err(LanError::HostCheated(Refusal::Inconsistent {
                reason: "this side's commitment was replaced".into(),
            }));
        }
        l.revealed = true;
        Ok(Some(Command::Reveal { army: l.army.clone(), nonce: l.nonce }))
    }
}
