//! What makes two saved games one game: the key an import checks for
//! duplicates (`games.import_key`, added by schema 4, recomputed by 5).
//!
//! The key is about the game, not about how its PGN was written: SHA-256 over
//! the variant, the start position (its FEN as the rules core writes it, so a
//! `FEN` tag holding the standard start is the standard start), the main line
//! in UCI, the result, and the Seven Tag Roster's other six values — each
//! trimmed with its inner blanks collapsed, dates with dots, and `?`,
//! `????.??.??`, an empty value and a missing tag all the same unknown. The
//! order of the tags, the other tags, comments, NAGs and variations do not
//! count. So the app's export of an imported game (the roster written first
//! and complete, `[Round "?"]` added) imports again as the game it came from.
//!
//! It is computed from what the store keeps of a game (a [`GameRecord`]), so
//! an export, re-imported, gives the record and the key it came from, and an
//! older database's keys are recomputed from its rows alone ([`rekey_imports`]).

use crate::error::Result;
use crate::games::GameRecord;
use rules::{AnyPosition, Variant};
use rusqlite::{params, Connection};
use sha2::{Digest, Sha256};

/// The parts of a game the key is made of, as the store keeps them.
struct Identity<'a> {
    variant: Variant,
    start_fen: Option<&'a str>,
    /// The main line in UCI.
    moves: &'a [String],
    /// PGN's result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    result: &'a str,
    /// Event, Site, Date, Round, White, Black, each as stored (or `None`).
    roster: [Option<&'a str>; 6],
}

/// A roster value as the key counts it: blanks collapsed, and every way of
/// writing "unknown" (`?`, `????.??.??`, empty) empty.
fn roster_value(value: Option<&str>) -> String {
    let value = value.unwrap_or("").split_whitespace().collect::<Vec<_>>().join(" ");
    if value.chars().all(|c| c == '?' || c == '.') {
        String::new()
    } else {
        value
    }
}

/// The start as the rules core writes its FEN; a FEN it cannot read (a
/// damaged row) counts as written.
fn start_key(variant: Variant, fen: Option<&str>) -> String {
    let position = match fen {
        None => Ok(AnyPosition::start(variant)),
        Some(fen) => AnyPosition::from_fen(variant, fen),
    };
    position.map(|p| p.fen()).unwrap_or_else(|_| fen.unwrap_or_default().to_string())
}

impl Identity<'_> {
    fn key(&self) -> String {
        let mut hash = Sha256::new();
        // Length-prefixed, so no two games share a text.
        let mut field = |text: &str| {
            hash.update((text.len() as u64).to_le_bytes());
            hash.update(text.as_bytes());
        };
        field(self.variant.id());
        field(&start_key(self.variant, self.start_fen));
        field(&self.moves.join(" "));
        field(self.result);
        for (i, value) in self.roster.iter().enumerate() {
            let value = roster_value(*value);
            // Date (third): `1997-05-11` and `1997/05/11` are `1997.05.11`.
            field(&if i == 2 { value.replace(['-', '/'], ".") } else { value });
        }
        hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// The value of tag `name` among `tags`.
fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// The duplicate key of a game as the store keeps it (the date is the one
/// imported, else its `Date` tag as written).
pub(crate) fn game_key(game: &GameRecord) -> String {
    Identity {
        variant: game.variant,
        start_fen: game.start_fen.as_deref(),
        moves: &game.moves,
        result: game.result.pgn(),
        roster: [
            game.event.as_deref(),
            game.site.as_deref(),
            game.played_on.as_deref().or(tag(&game.tags, "Date")),
            tag(&game.tags, "Round"),
            Some(&game.white.name),
            Some(&game.black.name),
        ],
    }
    .key()
}

/// Schema 5: recomputes the key of every imported game from its row, read
/// through the columns schema 4 has (so a later schema's columns are not
/// needed). A row whose tags are not readable keeps its key.
pub(crate) fn rekey_imports(conn: &Connection) -> Result<()> {
    let mut read = conn.prepare(
        "SELECT g.id, g.variant, b.start_fen, b.moves, g.result, g.event, g.site, g.played_on, b.tags, \
         g.white_name, g.black_name FROM games g JOIN game_bodies b ON b.game_id = g.id \
         WHERE g.import_key IS NOT NULL",
    )?;
    let mut write = conn.prepare("UPDATE games SET import_key = ?1 WHERE id = ?2")?;
    let mut rows = read.query([])?;
    while let Some(row) = rows.next()? {
        let variant: String = row.get(1)?;
        let Ok(variant) = variant.parse::<Variant>() else { continue };
        let tags: Option<String> = row.get(8)?;
        let Ok(tags) = serde_json::from_str::<Vec<(String, String)>>(tags.as_deref().unwrap_or("[]")) else {
            continue;
        };
        let (start_fen, moves): (Option<String>, String) = (row.get(2)?, row.get(3)?);
        let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
        let (result, event, site, played_on): (String, Option<String>, Option<String>, Option<String>) =
            (row.get(4)?, row.get(5)?, row.get(6)?, row.get(7)?);
        let (white, black): (String, String) = (row.get(9)?, row.get(10)?);
        let key = Identity {
            variant,
            start_fen: start_fen.as_deref(),
            moves: &moves,
            result: &result,
            roster: [
                event.as_deref(),
                site.as_deref(),
                played_on.as_deref().or(tag(&tags, "Date")),
                tag(&tags, "Round"),
                Some(&white),
                Some(&black),
            ],
        }
        .key();
        write.execute(params![key, row.get::<_, i64>(0)?])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Player, Source};

    fn game() -> GameRecord {
        let mut g = GameRecord::new(Variant::Chess, Player::human("Okafor, Chidi"), Player::human(""), Source::Import);
        g.moves = vec!["e2e4".into(), "e7e5".into()];
        g.event = Some("Club night".into());
        g.tags = vec![("ECO".into(), "C20".into())];
        g
    }

    #[test]
    fn unknown_values_are_one_value_and_known_ones_count() {
        let base = game_key(&game());
        let mut same = game();
        same.tags = vec![("Round".into(), " ? ".into()), ("Date".into(), "????.??.??".into())];
        same.start_fen = Some(AnyPosition::start(Variant::Chess).fen());
        same.white.name = "Okafor,   Chidi ".into();
        same.black.name = "?".into();
        assert_eq!(game_key(&same), base);
        let mut other = game();
        other.tags.push(("Round".into(), "2".into()));
        assert_ne!(game_key(&other), base);
        let mut other = game();
        other.moves.pop();
        assert_ne!(game_key(&other), base);
        let mut dated = game();
        dated.played_on = Some("1997.05.11".into());
        let mut dashed = game();
        dashed.tags.push(("Date".into(), "1997-05-11".into()));
        assert_eq!(game_key(&dated), game_key(&dashed));
        assert_ne!(game_key(&dated), base);
    }
}
