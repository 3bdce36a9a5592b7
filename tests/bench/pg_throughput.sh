#!/usr/bin/env bash
# The PostgreSQL store's rows of the benchmark (issue #27), beside tests/bench/throughput.sh:
#   tests/store/pg_cluster.sh tests/bench/pg_throughput.sh [BIN]
# (or with REPLAY_PG set to a server of your own; BIN a Release build's bin/, build/bin by default)
#  - a fresh import into PostgreSQL and into SQLite of the same corpora (throughput.sh's: seeded
#    replay-gen matches of every form, about HANDS hands each, 10 000 by default);
#  - 4 importers at once into one PostgreSQL store, of inputs that overlap: every record once;
#  - replay-stats xeri --by player over a store of STATS_HANDS Diloti hands (100 000 by default;
#    the issue's target is a million, which takes long to import here) against the server's own
#    select count(*) over the per-seat rows.
# Times are wall-clock seconds, best of RUNS (3): the server's work is in another process, so the
# importer's CPU time would leave it out. On a loaded machine only ratios of one run mean
# anything, and even they are noisy.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${1:-build/bin}")
hands_wanted=${HANDS:-10000}
runs=${RUNS:-3}
stats_hands=${STATS_HANDS:-100000}
forms=${FORMS:-diloti:2 diloti:4 bourlot:4 pilotta:4 tute:2 tute:3 tute:4}
data=${BENCH_DIR:-/tmp/replay-bench}
: "${REPLAY_PG:?run me under tests/store/pg_cluster.sh, or set REPLAY_PG}"
mkdir -p "$data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sql() { psql "$REPLAY_PG dbname=$1" -XAtq -v ON_ERROR_STOP=1 -c "$2"; }
fresh_db() { local n="b$(date +%s%N)"; sql postgres "CREATE DATABASE $n" > /dev/null; echo "$n"; }
now() { date +%s.%N; }
# best of $runs: seconds of `$2` after `$1` (the preparation, untimed) each time
best() {
  local prepare=$1 command=$2 b=999999 s t
  for _ in $(seq "$runs"); do
    eval "$prepare"
    s=$(now)
    eval "$command"
    t=$(echo "$(now) - $s" | bc -l)
    b=$(echo "if ($t < $b) $t else $b" | bc -l)
  done
  echo "$b"
}
corpus() {  # as throughput.sh makes them (same seed, same files when BENCH_DIR is shared)
  local game=${1%:*} players=${1#*:} want=$2
  local file="$data/$game-${players}p-$want.ndjson"
  [ -s "$file" ] || "$bin/replay-gen" --game "$game" --players "$players" --hands 12 --seed 1 \
    --with-results -n $(( (want + 8) / 9 )) > "$file"
  echo "$file"
}

echo "binaries: $bin; wall seconds, best of $runs"
printf '  %-12s %10s %10s %8s\n' form sqlite postgres "pg/sqlite"
total_s=0 total_p=0
for form in $forms; do
  file=$(corpus "$form" "$hands_wanted")
  s=$(best 'rm -f "$work/s.db"*' "\"$bin/replay-import\" -q --db \"$work/s.db\" \"$file\"")
  p=$(best 'db=$(fresh_db)' "\"$bin/replay-import\" -q --db \"\$REPLAY_PG dbname=\$db\" \"$file\"")
  printf '  %-12s %10.3f %10.3f %8.2f\n' "$form" "$s" "$p" "$(echo "$p / $s" | bc -l)"
  total_s=$(echo "$total_s + $s" | bc -l)
  total_p=$(echo "$total_p + $p" | bc -l)
done
printf '  %-12s %10.3f %10.3f %8.2f   (fresh import, target <= 1: NOT MET if above)\n' all \
  "$total_s" "$total_p" "$(echo "$total_p / $total_s" | bc -l)"

# 4 importers at once, overlapping inputs (each a half of the corpus, shifted by a quarter).
file=$(corpus diloti:4 "$hands_wanted")
lines=$(wc -l < "$file")
for i in 0 1 2 3; do
  awk -v i=$i -v n="$lines" '{ q = int((NR - 1) * 4 / n) } q == i || q == (i + 1) % 4' "$file" > "$work/part$i"
done
db=$(fresh_db)
s=$(now)
for i in 0 1 2 3; do "$bin/replay-import" -q --batch 100 --db "$REPLAY_PG dbname=$db" "$work/part$i" & done
wait
t=$(echo "$(now) - $s" | bc -l)
stored=$(sql "$db" "SELECT count(*) FROM records")
distinct=$(sql "$db" "SELECT count(DISTINCT hash) FROM records")
printf '  4 importers at once: %.3f s, %d records stored (%d distinct) of %d: %s\n' "$t" "$stored" \
  "$distinct" "$lines" "$([ "$stored" = "$lines" ] && [ "$distinct" = "$lines" ] && echo "nothing lost, nothing twice" || echo "WRONG")"

if [ "$stats_hands" -gt 0 ]; then
  file="$data/diloti-4p-stats-$stats_hands.ndjson"
  [ -s "$file" ] || "$bin/replay-gen" --game diloti --players 4 --hands 12 --seed 2 \
    -n $(( (stats_hands + 11) / 12 )) > "$file"
  db=$(fresh_db)
  "$bin/replay-import" -q --batch 1000 -j2 --db "$REPLAY_PG dbname=$db" "$file"
  sql "$db" "VACUUM ANALYZE"
  hands=$(sql "$db" "SELECT count(*) FROM hands")
  stats_t=$(best : "\"$bin/replay-stats\" --db \"\$REPLAY_PG dbname=$db\" xeri --by player > /dev/null")
  count_t=$(best : "sql $db 'SELECT count(*) FROM hand_seats' > /dev/null")
  printf '  %-44s %8.3f s\n' "replay-stats xeri --by player ($hands hands)" "$stats_t"
  printf '  %-44s %8.3f s\n' "psql select count(*) from hand_seats" "$count_t"
  printf '  ratio %.2f (target <= 3)\n' "$(echo "$stats_t / $count_t" | bc -l)"
fi
