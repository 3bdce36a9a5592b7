#include "solver/search_core.h"

#include <random>

#include <gtest/gtest.h>

#include "solver/random_position.h"
#include "solver/solver.h"
#include "solver/tute_solver.h"

namespace replay::solver {
namespace {

TEST(Killers, OnePerPlaceSituationAndSeat) {
  Killers killers;
  // A lead's situation is the hand's size; a later card's, the card winning the trick.
  EXPECT_EQ(Killers::Situation(0, 0xf0f0u, 17), 8);
  EXPECT_EQ(Killers::Situation(2, 0xf0f0u, 17), 17);
  EXPECT_EQ(killers.Get(0, 8, 1), -1);
  killers.Set(0, 8, 1, 5);
  killers.Set(3, 8, 1, 6);
  EXPECT_EQ(killers.Get(0, 8, 1), 5);
  EXPECT_EQ(killers.Get(3, 8, 1), 6);
  EXPECT_EQ(killers.Get(0, 8, 2), -1);
  EXPECT_EQ(killers.Get(0, 7, 1), -1);
  EXPECT_EQ(killers.Get(1, 8, 1), -1);
  killers.Set(0, 8, 1, 39);  // a new refutation replaces the old one
  EXPECT_EQ(killers.Get(0, 8, 1), 39);
  killers.Clear();
  EXPECT_EQ(killers.Get(0, 8, 1), -1);
  EXPECT_EQ(killers.Get(3, 8, 1), -1);
}

// Killers steer the search, so a solve's nodes depend on them; they are cleared with the table
// at a new deal, so a deal's solve searches the same nodes whatever was solved before it.
template <typename Solver, typename Position>
void ExpectSolvedAsByAFreshSolver(const Position& first, const Position& second) {
  Solver used, fresh;
  SolveStats used_stats, fresh_stats;
  used.Solve(first);
  const int v = used.Solve(second, &used_stats);
  EXPECT_EQ(fresh.Solve(second, &fresh_stats), v);
  EXPECT_EQ(used_stats.nodes, fresh_stats.nodes);
  EXPECT_GT(fresh_stats.nodes, 1);
}

TEST(Killers, ANewDealSearchesAsAFreshSolver) {
  std::mt19937_64 rng(7);
  const Position first = RandomPosition(rng, 0, {}, 0, 0);
  ExpectSolvedAsByAFreshSolver<Solver>(first, RandomPosition(rng, 1, {}, 2, 4));
}

TEST(Killers, ANewTuteDealSearchesAsAFreshSolver) {
  std::mt19937_64 rng(11);
  tute::Options options;
  options.players = 4;
  const TutePosition first = RandomTutePosition(rng, options, 6);
  ExpectSolvedAsByAFreshSolver<TuteSolver>(first, RandomTutePosition(rng, options, 6));
}

}  // namespace
}  // namespace replay::solver
