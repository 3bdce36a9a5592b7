// One test per numbered rule of rules/tute.md §3–§5 (legal and illegal side), the rule tests
// TT1–TT13 of §10.1 and the two full hands of §10.2 and §10.3.
#include <gtest/gtest.h>

#include "tute/tute_test_util.h"

namespace replay::tute {
namespace {

using namespace testing;  // NOLINT: the helpers of tute_test_util.h

// §10.2: the full 4-player hand.
const Json& FourPlayerHand() {
  static const Json record = Json::parse(R"({"game": "tute", "players": ["Ana", "Blas", "Carmen", "Dario"],
 "hands": [{
  "dealer": 3,
  "cards": {"turned": "5C", "hands": [
    ["1O","3O","7O","1E","4E","2B","6B","10B","12C","11C"],
    ["12E","11E","1C","2C","12O","5O","3B","7B","5E","2E"],
    ["3C","7C","10C","11O","6O","4O","1B","12B","6E","3E"],
    ["4C","6C","10O","2O","11B","4B","5B","10E","7E","5C"]]},
  "play": [
    "1O","5O","4O","2O", {"sing":"C","seat":0},
    "3O","12O","6O","10O",
    "7O","2C","11O","4C", {"sing":"E","seat":1},
    "10E","1E","2E","6E",
    "12C","1C","7C","5C",
    "3B","1B","4B","2B",
    "3C","6C","11C","5E",
    "12B","5B","6B","7B",
    "10C","7E","4E","11E",
    "3E","11B","10B","12E"],
  "result": {"points": [152, 38], "cantes": [40, 20], "last_trick": 0, "winner": 0, "games": [2, 0], "end": "tricks"}}],
 "result": {"score": [2, 0]}})");
  return record;
}

// §10.3: the full 2-player hand (the stock, an exchange and the last draw).
const Json& TwoPlayerHand() {
  static const Json record = Json::parse(R"({"game": "tute", "players": ["Eva", "Fermin"],
 "hands": [{
  "dealer": 1,
  "cards": {"turned": "10B", "hands": [
    ["12O","5E","1B","5C","1O","6C","11E","6B", "12B","5O","2E","7C","11O","11B","3C","10O","10C","4E","12C","7B"],
    ["6O","4O","10E","3E","6E","5B","3O","7O", "2B","12E","1E","1C","4C","7B","3B","2O","2C","11C","7E","4B"]]},
  "play": ["5E","6E", "4O","12O", "5C","6O", "2E","10E", "7O","1O", "5O","3O", "4C","6C", {"sing":"B"},
           "7C","1C", {"exchange":"7B"}, "2O","10O", "10C","2B", "2C","3C", "4E","7E",
           "3E","11E", "1E","6B", "7B","10B", "4B","11B", "11O","5B", "11C","12C", "12B","3B", "12E","1B"],
  "result": {"points": [113, 57], "cantes": [40, 0], "last_trick": 0, "winner": 0, "end": "tricks"}}],
 "result": {"score": [113, 57], "winner": 0}})");
  return record;
}

// The record with hand 0's play changed: `at` replaced by `with` (or erased when null), or
// `insert` put before `at`.
Json Edit(Json record, size_t at, const Json& with, bool insert = false) {
  Json& play = record["hands"][0]["play"];
  if (insert) play.insert(play.begin() + long(at), with);
  else if (with.is_null()) play.erase(play.begin() + long(at));
  else play[at] = with;
  record["hands"][0].erase("result");
  record.erase("result");
  return record;
}

Json Truncate(Json record, size_t actions) {
  Json& play = record["hands"][0]["play"];
  play.erase(play.begin() + long(actions), play.end());
  return record;
}

std::string Verdict(int players, char trump, std::vector<std::string> trick,
                    std::initializer_list<std::string_view> hand, std::string card,
                    Json rules = Json::object(), bool stock = false) {
  Options o = OptionsOf(rules, players);
  TrickPosition p;
  p.players = players;
  p.trump = ParseSuit(std::string(1, trump), kDeck);
  for (auto& c : trick) p.trick.push_back(C(c));
  p.hand = Set(hand);
  p.stock = stock;
  State s(o, p);
  std::optional<Violation> v = s.Check(Play(card));
  return v ? std::string(v->code) : "legal";
}

