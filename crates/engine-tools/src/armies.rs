//! The self-play table of army strengths (`arena armies`): the engine plays
//! the characteristic armies of [`engine::advisor::archetypes`] against each
//! other with both colours at a fixed node count per move, and the ratings
//! are fitted by maximum likelihood (Bradley–Terry on the Elo scale, draws as
//! half points) with 95 % intervals from the curvature of the likelihood.
//!
//! A game is deterministic given its seed: each move's node budget is drawn
//! around the base from the game's own generator (so repeated games of a
//! pairing differ without random moves), on one thread from a cleared table.

use engine::advisor::archetypes::{pairing, Archetype, ARCHETYPES, ORTHODOX};
use engine::advisor::linear::{invert, solve};
use engine::{Engine, Limits};
use rules::random::Rng;
use rules::{AnyPosition, Color};

/// How the table's games are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayConfig {
    /// Base nodes per move (each move draws 75–125 % of it).
    pub nodes: u64,
    /// A game still running after this many plies is adjudicated
    /// ([`ADJUDICATE_CP`] decides it, else a draw).
    pub max_plies: usize,
}

/// A score (centipawns, the mover's view) both sides' searches agree on for
/// [`DECIDED_PLIES`] plies in a row ends the game as a win for the side ahead:
/// a position the engine converts nearly always.
pub const DECIDED_CP: i32 = 800;
/// Plies in a row [`DECIDED_CP`] must hold.
pub const DECIDED_PLIES: usize = 4;
/// At the ply cap a side this far ahead is given the win, else a draw.
pub const ADJUDICATE_CP: i32 = 300;

/// One finished table game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableGame {
    /// Index in [`ARCHETYPES`] of White's army.
    pub white: usize,
    /// Index of Black's army.
    pub black: usize,
    /// White's score: 1, ½ or 0.
    pub white_score: f64,
    /// Plies played.
    pub plies: usize,
    /// Whether the rules ended it (else adjudicated).
    pub by_rules: bool,
}

/// Plays `white` against `black` from their combined start.
pub fn play_game(white: usize, black: usize, config: PlayConfig, seed: u64, engine: &Engine) -> TableGame {
    let start = pairing(&ARCHETYPES[white], &ARCHETYPES[black])
        .to_position()
        .unwrap_or_else(|e| panic!("{} vs {}: {e:?}", ARCHETYPES[white].id, ARCHETYPES[black].id));
    let mut pos = AnyPosition::from(start);
    let mut rng = Rng::new(seed);
    engine.new_game();
    let mut streak: (i32, usize) = (0, 0); // sign of White's advantage, plies in a row
    let finish =
        |white_score: f64, plies: usize, by_rules: bool| TableGame { white, black, white_score, plies, by_rules };
    for ply in 0.. {
        if let Some(outcome) = pos.outcome() {
            let score = match outcome.winner() {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
            return finish(score, ply, true);
        }
        let nodes = config.nodes * (75 + rng.below(51) as u64) / 100;
        let report = engine.search(&pos, Limits { nodes: Some(nodes), ..Limits::default() });
        let mover_cp = report.score.as_cp();
        let white_cp = if pos.side_to_move() == Color::White { mover_cp } else { -mover_cp };
        let sign = white_cp.signum();
        streak = if white_cp.abs() >= DECIDED_CP && sign == streak.0 {
            (sign, streak.1 + 1)
        } else {
            (sign, usize::from(white_cp.abs() >= DECIDED_CP))
        };
        if streak.1 >= DECIDED_PLIES {
            return finish(if sign > 0 { 1.0 } else { 0.0 }, ply, false);
        }
        if ply >= config.max_plies {
            let score = match white_cp {
                c if c >= ADJUDICATE_CP => 1.0,
                c if c <= -ADJUDICATE_CP => 0.0,
                _ => 0.5,
            };
            return finish(score, ply, false);
        }
        let Some(mv) = report.best_move else { return finish(0.5, ply, false) };
        if pos.play_uci(&mv).is_err() {
            panic!("the engine played an illegal move {mv} in {}", pos.fen());
        }
    }
    unreachable!("the loop returns")
}

/// The games of the table: every pair of armies, `per_colour` games with each
/// colour, and `extra_orthodox` more per colour against the orthodox army.
/// Each entry is (white, black, seed).
pub fn schedule(per_colour: usize, extra_orthodox: usize, seed: u64) -> Vec<(usize, usize, u64)> {
    let orthodox = ARCHETYPES.iter().position(|a| a.id == ORTHODOX).unwrap_or(0);
    let mut games = Vec::new();
    let mut rng = Rng::new(seed);
    for a in 0..ARCHETYPES.len() {
        for b in a + 1..ARCHETYPES.len() {
            let count = per_colour + if a == orthodox || b == orthodox { extra_orthodox } else { 0 };
            for _ in 0..count {
                games.push((a, b, rng.next_u64()));
                games.push((b, a, rng.next_u64()));
            }
        }
    }
    games
}

/// A fitted rating: Elo relative to the orthodox army, with its 95 % interval.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The archetype.
    pub id: &'static str,
    /// Elo against the orthodox army (0 for it).
    pub elo: f64,
    /// Half-width of the 95 % interval (0 for the reference).
    pub margin: f64,
    /// Games behind it.
    pub games: usize,
    /// Its mean score in them.
    pub score: f64,
}

/// Elo → expected score.
fn expected(diff: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-diff / 400.0))
}

