//! PGN export (one game, or every game a filter selects) and import of PGN
//! files of any size, with progress and cancel.
//!
//! Import reads the file game by game (never whole into memory): a small
//! splitter cuts the byte stream where a tag section follows movetext, each
//! piece goes through the rules core's PGN reader, and every game it accepts
//! is replayed to UCI and saved. Games are committed in batches of
//! [`IMPORT_BATCH`] (one transaction each, so 10,000 games cost 20 commits,
//! not 10,000), each game inside its own savepoint: a game the reader refuses,
//! or one the database refuses, is reported as skipped with its number and
//! reason, and never takes a good game down with it.

use crate::error::{Result, StoreError};
use crate::game_key::game_key;
use crate::games::{self, GameFilter, GameId, GameRecord, GameResult, Player, PlayerKind, Source, TimeControl};
use crate::time::{now_ms, parse_pgn_date, pgn_date};
use crate::Store;
use rules::pgn::{PgnError, PgnGame, PgnReader, SEVEN_TAG_ROSTER};
use rules::{Board10, Board8, Color, Geometry, Position};
use rusqlite::params_from_iter;
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// Games per import transaction: large enough that commits (each one a disk
/// sync) do not dominate, small enough that progress and cancel stay prompt.
pub const IMPORT_BATCH: usize = 500;

/// A single game's text longer than this is skipped unread (4 MiB: far
/// beyond any real game, and bounds memory whatever the file holds).
pub const MAX_GAME_BYTES: usize = 4 << 20;

/// How often (in bytes read) progress is reported between batches.
const PROGRESS_EVERY: u64 = 256 << 10;

/// Where an import is, for the progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportProgress {
    /// Bytes of the file read so far.
    pub bytes_read: u64,
    /// The file's size, when known (the bar's 100 %).
    pub total_bytes: Option<u64>,
    /// Games saved (committed) so far.
    pub imported: usize,
    /// Games skipped so far.
    pub skipped: usize,
}

/// A game that was not imported, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SkippedGame {
    /// The game's number in the file (1-based, counting good and bad games).
    pub index: usize,
    /// A line of the file at the problem (or where the game's text starts).
    pub line: usize,
    /// Why, as a stable id the app translates (`syntax`, `no-game`,
    /// `unknown-variant`, `missing-fen`, `bad-fen`, `illegal-move`,
    /// `illegal-variation`, `counter-overflow`, `too-long`, `refused`).
    #[serde(default)]
    pub kind: String,
    /// What is wrong, in English, with the line and move where it applies
    /// (the rules core's PGN error text).
    pub reason: String,
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    /// Games saved.
    pub imported: usize,
    /// Games not saved, in file order.
    pub skipped: Vec<SkippedGame>,
    /// Whether the cancel flag stopped it. Games read before the flag was
    /// seen are saved; the rest of the file is not read.
    pub cancelled: bool,
    /// The saved game that stands for the file's first readable game: the
    /// one just imported, or the one already saved when it was a duplicate.
    /// Opening a `.pgn` from the system shows this game.
    pub first_game: Option<GameId>,
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

/// The PGN `Termination` value for an end-reason id.
fn termination(reason: &str) -> &'static str {
    match reason {
        "time" | "time-vs-insufficient-material" => "time forfeit",
        "abandoned" => "abandoned",
        _ => "normal",
    }
}

/// PGN's date of a game played on a day nobody knows.
const UNKNOWN_DATE: &str = "????.??.??";

/// The `Date` tag of an export: the date as imported (partial or whole),
/// else an imported game's `Date` tag as written (an unknown date), else the
/// day [`GameRecord::played_at`] falls on (the app's own games).
fn export_date(game: &GameRecord) -> String {
    if let Some(on) = &game.played_on {
        return on.clone();
    }
    match game.tags.iter().find(|(n, _)| n == "Date") {
        Some((_, written)) => written.clone(),
        None => pgn_date(game.played_at),
    }
}

/// How exported PGN names a game's player of one colour. The store knows
/// only what it keeps; the app names players as it shows them ("You" against
/// the engine, the engine with its level) and passes its own.
pub type PlayerNames<'a> = &'a dyn Fn(&GameRecord, Color) -> String;

/// The stored names, `?` (PGN's unknown) when empty: the naming without an
/// app, under which export and import round-trip every name.
pub fn stored_names(game: &GameRecord, color: Color) -> String {
    let player = if color == Color::White { &game.white } else { &game.black };
    if player.name.trim().is_empty() {
        "?".into()
    } else {
        player.name.clone()
    }
}

