#!/usr/bin/env bash
# The whole test suite: installs what it needs, then formatting, lints, every
# test in debug, and the deep perft rows in release. Exits non-zero on any failure.
#
#   scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$HOME/.cargo/bin:$PATH"

echo "== format";  cargo fmt --all -- --check
echo "== lints";   cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== tests";   cargo test --workspace --locked
echo "== deep perft (release)"
cargo test --release --locked -p maharajah-rules --test perft -- --include-ignored
echo "== all tests passed"
