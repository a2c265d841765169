//! Training positions read from `arena datagen` files, turned into the
//! network's inputs once (parsing FENs every epoch would cost more than the
//! training).

use engine::nnue::features;
use rules::Color;

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

    /// Adds one line of an `arena datagen` file.
    pub fn push_line(&mut self, line: &str) -> Result<(), String> {
        let data = crate::datagen::DataLine::parse(line)?;
        let pos = data.position()?;
        let (white_score, white_result) = (data.white_cp as f32, data.white_result);
        let side = pos.side_to_move();
        let start = self.inputs.len() as u32;
        let before = self.inputs.len();
        rules::with_position!(&pos, p => self.inputs.extend(features::active(p, side).map(|f| f as u16)));
        let own = (self.inputs.len() - before) as u16;
        rules::with_position!(&pos, p => self.inputs.extend(features::active(p, side.flip()).map(|f| f as u16)));
        let theirs = (self.inputs.len() - before) as u16 - own;
        self.spans.push((start, own, theirs));
        let white = side == Color::White;
        self.scores.push(if white { white_score } else { -white_score });
        self.results.push(if white { white_result } else { 1.0 - white_result });
        Ok(())
    }

    /// Reads an `arena datagen` file.
    pub fn read(path: &str) -> Result<Dataset, DataError> {
        let text = std::fs::read_to_string(path).map_err(|source| DataError::Io { path: path.into(), source })?;
        let mut set = Dataset::default();
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            set.push_line(line).map_err(|reason| DataError::Line { path: path.into(), line: n + 1, reason })?;
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
        set.push_line("chess|rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1|35|1").expect("valid");
        set.push_line("mirodol|arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1|10|0.5")
            .expect("valid");
        assert_eq!(set.len(), 2);
        let (own, theirs) = set.inputs(0);
        assert_eq!((own.len(), theirs.len()), (32, 32));
        assert_eq!((set.scores[0], set.results[0]), (-35.0, 0.0), "Black to move: White's score negated");
        assert_eq!(set.inputs(1).0.len(), 40);
        assert!(set.push_line("chess|not a fen|0|1").is_err());
        assert!(set.push_line("chess|8/8/8/8/8/8/8/K6k w - - 0 1|0|2").is_err());
    }
}
