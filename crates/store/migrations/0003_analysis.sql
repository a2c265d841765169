-- Schema version 3: engine analysis of saved games, kept so reopening a
-- review does not analyse the game again. Deleting a game deletes its
-- analysis (foreign key, enforced: the store turns foreign_keys on).

CREATE TABLE game_analysis (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- Engine name and version plus settings, so a stronger engine re-analyses.
    engine      TEXT    NOT NULL,
    -- Whatever the review screen keeps: evaluations, best moves, marks (JSON).
    data        TEXT    NOT NULL CHECK (json_valid(data)),
    updated_at  INTEGER NOT NULL
);
