#!/usr/bin/env bash
# The PostgreSQL store's rows of the benchmark (issue #27), beside tests/bench/throughput.sh:
#   tests/store/pg_cluster.sh tests/bench/pg_throughput.sh [BIN]
# (or with REPLAY_PG set to a server of your own; BIN a Release build's bin/, build/bin by default)
#  - a fresh import into PostgreSQL and into SQLite of the same corpora (throughput.sh's: seeded
#    replay-gen matches of every form, about HANDS hands each, 10 000 by default);
#  - 4 importers at once into one PostgreSQL store, of inputs that overlap: every record once;
#  - replay-stats xeri --by player over a store of STATS_HANDS Diloti hands (100 000 by default;
#    the issue's target is a million: STATS_HANDS=1000000) against the server's own select
#    count(*) over the per-seat rows. Past 100 000 hands the corpus is replay-gen's 100 000 again
#    and again, each copy's records made new by a tag of their own (tags.round): generating a
#    million hands would take an hour of CPU here, and the statistic reads the rows, whatever
#    the deals.
# Times are wall-clock seconds, best of RUNS (3). METRIC=cpu (under pg_cluster.sh, which names
# the server's directory) counts CPU seconds instead, the least of RUNS: the importer's user +
# system time plus the server's (its postmaster's processes, and the backends it reaped), the
# measure that a loaded machine does not blur. Either way only the ratios of one run mean
# anything.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${1:-build/bin}")
hands_wanted=${HANDS:-10000}
runs=${RUNS:-3}
stats_hands=${STATS_HANDS:-100000}
metric=${METRIC:-wall}
forms=${FORMS:-diloti:2 diloti:4 bourlot:4 pilotta:4 tute:2 tute:3 tute:4}
data=${BENCH_DIR:-/tmp/replay-bench}
: "${REPLAY_PG:?run me under tests/store/pg_cluster.sh, or set REPLAY_PG}"
mkdir -p "$data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sql() { psql "$REPLAY_PG dbname=$1" -XAtq -v ON_ERROR_STOP=1 -c "$2"; }
fresh_db() { local n="b$(date +%s%N)"; sql postgres "CREATE DATABASE $n" > /dev/null; echo "$n"; }
now() { date +%s.%N; }
if [ "$metric" = cpu ]; then
  : "${REPLAY_PG_DIR:?METRIC=cpu reads the CPU time of the server: run me under tests/store/pg_cluster.sh}"
  postmaster=$(head -n 1 "$REPLAY_PG_DIR/data/postmaster.pid")
  children() { ps -o pid= --ppid "$postmaster" | wc -l; }
  idle_children=$(children)
fi
# The server's CPU seconds so far: the postmaster's own and its reaped backends' (cutime,
# cstime), and its live processes'. Waits first for the backends of the client that just ended
# to be reaped, so that their time is counted once.
server_cpu() {
  local tries=0 ticks
  while [ "$(children)" -gt "$idle_children" ] && [ $tries -lt 100 ]; do sleep 0.05; tries=$((tries + 1)); done
  ticks=$({ awk '{ print $14 + $15 + $16 + $17 }' "/proc/$postmaster/stat"
            for c in $(ps -o pid= --ppid "$postmaster"); do awk '{ print $14 + $15 }' "/proc/$c/stat" 2> /dev/null; done; } | paste -sd+ | bc)
  echo "$ticks / $(getconf CLK_TCK)" | bc -l
}
# best of $runs: seconds of `$2` after `$1` (the preparation, untimed) each time; with
# METRIC=cpu the CPU seconds of the command (its processes') and of the server meanwhile
best() {
  local prepare=$1 command=$2 b=999999 s t
  for _ in $(seq "$runs"); do
    eval "$prepare"
    if [ "$metric" = cpu ]; then
      s=$(server_cpu)
      # bash's `time` counts the user and system time of the command's child processes
      { TIMEFORMAT='%3U + %3S'; time eval "$command" 2>&3; } 3>&2 2> "$work/time"
      t=$(echo "$(cat "$work/time") + $(server_cpu) - $s" | bc -l)
    else
      s=$(now)
      eval "$command"
      t=$(echo "$(now) - $s" | bc -l)
    fi
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

echo "binaries: $bin; $metric seconds, best of $runs"
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
pids=()
for i in 0 1 2 3; do "$bin/replay-import" -q --batch 100 --db "$REPLAY_PG dbname=$db" "$work/part$i" & pids+=($!); done
rcs=""
for p in "${pids[@]}"; do wait "$p" && rcs+="0 " || rcs+="$? "; done
t=$(echo "$(now) - $s" | bc -l)
stored=$(sql "$db" "SELECT count(*) FROM records")
distinct=$(sql "$db" "SELECT count(DISTINCT hash) FROM records")
printf '  4 importers at once: %.3f s, exits %s, %d records stored (%d distinct) of %d: %s\n' "$t" \
  "$rcs" "$stored" "$distinct" "$lines" "$([ "$rcs" = "0 0 0 0 " ] && [ "$stored" = "$lines" ] && \
  [ "$distinct" = "$lines" ] && echo "nothing lost, nothing twice" || echo "WRONG")"

if [ "$stats_hands" -gt 0 ]; then
  file="$data/diloti-4p-stats-$stats_hands.ndjson"
  if [ ! -s "$file" ]; then
    generated=$(( stats_hands < 100000 ? stats_hands : 100000 ))
    base="$data/diloti-4p-stats-$generated.ndjson"
    [ -s "$base" ] || "$bin/replay-gen" --game diloti --players 4 --hands 12 --seed 2 \
      -n $(( (generated + 11) / 12 )) > "$base"
    if [ "$base" != "$file" ]; then  # copies 1, 2, ...: the same matches, tagged round N
      # replay-gen's matches end before 12 hands when a side has won: count the hands
      base_hands=$(jq -c '.hands | length' "$base" | awk '{ s += $1 } END { print s }')
      left=$(( (stats_hands * $(wc -l < "$base") + base_hands - 1) / base_hands )) copy=0
      while [ "$left" -gt 0 ]; do
        take=$(wc -l < "$base")
        [ "$take" -le "$left" ] || take=$left
        if [ "$copy" -eq 0 ]; then head -n "$take" "$base"
        else head -n "$take" "$base" | sed "s/^{/{\"tags\":{\"round\":\"$copy\"},/"; fi
        left=$((left - take)) copy=$((copy + 1))
      done > "$file"
    fi
  fi
  db=$(fresh_db)
  s=$(now)
  "$bin/replay-import" -q --batch 1000 -j2 --db "$REPLAY_PG dbname=$db" "$file"
  import_t=$(echo "$(now) - $s" | bc -l)
  sql "$db" "VACUUM ANALYZE"
  hands=$(sql "$db" "SELECT count(*) FROM hands")
  stats_t=$(best : "\"$bin/replay-stats\" --db \"\$REPLAY_PG dbname=$db\" xeri --by player > /dev/null")
  count_t=$(best : "sql $db 'SELECT count(*) FROM hand_seats' > /dev/null")
  printf '  %-44s %8.3f s (wall)\n' "import of the $hands hands, -j2 --batch 1000" "$import_t"
  printf '  %-44s %8.3f s\n' "replay-stats xeri --by player ($hands hands)" "$stats_t"
  printf '  %-44s %8.3f s\n' "psql select count(*) from hand_seats" "$count_t"
  printf '  ratio %.2f (target <= 3)\n' "$(echo "$stats_t / $count_t" | bc -l)"
fi
