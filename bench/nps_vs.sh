#!/usr/bin/env bash
# Search speed of this build against another engine binary, in one run.
#
#   bench/nps_vs.sh OLD_BINARY [rounds] [depth]
#
# Runs `bench DEPTH` (default 12, 1 thread) of OLD and of this build's
# maharajah-engine alternately, ROUNDS times (default 3), and prints each
# nodes/s and the ratio of the means (new / old). Alternating in one run
# keeps machine load from deciding the comparison. Node counts differ when
# the search or evaluation changed, so nodes/s is what is compared.
#
# OLD_OPTIONS and NEW_OPTIONS are UCI lines sent to each binary before
# `bench` (the bench uses the evaluation they choose). The evaluation
# network against the hand-written evaluation, in one build:
#
#   NEW_OPTIONS="setoption name UseNNUE value true" \
#     bench/nps_vs.sh "$CARGO_TARGET_DIR/release/maharajah-engine"
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
old=${1:?usage: bench/nps_vs.sh OLD_BINARY [rounds] [depth]}
rounds=${2:-3}
depth=${3:-12}
cargo build --release --quiet --manifest-path "$top/Cargo.toml" -p maharajah-engine --bin maharajah-engine
new="${CARGO_TARGET_DIR:-$top/target}/release/maharajah-engine"
nps() { printf '%s\nbench %s\n' "$2" "$depth" | "$1" | awk '/^bench:/ {print $4}'; }
sum_old=0
sum_new=0
for r in $(seq "$rounds"); do
  o=$(nps "$old" "${OLD_OPTIONS:-}")
  n=$(nps "$new" "${NEW_OPTIONS:-}")
  echo "round $r: old $o nps, new $n nps"
  sum_old=$((sum_old + o))
  sum_new=$((sum_new + n))
done
awk -v n="$sum_new" -v o="$sum_old" -v r="$rounds" \
  'BEGIN { printf "mean: old %.0f nps, new %.0f nps, new/old %.3f\n", o / r, n / r, n / o }'
