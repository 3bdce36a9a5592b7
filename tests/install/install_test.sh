#!/usr/bin/env bash
# cmake --install into a temporary prefix, then use what was installed as a user would: every
# tool runs from PREFIX/bin, `man -M PREFIX/share/man` finds the pages, the completion loads, and
# a ten-line program builds against the installed CMake package and against pkg-config.
# Usage: install_test.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" > /dev/null

for tool in replay-validate replay-score replay-show replay-gen replay-import replay-stats \
            replay-filter replay-diff replay-review; do
  [ -x "$prefix/bin/$tool" ] || { echo "FAIL: $tool not installed in bin/"; exit 1; }
  [ -f "$prefix/share/man/man1/$tool.1" ] || { echo "FAIL: no man page for $tool"; exit 1; }
  [ -f "$prefix/share/bash-completion/completions/$tool" ] || { echo "FAIL: no completion for $tool"; exit 1; }
done
[ -f "$prefix/share/replay/profiles/diloti/kk.json" ] || { echo "FAIL: profiles not installed"; exit 1; }
grep -q "^pilotta/vida " <<<"$("$prefix/bin/replay-validate" --list-profiles)" ||
  { echo "FAIL: the installed tool lists no profiles"; exit 1; }
# The message catalogues, found by the installed tool from PREFIX/bin (po/).
for lang in el es; do
  [ -f "$prefix/share/locale/$lang/LC_MESSAGES/replay.mo" ] || { echo "FAIL: no $lang catalogue"; exit 1; }
done
if locale -a 2>/dev/null | grep -qi '^es_ES\.utf-\?8$'; then
  said=$(LC_ALL= LANG=es_ES.UTF-8 "$prefix/bin/replay-validate" "$(dirname "$0")/../../samples/invalid/diloti-build-without-card.json" 2>&1 || true)
  [[ $said == *"tendría una construcción"* ]] || { echo "FAIL: the installed tool does not speak Spanish: $said"; exit 1; }
fi
[ -f "$prefix/share/man/man5/replay-notation.5" ] || { echo "FAIL: no replay-notation(5)"; exit 1; }
# The pages and the schema the build makes from the registry (tools/docgen), not their templates.
! grep -l "@GAMES@\|@every-game\|@some-game" "$prefix"/share/man/man*/* ||
  { echo "FAIL: a man page installed unmade"; exit 1; }
schema="$prefix/share/replay/schema/notation.schema.json"
cmp -s "$schema" "$build/schema/notation.schema.json" && [ "$(jq '.allOf | length' "$schema")" -gt 0 ] ||
  { echo "FAIL: $schema is not the schema with the games"; exit 1; }
[ -f "$prefix/include/replay/core/card.h" ] || { echo "FAIL: headers not under include/replay/"; exit 1; }
"$prefix/bin/replay-gen" -g tute -p 3 --with-results | "$prefix/bin/replay-validate"

page=$(MANPAGER=cat MANWIDTH=80 man -M "$prefix/share/man" replay-validate 2>&1)
grep -qE "check +recorded +card +game" <<<"$page" || { echo "FAIL: man -M: $page" | head -5; exit 1; }

# The completion offers the tool's options.
completion=$(PATH="$prefix/bin:$PATH" bash -c "
  source '$prefix/share/bash-completion/completions/replay-gen'
  COMP_WORDS=(replay-gen --with-r); COMP_CWORD=1; _replay_tool; echo \"\${COMPREPLY[*]}\"")
[ "$completion" = "--with-results" ] || { echo "FAIL: completion gave '$completion'"; exit 1; }
completion=$(PATH="$prefix/bin:$PATH" bash -c "
  source '$prefix/share/bash-completion/completions/replay-validate'
  COMP_WORDS=(replay-validate --format ''); COMP_CWORD=2; _replay_tool; echo \"\${COMPREPLY[*]}\"")
[ "$completion" = "text json" ] || { echo "FAIL: --format completed to '$completion'"; exit 1; }

# A consumer: generate a match, replay it, print its score.
mkdir "$prefix/consumer"
cat > "$prefix/consumer/main.cc" <<'CC'
#include <random>
#include <fmt/format.h>
#include "engine/outcome_json.h"
#include "engine/replay.h"
#include "generate/generate.h"
int main() {
  std::mt19937_64 rng(3);
  replay::RecordReader reader(replay::GenerateMatch("diloti", nlohmann::json::object(), {}, rng).dump(), "consumer");
  replay::ReplayOptions options;
  options.want_results = true;
  replay::ReplayInput(reader, options, [](const replay::RecordReport& r) { fmt::print("{} {}\n", r.valid(), replay::ResultJson(*r.outcome).dump()); });
}
CC
cat > "$prefix/consumer/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(consumer LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 20)
find_package(replay REQUIRED)
add_executable(consumer main.cc)
target_link_libraries(consumer PRIVATE replay::replay)
CM
cmake -S "$prefix/consumer" -B "$prefix/consumer/build" -DCMAKE_PREFIX_PATH="$prefix" > /dev/null
cmake --build "$prefix/consumer/build" > /dev/null
result=$("$prefix/consumer/build/consumer")
grep -q '^true {"score":\[' <<<"$result" || { echo "FAIL: consumer printed '$result'"; exit 1; }

# The same program through pkg-config.
pcdir=$(dirname "$(find "$prefix" -name replay.pc)")
g++ -std=c++20 "$prefix/consumer/main.cc" -o "$prefix/consumer/pc" \
  $(PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs replay)
[ "$("$prefix/consumer/pc")" = "$result" ] || { echo "FAIL: pkg-config build differs"; exit 1; }
echo "install: tools, man pages, completions, headers, CMake package and pkg-config work"
