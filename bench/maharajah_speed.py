#!/usr/bin/env python3
"""Search speed on Maharajah armies: wall time alternating, or instructions.

`bench` (and bench/nps_vs.sh) mixes chess, Maharajah armies and Mirodol.
The product goal is about Maharajah armies, whose compound pieces make the
evaluation and move generation cost more, so this measures there: every
`--every`-th position of bench/judge/positions.txt (real games' positions),
each searched to a fixed node count by one engine process (`UCI_Variant
maharajah`, no `ucinewgame` between positions, like a game's moves).

    bench/maharajah_speed.py [--rounds R] ENGINE [ENGINE...]
        nodes per second of each engine, the engines alternating R times
        (default 4) in one run, and each one's ratio to the first: machine
        load moves all of them, not the comparison.

    bench/maharajah_speed.py --instructions ENGINE [ENGINE...]
        instructions executed by each engine under `valgrind --tool=callgrind`
        (exact and repeatable on a busy machine; `apt-get install
        valgrind`), and each one's change from the first. A
        change that keeps the search's tree keeps the node count, so the
        totals compare instructions per node.

Positions: 40 (`--count`), every 250th (`--every`), 150,000 nodes each
(`--nodes`); the instruction counts in docs/benchmarks.md use `--count 30
--every 300 --nodes 60000`.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POSITIONS = os.path.join(TOP, "bench", "judge", "positions.txt")


def positions(count, every):
    lines = [l.strip() for l in open(POSITIONS) if l.strip() and not l.startswith("#")]
    chosen = lines[::every][:count]
    if len(chosen) < count:
        sys.exit(f"maharajah_speed.py: only {len(chosen)} positions at every {every}th line of {POSITIONS}")
    return chosen


def search_all(command, fens, nodes):
    """Runs `command` (an engine, maybe under valgrind) over `fens`, `nodes` each.

    The engine stops within a few hundred nodes of the limit, so the work is
    `len(fens) * nodes` for every engine, whatever its last `info` line says."""
    proc = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1
    )

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def wait_for(prefix):
        while True:
            line = proc.stdout.readline()
            if not line:
                sys.exit(f"maharajah_speed.py: {command[-1]} stopped answering")
            if line.startswith(prefix):
                return line

    send("uci")
    wait_for("uciok")
    send("setoption name UCI_Variant value maharajah")
    send("isready")
    wait_for("readyok")
    for fen in fens:
        send("position fen " + fen)
        send(f"go nodes {nodes}")
        wait_for("bestmove")
    send("quit")
    proc.wait()


def wall_time(engines, fens, nodes, rounds):
    rates = {e: [] for e in engines}
    for r in range(rounds):
        for e in engines:
            start = time.perf_counter()
            search_all([e], fens, nodes)
            rates[e].append(len(fens) * nodes / (time.perf_counter() - start))
        print(f"round {r + 1}: " + ", ".join(f"{rates[e][-1]:,.0f}" for e in engines), flush=True)
    base = rates[engines[0]]
    for e in engines:
        ratios = [x / y for x, y in zip(rates[e], base)]
        print(
            f"{e}: median {statistics.median(rates[e]):,.0f} nodes/s, "
            f"ratio to the first: median {statistics.median(ratios):.3f}, mean {statistics.mean(ratios):.3f}"
        )


def instructions(engines, fens, nodes):
    first = None
    for e in engines:
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "callgrind.out")
            command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", e]
            search_all(command, fens, nodes)
            summary = [l for l in open(out) if l.startswith("summary:") or l.startswith("totals:")]
        count = int(summary[0].split()[1])
        change = f", {100 * (count / first - 1):+.1f} % against the first" if first else ""
        first = first or count
        print(f"{e}: {count:,} instructions for {len(fens)} positions x {nodes:,} nodes{change}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("engines", nargs="+", metavar="ENGINE")
    ap.add_argument("--instructions", action="store_true", help="count instructions under callgrind instead of timing")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--every", type=int, default=250)
    ap.add_argument("--nodes", type=int, default=150_000)
    args = ap.parse_args()
    fens = positions(args.count, args.every)
    if args.instructions:
        instructions(args.engines, fens, args.nodes)
    else:
        wall_time(args.engines, fens, args.nodes, args.rounds)


if __name__ == "__main__":
    main()
