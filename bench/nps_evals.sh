#!/usr/bin/env bash
# Nodes per second of the evaluation network against the hand-written
# evaluation, one build, on Maharajah army starts (where `bench/nps_vs.sh`'s
# `bench` measures chess, armies and Mirodol together).
#
#   bench/nps_evals.sh [STARTS] [MS] [ROUNDS]
#
# STARTS: a start file such as bench/fairy/balanced.fen (the default; its
# first 12 starts are searched); MS: milliseconds a search (default 1500);
# ROUNDS: alternations of the two evaluations (default 2). Each search is one
# thread from a new game; its nodes/s is the last `info` line's. Alternating
# in one run keeps machine load from deciding the comparison; prints each
# round's mean and the ratio of the means (network / hand-written).
# EVAL_FILE=PATH measures that network file (UCI `EvalFile`) instead of the
# embedded network.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
starts=${1:-$top/bench/fairy/balanced.fen}
ms=${2:-1500}
rounds=${3:-2}
cargo build --release --quiet --manifest-path "$top/Cargo.toml" -p maharajah-engine --bin maharajah-engine
engine="${CARGO_TARGET_DIR:-$top/target}/release/maharajah-engine"
fens=$(grep -v '^#' "$starts" | sed 's/ *;.*//' | head -12)

# Mean nodes/s of one search per start with UseNNUE = $1.
mean_nps() {
  {
    printf 'uci\nsetoption name UCI_Variant value maharajah\nsetoption name UseNNUE value %s\n' "$1"
    if [ -n "${EVAL_FILE:-}" ]; then printf 'setoption name EvalFile value %s\n' "$EVAL_FILE"; fi
    while read -r fen; do
      printf 'ucinewgame\nposition fen %s\ngo movetime %s\nisready\n' "$fen" "$ms"
      # `go` returns at once: wait for the search before the next command.
      sleep "$(awk -v ms="$ms" 'BEGIN { print ms / 1000 + 0.3 }')"
    done <<<"$fens"
    echo quit
  } | "$engine" | awk '
    /^info depth/ { for (i = 1; i <= NF; i++) if ($i == "nps") last = $(i + 1) }
    /^bestmove/ { sum += last; n++ }
    END { if (n == 0) exit 1; printf "%d\n", sum / n }'
}

sum_net=0
sum_hand=0
for r in $(seq "$rounds"); do
  hand=$(mean_nps false)
  net=$(mean_nps true)
  echo "round $r: hand-written $hand nodes/s, network $net nodes/s"
  sum_hand=$((sum_hand + hand))
  sum_net=$((sum_net + net))
done
awk -v n="$sum_net" -v h="$sum_hand" 'BEGIN { printf "network / hand-written: %.2f x\n", n / h }'
