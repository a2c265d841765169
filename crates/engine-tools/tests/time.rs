//! Time management: no loss on time at 1 s + 10 ms. The full 100-game run is
//! `cargo run --release -p maharajah-engine-tools --bin arena -- time 100` (also
//! `cargo test --release -p maharajah-engine-tools --test time -- --ignored`); the
//! default test plays two games on a longer clock.

use engine::{Engine, EngineConfig, Limits};
use engine_tools::arena::{play, End, Player};
use rules::{AnyPosition, Variant};

fn games(n: usize, base_ms: u64, inc_ms: u64) {
    let a = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    let b = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    let pa = Player::Engine(&a, Limits::default());
    let pb = Player::Engine(&b, Limits::default());
    for g in 0..n {
        let variant = Variant::ALL[g % 3];
        let game = play(&pa, &pb, &AnyPosition::start(variant), Some((base_ms, inc_ms)), 300);
        assert!(
            !matches!(game.end, End::Time { .. }),
            "game {g} ({variant}) lost on time after {} plies",
            game.moves.len()
        );
    }
}

/// The default (debug-build, shared-machine) run: the same time management on a
/// 3 s + 30 ms clock, so a loaded CI machine does not decide the result.
#[test]
fn short_games_never_lose_on_time() {
    games(2, 3000, 30);
}

#[test]
#[ignore = "about 100 × 2 s of play: run in release"]
fn a_hundred_games_at_one_second_never_lose_on_time() {
    games(100, 1000, 10);
}
