//! The assessment checked against the self-play table: each archetype is
//! held out of every fit (the calibration and the nearest-archetype
//! estimate), predicted, and the predictions' ranking compared with the
//! table's (Spearman). The same run fits the calibration the engine ships
//! (`arena armies-check`, which writes it into the data file).

use super::archetypes::Archetype;
use super::army::Army;
use super::assess::{army_features, duel_cp, engine, table_estimate};
use super::features::FEATURES;
use super::linear::spearman;
use super::table::{Calibration, Table};
use crate::Limits;

/// One archetype's row of the check.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckRow {
    /// Archetype id.
    pub id: String,
    /// Its self-play rating.
    pub table_elo: f64,
    /// The assessment's estimate with the archetype held out.
    pub predicted_elo: f64,
    /// Its search score against the orthodox army (centipawns).
    pub cp: f64,
}

/// The check's result.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckReport {
    /// Every rated archetype.
    pub rows: Vec<CheckRow>,
    /// Rank correlation of the held-out predictions with the table.
    pub spearman: f64,
    /// The calibration fitted on the whole table; its error is the
    /// held-out predictions' root mean square error.
    pub calibration: Calibration,
}

struct Sample {
    id: String,
    elo: f64,
    cp: f64,
    features: [f64; FEATURES],
}

/// The table part of a prediction against the orthodox army with the archetypes `exclude` left out.
fn table_part(table: &Table, f: &[f64; FEATURES], orthodox: &[f64; FEATURES], exclude: &[&str]) -> f64 {
    table_estimate(table, f, exclude).0 - table_estimate(table, orthodox, exclude).0
}

/// Fits the calibration on the samples other than `held_out`; each sample's
/// table part leaves the sample itself out too. Returns it and its error
/// on those samples.
fn fit(table: &Table, samples: &[Sample], orthodox: &[f64; FEATURES], held_out: Option<&str>) -> Calibration {
    let used: Vec<(&Sample, f64)> = samples
        .iter()
        .filter(|s| Some(s.id.as_str()) != held_out)
        .map(|s| {
            let exclude: Vec<&str> = [Some(s.id.as_str()), held_out].into_iter().flatten().collect();
            (s, table_part(table, &s.features, orthodox, &exclude))
        })
        .collect();
    let (sxy, sxx) = used.iter().fold((0.0, 0.0), |(xy, xx), (s, _)| (xy + s.cp * s.elo, xx + s.cp * s.cp));
    let elo_per_cp = if sxx > 0.0 { sxy / sxx } else { 0.0 };
    let error = |a: f64| {
        let sum: f64 = used.iter().map(|(s, t)| (a * elo_per_cp * s.cp + (1.0 - a) * t - s.elo).powi(2)).sum();
        (sum / used.len().max(1) as f64).sqrt()
    };
    let search_weight =
        (0..=20).map(|i| f64::from(i) / 20.0).min_by(|a, b| error(*a).total_cmp(&error(*b))).unwrap_or(0.5);
    Calibration { elo_per_cp, search_weight, error_elo: error(search_weight) }
}

/// Runs the check with `nodes` per search (the assessment's [`super::assess::NODES`] in the shipped fit).
pub fn check(table: &Table, nodes: u64) -> CheckReport {
    let orthodox_army = Army::orthodox();
    let orthodox = army_features(&orthodox_army);
    let engine = engine();
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let samples: Vec<Sample> = table
        .rated
        .iter()
        .filter_map(|r| {
            let army = Army::archetype(Archetype::by_id(&r.id)?);
            let cp = duel_cp(&engine, &army, &orthodox_army, limits).ok()?;
            Some(Sample { id: r.id.clone(), elo: r.elo, cp, features: army_features(&army) })
        })
        .collect();
    let rows: Vec<CheckRow> = samples
        .iter()
        .map(|s| {
            let cal = fit(table, &samples, &orthodox, Some(&s.id));
            let t = table_part(table, &s.features, &orthodox, &[s.id.as_str()]);
            // The orthodox army against itself: both terms are 0 by symmetry.
            let predicted = cal.search_weight * cal.elo_per_cp * s.cp + (1.0 - cal.search_weight) * t;
            CheckRow { id: s.id.clone(), table_elo: s.elo, predicted_elo: predicted, cp: s.cp }
        })
        .collect();
    let predicted: Vec<f64> = rows.iter().map(|r| r.predicted_elo).collect();
    let truth: Vec<f64> = rows.iter().map(|r| r.table_elo).collect();
    let held_out_error =
        (rows.iter().map(|r| (r.predicted_elo - r.table_elo).powi(2)).sum::<f64>() / rows.len().max(1) as f64).sqrt();
    let whole = fit(table, &samples, &orthodox, None);
    CheckReport {
        spearman: spearman(&predicted, &truth),
        rows,
        calibration: Calibration { error_elo: held_out_error, ..whole },
    }
}
