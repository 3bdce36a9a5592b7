// One test per numbered rule of rules/tute.md §3 and §4 (legal and illegal side), and the two
// full hands of §10.2 and §10.3. §5 is in tute_play_test.cc, §6–§9 in tute_scoring_test.cc.
#include <gtest/gtest.h>

#include "tute/tute_test_util.h"

namespace replay::tute {
namespace {

using namespace testing;  // NOLINT: the helpers of tute_test_util.h

// ---------------------------------------------------------------------------------------------
// §3 The deal

TEST(TuteDeal, Tut01PlayerCount) {
  Json r = FourPlayerHand();
  EXPECT_TRUE(Valid(ReplayJson(r)));
  Json five = r;
  five["players"].push_back("Eva");
  EXPECT_TRUE(FailsWith(ReplayJson(five), "tute/player-count", "/players"));
  Json disagree = r;
  disagree["rules"] = {{"players", 3}};
  EXPECT_TRUE(FailsWith(ReplayJson(disagree), "tute/player-count", "/rules/players"));
  Json agree = r;
  agree["rules"] = {{"players", 4}};
  EXPECT_TRUE(Valid(ReplayJson(agree)));
}

TEST(TuteDeal, Tut02Shape) {
  Json r = FourPlayerHand();
  Json extra = r;
  extra["hands"][0]["cards"]["table"] = Json::array();
  EXPECT_TRUE(FailsWith(ReplayJson(extra), "cards/shape", "/hands/0/cards/table"));
  Json not_object = r;
  not_object["hands"][0]["cards"] = Json::array();
  EXPECT_TRUE(FailsWith(ReplayJson(not_object), "cards/shape", "/hands/0/cards"));
  Json turned = r;
  turned["hands"][0]["cards"]["turned"] = 5;
  EXPECT_TRUE(FailsWith(ReplayJson(turned), "cards/shape", "/hands/0/cards/turned"));
  Json short_seat = r;
  short_seat["hands"][0]["cards"]["hands"][1].erase(0);
  EXPECT_TRUE(FailsWith(ReplayJson(short_seat), "cards/count", "/hands/0/cards/hands/1"));
  Json seats = r;
  seats["hands"][0]["cards"]["hands"].erase(3);
  EXPECT_TRUE(FailsWith(ReplayJson(seats), "cards/count", "/hands/0/cards/hands"));
  Json no_cards = r;
  no_cards["hands"][0].erase("cards");
  EXPECT_TRUE(FailsWith(ReplayJson(no_cards), "cards/shape", "/hands/0"));
}

TEST(TuteDeal, Tut03EveryCardOnce) {
  // 4 players: the 40 entries.
  Json dup = FourPlayerHand();
  dup["hands"][0]["cards"]["hands"][1][0] = "1O";
  Replayed d = ReplayJson(dup);
  EXPECT_TRUE(FailsWith(d, "cards/duplicate", "/hands/0/cards/hands/1/0"));
  Json foreign = FourPlayerHand();
  foreign["hands"][0]["cards"]["hands"][1][0] = "8O";
  EXPECT_TRUE(FailsWith(ReplayJson(foreign), "cards/foreign", "/hands/0/cards/hands/1/0"));
  // 3 players: 39 entries plus `turned`.
  Json three = Partial(3, 2, ThreeCards(), Json::array());
  EXPECT_TRUE(Valid(ReplayJson(three)));
  Json turned_twice = three;
  turned_twice["hands"][0]["cards"]["hands"][2][0] = "3B";
  EXPECT_EQ(First(ReplayJson(turned_twice)).substr(0, 15), "cards/duplicate");
  // 2 players: every card, exactly one of them twice (§10.3 has 7B twice).
  EXPECT_TRUE(Valid(ReplayJson(TwoPlayerHand())));
  Json two = TwoPlayerHand();
  two["hands"][0]["cards"]["hands"][0][19] = "10B";  // TT11: 10B is now the doubled card
  EXPECT_EQ(First(ReplayJson(Truncate(two, 20))).substr(0, 18), "tute/incomplete at");
  Json doubles = TwoPlayerHand();
  doubles["hands"][0]["cards"]["hands"][1][0] = "12O";  // 12O and 7B twice; 6O missing
  Replayed dd = ReplayJson(doubles);
  EXPECT_TRUE(FailsWith(dd, "cards/duplicate", "/hands/0/cards/hands/1/0"));
  int dups = 0, missing = 0;
  for (const Diagnostic& diag : dd.report.diagnostics) {
    dups += diag.code == "cards/duplicate";
    missing += diag.code == "cards/missing";
  }
  EXPECT_EQ(dups, 2);
  EXPECT_EQ(missing, 1);
  Json triple = TwoPlayerHand();
  triple["hands"][0]["cards"]["hands"][0][8] = "7B";  // 7B three times; 12B missing
  EXPECT_TRUE(FailsWith(ReplayJson(triple), "cards/duplicate", "/hands/0/cards/hands/1/13"));
}

TEST(TuteDeal, Tut04TurnedIsTheDealersLastCard) {
  Json r = FourPlayerHand();
  r["hands"][0]["cards"]["turned"] = "4C";  // the dealer's first card, not his last
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/turned-card", "/hands/0/cards/turned"));
}

TEST(TuteDeal, Tut05Dealer) {
  Json missing = FourPlayerHand();
  missing["hands"][0].erase("dealer");
  EXPECT_TRUE(FailsWith(ReplayJson(missing), "tute/dealer", "/hands/0/dealer"));
  Json out = FourPlayerHand();
  out["hands"][0]["dealer"] = 4;
  EXPECT_TRUE(FailsWith(ReplayJson(out), "tute/dealer", "/hands/0/dealer"));
  Json text = FourPlayerHand();
  text["hands"][0]["dealer"] = "3";
  EXPECT_TRUE(FailsWith(ReplayJson(text), "tute/dealer", "/hands/0/dealer"));
}

// ---------------------------------------------------------------------------------------------
// §4 Actions and the course of a hand

TEST(TuteSequence, Tut10TricksAndLeaders) {
  const Json& r = FourPlayerHand();
  Options o = OptionsOf(Json::object(), 4);
  State s(o, DealOf(4, 3, r["hands"][0]["cards"]));
  EXPECT_EQ(s.ToMove(), 0);  // dealer + 1 leads trick 1
  EXPECT_TRUE(Valid(ReplayJson(r)));
  // Trick 3 is won by seat 3, who leads trick 4 (10E).
  Json wrong_leader = Edit(r, 14, {{"card", "10E"}, {"seat", 0}});
  EXPECT_TRUE(FailsWith(ReplayJson(wrong_leader), "play/wrong-seat", "/hands/0/play/14"));
  EXPECT_TRUE(Valid(ReplayJson(Edit(r, 14, {{"card", "10E"}, {"seat", 3}}))));
}

TEST(TuteSequence, Tut11WrongSeat) {
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 1, {{"card", "5O"}, {"seat", 2}})), "play/wrong-seat", "/hands/0/play/1"));
  EXPECT_TRUE(Valid(ReplayJson(Edit(r, 1, {{"card", "5O"}, {"seat", 1}}))));
  // An optional seat on another action: the 2-player cante of §10.3 is seat 0's.
  const Json& two = TwoPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(two, 14, {{"sing", "B"}, {"seat", 1}})), "play/wrong-seat", "/hands/0/play/14"));
  EXPECT_TRUE(Valid(ReplayJson(Edit(two, 14, {{"sing", "B"}, {"seat", 0}}))));
}

