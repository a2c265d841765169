#!/usr/bin/env python3
"""Where each engine spends its clock: ours against Fairy-Stockfish, move by move.

`arena fairy` reports only the least time each side had left in a game. That
says a side kept a reserve, not where it spent the rest. This plays ENGINE
(a UCI binary of ours) against Fairy-Stockfish on the balanced Maharajah
starts at BASE + INC (one Fischer clock per side, charged the wall time of
each `go`), and prints the mean time each side took per move number, grouped
in blocks of four moves, and what each spent on its first 20 moves (also as
a share of the base plus 20 increments). Games are played for their clocks only: Fairy-Stockfish's
`bestmove (none)` ends a game, and so does a ply limit, since repetition and
the 50-move rule are not tracked here (the arena plays games to their end).

    bench/time_use.py [--games N] [--base MS] [--inc MS] [--plies P] ENGINE

Env: FSF_PATH (default /usr/games/fairy-stockfish), FSF_INI (default
bench/fairy/maharajah.ini), FAIRY_STARTS (default bench/fairy/balanced.fen).
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge  # noqa: E402  (the judge's UCI driver and engine settings)

STARTS = os.environ.get("FAIRY_STARTS", os.path.join(judge.TOP, "bench", "fairy", "balanced.fen"))
BLOCK = 4
OPENING_MOVES = 20


def starts():
    """The start positions, without the comment each line carries after ';'."""
    with open(STARTS) as f:
        return [line.split(";")[0].strip() for line in f if line.strip() and not line.startswith("#")]


def play(ours, fsf, fen, ours_white, base, inc, plies, spent):
    """One game; appends (move number, ms) per side to `spent` and returns the plies played."""
    clock = [base, base]
    moves = []
    for engine in (ours, fsf):
        engine.send("ucinewgame")
        engine.ready()
    for ply in range(plies):
        side = ply % 2
        engine, name = (ours, "ours") if (side == 0) == ours_white else (fsf, "fsf")
        engine.send(f"position fen {fen}" + (f" moves {' '.join(moves)}" if moves else ""))
        began = time.monotonic()
        engine.send(f"go wtime {clock[0]} btime {clock[1]} winc {inc} binc {inc}")
        reply = engine.wait_for("bestmove").split()
        took = int((time.monotonic() - began) * 1000)
        clock[side] += inc - took
        if len(reply) < 2 or reply[1] in ("(none)", "0000"):
            break
        moves.append(reply[1])
        spent[name].append((ply // 2, took))
        if clock[side] < 0:
            print(f"  {name} lost on time at ply {ply}", file=sys.stderr)
            break
    return len(moves)


def report(spent, base, inc):
    last = max(n for side in spent.values() for n, _ in side)
    print(f"{'moves':>8} " + " ".join(f"{name:>6}" for name in spent) + "   (mean ms per move)")
    for first in range(0, last + 1, BLOCK):
        cells = []
        for side in spent.values():
            times = [ms for n, ms in side if first <= n < first + BLOCK]
            cells.append(f"{sum(times) / len(times):6.0f}" if times else f"{'':>6}")
        print(f"{first + 1:>3}–{first + BLOCK:<4} " + " ".join(cells))
    for name, side in spent.items():
        games = sum(1 for n, _ in side if n == 0)
        opening = sum(ms for n, ms in side if n < OPENING_MOVES) / max(games, 1)
        extra = OPENING_MOVES * inc
        print(f"{name}: {opening:.0f} ms a game on its first {OPENING_MOVES} moves "
              f"({100 * opening / (base + extra):.0f} % of base + {OPENING_MOVES} increments)")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("engine")
    p.add_argument("--games", type=int, default=16)
    p.add_argument("--base", type=int, default=3000)
    p.add_argument("--inc", type=int, default=50)
    p.add_argument("--plies", type=int, default=160)
    a = p.parse_args()
    # One thread and 32 MiB each, as in the arena's matches.
    fsf, ours = judge.fsf(hash_mb=32), judge.ours(a.engine)
    fens = starts()
    spent = {"ours": [], "fsf": []}
    for g in range(a.games):
        n = play(ours, fsf, fens[(g // 2) % len(fens)], g % 2 == 0, a.base, a.inc, a.plies, spent)
        print(f"game {g + 1}: {n} plies", file=sys.stderr)
    report(spent, a.base, a.inc)
    ours.close()
    fsf.close()


if __name__ == "__main__":
    main()
