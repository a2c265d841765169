//! A deliberately naive reference move generator for Mirodol (SPEC §13).
//!
//! A 10×10 mailbox of `Option<(side, man)>`, moves generated per piece by
//! reading the rules directly, and legality decided by playing every
//! pseudo-legal move on a copy and asking whether the mover's king could then
//! be captured. Slow and simple on purpose: it shares no code with the rules
//! crate's bitboard generator, only the square numbering (rank × 10 + file,
//! a1 = 0) and, for conversions, the crate's public accessors.

#![allow(dead_code)]

use rules::{Bitboard, Board10, Color, Kind, Position};
use std::collections::BTreeSet;
use std::fmt;

/// Board width and height.
pub const SIZE: i32 = 10;

/// A player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    /// Starts on ranks 1–2, pawns move up.
    White,
    /// Starts on ranks 9–10, pawns move down.
    Black,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
    /// Rank step of this side's pawns.
    pub fn forward(self) -> i32 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }
    /// Rank index of this side's first rank.
    pub fn home_rank(self) -> i32 {
        match self {
            Side::White => 0,
            Side::Black => SIZE - 1,
        }
    }
    /// Rank index where this side's pawns promote.
    pub fn last_rank(self) -> i32 {
        self.other().home_rank()
    }
    /// Whether rank index `rank` lies in this side's own half
    /// (White: ranks 1–5, Black: ranks 6–10).
    pub fn own_half(self, rank: i32) -> bool {
        match self {
            Side::White => rank <= 4,
            Side::Black => rank >= 5,
        }
    }
}

/// A kind of man on the Mirodol board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Man {
    /// Pawn.
    Pawn,
    /// Knight: (2,1) leaper.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
    /// Archer: (3,1) and (3,2) leaper.
    Archer,
}

impl Man {
    /// FEN / SAN letter, upper case.
    pub fn letter(self) -> char {
        match self {
            Man::Pawn => 'P',
            Man::Knight => 'N',
            Man::Bishop => 'B',
            Man::Rook => 'R',
            Man::Queen => 'Q',
            Man::King => 'K',
            Man::Archer => 'A',
        }
    }
    /// The man a FEN letter (either case) denotes.
    pub fn from_letter(c: char) -> Option<Man> {
        Some(match c.to_ascii_uppercase() {
            'P' => Man::Pawn,
            'N' => Man::Knight,
            'B' => Man::Bishop,
            'R' => Man::Rook,
            'Q' => Man::Queen,
            'K' => Man::King,
            'A' => Man::Archer,
            _ => return None,
        })
    }
}

/// What a pawn may become on the last rank: anything but a king (or a pawn).
pub const PROMOTIONS: [Man; 5] = [Man::Queen, Man::Rook, Man::Bishop, Man::Knight, Man::Archer];

const KNIGHT_LEAPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const ARCHER_LEAPS: [(i32, i32); 16] = [
    (3, 1),
    (3, -1),
    (-3, 1),
    (-3, -1),
    (1, 3),
    (1, -3),
    (-1, 3),
    (-1, -3),
    (3, 2),
    (3, -2),
    (-3, 2),
    (-3, -2),
    (2, 3),
    (2, -3),
    (-2, 3),
    (-2, -3),
];
const KING_STEPS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

/// What stands on a square.
pub type Cell = Option<(Side, Man)>;

/// Square index of (file, rank), both 0-based.
pub fn sq(file: i32, rank: i32) -> usize {
    debug_assert!(on_board(file, rank));
    (rank * SIZE + file) as usize
}
/// 0-based file of a square.
pub fn file_of(s: usize) -> i32 {
    s as i32 % SIZE
}
/// 0-based rank of a square.
pub fn rank_of(s: usize) -> i32 {
    s as i32 / SIZE
}
/// Whether (file, rank) is on the board.
pub fn on_board(file: i32, rank: i32) -> bool {
    (0..SIZE).contains(&file) && (0..SIZE).contains(&rank)
}
/// Algebraic name (`a1`, `j10`).
pub fn name(s: usize) -> String {
    format!("{}{}", (b'a' + file_of(s) as u8) as char, rank_of(s) + 1)
}
/// Parses an algebraic square name.
pub fn parse_sq(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let f = chars.next()?;
    if !('a'..='j').contains(&f) {
        return None;
    }
    let r: i32 = chars.as_str().parse().ok()?;
    if !(1..=SIZE).contains(&r) || chars.as_str().starts_with('0') {
        return None;
    }
    Some(sq(f as i32 - 'a' as i32, r - 1))
}
/// Splits a run of concatenated square names (`c3c4`).
pub fn parse_sq_run(text: &str) -> Option<Vec<usize>> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let len = 1 + rest[1..].chars().take_while(|c| c.is_ascii_digit()).count();
        out.push(parse_sq(&rest[..len])?);
        rest = &rest[len..];
    }
    Some(out)
}

