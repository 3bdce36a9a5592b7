#!/usr/bin/env bash
# Throughput of replay-validate against `jq empty` on the same NDJSON file, measured in one run
# (these machines are noisy, so only the ratio means something). The input is seeded random
# legal Diloti matches from replay-gen, half of them 4-player, half 2-player, with their results
# claimed, so that validation checks every claim.
# Usage: tests/bench/bench.sh [HANDS]   (default 100000; needs a Release build in build/)
set -euo pipefail
cd "$(dirname "$0")/../.."
hands=${1:-100000}
bin=build/bin
data=${BENCH_DIR:-/tmp/replay-bench}
mkdir -p "$data"
file="$data/diloti-gen-$hands.ndjson"
if [ ! -s "$file" ]; then
  # A Diloti match capped at 12 hands lasts about 9: this makes about $hands in all, half of
  # them in each form; the count below is the exact one.
  matches=$(( (hands + 17) / 18 ))
  { "$bin/replay-gen" -g diloti -p 4 --hands 12 -n "$matches" --seed 1 --with-results
    "$bin/replay-gen" -g diloti -p 2 --hands 12 -n "$matches" --seed 2 --with-results
  } > "$file"
fi
hands=$(jq '.hands | length' "$file" | awk '{ s += $1 } END { print s }')
size=$(stat -L -c %s "$file")
best() {  # best wall time of 3 runs, in seconds
  local t best=999999
  for _ in 1 2 3; do
    local start=$(date +%s.%N)
    "$@" > /dev/null
    t=$(echo "$(date +%s.%N) - $start" | bc)
    best=$(echo "if ($t < $best) $t else $best" | bc)
  done
  echo "$best"
}
jq_time=$(best jq empty "$file")
validate_time=$(best "$bin/replay-validate" "$file")
score_time=$(best "$bin/replay-score" --format json "$file")
printf 'input: %s hands, %d records, %.1f MB\n' "$hands" "$(wc -l < "$file")" "$(echo "$size / 1000000" | bc -l)"
printf '%-26s %8.3f s  %7.1f MB/s\n' "jq empty" "$jq_time" "$(echo "$size / $jq_time / 1000000" | bc -l)"
printf '%-26s %8.3f s  %7.1f MB/s  %6.0f hands/s  %.1fx faster than jq\n' "replay-validate" \
  "$validate_time" "$(echo "$size / $validate_time / 1000000" | bc -l)" \
  "$(echo "$hands / $validate_time" | bc -l)" "$(echo "$jq_time / $validate_time" | bc -l)"
printf '%-26s %8.3f s  %7.1f MB/s  %6.0f hands/s  %.1fx faster than jq\n' "replay-score --format json" \
  "$score_time" "$(echo "$size / $score_time / 1000000" | bc -l)" \
  "$(echo "$hands / $score_time" | bc -l)" "$(echo "$jq_time / $score_time" | bc -l)"
