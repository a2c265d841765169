//! Two peers in one process: a host and a guest on loopback, found through
//! real mDNS, and helpers to wait for their events.
#![allow(dead_code)]

pub mod proxy;

use lan::SeatControls;
use lan::{
    BrowseEvent, Browser, ColourChoice, Discovery, Events, GameSettings, GuestConfig, HostConfig, LanEvent, LanGuest,
    LanHost, LanNotice, Limits,
};
use protocol::{EventKind, MatchState, TimeControl};
use rules::{Color, Variant};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

pub const WAIT: Duration = Duration::from_secs(10);

/// Short timeouts, so that a lost connection is noticed and retried fast.
pub fn limits() -> Limits {
    Limits {
        handshake_timeout: Duration::from_secs(3),
        ping_interval: Duration::from_millis(300),
        idle_timeout: Duration::from_secs(2),
        reconnect: protocol::seat::ReconnectPolicy {
            backoff_min: Duration::from_millis(50),
            backoff_max: Duration::from_millis(400),
            ..Limits::default().reconnect
        },
        ..Limits::default()
    }
}

pub fn settings(variant: Variant, colour: ColourChoice) -> GameSettings {
    GameSettings { variant, time: Some(TimeControl { base_ms: 300_000, increment_ms: 2_000 }), takebacks: true, colour }
}

/// A display name no other test of this run uses.
pub fn unique(name: &str) -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    format!("{name} {}-{}", std::process::id() % 10_000, N.fetch_add(1, Ordering::SeqCst))
}

pub fn init_tracing() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
}

/// A host on loopback (advertised on `lo` only when `mdns`).
pub async fn host(game: GameSettings, mdns: bool) -> (LanHost, Events, String) {
    host_with(game, mdns, limits()).await
}

/// [`host`] with its own limits.
pub async fn host_with(game: GameSettings, mdns: bool, limits: Limits) -> (LanHost, Events, String) {
    init_tracing();
    let name = unique("Host");
    let mut config = HostConfig::new(name.clone(), game);
    config.bind = "127.0.0.1:0".parse().unwrap();
    config.discovery = mdns.then(Discovery::loopback);
    config.limits = limits;
    let (host, events) = LanHost::start(config).await.expect("host starts");
    (host, events, name)
}

/// Waits until the browser lists the host called `name`; its address.
pub async fn find(browser_events: &mut tokio::sync::mpsc::UnboundedReceiver<BrowseEvent>, name: &str) -> SocketAddr {
    let found = tokio::time::timeout(WAIT, async {
        while let Some(e) = browser_events.recv().await {
            if let BrowseEvent::Found(info) = e {
                if info.name == name && info.compatible {
                    if let Some(a) = info.addrs.iter().find(|a| a.ip().is_loopback()) {
                        return Some(*a);
                    }
                }
            }
        }
        None
    })
    .await;
    found.ok().flatten().expect("the host is listed by the browser")
}

pub struct Pair {
    pub host: LanHost,
    pub host_events: Events,
    pub guest: LanGuest,
    pub guest_events: Events,
    pub host_seat: Color,
    pub browser: Option<Browser>,
    /// The browser's events after it found the host (mDNS pairs).
    pub found: Option<tokio::sync::mpsc::UnboundedReceiver<BrowseEvent>>,
}

/// A host and a guest that found it through mDNS on loopback, offer
/// accepted, both seated.
pub async fn pair_via_mdns(game: GameSettings) -> Pair {
    init_tracing();
    let (browser, mut found) = Browser::start(&Discovery::loopback()).expect("browser starts");
    let (host, host_events, name) = host(game, true).await;
    let addr = find(&mut found, &name).await;
    let mut p = join(host, host_events, addr).await;
    p.browser = Some(browser);
    p.found = Some(found);
    p
}

/// A host reached by address (no mDNS).
pub async fn pair_direct(game: GameSettings) -> Pair {
    let (host, host_events, _) = host(game, false).await;
    let addr = host.local_addr();
    join(host, host_events, addr).await
}

/// A host reached through a relay that records and can cut the wire.
pub async fn pair_via_proxy(game: GameSettings) -> (Pair, proxy::Proxy) {
    pair_via_proxy_with(game, limits()).await
}

/// [`pair_via_proxy`] with the host's own limits.
pub async fn pair_via_proxy_with(game: GameSettings, limits: Limits) -> (Pair, proxy::Proxy) {
    let (host, host_events, _) = host_with(game, false, limits).await;
    let proxy = proxy::Proxy::start(host.local_addr()).await;
    let addr = proxy.addr;
    (join(host, host_events, addr).await, proxy)
}

