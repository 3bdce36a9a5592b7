#!/usr/bin/env bash
# libpq is opened when a store first connects to PostgreSQL (libreplay/store/libpq.h), not linked:
# the tools that link the store are not linked to libpq, a run on a SQLite store never loads it,
# and a PostgreSQL --db does (which shows that this test sees a load when there is one). LD_DEBUG
# is glibc's dynamic linker's own trace; no server is needed (the connection fails at once).
# Usage: libpq_on_demand.sh BIN_DIR
set -uo pipefail
bin=$1
cd "$(dirname "$0")/../.."
fail=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sample=samples/diloti/match-4p.json

for tool in replay-import replay-stats replay-filter replay-review; do
  if ! needed=$(readelf -d "$bin/$tool"); then
    echo "FAIL: readelf can't read $bin/$tool"; fail=1; continue
  fi
  if grep -q 'NEEDED.*libpq' <<< "$needed"; then echo "FAIL: $tool is linked to libpq"; fail=1; fi
done

# How many times libpq is loaded by the command ($@); its exit code in $work/code.
libpq_loads() {
  LD_DEBUG=files "$@" > /dev/null 2> "$work/trace"
  echo $? > "$work/code"
  grep -c 'file=libpq\.so.*dynamically loaded\|file=libpq\.so.*needed by' "$work/trace"
}

db=$work/s.db
n=$(libpq_loads "$bin/replay-import" --db "$db" "$sample")
[ "$(cat "$work/code")" = 0 ] || { echo "FAIL: replay-import into SQLite exited $(cat "$work/code")"; fail=1; }
[ "$n" = 0 ] || { echo "FAIL: replay-import into SQLite loaded libpq"; fail=1; }
n=$(libpq_loads "$bin/replay-stats" --db "$db" xeri --by player)
[ "$(cat "$work/code")" = 0 ] || { echo "FAIL: replay-stats on SQLite exited $(cat "$work/code")"; fail=1; }
[ "$n" = 0 ] || { echo "FAIL: replay-stats on SQLite loaded libpq"; fail=1; }

# A PostgreSQL --db loads it, and says why the connection failed (no server listens there).
pg="host=$work/no-server dbname=replay"
for tool in replay-import replay-stats; do
  args=(--db "$pg"); [ "$tool" = replay-import ] && args+=("$sample") || args+=(xeri)
  n=$(libpq_loads "$bin/$tool" "${args[@]}")
  [ "$n" -ge 1 ] || { echo "FAIL: $tool --db '$pg' did not load libpq"; fail=1; }
  [ "$(cat "$work/code")" = 2 ] || { echo "FAIL: $tool --db '$pg' exited $(cat "$work/code"), not 2"; fail=1; }
  grep -q "can't connect to" "$work/trace" || { echo "FAIL: $tool --db '$pg' did not say it can't connect"; fail=1; }
done
[ "$fail" = 0 ] && echo "libpq: not linked, not loaded for SQLite, loaded for PostgreSQL"
exit "$fail"
