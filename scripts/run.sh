#!/usr/bin/env bash
# Runs Maharajah. Until the desktop shell lands this runs the rules core's
# perft on the chess start position.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"
exec cargo run --release --bin perft -- --variant chess --depth 5
