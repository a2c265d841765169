//! The network file: a small versioned header and the quantized weights.
//!
//! Layout (all little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `MHNN` |
//! | 4 | format version ([`VERSION`]) |
//! | 4 | inputs per view ([`FEATURES`]) |
//! | 4 | hidden neurons per view ([`HIDDEN`]) |
//! | 4 | accumulator scale ([`QA`]) |
//! | 4 | output weight scale ([`QB`]) |
//! | 4 | output scale, centipawns per unit ([`OUTPUT_SCALE`]) |
//! | 2 × FEATURES × HIDDEN | input weights, i16, feature-major |
//! | 2 × HIDDEN | hidden biases, i16 |
//! | 2 × 2 × HIDDEN | output weights, i16: side to move's half, then the other side's |
//! | 4 | output bias, i32 |
//!
//! The scales are in the header so that a file quantized differently is
//! refused instead of read as nonsense; the trainer writes the same layout.

use super::features::FEATURES;

/// Hidden neurons per view. Chosen, with measurements, in docs/nnue.md.
pub const HIDDEN: usize = 256;
/// Fixed-point scale of the input weights and biases: an activation of 1.0 is `QA`.
pub const QA: i32 = 255;
/// Fixed-point scale of the output weights.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's raw output.
pub const OUTPUT_SCALE: i32 = 400;
/// The file's first four bytes.
pub const MAGIC: [u8; 4] = *b"MHNN";
/// The layout version this build reads and the trainer writes.
pub const VERSION: u32 = 1;
/// Header bytes before the weights.
pub const HEADER_BYTES: usize = 4 * 7;
/// Length of a file of this layout.
pub const FILE_BYTES: usize = HEADER_BYTES + 2 * (FEATURES * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;

/// Why a network file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NetworkError {
    /// Not a network file.
    #[error("not a Maharajah network file (no MHNN magic)")]
    Magic,
    /// Another layout version.
    #[error("network format version {found}, this build reads version {VERSION}")]
    Version {
        /// The version in the file.
        found: u32,
    },
    /// Header field `field` differs from what this build was made for.
    #[error("network {field} is {found}, this build expects {expected}")]
    Shape {
        /// Which header field.
        field: &'static str,
        /// Its value in the file.
        found: u32,
        /// This build's value.
        expected: u32,
    },
    /// The file's length does not match its header.
    #[error("network file has {found} bytes, its header needs {expected}")]
    Length {
        /// Bytes in the file.
        found: usize,
        /// Bytes the layout needs.
        expected: usize,
    },
}

/// The quantized weights, ready for inference.
#[derive(Clone)]
pub struct Network {
    /// `FEATURES` rows of `HIDDEN` weights: the row of a feature is added to
    /// a view's accumulator when the feature turns on.
    pub input_weights: Vec<[i16; HIDDEN]>,
    /// The accumulator's starting values.
    pub hidden_bias: [i16; HIDDEN],
    /// Output weights of the side to move's half of the hidden layer.
    pub output_own: [i16; HIDDEN],
    /// Output weights of the other side's half.
    pub output_theirs: [i16; HIDDEN],
    /// Output bias, in units of `QA × QB`.
    pub output_bias: i32,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({FEATURES} → 2×{HIDDEN} → 1)")
    }
}

/// Reads little-endian values from a byte slice whose length is already checked.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0; N];
        out.copy_from_slice(&self.bytes[self.at..self.at + N]);
        self.at += N;
        out
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take())
    }
    fn i16(&mut self) -> i16 {
        i16::from_le_bytes(self.take())
    }
    fn i16_row(&mut self) -> [i16; HIDDEN] {
        std::array::from_fn(|_| self.i16())
    }
}

impl Network {
    /// Reads a network file, refusing any that this build cannot use.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < HEADER_BYTES {
            return Err(NetworkError::Length { found: bytes.len(), expected: FILE_BYTES });
        }
        let mut r = Reader { bytes, at: 0 };
        if r.take::<4>() != MAGIC {
            return Err(NetworkError::Magic);
        }
        let version = r.u32();
        if version != VERSION {
            return Err(NetworkError::Version { found: version });
        }
        for (field, expected) in [
            ("input count", FEATURES as u32),
            ("hidden size", HIDDEN as u32),
            ("accumulator scale", QA as u32),
            ("output weight scale", QB as u32),
            ("output scale", OUTPUT_SCALE as u32),
        ] {
            let found = r.u32();
            if found != expected {
                return Err(NetworkError::Shape { field, found, expected });
            }
        }
        if bytes.len() != FILE_BYTES {
            return Err(NetworkError::Length { found: bytes.len(), expected: FILE_BYTES });
        }
        let input_weights = (0..FEATURES).map(|_| r.i16_row()).collect();
        let hidden_bias = r.i16_row();
        let output_own = r.i16_row();
        let output_theirs = r.i16_row();
        let output_bias = i32::from_le_bytes(r.take());
        Ok(Network { input_weights, hidden_bias, output_own, output_theirs, output_bias })
    }

    /// The file of this network ([`Network::from_bytes`] reads it back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(FILE_BYTES);
        out.extend_from_slice(&MAGIC);
        for v in [VERSION, FEATURES as u32, HIDDEN as u32, QA as u32, QB as u32, OUTPUT_SCALE as u32] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let rows = self.input_weights.iter().chain([&self.hidden_bias, &self.output_own, &self.output_theirs]);
        for row in rows {
            for w in row {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_network() -> Network {
        Network {
            input_weights: (0..FEATURES).map(|f| std::array::from_fn(|h| ((f * 7 + h) % 200) as i16 - 100)).collect(),
            hidden_bias: std::array::from_fn(|h| h as i16),
            output_own: std::array::from_fn(|h| (h % 50) as i16 - 25),
            output_theirs: std::array::from_fn(|h| 25 - (h % 50) as i16),
            output_bias: -1234,
        }
    }

    #[test]
    fn a_network_reads_back_from_its_bytes() {
        let net = small_network();
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), FILE_BYTES);
        let back = Network::from_bytes(&bytes).expect("reads back");
        assert_eq!(back.to_bytes(), bytes);
    }

    #[test]
    fn a_malformed_file_is_a_clear_error() {
        let bytes = small_network().to_bytes();
        assert_eq!(Network::from_bytes(b"MH").unwrap_err(), NetworkError::Length { found: 2, expected: FILE_BYTES });
        let mut wrong = bytes.clone();
        wrong[0] = b'X';
        assert_eq!(Network::from_bytes(&wrong).unwrap_err(), NetworkError::Magic);
        let mut wrong = bytes.clone();
        wrong[4] = 9;
        assert_eq!(Network::from_bytes(&wrong).unwrap_err(), NetworkError::Version { found: 9 });
        let mut wrong = bytes.clone();
        wrong[12] = 1;
        assert!(matches!(Network::from_bytes(&wrong), Err(NetworkError::Shape { field: "hidden size", .. })));
        let truncated = &bytes[..bytes.len() - 1];
        assert!(matches!(Network::from_bytes(truncated), Err(NetworkError::Length { .. })));
    }
}
