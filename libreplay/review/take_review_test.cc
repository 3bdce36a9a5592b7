// The Diloti side of the review: the verdict on one move, and the choices the engine gives for
// every move of a sample hand.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/testing/replayed.h"
#include "review/take_review.h"

namespace replay::review {
namespace {

TEST(TakeReview, AThrowWhenAXeriWasThereMissesIt) {
  TakeChoice c;
  c.played = {"7H", 0, 0, false};
  c.captures = {{R"({"card":"7S","take":["7D"]})", 2, 0, true},
                {R"({"card":"AS","take":["AD"]})", 2, 2, false}};
  const TakeVerdict v = Judge(c);
  EXPECT_TRUE(v.xeri_chance);
  EXPECT_TRUE(v.missed_xeri);
  EXPECT_EQ(v.missed_points, 2);
}

TEST(TakeReview, TheXeriTakenAndTheBestPointsMissNothing) {
  TakeChoice c;
  c.played = {R"({"card":"TD","take":["TS"]})", 2, 3, true};
  c.captures = {c.played, {R"({"card":"2C","take":["2S"]})", 2, 1, false}};
  const TakeVerdict v = Judge(c);
  EXPECT_TRUE(v.xeri_chance);
  EXPECT_FALSE(v.missed_xeri);
  EXPECT_EQ(v.missed_points, 0);
  // Nothing to capture: nothing missed.
  EXPECT_FALSE(Judge(TakeChoice{}).xeri_chance);
  EXPECT_EQ(Judge(TakeChoice{}).missed_points, 0);
}

TEST(TakeReview, TheCostIsTheBestCapturesScoreBeyondTheMoves) {
  TakeChoice c;
  c.played = {"7H", 0, 0, false};
  // A xeri of no card points beats 2 card points: the cost is the xeri's points.
  c.captures = {{R"({"card":"7S","take":["7D"]})", 2, 0, true},
                {R"({"card":"AS","take":["AD"]})", 2, 2, false}};
  EXPECT_EQ(Judge(c).cost, 10);
  c.xeri_points = 20;  // the record's own rules
  EXPECT_EQ(Judge(c).cost, 20);
  c.xeri_points = 10;
  // The best capture played: no cost; a lesser one: the difference.
  c.played = c.captures[0];
  EXPECT_EQ(Judge(c).cost, 0);
  c.played = c.captures[1];
  EXPECT_EQ(Judge(c).cost, 8);
  // Nothing to capture: no cost.
  EXPECT_EQ(Judge(TakeChoice{}).cost, 0);
}

TEST(TakeReview, EveryMoveOfASampleIsJudgedFromTheEnginesLegalMoves) {
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/samples/diloti/worked-hand-4p.json");
  std::stringstream text;
  text << in.rdbuf();
  testing::ReplayFlags flags;
  flags.play = true;
  const testing::Replayed r = testing::ReplayText(text.str(), flags);
  ASSERT_TRUE(testing::Valid(r));
  const HandOutcome& hand = r.outcome->hands[0];
  ASSERT_TRUE(hand.takes);
  ASSERT_EQ(hand.takes->size(), 48u);
  long xeri = 0, cards = 0;
  for (const TakeChoice& c : *hand.takes) {
    xeri += c.played.xeri;
    cards += c.played.cards;
    // A capture that was played is one of the legal captures, with the same take (the
    // record may list the taken cards in another order than the engine's own move).
    if (c.played.cards == 0) continue;
    bool listed = false;
    for (const Take& t : c.captures)
      listed |= t.cards == c.played.cards && t.points == c.played.points &&
                t.xeri == c.played.xeri;
    EXPECT_TRUE(listed) << c.played.move;
  }
  // The engine's own count of xeri for the hand, and no more cards captured than 52.
  const nlohmann::json& claimed = r.hands[0]["xeri"];
  EXPECT_EQ(xeri, claimed[0].get<long>() + claimed[1].get<long>());
  EXPECT_LE(cards, 52);
  EXPECT_GT(cards, 0);
}

}  // namespace
}  // namespace replay::review
