//! The one error type the commands return. It reaches the UI as
//! `{kind, message}`: `kind` is a stable id the UI may branch on, `message` is
//! already translated through Fluent (`error-<kind>` in `locales/*/errors.ftl`),
//! so the user never sees a raw Rust error.

use crate::i18n;
use fluent_bundle::FluentValue;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// Everything a command can refuse or fail with. Its bindings type is
/// [`ErrorBody`], the shape its hand-written `Serialize` sends.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, specta::Type)]
#[specta(type = ErrorBody)]
pub enum AppError {
    /// A game command arrived while no game is open.
    #[error("no game in progress")]
    NoGame,
    /// The game has ended; moves and offers are refused.
    #[error("the game is over")]
    GameOver,
    /// The move is not legal in the current position.
    #[error("illegal move {0}")]
    IllegalMove(String),
    /// Typed text that is no move in algebraic notation.
    #[error("unreadable move {0}")]
    UnreadableMove(String),
    /// A typed move that several pieces could make (a file or rank is needed).
    #[error("ambiguous move {0}")]
    AmbiguousMove(String),
    /// A typed promotion this pawn may not make (`g1=M` by a classic side):
    /// `.0` the move as typed, `.1` the promotions it may make, in SAN.
    #[error("promotion not allowed: {0} (allowed: {1})")]
    PromotionNotAllowed(String, String),
    /// It is the engine's turn; the human must wait.
    #[error("not your turn")]
    NotYourTurn,
    /// There is no move of the human's to take back.
    #[error("nothing to take back")]
    NothingToTakeBack,
    /// The action needs an engine opponent (hint, engine draw offer).
    #[error("no engine in this game")]
    NoEngine,
    /// The engine found no move (only when the game is already over).
    #[error("the engine has no move")]
    EngineNoMove,
    /// A FEN could not be read: the rules core's reason, sent as kind
    /// `fen-<its kind>` and explained with its particulars.
    #[error("bad FEN: {0}")]
    Fen(rules::FenError),
    /// Something inside the app failed that the user cannot fix (a worker
    /// thread could not start or died): `.0` is the detail for the log.
    #[error("internal: {0}")]
    Internal(String),
    /// A request carried a value the app does not know (variant, colour, square…).
    #[error("bad request: {0}")]
    BadRequest(String),
    /// A custom army cannot start; the reasons are in the setup view.
    #[error("the custom setup cannot start ({0} reasons)")]
    InvalidSetup(usize),
    /// A piece may not go on a square in the setup editor; `.0` is the
    /// rules core's placement error id, `.1` its translated explanation.
    #[error("placement refused: {0}")]
    Placement(String, String),
    /// Settings could not be read or written.
    #[error("settings storage: {0}")]
    Storage(String),
    /// The saved-games store refused or failed: `.0` is the store's stable
    /// error kind (`disk-full`, `not-found`, `setup-code-checksum`, … see
    /// `store::StoreError::kind`), sent to the UI as the kind itself so it can
    /// branch on it; `.1` the detail.
    #[error("store ({0}): {1}")]
    Store(&'static str, String),
    /// A file path the user gave cannot be used (missing, a folder, not writable).
    #[error("bad file path: {0}")]
    BadPath(String),
    /// Pasted PGN text longer than the paste box takes
    /// ([`crate::library::MAX_PASTED_BYTES`]); a file of any size imports.
    #[error("pasted text too long")]
    PasteTooLong,
    /// A setup name is empty or too long.
    #[error("bad setup name")]
    SetupName,
    /// LAN play failed: `.0` is the kind (`timeout`, `full`, `cheated`, …,
    /// translated as `error-lan-<kind>`), `.1` the detail for logs.
    #[error("LAN ({0}): {1}")]
    Lan(&'static str, String),
    /// An address to join could not be read.
    #[error("bad address: {0}")]
    BadAddress(String),
    /// Online play failed: `.0` is the kind (`unreachable`, `unknown-code`,
    /// …, translated as `error-online-<kind>`), `.1` the detail for logs.
    #[error("online ({0}): {1}")]
    Online(&'static str, String),
    /// A server address could not be read (translated with the address).
    #[error("bad server address: {0}")]
    BadServer(String),
    /// A step of a remote game's journey refused where it stands (leave a
    /// game in play, host while hosting): `remote-in-game` or `remote-not-now`.
    #[error("{0}")]
    Journey(crate::remote::journey::Refused),
    /// A change to the army after it was locked in a hidden setup: the
    /// army shown must stay the army that starts.
    #[error("the army is locked")]
    ArmyLocked,
}

impl From<rules::FenError> for AppError {
    fn from(e: rules::FenError) -> Self {
        AppError::Fen(e)
    }
}

impl From<store::StoreError> for AppError {
    fn from(e: store::StoreError) -> Self {
        AppError::Store(e.kind(), e.to_string())
    }
}

impl AppError {
    /// The stable id sent as `kind`.
    pub fn kind(&self) -> &'static str {
        match self {
            AppError::NoGame => "no-game",
            AppError::GameOver => "game-over",
            AppError::IllegalMove(_) => "illegal-move",
            AppError::UnreadableMove(_) => "unreadable-move",
            AppError::AmbiguousMove(_) => "ambiguous-move",
            AppError::PromotionNotAllowed(..) => "promotion-not-allowed",
            AppError::NotYourTurn => "not-your-turn",
            AppError::NothingToTakeBack => "nothing-to-take-back",
            AppError::NoEngine => "no-engine",
            AppError::EngineNoMove => "engine-no-move",
            AppError::Fen(e) => e.kind(),
            AppError::Internal(_) => "internal",
            AppError::BadRequest(_) => "bad-request",
            AppError::InvalidSetup(_) => "invalid-setup",
            AppError::Placement(..) => "placement",
            AppError::Storage(_) => "storage",
            AppError::Store(kind, _) => kind,
            AppError::BadPath(_) => "bad-path",
            AppError::SetupName => "setup-name",
            AppError::PasteTooLong => "paste-too-long",
            AppError::Lan(..) => "lan",
            AppError::BadAddress(_) => "bad-address",
            AppError::Online(..) => "online",
            AppError::BadServer(_) => "online-bad-address",
            AppError::Journey(r) => match r.id() {
                "in-game" => "remote-in-game",
                _ => "remote-not-now",
            },
            AppError::ArmyLocked => "army-locked",
        }
    }

    /// The message in the user's language.
    pub fn localized(&self) -> String {
        let id = format!("error-{}", self.kind());
        match self {
            AppError::Lan(kind, _) => i18n::t(&format!("error-lan-{kind}")),
            AppError::Online(kind, _) => i18n::t(&format!("error-online-{kind}")),
            AppError::BadAddress(a) | AppError::BadServer(a) => {
                i18n::tf(&id, &[("address", FluentValue::from(a.as_str()))])
            }
            AppError::IllegalMove(m) | AppError::UnreadableMove(m) | AppError::AmbiguousMove(m) => {
                i18n::tf(&id, &[("move", FluentValue::from(m.as_str()))])
            }
            AppError::PromotionNotAllowed(m, choices) => i18n::tf(
                &id,
                &[("move", FluentValue::from(m.as_str())), ("choices", FluentValue::from(choices.as_str()))],
            ),
            AppError::Fen(e) => i18n::tf(&id, &fen_args(e)),
            AppError::Internal(d)
            | AppError::BadRequest(d)
            | AppError::Storage(d)
            | AppError::Store(_, d)
            | AppError::BadPath(d) => i18n::tf(&id, &[("detail", FluentValue::from(d.as_str()))]),
            AppError::InvalidSetup(n) => i18n::tf(&id, &[("count", FluentValue::from(*n))]),
            AppError::Placement(_, text) => text.clone(),
            AppError::SetupName => i18n::tf(&id, &[("max", FluentValue::from(store::MAX_NAME_CHARS as u32))]),
            AppError::PasteTooLong => {
                i18n::tf(&id, &[("max", FluentValue::from(crate::library::MAX_PASTED_BYTES >> 20))])
            }
            _ => i18n::t(&id),
        }
    }
}

/// The particulars an `error-fen-<kind>` message names, colours and
/// variants in the user's language.
fn fen_args(e: &rules::FenError) -> Vec<(&'static str, FluentValue<'static>)> {
    use rules::FenError as F;
    let color = |c: &rules::Color| {
        FluentValue::from(i18n::t(if *c == rules::Color::White { "color-white" } else { "color-black" }))
    };
    let variant = |v: &rules::Variant| FluentValue::from(i18n::t(&format!("variant-{}", v.id())));
    let text = |t: &str| FluentValue::from(t.to_string());
    match e {
        F::WrongBoardSize { variant: v, files } => vec![("variant", variant(v)), ("files", (*files).into())],
        F::FieldCount(found) => vec![("found", (*found).into())],
        F::RankCount { expected, found } => vec![("expected", (*expected).into()), ("found", (*found).into())],
        F::RankWidth { rank, found, expected } => {
            vec![("rank", (*rank).into()), ("found", (*found).into()), ("expected", (*expected).into())]
        }
        F::BadPiece { rank, found, variant: v } => {
            vec![("piece", text(&found.to_string())), ("rank", (*rank).into()), ("variant", variant(v))]
        }
        F::KingCount { color: c, count } => vec![("color", color(c)), ("count", (*count).into())],
        F::PawnOnLastRank { square, .. } => vec![("square", text(square))],
        F::BadSide(found) | F::BadEnPassant(found) | F::BadVariantSides(found) | F::BadUnmovedPawns(found) => {
            vec![("found", text(found))]
        }
        F::BadCastling(letter) => vec![("letter", text(&letter.to_string()))],
        F::CastlingNotAllowed(c) | F::OpponentInCheck(c) => vec![("color", color(c))],
        F::BadNumber { field, found } => {
            let field = if field.starts_with("halfmove") { "halfmove" } else { "fullmove" };
            vec![("field", text(field)), ("found", text(found))]
        }
    }
}

/// What an [`AppError`] becomes on the wire, declared for the UI's
/// bindings: the `Serialize` impl below writes these two fields.
#[derive(specta::Type)]
#[allow(dead_code)]
pub struct ErrorBody {
    /// The stable id the UI may branch on.
    kind: String,
    /// The translated explanation.
    message: String,
}

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AppError", 2)?;
        st.serialize_field("kind", self.kind())?;
        st.serialize_field("message", &self.localized())?;
        st.end()
    }
}

/// Result of every command.
pub type AppResult<T> = Result<T, AppError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serializes_as_kind_and_localized_message() {
        let v = serde_json::to_value(AppError::IllegalMove("e2e5".into())).unwrap();
        assert_eq!(v["kind"], "illegal-move");
        assert!(v["message"].as_str().unwrap().contains("e2e5"));
        let v = serde_json::to_value(AppError::NoGame).unwrap();
        assert_ne!(v["message"], "error-no-game", "every kind has an English message");
    }
}
