//! Zobrist keys, generated at compile time from a fixed seed so hashes are
//! identical across runs and machines (the engine's bench signature and the
//! server's repetition checks depend on that).

use crate::geometry::MAX_SQUARES;
use crate::piece::KIND_COUNT;

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// All Zobrist keys of a position's state.
pub struct Keys {
    /// Piece (kind × 2 + colour) on square.
    pub piece: [[u64; MAX_SQUARES]; KIND_COUNT * 2],
    /// Castling right held by the rook on a square.
    pub castle: [u64; MAX_SQUARES],
    /// En passant capture possible against the pawn on a square.
    pub ep: [u64; MAX_SQUARES],
    /// Pawn on a square has not moved yet.
    pub unmoved: [u64; MAX_SQUARES],
    /// Black to move.
    pub black: u64,
    /// A side plays by variant rules (§8).
    pub variant_side: [u64; 2],
}

const fn build() -> Keys {
    let mut k = Keys {
        piece: [[0; MAX_SQUARES]; KIND_COUNT * 2],
        castle: [0; MAX_SQUARES],
        ep: [0; MAX_SQUARES],
        unmoved: [0; MAX_SQUARES],
        black: 0,
        variant_side: [0; 2],
    };
    let mut state = 0x4D61_6861_7261_6A61u64; // "Maharaja"
    let mut p = 0;
    while p < KIND_COUNT * 2 {
        let mut s = 0;
        while s < MAX_SQUARES {
            let (ns, v) = splitmix(state);
            state = ns;
            k.piece[p][s] = v;
            s += 1;
        }
        p += 1;
    }
    let mut s = 0;
    while s < MAX_SQUARES {
        let (ns, a) = splitmix(state);
        let (ns, b) = splitmix(ns);
        let (ns, c) = splitmix(ns);
        state = ns;
        k.castle[s] = a;
        k.ep[s] = b;
        k.unmoved[s] = c;
        s += 1;
    }
    let (ns, b) = splitmix(state);
    let (ns, w) = splitmix(ns);
    let (_, x) = splitmix(ns);
    k.black = b;
    k.variant_side = [w, x];
    k
}

/// The key table.
pub static KEYS: Keys = build();