TEST(TuteSequence, Tut12NothingButCardsInsideATrick) {
  const Json& r = FourPlayerHand();
  Json mid = Edit(r, 4, nullptr);  // the cante moved inside trick 2, after 3O
  mid = Edit(mid, 5, {{"sing", "C"}, {"seat", 0}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(mid), "tute/mid-trick", "/hands/0/play/5"));
}

TEST(TuteSequence, Tut13ActionForm) {
  const Json& r = FourPlayerHand();
  for (const Json& bad :
       {Json("1X"), Json(7), Json{{"card", "1O"}, {"sing", "O"}}, Json{{"play", "1O"}},
        Json{{"capote", false}, {"seat", 0}}, Json{{"tute", "queens"}, {"seat", 0}},
        Json{{"sing", "Z"}, {"seat", 0}}, Json{{"seat", 0}}, Json{{"card", "1O"}, {"comment", 3}}})
    EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 0, bad)), "tute/bad-action", "/hands/0/play/0")) << bad;
  EXPECT_TRUE(Valid(ReplayJson(Edit(r, 0, {{"card", "1o"}, {"comment", "lead the ace"}}))));
}

TEST(TuteSequence, Tut14SeatRequired) {
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 4, {{"sing", "C"}})), "tute/seat-required", "/hands/0/play/4"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 4, {{"sing", "C"}, {"seat", 7}})), "tute/seat-required", "/hands/0/play/4"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 4, {{"sing", "C"}, {"seat", "0"}})), "tute/seat-required", "/hands/0/play/4"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), Json::array({{{"exchange", "7B"}}}))), "tute/seat-required", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 1}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(TwoPlayerHand(), 26, {{"capote", true}}, true)), "tute/seat-required", "/hands/0/play/26"));
  // A tute in interval 0 names its holder in every form.
  Json kings = Partial(4, 3, KingsCards(), Json::array({{{"tute", "kings"}}}),
                       {{"tute_dealt_immediate", true}});
  EXPECT_TRUE(FailsWith(ReplayJson(kings), "tute/seat-required", "/hands/0/play/0"));
}

