//! Saved games: the records, the per-move autosave, finishing, the filtered
//! list of the saved-games screen, resume after a crash, and cached engine
//! analyses.
//!
//! A game is stored as its start (variant + optional extended FEN) and its
//! main line in UCI, so it replays through the rules core exactly; PGN text is
//! produced on export, and kept verbatim only for imported games that carry
//! comments or variations the UCI list cannot hold.

use crate::error::{Result, StoreError};
use crate::time::now_ms;
use crate::Store;
use rules::{Color, Variant};
use rusqlite::types::{Type, Value};
use rusqlite::{params, params_from_iter, OptionalExtension, Row, Transaction};
use serde::{Deserialize, Serialize};

/// A saved game's row id: stable for the game's life, handed to the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct GameId(pub i64);

/// Who a player is, so the list can show "vs engine level 5" and filters
/// can tell people from programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum PlayerKind {
    /// A person at this device.
    Human,
    /// The built-in engine (its level when known) or, for imports, a program.
    Engine {
        /// Strength level the game was played at.
        level: Option<u8>,
    },
    /// A person on another device (LAN peer or online opponent).
    Remote,
}

impl PlayerKind {
    fn id(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Engine { .. } => "engine",
            PlayerKind::Remote => "remote",
        }
    }

    fn level(self) -> Option<u8> {
        match self {
            PlayerKind::Engine { level } => level,
            _ => None,
        }
    }

    fn from_columns(kind: &str, level: Option<i64>) -> Option<PlayerKind> {
        match kind {
            "human" => Some(PlayerKind::Human),
            "engine" => Some(PlayerKind::Engine { level: level.and_then(|l| u8::try_from(l).ok()) }),
            "remote" => Some(PlayerKind::Remote),
            _ => None,
        }
    }
}

/// One side's player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// Display name (may be empty when unknown).
    pub name: String,
    /// Person here, engine, or remote person.
    pub kind: PlayerKind,
}

impl Player {
    /// A person at this device.
    pub fn human(name: impl Into<String>) -> Player {
        Player { name: name.into(), kind: PlayerKind::Human }
    }
    /// The engine at `level`.
    pub fn engine(name: impl Into<String>, level: Option<u8>) -> Player {
        Player { name: name.into(), kind: PlayerKind::Engine { level } }
    }
    /// A person on another device.
    pub fn remote(name: impl Into<String>) -> Player {
        Player { name: name.into(), kind: PlayerKind::Remote }
    }
}

/// The result as PGN writes it (`Unfinished` is `*`: still going, abandoned,
/// or unknown for imports).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum GameResult {
    /// `1-0`.
    #[serde(rename = "1-0")]
    WhiteWins,
    /// `0-1`.
    #[serde(rename = "0-1")]
    BlackWins,
    /// `1/2-1/2`.
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// `*`.
    #[serde(rename = "*")]
    Unfinished,
}

impl GameResult {
    /// The PGN text.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unfinished => "*",
        }
    }

    /// From PGN text (surrounding space ignored).
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        match text.trim() {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unfinished),
            _ => None,
        }
    }

    /// The result of a finished game with this winner (`None`: a draw).
    pub fn from_winner(winner: Option<Color>) -> GameResult {
        match winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }
}

/// Where a game was played (or that it was imported from a PGN file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// On this device, against the engine or a second person.
    Offline,
    /// Against a peer on the local network.
    Lan,
    /// Through the Maharajah server.
    Online,
    /// Read from a PGN file.
    Import,
}

impl Source {
    /// Stable id as stored and sent to the UI.
    pub fn id(self) -> &'static str {
        match self {
            Source::Offline => "offline",
            Source::Lan => "lan",
            Source::Online => "online",
            Source::Import => "import",
        }
    }

    /// The source with id `id`.
    pub fn from_id(id: &str) -> Option<Source> {
        [Source::Offline, Source::Lan, Source::Online, Source::Import].into_iter().find(|s| s.id() == id)
    }
}

pub use rules::TimeControl;

