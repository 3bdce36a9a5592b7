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

// A partial hand: its play is legal so far when First() is "ok".
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
  EXPECT_EQ(Replayed(r).First(), "ok");
  Json five = r;
  five["players"].push_back("Eva");
  EXPECT_EQ(Replayed(five).First(), "tute/player-count at /players");
  Json disagree = r;
  disagree["rules"] = {{"players", 3}};
  EXPECT_EQ(Replayed(disagree).First(), "tute/player-count at /rules/players");
  Json agree = r;
  agree["rules"] = {{"players", 4}};
  EXPECT_EQ(Replayed(agree).First(), "ok");
}

TEST(TuteDeal, Tut02Shape) {
  Json r = FourPlayerHand();
  Json extra = r;
  extra["hands"][0]["cards"]["table"] = Json::array();
  EXPECT_EQ(Replayed(extra).First(), "cards/shape at /hands/0/cards/table");
  Json not_object = r;
  not_object["hands"][0]["cards"] = Json::array();
  EXPECT_EQ(Replayed(not_object).First(), "cards/shape at /hands/0/cards");
  Json turned = r;
  turned["hands"][0]["cards"]["turned"] = 5;
  EXPECT_EQ(Replayed(turned).First(), "cards/shape at /hands/0/cards/turned");
  Json short_seat = r;
  short_seat["hands"][0]["cards"]["hands"][1].erase(0);
  EXPECT_EQ(Replayed(short_seat).First(), "cards/count at /hands/0/cards/hands/1");
  Json seats = r;
  seats["hands"][0]["cards"]["hands"].erase(3);
  EXPECT_EQ(Replayed(seats).First(), "cards/count at /hands/0/cards/hands");
  Json no_cards = r;
  no_cards["hands"][0].erase("cards");
  EXPECT_EQ(Replayed(no_cards).First(), "cards/shape at /hands/0");
}

TEST(TuteDeal, Tut03EveryCardOnce) {
  // 4 players: the 40 entries.
  Json dup = FourPlayerHand();
  dup["hands"][0]["cards"]["hands"][1][0] = "1O";
  Replayed d(dup);
  EXPECT_EQ(d.First(), "cards/duplicate at /hands/0/cards/hands/1/0");
  Json foreign = FourPlayerHand();
  foreign["hands"][0]["cards"]["hands"][1][0] = "8O";
  EXPECT_EQ(Replayed(foreign).First(), "cards/foreign at /hands/0/cards/hands/1/0");
  // 3 players: 39 entries plus `turned`.
  Json three = Partial(3, 2, ThreeCards(), Json::array());
  EXPECT_EQ(Replayed(three).First(), "ok");
  Json turned_twice = three;
  turned_twice["hands"][0]["cards"]["hands"][2][0] = "3B";
  EXPECT_EQ(Replayed(turned_twice).First().substr(0, 15), "cards/duplicate");
  // 2 players: every card, exactly one of them twice (§10.3 has 7B twice).
  EXPECT_EQ(Replayed(TwoPlayerHand()).First(), "ok");
  Json two = TwoPlayerHand();
  two["hands"][0]["cards"]["hands"][0][19] = "10B";  // TT11: 10B is now the doubled card
  EXPECT_EQ(Replayed(Truncate(two, 20)).First().substr(0, 18), "tute/incomplete at");
  Json doubles = TwoPlayerHand();
  doubles["hands"][0]["cards"]["hands"][1][0] = "12O";  // 12O and 7B twice; 6O missing
  Replayed dd(doubles);
  EXPECT_EQ(dd.First(), "cards/duplicate at /hands/0/cards/hands/1/0");
  int dups = 0, missing = 0;
  for (const Diagnostic& diag : dd.report.diagnostics) {
    dups += diag.code == "cards/duplicate";
    missing += diag.code == "cards/missing";
  }
  EXPECT_EQ(dups, 2);
  EXPECT_EQ(missing, 1);
  Json triple = TwoPlayerHand();
  triple["hands"][0]["cards"]["hands"][0][8] = "7B";  // 7B three times; 12B missing
  EXPECT_EQ(Replayed(triple).First(), "cards/duplicate at /hands/0/cards/hands/1/13");
}

