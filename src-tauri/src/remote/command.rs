//! What a player does in a remote game (LAN or online): the action as the
//! window sends it, and the command the session runs.

use protocol::SeatControls;
use rules::Setup;
use serde::Deserialize;

/// One action of this side in a remote game, as the window sends it.
#[derive(specta::Type, Debug, Clone, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RemoteAction {
    /// A move in UCI.
    Move {
        /// The move.
        uci: String,
    },
    /// Lock this side's army from the setup editor (hidden setup).
    Lock,
    /// Take this side's pause.
    Pause,
    /// End this side's pause early.
    Resume,
    /// Resign.
    Resign,
    /// Call the game off (before this side's first move).
    Abort,
    /// Offer a draw.
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw {
        /// Accept or decline.
        accept: bool,
    },
    /// Ask to take back.
    RequestTakeback,
    /// Answer the opponent's takeback request.
    AnswerTakeback {
        /// Accept or decline.
        accept: bool,
    },
    /// Offer a rematch.
    Rematch,
}

impl RemoteAction {
    /// The command this action asks for; `army` gives this side's army from
    /// the setup editor, for a lock.
    pub fn command(self, army: impl FnOnce() -> Setup) -> RemoteCommand {
        match self {
            RemoteAction::Move { uci } => RemoteCommand::Move(uci),
            RemoteAction::Lock => RemoteCommand::Lock(army()),
            RemoteAction::Pause => RemoteCommand::Pause,
            RemoteAction::Resume => RemoteCommand::Resume,
            RemoteAction::Resign => RemoteCommand::Resign,
            RemoteAction::Abort => RemoteCommand::Abort,
            RemoteAction::OfferDraw => RemoteCommand::OfferDraw,
            RemoteAction::AnswerDraw { accept } => RemoteCommand::AnswerDraw(accept),
            RemoteAction::RequestTakeback => RemoteCommand::RequestTakeback,
            RemoteAction::AnswerTakeback { accept } => RemoteCommand::AnswerTakeback(accept),
            RemoteAction::Rematch => RemoteCommand::Rematch,
        }
    }
}

/// One command of this side in a remote game (LAN or online).
#[derive(Debug, Clone)]
pub enum RemoteCommand {
    /// A move in UCI.
    Move(String),
    /// Lock this side's army (hidden setup).
    Lock(Setup),
    /// Take this side's pause.
    Pause,
    /// End this side's pause early.
    Resume,
    /// Resign.
    Resign,
    /// Call the game off (before this side's first move).
    Abort,
    /// Offer a draw.
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw(bool),
    /// Ask to take back.
    RequestTakeback,
    /// Answer the opponent's takeback request.
    AnswerTakeback(bool),
    /// Offer a rematch.
    Rematch,
}

impl RemoteCommand {
    /// Sends this command through a seat's controls (a LAN session, or the
    /// online client); the referee's answer comes as an event.
    pub async fn run<C: SeatControls>(self, controls: &C) -> Result<(), C::Error> {
        match self {
            RemoteCommand::Move(uci) => controls.play(&uci).await,
            RemoteCommand::Lock(army) => controls.lock_army(army).await,
            RemoteCommand::Pause => controls.pause().await,
            RemoteCommand::Resume => controls.resume().await,
            RemoteCommand::Resign => controls.resign().await,
            RemoteCommand::Abort => controls.abort().await,
            RemoteCommand::OfferDraw => controls.offer_draw().await,
            RemoteCommand::AnswerDraw(yes) => controls.answer_draw(yes).await,
            RemoteCommand::RequestTakeback => controls.request_takeback().await,
            RemoteCommand::AnswerTakeback(yes) => controls.answer_takeback(yes).await,
            RemoteCommand::Rematch => controls.offer_rematch().await,
        }
    }
}
