//! The seat this client holds in a game: its token, its colour, the names,
//! and the replica of the match built only from the server's events (each
//! checked by [`MatchState::apply`]) or replaced by a checked snapshot. The
//! board the app shows is always this replica: the server's position.

use crate::client::{OnlineEvent, SeatInfo};
use crate::error::OnlineError;
use protocol::{Event, EventKind, MatchConfig, MatchState, Refusal, SeatToken};
use rules::Color;
use std::sync::Arc;

/// One seat in one game.
pub(crate) struct Seat {
    /// The secret that resumes the seat (never logged: its `Debug` hides it).
    pub(crate) token: SeatToken,
    pub(crate) colour: Color,
    pub(crate) own_name: String,
    pub(crate) opponent: Option<String>,
    /// The room's join code (none for a rematch).
    pub(crate) code: Option<String>,
    replica: MatchState,
}

impl Seat {
    pub(crate) fn new(config: MatchConfig, colour: Color, token: SeatToken, own_name: String) -> Seat {
        Seat { token, colour, own_name, opponent: None, code: None, replica: MatchState::replica(config, colour) }
    }

    pub(crate) fn state(&self) -> &MatchState {
        &self.replica
    }

    pub(crate) fn info(&self) -> SeatInfo {
        SeatInfo {
            colour: self.colour,
            opponent: self.opponent.clone(),
            code: self.code.clone(),
            config: self.replica.config().clone(),
        }
    }

    /// Checks and applies the next event; what the app hears of it.
    pub(crate) fn apply(&mut self, event: &Event, site: &str) -> Result<Vec<OnlineEvent>, Refusal> {
        self.replica.apply(event)?;
        let mut out = vec![OnlineEvent::Applied { event: event.clone(), state: Arc::new(self.replica.clone()) }];
        if let EventKind::Ended { ending, .. } = &event.kind {
            out.push(OnlineEvent::GameOver { ending: *ending, pgn: self.pgn(site) });
        }
        Ok(out)
    }

    /// Replaces the replica with the server's snapshot, once it proves to be
    /// this seat's view of this game, not behind the replica, and its moves
    /// replay with the rules core.
    pub(crate) fn replace(&mut self, snapshot: MatchState) -> Result<(), OnlineError> {
        let inconsistent = |why: &str| OnlineError::ServerCheated(Refusal::Inconsistent { reason: why.into() });
        if snapshot.viewer() != Some(self.colour) {
            return Err(inconsistent("a snapshot for the other seat"));
        }
        if snapshot.config() != self.replica.config() {
            return Err(inconsistent("a snapshot of another game"));
        }
        if snapshot.version() < self.replica.version() {
            return Err(inconsistent("a snapshot behind this replica"));
        }
        let same_start = match (self.replica.start_fen(), snapshot.start_fen()) {
            (Some(held), Some(new)) => held == new,
            _ => true,
        };
        if !same_start {
            return Err(inconsistent("a snapshot from another start"));
        }
        self.replica = snapshot.restore().map_err(OnlineError::ServerCheated)?;
        Ok(())
    }

    /// The game as PGN (none before play began), with the players' names
    /// and the server as the site.
    pub(crate) fn pgn(&self, site: &str) -> Option<String> {
        let opponent = self.opponent.clone().unwrap_or_else(|| "?".into());
        let (white, black) = match self.colour {
            Color::White => (self.own_name.clone(), opponent),
            Color::Black => (opponent, self.own_name.clone()),
        };
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        let date = rules::date::pgn_date(now_ms);
        let tags = [
            ("Event", "Online game"),
            ("Site", site),
            ("Date", date.as_str()),
            ("White", white.as_str()),
            ("Black", black.as_str()),
        ];
        self.replica.to_pgn(&tags)
    }
}
