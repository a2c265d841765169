//! LAN benchmarks (figures in docs/benchmarks.md#lan):
//!
//! 1. discovery: from `LanHost::start` to the host listed by a browser that
//!    was already running, mDNS on loopback (target < 2 s);
//! 2. move round trip: the guest sends a move and receives the host's
//!    event for it, applied to its replica (target p99 < 5 ms over 10,000
//!    moves). Games of random legal moves, rematched until the count is
//!    reached; the rate limit is raised for this run only.
//!
//! `cargo bench -p maharajah-lan --bench lan [-- --moves N --discovery N]`

use lan::SeatControls;
use lan::{
    BrowseEvent, Browser, ColourChoice, Discovery, Events, GameSettings, GuestConfig, HostConfig, LanEvent, LanGuest,
    LanHost, LanNotice, Limits,
};
use protocol::{EventKind, Phase};
use rules::{Color, Variant};
use std::time::{Duration, Instant};

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn game() -> GameSettings {
    GameSettings { variant: Variant::Chess, time: None, takebacks: false, colour: ColourChoice::White }
}

async fn discovery_once(i: usize) -> Duration {
    let (_browser, mut found) = Browser::start(&Discovery::loopback()).unwrap();
    let name = format!("Bench host {}-{i}", std::process::id());
    let mut config = HostConfig::new(name.clone(), game());
    config.bind = "127.0.0.1:0".parse().unwrap();
    config.discovery = Some(Discovery::loopback());
    let start = Instant::now();
    let (host, _events) = LanHost::start(config).await.unwrap();
    loop {
        match tokio::time::timeout(Duration::from_secs(10), found.recv()).await {
            Ok(Some(BrowseEvent::Found(info))) if info.name == name => break,
            Ok(Some(_)) => {}
            _ => panic!("the host was not listed within 10 s"),
        }
    }
    let took = start.elapsed();
    host.session().close();
    took
}

async fn next(events: &mut Events) -> LanEvent {
    match tokio::time::timeout(Duration::from_secs(10), events.recv()).await {
        Ok(Some(e)) => {
            if std::env::var("BENCH_TRACE").is_ok() {
                eprintln!("{e:?}");
            }
            e
        }
        _ => panic!("no event in time"),
    }
}

/// Waits for the applied move `uci`; whether it ended the game.
async fn moved(events: &mut Events, uci: &str) -> bool {
    loop {
        if let LanEvent::Applied { event, state } = next(events).await {
            if matches!(&event.kind, EventKind::Moved { uci: u, .. } if u == uci) {
                return state.position().is_some_and(|p| p.outcome().is_some());
            }
        }
    }
}

async fn game_over(events: &mut Events) {
    while !matches!(next(events).await, LanEvent::GameOver { .. }) {}
}

async fn seated(events: &mut Events) -> Color {
    loop {
        if let LanEvent::Seated(seat) = next(events).await {
            return seat.colour;
        }
    }
}

async fn started(events: &mut Events) {
    loop {
        if let LanEvent::Applied { event, .. } = next(events).await {
            if matches!(event.kind, EventKind::Started { .. }) {
                return;
            }
        }
    }
}

async fn round_trips(count: usize) -> Vec<Duration> {
    let limits = Limits { burst: 1_000_000, per_second: 1_000_000, ..Limits::default() };
    let mut config = HostConfig::new("Bench host", game());
    config.bind = "127.0.0.1:0".parse().unwrap();
    config.discovery = None;
    config.limits = limits;
    let (host, mut host_events) = LanHost::start(config).await.unwrap();
    let mut gc = GuestConfig::new("Bench guest");
    gc.limits = limits;
    let (guest, mut guest_events) = LanGuest::connect(host.local_addr(), gc).await.unwrap();
    loop {
        if let LanEvent::Shell(LanNotice::OfferReceived(_)) = next(&mut guest_events).await {
            break;
        }
    }
    guest.accept().await.unwrap();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut times = Vec::with_capacity(count);
    let mut host_seat = seated(&mut host_events).await;
    seated(&mut guest_events).await;
    loop {
        started(&mut guest_events).await;
        started(&mut host_events).await;
        loop {
            let state = guest.session().state().await.unwrap().unwrap();
            if times.len() >= count {
                break;
            }
            assert_eq!(state.phase(), Phase::Playing);
            let legal = state.position().unwrap().legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let uci = legal[(seed % legal.len() as u64) as usize].uci.clone();
            let mover = state.side_to_move().unwrap();
            let over = if mover == host_seat {
                host.session().play(&uci).await.unwrap();
                moved(&mut guest_events, &uci).await;
                moved(&mut host_events, &uci).await
            } else {
                let t = Instant::now();
                guest.session().play(&uci).await.unwrap();
                moved(&mut guest_events, &uci).await;
                times.push(t.elapsed());
                moved(&mut host_events, &uci).await
            };
            if over {
                game_over(&mut guest_events).await;
                game_over(&mut host_events).await;
                break;
            }
        }
        if times.len() >= count {
            break;
        }
        // Game over: a rematch, colours swapped.
        host.session().offer_rematch().await.unwrap();
        guest.session().offer_rematch().await.unwrap();
        host_seat = seated(&mut host_events).await;
        seated(&mut guest_events).await;
    }
    host.session().close();
    times
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let runs = arg("--discovery", 10);
    let moves = arg("--moves", 10_000);
    rt.block_on(async {
        if runs > 0 {
            let mut d = Vec::new();
            for i in 0..runs {
                d.push(discovery_once(i).await);
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            d.sort();
            println!(
                "discovery (hosting → listed, mDNS on loopback, {runs} runs): median {:.0} ms, max {:.0} ms",
                percentile(&d, 0.5).as_secs_f64() * 1e3,
                d[d.len() - 1].as_secs_f64() * 1e3
            );
        }
        if moves > 0 {
            let mut t = round_trips(moves).await;
            t.sort();
            println!(
                "move round trip (guest → host → guest, loopback, {} moves): p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
                t.len(),
                percentile(&t, 0.5).as_secs_f64() * 1e3,
                percentile(&t, 0.99).as_secs_f64() * 1e3,
                t[t.len() - 1].as_secs_f64() * 1e3
            );
        }
    });
}