/// The game as PGN text (export format, ending with a newline).
///
/// Imported games with comments or variations are written as imported.
/// Others are written from their moves: Seven Tag Roster (`Date` as
/// imported, partial or unknown, else from [`GameRecord::played_at`]), `Variant`, `SetUp`/`FEN` for custom starts,
/// `TimeControl`, `Termination`, then the other tags. Stored moves that do
/// not replay (a damaged row) end the movetext there, with the result `*`.
/// Players are named by `names` ([`stored_names`] without an app); an
/// engine player also gets its `WhiteType`/`BlackType` tag, `program`.
pub fn game_to_pgn(game: &GameRecord, names: PlayerNames) -> Result<String> {
    if let Some(text) = &game.annotated_pgn {
        let mut text = text.clone();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        return Ok(text);
    }
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), game.event.clone().unwrap_or_else(|| "?".into())),
        ("Site".into(), game.site.clone().unwrap_or_else(|| "?".into())),
        ("Date".into(), export_date(game)),
    ];
    let round = game.tags.iter().find(|(n, _)| n == "Round").map_or("?", |(_, v)| v.as_str());
    tags.push(("Round".into(), round.into()));
    tags.push(("White".into(), names(game, Color::White)));
    tags.push(("Black".into(), names(game, Color::Black)));
    for (tag, player) in [("WhiteType", &game.white), ("BlackType", &game.black)] {
        let known = game.tags.iter().any(|(n, _)| n == tag);
        if matches!(player.kind, PlayerKind::Engine { .. }) && !known {
            tags.push((tag.into(), "program".into()));
        }
    }
    if let Some(tc) = game.time_control {
        tags.push(("TimeControl".into(), tc.pgn_tag()));
    }
    if let Some(reason) = game.reason.as_deref() {
        if !game.tags.iter().any(|(n, _)| n == "Termination") {
            tags.push(("Termination".into(), termination(reason).into()));
        }
    }
    let written = |n: &str| SEVEN_TAG_ROSTER.iter().any(|(r, _)| *r == n) || n == "TimeControl";
    for (name, value) in &game.tags {
        if !written(name) || (name == "TimeControl" && game.time_control.is_none()) {
            tags.push((name.clone(), value.clone()));
        }
    }
    if game.variant.is_large() {
        pgn_on::<Board10>(game, &tags)
    } else {
        pgn_on::<Board8>(game, &tags)
    }
}

fn pgn_on<G: Geometry>(game: &GameRecord, tags: &[(String, String)]) -> Result<String> {
    let start = match &game.start_fen {
        Some(fen) => Position::<G>::from_fen(game.variant, fen)
            .map_err(|e| StoreError::invalid("start FEN", format!("game {:?}: {e}", game.id)))?,
        None => Position::<G>::start(game.variant),
    };
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(game.moves.len());
    for text in &game.moves {
        match pos.parse_uci(text) {
            Ok(m) => {
                let _ = pos.make(m);
                moves.push(m);
            }
            Err(_) => break,
        }
    }
    let result = if moves.len() == game.moves.len() { game.result.pgn() } else { "*" };
    Ok(rules::write_game(tags, &start, &moves, result))
}

impl Store {
    /// Game `id` as PGN text ("copy PGN", export of one game).
    pub fn game_pgn(&self, id: GameId, names: PlayerNames) -> Result<String> {
        game_to_pgn(&self.game(id)?, names)
    }

    /// Writes game `id` as PGN to `out`.
    pub fn export_game_pgn(&self, id: GameId, out: &mut dyn Write, names: PlayerNames) -> Result<()> {
        out.write_all(self.game_pgn(id, names)?.as_bytes())?;
        Ok(out.flush()?)
    }

    /// Writes every game `filter` selects (newest first, its limit and offset
    /// applied) to `out`, one blank line between games, reading one game at
    /// a time; returns how many were written.
    pub fn export_pgn(&self, filter: &GameFilter, out: &mut dyn Write, names: PlayerNames) -> Result<usize> {
        let (clause, mut params) = games::filter_sql(filter);
        let page = games::page_sql(filter, &mut params);
        let sql = format!("SELECT {} FROM {}{clause}{page}", games::RECORD_COLUMNS, games::RECORD_FROM);
        let mut stmt = self.conn.prepare(&sql)?;
        let mut rows = stmt.query(params_from_iter(params))?;
        let mut n = 0;
        while let Some(row) = rows.next()? {
            let game = games::read_record(row)?;
            if n > 0 {
                out.write_all(b"\n")?;
            }
            out.write_all(game_to_pgn(&game, names)?.as_bytes())?;
            n += 1;
        }
        out.flush()?;
        Ok(n)
    }
}

