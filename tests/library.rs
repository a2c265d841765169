//! The library through the app's service layer, against a real SQLite file
//! in a temporary folder: autosave and resume (clocks included) across a
//! "restart", the saved-games list and its filters, PGN import with broken
//! games, export, setups and setup codes, settings, and the review.

use maharajah_app::error::AppError;
use maharajah_app::game::{FakeTime, GameConfig, GameEvents, GameView, Opponent, TimeControl};
use maharajah_app::library::{Library, Notify, StoreSettings, AUTOSAVE};
use maharajah_app::review::{Reviewer, ANALYSIS_DONE, ANALYSIS_PROGRESS};
use maharajah_app::settings::{Settings, SettingsStore};
use maharajah_app::state::AppState;
use rules::{Color, Variant};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use store::{GameFilter, GameResult, SetupSide};

#[derive(Default)]
struct Quiet;
impl GameEvents for Quiet {
    fn updated(&self, _view: &GameView) {}
}

/// Records every event the library sends.
#[derive(Default)]
struct Events(Mutex<Vec<(String, serde_json::Value)>>);
impl Notify for Events {
    fn emit(&self, event: &str, payload: serde_json::Value) {
        self.0.lock().unwrap().push((event.to_string(), payload));
    }
}
impl Events {
    fn named(&self, name: &str) -> Vec<serde_json::Value> {
        self.0.lock().unwrap().iter().filter(|(n, _)| n == name).map(|(_, p)| p.clone()).collect()
    }
}

/// The app as it starts: the library in `dir`, settings in it, a fake clock.
fn start(dir: &Path, events: Arc<Events>) -> (AppState, Arc<FakeTime>) {
    let library = Arc::new(Library::open_in(Some(dir), events));
    let settings = Box::new(StoreSettings::new(library.clone(), None));
    let time = Arc::new(FakeTime::default());
    (AppState::with_library(library, settings, time.clone(), Arc::new(Quiet)), time)
}

fn two_players(time: Option<TimeControl>) -> GameConfig {
    GameConfig { variant: Variant::Chess, fen: None, opponent: Opponent::Human, time }
}

#[test]
fn every_move_is_saved_and_a_restart_resumes_the_game_with_its_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TimeControl { base_ms: 300_000, increment_ms: 2_000 };
    {
        let (app, time) = start(dir.path(), Arc::default());
        app.game.new_game(two_players(Some(clock))).unwrap();
        assert!(app.library.resume_offer(None).unwrap().is_none(), "nothing saved before the first move");
        time.advance(10_000);
        app.game.play("e2e4").unwrap();
        time.advance(4_000);
        app.game.play("e7e5").unwrap();
        time.advance(7_000);
        app.game.play("g1f3").unwrap();
        // Takeback is saved too.
        app.game.take_back().unwrap();
        time.advance(1_000);
        app.game.play("b1c3").unwrap();
        // The game being played is not offered for resume while it is live.
        assert!(app.library.resume_offer(app.game.live_id()).unwrap().is_none());
        // The "crash": the state is dropped without finishing anything.
    }
    let (app, time) = start(dir.path(), Arc::default());
    let offer = app.library.resume_offer(app.game.live_id()).unwrap().expect("the unfinished game is offered");
    assert_eq!(offer.plies, 3);
    assert_eq!(offer.variant, Variant::Chess);
    let saved = offer.clock.expect("timed game");
    // White: 300 − 10 + 2 (e4), Nf3 taken back, then − 1 + 2 (Nc3); Black: 300 − 4 + 2 (e5).
    assert_eq!(saved.black_ms, 298_000);
    assert_eq!(saved.white_ms, 300_000 - 10_000 + 2_000 - 1_000 + 2_000);
    assert_eq!(saved.running, Some(Color::Black));
    time.advance(60_000); // the app was closed meanwhile: nobody is charged
    let v = app.library.resume(&app.game, offer.id).unwrap();
    assert_eq!(v.moves.iter().map(|m| m.uci.as_str()).collect::<Vec<_>>(), ["e2e4", "e7e5", "b1c3"]);
    let c = v.clock.expect("clocks restored");
    assert_eq!((c.white_ms, c.black_ms, c.running), (saved.white_ms, saved.black_ms, Some(Color::Black)));
    // Black's clock runs again from the resume, and the game goes on in the same record.
    time.advance(3_000);
    app.game.play("g8f6").unwrap();
    let record = app.library.game(offer.id).unwrap();
    assert_eq!(record.moves.len(), 4);
    assert_eq!(record.move_clocks[3], [saved.white_ms, saved.black_ms - 3_000 + 2_000]);
    app.game.resign().unwrap();
    let record = app.library.game(offer.id).unwrap();
    assert!(!record.in_progress);
    assert_eq!(record.result, GameResult::BlackWins, "White (to move) resigned");
    assert_eq!(record.reason.as_deref(), Some("resignation"));
    assert!(app.library.resume_offer(None).unwrap().is_none(), "a finished game is not offered");
    assert_eq!(app.library.list(&GameFilter::default()).unwrap().total, 1, "one game, one record");
}

