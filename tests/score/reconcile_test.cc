// The reconciliation view (score/reconcile.h): the computed table beside the record's claims.
#include "score/reconcile.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "engine/testing/replayed.h"

namespace replay {
namespace {

using testing::ReplayFlags;
using testing::Replayed;
using testing::ReplayJson;
using testing::ReplayText;

ReplayFlags KeepInvalid() {
  ReplayFlags flags;
  flags.facts = false;
  flags.keep_invalid_outcome = true;
  return flags;
}

Reconciliation Of(const Replayed& r) {
  EXPECT_TRUE(r.outcome.has_value()) << r.All();
  return Reconcile(r.record, *r.outcome, r.diagnostics);
}

// A 2-player Diloti sheet; every line below is a legal one (base points 11, or 7 at 26-26).
nlohmann::json Sheet(const std::vector<std::array<int, 2>>& points) {
  nlohmann::json hands = nlohmann::json::array();
  for (const auto& p : points) hands.push_back({{"result", {{"points", {p[0], p[1]}}}}});
  return {{"game", "diloti"}, {"players", {"Nikos", "Maria"}}, {"hands", hands}};
}

TEST(Reconcile, EveryValidSampleAgreesWithItself) {
  // The view is made for valid records too (the text table and the chart read its totals): no
  // claim of a valid sample may differ, and its last running total is the match score.
  size_t checked = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(std::string(REPLAY_SOURCE_DIR) + "/samples")) {
    const std::string path = entry.path().string();
    if (entry.path().extension() != ".json" || path.find("/invalid/") != std::string::npos)
      continue;
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    Replayed r = ReplayText(text.str(), KeepInvalid());
    ASSERT_TRUE(r.valid()) << path << r.All();
    const Reconciliation table = Of(r);
    EXPECT_TRUE(table.complete) << path;
    EXPECT_FALSE(table.Differs()) << path << " first difference " << table.first_difference;
    ASSERT_EQ(table.hands.size(), r.record.hands.size()) << path;
    ASSERT_TRUE(r.outcome->score) << path;
    EXPECT_EQ(table.score, r.outcome->score) << path;
    ++checked;
  }
  EXPECT_GT(checked, 20u);
}

TEST(Reconcile, ARejectedSheetLineIsTheFirstDifferenceAndLeavesTheTotalsUnknown) {
  Replayed r = ReplayJson(Sheet({{11, 0}, {10, 2}, {4, 7}}), KeepInvalid());
  ASSERT_FALSE(r.valid());
  const Reconciliation table = Of(r);
  ASSERT_TRUE(table.complete);
  EXPECT_EQ(table.first_difference, 1);
  ASSERT_EQ(table.hands.size(), 3u);
  EXPECT_FALSE(table.hands[0].Differs());
  EXPECT_EQ(table.hands[0].total, Sides(std::array<long, 2>{11, 0}));
  const ReconciledHand& bad = table.hands[1];
  EXPECT_EQ(bad.computed, nullptr);
  EXPECT_EQ(bad.error, "diloti/sheet-points");
  EXPECT_TRUE(bad.points_differ);
  EXPECT_FALSE(bad.total.has_value());
  EXPECT_EQ(bad.claimed_total, Sides(std::array<long, 2>{21, 2}));
  // The next line is fine in itself, but the running totals can't be confirmed any more.
  EXPECT_FALSE(table.hands[2].points_differ);
  EXPECT_TRUE(table.hands[2].total_differ);
  EXPECT_EQ(table.hands[2].claimed_total, Sides(std::array<long, 2>{25, 9}));
  EXPECT_FALSE(table.score.has_value());
}

TEST(Reconcile, OnlyTheFinalTotalOff) {
  nlohmann::json record = Sheet({{11, 0}, {11, 0}, {11, 0}, {11, 0}, {11, 0}, {11, 0}});
  record["result"] = {{"score", {66, 1}}, {"winner", 0}};
  Replayed r = ReplayJson(record, KeepInvalid());
  ASSERT_FALSE(r.valid());
  const Reconciliation table = Of(r);
  EXPECT_EQ(table.first_difference, -1);
  EXPECT_TRUE(table.score_differs);
  EXPECT_FALSE(table.winner_differs);
  EXPECT_EQ(table.score, Sides(std::array<long, 2>{66, 0}));
  EXPECT_EQ(table.claimed_score, Sides(std::array<long, 2>{66, 1}));
  EXPECT_EQ(table.winner, 0);
  EXPECT_TRUE(table.Differs());
}

TEST(Reconcile, AValidRecordWithoutClaimsAgreesBySilence) {
  nlohmann::json record = Sheet({{11, 0}, {3, 8}});
  Replayed r = ReplayJson(record, KeepInvalid());
  ASSERT_TRUE(r.valid()) << r.All();
  const Reconciliation table = Of(r);
  EXPECT_FALSE(table.Differs());
  EXPECT_EQ(table.hands[1].claimed_total, Sides(std::array<long, 2>{14, 8}));
  EXPECT_EQ(table.winner, -1);  // unfinished
  EXPECT_FALSE(table.has_claimed_result);
}

TEST(Reconcile, AnIllegalActionLeavesNoComputedTable) {
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/samples/invalid/diloti-build-without-card.json");
  std::stringstream text;
  text << in.rdbuf();
  Replayed r = ReplayText(text.str(), KeepInvalid());
  ASSERT_FALSE(r.valid());
  const Reconciliation table = Of(r);
  EXPECT_FALSE(table.complete);
  EXPECT_EQ(table.stopped_at, 0);
  EXPECT_TRUE(table.hands.empty());
}

// A sheet's own running totals (notation.md §3): the claimed column follows what the sheet
// writes, the slip's line and the lines that carry it are marked.
TEST(Reconcile, MarksTheSlipAndTheTotalsThatCarryIt) {
  nlohmann::json sheet = Sheet({{8, 3}, {0, 11}, {7, 4}, {4, 7}});
  sheet["hands"][0]["total"] = {8, 3};
  sheet["hands"][1]["total"] = {8, 15};  // the slip: 8-14
  sheet["hands"][3]["total"] = {19, 26};  // carries it past a line without a total
  Replayed r = ReplayJson(sheet, KeepInvalid());
  const Reconciliation table = Of(r);
  ASSERT_EQ(table.hands.size(), 4u);
  EXPECT_FALSE(table.hands[0].slip || table.hands[0].carried);
  EXPECT_TRUE(table.hands[1].slip);
  EXPECT_FALSE(table.hands[1].carried);
  EXPECT_FALSE(table.hands[2].slip || table.hands[2].carried);
  EXPECT_TRUE(table.hands[3].carried);
  EXPECT_EQ(table.hands[1].claimed_total, Sides(std::array<long, 2>{8, 15}));
  EXPECT_EQ(table.hands[2].claimed_total, Sides(std::array<long, 2>{15, 19}));
  EXPECT_EQ(table.hands[3].claimed_total, Sides(std::array<long, 2>{19, 26}));
  EXPECT_EQ(table.first_difference, 1);
  EXPECT_TRUE(table.hands[3].total_differ);
}

}  // namespace
}  // namespace replay
