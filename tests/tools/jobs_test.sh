#!/usr/bin/env bash
# --jobs N is invisible in the output (issue #12): every tool that replays prints byte for byte
# the same stdout and stderr, and exits with the same code, with -j1, -j2 and -j3, on a corpus
# that mixes valid records of every game with every invalid sample (one per diagnostic code),
# syntax errors, duplicates and an array input that ends inside itself; the store replay-import
# writes holds the same records.
# Usage: jobs_test.sh BIN_DIR
set -uo pipefail
bin=$(cd "$1" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
checks=0

# One NDJSON file: generated matches of every form between the invalid samples, so that valid
# and invalid records alternate, a repeated record, and broken lines in the middle.
{
  n=0
  for sample in "$root"/samples/invalid/*.json; do
    case $((n % 7)) in
      0) "$bin/replay-gen" -g diloti -p 4 -n 1 --seed $n --with-results ;;
      1) "$bin/replay-gen" -g bourlot -n 1 --seed $n --with-results ;;
      2) "$bin/replay-gen" -g pilotta -n 1 --seed $n --with-results ;;
      3) "$bin/replay-gen" -g tute -p 3 -n 1 --seed $n --with-results ;;
      4) "$bin/replay-gen" -g diloti -p 2 -n 1 --seed $n --sheet --with-results ;;
      5) "$bin/replay-gen" -g tute -p 4 -n 1 --seed $n --partial ;;
      6) "$bin/replay-gen" -g tute -p 2 -n 1 --seed 1 --with-results ;;  # repeated: a duplicate
    esac
    cat "$sample"
    [ $((n % 50)) = 10 ] && printf '{"game": "diloti", "players": [\n'  # cut short
    n=$((n + 1))
  done
} > "$tmp/mixed.ndjson"
# An array of records that ends inside itself (a trailing syntax error after the records).
{ printf '[\n'; "$bin/replay-gen" -g diloti -p 2 -n 3 --with-results | sed 's/$/,/'; } \
  > "$tmp/unclosed.json"
inputs=("$tmp/mixed.ndjson" "$tmp/unclosed.json" "$root/samples")

# Runs `tool args...` with -j1, -j2 and -j3 in turn (in a directory of its own, $tmp/jN, for
# tools that write files) and compares stdout, stderr and the exit code with those of -j1.
same_for_all_jobs() {
  local what=$1; shift
  for j in 1 2 3; do
    mkdir -p "$tmp/j$j"
    (cd "$tmp/j$j" && "$@" -j "$j" > "$tmp/out$j" 2> "$tmp/err$j"; echo $? > "$tmp/code$j")
  done
  checks=$((checks + 1))
  if [ ! -s "$tmp/out1" ] && [ ! -s "$tmp/err1" ]; then
    echo "FAIL $what: no output at all with -j1 (the check would compare nothing)"
    fail=$((fail + 1))
  fi
  for j in 2 3; do
    for part in out err code; do
      if ! cmp -s "$tmp/${part}1" "$tmp/$part$j"; then
        echo "FAIL $what: -j$j $part differs from -j1"
        diff "$tmp/${part}1" "$tmp/$part$j" | head -6
        fail=$((fail + 1))
      fi
    done
  done
}

v="$bin/replay-validate"
same_for_all_jobs "validate text" "$v" --summary "${inputs[@]}"
same_for_all_jobs "validate json" "$v" -f json --summary "${inputs[@]}"
same_for_all_jobs "validate --ignore -w" "$v" -w --ignore json/syntax "${inputs[@]}"
s="$bin/replay-score"
same_for_all_jobs "score text" "$s" "${inputs[@]}"
same_for_all_jobs "score json" "$s" -f json "${inputs[@]}"
same_for_all_jobs "score csv --standings" "$s" -f csv --standings "${inputs[@]}"
f="$bin/replay-filter"
same_for_all_jobs "filter --dedupe --keep-invalid" "$f" --summary --dedupe --keep-invalid \
  "${inputs[@]}"
same_for_all_jobs "filter split and --hash" "$f" --hash --valid-out valid.ndjson \
  --invalid-out invalid.ndjson "${inputs[@]}"
for j in 2 3; do
  for part in valid invalid; do
    cmp -s "$tmp/j1/$part.ndjson" "$tmp/j$j/$part.ndjson" ||
      { echo "FAIL filter -j$j: $part.ndjson differs"; fail=$((fail + 1)); }
  done
done
d="$bin/replay-diff"
same_for_all_jobs "diff text" "$d" --against target=101 "${inputs[@]}"
same_for_all_jobs "diff json" "$d" -f json --against-profile tute/habanero "${inputs[@]}"
i="$bin/replay-import"
same_for_all_jobs "import text" "$i" --db store.db --summary --keep-invalid "${inputs[@]}"
same_for_all_jobs "import again, json, batches" "$i" --db store.db -f json --summary --batch 7 \
  "${inputs[@]}"
for j in 1 2 3; do
  "$i" --db "$tmp/j$j/store.db" --export > "$tmp/export$j"
  "$bin/replay-stats" --db "$tmp/j$j/store.db" xeri --by player > "$tmp/stats$j"
done
for j in 2 3; do
  cmp -s "$tmp/export1" "$tmp/export$j" || { echo "FAIL import -j$j: --export differs"; fail=$((fail + 1)); }
  cmp -s "$tmp/stats1" "$tmp/stats$j" || { echo "FAIL import -j$j: statistics differ"; fail=$((fail + 1)); }
done
[ -s "$tmp/export1" ] || { echo "FAIL import: nothing stored"; fail=$((fail + 1)); }

# Standard input too, and --jobs 0 (one thread a processor).
same_for_all_jobs "validate stdin" sh -c "\"$v\" -f json - < \"$tmp/mixed.ndjson\" \"\$@\"" sh
"$v" -f json --jobs 0 "$tmp/mixed.ndjson" > "$tmp/zero"
"$v" -f json -j 1 "$tmp/mixed.ndjson" > "$tmp/one"
cmp -s "$tmp/zero" "$tmp/one" || { echo "FAIL validate --jobs 0 differs"; fail=$((fail + 1)); }

echo "$checks checks of -j1 against -j2 and -j3, $fail failures"
[ "$fail" = 0 ]
