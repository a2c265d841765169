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
//! | 4 | output heads: 1, or [`OUTPUT_BUCKETS`] chosen by the piece count ([`output_bucket`]) |
//! | 4 | accumulator scale ([`QA`]) |
//! | 4 | output weight scale ([`QB`]) |
//! | 4 | output scale, centipawns per unit ([`OUTPUT_SCALE`]) |
//! | 2 × FEATURES × HIDDEN | input weights, i16, feature-major |
//! | 2 × HIDDEN | hidden biases, i16 |
//! | per head: 2 × 2 × HIDDEN + 4 | output weights, i16: side to move's half, then the other side's; then the output bias, i32 |
//!
//! The scales are in the header so that a file quantized differently is
//! refused instead of read as nonsense; the trainer writes the same layout.
//!
//! Several output heads let the last layer weigh the same hidden features
//! differently in the opening and in the endgame (a passed pawn, a king in
//! the centre) at the cost of a few kilobytes; the first layer, and with it
//! the accumulator, is shared.

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
pub const VERSION: u32 = 2;
/// Header bytes before the weights.
pub const HEADER_BYTES: usize = 4 * 8;
/// Output heads of a bucketed network: one per four pieces on the board, the last for 30 and more.
pub const OUTPUT_BUCKETS: usize = 8;

/// The output bucket of a position of `pieces` pieces (both sides, kings
/// included): 2–5 pieces bucket 0, 6–9 bucket 1, … 30 and more bucket 7.
#[inline]
pub fn output_bucket(pieces: u32) -> usize {
    (pieces.saturating_sub(2) as usize / 4).min(OUTPUT_BUCKETS - 1)
}

/// Whether a network may have `heads` output heads: one for every position, or one per bucket.
pub fn heads_allowed(heads: usize) -> bool {
    heads == 1 || heads == OUTPUT_BUCKETS
}

/// Which of a network's `heads` output heads scores a position of `pieces`
/// pieces (the engine and the trainer both ask here).
#[inline]
pub fn head_index(heads: usize, pieces: u32) -> usize {
    if heads == 1 {
        0
    } else {
        output_bucket(pieces)
    }
}

/// Length of a file of this layout with `heads` output heads.
pub const fn file_bytes(heads: usize) -> usize {
    bytes_of(HIDDEN, heads)
}

/// Length of a file with `hidden` neurons per view and `heads` output heads.
const fn bytes_of(hidden: usize, heads: usize) -> usize {
    HEADER_BYTES + 2 * (FEATURES * hidden + hidden) + heads * (2 * 2 * hidden + 4)
}

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
    /// An output head count other than 1 and [`OUTPUT_BUCKETS`].
    #[error("network has {found} output heads, this build reads 1 or {OUTPUT_BUCKETS}")]
    Heads {
        /// The count in the file.
        found: u32,
    },
    /// The file's length does not match its header.
    #[error("network file has {found} bytes, its header needs {expected}")]
    Length {
        /// Bytes in the file.
        found: usize,
        /// Bytes the layout needs.
        expected: usize,
    },
    /// The file could not be read.
    #[error("cannot read the network file: {reason}")]
    Read {
        /// What the system said.
        reason: String,
    },
}

/// One output layer: the weights of both halves of the hidden layer and a bias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputHead {
    /// Output weights of the side to move's half of the hidden layer.
    pub own: [i16; HIDDEN],
    /// Output weights of the other side's half.
    pub theirs: [i16; HIDDEN],
    /// Output bias, in units of `QA × QB`.
    pub bias: i32,
}

/// The quantized weights, ready for inference.
#[derive(Clone)]
pub struct Network {
    /// `FEATURES` rows of `HIDDEN` weights: the row of a feature is added to
    /// a view's accumulator when the feature turns on.
    pub input_weights: Vec<[i16; HIDDEN]>,
    /// The accumulator's starting values.
    pub hidden_bias: [i16; HIDDEN],
    /// One head, or [`OUTPUT_BUCKETS`] chosen by [`output_bucket`].
    pub heads: Vec<OutputHead>,
}

impl Network {
    /// The output head that scores a position of `pieces` pieces.
    #[inline]
    pub fn head(&self, pieces: u32) -> &OutputHead {
        &self.heads[head_index(self.heads.len(), pieces)]
    }
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({FEATURES} → 2×{HIDDEN} → 1, {} output heads)", self.heads.len())
    }
}