/// The clocks of a timed game at its last save, to resume it exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ClockState {
    /// White's remaining time, milliseconds.
    pub white_ms: u64,
    /// Black's remaining time, milliseconds.
    pub black_ms: u64,
    /// Whose clock was running (`None`: stopped).
    pub running: Option<Color>,
}

/// A whole saved game: what the app writes on every move and reads back to
/// resume or review it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    /// `None` until first saved; the store assigns it.
    pub id: Option<GameId>,
    /// The game played.
    pub variant: Variant,
    /// White's player.
    pub white: Player,
    /// Black's player.
    pub black: Player,
    /// The result so far.
    pub result: GameResult,
    /// Stable id of why it ended (`checkmate`, `time`, `resignation`, … as the
    /// app's end reasons and [`rules::Outcome::id`] write them).
    pub reason: Option<String>,
    /// Fischer clock; `None` for untimed games.
    pub time_control: Option<TimeControl>,
    /// Extended FEN of a custom start; `None` for the variant's standard start.
    pub start_fen: Option<String>,
    /// The main line in UCI.
    pub moves: Vec<String>,
    /// Timed games: both remaining times (White, Black) in ms right after
    /// each move; empty, or as long as `moves` (takebacks restore from it).
    pub move_clocks: Vec<[u64; 2]>,
    /// Clocks at the last save, for resuming.
    pub clock: Option<ClockState>,
    /// Where it was played.
    pub source: Source,
    /// Whether it is still going (offered for resume after a crash).
    pub in_progress: bool,
    /// PGN `Event`.
    pub event: Option<String>,
    /// PGN `Site`.
    pub site: Option<String>,
    /// Other PGN tags, in order (imports keep theirs; the app may add some).
    pub tags: Vec<(String, String)>,
    /// The game as imported, when it has comments, NAGs or variations;
    /// exported verbatim.
    pub annotated_pgn: Option<String>,
    /// When it was played (ms since the epoch): start time, or the PGN date.
    pub played_at: i64,
    /// The PGN date as imported (`1997.??.??`, `1997.05.??`, `1997.05.11`):
    /// only what is known of the day, with no time of day. `None` when
    /// `played_at` is exact (the app's own games).
    pub played_on: Option<String>,
    /// When first saved (set by the store).
    pub created_at: i64,
    /// When last saved (set by the store).
    pub updated_at: i64,
    /// When it ended (set by [`Store::finish_game`]).
    pub finished_at: Option<i64>,
}

impl GameRecord {
    /// A new game from the standard start, no moves, played now, in progress.
    pub fn new(variant: Variant, white: Player, black: Player, source: Source) -> GameRecord {
        GameRecord {
            id: None,
            variant,
            white,
            black,
            result: GameResult::Unfinished,
            reason: None,
            time_control: None,
            start_fen: None,
            moves: Vec::new(),
            move_clocks: Vec::new(),
            clock: None,
            source,
            in_progress: true,
            event: None,
            site: None,
            tags: Vec::new(),
            annotated_pgn: None,
            played_at: now_ms(),
            played_on: None,
            created_at: 0,
            updated_at: 0,
            finished_at: None,
        }
    }

    /// Checks what the database cannot: move text and clock list shapes.
    fn validate(&self) -> Result<()> {
        if let Some(bad) = self.moves.iter().find(|m| !is_uci_token(m)) {
            return Err(StoreError::invalid("moves", format!("'{bad}' is not a UCI move")));
        }
        if !self.move_clocks.is_empty() && self.move_clocks.len() != self.moves.len() {
            return Err(StoreError::invalid(
                "move clocks",
                format!("{} clock entries for {} moves", self.move_clocks.len(), self.moves.len()),
            ));
        }
        if let Some(fen) = &self.start_fen {
            if fen.trim().is_empty() {
                return Err(StoreError::invalid("start FEN", "empty"));
            }
        }
        Ok(())
    }
}

