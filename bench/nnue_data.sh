#!/usr/bin/env bash
# The training data of the embedded evaluation network
# (crates/engine/nets/maharajah-2.nnue), regenerated exactly: `arena
# datagen` runs of 2,000 games at 5,000 nodes a move, two at a time (one
# per core), seeds 1001–1012 and 2001–2012, the last run of each lane cut
# where the recipe's data ended. Each run is deterministic (one thread, a
# fixed node count), so the file is the same on every machine.
#
#   bench/nnue_data.sh OUT          # about 75 minutes on 2 idle cores
#
# ARENA=path/to/arena uses a built binary instead of `cargo run`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: bench/nnue_data.sh OUT}
if [ -n "${ARENA:-}" ]; then arena=("$ARENA"); else
  cargo build --release -q -p maharajah-engine-tools --bin arena
  arena=("${CARGO_TARGET_DIR:-target}/release/arena")
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
lane() { for seed in "$@"; do "${arena[@]}" datagen 2000 5000 "$seed" "$dir/d-$seed.txt" > "$dir/log-$seed"; done; }
lane $(seq 1001 1012) &
lane $(seq 2001 2012) &
wait
cat "$dir"/d-{1001..1011}.txt "$dir"/d-{2001..2011}.txt > "$out"
head -n 26094 "$dir/d-1012.txt" >> "$out"
head -n 33476 "$dir/d-2012.txt" >> "$out"
wc -l "$out"
