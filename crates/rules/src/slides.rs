//! Sliding attacks: how far a rook's or a bishop's lines reach over an occupancy.
//!
//! Every board size has ray tables, and scanning each ray for its first
//! blocker works at any size. On 8×8 boards (a `u64`), chess's and
//! Maharajah's, a multiply-and-shift hash of the occupancy on a piece's lines
//! picks a precomputed answer instead ("magic" bitboards): one table read per
//! line set instead of four ray scans. The evaluation and move generation ask
//! for these attacks at every node, and the compound pieces ask twice.
//!
//! Which lookup a width uses is data ([`crate::Bitboard::Slides`]); both give
//! the same answers, which the tests check square by square.

use crate::bitboard::Bitboard;
use crate::geometry::MAX_SQUARES;

/// Empty-board rays per direction and square (see `geometry`'s directions:
/// the first four increase the square index).
pub type Rays<B> = [[B; MAX_SQUARES]; 8];

/// The ray directions a rook slides along.
pub const ORTHOGONAL: [usize; 4] = [0, 1, 4, 5];
/// The ray directions a bishop slides along.
pub const DIAGONAL: [usize; 4] = [2, 3, 6, 7];

/// The eight ray directions as (file, rank) steps. The first four increase the square index.
const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),   // north
    (1, 0),   // east
    (1, 1),   // north-east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, 0),  // west
    (-1, -1), // south-west
    (1, -1),  // south-east
];

/// The empty-board rays of a `files` × `ranks` board.
pub fn build_rays<B: Bitboard>(files: usize, ranks: usize) -> Box<Rays<B>> {
    let mut rays = Box::new([[B::EMPTY; MAX_SQUARES]; 8]);
    for sq in 0..files * ranks {
        let (f, r) = ((sq % files) as i32, (sq / files) as i32);
        for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
            let (mut tf, mut tr) = (f + df, r + dr);
            while tf >= 0 && tr >= 0 && (tf as usize) < files && (tr as usize) < ranks {
                rays[d][sq] |= B::bit(tr as usize * files + tf as usize);
                tf += df;
                tr += dr;
            }
        }
    }
    rays
}

/// Attacks along ray `dir` from `sq`, stopped by (and including) the first occupied square.
#[inline(always)]
fn ray_attacks<B: Bitboard>(rays: &Rays<B>, dir: usize, sq: usize, occ: B) -> B {
    let ray = rays[dir][sq];
    let blockers = ray & occ;
    if blockers.is_empty() {
        ray
    } else {
        let first = if dir < 4 { blockers.lsb() } else { blockers.msb() };
        ray ^ rays[dir][first]
    }
}

/// Attacks along the four rays `dirs` from `sq`.
#[inline(always)]
fn lines_attacks<B: Bitboard>(rays: &Rays<B>, dirs: [usize; 4], sq: usize, occ: B) -> B {
    ray_attacks(rays, dirs[0], sq, occ)
        | ray_attacks(rays, dirs[1], sq, occ)
        | ray_attacks(rays, dirs[2], sq, occ)
        | ray_attacks(rays, dirs[3], sq, occ)
}

/// A way of looking up sliding attacks for one bitboard width, built once from the rays.
pub trait SlideLookup<B>: Send + Sync + Sized + 'static {
    /// The lookup for a board of `squares` squares with these rays.
    fn build(rays: &Rays<B>, squares: usize) -> Self;
    /// Rook-like attacks from `sq` over `occ`.
    fn rook(&self, rays: &Rays<B>, sq: usize, occ: B) -> B;
    /// Bishop-like attacks from `sq` over `occ`.
    fn bishop(&self, rays: &Rays<B>, sq: usize, occ: B) -> B;
}

/// Ray scans: any board size, no tables beyond the rays.
pub struct RayScan;

impl<B: Bitboard> SlideLookup<B> for RayScan {
    fn build(_: &Rays<B>, _: usize) -> Self {
        RayScan
    }
    #[inline(always)]
    fn rook(&self, rays: &Rays<B>, sq: usize, occ: B) -> B {
        lines_attacks(rays, ORTHOGONAL, sq, occ)
    }
    #[inline(always)]
    fn bishop(&self, rays: &Rays<B>, sq: usize, occ: B) -> B {
        lines_attacks(rays, DIAGONAL, sq, occ)
    }
}

