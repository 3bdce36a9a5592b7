// rules/xeri.md §3, §6–§8, §10.3 and §10.4 through whole records: the worked 2-player hand under
// the named counts, its test variants, the deal's shape, the end of a hand, score sheets and
// matches.
#include <gtest/gtest.h>

#include "engine/testing/replayed.h"
#include "xeri/xeri_scoring.h"

namespace replay::xeri {
namespace {

using testing::FailsWith;
using testing::ReplayJson;
using testing::Valid;

// §10.3, exactly as the rules page writes it (samples/xeri/worked-hand-2p.json).
nlohmann::json WorkedHand() { return testing::LoadSource("samples/xeri/worked-hand-2p.json"); }

TEST(XeriWorkedHand, ScoresAsTheRulesPage) {
  const auto r = ReplayJson(WorkedHand());
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0],
            nlohmann::json::parse(R"({"points":[28,13],"cards":[32,20],"xeri":[2,1]})"));
  EXPECT_EQ(r.result, nlohmann::json::parse(R"({"score":[28,13]})"));  // unfinished: no winner
}

TEST(XeriWorkedHand, TheNamedCounts) {
  nlohmann::json common = WorkedHand();
  common["rules"] = {{"point_ranks", "AKQJT"}, {"majority_points", 3}};
  common["hands"][0]["result"]["points"] = {33, 22};
  common["result"]["score"] = {33, 22};
  EXPECT_TRUE(Valid(ReplayJson(common)));
  nlohmann::json greek = WorkedHand();
  greek["rules"] = {{"point_ranks", "KQJT"}, {"ten_of_diamonds_points", 1}, {"majority_points", 3}};
  greek["hands"][0]["result"]["points"] = {29, 21};
  greek["result"]["score"] = {29, 21};
  EXPECT_TRUE(Valid(ReplayJson(greek)));
  nlohmann::json no_last = WorkedHand();
  no_last["rules"] = {{"last_card_xeri", false}};
  EXPECT_TRUE(Valid(ReplayJson(no_last)));
  // A count the record doesn't use: the claimed points are then wrong.
  nlohmann::json wrong = WorkedHand();
  wrong["rules"] = {{"majority_points", 3}};
  EXPECT_TRUE(FailsWith(ReplayJson(wrong), "xeri/result-mismatch", "/hands/0/result/points"));
}

TEST(XeriWorkedHand, TheTestVariants) {
  nlohmann::json claim = WorkedHand();
  claim["hands"][0]["play"][26]["xeri"] = true;
  EXPECT_TRUE(FailsWith(ReplayJson(claim), "xeri/xeri-claim", "/hands/0/play/26"));
  nlohmann::json lay = WorkedHand();
  lay["hands"][0]["play"][19] = "KD";
  EXPECT_TRUE(FailsWith(ReplayJson(lay), "xeri/must-capture", "/hands/0/play/19"));
  nlohmann::json part = WorkedHand();
  part["hands"][0]["play"][33]["take"] = {"KS"};
  EXPECT_TRUE(FailsWith(ReplayJson(part), "xeri/take-all", "/hands/0/play/33"));
  nlohmann::json seat = WorkedHand();
  seat["hands"][0]["play"][1] = {{"card", "9C"}, {"seat", 0}};
  EXPECT_TRUE(FailsWith(ReplayJson(seat), "play/wrong-seat", "/hands/0/play/1"));
  nlohmann::json seat_ok = WorkedHand();
  seat_ok["hands"][0]["play"][1] = {{"card", "9C"}, {"seat", 1}};
  EXPECT_TRUE(Valid(ReplayJson(seat_ok)));
  // A card of a packet not yet dealt (XER-14): 7D is Nikos's third packet.
  nlohmann::json early = WorkedHand();
  early["hands"][0]["play"][0] = {{"card", "7D"}, {"take", {"8H", "4S", "9S", "AD"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(early), "xeri/card-not-in-hand", "/hands/0/play/0"));
  nlohmann::json claims = WorkedHand();
  claims["hands"][0]["result"]["cards"] = {31, 21};
  EXPECT_TRUE(FailsWith(ReplayJson(claims), "xeri/result-mismatch", "/hands/0/result/cards"));
  nlohmann::json bad = WorkedHand();
  bad["hands"][0]["result"]["penalty"] = 0;
  EXPECT_TRUE(FailsWith(ReplayJson(bad), "xeri/bad-result", "/hands/0/result/penalty"));
}

TEST(XeriHandEnd, XER27IncompleteAfterEndAndTheFlag) {
  nlohmann::json cut = WorkedHand();
  cut["hands"][0]["play"].erase(47);
  cut["hands"][0].erase("result");
  cut.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(cut), "xeri/incomplete", "/hands/0/play"));
  cut["hands"][0]["complete"] = false;
  EXPECT_TRUE(Valid(ReplayJson(cut)));  // a partial hand contributes nothing
  cut["hands"][0]["result"] = {{"points", {11, 0}}};  // XER-53: checked as a sheet, counted
  const auto sheet = ReplayJson(cut);
  EXPECT_TRUE(Valid(sheet));
  cut["hands"][0]["result"] = {{"points", {10, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(cut), "xeri/sheet-points", "/hands/0/result/points"));
  nlohmann::json flag = WorkedHand();
  flag["hands"][0]["complete"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(flag), "xeri/complete-flag", "/hands/0/complete"));
  nlohmann::json extra = WorkedHand();
  extra["hands"][0]["play"].push_back("2D");
  EXPECT_TRUE(FailsWith(ReplayJson(extra), "xeri/after-end", "/hands/0/play/48"));
}

