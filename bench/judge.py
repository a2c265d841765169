#!/usr/bin/env python3
"""Move quality against a deep judge: a low-noise yardstick for engine changes.

Games against Fairy-Stockfish are the measure that counts, but 128 of them
take 11 minutes and identical binaries differ by 0.2 points per pair between
runs. This asks a cheaper, deterministic question: on a fixed set of
undecided Maharajah positions from real games, how much does the engine's
move at a fixed node count lose, as judged by a deep Fairy-Stockfish search?

For every position the judge searches the whole position (the best value)
and, with `searchmoves`, the engine's move; the move's loss is the drop in
expected score (the win-probability curve of centipawns lichess uses, in
percent), so a 50 cp slip in a level position weighs more than in a won one.
The judge's values are cached in bench/judge/judged.txt (committed), so a
new engine only costs the judge the moves it has not seen.

    bench/judge.py [--nodes N] [--depth D] [--jobs J] [--limit K] ENGINE...

ENGINE is a UCI binary of ours (e.g. target/release/maharajah-engine or a
copy of an older build), optionally with its own node count as PATH@NODES
(the same binary at two node counts shows what more nodes are worth). With
two or more engines the report adds each one's paired difference from the
first, with its standard error over the positions. Positions: bench/judge/positions.txt, one extended FEN per line.

Env: FSF_PATH (default /usr/games/fairy-stockfish), FSF_INI (default
bench/fairy/maharajah.ini); JUDGE_POSITIONS and JUDGE_CACHE replace the two
files above, JUDGE_MOVES the folder where each binary's moves are kept
(default $TMPDIR/maharajah-judge). bench/vs_fairy_stockfish.sh installs the
judge.
"""

import argparse
import hashlib
import math
import os
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POSITIONS = os.environ.get("JUDGE_POSITIONS", os.path.join(TOP, "bench", "judge", "positions.txt"))
CACHE = os.environ.get("JUDGE_CACHE", os.path.join(TOP, "bench", "judge", "judged.txt"))
MOVES = os.environ.get("JUDGE_MOVES", os.path.join(os.environ.get("TMPDIR", "/tmp"), "maharajah-judge"))
BEST = "best"


class Uci:
    """One UCI engine process, driven line by line."""

    def __init__(self, path, options):
        try:
            self.proc = subprocess.Popen(
                [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1
            )
        except OSError as e:
            hint = "for the judge, run bench/vs_fairy_stockfish.sh once or set FSF_PATH"
            sys.exit(f"judge.py: cannot start {path}: {e.strerror} ({hint})")
        self.send("uci")
        self.wait_for("uciok")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def ready(self):
        """Waits until the engine has taken in everything sent so far."""
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, token):
        for line in self.proc.stdout:
            if line.split()[:1] == [token]:
                return line
        raise RuntimeError(f"engine ended before {token}")

    def go(self, fen, go):
        """Searches `fen` from a cleared table; returns (bestmove, last exact cp score)."""
        self.send("ucinewgame")
        self.send(f"position fen {fen}")
        self.send(go)
        score = None
        for line in self.proc.stdout:
            words = line.split()
            if words[:1] == ["bestmove"]:
                return words[1], score
            if "score" in words and "lowerbound" not in words and "upperbound" not in words:
                i = words.index("score")
                kind, value = words[i + 1], int(words[i + 2])
                score = value if kind == "cp" else int(math.copysign(10000 - abs(value), value))
        raise RuntimeError("engine ended during a search")

    def close(self):
        self.send("quit")
        self.proc.wait()


def load_positions():
    """The judge's positions: one extended FEN per line, `#` lines are comments."""
    return [l.strip() for l in open(POSITIONS) if l.strip() and not l.startswith("#")]


def win_percent(cp):
    """Expected score (0..100) of the side to move at `cp` centipawns."""
    cp = max(-1000, min(1000, cp))
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)


def fsf(hash_mb=64):
    path = os.environ.get("FSF_PATH", "/usr/games/fairy-stockfish")
    ini = os.environ.get("FSF_INI", os.path.join(TOP, "bench", "fairy", "maharajah.ini"))
    return Uci(path, [("VariantPath", ini), ("UCI_Variant", "maharajah"), ("Threads", 1), ("Hash", hash_mb)])


def ours(path):
    return Uci(path, [("UCI_Variant", "maharajah"), ("Threads", 1), ("Hash", 32)])


def load_cache(depth):
    cache = {}
    if os.path.exists(CACHE):
        for line in open(CACHE):
            parts = line.rstrip("\n").split("|")
            if len(parts) >= 4 and parts[2] == str(depth):
                cache[(parts[0], parts[1])] = int(parts[3])
                if parts[1] == BEST:
                    cache[(parts[0], parts[4])] = int(parts[3])
    return cache