/// One UCI move: square names and an optional suffix, nothing else.
fn is_uci_token(m: &str) -> bool {
    (4..=8).contains(&m.len()) && m.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// One row of the saved-games list: everything the list shows, no moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// The game's id (open it with [`Store::game`]).
    pub id: GameId,
    /// The game played.
    pub variant: Variant,
    /// White's player.
    pub white: Player,
    /// Black's player.
    pub black: Player,
    /// The result.
    pub result: GameResult,
    /// Why it ended.
    pub reason: Option<String>,
    /// Fischer clock, if timed.
    pub time_control: Option<TimeControl>,
    /// Half-moves played.
    pub ply_count: u32,
    /// Whether it started from a custom position.
    pub custom_start: bool,
    /// Where it was played.
    pub source: Source,
    /// Whether it is still going.
    pub in_progress: bool,
    /// PGN `Event`.
    pub event: Option<String>,
    /// When it was played.
    pub played_at: i64,
    /// When last saved.
    pub updated_at: i64,
    /// When it ended.
    pub finished_at: Option<i64>,
    /// The PGN date as imported, partial or whole ([`GameRecord::played_on`]).
    pub played_on: Option<String>,
}

/// Which games to list, count or export; every field narrows (`None`: any).
/// The list is newest first (by [`GameRecord::played_at`], then id).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(default, rename_all = "camelCase")]
pub struct GameFilter {
    /// Only this variant.
    pub variant: Option<Variant>,
    /// Words that must all start words of either player's name.
    pub opponent: Option<String>,
    /// Only this result.
    pub result: Option<GameResult>,
    /// Only games from this source.
    pub source: Option<Source>,
    /// Only games in progress (`true`) or over (`false`).
    pub in_progress: Option<bool>,
    /// Played at or after this time (ms since the epoch).
    pub played_from: Option<i64>,
    /// Played before this time (ms since the epoch).
    pub played_before: Option<i64>,
    /// Words that must all start words of a player name, the event or the site.
    pub search: Option<String>,
    /// At most this many rows (`None`: all).
    pub limit: Option<u32>,
    /// Skip this many rows first (paging).
    pub offset: u32,
}

/// A cached engine analysis of a saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameAnalysis {
    /// Engine name, version and settings: a different value means re-analyse.
    pub engine: String,
    /// Whatever the review screen keeps (evaluations, best moves, marks).
    pub data: serde_json::Value,
    /// When it was saved.
    pub updated_at: i64,
}

/// The columns of a full record, in [`read_record`] order (from [`RECORD_FROM`]).
pub(crate) const RECORD_COLUMNS: &str = "g.id, g.variant, g.white_name, g.white_kind, g.white_level, g.black_name, \
     g.black_kind, g.black_level, g.result, g.reason, g.tc_base_ms, g.tc_increment_ms, b.start_fen, b.moves, \
     b.move_clocks, b.clock_white_ms, b.clock_black_ms, b.clock_running, g.event, g.site, b.tags, b.pgn, g.source, \
     g.in_progress, g.played_at, g.created_at, g.updated_at, g.finished_at, g.played_on";

/// Where whole records are read from: the list row and its body.
pub(crate) const RECORD_FROM: &str = "games g JOIN game_bodies b ON b.game_id = g.id";

/// The columns of a summary, in [`read_summary`] order (from `games` alone).
const SUMMARY_COLUMNS: &str = "id, variant, white_name, white_kind, white_level, black_name, black_kind, black_level, \
     result, reason, tc_base_ms, tc_increment_ms, ply_count, custom_start, source, in_progress, event, \
     played_at, updated_at, finished_at, played_on";

/// The list row of a game, parameters in [`game_values`] order.
const GAME_INSERT: &str = "INSERT INTO games (id, variant, white_name, white_kind, white_level, black_name, \
     black_kind, black_level, result, reason, tc_base_ms, tc_increment_ms, ply_count, custom_start, event, site, \
     source, in_progress, played_at, finished_at, created_at, updated_at, played_on) \
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?21, ?22)";

