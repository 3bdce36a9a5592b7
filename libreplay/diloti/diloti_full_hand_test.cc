// Diloti rule tests (rules/diloti.md), §10.3 the full 4-player hand and §10.4 match and score-sheet tests: each rule on its legal and its illegal
// side with the exact diagnostic code and pointer (builders in diloti_test_util.h).
#include <gtest/gtest.h>

#include "diloti/diloti_test_util.h"

namespace replay::diloti::test {
namespace {

// ---------------------------------------------------------------------------------------------
// §10.3 The full 4-player hand

TEST(DilotiFullHand, ReplaysWithItsResults) {
  Replayed r = ReplayText(kFullHand);
  ASSERT_TRUE(Valid(r));
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0],
            (Json{{"points", {14, 17}}, {"cards", {21, 31}}, {"xeri", {1, 1}}}));
  EXPECT_EQ(r.result, (Json{{"score", {14, 17}}}));  // unfinished: no winner
  EXPECT_TRUE(r.diagnostics.empty()) << r.All();
}

TEST(DilotiFullHand, TableAfterEachAction) {
  struct Step {
    const char* table;
    int side0, side1;
  };
  // The page's "table after" column and the sides' running card counts ("side k +n (t)").
  const Step steps[48] = {
      {"9S TD B(AC 2H 4S;7;0)", 0, 0},
      {"9S TD", 0, 4},
      {"9S TD 9H", 0, 4},
      {"TD", 0, 7},
      {"TD 7C", 0, 7},
      {"TD 7C KH", 0, 7},
      {"7C KH", 2, 7},
      {"7C KH 5H", 2, 7},
      {"7C KH B(5H 3S;8;0)", 2, 7},
      {"7C KH B(5H 3S AH;9;1)", 2, 7},
      {"KH B(5H 3S AH;9;1)", 4, 7},
      {"B(5H 3S AH;9;1)", 4, 9},
      {"6C B(5H 3S AH;9;1)", 4, 9},
      {"6C", 4, 13},
      {"", 6, 13},
      {"QD", 6, 13},
      {"QD 2D", 6, 13},
      {"QD B(2D 8D;10;1)", 6, 13},
      {"QD 4D B(2D 8D;10;1)", 6, 13},
      {"QD 4D 3C B(2D 8D;10;1)", 6, 13},
      {"QD 4D 3C 8S B(2D 8D;10;1)", 6, 13},
      {"QD 4D 3C 8S", 6, 16},
      {"QD 4D 3C 8S 5C", 6, 16},
      {"4D 3C 8S 5C", 6, 18},
      {"4D 3C 8S B(5C 5S;5;0)", 6, 18},
      {"3C 8S B(5C 5S;5;0) B(4D 3H;7;1)", 6, 18},
      {"3C 8S B(5C 5S;5;0) B(4D 3H AS;8;2)", 6, 18},
      {"3C B(5C 5S;5;0)", 6, 23},
      {"B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD 6S B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD 6S 4C B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD 6S 4C", 11, 23},
      {"JD 6S 4C 2S", 11, 23},
      {"JD", 15, 23},
      {"", 15, 25},
      {"3D", 15, 25},
      {"3D QS", 15, 25},
      {"3D QS TS", 15, 25},
      {"3D TS", 15, 27},
      {"3D TS KS", 15, 27},
      {"TS KS B(3D 4H;7;1)", 15, 27},
      {"TS KS B(3D 4H AD;8;2)", 15, 27},
      {"TS KS JC B(3D 4H AD;8;2)", 15, 27},
      {"TS KS B(3D 4H AD;8;2)", 17, 27},
      {"TS KS 7S B(3D 4H AD;8;2)", 17, 27},
      {"TS KS 7S", 21, 27},
      {"TS 7S", 21, 31},  // after action 47 the piles include the sweep of TS 7S
  };
  Json record = FullRecord();
  const Json& hand = record["hands"][0];
  Deal deal;
  deal.players = 4;
  deal.dealer = hand["dealer"];
  for (size_t i = 0; i < 4; ++i) deal.table[i] = K(hand["cards"]["table"][i].get<std::string>());
  for (size_t s = 0; s < 4; ++s)
    for (size_t i = 0; i < 12; ++i)
      deal.hands[s][i] = K(hand["cards"]["hands"][s][i].get<std::string>());
  State state(Options{}, deal);
  for (size_t i = 0; i < 48; ++i) {
    SCOPED_TRACE(fmt::format("action {}", i));
    ASSERT_EQ(state.ToMove(), int(i % 4));
    Move m = MoveOf(hand["play"][i].dump());
    if (i == 44) {
      // The note: B's only card JS can't be thrown beside JC (DIL-22); it must take it.
      auto v = state.Check(MoveOf("\"JS\""));
      ASSERT_TRUE(v);
      EXPECT_EQ(v->code, "diloti/face-throw");
    }
    if (i == 2) {
      EXPECT_FALSE(state.Check(MoveOf("\"9H\"")));  // a 9 beside a 9 may be thrown
    }
    auto v = state.Apply(m);
    ASSERT_FALSE(v) << v->code << ": " << v->message;
    EXPECT_EQ(TableOf(state), Canonical(steps[i].table));
    auto piles = state.Piles();
    EXPECT_EQ(piles[0].Size(), steps[i].side0);
    EXPECT_EQ(piles[1].Size(), steps[i].side1);
    // No build is ever left without its owner holding its value.
    for (const Build& b : state.Builds()) {
      bool holds = false;
      for (Card c : state.HandOf(b.owner)) holds = holds || NumericValue(c) == b.value;
      EXPECT_TRUE(holds) << "seat " << b.owner << " owns a " << b.value;
    }
    if (i == 14) {
      EXPECT_EQ(state.Xeris(), (std::array<int, 2>{1, 0}));
    }
    if (i == 35) {
      EXPECT_EQ(state.Xeris(), (std::array<int, 2>{1, 1}));
    }
  }
  EXPECT_TRUE(state.IsTerminal());
  EXPECT_EQ(state.LastCapturer(), 1);
  auto piles = state.Piles();
  EXPECT_EQ(piles[0], Set("TC TD 7H 7C 6H 6C 5D 5C 5S 3C 2C 6D 6S 4C 2S JS JC 8H 3D 4H AD"));
  EXPECT_EQ(piles[1], Set("7D AC 2H 4S 9C 9S 9H KD KH 9D 5H 3S AH TH 2D 8D QC QD 8C 4D 3H AS 8S "
                          "JH JD QH QS KC KS TS 7S"));
  HandScore score = ScoreHand(piles, state.Xeris(), Options{});
  EXPECT_EQ(score.points, (PerSide{14, 17}));
  EXPECT_EQ(score.cards, (PerSide{21, 31}));
  EXPECT_EQ(score.xeri, (PerSide{1, 1}));
  EXPECT_EQ(CardPoints(piles[0]), 4);
  EXPECT_EQ(CardPoints(piles[1]), 3);
}

