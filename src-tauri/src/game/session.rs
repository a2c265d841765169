//! One game in progress, as plain data and rules: the start position, the
//! moves played, the clocks and the result. No threads, no Tauri, no engine:
//! the controller ([`crate::game::GameController`]) drives it, and tests drive
//! it directly with a fake clock.

use crate::error::{AppError, AppResult};
use crate::game::clock::{FischerClock, TimeControl};
use crate::i18n;
use fluent_bundle::FluentValue;
use rules::outcome::Outcome;
use rules::{with_position, AnyPosition, Color, Kind, MoveInfo, Variant};
use serde::{Deserialize, Serialize};

/// Who plays against the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Opponent {
    /// The built-in engine.
    Engine {
        /// Strength, 1 (weakest) to [`crate::engine_bridge::LEVELS`] (full strength).
        level: u8,
        /// The colour the engine plays.
        color: Color,
    },
    /// A second person on this device.
    Human,
}

/// Everything needed to start (or restart) a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameConfig {
    /// The game.
    pub variant: Variant,
    /// A custom start position (extended FEN); `None` for the variant's start.
    #[serde(default)]
    pub fen: Option<String>,
    /// The opponent.
    pub opponent: Opponent,
    /// Fischer clock, or `None` for an untimed game.
    #[serde(default)]
    pub time: Option<TimeControl>,
}

/// Why a game ended. The id is the key of the game-over text in
/// `locales/*/game.ftl` (`end-<id>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The side to move is mated.
    Checkmate,
    /// The side to move has no move and is not in check.
    Stalemate,
    /// Threefold repetition (automatic).
    Repetition,
    /// 50 moves without capture or pawn move (automatic).
    FiftyMoves,
    /// Neither side can mate.
    InsufficientMaterial,
    /// A flag fell and the opponent can still mate.
    Time,
    /// A flag fell but the opponent has no mating material: a draw.
    TimeVsInsufficientMaterial,
    /// A player resigned.
    Resignation,
    /// Both players agreed to a draw.
    Agreement,
}

