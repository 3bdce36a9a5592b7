#!/usr/bin/env bash
# Runs every fuzz target of BUILD_DIR (cmake -DREPLAY_FUZZ=ON, see tests/fuzz/README.md) for
# SECONDS each, from seed corpora made here of samples/ and generated records, with the
# notation's dictionary. Prints each target's executions and coverage; fails on any finding.
#   tests/fuzz/run.sh BUILD_DIR [SECONDS] [WORK_DIR]
# FUZZ_TARGETS (names without fuzz-, space-separated) runs only those; FUZZ_JOBS=N runs N of them
# at a time (default 1; more than the cores and they share them: see the CPU time printed).
# WORK_DIR keeps the corpora (and any crash-* input) between runs; a temporary one by default.
set -euo pipefail
build=$1 seconds=${2:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${3:-$(mktemp -d)}
[ -n "${3:-}" ] || trap 'rm -rf "$work"' EXIT
bin=$build/bin
mkdir -p "$work"

seed() {  # seed TARGET FILE...: copies FILEs into TARGET's corpus (once)
  local dir=$work/corpus/$1; shift
  mkdir -p "$dir"
  for f in "$@"; do cp -n "$f" "$dir/" 2> /dev/null || true; done
}
gen=$work/generated
mkdir -p "$gen"
# The games: those with a validator target in BUILD_DIR (one per registered game).
games=$(for t in "$bin"/fuzz-validate-*; do [ -e "$t" ] && echo "${t##*/fuzz-validate-}"; done)
if [ -x "$bin/replay-gen" ]; then
  for g in $games; do
    for s in 1 2 3; do "$bin/replay-gen" -g "$g" -n 1 --hands 3 --with-results --seed "$s" > "$gen/$g-$s.ndjson"; done
  done
fi
all_samples=$(find "$root/samples" -name '*.json')
seed reader $all_samples "$gen"/*
seed reader-chunks $all_samples "$gen"/*
seed store-import $all_samples "$gen"/*
for game in $games; do
  seed validate-$game "$root"/samples/$game/*.json "$root"/samples/invalid/$game-*.json
done
seed validate-diloti "$gen"/*
mkdir -p "$work/corpus/card" "$work/corpus/options"
for c in AS TD 10D 2c KH 7H 1O 12E 10B 11c "Q♠" "10♥"; do printf '%s' "$c" > "$work/corpus/card/$c"; done
printf 'players=3\ntarget=101\n' > "$work/corpus/options/1"
printf 'rounding=tens\nbelote=false\n' > "$work/corpus/options/2"
printf 'players="4"\n' > "$work/corpus/options/3"
seed profile "$root"/profiles/*/*.json "$root"/tests/fuzz/corpus/profile/*

# One target's run: its executions, coverage, corpus and the CPU time it had (a long run on a
# shared machine gets less than its wall time), or FAIL with the finding.
run_target() {
  local target=$1 log=$work/$1.log timer=()
  mkdir -p "$work/crashes/$target"
  [ -x /usr/bin/time ] && timer=(/usr/bin/time -o "$work/$target.cpu" -f '%U %S')
  if ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
     "${timer[@]}" "$bin/fuzz-$target" -max_total_time="$seconds" -dict="$root/tests/fuzz/notation.dict" \
       -max_len=65536 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
       -artifact_prefix="$work/crashes/$target/" "$work/corpus/$target" > "$log" 2>&1; then
    local runs cov corp cpu
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
    corp=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1)
    cpu=$(awk '{ printf "%.0f", $1 + $2 }' "$work/$target.cpu" 2> /dev/null || echo '?')
    echo "ok   fuzz-$target: ${runs:-?} executions, $cov, $corp in ${seconds}s (${cpu}s CPU)"
  else
    echo "FAIL fuzz-$target (inputs in $work/crashes/$target):"
    grep -A30 'ERROR\|FUZZ_CHECK\|runtime error' "$log" | head -40
    return 1
  fi
}

status=0
# Every game's validator, from the build (the list of four written here had left out Xeri's).
targets=${FUZZ_TARGETS:-reader reader-chunks card options profile store-import \
  $(for g in $games; do printf 'validate-%s ' "$g"; done)}
# FUZZ_JOBS targets at a time, each for SECONDS of wall time; lines come in target order.
jobs=${FUZZ_JOBS:-1}
pids=() names=()
finish_oldest() {
  wait "${pids[0]}" || status=1
  cat "$work/${names[0]}.result"
  pids=("${pids[@]:1}") names=("${names[@]:1}")
}
for target in $targets; do
  [ "${#pids[@]}" -lt "$jobs" ] || finish_oldest
  run_target "$target" > "$work/$target.result" &
  pids+=($!) names+=("$target")
done
while [ "${#pids[@]}" -gt 0 ]; do finish_oldest; done
exit $status
