//! The secret that binds a seat to its player: given once at the handshake,
//! shown again to take the seat back after a dropped connection. Whoever
//! does not hold it can neither join a running game nor move in it.

use serde::{Deserialize, Serialize};
use std::fmt;

/// 32 random bytes; 64 lower-case hex digits on the wire. Its `Debug` form
/// hides it, so it never reaches a log.
#[derive(Clone, Copy, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct SeatToken([u8; 32]);

impl SeatToken {
    /// A fresh token from the operating system's random source.
    pub fn random() -> Result<SeatToken, getrandom::Error> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)?;
        Ok(SeatToken(bytes))
    }

    /// The token of these bytes (tests, storage).
    pub fn from_bytes(bytes: [u8; 32]) -> SeatToken {
        SeatToken(bytes)
    }
}

impl PartialEq for SeatToken {
    /// Compares every byte, whatever the first difference, so the time taken
    /// tells nothing about how much of a guess was right.
    fn eq(&self, other: &Self) -> bool {
        self.0.iter().zip(other.0.iter()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
    }
}

impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(…)")
    }
}

impl From<SeatToken> for String {
    fn from(t: SeatToken) -> String {
        hex::encode(t.0)
    }
}

impl TryFrom<String> for SeatToken {
    type Error = crate::commit::HexError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        let mut out = [0u8; 32];
        hex::decode_to_slice(&s, &mut out).map_err(|_| crate::commit::HexError)?;
        Ok(SeatToken(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_fresh_hidden_and_round_trip() {
        let a = SeatToken::random().unwrap();
        assert_ne!(a, SeatToken::random().unwrap());
        assert_eq!(format!("{a:?}"), "SeatToken(…)");
        let text = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<SeatToken>(&text).unwrap(), a);
    }
}
