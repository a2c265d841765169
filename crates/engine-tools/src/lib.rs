//! Tools that measure and tune the Maharajah engine; none of this is in the
//! app or the UCI engine.
//!
//! - [`datagen`]: the evaluation network's training positions (`arena datagen`).
//! - [`train`]: the evaluation network's trainer (`arena train`).
//! - [`spsa`]: SPSA of the search margins on self-play (`arena spsa`).
//! - [`armies`]: the self-play table of army strengths (`arena armies`).
//! - [`arena`]: engine-versus-engine games on a Fischer clock (the `arena` binary).
//! - [`external`]: a UCI client for other engines, the arena's opponents
//!   (Fairy-Stockfish, an older build of ours).
//! - [`epd`]: EPD test suites such as Win At Chess (the `epd` binary).
//! - [`tune`]: Texel tuning of the evaluation weights from self-play and
//!   recorded games (the `tune` binary).

pub mod arena;
pub mod armies;
pub mod datagen;
pub mod epd;
pub mod external;
pub mod spsa;
pub mod train;
pub mod tune;
