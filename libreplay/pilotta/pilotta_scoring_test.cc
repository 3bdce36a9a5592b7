// Scoring (rules/pilotta.md §7, PIL-40..46) and the score sheet (§9, PIL-52..59), table-driven:
// the P1 rounding pairs, the worked scoring table of §7.3, and sheet lines good and bad.
#include <gtest/gtest.h>

#include "pilotta/pilotta_scoring.h"
#include "pilotta/pilotta_sheet.h"
#include "pilotta/pilotta_test_util.h"

namespace replay::pilotta {
namespace {

using namespace testing;  // NOLINT: the test helpers

// ---- PIL-46: P1, the rounding pairs ----

struct RoundCase {
  PerSide raw;
  int bidders;  // -1: either
  PerSide points;
};

TEST(PilottaScoring, P1RoundingPairs) {
  const RoundCase cases[] = {
      {{287, 43}, -1, {29, 4}}, {{85, 77}, -1, {8, 8}},  {{126, 36}, 0, {13, 3}},
      {{126, 36}, 1, {12, 4}},  {{180, 62}, -1, {18, 6}}, {{256, 76}, 0, {26, 7}},
      {{0, 302}, -1, {0, 30}},  {{16, 0}, -1, {2, 0}},    {{15, 0}, -1, {1, 0}},
  };
  for (const RoundCase& c : cases) {
    for (int b : {0, 1}) {
      if (c.bidders >= 0 && c.bidders != b) continue;
      EXPECT_EQ(WrittenPoints(c.raw, b), c.points) << c.raw[0] << "," << c.raw[1] << " b=" << b;
    }
  }
}

// ---- §7.3: the worked scoring table (b = side 0) ----

struct ScoreCase {
  const char* name;
  Contract contract;
  PerSide tricks;
  int capot_side;
  PerSide declarations, pilotta;
  Json rules;
  bool made;
  PerSide raw, points;
};

Contract Bid(long value, int trump, int m = 1, int seat = 0) {
  return Contract{seat, value, value == kCapot, trump, m};
}

TEST(PilottaScoring, WorkedTable) {
  const Json pool = {{"failed_defenders_get", "pool"}};
  const Json beat = {{"made_requires_beating_defenders", true}};
  const Json keep = {{"failed_bidders_keep_melds", true}};
  const Json keep_pool = {{"failed_bidders_keep_melds", true}, {"failed_defenders_get", "pool"}};
  const ScoreCase cases[] = {
      {"P2a", Bid(100, 1), {112, 50}, -1, {20, 0}, {}, nullptr, true, {232, 50}, {23, 5}},
      {"P2b", Bid(120, 1), {92, 70}, -1, {20, 0}, {}, nullptr, false, {0, 302}, {0, 30}},
      {"P2b pool", Bid(120, 1), {92, 70}, -1, {20, 0}, {}, pool, false, {0, 182}, {0, 18}},
      {"P1e", Bid(80, 0, 2), {97, 65}, -1, {}, {}, nullptr, true, {322, 0}, {32, 0}},
      {"P1f", Bid(80, 0, 4), {97, 65}, -1, {}, {}, nullptr, true, {482, 0}, {48, 0}},
      {"dbl-fail", Bid(80, 0, 2), {70, 92}, -1, {}, {}, nullptr, false, {0, 322}, {0, 32}},
      {"dbl-fail pool", Bid(80, 0, 2), {70, 92}, -1, {}, {}, pool, false, {0, 322}, {0, 32}},
      {"capot-made", Bid(kCapot, 2), {250, 0}, 0, {50, 0}, {20, 0}, nullptr, true, {570, 0},
       {57, 0}},
      {"capot-fail", Bid(kCapot, 2), {140, 22}, -1, {20, 0}, {}, nullptr, false, {0, 432},
       {0, 43}},
      {"six", Bid(80, 0), {96, 66}, -1, {}, {}, nullptr, true, {176, 66}, {18, 6}},
      {"beat", Bid(80, 0), {80, 82}, -1, {}, {}, nullptr, true, {160, 82}, {16, 8}},
      {"beat beating", Bid(80, 0), {80, 82}, -1, {}, {}, beat, false, {0, 242}, {0, 24}},
      // The same seen from side 1 as bidders, and a failed capot bid although all tricks fell.
      {"P2a side 1", Bid(100, 1, 1, 3), {50, 112}, -1, {0, 20}, {}, nullptr, true, {50, 232},
       {5, 23}},
      {"capot by defenders", Bid(90, 0), {0, 250}, 1, {}, {}, nullptr, false, {0, 340}, {0, 34}},
      // P2c and P2c′: failed_bidders_keep_melds moves the bidders' melds and pilotta back to
      // them, the total unchanged; not when the defenders took all 8 tricks.
      {"P2c", Bid(120, 1), {40, 122}, -1, {50, 0}, {20, 0}, nullptr, false, {0, 352}, {0, 35}},
      {"P2c keep", Bid(120, 1), {40, 122}, -1, {50, 0}, {20, 0}, keep, false, {70, 282},
       {7, 28}},
      {"P2c keep pool", Bid(120, 1), {40, 122}, -1, {50, 0}, {20, 0}, keep_pool, false,
       {70, 162}, {7, 16}},
      {"P2c'", Bid(100, 1), {0, 250}, 1, {20, 0}, {}, nullptr, false, {0, 370}, {0, 37}},
      {"P2c' keep", Bid(100, 1), {0, 250}, 1, {20, 0}, {}, keep, false, {0, 370}, {0, 37}},
      // The option changes failed undoubled contracts only: made, and doubled failed, as before.
      {"P2a keep", Bid(100, 1), {112, 50}, -1, {20, 0}, {}, keep, true, {232, 50}, {23, 5}},
      {"dbl-fail keep", Bid(80, 0, 2), {50, 112}, -1, {20, 0}, {}, keep, false, {0, 342},
       {0, 34}},
      {"P2b keep", Bid(120, 1), {92, 70}, -1, {20, 0}, {}, keep, false, {20, 282}, {2, 28}},
  };
  for (const ScoreCase& c : cases) {
    HandFacts f;
    f.contract = c.contract;
    f.tricks = c.tricks;
    f.capot_side = c.capot_side;
    f.declarations = c.declarations;
    f.pilotta = c.pilotta;
    HandScore s = ScoreHand(f, OptionsOf(c.rules));
    EXPECT_EQ(s.made, c.made) << c.name;
    EXPECT_EQ(s.raw, c.raw) << c.name;
    EXPECT_EQ(s.points, c.points) << c.name;
    EXPECT_EQ(s.capot, c.capot_side >= 0) << c.name;
  }
}

TEST(PilottaScoring, Pil46TrumpJackTiebreak) {  // "six" with JT in the defenders' tricks
  HandFacts f;
  f.contract = Bid(80, 0);
  f.tricks = {96, 66};
  f.trump_jack_side = 1;
  EXPECT_EQ(ScoreHand(f, OptionsOf({{"round6_tiebreak", "trump_jack"}})).points, (PerSide{17, 7}));
  EXPECT_EQ(ScoreHand(f, OptionsOf(nullptr)).points, (PerSide{18, 6}));
  f.trump_jack_side = 0;
  EXPECT_EQ(ScoreHand(f, OptionsOf({{"round6_tiebreak", "trump_jack"}})).points, (PerSide{18, 6}));
}

// ---- PIL-40..45 through played hands ----

TEST(PilottaScoring, Pil40TrickPointsAndTheLastTrick) {
  Replayed r = ReplayJson(RecordJson({WorkedHand()}));
  EXPECT_EQ(r.hands[0]["tricks"], Json({76, 86}));  // side 0 won trick 8: 13 + 10
}

// Seat 0 holds every trump and bids capot in ♠ (dealer 3: seat 0 leads every trick).
Json CapotHand(std::map<int, Json> declare, bool call) {
  std::vector<std::vector<std::string>> given = {
      {"7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"}, {"7H", "8H", "9H"}};
  Json cards = Cards(given);
  Json auction = {{{"bid", "capot"}, {"trump", "S"}}, "pass", "pass", "pass"};
  Json play = AutoPlay(OptionsOf(nullptr), cards, 3, auction, Json::array(), declare);
  if (call)
    for (Json& a : play)
      if (a == "QS") a = {{"card", "QS"}, {"say", "pilotta"}};
  return {{"dealer", 3}, {"cards", cards}, {"auction", auction}, {"play", play}};
}

TEST(PilottaScoring, Pil41Capot) {
  Replayed r = ReplayJson(RecordJson({CapotHand({}, false)}));
  EXPECT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0], Json::parse(R"({"points": [50, 0], "raw": [500, 0], "tricks": [250, 0],
      "declarations": [0, 0], "pilotta": [0, 0], "made": true, "capot": true})"));
}

