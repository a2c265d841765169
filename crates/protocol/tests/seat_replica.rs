//! The shared remote seat ([`protocol::seat::Replica`]), as both kinds of
//! shell use it: a LAN game (commit–reveal between peers, the host's own
//! seat and the guest's each a replica) and an online game (the referee
//! locks armies), driven by a real `Match` on fake time. Every event goes
//! through each seat's replica; forgeries of a referee are refused and
//! change nothing.

mod common;

use common::*;
use protocol::seat::{LockError, Replica, SeatEvent, Venue};
use protocol::{Command, Event, EventKind, Input, Match, MatchConfig, Phase, Refusal, SetupMode};
use rules::{Color, Variant};

type Heard = SeatEvent<(), ()>;

/// A referee and both seats' replicas.
struct Table {
    m: Match,
    now: u64,
    seats: [Replica; 2],
    heard: [Vec<Heard>; 2],
}

fn venue(online: bool) -> Venue {
    if online {
        Venue { event: "Online game".into(), site: "wss://play.example:7878".into() }
    } else {
        Venue { event: "LAN game".into(), site: "LAN".into() }
    }
}

impl Table {
    fn new(config: MatchConfig) -> Table {
        let online = config.setup == SetupMode::Referee;
        let seat = |c: Color, me: &str, them: &str| {
            Replica::new(config.clone(), c, me, venue(online)).with_opponent(Some(them))
        };
        let mut t = Table {
            m: Match::new(config.clone()).unwrap(),
            now: 0,
            seats: [seat(W, "Asha", "Ravi"), seat(B, "Ravi", "Asha")],
            heard: [Vec::new(), Vec::new()],
        };
        t.input(Input::Connected(W));
        t.input(Input::Connected(B));
        t
    }

    /// Feeds the referee, hands every event to both replicas (each its
    /// cut), then sends the reveals that fall due, as a shell does.
    fn input(&mut self, input: Input) -> Option<Refusal> {
        let reply = self.m.input(input, self.now);
        self.deliver(&reply.events);
        for c in [W, B] {
            if let Some(reveal) = self.seats[c.index()].due_reveal().unwrap() {
                assert!(self.input(Input::Command(c, reveal)).is_none(), "the due reveal is accepted");
            }
        }
        reply.refusal
    }

    fn deliver(&mut self, events: &[Event]) {
        for e in events {
            for c in [W, B] {
                let out = self.seats[c.index()].apply::<(), ()>(&e.for_seat(c)).expect("a true event applies");
                self.heard[c.index()].extend(out);
            }
        }
    }

    fn lock(&mut self, c: Color, fen: &str) -> Option<Refusal> {
        let command = self.seats[c.index()].lock(&army(fen)).expect("the army locks");
        self.input(Input::Command(c, command))
    }

    fn play(&mut self, c: Color, uci: &str) {
        assert_eq!(self.input(Input::Command(c, Command::Move { uci: uci.into() })), None);
    }

    /// Each replica equals the referee's snapshot for its seat.
    fn in_step(&self) {
        for c in [W, B] {
            let seat = &self.seats[c.index()];
            assert_eq!(seat.state().version(), self.m.version());
            let hash = self.m.state().position().map(|p| format!("{:016x}", p.hash()));
            assert!(seat.in_sync(self.m.version(), hash.as_deref()));
            assert!(!seat.in_sync(self.m.version() + 1, hash.as_deref()));
        }
    }
}

fn maharajah(mode: SetupMode) -> MatchConfig {
    let mut c = config(Variant::Maharajah, Some((60_000, 1_000)));
    c.setup = mode;
    c
}

/// A hidden setup locked, played and resigned, in either mode: the same
/// replica on each side, the same events to the app, the record as PGN.
fn a_whole_game(mode: SetupMode) {
    let mut t = Table::new(maharajah(mode));
    assert_eq!(t.seats[0].state().phase(), Phase::Setup);
    assert_eq!(t.lock(W, WHITE_ARMY_SHIELDED), None);
    assert!(matches!(t.seats[0].lock(&army(WHITE_ARMY_SHIELDED)), Err(LockError::NotNow(_))), "locked once");
    assert_eq!(t.lock(B, BLACK_ARMY), None);
    assert_eq!(t.seats[1].state().phase(), Phase::Playing, "the reveals went by themselves");
    t.in_step();
    t.now = 1_500;
    t.play(W, "e2e4");
    t.play(B, "e7e6");
    t.in_step();
    assert_eq!(t.input(Input::Command(B, Command::Resign)), None);
    t.in_step();
    for c in [W, B] {
        let heard = &t.heard[c.index()];
        assert!(heard.iter().all(|h| matches!(h, SeatEvent::Applied { .. } | SeatEvent::GameOver { .. })));
        let Some(SeatEvent::GameOver { pgn: Some(pgn), .. }) = heard.last() else { panic!("the game is over") };
        let online = mode == SetupMode::Referee;
        let site = if online { "[Site \"wss://play.example:7878\"]" } else { "[Site \"LAN\"]" };
        for tag in [site, "[White \"Asha\"]", "[Black \"Ravi\"]", "[Result \"1-0\"]", "[Termination"] {
            assert!(pgn.contains(tag), "{tag} in {pgn}");
        }
        assert!(pgn.contains("[%clk"), "clocks in {pgn}");
        assert_eq!(t.seats[c.index()].pgn().as_deref(), Some(pgn.as_str()));
    }
}

