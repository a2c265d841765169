//! The hidden setup (SPEC §9): commit–reveal between peers, and locking
//! with a trusted referee; nothing of an army reaches the opponent before
//! both have locked.

mod common;

use common::*;
use protocol::{
    army_errors, CatchUp, Command, Commitment, EventKind, Input, Match, MatchState, Nonce, Phase, Refusal, SetupMode,
};
use rules::{StartError, Variant};

fn maharajah(mode: SetupMode) -> Game {
    let mut c = config(Variant::Maharajah, Some((60_000, 0)));
    c.setup = mode;
    let mut g = Game::seated(c);
    assert_eq!(g.phase(), Phase::Setup);
    assert_eq!(g.state().clock(), None, "no clock runs during the setup");
    g.input(Input::Tick);
    g
}

/// What each seat would receive of every event so far, as one text.
fn seen_by(m: &Match, seat: rules::Color) -> String {
    m.log().iter().map(|e| serde_json::to_string(&e.for_seat(seat)).unwrap()).collect::<Vec<_>>().join("\n")
}

#[test]
fn commit_then_reveal_starts_the_game_from_both_armies() {
    let mut g = maharajah(SetupMode::CommitReveal);
    let wn = g.commit(W, WHITE_ARMY_SHIELDED);
    g.refused(W, Command::Reveal { army: army(WHITE_ARMY_SHIELDED), nonce: wn }, Refusal::NotAllLocked);
    g.refused(W, Command::Commit { commitment: Commitment([0; 32]) }, Refusal::AlreadyLocked);
    let bn = g.commit(B, BLACK_ARMY);
    assert!(g.reveal(W, WHITE_ARMY_SHIELDED, wn).refusal.is_none());
    g.refused(W, Command::Reveal { army: army(WHITE_ARMY_SHIELDED), nonce: wn }, Refusal::AlreadyRevealed);
    let r = g.reveal(B, BLACK_ARMY, bn);
    assert_eq!(r.refusal, None);
    assert!(matches!(
        kinds(&r.events)[..],
        [EventKind::Revealed { .. }, EventKind::Started { variant: Variant::Maharajah, .. }]
    ));
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.state().start_fen().map(|f| f.starts_with("rnbpkbnr/ppp1m3/8/8/8/8/PPP1P3/RNBMKBNR w")), Some(true));
    g.advance(1_000);
    assert_eq!(g.clocks(), [59_000, 60_000], "White's clock runs from the start of play");
}

#[test]
fn a_wrong_reveal_is_refused_and_the_game_does_not_start() {
    let mut g = maharajah(SetupMode::CommitReveal);
    let wn = g.commit(W, WHITE_ARMY_SHIELDED);
    let _ = g.commit(B, BLACK_ARMY);
    let other = "4k3/8/8/8/8/8/PPPP4/RNBMKBNR";
    g.refused(W, Command::Reveal { army: army(other), nonce: wn }, Refusal::RevealMismatch);
    let mut flipped = wn;
    flipped.0[0] ^= 0x01;
    g.refused(W, Command::Reveal { army: army(WHITE_ARMY_SHIELDED), nonce: flipped }, Refusal::RevealMismatch);
    // One bit of the army: a pawn moved one square along the rank.
    g.refused(W, Command::Reveal { army: army("4k3/8/8/8/8/8/PP1PP3/RNBMKBNR"), nonce: wn }, Refusal::RevealMismatch);
    assert_eq!(g.phase(), Phase::Setup);
    assert!(g.reveal(W, WHITE_ARMY_SHIELDED, wn).refusal.is_none());
}

#[test]
fn a_commitment_replayed_from_an_earlier_game_is_refused() {
    // Game 1: White's commitment and reveal are seen by Black.
    let mut g1 = maharajah(SetupMode::CommitReveal);
    let nonce = g1.commit(W, WHITE_ARMY);
    let old = g1.state().setup().sides[0].commitment.unwrap();
    // Game 2 (another id): a peer replays White's old commitment and reveal.
    let mut c = config(Variant::Maharajah, Some((60_000, 0)));
    c.id = "match-2".into();
    let mut g2 = Game::seated(c);
    g2.ok(W, Command::Commit { commitment: old });
    let _ = g2.commit(B, BLACK_ARMY);
    g2.refused(W, Command::Reveal { army: army(WHITE_ARMY), nonce }, Refusal::RevealMismatch);
}

