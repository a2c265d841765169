//! Two peers on loopback, found through real mDNS, play whole games.

mod common;

use common::*;
use lan::{ColourChoice, LanEvent};
use protocol::{EndReason, Ending, GameResult, Phase};
use rules::{Color, Variant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_game_found_through_mdns_ends_in_mate_on_both_sides() {
    let mut p = pair_via_mdns(settings(Variant::Chess, ColourChoice::Random)).await;
    p.play(Color::White, &["f2f3", "e7e5", "g2g4", "d8h4"]).await;
    let mate = Ending::Result(GameResult { winner: Some(Color::Black), reason: EndReason::Checkmate });
    for events in [&mut p.host_events, &mut p.guest_events] {
        let (ending, pgn) = wait_for(events, |e| match e {
            LanEvent::GameOver { ending, pgn } => Some((*ending, pgn.clone())),
            _ => None,
        })
        .await;
        assert_eq!(ending, mate);
        let pgn = pgn.expect("a PGN");
        let moves: Vec<&str> = pgn.split_whitespace().filter(|w| !w.starts_with('{') && !w.ends_with('}')).collect();
        assert!(moves.ends_with(&["1.", "f3", "1...", "e5", "2.", "g4", "2...", "Qh4#", "0-1"]), "{pgn}");
        assert!(pgn.contains("[Result \"0-1\"]") && pgn.contains("[Site \"LAN\"]"), "{pgn}");
    }
    let h = p.host.session().state().await.unwrap().unwrap();
    let g = p.guest.session().state().await.unwrap().unwrap();
    assert_eq!((h.phase(), g.phase()), (Phase::Over, Phase::Over));
    assert_eq!(h.version(), g.version());
    assert_eq!(h.position().map(|p| p.fen()), g.position().map(|p| p.fen()));
}

/// A host whose game is full leaves everyone's list: its advertisement is
/// withdrawn once the guest accepted (a guest who loses the connection comes
/// back by address), so nobody else tries to join a game that is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_host_is_withdrawn_from_the_list() {
    let mut p = pair_via_mdns(settings(Variant::Chess, ColourChoice::White)).await;
    let id = p.host.service_name().expect("advertised").to_string();
    let mut found = p.found.take().expect("the browser's events");
    let lost = tokio::time::timeout(WAIT, async {
        while let Some(e) = found.recv().await {
            if matches!(&e, lan::BrowseEvent::Lost { id: gone } if *gone == id) {
                return true;
            }
        }
        false
    })
    .await;
    assert_eq!(lost, Ok(true), "the full host is no longer listed");
    // The game itself goes on.
    p.play(Color::White, &["e2e4", "e7e5"]).await;
}
