//! How a game ends: a result with its reason, or an abort with no result.
//!
//! The reason ids are stable strings: the wire carries them, the UI
//! translates by them (`end-<id>` in `locales/*/game.ftl`) and PGN export
//! maps them to a `Termination` tag. Local games in the app use the same
//! types, so a result reads the same whoever ran the game.

use rules::outcome::Outcome;
use rules::Color;
use serde::{Deserialize, Serialize};

/// Why a game with a result ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Stable id (`checkmate`, `time`, …), equal to the serde form.
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

    /// The PGN `Termination` tag value.
    pub fn termination(self) -> &'static str {
        match self {
            EndReason::Time | EndReason::TimeVsInsufficientMaterial => "time forfeit",
            _ => "normal",
        }
    }
}

impl From<Outcome> for EndReason {
    fn from(o: Outcome) -> EndReason {
        match o {
            Outcome::Checkmate { .. } => EndReason::Checkmate,
            Outcome::Stalemate => EndReason::Stalemate,
            Outcome::Repetition => EndReason::Repetition,
            Outcome::FiftyMoves => EndReason::FiftyMoves,
            Outcome::InsufficientMaterial => EndReason::InsufficientMaterial,
        }
    }
}

/// How a game ended: who won (or a draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why.
    pub reason: EndReason,
}

impl GameResult {
    /// The result the board declares (mate, stalemate, automatic draws).
    pub fn from_outcome(o: Outcome) -> GameResult {
        GameResult { winner: o.winner(), reason: o.into() }
    }

    /// `flagged` ran out of time (SPEC §11): the opponent wins if it could
    /// still mate (`opponent_can_mate`), otherwise it is a draw.
    pub fn on_time(flagged: Color, opponent_can_mate: bool) -> GameResult {
        if opponent_can_mate {
            GameResult { winner: Some(flagged.flip()), reason: EndReason::Time }
        } else {
            GameResult { winner: None, reason: EndReason::TimeVsInsufficientMaterial }
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_string(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// Why a game ended without a result (SPEC §11: nobody wins, nobody loses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "id", rename_all = "kebab-case")]
pub enum AbortReason {
    /// `color`'s flag fell before it had made its own first move.
    NoFirstMove {
        /// The side whose time ran out.
        color: Color,
    },
    /// `color` called the game off before it had made its first move (or
    /// before play began).
    Aborted {
        /// The side that aborted.
        color: Color,
    },
}

impl AbortReason {
    /// Stable id (`no-first-move`, `aborted`).
    pub fn id(self) -> &'static str {
        match self {
            AbortReason::NoFirstMove { .. } => "no-first-move",
            AbortReason::Aborted { .. } => "aborted",
        }
    }
}

/// The end of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Ending {
    /// Played to a result.
    Result(GameResult),
    /// Called off: no result.
    Aborted(AbortReason),
}

impl Ending {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` for an aborted game.
    pub fn result_string(&self) -> &'static str {
        match self {
            Ending::Result(r) => r.result_string(),
            Ending::Aborted(_) => "*",
        }
    }

    /// The PGN `Termination` tag value.
    pub fn termination(&self) -> &'static str {
        match self {
            Ending::Result(r) => r.reason.termination(),
            Ending::Aborted(_) => "abandoned",
        }
    }

    /// The id the UI translates (`checkmate`, `time`, `no-first-move`, …).
    pub fn id(&self) -> &'static str {
        match self {
            Ending::Result(r) => r.reason.id(),
            Ending::Aborted(a) => a.id(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_equal_the_serde_form() {
        for r in [EndReason::Checkmate, EndReason::TimeVsInsufficientMaterial, EndReason::FiftyMoves] {
            assert_eq!(serde_json::to_string(&r).unwrap(), format!("\"{}\"", r.id()));
        }
        let a = Ending::Aborted(AbortReason::NoFirstMove { color: Color::Black });
        assert_eq!(a.result_string(), "*");
        assert_eq!(a.id(), "no-first-move");
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, r#"{"kind":"aborted","id":"no-first-move","color":"black"}"#);
    }
}
