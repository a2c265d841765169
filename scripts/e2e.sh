#!/usr/bin/env bash
# End-to-end tests of the real app window: builds the debug app, then drives it
# through tauri-driver + WebKitWebDriver under Xvfb (when there is no display).
# Saves a screenshot of every screen to docs/screenshots/.
#
#   scripts/e2e.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build -p maharajah-app -p maharajah-server --locked
export MAHARAJAH_APP="${MAHARAJAH_APP:-$(realpath -m "${CARGO_TARGET_DIR:-target}")/debug/maharajah}"
node --test tests/ui/
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" node --test --test-concurrency=1 tests/e2e/
else
  exec node --test --test-concurrency=1 tests/e2e/
fi
