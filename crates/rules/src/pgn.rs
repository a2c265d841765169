//! PGN (Portable Game Notation): reading and writing games of every variant.
//!
//! SPEC §14: PGN as in chess, with `[Variant "Maharajah"]` / `[Variant
//! "Mirodol"]` (absent or `Standard` for chess) and `[SetUp "1"]` + `[FEN
//! "..."]` for custom starting positions (extended FEN).
//!
//! Reading ([`read_games`], [`read_game`], [`PgnReader`]) accepts tags,
//! `{…}` and `;` comments, `$n` NAGs and the `!`/`?` suffixes, move numbers,
//! nested `( … )` variations, the four game results and `%` escape lines. The
//! main line of every game is replayed through the rules core, so a game
//! whose moves are not legal is refused with the ply and the move text. A
//! starting FEN with castling rights its position cannot hold is read with
//! them dropped (as lichess reads it); any other fault of it refuses the game.
//! Nothing here panics, whatever the input.
//!
//! Writing ([`PgnGame::to_pgn`], [`write_game`]) produces the export format:
//! the Seven Tag Roster first, SAN with move numbers, NAGs as `$n`, lines of at
//! most 80 characters.

use crate::any::AnyPosition;
use crate::fen::FenError;
use crate::geometry::{Board10, Board8, Geometry};
use crate::moves::Move;
use crate::piece::Color;
use crate::position::Position;
use crate::san::SanError;
use crate::variant::Variant;

/// Variations nested deeper than this are refused (keeps every recursive walk
/// over a game shallow, whatever the input).
pub const MAX_VARIATION_DEPTH: usize = 64;

/// Width of movetext lines written by [`PgnGame::to_pgn`].
pub const LINE_WIDTH: usize = 80;

/// The Seven Tag Roster, in export order, with the value written when a tag is missing.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The four game termination markers.
pub const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// One game: tags, start, moves (with comments, NAGs and variations), result.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PgnGame {
    /// Tags in file order, without `Variant`, `SetUp` and `FEN` (those are
    /// [`PgnGame::variant`] and [`PgnGame::start_fen`]). The writer puts the
    /// Seven Tag Roster first and takes `Result` from [`PgnGame::result`].
    pub tags: Vec<(String, String)>,
    /// The game played (from the `Variant` tag).
    pub variant: Variant,
    /// The starting position in extended FEN (`SetUp "1"` + `FEN`); `None`
    /// for the variant's standard start.
    pub start_fen: Option<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The comment of a game that has no moves (`{Forfeit} 1-0`), which no
    /// move can hold; a game with moves keeps its comments on them, so the
    /// reader leaves this `None` for it. The writer puts it before the
    /// movetext, where a game with moves reads it back as the first move's
    /// [`PgnMove::comment_before`].
    #[cfg_attr(feature = "serde", serde(default))]
    pub comment: Option<String>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// One move of a line, with its annotations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PgnMove {
    /// The move in SAN. Moves that were checked against the rules (the whole
    /// main line, and variation moves that are legal) are in canonical SAN, as
    /// [`Position::san`] writes it; others keep the text read.
    pub san: String,
    /// Numeric annotation glyphs (`$1`; `!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
    pub nags: Vec<u8>,
    /// A comment written before the move (at the start of a line, or after a variation).
    pub comment_before: Option<String>,
    /// A comment written after the move.
    pub comment_after: Option<String>,
    /// Alternatives to this move: each a line starting from the position before it.
    pub variations: Vec<Vec<PgnMove>>,
}

impl PgnMove {
    /// A move with no annotation.
    pub fn new(san: impl Into<String>) -> Self {
        PgnMove { san: san.into(), ..PgnMove::default() }
    }
}

/// What is malformed in PGN text (the position is in [`PgnError::Syntax`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnSyntax {
    /// A `{` comment runs to the end of the text.
    #[error("comment opened here is never closed with '}}'")]
    UnterminatedComment,
    /// A tag value has no closing quote on its line.
    #[error("tag value is not closed with '\"' on its line")]
    UnterminatedTagValue,
    /// A tag that is not `[Name "value"]`.
    #[error("malformed tag: {0}")]
    BadTag(&'static str),
    /// A character that has no place in movetext.
    #[error("unexpected character {0:?}")]
    UnexpectedChar(char),
    /// `$` not followed by a number from 0 to 255.
    #[error("'{0}' is not a numeric annotation glyph ($0 to $255)")]
    BadNag(String),
    /// A run of `!`/`?` that is not one of the six move annotations.
    #[error("'{0}' is not a move annotation (!, ?, !!, ??, !?, ?!)")]
    BadAnnotation(String),
    /// `)` with no open variation.
    #[error("')' closes no variation")]
    UnmatchedClose,
    /// A `(` whose variation is not closed before the game ends.
    #[error("variation opened here is never closed")]
    UnclosedVariation,
    /// `(` before any move of the line: a variation is an alternative to a move.
    #[error("variation does not follow a move")]
    VariationWithoutMove,
    /// Variations nested more than [`MAX_VARIATION_DEPTH`] deep.
    #[error("variations nested more than {MAX_VARIATION_DEPTH} deep")]
    TooDeep,
}

