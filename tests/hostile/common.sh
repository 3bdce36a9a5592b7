# What the hostile-input scripts share (sourced by tools_test.sh, profiles_test.sh and
# review_page_test.sh, each run as SCRIPT BIN_DIR [sanitized]): their arguments as bin (made
# absolute, so that a copy run from elsewhere finds it) and sanitized, the source root as the
# working directory, a temporary directory removed at exit, and the check helpers.
set -uo pipefail
bin=$(cd "$1" && pwd) sanitized=${2:-}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
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
