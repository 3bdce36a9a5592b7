#!/usr/bin/env bash
# Hostile input and faults through the tools (issue #9): each case is an input that once hung,
# exhausted memory, overflowed, aborted or took over a database. Run from ctest:
#   tools_test.sh BIN_DIR [sanitized]
# ("sanitized": an ASan build, whose address space can't be bounded with ulimit -v).
set -uo pipefail
bin=$1 sanitized=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {  # check NAME CONDITION...: reports NAME when the condition fails
  local name=$1; shift
  if "$@"; then echo "ok   $name"; else echo "FAIL $name"; fail=1; fi
}
has() { grep -q -- "$2" "$1"; }
differs() { ! cmp -s "$1" "$2"; }
code_of() { "$@" > "$tmp/out" 2> "$tmp/err"; echo $?; }

# 1. 5,000 copies of one key: one diagnostic, at once (was > 90 s and > 1.4 GB).
python3 - > "$tmp/keys.json" <<'EOF'
print('{"game": "diloti", "players": ["a", "b"], "hands": [{"result": {"points": [11, 0]}}], '
      '"tags": {' + ", ".join(['"k": "v"'] * 5000) + '}}')
EOF
start=$(date +%s%N)
code=$(code_of "$bin/replay-validate" "$tmp/keys.json")
ms=$(( ($(date +%s%N) - start) / 1000000 ))
check "5000 identical keys: exit 1 ($code)" test "$code" = 1
check "5000 identical keys: one diagnostic" test "$(grep -c 'occurs twice' "$tmp/err")" = 1
check "5000 identical keys: ${ms} ms" test "$ms" -lt 2000

# 2. /dev/zero: a syntax error, then no record start for ever. Bounded memory, then an end.
if [ -z "$sanitized" ]; then
  code=$(ulimit -v 400000; code_of timeout 60 "$bin/replay-validate" /dev/zero)
else
  code=$(code_of timeout 120 "$bin/replay-validate" /dev/zero)
fi
check "/dev/zero: exit 1 ($code)" test "$code" = 1
check "/dev/zero: input/limit" has "$tmp/err" "input/limit"
# A long garbage line, then a record: the record is still read (max-line-bytes raised).
{ printf 'x'; head -c 3000000 /dev/zero | tr '\0' 'g'; printf '\n'; cat samples/diloti/match-2p.json | tr -d '\n'; echo; } > "$tmp/garbage.ndjson"
code=$(code_of "$bin/replay-validate" --max-line-bytes 4000000 "$tmp/garbage.ndjson")
check "garbage line then a record: only the syntax error" test "$(grep -c 'error' "$tmp/err")" = 1
# In NDJSON the line is one record: past the limit when it is longer than --max-record-bytes
# and the rest of it longer than --max-line-bytes.
code=$(code_of "$bin/replay-validate" --max-record-bytes 1000000 "$tmp/garbage.ndjson")
check "garbage line past the limit: input/limit" has "$tmp/err" "input/limit"

# 3. A record past --max-record-bytes, then a good one: limit diagnostic, next record read.
{ printf '{"game": "diloti", "pad": "'; head -c 200000 /dev/zero | tr '\0' 'p'; printf '"}\n'; tr -d '\n' < samples/diloti/match-2p.json; echo; } > "$tmp/long.ndjson"
code=$(code_of "$bin/replay-validate" --max-record-bytes 100000 --summary "$tmp/long.ndjson")
check "long record: input/limit" has "$tmp/err" "input/limit"
check "long record: next record valid" has "$tmp/err" "2 records: 1 valid, 1 invalid"

# 4. The overflowing Tute 3-player sheet (exit 0 in Release before): rejected.
sed 's/"points": \[62, 40, 17\]/"points": [9223372036854775807, 9223372036854775807, 17]/' \
  samples/tute/score-sheet-3p.json > "$tmp/overflow.json"
check "overflow sheet differs from the sample" differs "$tmp/overflow.json" samples/tute/score-sheet-3p.json
code=$(code_of "$bin/replay-validate" "$tmp/overflow.json")
check "overflowing Tute sheet: exit 1 ($code)" test "$code" = 1
check "overflowing Tute sheet: input/limit" has "$tmp/err" "input/limit"
code=$(code_of "$bin/replay-score" "$tmp/overflow.json")
check "overflowing Tute sheet, replay-score: exit 1 ($code)" test "$code" = 1

# 5. Output failures: exit 2, never an abort.
bad=samples/invalid/diloti-build-without-card.json
"$bin/replay-validate" $bad 2>&-; code=$?
check "stderr closed: exit 2 ($code)" test "$code" = 2
"$bin/replay-validate" $bad 2>/dev/full; code=$?
check "stderr full: exit 2 ($code)" test "$code" = 2
"$bin/replay-score" samples/diloti/match-4p.json > /dev/full 2> "$tmp/err"; code=$?
check "stdout full: exit 2 ($code)" test "$code" = 2
check "stdout full: a message" has "$tmp/err" "standard output\|write"
"$bin/replay-score" samples/diloti/match-4p.json >&- 2> "$tmp/err"; code=$?
check "stdout closed: exit 2 ($code)" test "$code" = 2
"$bin/replay-validate" samples/diloti/match-4p.json 2>&-; code=$?
check "stderr closed, nothing to say: exit 0 ($code)" test "$code" = 0

