//! "Suggest": up to three better armies near a given one. A search over the
//! legal changes of one or two pieces under the budget and the placement
//! rules — a piece moved or two swapped, one or two pieces replaced by
//! others of the same total cost — in three rounds of growing cost: every
//! candidate at a one-ply search of both starts and the table's estimate,
//! the best [`SECOND_ROUND`] at [`SECOND_NODES`], the best
//! [`FINAL_ROUND`] by the full assessment (the app's [`EFFORT`]). A suggestion is returned only
//! when its full assessment beats the original's.

use super::army::{square_name, Army};
use super::assess::{army_features, assess_with, duel_cp, engine, table_estimate, AdvisorError, Assessment, NODES};
use super::table::Table;
use super::table::TABLE;
use crate::Limits;
use rules::army::{half, king_home, ARMY_KINDS};
use rules::{Bitboard, Board8, Color, Geometry, Kind, Piece, Setup};
use serde::Serialize;
use std::collections::HashSet;

/// How hard a suggestion search works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    /// Candidates searched in the second round.
    pub second_round: usize,
    /// Nodes of each search of the second round.
    pub second_nodes: u64,
    /// Candidates given the full assessment.
    pub final_round: usize,
    /// Nodes of each search of the full assessment (the original's too).
    pub final_nodes: u64,
}

/// The app's effort: the full assessment at [`super::assess::NODES`].
pub const EFFORT: Effort =
    Effort { second_round: SECOND_ROUND, second_nodes: SECOND_NODES, final_round: FINAL_ROUND, final_nodes: NODES };

/// Candidates searched in the app's second round.
pub const SECOND_ROUND: usize = 24;
/// Nodes of each search of the app's second round.
pub const SECOND_NODES: u64 = 15_000;
/// Candidates given the full assessment in the app.
pub const FINAL_ROUND: usize = 6;
/// Suggestions returned at most.
pub const MAX_SUGGESTIONS: usize = 3;

/// A piece on a square (the army's own coordinates; kind as its FEN letter).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Placed {
    /// Square name (`b1`).
    pub square: String,
    /// Kind letter (`N`).
    pub kind: char,
}

/// A better army near the given one, as the difference to apply.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    /// Pieces taken off the board.
    pub removed: Vec<Placed>,
    /// Pieces put on the board (a piece moved is removed at one square and added at another).
    pub added: Vec<Placed>,
    /// Expected score gained over the original (0–1).
    pub gain: f64,
    /// The suggested army's assessment.
    pub assessment: Assessment,
    /// The suggested army's board (FEN board field; only its side and the kings).
    pub board: String,
}

/// Every White-side board one or two pieces away from `army` that keeps its
/// cost (legality is checked later, by the start).
fn candidates(army: &Army) -> Vec<Setup> {
    let white = army.white_setup();
    let pieces: Vec<(usize, Kind)> = army.pieces().collect();
    let squares: Vec<usize> =
        (0..64).filter(|&sq| half(Color::White).has(sq) && sq != king_home(Color::White)).collect();
    let mut out = Vec::new();
    // A piece moved to an empty square, or two different pieces swapped.
    for &(from, kind) in &pieces {
        for &to in &squares {
            match army.piece_at(to) {
                None => out.push(Army::with_square(&Army::with_square(white, from, None), to, Some(kind))),
                Some(other) if other != kind && from < to => {
                    out.push(Army::with_square(&Army::with_square(white, from, Some(other)), to, Some(kind)))
                }
                _ => {}
            }
        }
    }
    // One or two pieces replaced by up to three of the same total cost.
    let mut removals: Vec<Vec<(usize, Kind)>> = pieces.iter().map(|&p| vec![p]).collect();
    for (i, &a) in pieces.iter().enumerate() {
        removals.extend(pieces[i + 1..].iter().map(|&b| vec![a, b]));
    }
    for removed in removals {
        let cost: u32 = removed.iter().map(|(_, k)| k.cost()).sum();
        let mut cleared = white.clone();
        for &(sq, _) in &removed {
            cleared = Army::with_square(&cleared, sq, None);
        }
        let mut removed_kinds: Vec<Kind> = removed.iter().map(|&(_, k)| k).collect();
        removed_kinds.sort();
        for added in combinations(cost, 3) {
            if added == removed_kinds {
                continue;
            }
            for order in [false, true] {
                let mut kinds = added.clone();
                if order {
                    kinds.reverse();
                    if kinds == added {
                        continue;
                    }
                }
                if let Some(board) = place(&cleared, &removed, &kinds) {
                    out.push(board);
                }
            }
        }
    }
    out
}

/// `kinds` placed on the freed squares in order, the rest on the nearest
/// squares the fill order allows; `None` when they do not fit.
fn place(cleared: &Setup, removed: &[(usize, Kind)], kinds: &[Kind]) -> Option<Setup> {
    let mut board = cleared.clone();
    let mut kinds = kinds.iter();
    for &(sq, _) in removed {
        match kinds.next() {
            Some(&k) => board = Army::with_square(&board, sq, Some(k)),
            None => break,
        }
    }
    for &k in kinds {
        let piece = Piece::new(Color::White, k);
        // Nearest rank first, then the files nearest the king.
        let sq = (0..64)
            .filter(|&sq| board.why_not(sq, piece).is_none())
            .min_by_key(|&sq| (Board8::rank_of(sq), Board8::file_of(sq).abs_diff(4)))?;
        board = Army::with_square(&board, sq, Some(k));
    }
    Some(board)
}

