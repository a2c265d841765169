//! The autosave: every game is written to the store after each change (a
//! move by either side, a takeback, the end), so a crash or a closed window
//! loses nothing; Home offers the latest unfinished game back, clocks and
//! all, and declining it finishes it as abandoned.

use super::Library;
use crate::error::{AppError, AppResult};
use crate::game::{GameConfig, GameController, GameRecorder, GameSession, GameView, Opponent};
use rules::Color;
use serde::Serialize;
use store::{ClockState, GameId, GameRecord, GameResult, Player, PlayerKind, Source};

/// The engine's name in saved games and PGN exports.
pub const ENGINE_NAME: &str = "Maharajah engine";

/// Reason id of a game the user chose not to resume.
pub const ABANDONED: &str = "abandoned";

/// The event that tells the window a save failed, or works again after a
/// failure: `{ok, kind, message}`, the message in the user's language. A
/// release build has no console, so a failure printed only to a log would
/// let the player believe the game is kept.
pub const AUTOSAVE: &str = "autosave";

/// The game the autosave is keeping: the controller's session id and its record.
#[derive(Default)]
pub(super) struct Current {
    session: Option<u64>,
    record: Option<GameRecord>,
    /// A saved game about to be resumed: adopted by the next unknown session.
    pending: Option<GameRecord>,
    /// The last save failed: the player has been told, once, and is told
    /// again when a save works.
    failing: bool,
}

/// What Home shows to offer a game back.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResumeOffer {
    /// The saved game.
    pub id: GameId,
    /// Its variant.
    pub variant: rules::Variant,
    /// White's player in words.
    pub white: String,
    /// Black's player in words.
    pub black: String,
    /// Half-moves played.
    pub plies: usize,
    /// Both clocks as saved, when timed (White, Black).
    pub clock: Option<ClockState>,
    /// When it was last saved (ms since the epoch).
    pub updated_at: i64,
}

/// The saved record of a new game.
fn new_record(session: &GameSession) -> GameRecord {
    let config = session.config();
    let player = |c: Color| match config.opponent {
        Opponent::Engine { level, color } if color == c => Player::engine(ENGINE_NAME, Some(level)),
        _ => Player::human(""),
    };
    let mut r = GameRecord::new(config.variant, player(Color::White), player(Color::Black), Source::Offline);
    r.start_fen = config.fen.clone();
    r.time_control = config.time;
    r
}

/// Copies what changes during a game from `session` into `record`.
fn update_record(record: &mut GameRecord, session: &GameSession, now: u64) {
    record.moves = session.moves().iter().map(|m| m.uci.clone()).collect();
    record.move_clocks = match session.clock() {
        Some(_) => session.moves().iter().map_while(|m| m.clocks_after).collect(),
        None => Vec::new(),
    };
    if record.move_clocks.len() != record.moves.len() {
        record.move_clocks.clear();
    }
    record.clock = session.clock().map(|c| {
        let [white_ms, black_ms] = c.snapshot(now);
        ClockState { white_ms, black_ms, running: if session.result().is_none() { c.running() } else { None } }
    });
    match session.result() {
        Some(r) => {
            record.result = GameResult::from_winner(r.winner);
            record.reason = Some(r.reason.id().to_string());
        }
        None => {
            record.result = GameResult::Unfinished;
            record.reason = None;
        }
    }
}

/// The game configuration of a saved record (who plays whom, from where, on which clock).
fn config_of(record: &GameRecord) -> GameConfig {
    let engine =
        [(Color::White, &record.white), (Color::Black, &record.black)].into_iter().find_map(|(c, p)| match p.kind {
            PlayerKind::Engine { level } => Some((c, level.unwrap_or(crate::engine_bridge::LEVELS))),
            _ => None,
        });
    GameConfig {
        variant: record.variant,
        fen: record.start_fen.clone(),
        opponent: match engine {
            Some((color, level)) => Opponent::Engine { level, color },
            None => Opponent::Human,
        },
        time: record.time_control,
    }
}

