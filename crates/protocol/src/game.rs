//! [`Match`]: the referee of one game between two remote seats.
//!
//! Inputs go in with the time they happened ([`Match::input`]); versioned
//! events come out, or a typed refusal that changed nothing. Time only
//! moves forward, and deadlines (a flag fall, the end of a pause) fire at
//! their exact time however late the shell calls: a shell sleeps until
//! [`Match::next_deadline`] and then sends [`Input::Tick`].
//!
//! The rules of SPEC §11, in one place:
//! - White's clock runs from the start of play; each side's while it is to move.
//! - A flag falls → the opponent wins, or a draw if the opponent has no
//!   mating material; before the flagged side's own first move → aborted.
//! - One pause per player, up to 60 s, freezing both clocks; the pauser may
//!   resume early; no move is taken during a pause.
//! - The disconnection shield: a player absent while their own clock runs,
//!   with their pause unused, is paused for; the pause lifts when they
//!   return or at 60 s. With the pause spent, their clock simply runs.

use crate::command::{Command, Input};
use crate::config::{ConfigError, MatchConfig, PAUSE_MS};
use crate::ending::{AbortReason, EndReason, Ending, GameResult};
use crate::event::{Event, EventKind, Pause, PauseCause};
use crate::refusal::Refusal;
use crate::state::{normalized_army, MatchState, Phase};
use rules::{Color, Move};

/// The most network lag one move may be credited (ms): a slow connection
/// does not cost thinking time, and a lying one gains at most this much.
pub const MAX_LAG_CREDIT_MS: u64 = 1_000;

/// How many missed events a returning seat is sent one by one; further
/// behind, it gets a snapshot instead.
pub const MAX_REPLAY: u64 = 256;

/// What one input did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reply {
    /// The events, in version order: deadlines that fell before the input,
    /// then what the input caused. Send each to both seats, cut with
    /// [`Event::for_seat`].
    pub events: Vec<Event>,
    /// Why the command was refused, if it was (it changed nothing; events
    /// from deadlines that fell before it still happened).
    pub refusal: Option<Refusal>,
}

/// What a seat coming back receives.
#[derive(Debug, Clone, PartialEq)]
pub enum CatchUp {
    /// Exactly the events it missed, cut for it (possibly none).
    Events(Vec<Event>),
    /// Too far behind (or ahead, after a restart): the whole state, cut for it.
    Snapshot(Box<MatchState>),
}

/// One game between two remote seats, refereed.
#[derive(Debug, Clone)]
pub struct Match {
    state: MatchState,
    log: Vec<Event>,
}

impl Match {
    /// A new match, waiting for both players.
    pub fn new(config: MatchConfig) -> Result<Match, ConfigError> {
        config.validate()?;
        Ok(Match { state: MatchState::new(config, None), log: Vec::new() })
    }

    /// Rebuilds a match from its event log (the server's storage, a
    /// restart): every event is checked again as it is applied.
    pub fn replay(config: MatchConfig, log: Vec<Event>) -> Result<Match, Refusal> {
        let mut m = Match::new(config).map_err(|e| Refusal::inconsistent(e.to_string()))?;
        for e in &log {
            m.state.apply(e)?;
        }
        m.log = log;
        Ok(m)
    }

    /// The full state (the referee's view).
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// Every event so far, in order (`log()[i].version == i + 1`).
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The version: the number of events so far.
    pub fn version(&self) -> u64 {
        self.state.version()
    }

    /// When the shell should call [`Input::Tick`] next, if anything is due.
    pub fn next_deadline(&self) -> Option<u64> {
        self.state.next_deadline()
    }

    /// The state as `seat` may see it.
    pub fn snapshot_for(&self, seat: Color) -> MatchState {
        self.state.for_seat(seat)
    }

    /// What `seat`, which last saw version `since`, needs to be current.
    pub fn catch_up(&self, seat: Color, since: u64) -> CatchUp {
        let version = self.version();
        if since > version || version - since > MAX_REPLAY {
            return CatchUp::Snapshot(Box::new(self.snapshot_for(seat)));
        }
        CatchUp::Events(self.log[since as usize..].iter().map(|e| e.for_seat(seat)).collect())
    }

    /// A new match for the rematch both players agreed to, under the new id:
    /// the same settings with colours swapped — the shell seats White's
    /// player as Black and the other way round. Refused until both agreed.
    pub fn rematch(&self, new_id: String) -> Result<Match, Refusal> {
        if !self.state.rematch_agreed() {
            return Err(Refusal::NotOver);
        }
        let config = MatchConfig { id: new_id, ..self.state.config().clone() };
        Match::new(config).map_err(|e| Refusal::inconsistent(e.to_string()))
    }

    /// Handles one input at time `now` (clamped so time never goes back).
    pub fn input(&mut self, input: Input, now: u64) -> Reply {
        self.input_lagged(input, now, 0)
    }

