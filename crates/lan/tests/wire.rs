//! Every frame on the wire during a hidden setup: neither army appears in
//! any frame before both commitments were exchanged.

mod common;

use common::*;
use lan::ColourChoice;
use lan::SeatControls;
use protocol::EventKind;
use rules::{Color, Variant};
use std::time::Duration;

/// Pieces of each army's text that no other frame could hold by chance.
const WHITE_MARK: &str = "PPP1P3/RNBMKBNR";
const BLACK_MARK: &str = "rnbpkbnr/ppp1m3";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_army_is_on_the_wire_before_both_commitments() {
    let (mut p, proxy) = pair_via_proxy(settings(Variant::Maharajah, ColourChoice::White)).await;
    applied(&mut p.guest_events, |k| matches!(k, EventKind::SetupOpened)).await;
    p.host.session().lock_army(army(WHITE_ARMY_SHIELDED)).await.unwrap();
    applied(&mut p.guest_events, |k| matches!(k, EventKind::Committed { color: Color::White, .. })).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    p.guest.session().lock_army(army(BLACK_ARMY)).await.unwrap();
    applied(&mut p.guest_events, |k| matches!(k, EventKind::Started { .. })).await;
    applied(&mut p.host_events, |k| matches!(k, EventKind::Started { .. })).await;

    let frames = proxy.frames();
    let commit_of_guest = frames.iter().position(|f| f.to_host && f.text.contains(r#""type":"commit""#));
    let committed = |color: &str| {
        frames.iter().position(|f| {
            !f.to_host && f.text.contains(r#""event":"committed""#) && f.text.contains(&format!(r#""color":"{color}""#))
        })
    };
    let (Some(a), Some(b), Some(c)) = (commit_of_guest, committed("white"), committed("black")) else {
        panic!("both commitments crossed the wire: {frames:#?}");
    };
    let both_exchanged = a.max(b).max(c);
    for (i, f) in frames.iter().enumerate().take(both_exchanged + 1) {
        assert!(
            !f.text.contains(WHITE_MARK) && !f.text.contains(BLACK_MARK),
            "frame {i} shows an army early: {}",
            f.text
        );
        assert!(!f.text.contains(r#""type":"reveal""#) && !f.text.contains(r#""event":"revealed""#), "frame {i}");
    }
    // The armies do cross the wire afterwards: the reveals, then the start.
    let later: Vec<&str> = frames[both_exchanged..].iter().map(|f| f.text.as_str()).collect();
    assert!(later.iter().any(|t| t.contains(r#""type":"reveal""#) && t.contains(BLACK_MARK)));
    assert!(later.iter().any(|t| t.contains(r#""event":"revealed""#) && t.contains(WHITE_MARK)));
    assert!(later.iter().any(|t| t.contains(r#""event":"started""#)));
    assert!(frames.len() > 8, "{} frames recorded", frames.len());
}
