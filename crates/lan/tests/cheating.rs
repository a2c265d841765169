//! Cheating peers, as test doubles speaking the protocol over a raw
//! WebSocket: every trick is refused with an error, nothing panics, and the
//! honest peer's game is intact.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use lan::messages::{read_from_guest, read_from_host, ByeReason, FromGuest, FromHost, HostMessage};
use lan::SeatControls;
use lan::{ColourChoice, GuestConfig, LanError, LanEvent, LanGuest, LanNotice};
use protocol::{
    encode, encode_server, ClientMessage, Command, Commitment, Event, EventKind, HandshakeError, MatchConfig, Nonce,
    Phase, Refusal, SeatToken, ServerMessage, SetupMode,
};
use rules::{AnyPosition, Color, Variant};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

const W: Color = Color::White;
const B: Color = Color::Black;

/// A guest that says whatever it likes.
struct Raw {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Raw {
    async fn connect(addr: SocketAddr) -> Raw {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/")).await.unwrap();
        Raw { ws }
    }

    async fn send(&mut self, text: &str) {
        self.ws.send(Message::text(text.to_string())).await.unwrap();
    }

    /// The next message from the host; `None` once the connection is closed.
    async fn recv(&mut self) -> Option<FromHost> {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next()).await.expect("the host answers") {
                Some(Ok(Message::Text(t))) => return Some(read_from_host(&t).expect("the host's messages read")),
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Reads until `pick` accepts a message.
    async fn until<T>(&mut self, mut pick: impl FnMut(&FromHost) -> Option<T>) -> T {
        loop {
            let m = self.recv().await.expect("still connected");
            if let Some(t) = pick(&m) {
                return t;
            }
        }
    }

    async fn hello(&mut self, resume: Option<(SeatToken, u64)>) {
        let resume =
            resume.map(|(token, since)| format!(r#","resume":{{"token":"{}","since":{since}}}"#, String::from(token)));
        self.send(&format!(
            r#"{{"v":1,"type":"hello","app":"0.1.0","protocol":1,"name":"Mallory"{}}}"#,
            resume.unwrap_or_default()
        ))
        .await;
    }

    /// Joins: hello, the offer accepted, the welcome. The token, config and seat.
    async fn join(addr: SocketAddr) -> (Raw, SeatToken, MatchConfig, Color) {
        let mut raw = Raw::connect(addr).await;
        raw.hello(None).await;
        let color = raw
            .until(|m| match m {
                FromHost::Lan(HostMessage::Offer { color, .. }) => Some(*color),
                _ => None,
            })
            .await;
        raw.send(r#"{"v":1,"type":"accept"}"#).await;
        let (token, config) = raw
            .until(|m| match m {
                FromHost::Protocol(ServerMessage::Welcome { token, config, .. }) => Some((*token, config.clone())),
                _ => None,
            })
            .await;
        (raw, token, config, color)
    }

    async fn command(&mut self, command: Command, id: u32) {
        let text = encode(&command, Some(id));
        self.send(&text).await;
    }

    /// Waits for the refusal of command `id`.
    async fn refusal(&mut self, id: u32) -> Refusal {
        self.until(|m| match m {
            FromHost::Protocol(ServerMessage::Refused { id: Some(i), refusal, .. }) if *i == id => {
                Some(refusal.clone())
            }
            _ => None,
        })
        .await
    }

    async fn event(&mut self, mut pick: impl FnMut(&EventKind) -> bool) -> Event {
        self.until(|m| match m {
            FromHost::Protocol(ServerMessage::Event(e)) if pick(&e.kind) => Some(e.clone()),
            _ => None,
        })
        .await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cheating_guest_is_refused_at_every_turn_and_the_hosts_game_stays_intact() {
    let (host, mut events, _) = host(settings(Variant::Chess, ColourChoice::White), false).await;
    let addr = host.local_addr();
    let (mut raw, token, _, color) = Raw::join(addr).await;
    assert_eq!(color, B);
    raw.event(|k| matches!(k, EventKind::Started { .. })).await;
    applied(&mut events, |k| matches!(k, EventKind::Started { .. })).await;

    // A move out of turn, then (after White's) an illegal one.
    raw.command(Command::Move { uci: "e7e5".into() }, 1).await;
    assert_eq!(raw.refusal(1).await, Refusal::NotYourTurn);
    host.session().play("e2e4").await.unwrap();
    raw.event(|k| matches!(k, EventKind::Moved { .. })).await;
    raw.command(Command::Move { uci: "e7e4".into() }, 2).await;
    assert_eq!(raw.refusal(2).await, Refusal::IllegalMove { uci: "e7e4".into(), malformed: false });
    raw.command(Command::Move { uci: "zz".into() }, 3).await;
    assert!(matches!(raw.refusal(3).await, Refusal::IllegalMove { malformed: true, .. }));
    // A reveal in a game without a setup.
    raw.command(Command::Resume, 4).await;
    assert_eq!(raw.refusal(4).await, Refusal::NotPaused);

    // Malformed JSON and unknown messages: a typed error, the connection kept.
    for (text, want) in [
        ("{nope", "malformed"),
        (r#"{"v":1,"type":"move","uci":7}"#, "malformed"),
        (r#"{"v":1,"type":"teleport"}"#, "unknown-type"),
        (r#"{"v":9,"type":"move","uci":"e7e5"}"#, "unsupported-version"),
    ] {
        raw.send(text).await;
        let error = raw
            .until(|m| match m {
                FromHost::Protocol(ServerMessage::Error { error }) => Some(error.clone()),
                _ => None,
            })
            .await;
        let id = serde_json::to_value(&error).unwrap()["id"].as_str().unwrap().to_string();
        assert_eq!(id, want, "{text}: {error:?}");
    }

    // A third connection can neither join nor take the seat without its token.
    let mut third = Raw::connect(addr).await;
    third.hello(None).await;
    let refused = third.until(|m| match m {
        FromHost::Protocol(ServerMessage::HandshakeRefused { reason }) => Some(reason.clone()),
        _ => None,
    });
    assert_eq!(refused.await, HandshakeError::Full);
    assert!(third.recv().await.is_none(), "closed after the refusal");
    let mut fourth = Raw::connect(addr).await;
    fourth.hello(Some((SeatToken::from_bytes([7; 32]), 3))).await;
    let refused = fourth.until(|m| match m {
        FromHost::Protocol(ServerMessage::HandshakeRefused { reason }) => Some(reason.clone()),
        _ => None,
    });
    assert_eq!(refused.await, HandshakeError::UnknownSeat);
    let mut fifth = Raw::connect(addr).await;
    fifth.command(Command::Move { uci: "e7e5".into() }, 9).await;
    assert!(fifth.recv().await.is_none(), "a move before the hello closes the connection");

    // The host's game is where it was: one move, White's pawn on e4.
    let state = host.session().state().await.unwrap().unwrap();
    assert_eq!(state.moves().len(), 1);
    assert_eq!(state.side_to_move(), Some(B));

    // The cheater plays a real move: it is taken.
    raw.command(Command::Move { uci: "e7e5".into() }, 5).await;
    applied(&mut events, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "e7e5")).await;

    // An oversized frame ends its connection; the seat stays the cheater's.
    let big = format!(r#"{{"v":1,"type":"move","uci":"{}"}}"#, "a".repeat(10_000));
    let _ = raw.ws.send(Message::text(big)).await;
    while raw.recv().await.is_some() {}
    wait_for(&mut events, |e| matches!(e, LanEvent::ConnectionLost).then_some(())).await;

    // Back with the token; then a flood: said goodbye to, and cut off.
    let mut back = Raw::connect(addr).await;
    back.hello(Some((token, 0))).await;
    back.until(|m| matches!(m, FromHost::Lan(HostMessage::InSync { .. })).then_some(())).await;
    for t in 0..200 {
        if back.ws.send(Message::text(format!(r#"{{"v":1,"type":"ping","t":{t}}}"#))).await.is_err() {
            break;
        }
    }
    let bye = back.until(|m| match m {
        FromHost::Lan(HostMessage::Bye { reason }) => Some(*reason),
        _ => None,
    });
    assert_eq!(bye.await, ByeReason::RateLimited);

    // Through all of it, the honest side plays on.
    host.session().play("g1f3").await.unwrap();
    let s = applied(&mut events, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "g1f3")).await;
    assert_eq!((s.phase(), s.moves().len()), (Phase::Playing, 3));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_cannot_open_another_army_than_it_committed_nor_an_invalid_one() {
    let (host, mut events, _) = host(settings(Variant::Maharajah, ColourChoice::White), false).await;
    let (mut raw, _, config, color) = Raw::join(host.local_addr()).await;
    assert_eq!(color, B);
    raw.event(|k| matches!(k, EventKind::SetupOpened)).await;

    // A reveal before anyone committed.
    raw.command(Command::Reveal { army: army(BLACK_ARMY), nonce: Nonce([1; 32]) }, 1).await;
    assert_eq!(raw.refusal(1).await, Refusal::NotAllLocked);
    host.session().lock_army(army(WHITE_ARMY_SHIELDED)).await.unwrap();
    raw.event(|k| matches!(k, EventKind::Committed { color: W, .. })).await;
    // Commits to an army of 35 points, then tries to open another one.
    let nonce = Nonce::random().unwrap();
    let commitment = Commitment::new(&config.id, 0, &army(BLACK_SHORT), B, &nonce);
    raw.command(Command::Commit { commitment }, 2).await;
    raw.event(|k| matches!(k, EventKind::Revealed { color: W, .. })).await;
    raw.command(Command::Reveal { army: army(BLACK_ARMY), nonce }, 3).await;
    assert_eq!(raw.refusal(3).await, Refusal::RevealMismatch);
    raw.command(Command::Reveal { army: army(BLACK_SHORT), nonce }, 4).await;
    assert!(matches!(raw.refusal(4).await, Refusal::InvalidArmy { .. }));
    raw.command(Command::Commit { commitment }, 5).await;
    assert_eq!(raw.refusal(5).await, Refusal::AlreadyLocked);

    // The host's game is intact, still in the setup; it can call it off.
    let s = host.session().state().await.unwrap().unwrap();
    assert_eq!(s.phase(), Phase::Setup);
    assert!(s.setup().sides[B.index()].army.is_none());
    host.session().abort().await.unwrap();
    wait_for(&mut events, |e| matches!(e, LanEvent::GameOver { .. }).then_some(())).await;
}

/// A host that says whatever it likes: the offer of `config`, the welcome,
/// then the events `script` makes, after reading each frame of the guest.
async fn fake_host(
    config: MatchConfig,
) -> (SocketAddr, tokio::sync::mpsc::UnboundedSender<String>, tokio::sync::mpsc::UnboundedReceiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (to_guest, mut outbox) = tokio::sync::mpsc::unbounded_channel::<String>();
    let (inbox_tx, inbox) = tokio::sync::mpsc::unbounded_channel::<String>();
    tokio::spawn(async move {
        let (stream, _) = listener.accept().await.unwrap();
        let mut ws = tokio_tungstenite::accept_async(stream).await.unwrap();
        let offer = HostMessage::Offer {
            host: "Eve".into(),
            app: "0.1.0".into(),
            config: config.clone(),
            color: B,
            rematch: false,
        };
        loop {
            tokio::select! {
                m = ws.next() => match m {
                    Some(Ok(Message::Text(t))) => {
                        match read_from_guest(&t) {
                            Ok(FromGuest::Protocol(ClientMessage::Control(protocol::Control::Hello(_)), _)) => {
                                ws.send(Message::text(lan::messages::encode_host(&offer))).await.unwrap();
                            }
                            Ok(FromGuest::Lan(lan::messages::GuestMessage::Accept)) => {
                                let welcome = ServerMessage::Welcome {
                                    app: "0.1.0".into(), protocol: 1, token: SeatToken::random().unwrap(),
                                    config: config.clone(), opponent: Some("Eve".into()),
                                };
                                ws.send(Message::text(encode_server(&welcome))).await.unwrap();
                            }
                            _ => {}
                        }
                        let _ = inbox_tx.send(t.to_string());
                    }
                    Some(Ok(_)) => {}
                    _ => break,
                },
                Some(text) = outbox.recv() => { let _ = ws.send(Message::text(text)).await; }
            }
        }
    });
    (addr, to_guest, inbox)
}

fn ev(version: u64, kind: EventKind) -> String {
    encode_server(&ServerMessage::Event(Event { version, at: version * 10, kind }))
}

async fn honest_guest(addr: SocketAddr) -> (LanGuest, lan::Events) {
    let mut config = GuestConfig::new("Bob");
    config.limits = limits();
    let (guest, mut events) = LanGuest::connect(addr, config).await.unwrap();
    wait_for(&mut events, |e| matches!(e, LanEvent::Shell(LanNotice::OfferReceived(_))).then_some(())).await;
    guest.accept().await.unwrap();
    wait_for(&mut events, |e| matches!(e, LanEvent::Seated(_)).then_some(())).await;
    (guest, events)
}

fn base_config(variant: Variant) -> MatchConfig {
    MatchConfig {
        id: "m-1".into(),
        variant,
        time: None,
        takebacks: false,
        setup: SetupMode::CommitReveal,
        start_fen: None,
    }
}

async fn closed_with(events: &mut lan::Events) -> Option<LanError> {
    let got = tokio::time::timeout(WAIT, async {
        while let Some(e) = events.recv().await {
            if let LanEvent::Closed { error } = e {
                return error;
            }
        }
        None
    });
    got.await.expect("the session closes")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_that_sends_an_illegal_move_is_caught_by_the_guests_replica() {
    init_tracing();
    let (addr, to_guest, _) = fake_host(base_config(Variant::Chess)).await;
    let (_guest, mut events) = honest_guest(addr).await;
    let fen = AnyPosition::start(Variant::Chess).fen();
    to_guest.send(ev(1, EventKind::Joined { color: W })).unwrap();
    to_guest.send(ev(2, EventKind::Joined { color: B })).unwrap();
    to_guest.send(ev(3, EventKind::Started { variant: Variant::Chess, fen })).unwrap();
    applied(&mut events, |k| matches!(k, EventKind::Started { .. })).await;
    to_guest.send(ev(4, EventKind::Moved { uci: "e2e5".into(), san: "e5".into(), clocks: None })).unwrap();
    let error = closed_with(&mut events).await;
    assert!(matches!(error, Some(LanError::HostCheated(Refusal::IllegalMove { .. }))), "{error:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_cannot_see_the_guests_army_first_nor_open_another_than_it_committed() {
    init_tracing();
    let config = base_config(Variant::Maharajah);
    let (addr, to_guest, mut inbox) = fake_host(config.clone()).await;
    let (guest, mut events) = honest_guest(addr).await;
    to_guest.send(ev(1, EventKind::Joined { color: W })).unwrap();
    to_guest.send(ev(2, EventKind::Joined { color: B })).unwrap();
    to_guest.send(ev(3, EventKind::SetupOpened)).unwrap();
    applied(&mut events, |k| matches!(k, EventKind::SetupOpened)).await;

    // The guest locks first: its commitment goes out, its army does not.
    guest.session().lock_army(army(BLACK_ARMY)).await.unwrap();
    let mut commitment = None;
    while commitment.is_none() {
        let text = tokio::time::timeout(WAIT, inbox.recv()).await.unwrap().unwrap();
        if let Ok(FromGuest::Protocol(ClientMessage::Command(Command::Commit { commitment: c }), _)) =
            read_from_guest(&text)
        {
            commitment = Some(c);
        }
    }
    let commitment = commitment.unwrap();
    to_guest.send(ev(4, EventKind::Committed { color: B, commitment })).unwrap();
    let nothing = tokio::time::timeout(Duration::from_millis(300), inbox.recv()).await;
    assert!(nothing.is_err(), "the guest revealed before the host committed: {nothing:?}");

    // The host commits to one army and opens another.
    let nonce = Nonce::random().unwrap();
    let host_commitment = Commitment::new(&config.id, 0, &army(WHITE_ARMY_SHIELDED), W, &nonce);
    to_guest.send(ev(5, EventKind::Committed { color: W, commitment: host_commitment })).unwrap();
    let reveal = tokio::time::timeout(WAIT, inbox.recv()).await.unwrap().unwrap();
    assert!(reveal.contains(r#""type":"reveal""#), "{reveal}");
    let other = protocol::normalized_army(&army(WHITE_ARMY), W);
    to_guest.send(ev(6, EventKind::Revealed { color: W, army: other, nonce })).unwrap();
    let error = closed_with(&mut events).await;
    assert_eq!(error, Some(LanError::HostCheated(Refusal::RevealMismatch)));
}
