//! Game flows through the app's command layer, without a window: the same
//! calls the Tauri commands make, on a fake clock.

use maharajah_app::error::AppError;
use maharajah_app::game::{EndReason, FakeTime, GameConfig, GameEvents, GameView, Opponent, TimeControl};
use maharajah_app::settings::MemoryStore;
use maharajah_app::state::AppState;
use rules::{Color, Kind, Variant};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Default)]
struct Recorder(Mutex<Vec<GameView>>);

impl GameEvents for Recorder {
    fn updated(&self, view: &GameView) {
        self.0.lock().unwrap().push(view.clone());
    }
}

fn app() -> (AppState, Arc<FakeTime>, Arc<Recorder>) {
    let time = Arc::new(FakeTime::default());
    let events = Arc::new(Recorder::default());
    (AppState::new(Box::new(MemoryStore::default()), time.clone(), events.clone()), time, events)
}

fn two_players(variant: Variant, fen: Option<&str>) -> GameConfig {
    GameConfig { variant, fen: fen.map(str::to_string), opponent: Opponent::Human, time: None }
}

fn wait_for_engine(state: &AppState) -> GameView {
    let deadline = Instant::now() + Duration::from_secs(30);
    while state.game.engine_thinking() {
        assert!(Instant::now() < deadline, "the engine never replied");
        std::thread::sleep(Duration::from_millis(20));
    }
    state.game.view().unwrap()
}

#[test]
fn new_game_lists_legal_moves_and_plays_them() {
    let (s, _, _) = app();
    let v = s.game.new_game(two_players(Variant::Chess, None)).unwrap();
    assert_eq!(v.board.legal.len(), 20);
    assert_eq!(v.board.files, 8);
    let v = s.game.play("e2e4").unwrap();
    assert_eq!(v.moves[0].san, "e4");
    assert_eq!(v.board.side_to_move, Color::Black);
    let v = s.game.play_san("Nf6").unwrap();
    assert_eq!(v.moves[1].uci, "g8f6");
    assert_eq!(s.game.play("e4e6").unwrap_err(), AppError::IllegalMove("e4e6".into()));
    assert_eq!(s.game.play_san("Qxf7").unwrap_err().kind(), "illegal-move");
}

#[test]
fn engine_replies_off_the_calling_thread_and_reports_the_move() {
    let (s, _, events) = app();
    let config = GameConfig {
        variant: Variant::Chess,
        fen: None,
        opponent: Opponent::Engine { level: 1, color: Color::Black },
        time: None,
    };
    s.game.new_game(config).unwrap();
    let v = s.game.play("e2e4").unwrap();
    assert!(v.engine_thinking, "the command returns while the engine thinks");
    assert_eq!(s.game.play("d2d4").unwrap_err(), AppError::NotYourTurn);
    let v = wait_for_engine(&s);
    assert_eq!(v.moves.len(), 2);
    assert_eq!(v.board.side_to_move, Color::White);
    assert_eq!(events.0.lock().unwrap().last().map(|e| e.moves.len()), Some(2));
    // Takeback undoes the engine's reply and the user's move.
    let v = s.game.take_back().unwrap();
    assert!(v.moves.is_empty());
    assert_eq!(s.game.take_back().unwrap_err(), AppError::NothingToTakeBack);
}

#[test]
fn engine_playing_white_moves_first_and_hint_is_legal() {
    let (s, _, _) = app();
    let config = GameConfig {
        variant: Variant::Maharajah,
        fen: None,
        opponent: Opponent::Engine { level: 2, color: Color::White },
        time: None,
    };
    let v = s.game.new_game(config).unwrap();
    assert_eq!(v.human_color, Some(Color::Black));
    let v = wait_for_engine(&s);
    assert_eq!(v.moves.len(), 1);
    let hint = s.game.hint().unwrap();
    assert!(v.board.legal.iter().any(|m| m.uci == hint.uci));
}

/// White classic (no compound piece), Black variant (has an Archbishop);
/// both have a pawn one step from promotion.
const MIXED: &str = "8/P7/7k/8/8/8/p7/4K1a1 w - - 0 1 b";

#[test]
fn promotion_offers_each_side_its_own_set() {
    let (s, _, _) = app();
    let v = s.game.new_game(two_players(Variant::Maharajah, Some(MIXED))).unwrap();
    assert!(!v.sides[0].variant_side && v.sides[1].variant_side);
    let kinds = |v: &GameView, from: &str| {
        let mut k: Vec<Kind> = v.board.legal.iter().filter(|m| m.from == from).filter_map(|m| m.promotion).collect();
        k.sort();
        k
    };
    assert_eq!(kinds(&v, "a7"), [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen]);
    assert!(s.game.play("a7a8m").is_err(), "a classic side cannot promote to a Maharajah");
    s.game.play("a7a8q").unwrap();
    let v = s.game.view().unwrap();
    assert_eq!(
        kinds(&v, "a2"),
        [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::Archbishop, Kind::Chancellor, Kind::Maharajah]
    );
    let v = s.game.play("a2a1m").unwrap();
    assert_eq!(v.moves.last().unwrap().san, "a1=M+");
}

