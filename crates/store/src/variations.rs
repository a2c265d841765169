//! Side lines saved into a game: a line the player explored in the review
//! becomes a PGN variation of the game, kept in its annotated text (and so
//! exported with it), while the game's moves and result stay as played.

use crate::error::{Result, StoreError};
use crate::games::{GameId, GameRecord};
use crate::pgn_io::{game_to_pgn, PlayerNames};
use crate::Store;
use rules::pgn::{read_game, PgnGame, PgnMove};
use rules::AnyPosition;

/// Most moves a saved side line may have: far more than anyone explores by
/// hand, and it keeps one game's text bounded.
pub const MAX_LINE_MOVES: usize = 200;

/// What saving a line did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineSaved {
    /// A new variation.
    Added,
    /// It extended a variation that began the same way.
    Extended,
    /// The game already holds it (as played, or as a variation).
    AlreadyThere,
}

impl Store {
    /// Saves `line` (UCI moves played from position `at` of the game's main
    /// line, 0 = the start) as a variation. Moves the line shares with the
    /// game are skipped, so it hangs where it leaves the game. Refused
    /// ([`StoreError::Invalid`]) for an illegal move, a line too long, or one
    /// that only continues past the game's last move: a variation is an
    /// alternative to a move that was played.
    pub fn save_line(&mut self, id: GameId, at: usize, line: &[String], names: PlayerNames) -> Result<LineSaved> {
        if line.len() > MAX_LINE_MOVES {
            return Err(StoreError::invalid("line", format!("more than {MAX_LINE_MOVES} moves")));
        }
        let mut game = self.game(id)?;
        let mut pgn = read_game(&game_to_pgn(&game, names)?)
            .map_err(|e| StoreError::invalid("game", format!("its PGN does not read back: {e}")))?;
        let (at, sans) = diverging_line(&game, at, line)?;
        if sans.is_empty() {
            return Ok(LineSaved::AlreadyThere);
        }
        let saved = insert_line(&mut pgn, at, sans)?;
        if saved != LineSaved::AlreadyThere {
            game.annotated_pgn = Some(pgn.to_pgn());
            self.update_game(&game)?;
        }
        Ok(saved)
    }
}

/// Where `line`, played from position `at`, leaves the game's main line,
/// and its moves from there in SAN.
fn diverging_line(game: &GameRecord, at: usize, line: &[String]) -> Result<(usize, Vec<String>)> {
    if at > game.moves.len() {
        return Err(StoreError::invalid("line", format!("position {at} is past the game's end")));
    }
    let mut pos = match &game.start_fen {
        Some(fen) => AnyPosition::from_fen(game.variant, fen),
        None => Ok(AnyPosition::start(game.variant)),
    }
    .map_err(|e| StoreError::invalid("game", e.to_string()))?;
    for uci in &game.moves[..at] {
        pos.play_uci(uci).map_err(|e| StoreError::invalid("game", e.to_string()))?;
    }
    let shared = line.iter().zip(&game.moves[at..]).take_while(|(a, b)| a == b).count();
    for uci in &line[..shared] {
        pos.play_uci(uci).map_err(|e| StoreError::invalid("game", e.to_string()))?;
    }
    let at = at + shared;
    let rest = &line[shared..];
    if !rest.is_empty() && at == game.moves.len() {
        return Err(StoreError::invalid("line", "it continues past the game's last move"));
    }
    let mut sans = Vec::with_capacity(rest.len());
    for uci in rest {
        sans.push(pos.play_uci(uci).map_err(|e| StoreError::invalid("line", format!("{uci}: {e}")))?.san);
    }
    Ok((at, sans))
}

/// Hangs `sans` as a variation of main-line move `at` (0-based), or extends
/// the variation there that it continues.
fn insert_line(pgn: &mut PgnGame, at: usize, sans: Vec<String>) -> Result<LineSaved> {
    let mv =
        pgn.moves.get_mut(at).ok_or_else(|| StoreError::invalid("game", "its PGN has fewer moves than the game"))?;
    for var in &mut mv.variations {
        let shared = var.iter().zip(&sans).take_while(|(m, s)| &m.san == *s).count();
        if shared == sans.len() {
            return Ok(LineSaved::AlreadyThere);
        }
        if shared == var.len() {
            var.extend(sans[shared..].iter().map(PgnMove::new));
            return Ok(LineSaved::Extended);
        }
    }
    mv.variations.push(sans.into_iter().map(PgnMove::new).collect());
    Ok(LineSaved::Added)
}
