//! Saved games: the per-move autosave and resume, finishing, validation,
//! the saved-games list's filters, search and paging, deletion and analyses.

mod common;

use common::temp_db;
use rules::{AnyPosition, Color, Variant};
use store::sample::random_games;
use store::{ClockState, GameFilter, GameId, GameRecord, GameResult, Player, PlayerKind, Source, Store, TimeControl};

fn new_game() -> GameRecord {
    let mut g =
        GameRecord::new(Variant::Chess, Player::human("Me"), Player::engine("Engine", Some(3)), Source::Offline);
    g.time_control = Some(TimeControl { base_ms: 300_000, increment_ms: 2_000 });
    g
}

#[test]
fn autosave_every_move_then_resume_exactly() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let mut game = new_game();
    assert!(store.latest_in_progress().unwrap().is_none());
    let mut pos = AnyPosition::start(Variant::Chess);
    let mut clocks = [300_000u64, 300_000];
    for (i, mv) in ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"].iter().enumerate() {
        pos.play_uci(mv).unwrap();
        clocks[i % 2] = clocks[i % 2] - 1_000 * (i as u64 + 1) + 2_000;
        game.moves.push(mv.to_string());
        game.move_clocks.push(clocks);
        game.clock = Some(ClockState { white_ms: clocks[0], black_ms: clocks[1], running: Some(pos.side_to_move()) });
        let id = store.save_in_progress(&game).unwrap();
        assert_eq!(*game.id.get_or_insert(id), id, "one row per game");
    }
    // As if the app crashed: a new connection finds the game and everything needed.
    drop(store);
    let mut store = Store::open(&path).unwrap();
    let resumed = store.latest_in_progress().unwrap().expect("offered for resume");
    assert_eq!(resumed.id, game.id);
    assert_eq!(resumed.moves, game.moves);
    assert_eq!(resumed.move_clocks, game.move_clocks);
    assert_eq!(resumed.clock, game.clock);
    assert_eq!(resumed.clock.unwrap().running, Some(Color::Black));
    assert_eq!(resumed.time_control, game.time_control);
    assert_eq!(resumed.black.kind, PlayerKind::Engine { level: Some(3) });
    assert!(resumed.in_progress);
    assert!(resumed.created_at > 0 && resumed.updated_at >= resumed.created_at);
    let mut replay = AnyPosition::start(resumed.variant);
    for m in &resumed.moves {
        replay.play_uci(m).unwrap();
    }
    assert_eq!(replay.fen(), pos.fen());

    let id = resumed.id.unwrap();
    store.finish_game(id, GameResult::WhiteWins, Some("resignation")).unwrap();
    assert!(store.latest_in_progress().unwrap().is_none());
    let done = store.game(id).unwrap();
    assert!(!done.in_progress && done.finished_at.is_some());
    assert_eq!((done.result, done.reason.as_deref()), (GameResult::WhiteWins, Some("resignation")));
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 1);
}

#[test]
fn the_latest_of_several_games_in_progress_is_offered() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    // Saves a few milliseconds apart, as moves are.
    let pause = || std::thread::sleep(std::time::Duration::from_millis(3));
    let a = store.save_in_progress(&new_game()).unwrap();
    pause();
    let b = store.save_in_progress(&new_game()).unwrap();
    pause();
    assert_eq!(store.latest_in_progress().unwrap().unwrap().id, Some(b));
    let mut again = store.game(a).unwrap();
    again.moves.push("d2d4".into());
    store.save_in_progress(&again).unwrap();
    assert_eq!(store.latest_in_progress().unwrap().unwrap().id, Some(a));
    let in_progress = GameFilter { in_progress: Some(true), ..Default::default() };
    assert_eq!(store.count_games(&in_progress).unwrap(), 2);
    store.finish_game(a, GameResult::Unfinished, Some("abandoned")).unwrap();
    assert_eq!(store.latest_in_progress().unwrap().unwrap().id, Some(b));
}

#[test]
fn autosave_after_deletion_recreates_the_same_id() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let mut g = new_game();
    let id = store.save_in_progress(&g).unwrap();
    g.id = Some(id);
    assert!(store.delete_game(id).unwrap());
    assert!(!store.delete_game(id).unwrap());
    g.moves.push("e2e4".into());
    assert_eq!(store.save_in_progress(&g).unwrap(), id);
    assert_eq!(store.game(id).unwrap().moves, ["e2e4"]);
}

