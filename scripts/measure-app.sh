#!/usr/bin/env bash
# Measures the release app on this machine: launch-to-board time (process
# start until a board that takes moves is drawn), peak resident memory in a
# game against the full-strength engine, and the .deb bundle size.
#
#   scripts/measure-app.sh            (after: npx tauri build --bundles deb)
set -euo pipefail
cd "$(dirname "$0")/.."
target="$(realpath -m "${CARGO_TARGET_DIR:-target}")"
app="$target/release/maharajah"
[ -x "$app" ] || { echo "build first: npx tauri build --bundles deb"; exit 1; }
XDG_DATA_HOME="$(mktemp -d)"; export XDG_DATA_HOME XDG_CONFIG_HOME="$XDG_DATA_HOME"
if [ -z "${DISPLAY:-}" ]; then
  Xvfb :77 -screen 0 1280x900x24 >/dev/null 2>&1 & xvfb=$!
  export DISPLAY=:77
  trap 'kill $xvfb 2>/dev/null || true' EXIT
  sleep 1
fi

launch() { # $1 = probe mode; sets $ms (launch to ready) and leaves $pid running
  local out; out="$(mktemp)"
  local t0; t0=$(date +%s%3N)
  MAHARAJAH_STARTUP_PROBE="$1" "$app" >"$out" 2>/dev/null & pid=$!
  ms=timeout
  for _ in $(seq 1 600); do
    if grep -q maharajah-ready "$out"; then
      ms=$(( $(grep -m1 maharajah-ready "$out" | cut -d' ' -f2) - t0 ))
      return
    fi
    sleep 0.02
  done
}

echo "launch-to-board, 5 runs (ms; the first may include a cold disk cache):"
for _ in 1 2 3 4 5; do
  launch board; echo "  $ms"; kill "$pid"; wait "$pid" 2>/dev/null || true
done

launch engine
sleep 6 # the engine (White, level 8, 5+3 clock) thinks and moves
rss=$(grep VmRSS /proc/$pid/status | awk '{print $2}')
hwm=$(grep VmHWM /proc/$pid/status | awk '{print $2}')
# The web content lives in WebKit's own processes: count them too.
kids=$(pgrep -P "$pid" | tr '\n' ' ')
total=$rss
for k in $kids; do total=$((total + $(grep VmRSS /proc/$k/status 2>/dev/null | awk '{print $2}' || echo 0))); done
pss=0
for p in $pid $kids; do pss=$((pss + $(grep '^Pss:' /proc/$p/smaps_rollup 2>/dev/null | awk '{print $2}' || echo 0))); done
echo "RSS in a game vs engine: app process ${rss} kB (peak ${hwm} kB); with WebKit's processes ${total} kB RSS, ${pss} kB PSS (shared libraries counted once)"
echo "WebKit processes:"; ps -o pid,rss,comm --ppid "$pid" 2>/dev/null | tail -n +2 || true
kill "$pid"; wait "$pid" 2>/dev/null || true

deb=$(ls "$target"/release/bundle/deb/*.deb 2>/dev/null | head -1 || true)
[ -n "$deb" ] && echo ".deb: $(basename "$deb") $(stat -c %s "$deb") bytes ($(du -h "$deb" | cut -f1))"
