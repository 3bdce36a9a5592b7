#!/usr/bin/env bash
# Hostile input and faults through the tools (issue #9): each case is an input that once hung,
# exhausted memory, overflowed, aborted or took over a database. Run from ctest:
#   tools_test.sh BIN_DIR [sanitized]
# ("sanitized": an ASan build, whose address space can't be bounded with ulimit -v).
source "$(dirname "$0")/common.sh"

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
  # nobody runs a copy of the tool in $tmp (mode 755), from /: the checkout and the build tree
  # may lie in a directory nobody can enter (root's home, a clone under a mode-700 directory).
  mkdir "$tmp/bin"; cp "$bin/replay-stats" "$tmp/bin/"; chmod 755 "$tmp/bin" "$tmp/bin/replay-stats"
  reader_bin=$tmp/bin
  as_reader() { su nobody -s /bin/sh -c "cd / && $(printf '%q ' "$@")"; }
else
  chmod 555 "$tmp/ro"
  reader_bin=$bin
  as_reader() { "$@"; }
fi
as_reader "$reader_bin/replay-stats" --db "$tmp/ro/s.db" games > "$tmp/out" 2> "$tmp/err"; code=$?
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

# 10. Outputs (issue #24): an output that is an input (standard input included, by any name) or
# another output is refused before anything is written; a failed run leaves the old file.
ls_dir() { ls -A "$1" | tr '\n' ' '; }
mkdir "$tmp/out10"; cd "$tmp/out10"
for i in 1 2 3; do tr -d '\n' < "$root/samples/diloti/match-2p.json"; echo; done > c.ndjson
sum=$(sha256sum < c.ndjson)
"$bin/replay-import" --db s.db c.ndjson 2> /dev/null
store_sum=$(sha256sum < s.db)
refused() {  # refused NAME INPUT_SUM FILE CMD...: exit 2, a message, FILE unchanged, no temp file
  local name=$1 want=$2 file=$3; shift 3
  local before; before=$(ls_dir .)
  local code; code=$(code_of "$@")
  check "$name: exit 2 ($code)" test "$code" = 2
  check "$name: says why" has "$tmp/err" "is the same file as"
  check "$name: $file unchanged" test "$want" = "$(sha256sum < "$file")"
  check "$name: no file made" test "$before" = "$(ls_dir .)"
}
refused "filter -o stdin" "$sum" c.ndjson "$bin/replay-filter" -o c.ndjson < c.ndjson
refused "filter --valid-out stdin" "$sum" c.ndjson "$bin/replay-filter" --valid-out c.ndjson < c.ndjson
refused "filter --invalid-out stdin" "$sum" c.ndjson "$bin/replay-filter" --invalid-out c.ndjson - < c.ndjson
refused "filter -o /dev/stdin -" "$sum" c.ndjson "$bin/replay-filter" -o /dev/stdin - < c.ndjson
refused "score -o stdin" "$sum" c.ndjson "$bin/replay-score" -o c.ndjson < c.ndjson
refused "validate json -o stdin" "$sum" c.ndjson "$bin/replay-validate" --format json -o c.ndjson < c.ndjson
refused "review -o stdin" "$sum" c.ndjson "$bin/replay-review" -o c.ndjson < c.ndjson
refused "show -o stdin" "$sum" c.ndjson "$bin/replay-show" --hand 1 -o c.ndjson < c.ndjson
refused "diff -o stdin" "$sum" c.ndjson "$bin/replay-diff" --against target=21 -o c.ndjson < c.ndjson
echo c.ndjson > list.txt
refused "--files-from LIST -o LIST" "$(echo c.ndjson | sha256sum)" list.txt \
  "$bin/replay-filter" --files-from list.txt -o list.txt