impl Library {
    fn current(&self) -> std::sync::MutexGuard<'_, Current> {
        self.autosave.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Writes `record` as a game in progress (and finishes it when it has a
    /// result); keeps the id the store gave it.
    fn write(&self, record: &mut GameRecord) -> AppResult<()> {
        let mut store = self.store();
        let id = store.save_in_progress(record)?;
        record.id = Some(id);
        record.in_progress = true;
        if record.result != GameResult::Unfinished {
            store.finish_game(id, record.result, record.reason.as_deref())?;
            record.in_progress = false;
        }
        Ok(())
    }

    /// The latest unfinished saved game that is not the one being played now
    /// (`live`: the controller's game in progress, if any).
    pub fn resume_offer(&self, live: Option<u64>) -> AppResult<Option<ResumeOffer>> {
        let Some(r) = self.store().latest_in_progress()? else { return Ok(None) };
        let cur = self.current();
        if live.is_some() && cur.session == live && cur.record.as_ref().and_then(|c| c.id) == r.id {
            return Ok(None);
        }
        let Some(id) = r.id else { return Ok(None) };
        Ok(Some(ResumeOffer {
            id,
            variant: r.variant,
            white: super::player_label(&r.white, &r.black, Color::White),
            black: super::player_label(&r.black, &r.white, Color::Black),
            plies: r.moves.len(),
            clock: r.clock,
            updated_at: r.updated_at,
        }))
    }

    /// Continues saved game `id` in `game` exactly where it was saved:
    /// moves, clocks (the side to move's clock runs again from now) and
    /// opponent; later saves update the same record.
    pub fn resume(&self, game: &GameController, id: GameId) -> AppResult<GameView> {
        // The game on the board is the one asked for (its review's "Play
        // on"): it goes on as it is. Replacing it with its saved copy would
        // finish it as abandoned first.
        if game.live_id().and_then(|live| self.saved_id(live)) == Some(id) {
            return game.view();
        }
        let record = self.game(id)?;
        if !record.in_progress {
            return Err(AppError::GameOver);
        }
        let config = config_of(&record);
        let clock = record.clock.map(|c| [c.white_ms, c.black_ms]);
        let (moves, clocks) = (record.moves.clone(), record.move_clocks.clone());
        self.current().pending = Some(record);
        let view = game.resume(|sid, now| GameSession::resume(sid, config, &moves, &clocks, clock, now));
        if view.is_err() {
            self.current().pending = None;
        }
        view
    }

    /// Declines to resume saved game `id`: it is finished as abandoned (kept
    /// in the saved games with result `*`).
    pub fn abandon(&self, id: GameId) -> AppResult<()> {
        Ok(self.store().finish_game(id, GameResult::Unfinished, Some(ABANDONED))?)
    }

    /// The saved id of the game the controller plays as session `session`, if saved yet.
    pub fn saved_id(&self, session: u64) -> Option<GameId> {
        let cur = self.current();
        (cur.session == Some(session)).then(|| cur.record.as_ref().and_then(|r| r.id)).flatten()
    }
}

impl GameRecorder for Library {
    fn record(&self, session: &GameSession, now: u64) {
        let mut cur = self.current();
        if cur.session != Some(session.id()) {
            cur.session = Some(session.id());
            cur.record = Some(cur.pending.take().unwrap_or_else(|| new_record(session)));
        }
        let Some(mut record) = cur.record.take() else { return };
        let unsaved = record.id.is_none();
        let finished_before = !record.in_progress && !unsaved;
        update_record(&mut record, session, now);
        // A game is saved from its first move; a finished game is not saved
        // again unless a takeback reopened it.
        let skip = (unsaved && session.moves().is_empty()) || (finished_before && session.result().is_some());
        if !skip {
            let written = self.write(&mut record);
            self.report(&mut cur, written);
        }
        cur.record = Some(record);
    }

