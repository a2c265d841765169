//! "Let the engine choose its army" (SPEC §1) for a Maharajah game against
//! the engine started from the setup editor: the engine's half of the
//! editor's setup is replaced by `engine::advisor::choose`'s pick when the
//! game starts (the player sees it then, not before), and the game starts
//! from that position, so it is saved like any other army game (its FEN).

use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::setup::kind_name;
use engine::advisor::choose::engine_army_against;
use engine::advisor::table::TABLE;
use engine::advisor::{AdvisorError, Army};
use fluent_bundle::FluentValue;
use rules::army::ARMY_KINDS;
use rules::{Color, Setup};
use std::sync::Mutex;

/// The engine's last chosen army, so that the next game's is another one.
#[derive(Debug, Default)]
pub struct Chooser {
    last: Mutex<Option<Army>>,
}

/// The engine's choice: the whole setup to start from, and the army in words.
#[derive(Debug, Clone)]
pub struct Chosen {
    /// The editor's setup with the engine's half replaced.
    pub setup: Setup,
    /// "The engine chose its army: Archbishop ×5 and Knight ×4".
    pub notice: String,
}

impl Chooser {
    /// `setup` with `engine_color`'s army chosen by the engine at `level`
    /// (drawn with `seed`) against the player's army of `setup`; refused with
    /// the rules core's reasons when the player's army cannot start at all.
    pub fn choose(&self, setup: &Setup, engine_color: Color, level: u8, seed: u64) -> AppResult<Chosen> {
        let player = Army::from_setup(setup, engine_color.flip());
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let army = engine_army_against(&TABLE, level, &player, engine_color, seed, last.as_ref()).map_err(refused)?;
        let setup = match engine_color {
            Color::White => Setup::combine(&army.setup(), setup),
            Color::Black => Setup::combine(setup, &army.setup()),
        };
        let notice = i18n::tf("newgame-engine-army-chosen", &[("pieces", FluentValue::from(composition(&army)))]);
        *last = Some(army);
        Ok(Chosen { setup, notice })
    }
}

/// No army fits the player's: the player's army's own faults, counted as the editor counts them.
fn refused(e: AdvisorError) -> AppError {
    match e {
        AdvisorError::Army(errors) | AdvisorError::Opponent(errors) => AppError::InvalidSetup(errors.len().max(1)),
    }
}

/// The army's pieces by kind, strongest first: "Archbishop ×5 and Knight ×4" (a
/// kind and its count never split across lines).
fn composition(army: &Army) -> String {
    let mut counts: Vec<(rules::Kind, usize)> =
        ARMY_KINDS.iter().map(|&k| (k, army.pieces().filter(|&(_, p)| p == k).count())).collect();
    counts.retain(|&(_, n)| n > 0);
    counts.sort_by_key(|&(k, n)| (std::cmp::Reverse(k.cost()), n));
    super::words_list(counts.iter().map(|&(k, n)| format!("{}\u{a0}×{n}", kind_name(k))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_chooses_a_legal_army_for_its_side_and_another_one_next_time() {
        let chooser = Chooser::default();
        let editor = Setup::orthodox();
        let first = chooser.choose(&editor, Color::Black, 8, 7).expect("a choice");
        let pos = first.setup.to_position().expect("a legal start");
        assert_eq!(
            first.setup.only(Color::White).board_fen(),
            editor.only(Color::White).board_fen(),
            "the player's army stays"
        );
        assert_eq!(first.setup.cost(Color::Black), rules::BUDGET);
        assert_eq!(pos.variant(), rules::Variant::Maharajah);
        assert!(first.notice.contains('×'), "{}", first.notice);
        let second = chooser.choose(&editor, Color::Black, 8, 7).expect("a choice");
        assert_ne!(first.setup.board_fen(), second.setup.board_fen(), "the same seed, yet another army");
        let white = chooser.choose(&editor, Color::White, 1, 3).expect("a choice");
        assert_eq!(white.setup.only(Color::Black).board_fen(), editor.only(Color::Black).board_fen());
        assert!(white.setup.to_position().is_ok());
    }

    #[test]
    fn a_player_army_that_cannot_start_is_refused_with_its_faults() {
        let mut editor = Setup::orthodox();
        editor.clear(Color::White);
        let e = Chooser::default().choose(&editor, Color::Black, 8, 1).unwrap_err();
        assert_eq!(e.kind(), "invalid-setup");
    }
}