/// Why a game could not be read, replayed or written, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// The text holds no game.
    #[error("no game found")]
    NoGame,
    /// Malformed text at a line and column (both 1-based, columns in characters).
    #[error("line {line}, column {column}: {kind}")]
    Syntax {
        /// Line number.
        line: usize,
        /// Column number.
        column: usize,
        /// What is wrong.
        kind: PgnSyntax,
    },
    /// A `Variant` tag naming a game we do not play.
    #[error("line {line}: unknown variant '{name}' (expected Standard, Maharajah or Mirodol)")]
    UnknownVariant {
        /// The tag value.
        name: String,
        /// Line of the tag.
        line: usize,
    },
    /// `[SetUp "1"]` without a `FEN` tag.
    #[error("line {line}: [SetUp \"1\"] without a FEN tag")]
    MissingFen {
        /// Line of the `SetUp` tag.
        line: usize,
    },
    /// The `FEN` tag is not a valid position of the game's variant.
    #[error("FEN \"{fen}\": {source}")]
    BadFen {
        /// The FEN text.
        fen: String,
        /// What is wrong with it.
        source: FenError,
    },
    /// The `FEN` tag holds characters that are not ASCII (no FEN does).
    #[error("FEN \"{fen}\": a FEN holds ASCII characters only")]
    NonAsciiFen {
        /// The FEN text.
        fen: String,
    },
    /// A replay asked for on a board the variant is not played on.
    #[error("{variant} is not played on a {files}×{files} board")]
    WrongGeometry {
        /// The game's variant.
        variant: Variant,
        /// Files of the board asked for.
        files: usize,
    },
    /// A main-line move that is not legal (or not SAN) where it is played.
    #[error("{}move {} (ply {ply}): {source}", location(.at), move_label(.number, .black, .san))]
    IllegalMove {
        /// 1-based index of the move in the main line.
        ply: usize,
        /// The move number (as in `12.` / `12...`).
        number: u32,
        /// Whether Black plays the move.
        black: bool,
        /// The move text.
        san: String,
        /// Line and column of the move in the text read, when read from text.
        at: Option<(usize, usize)>,
        /// Why it was refused.
        source: SanError,
    },
    /// A null move (`--`, ChessBase's `Z0`): a pass, which no game of ours
    /// can replay.
    #[error("{}move {} (ply {ply}): a null move (a pass) cannot be replayed", location(.at), move_label(.number, .black, .san))]
    NullMove {
        /// 1-based index of the move in the main line.
        ply: usize,
        /// The move number.
        number: u32,
        /// Whether Black plays the move.
        black: bool,
        /// The move text.
        san: String,
        /// Line and column of the move in the text read.
        at: Option<(usize, usize)>,
    },
    /// A variation move that is not legal where it is played.
    #[error("variation move {} (ply {ply} of the game): {source}", move_label(.number, .black, .san))]
    IllegalVariationMove {
        /// 1-based ply of the move counted from the start of the game.
        ply: usize,
        /// The move number.
        number: u32,
        /// Whether Black plays the move.
        black: bool,
        /// The move text.
        san: String,
        /// Why it was refused.
        source: SanError,
    },
    /// The starting FEN's move counters are so large that playing on would overflow them.
    #[error("ply {ply}: the move counters of the starting position overflow")]
    CounterOverflow {
        /// The ply that could not be played.
        ply: usize,
    },
}

fn location(at: &Option<(usize, usize)>) -> String {
    match at {
        Some((line, column)) => format!("line {line}, column {column}: "),
        None => String::new(),
    }
}

fn move_label(number: &u32, black: &bool, san: &str) -> String {
    format!("{number}{} {san}", if *black { "..." } else { "." })
}

// ---------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------

/// A place in the text: byte offset, and 1-based line and column.
#[derive(Clone, Copy, Debug)]
struct Mark {
    pos: usize,
    line: usize,
    col: usize,
}

#[derive(Debug)]
enum Tok {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    Nag(u8),
    MoveNumber,
    San(String, Option<u8>),
    Result(&'static str),
    Eof,
}

struct Lexer<'a> {
    src: &'a str,
    m: Mark,
}

fn syntax_error(at: Mark, kind: PgnSyntax) -> PgnError {
    PgnError::Syntax { line: at.line, column: at.col, kind }
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '+' | '#' | '=' | ':' | '-' | '/' | '!' | '?' | '.' | '_')
}

fn annotation_nag(glyph: &str) -> Option<u8> {
    match glyph {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    }
}

/// Strips move-number indications from the front of a word: `12.`, `12...`,
/// `...` (repeatedly), or the whole word when it is a bare number. What is
/// left never starts with one, so a move written back reads back the same.
fn strip_move_number(mut word: &str) -> &str {
    loop {
        let digits = word.bytes().take_while(|b| b.is_ascii_digit()).count();
        let rest = &word[digits..];
        if rest.starts_with('.') {
            word = rest.trim_start_matches('.');
        } else if digits > 0 && rest.is_empty() {
            return rest;
        } else {
            return word;
        }
    }
}

