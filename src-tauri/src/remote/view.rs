//! What the screen shows of a game against a remote player, built from this
//! side's replica of the match ([`protocol::MatchState`]): the same
//! [`GameView`] as a local game once play has begun (so one game screen
//! draws both), plus what only remote play has — the phase, the pause and
//! its countdown, offers waiting for an answer, the connection, the hidden
//! setup's progress.

use crate::game::session::{over_view, side_view, BoardView, GameView, PlayedMove};
use crate::i18n;
use protocol::{MatchState, PauseCause, Phase};
use rules::{AnyPosition, Color};
use serde::Serialize;

/// The running pause, as the screen counts it down.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PauseView {
    /// Whose pause it is.
    pub by: Color,
    /// Whether it covers a dropped connection.
    pub disconnected: bool,
    /// Time left before play resumes by itself (ms).
    pub remaining_ms: u64,
    /// Whether this side may resume it now.
    pub can_resume: bool,
}

/// The hidden setup's progress (SPEC §9).
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupProgress {
    /// The round (a new one after armies that could not start together).
    pub round: u32,
    /// Whether this side has locked its army.
    pub mine_locked: bool,
    /// Whether the opponent has locked its army.
    pub theirs_locked: bool,
    /// Why the last round's armies could not start together, in words.
    pub rejected: Vec<String>,
}

/// Everything about a remote game beyond the board.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RemoteInfo {
    /// This side's colour.
    pub seat: Color,
    /// `waiting`, `setup`, `playing` or `over`.
    pub phase: Phase,
    /// The opponent's display name.
    pub opponent: String,
    /// Whether the opponent is connected now.
    pub opponent_present: bool,
    /// Whether this side's own link is up (`false`: reconnecting).
    pub connected: bool,
    /// Whether this side's one pause is still unused.
    pub pause_available: bool,
    /// The running pause.
    pub pause: Option<PauseView>,
    /// The opponent offers a draw.
    pub draw_offered_to_me: bool,
    /// This side's draw offer stands.
    pub draw_offered_by_me: bool,
    /// The opponent asks to take back.
    pub takeback_asked_of_me: bool,
    /// This side's takeback request waits.
    pub takeback_asked_by_me: bool,
    /// Whether takeback requests are allowed in this game.
    pub takebacks: bool,
    /// This side may still call the game off (before its first move).
    pub can_abort: bool,
    /// The hidden setup, while it runs.
    pub setup: Option<SetupProgress>,
    /// Rematch offers: this side's and the opponent's.
    pub rematch: [bool; 2],
    /// The library's id of this game once it ended and was saved (its review).
    pub saved_id: Option<i64>,
}

/// A remote game on screen: the board once play has begun, and the rest.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RemoteView {
    /// The board, clocks and moves, once play has begun.
    pub game: Option<GameView>,
    /// The rest.
    pub remote: RemoteInfo,
}

