//! The shared transposition table: lock-free, one entry per slot, each entry
//! two atomics with the key stored XOR the data so a torn write from another
//! thread reads as a miss rather than as wrong data.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// How a stored score bounds the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value is at least this (fail high).
    Lower = 1,
    /// The true value is at most this (fail low).
    Upper = 2,
    /// Exact value (PV node).
    Exact = 3,
}

/// What a probe returns.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Best or refuting move (raw [`rules::Move`] bits, 0 = none).
    pub mv: u32,
    /// Score, mate-adjusted for the node (see [`crate::score::to_tt`]).
    pub score: i32,
    /// Static evaluation at the node.
    pub eval: i32,
    /// Search depth of the score.
    pub depth: i32,
    /// Bound type.
    pub bound: Bound,
}

struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// The table shared by every search thread.
pub struct TranspositionTable {
    slots: Box<[Slot]>,
    age: AtomicU8,
}

fn pack(e: &Entry, age: u8) -> u64 {
    (e.mv as u64 & 0x3f_ffff)
        | ((e.score as i16 as u16 as u64) << 22)
        | ((e.eval as i16 as u16 as u64) << 38)
        | (((e.depth.clamp(0, 127)) as u64) << 54)
        | ((e.bound as u64) << 61)
        | (((age & 1) as u64) << 63)
}

fn unpack(d: u64) -> (Entry, u8) {
    let bound = match (d >> 61) & 3 {
        1 => Bound::Lower,
        2 => Bound::Upper,
        _ => Bound::Exact,
    };
    (
        Entry {
            mv: (d & 0x3f_ffff) as u32,
            score: ((d >> 22) & 0xffff) as u16 as i16 as i32,
            eval: ((d >> 38) & 0xffff) as u16 as i16 as i32,
            depth: ((d >> 54) & 0x7f) as i32,
            bound,
        },
        (d >> 63) as u8,
    )
}

/// The largest table in MiB (UCI `Hash`'s advertised maximum): a larger
/// request is cut to it, so no size asked for can overflow or exhaust memory.
pub const MAX_MB: usize = 4096;

/// The fewest slots a table has, whatever it was asked for or could get.
const MIN_SLOTS: usize = 1024;

/// `count` empty slots, or `None` when the allocator refuses them.
///
/// Allocated zeroed rather than written slot by slot: the system hands out
/// zero pages that cost memory only once touched, so a large table the search
/// never fills does not occupy RAM, and a refused allocation is an answer
/// here instead of the abort `Vec`'s allocation would be.
fn zeroed_slots(count: usize) -> Option<Box<[Slot]>> {
    let layout = std::alloc::Layout::array::<Slot>(count).ok().filter(|l| l.size() > 0)?;
    // SAFETY: the layout has a non-zero size (checked above); a `Slot` is two
    // `AtomicU64`s, for which all-zero bytes are a valid value (0), so the
    // zeroed memory holds `count` initialised slots; the pointer comes from the
    // global allocator with exactly the layout `Box<[Slot]>` frees it with.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<Slot>();
        if ptr.is_null() {
            return None;
        }
        Some(Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, count)))
    }
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at most [`MAX_MB`]); when the system
    /// cannot give that much, the largest half, quarter… it can.
    pub fn new(mb: usize) -> Self {
        let mut count = (mb.clamp(1, MAX_MB) * 1024 * 1024 / std::mem::size_of::<Slot>()).max(MIN_SLOTS);
        let slots = loop {
            match zeroed_slots(count) {
                Some(slots) => break slots,
                None if count > MIN_SLOTS => count = (count / 2).max(MIN_SLOTS),
                None => {
                    break (0..MIN_SLOTS).map(|_| Slot { check: AtomicU64::new(0), data: AtomicU64::new(0) }).collect()
                }
            }
        };
        TranspositionTable { slots, age: AtomicU8::new(0) }
    }

    /// The table's size in MiB (less than asked when memory was short).
    pub fn size_mb(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot>() / (1024 * 1024)
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> &Slot {
        let i = ((key as u128 * self.slots.len() as u128) >> 64) as usize;
        &self.slots[i]
    }

    /// Starts loading `key`'s slot into the cache: called as soon as a
    /// move is made, the slot has usually arrived when the child probes it,
    /// instead of the probe waiting for memory.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            // SAFETY: a prefetch is only a hint to the cache and never faults;
            // SSE, which it needs, is part of every x86-64 CPU.
            unsafe { _mm_prefetch::<_MM_HINT_T0>((self.slot(key) as *const Slot).cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Looks up `key`.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let s = self.slot(key);
        let data = s.data.load(Ordering::Relaxed);
        let check = s.check.load(Ordering::Relaxed);
        (data != 0 && check ^ data == key).then(|| unpack(data).0)
    }

    /// Stores a result, preferring deeper and newer entries.
    #[inline]
    pub fn store(&self, key: u64, e: Entry) {
        let s = self.slot(key);
        let age = self.age.load(Ordering::Relaxed);
        let old = s.data.load(Ordering::Relaxed);
        let old_key = s.check.load(Ordering::Relaxed) ^ old;
        if old != 0 && old_key == key {
            let (prev, _) = unpack(old);
            if e.bound != Bound::Exact && e.depth + 2 < prev.depth {
                return;
            }
            let mut e = e;
            if e.mv == 0 {
                e.mv = prev.mv;
            }
            let d = pack(&e, age);
            s.data.store(d, Ordering::Relaxed);
            s.check.store(key ^ d, Ordering::Relaxed);
            return;
        }
        if old != 0 {
            let (prev, prev_age) = unpack(old);
            if prev_age == (age & 1) && prev.depth > e.depth + 3 {
                return;
            }
        }
        let d = pack(&e, age);
        s.data.store(d, Ordering::Relaxed);
        s.check.store(key ^ d, Ordering::Relaxed);
    }

    /// Marks a new search, so entries from older ones are replaced first.
    pub fn new_search(&self) {
        self.age.fetch_add(1, Ordering::Relaxed);
    }

    /// Empties the table (new game).
    pub fn clear(&self) {
        for s in &self.slots {
            s.check.store(0, Ordering::Relaxed);
            s.data.store(0, Ordering::Relaxed);
        }
    }

    /// Permille of slots used by the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Ordering::Relaxed) & 1;
        let n = self.slots.len().min(1000);
        self.slots[..n]
            .iter()
            .filter(|s| {
                let d = s.data.load(Ordering::Relaxed);
                d != 0 && unpack(d).1 == age
            })
            .count() as u32
            * 1000
            / n as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_entries_with_negative_scores() {
        let tt = TranspositionTable::new(1);
        let e = Entry { mv: 0x1234, score: -31_000, eval: -55, depth: 9, bound: Bound::Upper };
        tt.store(99, e);
        let got = tt.probe(99).expect("hit");
        assert_eq!((got.mv, got.score, got.eval, got.depth, got.bound), (0x1234, -31_000, -55, 9, Bound::Upper));
        assert!(tt.probe(100).is_none());
    }

    #[test]
    fn sizes_past_the_maximum_are_cut_to_it() {
        assert_eq!(TranspositionTable::new(usize::MAX).size_mb(), MAX_MB);
        assert_eq!(TranspositionTable::new(MAX_MB + 1).size_mb(), MAX_MB);
        assert_eq!(TranspositionTable::new(0).size_mb(), 1);
    }
}