def mean_and_error(xs):
    """The mean of `xs` and its standard error."""
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))
    return mean, sd / math.sqrt(n)


def in_chunks(items, jobs):
    return [items[i::jobs] for i in range(jobs)]


def on_engines(items, jobs, start, work, done, every=0):
    """Runs `work(engine, item)` for every item on `jobs` engines (one thread
    each, made by `start`) and hands each result to `done(item, result)`, one
    call at a time, as soon as it is found, so the caller can write it out and
    a stopped run keeps what it found. Prints progress every `every` items."""
    lock = threading.Lock()

    def run(chunk):
        engine = start()
        for n, item in enumerate(chunk):
            result = work(engine, item)
            with lock:
                done(item, result)
            if every and n % every == every - 1:
                print(f"  {n + 1} / {len(chunk)}", file=sys.stderr)
        engine.close()

    with ThreadPoolExecutor(jobs) as pool:
        list(pool.map(run, in_chunks(items, jobs)))


def engine_moves(path, fens, nodes, jobs):
    """The engine's move in every position, remembered per binary (by its hash) and node count."""
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()[:16]
    store = os.path.join(MOVES, f"{digest}-{nodes}.txt")
    known = {}
    if os.path.exists(store):
        known = dict(line.rstrip("\n").split("|") for line in open(store) if "|" in line)
    missing = [f for f in fens if f not in known]
    if missing:
        os.makedirs(os.path.dirname(store), exist_ok=True)
        fresh = search_moves(path, missing, nodes, jobs)
        with open(store, "a") as out:
            out.writelines(f"{f}|{m}\n" for f, m in fresh.items())
        known.update(fresh)
    return {f: known[f] for f in fens}


def search_moves(path, fens, nodes, jobs):
    moves = {}
    on_engines(
        fens, jobs, lambda: ours(path), lambda e, fen: e.go(fen, f"go nodes {nodes}")[0], moves.__setitem__
    )
    return moves


def judge(wanted, depth, jobs, cache):
    """Judges every (fen, move) in `wanted` not cached yet; appends to the cache file."""
    todo = sorted(k for k in wanted if k not in cache)
    if not todo:
        return
    print(f"judging {len(todo)} new moves at depth {depth}", file=sys.stderr)

    def work(e, item):
        fen, move = item
        return e.go(fen, f"go depth {depth}" + ("" if move == BEST else f" searchmoves {move}"))

    with open(CACHE, "a") as out:

        def done(item, found):
            (fen, move), (bestmove, score) = item, found
            cache[(fen, move)] = score
            if move == BEST:
                # The judge's own choice is worth what the whole search found.
                cache[(fen, bestmove)] = score
            out.write(f"{fen}|{move}|{depth}|{score}|{bestmove}\n")
            out.flush()

        on_engines(todo, jobs, fsf, work, done, every=100)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("engines", nargs="+")
    ap.add_argument("--nodes", type=int, default=150_000)
    ap.add_argument("--depth", type=int, default=13)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="only the first K positions")
    a = ap.parse_args()
    fens = load_positions()
    if a.limit:
        fens = fens[: a.limit]
    if len(fens) < 2:
        sys.exit(f"judge.py: {POSITIONS} needs at least two positions")
    cache = load_cache(a.depth)
    judge({(f, BEST) for f in fens}, a.depth, a.jobs, cache)
    losses = []
    for spec in a.engines:
        path, _, nodes = spec.partition("@")
        moves = engine_moves(path, fens, int(nodes or a.nodes), a.jobs)
        judge({(f, m) for f, m in moves.items()}, a.depth, a.jobs, cache)
        loss = [max(0.0, win_percent(cache[(f, BEST)]) - win_percent(cache[(f, moves[f])])) for f in fens]
        losses.append((spec, moves, loss))
    print(f"{len(fens)} positions, {a.nodes} nodes per move, judge depth {a.depth}")
    first_moves, first = losses[0][1], losses[0][2]
    for path, moves, loss in losses:
        mean, error = mean_and_error(loss)
        blunders = sum(x >= 20 for x in loss)
        line = f"{path}: loss {mean:.3f} % per move (± {error:.3f}), {blunders} moves losing ≥ 20 %"
        if loss is not first:
            diff, diff_error = mean_and_error([x - y for x, y in zip(loss, first)])
            differ = sum(moves[f] != first_moves[f] for f in fens)
            line += f"; minus first {diff:+.3f} (± {diff_error:.3f}), {differ} moves differ"
        print(line)


if __name__ == "__main__":
    main()
