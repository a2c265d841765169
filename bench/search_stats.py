#!/usr/bin/env python3
"""Where the search's nodes go: pruning, reduction and ordering rates.

Searches the first COUNT positions of the judge's set
(bench/judge/positions.txt) at NODES nodes each, one thread and a cleared
table per position (as bench/judge.py does), then asks the engine for its
counters (UCI `stats`) and prints them with the rates worth comparing
between builds: how often the first move searched refutes a node (move
ordering), how often a null move or ProbCut pays for itself, how often a
reduced move has to be searched again.

The engine must be built with the counters:

    cargo build --release -p maharajah-engine --features stats --bin maharajah-engine
    bench/search_stats.py [--count 150] [--nodes 150000] target/release/maharajah-engine
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge  # noqa: E402  (the judge's positions and UCI driver)

RATES = [
    ("first move refutes (of fail-high nodes)", "FailHighFirst", "FailHigh"),
    ("hash move refutes (of fail-high nodes)", "FailHighHashMove", "FailHigh"),
    ("null move fails high (of null moves tried)", "NullCut", "NullTried"),
    ("ProbCut cuts (of captures tried)", "ProbCut", "ProbCutTried"),
    ("reduced move searched again (of reduced moves)", "ReducedResearched", "Reduced"),
    ("re-search still beats alpha (of re-searches)", "ReducedConfirmed", "ReducedResearched"),
    ("legal moves per fail-low node", "FailLowMoves", "FailLow"),
]


def counters(engine):
    """The engine's `stats` counters as a dict; exits with its message if it has none."""
    engine.send("stats")
    for line in engine.proc.stdout:
        if line.startswith("info string stats"):
            words = line.split()[3:]
            if not words or "=" not in words[0]:
                sys.exit(line.strip())
            return {k: int(v) for k, v in (w.split("=") for w in words)}
    raise RuntimeError("engine ended before answering `stats`")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("engine")
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--nodes", type=int, default=150_000)
    args = ap.parse_args()
    fens = judge.load_positions()[: args.count]
    engine = judge.ours(args.engine)
    counters(engine)  # fail early on a build without the counters
    for fen in fens:
        engine.go(fen, f"go nodes {args.nodes}")
    counts = counters(engine)
    engine.close()
    print(f"{len(fens)} positions, {args.nodes} nodes each")
    for name, value in counts.items():
        print(f"{name:20} {value:>12}")
    for label, part, whole in RATES:
        print(f"{label:48} {counts[part] / max(1, counts[whole]):8.3f}")


if __name__ == "__main__":
    main()