TEST(PilottaScoring, Pil42MeldsAndPilottaCountWithoutTricks) {
  Replayed r =
      ReplayJson(RecordJson({CapotHand({{1, {{"declare", {{"7H", "8H", "9H"}}}}}}, true)}));
  EXPECT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0], Json::parse(R"({"points": [52, 2], "raw": [520, 20], "tricks": [250, 0],
      "declarations": [0, 20], "pilotta": [20, 0], "made": true, "capot": true})"));
}

TEST(PilottaScoring, Pil43Pil45FailedContractGivesTheDefendersEverything) {
  // §11 mutation: the unshown trump tierce leaves side 1 at 106 < 110.
  Json hand = WorkedHand();
  hand["play"][0]["shown"] = false;
  Replayed r = ReplayJson(RecordJson({hand}));
  EXPECT_EQ(r.hands[0], Json::parse(R"({"points": [31, 0], "raw": [312, 0], "tricks": [76, 86],
      "declarations": [20, 0], "pilotta": [0, 20], "made": false, "capot": false})"));
  Replayed pool = ReplayJson(RecordJson({hand}, {{"failed_defenders_get", "pool"}}));
  EXPECT_EQ(pool.hands[0]["raw"], Json({202, 0}));
  EXPECT_EQ(pool.hands[0]["points"], Json({20, 0}));
}

