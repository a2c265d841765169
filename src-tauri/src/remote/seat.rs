//! One side of a remote game (LAN or online) as the app keeps it between
//! events: where its journey stands, the players' names, this side's
//! replica of the match, whether the connection is up, and the referee's
//! time line. Both kinds of play feed it the same way, and it gives the
//! screen its [`RemoteView`] and the library the finished game, once.
//! An event the journey refuses (a game already left) changes nothing.

use crate::i18n;
use crate::library::Library;
use crate::remote::journey::{Journey, Refused, Stage, Step};
use crate::remote::record::record_of;
use crate::remote::view::{remote_view, RemoteView};
use protocol::MatchState;
use rules::Color;
use std::sync::Arc;

/// This side's seat in a remote game.
pub struct RemoteSeat {
    journey: Journey,
    /// This side's display name.
    my_name: String,
    /// White's and Black's names, once seated.
    names: [String; 2],
    state: Option<Arc<MatchState>>,
    connected: bool,
    /// The referee's time minus this app's (ms), learned from event times.
    offset: i64,
    /// The match already saved, so that a game is saved once.
    saved_match: Option<String>,
    /// The library's id of the game saved, to review it.
    saved_id: Option<i64>,
}

impl RemoteSeat {
    /// No game yet, playing as `my_name`.
    pub fn new(my_name: String) -> RemoteSeat {
        RemoteSeat {
            journey: Journey::new(),
            names: [my_name.clone(), my_name.clone()],
            my_name,
            state: None,
            connected: true,
            offset: i64::MIN,
            saved_match: None,
            saved_id: None,
        }
    }

    /// Where the journey stands.
    pub fn stage(&self) -> Stage {
        self.journey.stage()
    }

    /// Moves the journey on by a step of this side's (host, join, an offer
    /// received, cancel, leave, the session closed). Leaving for the lobby
    /// forgets the game: the lobby is fresh.
    pub fn step(&mut self, step: Step) -> Result<Stage, Refused> {
        let stage = self.journey.step(step)?;
        if stage == Stage::Lobby {
            *self = RemoteSeat {
                journey: self.journey.clone(),
                connected: self.connected,
                ..RemoteSeat::new(self.my_name.clone())
            };
        }
        Ok(stage)
    }

    /// A game begins (the first or a rematch): this side plays `seat`
    /// against `opponent`; the replica fills with the events that follow.
    /// Refused (and nothing changes) when no game is on its way.
    pub fn seated(&mut self, seat: Color, opponent: String) -> Result<Stage, Refused> {
        let stage = self.journey.step(Step::Seated)?;
        self.names[seat.index()] = self.my_name.clone();
        self.names[seat.flip().index()] = opponent;
        self.state = None;
        self.offset = i64::MIN;
        self.connected = true;
        self.saved_id = None;
        Ok(stage)
    }

    /// The opponent's name, when it comes after the seat (an online room's creator).
    pub fn opponent_named(&mut self, name: String) {
        if let Some(seat) = self.state.as_ref().and_then(|s| s.viewer()) {
            self.names[seat.flip().index()] = name;
        }
    }

    /// The replica after an event the referee stamped `at`, received at `now`
    /// on this app's time line; its phase moves the journey on.
    pub fn applied(&mut self, at: u64, state: Arc<MatchState>, now: i64) -> Result<Stage, Refused> {
        let stage = self.journey.step(Step::Phase(state.phase()))?;
        if stage == Stage::Lobby {
            // A room that ended before anyone came: nothing to keep.
            return self.step(Step::Leave);
        }
        self.offset = self.offset.max(at as i64 - now);
        self.state = Some(state);
        Ok(stage)
    }

    /// The replica replaced by the referee's snapshot, received at `now`.
    pub fn snapshot(&mut self, state: Arc<MatchState>, now: i64) -> Result<Stage, Refused> {
        let at = state.last_event_at();
        self.applied(at, state, now)
    }

    /// [`Self::applied`] for an event of the referee's: what the player is
    /// told of it ([`Self::notice_for`]), if anything.
    pub fn heard(&mut self, event: &protocol::Event, state: Arc<MatchState>, now: i64) -> Option<String> {
        self.applied(event.at, state, now).ok()?;
        self.notice_for(&event.kind)
    }