    fn replaced(&self, session: &GameSession, now: u64) {
        let mut cur = self.current();
        if cur.session != Some(session.id()) {
            return;
        }
        cur.session = None;
        let Some(mut record) = cur.record.take() else { return };
        if record.id.is_none() || !record.in_progress {
            return;
        }
        // Left unfinished for another game: kept, but no longer offered.
        update_record(&mut record, session, now);
        let mut store = self.store();
        let result = store
            .save_in_progress(&record)
            .and_then(|id| store.finish_game(id, GameResult::Unfinished, Some(ABANDONED)));
        drop(store);
        self.report(&mut cur, result.map_err(AppError::from));
    }
}

impl Library {
    /// Logs a failed save and tells the window when saving starts or stops
    /// working. The record stays in memory either way, so the next save
    /// writes everything the failed one missed.
    fn report(&self, cur: &mut Current, written: AppResult<()>) {
        let event = match written {
            Err(e) => {
                tracing::error!(kind = e.kind(), error = %e, "autosave failed");
                let first = !std::mem::replace(&mut cur.failing, true);
                first.then(|| {
                    let message = crate::i18n::tf("autosave-failed", &[("reason", e.localized().into())]);
                    serde_json::json!({ "ok": false, "kind": e.kind(), "message": message })
                })
            }
            Ok(()) => std::mem::replace(&mut cur.failing, false).then(|| {
                tracing::info!("autosave works again");
                serde_json::json!({ "ok": true, "kind": "saved", "message": crate::i18n::t("autosave-resumed") })
            }),
        };
        if let Some(payload) = event {
            self.notify.emit(AUTOSAVE, payload);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::TimeControl;

    fn two_player_chess() -> GameConfig {
        GameConfig { variant: rules::Variant::Chess, fen: None, opponent: Opponent::Human, time: None }
    }

    struct Quiet;

    impl crate::game::GameEvents for Quiet {
        fn updated(&self, _view: &GameView) {}
    }

    fn app() -> crate::state::AppState {
        crate::state::AppState::new(
            Box::new(crate::settings::MemoryStore::default()),
            std::sync::Arc::new(crate::game::SystemTime::default()),
            std::sync::Arc::new(Quiet),
        )
    }

    #[test]
    fn resuming_the_game_on_the_board_keeps_it_going_unabandoned() {
        let app = app();
        app.game.new_game(two_player_chess()).unwrap();
        app.game.play("e2e4").unwrap();
        let live = app.game.live_id().unwrap();
        let id = app.library.saved_id(live).expect("saved from its first move");
        let view = app.library.resume(&app.game, id).unwrap();
        assert_eq!(view.moves.len(), 1);
        assert_eq!(app.game.live_id(), Some(live), "the same game goes on");
        let record = app.library.game(id).unwrap();
        assert!(record.in_progress, "not finished as abandoned: {record:?}");
        app.game.play("e7e5").unwrap();
        assert_eq!(app.library.game(id).unwrap().moves.len(), 2, "and is still the one saved");
    }

    #[test]
    fn resuming_another_game_leaves_the_one_on_the_board_abandoned() {
        let app = app();
        app.game.new_game(two_player_chess()).unwrap();
        app.game.play("d2d4").unwrap();
        let first = app.library.saved_id(app.game.live_id().unwrap()).unwrap();
        app.game.new_game(two_player_chess()).unwrap();
        app.game.play("e2e4").unwrap();
        let second = app.library.saved_id(app.game.live_id().unwrap()).unwrap();
        // The first was left for the second: kept, finished as abandoned.
        assert!(!app.library.game(first).unwrap().in_progress);
        assert!(matches!(app.library.resume(&app.game, first), Err(AppError::GameOver)));
        assert!(app.library.game(second).unwrap().in_progress, "a refused resume changes nothing");
    }

    #[test]
    fn config_round_trips_through_a_record() {
        let config = GameConfig {
            variant: rules::Variant::Maharajah,
            fen: Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into()),
            opponent: Opponent::Engine { level: 3, color: Color::Black },
            time: Some(TimeControl { base_ms: 60_000, increment_ms: 1_000 }),
        };
        let session = GameSession::new(1, config.clone(), 0).unwrap();
        assert_eq!(config_of(&new_record(&session)), config);
    }
}
