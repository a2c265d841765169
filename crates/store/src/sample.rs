//! Deterministic sample games made by random legal play through the rules
//! core: the benchmark's 10,000-game PGN and 100,000-game database, the
//! tests' data, and demo content. The same seed always gives the same games
//! (the rules core's SplitMix64 generator, no dependency).
//!
//! Chess, Maharajah (from random legal 39-point armies) and Mirodol games,
//! with varied players, dates, events, time controls and results.

use crate::code::SetupSide;
use crate::games::{GameRecord, GameResult, Player, Source, TimeControl};
use crate::pgn_io::game_to_pgn;
use rules::random::{random_army, random_maharajah_start};
use rules::{Board10, Board8, Color, Geometry, Position, Setup, Variant};

pub use rules::random::Rng;

const FIRST: [&str; 24] = [
    "Anna",
    "Boris",
    "Chen",
    "Dilnoza",
    "Emeka",
    "Fatima",
    "Gustav",
    "Hana",
    "Ivan",
    "Julia",
    "Kofi",
    "Lena",
    "Mateo",
    "Nadia",
    "Oleksandr",
    "Priya",
    "Quentin",
    "Rania",
    "Sven",
    "Tamar",
    "Umar",
    "Vera",
    "Wiremu",
    "Yuki",
];
const LAST: [&str; 20] = [
    "Andersen",
    "Bondarenko",
    "Costa",
    "Dubois",
    "Eriksen",
    "Fischer",
    "García",
    "Haddad",
    "Ibrahim",
    "Jovanović",
    "Kowalski",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "Okafor",
    "Petrenko",
    "Rossi",
    "Santoso",
    "Tanaka",
    "Volkov",
];
const EVENTS: [&str; 6] = ["Club night", "Rapid open", "Friendly", "Maharajah cup", "Lunch blitz", "Casual"];
const SITES: [&str; 5] = ["Kyiv", "Jakarta", "Lyon", "Cairo", "Home"];

/// A random army for `side` (both: a whole random start), for setup-library data.
pub fn random_setup(rng: &mut Rng, side: SetupSide) -> Setup {
    let mut setup = Setup::new();
    for color in Color::BOTH {
        if side == SetupSide::Both || side.color() == Some(color) {
            random_army(rng, &mut setup, color);
        }
    }
    setup
}

/// Plays up to `plies` random legal moves from `start`; returns the UCI moves
/// and, if the board ended the game, its outcome.
fn random_line<G: Geometry>(rng: &mut Rng, start: &Position<G>, plies: usize) -> (Vec<String>, Option<rules::Outcome>) {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(plies);
    for _ in 0..plies {
        if let Some(o) = pos.outcome() {
            return (moves, Some(o));
        }
        let legal = pos.legal_moves();
        let m = *rng.pick(legal.as_slice());
        moves.push(pos.uci(m));
        let _ = pos.make(m);
    }
    let outcome = pos.outcome();
    (moves, outcome)
}

fn random_player(rng: &mut Rng) -> Player {
    if rng.below(6) == 0 {
        let level = rng.below(8) as u8 + 1;
        Player::engine(format!("Maharajah engine level {level}"), Some(level))
    } else {
        Player::human(format!("{} {}", rng.pick(&FIRST), rng.pick(&LAST)))
    }
}

/// Game number `index` of a sample set: a finished game of random legal moves.
pub fn random_game(rng: &mut Rng, index: usize) -> GameRecord {
    let variant = match rng.below(20) {
        0..=9 => Variant::Chess,
        10..=16 => Variant::Maharajah,
        _ => Variant::Mirodol,
    };
    let plies = 20 + rng.below(121);
    let (start_fen, moves, outcome) = match variant {
        Variant::Maharajah => {
            let start = random_maharajah_start(rng);
            let (m, o) = random_line(rng, &start, plies);
            (Some(start.fen()), m, o)
        }
        Variant::Mirodol => {
            let (m, o) = random_line(rng, &Position::<Board10>::start(variant), plies);
            (None, m, o)
        }
        Variant::Chess => {
            let (m, o) = random_line(rng, &Position::<Board8>::start(variant), plies);
            (None, m, o)
        }
    };
    let mut white = random_player(rng);
    let black = random_player(rng);
    if white == black {
        white.name.push_str(" Jr.");
    }
    let source = *rng.pick(&[Source::Offline, Source::Offline, Source::Lan, Source::Online]);
    let mut g = GameRecord::new(variant, white, black, source);
    g.start_fen = start_fen;
    let (result, reason) = match outcome {
        Some(o) => (GameResult::from_winner(o.winner()), o.id().to_string()),
        None => match rng.below(4) {
            0 => (GameResult::WhiteWins, "resignation".to_string()),
            1 => (GameResult::BlackWins, "time".to_string()),
            2 => (GameResult::Draw, "agreement".to_string()),
            _ => (GameResult::Unfinished, "abandoned".to_string()),
        },
    };
    g.result = result;
    g.reason = Some(reason);
    g.time_control = match rng.below(4) {
        0 => None,
        1 => Some(TimeControl { base_ms: 180_000, increment_ms: 2_000 }),
        2 => Some(TimeControl { base_ms: 600_000, increment_ms: 0 }),
        _ => Some(TimeControl { base_ms: 900_000, increment_ms: 10_000 }),
    };
    g.moves = moves;
    g.in_progress = false;
    g.event = Some(format!("{} {}", rng.pick(&EVENTS), 1 + index % 50));
    g.site = Some(rng.pick(&SITES).to_string());
    g.tags = vec![("Round".into(), (1 + index % 9).to_string())];
    // 2019-01-01 .. ~2025-12: a spread of dates for the date filters.
    g.played_at = 1_546_300_800_000 + (rng.next_u64() % (2_500 * 86_400_000)) as i64;
    g.finished_at = Some(g.played_at + g.moves.len() as i64 * 7_000);
    g
}

/// `count` sample games from `seed`.
pub fn random_games(count: usize, seed: u64) -> Vec<GameRecord> {
    let mut rng = Rng::new(seed);
    (0..count).map(|i| random_game(&mut rng, i)).collect()
}

/// `count` sample games from `seed` as one PGN text, a blank line between games.
pub fn random_pgn(count: usize, seed: u64) -> String {
    let mut out = String::new();
    for g in random_games(count, seed) {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&game_to_pgn(&g, &crate::pgn_io::stored_names).expect("sample games replay"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_games() {
        assert_eq!(random_pgn(5, 42), random_pgn(5, 42));
        assert_ne!(random_pgn(5, 42), random_pgn(5, 43));
    }

    #[test]
    fn samples_read_back_through_the_rules_core() {
        let text = random_pgn(30, 1);
        let games = rules::read_games(&text);
        assert_eq!(games.len(), 30);
        assert!(games.iter().all(|g| g.is_ok()), "{:?}", games.iter().find(|g| g.is_err()));
    }
}
