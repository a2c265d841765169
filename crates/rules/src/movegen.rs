//! Legal move generation, written once for every variant and board size.
//!
//! Moves are generated legal directly (check evasion masks and pins), so the
//! count of a position's move list is exact without making the moves; this is
//! what lets perft count leaves in bulk and the engine skip legality checks.

use crate::bitboard::Bitboard;
use crate::geometry::Geometry;
use crate::moves::{Move, MoveFlag, MoveList};
use crate::piece::{Color, Kind};
use crate::position::Position;
use crate::variant::{CastlingRule, PawnRule};
use std::sync::atomic::{AtomicBool, Ordering};

/// The modes of `Position::generate_moves`: every legal move;
const ALL: u8 = 0;
/// captures and promotions (all of them when in check: see `generate_tactical`);
const TACTICAL: u8 = 1;
/// quiet moves that give direct check ([`Position::generate_quiet_checks`]).
const QUIET_CHECKS: u8 = 2;

impl<G: Geometry> Position<G> {
    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Appends every legal move of the side to move to `list`.
    pub fn generate(&self, list: &mut MoveList) {
        self.generate_moves::<ALL>(list, self.checkers());
    }

    /// [`Position::generate`] for a caller that knows the pieces giving
    /// check already (a search decides whether it is in check before it
    /// generates); `checkers` must be [`Position::checkers`].
    pub fn generate_given(&self, checkers: G::BB, list: &mut MoveList) {
        debug_assert!(checkers == self.checkers(), "stale checkers in {}", self.fen());
        self.generate_moves::<ALL>(list, checkers);
    }

    /// Appends the legal captures and promotions (every legal move when in
    /// check): what a quiescence search looks at, without generating quiet moves.
    pub fn generate_tactical(&self, list: &mut MoveList) {
        self.generate_tactical_given(self.checkers(), list);
    }

    /// [`Position::generate_tactical`] given [`Position::checkers`] (see
    /// [`Position::generate_given`]).
    pub fn generate_tactical_given(&self, checkers: G::BB, list: &mut MoveList) {
        debug_assert!(checkers == self.checkers(), "stale checkers in {}", self.fen());
        if checkers.any() {
            self.generate_moves::<ALL>(list, checkers);
        } else {
            self.generate_moves::<TACTICAL>(list, checkers);
        }
    }

    /// Appends the legal quiet moves (no capture, promotion or castling)
    /// whose moved piece attacks the enemy king, in [`Position::generate`]'s
    /// order. Only out of check (a search in check looks at every
    /// evasion instead). A quiescence search tries these beside
    /// the captures, and finding them among every move cost more than the
    /// generation: a piece gives direct check from a square its own kind
    /// attacks from the king's square (every officer's movement is
    /// symmetric, and a slider cannot open its own line to the king: it
    /// would already be checking).
    pub fn generate_quiet_checks(&self, list: &mut MoveList) {
        debug_assert!(!self.in_check(), "quiet checks asked in check: {}", self.fen());
        self.generate_moves::<QUIET_CHECKS>(list, G::BB::EMPTY);
    }

    fn generate_moves<const MODE: u8>(&self, list: &mut MoveList, checkers: G::BB) {
        let t = self.tables();
        let us = self.side;
        let them = us.flip();
        let own = self.by_color[us.index()];
        let occ = self.occupied();
        let ksq = self.kings[us.index()];

        // King steps: the king may not stay on a line it is attacked along.
        // (A king never gives check itself.)
        if MODE != QUIET_CHECKS {
            let without_king = occ ^ G::BB::bit(ksq);
            let king_targets = if MODE == TACTICAL { self.by_color[them.index()] } else { !own };
            for to in (t.leaps[Kind::King.index()][ksq] & king_targets).squares() {
                if !self.is_attacked(to, them, without_king) {
                    list.push(Move::new(ksq, to, MoveFlag::Normal));
                }
            }
        }
        if checkers.several() {
            return;
        }
        let mut target = if checkers.any() { t.between(ksq, checkers.lsb()) | checkers } else { !own & t.all };
        let mut pawn_target = target;
        let their_king = self.kings[them.index()];
        match MODE {
            TACTICAL => target &= self.by_color[them.index()],
            QUIET_CHECKS => {
                target &= !occ;
                let last_rank = t.relative_rank_bb(us, t.ranks - 1);
                pawn_target = target & t.pawn_attacks[them.index()][their_king] & !last_rank;
            }
            _ => {}
        }
        let pinned = self.pinned(us);

        for &kind in self.variant.rules().officers {
            let kind_target = if MODE == QUIET_CHECKS { target & t.attacks(kind, their_king, occ) } else { target };
            for from in (self.by_kind[kind.index()] & own).squares() {
                let mut att = t.attacks(kind, from, occ) & kind_target;
                if pinned.has(from) {
                    att &= t.line(ksq, from);
                }
                for to in att.squares() {
                    list.push(Move::new(from, to, MoveFlag::Normal));
                }
            }
        }

        self.generate_pawns::<MODE>(list, pawn_target, pinned, checkers);
        if checkers.is_empty() && MODE == ALL {
            self.generate_castling(list);
        }
    }

