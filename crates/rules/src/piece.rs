//! Colours, piece kinds and their movement as data.
//!
//! Every piece but the pawn is described by a Betza-style string (see
//! [`Kind::betza`]); [`Movement::parse`] turns it into leap atoms and slide
//! directions, and the geometry turns those into attack tables. A new piece is
//! one more row in [`KIND_DATA`], never new control flow in move generation.

use std::fmt;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// Moves first; starts on the low ranks.
    White = 0,
    /// Moves second; starts on the high ranks.
    Black = 1,
}

impl Color {
    /// Both colours, White first (the order of per-side arrays).
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The other player.
    #[inline(always)]
    pub fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// Index into per-side arrays.
    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }
    /// The FEN letter of the side to move (`w` / `b`).
    pub fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

/// A kind of piece, independent of colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Kind {
    /// Pawn: the one piece whose moves depend on colour and variant rules.
    Pawn = 0,
    /// Knight (N).
    Knight = 1,
    /// Bishop (B).
    Bishop = 2,
    /// Rook (R).
    Rook = 3,
    /// Queen (Q).
    Queen = 4,
    /// King (K).
    King = 5,
    /// Archbishop: bishop + knight (A, Maharajah variant).
    Archbishop = 6,
    /// Chancellor: rook + knight (C, Maharajah variant).
    Chancellor = 7,
    /// Maharajah: queen + knight (M, Maharajah variant).
    Maharajah = 8,
    /// Archer: (3,1) + (3,2) leaper (A, Mirodol).
    Archer = 9,
}

/// Number of piece kinds; sizes per-kind tables.
pub const KIND_COUNT: usize = 10;

/// The static description of one piece kind.
#[derive(Clone, Copy, Debug)]
pub struct KindData {
    /// The kind described.
    pub kind: Kind,
    /// Betza notation of its moves (the pawn's entry is informational only).
    pub betza: &'static str,
    /// Point cost in a Maharajah custom army (§3); the king is free.
    pub cost: u32,
    /// Letter in FEN and SAN (upper case).
    pub letter: char,
}

/// The piece table: movement, cost and letter of every kind.
pub const KIND_DATA: [KindData; KIND_COUNT] = [
    KindData { kind: Kind::Pawn, betza: "fmWfcF", cost: 1, letter: 'P' },
    KindData { kind: Kind::Knight, betza: "N", cost: 3, letter: 'N' },
    KindData { kind: Kind::Bishop, betza: "B", cost: 3, letter: 'B' },
    KindData { kind: Kind::Rook, betza: "R", cost: 5, letter: 'R' },
    KindData { kind: Kind::Queen, betza: "Q", cost: 9, letter: 'Q' },
    KindData { kind: Kind::King, betza: "K", cost: 0, letter: 'K' },
    KindData { kind: Kind::Archbishop, betza: "BN", cost: 6, letter: 'A' },
    KindData { kind: Kind::Chancellor, betza: "RN", cost: 8, letter: 'C' },
    KindData { kind: Kind::Maharajah, betza: "QN", cost: 13, letter: 'M' },
    KindData { kind: Kind::Archer, betza: "CZ", cost: 6, letter: 'A' },
];

impl Kind {
    /// Every kind, in index order.
    pub const ALL: [Kind; KIND_COUNT] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
        Kind::Archbishop,
        Kind::Chancellor,
        Kind::Maharajah,
        Kind::Archer,
    ];

    /// Index into per-kind tables.
    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }
    /// The kind with table index `i`.
    #[inline(always)]
    pub fn from_index(i: usize) -> Kind {
        Kind::ALL[i]
    }
    /// This kind's row of [`KIND_DATA`].
    pub fn data(self) -> &'static KindData {
        &KIND_DATA[self.index()]
    }
    /// Betza notation of its moves.
    pub fn betza(self) -> &'static str {
        self.data().betza
    }
    /// Custom-army cost in points.
    pub fn cost(self) -> u32 {
        self.data().cost
    }
    /// Upper-case FEN/SAN letter. Archbishop and Archer share `A`; a variant
    /// never has both, so the variant resolves the letter.
    pub fn letter(self) -> char {
        self.data().letter
    }
    /// `true` for the Maharajah variant's compound pieces (M, A, C): their
    /// presence in a starting army makes a side a variant side (§8).
    pub fn is_compound(self) -> bool {
        matches!(self, Kind::Archbishop | Kind::Chancellor | Kind::Maharajah)
    }
    /// The movement parsed from [`Kind::betza`] (the pawn has none here; its
    /// moves are variant rules, see [`crate::variant::PawnRule`]).
    pub fn movement(self) -> Movement {
        if self == Kind::Pawn {
            Movement::default()
        } else {
            Movement::parse(self.betza()).expect("piece table holds valid Betza")
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self)
    }
}

