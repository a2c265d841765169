//! The army advisor: which 39-point Maharajah armies are strong, why, and
//! which nearby armies are stronger.
//!
//! - [`archetypes`]: the characteristic armies the self-play table rates.
//! - [`table`]: the table compiled in (ratings and the assessment's calibration).
//! - [`army`]: one side's army seen from White.
//! - [`features`]: an army as numbers (composition and placement traits).
//! - [`assess`]: expected score with an interval, nearest archetypes, reasons.
//! - [`reasons`]: the typed reasons a player can act on.
//! - [`check`]: the calibration and the holdout check against the table.
//! - [`suggest`]: up to three better armies near a given one.
//! - [`choose`]: the engine's own army when it is asked to choose one.
//! - [`linear`]: the small solvers the fits use.
pub mod archetypes;
pub mod army;
pub mod assess;
pub mod check;
pub mod choose;
pub mod features;
pub mod linear;
pub mod reasons;
pub mod suggest;
pub mod table;

pub use army::Army;
pub use assess::{assess, AdvisorError, Assessment};
pub use reasons::Reason;
pub use suggest::{suggest, Suggestion};
