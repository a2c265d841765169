//! A Maharajah game between two peers found through mDNS on loopback: the
//! hidden setup by commit–reveal, a refused combined start, play, resign.

mod common;

use common::*;
use lan::SeatControls;
use lan::{ColourChoice, LanError, LanEvent};
use protocol::{normalized_army, EndReason, Ending, EventKind, GameResult, Phase};
use rules::{Color, StartError, Variant};

const W: Color = Color::White;
const B: Color = Color::Black;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_maharajah_game_goes_through_the_hidden_setup_then_is_played() {
    let mut p = pair_via_mdns(settings(Variant::Maharajah, ColourChoice::Random)).await;
    applied(&mut p.host_events, |k| matches!(k, EventKind::SetupOpened)).await;
    applied(&mut p.guest_events, |k| matches!(k, EventKind::SetupOpened)).await;

    // An army invalid on its own is refused before anything is sent.
    let r = p.side(W).lock_army(army(WHITE_SHORT)).await;
    assert!(matches!(r, Err(LanError::InvalidArmy(_))), "{r:?}");
    let r = p.side(B).lock_army(army(BLACK_SHORT)).await;
    assert!(matches!(r, Err(LanError::InvalidArmy(_))), "{r:?}");

    // Round 1: White locks; Black sees a lock, not an army.
    p.side(W).lock_army(army(WHITE_ARMY)).await.unwrap();
    let seen = applied(p.events(B), |k| matches!(k, EventKind::Committed { color: W, .. })).await;
    let white = &seen.setup().sides[W.index()];
    assert!(white.locked && white.commitment.is_some() && white.army.is_none(), "Black sees White's army early");
    assert!(matches!(p.side(W).lock_army(army(WHITE_ARMY)).await, Err(LanError::NotNow(_))));
    // Black locks: both reveal by themselves; together the armies cannot start.
    p.side(B).lock_army(army(BLACK_ARMY)).await.unwrap();
    for seat in [W, B] {
        let s = applied(p.events(seat), |k| matches!(k, EventKind::SetupRejected { .. })).await;
        assert_eq!(s.phase(), Phase::Setup);
        assert_eq!(s.setup().rejected, vec![StartError::SideToMoveInCheck]);
        let own = if seat == W { WHITE_ARMY } else { BLACK_ARMY };
        assert_eq!(s.setup().sides[seat.index()].army, Some(normalized_army(&army(own), seat)), "own setup kept");
        assert_eq!(s.setup().sides[seat.flip().index()].army, None, "the other army is hidden again");
    }

    // Round 2: White shields e1; the game starts from both armies.
    p.side(B).lock_army(army(BLACK_ARMY)).await.unwrap();
    p.side(W).lock_army(army(WHITE_ARMY_SHIELDED)).await.unwrap();
    for seat in [W, B] {
        let s = applied(p.events(seat), |k| matches!(k, EventKind::Started { .. })).await;
        assert_eq!(s.phase(), Phase::Playing);
        let fen = s.start_fen().unwrap();
        assert!(fen.starts_with("rnbpkbnr/ppp1m3/8/8/8/8/PPP1P3/RNBMKBNR w"), "{fen}");
    }
    let (h, g) = p.play(W, &["e2e3", "a7a6", "f1d3", "e7e5"]).await;
    assert_eq!(h.position().map(|x| x.fen()), g.position().map(|x| x.fen()));

    p.side(W).resign().await.unwrap();
    let resigned = Ending::Result(GameResult { winner: Some(B), reason: EndReason::Resignation });
    for seat in [W, B] {
        let (ending, pgn) = wait_for(p.events(seat), |e| match e {
            LanEvent::GameOver { ending, pgn } => Some((*ending, pgn.clone())),
            _ => None,
        })
        .await;
        assert_eq!(ending, resigned);
        let pgn = pgn.unwrap();
        assert!(pgn.contains("[FEN \"rnbpkbnr/ppp1m3/8/8/8/8/PPP1P3/RNBMKBNR w"), "{pgn}");
        assert!(pgn.contains("[Reason \"resignation\"]"), "{pgn}");
    }
}
