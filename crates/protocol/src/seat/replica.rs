//! The checking replica of one seat, the same on a LAN host, a LAN guest
//! and the online client: the match as this seat sees it, built only from
//! the referee's events (each checked by [`MatchState::apply`]) or replaced
//! by a checked snapshot, and the hidden setup's secret until the reveal.

use super::event::{SeatEvent, SeatInfo};
use crate::wire::MAX_NAME_CHARS;
use crate::{
    army_errors, normalized_army, Command, Commitment, Event, EventKind, MatchConfig, MatchState, Nonce, Phase,
    Refusal, SetupMode,
};
use rules::{Color, Setup};
use std::sync::Arc;

/// Where a game is played, for its record: the PGN's `Event` and `Site`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Venue {
    /// The `Event` tag (`LAN game`, `Online game`).
    pub event: String,
    /// The `Site` tag (`LAN`, or the server's address).
    pub site: String,
}

/// Why an army was not locked; nothing was sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LockError {
    /// Not now: no hidden setup running, or this side already locked.
    #[error("not now: {0}")]
    NotNow(&'static str),
    /// The army breaks the custom-army rules on its own (SPEC §5–7).
    #[error("the army is not valid: {0}")]
    InvalidArmy(Refusal),
    /// The operating system's random source failed (no nonce).
    #[error("no randomness available")]
    Random,
}

/// This side's army locked in a commit–reveal setup, kept until both
/// commitments are in.
struct Locked {
    army: Setup,
    nonce: Nonce,
    round: u32,
    commitment: Commitment,
    revealed: bool,
}

/// One seat's replica of a match, its names and its secrets.
pub struct Replica {
    colour: Color,
    own_name: String,
    opponent: Option<String>,
    code: Option<String>,
    rematch: bool,
    venue: Venue,
    state: MatchState,
    locked: Option<Locked>,
}

/// A name from the other side, trimmed and bounded.
fn bounded_name(name: &str) -> String {
    name.trim().chars().take(MAX_NAME_CHARS).collect()
}

impl Replica {
    /// The seat `colour` of `config`, played as `own_name` at `venue`; the
    /// replica is empty until the referee's first event.
    pub fn new(config: MatchConfig, colour: Color, own_name: &str, venue: Venue) -> Replica {
        Replica {
            colour,
            own_name: bounded_name(own_name),
            opponent: None,
            code: None,
            rematch: false,
            venue,
            state: MatchState::replica(config, colour),
            locked: None,
        }
    }

    /// The same seat with the opponent's name (from the other side: trimmed, bounded).
    pub fn with_opponent(mut self, opponent: Option<&str>) -> Replica {
        self.opponent = opponent.map(bounded_name);
        self
    }

    /// The same seat with its room's join code (online).
    pub fn with_code(mut self, code: Option<String>) -> Replica {
        self.code = code;
        self
    }

    /// The same seat, marked as the rematch of the game before.
    pub fn with_rematch(mut self, rematch: bool) -> Replica {
        self.rematch = rematch;
        self
    }

    /// The next game with the same players and venue: the rematch, under
    /// `config`, colours swapped.
    pub fn rematch(&self, config: MatchConfig) -> Replica {
        Replica::new(config, self.colour.flip(), &self.own_name, self.venue.clone())
            .with_opponent(self.opponent.as_deref())
            .with_rematch(true)
    }

    /// The opponent's name, when it comes after the seat.
    pub fn set_opponent(&mut self, name: &str) {
        self.opponent = Some(bounded_name(name));
    }

    /// The site of the record (the server in use now).
    pub fn set_site(&mut self, site: String) {
        self.venue.site = site;
    }

    /// This seat's colour.
    pub fn colour(&self) -> Color {
        self.colour
    }

    /// The opponent's name, once known.
    pub fn opponent(&self) -> Option<&str> {
        self.opponent.as_deref()
    }

    /// The replica.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// The match.
    pub fn config(&self) -> &MatchConfig {
        self.state.config()
    }

    /// The seat as its app sees it.
    pub fn info(&self) -> SeatInfo {
        SeatInfo {
            colour: self.colour,
            opponent: self.opponent.clone(),
            code: self.code.clone(),
            config: self.config().clone(),
            rematch: self.rematch,
        }
    }

    /// Checks and applies the next event (already cut for this seat); what
    /// the app hears of it. A refused event changes nothing: the referee
    /// broke the rules.
    pub fn apply<X, E>(&mut self, event: &Event) -> Result<Vec<SeatEvent<X, E>>, Refusal> {
        self.state.apply(event)?;
        let mut out = vec![SeatEvent::Applied { event: event.clone(), state: Arc::new(self.state.clone()) }];
        match &event.kind {
            EventKind::SetupRejected { .. } => self.locked = None,
            EventKind::Ended { ending, .. } => {
                self.locked = None;
                out.push(SeatEvent::GameOver { ending: *ending, pgn: self.pgn() });
            }
            _ => {}
        }
        Ok(out)
    }

