// The double-dummy solver's speed (libreplay/solver, issue #15): full solves of seeded random
// Bourlot/Pilotta deals from the first card, and per-card reviews of whole random hands.
//
// Build and run (Release only; the target does not exist in other builds):
//   cmake --build build --target replay-solver-bench && build/bin/replay-solver-bench [DEALS] [SEED]
// DEALS defaults to 1000 (and the reviews to DEALS / 10 hands), SEED to 1. Prints median, p99
// and max milliseconds and nodes (cards tried). Targets: solve ≤ 2 ms median and ≤ 50 ms worst,
// review of a hand ≤ 20 ms median. Times are the thread's CPU time, since the machines are
// shared and wall time counts the other jobs too; the node counts don't vary at all.
#include <time.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

#include <fmt/format.h>

#include "solver/card_cost.h"
#include "solver/random_position.h"
#include "solver/solver.h"

namespace {

using replay::solver::Position;

// Milliseconds of CPU time this thread has used.
double CpuMs() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct Sample {
  double ms;
  int64_t nodes;
};

void Report(const char* what, std::vector<Sample> samples) {
  auto at = [&](double q) { return size_t(q * double(samples.size() - 1) + 0.5); };
  std::vector<double> ms;
  std::vector<int64_t> nodes;
  for (const Sample& s : samples) {
    ms.push_back(s.ms);
    nodes.push_back(s.nodes);
  }
  std::sort(ms.begin(), ms.end());
  std::sort(nodes.begin(), nodes.end());
  fmt::print("{:<28} n={:<5} ms: median {:7.3f}  p99 {:7.3f}  max {:7.3f}   "
             "nodes: median {:>9}  p99 {:>9}  max {:>9}\n",
             what, samples.size(), ms[at(0.5)], ms[at(0.99)], ms.back(), nodes[at(0.5)],
             nodes[at(0.99)], nodes.back());
}

// Bourlot's default duties and Pilotta's are the same; alternate with the two variants that
// change the search most: partner_exception (more discards) and must_head_all_suits.
replay::belote::PlayRules RulesFor(int i) {
  replay::belote::PlayRules rules;
  if (i % 3 == 1) rules.partner_exception = true;
  if (i % 3 == 2) rules.must_head_all_suits = true;
  return rules;
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 1000;
  std::mt19937_64 rng(argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1);
  if (deals < 1) {
    fmt::print(stderr, "usage: {} [DEALS] [SEED]\n", argv[0]);
    return 2;
  }
  replay::solver::Solver solver;

  std::vector<Sample> solves;
  for (int i = 0; i < deals; ++i) {
    const Position p =
        replay::solver::RandomPosition(rng, int(rng() % 4), RulesFor(i), int(rng() % 4), 0);
    replay::solver::SolveStats stats;
    const double start = CpuMs();
    const int v = solver.Solve(p, &stats);
    const double ms = CpuMs() - start;
    if (v < 0 || v > 162) return 1;
    solves.push_back({ms, stats.nodes});
  }
  Report("full solve, first card", solves);

  std::vector<Sample> reviews;
  for (int i = 0; i < std::max(1, deals / 10); ++i) {
    const Position start =
        replay::solver::RandomPosition(rng, int(rng() % 4), RulesFor(i), int(rng() % 4), 0);
    std::vector<replay::Card> plays;
    Position p = start;
    for (int k = 0; k < 32; ++k) {  // a random legal hand: reviews see many non-best cards
      const replay::CardSet legal = replay::solver::Legal(p);
      int pick = int(rng() % uint64_t(legal.Size()));
      for (replay::Card c : legal)
        if (pick-- == 0) plays.push_back(c);
      p = replay::solver::Play(p, plays.back());
    }
    replay::solver::SolveStats stats;
    const double t0 = CpuMs();
    const auto costs = replay::solver::ReviewPlay(start, plays, solver, &stats);
    const double ms = CpuMs() - t0;
    if (costs.size() != 32) return 1;
    reviews.push_back({ms, stats.nodes});
  }
  Report("per-card review, 32 cards", reviews);
  return 0;
}
