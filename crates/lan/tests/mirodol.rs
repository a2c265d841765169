//! A Mirodol game between two peers found through mDNS on loopback, drawn
//! by agreement, then a rematch with colours swapped.

mod common;

use common::*;
use lan::SeatControls;
use lan::{ColourChoice, LanEvent};
use protocol::{EndReason, Ending, EventKind, GameResult, Phase};
use rules::{Color, Variant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mirodol_game_is_played_drawn_and_rematched() {
    let mut p = pair_via_mdns(settings(Variant::Mirodol, ColourChoice::White)).await;
    assert_eq!(p.host_seat, Color::White);
    let s = applied(&mut p.guest_events, |k| matches!(k, EventKind::Started { .. })).await;
    assert_eq!(s.position().map(|x| x.files()), Some(10));
    let s = p.play_first_moves(12).await;
    assert_eq!(s.moves().len(), 12);

    // A takeback asked by the side that just moved, then a draw.
    p.guest.session().request_takeback().await.unwrap();
    applied(&mut p.host_events, |k| matches!(k, EventKind::TakebackRequested { .. })).await;
    p.host.session().answer_takeback(true).await.unwrap();
    let s = applied(&mut p.guest_events, |k| matches!(k, EventKind::TakenBack { .. })).await;
    assert_eq!(s.moves().len(), 11);
    p.play_first_moves(1).await;
    p.host.session().offer_draw().await.unwrap();
    applied(&mut p.guest_events, |k| matches!(k, EventKind::DrawOffered { .. })).await;
    p.guest.session().answer_draw(true).await.unwrap();
    let draw = Ending::Result(GameResult { winner: None, reason: EndReason::Agreement });
    for events in [&mut p.host_events, &mut p.guest_events] {
        let (ending, pgn) = wait_for(events, |e| match e {
            LanEvent::GameOver { ending, pgn } => Some((*ending, pgn.clone())),
            _ => None,
        })
        .await;
        assert_eq!(ending, draw);
        assert!(pgn.unwrap().contains("[Variant \"Mirodol"));
    }

    // Rematch: colours swap, a new match id, a fresh game.
    let old_id = p.host.session().state().await.unwrap().unwrap().config().id.clone();
    p.host.session().offer_rematch().await.unwrap();
    p.guest.session().offer_rematch().await.unwrap();
    let (seat, config) = wait_for(&mut p.host_events, |e| match e {
        LanEvent::Seated(s) => Some((s.colour, s.config.clone())),
        _ => None,
    })
    .await;
    assert_eq!(seat, Color::Black);
    assert_ne!(config.id, old_id);
    let guest_seat = wait_for(&mut p.guest_events, |e| match e {
        LanEvent::Seated(s) => Some(s.colour),
        _ => None,
    })
    .await;
    assert_eq!(guest_seat, Color::White);
    p.host_seat = Color::Black;
    applied(&mut p.guest_events, |k| matches!(k, EventKind::Started { .. })).await;
    applied(&mut p.host_events, |k| matches!(k, EventKind::Started { .. })).await;
    let s = p.play_first_moves(2).await;
    assert_eq!((s.phase(), s.moves().len()), (Phase::Playing, 2));
}