TEST(PilottaScoring, Pil44MadeNeedsTheBid) {
  HandFacts f;
  f.contract = Bid(80, 0);
  f.tricks = {80, 82};
  EXPECT_TRUE(Made(f, OptionsOf(nullptr)));
  EXPECT_FALSE(Made(f, OptionsOf({{"made_requires_beating_defenders", true}})));
  f.tricks = {70, 82};
  f.declarations = {0, 0};
  f.pilotta = {20, 0};  // pilotta counts toward the contract
  EXPECT_TRUE(Made(f, OptionsOf(nullptr)));
  f.contract = Bid(kCapot, 0);
  f.tricks = {250, 0};
  EXPECT_FALSE(Made(f, OptionsOf(nullptr)));  // capot_side not set: not all tricks
  f.capot_side = 0;
  EXPECT_TRUE(Made(f, OptionsOf(nullptr)));
}

// ---- §9: the score sheet ----

Json SheetHand(Json contract, Json result) {
  Json h = {{"contract", std::move(contract)}};
  if (!result.is_null()) h["result"] = std::move(result);
  return h;
}

Json With(Json object, const std::string& key, Json value) {
  object[key] = std::move(value);
  return object;
}

std::string Sheet(Json contract, Json result, Json rules = nullptr) {
  return First(ReplayJson(RecordJson({SheetHand(std::move(contract), std::move(result))}, rules)));
}

const Json k110 = {{"seat", 3}, {"bid", 110}, {"trump", "S"}, {"double", 1}};
const Json k80 = {{"seat", 0}, {"bid", 80}, {"trump", "S"}};
const Json k80x2 = {{"seat", 0}, {"bid", 80}, {"trump", "S"}, {"double", 2}};
const Json kCapotD = {{"seat", 0}, {"bid", "capot"}, {"trump", "D"}};

TEST(PilottaSheet, ExamplesOfTheRulesPage) {
  Replayed one = ReplayJson(RecordJson({SheetHand(k110, {{"points", {7, 26}}}),
                           SheetHand(k80x2, {{"points", {32, 0}}, {"made", true}})}));
  EXPECT_TRUE(Valid(one));
  EXPECT_EQ(one.result, Json({{"score", {39, 26}}}));
  EXPECT_EQ(one.hands[1], Json({{"points", {32, 0}}, {"made", true}}));
  Replayed facts =
      ReplayJson(RecordJson({SheetHand(k80x2, {{"points", {32, 0}}, {"tricks", {97, 65}}})}));
  EXPECT_EQ(facts.facts[0], Json::parse(R"({"level": "sheet", "points": [32, 0],
      "contract": {"side": 0, "seat": 0, "trump": "S", "bid": 80, "doubled": true,
                   "redoubled": false, "made": true},
      "sides": [{"trick_points": 97, "capot": false}, {"trick_points": 65, "capot": false}]})"));
}

