//! The assessment of one army: its expected score against an opponent
//! (the orthodox army unless another is given), with a 95 % interval, from
//! a short fixed-node search of the start from both sides and from the
//! nearest archetypes of the self-play table, plus reasons a player can act on.
//!
//! Pure and deterministic: every search runs on one thread for a fixed node
//! count from an empty table, so the same armies give the same answer on any
//! machine under any load.

use super::army::Army;
use super::features::{distance, features, immobile, FEATURES};
use super::reasons::{reasons, Reason};
use super::table::{Calibration, Table, TABLE};
use crate::{Engine, EngineConfig, Evaluation, Limits};
use rules::{AnyPosition, Color, StartError};
use serde::Serialize;

/// Nodes of each of the two searches of an assessment (one per colour):
/// about 0.1 s each at the one-thread bench speed.
pub const NODES: u64 = 100_000;

/// The hash table of an assessment's searches (the answer depends on it, so it is fixed).
const HASH_MB: usize = 16;

/// Archetypes the table estimate averages over.
const NEIGHBOURS: usize = 3;

/// A search score is taken as at most this many centipawns (a mate is a won game, no more).
const CP_CAP: i32 = 1500;

/// Why an army cannot be assessed: the rules core's reasons.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AdvisorError {
    /// The army itself breaks the rules (its colour's errors, and those of the start as a whole).
    #[error("the army cannot start: {}", list(.0))]
    Army(Vec<StartError>),
    /// The opposing army breaks the rules.
    #[error("the opposing army cannot start: {}", list(.0))]
    Opponent(Vec<StartError>),
}

fn list(errors: &[StartError]) -> String {
    errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")
}

/// One archetype near the assessed army.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Nearest {
    /// Archetype id.
    pub id: String,
    /// Its Elo against the orthodox army.
    pub elo: f64,
    /// Its distance in feature space (0 = the same composition and traits).
    pub distance: f64,
}

/// What the advisor says about one army.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Assessment {
    /// Expected score (0–1) against the opponent.
    pub expected: f64,
    /// Lower end of its 95 % interval.
    pub low: f64,
    /// Upper end of its 95 % interval.
    pub high: f64,
    /// The same as an Elo difference.
    pub elo: f64,
    /// The start's search score, the army's view (centipawns, the mean of both colours).
    pub search_cp: i32,
    /// The nearest archetypes of the self-play table.
    pub nearest: Vec<Nearest>,
    /// What a player can act on, most important first.
    pub reasons: Vec<Reason>,
}

/// Elo difference → expected score.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The engine of an assessment's searches. It evaluates by hand: the
/// table's calibration (`search_weight`, `elo_per_cp`, fitted by `arena
/// armies-check`) was fitted to the hand-written evaluation's scores, and
/// another evaluation's centipawns would need a calibration of their own.
pub fn engine() -> Engine {
    Engine::with_evaluation(EngineConfig { threads: 1, hash_mb: HASH_MB }, Evaluation::Handwritten)
}

/// The search score (White's view, capped) of `white` against `black`, or
/// the rules' reasons that start cannot be played.
pub(crate) fn search_cp(engine: &Engine, white: &Army, black: &Army, limits: Limits) -> Result<i32, Vec<StartError>> {
    let pos = Army::start(white, black)?;
    engine.new_game();
    let report = engine.search(&AnyPosition::from(pos), limits);
    Ok(report.score.as_cp().clamp(-CP_CAP, CP_CAP))
}

/// The army's search score against `opponent`: the mean of the start with
/// the army as White and as Black, so the first move's tempo cancels out.
/// The reverse start may be impossible where the direct one is not (a check
/// across the board); then the direct one alone counts.
pub(crate) fn duel_cp(engine: &Engine, army: &Army, opponent: &Army, limits: Limits) -> Result<f64, AdvisorError> {
    let direct = search_cp(engine, army, opponent, limits).map_err(|errors| split(errors, army, opponent))?;
    Ok(match search_cp(engine, opponent, army, limits) {
        Ok(reverse) => f64::from(direct - reverse) / 2.0,
        Err(_) => f64::from(direct),
    })
}

/// Which army a start's errors belong to: the opponent's own (Black's, in
/// the direct start) are its; the rest are the army's, in its colours.
fn split(errors: Vec<StartError>, army: &Army, _opponent: &Army) -> AdvisorError {
    if errors.iter().all(|e| e.color() == Some(Color::Black)) {
        return AdvisorError::Opponent(errors);
    }
    let own: Vec<StartError> = errors.into_iter().filter(|e| e.color() != Some(Color::Black)).collect();
    AdvisorError::Army(own.into_iter().map(|e| in_colour(e, army)).collect())
}