// ---------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------

/// One game's worth of text (sometimes more: games without tags between
/// them stay together, and the PGN reader separates them).
struct Chunk {
    text: Vec<u8>,
    first_line: usize,
    oversized: bool,
}

/// Cuts a PGN byte stream into games: a new piece starts at a line whose
/// first character is `[` (a tag) after the current piece has had movetext,
/// outside `{…}` comments, or at a tag its tag section already holds (a
/// game with no movetext at all, not even a result, ends where the next
/// game's tags begin).
struct Splitter<R> {
    reader: BufReader<R>,
    bytes_read: u64,
    lines_read: usize,
    pending: Option<(Vec<u8>, usize)>,
}

/// Whether `line` is exactly one tag pair, `[Name "value"]`.
fn is_tag_line(line: &[u8]) -> bool {
    tag_name(line).is_some()
}

/// The name of the tag pair `line` is exactly (`[Name "value"]`), if it is one.
fn tag_name(line: &[u8]) -> Option<&[u8]> {
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line).trim_ascii();
    let inner = line.strip_prefix(b"[").and_then(|l| l.strip_suffix(b"]"))?;
    let name_len = inner.iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
    let rest = inner[name_len..].trim_ascii_start();
    (name_len > 0 && rest.len() >= 2 && rest.starts_with(b"\"") && rest.ends_with(b"\"")).then(|| &inner[..name_len])
}

/// The first byte of `line` that is not whitespace or a byte-order mark.
fn first_significant(line: &[u8]) -> Option<u8> {
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    line.iter().copied().find(|b| !b.is_ascii_whitespace())
}

impl<R: Read> Splitter<R> {
    fn new(reader: R) -> Self {
        Splitter { reader: BufReader::with_capacity(64 << 10, reader), bytes_read: 0, lines_read: 0, pending: None }
    }

    fn read_line(&mut self) -> std::io::Result<Option<(Vec<u8>, usize)>> {
        if let Some(p) = self.pending.take() {
            return Ok(Some(p));
        }
        let mut line = Vec::new();
        let n = self.reader.read_until(b'\n', &mut line)?;
        if n == 0 {
            return Ok(None);
        }
        self.bytes_read += n as u64;
        self.lines_read += 1;
        Ok(Some((line, self.lines_read)))
    }

    fn next_chunk(&mut self) -> std::io::Result<Option<Chunk>> {
        let mut chunk = Chunk { text: Vec::new(), first_line: 0, oversized: false };
        let mut movetext = false;
        let mut in_brace = false;
        let mut tags: Vec<Vec<u8>> = Vec::new();
        while let Some((line, number)) = self.read_line()? {
            let first = first_significant(&line);
            // A whole tag line ends even an unclosed comment: a game with a
            // missing `}` must not swallow the games after it.
            if first == Some(b'[') && movetext && (!in_brace || is_tag_line(&line)) {
                self.pending = Some((line, number));
                break;
            }
            if let Some(name) = tag_name(&line).filter(|_| !movetext && !in_brace) {
                if tags.iter().any(|seen| seen.as_slice() == name) {
                    self.pending = Some((line, number));
                    break;
                }
                tags.push(name.to_vec());
            }
            if chunk.first_line == 0 && first.is_some() {
                chunk.first_line = number;
            }
            let tag_or_escape = !in_brace && matches!(first, Some(b'[')) || line.first() == Some(&b'%');
            if !tag_or_escape {
                for &b in &line {
                    if in_brace {
                        in_brace = b != b'}';
                    } else if b == b'{' {
                        in_brace = true;
                    } else if b == b';' {
                        break;
                    } else if !b.is_ascii_whitespace() {
                        movetext = true;
                    }
                }
            }
            if chunk.text.len() + line.len() > MAX_GAME_BYTES {
                chunk.oversized = true;
                chunk.text = Vec::new();
            }
            if !chunk.oversized {
                chunk.text.extend_from_slice(&line);
            }
        }
        Ok((chunk.first_line > 0 || chunk.oversized).then_some(chunk))
    }
}

/// The text of a piece: UTF-8 when it is, Latin-1 otherwise (old PGN files).
fn decode_text(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    }
}

