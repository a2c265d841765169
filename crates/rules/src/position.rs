//! The position: board, side to move, per-side status and every right that
//! decides which moves are legal, with make/undo and a Zobrist hash.

use crate::bitboard::Bitboard;
use crate::geometry::{Geometry, Tables, MAX_SQUARES};
use crate::moves::{Move, MoveFlag};
use crate::piece::{Color, Kind, Piece, KIND_COUNT};
use crate::variant::Variant;
use crate::zobrist::KEYS;

/// Groups of kinds that share a leap table, so attack detection looks up
/// each distinct leap pattern once (the knight, archbishop, chancellor and
/// maharajah share the knight's). Derived from the piece table.
pub(crate) const LEAP_GROUPS: usize = 3;
const fn leap_group(kind: Kind) -> Option<usize> {
    match kind {
        Kind::King => Some(0),
        Kind::Knight | Kind::Archbishop | Kind::Chancellor | Kind::Maharajah => Some(1),
        Kind::Archer => Some(2),
        _ => None,
    }
}
const LEAP_GROUP_KIND: [Kind; LEAP_GROUPS] = [Kind::King, Kind::Knight, Kind::Archer];

/// How a move checks ([`Position::check`]). A direct checker can be taken
/// or blocked like any piece; a discovered check comes from a piece that
/// did not move, so a search prices the two differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// The piece put down (for castling, the rook) attacks the king.
    Direct,
    /// Only a slider the move uncovered attacks the king.
    Discovered,
}

/// State that [`Position::make`] cannot recompute when undoing a move.
#[derive(Clone, Copy, Debug)]
pub struct Undo<B> {
    captured: Option<Piece>,
    castle_rooks: B,
    unmoved: B,
    ep_targets: B,
    ep_victim: u8,
    ep_key: u64,
    halfmove: u32,
    hash: u64,
    rook_from: u8,
}

/// A position of any variant on board geometry `G`.
#[derive(Clone, Debug)]
pub struct Position<G: Geometry> {
    pub(crate) variant: Variant,
    pub(crate) mailbox: [Option<Piece>; MAX_SQUARES],
    pub(crate) by_kind: [G::BB; KIND_COUNT],
    pub(crate) by_color: [G::BB; 2],
    pub(crate) orth_sliders: G::BB,
    pub(crate) diag_sliders: G::BB,
    pub(crate) leapers: [G::BB; LEAP_GROUPS],
    pub(crate) kings: [usize; 2],
    pub(crate) side: Color,
    pub(crate) variant_side: [bool; 2],
    pub(crate) castle_rooks: G::BB,
    pub(crate) unmoved: G::BB,
    pub(crate) ep_targets: G::BB,
    pub(crate) ep_victim: u8,
    pub(crate) ep_key: u64,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    pub(crate) history: Vec<u64>,
    /// The board size's tables, held so a lookup is one load: `G::tables()`
    /// checks its lazy initialisation at every call.
    pub(crate) tables: &'static Tables<G::BB>,
}

impl<G: Geometry> PartialEq for Position<G> {
    /// Positions are equal when their whole state matches, repetition history included.
    fn eq(&self, other: &Self) -> bool {
        self.variant == other.variant
            && self.mailbox == other.mailbox
            && self.side == other.side
            && self.variant_side == other.variant_side
            && self.castle_rooks == other.castle_rooks
            && self.unmoved == other.unmoved
            && self.ep_targets == other.ep_targets
            && (self.ep_targets.is_empty() || self.ep_victim == other.ep_victim)
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.hash == other.hash
            && self.history == other.history
    }
}

impl<G: Geometry> Position<G> {
    /// An empty board of `variant` (which must use this geometry), White to move.
    /// Used by parsers and the setup editor; not a legal position by itself.
    pub(crate) fn empty(variant: Variant) -> Self {
        debug_assert_eq!(variant.rules().files, G::FILES);
        Position {
            variant,
            mailbox: [None; MAX_SQUARES],
            by_kind: [G::BB::EMPTY; KIND_COUNT],
            by_color: [G::BB::EMPTY; 2],
            orth_sliders: G::BB::EMPTY,
            diag_sliders: G::BB::EMPTY,
            leapers: [G::BB::EMPTY; LEAP_GROUPS],
            kings: [usize::MAX; 2],
            side: Color::White,
            variant_side: [false; 2],
            castle_rooks: G::BB::EMPTY,
            unmoved: G::BB::EMPTY,
            ep_targets: G::BB::EMPTY,
            ep_victim: 0,
            ep_key: 0,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            history: Vec::new(),
            tables: G::tables(),
        }
    }