TEST(DilotiFullHand, VariantLastActionClaimsXeri) {
  Json r = FullRecord();
  r["hands"][0]["play"][47]["xeri"] = true;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/xeri-claim", "/hands/0/play/47"));
}

TEST(DilotiFullHand, VariantAction12PlaysAnotherSeatsCard) {
  Json r = FullRecord();
  r["hands"][0]["play"][12] = "9D";
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/card-not-in-hand", "/hands/0/play/12"));
}

TEST(DilotiFullHand, VariantAction28NewBuildWhileOwning) {
  Json r = FullRecord();
  r["hands"][0]["play"][28]["build"] = {"3C"};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/owner-restricted", "/hands/0/play/28"));
}

TEST(DilotiFullHand, TwoPlayerHandsByThrowing) {
  // The §10.3 table in a 2-player deal, 4 packets of 6: the replay agrees with the independent
  // count for both dealers.
  for (int dealer : {0, 1}) {
    Json hand = ThrowingHand(TwoPlayerCards(), dealer, 2);
    Replayed r = ReplayJson(MakeRecord({hand}, 2));
    ASSERT_TRUE(Valid(r)) << dealer;
    EXPECT_EQ(r.hands[0], hand["result"]) << dealer;
  }
}

// ---------------------------------------------------------------------------------------------
// §10.4 Match and score-sheet tests

// Sheet hands that bring the totals to the given values without ending the match.
std::vector<std::pair<long, long>> Upto(long a, long b) {
  if (a == 58 && b == 55) return {{0, 11}, {18, 13}, {40, 31}};
  if (a == 60 && b == 60) return {{0, 7}, {0, 11}, {20, 11}, {40, 31}};
  if (a == 55 && b == 55) return {{0, 7}, {0, 11}, {15, 6}, {40, 31}};
  if (a == 58 && b == 58) return {{0, 7}, {0, 7}, {18, 13}, {40, 31}};
  if (a == 60 && b == 57) return {{0, 7}, {7, 0}, {11, 0}, {21, 10}, {21, 40}};
  if (a == 58 && b == 53) return {{0, 7}, {21, 6}, {37, 40}};
  ADD_FAILURE() << "no filler for " << a << "/" << b;
  return {};
}

// The filler alone: valid, unfinished, with those totals.
::testing::AssertionResult FillerIsOpen(long a, long b) {
  Replayed r = ReplayJson(SheetMatch(Upto(a, b)));
  if (!Valid(r)) return ::testing::AssertionFailure() << r.All();
  if (r.result != Json{{"score", {a, b}}})
    return ::testing::AssertionFailure() << r.result.dump();
  return ::testing::AssertionSuccess();
}

Json Then(std::vector<std::pair<long, long>> lines, const std::vector<Json>& more,
          const Json& result) {
  std::vector<Json> hands;
  for (auto [a, b] : lines) hands.push_back(Sheet(a, b));
  for (const Json& h : more) hands.push_back(h);
  return MakeRecord(hands, 4, nullptr, result);
}

