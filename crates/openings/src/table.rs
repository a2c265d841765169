//! The openings table: the five TSV files compiled in, each line replayed
//! once (on first use) from the standard start and filed under the position
//! it reaches.

use crate::key::PositionKey;
use rules::{AnyPosition, MoveError, Variant};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A named opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Opening {
    /// Encyclopaedia of Chess Openings code (`B90`).
    pub eco: &'static str,
    /// The name in English, family first (`Sicilian Defense: Najdorf Variation`).
    pub name: &'static str,
}

/// The table's files (`eco`, `name`, `pgn`, tab-separated, one header line).
const FILES: [(&str, &str); 5] = [
    ("a.tsv", include_str!("../data/a.tsv")),
    ("b.tsv", include_str!("../data/b.tsv")),
    ("c.tsv", include_str!("../data/c.tsv")),
    ("d.tsv", include_str!("../data/d.tsv")),
    ("e.tsv", include_str!("../data/e.tsv")),
];

/// A line of the table that does not give an opening.
#[derive(Debug, thiserror::Error)]
pub(crate) enum RowError {
    /// Not three tab-separated fields.
    #[error("{file}:{line}: expected eco, name and moves separated by tabs")]
    Shape {
        /// The file.
        file: &'static str,
        /// 1-based line in the file.
        line: usize,
    },
    /// A move that is not legal where the line plays it.
    #[error("{file}:{line}: ply {ply} '{san}': {source}")]
    Move {
        /// The file.
        file: &'static str,
        /// 1-based line in the file.
        line: usize,
        /// 1-based ply of the move.
        ply: usize,
        /// The move as written.
        san: &'static str,
        /// Why the rules core refused it.
        source: MoveError,
    },
}

/// Every line of the table (headers left out): the opening, or why the line
/// gives none, with the key of the position it reaches.
pub(crate) fn rows() -> impl Iterator<Item = Result<(PositionKey, Opening), RowError>> {
    FILES.into_iter().flat_map(|(file, text)| {
        text.lines()
            .enumerate()
            .skip(1)
            .filter(|(_, l)| !l.trim().is_empty())
            .map(move |(i, line)| row(file, i + 1, line))
    })
}

/// One line, replayed.
fn row(file: &'static str, line: usize, text: &'static str) -> Result<(PositionKey, Opening), RowError> {
    let mut fields = text.split('\t');
    let (Some(eco), Some(name), Some(pgn), None) = (fields.next(), fields.next(), fields.next(), fields.next()) else {
        return Err(RowError::Shape { file, line });
    };
    let mut position = AnyPosition::start(Variant::Chess);
    let sans = pgn.split_whitespace().filter(|w| !w.ends_with('.'));
    for (i, san) in sans.enumerate() {
        position.play_san(san).map_err(|source| RowError::Move { file, line, ply: i + 1, san, source })?;
    }
    let key = PositionKey::of(&position).expect("a chess position");
    Ok((key, Opening { eco: eco.trim(), name: name.trim() }))
}

/// The positions and their names. Where two lines reach one position, the
/// first line (in ECO order) names it.
fn table() -> &'static HashMap<PositionKey, Opening> {
    static TABLE: OnceLock<HashMap<PositionKey, Opening>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut map = HashMap::with_capacity(4096);
        for (key, opening) in rows().flatten() {
            map.entry(key).or_insert(opening);
        }
        map
    })
}

/// The opening a position is filed under, if the table names it.
pub fn opening_at(key: PositionKey) -> Option<&'static Opening> {
    table().get(&key)
}

/// [`opening_at`] for a chess position written as FEN; `None` also when the
/// FEN does not read.
pub fn opening_at_fen(fen: &str) -> Option<&'static Opening> {
    PositionKey::from_fen(fen).ok().and_then(opening_at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_the_table_replays() {
        let errors: Vec<String> = rows().filter_map(|r| r.err()).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{} lines do not replay:\n{}", errors.len(), errors.join("\n"));
        let lines: usize = FILES.iter().map(|(_, text)| text.lines().skip(1).count()).sum();
        assert_eq!(rows().count(), lines);
        assert!(lines > 3_000, "{lines}");
    }

    #[test]
    fn each_position_has_one_name_and_is_found_by_its_key() {
        let mut first: HashMap<PositionKey, Opening> = HashMap::new();
        let mut repeats = Vec::new();
        for (key, opening) in rows().flatten() {
            match first.get(&key) {
                Some(kept) => repeats.push(format!("{} / {}", kept.name, opening.name)),
                None => {
                    first.insert(key, opening);
                }
            }
        }
        for (key, opening) in &first {
            assert_eq!(opening_at(*key), Some(opening));
        }
        assert!(repeats.is_empty(), "positions named twice (the first name is kept): {repeats:#?}");
        assert_eq!(table().len(), first.len());
    }

    #[test]
    fn build_time_and_size() {
        // Information only: the cost of the first use, measured on a fresh build.
        let start = std::time::Instant::now();
        let map: HashMap<PositionKey, Opening> = rows().flatten().collect();
        let elapsed = start.elapsed();
        let entry = std::mem::size_of::<(PositionKey, Opening)>() + 1;
        let text: usize = FILES.iter().map(|(_, t)| t.len()).sum();
        println!(
            "{} positions built in {elapsed:?}; map about {} KiB ({} buckets × {entry} bytes), \
             names borrowed from {} KiB of embedded text",
            map.len(),
            map.capacity() * entry / 1024,
            map.capacity(),
            text / 1024
        );
    }

    #[test]
    fn names_are_found_by_fen() {
        let najdorf = "rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6";
        assert_eq!(opening_at_fen(najdorf), Some(&Opening { eco: "B90", name: "Sicilian Defense: Najdorf Variation" }));
        assert_eq!(opening_at_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), None);
        assert_eq!(opening_at_fen("garbage"), None);
    }
}
