#!/usr/bin/env bash
# replay-gen over every form and every variant option (variants.txt), at every level it writes:
# no claims, claimed results, score sheets with claimed match results, and a partial last hand;
# score sheets and partial hands with running totals.
# Each output must be accepted by replay-validate with the same rules, record for record, and
# must hold the level asked for (claims present or absent, sheet hands, "complete": false).
# Usage: all_options.sh BIN_DIR
set -uo pipefail
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp) fail=0 cases=0
trap 'rm -f "$out"' EXIT
check() {  # description, jq test that must hold for every record
  local what=$1 test=$2
  if ! "$bin/replay-validate" "$out"; then
    echo "FAIL $what: replay-validate rejects it"; fail=$((fail + 1)); return
  fi
  if [ "$(wc -l < "$out")" -ne 3 ] || ! jq -e -s "all(.[]; $test)" "$out" > /dev/null; then
    echo "FAIL $what: not 3 records that satisfy $test"; fail=$((fail + 1))
  fi
}
while read -r game players rules; do
  [[ -z $game || $game == \#* ]] && continue
  args=(-g "$game" -p "$players" -n 3 --hands 6 --seed "$((cases + 1))")
  for kv in $rules; do args+=(-r "$kv"); done
  what="$game $players ${rules:-default}"
  cases=$((cases + 1))
  "$bin/replay-gen" "${args[@]}" > "$out" || { echo "FAIL $what: replay-gen"; fail=$((fail + 1)); continue; }
  check "$what" '(has("result") | not) and all(.hands[]; has("result") | not)'
  "$bin/replay-gen" "${args[@]}" --with-results > "$out"
  check "$what --with-results" 'has("result") and .result.score != null'
  "$bin/replay-gen" "${args[@]}" --sheet --with-results > "$out"
  check "$what --sheet" 'has("result") and all(.hands[]; (has("cards") or has("play")) | not)'
  "$bin/replay-gen" "${args[@]}" --partial --with-results > "$out"
  check "$what --partial" '.hands[-1].complete == false'
  # Running totals (notation §3): every hand writes one, and replay-validate agrees with each.
  "$bin/replay-gen" "${args[@]}" --sheet --with-results --with-totals > "$out"
  check "$what --sheet --with-totals" 'all(.hands[]; has("total")) and .hands[-1].total == .result.score'
  "$bin/replay-gen" "${args[@]}" --partial --with-totals > "$out"
  check "$what --partial --with-totals" '.hands[-1].complete == false and (has("result") | not)'
done < "$here/variants.txt"
echo "replay-gen: $cases variants, $fail failures"
[ "$fail" -eq 0 ] && [ "$cases" -gt 70 ]
