// Standings (score/standings.h), aliases (score/players_map.h) and the pair-naming rule
// (score/side_name.h).
#include "score/standings.h"

#include <gtest/gtest.h>

#include "engine/testing/replayed.h"
#include "score/side_name.h"

namespace replay {
namespace {

using testing::Replayed;
using testing::ReplayJson;

const char kNikosNfc[] = "\u039D\u03AF\u03BA\u03BF\u03C2";        // Νίκος, ί precomposed
const char kNikosNfd[] = "\u039D\u03B9\u0301\u03BA\u03BF\u03C2";  // ι + combining acute

// A finished 2-player Diloti sheet: `first` wins 66 to 0 against `second`.
Replayed Win(const nlohmann::json& first, const nlohmann::json& second) {
  nlohmann::json hands = nlohmann::json::array();
  for (int i = 0; i < 6; ++i) hands.push_back({{"result", {{"points", {11, 0}}}}});
  Replayed r = ReplayJson({{"game", "diloti"}, {"players", {first, second}}, {"hands", hands}});
  EXPECT_TRUE(r.valid() && r.outcome && r.outcome->winner == 0) << r.All();
  return r;
}

TEST(Standings, OnePersonWhateverTheUnicodeFormOrSpacing) {
  Standings table(Standings::By::kPlayer);
  Replayed a = Win(kNikosNfc, "Maria"), b = Win(std::string(kNikosNfd) + " ", " Maria  ");
  table.Add(a.record, *a.outcome);
  table.Add(b.record, *b.outcome);
  const std::vector<StandingsGroup> groups = table.Groups();
  ASSERT_EQ(groups.size(), 1u);
  ASSERT_EQ(groups[0].rows.size(), 2u);
  EXPECT_EQ(groups[0].rows[0].name, kNikosNfc);
  EXPECT_EQ(groups[0].rows[0].won, 2);
  EXPECT_EQ(groups[0].rows[1].name, "Maria");
  EXPECT_EQ(groups[0].rows[1].lost, 2);
}

TEST(Standings, EqualResultsShareARankAndTheNextRankSkips) {
  Standings table(Standings::By::kPlayer);
  Replayed a = Win("Nikos", "Maria"), b = Win("Eleni", "Giorgos");
  table.Add(a.record, *a.outcome);
  table.Add(b.record, *b.outcome);
  const std::vector<StandingsRow> rows = table.Groups()[0].rows;
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[0].name, "Eleni");  // tied entries in byte order of name
  EXPECT_EQ(rows[1].name, "Nikos");
  EXPECT_EQ(rows[0].rank, 1);
  EXPECT_EQ(rows[1].rank, 1);
  EXPECT_TRUE(rows[0].tied && rows[1].tied);
  EXPECT_EQ(rows[2].rank, 3);
  EXPECT_EQ(rows[3].rank, 3);
}

TEST(Standings, DifferentGamesAreDifferentGroups) {
  Standings table(Standings::By::kPlayer);
  Replayed a = Win("Nikos", "Maria");
  table.Add(a.record, *a.outcome);
  Replayed tute = ReplayJson({{"game", "tute"},
                              {"players", {"Nikos", "Maria", "Eleni"}},
                              {"hands", {{{"dealer", 0},
                                          {"result", {{"points", {62, 40, 17}},
                                                      {"games", {1, 0, 0}}}}}}}});
  ASSERT_TRUE(tute.outcome) << tute.All();
  table.Add(tute.record, *tute.outcome);
  const std::vector<StandingsGroup> groups = table.Groups();
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].game, "diloti");
  EXPECT_EQ(groups[0].unit, "points");
  EXPECT_EQ(groups[1].game, "tute");
  EXPECT_EQ(groups[1].unit, "games");
}

TEST(Standings, LeftOutRecordsKeepTheirFirstError) {
  Standings table(Standings::By::kPlayer);
  Diagnostics diagnostics(2);
  diagnostics[0].severity = Severity::kWarning;
  diagnostics[0].code = "record/unknown-key";
  diagnostics[1].code = "diloti/sheet-points";
  diagnostics[1].message = "[12, 0] can't be a hand's points";
  table.LeaveOut("t3.json", 4, diagnostics);
  ASSERT_EQ(table.left_out().size(), 1u);
  EXPECT_EQ(table.left_out()[0].code, "diloti/sheet-points");
  EXPECT_EQ(LeftOutNote(table),
            "left out of the standings: 1 record of 1, not valid\n"
            "  t3.json #4: [diloti/sheet-points] [12, 0] can't be a hand's points");
}

// Only claims about results (a hand's `result`, a `total`, the match `result`) may be wrong for
// a record to count at its computed score; any other error, or an unknown score, leaves it out.
TEST(Standings, ClaimsOnlyIsAboutResultClaimsWithAKnownScore) {
  testing::ReplayFlags keep;
  keep.keep_invalid_outcome = true;
  nlohmann::json sheet = {{"game", "diloti"}, {"players", {"Nikos", "Maria"}}};
  for (int i = 0; i < 6; ++i) sheet["hands"].push_back({{"result", {{"points", {11, 0}}}}});
  sheet["hands"][1]["total"] = {23, 0};                // an addition slip
  sheet["result"] = {{"score", {66, 1}}, {"winner", 0}};  // and a wrong match result
  Replayed slip = ReplayJson(sheet, keep);
  ASSERT_FALSE(slip.valid());
  EXPECT_TRUE(ClaimsOnly(slip.diagnostics, slip.outcome ? &*slip.outcome : nullptr)) << slip.All();
  EXPECT_FALSE(ClaimsOnly(slip.diagnostics, nullptr));  // no computed score
  // A rejected sheet line leaves the score unknown.
  nlohmann::json rejected = sheet;
  rejected["hands"][2]["result"]["points"] = {12, 0};
  Replayed bad = ReplayJson(rejected, keep);
  EXPECT_FALSE(ClaimsOnly(bad.diagnostics, bad.outcome ? &*bad.outcome : nullptr)) << bad.All();
  // Errors at other pointers are not claims; a pointer only like one is not either.
  Diagnostics other(1);
  for (const char* pointer : {"/hands/0/play/3", "/players", "/hands/0/totals", "/resultx",
                              "/hands//result", "/hands/x/result"}) {
    other[0].pointer = pointer;
    EXPECT_FALSE(ClaimsOnly(other, &*slip.outcome)) << pointer;
  }
  for (const char* pointer : {"/result", "/result/winner", "/hands/12/result/points",
                              "/hands/0/total", "/hands/3/result"}) {
    other[0].pointer = pointer;
    EXPECT_TRUE(ClaimsOnly(other, &*slip.outcome)) << pointer;
  }
  EXPECT_FALSE(ClaimsOnly(Diagnostics(), &*slip.outcome));  // a valid record is no such case
}