/// The bytes of the network file at `path`, read with bounds: only a
/// regular file is opened (a device or a pipe could be read for ever, or
/// block), one longer than the largest network is refused before it is
/// read, and no more than that is ever read, so a wrong path costs nothing.
fn read_bounded(path: &std::path::Path) -> Result<Vec<u8>, NetworkError> {
    use std::io::Read;
    let read_error = |e: std::io::Error| NetworkError::Read { reason: e.to_string() };
    let metadata = std::fs::metadata(path).map_err(read_error)?;
    if !metadata.is_file() {
        return Err(NetworkError::Read { reason: "not a regular file".into() });
    }
    let largest = file_bytes(OUTPUT_BUCKETS);
    let too_long =
        |found: u64| NetworkError::Length { found: usize::try_from(found).unwrap_or(usize::MAX), expected: largest };
    if metadata.len() > largest as u64 {
        return Err(too_long(metadata.len()));
    }
    let mut bytes = Vec::with_capacity(largest);
    let file = std::fs::File::open(path).map_err(read_error)?;
    file.take(largest as u64 + 1).read_to_end(&mut bytes).map_err(read_error)?;
    if bytes.len() > largest {
        return Err(too_long(bytes.len() as u64));
    }
    Ok(bytes)
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
    /// A row of `width` values (the file's hidden size), the rest of the
    /// engine's [`HIDDEN`] zero.
    fn i16_row(&mut self, width: usize) -> [i16; HIDDEN] {
        std::array::from_fn(|i| if i < width { self.i16() } else { 0 })
    }
    fn head(&mut self, width: usize) -> OutputHead {
        let (own, theirs) = (self.i16_row(width), self.i16_row(width));
        OutputHead { own, theirs, bias: i32::from_le_bytes(self.take()) }
    }
}

impl Network {
    /// Reads the network file at `path` within the bounds of
    /// `read_bounded`, so a wrong path costs nothing.
    pub fn from_file(path: &std::path::Path) -> Result<Network, NetworkError> {
        Network::from_bytes(&read_bounded(path)?)
    }

    /// [`Network::from_narrower_bytes`] of the file at `path`, read as
    /// [`Network::from_file`] reads one.
    pub fn from_narrower_file(path: &std::path::Path) -> Result<(Network, usize), NetworkError> {
        Network::from_narrower_bytes(&read_bounded(path)?)
    }