/// Collapses every run of whitespace to one space and trims the ends.
fn normalize_comment(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str) -> Self {
        Lexer { src, m: Mark { pos: 0, line: 1, col: 1 } }
    }

    fn peek(&self) -> Option<char> {
        self.src.get(self.m.pos..).and_then(|s| s.chars().next())
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.m.pos += c.len_utf8();
        if c == '\n' {
            self.m.line += 1;
            self.m.col = 1;
        } else {
            self.m.col += 1;
        }
        Some(c)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Skips whitespace, a byte-order mark and `%` escape lines.
    fn skip_trivia(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() || c == '\u{feff}' {
                self.bump();
            } else if c == '%' && self.m.col == 1 {
                self.skip_line();
            } else {
                break;
            }
        }
    }

    /// The next token and where it starts. Call after [`Lexer::skip_trivia`].
    fn next_token(&mut self) -> Result<(Tok, Mark), PgnError> {
        self.skip_trivia();
        let start = self.m;
        let Some(c) = self.peek() else {
            return Ok((Tok::Eof, start));
        };
        let tok = match c {
            '[' => self.tag()?,
            '{' => {
                self.bump();
                let from = self.m.pos;
                loop {
                    match self.bump() {
                        None => return Err(syntax_error(start, PgnSyntax::UnterminatedComment)),
                        Some('}') => break,
                        Some(_) => {}
                    }
                }
                Tok::Comment(normalize_comment(&self.src[from..self.m.pos - 1]))
            }
            ';' => {
                self.bump();
                let from = self.m.pos;
                while let Some(c) = self.peek() {
                    if c == '\n' {
                        break;
                    }
                    self.bump();
                }
                Tok::Comment(normalize_comment(&self.src[from..self.m.pos]))
            }
            '(' => {
                self.bump();
                Tok::Open
            }
            ')' => {
                self.bump();
                Tok::Close
            }
            '*' => {
                self.bump();
                Tok::Result("*")
            }
            '$' => {
                self.bump();
                let from = self.m.pos;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.bump();
                }
                let digits = &self.src[from..self.m.pos];
                let nag =
                    digits.parse::<u8>().map_err(|_| syntax_error(start, PgnSyntax::BadNag(format!("${digits}"))))?;
                Tok::Nag(nag)
            }
            c if is_word_char(c) => {
                let from = self.m.pos;
                while self.peek().is_some_and(is_word_char) {
                    self.bump();
                }
                return self.word(&self.src[from..self.m.pos], start);
            }
            c => return Err(syntax_error(start, PgnSyntax::UnexpectedChar(c))),
        };
        Ok((tok, start))
    }

    /// Classifies a word: result, move number (possibly glued to a move), or
    /// a move with an optional `!`/`?` annotation.
    fn word(&self, word: &str, start: Mark) -> Result<(Tok, Mark), PgnError> {
        if let Some(r) = RESULTS.iter().find(|r| **r == word) {
            return Ok((Tok::Result(r), start));
        }
        let core = word.trim_end_matches(['!', '?']);
        let glyph = &word[core.len()..];
        let nag = if glyph.is_empty() {
            None
        } else {
            let glyph_at = Mark {
                pos: start.pos + core.len(),
                line: start.line,
                col: start.col + core.len(), // words are ASCII
            };
            let nag = annotation_nag(glyph)
                .ok_or_else(|| syntax_error(glyph_at, PgnSyntax::BadAnnotation(glyph.to_string())))?;
            Some(nag)
        };
        let san = strip_move_number(core);
        let skipped = core.len() - san.len();
        let at = Mark { pos: start.pos + skipped, line: start.line, col: start.col + skipped };
        if let Some(r) = RESULTS.iter().find(|r| **r == san) {
            // `1.1-0` or `1-0!`: still the result.
            return Ok((Tok::Result(r), at));
        }
        Ok(match (san.is_empty(), nag) {
            // A free-standing `!` or `?!` annotates the previous move.
            (true, Some(nag)) => (Tok::Nag(nag), at),
            (true, None) => (Tok::MoveNumber, start),
            (false, nag) => (Tok::San(san.to_string(), nag), at),
        })
    }

    /// `[Name "value"]`, the lexer on the `[`.
    fn tag(&mut self) -> Result<Tok, PgnError> {
        self.bump();
        self.skip_blanks();
        let from = self.m.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            self.bump();
        }
        let name = self.src[from..self.m.pos].to_string();
        if name.is_empty() {
            return Err(syntax_error(self.m, PgnSyntax::BadTag("expected a tag name after '['")));
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(syntax_error(self.m, PgnSyntax::BadTag("expected '\"' before the tag value")));
        }
        let value_start = self.m;
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                None | Some('\n') | Some('\r') => {
                    return Err(syntax_error(value_start, PgnSyntax::UnterminatedTagValue));
                }
                Some('"') => break,
                Some('\\') => match self.peek() {
                    Some(c @ ('"' | '\\')) => {
                        self.bump();
                        value.push(c);
                    }
                    _ => value.push('\\'),
                },
                Some(c) => value.push(c),
            }
        }
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(syntax_error(self.m, PgnSyntax::BadTag("expected ']' after the tag value")));
        }
        self.bump();
        Ok(Tok::Tag(name, value))
    }

    /// Skips spaces and tabs (not line ends).
    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace() && c != '\n' && c != '\r') {
            self.bump();
        }
    }
}

// ---------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------

/// A line (main line or variation) being read.
struct LineBuilder {
    moves: Vec<PgnMove>,
    /// Locations of the moves (kept for the main line's error messages).
    marks: Vec<Mark>,
    /// A comment waiting for the next move.
    pending: Option<String>,
    /// Whether the last thing read in this line closed a variation.
    after_variation: bool,
    /// Where the line's `(` is.
    open: Mark,
}

impl LineBuilder {
    fn new(open: Mark) -> Self {
        LineBuilder { moves: Vec::new(), marks: Vec::new(), pending: None, after_variation: false, open }
    }

