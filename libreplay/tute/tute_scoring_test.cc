// Scoring, the match and score sheets (rules/tute.md §6–§9): the pure functions as tables, then
// the same rules through records.
#include <limits>

#include <gtest/gtest.h>

#include "tute/tute_test_util.h"

namespace replay::tute {
namespace {

using namespace testing;  // NOLINT: the helpers of tute_test_util.h

Options Opt(int players, Json rules = Json::object()) { return OptionsOf(rules, players); }

// ---------------------------------------------------------------------------------------------
// §6 Scoring a hand

TEST(TuteScoring, Tut70To72PointsOfTheFourPlayerHand) {
  HandFacts f;
  f.players = 4;
  f.card_points = {102, 18};
  f.cantes = {40, 20};
  f.last_trick = 0;
  f.end = End::kTricks;
  HandScore s = ScoreHand(f, Opt(4));
  EXPECT_EQ(s.points, (PerSide{152, 38}));
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.games, (PerSide{2, 0}));  // 152 - 40 = 112 >= 101: "went out"
  HandScore no_bonus = ScoreHand(f, Opt(4, {{"last_trick_bonus", 0}}));
  EXPECT_EQ(no_bonus.points, (PerSide{142, 38}));
}

TEST(TuteScoring, Tut71NoLastTrickWhenTheHandEndsEarly) {
  HandFacts f;
  f.players = 2;
  f.card_points = {27, 38};
  f.cantes = {40, 0};
  f.end = End::kCapote;
  f.decider = 0;
  HandScore s = ScoreHand(f, Opt(2));
  EXPECT_EQ(s.points, (PerSide{67, 38}));  // TT8
  EXPECT_EQ(s.last_trick, -1);
  EXPECT_EQ(s.winner, -1);  // 2 players: the match decides (TUT-76)
}

TEST(TuteScoring, Tut73TotalsThreePlayers) {
  // The turned 1O stays out: 109 card points in the tricks, 119 with the bonus.
  HandFacts f;
  f.players = 3;
  f.card_points = {60, 30, 19};
  f.last_trick = 2;
  f.end = End::kTricks;
  HandScore s = ScoreHand(f, Opt(3));
  EXPECT_EQ(s.points[0] + s.points[1] + s.points[2], 119);
}

TEST(TuteScoring, Tut74WinnerAndTiesTT10) {
  PerSide tie{65, 65};
  EXPECT_EQ(HandWinner(tie, 2, 1, nullptr), 1);  // 4 players: the last trick decides
  EXPECT_EQ(HandWinner(tie, 2, 0, nullptr), 0);
  EXPECT_EQ(HandWinner({80, 50}, 2, 1, nullptr), 0);
  // 3 players, 50/50/19, seat 2 took the last trick: the tied seat with the later trick wins.
  std::array<int, kMaxSides> latest{11, 12, 13};
  EXPECT_EQ(HandWinner({50, 50, 19}, 3, 2, &latest), 1);
  latest = {12, 9, 13};
  EXPECT_EQ(HandWinner({50, 50, 19}, 3, 2, &latest), 0);
  // A tute wins whatever the points.
  HandFacts f;
  f.players = 4;
  f.card_points = {11, 30};
  f.end = End::kTute;
  f.decider = 0;
  HandScore s = ScoreHand(f, Opt(4));
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.games, (PerSide{2, 0}));
}

TEST(TuteScoring, Tut75Games) {
  struct Row {
    long points, cantes;
    bool tute, counts_cantes;
    long games;
  } rows[] = {
      {152, 40, false, false, 2}, {130, 40, false, false, 1}, {141, 40, false, false, 2},
      {140, 40, false, false, 1}, {130, 40, false, true, 2},  {100, 0, false, true, 1},
      {101, 0, false, false, 2},  {11, 0, true, false, 2},
  };
  for (const Row& r : rows)
    EXPECT_EQ(GamesFor(r.points, r.cantes, r.tute,
                       Opt(4, {{"salida_counts_cantes", r.counts_cantes}})),
              r.games)
        << r.points << " " << r.cantes;
}

// ---------------------------------------------------------------------------------------------
// §7 Match

