// The solver's own properties: the end of a hand, both sides' values of one deal, bounds on
// random deals, and the per-card costs of a best-play hand and of a hand-built blunder.
#include <algorithm>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "solver/card_cost.h"
#include "solver/random_position.h"
#include "solver/solver.h"

namespace replay::solver {
namespace {

constexpr int H = 1;  // hearts, the trump of the hand-built positions

Card K(std::string_view code) {
  std::optional<Card> c = ParseCard(code, belote::kDeck);
  EXPECT_TRUE(c) << code;
  return c.value_or(Card{});
}

CardSet Set(std::string_view text) {
  CardSet s;
  std::istringstream in{std::string(text)};
  for (std::string code; in >> code;) s.Add(K(code));
  return s;
}

const belote::PlayRules kBourlot;  // the default duties, also Pilotta's
const belote::PlayRules kPartnerException{.partner_exception = true};
const belote::PlayRules kHead{.must_head_all_suits = true};

TEST(Solver, EndOfHandIsThePointsWon) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 50; ++i) {
    const Position p = RandomPosition(rng, i % 4, kBourlot, i % 4, 32);
    ASSERT_EQ(p.TricksLeft(), 0);
    EXPECT_EQ(p.won[0] + p.won[1], 162);
    EXPECT_EQ(Solve(p), p.won[p.Side()]);
  }
}

TEST(Solver, BothSidesOfOneDealAddUpTo162) {
  // From the first card, the leader's side's value and, after each first card, the other
  // side's value as its own search finds it (a minimising root becomes a maximising one).
  std::mt19937_64 rng(8);
  Solver other;  // searches the positions after the first card, sharing no table
  for (int i = 0; i < 8; ++i) {
    const Position p = RandomPosition(rng, i % 4, i % 2 ? kPartnerException : kHead, i % 4, 0);
    ASSERT_EQ(p.Total(), 162);
    const int v = Solve(p);
    int best = -1;
    for (const CardValue& cv : Evaluate(p)) {
      const Position q = Play(p, cv.card);
      ASSERT_NE(q.Side(), p.Side());
      EXPECT_EQ(cv.value + other.Solve(q), 162);
      best = std::max(best, cv.value);
    }
    EXPECT_EQ(v, best);
  }
}

TEST(Solver, RandomDealsStayWithinTheHandsPoints) {
  std::mt19937_64 rng(9);
  for (int i = 0; i < 40; ++i) {
    const int played = int(rng() % 32);
    const Position p = RandomPosition(rng, i % 4, i % 3 ? kBourlot : kPartnerException,
                                      int(rng() % 4), played);
    SolveStats stats;
    const int v = Solve(p, &stats);
    EXPECT_GE(v, p.won[p.Side()]);
    EXPECT_LE(v, p.Total() - p.won[1 - p.Side()]);
    EXPECT_GE(v, 0);
    EXPECT_LE(v, 162);
    EXPECT_GT(stats.nodes, 0);
  }
}

TEST(SolverCost, BestPlayThroughoutCostsNothing) {
  std::mt19937_64 rng(10);
  Solver solver;
  for (int i = 0; i < 6; ++i) {
    const Position start = RandomPosition(rng, i % 4, i % 2 ? kBourlot : kHead, i % 4, 0);
    // Play the first of the best cards each time.
    std::vector<Card> plays;
    Position p = start;
    for (int k = 0; k < 32; ++k) {
      const std::vector<CardValue> values = solver.Evaluate(p);
      const CardValue* best = &values[0];
      for (const CardValue& v : values)
        if (v.value > best->value) best = &v;
      plays.push_back(best->card);
      p = Play(p, best->card);
    }
    ASSERT_EQ(p.TricksLeft(), 0);
    const std::vector<CardCost> costs = ReviewPlay(start, plays, solver);
    ASSERT_EQ(costs.size(), 32u);
    for (const CardCost& c : costs) {
      EXPECT_EQ(c.cost, 0);
      EXPECT_EQ(c.before, c.after);
      EXPECT_NE(std::find(c.best.begin(), c.best.end(), c.card), c.best.end());
    }
    // The value the leader's side was promised is what it scored.
    EXPECT_EQ(p.won[start.Side()], solver.Solve(start));
  }
}

