#!/usr/bin/env bash
# The training data of the embedded evaluation network, regenerated
# exactly: `arena datagen` runs of 2,000 games at 5,000 nodes a move, two
# at a time (one per core), the last run of each lane cut where the
# recipe's data ended. Each run is deterministic (one thread, a fixed node
# count), so the file is the same on every machine.
#
#   bench/nnue_data.sh 1 OUT   # round 1: the hand-written evaluation's games,
#                              # seeds 1001–1012 and 2001–2012 (about 76 min)
#   bench/nnue_data.sh 2 OUT   # round 2: the games of the network maharajah-2,
#                              # seeds 3001–3010 and 4001–4010, played by the
#                              # arena of commit e6512b5, which embeds it
#                              # (about 52 min)
#
# docs/nnue.md trains the embedded network on both rounds, concatenated.
# ARENA=path/to/arena uses a built binary instead (for round 2 it must
# embed maharajah-2); GAMES=n plays n games a run instead of 2,000 (a
# quick check of the script, not the data).
set -euo pipefail
cd "$(dirname "$0")/.."
round=${1:?usage: bench/nnue_data.sh ROUND OUT}
out=${2:?usage: bench/nnue_data.sh ROUND OUT}
dir=$(mktemp -d)
trap 'git worktree remove --force "$dir/src" 2>/dev/null || true; rm -rf "$dir"' EXIT
declare -A cut  # lines kept of a run cut where the recipe's data ended
case $round in
  1) a=$(seq 1001 1012) b=$(seq 2001 2012) cut=([1012]=26094 [2012]=33476) evaluation="" commit="" ;;
  2) a=$(seq 3001 3010) b=$(seq 4001 4010) evaluation=network commit=e6512b5 ;;
  *) echo "round 1 or 2" >&2; exit 2 ;;
esac
if [ -n "${ARENA:-}" ]; then arena=$ARENA
elif [ -n "$commit" ]; then
  git worktree add -q --detach "$dir/src" "$commit"
  cargo build --release -q --manifest-path "$dir/src/Cargo.toml" -p maharajah-engine-tools --bin arena
  arena=$dir/arena
  cp "${CARGO_TARGET_DIR:-$dir/src/target}/release/arena" "$arena"
else
  cargo build --release -q -p maharajah-engine-tools --bin arena
  arena=${CARGO_TARGET_DIR:-target}/release/arena
fi
games=${GAMES:-2000}
lane() { for seed in "$@"; do "$arena" datagen "$games" 5000 "$seed" "$dir/d-$seed.txt" $evaluation > "$dir/log-$seed"; done; }
lane $a &
lane $b &
wait
# Each lane's runs but its last, lane A then lane B; then the two last runs.
last_a=${a##*$'\n'} last_b=${b##*$'\n'}
: > "$out"
for seed in ${a%$'\n'*} ${b%$'\n'*} "$last_a" "$last_b"; do
  if [ -n "${cut[$seed]:-}" ]; then head -n "${cut[$seed]}" "$dir/d-$seed.txt"; else cat "$dir/d-$seed.txt"; fi >> "$out"
done
wc -l "$out"
