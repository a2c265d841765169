//! One LAN peer, for the two-namespace test (`scripts/lan-netns-test.sh`):
//! `peer host NAME IFACE` advertises on interface IFACE and waits for a
//! guest; `peer guest NAME IFACE` finds the first host on IFACE through
//! mDNS and joins it. Both play a short game (the fool's mate, whoever has
//! White) and exit 0 once it is over with the expected result, or 1.

use lan::SeatControls;
use lan::{
    BrowseEvent, Browser, ColourChoice, Discovery, Events, GameSettings, GuestConfig, HostConfig, LanEvent, LanGuest,
    LanHost, LanNotice, Session,
};
use protocol::{EndReason, Ending, GameResult, TimeControl};
use rules::{Color, Variant};
use std::time::{Duration, Instant};

const MOVES: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

fn discovery(iface: &str) -> Discovery {
    Discovery { interfaces: vec![iface.to_string()], ..Discovery::default() }
}

/// Plays this side's moves of [`MOVES`] until the game is over.
async fn play(session: &Session, events: &mut Events) -> Result<Ending, String> {
    let mut seat = None;
    loop {
        let event = tokio::time::timeout(Duration::from_secs(20), events.recv())
            .await
            .map_err(|_| "no event for 20 s".to_string())?
            .ok_or("the session ended")?;
        match event {
            LanEvent::Seated(info) => {
                println!("seated as {:?} against {}", info.colour, info.opponent.unwrap_or_default());
                seat = Some(info.colour);
            }
            LanEvent::Applied { state, .. } => {
                let next = state.moves().len();
                if state.side_to_move().is_some() && state.side_to_move() == seat && next < MOVES.len() {
                    session.play(MOVES[next]).await.map_err(|e| e.to_string())?;
                }
            }
            LanEvent::GameOver { ending, pgn } => {
                println!("game over\n{}", pgn.unwrap_or_default());
                return Ok(ending);
            }
            LanEvent::Refused { command, refusal } => return Err(format!("{command} refused: {refusal}")),
            LanEvent::Closed { error } => return Err(format!("closed: {error:?}")),
            _ => {}
        }
    }
}

async fn host(name: &str, iface: &str) -> Result<Ending, String> {
    let game = GameSettings {
        variant: Variant::Chess,
        time: Some(TimeControl { base_ms: 60_000, increment_ms: 0 }),
        takebacks: false,
        colour: ColourChoice::Random,
    };
    let mut config = HostConfig::new(name, game);
    config.discovery = Some(discovery(iface));
    let (host, mut events) = LanHost::start(config).await.map_err(|e| e.to_string())?;
    println!("hosting on {:?}", host.addresses());
    let ending = play(host.session(), &mut events).await;
    // Let the last event reach the guest before the host goes.
    tokio::time::sleep(Duration::from_millis(300)).await;
    ending
}

async fn guest(name: &str, iface: &str) -> Result<Ending, String> {
    let started = Instant::now();
    let (_browser, mut found) = Browser::start(&discovery(iface)).map_err(|e| e.to_string())?;
    let addr = loop {
        let event = tokio::time::timeout(Duration::from_secs(20), found.recv())
            .await
            .map_err(|_| "no host found in 20 s".to_string())?
            .ok_or("the browser stopped")?;
        if let BrowseEvent::Found(info) = event {
            if let (true, Some(addr)) = (info.compatible, info.addrs.first()) {
                println!("found {} at {addr} after {} ms", info.name, started.elapsed().as_millis());
                break *addr;
            }
        }
    };
    let (guest, mut events) = LanGuest::connect(addr, GuestConfig::new(name)).await.map_err(|e| e.to_string())?;
    loop {
        match tokio::time::timeout(Duration::from_secs(20), events.recv()).await {
            Ok(Some(LanEvent::Shell(LanNotice::OfferReceived(offer)))) => {
                println!("offer: {:?} as {:?}", offer.config.variant, offer.colour);
                guest.accept().await.map_err(|e| e.to_string())?;
                break;
            }
            Ok(Some(LanEvent::Closed { error })) => return Err(format!("closed: {error:?}")),
            Ok(Some(_)) => {}
            _ => return Err("no offer".into()),
        }
    }
    play(guest.session(), &mut events).await
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (role, name, iface) = match &args[..] {
        [_, role, name, iface] => (role.as_str(), name.as_str(), iface.as_str()),
        _ => {
            eprintln!("usage: peer host|guest NAME IFACE");
            std::process::exit(2);
        }
    };
    let result = match role {
        "host" => host(name, iface).await,
        "guest" => guest(name, iface).await,
        _ => Err(format!("unknown role {role}")),
    };
    let mate = Ending::Result(GameResult { winner: Some(Color::Black), reason: EndReason::Checkmate });
    match result {
        Ok(ending) if ending == mate => println!("{role}: the game finished: 0-1 by checkmate"),
        Ok(ending) => {
            eprintln!("{role}: unexpected ending {ending:?}");
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("{role}: {e}");
            std::process::exit(1);
        }
    }
}
