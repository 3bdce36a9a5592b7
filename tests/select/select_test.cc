// select::Matches, the record side of the selection replay-filter and replay-stats share (the
// store side is its SQL in stats.cc; tests/tools/pipeline_test.sh checks that the two agree).
#include "select/select.h"

#include <gtest/gtest.h>

#include "engine/replay.h"

namespace replay::select {
namespace {

// Whether each record of `ndjson` is selected.
std::vector<bool> Selected(const std::string& ndjson, const Selection& selection) {
  RecordReader reader(ndjson, "test");
  std::vector<bool> out;
  ReplayInput(reader, ReplayOptions{}, [&](const RecordReport& report) {
    out.push_back(report.record && Matches(selection, *report.record));
  });
  return out;
}

const std::string kRecords =
    R"({"game":"diloti","players":["A","B"],"tags":{"event":"Cup","date":"2026-03-01","round":"1"},"hands":[{"dealer":0,"result":{"points":[10,1]}}]})"
    "\n"
    R"({"game":"tute","rules":{"players":3,"stock_duty":"none","last_trick_bonus":20},"players":["A",{"name":"C","id":"c-7"},"D"],"tags":{"date":"2026-05-09"},"hands":[{"dealer":0,"result":{"points":[1,2,3]}}]})"
    "\n"
    R"({"game":"bourlot","players":["E","F","G","H"],"hands":[{"dealer":0}]})"
    "\n"
    "{not json\n";

TEST(Select, AnEmptySelectionTakesEveryRecordEvenOneThatIsNotJson) {
  EXPECT_TRUE(Selection{}.Empty());
  Selection none;
  EXPECT_TRUE(Matches(none, Record{}));
  EXPECT_EQ(Selected(kRecords, none), (std::vector<bool>{true, true, true, false}));
}

TEST(Select, GamesPlayersAndEventsAreAlternatives) {
  Selection s;
  s.games = {"tute", "bourlot"};
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{false, true, true, false}));
  Selection p;
  p.players = {"c-7", "B"};  // an id or a name
  EXPECT_EQ(Selected(kRecords, p), (std::vector<bool>{true, true, false, false}));
  Selection e;
  e.events = {"Cup", "Other"};
  EXPECT_EQ(Selected(kRecords, e), (std::vector<bool>{true, false, false, false}));
}

TEST(Select, RulesAndTagsMustAllHoldAsTheStoreKeepsThem) {
  Selection s;
  ASSERT_EQ(AddKeyValue("stock_duty=\"none\"", s.rules), "");  // quotes are the store's
  ASSERT_EQ(AddKeyValue("last_trick_bonus=20", s.rules), "");
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{false, true, false, false}));
  ASSERT_EQ(AddKeyValue("last_trick_bonus=10", s.rules), "");
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{false, false, false, false}));
  Selection t;
  ASSERT_EQ(AddKeyValue("round=1", t.tags), "");
  EXPECT_EQ(Selected(kRecords, t), (std::vector<bool>{true, false, false, false}));
  EXPECT_EQ(AddKeyValue("round", t.tags), "\"round\" is not key=value");
  EXPECT_EQ(AddKeyValue("=1", t.tags), "\"=1\" is not key=value");
}

TEST(Select, PlayersIsTheFormEvenWhenRulesLeaveItOut) {
  Selection s;
  ASSERT_EQ(AddKeyValue("players=2", s.rules), "");
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{true, false, false, false}));
  s.rules = {{"players", "4"}};
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{false, false, true, false}));
}

TEST(Select, DateBoundsAreInclusiveAndExcludeUndatedRecords) {
  Selection s;
  s.since = "2026-03-01";
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{true, true, false, false}));
  s.until = "2026-05-08";
  EXPECT_EQ(Selected(kRecords, s), (std::vector<bool>{true, false, false, false}));
  EXPECT_EQ(Check(s), "");
  s.until = "2026-5-8";
  EXPECT_EQ(Check(s), "\"2026-5-8\" is not a date YYYY-MM-DD");
}

// The shape is not enough: a bound that is no day of the calendar would select nothing, silently.
TEST(Select, ADateIsADayOfTheCalendar) {
  for (const char* good : {"2026-01-31", "2026-12-31", "2028-02-29", "2000-02-29", "2026-04-30"})
    EXPECT_TRUE(IsDate(good)) << good;
  for (const char* bad : {"2026-13-45", "2026-00-10", "2026-01-00", "2026-02-29", "1900-02-29",
                          "2026-04-31", "2026-01-32", "2026-1-01", "2026/01/01", ""})
    EXPECT_FALSE(IsDate(bad)) << bad;
}

TEST(Select, NearestNamesAreByEditDistanceOverCodePoints) {
  const std::vector<std::string> names = {"Maria", "Marina", "Nikos", "Νίκος", "Eleni", "Mario"};
  // Mariaa → Maria and Marina (1 edit each, in byte order), then Mario (2).
  EXPECT_EQ(Nearest("Mariaa", names), (std::vector<std::string>{"Maria", "Marina", "Mario"}));
  // One Greek letter wrong is one edit, not two bytes.
  EXPECT_EQ(Nearest("Νίκοσ", names, 1), (std::vector<std::string>{"Νίκος"}));
  EXPECT_EQ(Nearest("x", {}), (std::vector<std::string>{}));
  // What was typed inside a longer name beats a short name a few edits away.
  EXPECT_EQ(Nearest("cup", {"Φιλικό", "Kafeneio Cup", "Open"}, 2),
            (std::vector<std::string>{"Kafeneio Cup", "Open"}));
  EXPECT_EQ(Nearest("Nikos", {"Nikos", "Nikos"}), (std::vector<std::string>{"Nikos"}));
}

}  // namespace
}  // namespace replay::select
