//! `arena`: engine-versus-engine measurements.
//!
//! ```text
//! arena time     [games]        # 1 s + 10 ms games against itself; counts losses on time (default 100)
//! arena ladder   [games] [from] # each level (from `from`, default 2) against the one below it
//! arena baseline [games]        # full strength (100 ms/move) against the 2-ply material-only baseline
//! arena threads  [games] [ms]   # 2 threads against 1 thread at equal time per move
//! arena fairy    [games] [base_ms] [inc_ms] [maharajah|chess] [from] [ours]
//!                               # full strength against Fairy-Stockfish on the same Fischer clock,
//!                               # from game `from` on (default 1: two processes can split a match);
//!                               # `ours` evaluates as in `arena network` (default `embedded`);
//!                               # ARENA_PGN=FILE appends every game to FILE as PGN;
//!                               # FAIRY_STARTS=FILE plays FILE's starts (bench/fairy/balanced.fen)
//! arena fairy-starts [count] [depth] [max_cp] [seed]
//!                               # random armies Fairy-Stockfish scores within max_cp of equal
//! arena uci PATH [games] [base_ms] [inc_ms] [from]
//!                               # full strength against any UCI engine with UCI_Variant
//!                               # (e.g. an older build of ours) in all three variants
//! arena armies [nodes] [per_colour] [extra_orthodox] [seed] [data_file]
//!                               # the self-play table of army strengths: every pair of the
//!                               # characteristic armies, `per_colour` games with each colour
//!                               # (and `extra_orthodox` more against the orthodox army) at
//!                               # `nodes` a move; Elo with 95 % intervals, written to data_file
//! arena armies-check [nodes] [data_file]
//!                               # the assessment against the table: each archetype held out of
//!                               # every fit, Spearman's rank correlation of the predictions;
//!                               # writes the fitted calibration into data_file
//! arena advisor-bench [rounds]  # one assessment and one suggestion search, timed in release,
//!                               # with a plain 100,000-node search as the baseline
//! arena network [games] [base_ms] [inc_ms] [variant] [nodes] [from] [ours] [theirs]
//!                               # one evaluation against another, by default the embedded network
//!                               # (`ours`) against the hand-written evaluation (`theirs`); each is
//!                               # `hand`, `embedded` or a network file's path, then
//!                               # `@FILE` to search with FILE's margins (`arena spsa`)
//!                               # (colour-swapped pairs; balanced army starts for maharajah,
//!                               # for chess and mirodol the arena's openings, then 4 random plies);
//!                               # `nodes` > 0 plays that many nodes a move instead of the clock;
//!                               # from game `from` on (two processes can split a match);
//!                               # FAIRY_STARTS=FILE plays FILE's army starts
//! arena spsa PAIRS NODES OUT [ours] [r_end] [seed] [threads]
//!                               # tunes `ours`'s search margins (default `embedded`; a contender
//!                               # as in `arena network`) by SPSA: PAIRS colour-swapped game pairs at
//!                               # NODES a move from the army starts (FAIRY_STARTS=FILE), r_end the
//!                               # final learning rate (default 0.01); OUT gets the margins every
//!                               # 50 pairs, a file `ours@OUT` reads back
//! arena datagen [games] [nodes] [seed] [out] [network]
//!                               # the evaluation network's training data: self-play at `nodes` a
//!                               # move from random armies, orthodox-shaped armies, chess and
//!                               # Mirodol; each quiet position with its score and the game's result
//!                               # (`network`: the players search with the evaluation network)
//! arena relabel IN OUT [nodes] [from] [count] [network]
//!                               # the positions of an `arena datagen` file (lines from `from`,
//!                               # 1-based, `count` of them) searched again at `nodes` (default
//!                               # 50,000) from a new game each: the same lines with the deeper
//!                               # score, mates and scores beyond 30 pawns dropped
//! arena train  [data] [epochs] [seed] [out] [batch] [rate] [lambda] [decay] [threads] [heads] [mirror] [from=NETWORK]
//!                               # trains the evaluation network on `arena datagen` data and
//!                               # writes it quantized (docs/nnue.md has the recipe);
//!                               # threads defaults to the machine's cores, heads (output
//!                               # heads: 1 or 8, by piece count) to 8; `mirror` also learns
//!                               # each position without castling rights mirrored left to right;
//!                               # `from=NETWORK` starts from that network file (of this build's
//!                               # hidden size, or narrower: the new neurons start at zero output)
//! arena anchor [games] [ms]     # each level against Stockfish limited to a rating
//!                               # (UCI_LimitStrength / UCI_Elo), classic chess at `ms` per
//!                               # move for both: the levels' approximate ratings
//! ```
//! Games alternate colours and start from a rotating set of openings in all three variants;
//! `fairy` uses its own start positions, each played with both colours.
//!
//! `fairy` runs `$FSF_PATH` (default `/usr/games/fairy-stockfish`, Debian's
//! `fairy-stockfish`) with the variant file `$FSF_INI` (default
//! `bench/fairy/maharajah.ini`), both engines on 1 thread and 32 MiB of hash.
//! Before playing it checks every start position against the Maharajah rules
//! (SPEC §5–§7) and against the conditions under which Fairy-Stockfish's
//! rules equal ours, and compares perft 3 of each with Fairy-Stockfish's.

use engine::search_params::SearchParams;
use engine::{Engine, EngineConfig, Limits};
use engine_tools::arena::{play, ArenaGame, End, Player};
use engine_tools::external::{ExternalConfig, ExternalEngine, PieceLetters};
use rules::{AnyPosition, Color, Kind, Setup, Variant};
use std::cell::RefCell;
use std::io::Write;
use std::path::{Path, PathBuf};

