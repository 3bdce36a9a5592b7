#!/usr/bin/env bash
# Before/after throughput of two builds on the same files, in one run: for each NDJSON file,
# `jq empty` as the baseline, then replay-validate, replay-score --format json and replay-import
# (a fresh store, then the same file again) of each build, as times and as ratios to jq.
# Usage: tests/bench/compare.sh BEFORE_BIN AFTER_BIN FILE...   (Release builds)
set -euo pipefail
before=$1 after=$2
shift 2
best() {  # best wall time of 3 runs, in seconds
  local t best=999999
  for _ in 1 2 3; do
    local start
    start=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || true
    t=$(echo "$(date +%s.%N) - $start" | bc)
    best=$(echo "if ($t < $best) $t else $best" | bc)
  done
  echo "$best"
}
import_times() {  # fresh and again, best of 3 each: "fresh again"
  local bin=$1 file=$2 dir fresh=999999 again=999999 t start
  for _ in 1 2 3; do
    dir=$(mktemp -d)
    start=$(date +%s.%N)
    "$bin/replay-import" --db "$dir/s.db" "$file" > /dev/null 2>&1 || true
    t=$(echo "$(date +%s.%N) - $start" | bc)
    fresh=$(echo "if ($t < $fresh) $t else $fresh" | bc)
    start=$(date +%s.%N)
    "$bin/replay-import" --db "$dir/s.db" "$file" > /dev/null 2>&1 || true
    t=$(echo "$(date +%s.%N) - $start" | bc)
    again=$(echo "if ($t < $again) $t else $again" | bc)
    rm -rf "$dir"
  done
  echo "$fresh $again"
}
row() { printf '  %-34s %7.3f s  %5.2fx jq\n' "$1" "$2" "$(echo "$jq / $2" | bc -l)"; }
for file in "$@"; do
  printf '%s: %d records, %.1f MB\n' "$file" "$(wc -l < "$file")" \
    "$(echo "$(stat -L -c %s "$file") / 1000000" | bc -l)"
  jq=$(best jq empty "$file")
  printf '  %-34s %7.3f s\n' "jq empty" "$jq"
  for side in before after; do
    bin=${!side}
    row "$side replay-validate" "$(best "$bin/replay-validate" "$file")"
    row "$side replay-score --format json" "$(best "$bin/replay-score" --format json "$file")"
    read -r fresh again < <(import_times "$bin" "$file")
    row "$side replay-import (fresh store)" "$fresh"
    row "$side replay-import (again)" "$again"
  done
done