ln c.ndjson link.ndjson
refused "filter -o a hard link of the input" "$sum" c.ndjson "$bin/replay-filter" -o link.ndjson c.ndjson
rm link.ndjson
refused "stdout appends to the input" "$sum" c.ndjson sh -c '"$0" c.ndjson >> c.ndjson' "$bin/replay-filter"
refused "stats -o the store" "$store_sum" s.db "$bin/replay-stats" --db s.db -o s.db games
refused "import -o the store" "$store_sum" s.db "$bin/replay-import" --db s.db -o s.db c.ndjson
refused "import --export -o the store" "$store_sum" s.db "$bin/replay-import" --db s.db --export -o s.db
# The files SQLite keeps beside the store are the store too: replacing a -wal would lose what it
# holds that the main file does not yet (an importer running beside a replay-stats -o).
refused "stats -o the store's -wal" "$store_sum" s.db "$bin/replay-stats" --db s.db -o s.db-wal games
refused "import -o the store's -shm" "$store_sum" s.db "$bin/replay-import" --db s.db -o s.db-shm c.ndjson
refused "import -o the store's -journal" "$store_sum" s.db "$bin/replay-import" --db s.db -o s.db-journal c.ndjson
# Two outputs that are one file, existing or new, by one name or two.
echo old > x.ndjson
refused "--valid-out X --invalid-out X" "$(echo old | sha256sum)" x.ndjson \
  "$bin/replay-filter" --valid-out x.ndjson --invalid-out x.ndjson c.ndjson
refused "--valid-out X -o X" "$(echo old | sha256sum)" x.ndjson \
  "$bin/replay-filter" --valid-out x.ndjson -o ./x.ndjson c.ndjson
refused "--valid-out X > X" "$(echo old | sha256sum)" x.ndjson \
  sh -c '"$0" --valid-out x.ndjson c.ndjson >> x.ndjson' "$bin/replay-filter"
refused "two outputs, one new file" "$sum" c.ndjson \
  "$bin/replay-filter" --valid-out new.ndjson --invalid-out ../out10/new.ndjson c.ndjson
code=$(code_of "$bin/replay-filter" --valid-out /dev/null --invalid-out /dev/null c.ndjson)
check "two outputs /dev/null: not refused ($code)" test "$code" = 0

# Written whole, then renamed: the file a run makes is what stdout would show; exit 1 keeps it;
# an existing file's permission bits stay, a new one's follow the umask.
"$bin/replay-filter" c.ndjson > expected.ndjson
echo old > y.ndjson; chmod 600 y.ndjson
code=$(code_of "$bin/replay-filter" -o y.ndjson c.ndjson)
check "-o: exit 0 ($code)" test "$code" = 0
check "-o: the records" cmp -s y.ndjson expected.ndjson
check "-o: mode 600 kept" test "$(stat -c %a y.ndjson)" = 600
code=$(umask 022; code_of "$bin/replay-filter" --valid-out v.ndjson c.ndjson)
check "--valid-out: the records" cmp -s v.ndjson expected.ndjson
check "--valid-out: mode 644 under umask 022" test "$(stat -c %a v.ndjson)" = 644
code=$(code_of "$bin/replay-filter" --invalid-out bad.ndjson "$root/samples/invalid/diloti-build-without-card.json")
check "exit 1 keeps the output ($code)" test "$code" = 1 -a -s bad.ndjson
# An input that can't be read (exit 2): the old file stays, nothing else is left.
echo old > z.ndjson
before=$(ls_dir .)
code=$(code_of "$bin/replay-filter" -o z.ndjson --valid-out w.ndjson c.ndjson missing.ndjson)
check "unreadable input: exit 2 ($code)" test "$code" = 2
check "unreadable input: old -o file stays" test "$(cat z.ndjson)" = old
check "unreadable input: no file made" test "$before" = "$(ls_dir .)"
# Interrupted (SIGTERM) while reading: the temporary file goes, the old file stays.
before=$(ls_dir .)
{ cat c.ndjson; sleep 3; } | "$bin/replay-filter" -o z.ndjson 2> /dev/null & pid=$!
sleep 1; kill -TERM "$pid"; wait "$pid"; code=$?
check "SIGTERM: killed by it ($code)" test "$code" = 143
check "SIGTERM: the old file stays" test "$(cat z.ndjson)" = old
check "SIGTERM: no temporary file left" test "$before" = "$(ls_dir .)"
# A write past ulimit -f (exit 2): the old file stays whole, no temporary file is left.
for i in $(seq 1 40); do cat c.ndjson; done > big.ndjson
before=$(ls_dir .)
for cmd in "replay-filter -o z.ndjson" "replay-filter --valid-out z.ndjson" "replay-review -o z.ndjson" "replay-score -o z.ndjson"; do
  code=$(ulimit -f 64; code_of "$bin/"$cmd big.ndjson)
  check "ulimit -f, $cmd: exit 2 ($code)" test "$code" = 2
  check "ulimit -f, $cmd: the old file stays" test "$(cat z.ndjson)" = old
  check "ulimit -f, $cmd: no temporary file left" test "$before" = "$(ls_dir .)"