// PIL-15 on a score sheet: a line may leave its dealer out, but one it names is a seat 0-3
// (hostile input, issue #9: null, "", -1, 1.5, true, [] and {} went through unreported).
TEST(PilottaSheet, Pil15ANamedDealerIsASeat) {
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({SheetHand(k80, {{"points", {18, 6}}})}))));
  for (Json bad : {Json(nullptr), Json(""), Json(-1), Json(1.5), Json(true), Json::array(),
                   Json::object(), Json(4)}) {
    Json hand = With(SheetHand(k80, {{"points", {18, 6}}}), "dealer", bad);
    EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})), "pilotta/no-dealer", "/hands/0/dealer"))
        << bad.dump();
  }
}

TEST(PilottaSheet, Pil52ContractAndPoints) {
  EXPECT_EQ(Sheet(k80, nullptr), "pilotta/sheet-missing at /hands/0/result");
  EXPECT_EQ(Sheet(k80, {{"made", true}}), "pilotta/sheet-missing at /hands/0/result");
  EXPECT_EQ(Sheet(k80, {{"points", {18, -6}}}), "pilotta/sheet-missing at /hands/0/result/points");
  // Huge claims are no scores: the reader stops them (--max-number), and past a raised limit
  // the engine reads them bounded (ReadSides), so no arithmetic overflows.
  auto huge = [&](Json result) {
    return First(ReplayJson(RecordJson({SheetHand(k80, std::move(result))}),
                            replay::testing::AnyNumber()));
  };
  EXPECT_EQ(huge({{"points", {9223372036854775807L, 0}}}),
            "pilotta/sheet-missing at /hands/0/result/points");
  EXPECT_EQ(huge({{"points", {18, 6}}, {"raw", {9223372036854775807L, 0}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  Json worked = WorkedHand();
  worked["result"] = {{"raw", {9223372036854775807L, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({worked}), replay::testing::AnyNumber()),
                        "pilotta/result-mismatch", "/hands/0/result/raw"));
  // A hand with no contract is a passed-out deal.
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({{{"result", {{"points", {0, 0}}}}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({{{"result", {{"points", {18, 6}}}}}})),
            "pilotta/sheet-missing", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({{{"result", {{"points", {0, 0}}, {"made", false}}}}})),
                "pilotta/sheet-missing", "/hands/0/result/made"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({{{"dealer", 1}}})), "pilotta/sheet-missing",
                        "/hands/0/result"));
  Json passed = {{"dealer", 0}, {"auction", {"pass", "pass", "pass", "pass"}},
                 {"result", {{"points", {0, 0}}}}};
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({passed}))));
  // PIL-52's first sentence holds for a passed-out deal too: its [0, 0] is written (issue #25;
  // BRL-55 asks the same of Bourlot's 8 passes).
  Json unwritten = passed;
  unwritten.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({unwritten})), "pilotta/sheet-missing",
                        "/hands/0/result"));
  unwritten["result"] = Json::object();
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({unwritten})), "pilotta/sheet-missing",
                        "/hands/0/result"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({{{"result", Json::object()}}})),
                        "pilotta/sheet-missing", "/hands/0/result"));
  // The contract may come from the auction.
  Json bid = {{"dealer", 0},
              {"auction", {{{"bid", 80}, {"trump", "S"}}, "pass", "pass", "pass"}},
              {"result", {{"points", {6, 18}}}}};
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({bid}))));
}

TEST(PilottaSheet, Pil53ContractForm) {
  Json result = {{"points", {18, 6}}};
  EXPECT_EQ(Sheet(k80, result), "ok");
  for (auto [key, value] : std::vector<std::pair<std::string, Json>>{
           {"seat", 4}, {"bid", 85}, {"bid", 70}, {"trump", "X"}, {"double", 3}, {"extra", 1}})
    EXPECT_EQ(Sheet(With(k80, key, value), result),
              "pilotta/bad-contract at /hands/0/contract/" + key)
        << key;
  Json no_trump = k80;
  no_trump.erase("trump");
  EXPECT_EQ(Sheet(no_trump, result), "pilotta/bad-contract at /hands/0/contract");
  EXPECT_EQ(Sheet(Json::array(), result), "pilotta/bad-contract at /hands/0/contract");
}

