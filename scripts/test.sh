#!/usr/bin/env bash
# The whole test suite: installs what it needs, then formatting, lints (Rust,
# and the UI's with Biome), every test in debug, the deep perft rows in
# release, the Linux bundles installed into a fresh Debian root, and the
# app's end-to-end tests. Exits non-zero on any failure.
#
#   scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"

echo "== format";  cargo fmt --all -- --check
echo "== lints";   cargo clippy --workspace --all-targets -- -D warnings
echo "== UI lint and format (Biome)"; npx --no-install biome check
echo "== tests";   cargo test --workspace
echo "== search counters (the engine's stats feature)"
cargo clippy -p maharajah-engine --all-targets --features stats -- -D warnings
cargo test -p maharajah-engine --features stats --lib --test uci --test judge
echo "== LAN peers in two network namespaces (skipped without root)"
scripts/lan-netns-test.sh
echo "== deep perft, and the review's marks on a known game (release)"
cargo test --release -p maharajah-rules --test perft -- --include-ignored
cargo test --release -p maharajah-engine --test review -- --include-ignored
echo "== Linux bundles: what they carry, and the .deb installed into a fresh Debian root"
scripts/package-test.sh
echo "== app end-to-end (real window, WebDriver, Xvfb)"
scripts/e2e.sh
echo "== all tests passed"
