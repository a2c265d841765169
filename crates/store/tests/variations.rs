//! Side lines saved into a game as PGN variations (`Store::save_line`).

use rules::Variant;
use store::{game_to_pgn, stored_names, GameId, GameRecord, LineSaved, Player, Source, Store};

fn open() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path().join("games.db")).expect("store");
    (dir, store)
}

fn uci(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(String::from).collect()
}

fn saved_game(store: &mut Store) -> GameId {
    let mut game = GameRecord::new(Variant::Chess, Player::human("Ann"), Player::human("Bob"), Source::Offline);
    game.moves = uci("e2e4 e7e5 g1f3 b8c6 f1b5");
    game.in_progress = false;
    store.insert_game(&game).expect("insert")
}

#[test]
fn a_line_becomes_a_variation_and_the_game_stays_as_played() {
    let (_dir, mut store) = open();
    let id = saved_game(&mut store);
    // From the start, sharing 1.e4 e5 with the game: hangs at move 2 for White.
    let saved = store.save_line(id, 0, &uci("e2e4 e7e5 f1c4 g8f6"), &stored_names).expect("save");
    assert_eq!(saved, LineSaved::Added);
    let game = store.game(id).expect("game");
    assert_eq!(game.moves, uci("e2e4 e7e5 g1f3 b8c6 f1b5"));
    let text = game_to_pgn(&game, &stored_names).expect("pgn");
    assert!(text.contains("2. Nf3 (2. Bc4 Nf6) 2... Nc6 3. Bb5"), "{text}");
    // The same line again, and a longer one that begins the same way.
    assert_eq!(store.save_line(id, 2, &uci("f1c4"), &stored_names).expect("again"), LineSaved::AlreadyThere);
    assert_eq!(store.save_line(id, 2, &uci("f1c4 g8f6 d2d3"), &stored_names).expect("longer"), LineSaved::Extended);
    let text = game_to_pgn(&store.game(id).expect("game"), &stored_names).expect("pgn");
    assert!(text.contains("(2. Bc4 Nf6 3. d3)"), "{text}");
}

#[test]
fn a_line_past_the_end_or_illegal_is_refused_and_changes_nothing() {
    let (_dir, mut store) = open();
    let id = saved_game(&mut store);
    let before = store.game(id).expect("game");
    let past = store.save_line(id, 5, &uci("a7a6"), &stored_names).expect_err("past the end");
    assert_eq!(past.kind(), "invalid");
    let illegal = store.save_line(id, 1, &uci("e7e4"), &stored_names).expect_err("illegal");
    assert_eq!(illegal.kind(), "invalid");
    assert!(store.save_line(id, 9, &uci("a7a6"), &stored_names).is_err());
    let after = store.game(id).expect("game");
    assert_eq!((after.annotated_pgn, after.moves), (before.annotated_pgn, before.moves));
    assert_eq!(store.save_line(id, 0, &uci("e2e4 e7e5"), &stored_names).expect("the game"), LineSaved::AlreadyThere);
}