#[test]
fn an_army_invalid_on_its_own_is_refused_at_the_reveal() {
    let mut g = maharajah(SetupMode::CommitReveal);
    let bad = "4k3/8/8/8/8/8/8/RNBMKBNR"; // 35 points
    let wn = g.commit(W, bad);
    let _ = g.commit(B, BLACK_ARMY);
    let errors = army_errors(&army(bad), W);
    assert_eq!(errors, vec![StartError::BudgetNotSpent { color: W, spent: 35 }]);
    g.refused(W, Command::Reveal { army: army(bad), nonce: wn }, Refusal::InvalidArmy { errors });
    assert_eq!(g.phase(), Phase::Setup);
}

#[test]
fn armies_that_cannot_start_together_send_both_back_to_their_editors() {
    let mut g = maharajah(SetupMode::CommitReveal);
    let wn = g.commit(W, WHITE_ARMY);
    let bn = g.commit(B, BLACK_ARMY);
    g.reveal(W, WHITE_ARMY, wn);
    let r = g.reveal(B, BLACK_ARMY, bn);
    assert_eq!(r.events[1].kind, EventKind::SetupRejected { errors: vec![StartError::SideToMoveInCheck] });
    let s = g.state().setup();
    assert_eq!((s.round, s.sides[0].locked, s.sides[1].locked), (1, false, false));
    assert_eq!(g.state().for_seat(W).setup().sides[0].army, Some(army(WHITE_ARMY)), "own setup kept");
    assert_eq!(g.state().for_seat(W).setup().sides[1].army, None, "the new round hides the other army again");
    // A new round: White fills e2, both lock again, and the game starts.
    let wn = g.commit(W, WHITE_ARMY_SHIELDED);
    g.refused(B, Command::Reveal { army: army(BLACK_ARMY), nonce: bn }, Refusal::NotAllLocked);
    let bn2 = g.commit(B, BLACK_ARMY);
    // Last round's reveal does not open this round's commitment.
    g.refused(B, Command::Reveal { army: army(BLACK_ARMY), nonce: bn }, Refusal::RevealMismatch);
    assert_eq!(g.reveal(B, BLACK_ARMY, bn2).refusal, None);
    assert_eq!(g.reveal(W, WHITE_ARMY_SHIELDED, wn).refusal, None);
    assert_eq!(g.phase(), Phase::Playing);
}

#[test]
fn the_referee_never_shows_an_army_before_both_have_locked() {
    let mut g = maharajah(SetupMode::Referee);
    g.refused(W, Command::Commit { commitment: Commitment([1; 32]) }, Refusal::WrongSetupMode);
    let bad = "4k3/8/8/8/8/8/8/RNBMKBNR";
    g.refused(W, Command::LockArmy { army: army(bad) }, Refusal::InvalidArmy { errors: army_errors(&army(bad), W) });
    g.ok(W, Command::LockArmy { army: army(WHITE_ARMY_SHIELDED) });
    let black_view = seen_by(&g.m, B);
    assert!(!black_view.contains("RNBMKBNR"), "Black saw White's army: {black_view}");
    assert!(seen_by(&g.m, W).contains("RNBMKBNR"), "White sees its own locked army");
    let snap = serde_json::to_string(&g.m.snapshot_for(B)).unwrap();
    assert!(!snap.contains("RNBMKBNR"), "the snapshot leaks White's army: {snap}");
    g.ok(B, Command::LockArmy { army: army(BLACK_ARMY) });
    assert_eq!(g.phase(), Phase::Playing);
    assert!(seen_by(&g.m, B).contains("RNBMKBNR"), "the start position shows both armies");
}

#[test]
fn the_referee_rejects_a_combined_start_without_showing_the_armies() {
    let mut g = maharajah(SetupMode::Referee);
    g.ok(W, Command::LockArmy { army: army(WHITE_ARMY) });
    let e = g.ok(B, Command::LockArmy { army: army(BLACK_ARMY) });
    assert_eq!(e.last().unwrap().kind, EventKind::SetupRejected { errors: vec![StartError::SideToMoveInCheck] });
    assert!(!seen_by(&g.m, B).contains("RNBMKBNR"));
    assert!(!seen_by(&g.m, W).contains("ppp1m3"));
    g.ok(W, Command::LockArmy { army: army(WHITE_ARMY_SHIELDED) });
    g.ok(B, Command::LockArmy { army: army(BLACK_ARMY) });
    assert_eq!(g.phase(), Phase::Playing);
}

