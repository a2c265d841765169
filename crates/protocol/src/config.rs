//! What a match is: its id, variant, clock, whether takebacks are allowed,
//! and how a hidden setup locks its armies.

use crate::clock::TimeControl;
use rules::{AnyPosition, Variant};
use serde::{Deserialize, Serialize};

/// How long one pause lasts at most (SPEC §11: one per player, up to 60 s).
pub const PAUSE_MS: u64 = 60_000;

/// The longest match id: it is hashed into every commitment, so it is kept short.
pub const MAX_MATCH_ID_LEN: usize = 64;

/// The longest base time a match accepts (10 hours).
pub const MAX_BASE_MS: u64 = 10 * 3_600_000;

/// The largest increment a match accepts (10 minutes).
pub const MAX_INCREMENT_MS: u64 = 600_000;

/// How the hidden setup (SPEC §9) locks armies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum SetupMode {
    /// Between peers that do not trust each other (LAN): each side sends a
    /// commitment when it locks and reveals army + nonce once both are in.
    #[default]
    CommitReveal,
    /// Through a trusted referee (the server): each side sends its army when
    /// it locks; the referee shows neither until both have locked.
    Referee,
}

/// Everything that defines a match before it starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchConfig {
    /// Unique per game (a new id for a rematch): commitments are bound to it,
    /// so none can be replayed from another game.
    pub id: String,
    /// The game. Maharajah games start with the hidden setup.
    pub variant: Variant,
    /// Fischer clock, or `None` for an untimed game (no pause then).
    pub time: Option<TimeControl>,
    /// Whether takeback requests are allowed (casual games).
    #[serde(default)]
    pub takebacks: bool,
    /// How the hidden setup locks armies (Maharajah only).
    #[serde(default)]
    pub setup: SetupMode,
    /// A start position (extended FEN) instead of the variant's own, for a
    /// game from a position; not with a hidden setup.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_fen: Option<String>,
}

/// Why a configuration was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// The id is empty, too long, or not printable ASCII.
    #[error("a match id is 1–{MAX_MATCH_ID_LEN} printable ASCII characters")]
    BadId,
    /// The clock is outside the accepted range.
    #[error("a clock has a base of 1 s to 10 h and an increment of at most 10 min")]
    BadTime,
    /// The start position does not read, or is already over, or comes with
    /// a hidden setup (which makes its own start).
    #[error("the start position cannot begin a game")]
    BadStart,
}

impl MatchConfig {
    /// Whether the match starts with the hidden setup (every Maharajah match).
    pub fn hidden_setup(&self) -> bool {
        self.variant == Variant::Maharajah
    }

    /// Checks the limits, so that nothing later overflows or hashes an
    /// unbounded id.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let id_ok =
            !self.id.is_empty() && self.id.len() <= MAX_MATCH_ID_LEN && self.id.bytes().all(|b| b.is_ascii_graphic());
        if !id_ok {
            return Err(ConfigError::BadId);
        }
        if let Some(t) = self.time {
            if !(1_000..=MAX_BASE_MS).contains(&t.base_ms) || t.increment_ms > MAX_INCREMENT_MS {
                return Err(ConfigError::BadTime);
            }
        }
        if self.start_fen.is_some() && self.hidden_setup() {
            return Err(ConfigError::BadStart);
        }
        self.start_position().map(|_| ())
    }

    /// Where play begins when there is no hidden setup: the given start
    /// position, or the variant's. A start must have a move to play.
    pub fn start_position(&self) -> Result<AnyPosition, ConfigError> {
        let start = match &self.start_fen {
            Some(fen) if fen.len() <= 200 => {
                AnyPosition::from_fen(self.variant, fen).map_err(|_| ConfigError::BadStart)?
            }
            Some(_) => return Err(ConfigError::BadStart),
            None => AnyPosition::start(self.variant),
        };
        if start.outcome().is_some() {
            return Err(ConfigError::BadStart);
        }
        Ok(start)
    }
}
