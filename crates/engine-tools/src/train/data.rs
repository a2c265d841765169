//! Training positions read from `arena datagen` files, turned into the
//! network's inputs once (parsing FENs every epoch would cost more than the
//! training).

use engine::nnue::features;
use rules::{Bitboard, Color};

/// The training positions, with both views' active inputs packed in one array.
#[derive(Default)]
pub struct Dataset {
    /// Active inputs of every position: the side to move's view, then the other's.
    inputs: Vec<u16>,
    /// Where each position's inputs start in `inputs`; the split between views; the end.
    spans: Vec<(u32, u16, u16)>,
    /// Search score in centipawns, side to move's view.
    pub scores: Vec<f32>,
    /// Game result, side to move's view (1 win, 0.5 draw, 0 loss).
    pub results: Vec<f32>,
}

/// Why a data file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// The file could not be read.
    #[error("reading {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// What failed.
        source: std::io::Error,
    },
    /// A line is not `variant|FEN|score|result`.
    #[error("{path} line {line}: {reason}")]
    Line {
        /// The file.
        path: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
}

impl Dataset {
    /// Positions in the set.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Position `i`'s active inputs: (side to move's view, other side's view).
    pub fn inputs(&self, i: usize) -> (&[u16], &[u16]) {
        let (start, own, theirs) = self.spans[i];
        let start = start as usize;
        let middle = start + own as usize;
        (&self.inputs[start..middle], &self.inputs[middle..middle + theirs as usize])
    }

    /// Adds one line of an `arena datagen` file; with `mirror`, a position
    /// without castling rights is added a second time mirrored left to
    /// right ([`features::mirrored`]): the same value, twice the data.
    pub fn push_line(&mut self, line: &str, mirror: bool) -> Result<(), String> {
        let data = crate::datagen::DataLine::parse(line)?;
        let pos = data.position()?;
        let side = pos.side_to_move();
        let white = side == Color::White;
        let score = data.white_cp as f32 * if white { 1.0 } else { -1.0 };
        let result = if white { data.white_result } else { 1.0 - data.white_result };
        let start = self.inputs.len();
        let (own, castling) = rules::with_position!(&pos, p => {
            self.inputs.extend(features::active(p, side).map(|f| f as u16));
            let own = self.inputs.len() - start;
            self.inputs.extend(features::active(p, side.flip()).map(|f| f as u16));
            (own, p.castle_rooks().any())
        });
        let theirs = self.inputs.len() - start - own;
        self.push_span(start, own, theirs, score, result);
        if mirror && !castling {
            let mirrored = self.inputs.len();
            self.inputs.extend_from_within(start..mirrored);
            self.inputs[mirrored..].iter_mut().for_each(|f| *f = features::mirrored(usize::from(*f)) as u16);
            self.push_span(mirrored, own, theirs, score, result);
        }
        Ok(())
    }

    fn push_span(&mut self, start: usize, own: usize, theirs: usize, score: f32, result: f32) {
        self.spans.push((start as u32, own as u16, theirs as u16));
        self.scores.push(score);
        self.results.push(result);
    }

    /// Reads an `arena datagen` file, each position mirrored too with `mirror`
    /// ([`Dataset::push_line`]).
    pub fn read(path: &str, mirror: bool) -> Result<Dataset, DataError> {
        let text = std::fs::read_to_string(path).map_err(|source| DataError::Io { path: path.into(), source })?;
        let mut set = Dataset::default();
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            set.push_line(line, mirror).map_err(|reason| DataError::Line { path: path.into(), line: n + 1, reason })?;
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_becomes_both_views_inputs_and_labels_from_the_side_to_move() {
        let mut set = Dataset::default();
        set.push_line("chess|rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1|35|1", false).expect("valid");
        set.push_line(
            "mirodol|arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1|10|0.5",
            false,
        )
        .expect("valid");
        assert_eq!(set.len(), 2);
        let (own, theirs) = set.inputs(0);
        assert_eq!((own.len(), theirs.len()), (32, 32));
        assert_eq!((set.scores[0], set.results[0]), (-35.0, 0.0), "Black to move: White's score negated");
        assert_eq!(set.inputs(1).0.len(), 40);
        assert!(set.push_line("chess|not a fen|0|1", false).is_err());
        assert!(set.push_line("chess|8/8/8/8/8/8/8/K6k w - - 0 1|0|2", false).is_err());
    }

    #[test]
    fn a_position_without_castling_rights_is_also_learned_mirrored() {
        let mut set = Dataset::default();
        // Castling rights: the mirror would be another position, so it is not added.
        set.push_line("chess|rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1|35|1", true).expect("valid");
        assert_eq!(set.len(), 1);
        set.push_line("chess|6k1/5ppp/8/8/8/8/1N3PPP/6K1 w - - 0 40|120|1", true).expect("valid");
        assert_eq!(set.len(), 3, "the position and its mirror");
        let mut mirrored = Dataset::default();
        mirrored.push_line("chess|1k6/ppp5/8/8/8/8/PPP3N1/1K6 w - - 0 40|120|1", false).expect("valid");
        let sorted = |(own, theirs): (&[u16], &[u16])| {
            let (mut own, mut theirs) = (own.to_vec(), theirs.to_vec());
            own.sort_unstable();
            theirs.sort_unstable();
            (own, theirs)
        };
        assert_eq!(sorted(set.inputs(2)), sorted(mirrored.inputs(0)), "both views mirrored");
        assert_eq!((set.scores[2], set.results[2]), (120.0, 1.0));
        let mut plain = Dataset::default();
        plain.push_line("chess|6k1/5ppp/8/8/8/8/1N3PPP/6K1 w - - 0 40|120|1", false).expect("valid");
        assert_eq!(plain.len(), 1, "without mirror, one entry");
    }
}
