#!/usr/bin/env python3
"""Nodes per ply: how many nodes each engine needs to finish each depth.

A search that needs fewer nodes per ply reaches further in the same time
only if its speed allows it, so this is read beside the nodes per second of
both engines. It searches the first COUNT positions of the judge's set
(bench/judge/positions.txt, real Maharajah positions) to a fixed depth, one
thread and a cleared table each, in our engine and in Fairy-Stockfish, and
prints the nodes at which each engine finished every even depth, summed
over the positions, with their ratio (ours / Fairy-Stockfish). Node counts
at a fixed depth are deterministic, so the machine's load does not matter.

    bench/depth_vs_fairy.py [--depth 16] [--first 0] [--count 8] ENGINE

Env: FSF_PATH and FSF_INI as for bench/judge.py.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge  # noqa: E402  (the judge's positions, UCI driver and Fairy-Stockfish settings)

INFO = re.compile(r"\bdepth (\d+)\b.*\bnodes (\d+)\b")


def nodes_per_depth(engine, fen, depth):
    """Nodes reported when each depth finished (the last `info` line of the depth)."""
    engine.send("ucinewgame")
    engine.send(f"position fen {fen}")
    engine.send(f"go depth {depth}")
    found = {}
    for line in engine.proc.stdout:
        if line.startswith("bestmove"):
            return found
        m = INFO.search(line)
        if m and " pv " in line and "multipv 2" not in line:
            found[int(m.group(1))] = int(m.group(2))
    raise RuntimeError("engine ended during a search")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("engine")
    ap.add_argument("--depth", type=int, default=16)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--count", type=int, default=8)
    args = ap.parse_args()
    fens = judge.load_positions()[args.first : args.first + args.count]
    ours, fsf = judge.ours(args.engine), judge.fsf()
    totals = {}
    for fen in fens:
        a, b = nodes_per_depth(ours, fen, args.depth), nodes_per_depth(fsf, fen, args.depth)
        for d in range(2, args.depth + 1, 2):
            if d in a and d in b:
                t = totals.setdefault(d, [0, 0, 0])
                t[0], t[1], t[2] = t[0] + a[d], t[1] + b[d], t[2] + 1
        print(f"{fen}: depth {args.depth} after {a.get(args.depth)} / {b.get(args.depth)} nodes", flush=True)
    ours.close()
    fsf.close()
    print("depth  positions  ours  Fairy-Stockfish  ours / Fairy-Stockfish")
    for d, (x, y, n) in sorted(totals.items()):
        print(f"{d:5}  {n:9}  {x:10}  {y:15}  {x / y:6.2f}")


if __name__ == "__main__":
    main()