TEST(TuteMatch, Tut80TwoPlayerMatchWinner) {
  EXPECT_EQ(MatchWinner2p({65, 65}, 101, End::kTricks, -1, false, 0), -1);  // TT10: goes on
  EXPECT_EQ(MatchWinner2p({130, 130}, 101, End::kTricks, -1, false, 1), 1);
  EXPECT_EQ(MatchWinner2p({130, 130}, 101, End::kTricks, -1, false, -1), -2);
  EXPECT_EQ(MatchWinner2p({113, 57}, 101, End::kTricks, -1, false, 1), 0);
  EXPECT_EQ(MatchWinner2p({100, 140}, 101, End::kTricks, -1, false, 0), 1);
  EXPECT_EQ(MatchWinner2p({103, 35}, 101, End::kClaim, 0, false, -1), 0);  // TT9
  EXPECT_EQ(MatchWinner2p({100, 35}, 101, End::kClaim, 0, false, -1), 1);
  EXPECT_EQ(MatchWinner2p({10, 120}, 101, End::kCapote, 0, true, 0), 0);  // TUT-56
  EXPECT_EQ(MatchWinner2p({67, 38}, 101, End::kCapote, 0, false, -1), 1);
  EXPECT_EQ(MatchWinner2p({0, 11}, 101, End::kTute, 1, false, -1), 1);
}

Json Sheet(Json result) { return {{"result", result}}; }

TEST(TuteMatch, Tut80PointsCarryOver) {
  // TT10: 65-65 twice; the winner of the second hand's last trick wins.
  Json r = RecordJson(2, Json::object(),
                      {Sheet({{"points", {65, 65}}, {"last_trick", 0}}),
                       Sheet({{"points", {65, 65}}, {"last_trick", 1}})});
  Replayed m = ReplayJson(r);
  ASSERT_TRUE(Valid(m));
  EXPECT_EQ(m.hands[0], Json::parse(R"({"points":[65,65],"last_trick":0,"end":"tricks"})"));
  EXPECT_EQ(m.hands[1],
            Json::parse(R"({"points":[65,65],"last_trick":1,"winner":1,"end":"tricks"})"));
  EXPECT_EQ(m.result, Json::parse(R"({"score":[130,130],"winner":1})"));
  // Without last_trick the tie can't be broken (TUT-94).
  Json tie = RecordJson(2, Json::object(),
                        {Sheet({{"points", {65, 65}}}), Sheet({{"points", {65, 65}}})});
  EXPECT_TRUE(FailsWith(ReplayJson(tie), "tute/sheet-winner", "/hands/1/result"));
  // The dealer of a 2-player hand is the winner of the last trick before (TUT-84, warning).
  Json rot = RecordJson(2, Json::object(),
                        {Sheet({{"points", {65, 65}}, {"last_trick", 0}}),
                         {{"dealer", 1}, {"result", {{"points", {10, 120}}}}}});
  Replayed w = ReplayJson(rot);
  EXPECT_TRUE(Valid(w));
  EXPECT_TRUE(w.HasWarning("tute/dealer-rotation", "/hands/1/dealer"));
}

TEST(TuteMatch, Tut81GamesToTheTarget) {
  auto hand = [](int winner, int games) {
    Json points = winner == 0 ? Json{90, 40} : Json{40, 90};
    Json g = winner == 0 ? Json{games, 0} : Json{0, games};
    return Sheet({{"points", points}, {"games", g}});
  };
  Json r = RecordJson(4, Json::object(), {hand(0, 1), hand(1, 1), hand(0, 1), hand(0, 1)});
  Replayed m = ReplayJson(r);
  ASSERT_TRUE(Valid(m));
  EXPECT_EQ(m.result, Json::parse(R"({"score":[3,1]})"));
  r["hands"].push_back(hand(0, 1));
  Replayed done = ReplayJson(r);
  ASSERT_TRUE(Valid(done));
  EXPECT_EQ(done.result, Json::parse(R"({"score":[4,1],"winner":0})"));
  // TUT-82: no hand after the end.
  r["hands"].push_back(hand(1, 1));
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/hand-after-end", "/hands/5"));
  // target 2 with 3 players.
  Json three = RecordJson(3, {{"target", 2}},
                          {Sheet({{"points", {50, 50, 19}}, {"winner", 1}, {"games", {0, 1, 0}}}),
                           Sheet({{"points", {0, 11, 0}}, {"winner", 1}, {"end", "tute"}})});
  Replayed t = ReplayJson(three);
  ASSERT_TRUE(Valid(t));
  EXPECT_EQ(t.result, Json::parse(R"({"score":[0,3,0],"winner":1})"));
}