TEST(TuteDeal, Tut04TurnedIsTheDealersLastCard) {
  Json r = FourPlayerHand();
  r["hands"][0]["cards"]["turned"] = "4C";  // the dealer's first card, not his last
  EXPECT_EQ(Replayed(r).First(), "tute/turned-card at /hands/0/cards/turned");
}

TEST(TuteDeal, Tut05Dealer) {
  Json missing = FourPlayerHand();
  missing["hands"][0].erase("dealer");
  EXPECT_EQ(Replayed(missing).First(), "tute/dealer at /hands/0/dealer");
  Json out = FourPlayerHand();
  out["hands"][0]["dealer"] = 4;
  EXPECT_EQ(Replayed(out).First(), "tute/dealer at /hands/0/dealer");
  Json text = FourPlayerHand();
  text["hands"][0]["dealer"] = "3";
  EXPECT_EQ(Replayed(text).First(), "tute/dealer at /hands/0/dealer");
}

// ---------------------------------------------------------------------------------------------
// §4 Actions and the course of a hand

TEST(TuteSequence, Tut10TricksAndLeaders) {
  const Json& r = FourPlayerHand();
  Options o = OptionsOf(Json::object(), 4);
  State s(o, DealOf(4, 3, r["hands"][0]["cards"]));
  EXPECT_EQ(s.ToMove(), 0);  // dealer + 1 leads trick 1
  EXPECT_EQ(Replayed(r).First(), "ok");
  // Trick 3 is won by seat 3, who leads trick 4 (10E).
  Json wrong_leader = Edit(r, 14, {{"card", "10E"}, {"seat", 0}});
  EXPECT_EQ(Replayed(wrong_leader).First(), "play/wrong-seat at /hands/0/play/14");
  EXPECT_EQ(Replayed(Edit(r, 14, {{"card", "10E"}, {"seat", 3}})).First(), "ok");
}

TEST(TuteSequence, Tut11WrongSeat) {
  const Json& r = FourPlayerHand();
  EXPECT_EQ(Replayed(Edit(r, 1, {{"card", "5O"}, {"seat", 2}})).First(),
            "play/wrong-seat at /hands/0/play/1");
  EXPECT_EQ(Replayed(Edit(r, 1, {{"card", "5O"}, {"seat", 1}})).First(), "ok");
  // An optional seat on another action: the 2-player cante of §10.3 is seat 0's.
  const Json& two = TwoPlayerHand();
  EXPECT_EQ(Replayed(Edit(two, 14, {{"sing", "B"}, {"seat", 1}})).First(),
            "play/wrong-seat at /hands/0/play/14");
  EXPECT_EQ(Replayed(Edit(two, 14, {{"sing", "B"}, {"seat", 0}})).First(), "ok");
}

TEST(TuteSequence, Tut12NothingButCardsInsideATrick) {
  const Json& r = FourPlayerHand();
  Json mid = Edit(r, 4, nullptr);  // the cante moved inside trick 2, after 3O
  mid = Edit(mid, 5, {{"sing", "C"}, {"seat", 0}}, true);
  EXPECT_EQ(Replayed(mid).First(), "tute/mid-trick at /hands/0/play/5");
}

TEST(TuteSequence, Tut13ActionForm) {
  const Json& r = FourPlayerHand();
  for (const Json& bad :
       {Json("1X"), Json(7), Json{{"card", "1O"}, {"sing", "O"}}, Json{{"play", "1O"}},
        Json{{"capote", false}, {"seat", 0}}, Json{{"tute", "queens"}, {"seat", 0}},
        Json{{"sing", "Z"}, {"seat", 0}}, Json{{"seat", 0}}, Json{{"card", "1O"}, {"comment", 3}}})
    EXPECT_EQ(Replayed(Edit(r, 0, bad)).First(), "tute/bad-action at /hands/0/play/0") << bad;
  EXPECT_EQ(Replayed(Edit(r, 0, {{"card", "1o"}, {"comment", "lead the ace"}})).First(), "ok");
}