#[test]
fn a_failed_save_is_told_once_and_the_next_save_writes_what_it_missed() {
    let dir = tempfile::tempdir().unwrap();
    let events = Arc::new(Events::default());
    let (app, _) = start(dir.path(), events.clone());
    app.game.new_game(two_players(None)).unwrap();
    app.game.play("e2e4").unwrap();
    // Another process holds the file: the store waits its busy timeout, then fails.
    let other = rusqlite::Connection::open(dir.path().join(maharajah_app::library::DB_FILE)).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE").unwrap();
    app.game.play("e7e5").unwrap();
    let told = events.named(AUTOSAVE);
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!((told[0]["ok"].as_bool(), told[0]["kind"].as_str()), (Some(false), Some("busy")));
    assert!(told[0]["message"].as_str().unwrap().contains("could not be saved"), "{told:?}");
    other.execute_batch("ROLLBACK").unwrap();
    app.game.play("g1f3").unwrap();
    let told = events.named(AUTOSAVE);
    assert_eq!(told.len(), 2, "told again only when saving works: {told:?}");
    assert_eq!((told[1]["ok"].as_bool(), told[1]["kind"].as_str()), (Some(true), Some("saved")));
    let id = app.library.list(&GameFilter::default()).unwrap().games[0].summary.id;
    let saved = app.library.game(id).unwrap();
    assert_eq!(saved.moves.len(), 3, "the move whose save failed is written with the next one");
}

#[test]
fn declining_a_resume_abandons_the_game_and_a_new_game_abandons_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (app, _) = start(dir.path(), Arc::default());
        app.game.new_game(two_players(None)).unwrap();
        app.game.play("d2d4").unwrap();
        // Starting another game leaves the first one abandoned, not resumable.
        app.game.new_game(two_players(None)).unwrap();
        app.game.play("c2c4").unwrap();
    }
    let (app, _) = start(dir.path(), Arc::default());
    let offer = app.library.resume_offer(None).unwrap().unwrap();
    assert_eq!(offer.plies, 1);
    app.library.abandon(offer.id).unwrap();
    assert!(app.library.resume_offer(None).unwrap().is_none());
    let page = app.library.list(&GameFilter::default()).unwrap();
    assert_eq!(page.total, 2);
    for row in &page.games {
        assert_eq!(row.summary.result, GameResult::Unfinished);
        assert_eq!(row.summary.reason.as_deref(), Some("abandoned"));
        assert!(!row.summary.in_progress);
        assert_eq!(row.reason_text.as_deref(), Some("abandoned"));
    }
}

