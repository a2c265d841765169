//! The Tauri commands, grouped by domain. Each is a thin adapter: it takes
//! the state, calls the plain-Rust layer and returns its result (errors go
//! out as `{kind, message}`, see [`crate::error::AppError`]).
//!
//! All commands are `async` so Tauri runs them off the main thread: the
//! window never waits for the rules core or the engine.

pub mod about;
pub mod advisor;
pub mod engine;
pub mod game;
pub mod i18n;
pub mod lan;
pub mod learn;
pub mod library;
pub mod online;
pub mod review;
pub mod settings;
pub mod setup;
pub mod setups;
