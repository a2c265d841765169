//! Runs the game in progress: takes the user's commands, lets the engine
//! think on its own thread (the UI never waits for it), and tells the UI
//! about every change the user did not ask for (the engine's move, a flag
//! fall) through [`GameEvents`].

use crate::engine_bridge::{EngineBridge, ThinkClock, Thinking};
use crate::error::{AppError, AppResult};
use crate::game::session::{GameConfig, GameSession, GameView, Opponent};
use protocol::clock::TimeSource;
use rules::{AnyPosition, Color};
use serde::Serialize;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};
use std::time::Duration;

/// Where the controller reports changes it made on its own.
pub trait GameEvents: Send + Sync {
    /// The game changed without a command (engine move, flag fall).
    fn updated(&self, view: &GameView);
}

/// Where the controller keeps each game as it changes: the autosave
/// ([`crate::library::Library`] in the app). Called with the controller's
/// lock held, so a save always sees the game it describes, in order.
pub trait GameRecorder: Send + Sync {
    /// `session` changed (a move by either side, a takeback, the end) at `now`.
    fn record(&self, session: &GameSession, now: u64);
    /// `session` is about to be replaced by another game (new game, rematch, resume).
    fn replaced(&self, session: &GameSession, now: u64);
}

/// The engine's answer to a draw offer.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct DrawAnswer {
    /// Whether the draw was agreed.
    pub accepted: bool,
    /// The game after the answer.
    pub view: GameView,
}

/// A suggested move.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct Hint {
    /// UCI text.
    pub uci: String,
    /// SAN text.
    pub san: String,
    /// Origin square.
    pub from: String,
    /// Destination square.
    pub to: String,
}

struct Inner {
    session: Option<GameSession>,
    thinking: Option<Thinking>,
    next_id: u64,
}

struct Shared {
    inner: Mutex<Inner>,
    engine: EngineBridge,
    time: Arc<dyn TimeSource>,
    events: Arc<dyn GameEvents>,
    recorder: RwLock<Option<Arc<dyn GameRecorder>>>,
}

/// The game in progress and the engine playing in it. Cheap to clone.
#[derive(Clone)]
pub struct GameController {
    shared: Arc<Shared>,
}

/// How often the waiting thread looks at the engine, and the ticker at the clocks.
const POLL: Duration = Duration::from_millis(15);

impl GameController {
    /// A controller with no game, using `engine`, `time` and reporting to `events`.
    pub fn new(engine: EngineBridge, time: Arc<dyn TimeSource>, events: Arc<dyn GameEvents>) -> Self {
        GameController {
            shared: Arc::new(Shared {
                inner: Mutex::new(Inner { session: None, thinking: None, next_id: 1 }),
                engine,
                time,
                events,
                recorder: RwLock::new(None),
            }),
        }
    }

    /// Keeps every game through `recorder` from now on (the app's autosave).
    pub fn set_recorder(&self, recorder: Arc<dyn GameRecorder>) {
        *self.shared.recorder.write().unwrap_or_else(|e| e.into_inner()) = Some(recorder);
    }