/// Comparable identity of a move: (from, to, promotion letter, is castling).
pub type Key = (usize, usize, Option<char>, bool);

/// A move of the reference generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RMove {
    /// Origin (the king's, for castling).
    pub from: usize,
    /// Destination (the king's, for castling).
    pub to: usize,
    /// Promotion choice.
    pub promo: Option<Man>,
    /// The castling rook's square, for castling.
    pub rook: Option<usize>,
}

impl RMove {
    /// The comparable identity.
    pub fn key(self) -> Key {
        (self.from, self.to, self.promo.map(Man::letter), self.rook.is_some())
    }
}

/// Long-algebraic text of a key, with the Mirodol castling suffix `o`.
pub fn key_text(k: &Key) -> String {
    let mut s = format!("{}{}", name(k.0), name(k.1));
    if let Some(p) = k.2 {
        s.push(p.to_ascii_lowercase());
    }
    if k.3 {
        s.push('o');
    }
    s
}

/// A set of squares, kept as 100 plain flags.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Squares([bool; 100]);

impl Squares {
    /// No square.
    pub const EMPTY: Squares = Squares([false; 100]);
    /// Adds `s`.
    pub fn insert(&mut self, s: usize) {
        self.0[s] = true;
    }
    /// Removes `s`.
    pub fn remove(&mut self, s: usize) {
        self.0[s] = false;
    }
    /// Whether `s` is in the set.
    pub fn contains(&self, s: usize) -> bool {
        self.0[s]
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        !self.0.contains(&true)
    }
    /// Number of squares.
    pub fn len(&self) -> usize {
        self.0.iter().filter(|&&x| x).count()
    }
    /// The squares, lowest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        (0..100).filter(|&s| self.0[s])
    }
}

impl FromIterator<usize> for Squares {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut set = Squares::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

impl fmt::Debug for Squares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().map(name)).finish()
    }
}

/// A Mirodol position, as plainly as possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The 100 squares, a1 = 0, b1 = 1, …, j10 = 99.
    pub cells: [Cell; 100],
    /// Side to move.
    pub side: Side,
    /// Squares of rooks (of either side) that keep a castling right.
    pub castle_rooks: Squares,
    /// Squares passed by the last move if it was a pawn move of 2+ squares.
    pub ep_targets: Squares,
    /// The pawn that made that move.
    pub ep_victim: Option<usize>,
}

