//! Time management: no loss on time at 1 s + 10 ms. The full 100-game run is
//! `cargo run --release -p maharajah-engine --bin arena -- time 100` (also
//! `cargo test --release -p maharajah-engine --test time -- --ignored`); the
//! default test plays a few games.

use engine::arena::{play, End, Player};
use engine::{Engine, EngineConfig, Limits};
use rules::{AnyPosition, Variant};

fn games(n: usize) {
    let a = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    let b = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    let pa = Player::Engine(&a, Limits::default());
    let pb = Player::Engine(&b, Limits::default());
    for g in 0..n {
        let variant = Variant::ALL[g % 3];
        let game = play(&pa, &pb, &AnyPosition::start(variant), Some((1000, 10)), 300);
        assert!(
            !matches!(game.end, End::Time { .. }),
            "game {g} ({variant}) lost on time after {} plies",
            game.moves.len()
        );
    }
}

#[test]
fn short_games_never_lose_on_time() {
    games(2);
}

#[test]
#[ignore = "about 100 × 2 s of play: run in release"]
fn a_hundred_games_at_one_second_never_lose_on_time() {
    games(100);
}