TEST(TuteMatch, Tut83MatchResult) {
  Json r = RecordJson(2, Json::object(), {Sheet({{"points", {95, 35}}})});
  r["result"] = {{"score", {95, 35}}};
  EXPECT_TRUE(Valid(ReplayJson(r)));
  r["result"]["winner"] = 0;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/match-result", "/result/winner"));
  r["result"] = {{"score", {95, 36}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/match-result", "/result/score"));
  r["result"] = {{"score", {95, 35}}, {"points", 1}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/match-result", "/result/points"));
  Json won = RecordJson(2, Json::object(), {Sheet({{"points", {113, 17}}})});
  won["result"] = {{"score", {113, 17}}};
  EXPECT_TRUE(FailsWith(ReplayJson(won), "tute/match-result", "/result/winner"));
}

TEST(TuteMatch, Tut84DealerRotationIsAWarning) {
  Json a = {{"dealer", 0}, {"result", {{"points", {90, 40}}, {"games", {1, 0}}}}};
  Json b = {{"dealer", 2}, {"result", {{"points", {90, 40}}, {"games", {1, 0}}}}};
  Replayed r = ReplayJson(RecordJson(4, Json::object(), {a, b}));
  EXPECT_TRUE(Valid(r));
  EXPECT_TRUE(r.HasWarning("tute/dealer-rotation", "/hands/1/dealer"));
  b["dealer"] = 1;
  Replayed ok = ReplayJson(RecordJson(4, Json::object(), {a, b}));
  EXPECT_FALSE(ok.Find("tute/dealer-rotation"));
}

// ---------------------------------------------------------------------------------------------
// §6 TUT-77, TUT-78 and §8 score sheets

TEST(TuteSheets, Tut77HandResultFields) {
  Json r = RecordJson(4, Json::object(), {Sheet({{"points", {90, 40}}, {"games", {1, 0}}})});
  r["hands"][0]["result"]["tricks"] = 3;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/bad-result", "/hands/0/result/tricks"));
  // A full hand's result: a field of the wrong type, or a value the replay doesn't give.
  const char* kFour = R"({"game": "tute", "players": ["Ana", "Blas", "Carmen", "Dario"],
   "hands": [{"dealer": 3, "cards": {"turned": "5C", "hands": [
    ["1O","3O","7O","1E","4E","2B","6B","10B","12C","11C"],
    ["12E","11E","1C","2C","12O","5O","3B","7B","5E","2E"],
    ["3C","7C","10C","11O","6O","4O","1B","12B","6E","3E"],
    ["4C","6C","10O","2O","11B","4B","5B","10E","7E","5C"]]},
   "play": ["1O","5O","4O","2O", {"sing":"C","seat":0}, "3O","12O","6O","10O",
    "7O","2C","11O","4C", {"sing":"E","seat":1}, "10E","1E","2E","6E", "12C","1C","7C","5C",
    "3B","1B","4B","2B", "3C","6C","11C","5E", "12B","5B","6B","7B", "10C","7E","4E","11E",
    "3E","11B","10B","12E"]}]})";
  Json full = Json::parse(kFour);
  full["hands"][0]["result"] = {{"winner", "0"}};
  EXPECT_TRUE(FailsWith(ReplayJson(full), "tute/bad-result", "/hands/0/result/winner"));
  full["hands"][0]["result"] = {{"points", {152}}};
  EXPECT_TRUE(FailsWith(ReplayJson(full), "tute/bad-result", "/hands/0/result/points"));
  full["hands"][0]["result"] = {{"end", "claim"}};
  EXPECT_TRUE(FailsWith(ReplayJson(full), "tute/result-mismatch", "/hands/0/result/end"));
  full["hands"][0]["result"] = {{"games", {1, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(full), "tute/result-mismatch", "/hands/0/result/games"));
  full["hands"][0]["result"] = {{"games", {2, 0}}, {"last_trick", 0}, {"winner", 0}};
  EXPECT_TRUE(Valid(ReplayJson(full)));
}

TEST(TuteSheets, Tut78PartialHandWithASheetResult) {
  Json cards = Cards(4, 3, "5C", {{"1O"}, {"4O"}, {"2O"}, {"5O"}});
  Json hand = HandJson(3, cards, {"1O", "4O", "2O", "5O"}, /*partial=*/true);
  hand["result"] = {{"points", {90, 40}}, {"games", {1, 0}}};
  Replayed r = ReplayJson(RecordJson(4, Json::object(), {hand}));
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0],
            Json::parse(R"({"points":[90,40],"winner":0,"games":[1,0],"end":"tricks"})"));
  EXPECT_EQ(r.result, Json::parse(R"({"score":[1,0]})"));
  EXPECT_EQ(r.facts[0]["level"], "partial");
  hand["result"] = {{"points", {90, 50}}, {"games", {1, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson(4, Json::object(), {hand})), "tute/sheet-points", "/hands/0/result/points"));
}

