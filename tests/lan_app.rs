//! LAN play through the app's service layer: two apps in one process, each
//! with its own saved-games file, host and join on loopback, play through
//! the same calls the window makes, and both save the finished game.

use maharajah_app::game::TimeControl;
use maharajah_app::remote::journey::Stage;
use maharajah_app::remote::{LanView, RemoteCommand};
use maharajah_app::state::AppState;
use maharajah_tests::app_in;
use protocol::Phase;
use rules::{Color, Setup, Variant};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use store::{GameFilter, GameResult, Source};

/// Waits (up to 10 s) until `app`'s lan view satisfies `ok`.
async fn until(app: &AppState, what: &str, ok: impl Fn(&LanView) -> bool) -> LanView {
    maharajah_tests::until(what, || app.lan.view(), ok).await
}

fn phase(v: &LanView) -> Option<Phase> {
    v.game.as_ref().map(|g| g.remote.phase)
}

/// Hosts `variant` on loopback as White (no mDNS) and has the other app join and accept.
async fn seated(host: &AppState, guest: &AppState, variant: Variant) {
    let game = lan::GameSettings {
        variant,
        time: Some(TimeControl { base_ms: 120_000, increment_ms: 1_000 }),
        takebacks: true,
        colour: lan::ColourChoice::White,
    };
    let mut config = lan::HostConfig::new("Ann", game);
    config.bind = "127.0.0.1:0".parse().unwrap();
    config.discovery = None;
    let v = host.lan.host_with(config).await.unwrap();
    assert_eq!(v.stage, Stage::Waiting);
    let address = v.addresses.iter().find(|a| a.parse::<SocketAddr>().is_ok_and(|s| s.ip().is_loopback())).unwrap();
    guest.lan.join("Bo".into(), address).await.unwrap();
    let offer = until(guest, "the offer", |v| v.stage == Stage::Offer).await;
    assert_eq!(offer.offer.as_ref().map(|o| (o.host.as_str(), o.colour)), Some(("Ann", Color::Black)));
    guest.lan.answer_offer(true).await.unwrap();
    let want = if variant == Variant::Maharajah { Phase::Setup } else { Phase::Playing };
    until(host, "the host seated", |v| phase(v) == Some(want)).await;
    until(guest, "the guest seated", |v| phase(v) == Some(want)).await;
}

async fn play(app: &AppState, uci: &str) {
    app.lan.command(RemoteCommand::Move(uci.into())).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_game_between_two_apps_is_played_and_saved_by_both() {
    let (dh, dg) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (host, guest) = (app_in(dh.path()), app_in(dg.path()));
    seated(&host, &guest, Variant::Chess).await;
    let v = host.lan.view();
    let g = v.game.unwrap();
    assert_eq!(g.remote.seat, Color::White);
    assert_eq!(g.remote.opponent, "Bo");
    assert_eq!(g.game.as_ref().map(|b| b.board.legal.len()), Some(20), "White to move sees its legal moves");
    let gv = guest.lan.view().game.unwrap();
    assert_eq!(gv.game.as_ref().map(|b| b.board.legal.len()), Some(0), "Black waits");

    for (side, uci, n) in [(&host, "f2f3", 1), (&guest, "e7e5", 2), (&host, "g2g4", 3), (&guest, "d8h4", 4)] {
        play(side, uci).await;
        until(&host, "the move on the host", |v| {
            v.game.as_ref().and_then(|g| g.game.as_ref()).is_some_and(|b| b.moves.len() == n)
        })
        .await;
        until(&guest, "the move on the guest", |v| {
            v.game.as_ref().and_then(|g| g.game.as_ref()).is_some_and(|b| b.moves.len() == n)
        })
        .await;
    }
    for side in [&host, &guest] {
        let v = until(side, "the end", |v| phase(v) == Some(Phase::Over)).await;
        let over = v.game.and_then(|g| g.game).and_then(|b| b.over).unwrap();
        assert_eq!((over.result.as_str(), over.reason.as_str()), ("0-1", "checkmate"));
    }
    // Both saved it, with the players' names and the source.
    for (side, me) in [(&host, "Ann"), (&guest, "Bo")] {
        let deadline = Instant::now() + Duration::from_secs(5);
        let page = loop {
            let page = side.library.list(&GameFilter::default()).unwrap();
            if !page.games.is_empty() || Instant::now() > deadline {
                break page;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        assert_eq!(page.games.len(), 1, "{me} saved the game");
        let record = side.library.game(page.games[0].summary.id).unwrap();
        assert_eq!((record.white.name.as_str(), record.black.name.as_str()), ("Ann", "Bo"));
        assert_eq!((record.source, record.result), (Source::Lan, GameResult::BlackWins));
        assert_eq!(record.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
    }
    // A rematch, colours swapped: the host now plays Black.
    host.lan.command(RemoteCommand::Rematch).await.unwrap();
    guest.lan.command(RemoteCommand::Rematch).await.unwrap();
    let v = until(&host, "the rematch", |v| phase(v) == Some(Phase::Playing)).await;
    assert_eq!(v.game.unwrap().remote.seat, Color::Black);
    let v = until(&guest, "the rematch on the guest", |v| phase(v) == Some(Phase::Playing)).await;
    assert_eq!(v.game.as_ref().map(|g| g.remote.seat), Some(Color::White));
    assert_eq!(v.game.and_then(|g| g.game).map(|b| b.moves.len()), Some(0));
    let _ = host.lan.leave();
    let _ = guest.lan.leave();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_maharajah_game_starts_from_the_armies_each_side_built_in_its_editor() {
    let (dh, dg) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (host, guest) = (app_in(dh.path()), app_in(dg.path()));
    seated(&host, &guest, Variant::Maharajah).await;
    let white: Setup = "4k3/8/8/8/8/8/PPP1P3/RNBMKBNR".parse().unwrap();
    let black: Setup = "rnbpkbnr/ppp1m3/8/8/8/8/8/4K3".parse().unwrap();
    host.setup().load_army(Some(Color::White), &white);
    guest.setup().load_army(Some(Color::Black), &black);
    let lock = |app: &AppState| {
        let seat = app.lan.view().game.unwrap().remote.seat;
        RemoteCommand::Lock(app.setup().setup().only(seat))
    };
    host.lan.command(lock(&host)).await.unwrap();
    let v = until(&guest, "the host locked", |v| {
        v.game.as_ref().and_then(|g| g.remote.setup.as_ref()).is_some_and(|s| s.theirs_locked)
    })
    .await;
    assert!(v.game.unwrap().game.is_none(), "no board before both locked");
    guest.lan.command(lock(&guest)).await.unwrap();
    for side in [&host, &guest] {
        let v = until(side, "play", |v| phase(v) == Some(Phase::Playing)).await;
        let board = v.game.unwrap().game.unwrap();
        assert!(board.board.fen.starts_with("rnbpkbnr/ppp1m3/8/8/8/8/PPP1P3/RNBMKBNR w"), "{}", board.board.fen);
    }
    let _ = host.lan.leave();
    let _ = guest.lan.leave();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreadable_address_is_refused_in_words_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let guest = app_in(dir.path());
    let err = guest.lan.join("Bo".into(), "not an address").await.unwrap_err();
    let json = serde_json::to_value(&err).unwrap();
    assert_eq!(json["kind"], "bad-address");
    assert!(json["message"].as_str().unwrap().contains("not an address"), "{json}");
    assert_eq!(guest.lan.view().stage, Stage::Lobby);
}
