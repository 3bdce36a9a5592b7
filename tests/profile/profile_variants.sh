#!/usr/bin/env bash
# Every shipped house-rule profile holds the whole variant its `source` cites (issue #25), so a
# platform's games replay under the profile alone. For each profile of variants.txt:
#   1. profiles/<game>/<name>.json exists and its `rules` are exactly the variant's options;
#   2. replay-gen plays random matches under the variant's options (with their results), `rules`
#      is stripped from every record, and replay-validate --profile <that file> alone accepts all.
# And every shipped profile has a line. Last, a canary: step 2 with the old, incomplete
# tute/habanero (data/habanero-incomplete.json: no stock_duty none, no tute_2p) must reject
# some record, so the replay step is known to catch a profile that leaves options out.
# Usage: profile_variants.sh BIN_DIR
set -uo pipefail
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0 checked=0
matches=${PROFILE_MATCHES:-40}

# "k=v ..." as a JSON object, each value JSON when it parses as JSON, else a string (as --rules).
options_json() {
  local obj='{}' kv
  for kv in "$@"; do
    obj=$(jq -c --arg k "${kv%%=*}" --arg v "${kv#*=}" '. + {($k): ($v | try fromjson catch $v)}' <<< "$obj")
  done
  printf '%s\n' "$obj"
}

# replays PROFILE GAME FORMS OPTION...: 0 when every generated record, its rules stripped, is
# valid under --profile PROFILE alone.
replays() {
  local profile=$1 game=$2 forms=$3 form seed=0 args kv
  shift 3
  for form in ${forms//,/ }; do
    seed=$((seed + 1))
    args=(-g "$game" -p "$form" -n "$matches" --hands 8 --seed "$seed" --with-results)
    for kv in "$@"; do args+=(-r "$kv"); done
    "$bin/replay-gen" "${args[@]}" > "$work/gen.ndjson" || { echo "replay-gen failed: ${args[*]}"; return 2; }
    jq -c 'del(.rules)' "$work/gen.ndjson" > "$work/stripped.ndjson"
    "$bin/replay-validate" --summary --profile "$profile" "$work/stripped.ndjson" \
      > /dev/null 2> "$work/err" || { head -3 "$work/err"; return 1; }
  done
}

declare -A listed
while read -r id forms options; do
  [[ -z $id || $id == \#* ]] && continue
  listed[$id]=1
  file=profiles/$id.json game=${id%%/*}
  read -ra kvs <<< "$options"
  checked=$((checked + 1))
  if [ ! -f "$file" ]; then echo "FAIL $id: no $file"; fail=$((fail + 1)); continue; fi
  want=$(options_json "${kvs[@]}")
  if ! jq -e --argjson want "$want" '.rules == $want' "$file" > /dev/null; then
    echo "FAIL $id: its rules are not the variant's"
    echo "  profile: $(jq -cS .rules "$file")"; echo "  variant: $(jq -cS . <<< "$want")"
    fail=$((fail + 1))
  fi
  if ! replays "$file" "$game" "$forms" "${kvs[@]}"; then
    echo "FAIL $id: records played under its variant don't replay under the profile alone"
    fail=$((fail + 1))
  fi
done < "$here/variants.txt"

for file in profiles/*/*.json; do
  id=${file#profiles/}; id=${id%.json}
  [ -n "${listed[$id]:-}" ] || { echo "FAIL $id: shipped, but variants.txt cites no variant for it"; fail=$((fail + 1)); }
done

habanero=$(grep '^tute/habanero ' "$here/variants.txt" | cut -d' ' -f3-)
read -ra kvs <<< "$habanero"
replays "$here/data/habanero-incomplete.json" tute 2 "${kvs[@]}" > /dev/null
if [ $? -ne 1 ]; then
  echo "FAIL canary: the incomplete habanero profile replays every habanero record"; fail=$((fail + 1))
fi
echo "profiles: $checked checked against their variants, $fail failures"
[ "$fail" -eq 0 ] && [ "$checked" -ge 7 ]
