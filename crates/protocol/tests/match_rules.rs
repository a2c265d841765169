//! One test per rule of SPEC §11 (and each edge), on fake time.

mod common;

use common::*;
use protocol::{
    AbortReason, Command, EndReason, Ending, EventKind, GameResult, Input, Match, Pause, PauseCause, Phase, Refusal,
    PAUSE_MS,
};
use rules::Variant;

fn ending(g: &Game) -> Ending {
    g.state().ending().expect("the game is over")
}

#[test]
fn both_seated_starts_play_and_whites_clock_runs_from_the_start() {
    let mut g = Game::new(config(Variant::Chess, Some((60_000, 1_000))));
    let r = g.input(Input::Connected(W));
    assert!(matches!(kinds(&r.events)[..], [EventKind::Joined { .. }]));
    assert_eq!(g.phase(), Phase::Waiting);
    g.now = 5_000;
    let r = g.input(Input::Connected(B));
    assert!(matches!(kinds(&r.events)[..], [EventKind::Joined { .. }, EventKind::Started { .. }]));
    assert_eq!(g.phase(), Phase::Playing);
    g.advance(3_000);
    assert_eq!(g.clocks(), [57_000, 60_000], "White's clock runs from the start of play, not from the first join");
}

#[test]
fn fischer_increment_and_each_side_runs_on_its_own_turn() {
    let mut g = Game::chess(60_000, 2_000);
    g.advance(10_000);
    let e = g.mv(W, "e2e4");
    assert!(matches!(&e[0].kind, EventKind::Moved { san, clocks: Some([52_000, 60_000]), .. } if san == "e4"));
    g.advance(5_000);
    assert_eq!(g.clocks(), [52_000, 55_000]);
    g.mv(B, "e7e5");
    assert_eq!(g.clocks(), [52_000, 57_000]);
}

#[test]
fn the_flag_falls_by_time_at_its_deadline_however_late_the_tick() {
    let mut g = Game::chess(10_000, 0);
    g.mv(W, "e2e4");
    g.mv(B, "e7e5");
    assert_eq!(g.m.next_deadline(), Some(10_000), "White's flag falls at 10 s");
    g.advance(9_999);
    assert_eq!(g.phase(), Phase::Playing);
    g.now = 12_345;
    let r = g.input(Input::Tick);
    let ended = &r.events[0];
    assert_eq!(ended.at, 10_000, "the end is dated at the flag fall, not at the late tick");
    assert_eq!(
        ended.kind,
        EventKind::Ended {
            ending: Ending::Result(GameResult { winner: Some(B), reason: EndReason::Time }),
            clocks: Some([0, 10_000])
        }
    );
    assert_eq!(g.m.next_deadline(), None);
}

#[test]
fn a_move_after_the_deadline_is_refused_because_the_flag_fell_first() {
    let mut g = Game::chess(10_000, 0);
    g.mv(W, "e2e4");
    g.mv(B, "e7e5");
    g.now = 10_500;
    let r = g.cmd(W, Command::Move { uci: "g1f3".into() });
    assert_eq!(r.refusal, Some(Refusal::GameOver));
    assert!(matches!(r.events[0].kind, EventKind::Ended { .. }));
}

#[test]
fn a_flag_with_the_opponent_lacking_mating_material_is_a_draw() {
    let mut c = config(Variant::Chess, Some((10_000, 0)));
    c.start_fen = Some("4k3/8/8/8/8/8/8/4K2Q w - - 0 1".into());
    let mut g = Game::seated(c.clone());
    g.mv(W, "h1h2");
    g.mv(B, "e8d7");
    g.advance(10_000);
    assert_eq!(
        ending(&g),
        Ending::Result(GameResult { winner: None, reason: EndReason::TimeVsInsufficientMaterial }),
        "White flagged; Black's lone king cannot mate"
    );
    // The other way round, the side with the queen wins on Black's flag.
    let mut g = Game::seated(c);
    g.mv(W, "h1h2");
    g.mv(B, "e8d7");
    g.mv(W, "h2h3");
    g.advance(10_000);
    assert_eq!(ending(&g), Ending::Result(GameResult { winner: Some(W), reason: EndReason::Time }));
}