    /// Replaces the replica with the referee's snapshot, once it proves to
    /// be this seat's view of this match, not behind the replica, from the
    /// same start, and its moves replay with the rules core.
    pub fn replace(&mut self, snapshot: MatchState) -> Result<(), Refusal> {
        let inconsistent = |reason: &str| Err(Refusal::Inconsistent { reason: reason.into() });
        if snapshot.viewer() != Some(self.colour) || snapshot.config() != self.config() {
            return inconsistent("a snapshot of another seat or match");
        }
        if snapshot.version() < self.state.version() {
            return inconsistent("a snapshot older than the replica");
        }
        if let (Some(ours), Some(theirs)) = (self.state.start_fen(), snapshot.start_fen()) {
            if ours != theirs {
                return inconsistent("a snapshot from another start position");
            }
        }
        self.state = snapshot.restore()?;
        Ok(())
    }

    /// Whether the referee's `version` and position `hash` (hex, `None`
    /// before play) are this replica's: both hold the same game.
    pub fn in_sync(&self, version: u64, hash: Option<&str>) -> bool {
        let ours = self.state.position().map(|p| format!("{:016x}", p.hash()));
        self.state.version() == version && ours.as_deref() == hash
    }

    /// The command that locks `army` for this seat: between peers a
    /// commitment with a fresh nonce (army and nonce kept here until both
    /// commitments are in, then [`Self::due_reveal`]); with a referee the
    /// army itself, which the referee shows nobody before both are locked.
    pub fn lock(&mut self, army: &Setup) -> Result<Command, LockError> {
        if self.state.phase() != Phase::Setup {
            return Err(LockError::NotNow("the hidden setup is not running"));
        }
        let round = self.state.setup().round;
        let pending = self.locked.as_ref().is_some_and(|l| l.round == round);
        if pending || self.state.setup().sides[self.colour.index()].locked {
            return Err(LockError::NotNow("the army is already locked"));
        }
        let errors = army_errors(army, self.colour);
        if !errors.is_empty() {
            return Err(LockError::InvalidArmy(Refusal::InvalidArmy { errors }));
        }
        let army = normalized_army(army, self.colour);
        if self.config().setup == SetupMode::Referee {
            return Ok(Command::LockArmy { army });
        }
        let nonce = Nonce::random().map_err(|_| LockError::Random)?;
        let commitment = Commitment::new(&self.config().id, round, &army, self.colour, &nonce);
        self.locked = Some(Locked { army, nonce, round, commitment, revealed: false });
        Ok(Command::Commit { commitment })
    }

    /// The commitment was refused: nothing is locked.
    pub fn unlock(&mut self) {
        self.locked = None;
    }

    /// After a reconnection: a reveal sent but not seen in the replica
    /// (lost with the connection) is due again.
    pub fn reveal_lost(&mut self) {
        let own_revealed = self.state.setup().sides[self.colour.index()].nonce.is_some();
        if let Some(l) = self.locked.as_mut() {
            if l.revealed && !own_revealed {
                l.revealed = false;
            }
        }
    }

    /// The reveal, once this replica holds both commitments of the round and
    /// its own is the one this side sent; `None` until then (and after). A
    /// replaced commitment is the referee's forgery.
    pub fn due_reveal(&mut self) -> Result<Option<Command>, Refusal> {
        let setup = self.state.setup();
        let Some(l) = self.locked.as_mut() else { return Ok(None) };
        if l.revealed || self.state.phase() != Phase::Setup || l.round != setup.round {
            return Ok(None);
        }
        let own = &setup.sides[self.colour.index()];
        let theirs = &setup.sides[self.colour.flip().index()];
        let (Some(own_commitment), Some(_)) = (own.commitment, theirs.commitment) else { return Ok(None) };
        if own_commitment != l.commitment {
            return Err(Refusal::Inconsistent { reason: "this side's commitment was replaced".into() });
        }
        l.revealed = true;
        Ok(Some(Command::Reveal { army: l.army.clone(), nonce: l.nonce }))
    }

    /// The game as PGN once play has begun: `[%clk]` after every move,
    /// `TimeControl`, `Termination`, `Reason` (see [`crate::pgn`]), the
    /// players' names, the venue and today's date.
    pub fn pgn(&self) -> Option<String> {
        let me = self.own_name.as_str();
        let them = self.opponent.as_deref().unwrap_or("?");
        let (white, black) = match self.colour {
            Color::White => (me, them),
            Color::Black => (them, me),
        };
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        let date = rules::date::pgn_date(now_ms);
        let tags = [
            ("Event", self.venue.event.as_str()),
            ("Site", self.venue.site.as_str()),
            ("Date", date.as_str()),
            ("White", white),
            ("Black", black),
        ];
        self.state.to_pgn(&tags)
    }
}
