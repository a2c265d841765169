//! The state of a match, built only by applying events.
//!
//! The referee ([`crate::Match`]) decides which events happen and applies
//! them here; a player's replica (the LAN guest, the online client) applies
//! the same events as they arrive. Both go through [`MatchState::apply`],
//! which checks every event against the rules before changing anything, so
//! a replica never trusts its host: a move is checked with the rules core,
//! a reveal against its commitment, a start position against the armies.
//!
//! A snapshot is this state cut for one seat ([`MatchState::for_seat`]):
//! what that seat may see, and nothing of the opponent's army before both
//! have locked.

use crate::clock::FischerClock;
use crate::commit::{Commitment, Nonce};
use crate::config::{MatchConfig, SetupMode, PAUSE_MS};
use crate::ending::{AbortReason, EndReason, Ending, GameResult};
use crate::event::{Clocks, Event, EventKind, Pause};
use crate::refusal::Refusal;
use rules::{with_position, AnyPosition, Color, Move, Setup, StartError, Variant};
use serde::{Deserialize, Serialize};

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Waiting for both players to take their seats.
    Waiting,
    /// The hidden setup (Maharajah): each side builds and locks its army.
    Setup,
    /// The game is on.
    Playing,
    /// Finished with a result, or aborted.
    Over,
}

/// One side's part of the hidden setup in the current round.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SideSetup {
    /// Whether the side has locked its army this round.
    pub locked: bool,
    /// Its commitment (commit–reveal), public once sent.
    pub commitment: Option<Commitment>,
    /// Its army, when this view may see it: one's own once locked (referee)
    /// or revealed (commit–reveal); the opponent's once revealed.
    pub army: Option<Setup>,
    /// The nonce of its reveal (commit–reveal).
    pub nonce: Option<Nonce>,
}

/// The hidden setup of a Maharajah match.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupState {
    /// Starts at 0; a new round follows each refused combined start.
    pub round: u32,
    /// White's and Black's part.
    pub sides: [SideSetup; 2],
    /// Why the last round's armies could not start together (empty at first).
    pub rejected: Vec<StartError>,
}

impl SetupState {
    fn both_locked(&self) -> bool {
        self.sides.iter().all(|s| s.locked)
    }
    fn both_revealed(&self) -> bool {
        self.sides.iter().all(|s| s.nonce.is_some())
    }
}

/// A move of the match as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveRecord {
    /// UCI text.
    pub uci: String,
    /// SAN with check marks.
    pub san: String,
    /// Both clocks right after the move, when timed.
    pub clocks: Option<Clocks>,
    /// When it was played (match time, ms).
    pub at: u64,
}

/// The whole state of a match, or of one seat's view of it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchState {
    pub(crate) config: MatchConfig,
    /// `None` for the referee's full state; a seat for that seat's view.
    pub(crate) viewer: Option<Color>,
    pub(crate) version: u64,
    /// The time of the last event (match time, ms).
    pub(crate) at: u64,
    pub(crate) phase: Phase,
    pub(crate) joined: [bool; 2],
    pub(crate) present: [bool; 2],
    pub(crate) setup: SetupState,
    pub(crate) start_variant: Option<Variant>,
    pub(crate) start_fen: Option<String>,
    pub(crate) moves: Vec<MoveRecord>,
    pub(crate) clock: Option<FischerClock>,
    pub(crate) pause_used: [bool; 2],
    pub(crate) pause: Option<Pause>,
    pub(crate) draw_offer: Option<Color>,
    /// How many moves had been played when each side last offered a draw
    /// (one offer per side per move).
    pub(crate) draw_offered_at: [Option<usize>; 2],
    pub(crate) takeback: Option<Color>,
    pub(crate) rematch: [bool; 2],
    pub(crate) ending: Option<Ending>,
    /// The start position and the current one: derived from `start_fen` and
    /// `moves`, rebuilt by [`MatchState::restore`] after deserializing.
    #[serde(skip)]
    pub(crate) start: Option<AnyPosition>,
    #[serde(skip)]
    pub(crate) position: Option<AnyPosition>,
}

