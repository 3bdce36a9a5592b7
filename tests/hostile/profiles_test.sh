#!/usr/bin/env bash
# House-rule profiles within bounds (issue #24): each case is a profile that once crashed, hung
# or exhausted a tool that looked any profile up — given as --profile, or merely lying on the
# search path (REPLAY_PROFILE_PATH, the installed share/replay/profiles). Run from ctest:
#   profiles_test.sh BIN_DIR [sanitized]
# ("sanitized": an ASan build, slower, whose address space can't be bounded with ulimit -v).
# Every run is under `timeout 20`: a FIFO once blocked for ever.
source "$(dirname "$0")/common.sh"
ms_since() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
sample=samples/diloti/match-2p.json
# Sanitizers slow everything down several times; the bounds below are for a Release build.
slow=1; [ -n "$sanitized" ] && slow=4

# The bad profiles.
mkdir -p "$tmp/bad/diloti" "$tmp/good/diloti"
python3 - "$tmp" <<'EOF'
import sys
d = sys.argv[1]
def profile(rules): return '{"game": "diloti", "name": "x", "rules": %s, "source": "s"}\n' % rules
open(d + "/deep.json", "w").write(profile('{"x": ' + "[" * 100000 + "]" * 100000 + "}"))
# 300,000 keys (5.4 MB); and as many as 1 MiB holds in objects within the key limit (110,000).
open(d + "/keys300k.json", "w").write(profile("{" + ", ".join('"k%d": %d' % (i, i) for i in range(300000)) + "}"))
obj = "{" + ",".join('"%d":0' % k for k in range(10000)) + "}"
open(d + "/keys1mib.json", "w").write(profile("{" + ",".join('"o%d":%s' % (i, obj) for i in range(11)) + "}"))
# A good profile padded past the size cap with white space.
open(d + "/big.json", "w").write(profile('{"target": 61}') + " " * (2 << 20))
EOF
cp "$tmp/deep.json" "$tmp/bad/diloti/deep.json"
printf 'not json\n' > "$tmp/bad/diloti/text.json"
printf '{"game": "diloti", "name": "shape", "rules": [], "source": "s"}\n' > "$tmp/bad/diloti/shape.json"
cp "$tmp/big.json" "$tmp/bad/diloti/big.json"
mkfifo "$tmp/bad/diloti/fifo.json"
ln -s /dev/zero "$tmp/bad/diloti/zero.json"
printf '{"game": "diloti", "name": "mine", "rules": {"target": 61}, "source": "s"}\n' > "$tmp/good/diloti/mine.json"

# 1. 100,000-deep nesting as --profile: exit 2 with the reason (was SIGSEGV in a recursive dump).
code=$(code_of timeout 20 "$bin/replay-validate" --profile "$tmp/deep.json" $sample)
check "100,000 deep as --profile: exit 2 ($code)" test "$code" = 2
check "100,000 deep as --profile: the depth limit" has "$tmp/err" "deep.json:1:.*nested deeper"
code=$(code_of timeout 20 "$bin/replay-diff" --against-profile "$tmp/deep.json" $sample)
check "100,000 deep as --against-profile: exit 2 ($code)" test "$code" = 2
check "100,000 deep as --against-profile: the depth limit" has "$tmp/err" "nested deeper"

# 2. Every kind of bad profile on REPLAY_PROFILE_PATH beside a good one: the good one works, each
#    bad one is a warning naming it, and nothing blocks or crashes.
path="$tmp/bad:$tmp/good"
code=$(REPLAY_PROFILE_PATH=$path code_of timeout 20 "$bin/replay-validate" --profile mine $sample)
check "bad profiles on the path, --profile mine: exit 0 ($code)" test "$code" = 0
for f in deep text shape big fifo zero; do
  check "bad profiles on the path: $f.json named in a warning" has "$tmp/err" "warning: .*bad/diloti/$f.json"
