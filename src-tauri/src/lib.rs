//! The Maharajah desktop app: the Tauri shell over the rules core and the
//! engine.
//!
//! Layers, outermost first: [`commands`] (thin `#[tauri::command]`s grouped
//! by domain) → [`state::AppState`] → plain-Rust modules that know nothing of
//! Tauri ([`game`], [`setup`], [`learn`], [`settings`], [`i18n`], [`library`],
//! [`review`], [`remote`]) → the `rules`, `engine`, `store`, `protocol` and `lan` crates. Everything below the commands is tested
//! without a window.

pub mod advisor;
pub mod bindings;
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
        .invoke_handler(bindings::builder().invoke_handler())
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