TEST(TuteSequence, Tut15ActionOfAnotherForm) {
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 4, {{"claim", true}}, true)), "tute/bad-action", "/hands/0/play/4"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 4, {{"capote", true}, {"seat", 0}}, true)), "tute/bad-action", "/hands/0/play/4"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 4, {{"exchange", "7C"}, {"seat", 0}}, true)), "tute/bad-action", "/hands/0/play/4"));
  // TUT-15 comes before TUT-14 (seat) and TUT-12 (mid-trick).
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 1, {{"capote", true}}, true)), "tute/bad-action", "/hands/0/play/1"));
  Json three = Partial(3, 2, ThreeCards(), {"1O", "4O", "5O", {{"claim", true}}});
  EXPECT_TRUE(FailsWith(ReplayJson(three), "tute/bad-action", "/hands/0/play/3"));
}

TEST(TuteSequence, Tut16CardInHand) {
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 0, "5O")), "tute/card-not-in-hand", "/hands/0/play/0"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 0}}})), "tute/card-not-in-hand", "/hands/0/play/0"));
  // A card played once is no longer held.
  Json again = Partial(3, 2, ThreeCards(), {"1O", "4O", "5O", "1O"});
  EXPECT_TRUE(FailsWith(ReplayJson(again), "tute/card-not-in-hand", "/hands/0/play/3"));
}

TEST(TuteSequence, Tut17DrawsWinnerFirstAfterTheIntervalsActions) {
  const Json& r = TwoPlayerHand();
  Options o = OptionsOf(Json::object(), 2);
  State s(o, DealOf(2, 1, r["hands"][0]["cards"]));
  ASSERT_FALSE(s.Apply(Play("5E")));
  ASSERT_FALSE(s.Apply(Play("6E")));  // seat 1 wins trick 1
  EXPECT_FALSE(s.HandOf(1).Contains(C("2B")));  // the draw waits for the next card
  EXPECT_EQ(s.PendingDraw(), (std::pair<int, int>{8, 1}));
  ASSERT_FALSE(s.Apply(Play("4O")));
  EXPECT_TRUE(s.HandOf(1).Contains(C("2B")));
  EXPECT_TRUE(s.HandOf(0).Contains(C("12B")));
  // A cante sees the hand before the draw: seat 0 draws 11B (entry 13) after trick 6, which
  // seat 1 wins; had seat 0 won trick 6 he could not sing bastos before drawing it.
  Json early = Cards(2, 1, "10B", {{"12B", "1O", "3O", "4O", "5O", "6O", "7O", "10O", "11B"},
                                   {"1C", "3C", "4C", "5C", "6C", "7C", "10C", "11C", "2B"}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, early, {"1O", "1C", {{"sing", "B"}}})), "tute/sing-without-pair", "/hands/0/play/2"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, early, {"1O", "1C", "3O", "3C", {{"sing", "B"}}}))));
}