#[test]
fn engine_games_resume_against_the_engine_and_checkmate_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _) = start(dir.path(), Arc::default());
    let config = GameConfig {
        variant: Variant::Chess,
        fen: None,
        opponent: Opponent::Engine { level: 2, color: Color::White },
        time: None,
    };
    app.game.new_game(config).unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while app.game.engine_thinking() {
        assert!(std::time::Instant::now() < deadline);
        std::thread::sleep(Duration::from_millis(20));
    }
    // The engine's own move is saved.
    let offer = app.library.resume_offer(None).unwrap().unwrap();
    assert_eq!(offer.plies, 1);
    assert_eq!(offer.white, "Engine · level 2");
    assert_eq!(offer.black, "You");
    drop(app);
    let (app, _) = start(dir.path(), Arc::default());
    let v = app.library.resume(&app.game, offer.id).unwrap();
    assert_eq!(v.human_color, Some(Color::Black));
    assert_eq!(v.level, Some(2));

    // Fool's mate between two players: finished with its reason.
    app.game.new_game(two_players(None)).unwrap();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        app.game.play(m).unwrap();
    }
    let page = app.library.list(&GameFilter { result: Some(GameResult::BlackWins), ..GameFilter::default() }).unwrap();
    assert_eq!(page.total, 1);
    assert_eq!(page.games[0].summary.reason.as_deref(), Some("checkmate"));
    assert_eq!(page.games[0].summary.ply_count, 4);

    // Exported, the players are named as the app shows them, the engine with its level.
    let pgn = app.library.game_pgn(offer.id).unwrap();
    for tag in [r#"[White "Maharajah engine level 2"]"#, r#"[Black "You"]"#, r#"[WhiteType "program"]"#] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert!(!pgn.contains("BlackType"), "{pgn}");
    let pgn = app.library.game_pgn(page.games[0].summary.id).unwrap();
    assert!(pgn.contains(r#"[White "?"]"#) && pgn.contains(r#"[Black "?"]"#), "unnamed players of two: {pgn}");
}

#[test]
fn the_list_pages_and_filters_and_labels_players() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _) = start(dir.path(), Arc::default());
    let pgn = store::sample::random_pgn(120, 7);
    let file = dir.path().join("many.pgn");
    std::fs::write(&file, &pgn).unwrap();
    app.library.start_import(file).unwrap();
    let status = app.library.wait_import(Duration::from_secs(120));
    assert_eq!(status.imported, 120, "{status:?}");
    let all = app.library.list(&GameFilter { limit: Some(50), ..GameFilter::default() }).unwrap();
    assert_eq!((all.total, all.games.len()), (120, 50));
    let last = app.library.list(&GameFilter { limit: Some(50), offset: 100, ..GameFilter::default() }).unwrap();
    assert_eq!(last.games.len(), 20);
    for variant in Variant::ALL {
        let f = GameFilter { variant: Some(variant), limit: Some(500), ..GameFilter::default() };
        let page = app.library.list(&f).unwrap();
        assert!(page.games.iter().all(|g| g.summary.variant == variant));
        assert_eq!(page.total as usize, page.games.len());
    }
    // A name from the sample data, found by the opponent filter, any case.
    let name = all.games[0].summary.white.name.clone();
    assert!(!name.is_empty());
    let word = name.split_whitespace().next().unwrap().to_lowercase();
    let f = GameFilter { opponent: Some(word.clone()), ..GameFilter::default() };
    let found = app.library.list(&f).unwrap();
    assert!(found.total >= 1);
    assert!(found.games.iter().all(|g| {
        let names = format!("{} {}", g.white_label, g.black_label).to_lowercase();
        names.contains(&word)
    }));
    // Date filter: nothing in the future.
    let future = GameFilter { played_from: Some(i64::MAX / 2), ..GameFilter::default() };
    assert_eq!(app.library.list(&future).unwrap().total, 0);
    // Export of a selection and of the filtered list, then delete.
    let ids: Vec<_> = all.games.iter().take(3).map(|g| g.summary.id).collect();
    let out = dir.path().join("three");
    assert_eq!(app.library.export(&out, Some(&ids), &GameFilter::default()).unwrap(), 3);
    let text = std::fs::read_to_string(dir.path().join("three.pgn")).unwrap();
    assert_eq!(text.matches("[Event ").count(), 3);
    let chess = GameFilter { variant: Some(Variant::Chess), ..GameFilter::default() };
    let n = app.library.export(&dir.path().join("chess.pgn"), None, &chess).unwrap();
    assert_eq!(n as u64, app.library.list(&chess).unwrap().total);
    assert_eq!(app.library.delete(&ids).unwrap(), 3);
    assert_eq!(app.library.list(&GameFilter::default()).unwrap().total, 117);
    // Bad export paths are refused in words.
    let e = app.library.export(&dir.path().join("no/such/folder/x.pgn"), None, &chess).unwrap_err();
    assert_eq!(e.kind(), "bad-path");
    assert_eq!(e.localized(), "That folder does not exist.");
    assert_eq!(app.library.export(dir.path(), None, &chess).unwrap_err().kind(), "bad-path");
}

