#!/usr/bin/env bash
# Every samples/invalid/<name>.json must make replay-validate exit 1 and print exactly
# samples/invalid/<name>.expected on stderr. Usage: check_invalid_samples.sh BIN_DIR [--update]
set -uo pipefail
bin=$1 update=${2:-}
cd "$(dirname "$0")/../.."
pass=0 fail=0
for sample in samples/invalid/*.json; do
  [ -e "$sample" ] || continue
  expected=${sample%.json}.expected
  got=$("$bin/replay-validate" "$sample" 2>&1 >/dev/null)
  code=$?
  [ "$update" = --update ] && printf '%s\n' "$got" > "$expected"
  if [ "$code" -eq 1 ] && [ "$got" = "$(cat "$expected" 2>/dev/null)" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $sample (exit $code)"
    diff <(printf '%s\n' "$got") "$expected" | head -10
  fi
done
echo "samples/invalid: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
