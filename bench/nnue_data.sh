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
#   bench/nnue_data.sh 3 OUT   # round 3: maharajah-2's games with its own
#                              # search margins, seeds 5001–5003 and
#                              # 6001–6003, arena of commit 4f63e8b (about 16 min)
#   bench/nnue_data.sh 4 OUT   # round 4: maharajah-3's games, seeds
#                              # 7001–7005 and 8001–8005, arena of commit
#                              # 7ab4397 (about 27 min)
#   bench/nnue_data.sh 5 OUT   # round 5: maharajah-4's games, seeds
#                              # 9001–9005 and 10001–10005, arena of commit
#                              # b7a8c6b (about 27 min)
#   bench/nnue_data.sh 6 OUT   # round 6: more of maharajah-4's games, seeds
#                              # 11001–11003 and 12001–12003, arena of
#                              # commit b7a8c6b (about 16 min)
#
# docs/nnue.md trains the embedded network on rounds 1 to 4 concatenated;
# rounds 5 and 6 are the data of its rounds 7 and 10, which the embedded
# network does not use.
# ARENA=path/to/arena uses a built binary instead (for rounds 2 to 6 it
# must be that commit's build); GAMES=n plays n games a run instead of 2,000 (a
# quick check of the script, not the data). RUNS=DIR keeps each run's data
# and log in DIR instead of a temporary folder and does not play again a
# run whose log ends with its summary: a regeneration stopped part-way
# resumes from its finished runs.
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
  3) a=$(seq 5001 5003) b=$(seq 6001 6003) evaluation=network commit=4f63e8b ;;
  4) a=$(seq 7001 7005) b=$(seq 8001 8005) evaluation=network commit=7ab4397 ;;
  5) a=$(seq 9001 9005) b=$(seq 10001 10005) evaluation=network commit=b7a8c6b ;;
  6) a=$(seq 11001 11003) b=$(seq 12001 12003) evaluation=network commit=b7a8c6b ;;
  *) echo "round 1, 2, 3, 4, 5 or 6" >&2; exit 2 ;;
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
runs=${RUNS:-$dir}
mkdir -p "$runs"
finished() { tail -n 1 "$runs/log-$1" 2>/dev/null | grep -q "^$games games, "; }
lane() {
  for seed in "$@"; do
    finished "$seed" || "$arena" datagen "$games" 5000 "$seed" "$runs/d-$seed.txt" $evaluation > "$runs/log-$seed"
  done
}
lane $a &
lane $b &
wait
# Each lane's runs but its last, lane A then lane B; then the two last runs.
last_a=${a##*$'\n'} last_b=${b##*$'\n'}
: > "$out"
for seed in ${a%$'\n'*} ${b%$'\n'*} "$last_a" "$last_b"; do
  if [ -n "${cut[$seed]:-}" ]; then head -n "${cut[$seed]}" "$runs/d-$seed.txt"; else cat "$runs/d-$seed.txt"; fi >> "$out"
done
wc -l "$out"
