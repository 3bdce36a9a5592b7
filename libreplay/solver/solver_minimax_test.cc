// The solver against a plain exhaustive minimax, written here apart from it: no pruning, no
// table, no merging of cards, every legal card tried, the trick collected by hand. Over random
// positions with at most 4 tricks left, every trump and the play-duty variants of both games.
#include <random>

#include <gtest/gtest.h>

#include "solver/random_position.h"
#include "solver/solver.h"

namespace replay::solver {
namespace {

struct Variant {
  const char* name;
  belote::PlayRules rules;
};

// Bourlot's options (bourlot_options.h) and Pilotta's fixed rules plus its must_head_all_suits.
const Variant kVariants[] = {
    {"bourlot default / pilotta", {.partner_exception = false, .must_undertrump = true}},
    {"bourlot partner_exception", {.partner_exception = true, .must_undertrump = true}},
    {"bourlot no undertrump", {.partner_exception = false, .must_undertrump = false}},
    {"bourlot both", {.partner_exception = true, .must_undertrump = false}},
    {"pilotta must_head_all_suits",
     {.partner_exception = false, .must_undertrump = true, .must_head_all_suits = true}},
};

struct Plain {
  std::array<CardSet, 4> hands;
  std::array<Card, 4> trick;
  int n, leader, trump;
  std::array<int, 2> won;
};

// Side 0's trick points at the end of the hand, every seat playing its best.
int Minimax(const Plain& s, const belote::PlayRules& rules) {
  const CardSet left = s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3];
  if (left.Empty() && s.n == 0) return s.won[0];
  const int seat = (s.leader + s.n) % 4;
  const bool side0 = seat % 2 == 0;
  int best = side0 ? -1 : 1000;
  for (Card c : belote::LegalCards(s.hands[seat], s.trick.data(), s.n, s.trump, rules)) {
    Plain t = s;
    t.hands[seat].Remove(c);
    t.trick[t.n++] = c;
    if (t.n == 4) {
      const int winner = (t.leader + belote::TrickWinner(t.trick.data(), 4, t.trump)) % 4;
      int points = 0;
      for (Card x : t.trick) points += belote::CardPoints(x, t.trump);
      if ((t.hands[0] | t.hands[1] | t.hands[2] | t.hands[3]).Empty()) points += 10;
      t.won[winner % 2] += points;
      t.leader = winner;
      t.n = 0;
    }
    const int v = Minimax(t, rules);
    best = side0 ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The same answer from the side to move: the whole hand's points minus side 0's when side 1.
int MinimaxForMover(const Position& p) {
  const Plain s{p.hands, p.trick, p.trick_size, p.leader, p.trump, p.won};
  const int side0 = Minimax(s, p.rules);
  return p.Side() == 0 ? side0 : p.Total() - side0;
}

TEST(SolverMinimax, EqualsExhaustiveSearchWithFourTricksOrFewerLeft) {
  // 5 variants × 4 trumps × 160 = 3,200 positions, from 1 to 4 tricks left, at every point of
  // a trick. Four-trick positions are the costly ones for the minimax, so they come a quarter
  // of the time.
  std::mt19937_64 rng(15);
  int positions = 0, four_tricks = 0;
  for (const Variant& variant : kVariants) {
    for (int trump = 0; trump < 4; ++trump) {
      for (int i = 0; i < 160; ++i) {
        const int played = 16 + int(rng() % 16);  // 16 … 31 cards gone: 4 … 1 tricks left
        const Position p = RandomPosition(rng, trump, variant.rules, int(rng() % 4), played);
        ASSERT_LE(p.TricksLeft(), 4);
        four_tricks += p.TricksLeft() == 4;
        ++positions;
        ASSERT_EQ(Solve(p), MinimaxForMover(p))
            << variant.name << ", trump " << trump << ", position " << i << ", "
            << p.TricksLeft() << " tricks left, " << p.trick_size << " cards in the trick";
      }
    }
  }
  EXPECT_EQ(positions, 3200);
  EXPECT_GT(four_tricks, 600);
}

TEST(SolverMinimax, EvaluateGivesEveryCardItsExhaustiveValue) {
  // Each legal card's value is the minimax of the position after it, from the mover's side:
  // this checks the table kept between the searches of one deal (Evaluate reuses it).
  std::mt19937_64 rng(1515);
  int cards = 0;
  for (const Variant& variant : kVariants) {
    for (int i = 0; i < 150; ++i) {
      const Position p =
          RandomPosition(rng, int(rng() % 4), variant.rules, int(rng() % 4), 20 + int(rng() % 12));
      for (const CardValue& v : Evaluate(p)) {
        const Position q = Play(p, v.card);
        const int after = MinimaxForMover(q);
        ASSERT_EQ(v.value, q.Side() == p.Side() ? after : q.Total() - after) << variant.name;
        ++cards;
      }
    }
  }
  EXPECT_GT(cards, 1000);
}

// Calls check(variant, i, p, minimax of p) over 80 random positions per variant, `played` … 31
// cards gone (from 4 tricks left on).
template <typename Check>
void ForRandomPositions(uint64_t seed, int played, Check check) {
  std::mt19937_64 rng(seed);
  for (const Variant& variant : kVariants) {
    for (int i = 0; i < 80; ++i) {
      const Position p = RandomPosition(rng, int(rng() % 4), variant.rules, int(rng() % 4),
                                        played + int(rng() % uint64_t(32 - played)));
      check(variant, i, p, MinimaxForMover(p));
    }
  }
}

TEST(SolverMinimax, ATableWarmedByNullWindowsKeepsTheValue) {
  // A review proves "as good as the best?" with null-window searches and then solves in the
  // same table: the bounds they leave (near the value, on both sides of it) change the cost of
  // the solve after them, never its value.
  Solver solver;
  ForRandomPositions(15151, 16, [&](const Variant& variant, int i, const Position& p, int m) {
    for (int v : {m + 1, m, m - 1, m + 30, m - 30}) {
      solver.AtLeast(p, v);
      ASSERT_EQ(solver.Solve(p), m) << variant.name << " " << i << " after AtLeast " << v;
    }
  });
}

TEST(SolverMinimax, AtLeastAnswersTheComparisonExactly) {
  // AtLeast is the null-window test per-card reviews use for "as good as the best?".
  Solver solver;
  ForRandomPositions(151515, 18, [&](const Variant& variant, int i, const Position& p, int m) {
    for (int v : {m - 1, m, m + 1, 0, p.Total(), p.Total() + 1})
      ASSERT_EQ(solver.AtLeast(p, v), m >= v) << variant.name << " " << i << " v " << v;
  });
}

}  // namespace
}  // namespace replay::solver