/// A piece: a kind and a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Who owns it.
    pub color: Color,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }
    /// Dense index (kind × 2 + colour) for hash keys and the mailbox.
    #[inline(always)]
    pub fn index(self) -> usize {
        self.kind.index() * 2 + self.color.index()
    }
}

/// A leap atom: an (a, b) displacement taken in all eight symmetric directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atom {
    /// The longer (or equal) leg.
    pub a: i8,
    /// The shorter leg.
    pub b: i8,
}

impl Atom {
    /// All displacements of this atom, deduplicated.
    pub fn offsets(self) -> Vec<(i8, i8)> {
        let mut v = Vec::new();
        for (x, y) in [(self.a, self.b), (self.b, self.a)] {
            for sx in [1, -1] {
                for sy in [1, -1] {
                    let d = (x * sx, y * sy);
                    if !v.contains(&d) {
                        v.push(d);
                    }
                }
            }
        }
        v
    }
}

/// What a piece does, parsed from Betza notation: single leaps plus slides.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Movement {
    /// Leap atoms taken once (W, F, N, C, Z, …).
    pub leaps: Vec<Atom>,
    /// Slides along ranks and files (a rook's component).
    pub orthogonal_slide: bool,
    /// Slides along diagonals (a bishop's component).
    pub diagonal_slide: bool,
}

/// A Betza string that this parser does not understand.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unsupported Betza letter '{0}'")]
pub struct BetzaError(pub char);

impl Movement {
    /// Parses the subset of Betza notation our pieces use: leaper atoms
    /// W F D N A C Z H G, riders R B Q (also WW / FF), and the king K.
    pub fn parse(betza: &str) -> Result<Movement, BetzaError> {
        let mut m = Movement::default();
        let chars: Vec<char> = betza.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let doubled = chars.get(i + 1) == Some(&c);
            let atom = |a, b| Atom { a, b };
            match c {
                'W' if doubled => m.orthogonal_slide = true,
                'F' if doubled => m.diagonal_slide = true,
                'W' => m.leaps.push(atom(1, 0)),
                'F' => m.leaps.push(atom(1, 1)),
                'D' => m.leaps.push(atom(2, 0)),
                'N' => m.leaps.push(atom(2, 1)),
                'A' => m.leaps.push(atom(2, 2)),
                'H' => m.leaps.push(atom(3, 0)),
                'C' => m.leaps.push(atom(3, 1)),
                'Z' => m.leaps.push(atom(3, 2)),
                'G' => m.leaps.push(atom(3, 3)),
                'R' => m.orthogonal_slide = true,
                'B' => m.diagonal_slide = true,
                'Q' => {
                    m.orthogonal_slide = true;
                    m.diagonal_slide = true;
                }
                'K' => {
                    m.leaps.push(atom(1, 0));
                    m.leaps.push(atom(1, 1));
                }
                other => return Err(BetzaError(other)),
            }
            i += if doubled && (c == 'W' || c == 'F') { 2 } else { 1 };
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compound_pieces_are_unions_of_their_parts() {
        let m = Kind::Maharajah.movement();
        assert!(m.orthogonal_slide && m.diagonal_slide);
        assert_eq!(m.leaps, vec![Atom { a: 2, b: 1 }]);
        let a = Kind::Archbishop.movement();
        assert!(!a.orthogonal_slide && a.diagonal_slide);
        let c = Kind::Chancellor.movement();
        assert!(c.orthogonal_slide && !c.diagonal_slide);
    }

    #[test]
    fn archer_leaps_are_camel_and_zebra() {
        let m = Kind::Archer.movement();
        let offsets: usize = m.leaps.iter().map(|a| a.offsets().len()).sum();
        assert_eq!(offsets, 16);
        assert!(!m.orthogonal_slide && !m.diagonal_slide);
    }

    #[test]
    fn costs_match_the_spec() {
        let orthodox = 8 * Kind::Pawn.cost()
            + 2 * (Kind::Knight.cost() + Kind::Bishop.cost() + Kind::Rook.cost())
            + Kind::Queen.cost();
        assert_eq!(orthodox, 39);
        assert_eq!(Kind::Maharajah.cost(), 13);
        assert_eq!(Movement::parse("X"), Err(BetzaError('X')));
    }
}