done
# A full disk, and a read-only one, where this user may mount a small tmpfs.
if mkdir disk && mount -t tmpfs -o size=600k tmpfs disk 2> /dev/null; then
  cp s.db disk/; echo old > disk/z.ndjson
  head -c 10M /dev/zero > disk/fill 2> /dev/null
  before=$(ls_dir disk)
  for cmd in "replay-filter -o disk/z.ndjson" "replay-filter --valid-out disk/z.ndjson" "replay-review -o disk/z.ndjson"; do
    code=$(code_of "$bin/"$cmd big.ndjson)
    check "full disk, $cmd: exit 2 ($code)" test "$code" = 2
    check "full disk, $cmd: the old file stays" test "$(cat disk/z.ndjson)" = old
    check "full disk, $cmd: no temporary file left" test "$before" = "$(ls_dir disk)"
  done
  code=$(code_of "$bin/replay-stats" --db disk/s.db games)
  check "full disk: replay-stats reads the store ($code)" test "$code" = 0
  check "full disk: the store's games" has "$tmp/out" "matches"
  rm -f disk/fill disk/s.db-*; mount -o remount,ro disk
  code=$(code_of "$bin/replay-stats" --db disk/s.db games)
  check "read-only file system: replay-stats reads the store ($code)" test "$code" = 0
  umount disk
else
  echo "skip full disk: can't mount a tmpfs here"
fi

# 11. replay-gen's numbers: --seed a whole number in 0..2^64-1, -n positive, clear messages.
for seed in -1 18446744073709551616 1e3 1.5 0x10 " 5"; do
  code=$(code_of "$bin/replay-gen" -g diloti --seed "$seed")
  check "--seed '$seed': exit 2 ($code)" test "$code" = 2
  check "--seed '$seed': nothing written" test ! -s "$tmp/out"
  check "--seed '$seed': says why" has "$tmp/err" "not a whole number from 0 to 18446744073709551615"
done
code=$(code_of "$bin/replay-gen" -g diloti --seed 18446744073709551615)
check "--seed 2^64-1: exit 0 ($code)" test "$code" = 0
"$bin/replay-gen" -g diloti --seed 18446744073709551614 > "$tmp/gen2"
check "--seed 2^64-1 and 2^64-2 differ" differs "$tmp/out" "$tmp/gen2"
for n in -1 0 1.5; do
  code=$(code_of "$bin/replay-gen" -g diloti -n "$n")
  check "-n $n: exit 2 ($code)" test "$code" = 2
  check "-n $n: a short message" test "$(wc -c < "$tmp/err")" -lt 200
done