#[test]
fn an_import_with_broken_games_keeps_every_good_one_and_says_why_the_others_were_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let events = Arc::new(Events::default());
    let (app, _) = start(dir.path(), events.clone());
    // Four games of the club, one per round (the same game twice would be a duplicate).
    let good = |round: u32| {
        format!("[Event \"Club\"]\n[Round \"{round}\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n")
    };
    let illegal =
        "[Event \"Bad\"]\n[White \"Cy\"]\n[Black \"Di\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Ke6 3. Kxe5 *\n\n";
    let variant = "[Event \"Odd\"]\n[Variant \"Crazyhouse\"]\n[Result \"*\"]\n\n1. e4 *\n\n";
    let no_fen = "[Event \"NoFen\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n1. e4 *\n\n";
    let text = [&good(1), illegal, &good(2), variant, &good(3), no_fen, &good(4)].concat();
    let file = dir.path().join("mixed.pgn");
    std::fs::write(&file, text).unwrap();
    let job = app.library.start_import(file.clone()).unwrap();
    let status = app.library.wait_import(Duration::from_secs(60));
    assert_eq!(status.job, job);
    assert!(!status.running && !status.cancelled && status.error.is_none(), "{status:?}");
    assert_eq!(status.imported, 4);
    assert_eq!(status.skipped, 3);
    let kinds: Vec<_> = status.skipped_games.iter().map(|s| (s.index, s.kind.as_str())).collect();
    assert_eq!(kinds, [(2, "illegal-move"), (4, "unknown-variant"), (6, "missing-fen")]);
    assert_eq!(status.skipped_games[0].message, "Game 2 (line 14): one of its moves is not legal");
    assert!(status.skipped_games[0].detail.contains("Ke3"), "{}", status.skipped_games[0].detail);
    assert_eq!(status.summary.as_deref(), Some("4 games imported, 3 skipped."));
    let done = events.named(maharajah_app::library::IMPORT_DONE);
    assert_eq!(done.len(), 1);
    assert_eq!(done[0]["imported"], 4);
    assert_eq!(done[0]["skippedGames"][1]["kind"], "unknown-variant");
    let page = app.library.list(&GameFilter { search: Some("club".into()), ..GameFilter::default() }).unwrap();
    assert_eq!(page.total, 4);
    assert_eq!(page.games[0].white_label, "Ann");
    // A missing file is refused before anything starts.
    let e = app.library.start_import(dir.path().join("nope.pgn")).unwrap_err();
    assert_eq!((e.kind(), e.localized().as_str()), ("bad-path", "There is no file there."));
    // Pasted text imports the same way; its first game is the one to show.
    let pasted = app.library.start_import_text(&good(5)).unwrap();
    let status = app.library.wait_import(Duration::from_secs(60));
    assert_eq!((status.job, status.imported, status.skipped), (pasted, 1, 0));
    let fifth = app.library.list(&GameFilter { search: Some("club".into()), ..GameFilter::default() }).unwrap();
    assert_eq!(fifth.total, 5);
    assert!(status.first_game.is_some());
    let too_long = "x".repeat(maharajah_app::library::MAX_PASTED_BYTES + 1);
    let e = app.library.start_import_text(&too_long).unwrap_err();
    assert_eq!(
        (e.kind(), e.localized().as_str()),
        ("paste-too-long", "The pasted text is longer than 8 MiB. Save it as a .pgn file and import the file instead.")
    );
}