/// One square's hash for one kind of line.
#[derive(Clone, Copy, Default)]
struct Magic {
    /// Squares whose occupancy matters: the lines without their far ends.
    mask: u64,
    /// The multiplier that maps every occupancy of `mask` to its own slot
    /// (or to a slot with the same answer).
    magic: u64,
    /// 64 minus the bits of `mask`.
    shift: u32,
    /// Where this square's slots start in [`Magics::attacks`].
    offset: usize,
}

impl Magic {
    #[inline(always)]
    fn index(&self, occ: u64) -> usize {
        self.offset + ((occ & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// Magic bitboards for the 8×8 board.
pub struct Magics {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    /// Every square's answers, rooks' then bishops'.
    attacks: Vec<u64>,
}

/// The squares of the lines `dirs` from `sq` whose occupancy can change the
/// attacks: a line's last square is attacked whether or not it is occupied.
fn relevant_mask(rays: &Rays<u64>, dirs: [usize; 4], sq: usize) -> u64 {
    let mut mask = 0;
    for d in dirs {
        let ray = rays[d][sq];
        if ray.any() {
            let far_end = if d < 4 { ray.msb() } else { ray.lsb() };
            mask |= ray & !u64::bit(far_end);
        }
    }
    mask
}

/// Every subset of `mask` (the carry-rippler enumeration), the empty set first.
fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

impl Magics {
    /// Lays out one kind of line for every square with its multipliers,
    /// appending the answers to `attacks`.
    fn lay_out(rays: &Rays<u64>, dirs: [usize; 4], multipliers: &[u64; 64], attacks: &mut Vec<u64>) -> [Magic; 64] {
        let mut magics = [Magic::default(); 64];
        for (sq, magic) in magics.iter_mut().enumerate() {
            let mask = relevant_mask(rays, dirs, sq);
            *magic = Magic { mask, magic: multipliers[sq], shift: 64 - mask.count(), offset: attacks.len() };
            attacks.resize(attacks.len() + (1 << mask.count()), 0);
            for occ in subsets(mask) {
                let answer = lines_attacks(rays, dirs, sq, occ);
                let slot = &mut attacks[magic.index(occ)];
                // A slider always attacks some square, so 0 marks a free slot.
                assert!(*slot == 0 || *slot == answer, "the multiplier of square {sq} maps two answers to one slot");
                *slot = answer;
            }
        }
        magics
    }
}

impl SlideLookup<u64> for Magics {
    fn build(rays: &Rays<u64>, squares: usize) -> Self {
        assert_eq!(squares, 64, "magic multipliers exist for the 8×8 board only");
        let mut attacks = Vec::new();
        let rook = Magics::lay_out(rays, ORTHOGONAL, &ROOK_MULTIPLIERS, &mut attacks);
        let bishop = Magics::lay_out(rays, DIAGONAL, &BISHOP_MULTIPLIERS, &mut attacks);
        Magics { rook, bishop, attacks }
    }
    #[inline(always)]
    fn rook(&self, _: &Rays<u64>, sq: usize, occ: u64) -> u64 {
        self.attacks[self.rook[sq].index(occ)]
    }
    #[inline(always)]
    fn bishop(&self, _: &Rays<u64>, sq: usize, occ: u64) -> u64 {
        self.attacks[self.bishop[sq].index(occ)]
    }
}

/// Rook multipliers per square, found by [`tests::find_multipliers`]
/// (`cargo test -p rules print_multipliers -- --ignored --nocapture`).
const ROOK_MULTIPLIERS: [u64; 64] = [
    0x0880_0090_A084_4000,
    0x0140_0040_2000_1000,
    0x0600_0822_0010_8040,
    0x1080_2480_0800_5000,
    0x4200_1102_0008_0420,
    0x0580_0180_2400_0A00,
    0x8100_4081_000C_1200,
    0x2100_0A03_8848_6300,
    0x1212_8010_4000_A080,
    0x8A40_4000_2010_0048,
    0xA001_0011_0041_2000,
    0x0082_0010_4200_2049,
    0x4191_8008_0080_2400,
    0x0002_0008_0200_3004,
    0x0400_8001_0080_2200,
    0x1001_0011_0020_C882,
    0x08C3_0200_2084_4201,
    0x0090_00C0_0020_0240,
    0x2022_2200_4010_8202,
    0x0081_0100_1001_2208,
    0xCA08_0080_2804_0080,
    0x1100_8180_0C00_0200,
    0x0004_8080_4B00_2200,
    0x0010_1200_0141_8114,
    0x0100_9220_8004_C000,
    0x1881_2000_4000_5009,
    0x0020_8092_0022_0044,
    0x1188_1000_8008_0084,
    0x0018_004D_0011_0008,
    0x0090_C008_0104_2030,
    0x9080_4814_0001_5002,
    0x0020_0402_0012_A041,
    0x0082_4082_0200_2100,
    0x4320_0040_2040_1000,
    0x3800_3120_8200_4201,
    0x0080_8028_0080_1002,
    0x0102_8018_0080_0400,
    0x008A_8042_0080_0400,
    0x0040_1801_D400_1002,
    0x008A_0288_C200_0401,
    0x8820_8040_1320_8001,
    0x8080_D002_2002_4000,
    0x0008_4100_2001_0011,
    0x0002_0010_9B42_0020,
    0x1008_0004_5101_0008,
    0x4640_0400_0200_8080,
    0x1000_0801_0604_0070,
    0x2000_0400_A042_0001,
    0x4000_4201_0828_8200,
    0xC910_0040_0020_0840,
    0x0050_4020_030A_1100,
    0x0001_0802_1000_8080,
    0x0111_2400_4800_8080,
    0x200A_0070_4804_4200,
    0x4080_1002_01A8_5400,
    0x0409_0010_8200_C500,
    0x2002_1821_0440_8001,
    0x0040_2084_1043_0202,
    0x0032_0120_1008_4282,
    0x2807_0030_0009_0421,
    0x8292_0060_C804_1042,
    0x01C1_0028_0400_4201,
    0x0400_0A00_B110_2804,
    0x0420_0407_0062_8046,
];

/// Bishop multipliers per square, found the same way.
const BISHOP_MULTIPLIERS: [u64; 64] = [
    0x0008_0802_8800_4100,
    0x0050_1009_0040_8404,
    0x4888_1681_0200_0000,
    0x2804_0420_8008_0000,
    0x340C_0C20_00C0_0000,
    0x1087_0420_0484_2004,
    0x0204_00C4_0420_0042,
    0x4080_A400_4210_1007,
    0x0240_0410_0428_4082,
    0x80C0_0490_0201_4900,
    0x8200_0411_0C01_1004,
    0x0002_4C04_1080_0201,
    0x1600_0310_4060_0000,
    0x0140_0208_0504_8920,
    0x0080_4201_9220_3200,
    0x0421_1101_0111_2005,
    0x0020_0004_2004_0100,
    0x0008_0202_0805_0400,
    0x8C08_0061_0803_0010,
    0x0188_0004_2045_1000,
    0x8900_8004_00A0_0008,
    0x0050_2006_1010_0801,
    0x0004_0104_A404_1288,
    0x2021_0102_0100_8210,
    0x0104_4006_3410_0400,
    0x0010_CC20_1624_0401,
    0x0084_1000_0241_0040,
    0x010A_0800_0400_4048,
    0x0000_9400_1080_6008,
    0x0024_6200_0141_1001,
    0x1000_8080_0114_1010,
    0xC310_4042_0482_0803,
    0x8213_0422_1010_2001,
    0x0444_0402_1044_3000,
    0x0062_2110_0041_0C00,
    0x0201_0A02_8118_0080,
    0x0001_0104_0012_0020,
    0x000C_00A2_0090_8800,
    0x0470_0405_1500_C104,
    0x0088_0081_0100_81D0,
    0x4618_0168_0820_2030,
    0x0004_0501_0980_1002,
    0x8008_2200_2A00_1010,
    0x1206_0042_0220_5800,
    0x2100_2841_0041_0400,
    0x0020_2032_0480_0048,
    0x2110_0388_2500_2180,
    0x0610_4200_8109_8060,
    0x6020_4304_1040_0000,
    0x0000_2088_0848_8125,
    0x3009_0043_4410_0000,
    0x6000_0A00_6098_0000,
    0x5000_1008_5024_0000,
    0x8004_0410_100E_4500,
    0x01D0_0401_0802_1044,
    0x1110_1000_8080_8015,
    0x9200_608A_1001_6000,
    0x0025_0202_0104_8240,
    0x0050_0802_0201_0460,
    0x2200_0105_0042_0610,
    0x0240_0000_4008_4841,
    0x8080_0824_9488_0200,
    0x4800_1020_0101_0209,
    0x000A_2011_0401_0040,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A multiplier for each square that maps every occupancy of its lines
    /// to a slot of its own answer, by trying sparse random numbers
    /// (xorshift, fixed seed, so the search repeats exactly).
    pub(super) fn find_multipliers(rays: &Rays<u64>, dirs: [usize; 4]) -> [u64; 64] {
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut found = [0; 64];
        for (sq, multiplier) in found.iter_mut().enumerate() {
            let mask = relevant_mask(rays, dirs, sq);
            let cases: Vec<(u64, u64)> = subsets(mask).map(|occ| (occ, lines_attacks(rays, dirs, sq, occ))).collect();
            let shift = 64 - mask.count();
            let mut slots = vec![(0u32, 0u64); cases.len()];
            for attempt in 1u32.. {
                let candidate = random() & random() & random();
                let fits = cases.iter().all(|&(occ, answer)| {
                    let slot = &mut slots[(occ.wrapping_mul(candidate) >> shift) as usize];
                    let free = slot.0 != attempt;
                    if free {
                        *slot = (attempt, answer);
                    }
                    free || slot.1 == answer
                });
                if fits {
                    *multiplier = candidate;
                    break;
                }
            }
        }
        found
    }

    #[test]
    fn magic_lookups_answer_as_ray_scans_do_on_every_square() {
        let rays = build_rays::<u64>(8, 8);
        let magics = Magics::build(&rays, 64);
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        for round in 0..2_000 {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            // Sparse and dense occupancies, and the empty and full boards.
            let occ = match round {
                0 => 0,
                1 => u64::MAX,
                _ if round % 2 == 0 => state & (state >> 7) & (state >> 19),
                _ => state,
            };
            for sq in 0..64 {
                assert_eq!(magics.rook(&rays, sq, occ), RayScan.rook(&rays, sq, occ), "rook {sq} {occ:#x}");
                assert_eq!(magics.bishop(&rays, sq, occ), RayScan.bishop(&rays, sq, occ), "bishop {sq} {occ:#x}");
            }
        }
    }

    #[test]
    fn the_multiplier_search_finds_what_the_tables_use() {
        // The search is seeded, so it reproduces the committed multipliers.
        let rays = build_rays::<u64>(8, 8);
        assert_eq!(find_multipliers(&rays, DIAGONAL), BISHOP_MULTIPLIERS);
        assert_eq!(find_multipliers(&rays, ORTHOGONAL), ROOK_MULTIPLIERS);
    }

    #[test]
    #[ignore = "prints the multipliers the tables are built from"]
    fn print_multipliers() {
        let rays = &build_rays::<u64>(8, 8);
        for (name, dirs) in [("ROOK", ORTHOGONAL), ("BISHOP", DIAGONAL)] {
            let found = find_multipliers(rays, dirs);
            println!("const {name}_MULTIPLIERS: [u64; 64] = [");
            for m in found {
                println!(
                    "    0x{:04X}_{:04X}_{:04X}_{:04X},",
                    m >> 48,
                    (m >> 32) & 0xFFFF,
                    (m >> 16) & 0xFFFF,
                    m & 0xFFFF
                );
            }
            println!("];");
        }
    }
}