    /// [`Match::input`] for a move that spent `lag_ms` on the network (SPEC
    /// §11: the mover is charged from when the opponent's move was sent
    /// until this one arrived, less its measured lag). The caller measures
    /// and bounds the allowance; here it is at most [`MAX_LAG_CREDIT_MS`]
    /// per move and never more than the move took. Other inputs ignore it.
    pub fn input_lagged(&mut self, input: Input, now: u64, lag_ms: u64) -> Reply {
        let lag_ms = lag_ms.min(MAX_LAG_CREDIT_MS);
        let now = now.max(self.state.last_event_at());
        let mut reply = Reply::default();
        self.fire_deadlines(now, &mut reply.events);
        let result = match input {
            Input::Command(seat, command) => self.command(seat, command, now, lag_ms, &mut reply.events),
            Input::Connected(seat) => self.connected(seat, now, &mut reply.events),
            Input::Disconnected(seat) => self.disconnected(seat, now, &mut reply.events),
            Input::Tick => Ok(()),
        };
        if let Err(refusal) = result {
            reply.refusal = Some(refusal);
        }
        self.shield(now, &mut reply.events);
        reply
    }

    /// Applies and records one event.
    fn emit(&mut self, kind: EventKind, at: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        self.emit_checked(kind, at, None, out)
    }

    /// [`Match::emit`] for a move the referee has just checked.
    fn emit_checked(&mut self, kind: EventKind, at: u64, m: Option<Move>, out: &mut Vec<Event>) -> Result<(), Refusal> {
        let event = Event { version: self.state.version() + 1, at, kind };
        self.state.apply_with(&event, m)?;
        self.log.push(event.clone());
        out.push(event);
        Ok(())
    }

    /// Every deadline up to `now`, each at its own time.
    fn fire_deadlines(&mut self, now: u64, out: &mut Vec<Event>) {
        // A pause end can be followed by the shield's pause and a flag fall:
        // a handful of steps at most; the bound only guards against a bug.
        for _ in 0..8 {
            let Some(due) = self.next_deadline().filter(|&d| d <= now) else { return };
            if self.state.pause().is_some() {
                let _ = self.emit(EventKind::Resumed, due, out);
                self.shield(due, out);
            } else if let Some(flagged) = self.state.side_to_move() {
                let ending = self.flag_ending(flagged);
                let clocks = self.state.clocks_at(due);
                if self.emit(EventKind::Ended { ending, clocks }, due, out).is_err() {
                    return;
                }
            }
        }
    }

    /// The end when `flagged`'s time runs out (SPEC §11).
    fn flag_ending(&self, flagged: Color) -> Ending {
        if !self.state.has_moved(flagged) {
            return Ending::Aborted(AbortReason::NoFirstMove { color: flagged });
        }
        let mating = self.state.position().is_some_and(|p| p.has_mating_material(flagged.flip()));
        Ending::Result(GameResult::on_time(flagged, mating))
    }

    /// The disconnection shield: pauses for an absent side to move whose
    /// pause is unused.
    fn shield(&mut self, now: u64, out: &mut Vec<Event>) {
        let s = &self.state;
        if s.phase() != Phase::Playing || s.pause().is_some() || s.clock().is_none() {
            return;
        }
        let Some(to_move) = s.side_to_move() else { return };
        if s.present()[to_move.index()] || s.pause_used()[to_move.index()] {
            return;
        }
        self.pause(to_move, PauseCause::Disconnected, now, out).ok();
    }

    fn pause(&mut self, by: Color, cause: PauseCause, now: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        let clocks = self.state.clocks_at(now).ok_or(Refusal::NoClock)?;
        let pause = Pause { by, cause, ends_at: now.saturating_add(PAUSE_MS) };
        self.emit(EventKind::Paused { pause, clocks }, now, out)
    }

    fn connected(&mut self, seat: Color, now: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        let i = seat.index();
        if !self.state.joined()[i] {
            if self.state.phase() != Phase::Waiting {
                return Ok(());
            }
            self.emit(EventKind::Joined { color: seat }, now, out)?;
            if self.state.joined() == [true, true] {
                if self.state.config().hidden_setup() {
                    self.emit(EventKind::SetupOpened, now, out)?;
                } else {
                    let start =
                        self.state.config().start_position().map_err(|e| Refusal::inconsistent(e.to_string()))?;
                    let kind = EventKind::Started { variant: start.variant(), fen: start.fen() };
                    self.emit(kind, now, out)?;
                }
            }
        } else if !self.state.present()[i] {
            self.emit(EventKind::Connected { color: seat }, now, out)?;
            let shielded = self.state.pause().is_some_and(|p| p.by == seat && p.cause == PauseCause::Disconnected);
            if shielded {
                self.emit(EventKind::Resumed, now, out)?;
            }
        }
        Ok(())
    }

