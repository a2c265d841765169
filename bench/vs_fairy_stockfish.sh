#!/usr/bin/env bash
# Our engine against Fairy-Stockfish on Maharajah armies, at equal time.
#
#   bench/vs_fairy_stockfish.sh [games] [base_ms] [inc_ms] [maharajah|chess] [from] [ours]
#
# Defaults: 16 games at 10 s + 100 ms, Maharajah armies (bench/fairy/maharajah.ini).
# More than 16 games add random armies shaped like the fixed eight (fixed seed).
# `from` skips the games before it, so two processes can share a match on two
# cores: `… 32 10000 100` plays games 1-32 and `… 64 10000 100 maharajah 33`
# games 33-64 of the same 64-game match. `ours` is our evaluation:
# `embedded` (the embedded evaluation network, the engine's default), `hand`
# (the hand-written evaluation) or a network file.
# Both engines: 1 thread, 32 MiB hash, the same Fischer clock kept by the arena
# (each side is charged the wall time of its moves). Each start position is
# played with both colours. Before playing, the arena checks that the start
# positions are legal Maharajah starts on which Fairy-Stockfish's rules equal
# ours, and that perft 3 agrees with Fairy-Stockfish's on each.
# Env: FSF_PATH (default /usr/games/fairy-stockfish), FSF_INI (variant file),
# FAIRY_STARTS (a start file such as bench/fairy/balanced.fen instead of the
# built-in armies), ARENA_PGN (write the games as PGN).
# See docs/benchmarks.md#against-fairy-stockfish.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

fsf=${FSF_PATH:-/usr/games/fairy-stockfish}
if [ ! -x "$fsf" ]; then
  echo "installing fairy-stockfish (Debian package)"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fairy-stockfish
fi

cargo build --release --quiet --manifest-path "$top/Cargo.toml" -p maharajah-engine-tools --bin arena
arena="${CARGO_TARGET_DIR:-$top/target}/release/arena"
cd "$top"
FSF_PATH="$fsf" FSF_INI="${FSF_INI:-$top/bench/fairy/maharajah.ini}" \
  "$arena" fairy "${1:-16}" "${2:-10000}" "${3:-100}" "${4:-maharajah}" "${5:-1}" "${6:-embedded}"