const GAME_UPDATE: &str = "UPDATE games SET variant = ?2, white_name = ?3, white_kind = ?4, white_level = ?5, \
     black_name = ?6, black_kind = ?7, black_level = ?8, result = ?9, reason = ?10, tc_base_ms = ?11, \
     tc_increment_ms = ?12, ply_count = ?13, custom_start = ?14, event = ?15, site = ?16, source = ?17, \
     in_progress = ?18, played_at = ?19, finished_at = ?20, updated_at = ?21, played_on = ?22 WHERE id = ?1";

/// The body of a game (inserted, or replaced on a full update), parameters
/// in [`body_values`] order.
const BODY_UPSERT: &str = "INSERT OR REPLACE INTO game_bodies (game_id, start_fen, moves, move_clocks, \
     clock_white_ms, clock_black_ms, clock_running, tags, pgn) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)";

/// The cheap autosave, list row part: only what a move changes. Player
/// names, event and site are left alone, so the search index is not touched.
const GAME_AUTOSAVE: &str = "UPDATE games SET ply_count = ?2, result = ?3, reason = ?4, in_progress = 1, \
     finished_at = NULL, updated_at = ?5 WHERE id = ?1";

/// The cheap autosave, body part: the moves and clocks.
const BODY_AUTOSAVE: &str = "UPDATE game_bodies SET moves = ?2, move_clocks = ?3, clock_white_ms = ?4, \
     clock_black_ms = ?5, clock_running = ?6 WHERE game_id = ?1";

fn ms(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

fn color_letter(c: Color) -> &'static str {
    match c {
        Color::White => "w",
        Color::Black => "b",
    }
}

fn join_clocks(clocks: &[[u64; 2]]) -> Option<String> {
    (!clocks.is_empty()).then(|| clocks.iter().map(|[w, b]| format!("{w},{b}")).collect::<Vec<_>>().join(" "))
}

fn tags_json(tags: &[(String, String)]) -> Option<String> {
    (!tags.is_empty()).then(|| serde_json::to_string(tags).unwrap_or_else(|_| "[]".into()))
}

fn opt_text(s: &Option<String>) -> Value {
    s.clone().map(Value::Text).unwrap_or(Value::Null)
}

fn opt_int(v: Option<i64>) -> Value {
    v.map(Value::Integer).unwrap_or(Value::Null)
}

/// Parameters ?1..?22 of [`GAME_INSERT`] / [`GAME_UPDATE`] for `g` at time `now`.
fn game_values(g: &GameRecord, id: Option<GameId>, now: i64) -> Vec<Value> {
    vec![
        opt_int(id.map(|i| i.0)),
        Value::Text(g.variant.id().into()),
        Value::Text(g.white.name.clone()),
        Value::Text(g.white.kind.id().into()),
        opt_int(g.white.kind.level().map(i64::from)),
        Value::Text(g.black.name.clone()),
        Value::Text(g.black.kind.id().into()),
        opt_int(g.black.kind.level().map(i64::from)),
        Value::Text(g.result.pgn().into()),
        opt_text(&g.reason),
        opt_int(g.time_control.map(|t| ms(t.base_ms))),
        opt_int(g.time_control.map(|t| ms(t.increment_ms))),
        Value::Integer(g.moves.len() as i64),
        Value::Integer(i64::from(g.start_fen.is_some())),
        opt_text(&g.event),
        opt_text(&g.site),
        Value::Text(g.source.id().into()),
        Value::Integer(i64::from(g.in_progress)),
        Value::Integer(g.played_at),
        opt_int(g.finished_at),
        Value::Integer(now),
        opt_text(&g.played_on),
    ]
}

/// Parameters ?1..?9 of [`BODY_UPSERT`] for game `id`.
fn body_values(g: &GameRecord, id: GameId) -> Vec<Value> {
    vec![
        Value::Integer(id.0),
        opt_text(&g.start_fen),
        Value::Text(g.moves.join(" ")),
        opt_text(&join_clocks(&g.move_clocks)),
        opt_int(g.clock.map(|c| ms(c.white_ms))),
        opt_int(g.clock.map(|c| ms(c.black_ms))),
        opt_text(&g.clock.and_then(|c| c.running).map(|c| color_letter(c).to_string())),
        opt_text(&tags_json(&g.tags)),
        opt_text(&g.annotated_pgn),
    ]
}

