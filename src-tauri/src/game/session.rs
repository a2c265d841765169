//! One game in progress, as plain data and rules: the start position, the
//! moves played, the clocks and the result. No threads, no Tauri, no engine:
//! the controller ([`crate::game::GameController`]) drives it, and tests drive
//! it directly with a fake clock.

use crate::error::{AppError, AppResult};
use crate::i18n;
use fluent_bundle::FluentValue;
use protocol::clock::{FischerClock, TimeControl};
pub use protocol::ending::{EndReason, GameResult};
use rules::outcome::Outcome;
use rules::{with_position, AnyPosition, Color, Kind, MoveInfo, Variant};
use serde::{Deserialize, Serialize};

/// Who plays against the user.
#[derive(specta::Type, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(specta::Type, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

/// A move of the game as recorded.
#[derive(specta::Type, Debug, Clone, PartialEq, Eq, Serialize)]
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
            Some(fen) => AnyPosition::from_fen(config.variant, fen)?,
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
        s.result = board_outcome(&s.position).map(GameResult::from_outcome);
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
            let info = s.position.play_uci(uci).map_err(|e| move_error(uci, e))?;
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
        s.result = board_outcome(&s.position).map(GameResult::from_outcome);
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
        let result = GameResult::on_time(flagged, has_mating_material(&self.position, flagged.flip()));
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
        let info = self.position.play_uci(uci).map_err(|e| move_error(uci, e))?;
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
            self.finish(GameResult::from_outcome(o), now);
        }
        Ok(info)
    }

    /// Plays a SAN move (keyboard entry) at time `now`. A lowercase piece
    /// letter (`nf3`) is read as the piece when the text is no pawn move;
    /// a refusal says whether the text is no move at all, a move that is
    /// not legal here, or one that several pieces could make.
    pub fn play_san(&mut self, san: &str, now: u64) -> AppResult<MoveInfo> {
        let info = resolve_san(&self.position, san)?;
        self.play(&info.uci, now)
    }

    /// Takes back the last `plies` moves (all of them when fewer), restoring
    /// the clocks as they stood. A finished game's result is final: it is
    /// refused ([`AppError::GameOver`]); the review explores it instead.
    pub fn takeback(&mut self, plies: usize, now: u64) -> AppResult<()> {
        if self.result.is_some() {
            return Err(AppError::GameOver);
        }
        if plies == 0 || self.moves.is_empty() {
            return Err(AppError::NothingToTakeBack);
        }
        let keep = self.moves.len().saturating_sub(plies);
        self.moves.truncate(keep);
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play_uci(&m.uci).map_err(|e| move_error(&m.uci, e))?;
        }
        self.position = pos;
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
        let board =
            BoardView::of(pos, self.result.is_none(), self.moves.last().map(|m| (m.from.clone(), m.to.clone())));
        let sides = Color::BOTH
            .map(|c| {
                let is_engine = self.engine_color() == Some(c);
                let player = if is_engine {
                    i18n::tf("player-engine", &[("level", FluentValue::from(self.engine_level().unwrap_or(0) as u32))])
                } else if self.engine_color().is_some() {
                    i18n::t("player-you")
                } else {
                    i18n::t(if c == Color::White { "player-white" } else { "player-black" })
                };
                side_view(c, self.config.variant, &self.start, pos, player, is_engine)
            })
            .to_vec();
        let clock = self.clock.as_ref().map(|c| ClockView {
            white_ms: c.remaining(Color::White, now),
            black_ms: c.remaining(Color::Black, now),
            running: if self.result.is_none() { c.running() } else { None },
            increment_ms: c.control().increment_ms,
        });
        let over = self.result.map(|r| over_view(r.winner, r.result_string(), r.reason.id()));
        GameView {
            engine_thinking,
            human_color: self.engine_color().map(Color::flip),
            can_take_back: self.result.is_none()
                && !self.moves.is_empty()
                && match self.engine_color() {
                    Some(e) => self.moves.len() > usize::from(self.start.side_to_move() == e),
                    None => true,
                },
            level: self.engine_level(),
            start_fen: self.start.fen(),
            ..GameView::of(self.id, self.config.variant, board, self.moves.clone(), sides, clock, over)
        }
    }
}

/// The board's part of a view: the position, pieces, legal moves, last
/// move, check. A [`GameView`] carries it flattened, so the UI reads
/// `view.fen`, `view.legal`, … directly.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// Board width.
    pub files: usize,
    /// The position, extended FEN.
    pub fen: String,
    /// Side to move.
    pub side_to_move: Color,
    /// Pieces on the board.
    pub pieces: Vec<PieceView>,
    /// Legal moves, empty when `playable` was false.
    pub legal: Vec<MoveInfo>,
    /// The last move's squares.
    pub last_move: Option<LastMove>,
    /// The checked king's square.
    pub check: Option<String>,
}

