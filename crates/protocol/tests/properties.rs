//! Random sequences of inputs from both seats and random time steps: the
//! match never panics and keeps its invariants.

mod common;

use common::*;
use proptest::prelude::*;
use protocol::{Command, Commitment, EventKind, Input, Match, MatchConfig, MatchState, Nonce, Phase, SetupMode};
use rules::{Color, Variant};

/// One step: which input, from which seat, after how long, with a number
/// that picks among the possibilities.
#[derive(Debug, Clone)]
struct Step {
    action: u8,
    seat: bool,
    wait_ms: u32,
    pick: u16,
}

fn step() -> impl Strategy<Value = Step> {
    (0u8..40, any::<bool>(), prop_oneof![4 => 0u32..2_500, 1 => Just(0u32), 1 => 0u32..70_000], any::<u16>())
        .prop_map(|(action, seat, wait_ms, pick)| Step { action, seat, wait_ms, pick })
}

fn configs() -> impl Strategy<Value = MatchConfig> {
    prop_oneof![
        Just(config(Variant::Chess, Some((20_000, 1_000)))),
        Just(config(Variant::Chess, None)),
        Just(config(Variant::Mirodol, Some((15_000, 0)))),
        Just({
            let mut c = config(Variant::Maharajah, Some((20_000, 500)));
            c.setup = SetupMode::CommitReveal;
            c
        }),
        Just({
            let mut c = config(Variant::Maharajah, Some((20_000, 500)));
            c.setup = SetupMode::Referee;
            c
        }),
    ]
}

const ARMIES: [[&str; 2]; 2] = [[WHITE_ARMY, BLACK_ARMY], [WHITE_ARMY_SHIELDED, BLACK_ARMY]];

