//! The Maharajah desktop app: the Tauri shell over the rules core and the
//! engine.
//!
//! Layers, outermost first: [`commands`] (thin `#[tauri::command]`s grouped
//! by domain) → [`state::AppState`] → plain-Rust modules that know nothing of
//! Tauri ([`game`], [`setup`], [`learn`], [`settings`], [`i18n`], [`library`],
//! [`review`], [`remote`]) → the `rules`, `engine`, `store`, `protocol` and `lan` crates. Everything below the commands is tested
//! without a window.

pub mod commands;
pub mod engine_bridge;
pub mod error;
pub mod game;
pub mod i18n;
pub mod learn;
pub mod library;
pub mod lines;
pub mod logging;
pub mod open_files;
pub mod remote;
pub mod review;
pub mod settings;
pub mod setup;
pub mod state;

use game::{GameEvents, GameView, SystemTime};
use library::{Library, Notify, StoreSettings};
use state::AppState;
use std::sync::Arc;
use tauri::{AppHandle, Emitter, Manager};

/// The event the UI listens to for changes it did not ask for.
pub const GAME_UPDATED: &str = "game-updated";

/// Sends game events to the window.
struct TauriEvents(AppHandle);

impl GameEvents for TauriEvents {
    fn updated(&self, view: &GameView) {
        // A closed window cannot receive it; nothing else to do.
        let _ = self.0.emit(GAME_UPDATED, view);
    }
}

impl Notify for TauriEvents {
    fn emit(&self, event: &str, payload: serde_json::Value) {
        let _ = self.0.emit(event, payload);
    }
}

/// Builds and runs the app.
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .setup(|app| {
            let events = Arc::new(TauriEvents(app.handle().clone()));
            if let Ok(logs) = app.path().app_log_dir() {
                logging::init(&logs);
            }
            let dir = app.path().app_data_dir().ok();
            let library = Arc::new(Library::open_in(dir.as_deref(), events.clone()));
            let settings = StoreSettings::new(library.clone(), dir.map(|d| d.join("settings.json")));
            let state = AppState::with_library(library, Box::new(settings), Arc::new(SystemTime::default()), events);
            state.game.spawn_ticker();
            app.manage(state);
            app.manage(open_files::OpenRequests::from_args(std::env::args_os()));
            Ok(())
        })
        .on_window_event(|window, event| {
            // Closing the window saves the game's clocks as they stand, so a
            // resume continues from this moment rather than the last move.
            if let tauri::WindowEvent::CloseRequested { .. } = event {
                if let Some(state) = window.try_state::<AppState>() {
                    state.game.save_now();
                    state.review.cancel();
                }
            }
        })
        .invoke_handler(tauri::generate_handler![
            commands::game::game_new,
            commands::game::game_state,
            commands::game::game_move,
            commands::game::game_move_san,
            commands::game::game_resolve_san,
            commands::game::game_read_fen,
            commands::game::game_board_at,
            commands::game::game_take_back,
            commands::game::game_resign,
            commands::game::game_offer_draw,
            commands::game::game_agree_draw,
            commands::game::game_rematch,
            commands::engine::engine_hint,
            commands::engine::engine_info,
            commands::setup::setup_state,
            commands::setup::setup_place,
            commands::setup::setup_remove,
            commands::setup::setup_relocate,
            commands::setup::setup_targets,
            commands::setup::setup_why_not,
            commands::setup::setup_clear,
            commands::setup::setup_mirror,
            commands::setup::setup_random,
            commands::setup::setup_preset,
            commands::setup::setup_catalog,
            commands::setup::setup_start,
            commands::learn::learn_kinds,
            commands::learn::learn_reach,
            commands::settings::settings_get,
            commands::settings::settings_set,
            commands::i18n::i18n_messages,
            commands::i18n::i18n_format,
            commands::i18n::i18n_languages,
            commands::online::online_state,
            commands::online::online_connect,
            commands::online::online_create,
            commands::online::online_join,
            commands::online::online_rooms,
            commands::online::online_cancel,
            commands::online::online_leave,
            commands::online::online_act,
            commands::online::online_default_server,
            commands::online::online_set_server,
            commands::about::app_about,
            commands::about::app_probe,
            commands::about::app_ready,
            commands::about::app_open_files,
            commands::library::library_notice,
            commands::library::library_resumable,
            commands::library::library_resume,
            commands::library::library_abandon,
            commands::library::library_current_id,
            commands::library::library_check_path,
            commands::library::games_list,
            commands::library::games_delete,
            commands::library::games_pgn,
            commands::library::games_export,
            commands::library::games_import,
            commands::library::games_import_text,
            commands::library::games_import_cancel,
            commands::library::games_import_status,
            commands::library::dialog_open_pgn,
            commands::library::dialog_save_pgn,
            commands::review::review_open,
            commands::review::review_analyze,
            commands::review::review_stop,
            commands::review::review_explore,
            commands::review::review_explore_move,
            commands::review::review_save_line,
            commands::review::lines_start,
            commands::review::lines_stop,
            commands::setups::setups_list,
            commands::setups::setups_save,
            commands::setups::setups_rename,
            commands::setups::setups_duplicate,
            commands::setups::setups_delete,
            commands::setups::setups_favourite,
            commands::setups::setups_load,
            commands::setups::setups_code,
            commands::setups::setups_import_code,
            commands::setups::setups_load_code,
            commands::lan::lan_state,
            commands::lan::lan_host,
            commands::lan::lan_join,
            commands::lan::lan_answer_offer,
            commands::lan::lan_leave,
            commands::lan::lan_browse,
            commands::lan::lan_stop_browsing,
            commands::lan::lan_act,
        ])
        .build(tauri::generate_context!())
        .expect("the Tauri runtime failed to start")
        .run(on_run_event);
}

