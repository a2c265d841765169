//! Generates the Tauri context (config, capabilities, icons) at build time.
fn main() {
    tauri_build::build()
}
