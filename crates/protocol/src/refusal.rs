//! Why a command was refused, or why an event does not fit the state a
//! replica holds. A refusal changes nothing: the match, or the replica,
//! stays exactly as it was.
//!
//! Each variant has a stable id (the serde tag) that the UI translates by
//! (`refusal-<id>` in the app's locales); the English text is for logs.

use rules::StartError;
use serde::{Deserialize, Serialize};

/// A refused command (or an event a replica cannot accept).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "id", rename_all = "kebab-case")]
pub enum Refusal {
    /// The game has not started yet (waiting for the opponent, or in the hidden setup).
    #[error("the game has not started")]
    NotStarted,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The other side is to move.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The game is paused: no move is accepted.
    #[error("the game is paused")]
    Paused,
    /// The game has no clock, so nothing to pause.
    #[error("this game has no clock")]
    NoClock,
    /// A pause is already running.
    #[error("the game is already paused")]
    AlreadyPaused,
    /// This player's one pause of the game is used.
    #[error("your pause for this game is used")]
    PauseSpent,
    /// The game is not paused.
    #[error("the game is not paused")]
    NotPaused,
    /// Only the player who paused may resume early.
    #[error("only the player who paused may resume")]
    NotYourPause,
    /// The move is not legal here (or not a move at all).
    #[error("{uci:?} is {}", if *.malformed { "not a move in UCI notation" } else { "not a legal move here" })]
    IllegalMove {
        /// The move as sent.
        uci: String,
        /// `true` when the text is not UCI notation; `false` when it is but
        /// the move is illegal.
        malformed: bool,
    },
    /// The hidden setup is not running (the game has no hidden setup, or it is over).
    #[error("the hidden setup is not running")]
    NotInSetup,
    /// The message belongs to the other way of locking armies (commit–reveal
    /// between peers, or armies given to a trusted referee).
    #[error("this match does not lock armies that way")]
    WrongSetupMode,
    /// This side has already locked its army this round.
    #[error("your army is already locked")]
    AlreadyLocked,
    /// Reveals are taken only after both sides have committed.
    #[error("both sides must lock before revealing")]
    NotAllLocked,
    /// This side has already revealed its army this round.
    #[error("your army is already revealed")]
    AlreadyRevealed,
    /// The army and nonce do not match the commitment sent when locking.
    #[error("the revealed army does not match its commitment")]
    RevealMismatch,
    /// The army breaks the custom-army rules on its own (SPEC §5–7).
    #[error("the army is not valid: {}", .errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; "))]
    InvalidArmy {
        /// Every reason, as the rules core reports it.
        errors: Vec<StartError>,
    },
    /// This player already has a draw offer standing, or made one this move.
    #[error("you have already offered a draw")]
    DrawAlreadyOffered,
    /// There is no draw offer from the opponent to answer.
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    /// Takebacks are off in this match.
    #[error("takebacks are not allowed in this game")]
    TakebacksOff,
    /// This player has no move to take back.
    #[error("there is no move of yours to take back")]
    NothingToTakeBack,
    /// A takeback request is already waiting for an answer.
    #[error("a takeback request is already waiting")]
    TakebackPending,
    /// There is no takeback request from the opponent to answer.
    #[error("there is no takeback request to answer")]
    NoTakebackRequest,
    /// A game may be aborted only before the aborting player's first move.
    #[error("the game can no longer be aborted")]
    CannotAbort,
    /// A rematch can be offered only once the game is over.
    #[error("the game is not over")]
    NotOver,
    /// This player has already offered a rematch.
    #[error("you have already offered a rematch")]
    RematchAlreadyOffered,
    /// An event that does not follow from the state (a replica's check on
    /// what its host or server sends).
    #[error("inconsistent event: {reason}")]
    Inconsistent {
        /// What did not fit.
        reason: String,
    },
}

impl Refusal {
    /// An [`Refusal::Inconsistent`] with this reason.
    pub(crate) fn inconsistent(reason: impl Into<String>) -> Refusal {
        Refusal::Inconsistent { reason: reason.into() }
    }

    /// The stable id (the serde tag), which the UI translates by.
    pub fn id(&self) -> String {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::Object(map)) => map.get("id").and_then(|v| v.as_str()).unwrap_or("").to_string(),
            _ => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_the_serde_tags() {
        assert_eq!(Refusal::PauseSpent.id(), "pause-spent");
        let r = Refusal::IllegalMove { uci: "e2e5".into(), malformed: false };
        assert_eq!(r.id(), "illegal-move");
        assert_eq!(r.to_string(), "\"e2e5\" is not a legal move here");
        assert_eq!(serde_json::to_string(&r).unwrap(), r#"{"id":"illegal-move","uci":"e2e5","malformed":false}"#);
    }
}