impl PartialEq for MatchState {
    /// Equal when every recorded field is (the derived positions follow
    /// from the start and the moves).
    fn eq(&self, other: &Self) -> bool {
        serde_json::to_value(self).ok() == serde_json::to_value(other).ok()
    }
}

/// How an incoming event relates to a replica's version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sequence {
    /// The next one: apply it.
    Next,
    /// Already applied: ignore it.
    Duplicate,
    /// Events are missing before it: ask for a resync from this version.
    Gap {
        /// The replica's version.
        have: u64,
    },
}

/// Everything wrong with `color`'s army on its own (SPEC §5–6), or nothing.
pub fn army_errors(army: &Setup, color: Color) -> Vec<StartError> {
    let own = normalized_army(army, color);
    let filler = Setup::orthodox();
    let full = match color {
        Color::White => Setup::combine(&own, &filler),
        Color::Black => Setup::combine(&filler, &own),
    };
    match full.validate() {
        Ok(()) => Vec::new(),
        Err(errors) => errors.into_iter().filter(|e| e.color() == Some(color)).collect(),
    }
}

/// `color`'s army of `army` alone, kings on their fixed squares: what a
/// side sends and what its commitment binds.
pub fn normalized_army(army: &Setup, color: Color) -> Setup {
    let empty = Setup::new();
    match color {
        Color::White => Setup::combine(army, &empty),
        Color::Black => Setup::combine(&empty, army),
    }
}

impl MatchState {
    /// The state before anything happened.
    pub(crate) fn new(config: MatchConfig, viewer: Option<Color>) -> MatchState {
        MatchState {
            config,
            viewer,
            version: 0,
            at: 0,
            phase: Phase::Waiting,
            joined: [false; 2],
            present: [false; 2],
            setup: SetupState::default(),
            start_variant: None,
            start_fen: None,
            moves: Vec::new(),
            clock: None,
            pause_used: [false; 2],
            pause: None,
            draw_offer: None,
            draw_offered_at: [None; 2],
            takeback: None,
            rematch: [false; 2],
            ending: None,
            start: None,
            position: None,
        }
    }

    /// A player's replica of a match it was seated in as `seat`, before any
    /// event: it is built by [`MatchState::apply`] (or replaced by a
    /// snapshot from the referee).
    pub fn replica(config: MatchConfig, seat: Color) -> MatchState {
        MatchState::new(config, Some(seat))
    }