    /// The precomputed tables of this board size (as `G::tables()`, without
    /// its initialisation check: hot loops can use this).
    #[inline(always)]
    pub fn tables(&self) -> &'static Tables<G::BB> {
        self.tables
    }

    // ----- queries -------------------------------------------------------

    /// The game this position belongs to.
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side
    }
    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn piece_at(&self, sq: usize) -> Option<Piece> {
        self.mailbox[sq]
    }
    /// All pieces of `color`.
    #[inline(always)]
    pub fn color_bb(&self, color: Color) -> G::BB {
        self.by_color[color.index()]
    }
    /// All pieces of `kind`, both colours.
    #[inline(always)]
    pub fn kind_bb(&self, kind: Kind) -> G::BB {
        self.by_kind[kind.index()]
    }
    /// Pieces of `color` and `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: Kind) -> G::BB {
        self.by_kind[kind.index()] & self.by_color[color.index()]
    }
    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> G::BB {
        self.by_color[0] | self.by_color[1]
    }
    /// The square of `color`'s king.
    #[inline(always)]
    pub fn king_square(&self, color: Color) -> usize {
        self.kings[color.index()]
    }
    /// Whether `color` plays by variant rules (§8). Fixed for the whole game.
    pub fn is_variant_side(&self, color: Color) -> bool {
        self.variant_side[color.index()]
    }
    /// Squares of rooks that still carry a castling right.
    pub fn castle_rooks(&self) -> G::BB {
        self.castle_rooks
    }
    /// Squares of pawns that have not moved yet (§4).
    pub fn unmoved_pawns(&self) -> G::BB {
        self.unmoved
    }
    /// Squares an en passant capture may land on this move (several in Mirodol).
    pub fn ep_targets(&self) -> G::BB {
        self.ep_targets
    }
    /// The pawn an en passant capture would remove, when there are targets.
    pub fn ep_victim(&self) -> Option<usize> {
        self.ep_targets.any().then_some(self.ep_victim as usize)
    }
    /// Plies since the last capture or pawn move (the 50-move counter).
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }
    /// The move number, starting at 1 and incremented after Black moves.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }
    /// The Zobrist hash of everything that makes this position itself.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }
    /// Hashes of the positions before this one in the game (for repetition).
    pub fn history(&self) -> &[u64] {
        &self.history
    }
    /// The promotion choices of `color` (§8, §10).
    pub fn promotion_kinds(&self, color: Color) -> &'static [Kind] {
        let rules = self.variant.rules();
        if self.variant_side[color.index()] {
            rules.promotions_variant
        } else {
            rules.promotions_classic
        }
    }

    // ----- attacks -------------------------------------------------------

    /// Every piece of either colour attacking `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn attackers_to(&self, sq: usize, occ: G::BB) -> G::BB {
        let t = self.tables();
        let pawns = self.by_kind[Kind::Pawn.index()];
        let mut a =
            (t.pawn_attacks[0][sq] & pawns & self.by_color[1]) | (t.pawn_attacks[1][sq] & pawns & self.by_color[0]);
        for (group, kind) in self.leapers.iter().zip(LEAP_GROUP_KIND) {
            if group.any() {
                a |= t.leaps[kind.index()][sq] & *group;
            }
        }
        if self.orth_sliders.any() {
            a |= t.rook_attacks(sq, occ) & self.orth_sliders;
        }
        if self.diag_sliders.any() {
            a |= t.bishop_attacks(sq, occ) & self.diag_sliders;
        }
        a
    }

    /// Whether `by` attacks `sq` with occupancy `occ` (early exit).
    #[inline(always)]
    pub fn is_attacked(&self, sq: usize, by: Color, occ: G::BB) -> bool {
        let t = self.tables();
        let them = self.by_color[by.index()];
        if (t.pawn_attacks[by.flip().index()][sq] & self.by_kind[Kind::Pawn.index()] & them).any() {
            return true;
        }
        for (&group, kind) in self.leapers.iter().zip(LEAP_GROUP_KIND) {
            let l = group & them;
            if l.any() && (t.leaps[kind.index()][sq] & l).any() {
                return true;
            }
        }
        let orth = self.orth_sliders & them;
        if orth.any() && (t.rook_attacks(sq, occ) & orth).any() {
            return true;
        }
        let diag = self.diag_sliders & them;
        diag.any() && (t.bishop_attacks(sq, occ) & diag).any()
    }

    /// Pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> G::BB {
        let us = self.side;
        self.attackers_to(self.kings[us.index()], self.occupied()) & self.by_color[us.flip().index()]
    }

    /// Pieces of both colours that slide along ranks and files: kept with
    /// the board, so exchange evaluation need not gather them per call.
    #[inline(always)]
    pub fn orthogonal_sliders(&self) -> G::BB {
        self.orth_sliders
    }

    /// Pieces of both colours that slide along diagonals.
    #[inline(always)]
    pub fn diagonal_sliders(&self) -> G::BB {
        self.diag_sliders
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.is_attacked(self.kings[self.side.index()], self.side.flip(), self.occupied())
    }

    /// Whether `color`'s king is attacked (used for "opponent in check" validation).
    pub fn king_attacked(&self, color: Color) -> bool {
        self.is_attacked(self.kings[color.index()], color.flip(), self.occupied())
    }

    /// Pieces of `color` pinned to their own king.
    #[inline(always)]
    pub fn pinned(&self, color: Color) -> G::BB {
        let t = self.tables();
        let ksq = self.kings[color.index()];
        let them = self.by_color[color.flip().index()];
        let snipers = ((t.rook_empty[ksq] & self.orth_sliders) | (t.bishop_empty[ksq] & self.diag_sliders)) & them;
        let occ = self.occupied();
        let mut pinned = G::BB::EMPTY;
        for s in snipers.squares() {
            let b = t.between(ksq, s) & occ;
            if b.any() && !b.several() {
                pinned |= b & self.by_color[color.index()];
            }
        }
        pinned
    }

    /// Whether legal move `m` would give check, decided without playing it:
    /// a search asks this of every move, including the many it then prunes
    /// unplayed, so making and taking back each one would cost more.
    #[inline]
    pub fn gives_check(&self, m: Move) -> bool {
        self.check(m).is_some()
    }

    /// How legal move `m` would check, if it does ([`Check::Direct`] when the
    /// piece put down attacks the king, whatever it also uncovers).
    #[inline]
    pub fn check(&self, m: Move) -> Option<Check> {
        let (occ, left) = self.occupancy_after(m);
        if self.attacks_king_from_landing(m, occ) {
            Some(Check::Direct)
        } else if self.uncovers_king(occ, left) {
            Some(Check::Discovered)
        } else {
            None
        }
    }

    /// Whether the piece legal move `m` puts down attacks the enemy king (for
    /// castling, the rook).
    #[inline]
    pub fn gives_direct_check(&self, m: Move) -> bool {
        self.attacks_king_from_landing(m, self.occupancy_after(m).0)
    }

    #[inline(always)]
    fn attacks_king_from_landing(&self, m: Move, occ: G::BB) -> bool {
        let t = self.tables();
        let ksq = self.kings[self.side.flip().index()];
        let to = m.to();
        if m.flag() == MoveFlag::Castle {
            let rook_from = self.castle_rook_for(m.from(), to);
            let rook = self.mailbox[rook_from].map_or(Kind::Rook, |p| p.kind);
            return t.attacks(rook, Self::castle_rook_to(m.from(), to), occ).has(ksq);
        }
        match m.promotion().unwrap_or_else(|| self.mailbox[m.from()].map_or(Kind::Pawn, |p| p.kind)) {
            Kind::Pawn => t.pawn_attacks[self.side.index()][to].has(ksq),
            Kind::King => false,
            // Most moves land where the piece could not reach the king even
            // on an empty board: no need to look up its attacks over `occ`.
            kind => t.empty_attacks[kind.index()][to].has(ksq) && t.attacks(kind, to, occ).has(ksq),
        }
    }

    /// Whether one of our sliders, off the squares in `left`, sees the enemy king over `occ`.
    #[inline(always)]
    fn uncovers_king(&self, occ: G::BB, left: G::BB) -> bool {
        let t = self.tables();
        let ksq = self.kings[self.side.flip().index()];
        // Only a square emptied on one of the king's lines can uncover it
        // (most moves empty none).
        let emptied = self.occupied() & !occ;
        if ((t.rook_empty[ksq] | t.bishop_empty[ksq]) & emptied).is_empty() {
            return false;
        }
        let ours = self.by_color[self.side.index()] & !left;
        let orth = self.orth_sliders & ours;
        let diag = self.diag_sliders & ours;
        (orth.any() && (t.rook_attacks(ksq, occ) & orth).any())
            || (diag.any() && (t.bishop_attacks(ksq, occ) & diag).any())
    }

    /// The occupancy after legal move `m`, and the squares our pieces left.
    #[inline(always)]
    fn occupancy_after(&self, m: Move) -> (G::BB, G::BB) {
        let (from, to) = (m.from(), m.to());
        let mut occ = self.occupied() ^ G::BB::bit(from);
        let mut left = G::BB::bit(from);
        match m.flag() {
            MoveFlag::Castle => {
                let rook_from = self.castle_rook_for(from, to);
                occ = (occ ^ G::BB::bit(rook_from)) | G::BB::bit(Self::castle_rook_to(from, to));
                left |= G::BB::bit(rook_from);
            }
            MoveFlag::EnPassant => occ ^= G::BB::bit(self.ep_victim as usize),
            _ => {}
        }
        (occ | G::BB::bit(to), left)
    }

    // ----- board editing (keeps bitboards and hash in step) --------------

    #[inline(always)]
    fn toggle(&mut self, sq: usize, p: Piece) {
        self.toggle_sets(G::BB::bit(sq), p);
        self.hash ^= KEYS.piece[p.index()][sq];
    }

    /// Flips `squares` in every set that holds pieces like `p` (not the hash).
    #[inline(always)]
    fn toggle_sets(&mut self, squares: G::BB, p: Piece) {
        self.by_kind[p.kind.index()] ^= squares;
        self.by_color[p.color.index()] ^= squares;
        let t = self.tables();
        if t.slides_orth[p.kind.index()] {
            self.orth_sliders ^= squares;
        }
        if t.slides_diag[p.kind.index()] {
            self.diag_sliders ^= squares;
        }
        if let Some(g) = leap_group(p.kind) {
            self.leapers[g] ^= squares;
        }
    }

    /// Moves `p` from `from` to the empty square `to`: what [`Self::take`]
    /// then [`Self::put`] do, with each set and the hash updated once for
    /// both squares (the common case of every make and undo).
    #[inline(always)]
    fn relocate(&mut self, from: usize, to: usize, p: Piece) {
        debug_assert!(self.mailbox[from] == Some(p) && self.mailbox[to].is_none());
        self.mailbox[from] = None;
        self.mailbox[to] = Some(p);
        self.toggle_sets(G::BB::bit(from) | G::BB::bit(to), p);
        let keys = &KEYS.piece[p.index()];
        self.hash ^= keys[from] ^ keys[to];
        if p.kind == Kind::King {
            self.kings[p.color.index()] = to;
        }
    }

    /// Puts `p` on the empty square `sq`.
    #[inline(always)]
    pub(crate) fn put(&mut self, sq: usize, p: Piece) {
        debug_assert!(self.mailbox[sq].is_none());
        self.mailbox[sq] = Some(p);
        self.toggle(sq, p);
        if p.kind == Kind::King {
            self.kings[p.color.index()] = sq;
        }
    }

    /// Removes and returns the piece on `sq`.
    #[inline(always)]
    pub(crate) fn take(&mut self, sq: usize) -> Option<Piece> {
        let p = self.mailbox[sq].take()?;
        self.toggle(sq, p);
        Some(p)
    }

    /// Recomputes the hash from scratch (the incremental hash must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in 0..G::SQUARES {
            if let Some(p) = self.mailbox[sq] {
                h ^= KEYS.piece[p.index()][sq];
            }
        }
        for sq in self.castle_rooks.squares() {
            h ^= KEYS.castle[sq];
        }
        for sq in self.unmoved.squares() {
            h ^= KEYS.unmoved[sq];
        }
        if self.side == Color::Black {
            h ^= KEYS.black;
        }
        for c in Color::BOTH {
            if self.variant_side[c.index()] {
                h ^= KEYS.variant_side[c.index()];
            }
        }
        h ^ self.ep_hash_key()
    }

    /// The en passant part of the hash: only when a capture is really
    /// available, so positions that differ only in an unusable target repeat.
    fn ep_hash_key(&self) -> u64 {
        if self.ep_targets.is_empty() {
            return 0;
        }
        let t = self.tables();
        let us = self.side;
        let mut attackers = G::BB::EMPTY;
        for target in self.ep_targets.squares() {
            attackers |= t.pawn_attacks[us.flip().index()][target];
        }
        if (attackers & self.pieces(us, Kind::Pawn)).any() {
            KEYS.ep[self.ep_victim as usize]
        } else {
            0
        }
    }

    /// Finishes a position built square by square: derives the hash.
    pub(crate) fn finish_setup(&mut self) {
        self.ep_key = self.ep_hash_key();
        self.hash = self.compute_hash();
    }

    // ----- make / undo ---------------------------------------------------

    /// The castling rook for a king move from `from` toward `to`.
    #[inline(always)]
    fn castle_rook_for(&self, from: usize, to: usize) -> usize {
        let rooks = self.castle_rooks & self.by_color[self.side.index()];
        let t = self.tables();
        let rank = t.rank_bb[G::rank_of(from)];
        let rooks = rooks & rank;
        if to > from {
            (rooks & !(G::BB::bit(from + 1).minus_one())).lsb()
        } else {
            (rooks & G::BB::bit(from).minus_one()).msb()
        }
    }

    /// Where the rook lands when the king castles from `from` to `to`: beside it, on the inner side.
    #[inline(always)]
    fn castle_rook_to(from: usize, to: usize) -> usize {
        if to > from {
            to - 1
        } else {
            to + 1
        }
    }

    /// Plays `m`, which must be legal here, and returns what [`Position::undo`] needs.
    #[inline]
    pub fn make(&mut self, m: Move) -> Undo<G::BB> {
        let t = self.tables();
        let us = self.side;
        let them = us.flip();
        let (from, to) = (m.from(), m.to());
        let mut undo = self.saved_state();
        self.history.push(self.hash);
        self.hash ^= self.ep_key;
        self.ep_key = 0;
        self.ep_targets = G::BB::EMPTY;
        self.halfmove += 1;
        let mut rights_touched = G::BB::bit(from) | G::BB::bit(to);

        match m.flag() {
            MoveFlag::Castle => {
                let rook_from = self.castle_rook_for(from, to);
                undo.rook_from = rook_from as u8;
                let rook_to = Self::castle_rook_to(from, to);
                let king = self.take(from).expect("castling king");
                let rook = self.take(rook_from).expect("castling rook");
                self.put(to, king);
                self.put(rook_to, rook);
                rights_touched |= t.relative_rank_bb(us, 0);
            }
            MoveFlag::EnPassant => {
                let victim = undo.ep_victim as usize;
                undo.captured = self.take(victim);
                self.relocate(from, to, self.mailbox[from].expect("ep pawn"));
                self.halfmove = 0;
            }
            flag => {
                if let Some(cap) = self.take(to) {
                    undo.captured = Some(cap);
                    self.halfmove = 0;
                }
                let piece = self.mailbox[from].expect("moving piece");
                match piece.kind {
                    Kind::Pawn => self.halfmove = 0,
                    Kind::King => rights_touched |= t.relative_rank_bb(us, 0),
                    _ => {}
                }
                if let Some(k) = m.promotion() {
                    self.take(from);
                    self.put(to, Piece::new(us, k));
                } else {
                    self.relocate(from, to, piece);
                }
                if flag == MoveFlag::PawnLong {
                    self.ep_targets = t.between(from, to);
                    self.ep_victim = to as u8;
                }
            }
        }

        let lost_castle = self.castle_rooks & rights_touched;
        for sq in lost_castle.squares() {
            self.hash ^= KEYS.castle[sq];
        }
        self.castle_rooks ^= lost_castle;
        let lost_unmoved = self.unmoved & (G::BB::bit(from) | G::BB::bit(to));
        for sq in lost_unmoved.squares() {
            self.hash ^= KEYS.unmoved[sq];
        }
        self.unmoved ^= lost_unmoved;
        self.side = them;
        self.hash ^= KEYS.black;
        if us == Color::Black {
            self.fullmove += 1;
        }
        if self.ep_targets.any() {
            self.ep_key = self.ep_hash_key();
            self.hash ^= self.ep_key;
        }
        undo
    }

    /// Takes back `m`, which must be the last move made, restoring every field.
    #[inline]
    pub fn undo(&mut self, m: Move, undo: Undo<G::BB>) {
        self.side = self.side.flip();
        let us = self.side;
        if us == Color::Black {
            self.fullmove -= 1;
        }
        let (from, to) = (m.from(), m.to());
        match m.flag() {
            MoveFlag::Castle => {
                let rook_from = undo.rook_from as usize;
                let rook_to = if to > from { to - 1 } else { to + 1 };
                let king = self.take(to).expect("castled king");
                let rook = self.take(rook_to).expect("castled rook");
                self.put(from, king);
                self.put(rook_from, rook);
            }
            MoveFlag::EnPassant => {
                self.relocate(to, from, self.mailbox[to].expect("ep pawn"));
                if let Some(c) = undo.captured {
                    self.put(undo.ep_victim as usize, c);
                }
            }
            _ => {
                if m.promotion().is_some() {
                    self.take(to);
                    self.put(from, Piece::new(us, Kind::Pawn));
                } else {
                    self.relocate(to, from, self.mailbox[to].expect("moved piece"));
                }
                if let Some(c) = undo.captured {
                    self.put(to, c);
                }
            }
        }
        self.restore_state(&undo);
    }

    /// Passes the turn without moving (for the engine's null-move pruning).
    /// Must not be called in check.
    pub fn make_null(&mut self) -> Undo<G::BB> {
        let undo = self.saved_state();
        self.history.push(self.hash);
        self.hash ^= self.ep_key ^ KEYS.black;
        self.ep_key = 0;
        self.ep_targets = G::BB::EMPTY;
        self.halfmove += 1;
        self.side = self.side.flip();
        undo
    }

    /// Takes back [`Position::make_null`].
    pub fn undo_null(&mut self, undo: Undo<G::BB>) {
        self.side = self.side.flip();
        self.restore_state(&undo);
    }

    /// What a move or a null move changes besides the pieces, saved for
    /// [`Position::undo`] and [`Position::undo_null`] (no capture yet, no
    /// castling rook yet: `make` fills those in).
    #[inline(always)]
    fn saved_state(&self) -> Undo<G::BB> {
        Undo {
            captured: None,
            castle_rooks: self.castle_rooks,
            unmoved: self.unmoved,
            ep_targets: self.ep_targets,
            ep_victim: self.ep_victim,
            ep_key: self.ep_key,
            halfmove: self.halfmove,
            hash: self.hash,
            rook_from: 0,
        }
    }

    /// Puts back what [`Position::saved_state`] saved and drops the
    /// position from the repetition history.
    #[inline(always)]
    fn restore_state(&mut self, undo: &Undo<G::BB>) {
        self.castle_rooks = undo.castle_rooks;
        self.unmoved = undo.unmoved;
        self.ep_targets = undo.ep_targets;
        self.ep_victim = undo.ep_victim;
        self.ep_key = undo.ep_key;
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
        self.history.pop();
    }

    /// Forgets the repetition history (for positions used as a new game's start).
    pub fn clear_history(&mut self) {
        self.history.clear();
    }
}