TEST(TuteSequence, Tut14SeatRequired) {
  const Json& r = FourPlayerHand();
  EXPECT_EQ(Replayed(Edit(r, 4, {{"sing", "C"}})).First(), "tute/seat-required at /hands/0/play/4");
  EXPECT_EQ(Replayed(Edit(r, 4, {{"sing", "C"}, {"seat", 7}})).First(),
            "tute/seat-required at /hands/0/play/4");
  EXPECT_EQ(Replayed(Edit(r, 4, {{"sing", "C"}, {"seat", "0"}})).First(),
            "tute/seat-required at /hands/0/play/4");
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), Json::array({{{"exchange", "7B"}}}))).First(),
            "tute/seat-required at /hands/0/play/0");
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 1}}})).First(),
            "ok");
  EXPECT_EQ(Replayed(Edit(TwoPlayerHand(), 26, {{"capote", true}}, true)).First(),
            "tute/seat-required at /hands/0/play/26");
  // A tute in interval 0 names its holder in every form.
  Json kings = Partial(4, 3, KingsCards(), Json::array({{{"tute", "kings"}}}),
                       {{"tute_dealt_immediate", true}});
  EXPECT_EQ(Replayed(kings).First(), "tute/seat-required at /hands/0/play/0");
}

TEST(TuteSequence, Tut15ActionOfAnotherForm) {
  const Json& r = FourPlayerHand();
  EXPECT_EQ(Replayed(Edit(r, 4, {{"claim", true}}, true)).First(),
            "tute/bad-action at /hands/0/play/4");
  EXPECT_EQ(Replayed(Edit(r, 4, {{"capote", true}, {"seat", 0}}, true)).First(),
            "tute/bad-action at /hands/0/play/4");
  EXPECT_EQ(Replayed(Edit(r, 4, {{"exchange", "7C"}, {"seat", 0}}, true)).First(),
            "tute/bad-action at /hands/0/play/4");
  // TUT-15 comes before TUT-14 (seat) and TUT-12 (mid-trick).
  EXPECT_EQ(Replayed(Edit(r, 1, {{"capote", true}}, true)).First(),
            "tute/bad-action at /hands/0/play/1");
  Json three = Partial(3, 2, ThreeCards(), {"1O", "4O", "5O", {{"claim", true}}});
  EXPECT_EQ(Replayed(three).First(), "tute/bad-action at /hands/0/play/3");
}

TEST(TuteSequence, Tut16CardInHand) {
  const Json& r = FourPlayerHand();
  EXPECT_EQ(Replayed(Edit(r, 0, "5O")).First(), "tute/card-not-in-hand at /hands/0/play/0");
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 0}}})).First(),
            "tute/card-not-in-hand at /hands/0/play/0");
  // A card played once is no longer held.
  Json again = Partial(3, 2, ThreeCards(), {"1O", "4O", "5O", "1O"});
  EXPECT_EQ(Replayed(again).First(), "tute/card-not-in-hand at /hands/0/play/3");
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
  EXPECT_EQ(Replayed(Partial(2, 1, early, {"1O", "1C", {{"sing", "B"}}})).First(),
            "tute/sing-without-pair at /hands/0/play/2");
  EXPECT_EQ(Replayed(Partial(2, 1, early, {"1O", "1C", "3O", "3C", {{"sing", "B"}}})).First(),
            "ok");
}

