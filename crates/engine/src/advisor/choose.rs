//! "Let the engine choose its army" (SPEC §1): a strong army from the
//! self-play table, with variety from game to game (a seeded choice among
//! the top-rated) and a weaker pick at low levels, so the engine's army
//! matches the strength the player asked for.

use super::archetypes::Archetype;
use super::army::Army;
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
    let mut rated: Vec<(&'static Archetype, f64)> =
        table.rated.iter().filter_map(|r| Archetype::by_id(&r.id).map(|a| (a, r.elo))).collect();
    rated.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.id.cmp(b.0.id)));
    let below = usize::from(crate::LEVELS.saturating_sub(level.clamp(1, crate::LEVELS)));
    let start = below.min(rated.len().saturating_sub(TOP));
    rated.into_iter().skip(start).take(TOP).map(|(a, _)| a).collect()
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
    let setup = pick.setup();
    let mut placed = setup.clone();
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
}
