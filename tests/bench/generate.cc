// Writes seeded random legal Diloti matches as NDJSON, for the benchmark (tests/bench/bench.sh).
// Usage: replay-bench-generate HANDS [SEED] > file.ndjson
#include <cstdio>
#include <cstdlib>
#include <random>

#include <fmt/format.h>

#include "diloti/diloti_random.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    fmt::print(stderr, "usage: {} HANDS [SEED]\n", argv[0]);
    return 2;
  }
  long hands = std::atol(argv[1]);
  std::mt19937_64 rng(argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1);
  replay::diloti::Options four, two;
  two.players = 2;
  const nlohmann::json rules4 = nlohmann::json::object(), rules2 = {{"players", 2}};
  for (long written = 0, i = 0; written < hands; ++i) {
    bool duo = i % 2 == 1;
    nlohmann::json match = replay::diloti::RandomMatch(duo ? two : four, duo ? rules2 : rules4,
                                                       int(std::min(12L, hands - written)), rng);
    written += long(match["hands"].size());
    fmt::print("{}\n", match.dump());
  }
  return 0;
}