#[test]
fn a_flag_before_whites_first_move_aborts() {
    let mut g = Game::chess(10_000, 0);
    g.advance(10_000);
    assert_eq!(ending(&g), Ending::Aborted(AbortReason::NoFirstMove { color: W }));
    assert_eq!(ending(&g).result_string(), "*");
}

#[test]
fn a_flag_before_blacks_first_move_aborts() {
    let mut g = Game::chess(10_000, 5_000);
    g.mv(W, "e2e4");
    g.advance(10_000);
    assert_eq!(ending(&g), Ending::Aborted(AbortReason::NoFirstMove { color: B }));
}

#[test]
fn a_pause_during_the_opponents_turn_freezes_both_clocks_and_takes_no_move() {
    let mut g = Game::chess(60_000, 0);
    g.advance(1_000);
    let e = g.ok(B, Command::Pause);
    assert_eq!(
        e[0].kind,
        EventKind::Paused {
            pause: Pause { by: B, cause: PauseCause::Requested, ends_at: 1_000 + PAUSE_MS },
            clocks: [59_000, 60_000]
        }
    );
    g.advance(30_000);
    assert_eq!(g.clocks(), [59_000, 60_000], "both clocks frozen");
    g.refused(W, Command::Move { uci: "e2e4".into() }, Refusal::Paused);
    g.refused(B, Command::Move { uci: "e7e5".into() }, Refusal::NotYourTurn);
}

#[test]
fn the_pauser_resumes_early_and_only_the_pauser() {
    let mut g = Game::chess(60_000, 0);
    g.ok(W, Command::Pause);
    g.advance(5_000);
    g.refused(B, Command::Resume, Refusal::NotYourPause);
    g.ok(W, Command::Resume);
    assert_eq!(g.state().pause(), None);
    g.advance(1_000);
    assert_eq!(g.clocks(), [59_000, 60_000]);
    g.mv(W, "e2e4");
}

#[test]
fn a_pause_expires_at_exactly_60_seconds() {
    let mut g = Game::chess(60_000, 0);
    g.advance(2_000);
    g.ok(W, Command::Pause);
    assert_eq!(g.m.next_deadline(), Some(62_000));
    assert!(g.advance(PAUSE_MS - 1).events.is_empty());
    assert!(g.state().pause().is_some());
    g.now = 62_000 + 700;
    let r = g.input(Input::Tick);
    assert_eq!((r.events[0].at, &r.events[0].kind), (62_000, &EventKind::Resumed));
    assert_eq!(g.clocks(), [57_300, 60_000], "the clock runs again from the pause's end, not from the late tick");
}

#[test]
fn a_second_pause_is_refused() {
    let mut g = Game::chess(60_000, 0);
    g.ok(W, Command::Pause);
    g.refused(W, Command::Pause, Refusal::AlreadyPaused);
    g.refused(B, Command::Pause, Refusal::AlreadyPaused);
    g.ok(W, Command::Resume);
    g.refused(W, Command::Pause, Refusal::PauseSpent);
    g.ok(B, Command::Pause);
    g.ok(B, Command::Resume);
    g.refused(B, Command::Pause, Refusal::PauseSpent);
}

#[test]
fn an_untimed_game_has_no_pause() {
    let mut g = Game::seated(config(Variant::Chess, None));
    g.refused(W, Command::Pause, Refusal::NoClock);
    g.input(Input::Disconnected(W));
    assert_eq!(g.state().pause(), None);
    assert_eq!(g.m.next_deadline(), None);
}

