//! Setup codes: a Maharajah army as a short text one user can paste into
//! another user's app (chat, forum, mail).
//!
//! ```
//! use rules::{Color, Setup};
//! use store::code::{decode, encode};
//! use store::SetupSide;
//!
//! let code = encode(&Setup::orthodox(), SetupSide::White).unwrap();
//! assert_eq!(code, "MJ1-EEI1AyQRERERAAAAAAAAAACsRQ");
//! // Shared by White, loaded into Black's side:
//! let army = decode(&code).unwrap().army_for(Color::Black);
//! assert_eq!(army, Setup::orthodox().only(Color::Black));
//! ```
//!
//! Layout, before base64url (no padding) after the `MJ1-` prefix:
//!
//! | bytes | content |
//! |---|---|
//! | 1 | format 1 in the high nibble; side in the low nibble: 0 White, 1 Black, 2 both |
//! | 16 per side | the side's half, 4 bits per square: relative rank 0–3 from its home rank, files a–h; 0 empty, 1 P, 2 N, 3 B, 4 R, 5 Q, 6 A, 7 C, 8 M |
//! | 2 | CRC-16/CCITT-FALSE of everything before, big-endian |
//!
//! Ranks are counted from the side's own home rank, so one army reads the
//! same for White and Black and loads into either side (mirrored across the
//! board, as [`Setup::mirror_to`] does). Kings are not encoded: they are fixed
//! on e1 / e8. A one-side code is 30 characters, a both-sides code 51.
//!
//! Decoding is strict (exact length, canonical base64, checksum, contents), so
//! a mistyped or tampered code is refused with a typed [`CodeError`] instead
//! of loading a different army.

use rules::army::HALF_RANKS;
use rules::{Color, Kind, Piece, Setup};
use serde::{Deserialize, Serialize};

/// What every setup code starts with (format generation 1).
pub const PREFIX: &str = "MJ1-";

/// The format number in the first byte.
const FORMAT: u8 = 1;

/// Kinds by their 4-bit code (index + 1); 0 is an empty square. Part of the
/// shared-code format, so it is spelled out here rather than borrowed from
/// `rules::army::ARMY_KINDS`: a reordering there must never change old codes.
const KINDS: [Kind; 8] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::Maharajah,
];

/// Squares in a side's half (4 ranks of 8).
const HALF: usize = HALF_RANKS * 8;

/// Which armies a saved setup or a code holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum SetupSide {
    /// White's army only (built on ranks 1–4).
    White,
    /// Black's army only (built on ranks 5–8).
    Black,
    /// Both armies: a whole starting position.
    Both,
}

impl SetupSide {
    /// Stable id as stored in the database and sent to the UI.
    pub fn id(self) -> &'static str {
        match self {
            SetupSide::White => "white",
            SetupSide::Black => "black",
            SetupSide::Both => "both",
        }
    }

    /// The side with id `id`.
    pub fn from_id(id: &str) -> Option<SetupSide> {
        [SetupSide::White, SetupSide::Black, SetupSide::Both].into_iter().find(|s| s.id() == id)
    }

    /// The one colour of a one-side setup.
    pub fn color(self) -> Option<Color> {
        match self {
            SetupSide::White => Some(Color::White),
            SetupSide::Black => Some(Color::Black),
            SetupSide::Both => None,
        }
    }

    /// The colours whose armies are included.
    fn colors(self) -> &'static [Color] {
        match self {
            SetupSide::White => &[Color::White],
            SetupSide::Black => &[Color::Black],
            SetupSide::Both => &Color::BOTH,
        }
    }

    fn nibble(self) -> u8 {
        match self {
            SetupSide::White => 0,
            SetupSide::Black => 1,
            SetupSide::Both => 2,
        }
    }
}

impl From<Color> for SetupSide {
    fn from(c: Color) -> Self {
        match c {
            Color::White => SetupSide::White,
            Color::Black => SetupSide::Black,
        }
    }
}

/// Why a code was refused (or, for [`CodeError::Unencodable`], could not be made).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// The text is not a setup code at all (no `MJ1-` prefix, bad characters,
    /// wrong length): usually a partial paste.
    #[error("not a setup code: {0}")]
    Malformed(String),
    /// A code of a later format, made by a newer Maharajah.
    #[error("setup code format {0} is newer than this version of Maharajah reads")]
    Version(String),
    /// The checksum does not match: a character was changed or mistyped.
    #[error("the setup code's checksum does not match (a character was changed or mistyped)")]
    Checksum,
    /// The checksum matches but the contents cannot be an army (crafted code).
    #[error("the setup code holds no valid army: {0}")]
    Invalid(String),
    /// The setup has pieces a code cannot hold (outside their own half, or a
    /// king off its square); such a setup can be saved but not shared.
    #[error("this setup cannot be written as a code: {0}")]
    Unencodable(String),
}