#[test]
fn setups_are_saved_loaded_into_either_side_and_shared_as_codes() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _) = start(dir.path(), Arc::default());
    app.setup().random(Color::White);
    let white_army = app.setup().setup().only(Color::White);
    let id = app.library.save_setup(&app.setup(), "  Storm  ", SetupSide::White).unwrap();
    let list = app.library.setups().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].name, "Storm");
    assert_eq!(list[0].points, [39, 0]);
    let code = list[0].code.clone().unwrap();
    assert!(code.starts_with("MJ1-") && code.len() == 30, "{code}");
    assert_eq!(app.library.setup_code(id).unwrap(), code);
    // Load the White army into Black's side: mirrored, White untouched.
    app.setup().clear(Color::Black);
    let army = app.library.setup_army(id, Some(Color::Black)).unwrap();
    app.setup().load_army(Some(Color::Black), &army);
    assert_eq!(app.setup().setup().only(Color::White), white_army, "White untouched");
    let mut mirrored = white_army.clone();
    mirrored.mirror_to(Color::Black);
    assert_eq!(app.setup().setup().only(Color::Black), mirrored.only(Color::Black));
    // Rename, favourite, duplicate, delete.
    app.library.rename_setup(id, "Storm II").unwrap();
    let copy = app.library.duplicate_setup(id, "Zephyr").unwrap();
    app.library.favourite_setup(copy, true).unwrap();
    let names: Vec<_> = app.library.setups().unwrap().into_iter().map(|s| (s.name, s.favourite)).collect();
    assert_eq!(names, [("Zephyr".to_string(), true), ("Storm II".to_string(), false)]);
    assert_eq!(app.library.rename_setup(id, "   ").unwrap_err(), AppError::SetupName);
    assert!(app.library.delete_setup(copy).unwrap());
    assert_eq!(app.library.rename_setup(copy, "x").unwrap_err().kind(), "not-found");
    // Codes: a good one imports; bad ones are refused by kind, in words.
    let imported = app.library.import_setup_code(&code, "From a friend").unwrap();
    assert_eq!(app.library.setup_army(imported, Some(Color::White)).unwrap(), white_army);
    let mut typo = code.clone().into_bytes();
    typo[10] = if typo[10] == b'A' { b'B' } else { b'A' };
    let typo = String::from_utf8(typo).unwrap();
    let cases = [
        ("hello", "setup-code-malformed"),
        (typo.as_str(), "setup-code-checksum"),
        ("MJ9-EEI1AyQRERERAAAAAAAAAACsRQ", "setup-code-version"),
        ("", "setup-code-malformed"),
    ];
    for (bad, kind) in cases {
        let e = app.library.import_setup_code(bad, "x").unwrap_err();
        assert_eq!(e.kind(), kind, "{bad}");
        let json = serde_json::to_value(&e).unwrap();
        assert_ne!(json["message"], format!("error-{kind}"), "{kind} has words");
        assert_eq!(maharajah_app::library::decode_code(bad, Some(Color::White)).unwrap_err().kind(), kind);
    }
    assert_eq!(app.library.setups().unwrap().len(), 2, "refused codes saved nothing");
}

#[test]
fn settings_live_in_the_store_and_the_old_json_file_is_adopted_once() {
    let dir = tempfile::tempdir().unwrap();
    let legacy = dir.path().join("settings.json");
    std::fs::write(&legacy, r#"{"theme":"dark","sound":false}"#).unwrap();
    let library = Arc::new(Library::open_in(Some(dir.path()), Arc::new(Events::default())));
    let store = StoreSettings::new(library.clone(), Some(legacy.clone()));
    let s = store.load().unwrap();
    assert_eq!((s.theme.as_str(), s.sound), ("dark", false));
    std::fs::remove_file(&legacy).unwrap();
    store.save(&Settings { theme: "light".into(), ..s }).unwrap();
    drop(store);
    drop(library);
    let library = Arc::new(Library::open_in(Some(dir.path()), Arc::new(Events::default())));
    let store = StoreSettings::new(library, Some(legacy));
    assert_eq!(store.load().unwrap().theme, "light");
}

#[test]
fn a_damaged_store_is_moved_aside_and_the_user_is_told_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(maharajah_app::library::DB_FILE), b"not a database at all, just text").unwrap();
    let (app, _) = start(dir.path(), Arc::default());
    let notice = app.library.take_notice().expect("a notice");
    assert_eq!(notice.kind, "corrupt");
    assert!(notice.message.contains("maharajah.db.corrupt-"), "{}", notice.message);
    assert!(app.library.take_notice().is_none(), "told once");
    let kept: Vec<_> = std::fs::read_dir(dir.path()).unwrap().filter_map(|e| e.ok()).collect();
    assert!(kept.iter().any(|e| e.file_name().to_string_lossy().starts_with("maharajah.db.corrupt-")));
    // The fresh store works.
    app.game.new_game(two_players(None)).unwrap();
    app.game.play("e2e4").unwrap();
    assert!(app.library.resume_offer(None).unwrap().is_some());
}