async fn join(host: LanHost, mut host_events: Events, addr: SocketAddr) -> Pair {
    let mut config = GuestConfig::new(unique("Guest"));
    config.limits = limits();
    let (guest, mut guest_events) = LanGuest::connect(addr, config).await.expect("guest connects");
    let offer = wait_for(&mut guest_events, |e| match e {
        LanEvent::Shell(LanNotice::OfferReceived(o)) => Some(o.clone()),
        _ => None,
    })
    .await;
    wait_for(&mut host_events, |e| matches!(e, LanEvent::Shell(LanNotice::GuestArrived { .. })).then_some(())).await;
    guest.accept().await.expect("accept");
    let host_seat = wait_for(&mut host_events, |e| match e {
        LanEvent::Seated(s) => Some(s.colour),
        _ => None,
    })
    .await;
    let guest_seat = wait_for(&mut guest_events, |e| match e {
        LanEvent::Seated(s) => Some(s.colour),
        _ => None,
    })
    .await;
    assert_eq!(guest_seat, offer.colour);
    assert_eq!(host_seat, guest_seat.flip());
    Pair { host, host_events, guest, guest_events, host_seat, browser: None, found: None }
}

/// The first event `pick` accepts, within [`WAIT`]; panics on a close.
pub async fn wait_for<T>(events: &mut Events, mut pick: impl FnMut(&LanEvent) -> Option<T>) -> T {
    let got = tokio::time::timeout(WAIT, async {
        while let Some(e) = events.recv().await {
            if let Some(t) = pick(&e) {
                return Ok(t);
            }
            if let LanEvent::Closed { error } = &e {
                return Err(format!("closed: {error:?}"));
            }
        }
        Err("stream ended".to_string())
    })
    .await;
    match got {
        Ok(Ok(t)) => t,
        Ok(Err(e)) => panic!("{e}"),
        Err(_) => panic!("timed out waiting for an event"),
    }
}

/// Waits for the applied event whose kind `pick` accepts; the state after it.
pub async fn applied(events: &mut Events, mut pick: impl FnMut(&EventKind) -> bool) -> Arc<MatchState> {
    wait_for(events, |e| match e {
        LanEvent::Applied { event, state } if pick(&event.kind) => Some(state.clone()),
        _ => None,
    })
    .await
}

impl Pair {
    /// The events of the side playing `color`.
    pub fn events(&mut self, color: Color) -> &mut Events {
        if color == self.host_seat {
            &mut self.host_events
        } else {
            &mut self.guest_events
        }
    }

    /// Plays the first legal move of the side to move, `plies` times.
    pub async fn play_first_moves(&mut self, plies: usize) -> Arc<MatchState> {
        let mut state = self.host.session().state().await.unwrap().expect("a game");
        for _ in 0..plies {
            let mover = state.side_to_move().expect("play is on");
            let uci = state.position().expect("a position").legal_moves()[0].uci.clone();
            state = self.play(mover, &[uci.as_str()]).await.0;
        }
        state
    }

    /// The session of the side playing `color`.
    pub fn side(&self, color: Color) -> &lan::Session {
        if color == self.host_seat {
            self.host.session()
        } else {
            self.guest.session()
        }
    }

    /// Plays `moves` from `first` on, each seen applied on both sides; the
    /// states after the last (host's, guest's).
    pub async fn play(&mut self, first: Color, moves: &[&str]) -> (Arc<MatchState>, Arc<MatchState>) {
        let mut mover = first;
        let mut last = None;
        for uci in moves {
            self.side(mover).play(uci).await.expect("move sent");
            let on_host =
                applied(&mut self.host_events, |k| matches!(k, EventKind::Moved { uci: u, .. } if u == uci)).await;
            let on_guest =
                applied(&mut self.guest_events, |k| matches!(k, EventKind::Moved { uci: u, .. } if u == uci)).await;
            last = Some((on_host, on_guest));
            mover = mover.flip();
        }
        last.expect("at least one move")
    }
}

/// A Maharajah army for White: the queen made a Maharajah, four pawns.
pub const WHITE_ARMY: &str = "4k3/8/8/8/8/8/PPPP4/RNBMKBNR";
/// The same with e2 filled instead of d2, which shields e1 from `BLACK_ARMY`'s e-file.
pub const WHITE_ARMY_SHIELDED: &str = "4k3/8/8/8/8/8/PPP1P3/RNBMKBNR";
/// A Maharajah army for Black with a Maharajah on e7 facing down the e-file.
pub const BLACK_ARMY: &str = "rnbpkbnr/ppp1m3/8/8/8/8/8/4K3";
/// Armies of 35 points: invalid on their own.
pub const WHITE_SHORT: &str = "4k3/8/8/8/8/8/8/RNBMKBNR";
pub const BLACK_SHORT: &str = "rnbmkbnr/8/8/8/8/8/8/4K3";

pub fn army(fen: &str) -> rules::Setup {
    fen.parse().unwrap()
}
