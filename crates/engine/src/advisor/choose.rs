//! "Let the engine choose its army" (SPEC §1): a strong army from the
//! self-play table, with variety from game to game (a seeded choice among
//! the top-rated) and a weaker pick at low levels, so the engine's army
//! matches the strength the player asked for.

use super::archetypes::Archetype;
use super::army::Army;
use super::assess::AdvisorError;
use super::table::Table;
use rules::random::Rng;
use rules::Color;

/// How many of the best-rated armies a full-strength engine chooses among.
pub const TOP: usize = 4;

/// The armies of `table` best first, from the first choice a level
/// [`crate::LEVELS`] engine considers: each level below full strength
/// starts its window of [`TOP`] one army lower in the ranking, so level 1
/// chooses among middling armies, never the best.
fn window(table: &Table, level: u8) -> Vec<&'static Archetype> {
    let rated = ranked(table);
    let below = usize::from(crate::LEVELS.saturating_sub(level.clamp(1, crate::LEVELS)));
    let start = below.min(rated.len().saturating_sub(TOP));
    rated.into_iter().skip(start).take(TOP).collect()
}

/// The engine's army at `level` (1–[`crate::LEVELS`]) for `color`, drawn
/// with `seed` (the same seed, the same army).
pub fn engine_army(table: &Table, level: u8, color: Color, seed: u64) -> Army {
    let choices = window(table, level);
    let pick = if choices.is_empty() {
        Army::orthodox()
    } else {
        Army::archetype(choices[Rng::new(seed).below(choices.len())])
    };
    in_colour(pick, color)
}

/// The engine's army at `level` for `color` against the player's army
/// `player` (the other colour): drawn with `seed` among the level's window
/// like [`engine_army`], but only among armies that make a legal start with
/// `player`, and never `previous` (the engine's last choice) while another
/// is possible, so two games in a row differ. When no army of the window
/// fits, the nearest rated armies below it (then above it) are tried; the
/// error is the rules core's reasons against the orthodox army when none fits.
pub fn engine_army_against(
    table: &Table,
    level: u8,
    player: &Army,
    color: Color,
    seed: u64,
    previous: Option<&Army>,
) -> Result<Army, AdvisorError> {
    let placed = |a: &'static Archetype| in_colour(Army::archetype(a), color);
    let legal = |army: &Army| match color {
        Color::White => Army::start(army, player).is_ok(),
        Color::Black => Army::start(player, army).is_ok(),
    };
    let fresh = |army: &Army| previous.is_none_or(|p| p.white_setup() != army.white_setup());
    let candidates: Vec<Army> = window(table, level).into_iter().map(placed).filter(legal).collect();
    let mut pick: Vec<Army> = candidates.iter().filter(|a| fresh(a)).cloned().collect();
    if pick.is_empty() {
        pick = candidates;
    }
    if pick.is_empty() {
        // The whole table from the window outwards: a weaker army before a stronger one.
        let first = window(table, level).first().map(|a| a.id);
        let ranked = ranked(table);
        let at = ranked.iter().position(|a| Some(a.id) == first).unwrap_or(0);
        let order = ranked[at..].iter().chain(ranked[..at].iter().rev());
        pick = order.map(|a| placed(a)).filter(|a| legal(a) && fresh(a)).take(1).collect();
    }
    if let Some(army) = pick.get(Rng::new(seed).below(pick.len().max(1))) {
        return Ok(army.clone());
    }
    let orthodox = in_colour(Army::orthodox(), color);
    let errors = match color {
        Color::White => Army::start(&orthodox, player),
        Color::Black => Army::start(player, &orthodox),
    };
    Err(AdvisorError::Opponent(errors.err().unwrap_or_default()))
}

/// The archetypes of `table`, best rated first.
fn ranked(table: &Table) -> Vec<&'static Archetype> {
    let mut rated: Vec<(&'static Archetype, f64)> =
        table.rated.iter().filter_map(|r| Archetype::by_id(&r.id).map(|a| (a, r.elo))).collect();
    rated.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.id.cmp(b.0.id)));
    rated.into_iter().map(|(a, _)| a).collect()
}