// A partial hand: its play is legal so far when it is Valid.
Json Partial(int players, int dealer, const Json& cards, Json play, Json rules = Json::object(),
             std::vector<Json> before = {}) {
  before.push_back(HandJson(dealer, cards, play, /*partial=*/true));
  return RecordJson(players, rules, before);
}

// 2 players, dealer 1 (seat 0 leads), trump O with 1O face up; seat 0 wins trick 1 with 1C.
Json ExchangeCards() {
  return Cards(2, 1, "1O", {{"7O", "2O", "1C", "3C", "4C", "5C", "6C", "10C"},
                            {"3O", "12O", "2C", "1E", "3E", "4E", "5E", "6E"}});
}

// 2 players, trump O; seat 0 holds 12O 11O 12E 11E and wins tricks 1 and 2.
Json CanteCards() {
  return Cards(2, 1, "6O", {{"12O", "11O", "12E", "11E", "1C", "3C", "4C", "5C"},
                            {"2C", "6C", "7C", "10C", "2E", "3E", "4E", "5E"}});
}

// 4 players, dealer 3: seat 2 holds the four kings; seat 0 wins trick 1 with 1O.
Json KingsCards(bool all_four = true) {
  std::vector<std::string> seat2 = {"12O", "12C", "12E", "2O"};
  if (all_four) seat2.push_back("12B");
  return Cards(4, 3, "5C", {{"1O", "3O"}, {"4O"}, seat2, {"5O"}});
}

// 3 players, dealer 2 (seat 0 leads): turned 3B; seat 1 holds 7B; seat 0 holds the four
// caballos.
Json ThreeCards(std::string turned = "3B") {
  return Cards(3, 2, turned, {{"11O", "11C", "11E", "11B", "1O", "12O"}, {"7B", "2B", "4O"},
                              {"5O", "6O"}});
}

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
// §5.1 Tricks and play duties (TT1–TT4)

TEST(TuteDuties, Tut20TrickWinnerTT1) {
  auto winner = [](std::vector<std::string> codes, char trump) {
    std::vector<Card> cards;
    for (auto& c : codes) cards.push_back(C(c));
    return WinningIndex(cards.data(), int(cards.size()), ParseSuit(std::string(1, trump), kDeck));
  };
  EXPECT_EQ(winner({"5O", "6O", "4O", "7B"}, 'C'), 1);  // TT1a: 6O
  EXPECT_EQ(winner({"5O", "4O", "2C", "7B"}, 'C'), 2);  // TT1b: 2C
  EXPECT_EQ(winner({"3O", "1O", "12O", "2O"}, 'E'), 1);
  EXPECT_EQ(winner({"12E", "2C", "1C"}, 'C'), 2);
}

TEST(TuteDuties, Tut21To22FollowTT2a) {
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"7O", "12O", "2E"}, "7O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"7O", "12O", "2E"}, "12O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"7O", "12O", "2E"}, "2E"), "tute/must-follow");
}

TEST(TuteDuties, Tut23BeatTT2c2d) {
  EXPECT_EQ(Verdict(4, 'E', {"7O"}, {"1O", "4O", "2E"}, "1O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"7O"}, {"1O", "4O", "2E"}, "4O"), "tute/must-beat");
  EXPECT_EQ(Verdict(4, 'E', {"7O", "2E"}, {"1O", "4O", "3E"}, "4O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"7O", "2E"}, {"1O", "4O", "3E"}, "3E"), "tute/must-follow");
  // Trumps led: beat the highest trump.
  EXPECT_EQ(Verdict(3, 'E', {"10E"}, {"1E", "4E"}, "4E"), "tute/must-beat");
}

TEST(TuteDuties, Tut24TrumpTT2b) {
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"2E", "10B"}, "2E"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"2E", "10B"}, "10B"), "tute/must-trump");
}

TEST(TuteDuties, Tut25OvertrumpTT3b) {
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"1E", "2E", "10B"}, "1E"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"1E", "2E", "10B"}, "2E"), "tute/must-overtrump");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"1E", "2E", "10B"}, "10B"), "tute/must-overtrump");
}

TEST(TuteDuties, Tut26NoUndertrumpDutyTT3a) {
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "2E"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "10B"), "legal");
  Json under = {{"must_undertrump", true}};
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "10B", under), "tute/must-undertrump");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "2E", under), "legal");
  // Void in the suit led and without trumps: any card.
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"10B", "4C"}, "4C", under), "legal");
}

