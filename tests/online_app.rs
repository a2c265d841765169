//! Online play through the app's service layer: a real Maharajah server on
//! loopback and two apps in one process, each with its own saved-games
//! file. One creates a room, the other joins it by the code, they play
//! through the same calls the window makes, and both save the finished game
//! as played online. Also: the server check of Settings, a cancelled room,
//! and the errors a player can cause (a bad address, an unknown code).

use maharajah_app::error::AppError;
use maharajah_app::game::TimeControl;
use maharajah_app::remote::journey::Stage;
use maharajah_app::remote::online_play::check_server;
use maharajah_app::remote::{OnlineView, RemoteCommand};
use maharajah_app::state::AppState;
use maharajah_tests::app_in;
use online::{ColourChoice, CreateRoom};
use protocol::Phase;
use rules::{Color, Variant};
use server::{Server, ServerConfig};
use std::path::Path;
use std::time::{Duration, Instant};
use store::{GameFilter, GameResult, Source};

/// A server on a free loopback port with its own SQLite file.
async fn server(dir: &Path) -> (Server, String) {
    let server =
        Server::start(ServerConfig::new("127.0.0.1:0".parse().unwrap(), dir.join("server.sqlite3"))).await.unwrap();
    let address = format!("ws://{}", server.local_addr());
    (server, address)
}

/// Waits (up to 10 s) until `app`'s online view satisfies `ok`.
async fn until(app: &AppState, what: &str, ok: impl Fn(&OnlineView) -> bool) -> OnlineView {
    maharajah_tests::until(what, || app.online.view(), ok).await
}

fn phase(v: &OnlineView) -> Option<Phase> {
    v.game.as_ref().map(|g| g.remote.phase)
}