impl Board {
    /// Parses the first four fields of a Mirodol FEN (minimal, trusting parser).
    pub fn from_fen(fen: &str) -> Board {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut cells = [None; 100];
        let rows: Vec<&str> = fields[0].split('/').collect();
        assert_eq!(rows.len(), 10, "ten ranks in {fen}");
        for (i, row) in rows.iter().enumerate() {
            let rank = 9 - i as i32;
            let mut file = 0;
            let mut run = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d as i32;
                    continue;
                }
                file += run;
                run = 0;
                let man = Man::from_letter(c).unwrap_or_else(|| panic!("bad piece {c} in {fen}"));
                let side = if c.is_ascii_uppercase() { Side::White } else { Side::Black };
                cells[sq(file, rank)] = Some((side, man));
                file += 1;
            }
            assert_eq!(file + run, 10, "rank width in {fen}");
        }
        let side = match fields[1] {
            "w" => Side::White,
            "b" => Side::Black,
            s => panic!("bad side {s}"),
        };
        let mut board =
            Board { cells, side, castle_rooks: Squares::EMPTY, ep_targets: Squares::EMPTY, ep_victim: None };
        let castling = fields.get(2).copied().unwrap_or("-");
        for c in castling.chars().filter(|&c| c != '-') {
            let side = if c.is_ascii_uppercase() { Side::White } else { Side::Black };
            let home = side.home_rank();
            let king = board.king(side).expect("king");
            assert_eq!(rank_of(king), home, "castling king on its first rank");
            let rooks: Vec<i32> = (0..SIZE).filter(|&f| board.cells[sq(f, home)] == Some((side, Man::Rook))).collect();
            let file = match c.to_ascii_uppercase() {
                'K' => *rooks.iter().filter(|&&f| f > file_of(king)).max().expect("K rook"),
                'Q' => *rooks.iter().filter(|&&f| f < file_of(king)).min().expect("Q rook"),
                l @ 'A'..='J' => l as i32 - 'A' as i32,
                l => panic!("bad castling letter {l}"),
            };
            assert!(rooks.contains(&file), "castling rook present");
            board.castle_rooks.insert(sq(file, home));
        }
        if let Some(&ep) = fields.get(3) {
            if ep != "-" {
                let targets = parse_sq_run(ep).expect("ep squares");
                let mover = side.other();
                // The pawn that passed them stands one step beyond the furthest one.
                let furthest = match mover {
                    Side::White => *targets.iter().max().expect("ep"),
                    Side::Black => *targets.iter().min().expect("ep"),
                };
                let victim = sq(file_of(furthest), rank_of(furthest) + mover.forward());
                assert_eq!(board.cells[victim], Some((mover, Man::Pawn)), "ep victim in {fen}");
                board.ep_targets = targets.into_iter().collect();
                board.ep_victim = Some(victim);
            }
        }
        board
    }

    /// The same position read out of the rules crate through its public accessors.
    pub fn from_position(pos: &Position<Board10>) -> Board {
        let mut cells = [None; 100];
        for (s, cell) in cells.iter_mut().enumerate() {
            *cell = pos.piece_at(s).map(|p| {
                let side = match p.color {
                    Color::White => Side::White,
                    Color::Black => Side::Black,
                };
                let man = match p.kind {
                    Kind::Pawn => Man::Pawn,
                    Kind::Knight => Man::Knight,
                    Kind::Bishop => Man::Bishop,
                    Kind::Rook => Man::Rook,
                    Kind::Queen => Man::Queen,
                    Kind::King => Man::King,
                    Kind::Archer => Man::Archer,
                    other => panic!("{other:?} on a Mirodol board"),
                };
                (side, man)
            });
        }
        let side = match pos.side_to_move() {
            Color::White => Side::White,
            Color::Black => Side::Black,
        };
        Board {
            cells,
            side,
            castle_rooks: pos.castle_rooks().squares().collect(),
            ep_targets: pos.ep_targets().squares().collect(),
            ep_victim: pos.ep_victim(),
        }
    }

    /// The placement, side, castling and en passant fields as FEN
    /// (castling letters: `K`/`Q` for the outermost rook on that side, else the file).
    pub fn fen4(&self) -> String {
        let mut s = String::new();
        for rank in (0..SIZE).rev() {
            let mut empty = 0;
            for file in 0..SIZE {
                match self.cells[sq(file, rank)] {
                    None => empty += 1,
                    Some((side, man)) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        let l = man.letter();
                        s.push(if side == Side::White { l } else { l.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.side == Side::White { 'w' } else { 'b' });
        s.push(' ');
        let mut castling = String::new();
        for side in [Side::White, Side::Black] {
            let home = side.home_rank();
            let Some(king) = self.king(side) else { continue };
            let rooks: Vec<i32> = (0..SIZE).filter(|&f| self.cells[sq(f, home)] == Some((side, Man::Rook))).collect();
            for r in self.castle_rooks.iter().rev() {
                if rank_of(r) != home || self.cells[r].map(|c| c.0) != Some(side) {
                    continue;
                }
                let f = file_of(r);
                let outer_high = f > file_of(king) && rooks.iter().all(|&o| o <= f);
                let outer_low = f < file_of(king) && rooks.iter().all(|&o| o >= f);
                let l = if outer_high {
                    'K'
                } else if outer_low {
                    'Q'
                } else {
                    (b'A' + f as u8) as char
                };
                castling.push(if side == Side::White { l } else { l.to_ascii_lowercase() });
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        s += &castling;
        s.push(' ');
        if self.ep_targets.is_empty() {
            s.push('-');
        } else {
            for t in self.ep_targets.iter() {
                s += &name(t);
            }
        }
        s
    }

    /// Square of `side`'s king.
    pub fn king(&self, side: Side) -> Option<usize> {
        (0..100).find(|&s| self.cells[s] == Some((side, Man::King)))
    }

    /// Whether every square strictly between `a` and `b` (on one line) is empty.
    fn clear_between(&self, a: usize, b: usize) -> bool {
        let (df, dr) = (file_of(b) - file_of(a), rank_of(b) - rank_of(a));
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut f, mut r) = (file_of(a) + sf, rank_of(a) + sr);
        while (f, r) != (file_of(b), rank_of(b)) {
            if self.cells[sq(f, r)].is_some() {
                return false;
            }
            f += sf;
            r += sr;
        }
        true
    }

    /// Whether the piece on `from` could capture on `target` (ignoring what stands there).
    pub fn attacks(&self, from: usize, target: usize) -> bool {
        let Some((side, man)) = self.cells[from] else { return false };
        let (dx, dy) = (file_of(target) - file_of(from), rank_of(target) - rank_of(from));
        if (dx, dy) == (0, 0) {
            return false;
        }
        let (ax, ay) = (dx.abs(), dy.abs());
        let straight = dx == 0 || dy == 0;
        let diagonal = ax == ay;
        match man {
            Man::Pawn => dy == side.forward() && ax == 1,
            Man::Knight => (ax, ay) == (1, 2) || (ax, ay) == (2, 1),
            Man::Archer => matches!((ax, ay), (3, 1) | (1, 3) | (3, 2) | (2, 3)),
            Man::King => ax <= 1 && ay <= 1,
            Man::Rook => straight && self.clear_between(from, target),
            Man::Bishop => diagonal && self.clear_between(from, target),
            Man::Queen => (straight || diagonal) && self.clear_between(from, target),
        }
    }

    /// Whether some piece of `by` attacks `target`.
    pub fn attacked(&self, target: usize, by: Side) -> bool {
        (0..100).any(|s| matches!(self.cells[s], Some((c, _)) if c == by) && self.attacks(s, target))
    }

    /// Whether `side`'s king is attacked.
    pub fn in_check(&self, side: Side) -> bool {
        self.king(side).is_some_and(|k| self.attacked(k, side.other()))
    }

    fn push_pawn(&self, out: &mut Vec<RMove>, from: usize, to: usize) {
        if rank_of(to) == self.side.last_rank() {
            for p in PROMOTIONS {
                out.push(RMove { from, to, promo: Some(p), rook: None });
            }
        } else {
            out.push(RMove { from, to, promo: None, rook: None });
        }
    }

    /// Every pseudo-legal move (legal but for leaving the own king attacked).
    pub fn pseudo_moves(&self) -> Vec<RMove> {
        let us = self.side;
        let mut out = Vec::new();
        for from in 0..100 {
            let Some((side, man)) = self.cells[from] else { continue };
            if side != us {
                continue;
            }
            let (f, r) = (file_of(from), rank_of(from));
            let free_or_enemy = |t: usize| self.cells[t].is_none_or(|(c, _)| c != us);
            let leap = |offsets: &[(i32, i32)], out: &mut Vec<RMove>| {
                for &(dx, dy) in offsets {
                    if on_board(f + dx, r + dy) && free_or_enemy(sq(f + dx, r + dy)) {
                        out.push(RMove { from, to: sq(f + dx, r + dy), promo: None, rook: None });
                    }
                }
            };
            let slide = |dirs: &[(i32, i32)], out: &mut Vec<RMove>| {
                for &(dx, dy) in dirs {
                    let (mut x, mut y) = (f + dx, r + dy);
                    while on_board(x, y) {
                        let t = sq(x, y);
                        match self.cells[t] {
                            None => out.push(RMove { from, to: t, promo: None, rook: None }),
                            Some((c, _)) => {
                                if c != us {
                                    out.push(RMove { from, to: t, promo: None, rook: None });
                                }
                                break;
                            }
                        }
                        x += dx;
                        y += dy;
                    }
                }
            };
            match man {
                Man::Knight => leap(&KNIGHT_LEAPS, &mut out),
                Man::Archer => leap(&ARCHER_LEAPS, &mut out),
                Man::King => leap(&KING_STEPS, &mut out),
                Man::Rook => slide(&ROOK_DIRS, &mut out),
                Man::Bishop => slide(&BISHOP_DIRS, &mut out),
                Man::Queen => {
                    slide(&ROOK_DIRS, &mut out);
                    slide(&BISHOP_DIRS, &mut out);
                }
                Man::Pawn => {
                    let fwd = us.forward();
                    // Straight ahead over empty squares: one step anywhere, further
                    // steps only while the destination stays in the own half.
                    let mut n = 1;
                    while on_board(f, r + n * fwd) {
                        let t = sq(f, r + n * fwd);
                        if self.cells[t].is_some() || (n >= 2 && !us.own_half(r + n * fwd)) {
                            break;
                        }
                        self.push_pawn(&mut out, from, t);
                        n += 1;
                    }
                    // Diagonal captures, en passant on any square the last long move passed.
                    for dx in [-1, 1] {
                        if !on_board(f + dx, r + fwd) {
                            continue;
                        }
                        let t = sq(f + dx, r + fwd);
                        match self.cells[t] {
                            Some((c, _)) if c != us => self.push_pawn(&mut out, from, t),
                            None if self.ep_targets.contains(t) => {
                                out.push(RMove { from, to: t, promo: None, rook: None })
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        self.castling_moves(&mut out);
        out
    }

    fn castling_moves(&self, out: &mut Vec<RMove>) {
        let us = self.side;
        let them = us.other();
        let home = us.home_rank();
        let Some(ks) = self.king(us) else { return };
        if rank_of(ks) != home || self.attacked(ks, them) {
            return;
        }
        for rs in self.castle_rooks.iter() {
            if rank_of(rs) != home || self.cells[rs] != Some((us, Man::Rook)) {
                continue;
            }
            let dir = (file_of(rs) - file_of(ks)).signum();
            let mut kf = file_of(ks) + dir;
            while (0..SIZE).contains(&kf) {
                let rf = kf - dir;
                let files = [file_of(ks), file_of(rs), kf, rf];
                let lo = *files.iter().min().expect("files");
                let hi = *files.iter().max().expect("files");
                // Nothing but this king and rook anywhere from the lowest to the
                // highest of their squares before and after.
                let empty = (lo..=hi).all(|x| {
                    let s = sq(x, home);
                    s == ks || s == rs || self.cells[s].is_none()
                });
                // The king passes no attacked square (the landing square is
                // left to the legality filter).
                let mut passed = file_of(ks) + dir;
                let mut safe = true;
                while passed != kf {
                    safe &= !self.attacked(sq(passed, home), them);
                    passed += dir;
                }
                if empty && safe {
                    out.push(RMove { from: ks, to: sq(kf, home), promo: None, rook: Some(rs) });
                }
                kf += dir;
            }
        }
    }

    /// The position after `m` (which must come from [`Board::pseudo_moves`]).
    pub fn play(&self, m: RMove) -> Board {
        let us = self.side;
        let mut b = *self;
        b.ep_targets = Squares::EMPTY;
        b.ep_victim = None;
        let (from, to) = (m.from, m.to);
        let mover = self.cells[from].expect("a piece moves");
        let home = us.home_rank();
        if let Some(rs) = m.rook {
            let dir = (file_of(to) - file_of(from)).signum();
            let rook = b.cells[rs].take();
            let king = b.cells[from].take();
            b.cells[to] = king;
            b.cells[sq(file_of(to) - dir, home)] = rook;
            b.castle_rooks = b.castle_rooks.iter().filter(|&s| rank_of(s) != home).collect();
        } else {
            let (_, man) = mover;
            if man == Man::Pawn && file_of(from) != file_of(to) && self.cells[to].is_none() {
                b.cells[self.ep_victim.expect("en passant victim")] = None;
            }
            b.cells[from] = None;
            b.cells[to] = Some((us, m.promo.unwrap_or(man)));
            if man == Man::King {
                b.castle_rooks = b.castle_rooks.iter().filter(|&s| rank_of(s) != home).collect();
            }
            b.castle_rooks.remove(from);
            b.castle_rooks.remove(to);
            let run = (rank_of(to) - rank_of(from)).abs();
            if man == Man::Pawn && run >= 2 {
                for k in 1..run {
                    b.ep_targets.insert(sq(file_of(from), rank_of(from) + k * us.forward()));
                }
                b.ep_victim = Some(to);
            }
        }
        b.side = us.other();
        b
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<RMove> {
        let us = self.side;
        self.pseudo_moves().into_iter().filter(|&m| !self.play(m).in_check(us)).collect()
    }

    /// The legal moves as comparable keys.
    pub fn legal_keys(&self) -> BTreeSet<Key> {
        self.legal_moves().into_iter().map(RMove::key).collect()
    }

    /// The legal move with this key.
    pub fn find(&self, key: &Key) -> Option<RMove> {
        self.legal_moves().into_iter().find(|m| m.key() == *key)
    }

    /// Leaf count of the legal move tree (counted in bulk at the last ply).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.into_iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }
}
