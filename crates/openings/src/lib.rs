//! Opening names for classic chess: the ECO code and name of a position, and
//! for each ply of a game the latest named opening it has reached, for the
//! move list of play and review.
//!
//! The names come from the lichess openings table (`lichess-org/chess-openings`,
//! CC0 1.0; the files and their licence are in this crate's `data/` folder),
//! compiled in with `include_str!`. Each line of the table is replayed once,
//! on first use, through the rules core and filed under the position it
//! reaches ([`PositionKey`]): a game that gets there by another move order
//! (a transposition) finds the same name.
//!
//! Only [`rules::Variant::Chess`] positions have names; Maharajah and Mirodol
//! openings are not in the table.
//!
//! ```
//! let names = openings::classify(&["e2e4", "c7c5", "g1f3", "d7d6"]);
//! assert_eq!(names[1].map(|o| o.name), Some("Sicilian Defense"));
//! assert_eq!(names[3].map(|o| o.eco), Some("B50"));
//! ```

mod classify;
mod key;
mod table;

pub use classify::classify;
pub use key::PositionKey;
pub use table::{opening_at, opening_at_fen, Opening};
