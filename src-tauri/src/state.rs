//! The app's state, one value in Tauri's state: the game controller, the
//! setup editor, the library (saved games, setups, settings in SQLite), the
//! review's analysis and the settings. Built without Tauri types so tests
//! can make one too.

use crate::engine_bridge::EngineBridge;
use crate::error::AppResult;
use crate::game::{GameConfig, GameController, GameEvents, Opponent, TimeControl, TimeSource};
use crate::i18n;
use crate::library::{Library, Silent};
use crate::remote::{LanPlay, OnlinePlay};
use crate::review::Reviewer;
use crate::settings::{Settings, SettingsStore};
use crate::setup::{SetupEditor, SetupStart};
use std::sync::{Arc, Mutex, MutexGuard};

/// Everything the commands work on.
pub struct AppState {
    /// The game in progress and its engine.
    pub game: GameController,
    /// The custom-army editor.
    pub setup: Mutex<SetupEditor>,
    /// Saved games (autosaved as they are played), setups and settings.
    pub library: Arc<Library>,
    /// The review's engine analysis.
    pub review: Reviewer,
    /// Engine lines on demand (review, explored lines, casual games).
    pub lines: crate::lines::LineWatcher,
    /// LAN play: hosting, joining, the game with the other device.
    pub lan: LanPlay,
    /// Online play through the Maharajah server.
    pub online: OnlinePlay,
    /// The engine's own army for a game from the setup editor, another each game.
    pub engine_army: crate::advisor::choice::Chooser,
    settings: Mutex<Settings>,
    store: Box<dyn SettingsStore>,
}

impl AppState {
    /// State over `store`, keeping time with `time` and reporting game
    /// events to `events`; games are kept in a library in memory.
    pub fn new(store: Box<dyn SettingsStore>, time: Arc<dyn TimeSource>, events: Arc<dyn GameEvents>) -> Self {
        AppState::with_library(Arc::new(Library::in_memory(Arc::new(Silent))), store, time, events)
    }

    /// State whose games are autosaved to `library`.
    pub fn with_library(
        library: Arc<Library>,
        store: Box<dyn SettingsStore>,
        time: Arc<dyn TimeSource>,
        events: Arc<dyn GameEvents>,
    ) -> Self {
        let settings = store.load().unwrap_or_default();
        i18n::set_language(&language_for(&settings));
        let lan = LanPlay::new(library.notifier(), library.clone());
        let online = OnlinePlay::new(library.notifier(), library.clone());
        let game = GameController::new(EngineBridge::new(), time, events);
        game.set_recorder(library.clone());
        AppState {
            game,
            setup: Mutex::new(SetupEditor::new()),
            library,
            review: Reviewer::new(engine::review::NODES),
            lines: Default::default(),
            lan,
            online,
            engine_army: Default::default(),
            settings: Mutex::new(settings),
            store,
        }
    }

    /// The setup editor, locked.
    pub fn setup(&self) -> MutexGuard<'_, SetupEditor> {
        self.setup.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The setup editor to change: refused once this side's army is locked
    /// in a LAN or online hidden setup, so that the army shown is the army
    /// that starts (reading it stays allowed).
    pub fn setup_to_edit(&self) -> AppResult<MutexGuard<'_, SetupEditor>> {
        if self.lan.army_locked() || self.online.army_locked() {
            return Err(crate::error::AppError::ArmyLocked);
        }
        Ok(self.setup())
    }

    /// Starts a game from the setup editor's armies; with `engine_chooses`
    /// against the engine, the engine's half is its own choice (drawn with
    /// `seed`), said in the returned notice, and the editor keeps the
    /// player's setup as it was.
    pub fn start_from_setup(
        &self,
        opponent: Opponent,
        time: Option<TimeControl>,
        engine_chooses: bool,
        seed: u64,
    ) -> AppResult<SetupStart> {
        let (setup, notice) = match opponent {
            Opponent::Engine { level, color } if engine_chooses => {
                let chosen = self.engine_army.choose(self.setup().setup(), color, level, seed)?;
                (chosen.setup, Some(chosen.notice))
            }
            _ => (self.setup().setup().clone(), None),
        };
        let (variant, fen) = SetupEditor::start_of(&setup)?;
        let view = self.game.new_game(GameConfig { variant, fen: Some(fen), opponent, time })?;
        Ok(SetupStart { view, notice })
    }

    /// The current settings.
    pub fn settings(&self) -> Settings {
        self.settings.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Saves new settings and applies the language.
    pub fn set_settings(&self, settings: Settings) -> AppResult<Settings> {
        settings.validate()?;
        self.store.save(&settings)?;
        i18n::set_language(&language_for(&settings));
        *self.settings.lock().unwrap_or_else(|e| e.into_inner()) = settings.clone();
        Ok(settings)
    }
}

/// The language to use: the chosen one, else the OS locale's best match
/// (first start, or "system" chosen), else English.
fn language_for(settings: &Settings) -> String {
    i18n::resolve(&settings.language).to_string()
}