    /// Pushes a pawn move to `to`, expanding it into the side's promotion choices on the last rank.
    #[inline(always)]
    fn push_pawn(&self, list: &mut MoveList, from: usize, to: usize, flag: MoveFlag) {
        let t = self.tables();
        if t.relative_rank(self.side, to) == t.ranks - 1 {
            for &k in self.promotion_kinds(self.side) {
                list.push(Move::promotion_to(from, to, k));
            }
        } else {
            list.push(Move::new(from, to, flag));
        }
    }

    /// The pawns' moves to `target` (captures and promotions only in
    /// [`TACTICAL`] mode, advances only in [`QUIET_CHECKS`] mode; `target`
    /// holds the check evasion squares when in check).
    fn generate_pawns<const MODE: u8>(&self, list: &mut MoveList, target: G::BB, pinned: G::BB, checkers: G::BB) {
        let t = self.tables();
        let us = self.side;
        let them = us.flip();
        let pawns = self.pieces(us, Kind::Pawn);
        if pawns.is_empty() {
            return;
        }
        let ksq = self.kings[us.index()];
        let occ = self.occupied();
        let empty = !occ & t.all;
        let step = t.files;
        // `to - back(k)` is the origin of a k-rank advance.
        let origin = |to: usize, ranks: usize| match us {
            Color::White => to - ranks * step,
            Color::Black => to + ranks * step,
        };
        let allowed = |from: usize, to: usize| !pinned.has(from) || t.line(ksq, from).has(to);

        // Single steps (only promotions in tactical mode).
        let single = t.forward(us, pawns) & empty;
        let last_rank = t.relative_rank_bb(us, t.ranks - 1);
        let single_targets = if MODE == TACTICAL { single & target & last_rank } else { single & target };
        for to in single_targets.squares() {
            let from = origin(to, 1);
            if allowed(from, to) {
                self.push_pawn(list, from, to, MoveFlag::Normal);
            }
        }

        // Long advances.
        let rule = if MODE == TACTICAL { None } else { Some(self.variant.rules().pawns) };
        match rule {
            None => {}
            Some(PawnRule::DoubleStep) => {
                let eligible = if self.variant_side[us.index()] {
                    pawns & self.unmoved
                } else {
                    pawns & self.unmoved & t.relative_rank_bb(us, 1)
                };
                let last = t.relative_rank_bb(us, t.ranks - 1);
                let double = t.forward(us, t.forward(us, eligible) & empty) & empty & !last & target;
                for to in double.squares() {
                    let from = origin(to, 2);
                    if allowed(from, to) {
                        list.push(Move::new(from, to, MoveFlag::PawnLong));
                    }
                }
            }
            Some(PawnRule::RunInOwnHalf { own_half }) => {
                let mut own_half_bb = G::BB::EMPTY;
                for rel in 0..own_half {
                    own_half_bb |= t.relative_rank_bb(us, rel);
                }
                let mut reach = single & own_half_bb;
                let mut distance = 1;
                loop {
                    reach = t.forward(us, reach) & empty & own_half_bb;
                    distance += 1;
                    if reach.is_empty() {
                        break;
                    }
                    for to in (reach & target).squares() {
                        let from = origin(to, distance);
                        if allowed(from, to) {
                            list.push(Move::new(from, to, MoveFlag::PawnLong));
                        }
                    }
                }
            }
        }

        if MODE == QUIET_CHECKS {
            return;
        }

        // Captures.
        let enemies = self.by_color[them.index()] & target;
        for from in pawns.squares() {
            let mut caps = t.pawn_attacks[us.index()][from] & enemies;
            if pinned.has(from) {
                caps &= t.line(ksq, from);
            }
            for to in caps.squares() {
                self.push_pawn(list, from, to, MoveFlag::Normal);
            }
        }

        // En passant: rare, so legality is checked by playing it out on bitboards.
        if self.ep_targets.any() {
            let victim = self.ep_victim as usize;
            for to in self.ep_targets.squares() {
                for from in (t.pawn_attacks[them.index()][to] & pawns).squares() {
                    if checkers.any() && !checkers.has(victim) && !target.has(to) {
                        continue;
                    }
                    let occ2 = (occ ^ G::BB::bit(from) ^ G::BB::bit(victim)) | G::BB::bit(to);
                    let attackers = self.attackers_to(ksq, occ2) & self.by_color[them.index()] & !G::BB::bit(victim);
                    if attackers.is_empty() {
                        list.push(Move::new(from, to, MoveFlag::EnPassant));
                    }
                }
            }
        }
    }

