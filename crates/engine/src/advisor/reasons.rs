//! Reasons a player can act on, as typed ids with parameters (the UI words
//! them in the player's language): an exposed king, weak pawn cover, a piece
//! the opponent can take at once, many pieces that cannot move, and the
//! kinds of material the self-play table rates high or low.

use super::army::{square_name, Army};
use super::features::{open_lines, pawn_cover, FEATURES};
use super::linear::ridge;
use super::table::Table;
use rules::army::ARMY_KINDS;
use rules::{Bitboard, Board8, Color, Kind, Position};
use serde::Serialize;

/// One reason. Squares are in the army's own colour's coordinates; kinds
/// are FEN letters (upper case).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "id", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum Reason {
    /// A piece of the army stands where the opponent can take it at once
    /// and win material (undefended, or taken by a cheaper piece).
    HangingPiece {
        /// Its square.
        square: String,
        /// Its kind.
        kind: char,
        /// The kind that takes it.
        attacker: char,
    },
    /// Lines from the king towards the enemy (the e-file and the forward
    /// diagonals) that no piece of its own closes.
    ExposedKing {
        /// How many of the three are open.
        open_lines: u32,
    },
    /// Fewer than two pawns on the king's files (d, e, f).
    WeakPawnCover {
        /// Pawns there.
        pawns: u32,
    },
    /// More pieces than in the orthodox army (five) that cannot move at the start.
    ImmobilePieces {
        /// How many.
        count: u32,
    },
    /// A kind the self-play table rates high, in this army's amount.
    KindRatedHigh {
        /// The kind.
        kind: char,
        /// Points the army spends on it.
        points: u32,
        /// What that amount is worth against the orthodox army's (Elo).
        elo: i32,
    },
    /// A kind the self-play table rates low, in this army's amount.
    KindRatedLow {
        /// The kind.
        kind: char,
        /// Points the army spends on it.
        points: u32,
        /// What that amount costs against the orthodox army's (Elo, negative).
        elo: i32,
    },
}

/// Pieces of the orthodox army that cannot move at the start.
const ORTHODOX_IMMOBILE: u32 = 5;

/// A kind's contribution must reach this many Elo to be a reason.
const KIND_REASON_ELO: f64 = 40.0;

/// Shrinks the kind weights towards zero: 26 archetypes for 8 weights.
const RIDGE_LAMBDA: f64 = 0.02;

/// Elo per point spent on each kind beyond the orthodox army's spending,
/// fitted on the table (ridge regression on the points per kind).
pub fn kind_weights(table: &Table) -> [f64; 8] {
    let orthodox = Army::orthodox().points();
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    for r in &table.rated {
        if let Some(a) = super::archetypes::Archetype::by_id(&r.id) {
            let p = Army::archetype(a).points();
            xs.push((0..8).map(|k| (f64::from(p[k]) - f64::from(orthodox[k])) / 39.0).collect());
            ys.push(r.elo);
        }
    }
    let w = ridge(&xs, &ys, RIDGE_LAMBDA * xs.len() as f64);
    let mut out = [0.0; 8];
    for (k, v) in w.iter().enumerate().take(8) {
        out[k] = v / 39.0;
    }
    out
}

/// The army's pieces the opponent (Black in `start`) can take at once with a gain.
fn hanging(start: &Position<Board8>, army: &Army) -> Vec<Reason> {
    let mut pos = start.clone();
    if pos.side_to_move() == Color::White {
        if pos.in_check() {
            return Vec::new();
        }
        pos.make_null();
    }
    let mut found: Vec<(u32, Reason)> = Vec::new();
    for m in pos.legal_moves().iter() {
        let (Some(victim), Some(attacker)) = (pos.piece_at(m.to()), pos.piece_at(m.from())) else { continue };
        if victim.color != Color::White || found.iter().any(|(_, r)| matches!(r, Reason::HangingPiece { square, .. } if *square == square_name(army.own_square(m.to())))) {
            continue;
        }
        let defended = pos.is_attacked(m.to(), Color::White, pos.occupied() & !u64::bit(m.from()));
        if !defended || victim.kind.cost() > attacker.kind.cost() {
            found.push((
                victim.kind.cost(),
                Reason::HangingPiece {
                    square: square_name(army.own_square(m.to())),
                    kind: victim.kind.letter(),
                    attacker: attacker.kind.letter(),
                },
            ));
        }
    }
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    found.into_iter().map(|(_, r)| r).collect()
}

/// The reasons for `army` at `start` (the army as White, the opponent as Black).
pub fn reasons(table: &Table, army: &Army, start: &Position<Board8>, f: &[f64; FEATURES]) -> Vec<Reason> {
    let mut out = hanging(start, army);
    let open = open_lines(army);
    if open > 0 {
        out.push(Reason::ExposedKing { open_lines: open });
    }
    let cover = pawn_cover(army);
    if cover < 2 {
        out.push(Reason::WeakPawnCover { pawns: cover });
    }
    let pieces = army.pieces().count() as f64;
    let stuck = (f[11] * pieces).round() as u32;
    if stuck > ORTHODOX_IMMOBILE {
        out.push(Reason::ImmobilePieces { count: stuck });
    }
    let weights = kind_weights(table);
    let orthodox = Army::orthodox().points();
    let points = army.points();
    let mut kinds: Vec<(f64, Kind, u32)> = (0..8)
        .map(|k| (weights[k] * (f64::from(points[k]) - f64::from(orthodox[k])), ARMY_KINDS[k], points[k]))
        // A kind the army does not have is no piece of it to speak of.
        .filter(|&(elo, _, points)| points > 0 && elo.abs() >= KIND_REASON_ELO)
        .collect();
    kinds.sort_by(|a, b| b.0.abs().total_cmp(&a.0.abs()));
    for (elo, kind, points) in kinds.into_iter().take(2) {
        let (kind, elo) = (kind.letter(), elo.round() as i32);
        out.push(if elo > 0 {
            Reason::KindRatedHigh { kind, points, elo }
        } else {
            Reason::KindRatedLow { kind, points, elo }
        });
    }
    out
}
