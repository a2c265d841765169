//! The army advisor: which 39-point Maharajah armies are strong, why, and
//! which nearby armies are stronger.
//!
//! - [`archetypes`]: the characteristic armies the self-play table rates.
pub mod archetypes;