TEST(Standings, CountedAtTheComputedScoreAndMarked) {
  testing::ReplayFlags keep;
  keep.keep_invalid_outcome = true;
  nlohmann::json sheet = {{"game", "diloti"}, {"players", {"Nikos", "Maria"}}};
  for (int i = 0; i < 6; ++i) sheet["hands"].push_back({{"result", {{"points", {0, 11}}}}});
  sheet["hands"][5]["total"] = {0, 67};
  Replayed slip = ReplayJson(sheet, keep);
  ASSERT_TRUE(ClaimsOnly(slip.diagnostics, &*slip.outcome)) << slip.All();
  Standings table(Standings::By::kPlayer);
  Replayed a = Win("Nikos", "Maria");
  table.Add(a.record, *a.outcome);
  table.AddComputed("cup.json", 2, slip.record, *slip.outcome, slip.diagnostics);
  const std::vector<StandingsRow> rows = table.Groups()[0].rows;
  ASSERT_EQ(rows.size(), 2u);
  for (const StandingsRow& row : rows) {
    EXPECT_EQ(row.played, 2) << row.name;
    EXPECT_EQ(row.won, 1) << row.name;
    EXPECT_EQ(row.computed, 1) << row.name;
    EXPECT_EQ(row.points_for, 66) << row.name;  // the computed 66, not the claimed 67
  }
  EXPECT_TRUE(table.left_out().empty());
  ASSERT_EQ(table.computed().size(), 1u);
  EXPECT_EQ(table.computed()[0].code, "match/total");
  EXPECT_EQ(ComputedNote(table).substr(0, ComputedNote(table).find('\n')),
            "counted at the computed score: 1 record of 2, only its claimed results are wrong");
  // Strict (the default): left out, and the note says what would count it.
  Standings strict(Standings::By::kPlayer);
  strict.LeaveOut("cup.json", 2, slip.diagnostics, &*slip.outcome);
  EXPECT_NE(LeftOutNote(strict).find("--count-computed counts it"), std::string::npos)
      << LeftOutNote(strict);
}

TEST(PlayersMap, MapsAliasesAndIdsToOnePerson) {
  std::string error;
  std::optional<PlayersMap> map =
      PlayersMap::Parse("# aliases\r\nNick\tNikos\r\n\n p7 \t Maria  K.\n", &error);
  ASSERT_TRUE(map) << error;
  EXPECT_EQ(map->size(), 2u);
  Standings table(Standings::By::kPlayer, &*map);
  Replayed a = Win("Nick", {{"name", "Mary"}, {"id", "p7"}}), b = Win("Nikos", "Maria K.");
  table.Add(a.record, *a.outcome);
  table.Add(b.record, *b.outcome);
  const std::vector<StandingsRow> rows = table.Groups()[0].rows;
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].name, "Nikos");
  EXPECT_EQ(rows[0].won, 2);
  EXPECT_EQ(rows[1].name, "Maria K.");
  EXPECT_EQ(rows[1].lost, 2);
}

TEST(PlayersMap, RejectsLinesItCannotRead) {
  std::string error;
  EXPECT_FALSE(PlayersMap::Parse("Nick Nikos\n", &error));
  EXPECT_EQ(error, "line 1: a mapping is an alias, a TAB and the canonical name");
  EXPECT_FALSE(PlayersMap::Parse("Nick\tNikos\nNick\tNikolas\n", &error));
  EXPECT_EQ(error, "line 2: \"Nick\" is already mapped to \"Nikos\"");
  EXPECT_FALSE(PlayersMap::Parse("Nick\t\n", &error));
  EXPECT_FALSE(PlayersMap::Parse("Nick\tNikos\tN.\n", &error));
  EXPECT_TRUE(PlayersMap::Parse("Nick\tNikos\nNick\tNikos\n", &error));  // a repeat is harmless
}

TEST(SideName, NamesInByteOrderWhateverTheSeats) {
  Replayed r = ReplayJson({{"game", "diloti"},
                           {"players", {"Nikos", "Maria", {{"name", "Giorgos"}, {"id", "g2"}},
                                        "Eleni"}},
                           {"hands", {{{"result", {{"points", {11, 0}}}}}}}});
  ASSERT_TRUE(r.valid()) << r.All();
  EXPECT_EQ(SideName(r.record, 0), "Giorgos (g2) & Nikos");
  EXPECT_EQ(SideName(r.record, 1), "Eleni & Maria");
  EXPECT_EQ(PairName({"b", "a"}), "a & b");
  EXPECT_EQ(PairName({"solo"}), "solo");
}

}  // namespace
}  // namespace replay
