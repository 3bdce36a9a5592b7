// The double-dummy table: a deal worked by hand (each suit's holder wins every trick in it), each
// trump's points equal to a whole-hand solve of that trump by a fresh solver on generated deals
// (the table's solver is shared across the four trumps, and must not carry one trump's bounds
// to another), and the contract's own trump equal to the card review's best-play value on the
// samples.
#include "review/dd_table.h"

#include <random>

#include <gtest/gtest.h>

#include "belote/belote.h"
#include "engine/testing/replayed.h"
#include "review/trick_review.h"
#include "solver/random_position.h"

namespace replay::review {
namespace {

TEST(DdTable, EachSuitsHolderTakesEveryTrickWhenItIsTrump) {
  // Seat s holds the 8 cards of suit s; seat 0 leads a spade. Whoever holds the trump ruffs
  // the first trick (everyone else is void in spades and must trump if he can) and leads trumps
  // to the end: the holder's side takes all 162.
  TrickPlay play;
  const CardSet deck = CardSet::Full(belote::kDeck);
  for (int seat = 0; seat < 4; ++seat) play.hands[size_t(seat)] = deck.Suit(seat);
  play.leader = 0;
  solver::Solver solver;
  const DdTable t = DoubleDummyTable(play, solver);
  EXPECT_EQ(t.points[0], (std::array<int, 2>{162, 0}));  // spades: seat 0's own suit
  EXPECT_EQ(t.points[1], (std::array<int, 2>{0, 162}));  // hearts: seat 1 ruffs
  EXPECT_EQ(t.points[2], (std::array<int, 2>{162, 0}));  // diamonds: seat 2 (side 0) ruffs
  EXPECT_EQ(t.points[3], (std::array<int, 2>{0, 162}));  // clubs: seat 3 ruffs
}

TEST(DdTable, EveryTrumpEqualsAWholeHandSolveOfIt) {
  std::mt19937_64 rng(2029);
  solver::Solver shared;
  for (int deal = 0; deal < 12; ++deal) {
    TrickPlay play;
    play.hands = solver::RandomDeal(rng);
    play.leader = deal % 4;
    play.partner_exception = deal % 3 == 1;  // Bourlot's and Pilotta's duties both
    play.must_head_all_suits = deal % 3 == 2;
    const DdTable t = DoubleDummyTable(play, shared);
    for (int suit = 0; suit < 4; ++suit) {
      TrickPlay one = play;
      one.trump = suit;
      const solver::Position start = StartOf(one);
      solver::Solver fresh;
      const int mover = fresh.Solve(start);
      EXPECT_EQ(t.points[size_t(suit)][size_t(start.Side())], mover) << deal << " " << suit;
      EXPECT_EQ(t.points[size_t(suit)][0] + t.points[size_t(suit)][1], 162);
    }
  }
}

TEST(DdTable, TheContractsTrumpIsTheReviewsBestPlayValue) {
  solver::Solver solver;
  int hands = 0;
  for (const char* path : {"samples/bourlot/match-default.json", "samples/pilotta/match.json"}) {
    testing::ReplayFlags flags;
    flags.play = true;
    const testing::Replayed r = testing::ReplayJson(testing::LoadSource(path), flags);
    ASSERT_TRUE(testing::Valid(r)) << path;
    for (const HandOutcome& hand : r.outcome->hands) {
      if (!hand.play) continue;
      const HandReview review = ReviewHand(*hand.play, solver);
      const DdTable t = DoubleDummyTable(*hand.play, solver);
      EXPECT_EQ(t.points[size_t(hand.play->trump)][0], review.value[0]) << path;
      EXPECT_EQ(t.points[size_t(hand.play->trump)][1], review.value[1]) << path;
      ++hands;
    }
  }
  EXPECT_GT(hands, 5);
}

}  // namespace
}  // namespace replay::review