#[test]
fn full_updates_and_not_found() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let id = store.insert_game(&new_game()).unwrap();
    let mut g = store.game(id).unwrap();
    let created = g.created_at;
    g.white.name = "Renamed".into();
    g.event = Some("Blitz night".into());
    g.tags.push(("Annotator".into(), "Me".into()));
    store.update_game(&g).unwrap();
    let back = store.game(id).unwrap();
    assert_eq!(back.white.name, "Renamed");
    assert_eq!(back.tags, g.tags);
    assert_eq!(back.created_at, created);
    // The search index follows a rename.
    let by_name = GameFilter { search: Some("renamed".into()), ..Default::default() };
    assert_eq!(store.count_games(&by_name).unwrap(), 1);
    let old_name = GameFilter { search: Some("me".into()), ..Default::default() };
    assert_eq!(store.count_games(&old_name).unwrap(), 0);

    let missing = GameId(9_999);
    assert_eq!(store.game(missing).unwrap_err().kind(), "not-found");
    assert_eq!(store.finish_game(missing, GameResult::Draw, None).unwrap_err().kind(), "not-found");
    g.id = Some(missing);
    assert_eq!(store.update_game(&g).unwrap_err().kind(), "not-found");
    g.id = None;
    assert_eq!(store.update_game(&g).unwrap_err().kind(), "invalid");
}

#[test]
fn malformed_records_are_refused_and_nothing_is_written() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let mut g = new_game();
    g.moves = vec!["e2e4".into(), "e7 e5".into()];
    assert_eq!(store.save_in_progress(&g).unwrap_err().kind(), "invalid");
    g.moves = vec!["e2e4".into()];
    g.move_clocks = vec![[1, 2], [3, 4]];
    assert_eq!(store.insert_game(&g).unwrap_err().kind(), "invalid");
    let good = new_game();
    assert_eq!(store.insert_games(&[good, g]).unwrap_err().kind(), "invalid");
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 0, "a failed batch writes nothing");
}

/// A store with the sample games plus a few hand-made ones for text search.
fn listed_store() -> (tempfile::TempDir, Store, Vec<GameRecord>) {
    let (dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let mut games = random_games(300, 31);
    let mut special = GameRecord::new(
        Variant::Maharajah,
        Player::human("Zoë Ångström-García"),
        Player::remote("Ωmega Player"),
        Source::Online,
    );
    special.event = Some("Winter Festival".into());
    special.in_progress = false;
    special.result = GameResult::Draw;
    games.push(special);
    store.insert_games(&games).unwrap();
    (dir, store, games)
}

fn ids(store: &Store, f: &GameFilter) -> Vec<GameId> {
    store.list_games(f).unwrap().into_iter().map(|s| s.id).collect()
}

#[test]
fn filters_match_a_plain_scan() {
    let (_dir, store, games) = listed_store();
    let all = store.list_games(&GameFilter::default()).unwrap();
    assert_eq!(all.len(), games.len());
    assert!(all.windows(2).all(|w| (w[0].played_at, w[0].id) >= (w[1].played_at, w[1].id)), "newest first");
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), games.len() as u64);

    let by_id = |s: &store::GameSummary| &games[s.id.0 as usize - 1];
    let from = 1_600_000_000_000;
    let before = 1_650_000_000_000;
    let filters = [
        GameFilter { variant: Some(Variant::Mirodol), ..Default::default() },
        GameFilter { result: Some(GameResult::Draw), ..Default::default() },
        GameFilter { source: Some(Source::Lan), ..Default::default() },
        GameFilter { played_from: Some(from), played_before: Some(before), ..Default::default() },
        GameFilter {
            variant: Some(Variant::Chess),
            result: Some(GameResult::WhiteWins),
            played_from: Some(from),
            ..Default::default()
        },
    ];
    for f in &filters {
        let listed = store.list_games(f).unwrap();
        let expected = games
            .iter()
            .filter(|g| f.variant.iter().all(|&v| g.variant == v))
            .filter(|g| f.result.iter().all(|&r| g.result == r))
            .filter(|g| f.source.iter().all(|&s| g.source == s))
            .filter(|g| f.played_from.iter().all(|&t| g.played_at >= t))
            .filter(|g| f.played_before.iter().all(|&t| g.played_at < t))
            .count();
        assert!(expected > 0, "{f:?} selects something");
        assert_eq!(listed.len(), expected, "{f:?}");
        assert_eq!(store.count_games(f).unwrap(), expected as u64, "{f:?}");
        for s in &listed {
            let g = by_id(s);
            assert_eq!((s.variant, s.result, s.source, s.played_at), (g.variant, g.result, g.source, g.played_at));
            assert_eq!(s.ply_count as usize, g.moves.len());
            assert_eq!(s.custom_start, g.start_fen.is_some());
        }
    }
}

