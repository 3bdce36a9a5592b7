#!/usr/bin/env bash
# The whole test suite, as CI runs it: a Release build with warnings as errors, then an
# AddressSanitizer + UndefinedBehaviorSanitizer build; each runs every test through ctest
# (unit, per-game rule and random tests, ../shared/conformance, schema check, tool golden tests,
# hostile input); last, a short run of every fuzz target (tests/fuzz) under ASan + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

echo "== Release build (warnings are errors)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DREPLAY_WERROR=ON > /dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== ASan + UBSan build"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DREPLAY_SANITIZE=ON \
  -DREPLAY_WERROR=ON > /dev/null
cmake --build build-asan -j"$jobs"
# -LE browser: the Chromium test renders the golden SVGs of the source tree, whatever the build;
# the Release run above has checked them (the sanitized tools are checked against those goldens).
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure -j"$jobs" -LE browser

echo "== Fuzz smoke run (clang + libFuzzer, ASan + UBSan; tests/fuzz/README.md)"
if ! command -v clang++ > /dev/null; then
  echo "clang++ not found: apt-get install clang libclang-rt-14-dev" >&2
  exit 1
fi
CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DREPLAY_SANITIZE=ON \
  -DREPLAY_FUZZ=ON -DREPLAY_TESTS=OFF > /dev/null
cmake --build build-fuzz -j"$jobs" --target replay_fuzz
tests/fuzz/run.sh build-fuzz "${REPLAY_FUZZ_SECONDS:-20}"