#[test]
fn a_replica_of_either_seat_rebuilds_the_same_state_from_events_as_from_a_snapshot() {
    for mode in [SetupMode::CommitReveal, SetupMode::Referee] {
        let mut g = maharajah(mode);
        let mut replicas =
            [MatchState::replica(g.state().config().clone(), W), MatchState::replica(g.state().config().clone(), B)];
        let lock = |g: &mut Game, seat, fen| match mode {
            SetupMode::CommitReveal => {
                let n = g.commit(seat, fen);
                Some(n)
            }
            SetupMode::Referee => {
                g.ok(seat, Command::LockArmy { army: army(fen) });
                None
            }
        };
        let wn = lock(&mut g, W, WHITE_ARMY);
        let bn = lock(&mut g, B, BLACK_ARMY);
        if let (Some(wn), Some(bn)) = (wn, bn) {
            g.reveal(W, WHITE_ARMY, wn);
            g.reveal(B, BLACK_ARMY, bn);
        }
        let wn = lock(&mut g, W, WHITE_ARMY_SHIELDED);
        let bn = lock(&mut g, B, BLACK_ARMY);
        if let (Some(wn), Some(bn)) = (wn, bn) {
            g.reveal(B, BLACK_ARMY, bn);
            g.reveal(W, WHITE_ARMY_SHIELDED, wn);
        }
        g.mv(W, "e2e3");
        for (seat, replica) in [W, B].into_iter().zip(replicas.iter_mut()) {
            for e in g.m.log() {
                replica.apply(&e.for_seat(seat)).unwrap_or_else(|r| panic!("{mode:?} {seat:?} v{}: {r}", e.version));
            }
            assert_eq!(*replica, g.m.snapshot_for(seat), "{mode:?} {seat:?}");
        }
    }
}

#[test]
fn a_replica_refuses_a_host_that_cheats() {
    let mut g = Game::chess(60_000, 0);
    g.mv(W, "e2e4");
    let mut replica = MatchState::replica(g.state().config().clone(), B);
    let log = g.m.log().to_vec();
    for e in &log[..log.len() - 1] {
        replica.apply(e).unwrap();
    }
    let mut forged = log.last().unwrap().clone();
    forged.kind = EventKind::Moved { uci: "e2e5".into(), san: "e5".into(), clocks: Some([60_000, 60_000]) };
    assert!(replica.apply(&forged).is_err(), "an illegal move from the host is refused");
    let before = replica.clone();
    let mut skipped = log.last().unwrap().clone();
    skipped.version += 1;
    assert!(replica.apply(&skipped).is_err(), "a gap is refused");
    assert_eq!(replica, before);
    replica.apply(log.last().unwrap()).unwrap();
}

#[test]
fn a_returning_seat_gets_exactly_what_it_missed_or_a_snapshot() {
    let mut g = Game::chess(600_000, 0);
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"];
    for (i, m) in moves.iter().enumerate() {
        g.mv(if i % 2 == 0 { W } else { B }, m);
    }
    let v = g.m.version();
    let CatchUp::Events(missed) = g.m.catch_up(B, v - 2) else { panic!("expected events") };
    assert_eq!(missed.iter().map(|e| e.version).collect::<Vec<_>>(), vec![v - 1, v]);
    assert_eq!(g.m.catch_up(W, v), CatchUp::Events(vec![]));
    assert!(matches!(g.m.catch_up(W, v + 5), CatchUp::Snapshot(_)), "ahead of the referee (a restart): snapshot");
    // Far behind: a snapshot that a replica can restore and continue from.
    for _ in 0..150 {
        g.input(Input::Disconnected(B));
        g.input(Input::Connected(B));
    }
    let CatchUp::Snapshot(snap) = g.m.catch_up(B, 1) else { panic!("expected a snapshot") };
    let text = serde_json::to_string(&snap).unwrap();
    let restored = serde_json::from_str::<MatchState>(&text).unwrap().restore().unwrap();
    assert_eq!(restored, g.m.snapshot_for(B));
    assert_eq!(restored.position().map(|p| p.fen()), g.state().position().map(|p| p.fen()));
}

#[test]
fn a_match_replays_from_its_event_log() {
    let mut g = maharajah(SetupMode::Referee);
    g.ok(W, Command::LockArmy { army: army(WHITE_ARMY_SHIELDED) });
    g.ok(B, Command::LockArmy { army: army(BLACK_ARMY) });
    g.mv(W, "e2e3");
    g.ok(B, Command::Pause);
    let again = Match::replay(g.state().config().clone(), g.m.log().to_vec()).unwrap();
    assert_eq!(again.state(), g.state());
    assert_eq!(again.next_deadline(), g.m.next_deadline());
    let _ = Nonce([0; 32]);
}
