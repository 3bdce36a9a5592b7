// The double-dummy solvers' speed (libreplay/solver, issue #15): full solves of seeded random
// Bourlot/Pilotta deals from the first card, and per-card reviews of whole random hands; then
// Tute per form (tute_solver.h): solves and per-card reviews of random hands from the point the
// review starts (review/tute_review.h), and, to show why the 3-player review starts after
// trick 3, solves of whole 3-player hands.
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
#include "solver/tute_card_cost.h"
#include "tute/tute_random.h"

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

// A random Tute hand (random legal cards, most cantes sung) stopped after the first card of the
// trick that leaves `left` tricks, as a position, and the cards and cantes played after it.
struct TuteSample {
  replay::solver::TutePosition position;
  std::vector<replay::solver::TuteEvent> events;
};

TuteSample RandomTuteSample(std::mt19937_64& rng, int players, int left) {
  namespace tute = replay::tute;
  tute::Options options;
  options.players = players;
  tute::RandomPolicy policy;
  policy.tute = policy.capote = policy.claim = policy.false_claim = 0;
  for (;;) {
    const tute::RandomHand hand =
        tute::RandomLegalHand(options, int(rng() % uint64_t(players)), rng, false, {}, policy);
    if (hand.facts.end != tute::End::kTricks) continue;
    tute::State state(options, hand.deal);
    TuteSample out;
    size_t k = 0;
    for (; k < hand.actions.size(); ++k) {
      state.Apply(hand.actions[k]);
      if (state.InTrick() && options.Tricks() - state.TricksPlayed() == left) break;
    }
    out.position = replay::solver::FromState(state);
    for (++k; k < hand.actions.size(); ++k) {
      const tute::Action& a = hand.actions[k];
      const int seat = a.seat ? int(*a.seat) : state.ToMove();
      if (a.move.kind == tute::MoveKind::kCard) out.events.push_back({seat, a.move.card, -1});
      if (a.move.kind == tute::MoveKind::kSing) out.events.push_back({seat, {}, a.move.suit});
      state.Apply(a);
    }
    return out;
  }
}

void TuteBench(std::mt19937_64& rng, int deals) {
  replay::solver::TuteSolver solver;
  struct Form {
    int players, left, solves, reviews;
  };
  // The forms as the review solves them (2 players: the 8 tricks after the stock; 3 players:
  // the last 10 tricks; 4 players: the whole hand), then 3-player solves of the whole hand.
  const Form forms[] = {{2, 8, deals, deals / 10},
                        {3, 10, deals, deals / 10},
                        {4, 10, deals / 2, deals / 10},
                        {3, 13, std::max(1, deals / 50), 0}};
  for (const Form& f : forms) {
    std::vector<Sample> solves, reviews;
    for (int i = 0; i < std::max(1, f.solves); ++i) {
      const TuteSample t = RandomTuteSample(rng, f.players, f.left);
      replay::solver::SolveStats stats;
      const double start = CpuMs();
      const int v = solver.Solve(t.position, &stats);
      solves.push_back({CpuMs() - start, stats.nodes});
      if (v < 0 || v > 250) std::exit(1);
    }
    Report(fmt::format("tute {}p solve, {} tricks", f.players, f.left).c_str(), solves);
    for (int i = 0; i < f.reviews; ++i) {
      const TuteSample t = RandomTuteSample(rng, f.players, f.left);
      replay::solver::SolveStats stats;
      const double start = CpuMs();
      const auto costs = replay::solver::ReviewTutePlay(t.position, t.events, solver, &stats);
      reviews.push_back({CpuMs() - start, stats.nodes});
      if (int(costs.size()) != f.players * f.left - 1) std::exit(1);
    }
    if (!reviews.empty())
      Report(fmt::format("tute {}p review, {} tricks", f.players, f.left).c_str(), reviews);
  }
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
  TuteBench(rng, std::max(1, deals / 2));
  return 0;
}