TEST(XeriHandEnd, XER26TheSweepGoesToTheLastCapturer) {
  // In the worked hand Nikos (side 0) captured last, at 42; the five cards left are his.
  const auto r = ReplayJson(WorkedHand());
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0]["cards"], nlohmann::json::array({32, 20}));
}

TEST(XeriDealShape, XER1XER2XER4) {
  nlohmann::json three = WorkedHand();
  three["players"] = {"A", "B", "C"};
  EXPECT_TRUE(FailsWith(ReplayJson(three), "xeri/player-count", "/players"));
  nlohmann::json rule = WorkedHand();
  rule["rules"] = {{"players", 4}};
  EXPECT_FALSE(ReplayJson(rule).valid());
  nlohmann::json count = WorkedHand();
  count["hands"][0]["cards"]["table"].erase(3);
  EXPECT_TRUE(FailsWith(ReplayJson(count), "cards/count", "/hands/0/cards/table"));
  nlohmann::json shape = WorkedHand();
  shape["hands"][0]["cards"]["turned"] = "AD";
  EXPECT_TRUE(FailsWith(ReplayJson(shape), "cards/shape", "/hands/0/cards/turned"));
  nlohmann::json dealer = WorkedHand();
  dealer["hands"][0].erase("dealer");
  EXPECT_TRUE(FailsWith(ReplayJson(dealer), "xeri/dealer", "/hands/0/dealer"));
  dealer["hands"][0]["dealer"] = 2;
  EXPECT_TRUE(FailsWith(ReplayJson(dealer), "xeri/dealer", "/hands/0/dealer"));
  nlohmann::json twice = WorkedHand();
  twice["hands"][0]["cards"]["hands"][1][23] = "2S";
  EXPECT_TRUE(FailsWith(ReplayJson(twice), "cards/duplicate", "/hands/0/cards/hands/1/23"));
}

// A match of score-sheet hands (2 players unless `rules` says).
nlohmann::json Sheets(std::vector<nlohmann::json> results, nlohmann::json rules = nullptr) {
  nlohmann::json record = {{"game", "xeri"}, {"players", {"A", "B"}},
                           {"hands", nlohmann::json::array()}};
  for (auto& r : results) record["hands"].push_back({{"result", r}});
  if (!rules.is_null()) record["rules"] = rules;
  return record;
}

std::string SheetVerdictOf(nlohmann::json result, nlohmann::json rules = nullptr) {
  const auto r = ReplayJson(Sheets({std::move(result)}, std::move(rules)));
  const Diagnostic* first = r.FirstError();
  return first ? first->code : "valid";
}

