#!/usr/bin/env bash
# Throughput of the tools on every game form, measured in one run (these machines are noisy and
# shared, so only the ratios mean something), against what any reader of the same bytes costs:
# `jq empty`, python3's json.loads per line, and the parse floor (tests/bench/parse_floor.cc, a
# simdjson On-Demand pass over every record; built when libsimdjson-dev is installed).
#
# For each form (Diloti 2p/4p, Bourlot, Pilotta, Tute 2p/3p/4p) a corpus of seeded random legal
# matches with their results claimed (replay-gen --with-results, so every claim is checked) is
# timed through: replay-validate -j1 and -j2, replay-score --format json, replay-import into a
# fresh store and again (nothing new). Then replay-stats xeri --by player over a store of
# STATS_HANDS Diloti hands against sqlite3's select count(*) over the per-seat table, and the peak
# resident memory (/usr/bin/time -v) of replay-validate and replay-import over BIG_MB megabytes
# streamed through a pipe (never stored).
#
# With BEFORE=DIR (the bin directory of another Release build, e.g. of an older commit), that
# build's replay-validate, replay-score --format json and replay-import are timed on the same
# files in the same run too, and the speed-ups printed.
# Usage: tests/bench/throughput.sh [BIN]    (default build/bin, a Release build)
# Environment: HANDS (hands a form, default 10000), RUNS (timed runs each, best kept; default 3),
#   STATS_HANDS (default 1000000; 0 skips), BIG_MB (default 1000; 0 skips), FORMS ("diloti:4
#   tute:3 ..."), BENCH_DIR (corpora, default /tmp/replay-bench; kept between runs).
# Timing: hyperfine when installed (min of RUNS runs after a warm-up), else a loop of RUNS.
# METRIC=cpu (hyperfine only) prints the mean user + system time instead of the wall time: on a
# machine shared with other work that is the stabler measure of the one-thread tools.
# The targets of issue #26 are printed last, each with "met" or "NOT MET": they compare CPU time
# (user + system, hyperfine's mean; the wall time without hyperfine) whatever METRIC, but for
# the speed-up of -j2, which is wall time, beside the CPU -j2 costs over -j1.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${1:-build/bin}")
before=${BEFORE:+$(realpath "$BEFORE")}
hands_wanted=${HANDS:-10000}
runs=${RUNS:-3}
metric=${METRIC:-wall}
stats_hands=${STATS_HANDS:-1000000}
big_mb=${BIG_MB:-1000}
forms=${FORMS:-diloti:2 diloti:4 bourlot:4 pilotta:4 tute:2 tute:3 tute:4 xeri:2 xeri:4}
data=${BENCH_DIR:-/tmp/replay-bench}
mkdir -p "$data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The best wall time of `runs` runs of a shell command, in seconds (or with METRIC=cpu the mean
# CPU time); $2 (optional) runs before each. The mean CPU time goes to $work/cpu (read it with
# cpu_of_last right after).
seconds() {
  local command=$1 prepare=${2:-}
  if command -v hyperfine > /dev/null; then
    local args=(--runs "$runs" --warmup 1 --style none --export-json "$work/h.json")
    [ -n "$prepare" ] && args+=(--prepare "$prepare")
    hyperfine "${args[@]}" -i "$command" > /dev/null 2>&1
    jq '.results[0].user + .results[0].system' "$work/h.json" > "$work/cpu"
    if [ "$metric" = cpu ]; then
      jq '.results[0].user + .results[0].system' "$work/h.json"
    else
      jq '.results[0].min' "$work/h.json"
    fi
  else
    local best=999999 start t
    for _ in $(seq "$runs"); do
      [ -n "$prepare" ] && bash -c "$prepare"
      start=$(date +%s.%N)
      bash -c "$command" > /dev/null 2>&1 || true
      t=$(echo "$(date +%s.%N) - $start" | bc -l)
      best=$(echo "if ($t < $best) $t else $best" | bc -l)
    done
    echo "$best" > "$work/cpu"
    echo "$best"
  fi
}
cpu_of_last() { cat "$work/cpu"; }
ratio() { echo "$1 / $2" | bc -l; }
# A row: name, seconds, then the bytes and hands of the input.
row() {
  printf '  %-34s %8.3f s %8.1f MB/s %10.0f hands/s\n' "$1" "$2" \
    "$(echo "$3 / $2 / 1000000" | bc -l)" "$(echo "$4 / $2" | bc -l)"
}
summary=()
# A target: form, what, value, the comparison (">=" or "<=") and the bound; met or not.
target() {
  local met="NOT MET" sign="≥"
  [ "$4" = "<=" ] && sign="≤"
  if [ "$(echo "if ($3 $4 $5) 1 else 0" | bc -l)" = 1 ]; then met="met"; fi
  summary+=("$(printf '%-9s %-48s %7.2f  (target %s %s)  %s' "$1" "$2" "$3" "$sign" "$5" "$met")")
}