TEST(TuteSequence, Tut18LastDrawIsTheFaceUpCard) {  // TT11
  Json r = TwoPlayerHand();
  r["hands"][0]["cards"]["hands"][0][19] = "10B";
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/stock-mismatch", "/hands/0/play/26"));
  // The check is made by the capote too, which triggers the last draw.
  Json c = Edit(r, 26, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(c), "tute/stock-mismatch", "/hands/0/play/26"));
}

// ---------------------------------------------------------------------------------------------
// §10.2, §10.3: the full hands

TEST(TuteFullHands, FourPlayers) {
  Replayed r = ReplayJson(FourPlayerHand());
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0], FourPlayerHand()["hands"][0]["result"]);
  EXPECT_EQ(r.result, Json::parse(R"({"score":[2,0]})"));  // target 4: unfinished
  const Json& f = r.facts[0];
  EXPECT_EQ(f["level"], "full");
  EXPECT_EQ(f["points"], Json::parse("[2,0]"));
  EXPECT_EQ(f["hand_points"], Json::parse("[152,38]"));
  EXPECT_EQ(f["sides"][0]["trick_points"], 102);
  EXPECT_EQ(f["sides"][1]["trick_points"], 18);
  EXPECT_EQ(f["sides"][0]["cante40"], 1);
  EXPECT_EQ(f["sides"][1]["cante20"], 1);
  EXPECT_EQ(f["seats"][1]["cantes"], Json::parse(R"([{"suit":"E","points":20}])"));
  EXPECT_EQ(f["sides"][0]["tricks"].get<int>() + f["sides"][1]["tricks"].get<int>(), 10);
}

TEST(TuteFullHands, TwoPlayers) {
  Replayed r = ReplayJson(TwoPlayerHand());
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0], TwoPlayerHand()["hands"][0]["result"]);
  EXPECT_EQ(r.result, TwoPlayerHand()["result"]);
  const Json& f = r.facts[0];
  EXPECT_EQ(f["seats"][1]["exchange"], true);
  EXPECT_EQ(f["seats"][0]["exchange"], false);
  EXPECT_EQ(f["tute"], Json::object());
  EXPECT_EQ(f["last_trick"], 0);
  // Every card once in the tricks: 63 + 57 = 120.
  EXPECT_EQ(f["sides"][0]["trick_points"].get<int>() + f["sides"][1]["trick_points"].get<int>(),
            120);
  // A wrong result is reported on its field.
  Json wrong = TwoPlayerHand();
  wrong["hands"][0]["result"]["points"] = {112, 58};
  EXPECT_TRUE(FailsWith(ReplayJson(wrong), "tute/result-mismatch", "/hands/0/result/points"));
}

// replay-show: §10.3 after the exchange of trick 8 and the first card of trick 9.
TEST(TuteFullHands, TwoPlayerBoard) {
  Replayed r = ReplayJson(TwoPlayerHand());
  Diagnostics diagnostics;
  Reporter reporter(r.record, diagnostics);
  std::optional<Json> board = TheGame().Show(r.record, {}, 0, 19, reporter);
  ASSERT_TRUE(board) << (diagnostics.empty() ? "" : diagnostics[0].message);
  const Json& b = *board;
  EXPECT_EQ(b["move"], 19);
  EXPECT_EQ(b["phase"], "play");
  EXPECT_EQ(b["to_move"], 0);
  EXPECT_EQ(b["trump"], "B");
  EXPECT_EQ(b["turned"], "7B");  // Fermin gave 7B for 10B
  EXPECT_EQ(b["exchanges"], 1);
  EXPECT_EQ(b["stock"], 8);
  EXPECT_EQ(b["trick"], Json::parse(R"([{"seat":1,"card":"2O"}])"));
  EXPECT_EQ(b["cantes"], Json::parse(R"([{"seat":0,"suit":"B","points":40}])"));
  EXPECT_EQ(b["sides"][0]["tricks"], 4);
  EXPECT_EQ(b["seats"][1]["hand"].size(), 7u);
  EXPECT_TRUE(b["seats"][1]["hand"].dump().find("10B") != std::string::npos);
  EXPECT_EQ(b["next"], "10O");
  EXPECT_FALSE(b.contains("capote"));
}

}  // namespace
}  // namespace replay::tute
