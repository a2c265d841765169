#!/usr/bin/env bash
# The score of an `arena fairy` match counted per start position, from its logs.
#
#   bench/paired_score.sh LOG [LOG...]                  # one match
#   bench/paired_score.sh LOG [LOG...] -- LOG [LOG...]  # a second engine against the first, start by start
#
# Every start is played once with each colour. Many Maharajah armies are
# decided by the first move (White wins both games, whoever plays it), and
# such a pair says nothing about strength. Counting each game as independent
# (the arena's running line) hides that: its 95 % interval is too wide. Here
# each start's two games form one sample (our points 0, 0.5, 1, 1.5 or 2,
# the "pentanomial" count), and the interval comes from the spread of those
# pair scores. Logs of a match split over two processes can be given
# together; a start with only one game so far is left out. The same match
# played again can be given after the first (its logs in the same order):
# each start's games pair up in the order given, so a start played twice
# counts as two pairs and the two runs pool into one score.
#
# With `--`, the logs after it are a second engine's match on the same
# starts: the difference of its points per pair from the first engine's, on
# the starts both completed, with its standard error. Comparing start by
# start removes the share of the spread that the starts themselves cause.
set -euo pipefail
usage() { echo "usage: $0 LOG [LOG...] [-- LOG [LOG...]]" >&2; exit 2; }
[ $# -ge 1 ] || usage

# "start#run points" for every complete pair of a start in the logs given:
# a start's games pair up in the order they come (run 1 is its first two).
pairs() {
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
    if (games[start] % 2 == 0) { print start "#" games[start] / 2, points[start]; points[start] = 0 }
  }' | sort -k1,1
}

first=(); second=(); seen_separator=0
for arg in "$@"; do
  if [ "$arg" = "--" ]; then seen_separator=1
  elif [ $seen_separator -eq 0 ]; then first+=("$arg")
  else second+=("$arg"); fi
done
[ ${#first[@]} -ge 1 ] || usage

if [ $seen_separator -eq 1 ]; then
  [ ${#second[@]} -ge 1 ] || usage
  join <(pairs "${first[@]}") <(pairs "${second[@]}") | awk '
  { n++; a += $2; b += $3; d = $3 - $2; sum += d; sq += d * d; if (d > 0) better++; if (d < 0) worse++ }
  END {
    if (n < 2) { print "fewer than two starts complete in both"; exit 1 }
    mean = sum / n
    se = sqrt((sq - n * mean * mean) / (n - 1) / n)
    printf "%d starts: first %.1f, second %.1f points; second - first %+.3f points per pair (standard error %.3f); better on %d starts, worse on %d\n", \
      n, a, b, mean, se, better + 0, worse + 0
  }'
  exit
fi

pairs "${first[@]}" | awk '
{ n++; sum += $2; kind[$2]++; pair[n] = $2 / 2 }
END {
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