/// A conversion failure for column `idx` (a row this code did not write).
fn bad_column(idx: usize, what: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(idx, Type::Text, format!("bad {what}").into())
}

/// A text column without copying it (the enum columns are only compared).
fn str_at<'r>(row: &'r Row, idx: usize) -> rusqlite::Result<&'r str> {
    Ok(row.get_ref(idx)?.as_str()?)
}

fn variant_at(row: &Row, idx: usize) -> rusqlite::Result<Variant> {
    str_at(row, idx)?.parse().map_err(|_| bad_column(idx, "variant"))
}

fn player_at(row: &Row, idx: usize) -> rusqlite::Result<Player> {
    let name: String = row.get(idx)?;
    let level: Option<i64> = row.get(idx + 2)?;
    let kind =
        PlayerKind::from_columns(str_at(row, idx + 1)?, level).ok_or_else(|| bad_column(idx + 1, "player kind"))?;
    Ok(Player { name, kind })
}

fn result_at(row: &Row, idx: usize) -> rusqlite::Result<GameResult> {
    GameResult::from_pgn(str_at(row, idx)?).ok_or_else(|| bad_column(idx, "result"))
}

fn source_at(row: &Row, idx: usize) -> rusqlite::Result<Source> {
    Source::from_id(str_at(row, idx)?).ok_or_else(|| bad_column(idx, "source"))
}

fn time_control_at(row: &Row, idx: usize) -> rusqlite::Result<Option<TimeControl>> {
    let base: Option<i64> = row.get(idx)?;
    let inc: Option<i64> = row.get(idx + 1)?;
    Ok(base.map(|b| TimeControl { base_ms: b.max(0) as u64, increment_ms: inc.unwrap_or(0).max(0) as u64 }))
}

fn read_summary(row: &Row) -> rusqlite::Result<GameSummary> {
    Ok(GameSummary {
        id: GameId(row.get(0)?),
        variant: variant_at(row, 1)?,
        white: player_at(row, 2)?,
        black: player_at(row, 5)?,
        result: result_at(row, 8)?,
        reason: row.get(9)?,
        time_control: time_control_at(row, 10)?,
        ply_count: row.get(12)?,
        custom_start: row.get(13)?,
        source: source_at(row, 14)?,
        in_progress: row.get(15)?,
        event: row.get(16)?,
        played_at: row.get(17)?,
        updated_at: row.get(18)?,
        finished_at: row.get(19)?,
        played_on: row.get(20)?,
    })
}

pub(crate) fn read_record(row: &Row) -> rusqlite::Result<GameRecord> {
    let moves: String = row.get(13)?;
    let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
    let clocks: Option<String> = row.get(14)?;
    let move_clocks = match clocks {
        None => Vec::new(),
        Some(text) => text
            .split_whitespace()
            .map(|pair| {
                let (w, b) = pair.split_once(',')?;
                Some([w.parse().ok()?, b.parse().ok()?])
            })
            .collect::<Option<Vec<[u64; 2]>>>()
            .ok_or_else(|| bad_column(14, "move clocks"))?,
    };
    let clock_white: Option<i64> = row.get(15)?;
    let clock_black: Option<i64> = row.get(16)?;
    let running: Option<String> = row.get(17)?;
    let clock = match (clock_white, clock_black) {
        (Some(w), Some(b)) => Some(ClockState {
            white_ms: w.max(0) as u64,
            black_ms: b.max(0) as u64,
            running: match running.as_deref() {
                Some("w") => Some(Color::White),
                Some("b") => Some(Color::Black),
                _ => None,
            },
        }),
        _ => None,
    };
    let tags: Option<String> = row.get(20)?;
    let tags = match tags {
        None => Vec::new(),
        Some(t) => serde_json::from_str(&t).map_err(|_| bad_column(20, "tags"))?,
    };
    Ok(GameRecord {
        id: Some(GameId(row.get(0)?)),
        variant: variant_at(row, 1)?,
        white: player_at(row, 2)?,
        black: player_at(row, 5)?,
        result: result_at(row, 8)?,
        reason: row.get(9)?,
        time_control: time_control_at(row, 10)?,
        start_fen: row.get(12)?,
        moves,
        move_clocks,
        clock,
        event: row.get(18)?,
        site: row.get(19)?,
        tags,
        annotated_pgn: row.get(21)?,
        source: source_at(row, 22)?,
        in_progress: row.get(23)?,
        played_at: row.get(24)?,
        created_at: row.get(25)?,
        updated_at: row.get(26)?,
        finished_at: row.get(27)?,
        played_on: row.get(28)?,
    })
}

