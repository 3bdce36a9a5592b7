#!/usr/bin/env bash
# The review page bounded by its input (issue #24): a Bourlot match within every default limit,
# its four players' names 65,000 bytes each, gave a page of hundreds of megabytes at over a
# gigabyte of memory (every board repeated every name, and the page was built whole in memory).
# Its page must stay within 20 times the input and under 64 MB peak memory, for one match and
# for 2 MB of such records. Run from ctest:
#   review_page_test.sh BIN_DIR [sanitized]
# ("sanitized": an ASan build, whose memory is not the tool's: only the size is checked).
source "$(dirname "$0")/common.sh"

# Names of 65,000 bytes (under --max-string-bytes), unequal, so that the board's columns also pad
# the shorter ones: A×65000, B×40000, "<&>"-heavy text (escaped in the page's data) and Greek.
long_names='.players = [("A" * 65000), ("B" * 40000), ("<&>" * 21666), ("Ω" * 32500)]'
"$bin/replay-gen" --game bourlot --seed 7 | jq -c "$long_names" > "$tmp/one.json"
"$bin/replay-gen" --game bourlot --seed 7 -n 10 | jq -c "$long_names" > "$tmp/many.ndjson"

# review INPUT: the page's size in bytes and the peak memory in KB, "SIZE RSS"; the exit code in
# $tmp/code. A virtual-memory cap (Release only) keeps a regression from taking the machine.
review() {
  local cap=unlimited
  [ -z "$sanitized" ] && cap=4000000
  (ulimit -v "$cap"; /usr/bin/time -f '%M' -o "$tmp/rss" timeout 300 \
     "$bin/replay-review" --format html -o "$tmp/page.html" "$1" 2> "$tmp/err")
  echo $? > "$tmp/code"
  echo "$(stat -c %s "$tmp/page.html" 2> /dev/null || echo 0) $(tail -1 "$tmp/rss")"
}

for input in one.json many.ndjson; do
  in_bytes=$(stat -c %s "$tmp/$input")
  read -r page_bytes rss_kb < <(review "$tmp/$input")
  code=$(cat "$tmp/code")
  check "$input ($in_bytes bytes): exit 0 ($code)" test "$code" = 0
  check "$input: page $page_bytes bytes ≤ 20 × input" test "$page_bytes" -le $((20 * in_bytes))
  check "$input: the page is there" grep -q 'class="review-match"' "$tmp/page.html"
  if [ -z "$sanitized" ]; then
    check "$input: peak memory $rss_kb KB < 64 MB" test "$rss_kb" -lt 65536
  fi
done
# One data element per match.
check "many.ndjson: 10 matches on the page" test "$(grep -o 'class="review-match"' "$tmp/page.html" | wc -l)" = 10

exit $fail
