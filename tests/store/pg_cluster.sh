#!/usr/bin/env bash
# Runs COMMAND... against a throw-away PostgreSQL cluster of its own (issue #27): initdb into a
# fresh directory under /tmp (mktemp -d: the checkout may sit in a mode-700 directory the server's
# user can't read), as an unprivileged user (the postgres account when run as root, as CI does),
# a Unix socket in that directory and no TCP listener, on a port found free. COMMAND sees
# REPLAY_PG, a libpq connection string to the cluster's `postgres` database (trust auth for the
# cluster's own user). The cluster is stopped and removed whatever happens (trap). Without the
# server binaries this fails, saying so: the PostgreSQL tests must not pass by not running
# (`ctest -LE postgres` leaves them out instead).
#
#   tests/store/pg_cluster.sh COMMAND [ARG]...
#   PG_BIN=/usr/lib/postgresql/15/bin  (default: the newest /usr/lib/postgresql/*/bin, else PATH)
set -euo pipefail

if [[ $# -lt 1 ]]; then
  echo "usage: $0 COMMAND [ARG]..." >&2
  exit 2
fi
if [[ -z "${PG_BIN:-}" ]]; then
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1 || true)
  [[ -n "$PG_BIN" ]] || PG_BIN=$(dirname "$(command -v initdb 2> /dev/null || echo /nonexistent/initdb)")
fi
for tool in initdb pg_ctl postgres; do
  if [[ ! -x "$PG_BIN/$tool" ]]; then
    echo "$0: FAIL: the PostgreSQL server binaries are not installed ($PG_BIN/$tool is missing):" \
         "apt-get install postgresql, or leave these tests out with ctest -LE postgres" >&2
    exit 1
  fi
done

# As root the server runs as the postgres account (it refuses to run as root).
as_server=()
if [[ $(id -u) -eq 0 ]]; then
  id -u postgres > /dev/null 2>&1 || { echo "$0: FAIL: running as root and there is no postgres user" >&2; exit 1; }
  as_server=(runuser -u postgres --)
fi

dir=$(mktemp -d /tmp/replay-pg.XXXXXX)
chmod 755 "$dir"
[[ ${#as_server[@]} -eq 0 ]] || chown postgres: "$dir"
stop() {
  "${as_server[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop > /dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

# A port nobody listens on (only the socket's name uses it: there is no TCP listener).
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
user=$("${as_server[@]}" id -un)
# el_GR.UTF-8 when installed: a collation that is not byte order, so that a query that sorts by
# the database's collation rather than the store's (COLLATE "C", as SQLite) shows in the tests.
locale=C.UTF-8
locale -a 2> /dev/null | grep -qix 'el_GR.utf8' && locale=el_GR.UTF-8
"${as_server[@]}" "$PG_BIN/initdb" -D "$dir/data" -U "$user" --auth=trust --locale="$locale" \
  -E UTF8 > "$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
"${as_server[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-k $dir -p $port -c listen_addresses= -c fsync=off -c max_connections=40" start > /dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }

# A test that times out is killed by ctest with SIGKILL, which no trap sees, and the server it
# started would go on (seen: a runaway query burning a core for 15 minutes after its test was
# gone). A watchdog in a session of its own stops the cluster once this script is gone.
setsid bash -c 'while kill -0 "$1" 2> /dev/null; do sleep 1; done
  "${@:4}" "$3" -D "$2/data" -m immediate -w stop; rm -rf "$2"' \
  watchdog $$ "$dir" "$PG_BIN/pg_ctl" "${as_server[@]}" > /dev/null 2>&1 < /dev/null &

export REPLAY_PG="host=$dir port=$port user=$user dbname=postgres"
export REPLAY_PG_DIR="$dir" REPLAY_PG_BIN="$PG_BIN" REPLAY_PG_USER="$user" REPLAY_PG_PORT="$port"
status=0
"$@" || status=$?
exit "$status"
