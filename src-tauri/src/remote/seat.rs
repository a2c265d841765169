//! One side of a remote game (LAN or online) as the app keeps it between
//! events: where its journey stands, the players' names, this side's
//! replica of the match, whether the connection is up, and the referee's
//! time line (the session's [`RefereeTime`]). Both kinds of play feed it
//! the same [`SeatEvent`]s ([`RemoteSeat::hear`]), and it gives the screen
//! its [`RemoteView`] and the library the finished game, once. An event
//! the journey refuses (a game already left) changes nothing.

use crate::i18n;
use crate::library::Library;
use crate::remote::journey::{Journey, Refused, Stage, Step};
use crate::remote::record::record_of;
use crate::remote::view::{remote_view, RemoteView};
use protocol::seat::{RefereeTime, SeatEvent};
use protocol::MatchState;
use rules::Color;
use std::sync::Arc;
use store::Source;

/// This side's seat in a remote game.
pub struct RemoteSeat {
    journey: Journey,
    /// LAN or online: the words of its notices, the source of its record.
    source: Source,
    /// This side's display name.
    my_name: String,
    /// White's and Black's names, once seated.
    names: [String; 2],
    state: Option<Arc<MatchState>>,
    connected: bool,
    /// The referee's time line on this app's clock, from the session.
    referee: Option<RefereeTime>,
    /// The match already saved, so that a game is saved once.
    saved_match: Option<String>,
    /// The library's id of the game saved, to review it.
    saved_id: Option<i64>,
}

impl RemoteSeat {
    /// No game yet, playing as `my_name` through `source` (LAN or online).
    pub fn new(my_name: String, source: Source) -> RemoteSeat {
        RemoteSeat {
            journey: Journey::new(),
            source,
            names: [my_name.clone(), my_name.clone()],
            my_name,
            state: None,
            connected: true,
            referee: None,
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
                referee: self.referee.clone(),
                ..RemoteSeat::new(self.my_name.clone(), self.source)
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

    /// The session's time line of the referee (kept over a fresh lobby:
    /// the same connection or host).
    pub fn set_referee_time(&mut self, referee: RefereeTime) {
        self.referee = Some(referee);
    }

    /// The replica after an event of the referee's (or its snapshot); its
    /// phase moves the journey on.
    pub fn applied(&mut self, state: Arc<MatchState>) -> Result<Stage, Refused> {
        let stage = self.journey.step(Step::Phase(state.phase()))?;
        if stage == Stage::Lobby {
            // A room that ended before anyone came: nothing to keep.
            return self.step(Step::Leave);
        }
        self.state = Some(state);
        Ok(stage)
    }

    /// [`Self::applied`] for an event of the referee's: what the player is
    /// told of it ([`Self::notice_for`]), if anything.
    pub fn heard(&mut self, event: &protocol::Event, state: Arc<MatchState>) -> Option<String> {
        self.applied(state).ok()?;
        self.notice_for(&event.kind)
    }

    /// Takes one event of the session, the same for LAN and online play:
    /// `notice` becomes what the player is told of it (kept when there is
    /// nothing new to say). What only the shell knows comes back.
    pub fn hear<X, E>(&mut self, event: SeatEvent<X, E>, notice: &mut Option<String>) -> Heard<X, E> {
        let lan = self.source == Source::Lan;
        match event {
            SeatEvent::Seated(info) => {
                if self.seated(info.colour, info.opponent.unwrap_or_default()).is_ok() {
                    *notice = None;
                }
            }
            SeatEvent::Applied { event, state } => {
                if let Some(said) = self.heard(&event, state) {
                    *notice = Some(said);
                }
            }
            SeatEvent::Snapshot { state } => drop(self.applied(state)),
            SeatEvent::Refused { refusal, .. } => *notice = Some(i18n::t(&format!("refusal-{}", refusal.id()))),
            SeatEvent::GameOver { pgn, .. } => return Heard::Finished(self.take_finished(pgn)),
            SeatEvent::ConnectionLost | SeatEvent::Reconnecting { .. } => {
                self.connected = false;
                *notice = Some(i18n::t(if lan { "lan-connection-lost" } else { "online-connection-lost" }));
            }
            SeatEvent::ConnectionRestored { .. } => {
                self.connected = true;
                *notice = Some(i18n::t(if lan { "lan-connection-restored" } else { "online-connection-restored" }));
            }
            SeatEvent::Shell(x) => return Heard::Shell(x),
            SeatEvent::Closed { error } => {
                let _ = self.step(Step::Closed);
                self.connected = false;
                return Heard::Closed(error);
            }
        }
        Heard::Finished(None)
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

    /// Whether the connection to the referee is up.
    pub fn connected(&self) -> bool {
        self.connected
    }

    /// The replica, once a game is seated and its first event applied.
    pub fn state(&self) -> Option<&Arc<MatchState>> {
        self.state.as_ref()
    }

    /// What the screen shows of the game now, on the referee's time line.
    pub fn view(&self) -> Option<RemoteView> {
        if matches!(self.stage(), Stage::Lobby | Stage::Joining | Stage::Offer) {
            return None;
        }
        let referee_now = self.referee.as_ref().and_then(RefereeTime::now).unwrap_or(0);
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
        Some(Finished { state, names: self.names.clone(), pgn, source: self.source, match_id: id })
    }
}

/// What a session's event left for the shell to do.
pub enum Heard<X, E> {
    /// Nothing, or the game just finished, to save.
    Finished(Option<Finished>),
    /// An event only this kind of play has.
    Shell(X),
    /// The session is over, for this reason.
    Closed(Option<E>),
}

/// A finished remote game, ready to save.
pub struct Finished {
    state: Arc<MatchState>,
    names: [String; 2],
    pgn: Option<String>,
    source: Source,
    /// The match, so that the id saved goes to the seat of this game only.
    pub match_id: String,
}

/// Saves a finished game in the library (its source LAN or online): its
/// library id, or the notice to show when it could not be saved (the
/// detail goes to the log).
pub fn save_finished(library: &Library, game: &Finished) -> Result<Option<i64>, String> {
    let source = game.source;
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

/// Why a session ended, in the player's language only
/// (`<lan|online>-closed`, or `-closed-error` with `reason` saying the
/// error in words); the technical detail goes to the log.
pub fn closed_notice<E: std::fmt::Display>(
    source: Source,
    error: Option<E>,
    reason: impl FnOnce(E) -> String,
) -> String {
    let Some(e) = error else {
        return i18n::t(if source == Source::Lan { "lan-closed" } else { "online-closed" });
    };
    tracing::info!(error = %e, ?source, "remote session closed");
    let id = match source {
        Source::Lan => "lan-closed-error",
        _ => "online-closed-error",
    };
    i18n::tf(id, &[("reason", reason(e).into())])
}
