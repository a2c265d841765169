//! The server on many machines, on loopback: PostgreSQL and NATS started
//! by `scripts/cluster-services.sh`, instances of the real binary. Skipped
//! (with a line saying so) when PostgreSQL or nats-server is not installed.
//!
//! - the PostgreSQL store fences a stale owner's appends;
//! - one instance on PostgreSQL plays and comes back after a restart;
//! - three instances play many games at once, each game's players on two
//!   instances and its room owned by the third
//!   (`MAHARAJAH_CLUSTER_GAMES`, default 20);
//! - the public room list shows the open public rooms of every instance,
//!   and a room listed on one instance is joined there by its code.

mod common;

use common::cluster::*;
use common::*;
use protocol::{Event, EventKind, LobbyReply, Phase, ServerMessage};
use rules::Variant;
use server::storage::PgStore;
use server::storage::{RoomRecord, RoomStatus, SeatRecord, Store, StoreError, Write};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

fn room(game: &str, owner: &str) -> RoomRecord {
    let config = server::message::match_config(
        game,
        &protocol::CreateRoom {
            variant: Variant::Chess,
            time: None,
            colour: protocol::ColourChoice::White,
            public: false,
            takebacks: false,
        },
    )
    .unwrap();
    RoomRecord {
        game: game.into(),
        code: "ABCDEFGHJK".into(),
        config,
        public: false,
        created_at: 0,
        expires_at: u64::MAX / 4,
        seats: [Some(SeatRecord { token_hash: [1; 32], name: "Ann".into() }), None],
        status: RoomStatus::Open,
        owner: owner.into(),
        epoch: 1,
    }
}

fn event(version: u64) -> Event {
    Event { version, at: version, kind: EventKind::Connected { color: W } }
}