impl BoardView {
    /// The board of `pos`; legal moves only when `playable` (the game goes
    /// on and the viewer may move); `last` is the last move's squares.
    pub fn of(pos: &AnyPosition, playable: bool, last: Option<(String, String)>) -> BoardView {
        let side = pos.side_to_move();
        BoardView {
            files: pos.files(),
            fen: pos.fen(),
            side_to_move: side,
            pieces: pos
                .pieces()
                .into_iter()
                .map(|(square, p)| PieceView { square, color: p.color, kind: p.kind })
                .collect(),
            legal: if playable { pos.legal_moves() } else { Vec::new() },
            last_move: last.map(|(from, to)| LastMove { from, to }),
            check: pos.in_check().then(|| pos.king_square(side)),
        }
    }
}

/// One side's panel: its rules status (§8) in words, its player, its promotions.
pub fn side_view(
    color: Color,
    variant: Variant,
    start: &AnyPosition,
    pos: &AnyPosition,
    player: String,
    engine: bool,
) -> SideView {
    let variant_rules = start.is_variant_side(color);
    // Only Maharajah plays different rules per side; in chess and Mirodol
    // both sides play the variant's one set, so there is nothing to label.
    let status_key = match (variant, variant_rules) {
        (Variant::Maharajah, true) => Some("side-variant"),
        (Variant::Maharajah, false) => Some("side-classic"),
        _ => None,
    };
    SideView {
        color,
        variant_side: variant_rules,
        status: status_key.map(i18n::t),
        player,
        engine,
        promotions: pos.promotion_kinds(color).to_vec(),
    }
}

/// The end of a game in words: `reason` is an [`EndReason`] id, or an
/// abort's (`no-first-move`, `aborted`), which has no winner and result `*`.
pub fn over_view(winner: Option<Color>, result: &str, reason: &str) -> OverView {
    let title = match winner {
        Some(w) => {
            let name = i18n::t(if w == Color::White { "color-white" } else { "color-black" });
            i18n::tf("result-wins", &[("winner", FluentValue::from(name))])
        }
        None if result == "*" => i18n::t("result-aborted"),
        None => i18n::t("result-draw"),
    };
    OverView {
        result: result.to_string(),
        winner,
        reason: reason.to_string(),
        title,
        message: i18n::t(&format!("end-{reason}")),
    }
}

/// One piece on the board.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct PieceView {
    /// Square name.
    pub square: String,
    /// Owner.
    pub color: Color,
    /// Kind (`pawn`, `archbishop`, …).
    pub kind: Kind,
}

/// The last move's squares, for highlighting.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct LastMove {
    /// Origin.
    pub from: String,
    /// Destination.
    pub to: String,
}

/// One side's panel: who plays it and by which rules.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideView {
    /// The colour.
    pub color: Color,
    /// Whether it plays by variant rules (§8).
    pub variant_side: bool,
    /// "Classic side" / "Variant side", translated; none when both sides
    /// play the same rules (chess, Mirodol).
    pub status: Option<String>,
    /// "You", "Engine (level 4)", "White"…, translated.
    pub player: String,
    /// Whether the engine plays it.
    pub engine: bool,
    /// Its promotion set (§10).
    pub promotions: Vec<Kind>,
}

/// The clocks at the moment of the view; the UI counts down from here.
#[derive(specta::Type, Debug, Clone, Serialize)]
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
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct OverView {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: String,
    /// Winner, if any.
    pub winner: Option<Color>,
    /// Why it ended: an [`EndReason`] id, or an abort's.
    pub reason: String,
    /// "White wins" / "Draw", translated.
    pub title: String,
    /// The reason in words, translated.
    pub message: String,
}

impl GameView {
    /// The view of a game `id` of `variant` at `board`, no engine involved
    /// (callers add the engine's and the takeback's fields, and the start).
    pub fn of(
        id: u64,
        variant: Variant,
        board: BoardView,
        moves: Vec<PlayedMove>,
        sides: Vec<SideView>,
        clock: Option<ClockView>,
        over: Option<OverView>,
    ) -> GameView {
        GameView {
            id,
            variant,
            board,
            moves,
            sides,
            clock,
            over,
            engine_thinking: false,
            human_color: None,
            can_take_back: false,
            level: None,
            start_fen: String::new(),
        }
    }
}

/// Everything the game screen shows, in one message.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    /// Game id; changes with every new game.
    pub id: u64,
    /// The game.
    pub variant: Variant,
    /// The board, its legal moves the UI's only source of legality (empty
    /// when the game is over or the viewer may not move).
    #[serde(flatten)]
    pub board: BoardView,
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
    /// The position the game started from (FEN), so the screen can show
    /// any earlier position without asking the game.
    pub start_fen: String,
}

