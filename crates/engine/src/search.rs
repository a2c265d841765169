//! Principal-variation alpha-beta search with iterative deepening, run by
//! every thread of the pool over a shared transposition table (Lazy SMP).

use crate::correction::{CorrectionHistory, MaterialWeights};
use crate::eval::{self, EvalGeometry};
use crate::history::{saturate, ContinuationHistory, Played};
use crate::learned::Learned;
use crate::nnue::{self, AccumulatorStack};
use crate::pawns::PawnTable;
use crate::picker::MovePicker;
use crate::score::{from_tt, to_tt, DRAW, INFINITE, MATE, MATE_BOUND};
use crate::search_params::SearchParams;
use crate::stats::{self, Event};
use crate::tt::{Bound, Entry, TranspositionTable};
use crate::weights::Weights;
use rules::{Bitboard, Check, Geometry, Kind, Move, MoveFlag, MoveList, Position, Undo};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Deepest ply the search reaches (extensions included).
pub const MAX_PLY: usize = 100;

/// State every thread of one search shares.
pub struct Shared {
    /// Set to stop every thread.
    pub stop: AtomicBool,
    /// Nodes searched by all threads (flushed periodically).
    pub nodes: AtomicU64,
    /// The transposition table.
    pub tt: std::sync::Arc<TranspositionTable>,
    /// When the search started.
    pub start: Instant,
    /// Soft/hard time limits, if any.
    pub budget: Option<crate::limits::TimeBudget>,
    /// Node limit, if any.
    pub node_limit: Option<u64>,
    /// Depth limit.
    pub depth_limit: u32,
    /// Principal variations to report.
    pub multipv: usize,
    /// The network the search evaluates with; `None`: the hand-written evaluation.
    pub network: Option<std::sync::Arc<nnue::Network>>,
    /// The pruning and reduction margins.
    pub params: SearchParams,
}