/// Every multiset of at most `size` army kinds costing exactly `cost`, each sorted.
fn combinations(cost: u32, size: usize) -> Vec<Vec<Kind>> {
    fn go(cost: u32, size: usize, from: usize, prefix: &mut Vec<Kind>, out: &mut Vec<Vec<Kind>>) {
        if cost == 0 {
            let mut v = prefix.clone();
            v.sort();
            out.push(v);
            return;
        }
        if size == 0 {
            return;
        }
        for (i, &k) in ARMY_KINDS.iter().enumerate().skip(from) {
            if k.cost() <= cost {
                prefix.push(k);
                go(cost - k.cost(), size - 1, i, prefix, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(cost, size, 0, &mut Vec::new(), &mut out);
    out
}

/// The difference from `from` to `to` (White-side boards), in the army's coordinates.
fn difference(army: &Army, to: &Army) -> (Vec<Placed>, Vec<Placed>) {
    let (mut removed, mut added) = (Vec::new(), Vec::new());
    for sq in 0..64 {
        let (a, b) = (army.piece_at(sq), to.piece_at(sq));
        if a != b {
            let placed = |k: Kind| Placed { square: square_name(army.own_square(sq)), kind: k.letter() };
            removed.extend(a.map(placed));
            added.extend(b.map(placed));
        }
    }
    (removed, added)
}

/// Up to [`MAX_SUGGESTIONS`] armies near `army`, each assessed better than it
/// against `opponent` (the orthodox army when `None`), best first.
/// `progress` gets the share done (0–1) as the search goes.
pub fn suggest(
    army: &Army,
    opponent: Option<&Army>,
    progress: impl FnMut(f64),
) -> Result<Vec<Suggestion>, AdvisorError> {
    suggest_with(&TABLE, army, opponent, EFFORT, progress)
}

/// [`suggest`] with a given table and effort (tests use less).
pub fn suggest_with(
    table: &Table,
    army: &Army,
    opponent: Option<&Army>,
    effort: Effort,
    mut progress: impl FnMut(f64),
) -> Result<Vec<Suggestion>, AdvisorError> {
    let original = assess_with(table, army, opponent, &[], effort.final_nodes)?;
    let orthodox = Army::orthodox();
    let opponent = opponent.unwrap_or(&orthodox);
    let engine = engine();
    let cal = super::assess::calibration(table);
    let (opponent_table, _) = table_estimate(table, &army_features(opponent), &[]);
    let model = |candidate: &Army, limits: Limits| -> Option<f64> {
        let cp = duel_cp(&engine, candidate, opponent, limits).ok()?;
        let (own, _) = table_estimate(table, &army_features(candidate), &[]);
        Some(cal.search_weight * cal.elo_per_cp * cp + (1.0 - cal.search_weight) * (own - opponent_table))
    };
    let mut seen = HashSet::new();
    let boards: Vec<Army> = candidates(army)
        .into_iter()
        .filter(|b| seen.insert(b.board_fen()))
        .map(|b| army.with_white(b))
        .filter(|c| c != army && Army::start(c, opponent).is_ok())
        .collect();
    let first = Limits { depth: Some(1), ..Limits::default() };
    let mut scored: Vec<(f64, Army)> = Vec::new();
    for (i, c) in boards.iter().enumerate() {
        if let Some(elo) = model(c, first) {
            scored.push((elo, c.clone()));
        }
        if i % 64 == 0 {
            progress(0.3 * i as f64 / boards.len().max(1) as f64);
        }
    }
    let best_first = |v: &mut Vec<(f64, Army)>| v.sort_by(|a, b| b.0.total_cmp(&a.0));
    best_first(&mut scored);
    scored.truncate(effort.second_round);
    let second = Limits { nodes: Some(effort.second_nodes), ..Limits::default() };
    let total = scored.len().max(1) as f64;
    let mut rescored: Vec<(f64, Army)> = Vec::new();
    for (i, (_, c)) in scored.into_iter().enumerate() {
        if let Some(elo) = model(&c, second) {
            rescored.push((elo, c));
        }
        progress(0.3 + 0.3 * (i + 1) as f64 / total);
    }
    best_first(&mut rescored);
    rescored.truncate(effort.final_round);
    let total = rescored.len().max(1) as f64;
    let mut out = Vec::new();
    for (i, (_, c)) in rescored.into_iter().enumerate() {
        let assessment = assess_with(table, &c, Some(opponent), &[], effort.final_nodes)?;
        let gain = assessment.expected - original.expected;
        if gain > 0.0 {
            let (removed, added) = difference(army, &c);
            out.push(Suggestion { removed, added, gain, assessment, board: c.setup().board_fen() });
        }
        progress(0.6 + 0.4 * (i + 1) as f64 / total);
    }
    out.sort_by(|a, b| b.gain.total_cmp(&a.gain));
    out.truncate(MAX_SUGGESTIONS);
    progress(1.0);
    Ok(out)
}