#[test]
fn checkmate_ends_the_game_with_the_reason_in_words() {
    let (s, _, _) = app();
    s.game.new_game(two_players(Variant::Chess, None)).unwrap();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        s.game.play(m).unwrap();
    }
    let v = s.game.view().unwrap();
    let over = v.over.expect("mate");
    assert_eq!(over.reason, EndReason::Checkmate.id());
    assert_eq!(over.result, "0-1");
    assert_eq!(over.title, "Black wins");
    assert_eq!(over.message, "by checkmate");
    assert!(v.board.legal.is_empty());
    assert_eq!(v.board.check.as_deref(), Some("e1"));
    assert_eq!(s.game.play("a2a3").unwrap_err(), AppError::GameOver);
}

#[test]
fn resignation_and_agreement() {
    let (s, _, _) = app();
    s.game.new_game(two_players(Variant::Mirodol, None)).unwrap();
    let v = s.game.resign().unwrap();
    assert_eq!(v.over.unwrap().winner, Some(Color::Black), "White was to move and resigned");
    s.game.new_game(two_players(Variant::Mirodol, None)).unwrap();
    let v = s.game.agree_draw().unwrap();
    assert_eq!(v.over.unwrap().reason, EndReason::Agreement.id());
    assert_eq!(s.game.offer_draw().unwrap_err(), AppError::GameOver);
}

#[test]
fn fischer_clock_runs_adds_increment_and_flags() {
    let (s, time, events) = app();
    let mut config = two_players(Variant::Chess, None);
    config.time = Some(TimeControl { base_ms: 60_000, increment_ms: 2_000 });
    s.game.new_game(config).unwrap();
    time.advance(5_000);
    let v = s.game.play("e2e4").unwrap();
    let c = v.clock.unwrap();
    assert_eq!((c.white_ms, c.black_ms, c.running), (57_000, 60_000, Some(Color::Black)));
    time.advance(60_000);
    s.game.tick();
    let v = s.game.view().unwrap();
    let over = v.over.unwrap();
    assert_eq!((over.reason.as_str(), over.winner), (EndReason::Time.id(), Some(Color::White)));
    assert_eq!(events.0.lock().unwrap().len(), 1, "the flag fall is reported");
}