impl Shared {
    /// Milliseconds since the search started.
    pub fn elapsed_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

/// The search window of a node: where alpha started, where it ended, and beta.
#[derive(Clone, Copy)]
struct Window {
    original_alpha: i32,
    alpha: i32,
    beta: i32,
}

/// What the singular-extension test found.
enum Singularity {
    /// Only the hash move holds: extend it.
    Singular,
    /// Other moves also beat beta: the node fails high with this score.
    MultiCut(i32),
    /// Nothing special.
    Ordinary,
}

/// The running result of a quiescence node.
struct QNode {
    alpha: i32,
    beta: i32,
    best: i32,
    best_move: Move,
}

/// One principal variation of the root.
#[derive(Clone, Debug)]
pub struct Line {
    /// Internal score.
    pub score: i32,
    /// Moves from the root.
    pub pv: Vec<Move>,
}

/// What one iteration of the main thread reports.
#[derive(Clone, Debug)]
pub struct Iteration {
    /// Completed depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Lines, best first (one unless multi-PV).
    pub lines: Vec<Line>,
}

#[derive(Clone, Copy)]
struct RootMove {
    mv: Move,
    score: i32,
    previous: i32,
    /// Nodes spent below this move over the whole search (time management).
    nodes: u64,
}

/// One thread's search.
pub struct Searcher<'a, G: EvalGeometry> {
    pos: Position<G>,
    shared: &'a Shared,
    weights: Weights,
    thread: usize,
    nodes: u64,
    flushed: u64,
    seldepth: usize,
    stopped: bool,
    killers: [[Move; 2]; MAX_PLY + 1],
    /// Histories and evaluation corrections, kept from the thread's last search of this game.
    learned: Learned,
    /// (piece index, destination) of the move that led to each ply; `usize::MAX` for a null move.
    played: [Played; MAX_PLY + 2],
    pv: Vec<[Move; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    see_order: Vec<Kind>,
    lmr: [[u8; 64]; 64],
    /// The margins, copied from [`Shared::params`] so a node reads them without an indirection.
    params: SearchParams,
    /// Static evaluation at each ply (`-INFINITE` in check), for "improving".
    evals: [i32; MAX_PLY + 2],
    /// The move a singular-extension verification search leaves out, per ply.
    excluded: [Move; MAX_PLY + 1],
    /// Pawn structures this search has evaluated.
    pawns: PawnTable<G::BB>,
    /// How each (colour, kind) weighs in the correction history's material key.
    material: MaterialWeights,
    /// The material key of the position at each ply, followed move by move.
    material_keys: [u64; MAX_PLY + 2],
    /// Whether the position at each ply is in check, when the move that led
    /// there already said so (the search decides whether a move checks before
    /// playing it); `None` after any other move, so a node asks the board.
    in_check_known: [Option<bool>; MAX_PLY + 2],
    /// The network's accumulators, one per ply, when the search evaluates with the network.
    network: Option<AccumulatorStack<'a>>,
}

/// Mixed into a position's key in the evaluation cache when the network
/// evaluates, so a thread's cache never answers with the other evaluation's score.
const NETWORK_CACHE_SALT: u64 = 0x4E4E_5545_6E65_7400;

const TT_MOVE_SCORE: i32 = 10_000_000;
const GOOD_CAPTURE: i32 = 1_000_000;
/// How far below [`GOOD_CAPTURE`] a good capture's score can reach (a king
/// taking a pawn, a capture with a poor history): the band ends above the killers.
const CAPTURE_SPREAD: i32 = 50_000;
const KILLER_1: i32 = 900_000;
const KILLER_2: i32 = 800_000;
const COUNTER: i32 = 700_000;
const BAD_CAPTURE: i32 = -1_000_000;

/// The longest capture sequence the exchange evaluation follows on one square.
const SEE_MAX_CAPTURES: usize = 47;

impl<'a, G: EvalGeometry> Searcher<'a, G> {
    /// A searcher for thread `thread` over `pos`.
    pub fn new(pos: Position<G>, shared: &'a Shared, thread: usize, learned: Learned) -> Self {
        let weights = Weights::for_variant(pos.variant());
        let material = MaterialWeights::new(pos.variant());
        let root_material_key = material.key(&pos);
        let network = shared.network.as_deref().map(|net| AccumulatorStack::new(net, &pos, MAX_PLY + 1));
        let mut see_order: Vec<Kind> = pos.variant().rules().kinds.to_vec();
        see_order.sort_by_key(|&k| if k == Kind::King { i32::MAX } else { weights.value(k) });
        let params = shared.params;
        let lmr = params.reductions();
        Searcher {
            pos,
            shared,
            weights,
            thread,
            nodes: 0,
            flushed: 0,
            seldepth: 0,
            stopped: false,
            killers: [[Move::NONE; 2]; MAX_PLY + 1],
            learned,
            played: [(usize::MAX, 0); MAX_PLY + 2],
            pv: vec![[Move::NONE; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            see_order,
            lmr,
            params,
            evals: [-INFINITE; MAX_PLY + 2],
            excluded: [Move::NONE; MAX_PLY + 1],
            pawns: PawnTable::new(),
            material_keys: [root_material_key; MAX_PLY + 2],
            in_check_known: [None; MAX_PLY + 2],
            material,
            network,
        }
    }

    /// What this search learned, for the thread's next search of the game.
    pub fn into_learned(self) -> Learned {
        self.learned
    }

    /// The root position.
    pub fn position(&self) -> &Position<G> {
        &self.pos
    }

    fn value(&self, kind: Kind) -> i32 {
        if kind == Kind::King {
            20_000
        } else {
            self.weights.value(kind)
        }
    }

    /// The piece index (history key) of what stands on `sq`; 0 for an empty square.
    fn piece_index(&self, sq: usize) -> usize {
        self.pos.piece_at(sq).map_or(0, |p| p.index())
    }

    /// What move `m` captures, if anything (en passant takes a pawn off its square).
    fn victim(&self, m: Move) -> Option<Kind> {
        if m.flag() == MoveFlag::EnPassant {
            Some(Kind::Pawn)
        } else {
            self.pos.piece_at(m.to()).map(|p| p.kind)
        }
    }

    /// The value of what tactical move `m` captures (0 for a plain promotion).
    fn victim_value(&self, m: Move) -> i32 {
        self.victim(m).map_or(0, |k| self.value(k))
    }

    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        !m.is_castle() && (self.pos.piece_at(m.to()).is_some() || m.flag() == MoveFlag::EnPassant)
    }

    /// Polls the clock and node limit; sets `stopped`.
    fn check_limits(&mut self) {
        let new = self.nodes - self.flushed;
        self.shared.nodes.fetch_add(new, Ordering::Relaxed);
        self.flushed = self.nodes;
        if self.shared.stop.load(Ordering::Relaxed) {
            self.stopped = true;
            return;
        }
        if let Some(limit) = self.shared.node_limit {
            if self.shared.nodes.load(Ordering::Relaxed) >= limit {
                self.shared.stop.store(true, Ordering::Relaxed);
                self.stopped = true;
            }
        }
        if self.thread == 0 {
            if let Some(b) = self.shared.budget {
                if self.shared.elapsed_ms() >= b.hard_ms {
                    self.shared.stop.store(true, Ordering::Relaxed);
                    self.stopped = true;
                }
            }
        }
    }

    /// Static exchange evaluation as a test: whether the capture sequence
    /// `m` starts on its square wins at least `threshold` for the side moving
    /// (each side may stop capturing when going on would lose, the cheapest
    /// attacker captures first, pins are ignored, a king is worth 20,000).
    /// Every use compares the exchange with a bound, and a bound lets the
    /// sequence stop as soon as its outcome is known.
    fn see_at_least(&self, m: Move, threshold: i32) -> bool {
        if m.is_castle() {
            return threshold <= 0;
        }
        let pos = &self.pos;
        let to = m.to();
        let Exchange { taken, on_square, mut occ } = self.exchange_start(m);
        // `balance` is what the side that just captured is ahead of the
        // bound if the sequence stops here, seen from the side to capture
        // next as what it must win back; `ahead` whether the mover is at or
        // above the bound so far.
        let mut balance = taken - threshold;
        if balance < 0 {
            return false;
        }
        balance = on_square - balance;
        if balance <= 0 {
            return true;
        }
        let mut ahead = true;
        let mut side = pos.side_to_move().flip();
        // Attackers are found once; after each capture only the sliders behind
        // the capturer (x-rays) can join, so only slider attacks are recomputed.
        let t = pos.tables();
        let (orth, diag) = (pos.orthogonal_sliders(), pos.diagonal_sliders());
        let mut all = pos.attackers_to(to, occ) & occ;
        for _ in 0..SEE_MAX_CAPTURES {
            let attackers = all & pos.color_bb(side);
            let Some((kind, sq)) = self.least_valuable(attackers) else { break };
            ahead = !ahead;
            balance = self.value(kind) - balance;
            if balance < ahead as i32 {
                break;
            }
            occ ^= G::BB::bit(sq);
            all = (all | (t.rook_attacks(to, occ) & orth) | (t.bishop_attacks(to, occ) & diag)) & occ;
            side = side.flip();
        }
        ahead
    }

    /// The first capture of an exchange: what `m` wins (a promotion's gain
    /// included), what then stands on the square, and the board without the
    /// mover (and without a pawn taken en passant). Not for castling.
    fn exchange_start(&self, m: Move) -> Exchange<G::BB> {
        let pos = &self.pos;
        let mover = pos.piece_at(m.from()).map_or(Kind::Pawn, |p| p.kind);
        let mut occ = pos.occupied() ^ G::BB::bit(m.from());
        if m.flag() == MoveFlag::EnPassant {
            if let Some(v) = pos.ep_victim() {
                occ ^= G::BB::bit(v);
            }
        }
        let (taken, on_square) = match m.promotion() {
            Some(k) => (self.victim_value(m) + self.value(k) - self.value(Kind::Pawn), self.value(k)),
            None => (self.victim_value(m), self.value(mover)),
        };
        Exchange { taken, on_square, occ }
    }

    /// The cheapest of `attackers` (by the exchange's order) and its square.
    #[inline]
    fn least_valuable(&self, attackers: G::BB) -> Option<(Kind, usize)> {
        if attackers.is_empty() {
            return None;
        }
        self.see_order.iter().find_map(|&k| {
            let b = attackers & self.pos.kind_bb(k);
            b.any().then(|| (k, b.lsb()))
        })
    }

    /// How this node orders its moves, as a score per move for the picker:
    /// the hash move, captures that do not lose material (by victim, then
    /// attacker, then capture history), the two killers, the countermove,
    /// quiet moves by their histories, and last the captures that lose
    /// material. What is the same for every move is read here, once.
    fn move_scorer(&self, tt_move: Move, ply: usize) -> impl Fn(Move) -> i32 + '_ {
        let quiet = self.quiet_scores(ply);
        let [killer_1, killer_2] = self.killers[ply];
        let counter = self.countermove(ply);
        move |m| {
            if m == tt_move {
                TT_MOVE_SCORE
            } else if self.is_capture(m) || m.promotion().is_some() {
                let victim = self.victim_value(m);
                let promo = m.promotion().map(|k| self.value(k)).unwrap_or(0);
                let attacker = self.pos.piece_at(m.from()).map(|p| self.value(p.kind)).unwrap_or(0);
                let mvv_lva = (victim + promo) * 8 - attacker / 8 + self.capture_score(m) / 16;
                // Taking a piece worth at least the taker never loses material; only
                // the other captures need a full exchange evaluation.
                if victim + promo >= attacker || self.see_at_least(m, 0) {
                    GOOD_CAPTURE + mvv_lva
                } else {
                    BAD_CAPTURE + mvv_lva
                }
            } else if m == killer_1 {
                KILLER_1
            } else if m == killer_2 {
                KILLER_2
            } else if m == counter {
                COUNTER
            } else {
                quiet.get((self.piece_index(m.from()), m.to()))
            }
        }
    }