fn room(variant: Variant, colour: ColourChoice) -> CreateRoom {
    CreateRoom {
        variant,
        time: Some(TimeControl { base_ms: 120_000, increment_ms: 1_000 }),
        colour,
        public: true,
        takebacks: false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_is_created_joined_by_its_code_played_and_saved_by_both() {
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (server, address) = server(dirs[2].path()).await;
    let (ann, bo) = (app_in(dirs[0].path()), app_in(dirs[1].path()));

    let v = ann.online.connect("Ann", &address).await.unwrap();
    assert_eq!((v.stage, v.connected), (Stage::Lobby, true));
    assert_eq!(v.server.as_ref().and_then(|s| s.version.as_deref()), Some(env!("CARGO_PKG_VERSION")));
    assert_eq!(ann.online.server_version().as_deref(), Some(env!("CARGO_PKG_VERSION")), "About shows it");
    let v = ann.online.create(room(Variant::Chess, ColourChoice::White)).await.unwrap();
    assert_eq!(v.stage, Stage::Waiting);
    let code = v.room.as_ref().unwrap().code.clone();
    assert_eq!(v.room.as_ref().unwrap().colour, Color::White);

    bo.online.connect("Bo", &address).await.unwrap();
    let listed = bo.online.refresh_rooms().await.unwrap();
    assert!(listed.rooms.iter().any(|r| r.code == code && r.creator == "Ann" && r.colour == Color::Black));
    let typo = bo.online.join("ABCDEFGHJK").await.unwrap_err();
    assert_eq!(typo.kind(), "online");
    assert!(matches!(&typo, AppError::Online("unknown-code", _)), "{typo:?}");
    bo.online.join(&code.to_lowercase()).await.unwrap();

    for app in [&ann, &bo] {
        until(app, "both seated and playing", |v| v.stage == Stage::Playing && phase(v) == Some(Phase::Playing)).await;
    }
    assert_eq!(ann.online.view().game.unwrap().remote.opponent, "Bo");
    assert_eq!(bo.online.view().game.unwrap().remote.opponent, "Ann");

    // Fool's mate, Bo winning: an illegal move first changes nothing.
    let illegal = ann.online.command(RemoteCommand::Move("e2e5".into())).await;
    assert!(illegal.is_ok(), "sent; the server refuses it");
    until(&ann, "the refusal", |v| v.notice.is_some()).await;
    for (i, (app, uci)) in [(&ann, "f2f3"), (&bo, "e7e5"), (&ann, "g2g4"), (&bo, "d8h4")].into_iter().enumerate() {
        app.online.command(RemoteCommand::Move(uci.into())).await.unwrap();
        for a in [&ann, &bo] {
            until(a, "the move on both", |v| {
                v.game.as_ref().and_then(|g| g.game.as_ref()).is_some_and(|g| g.moves.len() == i + 1)
            })
            .await;
        }
    }
    // Both saved it, with the players' names and the source.
    for (app, me) in [(&ann, "Ann"), (&bo, "Bo")] {
        until(app, "the end", |v| phase(v) == Some(Phase::Over)).await;
        let deadline = Instant::now() + Duration::from_secs(5);
        let page = loop {
            let page = app.library.list(&GameFilter::default()).unwrap();
            if !page.games.is_empty() || Instant::now() > deadline {
                break page;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        assert_eq!(page.games.len(), 1, "{me} saved the game once");
        let record = app.library.game(page.games[0].summary.id).unwrap();
        assert_eq!((record.white.name.as_str(), record.black.name.as_str()), ("Ann", "Bo"));
        assert_eq!((record.source, record.result), (Source::Online, GameResult::BlackWins));
        assert_eq!(record.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
        // The record saved is the referee's PGN: every clock, the reason, where, who.
        let pgn = app.library.game_pgn(page.games[0].summary.id).unwrap();
        assert_eq!(pgn.matches("[%clk ").count(), 4, "a clock after every move: {pgn}");
        let site = record.site.clone().unwrap_or_default();
        let port = address.rsplit(':').next().unwrap();
        assert!(site.contains(port), "Site {site:?} names the server {address}");
        let site_tag = format!("[Site \"{site}\"]");
        for tag in
            [site_tag.as_str(), "[White \"Ann\"]", "[Black \"Bo\"]", "[Reason \"checkmate\"]", "[Result \"0-1\"]"]
        {
            assert!(pgn.contains(tag), "{tag} in {pgn}");
        }
        assert_eq!(record.reason.as_deref(), Some("checkmate"));
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_room_goes_back_to_the_lobby_and_saves_nothing() {
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (server, address) = server(dirs[1].path()).await;
    let ann = app_in(dirs[0].path());
    ann.online.connect("Ann", &address).await.unwrap();
    ann.online.create(room(Variant::Maharajah, ColourChoice::Random)).await.unwrap();
    let v = ann.online.leave_game().await.unwrap();
    assert_eq!((v.stage, v.room.is_none(), v.game.is_none()), (Stage::Lobby, true, true));
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(ann.online.view().stage, Stage::Lobby, "the aborted game of the room does not show");
    assert!(ann.library.list(&GameFilter::default()).unwrap().games.is_empty());
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_settings_check_asks_the_server_and_refuses_what_is_not_one() {
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (server, address) = server(dirs[1].path()).await;
    let version = check_server(&address).await.unwrap();
    assert_eq!(version.server, env!("CARGO_PKG_VERSION"));
    let bad = check_server("ws://no such host").await.unwrap_err();
    assert_eq!(bad.kind(), "online-bad-address");
    assert!(bad.localized().contains("no such host"), "{}", bad.localized());
    // A port where nobody listens: unreachable, said in words.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let gone = check_server(&format!("ws://{closed}")).await.unwrap_err();
    assert!(matches!(gone, AppError::Online("unreachable", _)), "{gone:?}");
    let ann = app_in(dirs[0].path());
    let err = ann.online.connect("Ann", &format!("ws://{closed}")).await.unwrap_err();
    assert!(matches!(err, AppError::Online("unreachable", _)), "{err:?}");
    let v = ann.online.view();
    assert_eq!((v.stage, v.connected, v.connecting), (Stage::Lobby, false, false), "nothing half-connected");
    server.shutdown().await;
}
