//! The bench node count is the search's signature: deterministic with one
//! thread, so any change to search or evaluation shows up here. Update
//! `SIGNATURE` deliberately when the search changes (`maharajah-engine bench 5`).

use engine::bench;

/// Node count of `bench::run(5, 1)`.
const SIGNATURE: u64 = 39893;

#[test]
fn bench_signature_is_deterministic() {
    let a = bench::run(5, 1);
    let b = bench::run(5, 1);
    assert_eq!(a.nodes, b.nodes, "single-threaded bench must be deterministic");
    assert_eq!(a.nodes, SIGNATURE, "bench signature changed: update SIGNATURE if intended");
}

#[test]
fn two_threads_search_too() {
    assert!(bench::run(3, 2).nodes > 0);
}