TEST(TuteSequence, Tut18LastDrawIsTheFaceUpCard) {  // TT11
  Json r = TwoPlayerHand();
  r["hands"][0]["cards"]["hands"][0][19] = "10B";
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_EQ(Replayed(r).First(), "tute/stock-mismatch at /hands/0/play/26");
  // The check is made by the capote too, which triggers the last draw.
  Json c = Edit(r, 26, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_EQ(Replayed(c).First(), "tute/stock-mismatch at /hands/0/play/26");
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
  EXPECT_EQ(Replayed(Edit(FourPlayerHand(), 12, "10E")).First(),
            "tute/must-overtrump at /hands/0/play/12");
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
  EXPECT_EQ(Replayed(Edit(r, 11, "3C")).First(), "tute/must-follow at /hands/0/play/11");
  EXPECT_EQ(Replayed(Edit(r, 15, "4E")).First(), "tute/must-beat at /hands/0/play/15");
  // The message lists the legal cards.
  Replayed beat(Edit(r, 15, "4E"));
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
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {{{"exchange", "7O"}}})).First(),
            "tute/exchange-timing at /hands/0/play/0");
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}}})).First(), "ok");
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}, {"seat", 1}}})).First(),
            "play/wrong-seat at /hands/0/play/2");
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}},
                                           {{"exchange", "2O"}}})).First(),
            "tute/exchange-timing at /hands/0/play/3");
  // 4 players never exchange; 3 players only before the first card, naming the seat.
  EXPECT_EQ(Replayed(Edit(FourPlayerHand(), 0, {{"exchange", "7C"}, {"seat", 1}}, true)).First(),
            "tute/bad-action at /hands/0/play/0");
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), {"1O", {{"exchange", "7B"}, {"seat", 1}}})).First(),
            "tute/mid-trick at /hands/0/play/1");
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), {"1O", "4O", "5O",
                                                  {{"exchange", "7B"}, {"seat", 1}}})).First(),
            "tute/exchange-timing at /hands/0/play/3");
}

TEST(TuteExchange, Tut31NotAfterTheLastDraw) {
  // After trick 13 of §10.3 the face-up card has been drawn.
  Json r = Edit(TwoPlayerHand(), 28, {{"exchange", "4B"}}, true);
  EXPECT_EQ(Replayed(r).First(), "tute/exchange-timing at /hands/0/play/28");
  // Nor after a capote, which makes the last draw of interval 12.
  Json c = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  c = Edit(c, 27, {{"exchange", "4B"}}, true);
  EXPECT_EQ(Replayed(c).First(), "tute/exchange-timing at /hands/0/play/27");
}

TEST(TuteExchange, Tut32SevenOrTwoOfTrumps) {
  Json c5 = Cards(2, 1, "5C", {{"1E", "7C", "2C", "3E", "4E", "5E", "6E", "7E"},
                               {"2E", "10O", "11O", "12O", "1O", "3O", "4O", "5O"}});
  EXPECT_EQ(Replayed(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "7C"}}})).First(),
            "tute/bad-exchange at /hands/0/play/2");
  EXPECT_EQ(Replayed(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "2C"}}})).First(), "ok");
  EXPECT_EQ(Replayed(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "3E"}}})).First(),
            "tute/bad-exchange at /hands/0/play/2");
  // A face-up 2 can't be exchanged.
  Json c2 = Cards(2, 1, "2C", {{"1E", "7C", "3C", "3E", "4E", "5E", "6E", "7E"},
                               {"2E", "10O", "11O", "12O", "1O", "3O", "4O", "5O"}});
  EXPECT_EQ(Replayed(Partial(2, 1, c2, {"1E", "2E", {{"exchange", "7C"}}})).First(),
            "tute/bad-exchange at /hands/0/play/2");
}