    /// Plays `m` at `ply`: the position, the child's material key, whether
    /// the child is in check when the caller decided it before the move
    /// (`gives_check`; `None` leaves it to the child), and an early fetch of
    /// the child's table slot (its probe comes next).
    #[inline]
    fn make(&mut self, m: Move, ply: usize, gives_check: Option<bool>) -> Undo<G::BB> {
        self.material_keys[ply + 1] = self.material_keys[ply].wrapping_add(self.material.change(&self.pos, m));
        self.in_check_known[ply + 1] = gives_check;
        if let Some(network) = &mut self.network {
            network.push_move(&self.pos, m, ply);
        }
        let undo = self.pos.make(m);
        self.shared.tt.prefetch(self.pos.hash());
        undo
    }

    /// The static evaluation of the current position, at `ply` (as
    /// `eval::evaluate`, or the network's when the search uses it, with the
    /// placement's score kept in the thread's evaluation cache).
    fn static_eval(&mut self, ply: usize) -> i32 {
        let (pos, weights, pawns) = (&self.pos, &self.weights, &mut self.pawns);
        match &mut self.network {
            // The network's score is the side to move's already: no tempo added.
            Some(network) => {
                let score = self
                    .learned
                    .evaluated
                    .get_or_insert_with(pos.hash() ^ NETWORK_CACHE_SALT, || network.evaluate(pos, ply));
                eval::fifty_move_drift(score, pos.halfmove_clock())
            }
            None => {
                let placement = self
                    .learned
                    .evaluated
                    .get_or_insert_with(pos.hash(), || eval::placement(pos, weights, &pawns.get(pos, weights)));
                eval::on_the_clock(placement, pos.halfmove_clock(), weights)
            }
        }
    }

    fn is_draw(&self) -> bool {
        let pos = &self.pos;
        if pos.halfmove_clock() >= 100 {
            return true;
        }
        let hist = pos.history();
        let n = hist.len();
        let limit = (pos.halfmove_clock() as usize).min(n);
        let h = pos.hash();
        let mut i = 4;
        while i <= limit {
            if hist[n - i] == h {
                return true;
            }
            i += 2;
        }
        self.insufficient_material()
    }

    /// Kings only, or one minor piece: nobody can win.
    fn insufficient_material(&self) -> bool {
        let pos = &self.pos;
        let occ = pos.occupied();
        if occ.count() > 3 {
            return false;
        }
        let minors = pos.kind_bb(Kind::Knight) | pos.kind_bb(Kind::Bishop);
        (occ & !pos.kind_bb(Kind::King) & !minors).is_empty()
    }

    fn has_officers(&self) -> bool {
        let us = self.pos.color_bb(self.pos.side_to_move());
        (us & !self.pos.kind_bb(Kind::Pawn) & !self.pos.kind_bb(Kind::King)).any()
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][ply] = m;
        let next = self.pv_len[ply + 1].max(ply + 1);
        for i in ply + 1..next {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = next;
    }

    /// Whether `m` gives check, and the plies it is extended by: one for a
    /// check, unless the checking piece simply hangs (negative SEE on a
    /// direct check). Knight-moving compound pieces give many such checks,
    /// and extending them all made the tree explode; a discovered check is
    /// always extended. Decided before the move is played, so a move pruned
    /// for being late and quiet is never played at all.
    fn check_extension(&self, m: Move, ply: usize) -> (bool, i32) {
        let Some(check) = self.pos.check(m) else { return (false, 0) };
        if ply >= MAX_PLY / 2 {
            return (true, 0);
        }
        let sound = check == Check::Discovered || self.see_at_least(m, 0);
        (true, sound as i32)
    }