#[test]
fn disconnecting_on_ones_own_turn_with_the_pause_unused_pauses_for_you() {
    let mut g = Game::chess(60_000, 0);
    g.advance(4_000);
    let r = g.input(Input::Disconnected(W));
    assert!(matches!(
        kinds(&r.events)[..],
        [
            EventKind::Disconnected { .. },
            EventKind::Paused { pause: Pause { by: W, cause: PauseCause::Disconnected, .. }, .. }
        ]
    ));
    assert_eq!(g.state().pause_used(), [true, false], "the shield is the one pause");
    g.advance(20_000);
    assert_eq!(g.clocks(), [56_000, 60_000]);
    // Back within the minute: the pause lifts at once.
    let r = g.input(Input::Connected(W));
    assert!(matches!(kinds(&r.events)[..], [EventKind::Connected { .. }, EventKind::Resumed]));
    g.advance(1_000);
    assert_eq!(g.clocks(), [55_000, 60_000]);
    g.refused(W, Command::Pause, Refusal::PauseSpent);
}

#[test]
fn the_shield_ends_at_60_seconds_and_then_the_absent_clock_runs_to_the_flag() {
    let mut g = Game::chess(30_000, 0);
    g.mv(W, "e2e4");
    g.mv(B, "e7e5");
    g.input(Input::Disconnected(W));
    g.advance(PAUSE_MS);
    assert_eq!(g.state().pause(), None, "resumed by itself at 60 s");
    g.advance(29_999);
    assert_eq!(g.phase(), Phase::Playing);
    g.advance(1);
    assert_eq!(ending(&g), Ending::Result(GameResult { winner: Some(B), reason: EndReason::Time }));
}

#[test]
fn disconnecting_with_the_pause_spent_lets_the_clock_run_to_the_flag() {
    let mut g = Game::chess(20_000, 0);
    g.mv(W, "e2e4");
    g.mv(B, "e7e5");
    g.ok(W, Command::Pause);
    g.ok(W, Command::Resume);
    let r = g.input(Input::Disconnected(W));
    assert!(matches!(kinds(&r.events)[..], [EventKind::Disconnected { .. }]), "no second pause");
    g.advance(20_000);
    assert_eq!(ending(&g), Ending::Result(GameResult { winner: Some(B), reason: EndReason::Time }));
}

#[test]
fn disconnecting_during_the_opponents_turn_changes_nothing_until_ones_turn() {
    let mut g = Game::chess(60_000, 0);
    g.mv(W, "e2e4");
    let r = g.input(Input::Disconnected(W));
    assert!(matches!(kinds(&r.events)[..], [EventKind::Disconnected { .. }]));
    assert_eq!(g.state().pause(), None);
    g.advance(3_000);
    assert_eq!(g.clocks(), [60_000, 57_000], "Black's clock runs as before");
    // When the turn comes back to the absent player, its clock would run: the shield pauses.
    let e = g.mv(B, "e7e5");
    assert!(matches!(
        e.last().map(|e| &e.kind),
        Some(EventKind::Paused { pause: Pause { by: W, cause: PauseCause::Disconnected, .. }, .. })
    ));
}

#[test]
fn a_reconnect_during_someone_elses_pause_does_not_lift_it() {
    let mut g = Game::chess(60_000, 0);
    g.ok(B, Command::Pause);
    g.input(Input::Disconnected(W));
    g.input(Input::Connected(W));
    assert_eq!(g.state().pause().map(|p| p.by), Some(B));
}

#[test]
fn a_draw_offer_stands_until_the_opponent_moves() {
    let mut g = Game::chess(60_000, 0);
    g.ok(W, Command::OfferDraw);
    g.refused(W, Command::OfferDraw, Refusal::DrawAlreadyOffered);
    g.mv(W, "e2e4");
    assert_eq!(g.state().draw_offer(), Some(W), "the offerer's own move does not withdraw it");
    g.mv(B, "e7e5");
    assert_eq!(g.state().draw_offer(), None, "the opponent's move lets it lapse");
    g.refused(B, Command::AcceptDraw, Refusal::NoDrawOffer);
}

#[test]
fn a_draw_offer_is_accepted_or_declined() {
    let mut g = Game::chess(60_000, 0);
    g.ok(B, Command::OfferDraw);
    g.ok(W, Command::DeclineDraw);
    assert_eq!(g.state().draw_offer(), None);
    g.refused(B, Command::OfferDraw, Refusal::DrawAlreadyOffered);
    g.mv(W, "e2e4");
    g.ok(B, Command::OfferDraw);
    g.ok(W, Command::AcceptDraw);
    assert_eq!(ending(&g), Ending::Result(GameResult { winner: None, reason: EndReason::Agreement }));
}

