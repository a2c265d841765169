#!/usr/bin/env bash
# Runs the Maharajah desktop app: installs what it needs, builds it in release
# and starts it — under Xvfb when there is no display (headless machines).
#
#   scripts/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release -p maharajah-app
app="${CARGO_TARGET_DIR:-target}/release/maharajah"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" "$app"
fi
exec "$app"