    /// The finished line: a comment left waiting goes after the last move;
    /// in a line without moves it is returned.
    fn finish(mut self) -> (Vec<PgnMove>, Vec<Mark>, Option<String>) {
        if let Some(last) = self.moves.last_mut() {
            if let Some(c) = self.pending.take() {
                append_comment(&mut last.comment_after, c);
            }
        }
        (self.moves, self.marks, self.pending)
    }
}

fn append_comment(slot: &mut Option<String>, text: String) {
    match slot {
        Some(s) => {
            s.push(' ');
            s.push_str(&text);
        }
        None => *slot = Some(text),
    }
}

/// A game as read, before its tags are interpreted and its moves checked.
struct RawGame {
    tags: Vec<(String, String, usize)>,
    moves: Vec<PgnMove>,
    marks: Vec<Mark>,
    comment: Option<String>,
    result: Option<&'static str>,
}

/// A syntax error, with where to resume reading.
struct ParseFailure {
    error: PgnError,
    at: Mark,
    in_movetext: bool,
}

/// Reads games one by one from PGN text; an iterator of per-game results.
///
/// A game that cannot be read yields an `Err`, and reading goes on with the
/// next game (the next line starting with `[` after the broken movetext).
pub struct PgnReader<'a> {
    lx: Lexer<'a>,
}

impl<'a> PgnReader<'a> {
    /// A reader over `text`, which may hold any number of games.
    pub fn new(text: &'a str) -> Self {
        PgnReader { lx: Lexer::new(text) }
    }

    fn parse_game(&mut self) -> Result<Option<RawGame>, Box<ParseFailure>> {
        let mut tags = Vec::new();
        let mut in_movetext = false;
        let mut stack: Vec<LineBuilder> = vec![LineBuilder::new(self.lx.m)];
        let mut result = None;
        let fail = |error, at, in_movetext| Box::new(ParseFailure { error, at, in_movetext });
        loop {
            self.lx.skip_trivia();
            if in_movetext && self.lx.peek() == Some('[') {
                // The next game's tags: this game had no termination marker.
                if let Some(open) = stack.get(1).map(|l| l.open) {
                    return Err(fail(syntax_error(open, PgnSyntax::UnclosedVariation), open, true));
                }
                break;
            }
            let token_start = self.lx.m;
            // A game of a variant we do not play may use notation we do not
            // read (Crazyhouse's drops, `N@f3`): say so, not "syntax error".
            let (tok, at) = self
                .lx
                .next_token()
                .map_err(|e| fail(unknown_variant(&tags).unwrap_or(e), token_start, in_movetext))?;
            if !matches!(tok, Tok::Tag(..) | Tok::Eof) {
                in_movetext = true;
            }
            let depth = stack.len();
            let top = stack.last_mut().expect("the main line is never popped");
            match tok {
                Tok::Eof => {
                    if let Some(open) = stack.get(1).map(|l| l.open) {
                        return Err(fail(syntax_error(open, PgnSyntax::UnclosedVariation), open, true));
                    }
                    if tags.is_empty() && !in_movetext {
                        return Ok(None);
                    }
                    break;
                }
                Tok::Tag(name, value) => tags.push((name, value, at.line)),
                Tok::Comment(text) => {
                    if text.is_empty() {
                        continue;
                    }
                    match top.moves.last_mut() {
                        Some(last) if !top.after_variation && top.pending.is_none() => {
                            append_comment(&mut last.comment_after, text)
                        }
                        _ => append_comment(&mut top.pending, text),
                    }
                }
                Tok::Open => {
                    if top.moves.is_empty() {
                        return Err(fail(syntax_error(at, PgnSyntax::VariationWithoutMove), at, true));
                    }
                    if depth > MAX_VARIATION_DEPTH {
                        return Err(fail(syntax_error(at, PgnSyntax::TooDeep), at, true));
                    }
                    stack.push(LineBuilder::new(at));
                }
                Tok::Close => {
                    if depth == 1 {
                        return Err(fail(syntax_error(at, PgnSyntax::UnmatchedClose), at, true));
                    }
                    let line = stack.pop().expect("depth > 1");
                    let parent = stack.last_mut().expect("depth > 1");
                    let (moves, _, _) = line.finish();
                    // An empty `()` is dropped, and leaves no trace on comment placement.
                    if let (false, Some(last)) = (moves.is_empty(), parent.moves.last_mut()) {
                        last.variations.push(moves);
                        parent.after_variation = true;
                    }
                }
                Tok::Nag(n) => {
                    if let Some(last) = top.moves.last_mut() {
                        last.nags.push(n);
                    }
                }
                Tok::MoveNumber => {}
                Tok::San(san, nag) => {
                    let mut mv = PgnMove::new(san);
                    mv.nags.extend(nag);
                    mv.comment_before = top.pending.take();
                    top.moves.push(mv);
                    if depth == 1 {
                        top.marks.push(at);
                    }
                    top.after_variation = false;
                }
                Tok::Result(r) => {
                    if let Some(open) = stack.get(1).map(|l| l.open) {
                        return Err(fail(syntax_error(open, PgnSyntax::UnclosedVariation), at, true));
                    }
                    result = Some(r);
                    break;
                }
            }
        }
        let main = stack.swap_remove(0);
        let (moves, marks, comment) = main.finish();
        Ok(Some(RawGame { tags, moves, marks, comment, result }))
    }

