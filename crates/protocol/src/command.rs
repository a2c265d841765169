//! What goes into a match: commands a seat sends, and what its shell
//! observes (a connection coming and going, time passing).

use crate::commit::{Commitment, Nonce};
use rules::{Color, Setup};
use serde::{Deserialize, Serialize};

/// What a player asks of the match. On the wire each is a message whose
/// `type` is the kebab-case name (`move`, `offer-draw`, …); see
/// `docs/protocol.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Command {
    /// Play a move, in UCI notation (`e2e4`, `e7e8m`, Mirodol castles `e1h1o`).
    Move {
        /// The move.
        uci: String,
    },
    /// Take this player's one pause of the game (up to 60 s).
    Pause,
    /// End this player's own pause early.
    Resume,
    /// Give up the game.
    Resign,
    /// Call the game off: allowed before this player's first move.
    Abort,
    /// Offer a draw (accepts the opponent's standing offer, if there is one).
    OfferDraw,
    /// Accept the opponent's draw offer.
    AcceptDraw,
    /// Decline the opponent's draw offer.
    DeclineDraw,
    /// Ask to take back this player's last move.
    RequestTakeback,
    /// Accept the opponent's takeback request.
    AcceptTakeback,
    /// Decline the opponent's takeback request.
    DeclineTakeback,
    /// Lock this side's army by its commitment (commit–reveal setup).
    Commit {
        /// The commitment (see [`crate::commit`]).
        commitment: Commitment,
    },
    /// Show the committed army once both sides have committed.
    Reveal {
        /// This side's army (the FEN board field; the other side's pieces are ignored).
        army: Setup,
        /// The nonce that went into the commitment.
        nonce: Nonce,
    },
    /// Lock this side's army by giving it to the referee (referee setup).
    LockArmy {
        /// This side's army (the FEN board field; the other side's pieces are ignored).
        army: Setup,
    },
    /// Offer (or accept) a rematch with colours swapped, once the game is over.
    OfferRematch,
}

impl Command {
    /// The command's wire name (`move`, `offer-draw`, …), for logs and replies.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Move { .. } => "move",
            Command::Pause => "pause",
            Command::Resume => "resume",
            Command::Resign => "resign",
            Command::Abort => "abort",
            Command::OfferDraw => "offer-draw",
            Command::AcceptDraw => "accept-draw",
            Command::DeclineDraw => "decline-draw",
            Command::RequestTakeback => "request-takeback",
            Command::AcceptTakeback => "accept-takeback",
            Command::DeclineTakeback => "decline-takeback",
            Command::Commit { .. } => "commit",
            Command::Reveal { .. } => "reveal",
            Command::LockArmy { .. } => "lock-army",
            Command::OfferRematch => "offer-rematch",
        }
    }

    /// Every command's wire name: the decoder tells an unknown message type
    /// from a malformed known one by this list.
    pub const NAMES: [&'static str; 15] = [
        "move",
        "pause",
        "resume",
        "resign",
        "abort",
        "offer-draw",
        "accept-draw",
        "decline-draw",
        "request-takeback",
        "accept-takeback",
        "decline-takeback",
        "commit",
        "reveal",
        "lock-army",
        "offer-rematch",
    ];
}

/// One input to a match: a seat's command, or what the shell saw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A command from the player of this colour.
    Command(Color, Command),
    /// This seat's player connected (the first time: joined).
    Connected(Color),
    /// This seat's player lost its connection.
    Disconnected(Color),
    /// Time passed: fire whatever deadline has come (flag fall, pause end).
    Tick,
}
