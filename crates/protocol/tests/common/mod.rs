//! A match on fake time, driven by hand, for the rule tests and the property tests.
#![allow(dead_code)]

use protocol::{
    Command, Commitment, Event, EventKind, Input, Match, MatchConfig, MatchState, Nonce, Phase, Refusal, Reply,
    SetupMode, TimeControl,
};
use rules::{Color, Setup, Variant};

pub const W: Color = Color::White;
pub const B: Color = Color::Black;

/// A valid Maharajah army for White: the queen made a Maharajah, four pawns.
pub const WHITE_ARMY: &str = "4k3/8/8/8/8/8/PPPP4/RNBMKBNR";
/// The same with e2 filled instead of d2, which shields e1 from `BLACK_ARMY`'s e-file.
pub const WHITE_ARMY_SHIELDED: &str = "4k3/8/8/8/8/8/PPP1P3/RNBMKBNR";
/// A valid Maharajah army for Black with a Maharajah on e7 facing down the e-file.
pub const BLACK_ARMY: &str = "rnbpkbnr/ppp1m3/8/8/8/8/8/4K3";

pub fn config(variant: Variant, time: Option<(u64, u64)>) -> MatchConfig {
    MatchConfig {
        id: "match-1".into(),
        variant,
        time: time.map(|(base_ms, increment_ms)| TimeControl { base_ms, increment_ms }),
        takebacks: true,
        setup: SetupMode::CommitReveal,
        start_fen: None,
    }
}

pub fn army(fen: &str) -> Setup {
    fen.parse().unwrap()
}

/// A match and the fake time it runs on.
pub struct Game {
    pub m: Match,
    pub now: u64,
}

impl Game {
    pub fn new(config: MatchConfig) -> Game {
        Game { m: Match::new(config).unwrap(), now: 0 }
    }

    /// Both players seated at time 0: a chess game with `base`+`inc` ms has begun.
    pub fn chess(base: u64, inc: u64) -> Game {
        Game::seated(config(Variant::Chess, Some((base, inc))))
    }

    pub fn seated(config: MatchConfig) -> Game {
        let mut g = Game::new(config);
        g.input(Input::Connected(W));
        g.input(Input::Connected(B));
        g
    }

    pub fn state(&self) -> &MatchState {
        self.m.state()
    }

    pub fn advance(&mut self, ms: u64) -> Reply {
        self.now += ms;
        self.input(Input::Tick)
    }

    pub fn input(&mut self, input: Input) -> Reply {
        self.m.input(input, self.now)
    }

    pub fn cmd(&mut self, seat: Color, c: Command) -> Reply {
        self.input(Input::Command(seat, c))
    }

    /// A command that must be accepted.
    pub fn ok(&mut self, seat: Color, c: Command) -> Vec<Event> {
        let r = self.cmd(seat, c.clone());
        assert_eq!(r.refusal, None, "{seat:?} {c:?} refused");
        r.events
    }

    /// A command that must be refused with `why`, changing nothing.
    pub fn refused(&mut self, seat: Color, c: Command, why: Refusal) {
        self.input(Input::Tick);
        let before = self.state().clone();
        let r = self.cmd(seat, c);
        assert_eq!(r.refusal, Some(why));
        assert!(r.events.is_empty(), "a refused command made events: {:?}", r.events);
        assert_eq!(*self.state(), before, "a refused command changed the state");
    }

    pub fn mv(&mut self, seat: Color, uci: &str) -> Vec<Event> {
        self.ok(seat, Command::Move { uci: uci.into() })
    }

    pub fn clocks(&self) -> [u64; 2] {
        self.state().clocks_at(self.now).unwrap()
    }

    pub fn phase(&self) -> Phase {
        self.state().phase()
    }

    /// Commits and returns the nonce, for the commit–reveal flow.
    pub fn commit(&mut self, seat: Color, fen: &str) -> Nonce {
        let nonce = Nonce::random().unwrap();
        let round = self.state().setup().round;
        let commitment = Commitment::new(&self.state().config().id, round, &army(fen), seat, &nonce);
        self.ok(seat, Command::Commit { commitment });
        nonce
    }

    pub fn reveal(&mut self, seat: Color, fen: &str, nonce: Nonce) -> Reply {
        self.cmd(seat, Command::Reveal { army: army(fen), nonce })
    }
}

pub fn kinds(events: &[Event]) -> Vec<&EventKind> {
    events.iter().map(|e| &e.kind).collect()
}