TEST(TuteSheets, Tut90Shape) {
  for (const Json& bad : {Json{{"games", {1, 0}}}, Json{{"points", {90}}},
                          Json{{"points", {90, -1}}}, Json{{"points", {90, 40}}, {"end", "x"}},
                          Json{{"points", {90, 40}}, {"winner", 2}},
                          Json{{"points", {90, 40}}, {"end", "claim"}}})
    EXPECT_EQ(First(ReplayJson(RecordJson(4, Json::object(), {Sheet(bad)}))).substr(0, 15),
              "tute/bad-result")
        << bad;
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson(2, Json::object(),
                                {Sheet({{"points", {90, 40}}, {"games", {1, 0}}})})), "tute/bad-result", "/hands/0/result/games"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson(2, Json::object(), {Json::object()})),
                        "tute/bad-result", "/hands/0/result"));
}

// Claimed numbers too large to be scores are rejected, not added up: sums of them would
// overflow (and once wrapped round to a valid-looking sheet).
TEST(TuteSheets, HugeClaimsAreRejected) {
  const long big = std::numeric_limits<long>::max();
  Json three = RecordJson(3, {{"players", 3}},
                          {Sheet({{"points", {big, big, 4}}, {"cantes", {0, 0, 0}}})});
  // The reader stops such numbers (--max-number); past a raised limit the engine reads claims
  // bounded (ReadSides).
  EXPECT_TRUE(FailsWith(ReplayJson(three, replay::testing::AnyNumber()), "tute/bad-result",
                        "/hands/0/result/points"));
  Json cantes = RecordJson(3, {{"players", 3}},
                           {Sheet({{"points", {60, 40, 30}}, {"cantes", {big, big, 2}}})});
  EXPECT_TRUE(FailsWith(ReplayJson(cantes, replay::testing::AnyNumber()), "tute/bad-result",
                        "/hands/0/result/cantes"));
  Json four = RecordJson(4, Json::object(), {Sheet({{"points", {big, 1}}, {"games", {1, 0}}})});
  EXPECT_TRUE(FailsWith(ReplayJson(four, replay::testing::AnyNumber()), "tute/bad-result",
                        "/hands/0/result/points"));
  Json score =
      RecordJson(3, {{"players", 3}}, {Sheet({{"points", {60, 40, 30}}, {"cantes", {0, 0, 0}}})});
  score["result"] = {{"score", {big, 0, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(score, replay::testing::AnyNumber()), "tute/match-result",
                        "/result/score"));
}

TEST(TuteSheets, Tut91Cantes) {
  const Options o = Opt(4);
  auto verdict = [&](PerSide points, PerSide cantes) {
    SheetLine l;
    l.players = 4;
    l.points = points;
    l.cantes = cantes;
    return CheckSheetLine(l, o).error;
  };
  EXPECT_EQ(verdict({170, 40}, {40, 40}), SheetError::kNone);  // one 40, two 20s
  EXPECT_EQ(verdict({150, 80}, {60, 40}), SheetError::kNone);  // one 40, three 20s
  EXPECT_EQ(verdict({190, 60}, {60, 60}), SheetError::kCantes);  // four 20s
  EXPECT_EQ(verdict({230, 0}, {100, 0}), SheetError::kNone);
  EXPECT_EQ(verdict({250, 0}, {120, 0}), SheetError::kCantes);
  EXPECT_EQ(verdict({110, 100}, {40, 40}), SheetError::kNone);
  EXPECT_EQ(verdict({150, 60}, {20, 60}), SheetError::kNone);
  EXPECT_EQ(verdict({160, 50}, {30, 0}), SheetError::kCantes);  // not a multiple of 20
  EXPECT_EQ(verdict({150, 20}, {0, 40}), SheetError::kCantes);  // more cantes than points
  EXPECT_EQ(verdict({170, 40}, {80, 0}), SheetError::kNone);
  Json r = RecordJson(4, Json::object(),
                      {Sheet({{"points", {160, 50}}, {"cantes", {30, 0}}, {"games", {1, 0}}})});
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/sheet-cantes", "/hands/0/result/cantes"));
}

TEST(TuteSheets, Tut92PointsTT9) {
  auto verdict = [](int players, PerSide points, std::optional<PerSide> cantes,
                    End end = End::kTricks, Json rules = Json::object()) {
    SheetLine l;
    l.players = players;
    l.points = points;
    l.cantes = cantes;
    l.end = end;
    l.winner = 0;
    l.games = PerSide{end == End::kTute ? 2 : 1, 0, 0};
    return CheckSheetLine(l, OptionsOf(rules, players)).error;
  };
  EXPECT_EQ(verdict(2, {95, 35}, {}), SheetError::kNone);
  EXPECT_EQ(verdict(2, {95, 45}, {}), SheetError::kPoints);  // TT9: 10 is no sum of cantes
  EXPECT_EQ(verdict(2, {135, 35}, {}), SheetError::kNone);
  EXPECT_EQ(verdict(2, {135, 35}, PerSide{20, 0}), SheetError::kPoints);
  EXPECT_EQ(verdict(2, {135, 35}, PerSide{40, 0}), SheetError::kNone);
  EXPECT_EQ(verdict(2, {85, 35}, PerSide{0, 0}, End::kTricks, {{"last_trick_bonus", 0}}),
            SheetError::kNone);
  // 3 players: less the card face up at the end.
  EXPECT_EQ(verdict(3, {60, 40, 19}, {}), SheetError::kNone);   // 119: the turned ace
  EXPECT_EQ(verdict(3, {60, 40, 28}, {}), SheetError::kNone);   // 128: a sota
  EXPECT_EQ(verdict(3, {60, 40, 21}, {}), SheetError::kPoints);  // 121
  EXPECT_EQ(verdict(3, {80, 40, 19}, PerSide{20, 0, 0}), SheetError::kNone);
  // A hand that ended early: at most K beside the cantes.
  EXPECT_EQ(verdict(2, {8, 0}, PerSide{0, 0}, End::kClaim), SheetError::kNone);
  EXPECT_EQ(verdict(2, {131, 0}, PerSide{0, 0}, End::kClaim), SheetError::kPoints);
  EXPECT_EQ(verdict(4, {11, 0}, {}, End::kTute), SheetError::kNone);
}

TEST(TuteSheets, Tut93WinnerAndGames) {
  auto check = [](Json result, int players = 4, Json rules = Json::object()) {
    return First(ReplayJson(RecordJson(players, rules, {Sheet(result)})));
  };
  EXPECT_EQ(check({{"points", {90, 40}}, {"games", {1, 0}}}), "ok");
  EXPECT_EQ(check({{"points", {90, 40}}}), "tute/sheet-games at /hands/0/result");
  EXPECT_EQ(check({{"points", {90, 40}}, {"cantes", {0, 0}}}), "ok");  // derivable
  EXPECT_EQ(check({{"points", {90, 40}}}, 4, {{"salida_counts_cantes", true}}), "ok");
  EXPECT_EQ(check({{"points", {90, 40}}, {"games", {2, 0}}}),
            "tute/sheet-games at /hands/0/result/games");  // 90 < 101
  EXPECT_EQ(check({{"points", {90, 40}}, {"games", {0, 1}}}),
            "tute/sheet-games at /hands/0/result/games");
  EXPECT_EQ(check({{"points", {152, 38}}, {"cantes", {40, 20}}, {"games", {1, 0}}}),
            "tute/sheet-games at /hands/0/result/games");  // 112 went out: 2
  EXPECT_EQ(check({{"points", {90, 40}}, {"winner", 1}, {"games", {0, 1}}}),
            "tute/sheet-winner at /hands/0/result/winner");
  EXPECT_EQ(check({{"points", {65, 65}}, {"games", {1, 0}}}),
            "tute/sheet-winner at /hands/0/result");
  EXPECT_EQ(check({{"points", {65, 65}}, {"last_trick", 1}, {"games", {0, 1}}}), "ok");
  EXPECT_EQ(check({{"points", {11, 0}}, {"end", "tute"}}), "tute/sheet-winner at /hands/0/result");
  EXPECT_EQ(check({{"points", {11, 0}}, {"end", "tute"}, {"winner", 1}}), "ok");
  Replayed t = ReplayJson(RecordJson(4, Json::object(),
                        {Sheet({{"points", {11, 0}}, {"end", "tute"}, {"winner", 1}})}));
  EXPECT_EQ(t.hands[0], Json::parse(R"({"points":[11,0],"winner":1,"games":[0,2],"end":"tute"})"));
}

TEST(TuteSheets, Tut94TwoPlayerSheets) {
  auto check = [](Json result) {
    return First(ReplayJson(RecordJson(2, Json::object(), {Sheet(result)})));
  };
  EXPECT_EQ(check({{"points", {8, 0}}, {"end", "claim"}}), "tute/sheet-winner at /hands/0/result");
  EXPECT_EQ(check({{"points", {8, 0}}, {"end", "claim"}, {"winner", 1}}), "ok");
  EXPECT_EQ(check({{"points", {95, 35}}, {"winner", 0}}),
            "tute/sheet-winner at /hands/0/result/winner");
  EXPECT_EQ(check({{"points", {113, 17}}, {"winner", 0}}), "ok");
  EXPECT_EQ(check({{"points", {11, 0}}, {"end", "tute"}, {"winner", 0}}).substr(0, 15),
            "tute/bad-result");  // no tute with 2 players by default
}

// ---------------------------------------------------------------------------------------------
// §9 Variant options

TEST(TuteOptions, UnknownBadAndNotApplicable) {
  Json sheet = Sheet({{"points", {90, 40}}, {"games", {1, 0}}});
  Replayed na = ReplayJson(RecordJson(4, {{"hand_size_2p", 6}, {"capote", false}}, {sheet}));
  EXPECT_TRUE(Valid(na));
  EXPECT_TRUE(na.HasWarning("tute/option-not-applicable", "/rules/hand_size_2p"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson(4, {{"hand_size_2p", 7}}, {sheet})), "rules/bad-value", "/rules/hand_size_2p"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson(4, {{"trumps", "O"}}, {sheet})), "rules/unknown-option", "/rules/trumps"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson(4, {{"stock_duty", "always"}}, {sheet})), "rules/bad-value", "/rules/stock_duty"));
  Replayed ok = ReplayJson(RecordJson(4, {{"partner_exempt", true}, {"must_undertrump", true}}, {sheet}));
  EXPECT_FALSE(ok.Find("tute/option-not-applicable"));
  // Defaults.
  Options o2 = Opt(2), o3 = Opt(3), o4 = Opt(4);
  EXPECT_EQ(o2.target, 101);
  EXPECT_EQ(o3.target, 4);
  EXPECT_EQ(o4.target, 4);
  EXPECT_EQ(o2.StockTricks(), 12);
  EXPECT_EQ(Opt(2, {{"hand_size_2p", 6}}).StockTricks(), 14);
  EXPECT_EQ(o4.last_trick_bonus, 10);
  EXPECT_TRUE(o4.forty_first && o4.one_cante_per_trick && o2.capote && o2.exchange_chain);
  EXPECT_FALSE(o4.must_undertrump || o4.partner_exempt || o2.tute_2p || o4.tute_dealt_immediate);
}

}  // namespace
}  // namespace replay::tute
