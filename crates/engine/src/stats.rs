//! Search statistics: how often each pruning, reduction and ordering
//! decision fires, for tuning work ("where do the nodes go?").
//!
//! Counting costs an atomic add per event, so it is compiled in only with
//! the `stats` feature; in a normal build [`count`] is an empty inline
//! function and the search pays nothing. The counts are process-wide sums
//! over every search since the start, read with the UCI command `stats`.

/// A decision the search counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A main-search node failed high.
    FailHigh,
    /// ... on its first move searched.
    FailHighFirst,
    /// ... on the hash move.
    FailHighHashMove,
    /// A main-search node failed low (no move beat alpha).
    FailLow,
    /// Legal moves at the nodes that failed low (add, not count).
    FailLowMoves,
    /// A stored bound ended a node.
    TableCut,
    /// Reverse futility ended a node.
    ReverseFutility,
    /// Razoring ended a node.
    Razor,
    /// A null move was searched.
    NullTried,
    /// ... and failed high.
    NullCut,
    /// A ProbCut capture was searched.
    ProbCutTried,
    /// ... and ended the node.
    ProbCut,
    /// A late move was searched at reduced depth.
    Reduced,
    /// ... beat alpha, and was searched again at full depth.
    ReducedResearched,
    /// ... and still beat alpha there.
    ReducedConfirmed,
}

/// Every event, in report order.
pub const EVENTS: [Event; 15] = [
    Event::FailHigh,
    Event::FailHighFirst,
    Event::FailHighHashMove,
    Event::FailLow,
    Event::FailLowMoves,
    Event::TableCut,
    Event::ReverseFutility,
    Event::Razor,
    Event::NullTried,
    Event::NullCut,
    Event::ProbCutTried,
    Event::ProbCut,
    Event::Reduced,
    Event::ReducedResearched,
    Event::ReducedConfirmed,
];

#[cfg(feature = "stats")]
static COUNTS: [std::sync::atomic::AtomicU64; EVENTS.len()] =
    [const { std::sync::atomic::AtomicU64::new(0) }; EVENTS.len()];

/// Counts one `event`.
#[inline(always)]
pub fn count(event: Event) {
    add(event, 1);
}

/// Counts `n` of `event` at once.
#[inline(always)]
pub fn add(event: Event, n: u64) {
    #[cfg(feature = "stats")]
    COUNTS[event as usize].fetch_add(n, std::sync::atomic::Ordering::Relaxed);
    #[cfg(not(feature = "stats"))]
    let _ = (event, n);
}

/// The counts so far as `name=value` pairs, or `None` when the build has no
/// `stats` feature (so a caller can say so rather than print zeros).
pub fn report() -> Option<String> {
    #[cfg(feature = "stats")]
    {
        let read = |e: Event| COUNTS[e as usize].load(std::sync::atomic::Ordering::Relaxed);
        Some(EVENTS.iter().map(|&e| format!("{e:?}={}", read(e))).collect::<Vec<_>>().join(" "))
    }
    #[cfg(not(feature = "stats"))]
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_listed_in_declaration_order() {
        for (i, e) in EVENTS.iter().enumerate() {
            assert_eq!(*e as usize, i, "{e:?}");
        }
    }

    #[cfg(feature = "stats")]
    #[test]
    fn counting_adds_up() {
        let before = report().expect("stats build");
        count(Event::Razor);
        add(Event::FailLowMoves, 3);
        let after = report().expect("stats build");
        let value = |r: &str, name: &str| -> u64 {
            r.split(' ').find_map(|kv| kv.strip_prefix(&format!("{name}="))).expect(name).parse().expect("number")
        };
        assert!(value(&after, "Razor") > value(&before, "Razor"));
        assert!(value(&after, "FailLowMoves") >= value(&before, "FailLowMoves") + 3);
    }

    #[cfg(not(feature = "stats"))]
    #[test]
    fn without_the_feature_nothing_is_reported() {
        count(Event::Razor);
        assert_eq!(report(), None);
    }
}
