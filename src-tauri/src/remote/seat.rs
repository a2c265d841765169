//! One side of a remote game (LAN or online) as the app keeps it between
//! events: the players' names, this side's replica of the match, whether
//! the connection is up, and the referee's time line. Both kinds of play
//! feed it the same way, and it gives the screen its [`RemoteView`] and the
//! library the finished game, once.

use crate::i18n;
use crate::library::Library;
use crate::remote::record::record_of;
use crate::remote::view::{remote_view, RemoteView};
use protocol::MatchState;
use rules::Color;
use std::sync::Arc;

/// This side's seat in a remote game.
pub struct RemoteSeat {
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
}

impl RemoteSeat {
    /// No game yet, playing as `my_name`.
    pub fn new(my_name: String) -> RemoteSeat {
        RemoteSeat {
            names: [my_name.clone(), my_name.clone()],
            my_name,
            state: None,
            connected: true,
            offset: i64::MIN,
            saved_match: None,
        }
    }

    /// A game begins (the first or a rematch): this side plays `seat`
    /// against `opponent`; the replica fills with the events that follow.
    pub fn seated(&mut self, seat: Color, opponent: String) {
        self.names[seat.index()] = self.my_name.clone();
        self.names[seat.flip().index()] = opponent;
        self.state = None;
        self.offset = i64::MIN;
        self.connected = true;
    }

    /// The opponent's name, when it comes after the seat (an online room's creator).
    pub fn opponent_named(&mut self, name: String) {
        if let Some(seat) = self.state.as_ref().and_then(|s| s.viewer()) {
            self.names[seat.flip().index()] = name;
        }
    }

    /// The replica after an event the referee stamped `at`, received at `now`
    /// on this app's time line.
    pub fn applied(&mut self, at: u64, state: Arc<MatchState>, now: i64) {
        self.offset = self.offset.max(at as i64 - now);
        self.state = Some(state);
    }

    /// The replica replaced by the referee's snapshot, received at `now`.
    pub fn snapshot(&mut self, state: Arc<MatchState>, now: i64) {
        self.offset = self.offset.max(state.last_event_at() as i64 - now);
        self.state = Some(state);
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
        let referee_now = now.saturating_add(self.offset).max(0) as u64;
        self.state.as_ref().and_then(|s| remote_view(s, &self.names, self.connected, referee_now))
    }

    /// The game that just ended, the first time it is asked for it.
    fn finished(&mut self) -> Option<(Arc<MatchState>, [String; 2])> {
        let state = self.state.clone()?;
        let id = state.config().id.clone();
        if self.saved_match.as_deref() == Some(id.as_str()) {
            return None;
        }
        self.saved_match = Some(id);
        Some((state, self.names.clone()))
    }

    /// Takes the game that just ended for saving (once per match): call
    /// [`save_finished`] with it outside any lock.
    pub fn take_finished(&mut self) -> Option<Finished> {
        self.finished().map(|(state, names)| Finished { state, names })
    }
}

/// A finished remote game, ready to save.
pub struct Finished {
    state: Arc<MatchState>,
    names: [String; 2],
}

/// Saves a finished game in the library as played through `source`;
/// returns the notice to show when it could not be saved.
pub fn save_finished(library: &Library, game: &Finished, source: store::Source) -> Option<String> {
    let record = record_of(&game.state, &game.names, source)?;
    let id = match source {
        store::Source::Lan => "lan-save-failed",
        _ => "online-save-failed",
    };
    library.save_finished(&record).err().map(|e| i18n::tf(id, &[("reason", e.to_string().into())]))
}