    fn recorder(&self) -> Option<Arc<dyn GameRecorder>> {
        self.shared.recorder.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Hands the current game to the recorder (after every change).
    fn saved(&self, inner: &Inner) {
        if let (Some(r), Some(s)) = (self.recorder(), inner.session.as_ref()) {
            r.record(s, self.now());
        }
    }

    /// Tells the recorder the current game is being replaced.
    fn replacing(&self, inner: &Inner) {
        if let (Some(r), Some(s)) = (self.recorder(), inner.session.as_ref()) {
            r.replaced(s, self.now());
        }
    }

    /// Saves the current game as it stands now, clocks included (the window
    /// is closing).
    pub fn save_now(&self) {
        let inner = self.lock();
        self.saved(&inner);
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.shared.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn now(&self) -> u64 {
        self.shared.time.now_ms()
    }

    fn view_of(&self, inner: &Inner) -> AppResult<GameView> {
        let s = inner.session.as_ref().ok_or(AppError::NoGame)?;
        Ok(s.view(self.now(), inner.thinking.is_some()))
    }

    /// Starts a new game (stopping any search of the previous one).
    pub fn new_game(&self, config: GameConfig) -> AppResult<GameView> {
        let mut inner = self.lock();
        cancel(&mut inner);
        let id = inner.next_id;
        let session = GameSession::new(id, config, self.now())?;
        inner.next_id += 1;
        self.replacing(&inner);
        self.shared.engine.new_game();
        inner.session = Some(session);
        self.maybe_think(&mut inner);
        self.view_of(&inner)
    }

    /// Continues a saved game: `build(id, now)` makes its session (see
    /// [`GameSession::resume`]); the engine thinks at once if it is to move.
    pub fn resume(&self, build: impl FnOnce(u64, u64) -> AppResult<GameSession>) -> AppResult<GameView> {
        let mut inner = self.lock();
        let id = inner.next_id;
        let session = build(id, self.now())?;
        cancel(&mut inner);
        inner.next_id += 1;
        self.replacing(&inner);
        self.shared.engine.new_game();
        inner.session = Some(session);
        self.saved(&inner);
        self.maybe_think(&mut inner);
        self.view_of(&inner)
    }

    /// The id of the game in progress (not over), if any.
    pub fn live_id(&self) -> Option<u64> {
        self.lock().session.as_ref().filter(|s| s.result().is_none()).map(GameSession::id)
    }

    /// The same game again; against the engine the colours swap.
    pub fn rematch(&self) -> AppResult<GameView> {
        let mut config = self.lock().session.as_ref().ok_or(AppError::NoGame)?.config().clone();
        if let Opponent::Engine { color, .. } = &mut config.opponent {
            *color = color.flip();
        }
        self.new_game(config)
    }

    /// The current game.
    pub fn view(&self) -> AppResult<GameView> {
        let mut inner = self.lock();
        let now = self.now();
        if let Some(s) = inner.session.as_mut() {
            if s.check_flag(now) {
                cancel(&mut inner);
                self.saved(&inner);
            }
        }
        self.view_of(&inner)
    }

    fn human_move(
        &self,
        play: impl FnOnce(&mut GameSession, u64) -> AppResult<rules::MoveInfo>,
    ) -> AppResult<GameView> {
        let mut inner = self.lock();
        let now = self.now();
        let s = inner.session.as_mut().ok_or(AppError::NoGame)?;
        if s.check_flag(now) {
            self.saved(&inner);
            return Err(AppError::GameOver);
        }
        if s.is_engine_turn() {
            return Err(AppError::NotYourTurn);
        }
        if let Err(e) = play(s, now) {
            // A flag that fell just before the move ends the game: keep that.
            if s.result().is_some() {
                self.saved(&inner);
            }
            return Err(e);
        }
        self.saved(&inner);
        self.maybe_think(&mut inner);
        self.view_of(&inner)
    }

    /// The user plays a move given in UCI (board input).
    pub fn play(&self, uci: &str) -> AppResult<GameView> {
        self.human_move(|s, now| s.play(uci, now))
    }

    /// The user plays a move typed in SAN.
    pub fn play_san(&self, san: &str) -> AppResult<GameView> {
        self.human_move(|s, now| s.play_san(san, now))
    }

    /// Takes back the user's last move (and the engine's reply to it, or a
    /// search in progress); with two players, the last move.
    pub fn take_back(&self) -> AppResult<GameView> {
        let mut inner = self.lock();
        let now = self.now();
        cancel(&mut inner);
        let s = inner.session.as_mut().ok_or(AppError::NoGame)?;
        let plies = match s.engine_color() {
            None => 1,
            Some(engine) => {
                // Undo back to the last position where the user was to move
                // before playing their own move.
                let moves = s.moves().len();
                let to_move = s.position().side_to_move();
                let plies = if to_move == engine { 1 } else { 2 };
                if plies > moves || (moves - plies == 0 && s.start().side_to_move() == engine) {
                    return Err(AppError::NothingToTakeBack);
                }
                plies
            }
        };
        s.takeback(plies, now)?;
        self.saved(&inner);
        self.maybe_think(&mut inner);
        self.view_of(&inner)
    }

    /// The user resigns (against the engine: the user's colour; two players:
    /// the side to move).
    pub fn resign(&self) -> AppResult<GameView> {
        let mut inner = self.lock();
        let now = self.now();
        let s = inner.session.as_mut().ok_or(AppError::NoGame)?;
        let color = match s.engine_color() {
            Some(e) => e.flip(),
            None => s.position().side_to_move(),
        };
        s.resign(color, now)?;
        cancel(&mut inner);
        self.saved(&inner);
        self.view_of(&inner)
    }

    /// The user offers a draw to the engine, which accepts or declines from
    /// its own judgement of the position.
    pub fn offer_draw(&self) -> AppResult<DrawAnswer> {
        let (pos, engine) = {
            let inner = self.lock();
            let s = inner.session.as_ref().ok_or(AppError::NoGame)?;
            if s.result().is_some() {
                return Err(AppError::GameOver);
            }
            if s.engine_color().is_none() {
                return Err(AppError::NoEngine);
            }
            if s.is_engine_turn() {
                return Err(AppError::NotYourTurn);
            }
            (s.position().clone(), self.shared.engine.clone())
        };
        let accepted = engine.accepts_draw(&pos);
        if accepted {
            self.agree_draw()?;
        }
        Ok(DrawAnswer { accepted, view: self.view()? })
    }

    /// Both players at this device agreed to a draw.
    pub fn agree_draw(&self) -> AppResult<GameView> {
        let mut inner = self.lock();
        let now = self.now();
        inner.session.as_mut().ok_or(AppError::NoGame)?.agree_draw(now)?;
        cancel(&mut inner);
        self.saved(&inner);
        self.view_of(&inner)
    }

    /// The engine's suggestion for the user (blocking: call off the UI thread).
    pub fn hint(&self) -> AppResult<Hint> {
        let pos: AnyPosition = {
            let inner = self.lock();
            let s = inner.session.as_ref().ok_or(AppError::NoGame)?;
            if s.result().is_some() {
                return Err(AppError::GameOver);
            }
            if s.is_engine_turn() {
                return Err(AppError::NotYourTurn);
            }
            s.position().clone()
        };
        let uci = self.shared.engine.hint(&pos).ok_or(AppError::EngineNoMove)?;
        let info = pos.legal_moves().into_iter().find(|m| m.uci == uci).ok_or(AppError::EngineNoMove)?;
        Ok(Hint { uci: info.uci, san: info.san, from: info.from, to: info.to })
    }

    /// Checks the clocks; ends the game on a flag fall and reports it. Called
    /// by the app's ticker thread.
    pub fn tick(&self) {
        let mut inner = self.lock();
        let now = self.now();
        let flagged = inner.session.as_mut().is_some_and(|s| s.check_flag(now));
        if flagged {
            cancel(&mut inner);
            self.saved(&inner);
            if let Ok(v) = self.view_of(&inner) {
                self.shared.events.updated(&v);
            }
        }
    }

    /// Starts a background thread that calls [`GameController::tick`] every
    /// few milliseconds for as long as the app runs.
    pub fn spawn_ticker(&self) {
        let me = self.clone();
        std::thread::Builder::new()
            .name("clock-ticker".into())
            .spawn(move || loop {
                std::thread::sleep(Duration::from_millis(100));
                me.tick();
            })
            .expect("spawn ticker");
    }

    /// Whether the engine is thinking now (tests wait on this).
    pub fn engine_thinking(&self) -> bool {
        self.lock().thinking.is_some()
    }

    /// If the engine is to move, starts its search and a thread that plays
    /// its move when ready.
    fn maybe_think(&self, inner: &mut Inner) {
        let Some(s) = inner.session.as_ref() else { return };
        if !s.is_engine_turn() || inner.thinking.is_some() {
            return;
        }
        let now = self.now();
        let clock = s.clock().map(|c| {
            let [w, b] = c.snapshot(now);
            ThinkClock { wtime_ms: w, btime_ms: b, inc_ms: c.control().increment_ms }
        });
        let level = s.engine_level().unwrap_or(crate::engine_bridge::LEVELS);
        let (id, ply) = (s.id(), s.moves().len());
        inner.thinking = Some(self.shared.engine.think(s.position(), level, clock));
        let me = self.clone();
        std::thread::Builder::new()
            .name("engine-wait".into())
            .spawn(move || me.await_engine(id, ply))
            .expect("spawn engine waiter");
    }

    /// Waits for the search of game `id` at `ply`; plays its move unless the
    /// game moved on meanwhile (new game, takeback, resignation).
    fn await_engine(&self, id: u64, ply: usize) {
        loop {
            std::thread::sleep(POLL);
            let mut inner = self.lock();
            let current = inner.session.as_ref().is_some_and(|s| s.id() == id && s.moves().len() == ply);
            if !current || inner.thinking.is_none() {
                return;
            }
            if !inner.thinking.as_ref().is_some_and(Thinking::is_finished) {
                continue;
            }
            let best = inner.thinking.take().and_then(Thinking::wait);
            let now = self.now();
            if let (Some(s), Some(uci)) = (inner.session.as_mut(), best) {
                // The engine plays only legal moves; a refusal would leave the
                // game waiting, so it is reported like any other change.
                let _ = s.play(&uci, now);
            }
            self.saved(&inner);
            if let Ok(v) = self.view_of(&inner) {
                self.shared.events.updated(&v);
            }
            return;
        }
    }

    /// The colour the user plays against the engine, if any.
    pub fn human_color(&self) -> Option<Color> {
        self.lock().session.as_ref().and_then(|s| s.engine_color()).map(Color::flip)
    }
}

/// Stops and forgets a running search.
fn cancel(inner: &mut Inner) {
    if let Some(t) = inner.thinking.take() {
        t.stop();
    }
}