TEST(TuteDuties, Tut27PartnerTT3c) {
  EXPECT_EQ(Verdict(4, 'E', {"3O", "5O"}, {"1O", "7O"}, "7O"), "tute/must-beat");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "5O"}, {"1O", "7O"}, "7O", {{"partner_exempt", true}}),
            "legal");
  // Follow still holds with partner_exempt; and it doesn't exempt from beating an opponent.
  EXPECT_EQ(Verdict(4, 'E', {"3O", "5O"}, {"1O", "2E"}, "2E", {{"partner_exempt", true}}),
            "tute/must-follow");
  EXPECT_EQ(Verdict(4, 'E', {"5O", "3O"}, {"1O", "7O"}, "7O", {{"partner_exempt", true}}),
            "tute/must-beat");
  // §10.2 trick 3: seat 3 must overtrump his partner's 2C.
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(FourPlayerHand(), 12, "10E")), "tute/must-overtrump", "/hands/0/play/12"));
}

TEST(TuteDuties, Tut28StockDutyTT4) {
  Json none = {{"stock_duty", "none"}}, suit = {{"stock_duty", "follow_suit"}};
  for (const char* card : {"2C", "5O", "4B"})  // TT4a
    EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O", "4B"}, card, Json::object(), true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "5O", "1O"}, "2B", Json::object(), true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "5O", "1O"}, "1O", Json::object(), true),
            "tute/must-follow");  // TT4b
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "5O", "1O"}, "1O", none, true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O"}, "5O", suit, true), "tute/must-follow");  // TT4e
  EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O"}, "2C", suit, true), "legal");
  // TT4c, TT4d: full duties in the last tricks.
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "7B"), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "2B"), "tute/must-beat");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "5O"), "tute/must-follow");
  EXPECT_EQ(Verdict(2, 'B', {"4O"}, {"5B", "1C"}, "5B"), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4O"}, {"5B", "1C"}, "1C"), "tute/must-trump");
}

TEST(TuteDuties, FullHandVariantsOf102) {
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 11, "3C")), "tute/must-follow", "/hands/0/play/11"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 15, "4E")), "tute/must-beat", "/hands/0/play/15"));
  // The message lists the legal cards.
  Replayed beat = ReplayJson(Edit(r, 15, "4E"));
  const Diagnostic* d = beat.FirstError();
  ASSERT_NE(d, nullptr);
  EXPECT_NE(d->message.find("Legal cards: 1E"), std::string::npos) << d->message;
  EXPECT_EQ(d->seat, 0);
  EXPECT_EQ(d->rule, "TUT-23");
}

// ---------------------------------------------------------------------------------------------
// §5.2 Exchange of the turned card (TT5, TT13)

TEST(TuteExchange, Tut30TimingTT5) {
  Json cards = ExchangeCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {{{"exchange", "7O"}}})), "tute/exchange-timing", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}, {"seat", 1}}})), "play/wrong-seat", "/hands/0/play/2"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}},
                                           {{"exchange", "2O"}}})), "tute/exchange-timing", "/hands/0/play/3"));
  // 4 players never exchange; 3 players only before the first card, naming the seat.
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(FourPlayerHand(), 0, {{"exchange", "7C"}, {"seat", 1}}, true)), "tute/bad-action", "/hands/0/play/0"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {"1O", {{"exchange", "7B"}, {"seat", 1}}})), "tute/mid-trick", "/hands/0/play/1"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {"1O", "4O", "5O",
                                                  {{"exchange", "7B"}, {"seat", 1}}})), "tute/exchange-timing", "/hands/0/play/3"));
}

