#!/usr/bin/env bash
# Golden tests of the tools (as pgn-extract's and LLVM's): each case tests/tools/<tool>/<case>
# is <case>.args (the arguments, one per line, run from the repository root), optionally
# <case>.stdin, and the expected <case>.out, <case>.err and <case>.code, compared byte for byte.
# Usage: run_golden.sh BIN_DIR TOOL [--update]
set -uo pipefail
bin=$1 tool=$2 update=${3:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
pass=0 fail=0
for args in tests/tools/"$tool"/*.args; do
  [ -e "$args" ] || continue
  case_=${args%.args}
  mapfile -t argv < "$args"
  stdin=/dev/null
  [ -e "$case_.stdin" ] && stdin="$case_.stdin"
  out=$(mktemp) err=$(mktemp)
  "$bin/$tool" "${argv[@]}" < "$stdin" > "$out" 2> "$err"
  code=$?
  if [ "$update" = --update ]; then
    cp "$out" "$case_.out"; cp "$err" "$case_.err"; echo "$code" > "$case_.code"
  fi
  if cmp -s "$out" "$case_.out" && cmp -s "$err" "$case_.err" && [ "$code" = "$(cat "$case_.code")" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $case_ (exit $code, expected $(cat "$case_.code"))"
    diff -u "$case_.out" "$out" | head -20
    diff -u "$case_.err" "$err" | head -20
  fi
  rm -f "$out" "$err"
done
echo "$tool: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
