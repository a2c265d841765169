#!/usr/bin/env bash
# The score of an `arena fairy` match counted per start position, from its logs.
#
#   bench/paired_score.sh LOG [LOG...]
#
# Every start is played once with each colour. Many Maharajah armies are
# decided by the first move (White wins both games, whoever plays it), and
# such a pair says nothing about strength. Counting each game as independent
# (the arena's running line) hides that: its 95 % interval is too wide. Here
# each start's two games form one sample (our points 0, 0.5, 1, 1.5 or 2,
# the "pentanomial" count), and the interval comes from the spread of those
# pair scores. Logs of a match split over two processes can be given
# together; a start with only one game so far is left out.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 LOG [LOG...]" >&2; exit 2; }
grep -h '^game ' "$@" | awk '
{
  start = ""; colour = ""; result = ""
  for (i = 1; i <= NF; i++) {
    if ($i == "start" && start == "") start = $(i + 1)
    if ($i == "ours" && colour == "") colour = $(i + 1)
  }
  if (match($0, / (1-0|0-1|1\/2-1\/2) /)) result = substr($0, RSTART + 1, RLENGTH - 2)
  if (start == "" || colour == "" || result == "") next
  if (result == "1/2-1/2") p = 0.5
  else if ((result == "1-0") == (colour == "White")) p = 1
  else p = 0
  points[start] += p; games[start]++
}
END {
  n = 0; sum = 0
  for (s in games) if (games[s] == 2) { n++; sum += points[s]; kind[points[s]]++; pair[n] = points[s] / 2 }
  if (n < 2) { print "fewer than two complete pairs"; exit 1 }
  mean = sum / (2 * n)
  var = 0
  for (i = 1; i <= n; i++) var += (pair[i] - mean) ^ 2
  var /= (n - 1)
  se = sqrt(var / n)
  lo = mean - 1.96 * se; hi = mean + 1.96 * se
  printf "%d complete pairs; pairs scoring 0 / 0.5 / 1 / 1.5 / 2 points: %d / %d / %d / %d / %d\n", \
    n, kind[0], kind[0.5], kind[1], kind[1.5], kind[2]
  printf "score %.1f / %d (%.1f %%)  Elo %s (95 %%: %s .. %s)\n", sum, 2 * n, mean * 100, elo(mean), elo(lo), elo(hi)
}
function elo(p) {
  if (p <= 0) return "-inf"
  if (p >= 1) return "+inf"
  return sprintf("%+.0f", -400 * log(1 / p - 1) / log(10))
}'