impl CodeError {
    /// Stable id for translation: `setup-code-malformed`, `setup-code-version`,
    /// `setup-code-checksum`, `setup-code-invalid`, `setup-code-unencodable`.
    pub fn kind(&self) -> &'static str {
        match self {
            CodeError::Malformed(_) => "setup-code-malformed",
            CodeError::Version(_) => "setup-code-version",
            CodeError::Checksum => "setup-code-checksum",
            CodeError::Invalid(_) => "setup-code-invalid",
            CodeError::Unencodable(_) => "setup-code-unencodable",
        }
    }
}

/// A decoded code: which armies it holds, placed where they were built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupCode {
    /// Which armies the code holds.
    pub side: SetupSide,
    /// The armies on their own side (kings on e1 / e8).
    pub setup: Setup,
}

impl SetupCode {
    /// The army for `color`, with both kings and nothing else: a one-side
    /// code made for the other colour is mirrored across the board, so any
    /// shared army loads into either side; from a both-sides code, `color`'s
    /// own army.
    pub fn army_for(&self, color: Color) -> Setup {
        let mut s = self.setup.clone();
        if let Some(from) = self.side.color() {
            if from != color {
                s.mirror_to(color);
            }
        }
        s.only(color)
    }
}

/// The board square of `color`'s relative square `i` (rank from home, then file).
fn square(color: Color, i: usize) -> usize {
    let (rel, file) = (i / 8, i % 8);
    let rank = match color {
        Color::White => rel,
        Color::Black => 7 - rel,
    };
    rank * 8 + file
}

fn kind_code(kind: Kind) -> Option<u8> {
    KINDS.iter().position(|&k| k == kind).map(|i| i as u8 + 1)
}

/// Writes the armies of `side` in `setup` as a code.
///
/// Pieces of the other colour are ignored for a one-side code. A piece
/// outside its own half, a kind with no code (the Archer) or a king off its
/// home square gives [`CodeError::Unencodable`].
pub fn encode(setup: &Setup, side: SetupSide) -> Result<String, CodeError> {
    let mut bytes = vec![FORMAT << 4 | side.nibble()];
    for &color in side.colors() {
        let mut nibbles = [0u8; HALF];
        for (i, n) in nibbles.iter_mut().enumerate() {
            match setup.piece_at(square(color, i)) {
                Some(p) if p.color == color && p.kind != Kind::King => {
                    *n = kind_code(p.kind)
                        .ok_or_else(|| CodeError::Unencodable(format!("{:?} is not a Maharajah army piece", p.kind)))?;
                }
                _ => {}
            }
        }
        let placed = nibbles.iter().filter(|&&n| n != 0).count();
        let army = setup.army(color).count();
        if placed != army {
            return Err(CodeError::Unencodable(format!("{color:?} has pieces outside its half")));
        }
        let king = setup.squares().iter().position(|p| *p == Some(Piece::new(color, Kind::King)));
        if king != Some(rules::army::king_home(color)) {
            return Err(CodeError::Unencodable(format!("{color:?}'s king is not on its home square")));
        }
        bytes.extend(nibbles.chunks(2).map(|pair| pair[0] << 4 | pair[1]));
    }
    let crc = crc16(&bytes);
    bytes.extend(crc.to_be_bytes());
    Ok(format!("{PREFIX}{}", base64url_encode(&bytes)))
}

/// Reads a code (surrounding and embedded whitespace ignored, prefix in any case).
pub fn decode(code: &str) -> Result<SetupCode, CodeError> {
    let text: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let Some((prefix, body)) = text.split_once('-') else {
        return Err(CodeError::Malformed("no MJ1- prefix".into()));
    };
    if !prefix.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("MJ")) {
        return Err(CodeError::Malformed("no MJ1- prefix".into()));
    }
    let generation = &prefix[2..];
    if generation != "1" {
        return match generation.parse::<u32>() {
            Ok(n) if n > 1 => Err(CodeError::Version(generation.to_string())),
            _ => Err(CodeError::Malformed(format!("unknown prefix '{prefix}-'"))),
        };
    }
    let bytes = base64url_decode(body).ok_or_else(|| CodeError::Malformed("bad characters or length".into()))?;
    let halves = match bytes.len() {
        19 => 1,
        35 => 2,
        n => return Err(CodeError::Malformed(format!("{n} bytes instead of 19 or 35"))),
    };
    let (data, crc) = bytes.split_at(bytes.len() - 2);
    if crc16(data).to_be_bytes() != crc {
        return Err(CodeError::Checksum);
    }
    if data[0] >> 4 != FORMAT {
        return Err(CodeError::Version((data[0] >> 4).to_string()));
    }
    let side = match data[0] & 0x0F {
        0 => SetupSide::White,
        1 => SetupSide::Black,
        2 => SetupSide::Both,
        n => return Err(CodeError::Invalid(format!("side {n}"))),
    };
    if side.colors().len() != halves {
        return Err(CodeError::Invalid("length does not match the side".into()));
    }
    let mut board = *Setup::new().squares();
    for (h, &color) in side.colors().iter().enumerate() {
        let half = &data[1 + h * HALF / 2..1 + (h + 1) * HALF / 2];
        for (i, n) in half.iter().flat_map(|b| [b >> 4, b & 0x0F]).enumerate() {
            if n == 0 {
                continue;
            }
            let kind = *KINDS.get(usize::from(n) - 1).ok_or_else(|| CodeError::Invalid(format!("piece code {n}")))?;
            let sq = square(color, i);
            if sq == rules::army::king_home(color) {
                return Err(CodeError::Invalid("a piece on the king's square".into()));
            }
            board[sq] = Some(Piece::new(color, kind));
        }
    }
    Ok(SetupCode { side, setup: Setup::from_squares(board) })
}

/// CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF): catches every
/// change of one character (at most 6 bits in one burst).
fn crc16(data: &[u8]) -> u16 {
    let mut crc: u16 = 0xFFFF;
    for &b in data {
        crc ^= u16::from(b) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 { crc << 1 ^ 0x1021 } else { crc << 1 };
        }
    }
    crc
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding.
fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..chunk.len() + 1 {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Strict base64url without padding: `None` for a character outside the
/// alphabet, an impossible length or non-zero unused bits (so every byte
/// string has exactly one code).
fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let values: Vec<u32> =
        text.bytes().map(|c| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32)).collect::<Option<_>>()?;
    if values.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, v)| n | v << (18 - 6 * i));
        let bytes = chunk.len() - 1;
        let unused = n & ((1 << (8 * (3 - bytes))) - 1);
        if unused != 0 {
            return None;
        }
        out.extend(n.to_be_bytes()[1..=bytes].iter());
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trip() {
        for len in 0..40u8 {
            let bytes: Vec<u8> = (0..len).map(|i| i.wrapping_mul(37) ^ 0xA5).collect();
            let text = base64url_encode(&bytes);
            assert_eq!(base64url_decode(&text), Some(bytes));
        }
        assert_eq!(base64url_decode("A"), None);
        assert_eq!(base64url_decode("AB"), None, "non-zero unused bits");
        assert_eq!(base64url_decode("AA=="), None);
    }

    #[test]
    fn crc_matches_the_standard_check_value() {
        assert_eq!(crc16(b"123456789"), 0x29B1);
    }

    /// A code with a correct checksum around arbitrary bytes.
    fn craft(data: &[u8]) -> String {
        let mut bytes = data.to_vec();
        bytes.extend(crc16(data).to_be_bytes());
        format!("{PREFIX}{}", base64url_encode(&bytes))
    }

    #[test]
    fn crafted_contents_with_a_good_checksum_are_invalid() {
        let empty_white = [&[0x10u8][..], &[0u8; 16]].concat();
        assert!(decode(&craft(&empty_white)).is_ok());
        let mut bad_piece = empty_white.clone();
        bad_piece[1] = 0x90;
        assert_eq!(decode(&craft(&bad_piece)).unwrap_err().kind(), "setup-code-invalid");
        let mut on_king = empty_white.clone();
        on_king[3] = 0x10; // relative square 4 = e1
        assert_eq!(decode(&craft(&on_king)).unwrap_err().kind(), "setup-code-invalid");
        let mut bad_side = empty_white.clone();
        bad_side[0] = 0x13;
        assert_eq!(decode(&craft(&bad_side)).unwrap_err().kind(), "setup-code-invalid");
        let mut short_both = empty_white.clone();
        short_both[0] = 0x12;
        assert_eq!(decode(&craft(&short_both)).unwrap_err().kind(), "setup-code-invalid");
        let mut later_format = empty_white;
        later_format[0] = 0x20;
        assert_eq!(decode(&craft(&later_format)).unwrap_err().kind(), "setup-code-version");
    }

    #[test]
    fn orthodox_army_code_is_short_and_round_trips() {
        let code = encode(&Setup::orthodox(), SetupSide::White).unwrap();
        assert_eq!(code.len(), 30);
        let back = decode(&code).unwrap();
        assert_eq!(back.side, SetupSide::White);
        assert_eq!(back.army_for(Color::White), Setup::orthodox().only(Color::White));
        assert_eq!(back.army_for(Color::Black), Setup::orthodox().only(Color::Black));
        let both = encode(&Setup::orthodox(), SetupSide::Both).unwrap();
        assert_eq!(both.len(), 51);
        assert_eq!(decode(&both).unwrap().setup, Setup::orthodox());
    }
}
