// Grades of reviewed moves (review/grade.h): each threshold is the lowest cost of its grade, each
// game has its own, and an override is checked before it replaces them.
#include <gtest/gtest.h>

#include "review/grade.h"

namespace replay::review {
namespace {

TEST(Grade, EachThresholdIsTheLowestCostOfItsGrade) {
  const Thresholds t{3, 10, 25};
  EXPECT_EQ(t.Of(0), Grade::kNone);
  EXPECT_EQ(t.Of(2), Grade::kNone);
  EXPECT_EQ(t.Of(3), Grade::kInaccuracy);
  EXPECT_EQ(t.Of(9), Grade::kInaccuracy);
  EXPECT_EQ(t.Of(10), Grade::kMistake);
  EXPECT_EQ(t.Of(24), Grade::kMistake);
  EXPECT_EQ(t.Of(25), Grade::kBlunder);
  EXPECT_EQ(t.Of(162), Grade::kBlunder);
}

TEST(Grade, NamesGoBothWays) {
  for (Grade g : {Grade::kInaccuracy, Grade::kMistake, Grade::kBlunder})
    EXPECT_EQ(ParseGrade(GradeName(g)), g);
  EXPECT_FALSE(ParseGrade("Mistake"));
  EXPECT_FALSE(ParseGrade(""));
  EXPECT_EQ(GradeWord(Grade::kBlunder).English(), "blunder");
  EXPECT_TRUE(GradeWord(Grade::kNone).empty());
}

TEST(Grade, EveryGameHasItsOwnScaleAndACostOfNothingIsNeverGraded) {
  const GradeScale scale;
  for (const char* game : {"bourlot", "pilotta", "tute", "diloti"}) {
    const Thresholds& t = scale.For(game);
    EXPECT_EQ(t.Of(0), Grade::kNone) << game;
    EXPECT_LE(t.inaccuracy, t.mistake) << game;
    EXPECT_LE(t.mistake, t.blunder) << game;
  }
  // A missed xeri (10 points) is Diloti's blunder; a trick game's 10 trick points a mistake.
  EXPECT_EQ(scale.For("diloti").Of(10), Grade::kBlunder);
  EXPECT_EQ(scale.For("pilotta").Of(10), Grade::kMistake);
}

TEST(Grade, AnOverrideReplacesOneGamesScale) {
  GradeScale scale;
  EXPECT_EQ(scale.Override("pilotta=5,15,30"), std::nullopt);
  EXPECT_EQ(scale.For("pilotta").Of(5), Grade::kInaccuracy);
  EXPECT_EQ(scale.For("pilotta").Of(30), Grade::kBlunder);
  EXPECT_EQ(scale.For("bourlot").Of(5), Grade::kInaccuracy);  // untouched: 3, 10, 25
  EXPECT_EQ(scale.For("bourlot").Of(25), Grade::kBlunder);
}

TEST(Grade, ABadOverrideIsRefusedAndChangesNothing) {
  GradeScale scale;
  for (const char* bad : {"pilotta", "pilotta=", "pilotta=5,15", "pilotta=5,15,30,40",
                          "pilotta=15,5,30", "pilotta=0,5,30", "pilotta=-1,5,30",
                          "pilotta=5,x,30", "pilotta=5,,30", "chess=1,2,3", "=1,2,3",
                          "pilotta=+5,15,30"})
    EXPECT_TRUE(scale.Override(bad).has_value()) << bad;
  EXPECT_EQ(scale.For("pilotta").Of(3), Grade::kInaccuracy);
  EXPECT_EQ(scale.For("pilotta").Of(25), Grade::kBlunder);
}

}  // namespace
}  // namespace replay::review