const OPENINGS: [(Variant, &str); 6] = [
    (Variant::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (Variant::Chess, "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5"),
    (Variant::Chess, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"),
    (Variant::Maharajah, "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb"),
    (Variant::Maharajah, "rnbqkbnr/pppppppp/8/8/8/8/4P3/RNBMKANR w kq - 0 1 w"),
    (Variant::Mirodol, "arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1"),
];

/// Start positions for `arena fairy` in Maharajah: 39-point armies placed by
/// SPEC §6 (rank 1 / 8 full, the rest on rank 2 / 7), every side with a
/// compound piece (a variant side: no castling, promotion to Q R B N M A C)
/// and every pawn on rank 2 / 7, so Fairy-Stockfish's rules are exactly ours.
const FAIRY_STARTS: [(&str, &str); 8] = [
    ("m04: A A C vs M A A", "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb"),
    ("A A + 8P vs M + 4N + 8P", "nnbmkbnn/pppppppp/8/8/8/8/PPPPPPPP/RNBAKANR w - - 0 1 wb"),
    ("M + 4N + 8P, mirrored", "nnbmkbnn/pppppppp/8/8/8/8/PPPPPPPP/NNBMKBNN w - - 0 1 wb"),
    ("A A + 8P, mirrored", "rnbakanr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKANR w - - 0 1 wb"),
    ("3C + 3P vs M + 4P", "rnbmkbnr/2pppp2/8/8/8/8/3PPP2/CNBCKBNC w - - 0 1 wb"),
    ("C A + 6P vs M Q + 2P", "nnbmkqbn/3pp3/8/8/8/8/1PPPPPP1/RNBCKANR w - - 0 1 wb"),
    ("M A C, no pawns vs 2C + 6P", "rnbckbnc/1pppppp1/8/8/8/8/8/BNAMKCNB w - - 0 1 wb"),
    ("M + 4P vs A A + 8P", "rnbakanr/pppppppp/8/8/8/8/2PPPP2/RNBMKBNR w - - 0 1 wb"),
];

/// The Maharajah starts of a `fairy` match of `games` games: the fixed
/// [`FAIRY_STARTS`] first, then random armies shaped like them (officers at
/// home, pawns in front; fixed seed, so every run plays the same ones) that
/// pass [`fairy_mismatch`], until each start is played once with each colour.
/// More starts make a match less dependent on a few armies.
fn fairy_maharajah_starts(games: usize) -> Vec<(String, String)> {
    let mut starts: Vec<(String, String)> =
        FAIRY_STARTS.iter().map(|(name, fen)| (name.to_string(), fen.to_string())).collect();
    for fen in fairy_random_armies(0x4D41_4841, 10_000) {
        if starts.len() >= games.div_ceil(2) {
            break;
        }
        if !starts.iter().any(|(_, f)| *f == fen) {
            starts.push((format!("random army {}", starts.len() - FAIRY_STARTS.len() + 1), fen));
        }
    }
    starts
}

/// The FENs of `draws` random armies shaped like [`FAIRY_STARTS`] (from
/// `seed`) that Fairy-Stockfish plays by our rules ([`fairy_mismatch`]) and
/// that give White no mate on the first move.
fn fairy_random_armies(seed: u64, draws: usize) -> impl Iterator<Item = String> {
    let mut rng = rules::random::Rng::new(seed);
    (0..draws)
        .map(move |_| rules::random::random_shaped_start(&mut rng).fen())
        .filter(|fen| fairy_mismatch(fen).is_none() && !mates_at_once(fen))
}

/// Whether White can mate on the first move: such a start (a compound piece
/// that reaches the enemy king through an open rank) decides nothing about
/// strength. The rules core marks mating moves in their SAN.
fn mates_at_once(fen: &str) -> bool {
    AnyPosition::from_fen(Variant::Maharajah, fen)
        .is_ok_and(|pos| pos.legal_moves().iter().any(|m| m.san.ends_with('#')))
}

/// Why a Maharajah start position would not be played by the same rules in
/// Fairy-Stockfish (with `bench/fairy/maharajah.ini`), or is no legal start.
fn fairy_mismatch(fen: &str) -> Option<String> {
    let pos = match Setup::from_board_fen(fen).map(|s| s.to_position()) {
        Ok(Ok(p)) => p,
        Ok(Err(errors)) => return Some(format!("not a legal Maharajah start: {errors:?}")),
        Err(e) => return Some(e.to_string()),
    };
    let any = match AnyPosition::from_fen(Variant::Maharajah, fen) {
        Ok(p) => p,
        Err(e) => return Some(e.to_string()),
    };
    if any.fen() != pos.fen() {
        return Some(format!("the army editor would start this board as '{}'", pos.fen()));
    }
    for color in Color::BOTH {
        if !any.is_variant_side(color) {
            return Some(format!("{color:?} is a classic side (castling and promotion differ in Fairy-Stockfish)"));
        }
    }
    let home = |c: Color| if c == Color::White { '2' } else { '7' };
    any.pieces()
        .iter()
        .find(|(sq, p)| p.kind == Kind::Pawn && !sq.ends_with(home(p.color)))
        .map(|(sq, _)| format!("pawn on {sq}: Fairy-Stockfish double-steps only from rank 2 / 7"))
}

/// W/D/L from our side, with the score and an Elo estimate.
fn summary(w: usize, d: usize, l: usize) -> String {
    let n = (w + d + l) as f64;
    if n == 0.0 {
        return "no games".into();
    }
    let s = (w as f64 + d as f64 / 2.0) / n;
    let elo = |p: f64| -400.0 * (1.0 / p - 1.0).log10();
    // Standard error of the mean game score, for a 95 % interval.
    let var = (w as f64 * (1.0 - s).powi(2) + d as f64 * (0.5 - s).powi(2) + l as f64 * s.powi(2)) / n;
    let se = (var / n).sqrt();
    let (lo, hi) = ((s - 1.96 * se).max(0.0), (s + 1.96 * se).min(1.0));
    let range = |p: f64| {
        if p <= 0.0 {
            "-inf".to_string()
        } else if p >= 1.0 {
            "+inf".to_string()
        } else {
            let e = elo(p).round();
            if e == 0.0 {
                "0".to_string()
            } else {
                format!("{e:+.0}")
            }
        }
    };
    let estimate = if (s <= 0.0 || s >= 1.0) && n < 6.0 {
        "Elo: too few games".to_string()
    } else if s <= 0.0 {
        // No points: only a bound (rule of three: p < 3/n at 95 %).
        format!("Elo below {} (95 %, rule of three)", range(3.0 / n))
    } else if s >= 1.0 {
        format!("Elo above {} (95 %, rule of three)", range(1.0 - 3.0 / n))
    } else {
        format!("Elo {} (95 %: {} .. {})", range(s), range(lo), range(hi))
    };
    format!("+{w} ={d} -{l}  score {:.1} / {n} ({:.1} %)  {estimate}", w as f64 + d as f64 / 2.0, s * 100.0)
}

fn describe(end: End) -> String {
    match end {
        End::Rules(o) => o.to_string(),
        End::Time { loser } => format!("{loser:?} lost on time"),
        End::PlyLimit => "ply limit (adjudicated draw)".into(),
        End::Illegal { loser } => format!("ILLEGAL move by {loser:?}"),
        End::Failure { loser } => format!("{loser:?}'s engine FAILED"),
    }
}

/// Fairy-Stockfish (FSF_PATH, default the Debian package's binary) on one
/// thread with 32 MiB of hash, set up for `variant` (Maharajah through
/// FSF_INI, default bench/fairy/maharajah.ini). Returns it with its path.
fn start_fairy(variant: Variant) -> Result<(ExternalEngine, String), String> {
    let path = std::env::var("FSF_PATH").unwrap_or_else(|_| "/usr/games/fairy-stockfish".into());
    let ini = std::env::var("FSF_INI").map(PathBuf::from).unwrap_or_else(|_| bench_file("bench/fairy/maharajah.ini"));
    let ini = ini.canonicalize().map_err(|e| format!("variant file {}: {e}", ini.display()))?;
    let mut config = ExternalConfig::new(&path).option("Threads", 1).option("Hash", 32);
    match variant {
        Variant::Maharajah => {
            config = config.option("VariantPath", ini.display()).option("UCI_Variant", "maharajah");
            config.letters = PieceLetters::identity();
        }
        Variant::Chess => config = config.option("UCI_Variant", "chess"),
        Variant::Mirodol => return Err("Fairy-Stockfish has no Mirodol here: use maharajah or chess".into()),
    }
    let fsf = ExternalEngine::start(config).map_err(|e| format!("{e} (install: apt-get install fairy-stockfish)"))?;
    Ok((fsf, path))
}

/// A file of the repository's `bench/` folder: relative to the working
/// directory when run from the top, else next to this crate's sources.
fn bench_file(relative: &str) -> PathBuf {
    let local = PathBuf::from(relative);
    if local.exists() {
        local
    } else {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(relative)
    }
}

/// Start positions read from `path`: one FEN per line, anything after ` ;`
/// a comment (the referee's score), `#` lines and blank lines skipped.
fn starts_from_file(path: &str) -> Result<Vec<(String, String)>, String> {
    let text = std::fs::read_to_string(bench_file(path)).map_err(|e| format!("start file {path}: {e}"))?;
    let starts: Vec<(String, String)> = text
        .lines()
        .map(|l| l.split(" ;").next().unwrap_or("").trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .enumerate()
        .map(|(i, fen)| (format!("{path} #{}", i + 1), fen.to_string()))
        .collect();
    if starts.is_empty() {
        return Err(format!("start file {path} has no positions"));
    }
    Ok(starts)
}

/// The seed of bench/fairy/balanced.fen.
const BALANCED_SEED: u64 = 0x4241_4C41;

/// Random Maharajah armies shaped like [`FAIRY_STARTS`] that Fairy-Stockfish,
/// searching `depth` plies, scores within `max_cp` of equal (but not exactly
/// 0, a forced repetition), printed one per line with that score: a start
/// set where the players decide the game, not the draw of armies (most
/// random pairs of armies are lost for one side before a move is made). The
/// seed is fixed (default [`BALANCED_SEED`]), so the same arguments give the same set;
/// bench/fairy/balanced.fen was made by `fairy-starts 64 12 60`. Another
/// `seed` gives a set disjoint from it in practice, for training data that
/// must not overlap the benchmark's starts.
fn balanced_fairy_starts(count: usize, depth: u32, max_cp: i32, seed: u64) -> Result<(), String> {
    let (mut fsf, path) = start_fairy(Variant::Maharajah)?;
    println!("# {count} Maharajah starts that {} ({path}) scores within {max_cp} cp at depth {depth}", fsf.name());
    println!("# made by: arena fairy-starts {count} {depth} {max_cp} {seed}");
    let (mut found, mut tried) = (0, 0);
    for fen in fairy_random_armies(seed, usize::MAX).take(100_000) {
        if found >= count {
            break;
        }
        tried += 1;
        let cp = fsf.evaluate(&fen, depth).map_err(|e| e.to_string())?;
        // Exactly 0 at this depth is a forced repetition (perpetual check)
        // seen from the start: a draw offered, not a game to play.
        if cp != 0 && cp.abs() <= max_cp {
            found += 1;
            println!("{fen} ; fsf depth {depth} cp {cp}");
        }
    }
    println!("# {found} of {tried} random armies were within {max_cp} cp");
    Ok(())
}

fn fairy(
    games: usize,
    first_game: usize,
    base_ms: u64,
    inc_ms: u64,
    variant: Variant,
    contender: &Contender,
) -> Result<(), String> {
    // FAIRY_STARTS=FILE plays the positions of FILE (e.g. bench/fairy/balanced.fen) instead.
    let from_file = std::env::var("FAIRY_STARTS").ok();
    let starts: Vec<(String, String)> = match (variant, from_file) {
        (_, Some(file)) => starts_from_file(&file)?,
        (Variant::Maharajah, None) => fairy_maharajah_starts(games),
        (_, None) => OPENINGS
            .iter()
            .filter(|(v, _)| *v == Variant::Chess)
            .enumerate()
            .map(|(i, (_, fen))| {
                let name = ["start position", "Open Sicilian", "Italian"].get(i).copied().unwrap_or("opening");
                (name.to_string(), fen.to_string())
            })
            .collect(),
    };
    let (fsf, path) = start_fairy(variant)?;
    let fsf = RefCell::new(fsf);
    println!("opponent: {} ({path}), variant {variant}", fsf.borrow().name());

    // Same rules, or no match: the position conditions, then perft 3 against ours.
    for (i, (name, fen)) in starts.iter().enumerate() {
        if variant == Variant::Maharajah {
            if let Some(why) = fairy_mismatch(fen) {
                return Err(format!("start {} ({name}): {why}", i + 1));
            }
        }
        let ours = AnyPosition::from_fen(variant, fen).map_err(|e| e.to_string())?.perft(3);
        let theirs = fsf.borrow_mut().perft(fen, 3).map_err(|e| e.to_string())?;
        if ours != theirs {
            return Err(format!("start {} ({name}): perft 3 is {ours} here but {theirs} in Fairy-Stockfish", i + 1));
        }
        println!("start {}: {fen}  ({name}; perft 3 = {ours} in both)", i + 1);
    }

    let ours = contender.engine();
    let us = Player::Engine(&ours, Limits::default());
    let them = Player::External(&fsf, Limits::default());
    println!("{games} games at {base_ms} ms + {inc_ms} ms, 1 thread and 32 MiB hash each; ours: {}", contender.name);
    let mut tally = Tally::default();
    let mut odd = 0;
    // ARENA_PGN=FILE appends every game to FILE, to study the losses.
    let mut pgn_out = match std::env::var_os("ARENA_PGN") {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .map_err(|e| format!("ARENA_PGN {}: {e}", path.to_string_lossy()))?,
        ),
        None => None,
    };
    let fsf_name = fsf.borrow().name().to_string();
    let left = |ms: Option<i64>| ms.map_or("-".to_string(), |m| m.to_string());
    for g in first_game..games {
        let (name, fen) = &starts[(g / 2) % starts.len()];
        let start = AnyPosition::from_fen(variant, fen).map_err(|e| e.to_string())?;
        let we_white = g % 2 == 0;
        let (game, score) = play_as(&us, &them, &start, we_white, Some((base_ms, inc_ms)), 600);
        tally.add(score);
        let result = game.end.result_text();
        println!(
            "game {:>3}  start {} ({name})  ours {}  {result:<7}  {}  {} plies  least time left: ours {} ms, FSF {} ms  | running {}",
            g + 1,
            (g / 2) % starts.len() + 1,
            if we_white { "White" } else { "Black" },
            describe(game.end),
            game.moves.len(),
            left(game.min_left_by_side[if we_white { 0 } else { 1 }]),
            left(game.min_left_by_side[if we_white { 1 } else { 0 }]),
            tally,
        );
        if let Some(file) = pgn_out.as_mut() {
            let (white, black) =
                if we_white { ("Maharajah", fsf_name.as_str()) } else { (fsf_name.as_str(), "Maharajah") };
            let round = (g + 1).to_string();
            let tags = [("Event", "arena fairy"), ("Round", round.as_str()), ("White", white), ("Black", black)];
            writeln!(file, "{}", game.pgn(&start, &tags)).map_err(|e| format!("ARENA_PGN: {e}"))?;
        }
        if matches!(game.end, End::Illegal { .. } | End::Failure { .. }) {
            odd += 1;
            println!("    {}", game.note.as_deref().unwrap_or(""));
            println!("    moves: {}", game.moves.join(" "));
        }
    }
    println!("ours vs {fsf_name}: {tally}");
    if odd > 0 {
        return Err(format!("{odd} games ended by an illegal move or an engine failure"));
    }
    Ok(())
}

/// Stockfish's calibrated strengths `anchor` plays against (Debian's
/// Stockfish 15.1 accepts `UCI_Elo` from 1350 to 2850).
const ANCHORS: [u32; 4] = [1350, 1800, 2300, 2850];

/// The rating that best explains `matches` (anchor rating, score, games)
/// on the logistic curve: the maximum of the likelihood, searched by the
/// point. A sweep counts as half a game less, so that a level which won or
/// lost every game still gets a finite rating.
fn rating_from(matches: &[(u32, f64, usize)]) -> f64 {
    let log_likelihood = |r: f64| -> f64 {
        matches
            .iter()
            .map(|&(anchor, score, games)| {
                let score = score.clamp(0.5, games as f64 - 0.5);
                let p = (1.0 / (1.0 + 10f64.powf((f64::from(anchor) - r) / 400.0))).clamp(1e-9, 1.0 - 1e-9);
                score * p.ln() + (games as f64 - score) * (1.0 - p).ln()
            })
            .sum()
    };
    (0..=3500).map(f64::from).max_by(|a, b| log_likelihood(*a).total_cmp(&log_likelihood(*b))).unwrap_or(0.0)
}

/// Each level against Stockfish at the calibrated strengths of [`ANCHORS`],
/// from the weakest up until the level scores under three quarters: the
/// level's rating is the one that best explains its matches (classic chess, `ms` per move
/// for both, 1 thread each). `$STOCKFISH_PATH` (default `/usr/games/stockfish`).
fn anchor(games: usize, ms: u64) -> Result<(), String> {
    let path = std::env::var("STOCKFISH_PATH").unwrap_or_else(|_| "/usr/games/stockfish".into());
    let config = ExternalConfig::new(&path).option("Threads", 1).option("Hash", 16).option("UCI_LimitStrength", "true");
    let sf =
        RefCell::new(ExternalEngine::start(config).map_err(|e| format!("{e} (install: apt-get install stockfish)"))?);
    println!("opponent: {} ({path}), {games} games a match at {ms} ms a move", sf.borrow().name());
    let limits = Limits { movetime_ms: Some(ms), ..Limits::default() };
    for level in 1..=engine::LEVELS {
        let ours = engine(1);
        let us = Player::Engine(&ours, Limits { level: Some(level), ..limits });
        let mut matches = Vec::new();
        for &elo in &ANCHORS {
            sf.borrow_mut().set_option("UCI_Elo", elo).map_err(|e| e.to_string())?;
            let them = Player::External(&sf, limits);
            let mut score = 0.0;
            for g in 0..games {
                let fen = OPENINGS.iter().filter(|(v, _)| *v == Variant::Chess).map(|(_, f)| *f).nth((g / 2) % 3);
                let start =
                    AnyPosition::from_fen(Variant::Chess, fen.unwrap_or_default()).map_err(|e| e.to_string())?;
                sf.borrow_mut().new_game().map_err(|e| e.to_string())?;
                score += play_as(&us, &them, &start, g % 2 == 0, None, 300).1;
            }
            println!("level {level} vs Stockfish {elo}: {score:.1} / {games}");
            matches.push((elo, score, games));
            if score < 0.75 * games as f64 {
                break;
            }
        }
        println!("level {level}: about {:.0}", rating_from(&matches));
    }
    Ok(())
}

/// Start positions for `arena uci`: chess openings, the Maharajah armies of
/// `fairy` (their plain FENs mean the same to any engine of ours) and Mirodol.
/// FAIRY_STARTS=FILE replaces the Maharajah armies by FILE's.
fn uci_starts() -> Result<Vec<(Variant, String)>, String> {
    let owned = |(v, fen): &(Variant, &str)| (*v, fen.to_string());
    let mut starts: Vec<(Variant, String)> = OPENINGS.iter().filter(|(v, _)| *v == Variant::Chess).map(owned).collect();
    match std::env::var("FAIRY_STARTS") {
        Ok(file) => starts.extend(starts_from_file(&file)?.into_iter().map(|(_, fen)| (Variant::Maharajah, fen))),
        Err(_) => starts.extend(FAIRY_STARTS.iter().map(|(_, fen)| (Variant::Maharajah, fen.to_string()))),
    }
    starts.extend(OPENINGS.iter().filter(|(v, _)| *v == Variant::Mirodol).map(owned));
    Ok(starts)
}

/// Full strength against the UCI engine at `path` on the same Fischer clock,
/// each start played with both colours: how a change is measured against the
/// build before it (`cp target/release/maharajah-engine /tmp/old` first).
fn against_uci(path: &str, games: usize, first_game: usize, base_ms: u64, inc_ms: u64) -> Result<(), String> {
    let config = ExternalConfig::new(path).option("Threads", 1).option("Hash", 32);
    let other = RefCell::new(ExternalEngine::start(config).map_err(|e| e.to_string())?);
    let ours = engine(1);
    let us = Player::Engine(&ours, Limits::default());
    let them = Player::External(&other, Limits::default());
    let starts = uci_starts()?;
    println!("opponent: {} ({path}); {games} games at {base_ms} ms + {inc_ms} ms", other.borrow().name());
    let mut tally = Tally::default();
    for g in first_game..games {
        let (variant, fen) = &starts[(g / 2) % starts.len()];
        other.borrow_mut().set_option("UCI_Variant", variant).map_err(|e| e.to_string())?;
        let start = AnyPosition::from_fen(*variant, fen).map_err(|e| e.to_string())?;
        let we_white = g % 2 == 0;
        let (game, score) = play_as(&us, &them, &start, we_white, Some((base_ms, inc_ms)), 600);
        tally.add(score);
        // The same shape as `fairy`'s lines, so bench/paired_score.sh reads both.
        println!(
            "game {:>3}  {variant} start {}  ours {}  {:<7}  {}  | running {}",
            g + 1,
            (g / 2) % starts.len() + 1,
            if we_white { "White" } else { "Black" },
            game.end.result_text(),
            describe(game.end),
            tally
        );
    }
    println!("ours vs {}: {tally}", other.borrow().name());
    Ok(())
}

/// Our wins, draws and losses over a match; displays as the running summary.
#[derive(Default)]
struct Tally {
    wins: usize,
    draws: usize,
    losses: usize,
}

impl Tally {
    /// Counts one game by our score in it (1, ½ or 0).
    fn add(&mut self, score: f64) {
        match score {
            s if s > 0.5 => self.wins += 1,
            s if s < 0.5 => self.losses += 1,
            _ => self.draws += 1,
        }
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&summary(self.wins, self.draws, self.losses))
    }
}

/// Plays one game of `a` against `b`, `a` as White when `a_white`; returns the game and `a`'s score.
fn play_as(
    a: &Player,
    b: &Player,
    start: &AnyPosition,
    a_white: bool,
    clock: Option<(u64, u64)>,
    max_plies: usize,
) -> (ArenaGame, f64) {
    let game = if a_white { play(a, b, start, clock, max_plies) } else { play(b, a, start, clock, max_plies) };
    let white = game.end.white_score();
    (game, if a_white { white } else { 1.0 - white })
}

/// Plays `games` games of A against B, colours alternating; returns A's score and the ends.
fn series(games: usize, a: &Player, b: &Player, clock: Option<(u64, u64)>, max_plies: usize) -> (f64, Vec<End>) {
    let mut score = 0.0;
    let mut ends = Vec::new();
    for g in 0..games {
        let (variant, fen) = OPENINGS[(g / 2) % OPENINGS.len()];
        let start = AnyPosition::from_fen(variant, fen).expect("opening");
        let (game, s) = play_as(a, b, &start, g % 2 == 0, clock, max_plies);
        score += s;
        ends.push(game.end);
    }
    (score, ends)
}

/// `arena armies`: plays the table's schedule, prints every game and the
/// fitted ratings as a Markdown table, and writes the engine's data file.
fn army_table(nodes: u64, per_colour: usize, extra: usize, seed: u64, out: Option<&str>) -> Result<(), String> {
    use engine::advisor::archetypes::{ARCHETYPES, ORTHODOX};
    use engine_tools::armies::{data_file, fit, play_game, schedule, PlayConfig};
    let started = std::time::Instant::now();
    let config = PlayConfig { nodes, max_plies: 200 };
    let games = schedule(per_colour, extra, seed);
    // By hand, as the committed table was played: the advisor's calibration
    // is fitted to the hand-written evaluation's scores (advisor::assess::engine).
    let engine = Engine::with_evaluation(EngineConfig { threads: 1, hash_mb: 4 }, engine::Evaluation::Handwritten);
    println!("{} games at {nodes} nodes a move (75-125 %), seed {seed}", games.len());
    let mut results = Vec::new();
    let (mut plies, mut by_rules) = (0, 0);
    for (g, &(white, black, game_seed)) in games.iter().enumerate() {
        let game = play_game(white, black, config, game_seed, &engine);
        plies += game.plies;
        by_rules += usize::from(game.by_rules);
        println!(
            "game {:>4}  {} vs {}  {}  {} plies{}",
            g + 1,
            ARCHETYPES[white].id,
            ARCHETYPES[black].id,
            game.white_score,
            game.plies,
            if game.by_rules { "" } else { " (adjudicated)" }
        );
        results.push((white, black, game.white_score));
    }
    let reference = ARCHETYPES.iter().position(|a| a.id == ORTHODOX).unwrap_or(0);
    let armies: Vec<_> = ARCHETYPES.iter().collect();
    let mut ratings = fit(&armies, reference, &results);
    ratings.sort_by(|a, b| b.elo.total_cmp(&a.elo));
    let seconds = started.elapsed().as_secs();
    println!("\n| army | Elo vs orthodox | 95 % | games | score |\n|---|---|---|---|---|");
    for r in &ratings {
        println!("| {} | {:+.0} | ±{:.0} | {} | {:.1} % |", r.id, r.elo, r.margin, r.games, r.score * 100.0);
    }
    println!("\n{} games, {} plies, {by_rules} ended by the rules, {seconds} s", results.len(), plies);
    if let Some(path) = out {
        let header = [
            format!("made by: arena armies {nodes} {per_colour} {extra} {seed} (id elo margin games score)"),
            format!("{} games, {seconds} s", results.len()),
        ];
        std::fs::write(path, data_file(&ratings, &header)).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}

/// `arena armies-check`: the holdout check on the table in `path`, whose
/// calibration line it replaces with the one fitted.
fn armies_check(nodes: u64, path: &str) -> Result<(), String> {
    use engine::advisor::{check, table};
    let started = std::time::Instant::now();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let report = check::check(&table::parse(&text), nodes);
    println!("| army | self-play Elo | held-out estimate | search cp |\n|---|---|---|---|");
    let mut rows = report.rows.clone();
    rows.sort_by(|a, b| b.table_elo.total_cmp(&a.table_elo));
    for r in &rows {
        println!("| {} | {:+.0} | {:+.0} | {:+.0} |", r.id, r.table_elo, r.predicted_elo, r.cp);
    }
    let c = report.calibration;
    println!(
        "\nSpearman {:.3} over {} archetypes; calibration: {:.3} Elo/cp, search weight {:.2}, held-out error {:.0} Elo; {} s",
        report.spearman,
        rows.len(),
        c.elo_per_cp,
        c.search_weight,
        c.error_elo,
        started.elapsed().as_secs()
    );
    let mut kept: String = text.lines().filter(|l| !l.starts_with("calibration")).map(|l| format!("{l}\n")).collect();
    kept.push_str(&format!("calibration {:.4} {:.2} {:.0}\n", c.elo_per_cp, c.search_weight, c.error_elo));
    std::fs::write(path, kept).map_err(|e| format!("{path}: {e}"))
}

/// `arena advisor-bench`: the time of one assessment and of one suggestion
/// search (the knight horde, and the editor's Compound cavalry preset), best
/// of `rounds`, beside a plain search of the assessment's node count from the
/// orthodox start.
fn advisor_bench(rounds: usize) {
    use engine::advisor::archetypes::Archetype;
    use engine::advisor::{assess, suggest, Army};
    let best = |f: &mut dyn FnMut()| {
        (0..rounds.max(1))
            .map(|_| {
                let t = std::time::Instant::now();
                f();
                t.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min)
    };
    let orthodox = Army::orthodox();
    let horde = Army::archetype(Archetype::by_id("knight-horde").expect("archetype"));
    let start = AnyPosition::from(Army::start(&orthodox, &orthodox).expect("orthodox"));
    let baseline = best(&mut || {
        // The advisor's own engine, so only the advisor's own work differs.
        let e = assess::engine();
        e.search(&start, Limits { nodes: Some(assess::NODES), ..Limits::default() });
    });
    println!("baseline: one {}-node search {:.3} s", assess::NODES, baseline);
    // The knight horde, and the setup editor's Compound cavalry preset (the end-to-end test's army).
    let cavalry = Army::archetype(&Archetype { id: "cavalry", placement: "3PPP2/RABCKBAR" });
    for (name, army) in [("knight horde", &horde), ("compound cavalry", &cavalry)] {
        let one = best(&mut || {
            assess(army, None).expect("legal");
        });
        let mut count = 0;
        let three = best(&mut || {
            count = suggest(army, None, |_| {}).expect("legal").len();
        });
        println!("{name}: one assessment {one:.3} s ({:.1} x the baseline)", one / baseline);
        println!("{name}: suggestions ({count} found) {three:.3} s ({:.1} x the baseline)", three / baseline);
    }
}

/// One side of `arena network`: the hand-written evaluation, the embedded
/// network, or a network file (to compare networks without a build); after
/// `@`, optionally, a file of search margins (`arena spsa`'s output) to
/// search with instead of the evaluation's own.
struct Contender {
    /// How the logs name it.
    name: String,
    evaluation: engine::Evaluation,
    /// The network file's network; `None`: the embedded one.
    network: Option<std::sync::Arc<engine::nnue::Network>>,
    /// The margins file's margins; `None`: the evaluation's own.
    params: Option<SearchParams>,
}

impl Contender {
    /// `hand`, `embedded`, or the path of a network file; then `@PARAMS` optionally.
    fn parse(arg: &str) -> Result<Contender, String> {
        let (evaluation, params_file) = match arg.split_once('@') {
            Some((evaluation, file)) => (evaluation, Some(file)),
            None => (arg, None),
        };
        let mut contender = match evaluation {
            "hand" => Contender {
                name: "hand-written".into(),
                evaluation: engine::Evaluation::Handwritten,
                network: None,
                params: None,
            },
            "embedded" => Contender {
                name: "network".into(),
                evaluation: engine::Evaluation::Network,
                network: None,
                params: None,
            },
            path => {
                let net = engine::nnue::Network::from_file(Path::new(path)).map_err(|e| format!("{path}: {e}"))?;
                let network = Some(std::sync::Arc::new(net));
                let name = format!("network {path}");
                Contender { name, evaluation: engine::Evaluation::Network, network, params: None }
            }
        };
        if let Some(file) = params_file {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            let base = SearchParams::for_evaluation(contender.evaluation);
            contender.params = Some(SearchParams::parse(&text, base).map_err(|e| format!("{file}: {e}"))?);
            contender.name = format!("{} with margins {file}", contender.name);
        }
        Ok(contender)
    }

    /// A one-thread engine that evaluates and searches as this contender.
    fn engine(&self) -> Engine {
        let e = engine(1);
        e.set_evaluation(self.evaluation);
        e.set_network(self.network.clone());
        e.set_search_params(self.params);
        e
    }
}

/// `arena network`: `ours` against `theirs` (by default the embedded network
/// against the hand-written evaluation), same search, colour-swapped pairs:
/// on the balanced Maharajah starts (bench/fairy/balanced.fen), or the
/// openings of chess or Mirodol. A clock of `base_ms` + `inc_ms`, or `nodes`
/// a move when not 0. Lines as `fairy`'s, so bench/paired_score.sh reads them.
#[allow(clippy::too_many_arguments)]
fn network_match(
    games: usize,
    first_game: usize,
    base_ms: u64,
    inc_ms: u64,
    variant: Variant,
    nodes: u64,
    ours: &Contender,
    theirs: &Contender,
) -> Result<(), String> {
    // FAIRY_STARTS=FILE (made by `arena fairy-starts`) plays FILE's army
    // starts instead: more than 64 starts for a long match at fixed nodes,
    // where a repeated start would repeat its games exactly.
    let starts: Vec<String> = match variant {
        Variant::Maharajah => army_starts()?,
        _ => network_match_starts(variant),
    };
    let (a, b) = (ours.engine(), theirs.engine());
    let limits = Limits { nodes: (nodes > 0).then_some(nodes), ..Limits::default() };
    let clock = (nodes == 0).then_some((base_ms, inc_ms));
    let (us, them) = (Player::Engine(&a, limits), Player::Engine(&b, limits));
    let title = format!("{} vs {}", ours.name, theirs.name);
    match clock {
        Some((base, inc)) => println!("{title}, {variant}, {games} games at {base} ms + {inc} ms"),
        None => println!("{title}, {variant}, {games} games at {nodes} nodes a move"),
    }
    let mut tally = Tally::default();
    for g in first_game..games {
        let start_index = (g / 2) % starts.len();
        let start = AnyPosition::from_fen(variant, &starts[start_index]).map_err(|e| e.to_string())?;
        a.new_game();
        b.new_game();
        let we_white = g % 2 == 0;
        let (game, score) = play_as(&us, &them, &start, we_white, clock, 400);
        tally.add(score);
        println!(
            "game {:>3}  {variant} start {}  ours {}  {:<7}  {}  | running {}",
            g + 1,
            start_index + 1,
            if we_white { "White" } else { "Black" },
            game.end.result_text(),
            describe(game.end),
            tally
        );
    }
    println!("{title}: {tally}");
    Ok(())
}

/// The army starts of `arena network` and `arena spsa`: FAIRY_STARTS=FILE's, else bench/fairy/balanced.fen's.
fn army_starts() -> Result<Vec<String>, String> {
    let file = std::env::var("FAIRY_STARTS").unwrap_or_else(|_| "bench/fairy/balanced.fen".into());
    Ok(starts_from_file(&file)?.into_iter().map(|(_, fen)| fen).collect())
}

/// `arena spsa`: tunes the search margins of `ours` by SPSA on `pairs`
/// colour-swapped game pairs at `nodes` a move from random army starts, on
/// `threads` threads (one game at a time each); writes the margins to `out`
/// every 50 pairs and at the end, so a run stopped early leaves its last estimate.
fn spsa(
    pairs: usize,
    nodes: u64,
    out: &str,
    ours: &Contender,
    r_end: f64,
    seed: u64,
    threads: usize,
) -> Result<(), String> {
    use engine_tools::spsa::Spsa;
    use std::sync::Mutex;
    let starts = army_starts()?;
    let start = ours.params.unwrap_or_else(|| SearchParams::for_evaluation(ours.evaluation));
    println!("SPSA of {}'s margins: {pairs} pairs at {nodes} nodes a move, r_end {r_end}, seed {seed}", ours.name);
    let state = Mutex::new((Spsa::new(start, pairs, r_end), rules::random::Rng::new(seed), 0.0f64));
    let started = std::time::Instant::now();
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let lock = || state.lock().unwrap_or_else(|e| e.into_inner());
    let write = |params: &SearchParams| std::fs::write(out, params.to_string()).map_err(|e| format!("{out}: {e}"));
    std::thread::scope(|scope| -> Result<(), String> {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| -> Result<(), String> {
                    let (plus, minus) = (ours.engine(), ours.engine());
                    loop {
                        let (trial, fen) = {
                            let mut guard = lock();
                            let (spsa, rng, _) = &mut *guard;
                            if spsa.started() >= pairs {
                                return Ok(());
                            }
                            let trial = spsa.trial(rng);
                            (trial, rng.pick(&starts).clone())
                        };
                        let start = AnyPosition::from_fen(Variant::Maharajah, &fen).map_err(|e| e.to_string())?;
                        plus.set_search_params(Some(trial.plus));
                        minus.set_search_params(Some(trial.minus));
                        let (p, m) = (Player::Engine(&plus, limits), Player::Engine(&minus, limits));
                        let mut points = 0.0;
                        for plus_white in [true, false] {
                            plus.new_game();
                            minus.new_game();
                            points += play_as(&p, &m, &start, plus_white, None, 400).1;
                        }
                        let mut guard = lock();
                        let (spsa, _, total) = &mut *guard;
                        spsa.update(&trial, 2.0 * points - 2.0);
                        *total += 2.0 * points - 2.0;
                        if trial.k % 50 == 0 || trial.k == pairs {
                            let params = spsa.params();
                            let values = params.values().map(|v| v.to_string()).join(" ");
                            println!(
                                "pair {:>6}: {values}  (plus - minus so far {:+}, {} s)",
                                trial.k,
                                total,
                                started.elapsed().as_secs()
                            );
                            write(&params)?;
                        }
                    }
                })
            })
            .collect();
        for w in workers {
            w.join().map_err(|_| "an SPSA worker panicked".to_string())??;
        }
        Ok(())
    })?;
    let params = lock().0.params();
    write(&params)?;
    println!("wrote {out} in {} s:\n{params}", started.elapsed().as_secs());
    Ok(())
}