#[test]
fn a_lan_game_commit_reveal_between_peers() {
    a_whole_game(SetupMode::CommitReveal);
}

#[test]
fn an_online_game_locked_with_the_referee() {
    a_whole_game(SetupMode::Referee);
}

#[test]
fn the_lock_command_fits_the_mode_and_a_bad_army_is_refused_here() {
    let mut lan = Table::new(maharajah(SetupMode::CommitReveal));
    assert!(matches!(lan.seats[0].lock(&army(WHITE_ARMY)), Ok(Command::Commit { .. })));
    let mut online = Table::new(maharajah(SetupMode::Referee));
    assert!(matches!(online.seats[0].lock(&army(WHITE_ARMY)), Ok(Command::LockArmy { .. })));
    // Over budget: refused before anything is sent.
    let rich = "4k3/8/8/8/8/8/PPPPPPPP/RNBMKMNR";
    assert!(matches!(online.seats[1].lock(&army(rich)), Err(LockError::InvalidArmy(_))));
    // No hidden setup in chess.
    let mut chess = Table::new(config(Variant::Chess, None));
    assert!(matches!(chess.seats[0].lock(&army(WHITE_ARMY)), Err(LockError::NotNow(_))));
}

#[test]
fn a_forged_event_is_refused_and_changes_nothing() {
    let mut t = Table::new(config(Variant::Chess, Some((60_000, 0))));
    t.play(W, "e2e4");
    let before = t.seats[1].state().clone();
    let mut forged = t.m.log().last().unwrap().for_seat(B);
    forged.version += 1;
    if let EventKind::Moved { uci, .. } = &mut forged.kind {
        *uci = "e7e3".into();
    }
    assert!(t.seats[1].apply::<(), ()>(&forged).is_err());
    assert_eq!(t.seats[1].state(), &before);
}

#[test]
fn a_snapshot_is_taken_only_when_it_is_this_seats_view_of_this_match() {
    let mut t = Table::new(config(Variant::Chess, Some((60_000, 0))));
    t.play(W, "e2e4");
    t.play(B, "e7e5");
    let fresh = |c: Color| Replica::new(t.m.state().config().clone(), c, "X", venue(false));
    let mut late = fresh(B);
    assert!(late.replace(t.m.state().for_seat(W)).is_err(), "the other seat's view");
    let mut other = config(Variant::Chess, Some((60_000, 0)));
    other.id = "match-2".into();
    let mut stranger = Replica::new(other, B, "X", venue(false));
    assert!(stranger.replace(t.m.state().for_seat(B)).is_err(), "another match");
    assert!(late.replace(t.m.state().for_seat(B)).is_ok());
    assert_eq!(late.state().moves().len(), 2);
    let older = fresh(B);
    assert!(late.replace(older.state().clone()).is_err(), "older than the replica");
}

#[test]
fn a_replaced_commitment_is_caught_before_the_reveal() {
    let mut t = Table::new(maharajah(SetupMode::CommitReveal));
    // White's replica locks, but the referee records another commitment for it.
    let _ = t.seats[0].lock(&army(WHITE_ARMY)).unwrap();
    let forged = Command::Commit { commitment: protocol::Commitment([7; 32]) };
    let reply = t.m.input(Input::Command(W, forged), 0);
    t.deliver(&reply.events);
    let nonce = protocol::Nonce::random().unwrap();
    let black = army(BLACK_ARMY);
    let commitment = protocol::Commitment::new("match-1", 1, &black, B, &nonce);
    let reply = t.m.input(Input::Command(B, Command::Commit { commitment }), 0);
    t.deliver(&reply.events);
    assert!(matches!(t.seats[0].due_reveal(), Err(Refusal::Inconsistent { .. })));
}

#[test]
fn a_rematch_swaps_colours_and_keeps_the_players() {
    let t = Table::new(config(Variant::Chess, None));
    let mut next = t.m.state().config().clone();
    next.id = "match-2".into();
    let r = t.seats[0].rematch(next.clone());
    let info = r.info();
    assert_eq!((info.colour, info.opponent.as_deref(), info.rematch), (B, Some("Ravi"), true));
    assert_eq!(info.config, next);
}
