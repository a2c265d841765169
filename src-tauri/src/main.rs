//! The `maharajah` desktop binary: everything lives in the library so the
//! command layer can be tested without a window.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // WebKitGTK's accelerated compositing costs the web process about 100 MB
    // (more under software GL) and buys nothing for a page of SVG and plain
    // CSS, so the app turns it off unless the user chose otherwise.
    #[cfg(target_os = "linux")]
    if std::env::var_os("WEBKIT_DISABLE_COMPOSITING_MODE").is_none() {
        std::env::set_var("WEBKIT_DISABLE_COMPOSITING_MODE", "1");
    }
    maharajah_app::run();
}