    /// Quiescence search: captures and promotions until the position is quiet,
    /// plus, on its first ply (`checks`), quiet moves that give a safe check —
    /// so a mating net one move past the horizon is not mistaken for quiet.
    fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, checks: bool) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.stopped {
            return 0;
        }
        self.pv_len[ply] = ply;
        self.seldepth = self.seldepth.max(ply);
        if self.is_draw() {
            return DRAW;
        }
        // The move here may have said already that it does not check.
        let checkers = match self.in_check_known[ply] {
            Some(false) => G::BB::EMPTY,
            _ => self.pos.checkers(),
        };
        let in_check = checkers.any();
        if ply >= MAX_PLY {
            return if in_check { DRAW } else { self.static_eval(ply) };
        }
        let key = self.pos.hash();
        let entry = self.shared.tt.probe(key);
        if let Some(e) = entry {
            let s = from_tt(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if cut {
                return s;
            }
        }
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut raw_eval = -INFINITE;
        let mut stand = -INFINITE;
        if !in_check {
            raw_eval = entry.map(|e| e.eval).unwrap_or_else(|| self.static_eval(ply));
            stand = self
                .learned
                .correction
                .corrected(CorrectionHistory::keys(&self.pos, self.material_keys[ply]), raw_eval);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut picker = MovePicker::new();
        self.pos.generate_tactical_given(checkers, picker.list_mut());
        if picker.is_empty() && in_check {
            return -MATE + ply as i32;
        }
        let mut node = QNode { alpha, beta, best, best_move: Move::NONE };
        picker.score(self.move_scorer(Move::NONE, ply));
        let promo_best =
            self.pos.promotion_kinds(self.pos.side_to_move()).iter().copied().max_by_key(|&k| self.value(k));
        let mut done = false;
        while let Some((i, m)) = picker.next() {
            if !in_check {
                let tactical = self.is_capture(m) || m.promotion().is_some();
                if !tactical || picker.score_of(i) < GOOD_CAPTURE - CAPTURE_SPREAD {
                    // Remaining moves are quiet or losing captures.
                    break;
                }
                if m.promotion().is_some() && m.promotion() != promo_best {
                    continue;
                }
                // Delta pruning: even winning the victim for free stays far below alpha.
                if m.promotion().is_none() && stand + self.victim_value(m) + self.params.delta <= node.alpha {
                    continue;
                }
            }
            if self.qsearch_child(m, &mut node, ply) {
                done = true;
                break;
            }
        }
        if checks && !in_check && !done {
            let mut checks = MoveList::new();
            self.pos.generate_quiet_checks(&mut checks);
            for &m in checks.iter() {
                if self.see_at_least(m, 0) && self.qsearch_child(m, &mut node, ply) {
                    break;
                }
            }
        }
        if self.stopped {
            return 0;
        }
        let QNode { alpha, best, best_move, .. } = node;
        self.store(key, Window { original_alpha, alpha, beta }, best, best_move, raw_eval, 0, ply);
        best
    }

    /// Searches one quiescence child and folds its score into `node`;
    /// true when the node is finished (a cutoff, or the search stopped).
    fn qsearch_child(&mut self, m: Move, node: &mut QNode, ply: usize) -> bool {
        // Evasions below score their quiet moves as replies to this one;
        // without it they would read whatever move last reached that ply.
        self.played[ply + 1] = (self.piece_index(m.from()), m.to());
        let undo = self.make(m, ply, None);
        let score = -self.qsearch(-node.beta, -node.alpha, ply + 1, false);
        self.pos.undo(m, undo);
        if self.stopped {
            return true;
        }
        if score > node.best {
            node.best = score;
            if score > node.alpha {
                node.alpha = score;
                node.best_move = m;
                return score >= node.beta;
            }
        }
        false
    }

    /// The main alpha-beta search. `cut_node`: a null-window node expected
    /// to fail high (the child of a later move, searched to prove it no
    /// better); its late moves are reduced more, as its first good move
    /// usually ends it.
    fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        allow_null: bool,
        cut_node: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = ply;
        if ply > 0 {
            if self.is_draw() {
                // A checkmate on the move that completes 50 moves still counts.
                if !(self.pos.halfmove_clock() >= 100 && self.pos.in_check() && self.pos.legal_moves().is_empty()) {
                    return DRAW;
                }
            }
            // Mate distance pruning.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.qsearch(alpha, beta, ply, true);
        }
        let in_check = self.in_check_known[ply].unwrap_or_else(|| self.pos.in_check());
        debug_assert_eq!(in_check, self.pos.in_check(), "{}", self.pos.fen());
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);