TEST(TuteExchange, Tut31NotAfterTheLastDraw) {
  // After trick 13 of §10.3 the face-up card has been drawn.
  Json r = Edit(TwoPlayerHand(), 28, {{"exchange", "4B"}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/exchange-timing", "/hands/0/play/28"));
  // Nor after a capote, which makes the last draw of interval 12.
  Json c = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  c = Edit(c, 27, {{"exchange", "4B"}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(c), "tute/exchange-timing", "/hands/0/play/27"));
}

TEST(TuteExchange, Tut32SevenOrTwoOfTrumps) {
  Json c5 = Cards(2, 1, "5C", {{"1E", "7C", "2C", "3E", "4E", "5E", "6E", "7E"},
                               {"2E", "10O", "11O", "12O", "1O", "3O", "4O", "5O"}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "7C"}}})), "tute/bad-exchange", "/hands/0/play/2"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "2C"}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "3E"}}})), "tute/bad-exchange", "/hands/0/play/2"));
  // A face-up 2 can't be exchanged.
  Json c2 = Cards(2, 1, "2C", {{"1E", "7C", "3C", "3E", "4E", "5E", "6E", "7E"},
                               {"2E", "10O", "11O", "12O", "1O", "3O", "4O", "5O"}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, c2, {"1E", "2E", {{"exchange", "7C"}}})), "tute/bad-exchange", "/hands/0/play/2"));
}

TEST(TuteExchange, Tut33ChainTT5) {
  // Seat 0 gives 7O for 1O; seat 1 wins trick 2 with 3O and gives 2O for the face-up 7O.
  Json play = {"1C", "2C", {{"exchange", "7O"}}, "3C", "3O"};
  Json cards2 = Cards(2, 1, "1O", {{"7O", "1C", "3C", "4C", "5C", "6C", "7C", "10C"},
                                   {"2O", "3O", "2C", "1E", "3E", "4E", "5E", "6E"}});
  Json chain = play;
  chain.push_back({{"exchange", "2O"}});
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards2, chain))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards2, chain, {{"exchange_chain", false}})), "tute/bad-exchange", "/hands/0/play/5"));
  Options o = OptionsOf(Json::object(), 2);
  State s(o, DealOf(2, 1, cards2));
  for (Action a : {Play("1C"), Play("2C"), Exchange("7O")}) ASSERT_FALSE(s.Apply(a));
  EXPECT_TRUE(s.HandOf(0).Contains(C("1O")));
  EXPECT_EQ(s.FaceUp(), C("7O"));
  for (Action a : {Play("3C"), Play("3O"), Exchange("2O")}) ASSERT_FALSE(s.Apply(a));
  EXPECT_TRUE(s.HandOf(1).Contains(C("7O")));
  EXPECT_EQ(s.FaceUp(), C("2O"));
  EXPECT_EQ(s.Trump(), 0);  // TUT-35: the trump suit stays
}

TEST(TuteExchange, Tut34MandatoryTT13) {
  Json mandatory = {{"exchange_3p", "mandatory"}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {"1O"}, mandatory)), "tute/exchange-required", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(3, 2, ThreeCards(), {"1O"}))));
  Json done = Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 1}}, "1O"}, mandatory);
  EXPECT_TRUE(Valid(ReplayJson(done)));
  // A low turned card is taken with the 2; nobody can take a turned 2.
  Json low = Cards(3, 2, "5B", {{"1O"}, {"2B"}, {}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, low, {"1O"}, mandatory)), "tute/exchange-required", "/hands/0/play/0"));
  Json two = Cards(3, 2, "2B", {{"1O"}, {"7B"}, {}});
  EXPECT_TRUE(Valid(ReplayJson(Partial(3, 2, two, {"1O"}, mandatory))));
}

TEST(TuteExchange, Tut35EffectThreePlayers) {
  Options o = OptionsOf(Json::object(), 3);
  State s(o, DealOf(3, 2, ThreeCards()));
  ASSERT_FALSE(s.Apply(Exchange("7B", 1)));
  EXPECT_TRUE(s.HandOf(1).Contains(C("3B")));
  EXPECT_FALSE(s.HandOf(1).Contains(C("7B")));
  EXPECT_EQ(s.FaceUp(), C("7B"));  // out of play
  // TT7: the tricks then hold 120 card points less the 7 (none), so the total is 130.
  Json play = AutoPlay(o, ThreeCards(), 2, Json::array({{{"exchange", "7B"}, {"seat", 1}}}));
  Replayed r = ReplayJson(RecordJson(3, Json::object(), {HandJson(2, ThreeCards(), play)}));
  ASSERT_TRUE(Valid(r));
  const Json& res = r.hands[0];
  long sum = 0;
  for (int s2 = 0; s2 < 3; ++s2) sum += res["points"][s2].get<long>() - res["cantes"][s2].get<long>();
  EXPECT_EQ(sum, 130);
}