#[test]
fn the_review_steps_through_positions_and_analyses_the_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let events = Arc::new(Events::default());
    let (app, _) = start(dir.path(), events.clone());
    app.game.new_game(two_players(None)).unwrap();
    // White hangs the queen on move 3.
    for m in ["e2e4", "e7e5", "d1h5", "b8c6", "h5f7", "e8f7"] {
        app.game.play(m).unwrap();
    }
    let id = app.library.saved_id(app.game.live_id().unwrap()).expect("saved from the first move");
    let reviewer = Reviewer::new(60_000);
    let game = reviewer.open(&app.library, id).unwrap();
    assert_eq!(game.plies.len(), 7);
    assert_eq!(game.plies[0].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(game.plies[5].san.as_deref(), Some("Qxf7+"));
    assert_eq!(game.plies[5].check.as_deref(), Some("e8"));
    assert!(game.analysis.is_none());
    reviewer.analyze(app.library.clone(), events.clone(), id).unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while events.named(ANALYSIS_DONE).is_empty() {
        assert!(std::time::Instant::now() < deadline, "analysis never finished");
        std::thread::sleep(Duration::from_millis(20));
    }
    // One search per position, then a second pass over the marked moves.
    let progress = events.named(ANALYSIS_PROGRESS);
    assert!(progress.len() > 7, "both passes report: {}", progress.len());
    assert!(progress[..7].iter().all(|p| p["checking"] == false));
    let last = progress.last().unwrap();
    assert_eq!((last["done"].clone(), last["checking"].clone()), (last["total"].clone(), true.into()));
    let done = &events.named(ANALYSIS_DONE)[0];
    let marks = done["analysis"]["marks"].as_array().unwrap();
    let blunder = marks.iter().find(|m| m["ply"] == 5).expect("Qxf7+ is marked");
    assert_eq!(blunder["kind"], "blunder");
    assert!(blunder["betterSan"].is_string());
    // Cached: opening again carries it, and analysing again is immediate.
    let again = reviewer.open(&app.library, id).unwrap();
    assert_eq!(again.analysis.as_ref().map(|a| a.evals.len()), Some(7));
    reviewer.analyze(app.library.clone(), events.clone(), id).unwrap();
    assert_eq!(events.named(ANALYSIS_DONE).len(), 2);
    assert_eq!(events.named(ANALYSIS_PROGRESS).len(), progress.len(), "no second run");
    assert!(app.library.game_pgn(id).unwrap().contains("3. Qxf7+ Kxf7"));
}

#[test]
fn a_cancelled_import_keeps_what_it_read_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let events = Arc::new(Events::default());
    let (app, _) = start(dir.path(), events.clone());
    let file = dir.path().join("big.pgn");
    std::fs::write(&file, store::sample::random_pgn(3000, 11)).unwrap();
    app.library.start_import(file.clone()).unwrap();
    assert_eq!(app.library.start_import(file).unwrap_err().kind(), "import-running", "one import at a time");
    app.library.cancel_import();
    let status = app.library.wait_import(Duration::from_secs(120));
    assert!(status.cancelled, "{status:?}");
    assert!(status.imported < 3000);
    assert_eq!(app.library.list(&GameFilter::default()).unwrap().total as usize, status.imported);
    assert!(status.summary.unwrap().starts_with("Import cancelled"));
    assert_eq!(events.named(maharajah_app::library::IMPORT_DONE).len(), 1);
}