    /// After a syntax error at `at`: moves to the next line starting with `[`
    /// that comes after some movetext (so the broken game's own tags are skipped).
    fn recover(&mut self, at: Mark, in_movetext: bool) {
        self.lx.m = at;
        self.lx.skip_line();
        let mut seen_movetext = in_movetext;
        while self.lx.peek().is_some() {
            let line_start = self.lx.m;
            let rest = self.lx.src.get(line_start.pos..).unwrap_or("");
            let line = rest.split('\n').next().unwrap_or("");
            let trimmed = line.trim_start();
            if trimmed.starts_with('[') && seen_movetext {
                self.lx.m = line_start;
                return;
            }
            if !trimmed.is_empty() && !trimmed.starts_with('[') && !trimmed.starts_with('%') {
                seen_movetext = true;
            }
            self.lx.skip_line();
        }
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let start = self.lx.m.pos;
            match self.parse_game() {
                Ok(None) => return None,
                Ok(Some(raw)) => {
                    if raw.tags.is_empty() && raw.moves.is_empty() && raw.result.is_none() {
                        // Only stray comments or move numbers: not a game.
                        if self.lx.m.pos == start {
                            return None;
                        }
                        continue;
                    }
                    return Some(build_game(raw));
                }
                Err(failure) => {
                    self.recover(failure.at, failure.in_movetext);
                    return Some(Err(failure.error));
                }
            }
        }
    }
}

/// The error for a `Variant` tag among `tags` that names a game we do not play.
fn unknown_variant(tags: &[(String, String, usize)]) -> Option<PgnError> {
    tags.iter()
        .find(|(name, value, _)| name.eq_ignore_ascii_case("Variant") && variant_from_tag(value).is_none())
        .map(|(_, value, line)| PgnError::UnknownVariant { name: value.clone(), line: *line })
}

/// The variant a `Variant` tag names (`From Position`, written by some
/// servers for chess from a set-up position, counts as chess).
fn variant_from_tag(value: &str) -> Option<Variant> {
    let v = value.trim();
    if v.eq_ignore_ascii_case("from position") || v.eq_ignore_ascii_case("fromposition") {
        return Some(Variant::Chess);
    }
    Variant::from_pgn_name(v)
}

/// Tags represented by [`PgnGame`] fields rather than kept in [`PgnGame::tags`].
fn is_field_tag(name: &str) -> bool {
    ["Variant", "SetUp", "FEN"].iter().any(|t| t.eq_ignore_ascii_case(name))
}

fn build_game(raw: RawGame) -> Result<PgnGame, PgnError> {
    let mut variant = Variant::Chess;
    let mut fen = None;
    let mut setup_line = None;
    let mut tags = Vec::with_capacity(raw.tags.len());
    for (name, value, line) in raw.tags {
        if name.eq_ignore_ascii_case("Variant") {
            variant = variant_from_tag(&value).ok_or(PgnError::UnknownVariant { name: value, line })?;
        } else if name.eq_ignore_ascii_case("SetUp") {
            setup_line = (value.trim() == "1").then_some(line);
        } else if name.eq_ignore_ascii_case("FEN") {
            fen = Some(value.trim().to_string());
        } else {
            tags.push((name, value));
        }
    }
    if let (Some(line), None) = (setup_line, &fen) {
        return Err(PgnError::MissingFen { line });
    }
    let fen = fen.map(|fen| without_impossible_castling(variant, fen));
    let result = match raw.result {
        Some(r) => r.to_string(),
        None => tags
            .iter()
            .find(|(n, v)| n == "Result" && RESULTS.contains(&v.trim()))
            .map_or_else(|| "*".to_string(), |(_, v)| v.trim().to_string()),
    };
    let mut game = PgnGame { tags, variant, start_fen: fen, moves: raw.moves, comment: raw.comment, result };
    let marks: Vec<(usize, usize)> = raw.marks.iter().map(|m| (m.line, m.col)).collect();
    if variant.is_large() {
        game.check_and_normalize::<Board10>(&marks)?;
    } else {
        game.check_and_normalize::<Board8>(&marks)?;
    }
    Ok(game)
}

/// `fen` with the castling rights its position cannot hold dropped, as the
/// rules core writes that position: other tools write `KQkq` after a king or
/// a rook has left home, and such a game is read as lichess reads it, not
/// refused. `fen` as written when nothing needs dropping, or when it has
/// another fault (which the replay then reports).
fn without_impossible_castling(variant: Variant, fen: String) -> String {
    // The FEN parser slices its fields by bytes: [`PgnGame::start_position`]
    // refuses what is not ASCII.
    if !fen.is_ascii() {
        return fen;
    }
    match AnyPosition::from_fen_dropping_castling(variant, &fen) {
        Ok((position, dropped)) if !dropped.is_empty() => position.fen(),
        _ => fen,
    }
}

/// Reads every game of a PGN file. A game that cannot be read (malformed
/// text, unknown variant, bad FEN, illegal move) is an `Err` in its place, and
/// the games after it are still read.
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    PgnReader::new(text).collect()
}

/// Reads the first game of `text` ([`PgnError::NoGame`] when there is none).
pub fn read_game(text: &str) -> Result<PgnGame, PgnError> {
    PgnReader::new(text).next().unwrap_or(Err(PgnError::NoGame))
}

// ---------------------------------------------------------------------------
// Replay
// ---------------------------------------------------------------------------

