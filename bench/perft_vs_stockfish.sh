#!/usr/bin/env bash
# Move-generator speed, as ratios against Debian's Stockfish measured in the same run.
#
#   bench/perft_vs_stockfish.sh [runs]
#
# Times (best of N, single thread, runs interleaved so machine noise hits both):
#   SF    Stockfish `go perft 6` from the start position (119,060,324 nodes)
#   C6    our chess start position perft 6 (same tree)
#   M5    our Maharajah m04 perft 5 (71,139,409 nodes)
#   R5    our Mirodol start position perft 5
# Goals: C6 <= 2 x SF; M5 <= 4 x SF; Mirodol nodes/s >= 1/4 of Stockfish's.
# Both sides count leaves in bulk at the last ply (Stockfish's perft does too).
set -euo pipefail
runs=${1:-3}
top=$(cd "$(dirname "$0")/.." && pwd)
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "stockfish not installed (apt-get install stockfish)" >&2; exit 2; }
cargo build --release --quiet --manifest-path "$top/Cargo.toml" -p maharajah-rules --bin perft
perft="${CARGO_TARGET_DIR:-$top/target}/release/perft"

now() { date +%s.%N; }
best() { python3 -c 'import sys; print(min(float(x) for x in sys.argv[1:]))' "$@"; }
time_cmd() { local s e; s=$(now); "$@" >/dev/null 2>&1; e=$(now); python3 -c "print($e-$s)"; }

sf_run() { printf 'position startpos\ngo perft 6\nquit\n' | "$sf" | grep -q 'Nodes searched: 119060324'; }
c6() { [ "$("$perft" --variant chess --depth 6 2>/dev/null | tail -1)" = 119060324 ]; }
m5() { [ "$("$perft" --variant maharajah --fen 'bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb' --depth 5 2>/dev/null | tail -1)" = 71139409 ]; }
r5() { "$perft" --variant mirodol --depth 5 >/dev/null 2>&1; }

sf_run || { echo "stockfish perft gave an unexpected count" >&2; exit 1; }
c6 || { echo "our chess perft 6 is wrong" >&2; exit 1; }
m5 || { echo "our maharajah m04 perft 5 is wrong" >&2; exit 1; }
R5_NODES=$("$perft" --variant mirodol --depth 5 2>/dev/null | tail -1)

SF=(); C6=(); M5=(); R5=()
for _ in $(seq "$runs"); do
  SF+=("$(time_cmd sf_run)"); C6+=("$(time_cmd c6)"); M5+=("$(time_cmd m5)"); R5+=("$(time_cmd r5)")
done
sf_t=$(best "${SF[@]}"); c6_t=$(best "${C6[@]}"); m5_t=$(best "${M5[@]}"); r5_t=$(best "${R5[@]}")
python3 - "$sf_t" "$c6_t" "$m5_t" "$r5_t" "$R5_NODES" <<'PY'
import sys
sf, c6, m5, r5, r5n = map(float, sys.argv[1:])
sf_nps = 119060324 / sf
print(f"stockfish  startpos perft 6: {sf:6.3f} s  {sf_nps/1e6:7.1f} M nodes/s  (baseline)")
print(f"maharajah  startpos perft 6: {c6:6.3f} s  {119060324/c6/1e6:7.1f} M nodes/s  time ratio {c6/sf:5.2f} x SF  (goal <= 2.00)")
print(f"maharajah  m04 perft 5:      {m5:6.3f} s  {71139409/m5/1e6:7.1f} M nodes/s  time ratio {m5/sf:5.2f} x SF  (goal <= 4.00)")
print(f"mirodol    startpos perft 5: {r5:6.3f} s  {r5n/r5/1e6:7.1f} M nodes/s  nps ratio {r5n/r5/sf_nps:5.2f} of SF  (goal >= 0.25)")
ok = c6/sf <= 2.0 and m5/sf <= 4.0 and (r5n/r5)/sf_nps >= 0.25
print("PASS" if ok else "BELOW GOAL")
sys.exit(0 if ok else 1)
PY
