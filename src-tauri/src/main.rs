//! The `maharajah` desktop binary: everything lives in the library so the
//! command layer can be tested without a window.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    maharajah_app::run();
}
