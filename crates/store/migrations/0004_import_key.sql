-- Schema version 4, imported games: a fingerprint of each (SHA-256 of its
-- variant, start, moves, result and tags), so importing the same games
-- again skips them as duplicates instead of saving them twice; and the PGN
-- date as written (`1997.??.??`), so a partial date stays partial and no
-- time of day is invented. Games saved by the app itself have neither.

ALTER TABLE games ADD COLUMN import_key TEXT;
ALTER TABLE games ADD COLUMN played_on TEXT;

CREATE INDEX games_import_key ON games (import_key) WHERE import_key IS NOT NULL;