/// Chess or Mirodol starts for `arena network`: the arena's openings of the
/// variant, then its start after 4 random plies (a fixed seed), 64 in all,
/// so that a match of up to 128 games repeats no pair.
fn network_match_starts(variant: Variant) -> Vec<String> {
    let mut starts: Vec<String> =
        OPENINGS.iter().filter(|(v, _)| *v == variant).map(|(_, fen)| fen.to_string()).collect();
    let mut rng = rules::random::Rng::new(46);
    let base = AnyPosition::start(variant);
    while starts.len() < 64 {
        let fen = engine_tools::datagen::after_random_plies(&base, 4, &mut rng).fen();
        if !starts.contains(&fen) {
            starts.push(fen);
        }
    }
    starts
}

/// `arena datagen`: self-play positions labelled for the network's training, written to `out`.
fn datagen(config: engine_tools::datagen::DatagenConfig, out: &str) -> Result<(), String> {
    let started = std::time::Instant::now();
    let file = std::fs::File::create(out).map_err(|e| format!("{out}: {e}"))?;
    let mut writer = std::io::BufWriter::new(file);
    println!("{} games at {} nodes a move, seed {}, into {out}", config.games, config.nodes, config.seed);
    let summary = engine_tools::datagen::generate(config, &mut writer, |game, s| {
        if (game + 1) % 10 == 0 {
            println!(
                "game {:>6}: {} positions, +{} ={} -{}, {} s",
                game + 1,
                s.positions,
                s.results[0],
                s.results[1],
                s.results[2],
                started.elapsed().as_secs()
            );
        }
    })
    .map_err(|e| e.to_string())?;
    println!(
        "{} games, {} positions (White +{} ={} -{}), {} s",
        summary.games,
        summary.positions,
        summary.results[0],
        summary.results[1],
        summary.results[2],
        started.elapsed().as_secs()
    );
    Ok(())
}

