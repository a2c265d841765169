//! Store benchmark: PGN import rate and database size per game, and the
//! saved-games list on 100,000 games (budget: 100 ms per query: a page of 50
//! and the total count, for each filter the screen offers).
//!
//! Run with `cargo bench -p maharajah-store --bench store` (release build).
//! Options after `--`: `--games N` (PGN games, default 10,000), `--list N`
//! (games in the list database, default 100,000), `--runs N` (timed runs per
//! query, default 15). Exits non-zero if a list query's median is over budget.
//!
//! Games come from deterministic random legal play through the rules core
//! (`store::sample`, fixed seed), so every run measures the same data.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use store::sample::{random_games, random_pgn};
use store::{GameFilter, GameRecord, GameResult, Source, Store};

/// Budget for one list query (page or count) on the large database.
const BUDGET: Duration = Duration::from_millis(100);

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Median and maximum of `runs` timings of `f`.
fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, Duration, T) {
    let mut times = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs {
        let t = Instant::now();
        last = Some(f());
        times.push(t.elapsed());
    }
    times.sort();
    (times[times.len() / 2], times[times.len() - 1], last.expect("at least one run"))
}

fn main() {
    let games = arg("--games", 10_000);
    let list_games = arg("--list", 100_000);
    let runs = arg("--runs", 15).max(1);
    let dir = tempfile::tempdir().expect("temp dir");

    // ---- PGN import -----------------------------------------------------
    let t = Instant::now();
    let pgn = random_pgn(games, 2024);
    let generated = t.elapsed();
    println!(
        "generated {games} games by random legal play: {:.1} s, {:.1} MB of PGN",
        generated.as_secs_f64(),
        pgn.len() as f64 / 1e6
    );

    let path = dir.path().join("import.db");
    let mut store = Store::open(&path).expect("open");
    let cancel = AtomicBool::new(false);
    let t = Instant::now();
    let report = store.import_pgn(pgn.as_bytes(), Some(pgn.len() as u64), &cancel, |_| {}).expect("import");
    let took = t.elapsed();
    assert_eq!(report.imported, games, "every generated game imports: {:?}", report.skipped.first());
    store.checkpoint().expect("checkpoint");
    let size = store.size_on_disk().expect("size");
    println!(
        "import: {games} games in {:.2} s = {:.0} games/s ({:.1} MB/s of PGN)",
        took.as_secs_f64(),
        games as f64 / took.as_secs_f64(),
        pgn.len() as f64 / 1e6 / took.as_secs_f64()
    );
    println!(
        "database: {:.2} MB = {:.0} bytes per game (PGN text: {:.0} bytes per game)",
        size as f64 / 1e6,
        size as f64 / games as f64,
        pgn.len() as f64 / games as f64
    );
    drop(store);

    // ---- 100,000-game list ------------------------------------------------
    let path = dir.path().join("list.db");
    let mut store = Store::open(&path).expect("open");
    let base = random_games(games.min(list_games).max(1), 7);
    let t = Instant::now();
    let mut inserted = 0;
    let year_ms = 365 * 86_400_000;
    while inserted < list_games {
        let batch: Vec<GameRecord> = (inserted..(inserted + 5_000).min(list_games))
            .map(|i| {
                let mut g = base[i % base.len()].clone();
                g.played_at -= (i / base.len()) as i64 * year_ms / 2;
                g
            })
            .collect();
        store.insert_games(&batch).expect("insert");
        inserted += batch.len();
    }
    let took = t.elapsed();
    store.checkpoint().expect("checkpoint");
    println!(
        "list database: {list_games} games inserted in {:.2} s ({:.0} games/s), {:.1} MB",
        took.as_secs_f64(),
        list_games as f64 / took.as_secs_f64(),
        store.size_on_disk().expect("size") as f64 / 1e6
    );
    drop(store);
    let t = Instant::now();
    let mut store = Store::open(&path).expect("reopen");
    println!("open with integrity check: {:.0} ms", ms(t.elapsed()));

    let recent = base.iter().map(|g| g.played_at).max().unwrap_or(0);
    let page = |f: GameFilter| GameFilter { limit: Some(50), ..f };
    let queries: Vec<(&str, GameFilter)> = vec![
        ("newest 50", page(GameFilter::default())),
        ("page 100 (offset 5,000)", GameFilter { offset: 5_000, ..page(GameFilter::default()) }),
        ("variant = mirodol", page(GameFilter { variant: Some(rules::Variant::Mirodol), ..Default::default() })),
        ("result = draw", page(GameFilter { result: Some(GameResult::Draw), ..Default::default() })),
        ("source = lan", page(GameFilter { source: Some(Source::Lan), ..Default::default() })),
        ("last 90 days", page(GameFilter { played_from: Some(recent - 90 * 86_400_000), ..Default::default() })),
        ("opponent \"okafor\"", page(GameFilter { opponent: Some("okafor".into()), ..Default::default() })),
        ("search \"club lyon\"", page(GameFilter { search: Some("club lyon".into()), ..Default::default() })),
        (
            "maharajah + white wins + opponent \"ivan\"",
            page(GameFilter {
                variant: Some(rules::Variant::Maharajah),
                result: Some(GameResult::WhiteWins),
                opponent: Some("ivan".into()),
                ..Default::default()
            }),
        ),
    ];
    // Not a screen query (the list pages), shown for scale: every summary at once.
    let whole = ("whole list, no limit (info, not budgeted)", GameFilter::default());
    println!(
        "\nlist queries on {list_games} games ({runs} runs each; median / max; budget {} ms):",
        BUDGET.as_millis()
    );
    println!("{:<44} {:>8} {:>16} {:>16}", "filter (page of 50)", "matches", "list (ms)", "count (ms)");
    let mut over = Vec::new();
    for (i, (name, filter)) in queries.iter().chain(std::iter::once(&whole)).enumerate() {
        let (list_med, list_max, rows) = time(runs, || store.list_games(filter).expect("list").len());
        let (count_med, count_max, n) = time(runs, || store.count_games(filter).expect("count"));
        println!(
            "{name:<44} {n:>8} {:>7.2} / {:>6.2} {:>7.2} / {:>6.2}   ({rows} rows)",
            ms(list_med),
            ms(list_max),
            ms(count_med),
            ms(count_max)
        );
        if i < queries.len() && (list_med > BUDGET || count_med > BUDGET) {
            over.push(*name);
        }
    }

    // ---- where the whole-list time goes (SQLite alone, no decoding) -----
    let raw = rusqlite::Connection::open(&path).expect("raw connection");
    raw.pragma_update(None, "cache_size", -32_768).expect("cache");
    raw.pragma_update(None, "mmap_size", 256i64 << 20).expect("mmap");
    let columns = "id, variant, white_name, white_kind, white_level, black_name, black_kind, black_level, result, \
                   reason, tc_base_ms, tc_increment_ms, ply_count, custom_start, source, in_progress, event, \
                   played_at, updated_at, finished_at";
    for (name, sql) in [
        ("index order", format!("SELECT {columns} FROM games ORDER BY played_at DESC, id DESC")),
        ("table order", format!("SELECT {columns} FROM games")),
        ("table + sorter", format!("SELECT {columns} FROM games ORDER BY +played_at DESC, +id DESC")),
    ] {
        let (med, _, n) = time(runs, || {
            let mut stmt = raw.prepare_cached(&sql).expect("prepare");
            let mut rows = stmt.query([]).expect("query");
            let mut n = 0usize;
            while let Some(row) = rows.next().expect("step") {
                for i in 0..20 {
                    n += usize::from(row.get_ref(i).expect("column").data_type() == rusqlite::types::Type::Null);
                }
            }
            n
        });
        println!("  raw SQLite, whole list, {name}: {:.1} ms ({n} nulls)", ms(med));
    }
    drop(raw);

    // ---- autosave on the large database ---------------------------------
    let mut game = base[0].clone();
    game.in_progress = true;
    let moves = std::mem::take(&mut game.moves);
    let (save_med, save_max, _) = {
        let mut i = 0;
        time(runs.max(40), || {
            game.moves.push(moves[i % moves.len()].clone());
            i += 1;
            let id = store.save_in_progress(&game).expect("autosave");
            game.id = Some(id);
        })
    };
    println!(
        "\nautosave (save_in_progress, synchronous=FULL): median {:.2} ms, max {:.2} ms",
        ms(save_med),
        ms(save_max)
    );

    if over.is_empty() {
        println!("all list queries within {} ms", BUDGET.as_millis());
    } else {
        println!("OVER BUDGET: {over:?}");
        std::process::exit(1);
    }
}