TEST(TuteExchange, Tut33ChainTT5) {
  // Seat 0 gives 7O for 1O; seat 1 wins trick 2 with 3O and gives 2O for the face-up 7O.
  Json play = {"1C", "2C", {{"exchange", "7O"}}, "3C", "3O"};
  Json cards2 = Cards(2, 1, "1O", {{"7O", "1C", "3C", "4C", "5C", "6C", "7C", "10C"},
                                   {"2O", "3O", "2C", "1E", "3E", "4E", "5E", "6E"}});
  Json chain = play;
  chain.push_back({{"exchange", "2O"}});
  EXPECT_EQ(Replayed(Partial(2, 1, cards2, chain)).First(), "ok");
  EXPECT_EQ(Replayed(Partial(2, 1, cards2, chain, {{"exchange_chain", false}})).First(),
            "tute/bad-exchange at /hands/0/play/5");
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
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), {"1O"}, mandatory)).First(),
            "tute/exchange-required at /hands/0/play/0");
  EXPECT_EQ(Replayed(Partial(3, 2, ThreeCards(), {"1O"})).First(), "ok");
  Json done = Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 1}}, "1O"}, mandatory);
  EXPECT_EQ(Replayed(done).First(), "ok");
  // A low turned card is taken with the 2; nobody can take a turned 2.
  Json low = Cards(3, 2, "5B", {{"1O"}, {"2B"}, {}});
  EXPECT_EQ(Replayed(Partial(3, 2, low, {"1O"}, mandatory)).First(),
            "tute/exchange-required at /hands/0/play/0");
  Json two = Cards(3, 2, "2B", {{"1O"}, {"7B"}, {}});
  EXPECT_EQ(Replayed(Partial(3, 2, two, {"1O"}, mandatory)).First(), "ok");
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
  Replayed r(RecordJson(3, Json::object(), {HandJson(2, ThreeCards(), play)}));
  ASSERT_EQ(r.First(), "ok");
  const Json& res = r.Hand(0);
  long sum = 0;
  for (int s2 = 0; s2 < 3; ++s2) sum += res["points"][s2].get<long>() - res["cantes"][s2].get<long>();
  EXPECT_EQ(sum, 130);
}

TEST(TuteExchange, TT7UnexchangedTurnedAceIsOutOfPlay) {
  Options o = OptionsOf(Json::object(), 3);
  Json cards = ThreeCards("1B");  // 3B is now in a hand and 1B lies face up all hand
  Json play = AutoPlay(o, cards, 2, Json::array());
  Replayed r(RecordJson(3, Json::object(), {HandJson(2, cards, play)}));
  ASSERT_EQ(r.First(), "ok");
  long sum = 0;
  for (int s = 0; s < 3; ++s)
    sum += r.Hand(0)["points"][s].get<long>() - r.Hand(0)["cantes"][s].get<long>();
  EXPECT_EQ(sum, 119);
}

// ---------------------------------------------------------------------------------------------
// §5.3 Cantes (TT6)

TEST(TuteCantes, Tut40Timing) {
  Json cards = CanteCards();
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {{{"sing", "O"}}})).First(),
            "tute/sing-timing at /hands/0/play/0");
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"sing", "O"}}})).First(), "ok");
  // 4 players: the winner's partner may sing (seat 1 in §10.2); a member of the losing side not.
  const Json& r = FourPlayerHand();
  EXPECT_EQ(Replayed(Edit(r, 13, {{"sing", "E"}, {"seat", 0}})).First(),
            "tute/sing-timing at /hands/0/play/13");
  // 2 players: not after the last draw (a capote makes it).
  Json c = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  EXPECT_EQ(Replayed(Edit(c, 27, {{"sing", "C"}}, true)).First(),
            "tute/sing-timing at /hands/0/play/27");
  // cante_after_stock = false: no cante after trick 12. Seat 1 wins trick 13 of §10.3.
  Json late = Edit(TwoPlayerHand(), 28, {{"sing", "O"}}, true);
  EXPECT_EQ(Replayed(late).First().substr(0, 23), "tute/sing-without-pair ");
  late["rules"] = {{"cante_after_stock", false}};
  EXPECT_EQ(Replayed(late).First(), "tute/sing-timing at /hands/0/play/28");
}

TEST(TuteCantes, Tut41Pair) {
  Json cards = CanteCards();
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"sing", "C"}}})).First(),
            "tute/sing-without-pair at /hands/0/play/2");
  EXPECT_EQ(Replayed(Edit(FourPlayerHand(), 4, {{"sing", "E"}, {"seat", 2}})).First(),
            "tute/sing-without-pair at /hands/0/play/4");
}

