//! The controls of one seat in a remote match, the same wherever the
//! referee runs (the LAN host, the server): each sends one command and
//! returns once it is on its way; the referee's answer comes as an event.
//! A shell implements [`SeatControls::request`] (how the hidden setup
//! locks differs: a commitment between peers, the army itself to the
//! server — [`crate::seat::Replica::lock`] gives either); the rest follows
//! from it.

use crate::command::Command;
use rules::Setup;

/// The longest UCI move sent (`e7e8m`, Mirodol's `e1h1o`, with room to spare).
const MAX_UCI: usize = 16;

/// What a seat asks of its shell.
pub enum SeatRequest {
    /// A command, sent as it is.
    Command(Command),
    /// This seat's army for the hidden setup: the shell locks it with its
    /// replica ([`crate::seat::Replica::lock`]) in the match's setup mode.
    LockArmy(Setup),
}

/// One seat's controls of a remote match.
#[allow(async_fn_in_trait)] // used on concrete shells, whose futures are Send
pub trait SeatControls {
    /// Why a command could not be sent.
    type Error;

    /// Sends one request of this seat: a command, or an army to lock.
    async fn request(&self, request: SeatRequest) -> Result<(), Self::Error>;

    /// Sends one command of this seat to the referee.
    async fn command(&self, command: Command) -> Result<(), Self::Error> {
        self.request(SeatRequest::Command(command)).await
    }

    /// Locks this seat's army in the hidden setup (an army invalid on its
    /// own is refused before anything is sent).
    async fn lock_army(&self, army: Setup) -> Result<(), Self::Error> {
        self.request(SeatRequest::LockArmy(army)).await
    }

    /// Plays a move in UCI notation (`e2e4`, `e7e8m`).
    async fn play(&self, uci: &str) -> Result<(), Self::Error> {
        self.command(Command::Move { uci: uci.chars().take(MAX_UCI).collect() }).await
    }

    /// Takes this player's one pause of the game (up to 60 s).
    async fn pause(&self) -> Result<(), Self::Error> {
        self.command(Command::Pause).await
    }

    /// Ends this player's own pause early.
    async fn resume(&self) -> Result<(), Self::Error> {
        self.command(Command::Resume).await
    }

    /// Resigns the game.
    async fn resign(&self) -> Result<(), Self::Error> {
        self.command(Command::Resign).await
    }

    /// Calls the game off (before this player's first move, or during the setup).
    async fn abort(&self) -> Result<(), Self::Error> {
        self.command(Command::Abort).await
    }

    /// Offers a draw (accepts the opponent's standing offer, if any).
    async fn offer_draw(&self) -> Result<(), Self::Error> {
        self.command(Command::OfferDraw).await
    }

    /// Answers the opponent's draw offer.
    async fn answer_draw(&self, accept: bool) -> Result<(), Self::Error> {
        self.command(if accept { Command::AcceptDraw } else { Command::DeclineDraw }).await
    }

    /// Asks to take back this player's last move.
    async fn request_takeback(&self) -> Result<(), Self::Error> {
        self.command(Command::RequestTakeback).await
    }

    /// Answers the opponent's takeback request.
    async fn answer_takeback(&self, accept: bool) -> Result<(), Self::Error> {
        self.command(if accept { Command::AcceptTakeback } else { Command::DeclineTakeback }).await
    }

    /// Offers (or accepts) a rematch once the game is over; when both have,
    /// the new game (colours swapped) begins.
    async fn offer_rematch(&self) -> Result<(), Self::Error> {
        self.command(Command::OfferRematch).await
    }
}