TEST(TuteExchange, TT7UnexchangedTurnedAceIsOutOfPlay) {
  Options o = OptionsOf(Json::object(), 3);
  Json cards = ThreeCards("1B");  // 3B is now in a hand and 1B lies face up all hand
  Json play = AutoPlay(o, cards, 2, Json::array());
  Replayed r = ReplayJson(RecordJson(3, Json::object(), {HandJson(2, cards, play)}));
  ASSERT_TRUE(Valid(r));
  long sum = 0;
  for (int s = 0; s < 3; ++s)
    sum += r.hands[0]["points"][s].get<long>() - r.hands[0]["cantes"][s].get<long>();
  EXPECT_EQ(sum, 119);
}

// ---------------------------------------------------------------------------------------------
// §5.3 Cantes (TT6)

TEST(TuteCantes, Tut40Timing) {
  Json cards = CanteCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {{{"sing", "O"}}})), "tute/sing-timing", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "O"}}}))));
  // 4 players: the winner's partner may sing (seat 1 in §10.2); a member of the losing side not.
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 13, {{"sing", "E"}, {"seat", 0}})), "tute/sing-timing", "/hands/0/play/13"));
  // 2 players: not after the last draw (a capote makes it).
  Json c = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(c, 27, {{"sing", "C"}}, true)), "tute/sing-timing", "/hands/0/play/27"));
  // cante_after_stock = false: no cante after trick 12. Seat 1 wins trick 13 of §10.3.
  Json late = Edit(TwoPlayerHand(), 28, {{"sing", "O"}}, true);
  EXPECT_EQ(First(ReplayJson(late)).substr(0, 23), "tute/sing-without-pair ");
  late["rules"] = {{"cante_after_stock", false}};
  EXPECT_TRUE(FailsWith(ReplayJson(late), "tute/sing-timing", "/hands/0/play/28"));
}

TEST(TuteCantes, Tut41Pair) {
  Json cards = CanteCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "C"}}})), "tute/sing-without-pair", "/hands/0/play/2"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(FourPlayerHand(), 4, {{"sing", "E"}, {"seat", 2}})), "tute/sing-without-pair", "/hands/0/play/4"));
}

TEST(TuteCantes, Tut42OncePerSuit) {
  Json cards = CanteCards();
  Json play = {"1C", "2C", {{"sing", "O"}}, "3C", "6C", {{"sing", "O"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, play)), "tute/already-sung", "/hands/0/play/5"));
}

TEST(TuteCantes, Tut43OnePerTrick) {
  Json cards = CanteCards();
  Json play = {"1C", "2C", {{"sing", "O"}}, {{"sing", "E"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, play)), "tute/one-cante-per-trick", "/hands/0/play/3"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, play, {{"one_cante_per_trick", false}}))));
  Json next = {"1C", "2C", {{"sing", "O"}}, "3C", "6C", {{"sing", "E"}}};
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, next))));
}

TEST(TuteCantes, Tut44FortyFirst) {
  Json cards = CanteCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "E"}}})), "tute/forty-first", "/hands/0/play/2"));
  EXPECT_TRUE(
      Valid(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "E"}}}, {{"forty_first", false}}))));
}

TEST(TuteCantes, Tut45Value) {
  Options o = OptionsOf(Json::object(), 2);
  State s(o, DealOf(2, 1, CanteCards()));
  for (Action a : {Play("1C"), Play("2C"), Sing('O'), Play("3C"), Play("6C"), Sing('E')})
    ASSERT_FALSE(s.Apply(a));
  EXPECT_EQ(s.Facts().cantes[0], 60);  // 40 in trumps, 20 in espadas
  EXPECT_TRUE(s.HandOf(0).Contains(C("12O")));  // the cards stay in the hand
  EXPECT_EQ(s.CanteCount(), 2);
}

// ---------------------------------------------------------------------------------------------
// §5.4 Tute (TT12)

