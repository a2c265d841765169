-- Schema version 4: a fingerprint of each imported game (SHA-256 of its
-- variant, start, moves, result and tags), so importing the same games
-- again skips them as duplicates instead of saving them twice. Games saved
-- by the app itself have none.

ALTER TABLE games ADD COLUMN import_key TEXT;

CREATE INDEX games_import_key ON games (import_key) WHERE import_key IS NOT NULL;