/// A game played through the rules core.
#[derive(Clone, Debug)]
pub struct Replay<G: Geometry> {
    /// The starting position.
    pub start: Position<G>,
    /// The main line's moves.
    pub moves: Vec<Move>,
    /// The position after the last move.
    pub end: Position<G>,
}

/// Refuses a move when the position's counters would overflow when it is made.
fn guard_counters<G: Geometry>(pos: &Position<G>, ply: usize) -> Result<(), PgnError> {
    if pos.halfmove_clock() == u32::MAX || pos.fullmove_number() == u32::MAX {
        return Err(PgnError::CounterOverflow { ply });
    }
    Ok(())
}

/// The null-move notations in use: PGN's `--` and ChessBase's `Z0`.
fn is_null_move(text: &str) -> bool {
    matches!(text.trim_end_matches(['+', '#']), "--" | "Z0" | "0000")
}

fn illegal<G: Geometry>(
    pos: &Position<G>,
    ply: usize,
    san: &str,
    at: Option<(usize, usize)>,
    source: SanError,
) -> PgnError {
    PgnError::IllegalMove {
        ply,
        number: pos.fullmove_number(),
        black: pos.side_to_move() == Color::Black,
        san: san.to_string(),
        at,
        source,
    }
}

/// Canonicalizes the SAN of a variation where its moves are legal; stops at
/// the first move that is not (the rest keeps its text).
fn normalize_line<G: Geometry>(before: &Position<G>, line: &mut [PgnMove]) {
    let mut pos = before.clone();
    for mv in line {
        for var in &mut mv.variations {
            normalize_line(&pos, var);
        }
        if guard_counters(&pos, 0).is_err() {
            return;
        }
        let Ok(m) = pos.parse_san(&mv.san) else {
            return;
        };
        mv.san = pos.san(m);
        pos.make(m);
    }
}

/// Checks a variation strictly: the first move that is not legal is an error.
fn check_line<G: Geometry>(before: &Position<G>, line: &[PgnMove], first_ply: usize) -> Result<(), PgnError> {
    let mut pos = before.clone();
    for (i, mv) in line.iter().enumerate() {
        let ply = first_ply + i;
        for var in &mv.variations {
            check_line(&pos, var, ply)?;
        }
        guard_counters(&pos, ply)?;
        let m = pos.parse_san(&mv.san).map_err(|source| PgnError::IllegalVariationMove {
            ply,
            number: pos.fullmove_number(),
            black: pos.side_to_move() == Color::Black,
            san: mv.san.clone(),
            source,
        })?;
        pos.make(m);
    }
    Ok(())
}

impl PgnGame {
    /// An empty game of `variant` from its standard start, result `*`.
    pub fn new(variant: Variant) -> Self {
        PgnGame {
            tags: Vec::new(),
            variant,
            start_fen: None,
            moves: Vec::new(),
            comment: None,
            result: "*".to_string(),
        }
    }

    /// The value of the first tag called `name` (exact case), if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` (replacing the first tag of that name, or appending).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The starting position, on the board geometry of the game's variant
    /// ([`PgnError::WrongGeometry`] for the other one).
    pub fn start_position<G: Geometry>(&self) -> Result<Position<G>, PgnError> {
        if self.variant.rules().files != G::FILES {
            return Err(PgnError::WrongGeometry { variant: self.variant, files: G::FILES });
        }
        match &self.start_fen {
            // Checked here: the FEN parser slices its fields by bytes.
            Some(fen) if !fen.is_ascii() => Err(PgnError::NonAsciiFen { fen: fen.clone() }),
            Some(fen) => {
                Position::from_fen(self.variant, fen).map_err(|source| PgnError::BadFen { fen: fen.clone(), source })
            }
            None => Ok(Position::start(self.variant)),
        }
    }