TEST(TuteCantes, Tut42OncePerSuit) {
  Json cards = CanteCards();
  Json play = {"1C", "2C", {{"sing", "O"}}, "3C", "6C", {{"sing", "O"}}};
  EXPECT_EQ(Replayed(Partial(2, 1, cards, play)).First(), "tute/already-sung at /hands/0/play/5");
}

TEST(TuteCantes, Tut43OnePerTrick) {
  Json cards = CanteCards();
  Json play = {"1C", "2C", {{"sing", "O"}}, {{"sing", "E"}}};
  EXPECT_EQ(Replayed(Partial(2, 1, cards, play)).First(),
            "tute/one-cante-per-trick at /hands/0/play/3");
  EXPECT_EQ(Replayed(Partial(2, 1, cards, play, {{"one_cante_per_trick", false}})).First(), "ok");
  Json next = {"1C", "2C", {{"sing", "O"}}, "3C", "6C", {{"sing", "E"}}};
  EXPECT_EQ(Replayed(Partial(2, 1, cards, next)).First(), "ok");
}

TEST(TuteCantes, Tut44FortyFirst) {
  Json cards = CanteCards();
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"sing", "E"}}})).First(),
            "tute/forty-first at /hands/0/play/2");
  EXPECT_EQ(Replayed(Partial(2, 1, cards, {"1C", "2C", {{"sing", "E"}}}, {{"forty_first", false}}))
                .First(),
            "ok");
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
  EXPECT_EQ(Replayed(after).First(), "tute/complete-flag at /hands/0/complete");
  after["hands"][0].erase("complete");
  Replayed ok(after);
  ASSERT_EQ(ok.First(), "ok");
  EXPECT_EQ(ok.Hand(0), Json::parse(R"({"points":[11,0],"cantes":[0,0],"winner":0,
                                        "games":[2,0],"end":"tute"})"));
  EXPECT_EQ(Replayed(Partial(4, 3, KingsCards(), {kings})).First(),
            "tute/tute-timing at /hands/0/play/0");
  Json immediate = RecordJson(4, {{"tute_dealt_immediate", true}},
                              {HandJson(3, KingsCards(), {kings})});
  EXPECT_EQ(Replayed(immediate).First(), "ok");
  // The side that lost the trick may not.
  Json lost = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O", {{"tute", "kings"}, {"seat", 1}}});
  EXPECT_EQ(Replayed(lost).First(), "tute/tute-timing at /hands/0/play/4");
  // 2 players: only with tute_2p.
  Json two = Cards(2, 1, "6O", {{"12O", "12C", "12E", "12B", "1C", "3C", "4C", "5C"},
                                {"2C", "6C", "7C", "10C", "2E", "3E", "4E", "5E"}});
  Json p2 = Partial(2, 1, two, {"1C", "2C", {{"tute", "kings"}}});
  EXPECT_EQ(Replayed(p2).First(), "tute/bad-action at /hands/0/play/2");
  Json with = RecordJson(2, {{"tute_2p", true}},
                         {HandJson(1, two, {"1C", "2C", {{"tute", "kings"}}})});
  Replayed w(with);
  ASSERT_EQ(w.First(), "ok");
  EXPECT_EQ(w.Hand(0)["winner"], 0);
  EXPECT_EQ(w.Result(), Json::parse(R"({"score":[11,0],"winner":0})"));
}

TEST(TuteTute, Tut51FalseTute) {
  Json three_kings = Partial(4, 3, KingsCards(false), {"1O", "4O", "2O", "5O",
                                                       {{"tute", "kings"}, {"seat", 2}}});
  EXPECT_EQ(Replayed(three_kings).First(), "tute/false-tute at /hands/0/play/4");
  Json knights = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O",
                                              {{"tute", "knights"}, {"seat", 2}}});
  EXPECT_EQ(Replayed(knights).First(), "tute/false-tute at /hands/0/play/4");
}