/// More plies than any game reaches (the fifty-move rule ends one long
/// before): a longer list is not a game's and is cut there.
const MAX_PLIES: usize = 20_000;

/// The board after `moves` (UCI) from `start_fen`, with the last move
/// marked and nothing playable: an earlier position of a game in progress,
/// local or remote, shown without touching the game. A move that does not
/// replay is refused as [`move_error`] words it.
pub fn board_after(variant: Variant, start_fen: &str, moves: &[String]) -> AppResult<BoardView> {
    let mut position = AnyPosition::from_fen(variant, start_fen)?;
    let mut last = None;
    for uci in moves.iter().take(MAX_PLIES) {
        let info = position.play_uci(uci).map_err(|e| move_error(uci, e))?;
        last = Some((info.from, info.to));
    }
    Ok(BoardView::of(&position, false, last))
}

/// `text` with its first letter in capitals when it is a piece letter
/// typed in lowercase (`nf3` → `Nf3`, `mxe5` → `Mxe5`); `None` otherwise.
fn capitalized_piece(text: &str) -> Option<String> {
    let first = text.chars().next()?;
    "nbrqkmac".contains(first).then(|| first.to_ascii_uppercase().to_string() + &text[1..])
}

/// The legal move a player typed in `position`: SAN as written, or with a
/// lowercase piece letter read as the piece (`nf3`). A refusal says what was
/// wrong: unreadable, ambiguous, a promotion this pawn may not make (with
/// the ones it may), or illegal. Local and remote games both type through
/// here, so a typed move means the same everywhere.
pub fn resolve_san(position: &AnyPosition, san: &str) -> AppResult<MoveInfo> {
    let text = san.trim();
    let first = match position.clone().play_san(text) {
        Ok(info) => return Ok(info),
        Err(e) => e,
    };
    if let Some(info) = capitalized_piece(text).and_then(|t| position.clone().play_san(&t).ok()) {
        return Ok(info);
    }
    if let Some(choices) = allowed_promotions(position, text) {
        return Err(AppError::PromotionNotAllowed(text.to_string(), choices));
    }
    Err(move_error(text, first))
}

/// For a promotion the pawn may not make (`g1=M` by a classic side), the
/// promotions it may make there in SAN (`g1=Q, g1=R, g1=B, g1=N`).
fn allowed_promotions(position: &AnyPosition, text: &str) -> Option<String> {
    let (base, _) = text.split_once('=')?;
    let base = base.trim();
    let bare = |san: &str| san.trim_end_matches(['+', '#']).to_string();
    let choices: Vec<String> = position
        .legal_moves()
        .into_iter()
        .filter(|m| m.promotion.is_some() && bare(&m.san).split_once('=').is_some_and(|(b, _)| b == base))
        .map(|m| bare(&m.san))
        .collect();
    (!choices.is_empty()).then(|| choices.join(", "))
}

/// The app's error for a refused move (SAN typed, or UCI from a click or a
/// saved game), by what was wrong with it: unreadable, ambiguous, illegal.
pub(crate) fn move_error(text: &str, e: rules::MoveError) -> AppError {
    use rules::{MoveError, SanError, UciError};
    match e {
        MoveError::San(SanError::Empty | SanError::Syntax(_)) | MoveError::Uci(UciError::Syntax(_)) => {
            AppError::UnreadableMove(text.to_string())
        }
        MoveError::San(SanError::Ambiguous(_)) => AppError::AmbiguousMove(text.to_string()),
        _ => AppError::IllegalMove(text.to_string()),
    }
}

#[cfg(test)]
mod board_after_tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn an_earlier_position_is_the_replayed_board_with_its_last_move_and_nothing_playable() {
        let moves = ["e2e4", "e7e5", "g1f3"].map(String::from);
        let board = board_after(Variant::Chess, START, &moves[..2]).unwrap();
        assert_eq!(board.fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
        assert!(board.legal.is_empty());
        assert_eq!(board.last_move.map(|m| (m.from, m.to)), Some(("e7".to_string(), "e5".to_string())));
        assert_eq!(board_after(Variant::Chess, START, &[]).unwrap().fen, START);
    }

    #[test]
    fn a_move_list_that_does_not_replay_or_a_broken_start_is_refused_by_kind() {
        let refused = |moves: &[&str]| {
            let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            board_after(Variant::Chess, START, &moves).unwrap_err().kind()
        };
        assert_eq!(refused(&["e2e4", "e2e4"]), "illegal-move");
        assert_eq!(refused(&["e2e4", "zz"]), "unreadable-move");
        assert_eq!(board_after(Variant::Chess, "8/8 w", &[]).unwrap_err().kind(), "fen-rank-count");
    }
}
