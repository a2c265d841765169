//! A finished remote game as a saved game: the players' names, the moves
//! and clocks, the result and its reason, where it was played. Its PGN is
//! the referee's record as `protocol::pgn` writes it (`[%clk]` after every
//! move, `Termination`, `Reason`, `Site`, both names), kept as the game's
//! text: the app does not write a second one.

use protocol::{Ending, MatchState};
use rules::Color;
use store::{GameRecord, GameResult, Player, Source};

/// The record of `state` (this side's replica, seated as its viewer) once
/// play has begun; `names` are White's and Black's display names; `pgn`
/// the game as the LAN or online crate wrote it when it ended.
pub fn record_of(state: &MatchState, names: &[String; 2], source: Source, pgn: Option<&str>) -> Option<GameRecord> {
    let seat = state.viewer()?;
    let start_fen = state.start_fen()?.to_string();
    let player = |c: Color| {
        let name = names[c.index()].clone();
        if c == seat {
            Player::human(name)
        } else {
            Player::remote(name)
        }
    };
    let variant = state.position()?.variant();
    let mut record = GameRecord::new(variant, player(Color::White), player(Color::Black), source);
    let standard = rules::AnyPosition::start(variant).fen();
    record.start_fen = (start_fen != standard).then_some(start_fen);
    record.moves = state.moves().iter().map(|m| m.uci.clone()).collect();
    record.move_clocks = state.moves().iter().map_while(|m| m.clocks).collect();
    if record.move_clocks.len() != record.moves.len() {
        record.move_clocks.clear();
    }
    record.time_control = state.config().time;
    match state.ending() {
        Some(Ending::Result(r)) => {
            record.result = GameResult::from_winner(r.winner);
            record.reason = Some(r.reason.id().to_string());
        }
        Some(Ending::Aborted(a)) => {
            record.result = GameResult::Unfinished;
            record.reason = Some(a.id().to_string());
        }
        None => record.result = GameResult::Unfinished,
    }
    record.in_progress = false;
    record.event = remote_event(source).map(String::from);
    if let Some((text, game)) = pgn.and_then(|text| Some((text, rules::pgn::read_game(text).ok()?))) {
        record.site = game.tag("Site").map(str::to_string);
        record.event = game.tag("Event").map(str::to_string).or(record.event);
        record.annotated_pgn = Some(text.to_string());
    }
    Some(record)
}

/// The `Event` a LAN or online game is saved with: English, as a PGN tag
/// is written for any reader; the review says it in the player's language
/// (`review-event-<source>`) instead.
pub fn remote_event(source: Source) -> Option<&'static str> {
    match source {
        Source::Lan => Some("LAN game"),
        Source::Online => Some("Online game"),
        Source::Offline | Source::Import => None,
    }
}