#[test]
fn typed_moves_take_lowercase_pieces_and_say_why_they_are_refused() {
    let (s, _, _) = app();
    s.game.new_game(two_players(Variant::Chess, None)).unwrap();
    let v = s.game.play_san("nf3").unwrap();
    assert_eq!(v.moves.last().map(|m| m.san.as_str()), Some("Nf3"), "a lowercase piece letter is read");
    s.game.play_san("b6").unwrap();
    assert_eq!(s.game.play_san("hello").unwrap_err().kind(), "unreadable-move");
    assert_eq!(s.game.play_san("Ke3").unwrap_err().kind(), "illegal-move");
    assert_eq!(s.game.view().unwrap().moves.len(), 2, "refused moves change nothing");
    s.game.new_game(two_players(Variant::Chess, Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"))).unwrap();
    let err = s.game.play_san("Nd2").unwrap_err();
    assert_eq!(err.kind(), "ambiguous-move");
    assert!(err.localized().contains("Nd2"), "{}", err.localized());
    s.game.play_san("Nbd2").unwrap();
    // A classic side's pawn may not become a Maharajah: the refusal names the promotions it may make.
    s.game.new_game(two_players(Variant::Maharajah, Some("8/P7/7k/8/8/8/p7/4K1a1 w - - 0 1 b"))).unwrap();
    let err = s.game.play_san("a8=M").unwrap_err();
    assert_eq!(err.kind(), "promotion-not-allowed");
    let said = err.localized();
    for choice in ["a8=Q", "a8=R", "a8=B", "a8=N"] {
        assert!(said.contains(choice), "{said}");
    }
    assert!(!said.contains("a8=A") && !said.contains("a8=C"), "{said}");
    s.game.play_san("a8=Q").unwrap();
    s.game.play_san("a1=M").unwrap();
    assert_eq!(s.game.view().unwrap().moves.len(), 2, "the variant side may");
}

#[test]
fn a_finished_game_cannot_be_taken_back_and_its_result_stands() {
    let (s, time, _) = app();
    let mut config = two_players(Variant::Chess, None);
    config.time = Some(TimeControl { base_ms: 1_000, increment_ms: 0 });
    s.game.new_game(config).unwrap();
    s.game.play("e2e4").unwrap();
    s.game.play("e7e5").unwrap();
    time.advance(2_000);
    s.game.tick();
    let v = s.game.view().unwrap();
    let over = v.over.clone().expect("White's flag fell");
    assert!(!v.can_take_back, "no take back offered once the game is over");
    assert_eq!(s.game.take_back().unwrap_err(), AppError::GameOver);
    let after = s.game.view().unwrap();
    assert_eq!(after.over.map(|o| (o.reason, o.result)), Some((over.reason, over.result)), "the result is final");
    assert_eq!(after.moves.len(), 2, "no move was taken back");
    assert_eq!(after.clock.map(|c| c.white_ms), Some(0), "the flag stays down");
}

#[test]
fn flag_fall_against_a_lone_king_is_a_draw() {
    let (s, time, _) = app();
    let mut config = two_players(Variant::Chess, Some("4k3/8/8/8/8/8/8/4K2Q w - - 0 1"));
    config.time = Some(TimeControl { base_ms: 1_000, increment_ms: 0 });
    s.game.new_game(config).unwrap();
    s.game.play("h1h2").unwrap();
    time.advance(2_000);
    let v = s.game.view().unwrap();
    assert_eq!(v.over.unwrap().reason, EndReason::Time.id(), "White's queen can mate: Black loses");
    let mut config = two_players(Variant::Chess, Some("4k3/8/8/8/8/8/8/4K2Q b - - 0 1"));
    config.time = Some(TimeControl { base_ms: 1_000, increment_ms: 0 });
    s.game.new_game(config).unwrap();
    s.game.play("e8d8").unwrap();
    time.advance(2_000);
    let over = s.game.view().unwrap().over.unwrap();
    assert_eq!((over.reason.as_str(), over.winner), (EndReason::TimeVsInsufficientMaterial.id(), None));
}

#[test]
fn custom_setup_errors_by_kind_and_a_valid_start() {
    let (s, _, _) = app();
    {
        let mut e = s.setup();
        e.clear(Color::White);
        e.place("d1", Color::White, Kind::Maharajah).unwrap();
        e.place("c1", Color::White, Kind::Maharajah).unwrap();
        e.place("b1", Color::White, Kind::Chancellor).unwrap();
        let err = e.place("f1", Color::White, Kind::Maharajah).unwrap_err();
        assert!(matches!(&err, AppError::Placement(id, msg) if id == "over-budget" && msg.contains("13")));
        let err = e.place("d5", Color::White, Kind::Pawn).unwrap_err();
        assert!(matches!(&err, AppError::Placement(id, _) if id == "outside-half"));
        let v = e.view();
        let ids: Vec<&str> = v.reasons.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["budget-not-spent"]);
        assert_eq!(v.sides[0].left, 5);
        assert_eq!(v.sides[0].left_text, "5 points left");
        assert!(v.sides[0].variant_side);
        assert_eq!(e.start().unwrap_err().kind(), "invalid-setup");
        e.preset("court", Color::White).unwrap();
        assert!(e.view().valid);
    }
    let (variant, fen) = s.setup().start().unwrap();
    assert_eq!(variant, Variant::Maharajah);
    let v = s.game.new_game(GameConfig { variant, fen: Some(fen), opponent: Opponent::Human, time: None }).unwrap();
    assert!(v.sides[0].variant_side && !v.sides[1].variant_side);
}

#[test]
fn errors_reach_the_ui_as_kind_and_message() {
    let (s, _, _) = app();
    let err = s.game.view().unwrap_err();
    let json = serde_json::to_value(&err).unwrap();
    assert_eq!(json["kind"], "no-game");
    assert_eq!(json["message"], "There is no game in progress.");
    let err = s.game.new_game(two_players(Variant::Chess, Some("not a fen"))).unwrap_err();
    assert_eq!(err.kind(), "fen-rank-count");
}

#[test]
fn a_refused_fen_or_move_keeps_the_rules_core_kind_and_names_the_particulars() {
    let (s, _, _) = app();
    let refused = |fen: &str| {
        let err = s.game.new_game(two_players(Variant::Chess, Some(fen))).unwrap_err();
        serde_json::to_value(&err).unwrap()
    };
    let two_kings = refused("4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
    assert_eq!(two_kings["kind"], "fen-king-count");
    let text = two_kings["message"].as_str().unwrap();
    assert!(text.contains("White") && text.contains('2'), "{text}");
    let wide = refused("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(wide["kind"], "fen-rank-width");
    assert!(wide["message"].as_str().unwrap().contains("rank 7 describes 9 squares instead of 8"), "{wide}");
    let count = refused("4k3/8/8/8/8/8/8/4K3 w - - x 1");
    assert_eq!(count["kind"], "fen-bad-number");
    assert!(count["message"].as_str().unwrap().contains("the halfmove clock must be a number"), "{count}");
    let piece = refused("4k3/8/8/8/8/8/8/3MK3 w - - 0 1");
    assert_eq!(piece["kind"], "fen-bad-piece");
    assert!(
        piece["message"].as_str().unwrap().contains("\u{201c}M\u{201d} on rank 1 is not a piece of Chess"),
        "{piece}"
    );
    // Nothing was started by the refusals.
    assert_eq!(s.game.view().unwrap_err().kind(), "no-game");

    s.game.new_game(two_players(Variant::Chess, None)).unwrap();
    assert_eq!(s.game.play("e2e9").unwrap_err().kind(), "unreadable-move");
    assert_eq!(s.game.play("e2e5").unwrap_err().kind(), "illegal-move");
    assert_eq!(s.game.view().unwrap().moves.len(), 0, "a refused move changes nothing");
}
