#!/usr/bin/env bash
# The whole test suite, as CI runs it: a Release build with warnings as errors, then a clang
# build under AddressSanitizer + UndefinedBehaviorSanitizer that also holds the libFuzzer
# targets; each runs the tests through ctest (unit, per-game rule and random tests,
# ../shared/conformance, schema check, tool golden tests, hostile input), the Release build all
# of them and the sanitized one all but those whose answer it can't change (labels browser and
# release-only); last, a short run of every fuzz target (tests/fuzz) from the sanitized build.
#
# Why one clang build for both: g++ 12 takes about 3× clang 14's time to compile the sanitized
# code (a 586-line test file: 105 s against 36 s of CPU), so a g++ ASan build was most of CI's
# hour; and the fuzz targets want clang and the same sanitizers anyway.
#
# Why the sanitized build is a unity build (CMAKE_UNITY_BUILD: a few source files compiled as
# one) and the Release one is not: clang's sanitized code spends most of its time on the same
# json, fmt and gtest templates in every file, which a unity build compiles once a batch (the
# library, cold, 2 cores: 208 s against 451 s, one run after the other). And a unity build can
# hide what a file alone would show (a missing #include, a helper of one file that another file's
# same-named one overloads): the Release build compiles and runs every file as developers build
# it, so each pass checks what the other can't.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

echo "== Release build (warnings are errors)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DREPLAY_WERROR=ON > /dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== ASan + UBSan build (clang, with the libFuzzer targets)"
if ! command -v clang++ > /dev/null; then
  echo "clang++ not found: apt-get install clang libclang-rt-14-dev" >&2
  exit 1
fi
CXX=clang++ cmake -S . -B build-san -DCMAKE_BUILD_TYPE=RelWithDebInfo -DREPLAY_SANITIZE=ON \
  -DREPLAY_FUZZ=ON -DREPLAY_WERROR=ON -DCMAKE_UNITY_BUILD=ON > /dev/null
cmake --build build-san -j"$jobs"
# -LE browser: the Chromium tests check the golden SVGs and pages of the source tree, whatever
# the build; the Release run above has checked them (the sanitized tools are checked against
# those goldens). -LE release-only: the tests that say why in tests/CMakeLists.txt.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-san --output-on-failure -j"$jobs" -LE 'browser|release-only'

echo "== Fuzz smoke run (libFuzzer, ASan + UBSan; tests/fuzz/README.md)"
FUZZ_JOBS=$jobs tests/fuzz/run.sh build-san "${REPLAY_FUZZ_SECONDS:-20}"
