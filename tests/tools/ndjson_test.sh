#!/usr/bin/env bash
# NDJSON as notation.md §1 says, through the tools (issue #24): a damaged line is one invalid
# record at its own line and costs no other, whatever the name, from a file or standard input,
# with -j1 or -j2; the summaries count every non-blank line, the texts that were not JSON and the
# inputs that could not be read; replay-filter --invalid-out gets every such text byte for byte.
# Usage: ndjson_test.sh BIN_DIR
set -uo pipefail
export LC_ALL=C  # lengths in bytes
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {  # description condition...
  local what=$1; shift
  "$@" || { echo "FAIL $what"; fail=$((fail + 1)); }
}
same() {  # description file1 file2
  cmp -s "$2" "$3" || { echo "FAIL $1"; diff "$2" "$3" | head -10; fail=$((fail + 1)); }
}

# Three records of more than 2,000 bytes each, one a line; line 1 cut after 2,000 bytes or a few
# more, as a crashed writer leaves it (the case of the issue), right after a '[': where the next line's '{'
# went on the cut array, and the record on line 2 was lost.
"$bin/replay-gen" -g bourlot -n 3 --with-results --seed 24 > "$tmp/intact.ndjson"
[ "$(wc -l < "$tmp/intact.ndjson")" = 3 ] || { echo "FAIL replay-gen gave no 3 lines"; exit 1; }
first=$(head -n 1 "$tmp/intact.ndjson")
rest=${first:2000}
before_bracket=${rest%%\[*}
[ "$before_bracket" != "$rest" ] || { echo "FAIL no '[' after byte 2000 to cut at"; exit 1; }
cut=$((2000 + ${#before_bracket} + 1))
head -c "$cut" "$tmp/intact.ndjson" > "$tmp/cut-line"
{ cat "$tmp/cut-line"; echo; tail -n 2 "$tmp/intact.ndjson"; } > "$tmp/nightly.ndjson"
cp "$tmp/nightly.ndjson" "$tmp/nightly.json"

for jobs in 1 2; do
  for how in named json-named stdin; do
    case $how in
      named) args=("$tmp/nightly.ndjson") ;;
      json-named) args=("$tmp/nightly.json") ;;
      stdin) args=(-) ;;
    esac
    "$bin/replay-validate" -s -j "$jobs" "${args[@]}" < "$tmp/nightly.ndjson" \
      > /dev/null 2> "$tmp/err"
    check "-j$jobs $how: the summary counts 3 records, 1 not JSON ($(tail -n 1 "$tmp/err"))" \
      grep -qx 'replay-validate: 3 records: 2 valid, 1 invalid; 1 error, 0 warnings; 1 not JSON' \
      "$tmp/err"
    check "-j$jobs $how: the one diagnostic is at line 1" \
      grep -q '^[^:]*:1:[0-9]*: error: \[json/syntax\]' "$tmp/err"
    "$bin/replay-validate" -s -f json -j "$jobs" "${args[@]}" < "$tmp/nightly.ndjson" \
      > "$tmp/out-$jobs-$how" 2> "$tmp/err"
    check "-j$jobs $how: the JSON summary counts it" grep -q \
      '"records":3,"valid":2,"invalid":1,"not_json":1,"unreadable":0' "$tmp/err"
    # The quarantine holds the cut line byte for byte, the valid file the two records.
    "$bin/replay-filter" -q -j "$jobs" --invalid-out "$tmp/q" --valid-out "$tmp/v" \
      "${args[@]}" < "$tmp/nightly.ndjson"
    check "-j$jobs $how: the quarantine is the cut line and its line break" \
      cmp -s <(head -c "$cut" "$tmp/q") "$tmp/cut-line"
    check "-j$jobs $how: the quarantine holds nothing else" [ "$(wc -c < "$tmp/q")" = $((cut + 1)) ]
    check "-j$jobs $how: two valid records" [ "$(wc -l < "$tmp/v")" = 2 ]
  done
  # The diagnostics name the input; from a file and standard input they are otherwise the same.
  same "-j$jobs: a file and standard input" "$tmp/out-$jobs-named" \
    <(sed 's/"input":"-"/"input":"'"${tmp//\//\\/}"'\/nightly.ndjson"/' "$tmp/out-$jobs-stdin")
done
same "-j1 and -j2" "$tmp/out-1-named" "$tmp/out-2-named"

# Stray text, a doubled line and a not-JSON line in one corpus: each is one record in the
# quarantine, as it was read; the summary counts every non-blank line.
{ echo 'stray text'; head -n 1 "$tmp/intact.ndjson"; echo; sed -n 2p "$tmp/intact.ndjson" \
  | tr -d '\n'; sed -n 2p "$tmp/intact.ndjson"; tail -n 1 "$tmp/intact.ndjson"; } \
  > "$tmp/mixed.ndjson"
{ echo 'stray text'; sed -n 2p "$tmp/intact.ndjson" | tr -d '\n'; sed -n 2p "$tmp/intact.ndjson"; } \
  > "$tmp/mixed-quarantine"
for jobs in 1 2; do
  "$bin/replay-filter" -s -j "$jobs" --invalid-out "$tmp/q" - < "$tmp/mixed.ndjson" \
    > "$tmp/v" 2> "$tmp/err"
  same "-j$jobs: the quarantine of the mixed corpus" "$tmp/mixed-quarantine" "$tmp/q"
  check "-j$jobs: the mixed corpus's summary ($(tail -n 1 "$tmp/err"))" \
    grep -qx 'replay-filter: 4 records: 2 invalid (2 not JSON); 2 selected, 0 duplicates' \
    "$tmp/err"
done

# An input that can't be read is counted in the summary (and is exit 2).
"$bin/replay-validate" -s -f json "$tmp/intact.ndjson" "$tmp/missing.ndjson" > /dev/null \
  2> "$tmp/err"
code=$?
check "a missing input: exit 2 ($code)" [ "$code" = 2 ]
check "a missing input is counted" grep -q '"records":3,.*"unreadable":1' "$tmp/err"
"$bin/replay-validate" -s "$tmp/intact.ndjson" "$tmp/missing.ndjson" 2> "$tmp/err"
check "a missing input is counted in the text summary" \
  grep -q '; 1 input could not be read$' "$tmp/err"

# --input-format json reads the cut file as one JSON text, as before: the cut line runs into
# the next, which is not read as a record of its own.
"$bin/replay-validate" -s --input-format json "$tmp/nightly.ndjson" 2> "$tmp/err"
check "--input-format json: 2 records" grep -q ': 2 records: 1 valid, 1 invalid' "$tmp/err"
"$bin/replay-validate" --input-format xml "$tmp/nightly.ndjson" 2> /dev/null
code=$?
check "--input-format xml is a usage error ($code)" [ "$code" = 2 ]

[ "$fail" -eq 0 ] && echo "ndjson: all passed"
[ "$fail" -eq 0 ]