TEST(PilottaSheet, Pil54ContractAgreesWithTheAuction) {
  Json hand = WorkedHand();
  hand["contract"] = k110;
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({hand}))));
  hand["contract"]["double"] = 2;
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/contract-mismatch", "/hands/0/contract"));
  Json sheet = {{"dealer", 0}, {"auction", {"pass", "pass", "pass", "pass"}}, {"contract", k80},
                {"result", {{"points", {18, 6}}}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({sheet})),
            "pilotta/contract-mismatch", "/hands/0/contract"));
}

TEST(PilottaSheet, Pil55Outcome) {
  EXPECT_EQ(Sheet(k80, {{"points", {15, 9}}}), "pilotta/sheet-outcome at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80x2, {{"points", {30, 2}}}), "pilotta/sheet-outcome at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80x2, {{"points", {0, 0}}}), "pilotta/sheet-outcome at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 6}}, {"made", false}}),
            "pilotta/sheet-outcome at /hands/0/result/made");
  EXPECT_EQ(Sheet(k80, {{"points", {0, 24}}, {"made", false}}), "ok");
  EXPECT_EQ(Sheet(k80x2, {{"points", {0, 32}}}), "ok");
}

// PIL-55 with failed_bidders_keep_melds: failed bidders write their kept melds, so points > 0 no
// longer means made; `made` decides, else twice the bid in tens does.
TEST(PilottaSheet, Pil55OutcomeWhenFailedBiddersKeepMelds) {
  const Json keep = {{"failed_bidders_keep_melds", true}};
  const Json k120 = {{"seat", 0}, {"bid", 120}, {"trump", "H"}};
  // P2c under the option: [7, 28], failed. By default 7 > 0 reads as made, and 7 < 24.
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}}, keep), "ok");
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}, {"made", false}}, keep), "ok");
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}}), "pilotta/sheet-outcome at /hands/0/result/points");
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}, {"made", true}}, keep),
            "pilotta/sheet-outcome at /hands/0/result/points");
  // Without `made`, the bidders' 26 ≥ 24 reads as made; recorded false, it is a failure in
  // which the bidders kept 260 in melds (possible only as PIL-55 says; the total still fits).
  EXPECT_EQ(Sheet(k120, {{"points", {26, 9}}}, keep), "ok");
  EXPECT_EQ(Sheet(k120, {{"points", {26, 9}}, {"made", true}}, keep), "ok");
  // A failure with nothing kept is still written as before.
  EXPECT_EQ(Sheet(k80, {{"points", {0, 24}}}, keep), "ok");
  // Doubled contracts are unchanged: one side only.
  EXPECT_EQ(Sheet(k80x2, {{"points", {2, 30}}}, keep),
            "pilotta/sheet-outcome at /hands/0/result/points");
}

TEST(PilottaSheet, Pil56Total) {
  EXPECT_EQ(Sheet(k80, {{"points", {17, 6}}}), "pilotta/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 7}}}), "pilotta/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 8}}}), "ok");   // X = 20
  EXPECT_EQ(Sheet(k80, {{"points", {0, 24}}}), "ok");   // failed, pool + bid
  EXPECT_EQ(Sheet(k80, {{"points", {0, 17}}}, {{"failed_defenders_get", "pool"}}),
            "pilotta/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80, {{"points", {0, 16}}}, {{"failed_defenders_get", "pool"}}), "ok");
  // capot-made of §7.3, with the capot recorded or not; the capot base only.
  EXPECT_EQ(Sheet(kCapotD, {{"points", {57, 0}}}), "ok");
  EXPECT_EQ(Sheet(kCapotD, {{"points", {57, 0}}, {"capot", true}}), "ok");
  EXPECT_EQ(Sheet(kCapotD, {{"points", {57, 0}}, {"capot", false}}),
            "pilotta/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Sheet(kCapotD, {{"points", {51, 0}}}), "pilotta/sheet-total at /hands/0/result/points");
  // A numeric contract with all 8 tricks: 80 + 250 = 330 → 33.
  EXPECT_EQ(Sheet(k80, {{"points", {33, 0}}, {"capot", true}}), "ok");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 6}}, {"capot", true}}),
            "pilotta/sheet-total at /hands/0/result/points");
}