/// macOS hands a double-clicked `.pgn` to the running app as an event, not
/// as an argument: queue it and tell the UI.
#[cfg(target_os = "macos")]
fn on_run_event(app: &AppHandle, event: tauri::RunEvent) {
    if let tauri::RunEvent::Opened { urls } = event {
        if let Some(requests) = app.try_state::<open_files::OpenRequests>() {
            requests.push(urls.iter().filter_map(|u| u.to_file_path().ok()));
            let _ = app.emit(open_files::OPEN_FILES, ());
        }
    }
}

/// Other systems pass files to open as arguments (read once at start-up).
#[cfg(not(target_os = "macos"))]
fn on_run_event(_app: &AppHandle, _event: tauri::RunEvent) {}

#[cfg(test)]
mod bundle_tests {
    //! The installers' configuration: every system's bundles, the `.pgn`
    //! association, and macOS's permission for LAN discovery, which must
    //! name the service the LAN crate advertises.

    #[test]
    fn every_system_has_its_bundles_and_pgn_files_open_in_the_app() {
        let conf: serde_json::Value = serde_json::from_str(include_str!("../tauri.conf.json")).unwrap();
        let bundle = &conf["bundle"];
        let targets: Vec<&str> = bundle["targets"].as_array().unwrap().iter().filter_map(|t| t.as_str()).collect();
        for target in ["deb", "rpm", "appimage", "nsis", "msi", "app", "dmg"] {
            assert!(targets.contains(&target), "bundle target {target} missing from {targets:?}");
        }
        for field in ["publisher", "copyright", "license", "homepage", "shortDescription", "longDescription"] {
            assert!(bundle[field].as_str().is_some_and(|v| !v.is_empty()), "bundle.{field} is empty");
        }
        let pgn = bundle["fileAssociations"].as_array().unwrap().iter().find(|a| a["ext"][0] == "pgn");
        assert!(pgn.is_some_and(|a| a["mimeType"] == "application/vnd.chess-pgn"), "no .pgn association");
    }

    #[test]
    fn the_installers_the_crates_and_the_npm_package_carry_one_version() {
        let conf: serde_json::Value = serde_json::from_str(include_str!("../tauri.conf.json")).unwrap();
        let npm: serde_json::Value = serde_json::from_str(include_str!("../../package.json")).unwrap();
        assert_eq!(conf["version"], env!("CARGO_PKG_VERSION"), "tauri.conf.json and the workspace's Cargo.toml");
        assert_eq!(npm["version"], env!("CARGO_PKG_VERSION"), "package.json and the workspace's Cargo.toml");
    }

    #[test]
    fn macos_may_use_the_local_network_for_the_service_lan_play_advertises() {
        let plist = include_str!("../Info.plist");
        assert!(plist.contains("<key>NSLocalNetworkUsageDescription</key>"));
        let service = lan::SERVICE_TYPE.trim_end_matches(".local.");
        let bonjour = plist.split("<key>NSBonjourServices</key>").nth(1).unwrap_or_default();
        assert!(bonjour.contains(&format!("<string>{service}</string>")), "NSBonjourServices lacks {service}");
    }
}
