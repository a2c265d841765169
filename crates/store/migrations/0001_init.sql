-- Maharajah store, schema version 1: saved games, army setups, settings.
--
-- Applied by crates/store/src/schema.rs inside one transaction, which then
-- sets PRAGMA user_version = 1. Never edit a released migration: add the
-- next numbered file instead, so every existing database upgrades the same way.

-- Marks the file as a Maharajah store ('MHJH'), so a foreign SQLite database
-- is recognised and never migrated over.
PRAGMA application_id = 1296583240;

-- One row per game with what the saved-games list shows and filters on:
-- small rows, so listing and counting 100,000 games reads little.
CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    variant         TEXT    NOT NULL CHECK (variant IN ('chess', 'maharajah', 'mirodol')),
    white_name      TEXT    NOT NULL DEFAULT '',
    white_kind      TEXT    NOT NULL DEFAULT 'human' CHECK (white_kind IN ('human', 'engine', 'remote')),
    white_level     INTEGER,
    black_name      TEXT    NOT NULL DEFAULT '',
    black_kind      TEXT    NOT NULL DEFAULT 'human' CHECK (black_kind IN ('human', 'engine', 'remote')),
    black_level     INTEGER,
    -- PGN result; '*' while the game goes on (or was abandoned).
    result          TEXT    NOT NULL DEFAULT '*' CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
    -- Stable id of why the game ended (checkmate, time, resignation, ...).
    reason          TEXT,
    tc_base_ms      INTEGER CHECK (tc_base_ms >= 0),
    tc_increment_ms INTEGER CHECK (tc_increment_ms >= 0),
    ply_count       INTEGER NOT NULL DEFAULT 0 CHECK (ply_count >= 0),
    -- Whether game_bodies.start_fen is set (a custom start).
    custom_start    INTEGER NOT NULL DEFAULT 0 CHECK (custom_start IN (0, 1)),
    event           TEXT,
    site            TEXT,
    source          TEXT    NOT NULL CHECK (source IN ('offline', 'lan', 'online', 'import')),
    in_progress     INTEGER NOT NULL DEFAULT 0 CHECK (in_progress IN (0, 1)),
    -- Milliseconds since the Unix epoch (UTC).
    played_at       INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    finished_at     INTEGER
);

CREATE INDEX games_played ON games (played_at);
CREATE INDEX games_in_progress ON games (in_progress, updated_at);

-- The bulk of a game, read only to open, resume or export it.
CREATE TABLE game_bodies (
    game_id         INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- Extended FEN of a custom start; NULL for the variant's standard start.
    start_fen       TEXT,
    -- The main line in UCI, one space between moves.
    moves           TEXT    NOT NULL DEFAULT '',
    -- Timed games: "white,black" remaining ms after each move, space separated.
    move_clocks     TEXT,
    -- Timed games in progress: remaining ms at the last save and whose clock ran.
    clock_white_ms  INTEGER,
    clock_black_ms  INTEGER,
    clock_running   TEXT    CHECK (clock_running IN ('w', 'b')),
    -- Other PGN tags, JSON [[name, value], ...].
    tags            TEXT    CHECK (tags IS NULL OR json_valid(tags)),
    -- The game as imported, when it carries comments, NAGs or variations.
    pgn             TEXT
);

CREATE TABLE setups (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    side        TEXT    NOT NULL CHECK (side IN ('white', 'black', 'both')),
    -- The placement as a FEN board field (8x8, kings on e1/e8).
    board       TEXT    NOT NULL,
    notes       TEXT    NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE settings (
    key         TEXT    PRIMARY KEY,
    value       TEXT    NOT NULL CHECK (json_valid(value)),
    updated_at  INTEGER NOT NULL
) WITHOUT ROWID;