#[test]
fn the_postgres_store_refuses_a_stale_owners_appends() {
    let Some(s) = Services::start("the_postgres_store_refuses_a_stale_owners_appends") else { return };
    let lease = Duration::from_millis(300);
    let mut a = PgStore::open(&s.pg, lease).unwrap();
    let mut b = PgStore::open(&s.pg, lease).unwrap();
    a.write(&[Write::CreateRoom(Box::new(room("g1", "a")))]).pop().unwrap().unwrap();
    let append = |epoch, v| Write::Append { game: "g1".into(), epoch, events: vec![event(v)], status: None };
    a.write(&[append(1, 1)]).pop().unwrap().unwrap();
    assert_eq!(b.claim("g1", "b", 300).unwrap(), None, "a live lease is not taken");
    assert_eq!(a.renew("a", &["g1".into()], 300).unwrap(), vec![("g1".into(), 1)]);
    std::thread::sleep(Duration::from_millis(400));
    assert_eq!(b.orphans(10).unwrap().len(), 1, "a lapsed lease makes an orphan");
    assert_eq!(b.claim("g1", "b", 300).unwrap(), Some(2), "a lapsed lease is taken, one epoch up");
    // The old owner wakes and writes: refused, whatever it believes.
    let stale = a.write(&[append(1, 2)]).pop().unwrap();
    assert!(matches!(stale, Err(StoreError::Fenced(_))), "{stale:?}");
    assert!(a.renew("a", &["g1".into()], 300).unwrap().is_empty(), "the old owner learns it lost the room");
    b.write(&[append(2, 2)]).pop().unwrap().unwrap();
    let versions: Vec<u64> = b.events("g1").unwrap().iter().map(|e| e.version).collect();
    assert_eq!(versions, vec![1, 2]);
    // Each event records the epoch it was written under, and the room its owner.
    let mut sql = postgres::Client::connect(&s.pg, postgres::NoTls).unwrap();
    let epochs: Vec<(i64, Option<i64>)> = sql
        .query("SELECT seq, epoch FROM events WHERE game = 'g1' ORDER BY seq", &[])
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    assert_eq!(epochs, vec![(1, Some(1)), (2, Some(2))]);
    let owner: String = sql.query_one("SELECT owner FROM rooms WHERE game = 'g1'", &[]).unwrap().get(0);
    assert_eq!(owner, "b");
    // The same number twice is refused too.
    assert!(matches!(b.write(&[append(2, 2)]).pop().unwrap(), Err(StoreError::Conflict(_))));
    // Join codes and tokens are found from any instance.
    assert_eq!(a.room_by_code("ABCDEFGHJK").unwrap().map(|r| r.game), Some("g1".into()));
    assert_eq!(a.room_by_token(&[1; 32]).unwrap().map(|r| r.epoch), Some(2));
    // The lobby's rate limit is one bucket for every instance.
    for _ in 0..3 {
        assert_eq!(a.lobby_attempt("192.0.2.7", 3, 3).unwrap(), Ok(()));
    }
    assert!(b.lobby_attempt("192.0.2.7", 3, 3).unwrap().is_err(), "the other instance sees the same bucket");
    assert_eq!(b.lobby_attempt("192.0.2.8", 3, 3).unwrap(), Ok(()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_instance_on_postgres_plays_and_comes_back_after_a_restart() {
    let Some(s) = Services::start("one_instance_on_postgres_plays_and_comes_back_after_a_restart") else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&dir);
    c.postgres = Some(s.pg.clone());
    c.lease = Duration::from_millis(LEASE_MS);
    let srv = server::Server::start(c.clone()).await.unwrap();
    let (mut w, mut b) = pair(srv.local_addr(), Variant::Chess, Some((60_000, 0))).await;
    for (seat, uci) in [(W, "e2e4"), (B, "e7e5"), (W, "f1c4"), (B, "b8c6"), (W, "d1h5"), (B, "g8f6")] {
        let c = if seat == W { &mut w } else { &mut b };
        c.mv(uci).await;
        c.settle().await;
    }
    w.settle().await;
    let version = w.version();
    srv.shutdown().await;
    let (w_token, w_state) = (w.token.unwrap(), w.state.clone().unwrap());
    let (b_token, b_state) = (b.token.unwrap(), b.state.clone().unwrap());
    drop((w, b));
    let srv = server::Server::start(c).await.unwrap();
    let mut w = Client::resume(srv.local_addr(), w_token, w_state).await;
    let mut b = Client::resume(srv.local_addr(), b_token, b_state).await;
    w.settle().await;
    b.settle().await;
    assert_eq!((w.version(), b.version()), (version, version), "nothing was lost");
    w.mv("h5f7").await;
    w.settle().await;
    b.settle().await;
    assert_eq!(w.phase(), Phase::Over, "mate");
    assert_eq!(w.events().last(), b.events().last());
    srv.shutdown().await;
}

fn games_wanted() -> usize {
    std::env::var("MAHARAJAH_CLUSTER_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(20)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_instances_play_many_games_with_each_room_owned_by_a_third() {
    let Some(s) = Services::start("three_instances_play_many_games_with_each_room_owned_by_a_third") else { return };
    let inst: Vec<Instance> = (0..3).map(|i| Instance::start(&s, &format!("i{i}"))).collect();
    let addrs: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    let games = games_wanted();
    let deadline = Instant::now() + Duration::from_secs(60 + games as u64 / 2);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for g in 0..games {
        let addrs = addrs.clone();
        tasks.push(tokio::spawn(async move {
            let (o, x, y) = (addrs[g % 3], addrs[(g + 1) % 3], addrs[(g + 2) % 3]);
            let (mut w, mut b) = spread_game(o, x, y, &addrs, None).await;
            let plies = play(&mut w, &mut b, &mut Rng(1 + g as u64), 30, deadline).await;
            finish(&mut w, &mut b, deadline).await;
            assert_eq!(w.c.phase(), Phase::Over, "game {g} ended");
            assert_eq!(moves(&w), moves(&b), "game {g}: the same moves on both boards");
            assert_eq!(w.c.state().ending(), b.c.state().ending());
            assert!(w.c.refusals.is_empty() && b.c.refusals.is_empty(), "game {g}: {:?}", w.c.refusals);
            plies
        }));
    }
    let mut plies = 0;
    for t in tasks {
        plies += t.await.unwrap();
    }
    eprintln!("{games} games, {plies} plies over three instances in {:?}", started.elapsed());
}

/// Opens a room through `c`'s instance, public or not; returns its code.
async fn open_room(c: &mut Client, public: bool) -> String {
    let req = protocol::CreateRoom {
        variant: Variant::Chess,
        time: Some(protocol::TimeControl { base_ms: 300_000, increment_ms: 0 }),
        colour: protocol::ColourChoice::White,
        public,
        takebacks: false,
    };
    c.send(&protocol::encode(&protocol::LobbyRequest::CreateRoom(req), None)).await;
    c.until(|f| matches!(f, Frame::Server(ServerMessage::Welcome { .. })).then_some(())).await;
    c.code.clone().expect("a code")
}

async fn list(c: &mut Client) -> Vec<protocol::lobby::OpenRoom> {
    c.send(r#"{"v":1,"type":"list-rooms"}"#).await;
    c.room_list().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_room_opened_on_one_instance_is_listed_and_joined_on_another() {
    let Some(s) = Services::start("a_public_room_opened_on_one_instance_is_listed_and_joined_on_another") else {
        return;
    };
    let (a, b) = (Instance::start(&s, "a"), Instance::start(&s, "b"));
    let mut ann = Client::lobby(a.addr, "Ann").await;
    let code = open_room(&mut ann, true).await;
    let mut cy = Client::lobby(a.addr, "Cy").await;
    let hidden = open_room(&mut cy, false).await;
    let mut bob = Client::lobby(b.addr, "Bob").await;
    let rooms = list(&mut bob).await;
    let codes: Vec<&str> = rooms.iter().map(|r| r.code.as_str()).collect();
    assert_eq!(codes, vec![code.as_str()], "the public room of the other instance, not the private one ({hidden})");
    assert_eq!((rooms[0].creator.as_str(), rooms[0].colour), ("Ann", B));
    // Joined from B by the listed code: the room stays owned by A.
    let listed = rooms[0].code.clone();
    bob.join(&listed).await;
    ann.until(|f| matches!(f, Frame::Lobby(LobbyReply::OpponentJoined { .. })).then_some(())).await;
    assert_eq!(bob.seat, Some(B));
    ann.mv("e2e4").await;
    ann.settle().await;
    bob.settle().await;
    assert_eq!(bob.version(), ann.version(), "the move reached the player on the other instance");
    assert_eq!(bob.state().moves().len(), 1);
    // A joined room is listed nowhere.
    let mut dee = Client::lobby(a.addr, "Dee").await;
    assert!(list(&mut dee).await.is_empty());
    let mut eve = Client::lobby(b.addr, "Eve").await;
    assert!(list(&mut eve).await.is_empty());
}