TEST(SolverCost, RandomPlayCostsChainUp) {
  // For any hand, the value after a card is the value before the next, seen from the side that
  // moved; costs are never negative and the best cards are worth `before`.
  std::mt19937_64 rng(11);
  Solver solver;
  for (int i = 0; i < 4; ++i) {
    const Position start = RandomPosition(rng, i, kBourlot, 0, 0);
    std::vector<Card> plays;
    Position p = start;
    for (int k = 0; k < 32; ++k) {
      const CardSet legal = Legal(p);
      int pick = int(rng() % uint64_t(legal.Size()));
      for (Card c : legal)
        if (pick-- == 0) plays.push_back(c);
      p = Play(p, plays.back());
    }
    const std::vector<CardCost> costs = ReviewPlay(start, plays, solver);
    ASSERT_EQ(costs.size(), 32u);
    int total_cost[2] = {0, 0};
    for (size_t k = 0; k < costs.size(); ++k) {
      EXPECT_GE(costs[k].cost, 0);
      const bool listed =
          std::find(costs[k].best.begin(), costs[k].best.end(), costs[k].card) != costs[k].best.end();
      EXPECT_EQ(listed, costs[k].cost == 0) << k;
      EXPECT_FALSE(costs[k].best.empty());
      total_cost[costs[k].seat % 2] += costs[k].cost;
      const int next = k + 1 < costs.size() ? costs[k + 1].before : p.won[0];
      const int next_side = k + 1 < costs.size() ? costs[k + 1].seat % 2 : 0;
      EXPECT_EQ(costs[k].after, next_side == costs[k].seat % 2 ? next : 162 - next) << k;
    }
    // Side 0's result moves from its first value only by the two sides' mistakes.
    const int first = costs[0].seat % 2 == 0 ? costs[0].before : 162 - costs[0].before;
    EXPECT_EQ(p.won[0], first - total_cost[0] + total_cost[1]);
  }
}

TEST(SolverCost, TrumpJackUnderThePartnersTrickCosts35) {
  // Trump ♥, two tricks left, Bourlot's default duties. Seat 0 led AS, seat 1 followed 7S; seat 2,
  // void in ♠, must trump and holds JH and 7H. Points already won: 40 and 56.
  //   seat 0: 8D      seat 1: 9H      seat 2: JH 7H      seat 3: 8S AD
  // 7H: seat 3 must follow 8S; side 0 takes AS 11. Seat 2 leads JH, which beats the 9H seat 1
  //     must play (trumps led): JH 20 + 9H 14 + AD 11 + 8D 0 + last 10 = 55. Side 0: 40+11+55 = 106.
  // JH: side 0 takes AS 11 + JH 20 = 31. Seat 2 leads 7H, seat 1 must overtrump with 9H:
  //     7H 0 + AD 11 + 8D 0 + 9H 14 + last 10 = 35 to side 1. Side 0: 40+31 = 71.
  // Every other card is forced, so the JH costs exactly 106 − 71 = 35 and nothing else costs.
  Position p = FromDeal({Set("8D"), Set("9H"), Set("JH 7H"), Set("8S AD")}, H, kBourlot, 0);
  p.trick = {K("AS"), K("7S")};
  p.trick_size = 2;
  p.won = {40, 56};
  ASSERT_EQ(p.Total(), 162);
  Solver solver;
  EXPECT_EQ(solver.Solve(p), 106);
  const std::vector<Card> plays = {K("JH"), K("8S"), K("7H"), K("AD"), K("8D"), K("9H")};
  const std::vector<CardCost> costs = ReviewPlay(p, plays, solver);
  ASSERT_EQ(costs.size(), 6u);
  EXPECT_EQ(costs[0].seat, 2);
  EXPECT_EQ(costs[0].before, 106);
  EXPECT_EQ(costs[0].after, 71);
  EXPECT_EQ(costs[0].cost, 35);
  EXPECT_EQ(costs[0].best, std::vector<Card>{K("7H")});
  for (size_t k = 1; k < costs.size(); ++k) EXPECT_EQ(costs[k].cost, 0) << k;
  // The review stops at a card the seat may not play: after JH, seat 3 must follow with 8S.
  EXPECT_EQ(ReviewPlay(p, std::vector<Card>{K("JH"), K("AD")}, solver).size(), 1u);
}

TEST(SolverCost, PartnerExceptionFreesTheDiscard) {
  // The position above with 7D for 7H: the solver follows the duty variant in force.
  //   seat 0: 8D      seat 1: 9H      seat 2: JH 7D      seat 3: 8S AD
  // Default duties: seat 2, void in ♠, must trump with JH (31 to side 0), then leads 7D; AD,
  //   8D and 9H follow (seat 1 trumps): 0 + 11 + 0 + 14 + last 10 = 35 to side 1. Side 0: 71.
  // partner_exception: the partner's AS is winning, so 7D is allowed (11 to side 0). Seat 0
  //   leads 8D, 9H trumps, JH overtrumps, AD: 14 + 20 + 11 + 10 = 55. Side 0: 40 + 11 + 55 = 106.
  Position p = FromDeal({Set("8D"), Set("9H"), Set("JH 7D"), Set("8S AD")}, H, kBourlot, 0);
  p.trick = {K("AS"), K("7S")};
  p.trick_size = 2;
  p.won = {40, 56};
  EXPECT_EQ(Solve(p), 71);
  p.rules = kPartnerException;
  EXPECT_EQ(Solve(p), 106);
}

}  // namespace
}  // namespace replay::solver