/// `arena relabel`: the positions of `input`'s `lines` searched again at `nodes`, written to `out`.
fn relabel(
    input: &str,
    out: &str,
    nodes: u64,
    evaluation: engine::Evaluation,
    lines: std::ops::Range<usize>,
) -> Result<(), String> {
    let started = std::time::Instant::now();
    let reader = std::io::BufReader::new(std::fs::File::open(input).map_err(|e| format!("{input}: {e}"))?);
    let mut writer = std::io::BufWriter::new(std::fs::File::create(out).map_err(|e| format!("{out}: {e}"))?);
    println!("{input}: lines from {} searched again at {nodes} nodes, into {out}", lines.start + 1);
    let summary = engine_tools::datagen::relabel(reader, &mut writer, nodes, evaluation, lines, |s| {
        if s.searched % 10_000 == 0 {
            println!("{} positions, {} kept, {} s", s.searched, s.kept, started.elapsed().as_secs());
        }
    })
    .map_err(|e| format!("{input}: {e}"))?;
    println!("{} positions, {} kept, {} s", summary.searched, summary.kept, started.elapsed().as_secs());
    Ok(())
}

/// `arena train`: trains a network on `data` and writes it, quantized, to
/// `out`; from small random weights, or from the network file `start`
/// (this build's hidden size or a narrower one, and the run's head count).
fn train(
    data: &str,
    config: engine_tools::train::TrainConfig,
    mirror: bool,
    start: Option<&str>,
    out: &str,
) -> Result<(), String> {
    if !engine::nnue::format::heads_allowed(config.heads) {
        let buckets = engine::nnue::OUTPUT_BUCKETS;
        return Err(format!("{} output heads: a network has 1 or {buckets}", config.heads));
    }
    let start = match start {
        None => None,
        Some(path) => {
            let (network, width) = engine::nnue::Network::from_narrower_file(std::path::Path::new(path))
                .map_err(|e| format!("{path}: {e}"))?;
            if network.heads.len() != config.heads {
                return Err(format!("{path}: {} output heads, the run trains {}", network.heads.len(), config.heads));
            }
            println!("starting from {path}: {width} of {} neurons trained", engine::nnue::HIDDEN);
            Some((network, width))
        }
    };
    let started = std::time::Instant::now();
    let set = engine_tools::train::data::Dataset::read(data, mirror).map_err(|e| e.to_string())?;
    println!(
        "{} positions read in {} s; {} epochs, batch {}, rate {}, lambda {}, K {}, decay {}, seed {}, {} threads, {} output heads",
        set.len(),
        started.elapsed().as_secs(),
        config.epochs,
        config.batch,
        config.rate,
        config.lambda,
        config.k,
        config.decay,
        config.seed,
        config.threads,
        config.heads
    );
    let start = start.as_ref().map(|(network, width)| (network, *width));
    let model = engine_tools::train::train(&set, config, start, |r| {
        println!(
            "epoch {:>3}: train loss {:.6}, held-out loss {:.6}, rate {:.6}, {} s",
            r.epoch,
            r.train_loss,
            r.holdout_loss,
            r.rate,
            started.elapsed().as_secs()
        );
    });
    std::fs::write(out, model.quantize().to_bytes()).map_err(|e| format!("{out}: {e}"))?;
    println!("wrote {out} (the epoch with the lowest held-out loss) in {} s", started.elapsed().as_secs());
    Ok(())
}

