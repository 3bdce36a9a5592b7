#!/usr/bin/env bash
# The PostgreSQL store against a real server (issue #27), run inside tests/store/pg_cluster.sh
# (which starts a throw-away cluster and sets REPLAY_PG):
#   tests/store/pg_cluster.sh tests/store/pg_test.sh BIN_DIR [SECTION]...
# Sections (all by default): stats, roundtrip, foreign, crash, concurrent.
#   stats       replay-stats prints byte for byte the same from both backends: every statistic,
#               grouping and format, filters, on the samples and the conformance corpora
#   roundtrip   --export from either store imported into the other: the same records and stats
#   foreign     a database holding other tables is refused untouched; --pg-schema makes room
#   crash       kill -9 during import, 20 trials: whole batches only, and a re-import completes
#   concurrent  4 importers of overlapping inputs at once: every record once
set -uo pipefail
bin=$(cd "${1:?usage: $0 BIN_DIR [SECTION]...}" && pwd)
shift
sections=${*:-stats roundtrip foreign crash concurrent}
root=$(cd "$(dirname "$0")/../.." && pwd)
shared=$root/../shared
: "${REPLAY_PG:?run me under tests/store/pg_cluster.sh}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
sql() { psql "$REPLAY_PG dbname=$1" -XAtq -v ON_ERROR_STOP=1 -c "$2"; }
fresh_db() {  # a new empty database; prints its connection string (called in $(...): no counter)
  local name
  name=t$(date +%s%N)$RANDOM
  sql postgres "CREATE DATABASE $name" > /dev/null
  echo "$REPLAY_PG dbname=$name"
}

# Every statistic × grouping × format (+ long layouts and filters) from two stores, compared.
# FORMATS (all four by default) narrows the formats: the roundtrip asks whether the stores hold
# the same numbers, which JSON shows exactly; how each format prints them is the stats section's.
compare_stats() {  # A B what [FORMATS]
  local a=$1 b=$2 what=$3 formats=${4:-text csv json svg} n=0 bad=0 st by f args
  local -a extra=("" "--layout long" "--min-n 3 --sort hands:asc" "--since 2020-01-01 --until 2030-12-31")
  for st in xeri points contracts declarations tute wins games accuracy; do
    for by in "" player side pair event game variant; do
      for f in $formats; do
        for args in "${extra[@]}"; do
          # The layouts and filters once per statistic and grouping (text), every format plain.
          [[ -n "$args" && "$f" != text ]] && continue
          [[ "$args" == --min-n* && "$st" != xeri && "$st" != points && "$st" != tute && "$st" != declarations ]] && continue
          n=$((n + 1))
          # shellcheck disable=SC2086
          "$bin/replay-stats" --db "$a" "$st" ${by:+--by $by} -f "$f" $args > "$work/a" 2>&1; echo "rc=$?" >> "$work/a"
          # shellcheck disable=SC2086
          "$bin/replay-stats" --db "$b" "$st" ${by:+--by $by} -f "$f" $args > "$work/b" 2>&1; echo "rc=$?" >> "$work/b"
          if ! cmp -s "$work/a" "$work/b"; then
            bad=$((bad + 1))
            fail "$what: replay-stats $st --by '$by' -f $f $args differs"
            diff "$work/a" "$work/b" | head -6 >&2
          fi
        done
      done
    done
  done
  # Filters that name players, events, games, tags and rules (from the store itself).
  local player event
  player=$(sql_store_value "$b" "SELECT min(name) FROM players")
  event=$(sql_store_value "$b" "SELECT min(event) FROM records WHERE valid = 1")
  for args in "--player $player" "--event $event" "--game diloti --game tute" "--player nobody-at-all" \
              "--rule players=4" "--tag site=nowhere"; do
    for st in xeri wins contracts tute games; do
      n=$((n + 1))
      read -ra words <<< "$args"
      "$bin/replay-stats" --db "$a" "$st" --by player "${words[@]}" > "$work/a" 2>&1; echo "rc=$?" >> "$work/a"
      "$bin/replay-stats" --db "$b" "$st" --by player "${words[@]}" > "$work/b" 2>&1; echo "rc=$?" >> "$work/b"
      cmp -s "$work/a" "$work/b" || { bad=$((bad + 1)); fail "$what: replay-stats $st $args differs"; diff "$work/a" "$work/b" | head -6 >&2; }
    done
  done
  [[ $bad -eq 0 ]] && pass "$what: $n replay-stats outputs identical"
}
sql_store_value() {  # CONNINFO SQL: one value from a PostgreSQL store
  psql "$1" -XAtq -c "$2" | head -n 1
}