TEST(DilotiMatch, S1ReachesTargetAtLastHand) {
  Json r = SheetMatch({{14, 17}, {11, 0}, {31, 10}, {7, 4}}, {{"score", {63, 31}}, {"winner", 0}});
  Replayed x = ReplayJson(r);
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {63, 31}}, {"winner", 0}}));
}

TEST(DilotiMatch, S2BothReachHigherWins) {
  ASSERT_TRUE(FillerIsOpen(58, 55));
  Json last = Line({{"points", {3, 14}}, {"cards", {26, 26}}});
  Replayed x = ReplayJson(Then(Upto(58, 55), {last}, {{"score", {61, 69}}, {"winner", 1}}));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {61, 69}}, {"winner", 1}}));
  EXPECT_EQ(x.hands.back(), (Json{{"points", {3, 14}}, {"cards", {26, 26}}}));
}

TEST(DilotiMatch, S3FromSixtyAll) {
  ASSERT_TRUE(FillerIsOpen(60, 60));
  Replayed x = ReplayJson(Then(Upto(60, 60), {Sheet(4, 7)}, nullptr));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {64, 67}}, {"winner", 1}}));
}

TEST(DilotiMatch, S4ExactlyTarget) {
  ASSERT_TRUE(FillerIsOpen(55, 55));
  Replayed x = ReplayJson(Then(Upto(55, 55), {Sheet(6, 5)}, nullptr));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {61, 60}}, {"winner", 0}}));
}

TEST(DilotiMatch, S5HandAfterEnd) {
  ASSERT_TRUE(FillerIsOpen(58, 58));
  Replayed ended =
      ReplayJson(Then(Upto(58, 58), {Sheet(5, 6)}, {{"score", {63, 64}}, {"winner", 1}}));
  ASSERT_TRUE(Valid(ended));
  Replayed after = ReplayJson(Then(Upto(58, 58), {Sheet(5, 6), Sheet(11, 0)}, nullptr));
  EXPECT_TRUE(FailsWith(after, "diloti/hand-after-end", "/hands/5"));
}

TEST(DilotiMatch, S6LowerSideReachesTargetButLoses) {
  ASSERT_TRUE(FillerIsOpen(60, 57));
  Replayed x = ReplayJson(Then(Upto(60, 57), {Sheet(1, 6)}, nullptr));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {61, 63}}, {"winner", 1}}));
}

TEST(DilotiMatch, S7TieAtTargetPlaysOn) {
  ASSERT_TRUE(FillerIsOpen(58, 53));
  Replayed tie = ReplayJson(Then(Upto(58, 53), {Sheet(3, 8)}, {{"score", {61, 61}}}));
  ASSERT_TRUE(Valid(tie));
  EXPECT_EQ(tie.result, (Json{{"score", {61, 61}}}));
  EXPECT_TRUE(
      FailsWith(ReplayJson(Then(Upto(58, 53), {Sheet(3, 8)}, {{"score", {61, 61}}, {"winner", 0}})),
                "diloti/match-result", "/result/winner"));
  Replayed x = ReplayJson(
      Then(Upto(58, 53), {Sheet(3, 8), Sheet(7, 4)}, {{"score", {68, 65}}, {"winner", 0}}));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {68, 65}}, {"winner", 0}}));
}

TEST(DilotiMatch, P1TwelvePoints) {
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch({{12, 0}})), "diloti/sheet-points",
                        "/hands/0/result/points"));
}
TEST(DilotiMatch, P2XeriEach) {
  Replayed r = ReplayJson(SheetMatch({{21, 10}}));
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.result, (Json{{"score", {21, 10}}}));
}
TEST(DilotiMatch, P3SevenNeedsEvenCards) {
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line({{"points", {5, 2}}, {"cards", {27, 25}}})})),
                        "diloti/sheet-cards", "/hands/0/result/cards"));
}
TEST(DilotiMatch, P4MajorityNeedsFour) {
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line({{"points", {2, 9}}, {"cards", {30, 22}}})})),
                        "diloti/sheet-cards", "/hands/0/result/cards"));
}
TEST(DilotiMatch, P5Penalty) {
  Json line = Line({{"points", {0, 11}}, {"penalty", 0}});
  Replayed on = ReplayJson(MakeRecord({line}, 4, {{"error_penalty", "round_zero_plus_11"}}));
  ASSERT_TRUE(Valid(on));
  EXPECT_EQ(on.result, (Json{{"score", {0, 11}}}));
  EXPECT_TRUE(
      FailsWith(ReplayJson(MakeRecord({line})), "diloti/penalty", "/hands/0/result/penalty"));
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({line}, 4, {{"error_penalty", "off"}})),
                        "diloti/penalty", "/hands/0/result/penalty"));
}
TEST(DilotiMatch, P6WinnerMissing) {
  std::vector<std::pair<long, long>> s1 = {{14, 17}, {11, 0}, {31, 10}, {7, 4}};
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(s1, {{"score", {63, 31}}})), "diloti/match-result",
                        "/result/winner"));
}

}  // namespace
}  // namespace replay::diloti::test