#[test]
fn offering_a_draw_against_a_standing_offer_accepts_it() {
    let mut g = Game::chess(60_000, 0);
    g.ok(W, Command::OfferDraw);
    g.ok(B, Command::OfferDraw);
    assert_eq!(ending(&g).id(), "agreement");
}

#[test]
fn a_takeback_accepted_restores_the_position_and_the_clocks() {
    let mut g = Game::chess(60_000, 1_000);
    g.advance(2_000);
    g.mv(W, "e2e4");
    g.advance(3_000);
    g.mv(B, "e7e5");
    let before_reply = g.state().moves()[0].clocks;
    g.advance(4_000);
    g.ok(B, Command::RequestTakeback);
    g.refused(B, Command::RequestTakeback, Refusal::TakebackPending);
    let e = g.ok(W, Command::AcceptTakeback);
    assert_eq!(e[0].kind, EventKind::TakenBack { plies: 1, clocks: before_reply });
    assert_eq!(g.state().moves().len(), 1);
    assert_eq!(g.state().side_to_move(), Some(B));
    assert_eq!(g.clocks(), [59_000, 60_000]);
    g.mv(B, "c7c5");
}

#[test]
fn a_takeback_on_ones_own_turn_takes_two_plies_and_can_be_declined() {
    let mut g = Game::chess(60_000, 0);
    g.refused(W, Command::RequestTakeback, Refusal::NothingToTakeBack);
    g.mv(W, "e2e4");
    g.mv(B, "e7e5");
    g.ok(W, Command::RequestTakeback);
    g.ok(B, Command::DeclineTakeback);
    assert_eq!(g.state().moves().len(), 2);
    g.refused(B, Command::AcceptTakeback, Refusal::NoTakebackRequest);
    g.ok(W, Command::RequestTakeback);
    g.ok(B, Command::AcceptTakeback);
    assert_eq!(g.state().moves().len(), 0);
    assert_eq!(g.clocks(), [60_000, 60_000]);
}

#[test]
fn a_move_lets_a_pending_takeback_request_lapse() {
    let mut g = Game::chess(60_000, 0);
    g.mv(W, "e2e4");
    g.ok(W, Command::RequestTakeback);
    g.mv(B, "e7e5");
    assert_eq!(g.state().takeback(), None);
}

#[test]
fn takebacks_can_be_off() {
    let mut c = config(Variant::Chess, Some((60_000, 0)));
    c.takebacks = false;
    let mut g = Game::seated(c);
    g.mv(W, "e2e4");
    g.refused(W, Command::RequestTakeback, Refusal::TakebacksOff);
}

#[test]
fn resignation_and_abort() {
    let mut g = Game::chess(60_000, 0);
    g.ok(B, Command::Abort);
    assert_eq!(ending(&g), Ending::Aborted(AbortReason::Aborted { color: B }));

    let mut g = Game::chess(60_000, 0);
    g.mv(W, "e2e4");
    g.refused(W, Command::Abort, Refusal::CannotAbort);
    g.ok(W, Command::Resign);
    assert_eq!(ending(&g), Ending::Result(GameResult { winner: Some(B), reason: EndReason::Resignation }));
    g.refused(B, Command::Resign, Refusal::GameOver);
    g.refused(B, Command::Move { uci: "e7e5".into() }, Refusal::GameOver);
}

#[test]
fn illegal_and_out_of_turn_moves_are_refused_with_the_reason() {
    let mut g = Game::chess(60_000, 0);
    g.refused(B, Command::Move { uci: "e7e5".into() }, Refusal::NotYourTurn);
    g.refused(W, Command::Move { uci: "e2e5".into() }, Refusal::IllegalMove { uci: "e2e5".into(), malformed: false });
    g.refused(W, Command::Move { uci: "hello".into() }, Refusal::IllegalMove { uci: "hello".into(), malformed: true });
    g.refused(
        W,
        Command::Move { uci: "x".repeat(10_000) },
        Refusal::IllegalMove { uci: "x".repeat(16), malformed: true },
    );
}