    fn generate_castling(&self, list: &mut MoveList) {
        let t = self.tables();
        let us = self.side;
        let them = us.flip();
        let rooks = self.castle_rooks & self.by_color[us.index()];
        if rooks.is_empty() {
            return;
        }
        let ksq = self.kings[us.index()];
        let occ = self.occupied();
        let rank = G::rank_of(ksq);
        let first = G::square(0, rank);
        let last = G::square(t.files - 1, rank);
        for rsq in rooks.squares() {
            let toward_high = rsq > ksq;
            let destinations: Vec<usize> = match self.variant.rules().castling {
                CastlingRule::TwoSquares => {
                    vec![if toward_high { ksq + 2 } else { ksq - 2 }]
                }
                CastlingRule::AnyDistance => {
                    if toward_high {
                        (ksq + 1..=last).collect()
                    } else {
                        (first..ksq).rev().collect()
                    }
                }
            };
            let others = occ ^ G::BB::bit(ksq) ^ G::BB::bit(rsq);
            for kto in destinations {
                let rto = if toward_high { kto - 1 } else { kto + 1 };
                let lo = ksq.min(kto).min(rsq).min(rto);
                let hi = ksq.max(kto).max(rsq).max(rto);
                let span = (G::BB::bit(hi) | (G::BB::bit(hi).minus_one() & !G::BB::bit(lo).minus_one())) & t.all;
                if (span & others).any() {
                    // Farther destinations are blocked too.
                    break;
                }
                let path = t.between(ksq, kto);
                if path.squares().any(|sq| self.is_attacked(sq, them, occ ^ G::BB::bit(ksq))) {
                    break;
                }
                let after = others | G::BB::bit(kto) | G::BB::bit(rto);
                if self.is_attacked(kto, them, after) {
                    continue;
                }
                list.push(Move::new(ksq, kto, MoveFlag::Castle));
            }
        }
    }

    /// Number of leaf nodes of the legal move tree to `depth` (bulk-counted at the last ply).
    pub fn perft(&mut self, depth: u32) -> u64 {
        // A flag nobody sets: one count, whether or not it can be stopped
        // (reading it costs one load per interior node, where bulk counting
        // at depth 1 does most of the work).
        self.perft_until(depth, &AtomicBool::new(false)).unwrap_or_default()
    }

    /// [`Position::perft`] that gives up (`None`) once `stop` is set: a
    /// deep count runs for days, and whoever asked for it may change its
    /// mind. The flag is read once per interior node.
    pub fn perft_until(&mut self, depth: u32, stop: &AtomicBool) -> Option<u64> {
        if depth == 0 {
            return Some(1);
        }
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let mut list = MoveList::new();
        self.generate(&mut list);
        if depth == 1 {
            return Some(list.len() as u64);
        }
        let mut nodes = 0;
        for &m in list.iter() {
            let undo = self.make(m);
            let below = self.perft_until(depth - 1, stop);
            self.undo(m, undo);
            nodes += below?;
        }
        Some(nodes)
    }

    /// Perft split by root move, for debugging against another generator.
    pub fn perft_divide(&mut self, depth: u32) -> Vec<(Move, u64)> {
        let list = self.legal_moves();
        let mut out = Vec::with_capacity(list.len());
        for &m in list.iter() {
            let undo = self.make(m);
            let n = if depth <= 1 { 1 } else { self.perft(depth - 1) };
            self.undo(m, undo);
            out.push((m, n));
        }
        out
    }
}