        let excluded = self.excluded[ply];
        let key = self.pos.hash();
        let entry = if excluded == Move::NONE { self.shared.tt.probe(key) } else { None };
        let mut tt_move = Move::NONE;
        if let Some(e) = entry {
            tt_move = Move::from_raw(e.mv);
            let s = from_tt(e.score, ply);
            if !pv_node && e.depth >= depth && ply > 0 {
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    stats::count(Event::TableCut);
                    return s;
                }
            }
        }

        // The table keeps the raw evaluation; the correction learned so far is added here.
        let correction_keys = CorrectionHistory::keys(&self.pos, self.material_keys[ply]);
        let raw_eval = match entry {
            _ if in_check => -INFINITE,
            Some(e) => e.eval,
            None => self.static_eval(ply),
        };
        let static_eval =
            if in_check { -INFINITE } else { self.learned.correction.corrected(correction_keys, raw_eval) };
        self.evals[ply] = static_eval;
        // Better than two plies ago: prune less, the position is going our way.
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        // A stored search result bounds the value better than the static evaluation does.
        let eval = match entry {
            Some(e) if !in_check => {
                let s = from_tt(e.score, ply);
                let tighter = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > static_eval,
                    Bound::Upper => s < static_eval,
                };
                if tighter && s.abs() < MATE_BOUND {
                    s
                } else {
                    static_eval
                }
            }
            _ => static_eval,
        };

        if !pv_node && !in_check && ply > 0 && excluded == Move::NONE {
            // Reverse futility: far above beta at low depth.
            if depth <= 6
                && eval - self.params.reverse_futility * (depth - improving as i32) >= beta
                && beta.abs() < MATE_BOUND
            {
                stats::count(Event::ReverseFutility);
                return eval;
            }
            // Null move: if passing still fails high, a real move will too.
            if allow_null && depth >= 3 && eval >= beta && self.has_officers() && beta.abs() < MATE_BOUND {
                let r = 3 + depth / 4 + ((eval - beta) / self.params.null_eval_per_ply).min(2);
                stats::count(Event::NullTried);
                if let Some(network) = &mut self.network {
                    network.push_null(ply);
                }
                let undo = self.pos.make_null();
                self.played[ply + 1] = (usize::MAX, 0);
                self.material_keys[ply + 1] = self.material_keys[ply];
                // Passing is tried only out of check, and never gives check.
                self.in_check_known[ply + 1] = Some(false);
                let score = -self.search(-beta, -beta + 1, depth - 1 - r, ply + 1, false, !cut_node);
                self.pos.undo_null(undo);
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    stats::count(Event::NullCut);
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        if !pv_node && !in_check && excluded == Move::NONE && beta.abs() < MATE_BOUND {
            // Razoring: far below alpha near the leaves, only a capture could help.
            if depth <= 2 && alpha > -MATE_BOUND && eval + self.params.razor * depth <= alpha {
                let score = self.qsearch(alpha, alpha + 1, ply, true);
                if score <= alpha {
                    stats::count(Event::Razor);
                    return score;
                }
            }
            if depth >= 5 {
                if let Some(score) = self.probcut(beta, depth, eval, ply, key, raw_eval) {
                    return score;
                }
            }
        }

        // Internal iterative reduction: no hash move at a deep node.
        if tt_move == Move::NONE && depth >= 6 {
            depth -= 1;
        }

        // Generated in place: a returned list is copied whole (2 KiB) at every node.
        let mut picker = MovePicker::new();
        let checkers = if in_check { self.pos.checkers() } else { G::BB::EMPTY };
        self.pos.generate_given(checkers, picker.list_mut());
        if picker.is_empty() {
            return if in_check { -MATE + ply as i32 } else { DRAW };
        }
        let extend_tt_move = match entry {
            Some(e) if ply > 0 && depth >= 8 && tt_move != Move::NONE => {
                match self.singular(e, tt_move, beta, depth, ply, cut_node) {
                    Singularity::Singular => 1,
                    Singularity::MultiCut(score) => return score,
                    Singularity::Ordinary => 0,
                }
            }
            _ => 0,
        };
        picker.score(self.move_scorer(tt_move, ply));

        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = Move::NONE;
        let mut quiets_tried = Tried::<64>::new();
        let mut captures_tried = Tried::<32>::new();
        let count = picker.len();
        while let Some((i, m)) = picker.next() {
            if m == excluded {
                continue;
            }
            let quiet = !self.is_capture(m) && m.promotion().is_none();

            // Late move pruning and futility (never for checking moves), judged
            // at the depth late moves would be reduced to: the wide move lists
            // of compound pieces make the tail of the list the bulk of the tree.
            let lmr_depth = (depth - 1 - self.lmr[(depth as usize).min(63)][i.min(63)] as i32).max(0);
            let late = (5 + (depth * depth) as usize) * (1 + improving as usize) / 2;
            let prunable = !pv_node
                && !in_check
                && best > -MATE_BOUND
                && quiet
                && i > 0
                && ((depth <= 8 && i >= late)
                    || (depth <= 3 && picker.score_of(i) < -self.params.history_pruning * depth)
                    || (lmr_depth < 6
                        && eval + self.params.futility_base + self.params.futility_per_ply * lmr_depth <= alpha));
            // Exchanges that lose material, at low depth, rarely pay off.
            if !prunable
                && !pv_node
                && !in_check
                && best > -MATE_BOUND
                && i > 0
                && depth <= 6
                && picker.score_of(i) < KILLER_2
            {
                let threshold =
                    -depth * if quiet { self.params.see_quiet_per_ply } else { self.params.see_capture_per_ply };
                if !self.see_at_least(m, threshold) && !self.pos.gives_direct_check(m) {
                    continue;
                }
            }

            let piece = self.piece_index(m.from());
            let (gives_check, check_extension) = self.check_extension(m, ply);
            if prunable && !gives_check {
                continue;
            }
            let undo = self.make(m, ply, Some(gives_check));
            self.played[ply + 1] = (piece, m.to());
            let mut score;
            if i == 0 {
                let singular = if m == tt_move { extend_tt_move } else { 0 };
                let extension = singular.max(check_extension);
                score = -self.search(-beta, -alpha, depth - 1 + extension, ply + 1, true, !pv_node && !cut_node);
            } else {
                let mut reduction = 0;
                if depth >= 3 && i >= 2 + pv_node as usize && quiet && !in_check && !gives_check {
                    reduction = self.lmr[(depth as usize).min(63)][i.min(63)] as i32;
                    if pv_node {
                        reduction -= 1;
                    }
                    if m == self.killers[ply][0] || m == self.killers[ply][1] {
                        reduction -= 1;
                    }
                    if !improving {
                        reduction += 1;
                    }
                    // Expected to fail high: the later moves here are only a formality.
                    if cut_node {
                        reduction += 2;
                    }
                    reduction -= (self.quiet_score((piece, m.to()), ply) / self.params.lmr_history).clamp(-2, 2);
                    reduction = reduction.clamp(0, depth - 2);
                }
                let full = depth - 1 + check_extension;
                score = -self.search(-alpha - 1, -alpha, full - reduction, ply + 1, true, true);
                if reduction > 0 {
                    stats::count(Event::Reduced);
                    if score > alpha {
                        stats::count(Event::ReducedResearched);
                        score = -self.search(-alpha - 1, -alpha, full, ply + 1, true, !cut_node);
                        if score > alpha {
                            stats::count(Event::ReducedConfirmed);
                        }
                    }
                }
                if score > alpha && score < beta {
                    score = -self.search(-beta, -alpha, full, ply + 1, true, false);
                }
            }
            self.pos.undo(m, undo);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = m;
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        stats::count(Event::FailHigh);
                        if i == 0 {
                            stats::count(Event::FailHighFirst);
                        }
                        if m == tt_move {
                            stats::count(Event::FailHighHashMove);
                        }
                        if quiet {
                            self.reward_quiet(m, piece, depth, ply, quiets_tried.as_slice());
                        }
                        let best_capture = if quiet { None } else { Some(m) };
                        self.reward_captures(best_capture, depth, captures_tried.as_slice());
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(m);
            } else {
                captures_tried.push(m);
            }
        }

        if best <= original_alpha {
            stats::count(Event::FailLow);
            stats::add(Event::FailLowMoves, count as u64);
        }
        if excluded == Move::NONE {
            self.store(key, Window { original_alpha, alpha, beta }, best, best_move, raw_eval, depth, ply);
            // A quiet result that says more than its bound allows teaches the correction.
            let informative = if best >= beta {
                best > static_eval
            } else if best <= original_alpha {
                best < static_eval
            } else {
                true
            };
            let quiet_best =
                best_move == Move::NONE || (!self.is_capture(best_move) && best_move.promotion().is_none());
            if !in_check && quiet_best && informative && best.abs() < MATE_BOUND {
                self.learned.correction.update(correction_keys, raw_eval, best, depth);
            }
        }
        best
    }

    /// ProbCut: a good capture that beats beta by a margin in a shallow
    /// search almost surely beats beta in the full one, so the node is cut
    /// (and stored as a lower bound of the shallow depth).
    fn probcut(&mut self, beta: i32, depth: i32, eval: i32, ply: usize, key: u64, raw_eval: i32) -> Option<i32> {
        let cut = beta + self.params.probcut;
        let mut picker = MovePicker::new();
        self.pos.generate_tactical(picker.list_mut());
        picker.score(self.move_scorer(Move::NONE, ply));
        while let Some((i, m)) = picker.next() {
            if picker.score_of(i) < GOOD_CAPTURE - CAPTURE_SPREAD {
                break;
            }
            if !self.see_at_least(m, cut - eval) {
                continue;
            }
            let piece = self.piece_index(m.from());
            let undo = self.make(m, ply, None);
            self.played[ply + 1] = (piece, m.to());
            stats::count(Event::ProbCutTried);
            let mut score = -self.qsearch(-cut, -cut + 1, ply + 1, false);
            if score >= cut {
                score = -self.search(-cut, -cut + 1, depth - 4, ply + 1, true, false);
            }
            self.pos.undo(m, undo);
            if self.stopped {
                return None;
            }
            if score >= cut {
                stats::count(Event::ProbCut);
                self.store(
                    key,
                    Window { original_alpha: cut - 1, alpha: cut - 1, beta: cut },
                    score,
                    m,
                    raw_eval,
                    depth - 3,
                    ply,
                );
                return Some(score);
            }
        }
        None
    }

    /// Singular extension test: is the hash move the only good move here?
    /// Searches the others at reduced depth against a bar just below the hash
    /// score. If none reaches it, the hash move is extended; if even the bar
    /// is above beta, several moves refute the parent and the node is cut.
    fn singular(&mut self, e: Entry, tt_move: Move, beta: i32, depth: i32, ply: usize, cut_node: bool) -> Singularity {
        let tt_score = from_tt(e.score, ply);
        if e.depth < depth - 3 || e.bound == Bound::Upper || tt_score.abs() >= MATE_BOUND {
            return Singularity::Ordinary;
        }
        let bar = tt_score - self.params.singular_per_ply * depth;
        self.excluded[ply] = tt_move;
        let score = self.search(bar - 1, bar, (depth - 1) / 2, ply, false, cut_node);
        self.excluded[ply] = Move::NONE;
        if self.stopped {
            return Singularity::Ordinary;
        }
        if score < bar {
            Singularity::Singular
        } else if bar >= beta {
            Singularity::MultiCut(bar)
        } else {
            Singularity::Ordinary
        }
    }

    /// The recorded refutation of the move that led to `ply`.
    fn countermove(&self, ply: usize) -> Move {
        match self.played[ply] {
            (usize::MAX, _) => Move::NONE,
            (piece, to) => self.learned.countermoves[piece][to],
        }
    }

    /// Records a node's result in the shared table, with the bound its window implies.
    #[allow(clippy::too_many_arguments)]
    fn store(&self, key: u64, w: Window, best: i32, best_move: Move, eval: i32, depth: i32, ply: usize) {
        let bound = if best >= w.beta {
            Bound::Lower
        } else if w.alpha > w.original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let entry = Entry { mv: best_move.raw(), score: to_tt(best, ply), eval: eval.max(-MATE_BOUND), depth, bound };
        self.shared.tt.store(key, entry);
    }

    /// The capture-history slot of tactical move `m`: its piece, destination and victim.
    fn capture_key(&self, m: Move) -> (Played, usize) {
        let piece = self.piece_index(m.from());
        // The king is never captured: its slot stands for a plain promotion.
        ((piece, m.to()), self.victim(m).unwrap_or(Kind::King).index())
    }

    /// The capture history of tactical move `m` (ordering among captures).
    fn capture_score(&self, m: Move) -> i32 {
        let (cur, victim) = self.capture_key(m);
        self.learned.captures.get(cur, victim)
    }

    /// Rewards the capture or promotion `best` (if any) that refuted a node and
    /// penalises the tactical moves tried before it that did not.
    fn reward_captures(&mut self, best: Option<Move>, depth: i32, failed: &[Move]) {
        let bonus = history_bonus(depth);
        for (m, b) in best.map(|m| (m, bonus)).into_iter().chain(failed.iter().map(|&f| (f, -bonus))) {
            let (cur, victim) = self.capture_key(m);
            self.learned.captures.update(cur, victim, b);
        }
    }

    /// How promising a quiet move is from history: in general, and as the
    /// reply to the last two moves.
    fn quiet_score(&self, cur: Played, ply: usize) -> i32 {
        self.quiet_scores(ply).get(cur)
    }

    /// The histories quiet moves at `ply` are scored by, with the rows of
    /// the two moves before looked up once for all of the node's moves.
    fn quiet_scores(&self, ply: usize) -> QuietScores<'_> {
        let continuation = &self.learned.continuation;
        let two_back = if ply >= 1 { continuation.after(self.played[ply - 1]) } else { None };
        QuietScores {
            history: &self.learned.history,
            continuation,
            // No row (after a null move, or at the root) reads as zeros.
            before: [continuation.after(self.played[ply]).unwrap_or(&[]), two_back.unwrap_or(&[])],
        }
    }

    /// Adds `bonus` (negative: a malus) to every history a quiet move feeds.
    fn update_histories(&mut self, cur: Played, ply: usize, bonus: i32) {
        let h = &mut self.learned.history[cur.0][cur.1];
        *h = saturate(*h, bonus);
        self.learned.continuation.update(self.played[ply], cur, bonus);
        if ply >= 1 {
            self.learned.continuation.update(self.played[ply - 1], cur, bonus);
        }
    }

    fn reward_quiet(&mut self, m: Move, piece: usize, depth: i32, ply: usize, failed: &[Move]) {
        let (p, to) = self.played[ply];
        if p != usize::MAX {
            self.learned.countermoves[p][to] = m;
        }
        if self.killers[ply][0] != m {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = m;
        }
        let bonus = history_bonus(depth);
        self.update_histories((piece, m.to()), ply, bonus);
        for &f in failed {
            let p = self.piece_index(f.from());
            self.update_histories((p, f.to()), ply, -bonus);
        }
    }

    /// Searches the root moves from `first` on; returns the best score.
    fn search_root(&mut self, roots: &mut [RootMove], first: usize, mut alpha: i32, beta: i32, depth: i32) -> i32 {
        self.pv_len[0] = 0;
        let mut best = -INFINITE;
        let in_check = self.pos.in_check();
        for i in first..roots.len() {
            let m = roots[i].mv;
            let nodes_before = self.nodes;
            let piece = self.piece_index(m.from());
            let (gives_check, check_extension) = self.check_extension(m, 0);
            let undo = self.make(m, 0, Some(gives_check));
            self.played[1] = (piece, m.to());
            let full = depth - 1 + check_extension;
            let mut score;
            if i == first {
                score = -self.search(-beta, -alpha, full, 1, true, false);
            } else {
                let quiet = !m.is_castle() && undo_is_quiet(&self.pos, m);
                let reduction = if depth >= 4 && i >= first + 4 && quiet && !in_check && !gives_check { 1 } else { 0 };
                score = -self.search(-alpha - 1, -alpha, full - reduction, 1, true, true);
                if score > alpha && (reduction > 0 || score < beta) {
                    score = -self.search(-beta, -alpha, full, 1, true, false);
                }
            }
            self.pos.undo(m, undo);
            roots[i].nodes += self.nodes - nodes_before;
            if self.stopped {
                break;
            }
            roots[i].score = if score > alpha || i == first { score } else { -INFINITE };
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                self.update_pv(0, m);
                // Keep the new best first among the unsearched-order moves.
                let rm = roots[i];
                roots.copy_within(first..i, first + 1);
                roots[first] = rm;
                if score >= beta {
                    break;
                }
            }
        }
        best
    }

    fn current_pv(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]].to_vec()
    }

    /// Iterative deepening; `report` is called after each completed iteration (main thread).
    pub fn think(&mut self, report: &mut dyn FnMut(&Iteration)) -> Option<Iteration> {
        let legal = self.pos.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let mut roots: Vec<RootMove> =
            legal.iter().map(|&mv| RootMove { mv, score: -INFINITE, previous: -INFINITE, nodes: 0 }).collect();
        let multipv = self.shared.multipv.clamp(1, roots.len());
        let mut last: Option<Iteration> = None;
        let max_depth = self.shared.depth_limit.min(MAX_PLY as u32 - 1).max(1);
        let start_depth = 1 + (self.thread % 2) as u32;
        let mut depth = start_depth;
        let mut pace = Pace::default();
        while depth <= max_depth {
            self.seldepth = 0;
            let mut lines: Vec<Line> = Vec::new();
            for pv_index in 0..multipv {
                // Aspiration window around the previous score of this line.
                let prev = roots[pv_index].previous;
                let (mut window, mut alpha, mut beta) = if depth >= 5 && prev.abs() < MATE_BOUND {
                    (20, prev - 20, prev + 20)
                } else {
                    (0, -INFINITE, INFINITE)
                };
                let score = loop {
                    let s = self.search_root(&mut roots, pv_index, alpha, beta, depth as i32);
                    if self.stopped {
                        break s;
                    }
                    if s <= alpha && alpha > -INFINITE {
                        window *= 2;
                        alpha = (s - window).max(-INFINITE);
                    } else if s >= beta && beta < INFINITE {
                        window *= 2;
                        beta = (s + window).min(INFINITE);
                    } else {
                        break s;
                    }
                    if window > 600 {
                        alpha = -INFINITE;
                        beta = INFINITE;
                    }
                };
                if self.stopped {
                    break;
                }
                let mut pv = self.current_pv();
                if pv.first() != Some(&roots[pv_index].mv) {
                    pv = vec![roots[pv_index].mv];
                }
                lines.push(Line { score, pv });
            }
            if self.stopped {
                // A root move that was fully searched in the unfinished iteration and
                // beat the window is better information than the last iteration's choice.
                if let (Some(done), true) = (last.as_mut(), multipv == 1 && self.pv_len[0] > 0) {
                    done.lines[0] = Line { score: roots[0].score, pv: self.current_pv() };
                }
                break;
            }
            for r in roots.iter_mut() {
                r.previous = r.score;
            }
            let it = Iteration { depth, seldepth: self.seldepth as u32, lines };
            report(&it);
            let mate_found = it.lines[0].score.abs() >= MATE_BOUND && (MATE - it.lines[0].score.abs()) as u32 <= depth;
            last = Some(it);
            if self.thread == 0 {
                if let Some(b) = self.shared.budget.filter(|b| b.paced) {
                    let scale = if multipv == 1 { pace.update(depth, &roots) } else { 1.0 };
                    // The next iteration takes about as long as all before it: past
                    // NEXT_ITERATION_SHARE of the target it would end well beyond it.
                    let target = (b.soft_ms as f64 * scale).min(b.hard_ms as f64);
                    if self.shared.elapsed_ms() as f64 >= target * NEXT_ITERATION_SHARE {
                        break;
                    }
                }
                if mate_found && self.shared.budget.is_some() {
                    break;
                }
            }
            depth += 1;
        }
        self.check_limits();
        if last.is_none() {
            // Stopped before depth 1 finished: any legal move beats none.
            last = Some(Iteration { depth: 0, seldepth: 0, lines: vec![Line { score: 0, pv: vec![roots[0].mv] }] });
        }
        last
    }

    /// Nodes this thread searched.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// Share of the (paced) soft limit after which no new iteration starts.
