//! What refereeing one move costs: decode the player's message, check it
//! with the rules core, make the events, encode them for both seats —
//! against the baseline of the rules core alone reading and playing the
//! same move, in the same run.
//!
//! `cargo bench -p maharajah-protocol --bench match_move`

// criterion's macros define undocumented functions.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use protocol::{
    decode_client, encode_server, ClientMessage, Command, Input, Match, MatchConfig, ServerMessage, SetupMode,
    TimeControl,
};
use rules::{AnyPosition, Color, Variant};
use std::hint::black_box;

/// A middlegame reached by these moves; the benchmarked move follows.
const OPENING: [&str; 10] = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "d2d3", "f8c5"];
const NEXT: &str = "c2c3";

fn playing_match() -> Match {
    let config = MatchConfig {
        id: "bench".into(),
        variant: Variant::Chess,
        time: Some(TimeControl { base_ms: 300_000, increment_ms: 2_000 }),
        takebacks: true,
        setup: SetupMode::Referee,
        start_fen: None,
    };
    let mut m = Match::new(config).unwrap();
    m.input(Input::Connected(Color::White), 0);
    m.input(Input::Connected(Color::Black), 0);
    for (i, uci) in OPENING.iter().enumerate() {
        let seat = if i % 2 == 0 { Color::White } else { Color::Black };
        let r = m.input(Input::Command(seat, Command::Move { uci: uci.to_string() }), 1_000 * i as u64);
        assert!(r.refusal.is_none());
    }
    m
}

fn bench(c: &mut Criterion) {
    let message = format!(r#"{{"v":1,"id":12,"type":"move","uci":"{NEXT}"}}"#);
    let mut group = c.benchmark_group("move");

    let mut position = AnyPosition::start(Variant::Chess);
    for uci in OPENING {
        position.play_uci(uci).unwrap();
    }
    group.bench_function("rules core: play the UCI move (baseline)", |b| {
        b.iter_batched(
            || position.clone(),
            |mut p| black_box(p.play_uci(black_box(NEXT)).is_ok()),
            BatchSize::SmallInput,
        )
    });

    let m = playing_match();
    group.bench_function("match: decode, referee, encode for both seats", |b| {
        b.iter_batched(
            || m.clone(),
            |mut m| {
                let (ClientMessage::Command(command), _) = decode_client(black_box(&message)).unwrap() else {
                    unreachable!()
                };
                let reply = m.input(Input::Command(Color::White, command), 20_000);
                let mut bytes = 0;
                for event in &reply.events {
                    for seat in Color::BOTH {
                        bytes += encode_server(&ServerMessage::Event(event.for_seat(seat))).len();
                    }
                }
                black_box((bytes, m))
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