TEST(TuteTute, Tut52EndsTheHandThreePlayers) {
  // Seat 0 holds the four caballos and wins trick 1 with 1O.
  Json r = RecordJson(3, Json::object(),
                      {HandJson(2, ThreeCards(), {"1O", "4O", "5O", {{"tute", "knights"}}})});
  Replayed t(r);
  ASSERT_EQ(t.First(), "ok");
  EXPECT_EQ(t.Hand(0), Json::parse(R"({"points":[11,0,0],"cantes":[0,0,0],"winner":0,
                                       "games":[2,0,0],"end":"tute"})"));
  r["hands"][0]["play"].push_back("12O");
  EXPECT_EQ(Replayed(r).First(), "tute/after-end at /hands/0/play/4");
}

// ---------------------------------------------------------------------------------------------
// §5.5 Capote, §5.6 Claim (TT8, TT9)

TEST(TuteCapote, Tut55TimingTT8) {
  Json early = Edit(TwoPlayerHand(), 24, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_EQ(Replayed(early).First(), "tute/capote-timing at /hands/0/play/24");
  Json twice = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  twice = Edit(twice, 27, {{"capote", true}, {"seat", 1}}, true);
  EXPECT_EQ(Replayed(twice).First(), "tute/capote-timing at /hands/0/play/27");
  Json off = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  off["rules"] = {{"capote", false}};
  EXPECT_EQ(Replayed(off).First(), "tute/capote-timing at /hands/0/play/26");
  // Other actions of interval 12 come before it.
  Json late = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  late = Edit(late, 27, {{"claim", true}}, true);
  EXPECT_EQ(Replayed(late).First(), "tute/claim-timing at /hands/0/play/27");
}

TEST(TuteCapote, Tut56FailedCapoteTT8) {
  Json r = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_EQ(Replayed(r).First(), "tute/after-end at /hands/0/play/29");
  Replayed s0(Truncate(r, 29));
  ASSERT_EQ(s0.First(), "ok");
  EXPECT_EQ(s0.Hand(0), Json::parse(R"({"points": [67, 38], "cantes": [40, 0], "winner": 1,
                                        "end": "capote"})"));
  EXPECT_EQ(s0.Result(), Json::parse(R"({"score": [67, 38], "winner": 1})"));
  Json r1 = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  Replayed s1(Truncate(r1, 31));
  ASSERT_EQ(s1.First(), "ok");
  EXPECT_EQ(s1.Hand(0), Json::parse(R"({"points": [78, 38], "cantes": [40, 0], "winner": 0,
                                        "end": "capote"})"));
}

TEST(TuteClaim, Tut60TimingTT9) {
  // A claim in the first hand of the record.
  Json first = Edit(TwoPlayerHand(), 2, {{"claim", true}}, true);
  EXPECT_EQ(Replayed(first).First(), "tute/claim-timing at /hands/0/play/2");
  // After the last trick: the count decides.
  Json sheet = {{"result", {{"points", {65, 65}}, {"last_trick", 1}}}};
  Json after = RecordJson(2, Json::object(), {sheet, TwoPlayerHand()["hands"][0]});
  after["hands"][1].erase("result");
  EXPECT_EQ(Replayed(after).First(), "ok");
  after["hands"][1]["play"].push_back({{"claim", true}});
  EXPECT_EQ(Replayed(after).First(), "tute/claim-timing at /hands/1/play/42");
  // In interval 0.
  Json zero = RecordJson(2, Json::object(), {sheet, TwoPlayerHand()["hands"][0]});
  zero["hands"][1]["play"].insert(zero["hands"][1]["play"].begin(), Json{{"claim", true}});
  zero["hands"][1].erase("result");
  EXPECT_EQ(Replayed(zero).First(), "tute/claim-timing at /hands/1/play/0");
}

TEST(TuteClaim, Tut61EffectTT9) {
  Json sheet = {{"result", {{"points", {95, 35}}}}};
  // Seat 0 takes 12C and 12E (8 points): 95 + 8 = 103 >= 101.
  Json cards = Cards(2, 1, "5O", {{"12C", "1B"}, {"12E", "11E"}});
  Json win = RecordJson(2, Json::object(),
                        {sheet, HandJson(1, cards, {"12C", "12E", {{"claim", true}}})});
  Replayed w(win);
  ASSERT_EQ(w.First(), "ok");
  EXPECT_EQ(w.Hand(0), Json::parse(R"({"points":[95,35],"end":"tricks"})"));
  EXPECT_EQ(w.Hand(1), Json::parse(R"({"points":[8,0],"cantes":[0,0],"winner":0,"end":"claim"})"));
  EXPECT_EQ(w.Result(), Json::parse(R"({"score":[103,35],"winner":0})"));
  // 11C and 10E: 5 points, total 100: the claim fails and seat 1 wins.
  Json cards5 = Cards(2, 1, "5O", {{"11C", "1B"}, {"10E", "11E"}});
  Json lose = RecordJson(2, Json::object(),
                         {sheet, HandJson(1, cards5, {"11C", "10E", {{"claim", true}}})});
  Replayed l(lose);
  ASSERT_EQ(l.First(), "ok");
  EXPECT_EQ(l.Result(), Json::parse(R"({"score":[100,35],"winner":1})"));
  // Nothing follows a claim.
  lose["hands"][1]["play"].push_back("1B");
  EXPECT_EQ(Replayed(lose).First(), "tute/after-end at /hands/1/play/3");
}

// ---------------------------------------------------------------------------------------------
// §5.7 End of the hand

TEST(TuteEnd, Tut65AfterEnd) {
  Json r = FourPlayerHand();
  r["hands"][0]["play"].push_back("1O");
  EXPECT_EQ(Replayed(r).First(), "tute/after-end at /hands/0/play/42");
  Json s = FourPlayerHand();
  s["hands"][0]["play"].push_back({{"sing", "O"}, {"seat", 0}});
  EXPECT_EQ(Replayed(s).First(), "tute/after-end at /hands/0/play/42");
}

TEST(TuteEnd, Tut66IncompleteAndCompleteFlag) {
  Json r = Truncate(FourPlayerHand(), 20);
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_EQ(Replayed(r).First(), "tute/incomplete at /hands/0/play");
  r["hands"][0]["complete"] = false;
  Replayed partial(r);
  EXPECT_EQ(partial.First(), "ok");
  EXPECT_TRUE(partial.Hand(0).is_null());  // a partial hand without result counts nothing
  EXPECT_EQ(partial.Result(), Json::parse(R"({"score":[0,0]})"));
  Json full = FourPlayerHand();
  full["hands"][0]["complete"] = false;
  EXPECT_EQ(Replayed(full).First(), "tute/complete-flag at /hands/0/complete");
}

// ---------------------------------------------------------------------------------------------
// §10.2, §10.3: the full hands

TEST(TuteFullHands, FourPlayers) {
  Replayed r(FourPlayerHand(), /*facts=*/true);
  ASSERT_EQ(r.First(), "ok");
  EXPECT_EQ(r.Hand(0), FourPlayerHand()["hands"][0]["result"]);
  EXPECT_EQ(r.Result(), Json::parse(R"({"score":[2,0]})"));  // target 4: unfinished
  const Json& f = r.report.outcome->facts[0];
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
  Replayed r(TwoPlayerHand(), /*facts=*/true);
  ASSERT_EQ(r.First(), "ok");
  EXPECT_EQ(r.Hand(0), TwoPlayerHand()["hands"][0]["result"]);
  EXPECT_EQ(r.Result(), TwoPlayerHand()["result"]);
  const Json& f = r.report.outcome->facts[0];
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
  EXPECT_EQ(Replayed(wrong).First(), "tute/result-mismatch at /hands/0/result/points");
}

}  // namespace
}  // namespace replay::tute