TEST(TuteTute, Tut50TimingTT12) {
  Json kings = {{"tute", "kings"}, {"seat", 2}};
  Json after = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O", kings});
  EXPECT_TRUE(FailsWith(ReplayJson(after), "tute/complete-flag", "/hands/0/complete"));
  after["hands"][0].erase("complete");
  Replayed ok = ReplayJson(after);
  ASSERT_TRUE(Valid(ok));
  EXPECT_EQ(ok.hands[0], Json::parse(R"({"points":[11,0],"cantes":[0,0],"winner":0,
                                        "games":[2,0],"end":"tute"})"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(4, 3, KingsCards(), {kings})), "tute/tute-timing", "/hands/0/play/0"));
  Json immediate = RecordJson(4, {{"tute_dealt_immediate", true}},
                              {HandJson(3, KingsCards(), {kings})});
  EXPECT_TRUE(Valid(ReplayJson(immediate)));
  // The side that lost the trick may not.
  Json lost = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O", {{"tute", "kings"}, {"seat", 1}}});
  EXPECT_TRUE(FailsWith(ReplayJson(lost), "tute/tute-timing", "/hands/0/play/4"));
  // 2 players: only with tute_2p.
  Json two = Cards(2, 1, "6O", {{"12O", "12C", "12E", "12B", "1C", "3C", "4C", "5C"},
                                {"2C", "6C", "7C", "10C", "2E", "3E", "4E", "5E"}});
  Json p2 = Partial(2, 1, two, {"1C", "2C", {{"tute", "kings"}}});
  EXPECT_TRUE(FailsWith(ReplayJson(p2), "tute/bad-action", "/hands/0/play/2"));
  Json with = RecordJson(2, {{"tute_2p", true}},
                         {HandJson(1, two, {"1C", "2C", {{"tute", "kings"}}})});
  Replayed w = ReplayJson(with);
  ASSERT_TRUE(Valid(w));
  EXPECT_EQ(w.hands[0]["winner"], 0);
  EXPECT_EQ(w.result, Json::parse(R"({"score":[11,0],"winner":0})"));
}

TEST(TuteTute, Tut51FalseTute) {
  Json three_kings = Partial(4, 3, KingsCards(false), {"1O", "4O", "2O", "5O",
                                                       {{"tute", "kings"}, {"seat", 2}}});
  EXPECT_TRUE(FailsWith(ReplayJson(three_kings), "tute/false-tute", "/hands/0/play/4"));
  Json knights = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O",
                                              {{"tute", "knights"}, {"seat", 2}}});
  EXPECT_TRUE(FailsWith(ReplayJson(knights), "tute/false-tute", "/hands/0/play/4"));
}

TEST(TuteTute, Tut52EndsTheHandThreePlayers) {
  // Seat 0 holds the four caballos and wins trick 1 with 1O.
  Json r = RecordJson(3, Json::object(),
                      {HandJson(2, ThreeCards(), {"1O", "4O", "5O", {{"tute", "knights"}}})});
  Replayed t = ReplayJson(r);
  ASSERT_TRUE(Valid(t));
  EXPECT_EQ(t.hands[0], Json::parse(R"({"points":[11,0,0],"cantes":[0,0,0],"winner":0,
                                       "games":[2,0,0],"end":"tute"})"));
  r["hands"][0]["play"].push_back("12O");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/after-end", "/hands/0/play/4"));
}

// ---------------------------------------------------------------------------------------------
// §5.5 Capote, §5.6 Claim (TT8, TT9)

TEST(TuteCapote, Tut55TimingTT8) {
  Json early = Edit(TwoPlayerHand(), 24, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(early), "tute/capote-timing", "/hands/0/play/24"));
  Json twice = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  twice = Edit(twice, 27, {{"capote", true}, {"seat", 1}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(twice), "tute/capote-timing", "/hands/0/play/27"));
  Json off = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  off["rules"] = {{"capote", false}};
  EXPECT_TRUE(FailsWith(ReplayJson(off), "tute/capote-timing", "/hands/0/play/26"));
  // Other actions of interval 12 come before it.
  Json late = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  late = Edit(late, 27, {{"claim", true}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(late), "tute/claim-timing", "/hands/0/play/27"));
}

TEST(TuteCapote, Tut56FailedCapoteTT8) {
  Json r = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/after-end", "/hands/0/play/29"));
  Replayed s0 = ReplayJson(Truncate(r, 29));
  ASSERT_TRUE(Valid(s0));
  EXPECT_EQ(s0.hands[0], Json::parse(R"({"points": [67, 38], "cantes": [40, 0], "winner": 1,
                                        "end": "capote"})"));
  EXPECT_EQ(s0.result, Json::parse(R"({"score": [67, 38], "winner": 1})"));
  Json r1 = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  Replayed s1 = ReplayJson(Truncate(r1, 31));
  ASSERT_TRUE(Valid(s1));
  EXPECT_EQ(s1.hands[0], Json::parse(R"({"points": [78, 38], "cantes": [40, 0], "winner": 0,
                                        "end": "capote"})"));
}