/// A stable number for a match id, so the screen tells a new game from the same one.
fn view_id(match_id: &str) -> u64 {
    match_id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// The two squares of a UCI move (`e7e8q` → e7, e8; `e1h1o` → e1, h1).
fn squares(uci: &str) -> (String, String) {
    /// A square (a letter, then digits) at the start of `s`, and what follows.
    fn square(s: &str) -> (&str, &str) {
        let end = s.char_indices().skip(1).find(|(_, c)| !c.is_ascii_digit()).map_or(s.len(), |(i, _)| i);
        s.split_at(end)
    }
    let (from, rest) = square(uci);
    let (to, _) = square(rest);
    (from.to_string(), to.to_string())
}

/// The view of `state` for its seat, at `now` on the referee's time line.
/// `names` are White's and Black's display names; `connected` is this
/// side's own link.
pub fn remote_view(state: &MatchState, names: &[String; 2], connected: bool, now: u64) -> Option<RemoteView> {
    let seat = state.viewer()?;
    let me = seat.index();
    let them = seat.flip().index();
    let playing = state.phase() == Phase::Playing;
    let pause = state.pause().map(|p| PauseView {
        by: p.by,
        disconnected: p.cause == PauseCause::Disconnected,
        remaining_ms: p.ends_at.saturating_sub(now),
        can_resume: p.by == seat && p.cause == PauseCause::Requested,
    });
    let setup = (state.phase() == Phase::Setup).then(|| {
        let s = state.setup();
        SetupProgress {
            round: s.round,
            mine_locked: s.sides[me].locked,
            theirs_locked: s.sides[them].locked,
            rejected: s.rejected.iter().map(|e| i18n::t(&format!("start-error-{}", e.id()))).collect(),
        }
    });
    let remote = RemoteInfo {
        seat,
        phase: state.phase(),
        opponent: names[them].clone(),
        opponent_present: state.present()[them],
        connected,
        pause_available: state.clock().is_some() && !state.pause_used()[me],
        pause,
        draw_offered_to_me: state.draw_offer() == Some(seat.flip()),
        draw_offered_by_me: state.draw_offer() == Some(seat),
        takeback_asked_of_me: state.takeback() == Some(seat.flip()),
        takeback_asked_by_me: state.takeback() == Some(seat),
        takebacks: state.config().takebacks,
        can_abort: state.phase() != Phase::Over && !state.has_moved(seat),
        setup,
        rematch: [state.rematch()[me], state.rematch()[them]],
        saved_id: None,
    };
    Some(RemoteView { game: game_view(state, names, seat, playing, now), remote })
}

/// The board part, as a local game's view.
fn game_view(state: &MatchState, names: &[String; 2], seat: Color, playing: bool, now: u64) -> Option<GameView> {
    let pos = state.position()?;
    let start = AnyPosition::from_fen(pos.variant(), state.start_fen()?).ok()?;
    let my_turn = playing && state.pause().is_none() && pos.side_to_move() == seat;
    let last = state.moves().last().map(|m| squares(&m.uci));
    let board = BoardView::of(pos, my_turn, last);
    let moves = state
        .moves()
        .iter()
        .map(|m| {
            let (from, to) = squares(&m.uci);
            PlayedMove { uci: m.uci.clone(), san: m.san.clone(), from, to, clocks_after: m.clocks }
        })
        .collect();
    let sides = Color::BOTH
        .map(|c| {
            let name = if c == seat {
                i18n::tf("player-you-named", &[("name", names[c.index()].clone().into())])
            } else {
                names[c.index()].clone()
            };
            side_view(c, state.config().variant, &start, pos, name, false)
        })
        .to_vec();
    let running = playing && state.pause().is_none();
    let clock = state.clock().map(|c| {
        let [white_ms, black_ms] = c.snapshot(now.max(state.last_event_at()));
        crate::game::session::ClockView {
            white_ms,
            black_ms,
            running: if running { c.running() } else { None },
            increment_ms: c.control().increment_ms,
        }
    });
    let over = state.ending().map(|e| {
        let winner = match e {
            protocol::Ending::Result(r) => r.winner,
            protocol::Ending::Aborted(_) => None,
        };
        over_view(winner, e.result_string(), e.id())
    });
    Some(GameView {
        human_color: Some(seat),
        start_fen: start.fen(),
        can_take_back: state.config().takebacks && playing && state.takeback_plies(seat) > 0,
        ..GameView::of(view_id(&state.config().id), state.config().variant, board, moves, sides, clock, over)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_of_every_uci_form() {
        assert_eq!(squares("e2e4"), ("e2".into(), "e4".into()));
        assert_eq!(squares("e7e8m"), ("e7".into(), "e8".into()));
        assert_eq!(squares("e1h1o"), ("e1".into(), "h1".into()));
        assert_eq!(squares("a9a10"), ("a9".into(), "a10".into()));
        assert_eq!(squares("j2j10q"), ("j2".into(), "j10".into()));
    }
}