/// The saved-games screen's query on 100,000 games: a page of 50 and the
/// total, with and without filters. Ignored by default (filling the file
/// takes a while in a debug build); `cargo test -p maharajah-app --test
/// library -- --ignored`.
#[test]
#[ignore]
fn a_page_of_100k_games_lists_fast() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(maharajah_app::library::DB_FILE);
    {
        let mut store = store::Store::open(&path).unwrap();
        let names = ["Okafor", "Ivanova", "Lyon Club", "Tanaka", "Moreau", "Kowalski", "Silva", "Haddad"];
        let mut batch = Vec::with_capacity(5_000);
        for i in 0..100_000usize {
            let variant = Variant::ALL[i % 3];
            let mut g = store::GameRecord::new(
                variant,
                store::Player::human(names[i % names.len()]),
                store::Player::engine("Maharajah engine", Some((i % 8) as u8 + 1)),
                store::Source::Offline,
            );
            g.in_progress = false;
            g.result = [GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw][i % 3];
            g.reason = Some("checkmate".into());
            g.played_at = 1_700_000_000_000 + i as i64 * 60_000;
            g.moves = vec!["e2e4".into(), "e7e5".into()];
            batch.push(g);
            if batch.len() == 5_000 {
                store.insert_games(&batch).unwrap();
                batch.clear();
            }
        }
    }
    let library = Library::open(&path, Arc::new(Events::default())).unwrap();
    let filters = [
        GameFilter::default(),
        GameFilter { offset: 50_000, ..GameFilter::default() },
        GameFilter { variant: Some(Variant::Mirodol), ..GameFilter::default() },
        GameFilter {
            result: Some(GameResult::Draw),
            played_from: Some(1_700_000_000_000 + 3_000_000_000),
            ..GameFilter::default()
        },
        GameFilter { opponent: Some("okafor".into()), ..GameFilter::default() },
        GameFilter { search: Some("lyon".into()), variant: Some(Variant::Chess), ..GameFilter::default() },
    ];
    for f in filters {
        let mut times = Vec::new();
        let mut total = 0;
        for _ in 0..5 {
            let t = std::time::Instant::now();
            let page = library.list(&GameFilter { limit: Some(50), ..f.clone() }).unwrap();
            times.push(t.elapsed());
            total = page.total;
            assert!(!page.games.is_empty());
        }
        times.sort();
        println!("{:>6} games  median {:?}  ({f:?})", total, times[2]);
        assert!(times[2] < Duration::from_millis(100), "{f:?}: {:?}", times[2]);
    }
}

#[test]
fn the_army_the_engine_chose_is_saved_with_the_game_and_the_next_game_gets_another() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _) = start(dir.path(), Arc::default());
    let opponent = Opponent::Engine { level: 1, color: Color::White };
    let mut fens = Vec::new();
    for seed in [5, 5] {
        let started = app.start_from_setup(opponent, None, true, seed).unwrap();
        let notice = started.notice.expect("the choice is told at the start");
        assert!(notice.starts_with("The engine chose its army: "), "{notice}");
        let fen = started.view.start_fen.clone();
        let board = fen.split(' ').next().unwrap_or_default();
        assert_ne!(board.split('/').nth(7), Some("RNBQKBNR"), "the engine's own army, not the editor's: {fen}");
        assert!(fen.starts_with("rnbqkbnr/pppppppp/"), "the player's army stays: {fen}");
        // Saved from the engine's first move, with the chosen army in its start position.
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while app.game.engine_thinking() {
            assert!(std::time::Instant::now() < deadline);
            std::thread::sleep(Duration::from_millis(20));
        }
        let id = app.library.resume_offer(None).unwrap().expect("saved").id;
        let pgn = app.library.game_pgn(id).unwrap();
        assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{fen} in {pgn}");
        assert!(pgn.contains(r#"[Variant "Maharajah"]"#), "{pgn}");
        fens.push(fen);
    }
    assert_ne!(fens[0], fens[1], "two games in a row, two armies");
    // The editor still holds the player's setup: the engine's army was not shown before the start.
    assert_eq!(app.setup().view().fen, rules::Setup::orthodox().to_fen());
}
