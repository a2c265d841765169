//! Damaged and foreign database files: a clear typed error, the file left
//! untouched by `open`, and `open_or_recover` moving it aside (kept, never
//! deleted) and starting a fresh store.

mod common;

use common::{files_in, temp_db};
use rusqlite::Connection;
use std::io::{Seek, SeekFrom, Write};
use store::sample::random_games;
use store::{GameFilter, GameRecord, Player, Source, Store};

/// A store with enough games to span many pages, closed (WAL checkpointed).
fn filled_store(path: &std::path::Path) {
    let mut store = Store::open(path).unwrap();
    store.insert_games(&random_games(400, 11)).unwrap();
    store.checkpoint().unwrap();
}

/// Opening fails with `kind`, leaving the file byte for byte as it was;
/// recovering moves it aside under a name with the kind, starts an empty
/// store, and the moved file still holds the original bytes.
fn assert_recovers(dir: &tempfile::TempDir, path: &std::path::Path, kind: &str) {
    let before = std::fs::read(path).unwrap();
    let e = Store::open(path).unwrap_err();
    assert_eq!(e.kind(), kind, "{e}");
    assert!(e.needs_recovery());
    assert!(!e.to_string().is_empty());
    assert_eq!(std::fs::read(path).unwrap(), before, "open must not modify the file");

    let (mut store, note) = Store::open_or_recover(path).unwrap();
    let note = note.expect("a recovery note");
    assert_eq!(note.error.kind(), kind);
    let moved_name = note.moved_to.file_name().unwrap().to_string_lossy().into_owned();
    assert!(moved_name.starts_with(&format!("maharajah.db.{kind}-")), "{moved_name}");
    assert_eq!(std::fs::read(&note.moved_to).unwrap(), before, "the bad file is kept as it was");
    assert!(files_in(dir).contains(&moved_name));
    // A fresh, working store in its place.
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 0);
    let id = store
        .insert_game(&GameRecord::new(rules::Variant::Chess, Player::human("A"), Player::human("B"), Source::Offline))
        .unwrap();
    assert_eq!(store.game(id).unwrap().white.name, "A");
    store.check_integrity().unwrap();
    drop(store);
    // And it opens normally from now on.
    let (_, note) = Store::open_or_recover(path).unwrap();
    assert!(note.is_none());
}

#[test]
fn a_text_file_is_corrupt() {
    let (dir, path) = temp_db();
    std::fs::write(&path, "these are my notes, not a database\n".repeat(200)).unwrap();
    assert_recovers(&dir, &path, "corrupt");
}

#[test]
fn random_bytes_are_corrupt() {
    let (dir, path) = temp_db();
    let mut rng = store::sample::Rng::new(5);
    let bytes: Vec<u8> = (0..20_000).map(|_| rng.next_u64() as u8).collect();
    std::fs::write(&path, bytes).unwrap();
    assert_recovers(&dir, &path, "corrupt");
}

#[test]
fn a_damaged_header_is_corrupt() {
    let (dir, path) = temp_db();
    filled_store(&path);
    let mut f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    f.write_all(&[0u8; 16]).unwrap();
    drop(f);
    assert_recovers(&dir, &path, "corrupt");
}

#[test]
fn damaged_pages_are_found_on_open() {
    let (dir, path) = temp_db();
    filled_store(&path);
    let len = std::fs::metadata(&path).unwrap().len();
    assert!(len > 64 * 4096, "{len}");
    let mut f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    // Scribble over a run of pages in the middle of the file.
    f.seek(SeekFrom::Start(len / 2 / 4096 * 4096)).unwrap();
    f.write_all(&vec![0xA5; 8 * 4096]).unwrap();
    drop(f);
    assert_recovers(&dir, &path, "corrupt");
}

#[test]
fn a_truncated_file_is_corrupt() {
    let (dir, path) = temp_db();
    filled_store(&path);
    let len = std::fs::metadata(&path).unwrap().len();
    std::fs::OpenOptions::new().write(true).open(&path).unwrap().set_len(len / 3).unwrap();
    assert_recovers(&dir, &path, "corrupt");
}

#[test]
fn another_programs_database_is_foreign() {
    let (dir, path) = temp_db();
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers (name) VALUES ('Ada');",
    )
    .unwrap();
    drop(conn);
    assert_recovers(&dir, &path, "foreign");
    // The other program's data is intact in the moved file.
    let moved = files_in(&dir).into_iter().find(|n| n.contains(".foreign-")).unwrap();
    let conn = Connection::open(dir.path().join(moved)).unwrap();
    let name: String = conn.query_row("SELECT name FROM customers", [], |r| r.get(0)).unwrap();
    assert_eq!(name, "Ada");
}

#[test]
fn an_application_id_of_another_program_is_foreign() {
    let (dir, path) = temp_db();
    let conn = Connection::open(&path).unwrap();
    conn.pragma_update(None, "application_id", 0x0F0F_0F0F).unwrap();
    drop(conn);
    let e = Store::open(&path).unwrap_err();
    assert_eq!(e.kind(), "foreign");
    assert!(e.to_string().contains("0xf0f0f0f"), "{e}");
    assert_recovers(&dir, &path, "foreign");
}

#[test]
fn a_newer_schema_is_moved_aside_on_recovery() {
    let (dir, path) = temp_db();
    drop(Store::open(&path).unwrap());
    Connection::open(&path).unwrap().pragma_update(None, "user_version", 99).unwrap();
    assert_recovers(&dir, &path, "too-new");
}

#[test]
fn wal_companions_move_with_the_file_and_names_never_collide() {
    let (dir, path) = temp_db();
    let mut moved = Vec::new();
    for round in 0..3 {
        std::fs::write(&path, format!("garbage {round}").repeat(100)).unwrap();
        std::fs::write(dir.path().join("maharajah.db-wal"), b"stale wal").unwrap();
        let (store, note) = Store::open_or_recover(&path).unwrap();
        drop(store);
        let note = note.unwrap();
        let wal = format!("{}-wal", note.moved_to.display());
        assert_eq!(std::fs::read(&wal).unwrap(), b"stale wal");
        assert_eq!(std::fs::read(&note.moved_to).unwrap(), format!("garbage {round}").repeat(100).into_bytes());
        moved.push(note.moved_to);
        std::fs::remove_file(&path).unwrap();
    }
    moved.sort();
    moved.dedup();
    assert_eq!(moved.len(), 3, "three recoveries, three distinct files kept");
}

#[test]
fn a_good_store_is_never_moved() {
    let (dir, path) = temp_db();
    filled_store(&path);
    let (store, note) = Store::open_or_recover(&path).unwrap();
    assert!(note.is_none());
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 400);
    assert!(files_in(&dir).iter().all(|n| !n.contains(".corrupt-")));
}