import_both() {  # name flags inputs... : a SQLite store and a PostgreSQL one of the same inputs
  local name=$1 flags=$2
  shift 2
  # shellcheck disable=SC2086
  "$bin/replay-import" -q $flags --keep-invalid --db "$work/$name.db" "$@"
  local pg
  pg=$(fresh_db)
  # shellcheck disable=SC2086
  "$bin/replay-import" -q $flags --keep-invalid --db "$pg" "$@"
  echo "$pg"
}

if [[ " $sections " == *" stats "* ]]; then
  # The samples reviewed (accuracy); the conformance corpus, larger, without the review's solver.
  pg=$(import_both samples --review "$root"/samples/*/*.json)
  compare_stats "$work/samples.db" "$pg" samples
  pg=$(import_both conformance "" "$shared"/conformance/*.ndjson "$shared"/conformance-house-rules/*.ndjson)
  compare_stats "$work/conformance.db" "$pg" conformance
fi

if [[ " $sections " == *" roundtrip "* ]]; then
  "$bin/replay-import" -q --db "$work/rt.db" "$root"/samples/*/*.json "$shared"/conformance/*.valid.ndjson
  pg=$(fresh_db)
  "$bin/replay-import" -q --db "$work/rt.db" --export | "$bin/replay-import" -q --db "$pg" - \
    || fail "roundtrip: SQLite --export | replay-import --db PostgreSQL"
  "$bin/replay-import" --db "$work/rt.db" --export > "$work/from-sqlite"
  "$bin/replay-import" --db "$pg" --export > "$work/from-pg"
  cmp -s "$work/from-sqlite" "$work/from-pg" && pass "roundtrip: SQLite → PostgreSQL, the same records" \
    || fail "roundtrip: SQLite → PostgreSQL exports differ"
  compare_stats "$work/rt.db" "$pg" "roundtrip SQLite → PostgreSQL" json
  "$bin/replay-import" -q --db "$pg" --export | "$bin/replay-import" -q --db "$work/back.db" - \
    || fail "roundtrip: PostgreSQL --export | replay-import --db SQLite"
  "$bin/replay-import" --db "$work/back.db" --export > "$work/back"
  cmp -s "$work/from-pg" "$work/back" && pass "roundtrip: PostgreSQL → SQLite, the same records" \
    || fail "roundtrip: PostgreSQL → SQLite exports differ"
  compare_stats "$work/back.db" "$pg" "roundtrip PostgreSQL → SQLite" json
  # A URI names the same database as the key=value string.
  uri="postgresql://$REPLAY_PG_USER@/${pg##*dbname=}?host=$REPLAY_PG_DIR&port=$REPLAY_PG_PORT"
  "$bin/replay-import" --db "$uri" --export | cmp -s - "$work/from-pg" \
    && pass "roundtrip: a postgresql:// URI reads the same store" || fail "roundtrip: the URI reads another store"
fi

if [[ " $sections " == *" foreign "* ]]; then
  pg=$(fresh_db)
  sql "${pg##*dbname=}" "CREATE TABLE accounts (id int PRIMARY KEY, name text); INSERT INTO accounts VALUES (1, 'ana')"
  before=$(pg_dump -d "$pg" -s 2> /dev/null | grep -v restrict; sql "${pg##*dbname=}" "SELECT * FROM accounts")
  "$bin/replay-import" --db "$pg" "$root"/samples/diloti/*.json > /dev/null 2> "$work/err"
  rc=$?
  after=$(pg_dump -d "$pg" -s 2> /dev/null | grep -v restrict; sql "${pg##*dbname=}" "SELECT * FROM accounts")
  if [[ $rc -eq 2 && "$before" == "$after" ]] && grep -q "not a replay store" "$work/err" \
     && grep -q -- "--pg-schema" "$work/err"; then
    pass "foreign: a database with other tables is refused untouched: $(head -c 160 "$work/err")"
  else
    fail "foreign: rc=$rc, changed=$([[ "$before" == "$after" ]] && echo no || echo yes): $(cat "$work/err")"
  fi
  "$bin/replay-stats" --db "$pg" xeri > /dev/null 2>&1
  [[ $? -eq 2 ]] && pass "foreign: replay-stats refuses it too" || fail "foreign: replay-stats read it"
  # --pg-schema puts the store beside the other tables, leaving them alone.
  "$bin/replay-import" -q --db "$pg" --pg-schema replay "$root"/samples/diloti/*.json \
    || fail "foreign: --pg-schema replay"
  "$bin/replay-import" -q --db "$work/d.db" "$root"/samples/diloti/*.json
  "$bin/replay-stats" --db "$pg" --pg-schema replay xeri --by player > "$work/a" 2>&1
  "$bin/replay-stats" --db "$work/d.db" xeri --by player > "$work/b" 2>&1
  cmp -s "$work/a" "$work/b" && [[ "$(sql "${pg##*dbname=}" "SELECT count(*) FROM accounts")" == 1 ]] \
    && pass "foreign: --pg-schema keeps the store in its own schema" || fail "foreign: --pg-schema"
  # A replay_store table of another application is not ours either.
  pg=$(fresh_db)
  sql "${pg##*dbname=}" "CREATE TABLE replay_store (application text, version bigint); INSERT INTO replay_store VALUES ('other', 1)"
  "$bin/replay-import" --db "$pg" "$root"/samples/diloti/*.json > /dev/null 2>&1
  [[ $? -eq 2 && "$(sql "${pg##*dbname=}" "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")" == 1 ]] \
    && pass "foreign: another application's replay_store is refused" || fail "foreign: another replay_store"
  # A read of an empty database makes nothing.
  pg=$(fresh_db)
  "$bin/replay-stats" --db "$pg" xeri > /dev/null 2> "$work/err"
  [[ $? -eq 2 && "$(sql "${pg##*dbname=}" "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")" == 0 ]] \
    && pass "foreign: replay-stats on an empty database writes nothing" || fail "foreign: replay-stats wrote: $(cat "$work/err")"
  # The roles of README and replay-import(1): a writer with only its schema's privileges imports
  # (the schema exists: no CREATE on the database), a reader with SELECT only reads, and can't write.
  pg=$(fresh_db)
  db=${pg##*dbname=}
  sql "$db" "CREATE ROLE w_$db LOGIN; CREATE ROLE r_$db LOGIN; CREATE SCHEMA replay;
             GRANT USAGE, CREATE ON SCHEMA replay TO w_$db; GRANT USAGE ON SCHEMA replay TO r_$db;
             ALTER DEFAULT PRIVILEGES FOR ROLE w_$db IN SCHEMA replay GRANT SELECT ON TABLES TO r_$db"
  at="host=$REPLAY_PG_DIR port=$REPLAY_PG_PORT dbname=$db"
  "$bin/replay-import" -q --db "$at user=w_$db" --pg-schema replay "$root"/samples/diloti/*.json \
    || fail "roles: a writer with the schema's privileges only"
  "$bin/replay-stats" --db "$at user=r_$db" --pg-schema replay xeri --by player > "$work/a" 2>&1
  "$bin/replay-stats" --db "$work/d.db" xeri --by player > "$work/b" 2>&1
  cmp -s "$work/a" "$work/b" && pass "roles: a reader with SELECT only reads the same" \
    || fail "roles: reader: $(cat "$work/a")"
  "$bin/replay-import" -q --db "$at user=r_$db" --pg-schema replay "$root"/samples/tute/*.json 2> /dev/null
  [[ $? -eq 2 ]] && pass "roles: the reader can't write" || fail "roles: the reader wrote"
  # A server that is not there: exit 2 with the reason, and no password in it.
  "$bin/replay-stats" --db "host=$REPLAY_PG_DIR port=1 password=s3cret dbname=x" xeri > /dev/null 2> "$work/err"
  [[ $? -eq 2 ]] && grep -q "can't connect" "$work/err" && ! grep -q s3cret "$work/err" \
    && pass "foreign: no server is exit 2, the password not shown" || fail "foreign: no server: $(cat "$work/err")"
fi

# A corpus of distinct records for the crash and concurrency tests.
corpus() {
  [[ -s "$work/corpus.ndjson" ]] && return
  { "$bin/replay-gen" --game diloti --players 4 --hands 6 --seed 7 --with-results -n 150
    "$bin/replay-gen" --game pilotta --players 4 --hands 4 --seed 7 --with-results -n 100
    "$bin/replay-gen" --game tute --players 3 --hands 3 --seed 7 --with-results -n 50
  } > "$work/corpus.ndjson"
  "$bin/replay-import" -q --db "$work/corpus.db" "$work/corpus.ndjson"
  "$bin/replay-import" --db "$work/corpus.db" --export | sort > "$work/corpus.export"
}

if [[ " $sections " == *" crash "* ]]; then
  corpus
  total=$(wc -l < "$work/corpus.ndjson")
  batch=10
  whole=0
  for trial in $(seq 1 20); do
    pg=$(fresh_db)
    "$bin/replay-import" -q --batch $batch --db "$pg" "$work/corpus.ndjson" &
    pid=$!
    sleep "0.$(( (trial * 37) % 90 + 5 ))"
    kill -9 "$pid" 2> /dev/null
    wait "$pid" 2> /dev/null
    db=${pg##*dbname=}
    stored=$(sql "$db" "SELECT count(*) FROM records" 2> /dev/null || echo 0)
    # Whole batches: a multiple of the batch, every record with all its hands and totals.
    hands_ok=$(sql "$db" "SELECT count(*) = 0 FROM records r WHERE r.hand_count <> (SELECT count(*) FROM hands h WHERE h.record_id = r.record_id)" 2> /dev/null || echo t)
    if [[ $((stored % batch)) -ne 0 && $stored -ne $total ]] || [[ "$hands_ok" != t ]]; then
      fail "crash trial $trial: $stored records stored (batch $batch), whole hands: $hands_ok"
    fi
    [[ $stored -gt 0 && $stored -lt $total ]] && whole=$((whole + 1))
    "$bin/replay-import" -q --batch $batch --db "$pg" "$work/corpus.ndjson" || fail "crash trial $trial: re-import"
    "$bin/replay-import" --db "$pg" --export | sort | cmp -s - "$work/corpus.export" \
      || fail "crash trial $trial: after the re-import the store differs from a clean import"
  done
  pass "crash: 20 kill -9 trials ($whole killed mid-import), whole batches, each re-import complete"
fi

if [[ " $sections " == *" concurrent "* ]]; then
  corpus
  total=$(wc -l < "$work/corpus.ndjson")
  # Four overlapping thirds: every record is in at least one input, most in two or more.
  for i in 0 1 2 3; do
    awk -v i=$i 'NR % 4 == i || NR % 4 == (i + 1) % 4 || (NR % 7 == i)' "$work/corpus.ndjson" > "$work/part$i.ndjson"
  done
  for round in 1 2 3; do
    pg=$(fresh_db)
    pids=()
    for i in 0 1 2 3; do
      "$bin/replay-import" -q --batch 7 --db "$pg" "$work/part$i.ndjson" 2> "$work/err$i" &
      pids+=($!)
    done
    rcs=""
    for p in "${pids[@]}"; do wait "$p"; rcs+="$? "; done
    db=${pg##*dbname=}
    stored=$(sql "$db" "SELECT count(*) FROM records")
    distinct=$(sql "$db" "SELECT count(DISTINCT hash) FROM records")
    if [[ "$rcs" == "0 0 0 0 " && $stored -eq $total && $distinct -eq $total ]] \
       && "$bin/replay-import" --db "$pg" --export | sort | cmp -s - "$work/corpus.export"; then
      pass "concurrent round $round: 4 importers, $stored records, each once"
    else
      fail "concurrent round $round: exits $rcs, $stored records ($distinct distinct) of $total: $(cat "$work"/err*)"
    fi
  done
fi

if [[ $failures -gt 0 ]]; then
  echo "$failures failure(s)" >&2
  exit 1
fi
echo "all PostgreSQL store tests passed"
