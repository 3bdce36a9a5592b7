// The statistics' arithmetic and their view checks, which need no store: the Student t quantiles
// and mean intervals, Wilson's interval for rates, --sort specs and the measures a view may name.
#include "stats/stats.h"

#include <gtest/gtest.h>

namespace replay::stats {
namespace {

TEST(StudentT, MatchesPublishedQuantiles) {
  // The 0.975 column of any t table: df 1 12.706, 2 4.303, 3 3.182, 10 2.228, 30 2.042, 120 1.980.
  EXPECT_NEAR(StudentQuantile(0.975, 1), 12.7062, 5e-4);
  EXPECT_NEAR(StudentQuantile(0.975, 2), 4.3027, 5e-4);
  EXPECT_NEAR(StudentQuantile(0.975, 3), 3.1824, 5e-4);
  EXPECT_NEAR(StudentQuantile(0.975, 10), 2.2281, 5e-4);
  EXPECT_NEAR(StudentQuantile(0.975, 30), 2.0423, 5e-4);
  EXPECT_NEAR(StudentQuantile(0.975, 120), 1.9799, 5e-4);
  EXPECT_NEAR(StudentQuantile(0.975, 100000), 1.95996, 5e-4);  // the normal's z
}

TEST(StudentT, MeanIntervalIsTTimesTheStandardError) {
  // 1, 2, 3, 4: mean 2.5, s = 1.2910, s/√4 = 0.6455, t(0.975, 3) = 3.1824: ± 2.0543.
  std::optional<Interval> ci = MeanInterval(10, 30, 4);
  ASSERT_TRUE(ci);
  EXPECT_NEAR(ci->low, 0.4457, 5e-4);
  EXPECT_NEAR(ci->high, 4.5543, 5e-4);
  EXPECT_FALSE(MeanInterval(3, 9, 1));  // one unit: no spread to judge
  ci = MeanInterval(6, 12, 3);          // 2, 2, 2: no spread, the interval is the value
  ASSERT_TRUE(ci);
  EXPECT_DOUBLE_EQ(ci->low, 2);
  EXPECT_DOUBLE_EQ(ci->high, 2);
}

TEST(Wilson, MatchesPublishedIntervals) {
  // Newcombe (1998), Table I, method 3: 81/263 → 0.2553–0.3662; 15/148 → 0.0624–0.1605;
  // 0/20 → 0–0.1611; 1/29 → 0.0061–0.1718.
  auto near = [](Interval ci, double low, double high) {
    EXPECT_NEAR(ci.low, low, 5e-5);
    EXPECT_NEAR(ci.high, high, 5e-5);
  };
  near(Wilson(81, 263), 0.2553, 0.3662);
  near(Wilson(15, 148), 0.0624, 0.1605);
  near(Wilson(0, 20), 0.0, 0.1611);
  near(Wilson(1, 29), 0.0061, 0.1718);
  near(Wilson(20, 20), 0.8389, 1.0);
}

TEST(StatsView, SortSpecs) {
  View v;
  EXPECT_EQ(ParseSort("win_rate", v), "");
  EXPECT_EQ(v.sort, "win_rate");
  EXPECT_TRUE(v.descending);
  EXPECT_EQ(ParseSort("margin:asc", v), "");
  EXPECT_EQ(v.sort, "margin");
  EXPECT_FALSE(v.descending);
  EXPECT_EQ(ParseSort("margin:up", v), "\"margin:up\" is not MEASURE, MEASURE:asc or MEASURE:desc");
  EXPECT_EQ(ParseSort(":asc", v), "\":asc\" names no measure");
}

TEST(StatsView, MeasuresAreCheckedAgainstTheStatisticAndGrouping) {
  View v;
  v.measures = {"win_rate"};
  EXPECT_EQ(CheckView("wins", GroupBy::kPlayer, v), "");
  // Matches have no win rate: only a side has.
  EXPECT_EQ(CheckView("wins", GroupBy::kAll, v),
            "wins has no measure \"win_rate\": matches, finished, winning_margin, "
            "first_dealer_win_rate");
  v.measures = {"melds"};
  EXPECT_EQ(CheckView("declarations", GroupBy::kEvent, v), "");
  v.sort = "melds";  // a measure of the meld kinds only: groups can't be ordered by it
  EXPECT_EQ(CheckView("declarations", GroupBy::kEvent, v),
            "--sort takes a measure of the whole group: hands, melds_per_hand, declared_rate, "
            "counted_rate, cancelled_rate, belote_rate");
  EXPECT_EQ(CheckView("games", GroupBy::kSide, v), "");  // Compute reports the grouping
}

}  // namespace
}  // namespace replay::stats