/// Maximum-likelihood Bradley–Terry ratings of `armies` from `games`
/// (white index, black index, White's score), the first army fixed at 0.
/// Each army also gets one virtual draw against the reference, so an army
/// that won or lost every game still has a finite rating. Intervals: 1.96
/// standard errors from the inverse of the likelihood's curvature (the
/// observed Fisher information) with the reference fixed.
pub fn fit(armies: &[&'static Archetype], reference: usize, games: &[(usize, usize, f64)]) -> Vec<Rating> {
    let n = armies.len();
    let mut all: Vec<(usize, usize, f64)> = games.to_vec();
    all.extend((0..n).filter(|&i| i != reference).map(|i| (i, reference, 0.5)));
    let c = 10f64.ln() / 400.0;
    let mut r = vec![0.0; n];
    let free: Vec<usize> = (0..n).filter(|&i| i != reference).collect();
    let mut hessian = vec![vec![0.0; free.len()]; free.len()];
    for _ in 0..100 {
        let mut grad = vec![0.0; n];
        let mut h = vec![vec![0.0; n]; n];
        for &(w, b, s) in &all {
            let p = expected(r[w] - r[b]);
            grad[w] += c * (s - p);
            grad[b] -= c * (s - p);
            let q = c * c * p * (1.0 - p);
            h[w][w] += q;
            h[b][b] += q;
            h[w][b] -= q;
            h[b][w] -= q;
        }
        hessian = free.iter().map(|&i| free.iter().map(|&j| h[i][j]).collect()).collect();
        let g: Vec<f64> = free.iter().map(|&i| grad[i]).collect();
        let step = solve(&hessian, &g);
        let mut biggest: f64 = 0.0;
        for (k, &i) in free.iter().enumerate() {
            r[i] += step[k];
            biggest = biggest.max(step[k].abs());
        }
        if biggest < 1e-6 {
            break;
        }
    }
    let inverse = invert(&hessian);
    armies
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let played: Vec<f64> = games
                .iter()
                .filter_map(|&(w, b, s)| match () {
                    _ if w == i => Some(s),
                    _ if b == i => Some(1.0 - s),
                    _ => None,
                })
                .collect();
            let margin = free.iter().position(|&f| f == i).map_or(0.0, |k| 1.96 * inverse[k][k].max(0.0).sqrt());
            Rating {
                id: a.id,
                elo: r[i],
                margin,
                games: played.len(),
                score: played.iter().sum::<f64>() / played.len().max(1) as f64,
            }
        })
        .collect()
}

/// The data file the engine compiles in (`crates/engine/data/army_ratings.txt`):
/// a header of `#` lines, then `id elo margin games score` per army.
pub fn data_file(ratings: &[Rating], header: &[String]) -> String {
    let mut out: String = header.iter().map(|h| format!("# {h}\n")).collect();
    for r in ratings {
        out.push_str(&format!("{} {:.0} {:.0} {} {:.3}\n", r.id, r.elo, r.margin, r.games, r.score));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::EngineConfig;

    #[test]
    fn the_fit_recovers_known_strengths() {
        // Three armies 0, +200 and -200 Elo: scores as expected, many games.
        let armies: Vec<&'static Archetype> = ARCHETYPES[..3].iter().collect();
        let truth = [0.0, 200.0, -200.0];
        let mut games = Vec::new();
        for w in 0..3 {
            for b in 0..3 {
                if w != b {
                    let p = expected(truth[w] - truth[b]);
                    // 1000 games split into wins and losses in proportion.
                    let wins = (p * 1000.0).round() as usize;
                    games.extend((0..1000).map(|k| (w, b, if k < wins { 1.0 } else { 0.0 })));
                }
            }
        }
        let ratings = fit(&armies, 0, &games);
        assert_eq!(ratings[0].elo, 0.0);
        assert!((ratings[1].elo - 200.0).abs() < 5.0, "{ratings:?}");
        assert!((ratings[2].elo + 200.0).abs() < 5.0, "{ratings:?}");
        assert!(ratings[1].margin > 5.0 && ratings[1].margin < 40.0, "{ratings:?}");
        assert_eq!(ratings[1].games, 4000);
    }

    #[test]
    fn a_sweep_still_gets_a_finite_rating() {
        let armies: Vec<&'static Archetype> = ARCHETYPES[..2].iter().collect();
        let games: Vec<_> = (0..10).map(|k| if k % 2 == 0 { (1, 0, 1.0) } else { (0, 1, 0.0) }).collect();
        let ratings = fit(&armies, 0, &games);
        assert!(ratings[1].elo > 300.0 && ratings[1].elo.is_finite(), "{ratings:?}");
    }

    #[test]
    fn the_schedule_plays_every_pair_with_both_colours() {
        let games = schedule(1, 1, 5);
        let n = ARCHETYPES.len();
        assert_eq!(games.len(), n * (n - 1) + 2 * (n - 1));
        assert!(games.iter().any(|&(w, b, _)| w == 3 && b == 7));
        assert!(games.iter().any(|&(w, b, _)| w == 7 && b == 3));
        assert_eq!(schedule(1, 1, 5), games, "seeded");
    }

    #[test]
    fn a_table_game_is_deterministic_for_its_seed() {
        let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 1 });
        let config = PlayConfig { nodes: 300, max_plies: 12 };
        let a = play_game(0, 14, config, 9, &engine);
        let b = play_game(0, 14, config, 9, &engine);
        assert_eq!(a, b);
        assert!(a.plies <= 12);
    }
}
