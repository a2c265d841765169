//! Commit–reveal for the hidden setup (SPEC §9): a player locks an army by
//! sending a hash that binds it, and shows the army only once both hashes
//! are in, so no peer can read the other army early or change its own after
//! seeing it.
//!
//! The commitment is SHA-256 over, in order:
//!
//! 1. the domain tag `maharajah/army-commitment/v1` and a zero byte;
//! 2. the match id (its UTF-8 bytes, preceded by their length as one byte);
//! 3. the setup round (u32, big-endian) — a new round after a refused start;
//! 4. the army's canonical encoding ([`encode_army`]);
//! 5. the 32-byte nonce.
//!
//! Binding the match id and the round means a commitment (or a reveal)
//! recorded from an earlier game or round never verifies again; the colour
//! inside the encoding means a peer cannot echo the other side's
//! commitment as its own.

use rules::{Color, Kind, Setup};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// The domain tag hashed first, so these hashes can never collide with a
/// hash made for another purpose.
pub const DOMAIN_TAG: &[u8] = b"maharajah/army-commitment/v1";

/// The version byte that starts an army's encoding.
pub const ARMY_ENCODING_VERSION: u8 = 1;

/// The canonical bytes of `color`'s army in `setup`:
///
/// `[version = 1, colour ('w' or 'b'), count, then count × (square, kind)]`
///
/// where squares are 0–63 (a1 = 0, b1 = 1, …, h8 = 63) in increasing order
/// and each kind is its upper-case letter (`P N B R Q M A C`). The king is
/// left out (it always stands on e1 / e8), and so are the other colour's
/// pieces. Two setups with the same army encode the same, whatever text
/// they were read from.
pub fn encode_army(setup: &Setup, color: Color) -> Vec<u8> {
    let own: Vec<(u8, Kind)> = setup.army(color).map(|(sq, kind)| (sq as u8, kind)).collect();
    let mut out = Vec::with_capacity(3 + 2 * own.len());
    out.push(ARMY_ENCODING_VERSION);
    out.push(color.letter() as u8);
    out.push(own.len() as u8);
    for (sq, kind) in own {
        out.push(sq);
        out.push(kind.letter().to_ascii_uppercase() as u8);
    }
    out
}

/// 32 random bytes that hide an army inside its commitment (without them, a
/// peer could hash every plausible army and find the one committed).
///
/// Written as 64 lower-case hex digits on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Nonce(pub [u8; 32]);

impl Nonce {
    /// A fresh nonce from the operating system's random source.
    pub fn random() -> Result<Nonce, getrandom::Error> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)?;
        Ok(Nonce(bytes))
    }
}

impl fmt::Debug for Nonce {
    /// Never printed: a nonce shown before the reveal would let a reader
    /// confirm a guessed army.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Nonce(…)")
    }
}

/// A SHA-256 commitment to one side's army. 64 lower-case hex digits on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Commitment(pub [u8; 32]);

impl fmt::Debug for Commitment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Commitment({})", hex::encode(&self.0[..4]))
    }
}

impl Commitment {
    /// The commitment to `color`'s army of `setup` with `nonce`, in round
    /// `round` of match `match_id`.
    pub fn new(match_id: &str, round: u32, setup: &Setup, color: Color, nonce: &Nonce) -> Commitment {
        let id = match_id.as_bytes();
        let id = &id[..id.len().min(255)];
        let mut h = Sha256::new();
        h.update(DOMAIN_TAG);
        h.update([0u8]);
        h.update([id.len() as u8]);
        h.update(id);
        h.update(round.to_be_bytes());
        h.update(encode_army(setup, color));
        h.update(nonce.0);
        Commitment(h.finalize().into())
    }

    /// Whether `setup` and `nonce` are what this commitment bound for
    /// `color` in that round of that match.
    pub fn verify(&self, match_id: &str, round: u32, setup: &Setup, color: Color, nonce: &Nonce) -> bool {
        let other = Commitment::new(match_id, round, setup, color, nonce);
        // Not secret-dependent timing worth guarding: the commitment is public.
        other.0 == self.0
    }
}

/// Why a 64-hex-digit field did not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("expected 64 hexadecimal digits")]
pub struct HexError;

fn parse32(s: &str) -> Result<[u8; 32], HexError> {
    let mut out = [0u8; 32];
    hex::decode_to_slice(s, &mut out).map_err(|_| HexError)?;
    Ok(out)
}

macro_rules! hex32_text {
    ($t:ident) => {
        impl From<$t> for String {
            fn from(v: $t) -> String {
                hex::encode(v.0)
            }
        }
        impl TryFrom<String> for $t {
            type Error = HexError;
            fn try_from(s: String) -> Result<Self, HexError> {
                parse32(&s).map($t)
            }
        }
    };
}
hex32_text!(Nonce);
hex32_text!(Commitment);

#[cfg(test)]
mod tests {
    use super::*;

    fn army() -> Setup {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1MK1NR".parse().unwrap()
    }

    #[test]
    fn encoding_is_canonical_and_documented() {
        let s: Setup = "4k3/8/8/8/8/8/8/M3K3".parse().unwrap();
        assert_eq!(encode_army(&s, Color::White), vec![1, b'w', 1, 0, b'M']);
        assert_eq!(encode_army(&s, Color::Black), vec![1, b'b', 0]);
        // The other side's pieces do not change a side's encoding.
        assert_eq!(encode_army(&army(), Color::White), encode_army(&army().only(Color::White), Color::White));
    }

    #[test]
    fn a_commitment_verifies_only_its_own_army_nonce_match_and_round() {
        let nonce = Nonce([7; 32]);
        let c = Commitment::new("m1", 0, &army(), Color::White, &nonce);
        assert!(c.verify("m1", 0, &army(), Color::White, &nonce));
        let mut flipped = nonce;
        flipped.0[31] ^= 1;
        assert!(!c.verify("m1", 0, &army(), Color::White, &flipped));
        assert!(!c.verify("m2", 0, &army(), Color::White, &nonce), "replayed from another match");
        assert!(!c.verify("m1", 1, &army(), Color::White, &nonce), "replayed from another round");
        assert!(!c.verify("m1", 0, &army(), Color::Black, &nonce));
        let other: Setup = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNM1K1NR".parse().unwrap();
        assert!(!c.verify("m1", 0, &other, Color::White, &nonce));
    }

    #[test]
    fn hex_forms_round_trip_and_nonces_stay_out_of_logs() {
        let n = Nonce::random().unwrap();
        let text = serde_json::to_string(&n).unwrap();
        assert_eq!(text.len(), 66);
        assert_eq!(serde_json::from_str::<Nonce>(&text).unwrap(), n);
        assert!(serde_json::from_str::<Nonce>("\"abc\"").is_err());
        assert_eq!(format!("{n:?}"), "Nonce(…)");
        assert_ne!(Nonce::random().unwrap(), n);
    }
}