#[test]
fn opponent_and_search_text() {
    let (_dir, store, games) = listed_store();
    // Any case, word prefixes, diacritics ignored, every word must match.
    let opponent = |text: &str| GameFilter { opponent: Some(text.into()), ..Default::default() };
    let search = |text: &str| GameFilter { search: Some(text.into()), ..Default::default() };
    let expected = games.iter().filter(|g| g.white.name.contains("Okafor") || g.black.name.contains("Okafor")).count();
    assert!(expected > 0);
    assert_eq!(store.count_games(&opponent("okaf")).unwrap(), expected as u64);
    assert_eq!(store.count_games(&opponent("OKAFOR")).unwrap(), expected as u64);
    let special = games.len() as i64;
    assert_eq!(ids(&store, &opponent("garcia zoe")), [GameId(special)]);
    assert_eq!(ids(&store, &opponent("angstrom")), [GameId(special)]);
    assert_eq!(ids(&store, &opponent("ωmega")), [GameId(special)]);
    // The opponent filter looks at names only; search also at event and site.
    assert_eq!(store.count_games(&opponent("winter")).unwrap(), 0);
    assert_eq!(ids(&store, &search("winter fest")), [GameId(special)]);
    let in_lyon = games.iter().filter(|g| g.site.as_deref() == Some("Lyon")).count() as u64;
    assert_eq!(store.count_games(&search("lyon")).unwrap(), in_lyon);
    // Text combines with the other filters.
    let both = GameFilter { search: Some("lyon".into()), variant: Some(Variant::Chess), ..Default::default() };
    let expected = games.iter().filter(|g| g.site.as_deref() == Some("Lyon") && g.variant == Variant::Chess).count();
    assert_eq!(store.count_games(&both).unwrap(), expected as u64);
    // Punctuation and FTS syntax in user text are just text.
    assert_eq!(store.count_games(&search("\"*)( OR NEAR")).unwrap(), 0);
    assert_eq!(store.count_games(&search("  ?!  ")).unwrap(), games.len() as u64, "no words: no text filter");
    assert_eq!(store.count_games(&search("nobody-by-this-name")).unwrap(), 0);
}

#[test]
fn paging_walks_the_whole_list_once() {
    let (_dir, store, games) = listed_store();
    let all = ids(&store, &GameFilter::default());
    let mut paged = Vec::new();
    let mut offset = 0;
    loop {
        let page = ids(&store, &GameFilter { limit: Some(40), offset, ..Default::default() });
        if page.is_empty() {
            break;
        }
        assert!(page.len() <= 40);
        offset += page.len() as u32;
        paged.extend(page);
    }
    assert_eq!(paged, all);
    assert_eq!(paged.len(), games.len());
    let count_ignores_paging = GameFilter { limit: Some(5), offset: 10, ..Default::default() };
    assert_eq!(store.count_games(&count_ignores_paging).unwrap(), games.len() as u64);
}

#[test]
fn bulk_delete_and_analysis_follow_the_game() {
    let (_dir, mut store, _games) = listed_store();
    let first = ids(&store, &GameFilter { limit: Some(3), ..Default::default() });
    let data = serde_json::json!({"evals": [20, -15, 300], "marks": ["", "mistake", "blunder"]});
    store.save_analysis(first[0], "maharajah-engine 0.1 depth 12", &data).unwrap();
    let a = store.analysis(first[0]).unwrap().unwrap();
    assert_eq!((a.engine.as_str(), &a.data), ("maharajah-engine 0.1 depth 12", &data));
    store.save_analysis(first[0], "v2", &serde_json::json!([])).unwrap();
    assert_eq!(store.analysis(first[0]).unwrap().unwrap().engine, "v2");
    assert_eq!(store.save_analysis(GameId(123_456), "x", &data).unwrap_err().kind(), "not-found");

    let before = store.count_games(&GameFilter::default()).unwrap();
    assert_eq!(store.delete_games(&[first[0], first[1], GameId(123_456)]).unwrap(), 2);
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), before - 2);
    assert_eq!(store.analysis(first[0]).unwrap(), None, "deleted with its game");
    assert_eq!(ids(&store, &GameFilter { limit: Some(1), ..Default::default() }), [first[2]]);
}

#[test]
fn records_serialize_for_the_ui() {
    let mut g = new_game();
    g.id = Some(GameId(4));
    g.clock = Some(ClockState { white_ms: 1, black_ms: 2, running: Some(Color::White) });
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["id"], 4);
    assert_eq!(json["variant"], "chess");
    assert_eq!(json["result"], "*");
    assert_eq!(json["black"]["kind"], serde_json::json!({"type": "engine", "level": 3}));
    assert_eq!(json["timeControl"]["base_ms"], 300_000, "the one time control format, as on the wire");
    assert_eq!(json["clock"]["running"], "white");
    let back: GameRecord = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
    let f: GameFilter = serde_json::from_str(r#"{"variant": "mirodol", "search": "x", "limit": 50}"#).unwrap();
    assert_eq!((f.variant, f.limit, f.offset), (Some(Variant::Mirodol), Some(50), 0));
}