    /// Reads a network file, refusing any that this build cannot use.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        Network::parse(bytes, false).map(|(network, _)| network)
    }

    /// Reads a network file whose hidden layer may be narrower than this
    /// build's, and says how wide it was: the file's neurons come first, the
    /// others have zero weights and bias, so the network computes what the
    /// file's does. The trainer starts a wider network from a narrower one
    /// this way (`engine_tools::train::model::Model::widened`); the engine
    /// never plays such a network.
    pub fn from_narrower_bytes(bytes: &[u8]) -> Result<(Network, usize), NetworkError> {
        Network::parse(bytes, true)
    }

    /// The file's network and its hidden size; a narrower hidden layer than
    /// [`HIDDEN`] is read only when `narrower` allows it.
    fn parse(bytes: &[u8], narrower: bool) -> Result<(Network, usize), NetworkError> {
        if bytes.len() < HEADER_BYTES {
            return Err(NetworkError::Length { found: bytes.len(), expected: file_bytes(1) });
        }
        let mut r = Reader { bytes, at: 0 };
        if r.take::<4>() != MAGIC {
            return Err(NetworkError::Magic);
        }
        let version = r.u32();
        if version != VERSION {
            return Err(NetworkError::Version { found: version });
        }
        let [inputs, hidden, heads, qa, qb, scale]: [u32; 6] = std::array::from_fn(|_| r.u32());
        // A narrower layer, where allowed, passes as this build's size.
        let hidden_as_read = if narrower && (1..HIDDEN as u32).contains(&hidden) { HIDDEN as u32 } else { hidden };
        for (field, found, expected) in [
            ("input count", inputs, FEATURES as u32),
            ("hidden size", hidden_as_read, HIDDEN as u32),
            ("accumulator scale", qa, QA as u32),
            ("output weight scale", qb, QB as u32),
            ("output scale", scale, OUTPUT_SCALE as u32),
        ] {
            if found != expected {
                return Err(NetworkError::Shape { field, found, expected });
            }
        }
        if !heads_allowed(heads as usize) {
            return Err(NetworkError::Heads { found: heads });
        }
        let width = hidden as usize;
        let expected = bytes_of(width, heads as usize);
        if bytes.len() != expected {
            return Err(NetworkError::Length { found: bytes.len(), expected });
        }
        let input_weights = (0..FEATURES).map(|_| r.i16_row(width)).collect();
        let hidden_bias = r.i16_row(width);
        let heads = (0..heads).map(|_| r.head(width)).collect();
        Ok((Network { input_weights, hidden_bias, heads }, width))
    }

    /// The file of this network ([`Network::from_bytes`] reads it back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let heads = self.heads.len();
        let mut out = Vec::with_capacity(file_bytes(heads));
        out.extend_from_slice(&MAGIC);
        let header = [VERSION, FEATURES as u32, HIDDEN as u32, heads as u32, QA as u32, QB as u32, OUTPUT_SCALE as u32];
        for v in header {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let put_row =
            |out: &mut Vec<u8>, row: &[i16; HIDDEN]| row.iter().for_each(|w| out.extend_from_slice(&w.to_le_bytes()));
        for row in self.input_weights.iter().chain([&self.hidden_bias]) {
            put_row(&mut out, row);
        }
        for head in &self.heads {
            put_row(&mut out, &head.own);
            put_row(&mut out, &head.theirs);
            out.extend_from_slice(&head.bias.to_le_bytes());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_network(heads: usize) -> Network {
        let head = |b: usize| OutputHead {
            own: std::array::from_fn(|h| ((h + b) % 50) as i16 - 25),
            theirs: std::array::from_fn(|h| 25 - ((h + 3 * b) % 50) as i16),
            bias: -1234 + b as i32,
        };
        Network {
            input_weights: (0..FEATURES).map(|f| std::array::from_fn(|h| ((f * 7 + h) % 200) as i16 - 100)).collect(),
            hidden_bias: std::array::from_fn(|h| h as i16),
            heads: (0..heads).map(head).collect(),
        }
    }

    #[test]
    fn a_network_reads_back_from_its_bytes() {
        for heads in [1, OUTPUT_BUCKETS] {
            let net = small_network(heads);
            let bytes = net.to_bytes();
            assert_eq!(bytes.len(), file_bytes(heads));
            let back = Network::from_bytes(&bytes).expect("reads back");
            assert_eq!(back.heads, net.heads);
            assert_eq!(back.to_bytes(), bytes);
        }
    }

    #[test]
    fn the_head_follows_the_piece_count() {
        let net = small_network(OUTPUT_BUCKETS);
        assert_eq!(net.head(32), &net.heads[7], "a full chess board");
        assert_eq!(net.head(40), &net.heads[7], "a full Mirodol board");
        assert_eq!(net.head(29), &net.heads[6]);
        assert_eq!(net.head(5), &net.heads[0]);
        assert_eq!(net.head(6), &net.heads[1]);
        assert_eq!(net.head(2), &net.heads[0], "bare kings");
        let single = small_network(1);
        assert_eq!(single.head(3), single.head(32), "one head serves every count");
    }

    #[test]
    fn a_malformed_file_is_a_clear_error() {
        let bytes = small_network(OUTPUT_BUCKETS).to_bytes();
        assert_eq!(Network::from_bytes(b"MH").unwrap_err(), NetworkError::Length { found: 2, expected: file_bytes(1) });
        // The file with byte `at` set to `value`, read.
        let with = |at: usize, value: u8| {
            let mut wrong = bytes.clone();
            wrong[at] = value;
            Network::from_bytes(&wrong)
        };
        assert_eq!(with(0, b'X').unwrap_err(), NetworkError::Magic);
        assert_eq!(with(4, 9).unwrap_err(), NetworkError::Version { found: 9 });
        assert!(matches!(with(12, 1), Err(NetworkError::Shape { field: "hidden size", .. })));
        assert_eq!(with(16, 3).unwrap_err(), NetworkError::Heads { found: 3 });
        assert!(matches!(with(20, 0), Err(NetworkError::Shape { field: "accumulator scale", .. })));
        let truncated = &bytes[..bytes.len() - 1];
        assert!(matches!(Network::from_bytes(truncated), Err(NetworkError::Length { .. })));
    }

    /// The bytes of `net` cut to its first `width` neurons: a narrower network's file.
    fn narrowed_bytes(net: &Network, width: usize) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let heads = net.heads.len() as u32;
        for v in [VERSION, FEATURES as u32, width as u32, heads, QA as u32, QB as u32, OUTPUT_SCALE as u32] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let put = |out: &mut Vec<u8>, row: &[i16; HIDDEN]| {
            row[..width].iter().for_each(|w| out.extend_from_slice(&w.to_le_bytes()))
        };
        net.input_weights.iter().chain([&net.hidden_bias]).for_each(|row| put(&mut out, row));
        for head in &net.heads {
            put(&mut out, &head.own);
            put(&mut out, &head.theirs);
            out.extend_from_slice(&head.bias.to_le_bytes());
        }
        out
    }

    #[test]
    fn a_narrower_network_is_read_only_when_asked_and_its_extra_neurons_are_zero() {
        let net = small_network(OUTPUT_BUCKETS);
        let width = HIDDEN / 2;
        let bytes = narrowed_bytes(&net, width);
        assert_eq!(bytes.len(), bytes_of(width, OUTPUT_BUCKETS));
        let refused = Network::from_bytes(&bytes).unwrap_err();
        let expected = HIDDEN as u32;
        assert_eq!(refused, NetworkError::Shape { field: "hidden size", found: width as u32, expected });
        let (wide, read_width) = Network::from_narrower_bytes(&bytes).expect("a narrower network");
        assert_eq!(read_width, width);
        let cut =
            |row: &[i16; HIDDEN]| -> [i16; HIDDEN] { std::array::from_fn(|i| if i < width { row[i] } else { 0 }) };
        assert!(wide.input_weights.iter().zip(&net.input_weights).all(|(w, n)| *w == cut(n)));
        assert_eq!(wide.hidden_bias, cut(&net.hidden_bias));
        for (w, n) in wide.heads.iter().zip(&net.heads) {
            assert_eq!((w.own, w.theirs, w.bias), (cut(&n.own), cut(&n.theirs), n.bias));
        }
        // This build's own size reads as ever; a wider one, or a cut file, is still refused.
        assert_eq!(Network::from_narrower_bytes(&net.to_bytes()).expect("same size").1, HIDDEN);
        let mut wider = net.to_bytes();
        wider[12..16].copy_from_slice(&(HIDDEN as u32 + 1).to_le_bytes());
        assert!(matches!(Network::from_narrower_bytes(&wider), Err(NetworkError::Shape { field: "hidden size", .. })));
        let short = &bytes[..bytes.len() - 2];
        assert!(matches!(Network::from_narrower_bytes(short), Err(NetworkError::Length { .. })));
    }

    #[test]
    fn a_file_is_read_from_disk_and_a_missing_or_oversized_one_is_a_clear_error() {
        let dir = tempfile::tempdir().expect("a temp folder");
        let path = dir.path().join("net.nnue");
        let net = crate::nnue::embedded().expect("the embedded network");
        std::fs::write(&path, net.to_bytes()).expect("written");
        assert_eq!(Network::from_file(&path).expect("read back").to_bytes(), net.to_bytes());
        let missing = Network::from_file(&dir.path().join("absent.nnue")).unwrap_err();
        assert!(matches!(missing, NetworkError::Read { .. }), "{missing}");
        // A folder, or a device that never ends: refused unread.
        for not_a_file in [dir.path(), std::path::Path::new("/dev/zero")] {
            let err = Network::from_file(not_a_file).unwrap_err();
            assert_eq!(err, NetworkError::Read { reason: "not a regular file".into() }, "{}", not_a_file.display());
        }
        // Longer than any network: refused from its length alone.
        std::fs::File::create(&path).and_then(|f| f.set_len(file_bytes(OUTPUT_BUCKETS) as u64 + 1)).expect("grown");
        let oversized = Network::from_file(&path).unwrap_err();
        assert_eq!(
            oversized,
            NetworkError::Length { found: file_bytes(OUTPUT_BUCKETS) + 1, expected: file_bytes(OUTPUT_BUCKETS) }
        );
    }
}
