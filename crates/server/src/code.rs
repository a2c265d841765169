//! Join codes: ten symbols from a 32-symbol alphabet without look-alikes
//! (no `0`/`O`, `1`/`I`), written `ABCDE-FGHJK` and read aloud as two
//! groups of five. Each symbol carries 5 bits, so a code carries 50 bits
//! (about 10^15 codes); see `docs/server.md` for what that and the rate
//! limits mean for guessing.

/// The symbols of a join code.
pub const ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// Symbols in a code.
pub const CODE_LEN: usize = 10;

/// Bits of entropy in a code.
pub const CODE_BITS: u32 = 5 * CODE_LEN as u32;

/// A fresh code in canonical form (ten symbols, no dash), from the
/// operating system's random source.
pub fn random_code() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes)?;
    // 256 is a multiple of 32: every symbol is equally likely.
    Ok(bytes.iter().map(|b| ALPHABET[(b & 31) as usize] as char).collect())
}

/// A code as typed or heard (any case, with spaces or dashes) in canonical
/// form, or `None` if it cannot be one.
pub fn normalize(input: &str) -> Option<String> {
    if input.len() > 4 * CODE_LEN {
        return None;
    }
    let code: String =
        input.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == CODE_LEN && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// The canonical code as shown: `ABCDE-FGHJK`.
pub fn display(code: &str) -> String {
    match (code.get(..CODE_LEN / 2), code.get(CODE_LEN / 2..)) {
        (Some(a), Some(b)) => format!("{a}-{b}"),
        _ => code.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_readable_and_normalize() {
        let c = random_code().unwrap();
        assert_eq!(c.len(), CODE_LEN);
        assert_eq!(normalize(&display(&c)), Some(c.clone()));
        assert_eq!(normalize(&display(&c).to_lowercase()), Some(c.clone()));
        assert_eq!(normalize("abcde fghjk"), Some("ABCDEFGHJK".into()));
        assert_eq!(normalize("ABCDE-FGHJ0"), None, "0 is not a symbol");
        assert_eq!(normalize("ABCD"), None);
        assert_eq!(normalize("ÀBCDE-FGHJK"), None);
        assert_ne!(random_code().unwrap(), c);
    }
}
