#!/usr/bin/env bash
# Installs what building and testing Maharajah needs on a fresh Debian/Ubuntu machine.
# Idempotent: installs only what is missing. Uses sudo when not run as root.
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

need_apt=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for pkg in build-essential pkg-config curl ca-certificates python3; do
  have_pkg "$pkg" || need_apt+=("$pkg")
done
# The desktop app (Tauri 2 on WebKitGTK) and its end-to-end tests (WebDriver under Xvfb).
for pkg in libwebkit2gtk-4.1-dev libxdo-dev libssl-dev libayatana-appindicator3-dev librsvg2-dev \
  libgtk-3-dev libsoup-3.0-dev libjavascriptcoregtk-4.1-dev webkit2gtk-driver xvfb xauth; do
  have_pkg "$pkg" || need_apt+=("$pkg")
done
# The server's cluster tests: PostgreSQL and NATS, started on loopback by
# scripts/cluster-services.sh.
# The Linux bundles' test (scripts/package-test.sh): reading the .rpm, and a
# fresh Debian root to install the .deb into; imagemagick for its screenshot.
for pkg in rpm cpio mmdebstrap imagemagick; do
  have_pkg "$pkg" || need_apt+=("$pkg")
done
for pkg in postgresql nats-server; do
  have_pkg "$pkg" || need_apt+=("$pkg")
done
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
command -v npm >/dev/null 2>&1 || need_apt+=(npm)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "installing system packages: ${need_apt[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
  [ -x "$HOME/.cargo/bin/cargo" ] || {
    echo "installing the Rust toolchain (rustup, stable)"
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c rustfmt,clippy
  }
fi
export PATH="$HOME/.cargo/bin:$PATH"
rustup component add rustfmt clippy >/dev/null 2>&1 || true

# The app's npm packages (the Tauri CLI, the Biome linter and formatter) and
# the WebDriver bridge for its e2e tests.
here="$(cd "$(dirname "$0")/.." && pwd)"
if [ -f "$here/package-lock.json" ] && { [ ! -x "$here/node_modules/.bin/tauri" ] || [ ! -x "$here/node_modules/.bin/biome" ] || [ ! -f "$here/node_modules/axe-core/axe.min.js" ]; }; then
  echo "installing npm packages (npm ci)"
  (cd "$here" && npm ci --no-audit --no-fund)
fi
if ! command -v tauri-driver >/dev/null 2>&1; then
  echo "installing tauri-driver"
  cargo install tauri-driver --locked
fi
