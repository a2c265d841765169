//! The setup editor's army advisor (`engine::advisor`) in the player's
//! words: the assessment's expected score and reasons, and each suggestion
//! as a difference to apply. Everything runs in the app: nothing is sent
//! anywhere, so it works offline and in a hidden setup (§9).

pub mod choice;

use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::setup::{explain, kind_name};
use engine::advisor::suggest::{Placed, Suggestion};
use engine::advisor::{AdvisorError, Army, Assessment};
use fluent_bundle::FluentValue;
use rules::{Color, Setup, Variant};
use serde::Serialize;

/// The event that carries a suggestion search's progress (0–1).
pub const ADVISOR_PROGRESS: &str = "advisor-progress";

/// An assessment as the editor's panel shows it.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AssessView {
    /// Expected score, percent.
    pub percent: f64,
    /// "Expected score against the orthodox army: 54 % (47–61 %)".
    pub headline: String,
    /// The reasons, in words, most important first.
    pub reasons: Vec<String>,
}

/// One suggestion as the panel shows it.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SuggestionView {
    /// "Replace pawn a2, pawn h2 with knight b1: +4 %".
    pub text: String,
    /// The suggested army's board (FEN board field), applied with [`apply`].
    pub board: String,
    /// Expected score gained, percent.
    pub gain_percent: f64,
}

/// `color`'s army of `setup`, and the army it is assessed against: the
/// other side's when `against_other` (and it can start), else the orthodox one.
pub fn armies(setup: &Setup, color: Color, against_other: bool) -> (Army, Option<Army>) {
    let army = Army::from_setup(setup, color);
    let other = Army::from_setup(setup, color.flip());
    (army, (against_other && setup.validate().is_ok()).then_some(other))
}

/// The advisor's refusal as the app's: the reasons are those the editor
/// already lists.
pub fn refusal(e: AdvisorError) -> AppError {
    match e {
        AdvisorError::Army(errors) | AdvisorError::Opponent(errors) => AppError::InvalidSetup(errors.len()),
    }
}

fn percent(p: f64) -> f64 {
    (p * 1000.0).round() / 10.0
}

/// The assessment in words.
pub fn assess_view(a: &Assessment, against_other: bool) -> AssessView {
    let key = if against_other { "advisor-expected-other" } else { "advisor-expected-orthodox" };
    let headline = i18n::tf(
        key,
        &[
            ("score", FluentValue::from(percent(a.expected))),
            ("low", FluentValue::from(percent(a.low))),
            ("high", FluentValue::from(percent(a.high))),
        ],
    );
    AssessView {
        percent: percent(a.expected),
        headline,
        reasons: a.reasons.iter().map(|r| explain("advisor-reason", r).1).collect(),
    }
}

/// "Pawn on a2, Pawn on d2 and Pawn on h2" in the player's language.
fn pieces_text(pieces: &[Placed]) -> String {
    let name = |p: &Placed| Variant::Maharajah.kind_from_letter(p.kind).map(kind_name).unwrap_or_default();
    let list: Vec<String> = pieces
        .iter()
        .map(|p| {
            i18n::tf(
                "advisor-piece-on",
                &[("piece", FluentValue::from(name(p))), ("square", FluentValue::from(p.square.clone()))],
            )
        })
        .collect();
    words_list(list)
}

/// Items as a list in words: "a, b and c".
pub(crate) fn words_list(mut items: Vec<String>) -> String {
    let Some(last) = items.pop() else { return String::new() };
    if items.is_empty() {
        return last;
    }
    let first = items.join(i18n::t("advisor-list-separator").as_str());
    i18n::tf("advisor-and", &[("first", FluentValue::from(first)), ("last", FluentValue::from(last))])
}

