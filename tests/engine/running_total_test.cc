// The driver's check of hands' claimed running `total`s (notation.md §3, "Running totals",
// code `match/total`): right totals pass at every level of detail in every game; the first wrong
// total is the slip (an error), a later total that only carries it is a warning, and a match
// `result.score` that repeats the slip is not reported again.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/testing/replayed.h"

namespace replay::testing {
namespace {

using Json = nlohmann::json;

size_t Count(const Replayed& r, std::string_view code, bool errors) {
  return size_t(std::count_if(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) {
    return d.code == code && d.IsError() == errors;
  }));
}

// A 4-player Diloti score sheet: three lines of 11 card points (no xeri), running 8–3, 8–14,
// 15–18, each line with the `total` given (none when null).
Json DilotiSheet(std::vector<Json> totals) {
  const std::vector<Json> points = {{8, 3}, {0, 11}, {7, 4}};
  Json r = {{"game", "diloti"}, {"players", {"Κώστας", "Σοφία", "Θανάσης", "Δήμητρα"}}};
  for (size_t h = 0; h < points.size(); ++h) {
    Json hand = {{"result", {{"points", points[h]}}}};
    if (h < totals.size() && !totals[h].is_null()) hand["total"] = totals[h];
    r["hands"].push_back(hand);
  }
  return r;
}

TEST(RunningTotal, RightTotalsPass) {
  EXPECT_TRUE(Valid(ReplayJson(DilotiSheet({{8, 3}, {8, 14}, {15, 18}}))));
  // Any line may carry one; the others are silent.
  EXPECT_TRUE(Valid(ReplayJson(DilotiSheet({nullptr, {8, 14}}))));
  Replayed r = ReplayJson(DilotiSheet({{8, 3}, {8, 14}, {15, 18}}));
  EXPECT_EQ(Count(r, "match/total", false), 0u) << r.All();
  EXPECT_EQ(Count(r, "record/unknown-key", false), 0u) << r.All();
}

TEST(RunningTotal, TheFirstWrongTotalIsTheSlip) {
  Replayed first = ReplayJson(DilotiSheet({{8, 4}}));
  EXPECT_TRUE(FailsWith(first, "match/total", "/hands/0/total"));
  // Corrected on the next line: one slip, nothing carried.
  Replayed fixed = ReplayJson(DilotiSheet({{8, 3}, {8, 15}, {15, 18}}));
  EXPECT_TRUE(FailsWith(fixed, "match/total", "/hands/1/total"));
  EXPECT_EQ(Count(fixed, "match/total", true), 1u) << fixed.All();
  EXPECT_EQ(Count(fixed, "match/total", false), 0u) << fixed.All();
  EXPECT_EQ(fixed.FirstError()->hand, 1);
}

TEST(RunningTotal, LaterTotalsThatCarryTheSlipAreWarnings) {
  Json sheet = DilotiSheet({{8, 3}, {8, 15}, {15, 19}});
  Replayed r = ReplayJson(sheet);
  EXPECT_TRUE(FailsWith(r, "match/total", "/hands/1/total"));
  EXPECT_EQ(Count(r, "match/total", true), 1u) << r.All();
  EXPECT_TRUE(r.HasWarning("match/total", "/hands/2/total")) << r.All();
  // Carried across a line without a total: 8–15 plus 0–11 plus 7–4.
  Replayed gap = ReplayJson(DilotiSheet({{8, 4}, nullptr, {15, 19}}));
  EXPECT_TRUE(FailsWith(gap, "match/total", "/hands/0/total"));
  EXPECT_TRUE(gap.HasWarning("match/total", "/hands/2/total")) << gap.All();
  // A later total that neither is right nor carries the claims is a new error.
  Replayed again = ReplayJson(DilotiSheet({{8, 3}, {8, 15}, {16, 19}}));
  EXPECT_EQ(Count(again, "match/total", true), 2u) << again.All();
  EXPECT_EQ(Count(again, "match/total", false), 0u) << again.All();
}

TEST(RunningTotal, AMatchResultThatRepeatsTheSlipIsTheSameSlip) {
  Json sheet = DilotiSheet({{8, 3}, {8, 15}, {15, 19}});
  sheet["result"] = {{"score", {15, 19}}};
  Replayed repeats = ReplayJson(sheet);
  EXPECT_TRUE(FailsWith(repeats, "match/total", "/hands/1/total"));
  EXPECT_EQ(repeats.report.diagnostics.size(), 2u) << repeats.All();  // the slip, the carried
  EXPECT_EQ(repeats.Find("diloti/match-result"), nullptr) << repeats.All();
  // A match result that is wrong some other way is its own error.
  sheet["result"] = {{"score", {15, 20}}};
  Replayed other = ReplayJson(sheet);
  EXPECT_NE(other.Find("diloti/match-result"), nullptr) << other.All();
  // Without a slip the match result is checked as ever.
  Json right = DilotiSheet({{8, 3}, {8, 14}, {15, 18}});
  right["result"] = {{"score", {15, 19}}};
  EXPECT_TRUE(FailsWith(ReplayJson(right), "diloti/match-result", "/result/score"));
}

TEST(RunningTotal, AMalformedTotalIsAShapeError) {
  for (const Json& bad : {Json::array({8}), Json::array({8, "3"}), Json::array({8, 3, 0})})
    EXPECT_TRUE(FailsWith(ReplayJson(DilotiSheet({bad})), "record/shape", "/hands/0/total"))
        << bad;
  EXPECT_TRUE(FailsWith(ReplayJson(DilotiSheet({Json("8-3")})), "record/shape", "/hands/0/total"));
  // Negative totals are claims like any other (a game may score below zero).
  EXPECT_TRUE(FailsWith(ReplayJson(DilotiSheet({{-8, 3}})), "match/total", "/hands/0/total"));
}

// Pilotta's unit is tens: the totals add the hands' `points` as the sheet writes them.
TEST(RunningTotal, PilottaTotalsAreInTens) {
  auto line = [](int seat, Json points, Json total) {
    Json contract = {{"seat", seat}, {"trump", "S"}, {"double", 1}, {"bid", 80}};
    return Json{{"contract", contract}, {"result", {{"points", points}}}, {"total", total}};
  };
  auto record = [&](Json second_total, Json third_total) {
    return Json{{"game", "pilotta"},
                {"players", {"Andreas", "Christina", "Marios", "Eleni"}},
                {"hands",
                 {line(0, {18, 6}, {18, 6}), line(1, {6, 18}, second_total),
                  line(0, {18, 6}, third_total)}}};
  };
  EXPECT_TRUE(Valid(ReplayJson(record({24, 24}, {42, 30}))));
  Replayed slip = ReplayJson(record({24, 25}, {42, 31}));
  EXPECT_TRUE(FailsWith(slip, "match/total", "/hands/1/total"));
  EXPECT_TRUE(slip.HasWarning("match/total", "/hands/2/total")) << slip.All();
  // Raw points where tens are due are wrong totals.
  EXPECT_TRUE(FailsWith(ReplayJson(record({240, 240}, {420, 300})), "match/total",
                        "/hands/1/total"));
}

// Every good sample (each game, full hands, partial hands and score sheets) keeps valid with the
// computed running totals written on each hand, and a total one point off is the slip.
TEST(RunningTotal, EverySampleAtEveryLevel) {
  const char* samples[] = {
      "samples/diloti/match-2p.json",       "samples/diloti/score-sheet-4p.json",
      "samples/bourlot/match-default.json", "samples/bourlot/score-sheet.json",
      "samples/pilotta/match.json",         "samples/pilotta/score-sheet.json",
      "samples/tute/match-3p.json",         "samples/tute/partial-hand-4p.json",
      "samples/tute/score-sheet-2p.json",
  };
  for (const char* path : samples) {
    Json record = LoadSource(path);
    Replayed plain = ReplayJson(record);
    ASSERT_TRUE(Valid(plain)) << path;
    ASSERT_TRUE(plain.outcome) << path;
    const auto& hands = plain.outcome->hands;
    ASSERT_EQ(hands.size(), record["hands"].size()) << path;
    Json running = Json::array();
    for (size_t h = 0; h < hands.size(); ++h) {
      ASSERT_TRUE(hands[h].added) << path << " hand " << h;
      for (int s = 0; s < hands[h].added->count; ++s) {
        if (running.size() <= size_t(s)) running.push_back(0);
        running[size_t(s)] = running[size_t(s)].get<long>() + (*hands[h].added)[s];
      }
      record["hands"][h]["total"] = running;
    }
    EXPECT_TRUE(Valid(ReplayJson(record))) << path;
    const size_t last = hands.size() - 1;
    record["hands"][last]["total"][0] = running[0].get<long>() + 1;
    EXPECT_TRUE(FailsWith(ReplayJson(record), "match/total",
                          "/hands/" + std::to_string(last) + "/total"))
        << path;
  }
}

}  // namespace
}  // namespace replay::testing