/// Makes the line numbers of a reader error count from the file's start
/// (the reader saw a piece starting at line `offset + 1`); returns the line.
fn shift_lines(e: &mut PgnError, offset: usize) -> Option<usize> {
    match e {
        PgnError::Syntax { line, .. } | PgnError::UnknownVariant { line, .. } | PgnError::MissingFen { line } => {
            *line += offset;
            Some(*line)
        }
        PgnError::IllegalMove { at: Some((line, _)), .. } | PgnError::NullMove { at: Some((line, _)), .. } => {
            *line += offset;
            Some(*line)
        }
        _ => None,
    }
}

/// The stable id of why the PGN reader refused a game ([`SkippedGame::kind`]).
fn skip_kind(e: &PgnError) -> &'static str {
    match e {
        PgnError::NoGame => "no-game",
        PgnError::Syntax { .. } => "syntax",
        PgnError::UnknownVariant { .. } => "unknown-variant",
        PgnError::MissingFen { .. } => "missing-fen",
        PgnError::BadFen { .. } | PgnError::NonAsciiFen { .. } | PgnError::WrongGeometry { .. } => "bad-fen",
        PgnError::IllegalMove { .. } => "illegal-move",
        PgnError::IllegalVariationMove { .. } => "illegal-variation",
        PgnError::NullMove { .. } => "null-move",
        PgnError::CounterOverflow { .. } => "counter-overflow",
    }
}

/// The main line of a game the reader accepted, in UCI.
fn uci_moves(game: &PgnGame) -> std::result::Result<Vec<String>, PgnError> {
    fn on<G: Geometry>(game: &PgnGame) -> std::result::Result<Vec<String>, PgnError> {
        let replay = game.replay::<G>()?;
        let mut pos = replay.start;
        Ok(replay
            .moves
            .iter()
            .map(|&m| {
                let text = pos.uci(m);
                let _ = pos.make(m);
                text
            })
            .collect())
    }
    if game.variant.is_large() {
        on::<Board10>(game)
    } else {
        on::<Board8>(game)
    }
}

/// A game read from PGN as a record to save (played at its `Date`, else its
/// `UTCDate`, else now; a `Date` not understood stays among its tags), and its
/// duplicate key ([`game_key`]).
fn record_from_pgn(game: PgnGame, now: i64) -> std::result::Result<(GameRecord, String), PgnError> {
    let moves = uci_moves(&game)?;
    let annotated = game.comment.is_some()
        || game.moves.iter().any(|m| {
            !m.nags.is_empty() || m.comment_before.is_some() || m.comment_after.is_some() || !m.variations.is_empty()
        });
    let known = |v: &str| (!v.trim().is_empty() && v.trim() != "?").then(|| v.to_string());
    let program = |tag: &str| game.tag(tag).is_some_and(|v| v.eq_ignore_ascii_case("program"));
    let player = |name: &str, program: bool| {
        let name = known(name).unwrap_or_default();
        if program {
            Player::engine(name, None)
        } else {
            Player { name, kind: PlayerKind::Human }
        }
    };
    let mut record = GameRecord::new(
        game.variant,
        player(game.tag("White").unwrap_or(""), program("WhiteType")),
        player(game.tag("Black").unwrap_or(""), program("BlackType")),
        Source::Import,
    );
    record.result = GameResult::from_pgn(&game.result).unwrap_or(GameResult::Unfinished);
    record.in_progress = false;
    record.start_fen = game.start_fen.clone();
    record.moves = moves;
    record.event = game.tag("Event").and_then(known);
    record.site = game.tag("Site").and_then(known);
    let date = [game.tag("Date"), game.tag("UTCDate")].into_iter().flatten().find(|d| parse_pgn_date(d).is_some());
    record.played_at = date.and_then(parse_pgn_date).unwrap_or(now);
    record.played_on = date.map(|d| d.trim().replace(['-', '/'], "."));
    record.time_control = game.tag("TimeControl").and_then(TimeControl::from_pgn_tag);
    let kept = |n: &str| {
        let stored_elsewhere = matches!(n, "Event" | "Site" | "White" | "Black" | "Result")
            || (n == "Date" && record.played_on.is_some())
            || (n == "TimeControl" && record.time_control.is_some());
        !stored_elsewhere
    };
    record.tags = game.tags.iter().filter(|(n, _)| kept(n)).cloned().collect();
    // A date not known stays unknown on export (the import's day is not when
    // the game was played): kept as written, or as PGN's unknown date.
    if record.played_on.is_none() && !record.tags.iter().any(|(n, _)| n == "Date") {
        record.tags.insert(0, ("Date".into(), UNKNOWN_DATE.into()));
    }
    if annotated {
        record.annotated_pgn = Some(game.to_pgn());
    }
    let key = game_key(&record);
    Ok((record, key))
}