    fn disconnected(&mut self, seat: Color, now: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        if self.state.present()[seat.index()] {
            self.emit(EventKind::Disconnected { color: seat }, now, out)?;
        }
        Ok(())
    }

    fn command(
        &mut self,
        seat: Color,
        command: Command,
        now: u64,
        lag_ms: u64,
        out: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let s = &self.state;
        match command {
            Command::Move { uci } => {
                s.require_playing()?;
                if s.side_to_move() != Some(seat) {
                    return Err(Refusal::NotYourTurn);
                }
                let (m, san) = s.check_move(&uci)?;
                let clocks = s.clock().map(|c| {
                    let mut c = c.clone();
                    c.press_lagged(seat, now, lag_ms);
                    c.snapshot(now)
                });
                self.emit_checked(EventKind::Moved { uci, san, clocks }, now, Some(m), out)?;
                if let Some(outcome) = self.state.position().and_then(|p| p.outcome()) {
                    let clocks = self.state.clocks_at(now);
                    self.emit(
                        EventKind::Ended { ending: Ending::Result(GameResult::from_outcome(outcome)), clocks },
                        now,
                        out,
                    )?;
                }
                Ok(())
            }
            Command::Pause => {
                s.require_playing()?;
                if s.clock().is_none() {
                    return Err(Refusal::NoClock);
                }
                if s.pause().is_some() {
                    return Err(Refusal::AlreadyPaused);
                }
                if s.pause_used()[seat.index()] {
                    return Err(Refusal::PauseSpent);
                }
                self.pause(seat, PauseCause::Requested, now, out)
            }
            Command::Resume => {
                s.require_playing()?;
                let pause = s.pause().ok_or(Refusal::NotPaused)?;
                if pause.by != seat || pause.cause != PauseCause::Requested {
                    return Err(Refusal::NotYourPause);
                }
                self.emit(EventKind::Resumed, now, out)
            }
            Command::Resign => {
                s.require_playing()?;
                let ending = Ending::Result(GameResult { winner: Some(seat.flip()), reason: EndReason::Resignation });
                self.end(ending, now, out)
            }
            Command::Abort => self.end(Ending::Aborted(AbortReason::Aborted { color: seat }), now, out),
            Command::OfferDraw if s.draw_offer() == Some(seat.flip()) => self.agree_draw(now, out),
            Command::OfferDraw => self.emit(EventKind::DrawOffered { by: seat }, now, out),
            Command::AcceptDraw => {
                s.require_playing()?;
                if s.draw_offer() != Some(seat.flip()) {
                    return Err(Refusal::NoDrawOffer);
                }
                self.agree_draw(now, out)
            }
            Command::DeclineDraw => self.emit(EventKind::DrawDeclined { by: seat }, now, out),
            Command::RequestTakeback => self.emit(EventKind::TakebackRequested { by: seat }, now, out),
            Command::AcceptTakeback => {
                s.require_playing()?;
                if s.takeback() != Some(seat.flip()) {
                    return Err(Refusal::NoTakebackRequest);
                }
                let plies = s.takeback_plies(seat.flip());
                let clocks = s.clocks_before(plies);
                self.emit(EventKind::TakenBack { plies: plies as u32, clocks }, now, out)
            }
            Command::DeclineTakeback => self.emit(EventKind::TakebackDeclined { by: seat }, now, out),
            Command::Commit { commitment } => self.emit(EventKind::Committed { color: seat, commitment }, now, out),
            Command::Reveal { army, nonce } => {
                self.emit(EventKind::Revealed { color: seat, army: normalized_army(&army, seat), nonce }, now, out)?;
                self.start_if_ready(now, out)
            }
            Command::LockArmy { army } => {
                let army = Some(normalized_army(&army, seat));
                self.emit(EventKind::Locked { color: seat, army }, now, out)?;
                self.start_if_ready(now, out)
            }
            Command::OfferRematch => self.emit(EventKind::RematchOffered { by: seat }, now, out),
        }
    }

    fn agree_draw(&mut self, now: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        self.end(Ending::Result(GameResult { winner: None, reason: EndReason::Agreement }), now, out)
    }

    fn end(&mut self, ending: Ending, now: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        let clocks = self.state.clocks_at(now);
        self.emit(EventKind::Ended { ending, clocks }, now, out)
    }

    /// Once both armies are in: play from their start, or back to the
    /// editors with the reasons (SPEC §7, §9).
    fn start_if_ready(&mut self, now: u64, out: &mut Vec<Event>) -> Result<(), Refusal> {
        match self.state.combined_start() {
            Some(Ok(start)) => {
                let kind = EventKind::Started { variant: start.variant(), fen: start.fen() };
                self.emit(kind, now, out)
            }
            Some(Err(errors)) => self.emit(EventKind::SetupRejected { errors }, now, out),
            None => Ok(()),
        }
    }
}