impl EndReason {
    /// Stable id (`checkmate`, `time`, …).
    pub fn id(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Repetition => "repetition",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::Time => "time",
            EndReason::TimeVsInsufficientMaterial => "time-vs-insufficient-material",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
        }
    }

    fn from_outcome(o: Outcome) -> EndReason {
        match o {
            Outcome::Checkmate { .. } => EndReason::Checkmate,
            Outcome::Stalemate => EndReason::Stalemate,
            Outcome::Repetition => EndReason::Repetition,
            Outcome::FiftyMoves => EndReason::FiftyMoves,
            Outcome::InsufficientMaterial => EndReason::InsufficientMaterial,
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why.
    pub reason: EndReason,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_string(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// A move of the game as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayedMove {
    /// UCI text.
    pub uci: String,
    /// SAN with check marks.
    pub san: String,
    /// Origin square.
    pub from: String,
    /// Destination square.
    pub to: String,
    /// Both clocks right after the move (White, Black), when timed.
    #[serde(skip)]
    pub clocks_after: Option<[u64; 2]>,
}

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct GameSession {
    id: u64,
    config: GameConfig,
    start: AnyPosition,
    position: AnyPosition,
    moves: Vec<PlayedMove>,
    clock: Option<FischerClock>,
    result: Option<GameResult>,
}

/// The outcome the position itself declares, for any board size.
pub fn board_outcome(pos: &AnyPosition) -> Option<Outcome> {
    with_position!(pos, p => p.outcome())
}

/// Whether `color` could still mate (the flag-fall rule).
pub fn has_mating_material(pos: &AnyPosition, color: Color) -> bool {
    with_position!(pos, p => p.has_mating_material(color))
}

impl GameSession {
    /// Starts a game at time `now`: White's clock runs from the start (SPEC §11).
    pub fn new(id: u64, config: GameConfig, now: u64) -> AppResult<Self> {
        let start = match &config.fen {
            Some(fen) => AnyPosition::from_fen(config.variant, fen).map_err(|e| AppError::BadFen(e.to_string()))?,
            None => AnyPosition::start(config.variant),
        };
        if let Opponent::Engine { level, .. } = config.opponent {
            if !(1..=crate::engine_bridge::LEVELS).contains(&level) {
                return Err(AppError::BadRequest(format!("level {level}")));
            }
        }
        let mut clock = config.time.map(FischerClock::new);
        if let Some(c) = clock.as_mut() {
            c.start(start.side_to_move(), now);
        }
        let mut s = GameSession { id, config, position: start.clone(), start, moves: Vec::new(), clock, result: None };
        s.result =
            board_outcome(&s.position).map(|o| GameResult { winner: o.winner(), reason: EndReason::from_outcome(o) });
        Ok(s)
    }

    /// A saved game continued at `now` (resume after a restart): the game of
    /// `config` replayed through `moves` (UCI), each move keeping its clocks
    /// from `move_clocks` (so takebacks restore them), and both clocks set to
    /// `clock` (White, Black) as saved — or to the last move's clocks — with
    /// the side to move's clock running from `now`. Time the app was closed
    /// is not charged to anyone.
    pub fn resume(
        id: u64,
        config: GameConfig,
        moves: &[String],
        move_clocks: &[[u64; 2]],
        clock: Option<[u64; 2]>,
        now: u64,
    ) -> AppResult<Self> {
        let mut s = GameSession::new(id, config, now)?;
        let timed = s.clock.is_some();
        for (i, uci) in moves.iter().enumerate() {
            let info = s.position.play_uci(uci).map_err(|_| AppError::IllegalMove(uci.clone()))?;
            s.moves.push(PlayedMove {
                uci: info.uci,
                san: info.san,
                from: info.from,
                to: info.to,
                clocks_after: move_clocks.get(i).copied().filter(|_| timed),
            });
        }
        let to_move = s.position.side_to_move();
        if let Some(c) = s.clock.as_mut() {
            let base = c.control().base_ms;
            let remaining = clock.or_else(|| s.moves.last().and_then(|m| m.clocks_after)).unwrap_or([base, base]);
            c.restore(remaining, to_move, now);
        }
        s.result =
            board_outcome(&s.position).map(|o| GameResult { winner: o.winner(), reason: EndReason::from_outcome(o) });
        if s.result.is_some() {
            if let Some(c) = s.clock.as_mut() {
                c.stop(now);
            }
        }
        Ok(s)
    }

    /// The controller's id of this game (stale engine replies are recognized by it).
    pub fn id(&self) -> u64 {
        self.id
    }
    /// How the game was set up.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }
    /// The start position.
    pub fn start(&self) -> &AnyPosition {
        &self.start
    }
    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }
    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }
    /// The clock, in timed games.
    pub fn clock(&self) -> Option<&FischerClock> {
        self.clock.as_ref()
    }
    /// The engine's colour, if the opponent is the engine.
    pub fn engine_color(&self) -> Option<Color> {
        match self.config.opponent {
            Opponent::Engine { color, .. } => Some(color),
            Opponent::Human => None,
        }
    }
    /// The engine's level, if the opponent is the engine.
    pub fn engine_level(&self) -> Option<u8> {
        match self.config.opponent {
            Opponent::Engine { level, .. } => Some(level),
            Opponent::Human => None,
        }
    }
    /// Whether the engine is to move (and the game goes on).
    pub fn is_engine_turn(&self) -> bool {
        self.result.is_none() && self.engine_color() == Some(self.position.side_to_move())
    }

    fn finish(&mut self, result: GameResult, now: u64) {
        self.result = Some(result);
        if let Some(c) = self.clock.as_mut() {
            c.stop(now);
        }
    }

    /// Ends the game if the running side's time is up at `now`; returns
    /// whether it just ended. The opponent wins unless it has no mating
    /// material, which makes it a draw.
    pub fn check_flag(&mut self, now: u64) -> bool {
        if self.result.is_some() {
            return false;
        }
        let Some(flagged) = self.clock.as_ref().and_then(|c| c.flagged(now)) else {
            return false;
        };
        let result = if has_mating_material(&self.position, flagged.flip()) {
            GameResult { winner: Some(flagged.flip()), reason: EndReason::Time }
        } else {
            GameResult { winner: None, reason: EndReason::TimeVsInsufficientMaterial }
        };
        self.finish(result, now);
        true
    }

    /// Plays a UCI move at time `now`. Who may move is the controller's
    /// business; this checks the game is on, the clock, and legality.
    pub fn play(&mut self, uci: &str, now: u64) -> AppResult<MoveInfo> {
        self.check_flag(now);
        if self.result.is_some() {
            return Err(AppError::GameOver);
        }
        let mover = self.position.side_to_move();
        let info = self.position.play_uci(uci).map_err(|_| AppError::IllegalMove(uci.to_string()))?;
        let clocks_after = self.clock.as_mut().map(|c| {
            c.press(mover, now);
            c.snapshot(now)
        });
        self.moves.push(PlayedMove {
            uci: info.uci.clone(),
            san: info.san.clone(),
            from: info.from.clone(),
            to: info.to.clone(),
            clocks_after,
        });
        if let Some(o) = board_outcome(&self.position) {
            self.finish(GameResult { winner: o.winner(), reason: EndReason::from_outcome(o) }, now);
        }
        Ok(info)
    }

    /// Plays a SAN move (keyboard entry) at time `now`.
    pub fn play_san(&mut self, san: &str, now: u64) -> AppResult<MoveInfo> {
        let mut probe = self.position.clone();
        let info = probe.play_san(san.trim()).map_err(|_| AppError::IllegalMove(san.trim().to_string()))?;
        self.play(&info.uci, now)
    }

    /// Takes back the last `plies` moves (all of them when fewer), restoring
    /// the clocks as they stood, and reopens a finished game.
    pub fn takeback(&mut self, plies: usize, now: u64) -> AppResult<()> {
        if plies == 0 || self.moves.is_empty() {
            return Err(AppError::NothingToTakeBack);
        }
        let keep = self.moves.len().saturating_sub(plies);
        self.moves.truncate(keep);
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play_uci(&m.uci).map_err(|_| AppError::IllegalMove(m.uci.clone()))?;
        }
        self.position = pos;
        self.result = None;
        let to_move = self.position.side_to_move();
        if let Some(c) = self.clock.as_mut() {
            let base = c.control().base_ms;
            let remaining = self.moves.last().and_then(|m| m.clocks_after).unwrap_or([base, base]);
            c.restore(remaining, to_move, now);
        }
        Ok(())
    }

    /// `color` resigns at `now`.
    pub fn resign(&mut self, color: Color, now: u64) -> AppResult<()> {
        if self.result.is_some() {
            return Err(AppError::GameOver);
        }
        self.finish(GameResult { winner: Some(color.flip()), reason: EndReason::Resignation }, now);
        Ok(())
    }

    /// Both sides agreed to a draw at `now`.
    pub fn agree_draw(&mut self, now: u64) -> AppResult<()> {
        if self.result.is_some() {
            return Err(AppError::GameOver);
        }
        self.finish(GameResult { winner: None, reason: EndReason::Agreement }, now);
        Ok(())
    }

    /// What the UI draws, at time `now`.
    pub fn view(&self, now: u64, engine_thinking: bool) -> GameView {
        let pos = &self.position;
        let side = pos.side_to_move();
        let pieces =
            pos.pieces().into_iter().map(|(square, p)| PieceView { square, color: p.color, kind: p.kind }).collect();
        let legal = if self.result.is_some() { Vec::new() } else { pos.legal_moves() };
        let last = self.moves.last().map(|m| LastMove { from: m.from.clone(), to: m.to.clone() });
        let check = pos.in_check().then(|| pos.king_square(side));
        let sides = Color::BOTH
            .map(|c| {
                let variant_rules = self.start.is_variant_side(c);
                let status_key = if self.config.variant == Variant::Maharajah {
                    if variant_rules {
                        "side-variant"
                    } else {
                        "side-classic"
                    }
                } else {
                    "side-standard"
                };
                let is_engine = self.engine_color() == Some(c);
                SideView {
                    color: c,
                    variant_side: variant_rules,
                    status: i18n::t(status_key),
                    player: if is_engine {
                        i18n::tf(
                            "player-engine",
                            &[("level", FluentValue::from(self.engine_level().unwrap_or(0) as u32))],
                        )
                    } else if self.engine_color().is_some() {
                        i18n::t("player-you")
                    } else {
                        i18n::t(if c == Color::White { "player-white" } else { "player-black" })
                    },
                    engine: is_engine,
                    promotions: pos.promotion_kinds(c).to_vec(),
                }
            })
            .to_vec();
        let clock = self.clock.as_ref().map(|c| ClockView {
            white_ms: c.remaining(Color::White, now),
            black_ms: c.remaining(Color::Black, now),
            running: if self.result.is_none() { c.running() } else { None },
            increment_ms: c.control().increment_ms,
        });
        let over = self.result.map(|r| {
            let winner_name = r.winner.map(|w| i18n::t(if w == Color::White { "color-white" } else { "color-black" }));
            let title = match r.winner {
                Some(_) => {
                    i18n::tf("result-wins", &[("winner", FluentValue::from(winner_name.clone().unwrap_or_default()))])
                }
                None => i18n::t("result-draw"),
            };
            OverView {
                result: r.result_string().to_string(),
                winner: r.winner,
                reason: r.reason,
                title,
                message: i18n::t(&format!("end-{}", r.reason.id())),
            }
        });
        GameView {
            id: self.id,
            variant: self.config.variant,
            files: pos.files(),
            fen: pos.fen(),
            side_to_move: side,
            pieces,
            legal,
            last_move: last,
            check,
            moves: self.moves.clone(),
            sides,
            clock,
            over,
            engine_thinking,
            human_color: self.engine_color().map(Color::flip),
            can_take_back: !self.moves.is_empty()
                && match self.engine_color() {
                    Some(e) => self.moves.len() > usize::from(self.start.side_to_move() == e),
                    None => true,
                },
            level: self.engine_level(),
        }
    }
}