/// Whether an error while saving one game means the whole import must stop
/// (the database or disk is unusable) rather than skipping that game.
fn is_fatal(e: &StoreError) -> bool {
    matches!(
        e,
        StoreError::Io(_)
            | StoreError::Corrupt { .. }
            | StoreError::DiskFull
            | StoreError::Busy
            | StoreError::ReadOnly(_)
            | StoreError::CannotOpen(_)
    )
}

/// A parsed game waiting for its batch: number in the file, line, record
/// and its duplicate key ([`game_key`]).
type Pending = (usize, usize, GameRecord, String);

impl Store {
    /// Imports every game of a PGN stream.
    ///
    /// `total_bytes` (the file size, when known) only feeds the progress
    /// reports; `progress` is called every [`IMPORT_BATCH`] games or 256 KiB
    /// and at the end; `cancel` is checked before each game. Games the
    /// rules core refuses are listed in the report with their number, line
    /// and reason; every other game is saved, whatever follows it.
    ///
    /// A read error (the file vanished, a bad disk) stops the import with
    /// that error; the batches committed before it stay imported.
    pub fn import_pgn<R: Read>(
        &mut self,
        reader: R,
        total_bytes: Option<u64>,
        cancel: &AtomicBool,
        mut progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport> {
        let mut splitter = Splitter::new(reader);
        let mut report = ImportReport::default();
        let mut batch: Vec<Pending> = Vec::with_capacity(IMPORT_BATCH);
        let mut index = 0;
        let mut reported_at = 0u64;
        let now = now_ms();
        let snapshot = |report: &ImportReport, bytes: u64| ImportProgress {
            bytes_read: bytes,
            total_bytes,
            imported: report.imported,
            skipped: report.skipped.len(),
        };
        loop {
            if cancel.load(Ordering::Relaxed) {
                report.cancelled = true;
                break;
            }
            let chunk = match splitter.next_chunk() {
                Ok(Some(chunk)) => chunk,
                Ok(None) => break,
                Err(e) => {
                    self.save_batch(&mut batch, &mut report)?;
                    return Err(e.into());
                }
            };
            if chunk.oversized {
                index += 1;
                report.skipped.push(SkippedGame {
                    index,
                    line: chunk.first_line,
                    kind: "too-long".into(),
                    reason: format!("the game's text is longer than {} MiB", MAX_GAME_BYTES >> 20),
                });
            } else {
                let text = decode_text(chunk.text);
                let offset = chunk.first_line - 1;
                for parsed in PgnReader::new(&text) {
                    index += 1;
                    match parsed.and_then(|g| record_from_pgn(g, now)) {
                        Ok((record, key)) => batch.push((index, chunk.first_line, record, key)),
                        Err(mut e) => {
                            let line = shift_lines(&mut e, offset).unwrap_or(chunk.first_line);
                            let kind = skip_kind(&e).into();
                            report.skipped.push(SkippedGame { index, line, kind, reason: e.to_string() });
                        }
                    }
                }
            }
            if batch.len() >= IMPORT_BATCH {
                self.save_batch(&mut batch, &mut report)?;
                progress(&snapshot(&report, splitter.bytes_read));
                reported_at = splitter.bytes_read;
            } else if splitter.bytes_read - reported_at >= PROGRESS_EVERY {
                progress(&snapshot(&report, splitter.bytes_read));
                reported_at = splitter.bytes_read;
            }
        }
        self.save_batch(&mut batch, &mut report)?;
        report.skipped.sort_by_key(|s| s.index);
        progress(&snapshot(&report, splitter.bytes_read));
        Ok(report)
    }

    /// [`Store::import_pgn`] of the file at `path` (its size feeds the progress).
    pub fn import_pgn_file(
        &mut self,
        path: impl AsRef<Path>,
        cancel: &AtomicBool,
        progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport> {
        let file = std::fs::File::open(path)?;
        let total = file.metadata().ok().map(|m| m.len());
        self.import_pgn(file, total, cancel, progress)
    }

    /// Saves a batch in one transaction, each game in its own savepoint: a
    /// game the database refuses is skipped (listed in the report), the rest
    /// are saved. Empties `batch`.
    fn save_batch(&mut self, batch: &mut Vec<Pending>, report: &mut ImportReport) -> Result<()> {
        if batch.is_empty() {
            return Ok(());
        }
        let now = now_ms();
        let pending = std::mem::take(batch);
        let mut saved = 0;
        let mut refused = Vec::new();
        let mut seen = Vec::new();
        self.write(|tx| {
            for (index, line, record, key) in &pending {
                let known = tx.query_row("SELECT id FROM games WHERE import_key = ?1", [key], |r| r.get(0)).ok();
                if let Some(id) = known {
                    seen.push((*index, GameId(id)));
                    refused.push(SkippedGame {
                        index: *index,
                        line: *line,
                        kind: "duplicate".into(),
                        reason: "the same game (players, event, site, date, round, result, start and moves) is already saved"
                            .into(),
                    });
                    continue;
                }
                tx.execute_batch("SAVEPOINT game")?;
                let inserted = games::insert(tx, record, None, now).and_then(|id| {
                    tx.execute("UPDATE games SET import_key = ?1 WHERE id = ?2", rusqlite::params![key, id.0])?;
                    Ok(id)
                });
                match inserted {
                    Ok(id) => {
                        tx.execute_batch("RELEASE game")?;
                        saved += 1;
                        seen.push((*index, id));
                    }
                    Err(e) if !is_fatal(&e) => {
                        tx.execute_batch("ROLLBACK TO game; RELEASE game")?;
                        refused.push(SkippedGame {
                            index: *index,
                            line: *line,
                            kind: "refused".into(),
                            reason: e.to_string(),
                        });
                    }
                    Err(e) => return Err(e),
                }
            }
            Ok(())
        })?;
        report.imported += saved;
        report.skipped.extend(refused);
        // Batches come in file order: the first batch with a saved game holds the first one.
        if report.first_game.is_none() {
            report.first_game = seen.into_iter().min_by_key(|(index, _)| *index).map(|(_, id)| id);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(text: &str) -> Vec<(usize, String)> {
        let mut s = Splitter::new(text.as_bytes());
        let mut out = Vec::new();
        while let Some(c) = s.next_chunk().unwrap() {
            out.push((c.first_line, String::from_utf8(c.text).unwrap()));
        }
        out
    }

    #[test]
    fn splits_at_tags_after_movetext_only() {
        let text =
            "\u{feff}[Event \"a\"]\n[Site \"b\"]\n\n1. e4 {a comment\n[not a tag]} e5 1-0\n\n[Event \"c\"]\n1. d4 *\n";
        let parts = chunks(text);
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].0, 1);
        assert!(parts[0].1.contains("[not a tag]"));
        assert_eq!(parts[1].0, 7);
        assert!(parts[1].1.starts_with("[Event \"c\"]"));
    }

    #[test]
    fn a_tag_line_ends_an_unclosed_comment() {
        let text = "[Event \"a\"]\n1. e4 {never closed\n[%clk 0:01:00]\n\n[Event \"b\"]\n1. d4 *\n";
        let parts = chunks(text);
        assert_eq!(parts.len(), 2);
        assert!(parts[0].1.contains("[%clk"));
        assert_eq!(parts[1].0, 5);
        assert!(is_tag_line(b"[White \"Anna \\\"A\\\" B\"]\r\n"));
        assert!(!is_tag_line(b"[%clk 0:01:00]"));
        assert!(!is_tag_line(b"[White]"));
    }

    #[test]
    fn a_repeated_tag_starts_the_next_game() {
        let text = "[Event \"a\"]\n[Round \"1\"]\n\n[Event \"a\"]\n[Round \"2\"]\n\n1. e4 *\n";
        let parts = chunks(text);
        assert_eq!(parts.iter().map(|(line, _)| *line).collect::<Vec<_>>(), [1, 4]);
        assert!(parts[0].1.contains("\"1\"") && !parts[0].1.contains("\"2\""));
        // Inside a comment before the moves, a tag-like line is text.
        let text = "[Event \"a\"]\n{note\n[Event \"b\"]}\n1. e4 *\n";
        assert_eq!(chunks(text).len(), 1);
        assert_eq!(tag_name(b"\xEF\xBB\xBF[Event \"a\"]\r\n"), Some(&b"Event"[..]));
    }

    #[test]
    fn latin1_is_read() {
        assert_eq!(decode_text(b"Jos\xe9".to_vec()), "José");
        assert_eq!(decode_text("José".as_bytes().to_vec()), "José");
    }
}
