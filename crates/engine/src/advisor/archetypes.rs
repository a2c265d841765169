//! The characteristic armies the self-play table rates (`arena armies`),
//! chosen to span the space of 39-point armies: the orthodox one, armies of
//! one kind (knights, bishops, rooks, queens, Maharajahs…), the compound
//! pieces in place of the classic ones, pawn hordes, pawnless armies and
//! armies without a pawn shield.
//!
//! Each is White's half as FEN ranks from the furthest rank down to rank 1
//! (the king on e1); Black plays it mirrored. They are data, so the table,
//! the assessment and the tests read the same list.

use rules::{Color, Setup};

/// One characteristic army: a stable id (the table's key, and the name the
/// UI translates) and White's placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Archetype {
    /// Stable id, kebab-case.
    pub id: &'static str,
    /// White's half, FEN ranks from the furthest to rank 1.
    pub placement: &'static str,
}

/// The id of the orthodox army, the table's reference (rated 0).
pub const ORTHODOX: &str = "orthodox";

/// The armies of the self-play table.
pub const ARCHETYPES: [Archetype; 26] = [
    Archetype { id: ORTHODOX, placement: "PPPPPPPP/RNBQKBNR" },
    Archetype { id: "three-maharajahs", placement: "1M1MKM2" },
    Archetype { id: "two-maharajahs", placement: "3PPPP1/PNPMKMNP" },
    Archetype { id: "maharajah-for-queen", placement: "2PPPP2/RNBMKBNR" },
    Archetype { id: "maharajah-knights", placement: "PPPPPPPP/NNNMKNNN" },
    Archetype { id: "chancellors-pawns", placement: "2PPPP2/CCPCKCPP" },
    Archetype { id: "chancellors-for-rooks", placement: "3PP3/CNBQKBNC" },
    Archetype { id: "archbishops-knights", placement: "3NN3/ANAAKANN" },
    Archetype { id: "archbishops-for-bishops", placement: "3PP3/RNAQKANR" },
    Archetype { id: "chancellor-archbishop", placement: "1PPPPPP1/RNBCKANR" },
    Archetype { id: "all-compound", placement: "1AAMKCA1" },
    Archetype { id: "pawnless-officers", placement: "1NAMKCQ1" },
    Archetype { id: "knight-horde", placement: "PPPPPPPP/PPPNPPPP/NNNNKNNN" },
    Archetype { id: "pawn-horde", placement: "PPPPPPPP/PPPPPPPP/PPPPPPPP/NNPPKPNN" },
    Archetype { id: "queen-rooks", placement: "RRRQKRRR" },
    Archetype { id: "four-queens", placement: "QQPQKQPP" },
    Archetype { id: "two-queens", placement: "1PPPPPP1/NNBQKQBN" },
    Archetype { id: "queen-knights", placement: "2PPPP2/PPPPPPPP/NNNQKNNN" },
    Archetype { id: "rooks-pawns", placement: "PPPPPPPP/RRRPKRRR" },
    Archetype { id: "minor-swarm", placement: "1NNBBNN1/NBBNKBBN" },
    Archetype { id: "bishop-swarm", placement: "1BBBBBB1/BBBBKBBB" },
    Archetype { id: "knight-swarm", placement: "1NNNNNN1/NNNNKNNN" },
    Archetype { id: "bishops-pawns", placement: "3PP3/PPPPPPPP/PPPPPPPP/BBBBKBBB" },
    Archetype { id: "knights-pawns", placement: "3PP3/PPPPPPPP/PPPPPPPP/NNNNKNNN" },
    Archetype { id: "no-pawn-shield", placement: "PPPN2PP/RNBQKBNR" },
    Archetype { id: "pieces-before-pawns", placement: "RNBQPBNR/PPPPKPPP" },
];

impl Archetype {
    /// The setup with this army for `color` (mirrored for Black) and only
    /// the other king: combine two with [`Setup::combine`].
    pub fn setup(&self, color: Color) -> Setup {
        let ranks = self.placement.split('/').count();
        let padding = "8/".repeat(8usize.saturating_sub(ranks));
        let mut white = Setup::from_board_fen(&format!("{padding}{}", self.placement))
            .unwrap_or_else(|e| panic!("archetype {}: {e}", self.id));
        if color == Color::Black {
            white.mirror_to(Color::Black);
            white.clear(Color::White);
        }
        // `combine` starts from both kings, which the half-board lacks.
        Setup::combine(&white, &white)
    }

    /// The archetype with this id.
    pub fn by_id(id: &str) -> Option<&'static Archetype> {
        ARCHETYPES.iter().find(|a| a.id == id)
    }
}

/// The start with `white`'s army for White and `black`'s for Black.
pub fn pairing(white: &Archetype, black: &Archetype) -> Setup {
    Setup::combine(&white.setup(Color::White), &black.setup(Color::Black))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_archetype_is_a_legal_army_against_every_other() {
        for a in &ARCHETYPES {
            let alone = a.setup(Color::White);
            assert_eq!(alone.cost(Color::White), rules::BUDGET, "{}", a.id);
            for b in &ARCHETYPES {
                let start = pairing(a, b);
                assert_eq!(start.validate(), Ok(()), "{} vs {}: {start}", a.id, b.id);
            }
        }
        assert_eq!(pairing(&ARCHETYPES[0], &ARCHETYPES[0]), Setup::orthodox());
    }

    #[test]
    fn ids_are_unique() {
        for (i, a) in ARCHETYPES.iter().enumerate() {
            assert!(ARCHETYPES[i + 1..].iter().all(|b| b.id != a.id), "{}", a.id);
        }
    }
}