TEST(PilottaSheet, Pil57Raw) {
  EXPECT_EQ(Sheet(k110, {{"points", {7, 26}}, {"raw", {76, 256}}}), "ok");
  EXPECT_EQ(Sheet(k110, {{"points", {7, 26}}, {"raw", {76, 246}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  // Both remainders 6: the bidders round up; with trump_jack either way.
  EXPECT_EQ(Sheet(k80, {{"points", {18, 6}}, {"raw", {176, 66}}}), "ok");
  EXPECT_EQ(Sheet(k80, {{"points", {17, 7}}, {"raw", {176, 66}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  EXPECT_EQ(Sheet(k80, {{"points", {17, 7}}, {"raw", {176, 66}}},
                  {{"round6_tiebreak", "trump_jack"}}),
            "ok");
  // Made: raw_b ≥ 2V; with made_requires_beating_defenders also raw_b − V > raw_d.
  EXPECT_EQ(Sheet(k80, {{"points", {16, 8}}, {"raw", {160, 82}}}), "ok");
  EXPECT_EQ(Sheet(k80, {{"points", {16, 8}}, {"raw", {160, 82}}},
                  {{"made_requires_beating_defenders", true}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  EXPECT_EQ(Sheet(k80, {{"points", {0, 24}}, {"raw", {3, 242}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  EXPECT_EQ(Sheet(k80x2, {{"points", {32, 0}}, {"raw", {322, 4}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  // The pool the raw figures imply must be the sheet's: 232 + 52 − 100 = 184, not 182.
  Json k100 = {{"seat", 0}, {"bid", 100}, {"trump", "H"}};
  EXPECT_EQ(Sheet(k100, {{"points", {23, 5}}, {"raw", {232, 50}}}), "ok");
  EXPECT_EQ(Sheet(k100, {{"points", {23, 5}}, {"raw", {232, 52}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
}

// PIL-57 with failed_bidders_keep_melds: a failed undoubled contract's raw_b is the kept melds,
// a multiple of 10, and the pool counts both figures (P2c).
TEST(PilottaSheet, Pil57RawWhenFailedBiddersKeepMelds) {
  const Json keep = {{"failed_bidders_keep_melds", true}};
  const Json keep_pool = {{"failed_bidders_keep_melds", true}, {"failed_defenders_get", "pool"}};
  const Json k120 = {{"seat", 0}, {"bid", 120}, {"trump", "H"}};
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}, {"raw", {70, 282}}}, keep), "ok");
  EXPECT_EQ(Sheet(k120, {{"points", {7, 16}}, {"raw", {70, 162}}}, keep_pool), "ok");
  EXPECT_EQ(Sheet(k120, {{"points", {0, 35}}, {"raw", {0, 352}}}, keep), "ok");  // P2c′-like
  // Not a multiple of 10: melds and pilotta are.
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}, {"raw", {72, 280}}}, keep),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  // The pool read from both figures must be the sheet's: 70 + 292 − 120 = 242, not 232.
  EXPECT_EQ(Sheet(k120, {{"points", {7, 28}}, {"raw", {70, 292}}}, keep),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  // Without the option the failed bidders' raw is 0.
  EXPECT_EQ(Sheet(k120, {{"points", {0, 35}}, {"raw", {70, 282}}}),
            "pilotta/sheet-breakdown at /hands/0/result/raw");
  // PIL-59: the full breakdown of P2c scores [7, 28] under the option, [0, 35] without.
  const Json p2c = {{"tricks", {40, 122}}, {"declarations", {50, 0}}, {"pilotta", {20, 0}}};
  Json kept = p2c, plain = p2c;
  kept["points"] = {7, 28};
  plain["points"] = {0, 35};
  EXPECT_EQ(Sheet(k120, kept, keep), "ok");
  EXPECT_EQ(Sheet(k120, plain, keep), "pilotta/result-mismatch at /hands/0/result/points");
  EXPECT_EQ(Sheet(k120, plain), "ok");
}

TEST(PilottaSheet, Pil58Breakdown) {
  Json ok = {{"points", {7, 26}}, {"tricks", {76, 86}}, {"declarations", {0, 40}},
             {"pilotta", {0, 20}}};
  EXPECT_EQ(Sheet(k110, ok), "ok");
  auto with = [&](const std::string& key, Json value) { return With(ok, key, std::move(value)); };
  EXPECT_EQ(Sheet(k110, with("tricks", {76, 87})),
            "pilotta/sheet-breakdown at /hands/0/result/tricks");
  EXPECT_EQ(Sheet(k110, with("declarations", {0, 30})),
            "pilotta/sheet-breakdown at /hands/0/result/declarations");
  EXPECT_EQ(Sheet(k110, with("declarations", {20, 20})),
            "pilotta/sheet-breakdown at /hands/0/result/declarations");
  EXPECT_EQ(Sheet(k110, with("pilotta", {20, 20})),
            "pilotta/sheet-breakdown at /hands/0/result/pilotta");
  EXPECT_EQ(Sheet(k110, with("pilotta", {0, 10})),
            "pilotta/sheet-breakdown at /hands/0/result/pilotta");
  // Declarations + pilotta = X = 60 when both are given; ≤ X when one is.
  EXPECT_EQ(Sheet(k110, with("declarations", {0, 20})),
            "pilotta/sheet-breakdown at /hands/0/result/declarations");
  EXPECT_EQ(Sheet(k110, {{"points", {7, 26}}, {"declarations", {0, 40}}}), "ok");
  EXPECT_EQ(Sheet(k110, {{"points", {7, 26}}, {"declarations", {0, 70}}}),
            "pilotta/sheet-breakdown at /hands/0/result/declarations");
  // 250 and 0 are a capot.
  EXPECT_EQ(Sheet(kCapotD, {{"points", {57, 0}}, {"tricks", {250, 0}}, {"capot", false}}),
            "pilotta/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Sheet(kCapotD, {{"points", {57, 0}}, {"tricks", {250, 0}}}), "ok");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 6}}, {"tricks", {96, 66}}, {"capot", true}}),
            "pilotta/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 6}}, {"tricks", {250, 0}}}),
            "pilotta/sheet-breakdown at /hands/0/result/tricks");
  EXPECT_EQ(Sheet(k80, {{"points", {18, 6}}, {"total", 24}}),
            "pilotta/sheet-breakdown at /hands/0/result/total");
}

TEST(PilottaSheet, Pil59FullBreakdownScoresExactly) {
  Json full = {{"points", {7, 26}}, {"raw", {76, 256}}, {"tricks", {76, 86}},
               {"declarations", {0, 40}}, {"pilotta", {0, 20}}, {"made", true}, {"capot", false}};
  Replayed r = ReplayJson(RecordJson({SheetHand(k110, full)}));
  EXPECT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0], full);
  Json swapped = full;
  swapped.erase("raw");
  swapped["tricks"] = {86, 76};
  EXPECT_EQ(Sheet(k110, swapped), "pilotta/result-mismatch at /hands/0/result/points");
  // capot-made of §7.3 in full.
  EXPECT_EQ(Sheet(kCapotD, {{"points", {57, 0}}, {"raw", {570, 0}}, {"tricks", {250, 0}},
                            {"declarations", {50, 0}}, {"pilotta", {20, 0}}, {"capot", true}}),
            "ok");
  // "six" under trump_jack: either rounding is accepted without knowing who took JT.
  Json six = {{"points", {17, 7}}, {"tricks", {96, 66}}, {"declarations", {0, 0}},
              {"pilotta", {0, 0}}};
  EXPECT_EQ(Sheet(k80, six, {{"round6_tiebreak", "trump_jack"}}), "ok");
  EXPECT_EQ(Sheet(k80, six), "pilotta/result-mismatch at /hands/0/result/points");
}

TEST(PilottaSheet, Pil47PartialSheetHand) {
  Json h = {{"dealer", 0}, {"auction", {{{"bid", 80}, {"trump", "S"}}}}, {"complete", false}};
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({h}))));
  h["result"] = {{"points", {18, 6}}};
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({h})), "pilotta/result-on-partial", "/hands/0/result"));
  Json play = {{"play", {"7S"}}, {"result", {{"points", {0, 0}}}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({play})), "pilotta/cards-shape", "/hands/0"));
}

}  // namespace
}  // namespace replay::pilotta