    /// Plays the main line through the rules core: the start, the moves and
    /// the final position, or the first move that is not legal (ply, number, text).
    pub fn replay<G: Geometry>(&self) -> Result<Replay<G>, PgnError> {
        let start = self.start_position::<G>()?;
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, mv) in self.moves.iter().enumerate() {
            guard_counters(&pos, i + 1)?;
            let m = pos.parse_san(&mv.san).map_err(|e| illegal(&pos, i + 1, &mv.san, None, e))?;
            pos.make(m);
            moves.push(m);
        }
        Ok(Replay { start, moves, end: pos })
    }

    /// Checks that the main line is legal, on the right board for the variant.
    pub fn validate(&self) -> Result<(), PgnError> {
        if self.variant.is_large() {
            self.replay::<Board10>().map(drop)
        } else {
            self.replay::<Board8>().map(drop)
        }
    }

    /// Checks the main line and every variation; the first illegal move is the error.
    pub fn check_variations(&self) -> Result<(), PgnError> {
        if self.variant.is_large() {
            self.check_variations_on::<Board10>()
        } else {
            self.check_variations_on::<Board8>()
        }
    }

    fn check_variations_on<G: Geometry>(&self) -> Result<(), PgnError> {
        let mut pos = self.start_position::<G>()?;
        for (i, mv) in self.moves.iter().enumerate() {
            for var in &mv.variations {
                check_line(&pos, var, i + 1)?;
            }
            guard_counters(&pos, i + 1)?;
            let m = pos.parse_san(&mv.san).map_err(|e| illegal(&pos, i + 1, &mv.san, None, e))?;
            pos.make(m);
        }
        Ok(())
    }

    /// Replays the main line (errors carry the text locations `marks`) and
    /// rewrites every legal move's SAN canonically.
    fn check_and_normalize<G: Geometry>(&mut self, marks: &[(usize, usize)]) -> Result<(), PgnError> {
        let mut pos = self.start_position::<G>()?;
        for (i, mv) in self.moves.iter_mut().enumerate() {
            for var in &mut mv.variations {
                normalize_line(&pos, var);
            }
            guard_counters(&pos, i + 1)?;
            let at = marks.get(i).copied();
            if is_null_move(&mv.san) {
                return Err(PgnError::NullMove {
                    ply: i + 1,
                    number: pos.fullmove_number(),
                    black: pos.side_to_move() == Color::Black,
                    san: mv.san.clone(),
                    at,
                });
            }
            // SAN, or a legal move in UCI (`g1f3`), as some tools write.
            let m = match pos.parse_san(&mv.san) {
                Ok(m) => m,
                Err(e) => pos.parse_uci(&mv.san).map_err(|_| illegal(&pos, i + 1, &mv.san, at, e))?,
            };
            mv.san = pos.san(m);
            pos.make(m);
        }
        Ok(())
    }

    /// Builds a game from a start position and legal moves. Tags `Variant`,
    /// `SetUp` and `FEN` are ignored (they follow from `start`); the tags are
    /// stored as [`PgnGame::to_pgn`] writes them, Seven Tag Roster first.
    ///
    /// The first move that is not legal is an error.
    pub fn from_moves<G: Geometry, K: AsRef<str>, V: AsRef<str>>(
        tags: &[(K, V)],
        start: &Position<G>,
        moves: &[Move],
        result: &str,
    ) -> Result<PgnGame, PgnError> {
        let (game, error) = Self::from_legal_prefix(tags, start, moves, result);
        match error {
            Some(e) => Err(e),
            None => Ok(game),
        }
    }

    /// [`PgnGame::from_moves`] up to the first move that is not legal, and that move's error.
    fn from_legal_prefix<G: Geometry, K: AsRef<str>, V: AsRef<str>>(
        tags: &[(K, V)],
        start: &Position<G>,
        moves: &[Move],
        result: &str,
    ) -> (PgnGame, Option<PgnError>) {
        let variant = start.variant();
        let standard = Position::<G>::from_fen(variant, variant.rules().start_fen).ok();
        let fen = start.fen();
        let start_fen = (standard.map(|s| s.fen()).as_deref() != Some(fen.as_str())).then_some(fen);
        let mut game = PgnGame {
            tags: tags
                .iter()
                .filter(|(n, _)| !is_field_tag(n.as_ref()))
                .map(|(n, v)| (n.as_ref().to_string(), v.as_ref().to_string()))
                .collect(),
            variant,
            start_fen,
            moves: Vec::with_capacity(moves.len()),
            comment: None,
            result: if RESULTS.contains(&result) { result.to_string() } else { "*".to_string() },
        };
        game.tags = game.canonical_tags();
        let mut pos = start.clone();
        for (i, &m) in moves.iter().enumerate() {
            if let Err(e) = guard_counters(&pos, i + 1) {
                return (game, Some(e));
            }
            if !pos.legal_moves().contains(m) {
                let text = pos.uci(m);
                let e = illegal(&pos, i + 1, &text, None, SanError::Illegal(text.clone()));
                return (game, Some(e));
            }
            game.moves.push(PgnMove::new(pos.san(m)));
            pos.make(m);
        }
        (game, None)
    }

    /// The tags as [`PgnGame::to_pgn`] writes them (without `Variant`, `SetUp`
    /// and `FEN`): the Seven Tag Roster in order (missing ones as `?`, `Result`
    /// from [`PgnGame::result`]), then the others in their order.
    pub fn canonical_tags(&self) -> Vec<(String, String)> {
        let mut out = Vec::with_capacity(self.tags.len() + SEVEN_TAG_ROSTER.len());
        for (name, default) in SEVEN_TAG_ROSTER {
            let value = if name == "Result" { self.result_text() } else { self.tag(name).unwrap_or(default) };
            out.push((name.to_string(), value.to_string()));
        }
        for (name, value) in &self.tags {
            let roster = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name);
            let writable = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            if !roster && writable && !is_field_tag(name) {
                out.push((name.clone(), value.clone()));
            }
        }
        out
    }

    /// The result, or `*` when the field holds something else.
    fn result_text(&self) -> &str {
        let r = self.result.trim();
        RESULTS.iter().find(|x| **x == r).copied().unwrap_or("*")
    }

    /// The game in PGN export format, ending with a newline.
    ///
    /// Comments are written in braces, or as `;` comments when they hold a
    /// `}` ([`PgnGame::comment`] before the movetext); SAN is written as
    /// stored. A game read by [`read_game`] reads back equal, with its tags as
    /// [`PgnGame::canonical_tags`].
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        let tags = self.canonical_tags();
        let (roster, others) = tags.split_at(SEVEN_TAG_ROSTER.len().min(tags.len()));
        for (name, value) in roster {
            write_tag(&mut out, name, value);
        }
        if self.variant != Variant::Chess {
            write_tag(&mut out, "Variant", self.variant.rules().pgn_name);
        }
        if let Some(fen) = &self.start_fen {
            write_tag(&mut out, "SetUp", "1");
            write_tag(&mut out, "FEN", fen);
        }
        for (name, value) in others {
            write_tag(&mut out, name, value);
        }
        out.push('\n');
        let (number, black) = start_counters(self.start_fen.as_deref());
        let mut atoms = Atoms::default();
        if let Some(c) = &self.comment {
            atoms.comment(c);
        }
        atoms.line(&self.moves, number, black);
        atoms.push(self.result_text().to_string());
        out.push_str(&wrap(&atoms.atoms, LINE_WIDTH));
        out.push('\n');
        out
    }
}