TEST(TuteClaim, Tut60TimingTT9) {
  // A claim in the first hand of the record.
  Json first = Edit(TwoPlayerHand(), 2, {{"claim", true}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(first), "tute/claim-timing", "/hands/0/play/2"));
  // After the last trick: the count decides.
  Json sheet = {{"result", {{"points", {65, 65}}, {"last_trick", 1}}}};
  Json after = RecordJson(2, Json::object(), {sheet, TwoPlayerHand()["hands"][0]});
  after["hands"][1].erase("result");
  EXPECT_TRUE(Valid(ReplayJson(after)));
  after["hands"][1]["play"].push_back({{"claim", true}});
  EXPECT_TRUE(FailsWith(ReplayJson(after), "tute/claim-timing", "/hands/1/play/42"));
  // In interval 0.
  Json zero = RecordJson(2, Json::object(), {sheet, TwoPlayerHand()["hands"][0]});
  zero["hands"][1]["play"].insert(zero["hands"][1]["play"].begin(), Json{{"claim", true}});
  zero["hands"][1].erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(zero), "tute/claim-timing", "/hands/1/play/0"));
}

TEST(TuteClaim, Tut61EffectTT9) {
  Json sheet = {{"result", {{"points", {95, 35}}}}};
  // Seat 0 takes 12C and 12E (8 points): 95 + 8 = 103 >= 101.
  Json cards = Cards(2, 1, "5O", {{"12C", "1B"}, {"12E", "11E"}});
  Json win = RecordJson(2, Json::object(),
                        {sheet, HandJson(1, cards, {"12C", "12E", {{"claim", true}}})});
  Replayed w = ReplayJson(win);
  ASSERT_TRUE(Valid(w));
  EXPECT_EQ(w.hands[0], Json::parse(R"({"points":[95,35],"end":"tricks"})"));
  EXPECT_EQ(w.hands[1], Json::parse(R"({"points":[8,0],"cantes":[0,0],"winner":0,"end":"claim"})"));
  EXPECT_EQ(w.result, Json::parse(R"({"score":[103,35],"winner":0})"));
  // 11C and 10E: 5 points, total 100: the claim fails and seat 1 wins.
  Json cards5 = Cards(2, 1, "5O", {{"11C", "1B"}, {"10E", "11E"}});
  Json lose = RecordJson(2, Json::object(),
                         {sheet, HandJson(1, cards5, {"11C", "10E", {{"claim", true}}})});
  Replayed l = ReplayJson(lose);
  ASSERT_TRUE(Valid(l));
  EXPECT_EQ(l.result, Json::parse(R"({"score":[100,35],"winner":1})"));
  // Nothing follows a claim.
  lose["hands"][1]["play"].push_back("1B");
  EXPECT_TRUE(FailsWith(ReplayJson(lose), "tute/after-end", "/hands/1/play/3"));
}

// ---------------------------------------------------------------------------------------------
// §5.7 End of the hand

TEST(TuteEnd, Tut65AfterEnd) {
  Json r = FourPlayerHand();
  r["hands"][0]["play"].push_back("1O");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/after-end", "/hands/0/play/42"));
  Json s = FourPlayerHand();
  s["hands"][0]["play"].push_back({{"sing", "O"}, {"seat", 0}});
  EXPECT_TRUE(FailsWith(ReplayJson(s), "tute/after-end", "/hands/0/play/42"));
}

TEST(TuteEnd, Tut66IncompleteAndCompleteFlag) {
  Json r = Truncate(FourPlayerHand(), 20);
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/incomplete", "/hands/0/play"));
  r["hands"][0]["complete"] = false;
  Replayed partial = ReplayJson(r);
  EXPECT_TRUE(Valid(partial));
  EXPECT_TRUE(partial.hands[0].is_null());  // a partial hand without result counts nothing
  EXPECT_EQ(partial.result, Json::parse(R"({"score":[0,0]})"));
  Json full = FourPlayerHand();
  full["hands"][0]["complete"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(full), "tute/complete-flag", "/hands/0/complete"));
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

}  // namespace
}  // namespace replay::tute
