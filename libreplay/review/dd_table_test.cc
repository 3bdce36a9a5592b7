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

// Calls `f` with every Bourlot and Pilotta hand of the samples played to its end.
template <typename F>
void ForEachSampleHand(F&& f) {
  for (const char* path : {"samples/bourlot/match-default.json", "samples/pilotta/match.json",
                           "samples/pilotta/worked-hand.json"}) {
    testing::ReplayFlags flags;
    flags.play = true;
    const testing::Replayed r = testing::ReplayJson(testing::LoadSource(path), flags);
    ASSERT_TRUE(testing::Valid(r)) << path;
    for (const HandOutcome& hand : r.outcome->hands)
      if (hand.play) f(*hand.play);
  }
}

TEST(DdTable, TheContractsTrumpIsTheReviewsBestPlayValue) {
  solver::Solver solver;
  int hands = 0;
  ForEachSampleHand([&](const TrickPlay& play) {
    const HandReview review = ReviewHand(play, solver);
    const DdTable t = DoubleDummyTable(play, solver);
    EXPECT_EQ(t.points[size_t(play.trump)][0], review.value[0]);
    EXPECT_EQ(t.points[size_t(play.trump)][1], review.value[1]);
    // Given the review's value, the table solves the three other trumps alone, to the same end.
    const DdTable given = DoubleDummyTable(play, solver, nullptr, &review.value);
    EXPECT_EQ(given.points, t.points);
    EXPECT_EQ(given.makeable, t.makeable);
    ++hands;
  });
  EXPECT_GT(hands, 5);
}

TEST(DdTable, TheGamesRuleGivesTheHandsOwnVerdictOnItsPlayedPoints) {
  // The engine's hook (TrickPlay::made_with) asked of the points the bidders actually took gives
  // the engine's own made/failed, declarations and belote counted; and a contract is makeable
  // exactly when it would be made with the best-play points. Both sides are seen on the samples.
  solver::Solver solver;
  int makeable = 0, unmakeable = 0, lost = 0;
  ForEachSampleHand([&](const TrickPlay& play) {
    ASSERT_TRUE(play.made_with);
    const HandReview review = ReviewHand(play, solver);
    const int b = play.bidding_side;
    const std::optional<bool> as_played = play.made_with(review.points[size_t(b)]);
    if (as_played) {
      EXPECT_EQ(*as_played, play.made);
    }
    const DdTable t = DoubleDummyTable(play, solver, nullptr, &review.value);
    EXPECT_EQ(t.makeable, play.made_with(review.value[size_t(b)]));
    if (!t.makeable) return;
    if (*t.makeable) ++makeable;
    else ++unmakeable;
    lost += *t.makeable && !play.made;  // the bidders' play (or both sides') lost it
  });
  EXPECT_GT(makeable, 0);
  EXPECT_GT(unmakeable, 0);
  EXPECT_GT(lost, 0);
}

}  // namespace
}  // namespace replay::review
