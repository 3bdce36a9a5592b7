// Pure Bourlot scoring as tables: the worked scoring of rules/bourlot.md §7.3 (B2a–B3b), the
// rounding of BRL-48, the hanging pot (BRL-47), the end of the match (BRL-51) and the
// score-sheet checks BRL-58..62 with the examples of §9.
#include "bourlot/bourlot_scoring.h"

#include <gtest/gtest.h>

#include "engine/driver.h"

namespace replay::bourlot {
namespace {

struct WriteCase {
  const char* name;
  PerSide sums;
  int jt_side;
  Rounding rounding;
  Outcome outcome;
  PerSide points;
  long hanging;
};

// b = side 0 throughout, as in §7.3.
TEST(BourlotScoring, WorkedScoringTable) {
  const WriteCase cases[] = {
      {"B2a made", {110, 72}, 0, Rounding::kNone, Outcome::kMade, {110, 72}, 0},
      {"B2b failed", {90, 92}, 1, Rounding::kNone, Outcome::kFailed, {0, 182}, 0},
      {"B2c tie", {81, 81}, 0, Rounding::kNone, Outcome::kTie, {0, 81}, 81},
      {"B2c hand 2", {100, 62}, 0, Rounding::kNone, Outcome::kMade, {100, 62}, 0},
      {"B2d capot", {252, 0}, 0, Rounding::kNone, Outcome::kMade, {252, 0}, 0},
      {"B2e tie 182", {91, 91}, 1, Rounding::kNone, Outcome::kTie, {0, 91}, 91},
      {"B3a tens", {105, 57}, 0, Rounding::kTens, Outcome::kMade, {100, 60}, 0},
      {"B3b tens JT b", {106, 56}, 0, Rounding::kTens, Outcome::kMade, {110, 50}, 0},
      {"B3b tens JT d", {106, 56}, 1, Rounding::kTens, Outcome::kMade, {100, 60}, 0},
      // More rounding (BRL-48): the pair always loses exactly 2.
      {"tens 3/9", {113, 69}, 0, Rounding::kTens, Outcome::kMade, {110, 70}, 0},
      {"tens 5/7", {95, 87}, 1, Rounding::kTens, Outcome::kMade, {90, 90}, 0},
      {"tens 0/2", {120, 62}, 1, Rounding::kTens, Outcome::kMade, {120, 60}, 0},
      {"tens failed", {90, 92}, 0, Rounding::kTens, Outcome::kFailed, {0, 180}, 0},
      {"tens tie 1/1", {91, 91}, 0, Rounding::kTens, Outcome::kTie, {0, 90}, 90},
      {"tens tie 6/6 JT b", {106, 106}, 0, Rounding::kTens, Outcome::kTie, {0, 100}, 110},
      {"tens tie 6/6 JT d", {106, 106}, 1, Rounding::kTens, Outcome::kTie, {0, 110}, 100},
      {"tens capot", {272, 0}, 0, Rounding::kTens, Outcome::kMade, {270, 0}, 0},
  };
  for (const WriteCase& c : cases) {
    Written w = WriteFigures(c.sums, 0, c.jt_side, c.rounding);
    EXPECT_EQ(w.outcome, c.outcome) << c.name;
    EXPECT_EQ(w.points, c.points) << c.name;
    EXPECT_EQ(w.hanging, c.hanging) << c.name;
  }
  // The buying side is side 1: the figures swap.
  Written w = WriteFigures({92, 90}, 1, 0, Rounding::kNone);
  EXPECT_EQ(w.outcome, Outcome::kFailed);
  EXPECT_EQ(w.points, (PerSide{182, 0}));
}

TEST(BourlotScoring, HangingPotGoesToTheNextWinner) {
  // B2c: 81 hang, then side 0 makes the next hand: [181, 62].
  long pot = NextPot(Outcome::kTie, 0, 81);
  EXPECT_EQ(pot, 81);
  EXPECT_EQ(CollectPot({100, 62}, Outcome::kMade, 0, pot), (PerSide{181, 62}));
  // Failed: the defenders collect it.
  EXPECT_EQ(CollectPot({0, 182}, Outcome::kFailed, 0, pot), (PerSide{0, 263}));
  EXPECT_EQ(CollectPot({182, 0}, Outcome::kFailed, 1, pot), (PerSide{263, 0}));
  // A further tie adds to it and collects nothing; a made or failed hand empties it.
  EXPECT_EQ(CollectPot({0, 91}, Outcome::kTie, 0, pot), (PerSide{0, 91}));
  EXPECT_EQ(NextPot(Outcome::kTie, 81, 91), 172);
  EXPECT_EQ(NextPot(Outcome::kMade, 172, 0), 0);
  EXPECT_EQ(NextPot(Outcome::kFailed, 172, 0), 0);
}

HandFacts Facts(int buyer_side, CardSet won0, int tricks0, int last, int trump) {
  HandFacts f;
  f.trump = trump;
  f.buyer_side = buyer_side;
  f.won = {won0, CardSet::Full(belote::kDeck) - won0};
  f.tricks = {tricks0, 8 - tricks0};
  f.last_trick_side = last;
  return f;
}

TEST(BourlotScoring, ScoreHandFromTheFactsOfPlay) {
  Options none;
  // Capot (B2d): side 0 won all 8 tricks → 252 / 0; melds and belote still count (BRL-43).
  HandFacts capot = Facts(0, CardSet::Full(belote::kDeck), 8, 0, 1);
  HandScore s = ScoreHand(capot, none);
  EXPECT_TRUE(s.capot);
  EXPECT_EQ(s.tricks, (PerSide{252, 0}));
  EXPECT_EQ(s.points, (PerSide{252, 0}));
  capot.declarations = {0, 50};
  capot.belote_side = 1;
  s = ScoreHand(capot, none);
  EXPECT_EQ(s.sums, (PerSide{252, 70}));
  EXPECT_EQ(s.points, (PerSide{252, 70}));
  // Card points + 10 for the last trick (BRL-41): side 0 holds every heart (62 in trumps).
  CardSet hearts = CardSet::Full(belote::kDeck).Suit(1);
  HandFacts f = Facts(1, hearts, 4, 0, 1);
  s = ScoreHand(f, none);
  EXPECT_FALSE(s.capot);
  EXPECT_EQ(s.tricks, (PerSide{72, 90}));
  EXPECT_EQ(s.outcome, Outcome::kMade);
  // The same with the buyers on side 0: failed, the defenders write everything.
  f.buyer_side = 0;
  s = ScoreHand(f, none);
  EXPECT_EQ(s.outcome, Outcome::kFailed);
  EXPECT_EQ(s.points, (PerSide{0, 162}));
  // Tens, both remainders 6: the side whose tricks hold JT rounds up (B3b), even the smaller.
  Options tens;
  tens.rounding = Rounding::kTens;
  CardSet won1;
  for (std::string_view code : {"JH", "9H", "TH", "KH", "QH", "JS", "QD"})
    won1.Add(*ParseCard(code, belote::kDeck));
  HandFacts six = Facts(0, CardSet::Full(belote::kDeck) - won1, 5, 1, 1);
  s = ScoreHand(six, tens);
  EXPECT_EQ(s.sums, (PerSide{96, 66}));
  EXPECT_EQ(s.points, (PerSide{90, 70}));
  s = ScoreHand(six, none);
  EXPECT_EQ(s.points, (PerSide{96, 66}));
}

// The end of the match (BRL-51) is the engine's TargetWinner.
TEST(BourlotScoring, MeldTotalsAndMatchEnd) {
  for (long x : {0L, 20L, 40L, 50L, 60L, 70L, 100L, 320L}) EXPECT_TRUE(IsMeldTotal(x)) << x;
  for (long x : {10L, 30L, 25L, -20L, 5L}) EXPECT_FALSE(IsMeldTotal(x)) << x;
  EXPECT_EQ(TargetWinner(replay::Sides(PerSide{1551, 1000}), 1551), 0);
  EXPECT_EQ(TargetWinner(replay::Sides(PerSide{1000, 1552}), 1551), 1);
  EXPECT_EQ(TargetWinner(replay::Sides(PerSide{1550, 1000}), 1551), -1);
  // Equal at the target: play on.
  EXPECT_EQ(TargetWinner(replay::Sides(PerSide{1600, 1600}), 1551), -1);
  EXPECT_EQ(TargetWinner(replay::Sides(PerSide{1700, 1600}), 1551), 0);
}

struct SheetCase {
  const char* name;
  SheetLine line;
  long pot;
  Rounding rounding;
  std::string_view code;   // "" = accepted
  std::string_view field;  // the result member blamed
};

SheetLine L(int b, PerSide points) {
  SheetLine l;
  l.buyer_side = b;
  l.points = points;
  return l;
}
SheetLine Made(SheetLine l, bool made) { l.made = made; return l; }
SheetLine Hang(SheetLine l, long h) { l.hanging = h; return l; }
SheetLine Capot(SheetLine l, bool c) { l.capot = c; return l; }
SheetLine Break(SheetLine l, std::optional<PerSide> t, std::optional<PerSide> d,
                std::optional<PerSide> b) {
  l.tricks = t;
  l.declarations = d;
  l.belote = b;
  return l;
}

TEST(BourlotScoring, ScoreSheetLines) {
  const Rounding none = Rounding::kNone, tens = Rounding::kTens;
  const SheetCase cases[] = {
      // §9's two examples.
      {"made", L(0, {110, 72}), 0, none, "", ""},
      {"tie side 1", Made(Hang(L(1, {91, 0}), 91), false), 0, none, "", ""},
      // BRL-58
      {"made flag wrong", Made(L(0, {110, 72}), false), 0, none, "bourlot/sheet-outcome", "made"},
      {"failed flagged made", Made(L(0, {0, 182}), true), 0, none, "bourlot/sheet-outcome", "made"},
      {"hanging with points", Hang(L(0, {110, 72}), 20), 0, none, "bourlot/sheet-outcome",
       "hanging"},
      // BRL-59
      {"made but not more", L(0, {80, 82}), 0, none, "bourlot/sheet-outcome", "points"},
      {"made by the pot only", L(0, {150, 92}), 80, none, "bourlot/sheet-outcome", "points"},
      {"tie unequal", Hang(L(0, {0, 81}), 80), 0, none, "bourlot/sheet-outcome", "hanging"},
      {"tens tie off by 10", Hang(L(0, {0, 100}), 110), 0, tens, "", ""},
      {"tens tie off by 20", Hang(L(0, {0, 90}), 110), 0, tens, "bourlot/sheet-outcome",
       "hanging"},
      // BRL-60
      {"failed 162", L(0, {0, 162}), 0, none, "", ""},
      {"failed with melds", L(1, {182, 0}), 0, none, "", ""},
      {"total 172", L(0, {0, 172}), 0, none, "bourlot/sheet-total", "points"},
      {"total 192", L(0, {100, 92}), 0, none, "bourlot/sheet-total", "points"},
      {"capot", Capot(L(0, {252, 0}), true), 0, none, "", ""},
      {"capot with melds", Capot(L(0, {272, 0}), true), 0, none, "", ""},
      {"capot total wrong", Capot(L(0, {262, 0}), true), 0, none, "bourlot/sheet-total",
       "points"},
      {"not capot 262", Capot(L(0, {262, 0}), false), 0, none, "", ""},
      {"pot collected", L(0, {181, 62}), 81, none, "", ""},
      {"pot not collected", L(0, {181, 62}), 0, none, "bourlot/sheet-total", "points"},
      {"failed collects pot", L(0, {0, 263}), 81, none, "", ""},
      {"tens", L(0, {100, 60}), 0, tens, "", ""},
      {"tens not rounded", L(0, {105, 57}), 0, tens, "bourlot/sheet-total", "points"},
      {"tens total", L(0, {100, 70}), 0, tens, "bourlot/sheet-total", "points"},
      // BRL-61
      {"breakdown", Break(Made(L(0, {110, 72}), true), PerSide{90, 72}, PerSide{20, 0},
                          PerSide{0, 0}), 0, none, "", ""},
      {"tricks not 162", Break(L(0, {110, 72}), PerSide{90, 70}, {}, {}), 0, none,
       "bourlot/sheet-breakdown", "tricks"},
      {"capot flag vs tricks", Capot(Break(L(0, {252, 0}), PerSide{252, 0}, {}, {}), false), 0,
       none, "bourlot/sheet-breakdown", "capot"},
      {"capot without 252", Capot(Break(L(0, {272, 0}), PerSide{162, 0}, {}, {}), true), 0,
       none, "bourlot/sheet-breakdown", "capot"},
      {"declarations both", Break(L(0, {110, 92}), {}, PerSide{20, 20}, {}), 0, none,
       "bourlot/sheet-breakdown", "declarations"},
      {"declarations 10", Break(L(0, {120, 62}), {}, PerSide{10, 0}, {}), 0, none,
       "bourlot/sheet-breakdown", "declarations"},
      {"belote twice", Break(L(0, {110, 92}), {}, {}, PerSide{20, 20}), 0, none,
       "bourlot/sheet-breakdown", "belote"},
      {"melds exceed total", Break(L(0, {110, 72}), {}, PerSide{50, 0}, {}), 0, none,
       "bourlot/sheet-breakdown", "declarations"},
      {"melds + belote short", Break(L(0, {130, 72}), {}, PerSide{20, 0}, PerSide{0, 0}), 0,
       none, "bourlot/sheet-breakdown", "declarations"},
      // BRL-62
      {"breakdown disagrees", Break(L(0, {100, 82}), PerSide{90, 72}, PerSide{20, 0},
                                    PerSide{0, 0}), 0, none, "bourlot/result-mismatch", "points"},
      {"breakdown failed", Break(L(0, {0, 182}), PerSide{70, 92}, PerSide{0, 0},
                                 PerSide{20, 0}), 0, none, "", ""},
      {"breakdown tie", Hang(Break(L(0, {0, 91}), PerSide{71, 91}, PerSide{20, 0},
                                   PerSide{0, 0}), 91), 0, none, "", ""},
      {"breakdown with pot", Break(L(0, {181, 62}), PerSide{100, 62}, PerSide{0, 0},
                                   PerSide{0, 0}), 81, none, "", ""},
      {"tens 6/6 up", Break(L(0, {110, 70}), PerSide{86, 76}, PerSide{20, 0}, PerSide{0, 0}), 0,
       tens, "", ""},
      {"tens 6/6 down", Break(L(0, {100, 80}), PerSide{86, 76}, PerSide{20, 0}, PerSide{0, 0}), 0,
       tens, "", ""},
  };
  for (const SheetCase& c : cases) {
    Options options;
    options.rounding = c.rounding;
    Outcome outcome;
    std::optional<SheetError> e = CheckSheetLine(c.line, c.pot, options, &outcome);
    EXPECT_EQ(e ? e->code : "", c.code) << c.name << (e ? ": " + e->message : "");
    if (e && e->code == c.code) {
      EXPECT_EQ(e->field, c.field) << c.name;
    }
  }
}

TEST(BourlotScoring, SheetOutcomeIsReadFromTheFigures) {
  Options options;
  Outcome o;
  ASSERT_FALSE(CheckSheetLine(L(0, {110, 72}), 0, options, &o));
  EXPECT_EQ(o, Outcome::kMade);
  ASSERT_FALSE(CheckSheetLine(L(0, {0, 182}), 0, options, &o));
  EXPECT_EQ(o, Outcome::kFailed);
  ASSERT_FALSE(CheckSheetLine(Hang(L(0, {0, 81}), 81), 0, options, &o));
  EXPECT_EQ(o, Outcome::kTie);
}

}  // namespace
}  // namespace replay::bourlot