    /// The match's configuration.
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }
    /// Whose view this is (`None`: the referee's full state).
    pub fn viewer(&self) -> Option<Color> {
        self.viewer
    }
    /// The version: how many events made this state.
    pub fn version(&self) -> u64 {
        self.version
    }
    /// When the last event happened (match time, ms).
    pub fn last_event_at(&self) -> u64 {
        self.at
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether each seat (White, Black) has been taken.
    pub fn joined(&self) -> [bool; 2] {
        self.joined
    }
    /// Whether each seat's player is connected now.
    pub fn present(&self) -> [bool; 2] {
        self.present
    }
    /// The hidden setup's state (default for games without one).
    pub fn setup(&self) -> &SetupState {
        &self.setup
    }
    /// The start position as extended FEN, once play has begun.
    pub fn start_fen(&self) -> Option<&str> {
        self.start_fen.as_deref()
    }
    /// The moves played.
    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }
    /// The current position, once play has begun.
    pub fn position(&self) -> Option<&AnyPosition> {
        self.position.as_ref()
    }
    /// The clock, once play has begun (timed games).
    pub fn clock(&self) -> Option<&FischerClock> {
        self.clock.as_ref()
    }
    /// Both clocks (White, Black) at `now`.
    pub fn clocks_at(&self, now: u64) -> Option<Clocks> {
        self.clock.as_ref().map(|c| c.snapshot(now.max(self.at)))
    }
    /// Whether each side's one pause is spent.
    pub fn pause_used(&self) -> [bool; 2] {
        self.pause_used
    }
    /// The running pause.
    pub fn pause(&self) -> Option<Pause> {
        self.pause
    }
    /// Who has a draw offer standing.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }
    /// Who has asked for a takeback.
    pub fn takeback(&self) -> Option<Color> {
        self.takeback
    }
    /// Who has offered a rematch.
    pub fn rematch(&self) -> [bool; 2] {
        self.rematch
    }
    /// Whether both players want a rematch.
    pub fn rematch_agreed(&self) -> bool {
        self.rematch == [true, true]
    }
    /// How the match ended.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }
    /// The side to move, once play has begun.
    pub fn side_to_move(&self) -> Option<Color> {
        self.position.as_ref().map(|p| p.side_to_move())
    }
    /// Whether `color` has made a move (SPEC §11: a flag before one's first
    /// move aborts the game).
    pub fn has_moved(&self, color: Color) -> bool {
        let first_mover = self.start.as_ref().map_or(Color::White, |s| s.side_to_move());
        let before = usize::from(first_mover != color);
        self.moves.len() > before
    }

    /// How many half-moves a takeback asked by `by` removes now: its last
    /// move, and the opponent's reply when that came after it. 0 when `by`
    /// has no move to take back.
    pub fn takeback_plies(&self, by: Color) -> usize {
        let plies = if self.side_to_move() == Some(by) { 2 } else { 1 };
        if self.moves.len() >= plies {
            plies
        } else {
            0
        }
    }

    /// The clocks as they stood before the last `plies` moves.
    pub(crate) fn clocks_before(&self, plies: usize) -> Option<Clocks> {
        let clock = self.clock.as_ref()?;
        let keep = self.moves.len().saturating_sub(plies);
        let base = clock.control().base_ms;
        Some(keep.checked_sub(1).and_then(|i| self.moves[i].clocks).unwrap_or([base, base]))
    }

    /// The next deadline (match time, ms): the end of the running pause, or
    /// the running side's flag fall.
    pub fn next_deadline(&self) -> Option<u64> {
        if self.phase != Phase::Playing {
            return None;
        }
        match self.pause {
            Some(p) => Some(p.ends_at),
            None => self.clock.as_ref().and_then(|c| c.flag_time()),
        }
    }

    /// How an event's version relates to this state's.
    pub fn sequence(&self, event: &Event) -> Sequence {
        if event.version <= self.version {
            Sequence::Duplicate
        } else if event.version == self.version + 1 {
            Sequence::Next
        } else {
            Sequence::Gap { have: self.version }
        }
    }

    /// This state as `seat` may see it: the opponent's army is hidden unless
    /// it has been revealed to both in this round (commit–reveal); a referee
    /// never shows it (the start position does, once play begins).
    pub fn for_seat(&self, seat: Color) -> MatchState {
        let mut view = self.clone();
        view.viewer = Some(seat);
        let other = &mut view.setup.sides[seat.flip().index()];
        let shown = self.config.setup == SetupMode::CommitReveal && other.nonce.is_some();
        if !shown {
            other.army = None;
        }
        view
    }

    /// Rebuilds the positions after deserializing (a snapshot from the
    /// wire or the server's storage), replaying every move with the rules
    /// core; an unreadable start or an illegal move is refused.
    pub fn restore(mut self) -> Result<MatchState, Refusal> {
        self.start = None;
        self.position = None;
        if let Some(fen) = &self.start_fen {
            let variant = self.start_variant.unwrap_or(self.config.variant);
            let start = AnyPosition::from_fen(variant, fen).map_err(|e| Refusal::inconsistent(e.to_string()))?;
            let mut pos = start.clone();
            for m in &self.moves {
                let info = pos.play_uci(&m.uci).map_err(|e| Refusal::inconsistent(e.to_string()))?;
                if info.san != m.san {
                    return Err(Refusal::inconsistent(format!("move {} is {}, not {}", m.uci, info.san, m.san)));
                }
            }
            self.start = Some(start);
            self.position = Some(pos);
        } else if !self.moves.is_empty() || self.phase == Phase::Playing {
            return Err(Refusal::inconsistent("moves without a start position"));
        }
        Ok(self)
    }

    /// Checks `event` against the rules and applies it; refused, it changes nothing.
    pub fn apply(&mut self, event: &Event) -> Result<(), Refusal> {
        self.apply_with(event, None)
    }

    /// [`MatchState::apply`], given the move of a `Moved` event when the
    /// referee has just checked it ([`MatchState::check_move`]), so it is
    /// not read and checked twice.
    pub(crate) fn apply_with(&mut self, event: &Event, checked: Option<Move>) -> Result<(), Refusal> {
        if event.version != self.version + 1 {
            return Err(Refusal::inconsistent(format!("expected version {}, got {}", self.version + 1, event.version)));
        }
        if event.at < self.at {
            return Err(Refusal::inconsistent("an event earlier than the one before"));
        }
        self.apply_kind(&event.kind, event.at, checked)?;
        self.version = event.version;
        self.at = event.at;
        Ok(())
    }

    fn apply_kind(&mut self, kind: &EventKind, at: u64, checked: Option<Move>) -> Result<(), Refusal> {
        match kind {
            EventKind::Joined { color } => {
                if self.phase != Phase::Waiting || self.joined[color.index()] {
                    return Err(Refusal::inconsistent("seat already taken"));
                }
                self.joined[color.index()] = true;
                self.present[color.index()] = true;
            }
            EventKind::Connected { color } => {
                if !self.joined[color.index()] || self.present[color.index()] {
                    return Err(Refusal::inconsistent("connected twice"));
                }
                self.present[color.index()] = true;
            }
            EventKind::Disconnected { color } => {
                if !self.present[color.index()] {
                    return Err(Refusal::inconsistent("disconnected twice"));
                }
                self.present[color.index()] = false;
            }
            EventKind::SetupOpened => {
                if self.phase != Phase::Waiting || self.joined != [true, true] || !self.config.hidden_setup() {
                    return Err(Refusal::inconsistent("setup opened out of turn"));
                }
                self.phase = Phase::Setup;
            }
            EventKind::Committed { color, commitment } => {
                let side = self.lockable(*color, SetupMode::CommitReveal)?;
                side.commitment = Some(*commitment);
                side.locked = true;
            }
            EventKind::Locked { color, army } => {
                let viewer = self.viewer;
                let side = self.lockable(*color, SetupMode::Referee)?;
                match army {
                    Some(army) => {
                        let errors = army_errors(army, *color);
                        if !errors.is_empty() {
                            return Err(Refusal::InvalidArmy { errors });
                        }
                        side.army = Some(normalized_army(army, *color));
                    }
                    None if viewer == Some(color.flip()) => side.army = None,
                    None => return Err(Refusal::inconsistent("a locked army is missing")),
                }
                side.locked = true;
            }
            EventKind::Revealed { color, army, nonce } => self.reveal(*color, army, nonce)?,
            EventKind::SetupRejected { errors } => self.reject_setup(errors)?,
            EventKind::Started { variant, fen } => self.start_play(*variant, fen, at)?,
            EventKind::Moved { uci, san, clocks } => self.play(uci, san, *clocks, at, checked)?,
            EventKind::Paused { pause, clocks } => {
                self.require_playing()?;
                let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                if self.pause.is_some() {
                    return Err(Refusal::AlreadyPaused);
                }
                if self.pause_used[pause.by.index()] {
                    return Err(Refusal::PauseSpent);
                }
                if pause.ends_at != at.saturating_add(PAUSE_MS) {
                    return Err(Refusal::inconsistent("a pause lasts 60 s"));
                }
                clock.set(*clocks, None, at);
                self.pause = Some(*pause);
                self.pause_used[pause.by.index()] = true;
            }
            EventKind::Resumed => {
                self.require_playing()?;
                let pause = self.pause.ok_or(Refusal::NotPaused)?;
                if at > pause.ends_at {
                    return Err(Refusal::inconsistent("resumed after the pause's end"));
                }
                let to_move = self.side_to_move();
                if let Some(c) = self.clock.as_mut() {
                    c.set(c.snapshot(at), to_move, at);
                }
                self.pause = None;
            }
            EventKind::DrawOffered { by } => {
                self.require_playing()?;
                if self.draw_offer.is_some() || self.draw_offered_at[by.index()] == Some(self.moves.len()) {
                    return Err(Refusal::DrawAlreadyOffered);
                }
                self.draw_offer = Some(*by);
                self.draw_offered_at[by.index()] = Some(self.moves.len());
            }
            EventKind::DrawDeclined { by } => {
                self.require_playing()?;
                if self.draw_offer != Some(by.flip()) {
                    return Err(Refusal::NoDrawOffer);
                }
                self.draw_offer = None;
            }
            EventKind::TakebackRequested { by } => {
                self.require_playing()?;
                if !self.config.takebacks {
                    return Err(Refusal::TakebacksOff);
                }
                if self.takeback.is_some() {
                    return Err(Refusal::TakebackPending);
                }
                if self.takeback_plies(*by) == 0 {
                    return Err(Refusal::NothingToTakeBack);
                }
                self.takeback = Some(*by);
            }
            EventKind::TakebackDeclined { by } => {
                self.require_playing()?;
                if self.takeback != Some(by.flip()) {
                    return Err(Refusal::NoTakebackRequest);
                }
                self.takeback = None;
            }
            EventKind::TakenBack { plies, clocks } => self.take_back(*plies as usize, *clocks, at)?,
            EventKind::Ended { ending, clocks } => self.end(ending, *clocks, at)?,
            EventKind::RematchOffered { by } => {
                if self.phase != Phase::Over {
                    return Err(Refusal::NotOver);
                }
                if self.rematch[by.index()] {
                    return Err(Refusal::RematchAlreadyOffered);
                }
                self.rematch[by.index()] = true;
            }
        }
        Ok(())
    }

    /// Refuses unless the game is being played.
    pub(crate) fn require_playing(&self) -> Result<(), Refusal> {
        match self.phase {
            Phase::Playing => Ok(()),
            Phase::Over => Err(Refusal::GameOver),
            Phase::Waiting | Phase::Setup => Err(Refusal::NotStarted),
        }
    }

    /// `color`'s setup, if it may lock now in `mode`.
    fn lockable(&mut self, color: Color, mode: SetupMode) -> Result<&mut SideSetup, Refusal> {
        if self.phase != Phase::Setup {
            return Err(Refusal::NotInSetup);
        }
        if self.config.setup != mode {
            return Err(Refusal::WrongSetupMode);
        }
        let side = &mut self.setup.sides[color.index()];
        if side.locked {
            return Err(Refusal::AlreadyLocked);
        }
        Ok(side)
    }

    fn reveal(&mut self, color: Color, army: &Setup, nonce: &Nonce) -> Result<(), Refusal> {
        if self.phase != Phase::Setup {
            return Err(Refusal::NotInSetup);
        }
        if self.config.setup != SetupMode::CommitReveal {
            return Err(Refusal::WrongSetupMode);
        }
        if !self.setup.both_locked() {
            return Err(Refusal::NotAllLocked);
        }
        let round = self.setup.round;
        let side = &self.setup.sides[color.index()];
        if side.nonce.is_some() {
            return Err(Refusal::AlreadyRevealed);
        }
        let army = normalized_army(army, color);
        let committed = side.commitment.is_some_and(|c| c.verify(&self.config.id, round, &army, color, nonce));
        if !committed {
            return Err(Refusal::RevealMismatch);
        }
        let errors = army_errors(&army, color);
        if !errors.is_empty() {
            return Err(Refusal::InvalidArmy { errors });
        }
        let side = &mut self.setup.sides[color.index()];
        side.army = Some(army);
        side.nonce = Some(*nonce);
        Ok(())
    }

    /// Both armies, when this view holds both (the referee, or any view once
    /// both are revealed).
    fn both_armies(&self) -> Option<(&Setup, &Setup)> {
        let [w, b] = &self.setup.sides;
        Some((w.army.as_ref()?, b.army.as_ref()?))
    }

    /// The start position of both locked armies, or why they cannot start.
    pub(crate) fn combined_start(&self) -> Option<Result<AnyPosition, Vec<StartError>>> {
        if !self.setup.both_locked() {
            return None;
        }
        if self.config.setup == SetupMode::CommitReveal && !self.setup.both_revealed() {
            return None;
        }
        let (w, b) = self.both_armies()?;
        Some(Setup::combine(w, b).to_position().map(AnyPosition::from))
    }

    fn reject_setup(&mut self, errors: &[StartError]) -> Result<(), Refusal> {
        if self.phase != Phase::Setup {
            return Err(Refusal::NotInSetup);
        }
        match self.combined_start() {
            Some(Err(expected)) if expected == errors => {}
            Some(_) => return Err(Refusal::inconsistent("the armies can start together")),
            None if self.config.setup == SetupMode::Referee && self.setup.both_locked() => {}
            None => return Err(Refusal::inconsistent("rejected before both armies are in")),
        }
        self.setup.round += 1;
        self.setup.rejected = errors.to_vec();
        let viewer = self.viewer;
        for (i, side) in self.setup.sides.iter_mut().enumerate() {
            side.locked = false;
            side.commitment = None;
            side.nonce = None;
            if viewer.is_some_and(|v| v.index() != i) {
                side.army = None;
            }
        }
        Ok(())
    }

    fn start_play(&mut self, variant: Variant, fen: &str, at: u64) -> Result<(), Refusal> {
        let start = AnyPosition::from_fen(variant, fen).map_err(|e| Refusal::inconsistent(e.to_string()))?;
        if self.config.hidden_setup() {
            if self.phase != Phase::Setup {
                return Err(Refusal::NotInSetup);
            }
            match self.combined_start() {
                Some(Ok(expected)) if expected.fen() == start.fen() && expected.variant() == variant => {}
                Some(_) => return Err(Refusal::inconsistent("not the start of the locked armies")),
                None if self.config.setup == SetupMode::Referee && self.setup.both_locked() => {
                    self.check_referee_start(&start)?
                }
                None => return Err(Refusal::inconsistent("started before both armies are in")),
            }
        } else {
            if self.phase != Phase::Waiting || self.joined != [true, true] {
                return Err(Refusal::inconsistent("started before both players joined"));
            }
            let expected = self.config.start_position().map_err(|e| Refusal::inconsistent(e.to_string()))?;
            if expected.fen() != start.fen() || variant != self.config.variant {
                return Err(Refusal::inconsistent("not the match's start position"));
            }
        }
        self.phase = Phase::Playing;
        self.start_variant = Some(variant);
        self.start_fen = Some(start.fen());
        if let Some(tc) = self.config.time {
            let mut clock = FischerClock::new(tc);
            clock.start(start.side_to_move(), at);
            self.clock = Some(clock);
        }
        self.position = Some(start.clone());
        self.start = Some(start);
        Ok(())
    }

    /// A replica of a referee's match sees only its own army before the
    /// start: the start must be a valid custom start holding that army.
    fn check_referee_start(&self, start: &AnyPosition) -> Result<(), Refusal> {
        let AnyPosition::Small(p) = start else {
            return Err(Refusal::inconsistent("a Maharajah start is on 8×8"));
        };
        rules::validate_start(p).map_err(|_| Refusal::inconsistent("not a valid start"))?;
        let placed = Setup::from_position(p);
        for color in Color::BOTH {
            if let Some(own) = &self.setup.sides[color.index()].army {
                if normalized_army(&placed, color) != *own {
                    return Err(Refusal::inconsistent("the start does not hold the locked army"));
                }
            }
        }
        Ok(())
    }

    /// The move `uci` and its SAN if it is legal here and the game takes a
    /// move now; changes nothing.
    pub(crate) fn check_move(&self, uci: &str) -> Result<(Move, String), Refusal> {
        self.require_playing()?;
        if self.pause.is_some() {
            return Err(Refusal::Paused);
        }
        let pos = self.position.as_ref().ok_or(Refusal::NotStarted)?;
        with_position!(pos, p => p.parse_uci(uci).map(|m| (m, p.san(m)))).map_err(|e| Refusal::IllegalMove {
            uci: uci.chars().take(16).collect(),
            malformed: matches!(e, rules::UciError::Syntax(_)),
        })
    }

    fn play(
        &mut self,
        uci: &str,
        san: &str,
        clocks: Option<Clocks>,
        at: u64,
        checked: Option<Move>,
    ) -> Result<(), Refusal> {
        let m = match checked {
            Some(m) => m,
            None => {
                let (m, expected) = self.check_move(uci)?;
                if expected != san {
                    return Err(Refusal::inconsistent(format!("{uci} is {expected}, not {san}")));
                }
                m
            }
        };
        if clocks.is_some() != self.clock.is_some() {
            return Err(Refusal::inconsistent("clocks do not match the time control"));
        }
        let pos = self.position.as_mut().ok_or(Refusal::NotStarted)?;
        let mover = pos.side_to_move();
        with_position!(pos, p => {
            p.make(m);
        });
        if let (Some(clock), Some(clocks)) = (self.clock.as_mut(), clocks) {
            clock.set(clocks, Some(mover.flip()), at);
        }
        self.moves.push(MoveRecord { uci: uci.to_string(), san: san.to_string(), clocks, at });
        if self.draw_offer == Some(mover.flip()) {
            self.draw_offer = None;
        }
        self.takeback = None;
        Ok(())
    }

    fn take_back(&mut self, plies: usize, clocks: Option<Clocks>, at: u64) -> Result<(), Refusal> {
        self.require_playing()?;
        let by = self.takeback.ok_or(Refusal::NoTakebackRequest)?;
        if plies == 0 || plies != self.takeback_plies(by) {
            return Err(Refusal::inconsistent("takeback of the wrong number of moves"));
        }
        if clocks != self.clocks_before(plies) {
            return Err(Refusal::inconsistent("takeback clocks are not as they stood"));
        }
        let mut pos = self.start.clone().ok_or(Refusal::NotStarted)?;
        let keep = self.moves.len() - plies;
        for m in &self.moves[..keep] {
            pos.play_uci(&m.uci).map_err(|_| Refusal::inconsistent("recorded move does not replay"))?;
        }
        let to_move = pos.side_to_move();
        self.moves.truncate(keep);
        self.position = Some(pos);
        let running = if self.pause.is_some() { None } else { Some(to_move) };
        if let (Some(clock), Some(clocks)) = (self.clock.as_mut(), clocks) {
            clock.set(clocks, running, at);
        }
        self.takeback = None;
        self.draw_offer = None;
        Ok(())
    }

    fn end(&mut self, ending: &Ending, clocks: Option<Clocks>, at: u64) -> Result<(), Refusal> {
        match ending {
            Ending::Aborted(AbortReason::Aborted { color }) => {
                if self.phase == Phase::Over {
                    return Err(Refusal::GameOver);
                }
                if self.phase == Phase::Playing && self.has_moved(*color) {
                    return Err(Refusal::CannotAbort);
                }
            }
            Ending::Aborted(AbortReason::NoFirstMove { color }) => {
                self.require_playing()?;
                if self.has_moved(*color) {
                    return Err(Refusal::inconsistent("aborted after a first move"));
                }
            }
            Ending::Result(result) => {
                self.require_playing()?;
                self.check_result(result)?;
            }
        }
        if clocks.is_some() != self.clock.is_some() {
            return Err(Refusal::inconsistent("clocks do not match the time control"));
        }
        if let (Some(clock), Some(clocks)) = (self.clock.as_mut(), clocks) {
            clock.set(clocks, None, at);
        }
        self.phase = Phase::Over;
        self.ending = Some(*ending);
        self.pause = None;
        self.draw_offer = None;
        self.takeback = None;
        Ok(())
    }

    /// What a replica can check of a result: a board result must be what the
    /// board says; a result on time must come with the flagged side at zero
    /// and follow the mating-material rule.
    fn check_result(&self, result: &GameResult) -> Result<(), Refusal> {
        let pos = self.position.as_ref().ok_or(Refusal::NotStarted)?;
        let board = pos.outcome().map(GameResult::from_outcome);
        let fits = match result.reason {
            EndReason::Checkmate
            | EndReason::Stalemate
            | EndReason::Repetition
            | EndReason::FiftyMoves
            | EndReason::InsufficientMaterial => board == Some(*result),
            EndReason::Time => {
                result.winner.is_some_and(|w| w == pos.side_to_move().flip() && pos.has_mating_material(w))
            }
            EndReason::TimeVsInsufficientMaterial => {
                result.winner.is_none() && !pos.has_mating_material(pos.side_to_move().flip())
            }
            EndReason::Resignation => result.winner.is_some(),
            EndReason::Agreement => result.winner.is_none(),
        };
        if fits {
            Ok(())
        } else {
            Err(Refusal::inconsistent(format!("a result by {} that the game does not allow", result.reason.id())))
        }
    }
}