# A corpus of about $2 hands of form $1 (game:players), made once.
corpus() {
  local game=${1%:*} players=${1#*:} want=$2
  local file="$data/$game-${players}p-$want.ndjson"
  if [ ! -s "$file" ]; then
    # Matches of at most 12 hands; the count below is the exact one.
    "$bin/replay-gen" --game "$game" --players "$players" --hands 12 --seed 1 --with-results \
      -n $(( (want + 8) / 9 )) > "$file"
  fi
  echo "$file"
}
hands_of() { jq '.hands | length' "$1" | awk '{ s += $1 } END { print s }'; }

echo "binaries: $bin; $metric time, $runs runs each"
for form in $forms; do
  file=$(corpus "$form" "$hands_wanted")
  bytes=$(stat -L -c %s "$file")
  hands=$(hands_of "$file")
  printf '%s: %d records, %d hands, %.1f MB\n' "$form" "$(wc -l < "$file")" "$hands" \
    "$(echo "$bytes / 1000000" | bc -l)"
  jq_t=$(seconds "jq empty '$file'")
  jq_c=$(cpu_of_last)
  py_t=$(seconds "python3 -c 'import json,sys
for line in open(sys.argv[1], \"rb\"): json.loads(line)' '$file'")
  row "jq empty" "$jq_t" "$bytes" "$hands"
  row "python3 json.loads per line" "$py_t" "$bytes" "$hands"
  floor_t=
  if [ -x "$bin/replay-parse-floor" ]; then
    floor_t=$(seconds "'$bin/replay-parse-floor' '$file'")
    floor_c=$(cpu_of_last)
    row "parse floor (simdjson On-Demand)" "$floor_t" "$bytes" "$hands"
  fi
  v1=$(seconds "'$bin/replay-validate' -j1 '$file'")
  v1_c=$(cpu_of_last)
  v1_wall=$(metric=wall; seconds "'$bin/replay-validate' -j1 '$file'")
  v2_wall=$(metric=wall; seconds "'$bin/replay-validate' -j2 '$file'")
  v2_c=$(cpu_of_last)
  v2=$([ "$metric" = cpu ] && echo "$v2_c" || echo "$v2_wall")
  score=$(seconds "'$bin/replay-score' --format json '$file' > /dev/null")
  db="$work/store.db"
  fresh=$(seconds "'$bin/replay-import' --db '$db' '$file'" "rm -f '$db' '$db-wal' '$db-shm'")
  fresh_c=$(cpu_of_last)
  again=$(seconds "'$bin/replay-import' --db '$db' '$file'")
  again_c=$(cpu_of_last)
  row "replay-validate -j1" "$v1" "$bytes" "$hands"
  row "replay-validate -j2" "$v2" "$bytes" "$hands"
  row "replay-score --format json" "$score" "$bytes" "$hands"
  row "replay-import (fresh store)" "$fresh" "$bytes" "$hands"
  row "replay-import (again)" "$again" "$bytes" "$hands"
  if [ -n "$before" ]; then
    bv=$(seconds "'$before/replay-validate' '$file'")
    bs=$(seconds "'$before/replay-score' --format json '$file' > /dev/null")
    bf=$(seconds "'$before/replay-import' --db '$db' '$file'" "rm -f '$db' '$db-wal' '$db-shm'")
    ba=$(seconds "'$before/replay-import' --db '$db' '$file'")
    row "before: replay-validate" "$bv" "$bytes" "$hands"
    row "before: replay-score --format json" "$bs" "$bytes" "$hands"
    row "before: replay-import (fresh store)" "$bf" "$bytes" "$hands"
    row "before: replay-import (again)" "$ba" "$bytes" "$hands"
    printf '  speed-up over before: validate %.2fx, score %.2fx, import %.2fx, again %.2fx\n' \
      "$(ratio "$bv" "$v1")" "$(ratio "$bs" "$score")" "$(ratio "$bf" "$fresh")" \
      "$(ratio "$ba" "$again")"
  fi
  # Issue #26's targets (CPU time but for the wall-time speed-up of -j2).
  target "$form" "validate -j1: times faster than jq empty (CPU)" "$(ratio "$jq_c" "$v1_c")" ">=" 6
  [ -n "$floor_t" ] &&
    target "$form" "validate -j1: times the parse floor (CPU)" "$(ratio "$v1_c" "$floor_c")" "<=" 2
  target "$form" "validate -j2: speed-up over -j1 (wall)" "$(ratio "$v1_wall" "$v2_wall")" ">=" 1.8
  target "$form" "validate -j2: CPU over -j1's" "$(ratio "$v2_c" "$v1_c")" "<=" 1.1
  target "$form" "import, fresh store: speed of validate -j1" "$(ratio "$v1_c" "$fresh_c")" ">=" 0.5
  target "$form" "import again: speed of validate -j1" "$(ratio "$v1_c" "$again_c")" ">=" 1
done

# Copy $2 of file $1 as new records: each line gets a tag of its own (generating that many
# matches would take longer than everything else here).
tagged() { sed "s/^{/{\"tags\":{\"copy\":\"$2\"},/" "$1"; }
# Copies enough for $2 hands of file $1 (of $3 hands), streamed.
copies_for() { for i in $(seq $(( ($2 + $3 - 1) / $3 ))); do tagged "$1" "$i"; done; }

if [ "$stats_hands" -gt 0 ]; then
  db="$data/stats-$stats_hands.db"
  if [ ! -s "$db" ]; then
    file=$(corpus diloti:2 "$hands_wanted")
    copies_for "$file" "$stats_hands" "$(hands_of "$file")" |
      "$bin/replay-import" -j2 --batch 10000 --db "$db" -
  fi
  seats=$(sqlite3 "$db" 'select count(*) from hand_seats')
  stored=$(sqlite3 "$db" 'select count(*) from hands')
  printf 'replay-stats over %d hands (%d seat rows)\n' "$stored" "$seats"
  count_t=$(seconds "sqlite3 '$db' 'select count(*) from hand_seats'")
  stats_t=$(seconds "'$bin/replay-stats' --db '$db' xeri --by player")
  printf '  %-34s %8.3f s\n' "sqlite3 select count(*)" "$count_t" \
    "replay-stats xeri --by player" "$stats_t"
  target "stats" "xeri --by player: times select count(*)" "$(ratio "$stats_t" "$count_t")" "<=" 3
  target "stats" "xeri --by player: seconds" "$stats_t" "<=" 1
fi

if [ "$big_mb" -gt 0 ]; then
  # The same corpus again and again through a pipe: memory must not grow with the input.
  file=$(corpus diloti:4 "$hands_wanted")
  copies=$(( big_mb * 1000000 / $(stat -L -c %s "$file") + 1 ))
  stream() { for _ in $(seq "$copies"); do cat "$file"; done; }
  rss() {  # peak resident memory in MB of the command reading the stream
    stream | /usr/bin/time -v "$@" > /dev/null 2> "$work/time.txt" || true
    awk '/Maximum resident set size/ { printf "%.1f", $NF / 1024 }' "$work/time.txt"
  }
  printf 'peak memory over %d MB through a pipe\n' "$big_mb"
  for j in 1 2; do
    mb=$(rss "$bin/replay-validate" -j"$j" -)
    printf '  %-34s %8s MB\n' "replay-validate -j$j" "$mb"
    target "memory" "validate -j$j, ${big_mb} MB: peak RSS in MB" "$mb" "<=" 64
  done
  # Import: new records all the way (each copy tagged apart), in one transaction (the default).
  rm -f "$work/big.db"*
  for i in $(seq "$copies"); do tagged "$file" "$i"; done |
    /usr/bin/time -v "$bin/replay-import" -j2 --db "$work/big.db" - \
      > /dev/null 2> "$work/time.txt" || true
  mb=$(awk '/Maximum resident set size/ { printf "%.1f", $NF / 1024 }' "$work/time.txt")
  printf '  %-34s %8s MB\n' "replay-import -j2 (fresh records)" "$mb"
  target "memory" "import -j2, ${big_mb} MB: peak RSS in MB" "$mb" "<=" 64
fi

echo
echo "targets of issue #26 (ratios from this run)"
printf '%s\n' "${summary[@]}"