const NEXT_ITERATION_SHARE: f64 = 0.7;

/// How far the soft time limit stretches or shrinks after an iteration: a
/// best move that keeps winning, and takes most of the search effort, needs
/// less thought; one that changes, or whose score falls, needs more.
#[derive(Default)]
struct Pace {
    best: Option<Move>,
    stable_iterations: usize,
    score: Option<i32>,
}

impl Pace {
    /// Records the iteration just finished (best line first in `roots`) and
    /// returns the factor for the soft limit.
    fn update(&mut self, depth: u32, roots: &[RootMove]) -> f64 {
        let best = roots[0];
        if self.best == Some(best.mv) {
            self.stable_iterations += 1;
        } else {
            self.stable_iterations = 0;
        }
        self.best = Some(best.mv);
        let drop = self.score.map_or(0, |s| s - best.score);
        self.score = Some(best.score);
        if depth < 6 {
            return 1.0;
        }
        let total: u64 = roots.iter().map(|r| r.nodes).sum();
        let share = best.nodes as f64 / total.max(1) as f64;
        let effort = (1.55 - share) * 1.3;
        let stability = [1.9, 1.35, 1.1, 0.95, 0.85, 0.8][self.stable_iterations.min(5)];
        let falling = 1.0 + (drop.clamp(0, 100) as f64) / 200.0;
        // Bounded: a long think on one move must not leave the next ones short.
        (effort * stability * falling).clamp(0.5, 1.8)
    }
}

