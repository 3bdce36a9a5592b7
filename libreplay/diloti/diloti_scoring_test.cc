// Table-driven tests of the pure Diloti scoring (rules/diloti.md §6–§8): ScoreHand (DIL-50, 51),
// CheckSheetLine (DIL-71, 72, with P1–P4 of §10.4 and more) and MatchWinner (DIL-61, with the
// totals of S1–S7).
#include "diloti/diloti_scoring.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "diloti/diloti_state.h"

namespace replay::diloti {
namespace {

CardSet Set(std::string_view text) {
  CardSet s;
  std::istringstream in{std::string(text)};
  for (std::string code; in >> code;) {
    std::optional<Card> c = ParseCard(code, kDeck);
    EXPECT_TRUE(c) << code;
    if (c) s.Add(*c);
  }
  return s;
}

// The 52 cards split into `side0` and the rest.
std::array<CardSet, 2> Split(std::string_view side0) {
  CardSet a = Set(side0);
  return {a, CardSet::Full(kDeck) - a};
}

// n cards of the deck without any point card, in a fixed order.
std::string Blanks(int n) {
  std::string out;
  for (char suit : std::string("SHDC"))
    for (char rank : std::string("3456789JQK")) {
      if (n-- <= 0) return out;
      out += std::string(out.empty() ? "" : " ") + rank + suit;
    }
  EXPECT_LE(n, 0) << "only 40 blank cards";
  return out;
}

Options XeriPoints(long points) {
  Options o;
  o.xeri_points = points;
  return o;
}

TEST(DilotiScoring, CardPoints) {
  struct Case {
    const char* pile;
    long points;
  };
  const Case cases[] = {
      {"", 0},
      {"AS", 1},
      {"AS AH AD AC", 4},
      {"2C", 1},
      {"2S 2H 2D", 0},
      {"TD", 2},
      {"TS TH TC", 0},
      {"AS AH AD AC 2C TD", 7},
      {"JS QH KD 9C 5D", 0},
      {"AD TD 2C KC", 4},
  };
  for (const Case& c : cases) EXPECT_EQ(CardPoints(Set(c.pile)), c.points) << c.pile;
  EXPECT_EQ(CardPoints(CardSet::Full(kDeck)), 7);
}

TEST(DilotiScoring, ScoreHandTable) {
  struct Case {
    const char* name;
    std::string side0;  // side 1 has the rest of the deck
    std::array<int, 2> xeris;
    long xeri_points;
    PerSide points, cards;
  };
  const std::vector<Case> cases = {
      // Every point card and the majority to side 0: 11 – 0.
      {"all to side 0", "AS AH AD AC 2C TD " + Blanks(21), {0, 0}, 10, {11, 0}, {27, 25}},
      // The majority alone is 4; 27 is enough, 26 is not.
      {"27 blank", Blanks(27), {0, 0}, 10, {4, 7}, {27, 25}},
      {"25 blank", Blanks(25), {0, 0}, 10, {0, 11}, {25, 27}},
      {"26-26 blank", Blanks(26), {0, 0}, 10, {0, 7}, {26, 26}},
      {"26-26 with TD", "TD AS " + Blanks(24), {0, 0}, 10, {3, 4}, {26, 26}},
      {"52-0", Blanks(40) + " AS AH AD AC 2S 2H 2D 2C TS TH TD TC", {0, 0}, 10, {11, 0}, {52, 0}},
      // Xeris: 10 each by default, `xeri_points` otherwise, and every one counts.
      {"xeri 1-1", Blanks(27), {1, 1}, 10, {14, 17}, {27, 25}},
      {"xeri 3-0", Blanks(26), {3, 0}, 10, {30, 7}, {26, 26}},
      {"xeri points 0", Blanks(27), {2, 1}, 0, {4, 7}, {27, 25}},
      {"xeri points 5", Blanks(27), {2, 1}, 5, {14, 12}, {27, 25}},
      {"xeri points 100", "2C " + Blanks(10), {0, 4}, 100, {1, 410}, {11, 41}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    std::array<CardSet, 2> piles = Split(c.side0);
    HandScore s = ScoreHand(piles, c.xeris, XeriPoints(c.xeri_points));
    EXPECT_EQ(s.points, c.points);
    EXPECT_EQ(s.cards, c.cards);
    EXPECT_EQ(s.xeri, (PerSide{c.xeris[0], c.xeris[1]}));
    // Invariants of §6: cards total 52; base points total 11, or 7 exactly at 26–26.
    EXPECT_EQ(s.cards[0] + s.cards[1], 52);
    long base = s.points[0] + s.points[1] - c.xeri_points * (c.xeris[0] + c.xeris[1]);
    EXPECT_EQ(base, s.cards[0] == 26 ? 7 : 11);
  }
}

TEST(DilotiScoring, ScoreHandOfTheFullHand) {
  // §10.3's final piles.
  std::array<CardSet, 2> piles = {
      Set("TC TD 7H 7C 6H 6C 5D 5C 5S 3C 2C 6D 6S 4C 2S JS JC 8H 3D 4H AD"),
      Set("7D AC 2H 4S 9C 9S 9H KD KH 9D 5H 3S AH TH 2D 8D QC QD 8C 4D 3H AS 8S JH JD QH QS "
          "KC KS TS 7S")};
  HandScore s = ScoreHand(piles, {1, 1}, Options{});
  EXPECT_EQ(s.points, (PerSide{14, 17}));
  EXPECT_EQ(s.cards, (PerSide{21, 31}));
  EXPECT_EQ(s.xeri, (PerSide{1, 1}));
  // The same piles the other way round.
  HandScore r = ScoreHand({piles[1], piles[0]}, {0, 2}, Options{});
  EXPECT_EQ(r.points, (PerSide{7, 24}));
  EXPECT_EQ(r.cards, (PerSide{31, 21}));
}

TEST(DilotiScoring, CheckSheetLineTable) {
  using V = SheetVerdict;
  struct Case {
    const char* name;
    PerSide points;
    std::optional<PerSide> cards, xeri;
    long xeri_points;
    V verdict;
  };
  const std::vector<Case> cases = {
      // §10.4
      {"P1 12-0", {12, 0}, {}, {}, 10, V::kBadPoints},
      {"P2 21-10", {21, 10}, {}, {}, 10, V::kOk},
      {"P3 7 needs 26-26", {5, 2}, PerSide{27, 25}, {}, 10, V::kBadCards},
      {"P4 majority below 4", {2, 9}, PerSide{30, 22}, {}, 10, V::kBadCards},
      // Points alone.
      {"11-0", {11, 0}, {}, {}, 10, V::kOk},
      {"0-11", {0, 11}, {}, {}, 10, V::kOk},
      {"7-0 (26-26)", {7, 0}, {}, {}, 10, V::kOk},
      {"4-3", {4, 3}, {}, {}, 10, V::kOk},
      {"0-0", {0, 0}, {}, {}, 10, V::kBadPoints},
      {"6-6", {6, 6}, {}, {}, 10, V::kBadPoints},
      {"10-2", {10, 2}, {}, {}, 10, V::kBadPoints},
      {"1-10 (a xeri or base 10)", {1, 10}, {}, {}, 10, V::kOk},
      {"31-10", {31, 10}, {}, {}, 10, V::kOk},
      {"20-1", {20, 1}, {}, {}, 10, V::kOk},
      {"16-0", {16, 0}, {}, {}, 10, V::kBadPoints},
      {"many xeris", {1011, 500}, {}, {}, 10, V::kOk},
      {"22-0", {22, 0}, {}, {}, 10, V::kBadPoints},
      // Given xeris fix the count.
      {"21-10 with 1-1", {21, 10}, {}, PerSide{1, 1}, 10, V::kOk},
      {"21-10 with 0-0", {21, 10}, {}, PerSide{0, 0}, 10, V::kBadPoints},
      {"21-10 with 2-0", {21, 10}, {}, PerSide{2, 0}, 10, V::kOk},
      {"11-0 with 1-0", {11, 0}, {}, PerSide{1, 0}, 10, V::kBadPoints},
      {"14-17 with 1-1", {14, 17}, PerSide{21, 31}, PerSide{1, 1}, 10, V::kOk},
      // Cards.
      {"11-0 27-25", {11, 0}, PerSide{27, 25}, {}, 10, V::kOk},
      {"11-0 25-27", {11, 0}, PerSide{25, 27}, {}, 10, V::kBadCards},
      {"4-7 25-27", {4, 7}, PerSide{25, 27}, {}, 10, V::kOk},
      {"4-7 27-25", {4, 7}, PerSide{27, 25}, {}, 10, V::kOk},
      {"3-8 27-25", {3, 8}, PerSide{27, 25}, {}, 10, V::kBadCards},
      {"7-0 26-26", {7, 0}, PerSide{26, 26}, {}, 10, V::kOk},
      {"3-14 26-26 (S2)", {3, 14}, PerSide{26, 26}, {}, 10, V::kOk},
      {"11-0 26-26", {11, 0}, PerSide{26, 26}, {}, 10, V::kBadCards},
      {"11-0 27-26", {11, 0}, PerSide{27, 26}, {}, 10, V::kBadCards},
      {"11-0 52-0", {11, 0}, PerSide{52, 0}, {}, 10, V::kOk},
      // 21-10 with side 1 holding the majority: only base 1/10 fits (b1 = 10 ≥ 4).
      {"21-10 20-32", {21, 10}, PerSide{20, 32}, {}, 10, V::kOk},
      {"21-10 20-32 xeri 1-1", {21, 10}, PerSide{20, 32}, PerSide{1, 1}, 10, V::kBadCards},
      // xeri_points.
      {"16-0 at 5", {16, 0}, {}, {}, 5, V::kOk},
      {"12-0 at 5 (7 + 5)", {12, 0}, {}, {}, 5, V::kOk},
      {"12-0 at 5 with 27-25", {12, 0}, PerSide{27, 25}, {}, 5, V::kBadCards},
      {"11-0 at 0", {11, 0}, {}, {}, 0, V::kOk},
      {"21-0 at 0", {21, 0}, {}, {}, 0, V::kBadPoints},
      {"12-0 at 1", {12, 0}, {}, {}, 1, V::kOk},
  };
  for (const Case& c : cases) {
    SheetLine line;
    line.points = c.points;
    line.cards = c.cards;
    line.xeri = c.xeri;
    EXPECT_EQ(CheckSheetLine(line, XeriPoints(c.xeri_points)), c.verdict) << c.name;
  }
}

TEST(DilotiScoring, MatchWinnerTable) {
  struct Case {
    const char* name;
    PerSide totals;
    long target;
    int winner;
  };
  const std::vector<Case> cases = {
      {"S1", {63, 31}, 61, 0},
      {"S1 before the last hand", {56, 27}, 61, -1},
      {"S2 both past", {61, 69}, 61, 1},
      {"S3", {64, 67}, 61, 1},
      {"S4 exactly the target", {61, 60}, 61, 0},
      {"S5", {63, 64}, 61, 1},
      {"S6 the lower reaches it first", {61, 63}, 61, 1},
      {"S7 tie at the target", {61, 61}, 61, -1},
      {"S7 after the next hand", {68, 65}, 61, 0},
      {"tie above the target", {80, 80}, 61, -1},
      {"below", {60, 60}, 61, -1},
      {"start", {0, 0}, 61, -1},
      {"target 101", {63, 31}, 101, -1},
      {"target 101 reached", {102, 99}, 101, 0},
      {"target 1", {0, 1}, 1, 1},
      {"SD 65 to 62", {62, 65}, 61, 1},
  };
  for (const Case& c : cases) EXPECT_EQ(MatchWinner(c.totals, c.target), c.winner) << c.name;
}

}  // namespace
}  // namespace replay::diloti
