//! One side's army seen from White: what the advisor reasons about. An army
//! built for Black is mirrored (a8 ↔ a1), so every feature, search and
//! suggestion is computed once, and squares are mirrored back on the way out.

use super::archetypes::{Archetype, ORTHODOX};
use rules::army::ARMY_KINDS;
use rules::{Board8, Color, Geometry, Kind, Piece, Position, Setup, StartError};

/// A 39-point army as White's half of the board (kings aside), and the
/// colour the player built it for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Army {
    /// White's pieces: the setup with only White's army (both kings).
    white: Setup,
    /// The side it was built for: squares in reasons and differences are
    /// given in its coordinates.
    pub color: Color,
}

/// Mirrors a square across the middle of the board (a1 ↔ a8).
pub fn mirror(sq: usize) -> usize {
    sq ^ 56
}

impl Army {
    /// `color`'s army of `setup` (the other side is ignored).
    pub fn from_setup(setup: &Setup, color: Color) -> Army {
        let mut white = setup.only(color);
        if color == Color::Black {
            white.mirror_to(Color::White);
            white.clear(Color::Black);
        }
        Army { white, color }
    }

    /// An archetype of the self-play table, as White.
    pub fn archetype(a: &Archetype) -> Army {
        Army { white: a.setup(Color::White), color: Color::White }
    }

    /// The orthodox army.
    pub fn orthodox() -> Army {
        Army::archetype(Archetype::by_id(ORTHODOX).expect("the orthodox archetype exists"))
    }

    /// The same pieces, White's half: the board the advisor works on.
    pub fn white_setup(&self) -> &Setup {
        &self.white
    }

    /// The army as a setup of its own colour (only its side and both kings).
    pub fn setup(&self) -> Setup {
        self.placed_for(self.color)
    }

    /// This army placed for `color`: White's half, or mirrored to Black's.
    fn placed_for(&self, color: Color) -> Setup {
        let mut s = self.white.clone();
        if color == Color::Black {
            s.mirror_to(Color::Black);
            s.clear(Color::White);
        }
        s
    }

    /// The same army from a new White-side board, keeping the colour.
    pub fn with_white(&self, white: Setup) -> Army {
        Army { white, color: self.color }
    }

    /// Pieces (kings aside) with their White-side squares.
    pub fn pieces(&self) -> impl Iterator<Item = (usize, Kind)> + '_ {
        self.white.army(Color::White)
    }

    /// Points per kind of [`ARMY_KINDS`].
    pub fn points(&self) -> [u32; 8] {
        let mut out = [0; 8];
        for (_, kind) in self.pieces() {
            if let Some(i) = ARMY_KINDS.iter().position(|&k| k == kind) {
                out[i] += kind.cost();
            }
        }
        out
    }

    /// The square `sq` of the White-side board in the army's own coordinates.
    pub fn own_square(&self, sq: usize) -> usize {
        if self.color == Color::Black {
            mirror(sq)
        } else {
            sq
        }
    }

    /// The start with `white` as White and `black` as Black (both armies in
    /// their White-side form).
    pub fn start(white: &Army, black: &Army) -> Result<Position<Board8>, Vec<StartError>> {
        Setup::combine(&white.placed_for(Color::White), &black.placed_for(Color::Black)).to_position()
    }

    /// The piece on White-side square `sq`.
    pub fn piece_at(&self, sq: usize) -> Option<Kind> {
        self.white.piece_at(sq).filter(|p| p.color == Color::White && p.kind != Kind::King).map(|p| p.kind)
    }

    /// A White-side board with `sq` emptied and, if given, `kind` put there,
    /// unchecked (legality comes from [`Army::start`]).
    pub fn with_square(white: &Setup, sq: usize, kind: Option<Kind>) -> Setup {
        let mut board = *white.squares();
        board[sq] = kind.map(|k| Piece::new(Color::White, k));
        Setup::from_squares(board)
    }
}

/// Board8's square name.
pub fn square_name(sq: usize) -> String {
    Board8::square_name(sq)
}