# 12. A --db that is no SQLite file: a clear message without SQL, the file unchanged.
printf 'these are my notes, not a database; %0200d\n' 0 > notes.txt
notes_sum=$(sha256sum < notes.txt)
for cmd in "replay-import --db notes.txt c.ndjson" "replay-stats --db notes.txt games" "replay-import --db notes.txt --export"; do
  code=$(code_of "$bin/"$cmd)
  check "$cmd: exit 2 ($code)" test "$code" = 2
  check "$cmd: says it is no SQLite file" has "$tmp/err" "not an SQLite database"
  check "$cmd: no SQL" bash -c "! grep -qi 'select\|pragma' '$tmp/err'"
  check "$cmd: unchanged" test "$notes_sum" = "$(sha256sum < notes.txt)"
done
cd "$root"

# 13. A --players-map is input too, bounded like a record: a FIFO no longer blocks, /dev/zero no
#     longer fills memory, a map over --max-record-bytes is refused; a good map still works.
mkfifo "$tmp/map.fifo"
printf 'Nick\tNikos\n' > "$tmp/map.tsv"
python3 -c "import sys; sys.stdout.write('a\tb\n' * 600)" > "$tmp/big-map.tsv"
sheet=samples/diloti/score-sheet-4p.json
for map in "$tmp/map.fifo" /dev/zero; do
  code=$(code_of timeout 20 "$bin/replay-score" --standings --players-map "$map" $sheet)
  check "--players-map $map: exit 2 ($code)" test "$code" = 2
  check "--players-map $map: not a regular file" has "$tmp/err" "not a regular file"
done
code=$(code_of timeout 20 "$bin/replay-score" --standings --max-record-bytes 1000 \
         --players-map "$tmp/big-map.tsv" $sheet)
check "--players-map over --max-record-bytes: exit 2 ($code)" test "$code" = 2
check "--players-map over --max-record-bytes: the size limit" has "$tmp/err" "over the size limit"
code=$(code_of timeout 20 "$bin/replay-score" --standings --players-map "$tmp/map.tsv" $sheet)
check "--players-map, a good map: exit 0 ($code)" test "$code" = 0

# 14. A --files-from list may be a stream (find | tool --files-from -), so it is not sized up
#     front; instead each line is bounded by PATH_MAX and may hold no NUL. /dev/zero or a binary
#     file used to be read as one endless line until memory ran out; now it is exit 2 at once, in
#     bounded memory. A list of good paths, with CRLF and empty lines, still works.
one=samples/diloti/score-sheet-4p.json
# (Memory bounded by ulimit -v, but in an ASan build, whose address space is not the tool's.)
for list in /dev/zero "$bin/replay-validate"; do
  if [ -z "$sanitized" ]; then
    code=$(ulimit -v 300000; code_of timeout 20 "$bin/replay-validate" --files-from "$list")
  else
    code=$(code_of timeout 20 "$bin/replay-validate" --files-from "$list")
  fi
  check "--files-from $list: exit 2 ($code)" test "$code" = 2
  check "--files-from $list: not a path" has "$tmp/err" "not a path"
done
code=$(python3 -c "print('a' * 5000)" 2> /dev/null | code_of timeout 20 "$bin/replay-validate" --files-from -)
check "--files-from - with a 5000-byte line: exit 2 ($code)" test "$code" = 2
check "--files-from - with a 5000-byte line: names the line" has "$tmp/err" "line 1 is longer than 4096 bytes"
code=$(printf '%s\r\n\n%s' "$one" "$one" | code_of timeout 20 "$bin/replay-validate" --files-from -)
check "--files-from -, CRLF and empty lines: exit 0 ($code)" test "$code" = 0

# 15. A usage error repeats what was typed: an argument holding a terminal escape is shown
#     escaped (\x1B), never sent to the terminal raw (the old binary printed the ESC byte).
code=$(code_of "$bin/replay-validate" "$(printf -- '--no\033[2Jx')")
check "usage error with an escape in the argument: exit 2 ($code)" test "$code" = 2
check "usage error: the escape shown as text" has "$tmp/err" 'no\\x1B\[2Jx'
check "usage error: no raw ESC byte" test -z "$(tr -d -c '\033' < "$tmp/err")"

exit $fail