fn engine(threads: usize) -> Engine {
    Engine::new(EngineConfig { threads, hash_mb: 32 })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map(String::as_str).unwrap_or("time");
    let number = |i: usize, default: usize| args.get(i).and_then(|v| v.parse().ok()).unwrap_or(default);
    // Argument `i`, 1-based game to start from, as a 0-based index: games
    // before it are skipped, so two processes can share a match.
    let first_game = |i: usize| number(i, 1).max(1) - 1;
    // Argument `i`, `network` for the players of datagen and relabel to search with the network.
    let evaluation_arg = |i: usize| match args.get(i).map(String::as_str) {
        Some("network") => engine::Evaluation::Network,
        _ => engine::Evaluation::Handwritten,
    };
    match mode {
        "time" => {
            let games = number(1, 100);
            let (a, b) = (engine(1), engine(1));
            let (pa, pb) = (Player::Engine(&a, Limits::default()), Player::Engine(&b, Limits::default()));
            let (_, ends) = series(games, &pa, &pb, Some((1000, 10)), 400);
            let flags = ends.iter().filter(|e| matches!(e, End::Time { .. })).count();
            println!("{games} games at 1 s + 10 ms: {flags} lost on time");
            std::process::exit(if flags == 0 { 0 } else { 1 });
        }
        "ladder" => {
            let games = number(1, 20);
            let from = number(2, 2).clamp(2, engine::LEVELS as usize) as u8;
            for level in from..=engine::LEVELS {
                let (a, b) = (engine(1), engine(1));
                let stronger =
                    Player::Engine(&a, Limits { level: Some(level), movetime_ms: Some(200), ..Limits::default() });
                let weaker =
                    Player::Engine(&b, Limits { level: Some(level - 1), movetime_ms: Some(200), ..Limits::default() });
                let (score, _) = series(games, &stronger, &weaker, None, 300);
                println!("level {level} vs level {}: {score:.1} / {games}", level - 1);
            }
        }
        "baseline" => {
            let games = number(1, 20);
            let a = engine(1);
            let full = Player::Engine(&a, Limits { movetime_ms: Some(100), ..Limits::default() });
            let (score, _) = series(games, &full, &Player::Baseline, None, 300);
            println!("full strength (100 ms/move) vs 2-ply material baseline: {score:.1} / {games}");
        }
        "threads" => {
            let games = number(1, 20);
            let ms = number(2, 200) as u64;
            let (a, b) = (engine(2), engine(1));
            let two = Player::Engine(&a, Limits { movetime_ms: Some(ms), ..Limits::default() });
            let one = Player::Engine(&b, Limits { movetime_ms: Some(ms), ..Limits::default() });
            let (score, _) = series(games, &two, &one, None, 300);
            println!("2 threads vs 1 thread at {ms} ms/move: {score:.1} / {games}");
        }
        "fairy" => {
            let games = number(1, 16);
            let (base, inc) = (number(2, 10_000) as u64, number(3, 100) as u64);
            let variant = match args.get(4).map(|v| v.parse::<Variant>()) {
                None => Variant::Maharajah,
                Some(Ok(v)) => v,
                Some(Err(e)) => {
                    eprintln!("arena fairy: {e}");
                    std::process::exit(2);
                }
            };
            let from = first_game(5);
            let result = Contender::parse(args.get(6).map_or("embedded", String::as_str))
                .and_then(|ours| fairy(games, from, base, inc, variant, &ours));
            if let Err(e) = result {
                eprintln!("arena fairy: {e}");
                std::process::exit(1);
            }
        }
        "fairy-starts" => {
            let count = number(1, 64);
            let depth = number(2, 12) as u32;
            let max_cp = number(3, 60) as i32;
            let seed = number(4, BALANCED_SEED as usize) as u64;
            if let Err(e) = balanced_fairy_starts(count, depth, max_cp, seed) {
                eprintln!("arena fairy-starts: {e}");
                std::process::exit(1);
            }
        }
        "uci" => {
            let Some(path) = args.get(1) else {
                eprintln!("arena uci: which engine? (arena uci PATH [games] [base_ms] [inc_ms] [from])");
                std::process::exit(2);
            };
            let games = number(2, 24);
            let (base, inc) = (number(3, 2_000) as u64, number(4, 20) as u64);
            let from = first_game(5);
            if let Err(e) = against_uci(path, games, from, base, inc) {
                eprintln!("arena uci: {e}");
                std::process::exit(1);
            }
        }
        "armies" => {
            let nodes = number(1, 3_000) as u64;
            let (per_colour, extra) = (number(2, 2), number(3, 2));
            let seed = number(4, 0x4152_4D59) as u64;
            let out = args.get(5).cloned();
            if let Err(e) = army_table(nodes, per_colour, extra, seed, out.as_deref()) {
                eprintln!("arena armies: {e}");
                std::process::exit(1);
            }
        }
        "armies-check" => {
            let nodes = number(1, engine::advisor::assess::NODES as usize) as u64;
            let path = args.get(2).cloned().unwrap_or_else(|| "crates/engine/data/army_ratings.txt".into());
            if let Err(e) = armies_check(nodes, &path) {
                eprintln!("arena armies-check: {e}");
                std::process::exit(1);
            }
        }
        "advisor-bench" => advisor_bench(number(1, 3)),
        "train" => {
            let data = args.get(1).cloned().unwrap_or_else(|| "nnue-data.txt".into());
            let defaults = engine_tools::train::TrainConfig::default();
            let config = engine_tools::train::TrainConfig {
                epochs: number(2, defaults.epochs),
                seed: number(3, 1) as u64,
                batch: number(5, defaults.batch),
                rate: args.get(6).and_then(|v| v.parse().ok()).unwrap_or(defaults.rate),
                lambda: args.get(7).and_then(|v| v.parse().ok()).unwrap_or(defaults.lambda),
                decay: args.get(8).and_then(|v| v.parse().ok()).unwrap_or(defaults.decay),
                threads: number(9, std::thread::available_parallelism().map_or(1, usize::from)),
                heads: number(10, defaults.heads),
                ..defaults
            };
            let out = args.get(4).cloned().unwrap_or_else(|| "maharajah.nnue".into());
            let (mut mirror, mut start) = (false, None);
            for flag in args.iter().skip(11) {
                match flag.split_once('=') {
                    None if flag == "mirror" => mirror = true,
                    Some(("from", path)) => start = Some(path.to_string()),
                    _ => {
                        eprintln!("arena train: '{flag}' is neither 'mirror' nor 'from=NETWORK'");
                        std::process::exit(2);
                    }
                }
            }
            if let Err(e) = train(&data, config, mirror, start.as_deref(), &out) {
                eprintln!("arena train: {e}");
                std::process::exit(1);
            }
        }
        "network" => {
            let variant = args.get(4).and_then(|v| v.parse().ok()).unwrap_or(Variant::Maharajah);
            let nodes = number(5, 0) as u64;
            let from = first_game(6);
            let (base, inc) = (number(2, 2_000) as u64, number(3, 20) as u64);
            let contender = |i: usize, default: &str| Contender::parse(args.get(i).map_or(default, String::as_str));
            let result = contender(7, "embedded").and_then(|ours| {
                let theirs = contender(8, "hand")?;
                network_match(number(1, 64), from, base, inc, variant, nodes, &ours, &theirs)
            });
            if let Err(e) = result {
                eprintln!("arena network: {e}");
                std::process::exit(1);
            }
        }
        "spsa" => {
            let Some(out) = args.get(3) else {
                eprintln!("arena spsa: PAIRS NODES OUT [ours] [r_end] [seed] [threads]");
                std::process::exit(2);
            };
            let (pairs, nodes) = (number(1, 1_000), number(2, 20_000) as u64);
            let r_end = args.get(5).and_then(|v| v.parse().ok()).unwrap_or(0.01);
            let threads = number(7, std::thread::available_parallelism().map_or(1, usize::from));
            let result = Contender::parse(args.get(4).map_or("embedded", String::as_str))
                .and_then(|ours| spsa(pairs, nodes, out, &ours, r_end, number(6, 1) as u64, threads));
            if let Err(e) = result {
                eprintln!("arena spsa: {e}");
                std::process::exit(1);
            }
        }
        "relabel" => {
            let (Some(input), Some(out)) = (args.get(1), args.get(2)) else {
                eprintln!("arena relabel: IN OUT [nodes] [from] [count] [network]");
                std::process::exit(2);
            };
            let nodes = number(3, 50_000) as u64;
            let first = first_game(4);
            let lines = first..first.saturating_add(number(5, usize::MAX));
            if let Err(e) = relabel(input, out, nodes, evaluation_arg(6), lines) {
                eprintln!("arena relabel: {e}");
                std::process::exit(1);
            }
        }
        "datagen" => {
            let config = engine_tools::datagen::DatagenConfig {
                games: number(1, 100),
                nodes: number(2, 5_000) as u64,
                seed: number(3, 1) as u64,
                evaluation: evaluation_arg(5),
            };
            let out = args.get(4).cloned().unwrap_or_else(|| "nnue-data.txt".into());
            if let Err(e) = datagen(config, &out) {
                eprintln!("arena datagen: {e}");
                std::process::exit(1);
            }
        }
        "anchor" => {
            if let Err(e) = anchor(number(1, 8), number(2, 50) as u64) {
                eprintln!("arena anchor: {e}");
                std::process::exit(1);
            }
        }
        other => {
            eprintln!(
                "arena: unknown mode '{other}' (time | ladder | baseline | threads | fairy | fairy-starts | uci | armies | armies-check | advisor-bench | anchor | network | spsa | datagen | relabel | train)"
            );
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file under the system's temporary folder with `text`, removed on drop.
    struct TempFile(PathBuf);

    impl TempFile {
        fn new(name: &str, text: &str) -> Self {
            let path = std::env::temp_dir().join(format!("arena-{}-{name}", std::process::id()));
            std::fs::write(&path, text).expect("write temp file");
            TempFile(path)
        }

        fn path(&self) -> &str {
            self.0.to_str().expect("utf-8 temp path")
        }
    }

    impl Drop for TempFile {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    #[test]
    fn a_rating_is_read_from_the_matches_it_played() {
        // Even against 1800: 1800. A sweep of 1800 and a loss to 2300 lie between.
        assert!((rating_from(&[(1800, 4.0, 8)]) - 1800.0).abs() < 1.0);
        let between = rating_from(&[(1800, 8.0, 8), (2300, 0.5, 8)]);
        assert!(between > 1900.0 && between < 2200.0, "{between}");
        // Three quarters against 1350: about 190 above it; a clean loss, finite.
        assert!((rating_from(&[(1350, 6.0, 8)]) - 1541.0).abs() < 2.0);
        let swept = rating_from(&[(1350, 0.0, 16)]);
        assert!(swept > 700.0 && swept < 900.0, "{swept}");
    }

    #[test]
    fn start_files_skip_comments_and_scores() {
        let file = TempFile::new(
            "starts.fen",
            "# made by: arena fairy-starts 2 12 60\n\n\
             brmnkaba/8/8/8/8/8/PPPPPPPP/ABRRKABB w - - 0 1 ; fsf depth 12 cp -4\n\
             rbnnkccc/5p2/8/8/8/8/PP1PPPPP/NRNAKBNQ w - - 0 1\n",
        );
        let starts = starts_from_file(file.path()).expect("two starts");
        let fens: Vec<&str> = starts.iter().map(|(_, fen)| fen.as_str()).collect();
        assert_eq!(
            fens,
            ["brmnkaba/8/8/8/8/8/PPPPPPPP/ABRRKABB w - - 0 1", "rbnnkccc/5p2/8/8/8/8/PP1PPPPP/NRNAKBNQ w - - 0 1"]
        );
        assert!(starts[1].0.ends_with("#2"), "{}", starts[1].0);
    }

    #[test]
    fn a_head_count_out_of_range_is_refused_before_anything_is_read() {
        let config = engine_tools::train::TrainConfig { heads: 3, ..Default::default() };
        let err = train("/nonexistent/data.txt", config, false, None, "/nonexistent/out.nnue").expect_err("3 heads");
        assert_eq!(err, "3 output heads: a network has 1 or 8");
    }

    #[test]
    fn a_start_network_must_be_readable_and_have_the_runs_heads() {
        let config = engine_tools::train::TrainConfig { heads: 1, ..Default::default() };
        let run = |start: &str| train("/nonexistent/data.txt", config, false, Some(start), "/nonexistent/out.nnue");
        let err = run("/nonexistent/net.nnue").expect_err("no file");
        assert!(err.starts_with("/nonexistent/net.nnue: cannot read the network file"), "{err}");
        let endless = run("/dev/zero").expect_err("a device");
        assert_eq!(endless, "/dev/zero: cannot read the network file: not a regular file");
        let broken = TempFile::new("broken.nnue", "MHNN");
        assert!(run(broken.path()).expect_err("too short").contains("network file has 4 bytes"));
        let embedded = TempFile::new("embedded.nnue", "");
        std::fs::write(embedded.path(), engine::nnue::EMBEDDED).expect("written");
        let err = run(embedded.path()).expect_err("8 heads");
        assert!(err.ends_with(": 8 output heads, the run trains 1"), "{err}");
    }

    #[test]
    fn a_contender_is_an_evaluation_or_a_network_file_and_a_bad_file_is_a_clear_error() {
        let hand = Contender::parse("hand").expect("hand-written");
        assert_eq!((hand.name.as_str(), hand.evaluation), ("hand-written", engine::Evaluation::Handwritten));
        let embedded = Contender::parse("embedded").expect("embedded");
        assert!(embedded.evaluation == engine::Evaluation::Network && embedded.network.is_none());
        let file = TempFile::new("net.nnue", "");
        std::fs::write(file.path(), engine::nnue::EMBEDDED).expect("written");
        let from_file = Contender::parse(file.path()).expect("a network file");
        assert_eq!(from_file.engine().network().map(|n| n.to_bytes()), Some(engine::nnue::EMBEDDED.to_vec()));
        let err = Contender::parse("/nonexistent/net.nnue").err().expect("no file");
        assert!(err.starts_with("/nonexistent/net.nnue: cannot read the network file"), "{err}");
    }

    #[test]
    fn a_contender_searches_with_the_margins_of_its_file() {
        let margins = TempFile::new("margins.txt", "razor 250\nlmr_base 90\n");
        let tuned = Contender::parse(&format!("embedded@{}", margins.path())).expect("margins");
        let expected = SearchParams { razor: 250, lmr_base: 90, ..engine::search_params::NETWORK };
        assert_eq!(tuned.engine().search_params(), expected);
        assert_eq!(tuned.name, format!("network with margins {}", margins.path()));
        assert_eq!(
            Contender::parse("hand").expect("hand").engine().search_params(),
            engine::search_params::HANDWRITTEN
        );
        let bad = TempFile::new("bad-margins.txt", "razor 250\nrazr 10\n");
        let err = Contender::parse(&format!("hand@{}", bad.path())).err().expect("a misspelt margin");
        assert_eq!(err, format!("{}: line 2: no search parameter is called \"razr\"", bad.path()));
        let err = Contender::parse("hand@/nonexistent/margins.txt").err().expect("no file");
        assert!(err.starts_with("/nonexistent/margins.txt: "), "{err}");
    }

    #[test]
    fn a_missing_or_empty_start_file_is_a_clear_error() {
        let empty = TempFile::new("empty.fen", "# nothing but a comment\n");
        let err = starts_from_file(empty.path()).expect_err("no positions");
        assert!(err.contains("has no positions"), "{err}");
        let err = starts_from_file("/nonexistent/starts.fen").expect_err("no file");
        assert!(err.starts_with("start file /nonexistent/starts.fen:"), "{err}");
    }

    #[test]
    fn the_shipped_balanced_starts_are_playable_fairy_starts() {
        let starts = starts_from_file("bench/fairy/balanced.fen").expect("shipped file");
        assert_eq!(starts.len(), 64);
        for (name, fen) in &starts {
            assert_eq!(fairy_mismatch(fen), None, "{name}");
            assert!(!mates_at_once(fen), "{name}");
        }
    }
}
