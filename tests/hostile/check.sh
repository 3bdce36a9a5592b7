# What the hostile-input shell tests share (sourced by tools_test.sh and review_page_test.sh): a
# temporary directory $tmp, removed on exit, and `check NAME CONDITION...`, which prints "ok" or
# "FAIL" and NAME, and sets fail=1 when the condition fails (the test exits with $fail).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {
  local name=$1; shift
  if "$@"; then echo "ok   $name"; else echo "FAIL $name"; fail=1; fi
}