TEST(XeriSheets, S1ToS14) {
  using nlohmann::json;
  EXPECT_EQ(SheetVerdictOf({{"points", {11, 0}}}), "valid");                               // S1
  EXPECT_EQ(SheetVerdictOf({{"points", {21, 10}}, {"xeri", {1, 1}}}), "valid");            // S2
  EXPECT_EQ(SheetVerdictOf({{"points", {10, 0}}}), "xeri/sheet-points");                   // S3
  EXPECT_EQ(SheetVerdictOf({{"points", {5, 12}}, {"cards", {26, 26}}}), "valid");          // S4
  EXPECT_EQ(SheetVerdictOf({{"points", {6, 5}}, {"cards", {26, 26}}}), "xeri/sheet-cards");  // S5
  EXPECT_EQ(SheetVerdictOf({{"points", {3, 8}}, {"cards", {30, 22}}}), "xeri/sheet-cards");  // S6
  EXPECT_EQ(SheetVerdictOf({{"points", {31, 0}}}), "valid");                               // S7
  EXPECT_EQ(SheetVerdictOf({{"points", {31, 0}}, {"xeri", {1, 0}}}), "valid");
  EXPECT_EQ(SheetVerdictOf({{"points", {31, 0}}, {"xeri", {0, 0}}}), "xeri/sheet-points");
  EXPECT_EQ(SheetVerdictOf({{"points", {31, 0}}, {"xeri", {1, 0}}}, {{"jack_xeri", "single"}}),
            "xeri/sheet-points");                                                          // S8
  EXPECT_EQ(SheetVerdictOf({{"points", {71, 0}}, {"xeri", {3, 0}}}), "xeri/sheet-points");  // S9
  EXPECT_EQ(SheetVerdictOf({{"points", {61, 0}}, {"xeri", {3, 0}}}), "valid");
  EXPECT_EQ(SheetVerdictOf({{"points", {11, 0}}, {"penalty", 0}}), "xeri/bad-result");     // S10
  EXPECT_EQ(SheetVerdictOf({{"points", {25, 0}}}), "xeri/sheet-points");                   // S11
  EXPECT_EQ(SheetVerdictOf({{"points", {7, 0}}, {"cards", {26, 26}}}), "valid");           // S12
  EXPECT_EQ(SheetVerdictOf({{"points", {7, 0}}, {"cards", {27, 25}}}), "xeri/sheet-cards");
  const json common = {{"point_ranks", "AKQJT"}, {"majority_points", 3}};                  // S13
  EXPECT_EQ(SheetVerdictOf({{"points", {25, 0}}}, common), "valid");
  EXPECT_EQ(SheetVerdictOf({{"points", {11, 0}}}, common), "xeri/sheet-points");
  const json greek = {{"point_ranks", "KQJT"}, {"ten_of_diamonds_points", 1},              // S14
                      {"majority_points", 3}};
  EXPECT_EQ(SheetVerdictOf({{"points", {20, 0}}}, greek), "valid");
  EXPECT_EQ(SheetVerdictOf({{"points", {7, 10}}, {"cards", {26, 26}}}, greek), "valid");
  // XER-70: the shapes.
  EXPECT_EQ(SheetVerdictOf({{"cards", {26, 26}}}), "xeri/bad-result");
  EXPECT_EQ(SheetVerdictOf({{"points", {11, -1}}}), "xeri/bad-result");
  EXPECT_EQ(SheetVerdictOf({{"points", {11, 0, 0}}}), "xeri/bad-result");
  // No Jack xeris at all with jack_xeri = none: one xeri is 10, so 31 needs two.
  EXPECT_EQ(SheetVerdictOf({{"points", {31, 0}}, {"xeri", {1, 0}}}, {{"jack_xeri", "none"}}),
            "xeri/sheet-points");
  EXPECT_EQ(SheetVerdictOf({{"points", {31, 0}}, {"xeri", {2, 0}}}, {{"jack_xeri", "none"}}),
            "valid");
}

TEST(XeriMatch, M1ToM5) {
  using nlohmann::json;
  const json p41 = {{"points", {41, 0}}};
  // The match result after these hands, or the diagnostics when they are not valid.
  auto result = [](const std::vector<json>& hands) {
    const auto r = ReplayJson(Sheets(hands));
    return r.valid() ? r.result : json(r.All());
  };
  EXPECT_EQ(result({p41, p41, p41}), json::parse(R"({"score":[123,0],"winner":0})"));  // M1
  EXPECT_TRUE(FailsWith(ReplayJson(Sheets({p41, p41, p41, {{"points", {0, 11}}}})),  // M2
                        "xeri/hand-after-end", "/hands/3"));
  EXPECT_EQ(result({{{"points", {57, 44}}}, {{"points", {44, 57}}}}),  // M3
            json::parse(R"({"score":[101,101]})"));
  EXPECT_EQ(result({{{"points", {57, 44}}}, {{"points", {44, 57}}}, {{"points", {7, 4}}}}),
            json::parse(R"({"score":[108,105],"winner":0})"));
  json m4 = Sheets({p41, p41, p41});  // M4
  m4["result"] = {{"score", {123, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(m4), "xeri/match-result", "/result/winner"));
  std::vector<json> elevens(9, {{"points", {11, 0}}});  // M5
  EXPECT_EQ(result(elevens), json::parse(R"({"score":[99,0]})"));
  elevens.push_back({{"points", {11, 0}}});
  EXPECT_EQ(result(elevens), json::parse(R"({"score":[110,0],"winner":0})"));
}

TEST(XeriMatch, XER64TheDealerRotationIsAWarning) {
  nlohmann::json two = WorkedHand();
  two["hands"].push_back({{"dealer", 1}, {"result", {{"points", {11, 0}}}}});
  two.erase("result");
  const auto r = ReplayJson(two);
  EXPECT_TRUE(r.valid()) << r.All();
  EXPECT_TRUE(r.HasWarning("xeri/dealer-rotation", "/hands/1/dealer")) << r.All();
  two["hands"][1]["dealer"] = 0;
  EXPECT_FALSE(ReplayJson(two).Find("xeri/dealer-rotation"));
}

TEST(XeriOptions, UnknownOptionsAndValuesAreErrors) {
  for (const nlohmann::json& rules :
       {nlohmann::json{{"packet_size", 5}}, {{"opening_redeal", "pair"}}, {{"jack_xeri", 2}},
        {{"point_ranks", "AA"}}, {{"point_ranks", "AX"}}, {{"point_ranks", 1}},
        {{"majority_points", -1}}, {{"target", 0}}, {{"build", true}}}) {
    nlohmann::json record = WorkedHand();
    record["rules"] = rules;
    const auto r = ReplayJson(record);
    ASSERT_NE(r.FirstError(), nullptr) << rules;
    EXPECT_EQ(r.FirstError()->code.substr(0, 6), "rules/") << rules;
  }
}

}  // namespace
}  // namespace replay::xeri