# 6. ulimit -f: a message and exit 2, not SIGXFSZ.
for i in $(seq 1 30); do tr -d '\n' < samples/diloti/match-4p.json; echo; done > "$tmp/many.ndjson"
code=$(ulimit -f 64; code_of "$bin/replay-import" --db "$tmp/fsize.db" "$tmp/many.ndjson")
check "ulimit -f: exit 2 ($code)" test "$code" = 2
check "ulimit -f: a message" test -s "$tmp/err"

# 7. Another application's SQLite file is left byte for byte unchanged.
python3 - "$tmp" <<'EOF'
import sqlite3, sys
d = sys.argv[1]
c = sqlite3.connect(d + "/foreign.db"); c.execute("CREATE TABLE notes (t TEXT)"); c.execute("INSERT INTO notes VALUES ('mine')"); c.commit(); c.close()
c = sqlite3.connect(d + "/records.db"); c.execute("CREATE TABLE records (x)"); c.commit(); c.close()
c = sqlite3.connect(d + "/newer.db"); c.execute("CREATE TABLE t (x)"); c.execute("PRAGMA user_version = 99"); c.commit(); c.close()
EOF
"$bin/replay-import" --db "$tmp/store.db" samples/diloti/match-2p.json 2> /dev/null
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version = 99'); c.commit()" "$tmp/store.db"
for db in foreign records newer store; do
  sum=$(sha256sum < "$tmp/$db.db")
  code=$(code_of "$bin/replay-import" --db "$tmp/$db.db" samples/diloti/match-4p.json)
  check "$db.db: refused ($code)" test "$code" = 2
  check "$db.db: unchanged" test "$sum" = "$(sha256sum < "$tmp/$db.db")"
  check "$db.db: no WAL file" test ! -e "$tmp/$db.db-wal"
done
code=$(code_of "$bin/replay-import" --db "$tmp/foreign.db" samples/diloti/match-4p.json)
check "foreign.db: the message says so" has "$tmp/err" "not a replay store"

# 8. Two importers on a new store, many times: both succeed.
runs_ok=0
for i in $(seq 1 8); do
  rm -f "$tmp/race.db"*
  "$bin/replay-import" --db "$tmp/race.db" samples/diloti/match-2p.json 2> "$tmp/race1" & a=$!
  "$bin/replay-import" --db "$tmp/race.db" samples/diloti/match-4p.json 2> "$tmp/race2" & b=$!
  wait $a; ca=$?; wait $b; cb=$?
  if [ "$ca" = 0 ] && [ "$cb" = 0 ]; then runs_ok=$((runs_ok + 1)); else cat "$tmp/race1" "$tmp/race2"; fi
done
check "two importers on a new store: 8 of 8 runs ($runs_ok)" test "$runs_ok" = 8

# 8b. replay-stats on a WAL store in a directory it can't write: read (immutable), not refused.
mkdir "$tmp/ro"
"$bin/replay-import" --db "$tmp/ro/s.db" samples/diloti/match-2p.json 2> /dev/null
chmod 755 "$tmp"
if [ "$(id -u)" = 0 ]; then
  chmod 755 "$tmp/ro"; chmod 644 "$tmp/ro/s.db"
  as_reader() { su nobody -s /bin/sh -c "$(printf '%q ' "$@")"; }
else
  chmod 555 "$tmp/ro"
  as_reader() { "$@"; }
fi
as_reader "$bin/replay-stats" --db "$tmp/ro/s.db" games > "$tmp/out" 2> "$tmp/err"; code=$?
check "read-only store in a read-only directory: exit 0 ($code)" test "$code" = 0
check "read-only store: no WAL files made" test ! -e "$tmp/ro/s.db-shm"
chmod 755 "$tmp/ro"

# 9. Terminal and spreadsheet safety.
python3 - > "$tmp/names.json" <<'EOF'
import json
r = json.load(open("samples/diloti/score-sheet-4p.json"))
r["players"] = ["=HYPERLINK(\"http://x\")", "\x1b]0;pwned\x07", "Ni\nkos", "\u202eevil"]
print(json.dumps(r))
EOF
"$bin/replay-score" "$tmp/names.json" > "$tmp/out" 2>&1
check "score text: no ESC" bash -c "! grep -q $'\x1b' '$tmp/out'"
check "score text: no BEL" bash -c "! grep -q $'\x07' '$tmp/out'"
check "score text: no RLO" bash -c "! grep -q $'\xe2\x80\xae' '$tmp/out'"
check "score text: the name escaped" has "$tmp/out" 'Ni\\nkos'
"$bin/replay-score" --standings --format csv "$tmp/names.json" > "$tmp/out"
check "score csv: formula guarded" has "$tmp/out" "\"'=HYPERLINK"
"$bin/replay-score" --standings --format json "$tmp/names.json" > "$tmp/out"
check "score json: exact" has "$tmp/out" '"\\u001b]0;pwned\\u0007"'
"$bin/replay-score" --format svg "$tmp/names.json" > "$tmp/out"
check "score svg: no ESC" bash -c "! grep -q $'\x1b' '$tmp/out'"
check "score svg: no BEL" bash -c "! grep -q $'\x07' '$tmp/out'"
check "score svg: no RLO" bash -c "! grep -q $'\xe2\x80\xae' '$tmp/out'"
check "score svg: well-formed XML" python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$tmp/out"

exit $fail