/// History bonus for a cutoff at `depth`: deeper cutoffs say more.
fn history_bonus(depth: i32) -> i32 {
    (depth * depth * 8).min(1600)
}

fn undo_is_quiet<G: Geometry>(pos_after: &Position<G>, m: Move) -> bool {
    // After the move, a capture is recognisable by the halfmove clock reset
    // (pawn moves reset it too, which only makes them non-reducible).
    m.promotion().is_none() && pos_after.halfmove_clock() != 0
}

/// A node's quiet-move histories: the from–to table and the continuation
/// rows after the opponent's last move and our own before it.
struct QuietScores<'s> {
    history: &'s [[i32; 128]],
    continuation: &'s ContinuationHistory,
    before: [&'s [i16]; 2],
}

impl QuietScores<'_> {
    /// How well the quiet move `cur` has worked, here and in general.
    #[inline]
    fn get(&self, cur: Played) -> i32 {
        let column = self.continuation.column(cur);
        let mut s = self.history[cur.0][cur.1];
        for row in self.before {
            s += row.get(column).map_or(0, |&v| v as i32);
        }
        s
    }
}

/// The first capture of an exchange ([`Searcher::exchange_start`]).
struct Exchange<B> {
    /// What the capture wins, a promotion's gain included.
    taken: i32,
    /// The value of the piece then on the square.
    on_square: i32,
    /// The occupancy after the capture.
    occ: B,
}