/// A suggestion in words: a piece moved, or pieces replaced.
pub fn suggestion_view(s: &Suggestion) -> SuggestionView {
    let gain = FluentValue::from(percent(s.gain));
    let mut removed_kinds: Vec<char> = s.removed.iter().map(|p| p.kind).collect();
    let mut added_kinds: Vec<char> = s.added.iter().map(|p| p.kind).collect();
    removed_kinds.sort_unstable();
    added_kinds.sort_unstable();
    let squares = |ps: &[Placed]| {
        let mut sq: Vec<String> = ps.iter().map(|p| p.square.clone()).collect();
        sq.sort();
        sq
    };
    let text = if s.removed.len() == 2 && removed_kinds == added_kinds && squares(&s.removed) == squares(&s.added) {
        // Two pieces trading places.
        i18n::tf(
            "advisor-diff-swap",
            &[
                ("first", FluentValue::from(pieces_text(&s.removed[..1]))),
                ("second", FluentValue::from(pieces_text(&s.removed[1..]))),
                ("gain", gain),
            ],
        )
    } else if removed_kinds == added_kinds {
        i18n::tf(
            "advisor-diff-move",
            &[
                ("from", FluentValue::from(pieces_text(&s.removed))),
                ("to", FluentValue::from(words_list(s.added.iter().map(|p| p.square.clone()).collect()))),
                ("gain", gain),
            ],
        )
    } else {
        i18n::tf(
            "advisor-diff-replace",
            &[
                ("removed", FluentValue::from(pieces_text(&s.removed))),
                ("added", FluentValue::from(pieces_text(&s.added))),
                ("gain", gain),
            ],
        )
    };
    SuggestionView { text, board: s.board.clone(), gain_percent: percent(s.gain) }
}

/// The editor's setup with `color`'s army replaced by the suggestion's `board`.
pub fn apply(setup: &Setup, color: Color, board: &str) -> AppResult<Setup> {
    let suggested = Setup::from_board_fen(board).map_err(AppError::Fen)?;
    let army = suggested.only(color);
    if army.cost(color) != rules::BUDGET {
        return Err(AppError::BadRequest(format!("suggestion {board}")));
    }
    Ok(match color {
        Color::White => Setup::combine(&army, setup),
        Color::Black => Setup::combine(setup, &army),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::advisor::archetypes::Archetype;
    use engine::advisor::assess::assess_with;
    use engine::advisor::table::TABLE;

    /// Few nodes: these tests check the wording and the plumbing, not strength.
    const NODES: u64 = 2_000;

    #[test]
    fn a_hidden_setup_army_alone_is_assessed_against_the_orthodox_army() {
        // In a hidden setup the editor holds this side's army only.
        let setup = Setup::orthodox().only(Color::Black);
        let (army, opponent) = armies(&setup, Color::Black, true);
        assert!(opponent.is_none(), "the other half is empty: the orthodox army stands in");
        let a = assess_with(&TABLE, &army, opponent.as_ref(), &[], NODES).expect("a legal army");
        let view = assess_view(&a, false);
        assert!((view.percent - 50.0).abs() < 0.05, "{view:?}");
        assert!(view.headline.contains("50"), "{view:?}");
    }

    #[test]
    fn a_difference_names_every_piece_square_and_the_gain() {
        let a = assess_with(&TABLE, &Army::orthodox(), None, &[], NODES).expect("legal");
        let placed = |square: &str, kind| Placed { square: square.into(), kind };
        let suggestion =
            |removed, added| Suggestion { removed, added, gain: 0.04, assessment: a.clone(), board: String::new() };
        let replace = suggestion_view(&suggestion(vec![placed("a2", 'P'), placed("h2", 'P')], vec![placed("b1", 'N')]));
        for part in ["a2", "h2", "b1", "4"] {
            assert!(replace.text.contains(part), "{part} in {}", replace.text);
        }
        assert_eq!(replace.gain_percent, 4.0);
        let swap = suggestion_view(&suggestion(
            vec![placed("b1", 'N'), placed("c1", 'B')],
            vec![placed("b1", 'B'), placed("c1", 'N')],
        ));
        let moved = suggestion_view(&suggestion(vec![placed("b1", 'N')], vec![placed("c3", 'N')]));
        assert_ne!(swap.text, moved.text);
        assert!(moved.text.contains("b1") && moved.text.contains("c3"), "{}", moved.text);
    }

    #[test]
    fn applying_replaces_one_side_and_refuses_a_board_off_budget() {
        let horde = Army::archetype(Archetype::by_id("knight-horde").expect("archetype"));
        let next = apply(&Setup::orthodox(), Color::White, &horde.setup().board_fen()).expect("a 39-point army");
        assert_eq!(next.only(Color::White), horde.setup());
        assert_eq!(next.only(Color::Black), Setup::orthodox().only(Color::Black));
        let e = apply(&Setup::orthodox(), Color::White, "4k3/8/8/8/8/8/8/4K3").unwrap_err();
        assert_eq!(e.kind(), "bad-request");
        assert!(apply(&Setup::orthodox(), Color::White, "not a board").is_err());
    }
}
