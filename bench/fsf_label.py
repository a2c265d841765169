#!/usr/bin/env python3
"""Training labels from Fairy-Stockfish: its score of each position, for `tune fit`.

Labels from our own search, however deep, only say what the search already
finds. Fairy-Stockfish judges these armies differently, and the games side
with it, so its score is a label our search does not already have.

    bench/fsf_label.py [--depth D] [--jobs J] IN OUT

IN holds `tune` sample lines (`variant|fen|result[|score]`). Every Maharajah
position whose rules Fairy-Stockfish plays exactly (see `same_rules`) is
searched to depth D (default 10) from a cleared table, and its line is
appended to OUT with Fairy-Stockfish's score for White in place of the old
score; mates and positions it cannot play are dropped. Positions already in
OUT are skipped, so a stopped run resumes where it stopped. With
--as-result the score becomes the result instead (`variant|fen|p`, p =
sigmoid(score / 400), the expected score for White), the form `tune fit`
fits the evaluation to. Env as for bench/judge.py (FSF_PATH, FSF_INI).
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge  # noqa: E402  (the UCI driver and the Fairy-Stockfish setup)

MATE_BOUND = 9000


def same_rules(fen):
    """Whether Fairy-Stockfish's `maharajah` plays this position exactly by our rules.

    Both sides must be variant sides (no castling, full promotion set), no
    pawn may stand on its first rank, and the pawns that may still double-step
    (our eighth FEN field, by default those on rank 2 / 7) must be exactly
    those on rank 2 / 7, where Fairy-Stockfish lets them.
    """
    fields = fen.split()
    if len(fields) < 7 or fields[6] != "wb" or fields[2] != "-":
        return False
    on_start_rank = set()
    for row_index, row in enumerate(fields[0].split("/")):
        rank, file = 8 - row_index, 0
        for c in row:
            if c.isdigit():
                file += int(c)
                continue
            square = "abcdefgh"[file] + str(rank)
            if (c, rank) in (("P", 1), ("p", 8)):
                return False
            if (c, rank) in (("P", 2), ("p", 7)):
                on_start_rank.add(square)
            file += 1
    if len(fields) < 8:
        return True
    unmoved = fields[7]
    listed = {unmoved[i : i + 2] for i in range(0, len(unmoved), 2)} if unmoved != "-" else set()
    return listed == on_start_rank


def white_score(fen, score):
    """`score` (for the side to move) as a score for White."""
    return score if fen.split()[1] == "w" else -score


def expected(score):
    """The expected score for White of a score for White, as `tune fit` reads results."""
    return 1.0 / (1.0 + math.exp(-score / 400.0))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--as-result", action="store_true", help="write sigmoid(score / 400) as the result, for tune fit")
    ap.add_argument("input")
    ap.add_argument("output")
    args = ap.parse_args()

    labelled = set()
    if os.path.exists(args.output):
        with open(args.output) as f:
            labelled = {line.split("|")[1] for line in f if "|" in line}
    todo, seen = [], set(labelled)
    with open(args.input) as f:
        for line in f:
            parts = line.rstrip("\n").split("|")
            if len(parts) >= 3 and parts[0] == "maharajah" and parts[1] not in seen:
                seen.add(parts[1])
                if same_rules(parts[1]):
                    todo.append(parts[:3])
    print(f"labelling {len(todo)} positions at depth {args.depth} ({len(labelled)} already done)", file=sys.stderr)

    def work(engine, item):
        # The variant-sides field as the judge sends it; the pawns that may
        # double-step follow from the board, as `same_rules` made sure.
        return engine.go(" ".join(item[1].split()[:7]), f"go depth {args.depth}")[1]

    with open(args.output, "a") as out:

        def done(item, score):
            variant, fen, result = item
            if score is not None and abs(score) < MATE_BOUND:
                white = white_score(fen, score)
                label = f"{expected(white):.5f}" if args.as_result else f"{result}|{white}"
                out.write(f"{variant}|{fen}|{label}\n")
                out.flush()

        judge.on_engines(todo, args.jobs, judge.fsf, work, done, every=1000)


if __name__ == "__main__":
    main()