/// The first `N` moves of one kind a node searched without a cutoff, for
/// the histories' malus. Left uninitialised beyond its length: most nodes
/// try few moves, and filling the whole buffer at every node cost more than
/// the moves it records.
struct Tried<const N: usize> {
    moves: [std::mem::MaybeUninit<Move>; N],
    len: usize,
}

impl<const N: usize> Tried<N> {
    fn new() -> Self {
        Tried { moves: [const { std::mem::MaybeUninit::uninit() }; N], len: 0 }
    }

    /// Records `m`; beyond `N` moves the rest go unrecorded.
    #[inline]
    fn push(&mut self, m: Move) {
        if self.len < N {
            self.moves[self.len].write(m);
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Move] {
        // SAFETY: `push` initialised the first `len` elements, and
        // `MaybeUninit<Move>` has the layout of `Move`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root(from: usize, score: i32, nodes: u64) -> RootMove {
        RootMove { mv: Move::new(from, from + 8, MoveFlag::Normal), score, previous: score, nodes }
    }

    /// The exchange's value by the full swap list: every capture in turn,
    /// then each side keeps the better of stopping and going on. The bound
    /// test must agree with it at every threshold.
    fn exchange_value<G: EvalGeometry>(s: &Searcher<'_, G>, m: Move) -> i32 {
        if m.is_castle() {
            return 0;
        }
        let pos = &s.pos;
        let to = m.to();
        let Exchange { taken, mut on_square, mut occ } = s.exchange_start(m);
        let mut gain = vec![taken];
        let mut side = pos.side_to_move().flip();
        loop {
            let attackers = pos.attackers_to(to, occ) & occ & pos.color_bb(side);
            let Some((kind, sq)) = s.least_valuable(attackers) else { break };
            gain.push(on_square - gain[gain.len() - 1]);
            occ ^= G::BB::bit(sq);
            on_square = s.value(kind);
            side = side.flip();
        }
        while gain.len() > 1 {
            let last = gain.pop().unwrap();
            let d = gain.len() - 1;
            gain[d] = -(-gain[d]).max(last);
        }
        gain[0]
    }

    fn exchanges_agree_along_random_games<G: EvalGeometry>(start: Position<G>, rng: &mut rules::random::Rng) -> usize {
        let tt = std::sync::Arc::new(TranspositionTable::new(1));
        let shared = Shared {
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            tt,
            start: Instant::now(),
            budget: None,
            node_limit: None,
            depth_limit: 1,
            multipv: 1,
            network: None,
            params: crate::search_params::HANDWRITTEN,
        };
        let variant = start.variant();
        let mut s = Searcher::new(start, &shared, 0, Learned::new(variant));
        let mut checked = 0;
        for _ in 0..120 {
            let moves = s.pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in moves.iter() {
                let v = exchange_value(&s, m);
                for t in [v - 1, v, v + 1, -20_000, -500, -1, 0, 1, 300, 20_000] {
                    assert_eq!(s.see_at_least(m, t), v >= t, "{} {m:?} value {v} threshold {t}", s.pos.fen());
                }
                checked += 1;
            }
            // Captures first, so the games reach crowded exchanges.
            let captures: Vec<Move> = moves.iter().copied().filter(|&m| s.is_capture(m)).collect();
            let pool =
                if !captures.is_empty() && rng.below(3) > 0 { captures } else { moves.iter().copied().collect() };
            s.pos.make(*rng.pick(&pool));
        }
        checked
    }

    #[test]
    fn the_exchange_bound_test_agrees_with_the_full_swap_list() {
        let mut rng = rules::random::Rng::new(11);
        let mut checked = 0;
        for _ in 0..20 {
            checked += exchanges_agree_along_random_games(rules::random::random_maharajah_start(&mut rng), &mut rng);
            checked += exchanges_agree_along_random_games(rules::random::random_shaped_start(&mut rng), &mut rng);
            checked +=
                exchanges_agree_along_random_games(Position::<rules::Board8>::start(rules::Variant::Chess), &mut rng);
            checked += exchanges_agree_along_random_games(
                Position::<rules::Board10>::start(rules::Variant::Mirodol),
                &mut rng,
            );
        }
        assert!(checked > 150_000, "{checked}");
    }

    #[test]
    fn pace_shortens_a_settled_search_and_stretches_an_unsettled_one() {
        // The same best move for several iterations, with most of the effort: stop early.
        let mut settled = Pace::default();
        let mut factor = 1.0;
        for depth in 1..=10 {
            factor = settled.update(depth, &[root(8, 30, 900), root(9, 10, 100)]);
        }
        assert!(factor < 0.8, "{factor}");
        // A new best move each iteration, sharing the effort, with a falling score: think longer.
        let mut unsettled = Pace::default();
        for depth in 1..=10 {
            let from = 8 + (depth as usize & 1);
            factor = unsettled.update(depth, &[root(from, 60 - depth as i32 * 10, 500), root(17 - from, 0, 500)]);
        }
        assert!(factor > 1.5, "{factor}");
        assert!(factor <= 1.8, "{factor}");
        // Shallow iterations are too noisy to judge.
        assert_eq!(Pace::default().update(3, &[root(8, 0, 10)]), 1.0);
    }
}
