# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Your saved games
library-recovered-corrupt = The file that keeps your saved games was damaged, so Maharajah started a new, empty one. The old file was kept, not deleted: { $file }
library-recovered-foreign = The file where Maharajah keeps your saved games belonged to another program, so Maharajah started a new one. That file was kept as it was: { $file }
library-recovered-too-new = Your saved games were written by a newer version of Maharajah. This version started a new file; the newer one was kept as it was: { $file }
library-memory-only = Your games cannot be saved on this computer right now ({ $detail }). Games you play in this session are kept until you close the app.
library-notice-detail = Details

## Home: resume

home-resume-title = Unfinished game
home-resume-text = { $white } vs { $black } · { $variant } · { $moves ->
    [0] no moves yet
    [one] 1 move played
   *[other] { $moves } moves played
}
home-resume-saved = Saved { $when }
home-resume-continue = Resume
home-resume-discard = Discard
home-resume-discard-confirm = Discard this game? It stays in your saved games as abandoned, but it can no longer be resumed.
newgame-abandon-confirm = The game in progress is not finished. Start a new game? The unfinished one stays in your saved games as abandoned.
newgame-abandon-yes = Start new game
resume-abandon-confirm = The game in progress is not finished. Continue the saved game instead? The unfinished one stays in your saved games as abandoned.
resume-abandon-yes = Continue the saved game
end-abandoned = abandoned

## Saved games screen

library-title = Saved games
library-search = Search players, event, site
library-opponent = Opponent
library-variant-any = All games
library-result-any = Any result
library-result-white = White won
library-result-black = Black won
library-result-draw = Draw
library-result-unfinished = Unfinished
library-date-any = Any time
library-date-today = Today
library-date-week = Last 7 days
library-date-month = Last 30 days
library-date-year = Last 12 months
library-col-date = Date
library-col-game = Game
library-col-white = White
library-col-black = Black
library-col-result = Result
library-col-moves = Moves
library-col-source = Source
library-select-all = Select all on this page
library-select-game = Select this game
library-count = { $total ->
    [0] No games
    [one] 1 game
   *[other] { $total } games
}
library-range = { $from }–{ $to } of { $total }
library-selected = { $count ->
    [one] 1 selected
   *[other] { $count } selected
}
library-prev = Previous
library-next = Next
library-open = Open
library-delete = Delete
library-delete-confirm = { $count ->
    [one] Delete this game? This cannot be undone.
   *[other] Delete these { $count } games? This cannot be undone.
}
library-deleted = { $count ->
    [one] 1 game deleted.
   *[other] { $count } games deleted.
}
library-import = Import PGN…
library-paste = Paste PGN…
library-export-selected = Export selected…
library-export-all = Export all shown…
library-empty = No saved games yet. Every game you play is saved here as you play it.
library-empty-filtered = No games match these filters.
library-in-progress = in progress
library-engine = Engine
library-source-offline = This device
library-source-lan = LAN
library-source-online = Online
library-source-import = Imported
library-custom-start = custom start
library-loading = Loading…

## File paths (import and export)

library-path-label = File
library-path-placeholder = /home/you/games.pgn
library-choose-file = Choose file…
library-path-empty = Choose a file first.
library-path-is-folder = That is a folder; choose a file.
library-path-no-folder = That folder does not exist.
library-path-missing = There is no file there.

## Export

export-title = Export to PGN
export-what = { $count ->
    [one] 1 game will be written to a PGN file.
   *[other] { $count } games will be written to a PGN file.
}
export-go = Export
export-running = Writing…
export-done = { $count ->
    [one] 1 game exported to { $file }.
   *[other] { $count } games exported to { $file }.
}

## Import

