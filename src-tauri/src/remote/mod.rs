//! Games against a player on another device: the view built from this
//! side's replica of the match, the record saved when it ends, LAN play
//! over `crates/lan` and online play over `crates/online`.

pub mod command;
pub mod hub;
pub mod journey;
pub mod lan_play;
pub mod online_play;
pub mod record;
pub mod seat;
pub mod view;

#[cfg(test)]
mod tests;

pub use self::command::{RemoteAction, RemoteCommand};
pub use self::lan_play::{LanPlay, LanSettings, LanView};
pub use self::online_play::{OnlinePlay, OnlineView};
pub use self::view::RemoteView;