/// Writes `[Name "value"]` with `\` and `"` escaped and line breaks as spaces.
fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Move number and side to move of a starting FEN (`1`, White for the standard start).
fn start_counters(fen: Option<&str>) -> (u32, bool) {
    let Some(fen) = fen else { return (1, false) };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let black = fields.get(1) == Some(&"b");
    let number = fields.get(5).and_then(|n| n.parse::<u32>().ok()).unwrap_or(1).max(1);
    (number, black)
}

/// A piece of movetext.
enum Atom {
    /// Text never broken across lines (`(` and `)` are glued to their neighbours).
    Word(String),
    /// The words of a comment holding `}`, written as `;` comments to the line end.
    LineComment(Vec<String>),
}

/// Movetext as a list of atoms, then wrapped into lines.
#[derive(Default)]
struct Atoms {
    atoms: Vec<Atom>,
    open: usize,
}

impl Atoms {
    fn push(&mut self, text: String) {
        let mut word = "(".repeat(self.open);
        self.open = 0;
        word.push_str(&text);
        self.atoms.push(Atom::Word(word));
    }

    /// Closes a variation: `)` glued to the last word.
    fn close(&mut self) {
        match self.atoms.last_mut() {
            Some(Atom::Word(w)) => w.push(')'),
            _ => self.push(")".to_string()),
        }
    }

    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            return;
        }
        if text.contains('}') {
            if self.open > 0 {
                self.push(String::new());
            }
            self.atoms.push(Atom::LineComment(words.iter().map(|w| w.to_string()).collect()));
            return;
        }
        let n = words.len();
        for (i, w) in words.iter().enumerate() {
            let mut word = String::new();
            if i == 0 {
                word.push('{');
            }
            word.push_str(w);
            if i + 1 == n {
                word.push('}');
            }
            self.push(word);
        }
    }

    fn line(&mut self, moves: &[PgnMove], mut number: u32, mut black: bool) {
        let mut need_number = true;
        for mv in moves {
            if let Some(c) = mv.comment_before.as_deref().filter(|c| !c.trim().is_empty()) {
                self.comment(c);
                need_number = true;
            }
            if !black {
                self.push(format!("{number}."));
            } else if need_number {
                self.push(format!("{number}..."));
            }
            self.push(mv.san.clone());
            for nag in &mv.nags {
                self.push(format!("${nag}"));
            }
            need_number = false;
            if let Some(c) = mv.comment_after.as_deref().filter(|c| !c.trim().is_empty()) {
                self.comment(c);
                need_number = true;
            }
            for var in mv.variations.iter().filter(|v| !v.is_empty()) {
                self.open += 1;
                self.line(var, number, black);
                self.close();
                need_number = true;
            }
            if black {
                number = number.saturating_add(1);
            }
            black = !black;
        }
    }
}

/// Joins atoms with spaces into lines of at most `width` characters (a word
/// longer than that gets a line of its own).
fn wrap(atoms: &[Atom], width: usize) -> String {
    fn place(out: &mut String, len: &mut usize, word: &str, width: usize) {
        let n = word.chars().count();
        if *len > 0 && *len + 1 + n > width {
            out.push('\n');
            *len = 0;
        }
        if *len > 0 {
            out.push(' ');
            *len += 1;
        }
        out.push_str(word);
        *len += n;
    }
    let mut out = String::new();
    let mut len = 0;
    for atom in atoms {
        match atom {
            Atom::Word(w) => place(&mut out, &mut len, w, width),
            Atom::LineComment(words) => {
                // `;` then words; a line break continues with a new `;` comment
                // (comments read in a row join with a space, as written).
                let first = words.first().map_or(0, |w| w.chars().count());
                if len > 0 && len + 3 + first > width {
                    out.push('\n');
                    len = 0;
                }
                if len > 0 {
                    out.push(' ');
                    len += 1;
                }
                out.push(';');
                len += 1;
                let mut here = 0;
                for w in words {
                    let n = w.chars().count();
                    if here > 0 && len + 1 + n > width {
                        out.push_str("\n;");
                        len = 1;
                        here = 0;
                    }
                    out.push(' ');
                    out.push_str(w);
                    len += 1 + n;
                    here += 1;
                }
                out.push('\n');
                len = 0;
            }
        }
    }
    out
}

/// The game from `start` with `moves` in PGN export format (see
/// [`PgnGame::from_moves`] and [`PgnGame::to_pgn`]): SAN with move numbers,
/// `[Variant "…"]` for Maharajah and Mirodol, `[SetUp "1"]` + `[FEN "…"]` when
/// `start` is not the variant's standard start.
///
/// `moves` must be legal one after the other; writing stops before the first
/// move that is not (nothing panics).
pub fn write_game<G: Geometry, K: AsRef<str>, V: AsRef<str>>(
    tags: &[(K, V)],
    start: &Position<G>,
    moves: &[Move],
    result: &str,
) -> String {
    PgnGame::from_legal_prefix(tags, start, moves, result).0.to_pgn()
}