paste-title = Paste PGN
paste-intro = Paste one or more games in PGN, from a website or another app. The first opens in review; all are kept in Saved games.
import-title = Import PGN
import-intro = Games are read one by one: a broken game is skipped and reported, and never stops the others.
import-go = Import
import-running = Importing…
import-progress = { $imported } imported · { $skipped } skipped
import-cancel = Cancel import
import-close = Close
import-summary = { $imported ->
    [one] 1 game imported
   *[other] { $imported } games imported
}, { $skipped ->
    [0] none skipped.
    [one] 1 skipped.
   *[other] { $skipped } skipped.
}
import-summary-cancelled = Import cancelled: { $imported ->
    [one] 1 game imported
   *[other] { $imported } games imported
} before you stopped it, { $skipped ->
    [0] none skipped.
    [one] 1 skipped.
   *[other] { $skipped } skipped.
}
import-skipped-title = Skipped games
import-skipped-more = { $count ->
    [one] …and 1 more.
   *[other] …and { $count } more.
}
import-skipped-game = Game { $index } (line { $line }): { $why }
import-why-syntax = the text is not valid PGN
import-why-no-game = there is no game in this part of the file
import-why-unknown-variant = it is a variant Maharajah does not play
import-why-missing-fen = it has a custom start but no position (FEN)
import-why-bad-fen = its start position (FEN) is not valid
import-why-illegal-move = one of its moves is not legal
import-why-illegal-variation = a move in one of its variations is not legal
import-why-counter-overflow = its move counters are out of range
import-why-null-move = it contains a null move (a pass), which cannot be replayed
import-why-duplicate = the same game (players, event, date and moves) is already in your saved games
import-why-too-long = the game is far too long to be a real game
import-why-refused = the database refused it
import-why-other = it cannot be read

## Setups library (custom setup editor)

setups-title = My setups
setups-empty = No saved setups yet. Build an army and save it here.
setups-save = Save…
setups-paste = Paste code…
setups-save-title = Save setup
setups-name = Name
setups-name-placeholder = My army
setups-which = Save
setups-side-white = White's army
setups-side-black = Black's army
setups-side-both = Both armies
setups-saved = Setup saved.
setups-load-white = Load into White
setups-load-black = Load into Black
setups-load-both = Load both
setups-loaded = Setup loaded.
setups-copy-code = Copy code
setups-code-copied = Setup code copied.
setups-rename = Rename
setups-rename-title = Rename setup
setups-duplicate = Duplicate
setups-copy-name = { $name } (copy)
setups-delete = Delete
setups-delete-confirm = Delete the setup “{ $name }”?
setups-favourite = Favourite
setups-badge-white = White
setups-badge-black = Black
setups-badge-both = Both
setups-code-title = Paste a setup code
setups-code-intro = A setup code is a short text another player can send you; it starts with MJ1-. Load it into either side, or keep it in your setups.
setups-code-label = Setup code
setups-code-save = Save to my setups
setups-code-name-default = Shared army
setups-code-empty = Paste a setup code first.

## Copy to the clipboard

copy-done = Copied.
copy-failed = Could not copy; select the text and copy it yourself.

## The store's errors, by kind

error-io = A file could not be read or written: { $detail }
error-corrupt = The saved games file is damaged: { $detail }
error-foreign = The saved games file belongs to another program.
error-too-new = The saved games were written by a newer version of Maharajah.
error-busy = The saved games are busy (is Maharajah open twice?). Try again.
error-read-only = The saved games cannot be written: { $detail }
error-cannot-open = The saved games cannot be opened: { $detail }
error-disk-full = The disk is full; nothing more can be saved.
error-database = The saved games could not be read or written: { $detail }
error-not-found = That item no longer exists (it may have been deleted).
error-invalid = That cannot be saved: { $detail }
error-setting = A setting could not be saved: { $detail }
error-setup-code-malformed = That is not a setup code: check that you pasted all of it.
error-setup-code-version = That setup code comes from a newer version of Maharajah.
error-setup-code-checksum = That setup code has a typo: a character is wrong or missing.
error-setup-code-invalid = That setup code holds an army that cannot be placed.
error-setup-code-unencodable = This setup cannot be written as a code.
error-import-running = An import is already running.
error-bad-path = { $detail }
error-setup-name = Give the setup a name of 1 to { $max } characters.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = This game could not be saved. { $reason } The game stays open, and each move tries again.
autosave-resumed = Saving works again: the game is saved.