/// The input a step stands for in the current state.
fn input_for(s: &Step, m: &Match, nonces: &mut [Option<(Nonce, &'static str)>; 2]) -> Input {
    let seat = if s.seat { Color::White } else { Color::Black };
    let state = m.state();
    let pick = s.pick as usize;
    let command = match s.action {
        0..=17 => {
            let legal = state.position().map(|p| p.legal_moves()).unwrap_or_default();
            let uci = match legal.len() {
                0 => "e2e4".to_string(),
                n => legal[pick % n].uci.clone(),
            };
            Command::Move { uci }
        }
        18 => Command::Move { uci: ["e2e5", "zz", "", "a1a1", "e7e8q"][pick % 5].to_string() },
        19 | 20 => return Input::Connected(seat),
        21 | 22 => return Input::Disconnected(seat),
        23 => Command::Pause,
        24 => Command::Resume,
        25 => [Command::OfferDraw, Command::AcceptDraw, Command::DeclineDraw][pick % 3].clone(),
        26 => [Command::RequestTakeback, Command::AcceptTakeback, Command::DeclineTakeback][pick % 3].clone(),
        27 => [Command::Resign, Command::Abort, Command::OfferRematch][pick % 3].clone(),
        28..=31 => {
            let fen = ARMIES[pick % 2][seat.index()];
            if state.config().setup == SetupMode::Referee {
                Command::LockArmy { army: army(fen) }
            } else {
                let nonce = Nonce([s.pick as u8; 32]);
                nonces[seat.index()] = Some((nonce, fen));
                let round = state.setup().round;
                Command::Commit { commitment: Commitment::new(&state.config().id, round, &army(fen), seat, &nonce) }
            }
        }
        32..=35 => match nonces[seat.index()] {
            Some((nonce, fen)) if pick % 4 != 0 => Command::Reveal { army: army(fen), nonce },
            _ => Command::Reveal { army: army(ARMIES[0][seat.index()]), nonce: Nonce([9; 32]) },
        },
        _ => return Input::Tick,
    };
    Input::Command(seat, command)
}

/// Nothing of `seat`'s opponent's army in what `seat` is sent, unless both
/// have locked (a reveal) or play has begun.
fn check_hidden(state_before: &MatchState, event: &protocol::Event, seat: Color) {
    let cut = event.for_seat(seat);
    let opponent = seat.flip();
    if let EventKind::Locked { color, army } = &cut.kind {
        assert!(*color == seat || army.is_none(), "{seat:?} was sent the opponent's locked army");
    }
    if let EventKind::Revealed { color, .. } = &cut.kind {
        let both = state_before.setup().sides.iter().all(|s| s.locked);
        assert!(*color != opponent || both, "a reveal before both locked");
    }
}

fn check_snapshot_hidden(m: &Match, seat: Color) {
    let snap = m.snapshot_for(seat);
    let other = &snap.setup().sides[seat.flip().index()];
    if other.army.is_some() {
        assert_eq!(m.state().config().setup, SetupMode::CommitReveal, "a referee's snapshot shows an army");
        assert!(other.nonce.is_some(), "a snapshot shows an unrevealed army");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_inputs_keep_every_invariant(
        config in configs(),
        seated in any::<bool>(),
        steps in prop::collection::vec(step(), 1..150),
    ) {
        let mut g = Game::new(config.clone());
        if seated {
            g.input(Input::Connected(Color::White));
            g.input(Input::Connected(Color::Black));
        }
        let mut nonces = [None, None];
        let mut replicas = [MatchState::replica(config.clone(), Color::White), MatchState::replica(config, Color::Black)];
        let mut applied = 0usize;
        // Events from the seating above reach the replicas with the first step's.
        for s in &steps {
            g.now += u64::from(s.wait_ms);
            // Deadlines first, so that what follows is the command alone.
            g.input(Input::Tick);
            let before = g.state().clone();
            let input = input_for(s, &g.m, &mut nonces);
            let is_command = matches!(input, Input::Command(..));
            let reply = g.input(input);
            if reply.refusal.is_some() {
                prop_assert!(is_command);
                prop_assert!(reply.events.is_empty());
                prop_assert_eq!(g.state(), &before, "a refused command changed the state");
            }
            // Versions: 1, 2, 3, … with no gap, and the log is the events.
            let log = g.m.log();
            for (i, e) in log.iter().enumerate() {
                prop_assert_eq!(e.version, i as u64 + 1);
            }
            let mut shadow = before.clone();
            for e in &reply.events {
                for seat in Color::BOTH {
                    check_hidden(&shadow, e, seat);
                }
                shadow.apply(e).unwrap();
            }
            // Clocks: never running during a pause or once over; at most one pause each.
            let st = g.state();
            if st.pause().is_some() || st.phase() != Phase::Playing {
                prop_assert_eq!(st.clock().and_then(|c| c.running()), None);
            }
            for seat in Color::BOTH {
                let pauses = log.iter().filter(|e| matches!(&e.kind, EventKind::Paused { pause, .. } if pause.by == seat)).count();
                prop_assert!(pauses <= 1, "{:?} paused {} times", seat, pauses);
                check_snapshot_hidden(&g.m, seat);
            }
            // Every deadline up to now has fired.
            if let Some(deadline) = g.m.next_deadline() {
                prop_assert!(deadline > g.now, "deadline {} is not after now {}", deadline, g.now);
            }
            // Replicas: each seat applies its cut of the new events and equals its snapshot.
            for (seat, replica) in Color::BOTH.into_iter().zip(replicas.iter_mut()) {
                for e in &log[applied..] {
                    replica.apply(&e.for_seat(seat)).map_err(|r| TestCaseError::fail(format!("{seat:?}: {r}")))?;
                }
                prop_assert_eq!(&*replica, &g.m.snapshot_for(seat));
            }
            applied = log.len();
        }
        // A late replica catching up from any version ends in the same state.
        let m = &g.m;
        let rebuilt = Match::replay(m.state().config().clone(), m.log().to_vec()).unwrap();
        prop_assert_eq!(rebuilt.state(), m.state());
    }
}