/// One piece on the board.
#[derive(Debug, Clone, Serialize)]
pub struct PieceView {
    /// Square name.
    pub square: String,
    /// Owner.
    pub color: Color,
    /// Kind (`pawn`, `archbishop`, …).
    pub kind: Kind,
}

/// The last move's squares, for highlighting.
#[derive(Debug, Clone, Serialize)]
pub struct LastMove {
    /// Origin.
    pub from: String,
    /// Destination.
    pub to: String,
}

/// One side's panel: who plays it and by which rules.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideView {
    /// The colour.
    pub color: Color,
    /// Whether it plays by variant rules (§8).
    pub variant_side: bool,
    /// "Classic side" / "Variant side" / "Standard rules", translated.
    pub status: String,
    /// "You", "Engine (level 4)", "White"…, translated.
    pub player: String,
    /// Whether the engine plays it.
    pub engine: bool,
    /// Its promotion set (§10).
    pub promotions: Vec<Kind>,
}

/// The clocks at the moment of the view; the UI counts down from here.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    /// White's time left.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// Fischer increment.
    pub increment_ms: u64,
}

/// The end of the game, worded.
#[derive(Debug, Clone, Serialize)]
pub struct OverView {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: String,
    /// Winner, if any.
    pub winner: Option<Color>,
    /// Why it ended.
    pub reason: EndReason,
    /// "White wins" / "Draw", translated.
    pub title: String,
    /// The reason in words, translated.
    pub message: String,
}

/// Everything the game screen shows, in one message.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    /// Game id; changes with every new game.
    pub id: u64,
    /// The game.
    pub variant: Variant,
    /// Board width.
    pub files: usize,
    /// Current position, extended FEN.
    pub fen: String,
    /// Side to move.
    pub side_to_move: Color,
    /// Pieces on the board.
    pub pieces: Vec<PieceView>,
    /// Legal moves (empty when the game is over): the UI's only source of legality.
    pub legal: Vec<MoveInfo>,
    /// Last move.
    pub last_move: Option<LastMove>,
    /// The checked king's square.
    pub check: Option<String>,
    /// The moves played.
    pub moves: Vec<PlayedMove>,
    /// White's and Black's panels.
    pub sides: Vec<SideView>,
    /// Clocks, if timed.
    pub clock: Option<ClockView>,
    /// The result, once over.
    pub over: Option<OverView>,
    /// Whether the engine is thinking now.
    pub engine_thinking: bool,
    /// The user's colour against the engine (board orientation); `None` for two players.
    pub human_color: Option<Color>,
    /// Whether takeback is possible.
    pub can_take_back: bool,
    /// Engine level, if any.
    pub level: Option<u8>,
}
