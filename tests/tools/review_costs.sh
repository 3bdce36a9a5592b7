#!/usr/bin/env bash
# The distribution of review costs that replay-review's grade thresholds come from (issue #29;
# replay-review(1), GRADES): random legal matches of every game form (replay-gen) and the bundled
# samples, reviewed; for each game, the share of moves that cost anything, the quartiles and
# upper percentiles of those costs, and the share of moves each grade takes with the current
# thresholds. A measurement, not a test: it prints numbers.
# Usage: tests/tools/review_costs.sh [BIN_DIR]   (from the repository root; build/bin by default)
set -euo pipefail
bin=${1:-build/bin}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for form in "diloti -p 2" "diloti -p 4" "bourlot" "pilotta" "tute -p 2" "tute -p 4"; do
  name=$(echo "$form" | tr -d ' -')
  # shellcheck disable=SC2086  # the form is the game and its options
  "$bin/replay-gen" --game $form -n 6 --hands 4 --seed 7 > "$dir/gen-$name.ndjson"
  "$bin/replay-review" --no-players "$dir/gen-$name.ndjson" > "$dir/rev-gen-$name.ndjson"
done
for game in diloti bourlot pilotta tute; do
  "$bin/replay-review" --no-players "samples/$game" > "$dir/rev-sample-$game.ndjson" || true
done
python3 - "$dir"/rev-*.ndjson <<'PY'
import json, sys
grades = ("inaccuracy", "mistake", "blunder")
by_game = {}
for path in sys.argv[1:]:
    game = next(g for g in ("diloti", "bourlot", "pilotta", "tute") if g in path)
    costs = by_game.setdefault(game, {"costs": [], "grades": {}})
    for line in open(path):
        d = json.loads(line)
        if d["type"] not in ("move", "take"):
            continue
        costs["costs"].append(d["cost"])
        costs["grades"][d["grade"]] = costs["grades"].get(d["grade"], 0) + 1
def pct(v, q):
    return v[min(len(v) - 1, int(q * len(v)))]
for game, c in sorted(by_game.items()):
    n = len(c["costs"])
    nz = sorted(x for x in c["costs"] if x > 0)
    print(f"{game}: {n} moves, {len(nz)} cost anything ({100 * len(nz) / n:.0f} %); of those "
          f"p25 {pct(nz, .25)}, median {pct(nz, .5)}, p75 {pct(nz, .75)}, p90 {pct(nz, .9)}, "
          f"p95 {pct(nz, .95)}, max {nz[-1]}; graded "
          + ", ".join(f"{g} {100 * c['grades'].get(g, 0) / n:.1f} %" for g in grades))
PY