done
check "bad profiles on the path: each said once" test "$(grep -c 'deep.json' "$tmp/err")" = 1
check "the FIFO: not a regular file" has "$tmp/err" "fifo.json: not a regular file"
check "/dev/zero: not a regular file" has "$tmp/err" "zero.json: not a regular file"
check "over the cap: the size limit" has "$tmp/err" "big.json: over the size limit"
code=$(REPLAY_PROFILE_PATH=$path code_of timeout 20 "$bin/replay-validate" --list-profiles)
check "bad profiles on the path, --list-profiles: exit 0 ($code)" test "$code" = 0
check "bad profiles on the path, --list-profiles: mine listed" has "$tmp/out" "^diloti/mine "
check "bad profiles on the path, --list-profiles: kk listed" has "$tmp/out" "^diloti/kk "
code=$(REPLAY_PROFILE_PATH=$path code_of timeout 20 "$bin/replay-diff" --profile mine --against-profile kk $sample)
check "bad profiles on the path, replay-diff: exit 1 ($code)" test "$code" = 1
code=$(REPLAY_PROFILE_PATH=$path code_of timeout 20 "$bin/replay-validate" $sample)
check "bad profiles on the path, no --profile: exit 0 ($code)" test "$code" = 0
check "bad profiles on the path, no --profile: silent" test ! -s "$tmp/err"
code=$(REPLAY_PROFILE_PATH=$path code_of timeout 20 "$bin/replay-validate" --profile deep $sample)
check "a name only a bad file has: exit 2 ($code)" test "$code" = 2
check "a name only a bad file has: unknown, and why" has "$tmp/err" "unknown profile"

# 3. The same deep profile in the installed share/replay/profiles beside the tool.
mkdir -p "$tmp/prefix/bin" "$tmp/prefix/share/replay/profiles/diloti"
cp "$bin/replay-validate" "$tmp/prefix/bin/"
cp "$tmp/deep.json" "$tmp/good/diloti/mine.json" "$tmp/prefix/share/replay/profiles/diloti/"
code=$(code_of timeout 20 "$tmp/prefix/bin/replay-validate" --profile mine $sample)
check "100,000 deep in share/replay/profiles: exit 0 ($code)" test "$code" = 0
check "100,000 deep in share/replay/profiles: a warning" has "$tmp/err" "warning: .*profiles/diloti/deep.json"

# 4. /dev/zero, a FIFO and a file over the cap as --profile: refused at once, memory bounded.
for f in /dev/zero "$tmp/bad/diloti/zero.json" "$tmp/bad/diloti/fifo.json"; do
  if [ -z "$sanitized" ]; then
    code=$(ulimit -v 400000; code_of timeout 20 "$bin/replay-validate" --profile "$f" $sample)
  else
    code=$(code_of timeout 20 "$bin/replay-validate" --profile "$f" $sample)
  fi
  check "--profile $(basename "$f"): exit 2 ($code)" test "$code" = 2
  check "--profile $(basename "$f"): not a regular file" has "$tmp/err" "not a regular file"
done
code=$(code_of timeout 20 "$bin/replay-validate" --profile "$tmp/big.json" $sample)
check "--profile over the cap: exit 2 ($code)" test "$code" = 2
check "--profile over the cap: the size limit" has "$tmp/err" "over the size limit of 1048576 bytes"

# 5. Many keys: refused at once (300,000 keys were > 30 s; 110,000 in 1 MiB were 2.7 s).
start=$(date +%s%N)
code=$(code_of timeout 20 "$bin/replay-validate" --profile "$tmp/keys300k.json" $sample)
ms=$(ms_since "$start")
check "300,000 keys: exit 2 ($code)" test "$code" = 2
check "300,000 keys: ${ms} ms" test "$ms" -lt $((2000 * slow))
start=$(date +%s%N)
code=$(code_of timeout 20 "$bin/replay-validate" --profile "$tmp/keys1mib.json" $sample)
ms=$(ms_since "$start")
check "110,000 keys in 1 MiB: exit 2 ($code)" test "$code" = 2
check "110,000 keys in 1 MiB: the first unknown option" has "$tmp/err" "no option \`o0\`"
check "110,000 keys in 1 MiB: ${ms} ms" test "$ms" -lt $((1000 * slow))

# 6. A directory the tool can't read on the path: skipped (as root every file is readable).
if [ "$(id -u)" != 0 ]; then
  mkdir -p "$tmp/locked/diloti" && cp "$tmp/good/diloti/mine.json" "$tmp/locked/diloti/other.json"
  chmod 000 "$tmp/locked/diloti/other.json"
  code=$(REPLAY_PROFILE_PATH="$tmp/locked:$tmp/good" code_of timeout 20 "$bin/replay-validate" --profile mine $sample)
  check "an unreadable profile on the path: exit 0 ($code)" test "$code" = 0
  check "an unreadable profile on the path: a warning" has "$tmp/err" "other.json: can't open"
fi

exit $fail