    /// What the player is told of an event of the opponent's that answers
    /// or asks something of this side: a draw or takeback declined, a
    /// rematch offered. `None` for the rest (the view shows them).
    pub fn notice_for(&self, kind: &protocol::EventKind) -> Option<String> {
        use protocol::EventKind as K;
        let me = self.state.as_ref()?.viewer()?;
        let id = match kind {
            K::DrawDeclined { by } if *by != me => "remote-draw-declined",
            K::TakebackDeclined { by } if *by != me => "remote-takeback-declined",
            K::RematchOffered { by } if *by != me => "remote-rematch-offered",
            _ => return None,
        };
        Some(i18n::t(id))
    }

    /// Whether this side's army is locked in a hidden setup running now:
    /// the setup editor then refuses every change, so that the army shown
    /// is the army that starts.
    pub fn army_locked(&self) -> bool {
        self.stage() == Stage::Setup
            && self.state.as_ref().is_some_and(|s| s.viewer().is_some_and(|me| s.setup().sides[me.index()].locked))
    }

    /// The connection to the referee went down (`false`) or came back.
    pub fn set_connected(&mut self, connected: bool) {
        self.connected = connected;
    }

    /// The replica, once a game is seated and its first event applied.
    pub fn state(&self) -> Option<&Arc<MatchState>> {
        self.state.as_ref()
    }

    /// What the screen shows of the game at `now` (this app's time line).
    pub fn view(&self, now: i64) -> Option<RemoteView> {
        if matches!(self.stage(), Stage::Lobby | Stage::Joining | Stage::Offer) {
            return None;
        }
        let referee_now = now.saturating_add(self.offset).max(0) as u64;
        let mut view = self.state.as_ref().and_then(|s| remote_view(s, &self.names, self.connected, referee_now))?;
        view.remote.saved_id = self.saved_id;
        Some(view)
    }

    /// Takes the game that just ended for saving (once per match), with the
    /// referee's PGN of it (`pgn`, written by `protocol::pgn`): call
    /// [`save_finished`] with it outside any lock.
    pub fn take_finished(&mut self, pgn: Option<String>) -> Option<Finished> {
        let state = self.state.clone()?;
        let id = state.config().id.clone();
        if self.saved_match.as_deref() == Some(id.as_str()) {
            return None;
        }
        self.saved_match = Some(id.clone());
        Some(Finished { state, names: self.names.clone(), pgn, match_id: id })
    }
}

/// A finished remote game, ready to save.
pub struct Finished {
    state: Arc<MatchState>,
    names: [String; 2],
    pgn: Option<String>,
    /// The match, so that the id saved goes to the seat of this game only.
    pub match_id: String,
}

/// Saves a finished game in the library as played through `source`: its
/// library id, or the notice to show when it could not be saved (the
/// detail goes to the log).
pub fn save_finished(library: &Library, game: &Finished, source: store::Source) -> Result<Option<i64>, String> {
    let Some(record) = record_of(&game.state, &game.names, source, game.pgn.as_deref()) else { return Ok(None) };
    match library.save_finished(&record) {
        Ok(id) => Ok(Some(id.0)),
        Err(e) => {
            tracing::warn!(error = %e, "a finished remote game could not be saved");
            let id = match source {
                store::Source::Lan => "lan-save-failed",
                _ => "online-save-failed",
            };
            Err(i18n::tf(id, &[("reason", e.localized().into())]))
        }
    }
}

impl RemoteSeat {
    /// Notes where `game` was saved (if this seat still shows it); the
    /// notice to show when it could not be.
    pub fn saved(&mut self, game: &Finished, saved: Result<Option<i64>, String>) -> Option<String> {
        match saved {
            Ok(Some(id)) if self.state.as_ref().is_some_and(|s| s.config().id == game.match_id) => {
                self.saved_id = Some(id);
                None
            }
            Ok(_) => None,
            Err(notice) => Some(notice),
        }
    }
}
