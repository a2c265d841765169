-- Schema version 2: favourite setups, list indexes and full-text search over
-- player names, event and site.

ALTER TABLE setups ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1));
CREATE INDEX setups_list ON setups (favourite DESC, name COLLATE NOCASE);

-- The saved-games screen filters by variant, result or source and sorts newest first.
CREATE INDEX games_variant_played ON games (variant, played_at);
CREATE INDEX games_result_played ON games (result, played_at);
CREATE INDEX games_source_played ON games (source, played_at);

-- External-content FTS5 index: the text lives in games, only the index here.
CREATE VIRTUAL TABLE games_fts USING fts5(
    white_name, black_name, event, site,
    content = 'games', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

-- Index the games saved under version 1.
INSERT INTO games_fts (games_fts) VALUES ('rebuild');

CREATE TRIGGER games_fts_insert AFTER INSERT ON games BEGIN
    INSERT INTO games_fts (rowid, white_name, black_name, event, site)
    VALUES (new.id, new.white_name, new.black_name, new.event, new.site);
END;

CREATE TRIGGER games_fts_delete AFTER DELETE ON games BEGIN
    INSERT INTO games_fts (games_fts, rowid, white_name, black_name, event, site)
    VALUES ('delete', old.id, old.white_name, old.black_name, old.event, old.site);
END;

-- Only when an indexed column is written: the per-move autosave does not pay for it.
CREATE TRIGGER games_fts_update AFTER UPDATE OF white_name, black_name, event, site ON games BEGIN
    INSERT INTO games_fts (games_fts, rowid, white_name, black_name, event, site)
    VALUES ('delete', old.id, old.white_name, old.black_name, old.event, old.site);
    INSERT INTO games_fts (rowid, white_name, black_name, event, site)
    VALUES (new.id, new.white_name, new.black_name, new.event, new.site);
END;