/// A White-side error told in the army's own colour and squares.
fn in_colour(e: StartError, army: &Army) -> StartError {
    if army.color == Color::White {
        return e;
    }
    let sq = |s: usize| super::army::mirror(s);
    let rank = |r: usize| 9 - r;
    match e {
        StartError::BudgetNotSpent { spent, .. } => StartError::BudgetNotSpent { color: Color::Black, spent },
        StartError::OverBudget { spent, .. } => StartError::OverBudget { color: Color::Black, spent },
        StartError::PieceOutsideHalf { square, .. } => {
            StartError::PieceOutsideHalf { color: Color::Black, square: sq(square) }
        }
        StartError::RankNotFilled { rank: r, square, furthest, .. } => StartError::RankNotFilled {
            color: Color::Black,
            rank: rank(r),
            square: sq(square),
            furthest: rank(furthest),
        },
        StartError::KingMissing { .. } => StartError::KingMissing { color: Color::Black },
        StartError::KingMisplaced { square, .. } => {
            StartError::KingMisplaced { color: Color::Black, square: sq(square) }
        }
        StartError::TooManyKings { count, .. } => StartError::TooManyKings { color: Color::Black, count },
        StartError::PieceNotInVariant { square, kind, .. } => {
            StartError::PieceNotInVariant { color: Color::Black, square: sq(square), kind }
        }
        other => other,
    }
}

/// The feature vector of an army (its immobile pieces counted at its start
/// against the orthodox army; an army that cannot start there counts none).
pub fn army_features(army: &Army) -> [f64; FEATURES] {
    let stuck = Army::start(army, &Army::orthodox()).map_or(0, |pos| immobile(&pos).len());
    features(army, stuck)
}

/// The table's estimate of an army's Elo against the orthodox army: the
/// ratings of its [`NEIGHBOURS`] nearest archetypes weighted by closeness,
/// leaving out `exclude` (the held-out archetypes of a check).
pub fn table_estimate(table: &Table, f: &[f64; FEATURES], exclude: &[&str]) -> (f64, Vec<Nearest>) {
    let mut near: Vec<Nearest> = table
        .rated
        .iter()
        .filter(|r| !exclude.contains(&r.id.as_str()))
        .filter_map(|r| {
            let a = super::archetypes::Archetype::by_id(&r.id)?;
            let d = distance(f, &archetype_features(a.id));
            Some(Nearest { id: r.id.clone(), elo: r.elo, distance: d })
        })
        .collect();
    near.sort_by(|a, b| a.distance.total_cmp(&b.distance).then_with(|| a.id.cmp(&b.id)));
    near.truncate(NEIGHBOURS);
    let weight = |n: &Nearest| 1.0 / (n.distance + 0.05);
    let total: f64 = near.iter().map(weight).sum();
    let elo = if total > 0.0 { near.iter().map(|n| weight(n) * n.elo).sum::<f64>() / total } else { 0.0 };
    (elo, near)
}

/// The archetypes' features, computed once.
fn archetype_features(id: &str) -> [f64; FEATURES] {
    use std::sync::LazyLock;
    static ALL: LazyLock<Vec<(&'static str, [f64; FEATURES])>> = LazyLock::new(|| {
        super::archetypes::ARCHETYPES.iter().map(|a| (a.id, army_features(&Army::archetype(a)))).collect()
    });
    ALL.iter().find(|(a, _)| *a == id).map_or([0.0; FEATURES], |(_, f)| *f)
}

/// Combines a search score and the table estimates into an Elo estimate
/// against the opponent, with its standard error.
pub(crate) fn combine(cal: &Calibration, cp: f64, army_table: f64, opponent_table: f64, nearest: f64) -> (f64, f64) {
    let elo = cal.search_weight * cal.elo_per_cp * cp + (1.0 - cal.search_weight) * (army_table - opponent_table);
    // Far from every archetype the table knows less: the error grows with the distance.
    (elo, cal.error_elo * (1.0 + 2.0 * nearest))
}

/// The calibration in use: the shipped table's, or a neutral one.
pub(crate) fn calibration(table: &Table) -> Calibration {
    table.calibration.unwrap_or(Calibration { elo_per_cp: 1.0, search_weight: 0.5, error_elo: 150.0 })
}

/// Assesses `army` against `opponent` (the orthodox army when `None`).
pub fn assess(army: &Army, opponent: Option<&Army>) -> Result<Assessment, AdvisorError> {
    assess_with(&TABLE, army, opponent, &[], NODES)
}

/// [`assess`] with a given table, archetypes left out of it and a node count
/// (the holdout check and the suggestions' cheaper first pass).
pub fn assess_with(
    table: &Table,
    army: &Army,
    opponent: Option<&Army>,
    exclude: &[&str],
    nodes: u64,
) -> Result<Assessment, AdvisorError> {
    let orthodox = Army::orthodox();
    let opponent = opponent.unwrap_or(&orthodox);
    let engine = engine();
    let cp = duel_cp(&engine, army, opponent, Limits { nodes: Some(nodes), ..Limits::default() })?;
    let f = army_features(army);
    let (army_table, nearest) = table_estimate(table, &f, exclude);
    let (opponent_table, _) = table_estimate(table, &army_features(opponent), exclude);
    let closest = nearest.first().map_or(1.0, |n| n.distance);
    let (elo, sigma) = combine(&calibration(table), cp, army_table, opponent_table, closest);
    let start = Army::start(army, opponent).map_err(|e| split(e, army, opponent))?;
    Ok(Assessment {
        expected: expected_score(elo),
        low: expected_score(elo - 1.96 * sigma),
        high: expected_score(elo + 1.96 * sigma),
        elo,
        search_cp: cp.round() as i32,
        nearest,
        reasons: reasons(table, army, &start, &f),
    })
}