#[test]
fn commands_before_the_start_are_refused() {
    let mut g = Game::new(config(Variant::Chess, Some((60_000, 0))));
    g.input(Input::Connected(W));
    g.refused(W, Command::Move { uci: "e2e4".into() }, Refusal::NotStarted);
    g.refused(W, Command::Pause, Refusal::NotStarted);
    g.refused(W, Command::OfferRematch, Refusal::NotOver);
    g.ok(W, Command::Abort);
}

#[test]
fn checkmate_ends_the_game_with_the_move() {
    let mut g = Game::chess(60_000, 0);
    for (seat, m) in [(W, "f2f3"), (B, "e7e5"), (W, "g2g4")] {
        g.mv(seat, m);
    }
    let e = g.mv(B, "d8h4");
    assert!(matches!(&e[0].kind, EventKind::Moved { san, .. } if san == "Qh4#"));
    assert_eq!(ending(&g), Ending::Result(GameResult { winner: Some(B), reason: EndReason::Checkmate }));
    assert_eq!(g.state().clock().and_then(|c| c.running()), None, "clocks stop at the end");
}

#[test]
fn a_rematch_needs_both_and_starts_a_fresh_match() {
    let mut g = Game::chess(60_000, 0);
    g.ok(W, Command::Resign);
    assert!(g.m.rematch("match-2".into()).is_err());
    g.ok(B, Command::OfferRematch);
    g.refused(B, Command::OfferRematch, Refusal::RematchAlreadyOffered);
    g.ok(W, Command::OfferRematch);
    let next: Match = g.m.rematch("match-2".into()).unwrap();
    assert_eq!(next.state().config().id, "match-2");
    assert_eq!(next.state().phase(), Phase::Waiting);
    assert_eq!(next.version(), 0);
}

#[test]
fn versions_increase_by_one_and_time_never_goes_back() {
    let mut g = Game::chess(60_000, 0);
    g.now = 5_000;
    g.mv(W, "e2e4");
    g.now = 1_000;
    let e = g.mv(B, "e7e5");
    assert_eq!(e[0].at, 5_000, "an input dated earlier is taken as now");
    let versions: Vec<u64> = g.m.log().iter().map(|e| e.version).collect();
    assert_eq!(versions, (1..=versions.len() as u64).collect::<Vec<_>>());
}

#[test]
fn a_finished_match_is_pgn_with_clocks_and_the_reason() {
    let mut g = Game::chess(300_000, 2_000);
    g.advance(5_000);
    g.mv(W, "e2e4");
    g.advance(61_000);
    g.mv(B, "e7e5");
    g.ok(W, Command::Resign);
    let pgn = g.state().to_pgn(&[("Event", "LAN game"), ("White", "Ann"), ("Black", "Bo")]).unwrap();
    assert!(pgn.contains("[White \"Ann\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"300+2\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    assert!(pgn.contains("[Reason \"resignation\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 {[%clk 0:04:57]} 1... e5 {[%clk 0:04:01]}"), "{pgn}");
    let read = rules::read_game(&pgn).unwrap();
    assert_eq!(read.moves.len(), 2);
    assert_eq!(read.moves[0].comment_after.as_deref(), Some("[%clk 0:04:57]"));
}

#[test]
fn network_lag_is_credited_up_to_its_bound() {
    let mut g = Game::chess(60_000, 0);
    g.now = 2_000;
    let r = g.m.input_lagged(Input::Command(W, Command::Move { uci: "e2e4".into() }), g.now, 400);
    assert!(matches!(&r.events[0].kind, EventKind::Moved { clocks: Some([58_400, 60_000]), .. }));
    g.now = 7_000;
    let r = g.m.input_lagged(Input::Command(B, Command::Move { uci: "e7e5".into() }), g.now, 60_000);
    assert!(
        matches!(&r.events[0].kind, EventKind::Moved { clocks: Some([58_400, 56_000]), .. }),
        "at most {} ms credited",
        protocol::MAX_LAG_CREDIT_MS
    );
}