/// An FTS5 query matching rows where every word of `text` starts a word
/// (prefix match), or `None` when `text` has no word. Words are split where
/// the index splits them, and quoted, so no user text is FTS syntax.
fn fts_words(text: &str) -> Option<String> {
    let words: Vec<String> =
        text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(|w| format!("\"{w}\"*")).collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// The `WHERE` clause (starting with ` WHERE`, or empty) and its parameters.
pub(crate) fn filter_sql(f: &GameFilter) -> (String, Vec<Value>) {
    let mut conds: Vec<&str> = Vec::new();
    let mut params: Vec<Value> = Vec::new();
    let mut text_terms: Vec<String> = Vec::new();
    if let Some(q) = f.opponent.as_deref().and_then(fts_words) {
        text_terms.push(format!("{{white_name black_name}} : ({q})"));
    }
    if let Some(q) = f.search.as_deref().and_then(fts_words) {
        text_terms.push(format!("({q})"));
    }
    if !text_terms.is_empty() {
        conds.push("id IN (SELECT rowid FROM games_fts WHERE games_fts MATCH ?)");
        params.push(Value::Text(text_terms.join(" AND ")));
    }
    if let Some(v) = f.variant {
        conds.push("variant = ?");
        params.push(Value::Text(v.id().into()));
    }
    if let Some(r) = f.result {
        conds.push("result = ?");
        params.push(Value::Text(r.pgn().into()));
    }
    if let Some(s) = f.source {
        conds.push("source = ?");
        params.push(Value::Text(s.id().into()));
    }
    if let Some(p) = f.in_progress {
        conds.push("in_progress = ?");
        params.push(Value::Integer(i64::from(p)));
    }
    if let Some(t) = f.played_from {
        conds.push("played_at >= ?");
        params.push(Value::Integer(t));
    }
    if let Some(t) = f.played_before {
        conds.push("played_at < ?");
        params.push(Value::Integer(t));
    }
    let clause = if conds.is_empty() { String::new() } else { format!(" WHERE {}", conds.join(" AND ")) };
    (clause, params)
}

/// `ORDER BY … LIMIT … OFFSET …` for a filter, newest first.
pub(crate) fn page_sql(f: &GameFilter, params: &mut Vec<Value>) -> String {
    params.push(Value::Integer(f.limit.map_or(-1, i64::from)));
    params.push(Value::Integer(i64::from(f.offset)));
    " ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?".to_string()
}

pub(crate) fn insert(tx: &Transaction, g: &GameRecord, id: Option<GameId>, now: i64) -> Result<GameId> {
    g.validate()?;
    tx.prepare_cached(GAME_INSERT)?.execute(params_from_iter(game_values(g, id, now)))?;
    let id = GameId(tx.last_insert_rowid());
    tx.prepare_cached(BODY_UPSERT)?.execute(params_from_iter(body_values(g, id)))?;
    Ok(id)
}

impl Store {
    /// Saves `game` as a new game and returns its id (`game.id` is ignored).
    pub fn insert_game(&mut self, game: &GameRecord) -> Result<GameId> {
        let now = now_ms();
        self.write(|tx| insert(tx, game, None, now))
    }

    /// Saves several new games in one transaction: all or none.
    pub fn insert_games(&mut self, games: &[GameRecord]) -> Result<Vec<GameId>> {
        let now = now_ms();
        self.write(|tx| games.iter().map(|g| insert(tx, g, None, now)).collect())
    }

    /// Overwrites the saved game `game.id` with `game` (everything but its
    /// creation time). [`StoreError::NotFound`] if it is not saved.
    pub fn update_game(&mut self, game: &GameRecord) -> Result<()> {
        let id = game.id.ok_or_else(|| StoreError::invalid("game", "update of a game never saved"))?;
        game.validate()?;
        let now = now_ms();
        self.write(|tx| {
            let n = tx.prepare_cached(GAME_UPDATE)?.execute(params_from_iter(game_values(game, Some(id), now)))?;
            if n == 0 {
                return Err(StoreError::NotFound { what: "game", id: id.0 });
            }
            tx.prepare_cached(BODY_UPSERT)?.execute(params_from_iter(body_values(game, id)))?;
            Ok(())
        })
    }

    /// The autosave after each move: writes the moves, clocks and result of
    /// a game in progress and marks it in progress. The first call (no
    /// `game.id`) inserts it and returns the new id, which the caller keeps
    /// in its record; later calls update only what moves change (one small
    /// row write, no index work besides the list indexes). A game whose row
    /// was deleted meanwhile is inserted again under the same id.
    pub fn save_in_progress(&mut self, game: &GameRecord) -> Result<GameId> {
        game.validate()?;
        let now = now_ms();
        self.write(|tx| {
            if let Some(id) = game.id {
                let n = tx.prepare_cached(GAME_AUTOSAVE)?.execute(params![
                    id.0,
                    game.moves.len() as i64,
                    game.result.pgn(),
                    game.reason,
                    now,
                ])?;
                if n == 1 {
                    let clock = game.clock;
                    tx.prepare_cached(BODY_AUTOSAVE)?.execute(params![
                        id.0,
                        game.moves.join(" "),
                        join_clocks(&game.move_clocks),
                        clock.map(|c| ms(c.white_ms)),
                        clock.map(|c| ms(c.black_ms)),
                        clock.and_then(|c| c.running).map(color_letter),
                    ])?;
                    return Ok(id);
                }
            }
            let mut g = game.clone();
            g.in_progress = true;
            g.finished_at = None;
            insert(tx, &g, game.id, now)
        })
    }

    /// Ends game `id`: sets its result and reason, stops offering it for
    /// resume, stamps the finish time. Abandoning a game is finishing it with
    /// [`GameResult::Unfinished`] (and e.g. reason `abandoned`).
    pub fn finish_game(&mut self, id: GameId, result: GameResult, reason: Option<&str>) -> Result<()> {
        let now = now_ms();
        self.write(|tx| {
            let n = tx
                .prepare_cached(
                    "UPDATE games SET result = ?2, reason = ?3, in_progress = 0, finished_at = ?4, updated_at = ?4 \
                     WHERE id = ?1",
                )?
                .execute(params![id.0, result.pgn(), reason, now])?;
            if n == 0 {
                return Err(StoreError::NotFound { what: "game", id: id.0 });
            }
            Ok(())
        })
    }

    /// The saved game `id`, whole. [`StoreError::NotFound`] if there is none.
    pub fn game(&self, id: GameId) -> Result<GameRecord> {
        self.conn
            .prepare_cached(&format!("SELECT {RECORD_COLUMNS} FROM {RECORD_FROM} WHERE g.id = ?1"))?
            .query_row([id.0], read_record)
            .optional()?
            .ok_or(StoreError::NotFound { what: "game", id: id.0 })
    }

    /// Deletes game `id` (and its analysis); `false` if it was not there.
    pub fn delete_game(&mut self, id: GameId) -> Result<bool> {
        self.write(|tx| Ok(tx.prepare_cached("DELETE FROM games WHERE id = ?1")?.execute([id.0])? > 0))
    }

    /// Deletes several games in one transaction; returns how many there were.
    pub fn delete_games(&mut self, ids: &[GameId]) -> Result<usize> {
        self.write(|tx| {
            let mut stmt = tx.prepare_cached("DELETE FROM games WHERE id = ?1")?;
            let mut n = 0;
            for id in ids {
                n += stmt.execute([id.0])?;
            }
            Ok(n)
        })
    }

    /// The saved-games list: games matching `filter`, newest first, a page
    /// at a time ([`GameFilter::limit`], [`GameFilter::offset`]).
    pub fn list_games(&self, filter: &GameFilter) -> Result<Vec<GameSummary>> {
        let (clause, mut params) = filter_sql(filter);
        let page = page_sql(filter, &mut params);
        let sql = format!("SELECT {SUMMARY_COLUMNS} FROM games{clause}{page}");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params_from_iter(params), read_summary)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// How many games match `filter` (its limit and offset ignored), for the
    /// list's "n games" and paging.
    pub fn count_games(&self, filter: &GameFilter) -> Result<u64> {
        let (clause, params) = filter_sql(filter);
        let sql = format!("SELECT count(*) FROM games{clause}");
        let n: i64 = self.conn.prepare_cached(&sql)?.query_row(params_from_iter(params), |r| r.get(0))?;
        Ok(n.max(0) as u64)
    }

    /// The most recently saved game still in progress, to offer "resume"
    /// after a crash or a closed window.
    pub fn latest_in_progress(&self) -> Result<Option<GameRecord>> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {RECORD_COLUMNS} FROM {RECORD_FROM} WHERE g.in_progress = 1 \
                 ORDER BY g.updated_at DESC, g.id DESC LIMIT 1"
            ))?
            .query_row([], read_record)
            .optional()?)
    }

    /// Stores the review's engine analysis of game `id` (replacing any).
    pub fn save_analysis(&mut self, id: GameId, engine: &str, data: &serde_json::Value) -> Result<()> {
        let now = now_ms();
        let json = data.to_string();
        self.write(|tx| {
            let exists: bool = tx
                .prepare_cached("SELECT EXISTS (SELECT 1 FROM games WHERE id = ?1)")?
                .query_row([id.0], |r| r.get(0))?;
            if !exists {
                return Err(StoreError::NotFound { what: "game", id: id.0 });
            }
            tx.prepare_cached(
                "INSERT INTO game_analysis (game_id, engine, data, updated_at) VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (game_id) DO UPDATE SET engine = excluded.engine, data = excluded.data, \
                 updated_at = excluded.updated_at",
            )?
            .execute(params![id.0, engine, json, now])?;
            Ok(())
        })
    }

    /// The stored analysis of game `id`, if any.
    pub fn analysis(&self, id: GameId) -> Result<Option<GameAnalysis>> {
        let row = self
            .conn
            .prepare_cached("SELECT engine, data, updated_at FROM game_analysis WHERE game_id = ?1")?
            .query_row([id.0], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, i64>(2)?)))
            .optional()?;
        row.map(|(engine, data, updated_at)| {
            let data = serde_json::from_str(&data).map_err(|e| StoreError::invalid("analysis", e.to_string()))?;
            Ok(GameAnalysis { engine, data, updated_at })
        })
        .transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_words_are_quoted_prefixes() {
        assert_eq!(fts_words("  Carl  O'Brien "), Some("\"Carl\"* \"O\"* \"Brien\"*".into()));
        assert_eq!(fts_words("\"*)( OR"), Some("\"OR\"*".into()));
        assert_eq!(fts_words(" ?! "), None);
    }

    #[test]
    fn uci_tokens() {
        assert!(is_uci_token("e2e4"));
        assert!(is_uci_token("e7e8m"));
        assert!(is_uci_token("e10e9"));
        assert!(is_uci_token("e1h1o"));
        assert!(!is_uci_token("e2 e4"));
        assert!(!is_uci_token(""));
        assert!(!is_uci_token("e2-e4"));
    }
}