/// A White-side army placed for `color`.
fn in_colour(army: Army, color: Color) -> Army {
    let mut placed = army.setup();
    if color == Color::Black {
        placed.mirror_to(Color::Black);
        placed.clear(Color::White);
    }
    Army::from_setup(&placed, color)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::table::TABLE;

    fn elo(army: &Army) -> f64 {
        let id = super::super::archetypes::ARCHETYPES
            .iter()
            .find(|a| Army::archetype(a).white_setup() == army.white_setup())
            .map(|a| a.id)
            .expect("an archetype");
        TABLE.rated.iter().find(|r| r.id == id).map_or(0.0, |r| r.elo)
    }

    #[test]
    fn the_choice_is_seeded_varied_legal_and_weaker_at_low_levels() {
        let a = engine_army(&TABLE, 8, Color::Black, 1);
        assert_eq!(a, engine_army(&TABLE, 8, Color::Black, 1), "the same seed, the same army");
        let distinct: std::collections::HashSet<String> =
            (0..40).map(|s| engine_army(&TABLE, 8, Color::Black, s).setup().board_fen()).collect();
        assert!(distinct.len() > 1, "variety from game to game");
        for seed in 0..20 {
            for color in Color::BOTH {
                let army = engine_army(&TABLE, 8, color, seed);
                assert_eq!(army.color, color);
                assert_eq!(army.setup().cost(color), rules::BUDGET);
                assert!(Army::start(&army, &Army::orthodox()).is_ok());
            }
        }
        let mean = |level: u8| (0..40).map(|s| elo(&engine_army(&TABLE, level, Color::White, s))).sum::<f64>() / 40.0;
        assert!(mean(1) < mean(8), "level 1 picks weaker armies: {} vs {}", mean(1), mean(8));
    }

    /// Random legal 39-point armies for `color`, seeded.
    fn players(color: Color) -> Vec<Army> {
        (0..12)
            .map(|seed| {
                let mut setup = rules::Setup::new();
                rules::random::random_army(&mut Rng::new(seed), &mut setup, color);
                Army::from_setup(&setup, color)
            })
            .filter(|a| a.setup().cost(color) == rules::BUDGET)
            .chain([in_colour(Army::orthodox(), color)])
            .collect()
    }

    #[test]
    fn the_choice_against_a_player_is_legal_never_the_last_one_and_weaker_at_low_levels() {
        for player_color in Color::BOTH {
            let engine_color = player_color.flip();
            for player in players(player_color) {
                let mut previous: Option<Army> = None;
                for seed in 0..6 {
                    for level in [1, 4, crate::LEVELS] {
                        let Ok(army) =
                            engine_army_against(&TABLE, level, &player, engine_color, seed, previous.as_ref())
                        else {
                            continue;
                        };
                        assert_eq!(army.color, engine_color);
                        assert_eq!(army.setup().cost(engine_color), rules::BUDGET);
                        let start = match engine_color {
                            Color::White => Army::start(&army, &player),
                            Color::Black => Army::start(&player, &army),
                        };
                        assert!(start.is_ok(), "a legal start: {:?}", start.err());
                        if level == crate::LEVELS {
                            if let Some(p) = &previous {
                                assert_ne!(p.white_setup(), army.white_setup(), "never the same army twice in a row");
                            }
                            previous = Some(army);
                        }
                    }
                }
            }
        }
        let player = in_colour(Army::orthodox(), Color::White);
        let distinct: std::collections::HashSet<String> = (0..40)
            .map(|s| engine_army_against(&TABLE, 8, &player, Color::Black, s, None).expect("fits").setup().board_fen())
            .collect();
        assert!(distinct.len() > 1, "variety from game to game, even without the last army");
        let mean = |level: u8| {
            (0..40)
                .map(|s| elo(&engine_army_against(&TABLE, level, &player, Color::Black, s, None).expect("fits")))
                .sum::<f64>()
                / 40.0
        };
        assert!(mean(1) < mean(crate::LEVELS), "level 1 picks weaker armies: {} vs {}", mean(1), mean(8));
    }
}
