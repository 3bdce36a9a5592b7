// The hand-built rule tests of the Diloti engine (rules/diloti.md): one test per numbered rule
// (DIL-n), each with its legal and its illegal side and the exact diagnostic code, then every
// worked example of §9 and §10 (E1–E13, F1–F5, M1–M3, H1, R1–R5, SO1, T1, the full hand of
// §10.3 with its variants, S1–S7 and P1–P6).
//
// Two levels:
// - positions (§10 "position fragments"): a table, the mover's hand and the action index, checked
//   with State; the table after a legal action is compared with the page;
// - records: whole record texts replayed by ReplayRecord, for the deal, hand, match and
//   score-sheet rules, where the first error's code and JSON pointer are checked.
#include "diloti/diloti.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "diloti/diloti_options.h"
#include "diloti/diloti_scoring.h"
#include "diloti/diloti_state.h"
#include "engine/replay.h"
#include "engine/testing/replayed.h"
#include "notation/json.h"
#include "notation/reader.h"

namespace replay::diloti {
namespace {

using Json = nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Cards and positions

Card K(std::string_view code) {
  std::optional<Card> c = ParseCard(code, kDeck);
  EXPECT_TRUE(c) << "not a card: " << code;
  return c.value_or(Card{});
}

CardSet Set(std::string_view text) {
  CardSet s;
  std::istringstream in{std::string(text)};
  for (std::string code; in >> code;) s.Add(K(code));
  return s;
}

std::string Codes(CardSet s) {
  std::string out;
  for (Card c : s) out += (out.empty() ? "" : " ") + CardCode(c, kDeck);
  return out;
}

// Parses a table in the page's abbreviation: loose card codes and builds `B(cards;w;owner)`.
// A build is plain exactly when its cards add up to its value (§5.1).
void ParseTable(std::string_view text, CardSet& loose, std::vector<Build>& builds) {
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    if (text.substr(i, 2) == "B(") {
      size_t close = text.find(')', i);
      std::string inner(text.substr(i + 2, close - i - 2));
      size_t s1 = inner.find(';');
      size_t s2 = inner.find(';', s1 + 1);
      Build b;
      b.cards = Set(inner.substr(0, s1));
      b.value = std::stoi(inner.substr(s1 + 1, s2 - s1 - 1));
      b.owner = std::stoi(inner.substr(s2 + 1));
      int sum = 0;
      for (Card c : b.cards) sum += NumericValue(c);
      b.plain = sum == b.value;
      builds.push_back(b);
      i = close + 1;
    } else {
      size_t end = std::min(text.find(' ', i), text.size());
      loose.Add(K(text.substr(i, end - i)));
      i = end;
    }
  }
}

// A canonical text of a table: loose cards, then the builds (sorted), each with a `group` mark.
std::string Describe(CardSet loose, const std::vector<Build>& builds) {
  std::vector<std::string> parts;
  for (const Build& b : builds)
    parts.push_back(
        fmt::format("B({};{};{}{})", Codes(b.cards), b.value, b.owner, b.plain ? "" : ";group"));
  std::sort(parts.begin(), parts.end());
  std::string out = Codes(loose);
  for (const std::string& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

std::string Canonical(std::string_view table) {
  CardSet loose;
  std::vector<Build> builds;
  ParseTable(table, loose, builds);
  return Describe(loose, builds);
}

std::string TableOf(const State& s) { return Describe(s.Loose(), s.Builds()); }

Position Pos(std::string_view table, std::string_view hand, int seat = 1, int index = 10,
             int players = 4) {
  Position p;
  p.players = players;
  p.seat = seat;
  p.index = index;
  ParseTable(table, p.loose, p.builds);
  p.hand = Set(hand);
  return p;
}

template <class F>
Options With(F set) {
  Options o;
  set(o);
  return o;
}

DecodedAction Decode(std::string_view text) {
  std::string owned(text);
  json::Document doc;
  size_t end = 0;
  json::ParseError error;
  const json::Value* v = doc.Parse(owned, 0, &end, &error);
  if (!v) {
    ADD_FAILURE() << "not JSON: " << text << ": " << error.message;
    return {};
  }
  return DecodeAction(*v);
}

Move MoveOf(std::string_view text) {
  DecodedAction a = Decode(text);
  EXPECT_TRUE(a.move) << text << ": " << a.error;
  return a.move.value_or(Move{});
}

// The outcome of one action at a position, as the replay would judge it.
struct Verdict {
  std::string code;  // empty when legal
  std::optional<State> after;
  Effect effect;
};

Verdict Try(const Position& p, std::string_view action, const Options& options = {}) {
  Verdict out;
  DecodedAction a = Decode(action);
  if (!a.move) {
    out.code = "diloti/bad-action";
    return out;
  }
  State s(options, p);
  if (a.seat && *a.seat != s.ToMove()) {
    out.code = "play/wrong-seat";
    return out;
  }
  std::string before = TableOf(s);
  if (auto v = s.Apply(*a.move, &out.effect)) {
    out.code = std::string(v->code);
    // An illegal action changes nothing.
    EXPECT_EQ(TableOf(s), before) << action;
    EXPECT_EQ(s.ActionIndex(), p.index) << action;
    EXPECT_EQ(s.HandOf(p.seat), p.hand) << action;
    return out;
  }
  out.after = s;
  // Every legal action is among the legal moves the engine enumerates (without the claim).
  Move m = *a.move;
  m.xeri.reset();
  std::vector<Move> moves = State(options, p).LegalMoves();
  bool listed = std::find(moves.begin(), moves.end(), m) != moves.end();
  EXPECT_TRUE(listed) << "State::LegalMoves misses the legal " << action << " (" << moves.size()
                      << " moves listed)";
  return out;
}

::testing::AssertionResult Legal(const Verdict& v) {
  if (!v.code.empty()) return ::testing::AssertionFailure() << "rejected with " << v.code;
  return ::testing::AssertionSuccess();
}

// Legal, and the table afterwards is `table` (the page's abbreviation).
::testing::AssertionResult Legal(const Verdict& v, std::string_view table) {
  if (!v.code.empty()) return ::testing::AssertionFailure() << "rejected with " << v.code;
  std::string got = TableOf(*v.after), want = Canonical(table);
  if (got != want)
    return ::testing::AssertionFailure()
           << "table after is \"" << got << "\", expected \"" << want << "\"";
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult Illegal(const Verdict& v, std::string_view code) {
  if (v.code.empty()) return ::testing::AssertionFailure() << "accepted, expected " << code;
  if (v.code != code)
    return ::testing::AssertionFailure() << "rejected with " << v.code << ", expected " << code;
  return ::testing::AssertionSuccess();
}

// ---------------------------------------------------------------------------------------------
// Records

// §10.3, verbatim.
const char* const kFullHand = R"({"game": "diloti", "players": ["B", "G", "D", "A"],
 "hands": [{
  "dealer": 3,
  "cards": {"table": ["AC", "2H", "9S", "TD"],
   "hands": [["4S","7C","3S","6C","2D","8S", "5S","2C","5D","3D","KS","JS"],
             ["7D","KH","AH","9D","8D","TH", "3H","JD","2S","QS","4H","7S"],
             ["9H","TC","7H","6H","4D","5C", "AS","6S","6D","TS","AD","8H"],
             ["9C","5H","KD","QD","3C","QC", "8C","4C","JH","QH","JC","KC"]]},
  "play": [
   {"card":"4S","build":["AC","2H"],"value":7}, {"card":"7D","take":["AC","2H","4S"]}, "9H", {"card":"9C","take":["9S","9H"]},
   "7C", "KH", {"card":"TC","take":["TD"]}, "5H",
   {"card":"3S","build":["5H"],"value":8}, {"card":"AH","build":["5H","3S"],"value":9}, {"card":"7H","take":["7C"]}, {"card":"KD","take":["KH"]},
   "6C", {"card":"9D","take":["5H","3S","AH"]}, {"card":"6H","take":["6C"],"xeri":true}, "QD",
   "2D", {"card":"8D","build":["2D"],"value":10}, "4D", "3C",
   "8S", {"card":"TH","take":["2D","8D"]}, "5C", {"card":"QC","take":["QD"]},
   {"card":"5S","build":["5C"],"value":5}, {"card":"3H","build":["4D"],"value":7}, {"card":"AS","build":["4D","3H"],"value":8}, {"card":"8C","take":["4D","3H","AS","8S"]},
   {"card":"2C","build":["3C","5C","5S"],"value":5}, "JD", "6S", "4C",
   {"card":"5D","take":["5C","5S","3C","2C"]}, "2S", {"card":"6D","take":["6S","4C","2S"]}, {"card":"JH","take":["JD"],"xeri":true},
   "3D", "QS", "TS", {"card":"QH","take":["QS"]},
   "KS", {"card":"4H","build":["3D"],"value":7}, {"card":"AD","build":["3D","4H"],"value":8}, "JC",
   {"card":"JS","take":["JC"]}, "7S", {"card":"8H","take":["3D","4H","AD"]}, {"card":"KC","take":["KS"]}],
  "result": {"points": [14, 17], "cards": [21, 31], "xeri": [1, 1]}}],
 "result": {"score": [14, 17]}})";

Json FullRecord() { return Json::parse(kFullHand); }

using replay::testing::FailsWith;
using replay::testing::Replayed;
using replay::testing::ReplayJson;
using replay::testing::ReplayText;
using replay::testing::Valid;

const Json kNames4 = Json::array({"B", "G", "D", "A"});
const Json kNames2 = Json::array({"N", "S"});

Json MakeRecord(const std::vector<Json>& hands, int players = 4, const Json& rules = nullptr,
                const Json& result = nullptr) {
  Json r = {{"game", "diloti"}, {"players", players == 2 ? kNames2 : kNames4}};
  if (!rules.is_null()) r["rules"] = rules;
  r["hands"] = hands;
  if (!result.is_null()) r["result"] = result;
  return r;
}

// A hand with only this `result` (a score-sheet line).
Json Line(const Json& result) { return Json{{"result", result}}; }
Json Sheet(long p0, long p1) { return Line({{"points", {p0, p1}}}); }

// The 2-player deal used below: the §10.3 table; seat 0 holds the other spades and hearts, seat
// 1 the other diamonds and clubs, each in rank order.
Json TwoPlayerCards() {
  Json table = Json::array({"AC", "2H", "9S", "TD"});
  std::vector<std::string> rest;
  for (char suit : std::string("SHDC"))
    for (char rank : std::string("A23456789TJQK")) {
      std::string code{rank, suit};
      if (std::find(table.begin(), table.end(), code) == table.end()) rest.push_back(code);
    }
  Json hands = Json::array({Json(std::vector<std::string>(rest.begin(), rest.begin() + 24)),
                            Json(std::vector<std::string>(rest.begin() + 24, rest.end()))});
  return {{"table", table}, {"hands", hands}};
}

// Replaces the opening table by `table`, swapping each new table card with the old one in the
// hands, so the deal still holds every card once.
Json WithTable(Json cards, const std::vector<std::string>& table) {
  for (size_t i = 0; i < table.size(); ++i) {
    std::string old = cards["table"][i].get<std::string>();
    if (old == table[i]) continue;
    bool swapped = false;
    for (Json& seat : cards["hands"])
      for (Json& c : seat)
        if (c == table[i]) {
          c = old;
          swapped = true;
        }
    for (size_t j = i + 1; j < table.size() && !swapped; ++j)
      if (cards["table"][j] == table[i]) {
        cards["table"][j] = old;
        swapped = true;
      }
    EXPECT_TRUE(swapped) << table[i];
    cards["table"][i] = table[i];
  }
  return cards;
}

// A legal hand for any deal under the default rules, played without the engine: each seat plays
// its cards in the order received; a numeral is thrown; a face card takes a loose card of its
// rank (all three of an opening trio, DIL-27) or is thrown when there is none. The expected
// `result` (DIL-40, 42, 50, 51) is computed here too, independently of the engine.
Json ThrowingHand(const Json& cards, int dealer, int players) {
  auto table = cards["table"].get<std::vector<std::string>>();
  std::array<size_t, 4> next{};
  std::array<std::vector<std::string>, 2> piles;
  std::array<int, 2> xeri{};
  int last = -1;
  Json play = Json::array();
  for (int i = 0; i < kActionsPerHand; ++i) {
    int seat = (dealer + 1 + i) % players;
    int side = seat % 2;
    std::string c = cards["hands"][size_t(seat)][next[size_t(seat)]++].get<std::string>();
    std::vector<std::string> same;
    if (IsFace(K(c)))
      for (const std::string& t : table)
        if (t[0] == c[0]) same.push_back(t);
    if (same.empty()) {
      table.push_back(c);
      play.push_back(c);
      continue;
    }
    if (same.size() != 3) same.resize(1);
    for (const std::string& t : same) table.erase(std::find(table.begin(), table.end(), t));
    piles[size_t(side)].push_back(c);
    for (const std::string& t : same) piles[size_t(side)].push_back(t);
    last = side;
    if (table.empty() && i != 0) ++xeri[size_t(side)];  // last_card_xeri is on by default
    play.push_back({{"card", c}, {"take", same}});
  }
  int sweep = last >= 0 ? last : dealer % 2;
  for (const std::string& t : table) piles[size_t(sweep)].push_back(t);
  Json points = Json::array(), count = Json::array();
  for (size_t s = 0; s < 2; ++s) {
    long p = 10L * xeri[s] + (piles[s].size() >= 27 ? 4 : 0);
    for (const std::string& c : piles[s]) p += c[0] == 'A' ? 1 : c == "2C" ? 1 : c == "TD" ? 2 : 0;
    points.push_back(p);
    count.push_back(piles[s].size());
  }
  return {{"dealer", dealer},
          {"cards", cards},
          {"play", play},
          {"result", {{"points", points}, {"cards", count}, {"xeri", {xeri[0], xeri[1]}}}}};
}

Json FullCards() { return FullRecord()["hands"][0]["cards"]; }

// ---------------------------------------------------------------------------------------------
// §3 The deal

TEST(DilotiRules, Dil1PlayerCount) {
  // Legal: 4 names, 2 names, and `rules.players` equal to the number of names.
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 4))));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 2))));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 4, {{"players", 4}}))));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 2, {{"players", 2}}))));
  // Illegal: 3 or 5 names; rules.players different from the names.
  Json three = MakeRecord({Sheet(11, 0)});
  three["players"] = {"B", "G", "D"};
  EXPECT_TRUE(FailsWith(ReplayJson(three), "diloti/player-count", "/players"));
  Json five = MakeRecord({Sheet(11, 0)});
  five["players"] = {"B", "G", "D", "A", "E"};
  EXPECT_TRUE(FailsWith(ReplayJson(five), "diloti/player-count", "/players"));
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Sheet(11, 0)}, 4, {{"players", 2}})),
                        "diloti/player-count", "/rules/players"));
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Sheet(11, 0)}, 2, {{"players", 4}})),
                        "diloti/player-count", "/rules/players"));
}

TEST(DilotiRules, Dil2CardsShape) {
  // Legal: the §10.3 deal (4 × 12) and a 2-player deal (2 × 24).
  EXPECT_TRUE(Valid(ReplayText(kFullHand)));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({ThrowingHand(TwoPlayerCards(), 0, 2)}, 2))));

  auto with_cards = [](const Json& cards) {
    Json r = FullRecord();
    r["hands"][0]["cards"] = cards;
    r["hands"][0].erase("result");
    r.erase("result");
    return ReplayJson(r);
  };
  // `cards/shape`: not an object, an extra key, a missing key, arrays that are not arrays.
  EXPECT_TRUE(FailsWith(with_cards(Json::array({"AC"})), "cards/shape", "/hands/0/cards"));
  Json extra = FullCards();
  extra["stock"] = Json::array();
  EXPECT_TRUE(FailsWith(with_cards(extra), "cards/shape", "/hands/0/cards/stock"));
  Json no_hands = FullCards();
  no_hands.erase("hands");
  EXPECT_TRUE(FailsWith(with_cards(no_hands), "cards/shape", "/hands/0/cards"));
  Json table_string = FullCards();
  table_string["table"] = "AC 2H 9S TD";
  EXPECT_TRUE(FailsWith(with_cards(table_string), "cards/shape", "/hands/0/cards"));
  Json seat_string = FullCards();
  seat_string["hands"][1] = "7D";
  EXPECT_TRUE(FailsWith(with_cards(seat_string), "cards/shape", "/hands/0/cards/hands/1"));
  // `cards/count`: the table, a seat, the number of seats.
  Json five_table = FullCards();
  five_table["table"].push_back("KC");
  EXPECT_TRUE(FailsWith(with_cards(five_table), "cards/count", "/hands/0/cards/table"));
  Json short_seat = FullCards();
  short_seat["hands"][2].erase(short_seat["hands"][2].size() - 1);
  EXPECT_TRUE(FailsWith(with_cards(short_seat), "cards/count", "/hands/0/cards/hands/2"));
  Json three_seats = FullCards();
  three_seats["hands"].erase(3);
  EXPECT_TRUE(FailsWith(with_cards(three_seats), "cards/count", "/hands/0/cards/hands"));
  // 2 players receive 24 cards each, not 12.
  Json two = MakeRecord({ThrowingHand(TwoPlayerCards(), 0, 2)}, 2);
  Json& hands2 = two["hands"][0]["cards"]["hands"];
  hands2[0] = std::vector<Json>(hands2[0].begin(), hands2[0].begin() + 12);
  EXPECT_TRUE(FailsWith(ReplayJson(two), "cards/count", "/hands/0/cards/hands/0"));
}

TEST(DilotiRules, Dil3EachCardOnce) {
  auto replay = [](const Json& cards) {
    Json r = FullRecord();
    r["hands"][0]["cards"] = cards;
    return ReplayJson(r);
  };
  // Legal: the input alias `10` for `T` names the same card.
  Json alias = FullCards();
  alias["table"][3] = "10D";
  EXPECT_TRUE(Valid(replay(alias)));
  // `cards/foreign`, named at its place.
  Json foreign = FullCards();
  foreign["hands"][0][0] = "XS";
  Replayed f = replay(foreign);
  EXPECT_TRUE(FailsWith(f, "cards/foreign", "/hands/0/cards/hands/0/0"));
  // `cards/duplicate` on the later occurrence, then `cards/missing` for the absent card.
  Json duplicate = FullCards();
  duplicate["hands"][1][0] = "4S";  // 4S is hands[0][0]; 7D is now missing
  Replayed d = replay(duplicate);
  EXPECT_TRUE(FailsWith(d, "cards/duplicate", "/hands/0/cards/hands/1/0"));
  bool missing = false;
  for (const Diagnostic& x : d.diagnostics)
    if (x.code == "cards/missing" && x.pointer == "/hands/0/cards" &&
        x.message.find("7D") != std::string::npos)
      missing = true;
  EXPECT_TRUE(missing) << d.All();
  // A duplicate inside the table itself.
  Json table_twice = FullCards();
  table_twice["table"][1] = "AC";
  EXPECT_TRUE(FailsWith(replay(table_twice), "cards/duplicate", "/hands/0/cards/table/1"));
}

TEST(DilotiRules, Dil4Dealer) {
  Json r = FullRecord();
  EXPECT_TRUE(Valid(ReplayJson(r)));
  Json missing = FullRecord();
  missing["hands"][0].erase("dealer");
  EXPECT_TRUE(FailsWith(ReplayJson(missing), "diloti/dealer", "/hands/0/dealer"));
  for (Json bad : {Json(4), Json(-1), Json("3")}) {
    Json x = FullRecord();
    x["hands"][0]["dealer"] = bad;
    EXPECT_TRUE(FailsWith(ReplayJson(x), "diloti/dealer", "/hands/0/dealer")) << bad;
  }
  // 2 players: seats 0 and 1 only.
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({ThrowingHand(TwoPlayerCards(), 1, 2)}, 2))));
  Json two = MakeRecord({ThrowingHand(TwoPlayerCards(), 1, 2)}, 2);
  two["hands"][0]["dealer"] = 2;
  EXPECT_TRUE(FailsWith(ReplayJson(two), "diloti/dealer", "/hands/0/dealer"));
}

TEST(DilotiRules, Dil5OpeningTableRedeal) {
  auto record = [](const std::vector<std::string>& table, const char* faces) {
    Json rules = Json::object();
    if (faces) rules["initial_faces"] = faces;
    return MakeRecord({ThrowingHand(WithTable(FullCards(), table), 3, 4)}, 4, rules);
  };
  // All four of a face rank: always redealt.
  for (const char* faces : {"capture_all", "redeal"})
    EXPECT_TRUE(FailsWith(ReplayJson(record({"JH", "JS", "JC", "JD"}, faces)),
                          "diloti/opening-table-redeal", "/hands/0/cards/table"))
        << faces;
  EXPECT_TRUE(FailsWith(ReplayJson(record({"KH", "KS", "KC", "KD"}, nullptr)),
                        "diloti/opening-table-redeal", "/hands/0/cards/table"));
  // Three of a face rank: redealt only under `redeal`.
  EXPECT_TRUE(FailsWith(ReplayJson(record({"QH", "5C", "QS", "QC"}, "redeal")),
                        "diloti/opening-table-redeal", "/hands/0/cards/table"));
  EXPECT_TRUE(Valid(ReplayJson(record({"QH", "5C", "QS", "QC"}, nullptr))));
  // Two of a rank, or three faces of different ranks: fine under `redeal`.
  EXPECT_TRUE(Valid(ReplayJson(record({"QH", "5C", "QS", "9D"}, "redeal"))));
  EXPECT_TRUE(Valid(ReplayJson(record({"QH", "KC", "JS", "9D"}, "redeal"))));
}

// ---------------------------------------------------------------------------------------------
// §4 Actions

TEST(DilotiRules, Dil10TurnOrderAndLength) {
  // Dealer 3: action i is seat i mod 4. A `seat` key that agrees passes.
  Json r = FullRecord();
  for (size_t i = 0; i < 48; ++i) {
    Json& a = r["hands"][0]["play"][i];
    if (a.is_string()) a = {{"card", a}};
    a["seat"] = int(i % 4);
  }
  EXPECT_TRUE(Valid(ReplayJson(r)));
  // Playing the next seat's card at action 12 (Γ holds 9D, B is to move).
  Json wrong = FullRecord();
  wrong["hands"][0]["play"][12] = "9D";
  EXPECT_TRUE(FailsWith(ReplayJson(wrong), "diloti/card-not-in-hand", "/hands/0/play/12"));
  // With another dealer the same play is out of turn at once.
  Json shifted = FullRecord();
  shifted["hands"][0]["dealer"] = 0;
  shifted["hands"][0].erase("result");
  shifted.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(shifted), "diloti/card-not-in-hand", "/hands/0/play/0"));
  // 2 players: the non-dealer starts; both dealers give a legal hand of 48 actions.
  for (int dealer : {0, 1}) {
    Json hand = ThrowingHand(TwoPlayerCards(), dealer, 2);
    EXPECT_EQ(hand["play"].size(), 48u);
    EXPECT_TRUE(Valid(ReplayJson(MakeRecord({hand}, 2)))) << dealer;
    Json swapped = hand;
    swapped["dealer"] = 1 - dealer;
    swapped.erase("result");
    EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({swapped}, 2)), "diloti/card-not-in-hand",
                          "/hands/0/play/0"))
        << dealer;
  }
  // Fewer than 48 actions: DIL-43.
  Json short_hand = FullRecord();
  short_hand["hands"][0]["play"].erase(47);
  EXPECT_TRUE(FailsWith(ReplayJson(short_hand), "diloti/incomplete", "/hands/0/play"));
}

TEST(DilotiRules, Dil12ActionForm) {
  // Action 2 is Δ's throw of 9H (seat 2).
  auto with_action2 = [](const Json& action) {
    Json r = FullRecord();
    r["hands"][0]["play"][2] = action;
    return ReplayJson(r);
  };
  // Legal forms of the same throw.
  EXPECT_TRUE(Valid(with_action2("9H")));
  EXPECT_TRUE(Valid(with_action2({{"card", "9H"}})));
  EXPECT_TRUE(Valid(
      with_action2({{"card", "9H"}, {"comment", "beside the 9"}, {"seat", 2}, {"xeri", false}})));
  // Every malformed action is `diloti/bad-action` at its pointer.
  const std::vector<Json> bad = {
      Json(9),
      Json("9X"),
      Json(nullptr),
      Json::array({"9H"}),
      {{"take", {"9S"}}},
      {{"card", 9}},
      {{"card", "9H"}, {"take", Json::array()}},
      {{"card", "9H"}, {"take", "9S"}},
      {{"card", "9H"}, {"take", {"9S", 9}}},
      {{"card", "9H"}, {"build", Json::array()}, {"value", 9}},
      {{"card", "9H"}, {"value", 9}},
      {{"card", "9H"}, {"take", {"9S"}}, {"value", 9}},
      {{"card", "9H"}, {"build", {"9S"}}},
      {{"card", "9H"}, {"build", {"9S"}}, {"value", "9"}},
      {{"card", "9H"}, {"build", {"9S"}}, {"value", 9.5}},
      {{"card", "9H"}, {"take", {"9S"}}, {"build", {"9S"}}, {"value", 9}},
      {{"card", "9H"}, {"xeri", "no"}},
      {{"card", "9H"}, {"seat", "2"}},
      {{"card", "9H"}, {"player", 2}},
  };
  for (const Json& a : bad)
    EXPECT_TRUE(FailsWith(with_action2(a), "diloti/bad-action", "/hands/0/play/2")) << a;
}

TEST(DilotiRules, Dil13Seat) {
  Json r = FullRecord();
  r["hands"][0]["play"][2] = {{"card", "9H"}, {"seat", 2}};
  EXPECT_TRUE(Valid(ReplayJson(r)));
  r["hands"][0]["play"][2]["seat"] = 1;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "play/wrong-seat", "/hands/0/play/2"));
  // DIL-13 is checked before DIL-14.
  r["hands"][0]["play"][2] = {{"card", "9D"}, {"seat", 1}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "play/wrong-seat", "/hands/0/play/2"));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D", 1), R"({"card":"7H","seat":0})"), "play/wrong-seat"));
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D", 1), R"({"card":"7H","seat":1})")));
}

TEST(DilotiRules, Dil14CardInHand) {
  // Position: only the mover's hand counts.
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"9D\""), "7C 9D"));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D"), "\"9S\""), "diloti/card-not-in-hand"));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D"), "\"7C\""), "diloti/card-not-in-hand"));
  // Record: a card of Δ's second packet before it is dealt (AS), a card already played (9H at
  // action 6), and another seat's card.
  Json later = FullRecord();
  later["hands"][0]["play"][2] = "AS";
  EXPECT_TRUE(FailsWith(ReplayJson(later), "diloti/card-not-in-hand", "/hands/0/play/2"));
  Json played = FullRecord();
  played["hands"][0]["play"][6] = {{"card", "9H"}, {"take", {"TD"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(played), "diloti/card-not-in-hand", "/hands/0/play/6"));
  Json others = FullRecord();
  others["hands"][0]["play"][0] = "9C";
  EXPECT_TRUE(FailsWith(ReplayJson(others), "diloti/card-not-in-hand", "/hands/0/play/0"));
  // After packet 1 is dealt (action 24), B may play 5S.
  EXPECT_TRUE(Valid(ReplayText(kFullHand)));
}

TEST(DilotiRules, Dil15ListedCardsOnTable) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "7D 3D");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"3D","take":["3S"]})"), "KD B(2C 5H;7;0)"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"3D","take":["3C"]})"), "diloti/not-on-table"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7D","build":["3S","4H"],"value":7})"), "diloti/not-on-table"));
  // The played card is never listed.
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"3D","take":["3S","3D"]})"), "diloti/not-on-table"));
  // Listed twice: `diloti/bad-action`.
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"3D","take":["3S","3S"]})"), "diloti/bad-action"));
  Json r = FullRecord();
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9H", "9S"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/bad-action", "/hands/0/play/3"));
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9D"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/not-on-table", "/hands/0/play/3"));
}

TEST(DilotiRules, Dil15ListedTwiceIsCheckedAfterDil13And14) {
  // §5.2 check order: DIL-12, 13, 14, 15, 16. Listing a card twice breaks DIL-15 (its code is
  // `diloti/bad-action`, §11), so a wrong seat (DIL-13) or a card not in hand (DIL-14) in the
  // same action is reported first. Action 3 is A's (seat 3), who holds 9C, not 9D.
  Json r = FullRecord();
  r["hands"][0]["play"][3] = {{"card", "9D"}, {"take", {"9S", "9S"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/card-not-in-hand", "/hands/0/play/3"));
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9S"}}, {"seat", 2}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "play/wrong-seat", "/hands/0/play/3"));
  // Alone, the double listing is `diloti/bad-action`.
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9S"}}, {"seat", 3}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/bad-action", "/hands/0/play/3"));
}

TEST(DilotiRules, Dil16WholeBuilds) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "7D 2D");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7D","take":["5H","2C"]})"), "3S KD"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"2D","take":["2C"]})"), "diloti/partial-build"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"7D","take":["5H"]})"), "diloti/partial-build"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"2D","build":["5H","3S"],"value":8})"), "diloti/partial-build"));
  // DIL-16 comes before the rules of the kind (a face taking part of a build).
  EXPECT_TRUE(Illegal(Try(Pos("B(2C 5H;7;0)", "KD 7C"), R"({"card":"KD","take":["2C"]})"),
                      "diloti/partial-build"));
}

// ---------------------------------------------------------------------------------------------
// §5 Legality

TEST(DilotiRules, Dil20OwnerRestriction) {
  // Seat 1 owns B(5C 2D;7;1).
  Position p = Pos("9S AS B(5C 2D;7;1) B(4H 4C;8;3)", "7H 7S 9C AH");
  // May not throw, make a new build, or raise another's build.
  EXPECT_TRUE(Illegal(Try(p, "\"9C\""), "diloti/owner-restricted"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7H","build":["AS"],"value":8})"), "diloti/owner-restricted"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"AH","build":["4H","4C"],"value":9})"), "diloti/owner-restricted"));
  // DIL-20 is reported before the rules of the kind: this new build is also a bad sum.
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7H","build":["AS"],"value":9})"), "diloti/owner-restricted"));
  // … and before DIL-22 (a face thrown beside its rank).
  EXPECT_TRUE(Illegal(Try(Pos("KS B(5C 2D;7;1)", "KH 7S"), "\"KH\""), "diloti/owner-restricted"));
  // May capture (its own build or anything else) and add to its own build.
  EXPECT_TRUE(Legal(Try(p, R"({"card":"9C","take":["9S"]})"), "AS B(5C 2D;7;1) B(4H 4C;8;3)"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7S","take":["5C","2D"]})"), "9S AS B(4H 4C;8;3)"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7H","build":["5C","2D"],"value":7})"),
                    "9S AS B(5C 2D 7H;7;1) B(4H 4C;8;3)"));
  // With raise_while_owning the raise is allowed; DIL-21 then covers both builds.
  Options rwo = With([](Options& o) { o.raise_while_owning = true; });
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;1) B(4H 4C;8;3)", "AH 7S 9C"),
                        R"({"card":"AH","build":["4H","4C"],"value":9})", rwo),
                    "B(5C 2D;7;1) B(4H 4C AH;9;1)"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;1) B(4H 4C;8;3)", "AH 7S 8C"),
                          R"({"card":"AH","build":["4H","4C"],"value":9})", rwo),
                      "diloti/build-without-card"));
  // raise_while_owning allows raising only: still no throw or new build.
  EXPECT_TRUE(Illegal(Try(p, "\"9C\"", rwo), "diloti/owner-restricted"));
  // A seat that owns no live build is free again: seat 0 after its build was raised (E1d).
  EXPECT_TRUE(
      Legal(Try(Pos("3S KD B(2C 5H AD;8;1)", "8S", 0), "\"8S\""), "3S 8S KD B(2C 5H AD;8;1)"));
  // Another seat's ownership does not restrict the mover.
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;3)", "9C"), "\"9C\""), "9C B(5C 2D;7;3)"));
}

TEST(DilotiRules, Dil21HoldingInvariant) {
  // Building to w needs another card of w in hand.
  EXPECT_TRUE(Legal(Try(Pos("2C", "5H 7S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                    "B(2C 5H;7;0)"));
  EXPECT_TRUE(Illegal(Try(Pos("2C", "5H 8S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
  // A face holds nothing.
  EXPECT_TRUE(Illegal(Try(Pos("2C", "5H KS", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
  // Raising needs the new value.
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "AD 9C"), R"({"card":"AD","build":["5C","2D"],"value":8})"),
              "diloti/build-without-card"));
  // Adding one's last w, and capturing with one's last w while one's own build of w stays.
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
              "diloti/build-without-card"));
  EXPECT_TRUE(Illegal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C"]})"),
                      "diloti/build-without-card"));
  // Capturing the build itself with the last w is fine.
  EXPECT_TRUE(
      Legal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C","5C","2D"]})"), ""));
  // So no seat ends a packet owning a build: the last card of packet 0 (index 23) can't build.
  EXPECT_TRUE(Illegal(Try(Pos("2C", "5H", 0, 23), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
  EXPECT_TRUE(Illegal(Try(Pos("2C B(4S 3C;7;0)", "7H", 0, 23), R"({"card":"7H","take":["2C"]})"),
                      "diloti/capture-sum"));
  EXPECT_TRUE(
      Legal(Try(Pos("2C B(4S 3C;7;0)", "7H", 0, 23), R"({"card":"7H","take":["4S","3C"]})"), "2C"));
  // Only the mover's builds count: seat 3's build of 7 does not need seat 1 to hold 7.
  EXPECT_TRUE(Legal(Try(Pos("9S B(5C 2D;7;3)", "9C 8H"), R"({"card":"9C","take":["9S"]})"),
                    "B(5C 2D;7;3)"));
  // DIL-21 comes after the kind's rules and before DIL-41.
  EXPECT_TRUE(Illegal(
      Try(Pos("AS B(5C 2D;7;3)", "AH 8C"), R"({"card":"AH","build":["5C","2D","AS"],"value":9})"),
      "diloti/raise-with-table-cards"));
  EXPECT_TRUE(
      Illegal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C"],"xeri":true})"),
              "diloti/build-without-card"));
}

TEST(DilotiRules, Dil22FaceThrow) {
  EXPECT_TRUE(Illegal(Try(Pos("JH 5C", "JD 2C"), "\"JD\""), "diloti/face-throw"));
  EXPECT_TRUE(Legal(Try(Pos("QH 5C", "JD 2C"), "\"JD\""), "QH 5C JD"));
  // No one is forced to play the face card.
  EXPECT_TRUE(Legal(Try(Pos("JH 5C", "JD 2C"), "\"2C\""), "JH 5C 2C"));
  // A numeral may be thrown beside a card or a build of its value, or when it could capture.
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"7H\""), "7C 7H"));
  EXPECT_TRUE(Legal(Try(Pos("3C 4D", "7H 9D"), "\"7H\""), "3C 4D 7H"));
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;3)", "7H 9D"), "\"7H\""), "7H B(5C 2D;7;3)"));
}

TEST(DilotiRules, Dil23NoThrowOnMatch) {
  Options on = With([](Options& o) { o.no_throw_on_match = true; });
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"7H\"")));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D"), "\"7H\"", on), "diloti/throw-on-match"));
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;3)", "7H 9D"), "\"7H\"")));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3)", "7H 9D"), "\"7H\"", on), "diloti/throw-on-match"));
  // Only a loose numeral of the same value, or a build of it, forbids the throw.
  EXPECT_TRUE(Legal(Try(Pos("3C 4D", "7H 9D"), "\"7H\"", on), "3C 4D 7H"));
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"9D\"", on), "7C 9D"));
  // Face cards are ruled by DIL-22 only.
  EXPECT_TRUE(Legal(Try(Pos("QH 5C", "JD 2C"), "\"JD\"", on), "QH 5C JD"));
}

TEST(DilotiRules, Dil24CaptureSum) {
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"]})"), ""));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})"), "5S"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["5S"]})"), "AC 4H 5D"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"5H","take":["AC","5D"]})"), "diloti/capture-sum"));
  // Face cards never join a numeral capture.
  EXPECT_TRUE(Illegal(Try(Pos("5C KD", "5H"), R"({"card":"5H","take":["5C","KD"]})"),
                      "diloti/capture-sum"));
  // A build is taken whole, only by its value, and can't be summed with other cards.
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3)", "9C"), R"({"card":"9C","take":["5C","2D"]})"),
                      "diloti/capture-sum"));
  EXPECT_TRUE(Illegal(Try(Pos("AH B(4S 3C;7;0)", "8D"), R"({"card":"8D","take":["4S","3C","AH"]})"),
                      "diloti/capture-sum"));
  EXPECT_TRUE(Legal(
      Try(Pos("7C 3D 4H B(5C 2D;7;3)", "7S"), R"({"card":"7S","take":["7C","5C","2D","3D","4H"]})"),
      ""));
}

TEST(DilotiRules, Dil25CaptureOneSet) {
  Options one = With([](Options& o) { o.multi_set_capture = false; });
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})")));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})", one), "diloti/capture-one-set"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H"]})", one), "5D 5S"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["5D"]})", one), "AC 4H 5S"));
  // A build and a loose card are two sets.
  Position b = Pos("7C B(5C 2D;7;3)", "7S");
  EXPECT_TRUE(
      Illegal(Try(b, R"({"card":"7S","take":["7C","5C","2D"]})", one), "diloti/capture-one-set"));
  EXPECT_TRUE(Legal(Try(b, R"({"card":"7S","take":["5C","2D"]})", one), "7C"));
}

TEST(DilotiRules, Dil26MustTakeAll) {
  Options all = With([](Options& o) { o.forced_full_capture = true; });
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})", all), "diloti/must-take-all"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"]})", all), ""));
  // Every loose card of value v and every build of value v; sums of other cards may stay.
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["5D","5S"]})", all), "AC 4H"));
  Position b = Pos("7C B(5C 2D;7;3)", "7S");
  EXPECT_TRUE(Illegal(Try(b, R"({"card":"7S","take":["7C"]})", all), "diloti/must-take-all"));
  EXPECT_TRUE(Legal(Try(b, R"({"card":"7S","take":["7C"]})")));
  EXPECT_TRUE(Legal(Try(b, R"({"card":"7S","take":["7C","5C","2D"]})", all), ""));
}

TEST(DilotiRules, Dil27FaceCapture) {
  Position two = Pos("JH JS 5C", "JD 2C");
  EXPECT_TRUE(Legal(Try(two, R"({"card":"JD","take":["JH"]})"), "JS 5C"));
  EXPECT_TRUE(Legal(Try(two, R"({"card":"JD","take":["JS"]})"), "JH 5C"));
  EXPECT_TRUE(Illegal(Try(two, R"({"card":"JD","take":["JH","JS"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Illegal(Try(two, R"({"card":"JD","take":["JH","5C"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Illegal(Try(two, R"({"card":"JD","take":["5C"]})"), "diloti/face-capture"));
  EXPECT_TRUE(
      Illegal(Try(Pos("QH 5C", "JD"), R"({"card":"JD","take":["QH"]})"), "diloti/face-capture"));
  // A face card never captures a build.
  EXPECT_TRUE(Illegal(Try(Pos("JH B(5C 2D;7;3)", "JD"), R"({"card":"JD","take":["5C","2D"]})"),
                      "diloti/face-capture"));
  // Three of the rank (from the opening table) under capture_all: all three.
  Position three = Pos("JH JS JC 5C", "JD 2C");
  EXPECT_TRUE(Legal(Try(three, R"({"card":"JD","take":["JH","JS","JC"]})"), "5C"));
  EXPECT_TRUE(Illegal(Try(three, R"({"card":"JD","take":["JH"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Illegal(Try(three, R"({"card":"JD","take":["JH","JS"]})"), "diloti/face-capture"));
  // Under initial_faces = redeal the exception is off: exactly one, as always. (Such a table
  // can't come from a recorded deal, DIL-5, but the rule is the rule.)
  Options redeal = With([](Options& o) { o.initial_faces = InitialFaces::kRedeal; });
  EXPECT_TRUE(Legal(Try(three, R"({"card":"JD","take":["JS"]})", redeal), "JH JC 5C"));
  EXPECT_TRUE(Illegal(Try(three, R"({"card":"JD","take":["JH","JS","JC"]})", redeal),
                      "diloti/face-capture"));
}

TEST(DilotiRules, Dil28CaptureEffect) {
  // Seat 2 (side 0) takes seat 1's build and a loose 7: the build leaves, seat 1 is freed,
  // the cards and the played card go to side 0, which becomes the last capturer.
  Verdict v =
      Try(Pos("7C 9S B(5C 2D;7;1)", "7S 8H", 2), R"({"card":"7S","take":["7C","5C","2D"]})");
  ASSERT_TRUE(Legal(v, "9S"));
  EXPECT_TRUE(v.after->Builds().empty());
  EXPECT_EQ(v.after->LastCapturer(), 0);
  EXPECT_EQ(v.after->Piles()[0], Set("7S 7C 5C 2D"));
  EXPECT_TRUE(v.after->Piles()[1].Empty());
  EXPECT_EQ(v.effect.captured, Set("7S 7C 5C 2D"));
  EXPECT_EQ(v.effect.sets, 2);
  EXPECT_EQ(v.after->HandOf(2), Set("8H"));
  // A throw or a build captures nothing and leaves the last capturer alone.
  Verdict t = Try(Pos("7C", "9D", 3), "\"9D\"");
  ASSERT_TRUE(Legal(t, "7C 9D"));
  EXPECT_EQ(t.after->LastCapturer(), -1);
  EXPECT_TRUE(t.after->Piles()[0].Empty() && t.after->Piles()[1].Empty());
  // Illegal captures take nothing.
  EXPECT_TRUE(
      Illegal(Try(Pos("7C 9S", "8S"), R"({"card":"8S","take":["7C"]})"), "diloti/capture-sum"));
}

TEST(DilotiRules, Dil29FaceBuild) {
  EXPECT_TRUE(Illegal(Try(Pos("KS", "KH KC"), R"({"card":"KH","build":["KS"],"value":3})"),
                      "diloti/face-build"));
  EXPECT_TRUE(Illegal(Try(Pos("KS 3S", "4H 7C"), R"({"card":"4H","build":["KS","3S"],"value":7})"),
                      "diloti/face-build"));
  EXPECT_TRUE(Illegal(Try(Pos("3S", "QH 7C"), R"({"card":"QH","build":["3S"],"value":3})"),
                      "diloti/face-build"));
  EXPECT_TRUE(
      Legal(Try(Pos("3S", "4H 7C"), R"({"card":"4H","build":["3S"],"value":7})"), "B(3S 4H;7;1)"));
}

TEST(DilotiRules, Dil30BuildValue) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "4D 9C");
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"4D","build":["2C","5H"],"value":11})"), "diloti/build-value"));
  for (const char* value : {"0", "-3", "11", "14", "1000000"})
    EXPECT_TRUE(Illegal(
        Try(Pos("3S", "4D 9C"), fmt::format(R"({{"card":"4D","build":["3S"],"value":{}}})", value)),
        "diloti/build-value"))
        << value;
  // 10 is the highest value; 1 is a σόι of aces.
  EXPECT_TRUE(
      Legal(Try(Pos("3S 7H", "TD 9C TC"), R"({"card":"TD","build":["3S","7H"],"value":10})"),
            "B(3S 7H TD;10;1;group)"));
  EXPECT_TRUE(
      Legal(Try(Pos("AS", "AH AD"), R"({"card":"AH","build":["AS"],"value":1})"), "B(AS AH;1;1)"));
}

TEST(DilotiRules, Dil31KindOfBuildAction) {
  // One own build: same value = add, another value = self-raise.
  Position own = Pos("B(5C 2D;7;1)", "7H 7S 2H 9C");
  Verdict add = Try(own, R"({"card":"7H","build":["5C","2D"],"value":7})");
  ASSERT_TRUE(Legal(add, "B(5C 2D 7H;7;1)"));
  EXPECT_FALSE(add.effect.raise);
  EXPECT_TRUE(
      Illegal(Try(own, R"({"card":"2H","build":["5C","2D"],"value":9})"), "diloti/self-raise"));
  // One build of another seat: another value = raise, the same value = add to another's.
  Position other = Pos("B(5C 2D;7;3)", "7H 7S 2H 9C");
  Verdict raise = Try(other, R"({"card":"2H","build":["5C","2D"],"value":9})");
  ASSERT_TRUE(Legal(raise, "B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(raise.effect.raise);
  EXPECT_TRUE(Illegal(Try(other, R"({"card":"7H","build":["5C","2D"],"value":7})"),
                      "diloti/add-to-others-build"));
  // The partner's build counts as another seat's.
  Position partner = Pos("B(5C 2D;7;3)", "7H 7S 2H 9C", 1);
  EXPECT_TRUE(Legal(Try(partner, R"({"card":"2H","build":["5C","2D"],"value":9})")));
  // No build named: a new build.
  Verdict fresh = Try(Pos("2C", "5H 7S"), R"({"card":"5H","build":["2C"],"value":7})");
  ASSERT_TRUE(Legal(fresh, "B(2C 5H;7;1)"));
  EXPECT_FALSE(fresh.effect.raise);
  // Two builds: a merge, even if both are the mover's own.
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;1) B(4S 3C;7;1)", "7H 7D"),
                          R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})"),
                      "diloti/add-to-others-build"));
}

TEST(DilotiRules, Dil32NewBuild) {
  // 5 on 2 = 7 (plain); 2 on 3 + 4 = 9 (plain); 3 on 4 with a loose 7 = 7 (group); σόι.
  EXPECT_TRUE(Legal(Try(Pos("2C 3S KD", "5H 7S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                    "3S KD B(2C 5H;7;0)"));
  EXPECT_TRUE(Legal(Try(Pos("3D 4C", "2H 9S"), R"({"card":"2H","build":["3D","4C"],"value":9})"),
                    "B(3D 4C 2H;9;1)"));
  EXPECT_TRUE(Legal(Try(Pos("4S 7C", "3C 7D"), R"({"card":"3C","build":["4S","7C"],"value":7})"),
                    "B(4S 7C 3C;7;1;group)"));
  EXPECT_TRUE(Legal(Try(Pos("3S", "3H 3C"), R"({"card":"3H","build":["3S"],"value":3})"),
                    "B(3S 3H;3;1;group)"));
  // Three sets at once: 2 on 5, a loose 7, 3 + 4.
  EXPECT_TRUE(Legal(Try(Pos("5S 7C 3D 4H 9S", "2H 7D"),
                        R"({"card":"2H","build":["5S","7C","3D","4H"],"value":7})"),
                    "9S B(5S 7C 3D 4H 2H;7;1;group)"));
  // Bad sums: `diloti/build-sum`.
  EXPECT_TRUE(Illegal(Try(Pos("3S", "5H 7S"), R"({"card":"5H","build":["3S"],"value":7})"),
                      "diloti/build-sum"));
  EXPECT_TRUE(Illegal(Try(Pos("4S 6C", "3C 7D"), R"({"card":"3C","build":["4S","6C"],"value":7})"),
                      "diloti/build-sum"));
  EXPECT_TRUE(Illegal(Try(Pos("8S", "3C 7D"), R"({"card":"3C","build":["8S"],"value":7})"),
                      "diloti/build-sum"));
  // Every card must belong to a set: 2 with a loose 7 makes no build of 7.
  EXPECT_TRUE(Illegal(Try(Pos("7S", "2C 7D"), R"({"card":"2C","build":["7S"],"value":7})"),
                      "diloti/build-sum"));
}

TEST(DilotiRules, Dil33AddToOwnBuild) {
  // c of value w alone, or c joining loose cards, and further loose sets.
  EXPECT_TRUE(Legal(
      Try(Pos("9S B(5C 2D;7;1)", "7H 7S 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
      "9S B(5C 2D 7H;7;1;group)"));
  EXPECT_TRUE(Legal(
      Try(Pos("4D B(5C 2D;7;1)", "3H 7C"), R"({"card":"3H","build":["4D","5C","2D"],"value":7})"),
      "B(5C 2D 4D 3H;7;1;group)"));
  EXPECT_TRUE(Legal(Try(Pos("4D 7S B(5C 2D;7;1)", "3H 7C"),
                        R"({"card":"3H","build":["4D","7S","5C","2D"],"value":7})"),
                    "B(5C 2D 4D 3H 7S;7;1;group)"));
  // Bad sums.
  EXPECT_TRUE(Illegal(
      Try(Pos("5S B(5C 2D;7;1)", "3H 7C"), R"({"card":"3H","build":["5S","5C","2D"],"value":7})"),
      "diloti/build-sum"));
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;1)", "3H 7C"), R"({"card":"3H","build":["5C","2D"],"value":7})"),
              "diloti/build-sum"));
  // After an add the build is a group and can't be raised (DIL-34a).
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D 7H;7;1)", "2S 9C", 2),
                          R"({"card":"2S","build":["5C","2D","7H"],"value":9})"),
                      "diloti/raise-group"));
}

TEST(DilotiRules, Dil34Raise) {
  // A plain build of another seat, only the played card, w = u + v.
  Verdict r1 = Try(Pos("B(5C 2D;7;3)", "2H 9C"), R"({"card":"2H","build":["5C","2D"],"value":9})");
  ASSERT_TRUE(Legal(r1, "B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(r1.effect.raise);
  // (a) groups and σόι can't be raised.
  EXPECT_TRUE(Illegal(
      Try(Pos("B(4S 7C 3C;7;0)", "AH 8S"), R"({"card":"AH","build":["4S","7C","3C"],"value":8})"),
      "diloti/raise-group"));
  EXPECT_TRUE(
      Illegal(Try(Pos("B(3S 3H;3;0)", "2D 8C"), R"({"card":"2D","build":["3S","3H"],"value":5})"),
              "diloti/raise-group"));
  // (b) no table cards.
  EXPECT_TRUE(Illegal(
      Try(Pos("AS B(5C 2D;7;3)", "AH 9C"), R"({"card":"AH","build":["5C","2D","AS"],"value":9})"),
      "diloti/raise-with-table-cards"));
  // (c) w = u + v.
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "2H 8C"), R"({"card":"2H","build":["5C","2D"],"value":8})"),
              "diloti/build-sum"));
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "4H 8C"), R"({"card":"4H","build":["5C","2D"],"value":11})"),
              "diloti/build-value"));
  // The partner's build may be raised; the raised-from seat may raise it back.
  EXPECT_TRUE(
      Legal(Try(Pos("B(2C 5H;7;0)", "AD 8C", 2), R"({"card":"AD","build":["2C","5H"],"value":8})"),
            "B(2C 5H AD;8;2)"));
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D 2H;9;1)", "AD TC", 3),
                        R"({"card":"AD","build":["5C","2D","2H"],"value":10})"),
                    "B(5C 2D 2H AD;10;3)"));
}

TEST(DilotiRules, Dil35SelfRaise) {
  Options on = With([](Options& o) { o.self_raise = true; });
  Position p = Pos("9S B(5C 2D;7;1)", "2H 7S 9C");
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"2H","build":["5C","2D"],"value":9})"), "diloti/self-raise"));
  Verdict v = Try(p, R"({"card":"2H","build":["5C","2D"],"value":9})", on);
  ASSERT_TRUE(Legal(v, "9S B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(v.effect.raise);
  // Under the option, DIL-34 (a)–(c) still apply.
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D 7H;7;1)", "2H 9C"),
                          R"({"card":"2H","build":["5C","2D","7H"],"value":9})", on),
                      "diloti/raise-group"));
  EXPECT_TRUE(Illegal(Try(Pos("AS B(5C 2D;7;1)", "AH 9C"),
                          R"({"card":"AH","build":["5C","2D","AS"],"value":9})", on),
                      "diloti/raise-with-table-cards"));
  EXPECT_TRUE(Illegal(
      Try(Pos("B(5C 2D;7;1)", "2H 8C 9C"), R"({"card":"2H","build":["5C","2D"],"value":8})", on),
      "diloti/build-sum"));
  EXPECT_TRUE(Illegal(
      Try(Pos("B(5C 2D;7;1)", "2H 8C"), R"({"card":"2H","build":["5C","2D"],"value":9})", on),
      "diloti/build-without-card"));
}

TEST(DilotiRules, Dil36AddToOthersBuild) {
  Options on = With([](Options& o) { o.add_to_others_build = true; });
  Position r5 = Pos("B(5C 2D;7;3)", "7H 7D");
  EXPECT_TRUE(Illegal(Try(r5, R"({"card":"7H","build":["5C","2D"],"value":7})"),
                      "diloti/add-to-others-build"));
  EXPECT_TRUE(Legal(Try(r5, R"({"card":"7H","build":["5C","2D"],"value":7})", on),
                    "B(5C 2D 7H;7;1;group)"));
  // Merges stay illegal under the option.
  Position r4 = Pos("B(5C 2D;7;3) B(4S 3C;7;1)", "7H 7D");
  for (const Options& o : {Options{}, on})
    EXPECT_TRUE(Illegal(Try(r4, R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})", o),
                        "diloti/add-to-others-build"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 3C;7;0)", "7H 7D"),
                          R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})", on),
                      "diloti/add-to-others-build"));
  // Under the option: {c} ∪ L must make sets of w; a seat that owns a build may not.
  EXPECT_TRUE(Illegal(Try(Pos("5S B(5C 2D;7;3)", "3H 7D"),
                          R"({"card":"3H","build":["5S","5C","2D"],"value":7})", on),
                      "diloti/build-sum"));
  EXPECT_TRUE(Legal(Try(Pos("4S B(5C 2D;7;3)", "3H 7D"),
                        R"({"card":"3H","build":["4S","5C","2D"],"value":7})", on),
                    "B(5C 2D 4S 3H;7;1;group)"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 4C;8;1)", "7H 7D 8D"),
                          R"({"card":"7H","build":["5C","2D"],"value":7})", on),
                      "diloti/owner-restricted"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 4C;8;1)", "7H 7D 8D"),
                          R"({"card":"7H","build":["5C","2D"],"value":7})"),
                      "diloti/add-to-others-build"));
}

TEST(DilotiRules, Dil37BuildAbsorbsEqualLoose) {
  Options on = With([](Options& o) { o.build_absorbs_equal_loose = true; });
  // New build beside a loose 8.
  Position e7 = Pos("AD 8C", "7H 8S");
  EXPECT_TRUE(Legal(Try(e7, R"({"card":"7H","build":["AD"],"value":8})"), "8C B(AD 7H;8;1)"));
  EXPECT_TRUE(
      Illegal(Try(e7, R"({"card":"7H","build":["AD"],"value":8})", on), "diloti/build-absorb"));
  EXPECT_TRUE(Legal(Try(e7, R"({"card":"7H","build":["AD","8C"],"value":8})", on),
                    "B(AD 8C 7H;8;1;group)"));
  // An add to one's own build.
  Position add = Pos("7C B(5C 2D;7;1)", "7H 7S");
  EXPECT_TRUE(Illegal(Try(add, R"({"card":"7H","build":["5C","2D"],"value":7})", on),
                      "diloti/build-absorb"));
  EXPECT_TRUE(Legal(Try(add, R"({"card":"7H","build":["5C","2D","7C"],"value":7})", on),
                    "B(5C 2D 7C 7H;7;1;group)"));
  // A raise beside a loose card of the new value (it can't take table cards without
  // raise_with_table_cards).
  Position raise = Pos("9S B(5C 2D;7;3)", "2H 9C");
  EXPECT_TRUE(
      Legal(Try(raise, R"({"card":"2H","build":["5C","2D"],"value":9})"), "9S B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(Illegal(Try(raise, R"({"card":"2H","build":["5C","2D"],"value":9})", on),
                      "diloti/build-absorb"));
  // Loose cards of other values may stay.
  EXPECT_TRUE(Legal(Try(Pos("AD 9C", "7H 8S"), R"({"card":"7H","build":["AD"],"value":8})", on),
                    "9C B(AD 7H;8;1)"));
}

TEST(DilotiRules, Dil40Xeri) {
  // A clearing capture scores: loose sets, a lone build, a face taking a lone face.
  Verdict m1 = Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D","5S"]})");
  ASSERT_TRUE(Legal(m1, ""));
  EXPECT_TRUE(m1.effect.xeri);
  EXPECT_EQ(m1.after->Xeris(), (std::array<int, 2>{0, 1}));  // seat 1 is side 1
  Verdict build = Try(Pos("B(9D AH;10;1)", "TS", 0), R"({"card":"TS","take":["9D","AH"]})");
  ASSERT_TRUE(Legal(build, ""));
  EXPECT_TRUE(build.effect.xeri);
  Verdict face = Try(Pos("JH", "JD", 2), R"({"card":"JD","take":["JH"]})");
  ASSERT_TRUE(Legal(face, ""));
  EXPECT_TRUE(face.effect.xeri);
  EXPECT_EQ(face.after->Xeris(), (std::array<int, 2>{1, 0}));
  // Not clearing: no xeri, whatever is left (a loose card or a build).
  EXPECT_FALSE(
      Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D"]})").effect.xeri);
  Verdict left = Try(Pos("KH B(5H 3S AH;9;1)", "KD", 3), R"({"card":"KD","take":["KH"]})");
  ASSERT_TRUE(Legal(left, "B(5H 3S AH;9;1)"));
  EXPECT_FALSE(left.effect.xeri);
  // (a) action 0, unless opening_xeri.
  Options opening = With([](Options& o) { o.opening_xeri = true; });
  EXPECT_FALSE(Try(Pos("6C 6D 4H 4S", "TC", 0, 0), R"({"card":"TC","take":["6C","4H","6D","4S"]})")
                   .effect.xeri);
  EXPECT_TRUE(
      Try(Pos("6C 6D 4H 4S", "TC", 0, 0), R"({"card":"TC","take":["6C","4H","6D","4S"]})", opening)
          .effect.xeri);
  // The first action of a later packet is not an opening (2 players: index 12).
  EXPECT_TRUE(Try(Pos("6C 4H", "TC", 0, 12, 2), R"({"card":"TC","take":["6C","4H"]})").effect.xeri);
  EXPECT_TRUE(Try(Pos("6C 4H", "TC", 1, 1, 2), R"({"card":"TC","take":["6C","4H"]})").effect.xeri);
  // (b) action 47, unless last_card_xeri = false.
  Options no_last = With([](Options& o) { o.last_card_xeri = false; });
  EXPECT_TRUE(Try(Pos("6C 4H", "TC", 3, 47), R"({"card":"TC","take":["6C","4H"]})").effect.xeri);
  EXPECT_FALSE(
      Try(Pos("6C 4H", "TC", 3, 47), R"({"card":"TC","take":["6C","4H"]})", no_last).effect.xeri);
  EXPECT_TRUE(
      Try(Pos("6C 4H", "TC", 2, 46), R"({"card":"TC","take":["6C","4H"]})", no_last).effect.xeri);
  // (c) single_set: more than one set is not a xeri; one set (or a face capture) is.
  Options single = With([](Options& o) { o.xeri_rule = XeriRule::kSingleSet; });
  EXPECT_FALSE(
      Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D","5S"]})", single)
          .effect.xeri);
  EXPECT_TRUE(Try(Pos("AC 4H", "5H"), R"({"card":"5H","take":["AC","4H"]})", single).effect.xeri);
  EXPECT_TRUE(Try(Pos("JH", "JD"), R"({"card":"JD","take":["JH"]})", single).effect.xeri);
  EXPECT_TRUE(Try(Pos("B(9D AH;10;1)", "TS", 0), R"({"card":"TS","take":["9D","AH"]})", single)
                  .effect.xeri);
  EXPECT_FALSE(
      Try(Pos("TH B(9D AH;10;1)", "TS", 0), R"({"card":"TS","take":["TH","9D","AH"]})", single)
          .effect.xeri);
  // Throws and builds are never xeri.
  EXPECT_FALSE(Try(Pos("", "7H"), "\"7H\"").effect.xeri);
}

TEST(DilotiRules, Dil41XeriClaim) {
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"],"xeri":true})")));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"],"xeri":false})"),
                      "diloti/xeri-claim"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D"],"xeri":false})")));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D"],"xeri":true})"), "diloti/xeri-claim"));
  EXPECT_TRUE(Illegal(Try(Pos("", "7H 7S"), R"({"card":"7H","xeri":true})"), "diloti/xeri-claim"));
  EXPECT_TRUE(Legal(Try(Pos("", "7H 7S"), R"({"card":"7H","xeri":false})"), "7H"));
  EXPECT_TRUE(
      Illegal(Try(Pos("2C", "5H 7S"), R"({"card":"5H","build":["2C"],"value":7,"xeri":true})"),
              "diloti/xeri-claim"));
  // Record level: the pointer is the action's.
  Json r = FullRecord();
  r["hands"][0]["play"][14]["xeri"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/xeri-claim", "/hands/0/play/14"));
}

TEST(DilotiRules, Dil42Sweep) {
  // The leftovers go to the last capturer's side (E11c: side 1 gets KH).
  Verdict v = Try(Pos("KH 4S 6D B(9D AH 9C AS;10;3)", "TC", 3, 47),
                  R"({"card":"TC","take":["9D","AH","9C","AS","4S","6D"]})");
  ASSERT_TRUE(Legal(v, "KH"));
  ASSERT_TRUE(v.after->IsTerminal());
  EXPECT_EQ(v.after->Piles()[1], Set("TC 9D AH 9C AS 4S 6D KH"));
  EXPECT_TRUE(v.after->Piles()[0].Empty());
  EXPECT_FALSE(v.effect.xeri);  // the sweep is never a xeri
  EXPECT_EQ(v.after->Xeris(), (std::array<int, 2>{0, 0}));
  // Nobody captured: the dealer's side (at index 47 the mover is the dealer).
  Verdict none = Try(Pos("7C 9S", "8D", 1, 47), "\"8D\"");
  ASSERT_TRUE(Legal(none, "7C 9S 8D"));
  EXPECT_EQ(none.after->Piles()[1], Set("7C 9S 8D"));
  EXPECT_TRUE(none.after->Piles()[0].Empty());
  Verdict none0 = Try(Pos("7C 9S", "8D", 2, 47), "\"8D\"");
  ASSERT_TRUE(Legal(none0));
  EXPECT_EQ(none0.after->Piles()[0], Set("7C 9S 8D"));
  // Record level: the §10.3 hand sweeps TS 7S to side 1 (checked in the full-hand test), and a
  // hand played by throwing ends with the independently computed piles.
  for (int dealer = 0; dealer < 4; ++dealer) {
    Json hand = ThrowingHand(FullCards(), dealer, 4);
    Replayed r = ReplayJson(MakeRecord({hand}));
    ASSERT_TRUE(Valid(r)) << dealer;
    EXPECT_EQ(r.hands[0], hand["result"]) << dealer;
  }
}

TEST(DilotiRules, Dil43HandLength) {
  Json full = FullRecord();
  EXPECT_TRUE(Valid(ReplayJson(full)));
  // Fewer than 48 actions without the flag.
  Json short_hand = FullRecord();
  short_hand["hands"][0]["play"].erase(47);
  EXPECT_TRUE(FailsWith(ReplayJson(short_hand), "diloti/incomplete", "/hands/0/play"));
  // With `"complete": false` it is a partial hand (its `result` is then a score sheet).
  short_hand["hands"][0]["complete"] = false;
  EXPECT_TRUE(Valid(ReplayJson(short_hand)));
  // A 49th action.
  Json extra = FullRecord();
  extra["hands"][0]["play"].push_back("7S");
  EXPECT_TRUE(FailsWith(ReplayJson(extra), "diloti/after-end", "/hands/0/play/48"));
  // The flag on a finished hand.
  Json flagged = FullRecord();
  flagged["hands"][0]["complete"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(flagged), "diloti/complete-flag", "/hands/0/complete"));
  // `"complete": true` is the same as no flag.
  Json explicit_true = FullRecord();
  explicit_true["hands"][0]["complete"] = true;
  EXPECT_TRUE(Valid(ReplayJson(explicit_true)));
}

// ---------------------------------------------------------------------------------------------
// §6 Scoring a hand

TEST(DilotiRules, Dil50SidePiles) {
  // Partners pool; the sides' cards total 52.
  for (int dealer = 0; dealer < 4; ++dealer) {
    Replayed r = ReplayJson(MakeRecord({ThrowingHand(FullCards(), dealer, 4)}));
    ASSERT_TRUE(Valid(r));
    const Json& cards = r.hands[0]["cards"];
    EXPECT_EQ(cards[0].get<int>() + cards[1].get<int>(), 52);
  }
  for (int dealer = 0; dealer < 2; ++dealer) {
    Json hand = ThrowingHand(TwoPlayerCards(), dealer, 2);
    Replayed r = ReplayJson(MakeRecord({hand}, 2));
    ASSERT_TRUE(Valid(r)) << r.All();
    EXPECT_EQ(r.hands[0], hand["result"]);
  }
  Replayed full = ReplayText(kFullHand);
  ASSERT_TRUE(Valid(full));
  EXPECT_EQ(full.hands[0]["cards"], Json::array({21, 31}));
}

TEST(DilotiRules, Dil51HandPoints) {
  Replayed full = ReplayText(kFullHand);
  ASSERT_TRUE(Valid(full));
  EXPECT_EQ(full.hands[0]["points"], Json::array({14, 17}));
  // xeri_points changes the value of each xeri.
  for (long xp : {0L, 5L, 25L}) {
    Json r = FullRecord();
    r["rules"] = {{"xeri_points", xp}};
    r["hands"][0]["result"]["points"] = {4 + xp, 7 + xp};
    r["result"]["score"] = {4 + xp, 7 + xp};
    EXPECT_TRUE(Valid(ReplayJson(r))) << xp;
  }
  Json stale = FullRecord();
  stale["rules"] = {{"xeri_points", 5}};
  EXPECT_TRUE(FailsWith(ReplayJson(stale), "diloti/result-mismatch", "/hands/0/result/points"));
}

TEST(DilotiRules, Dil52HandResult) {
  // Every field is optional.
  for (const char* drop : {"points", "cards", "xeri"}) {
    Json r = FullRecord();
    r["hands"][0]["result"].erase(drop);
    EXPECT_TRUE(Valid(ReplayJson(r))) << drop;
  }
  Json no_result = FullRecord();
  no_result["hands"][0].erase("result");
  EXPECT_TRUE(Valid(ReplayJson(no_result)));
  // Each field is checked, naming the field.
  auto with = [](const char* key, const Json& value) {
    Json r = FullRecord();
    r["hands"][0]["result"][key] = value;
    return ReplayJson(r);
  };
  EXPECT_TRUE(
      FailsWith(with("points", {17, 14}), "diloti/result-mismatch", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(with("cards", {22, 30}), "diloti/result-mismatch", "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(with("xeri", {2, 0}), "diloti/result-mismatch", "/hands/0/result/xeri"));
  EXPECT_TRUE(FailsWith(with("points", {14}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(FailsWith(with("cards", "21-31"), "diloti/bad-result", "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(with("winner", 1), "diloti/bad-result", "/hands/0/result/winner"));
  // `penalty` belongs to score-sheet hands only (DIL-65).
  Json penalty = FullRecord();
  penalty["rules"] = {{"error_penalty", "round_zero_plus_11"}};
  penalty["hands"][0]["result"]["penalty"] = 0;
  EXPECT_TRUE(FailsWith(ReplayJson(penalty), "diloti/penalty", "/hands/0/result/penalty"));
}

TEST(DilotiRules, Dil53PartialHand) {
  auto partial = [](size_t actions) {
    Json r = FullRecord();
    Json& hand = r["hands"][0];
    hand["play"] = std::vector<Json>(hand["play"].begin(), hand["play"].begin() + long(actions));
    hand["complete"] = false;
    hand.erase("result");
    r.erase("result");
    return r;
  };
  // Without a result it contributes nothing.
  Json none = partial(10);
  none["result"] = {{"score", {0, 0}}};
  Replayed r0 = ReplayJson(none);
  EXPECT_TRUE(Valid(r0));
  EXPECT_EQ(r0.result, (Json{{"score", {0, 0}}}));
  // With a result it counts as a score sheet.
  Json sheet = partial(30);
  sheet["hands"][0]["result"] = {{"points", {21, 10}}};
  sheet["result"] = {{"score", {21, 10}}};
  Replayed r1 = ReplayJson(sheet);
  EXPECT_TRUE(Valid(r1));
  EXPECT_EQ(r1.hands[0], (Json{{"points", {21, 10}}}));
  // … and is checked as one (DIL-71), not against the play.
  Json bad_sheet = partial(30);
  bad_sheet["hands"][0]["result"] = {{"points", {12, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(bad_sheet), "diloti/sheet-points", "/hands/0/result/points"));
  // It is still replayed as far as it goes, and its actions are checked.
  Json sum = partial(10);
  sum["hands"][0]["play"][8] = {{"card", "3S"}, {"build", {"5H"}}, {"value", 9}};
  EXPECT_TRUE(FailsWith(ReplayJson(sum), "diloti/build-sum", "/hands/0/play/8"));
  Json raise = partial(10);
  raise["hands"][0]["play"][9] = {{"card", "AH"}, {"build", {"5H", "3S"}}, {"value", 10}};
  EXPECT_TRUE(FailsWith(ReplayJson(raise), "diloti/build-sum", "/hands/0/play/9"));
  // A partial hand of 0 actions is still a hand with its deal checked.
  Json empty = partial(0);
  empty["hands"][0]["cards"]["table"][0] = "AS";
  EXPECT_TRUE(FailsWith(ReplayJson(empty), "cards/duplicate", "/hands/0/cards/hands/2/6"));
}

TEST(DilotiRules, Dil53PartialResultCheckedAfterAnEarlierError) {
  // A partial hand's `result` is checked as a score sheet whatever happened in earlier hands,
  // just as a score-sheet hand is.
  Json bad_full = FullRecord()["hands"][0];
  bad_full["result"]["points"] = {17, 14};  // result-mismatch in hand 0
  Json partial = ThrowingHand(FullCards(), 0, 4);
  partial["play"] = std::vector<Json>(partial["play"].begin(), partial["play"].begin() + 10);
  partial["complete"] = false;
  partial["result"] = {{"points", {12, 0}}};  // not a possible hand
  auto has = [](const Replayed& r, std::string_view code, std::string_view pointer) {
    for (const Diagnostic& d : r.diagnostics)
      if (d.IsError() && d.code == code && d.pointer == pointer) return true;
    return false;
  };
  // Alone, the partial hand's line is rejected.
  Replayed alone = ReplayJson(MakeRecord({partial}));
  EXPECT_TRUE(FailsWith(alone, "diloti/sheet-points", "/hands/0/result/points"));
  // After a hand with an error, a score-sheet line is still checked …
  Replayed sheet = ReplayJson(MakeRecord({bad_full, Sheet(12, 0)}));
  EXPECT_TRUE(FailsWith(sheet, "diloti/result-mismatch", "/hands/0/result/points"));
  EXPECT_TRUE(has(sheet, "diloti/sheet-points", "/hands/1/result/points")) << sheet.All();
  // … and so must the partial hand's.
  Replayed after = ReplayJson(MakeRecord({bad_full, partial}));
  EXPECT_TRUE(FailsWith(after, "diloti/result-mismatch", "/hands/0/result/points"));
  EXPECT_TRUE(has(after, "diloti/sheet-points", "/hands/1/result/points")) << after.All();
}

// ---------------------------------------------------------------------------------------------
// §7 Match

Json SheetMatch(const std::vector<std::pair<long, long>>& points, const Json& result = nullptr,
                const Json& rules = nullptr) {
  std::vector<Json> hands;
  for (auto [a, b] : points) hands.push_back(Sheet(a, b));
  return MakeRecord(hands, 4, rules, result);
}

TEST(DilotiRules, Dil60RunningTotals) {
  Replayed r = ReplayJson(SheetMatch({{14, 17}, {11, 0}, {7, 4}}));
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.result, (Json{{"score", {32, 21}}}));
  // Full hands add their replayed points; sheets their `points`.
  Json mixed = FullRecord();
  mixed["hands"].push_back(Sheet(11, 0));
  mixed["result"] = {{"score", {25, 17}}};
  Replayed m = ReplayJson(mixed);
  ASSERT_TRUE(Valid(m));
  EXPECT_EQ(m.result, (Json{{"score", {25, 17}}}));
  mixed["result"] = {{"score", {14, 17}}};
  EXPECT_TRUE(FailsWith(ReplayJson(mixed), "diloti/match-result", "/result/score"));
}

TEST(DilotiRules, Dil61MatchEnd) {
  // One side reaches the target with the higher total.
  Replayed won = ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}}));
  ASSERT_TRUE(Valid(won));
  EXPECT_EQ(won.result, (Json{{"score", {63, 20}}, {"winner", 0}}));
  // Below the target: unfinished.
  Replayed open = ReplayJson(SheetMatch({{31, 10}, {21, 10}}));
  ASSERT_TRUE(Valid(open));
  EXPECT_EQ(open.result, (Json{{"score", {52, 20}}}));
  // Both past the target: the higher wins.
  Replayed both = ReplayJson(SheetMatch({{40, 31}, {10, 21}, {11, 10}}));
  ASSERT_TRUE(Valid(both));
  EXPECT_EQ(both.result, (Json{{"score", {61, 62}}, {"winner", 1}}));
  // Another target.
  Replayed t = ReplayJson(SheetMatch({{14, 17}}, nullptr, {{"target", 15}}));
  ASSERT_TRUE(Valid(t));
  EXPECT_EQ(t.result, (Json{{"score", {14, 17}}, {"winner", 1}}));
  Replayed t101 = ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}}, nullptr, {{"target", 101}}));
  ASSERT_TRUE(Valid(t101));
  EXPECT_EQ(t101.result, (Json{{"score", {63, 20}}}));
}

TEST(DilotiRules, Dil62HandAfterEnd) {
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}, {0, 11}})),
                        "diloti/hand-after-end", "/hands/3"));
  // A full hand after the end is just as wrong.
  Json r = SheetMatch({{31, 10}, {21, 10}, {11, 0}});
  r["hands"].push_back(FullRecord()["hands"][0]);
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/hand-after-end", "/hands/3"));
  EXPECT_TRUE(Valid(ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}}))));
}

TEST(DilotiRules, Dil63MatchResult) {
  std::vector<std::pair<long, long>> won = {{31, 10}, {21, 10}, {11, 0}};
  EXPECT_TRUE(Valid(ReplayJson(SheetMatch(won, {{"score", {63, 20}}, {"winner", 0}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(won, {{"score", {63, 21}}, {"winner", 0}})),
                        "diloti/match-result", "/result/score"));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(won, {{"score", {63, 20}}, {"winner", 1}})),
                        "diloti/match-result", "/result/winner"));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(won, {{"score", {63, 20}}})), "diloti/match-result",
                        "/result/winner"));
  // An unfinished match has no winner.
  std::vector<std::pair<long, long>> open = {{31, 10}, {21, 10}};
  EXPECT_TRUE(Valid(ReplayJson(SheetMatch(open, {{"score", {52, 20}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(open, {{"score", {52, 20}}, {"winner", 0}})),
                        "diloti/match-result", "/result/winner"));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(open, {{"score", {52, 20}}, {"loser", 1}})),
                        "diloti/match-result", "/result/loser"));
}

TEST(DilotiRules, Dil64DealerRotation) {
  auto dealt = [](const std::vector<std::optional<int>>& dealers) {
    std::vector<Json> hands;
    for (const auto& d : dealers) {
      Json h = Sheet(7, 4);
      if (d) h["dealer"] = *d;
      hands.push_back(h);
    }
    return ReplayJson(MakeRecord(hands));
  };
  Replayed ok = dealt({0, 1, 2, 3, 0});
  EXPECT_TRUE(Valid(ok));
  EXPECT_FALSE(ok.HasWarning("diloti/dealer-rotation", "/hands/1/dealer"));
  for (const Diagnostic& d : ok.diagnostics) EXPECT_NE(d.code, "diloti/dealer-rotation");
  // A warning, not an error.
  Replayed skip = dealt({0, 2});
  EXPECT_TRUE(Valid(skip));
  EXPECT_TRUE(skip.HasWarning("diloti/dealer-rotation", "/hands/1/dealer")) << skip.All();
  // Hands without a dealer count in between.
  Replayed gap = dealt({0, std::nullopt, 2});
  EXPECT_TRUE(Valid(gap));
  for (const Diagnostic& d : gap.diagnostics) EXPECT_NE(d.code, "diloti/dealer-rotation");
  Replayed gap_bad = dealt({0, std::nullopt, 1});
  EXPECT_TRUE(gap_bad.HasWarning("diloti/dealer-rotation", "/hands/2/dealer")) << gap_bad.All();
}

TEST(DilotiRules, Dil65Penalty) {
  Json on = {{"error_penalty", "round_zero_plus_11"}};
  Replayed ok = ReplayJson(MakeRecord({Line({{"points", {0, 11}}, {"penalty", 0}})}, 4, on));
  ASSERT_TRUE(Valid(ok));
  EXPECT_EQ(ok.result, (Json{{"score", {0, 11}}}));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Line({{"points", {11, 0}}, {"penalty", 1}})}, 4, on))));
  // Off by default.
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line({{"points", {0, 11}}, {"penalty", 0}})})),
                        "diloti/penalty", "/hands/0/result/penalty"));
  // Wrong points, cards or xeri given, or a side that is not 0 or 1.
  for (const Json& bad :
       {Json{{"points", {11, 0}}, {"penalty", 0}}, Json{{"points", {0, 21}}, {"penalty", 0}},
        Json{{"points", {0, 11}}, {"penalty", 0}, {"cards", {20, 32}}},
        Json{{"points", {0, 11}}, {"penalty", 0}, {"xeri", {0, 0}}},
        Json{{"points", {0, 11}}, {"penalty", 2}}, Json{{"points", {0, 11}}, {"penalty", "0"}}})
    EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line(bad)}, 4, on)), "diloti/penalty",
                          "/hands/0/result/penalty"))
        << bad;
}

// ---------------------------------------------------------------------------------------------
// §8 Score sheets

TEST(DilotiRules, Dil70SheetShape) {
  auto line = [](const Json& result) { return ReplayJson(MakeRecord({Line(result)})); };
  EXPECT_TRUE(Valid(line({{"points", {11, 0}}})));
  EXPECT_TRUE(Valid(line({{"points", {21, 0}}, {"cards", {30, 22}}, {"xeri", {1, 0}}})));
  EXPECT_TRUE(FailsWith(line({{"cards", {30, 22}}}), "diloti/bad-result", "/hands/0/result"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {-1, 12}}}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {11, 0, 0}}}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {11.0, 0}}}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"cards", "30-22"}}), "diloti/bad-result",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"xeri", {-1, 0}}}), "diloti/bad-result",
                        "/hands/0/result/xeri"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"winner", 0}}), "diloti/bad-result",
                        "/hands/0/result/winner"));
  // A hand with nothing at all.
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Json::object()})), "diloti/bad-result", "/hands/0/result"));
}

TEST(DilotiRules, Dil71SheetPoints) {
  auto line = [](const Json& result, const Json& rules = nullptr) {
    return ReplayJson(MakeRecord({Line(result)}, 4, rules));
  };
  EXPECT_TRUE(Valid(line({{"points", {11, 0}}})));
  EXPECT_TRUE(Valid(line({{"points", {4, 3}}})));
  EXPECT_TRUE(Valid(line({{"points", {21, 10}}})));
  EXPECT_TRUE(Valid(line({{"points", {21, 10}}, {"xeri", {1, 1}}})));
  EXPECT_TRUE(FailsWith(line({{"points", {21, 10}}, {"xeri", {0, 0}}}), "diloti/sheet-points",
                        "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {12, 0}}}), "diloti/sheet-points", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {0, 0}}}), "diloti/sheet-points", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {16, 0}}}), "diloti/sheet-points", "/hands/0/result/points"));
  EXPECT_TRUE(Valid(line({{"points", {16, 0}}}, {{"xeri_points", 5}})));
  EXPECT_TRUE(FailsWith(line({{"points", {21, 0}}}, {{"xeri_points", 0}}), "diloti/sheet-points",
                        "/hands/0/result/points"));
}

TEST(DilotiRules, Dil72SheetCards) {
  auto line = [](const Json& result) { return ReplayJson(MakeRecord({Line(result)})); };
  EXPECT_TRUE(Valid(line({{"points", {11, 0}}, {"cards", {27, 25}}})));
  EXPECT_TRUE(Valid(line({{"points", {3, 4}}, {"cards", {26, 26}}})));
  EXPECT_TRUE(Valid(line({{"points", {3, 14}}, {"cards", {26, 26}}})));
  EXPECT_TRUE(FailsWith(line({{"points", {3, 4}}, {"cards", {27, 25}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {7, 4}}, {"cards", {26, 26}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"cards", {27, 26}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"cards", {20, 32}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
}

TEST(DilotiRules, Dil73PenaltySheet) {
  Json on = {{"error_penalty", "round_zero_plus_11"}};
  // [0, 11] with a penalty is not read as a normal line, and a normal line is unaffected.
  Replayed r = ReplayJson(MakeRecord(
      {Line({{"points", {0, 11}}, {"penalty", 0}}), Line({{"points", {12, 0}}})}, 4, on));
  EXPECT_TRUE(FailsWith(r, "diloti/sheet-points", "/hands/1/result/points"));
  Replayed p = ReplayJson(MakeRecord({Line({{"points", {1, 10}}, {"penalty", 0}})}, 4, on));
  EXPECT_TRUE(FailsWith(p, "diloti/penalty", "/hands/0/result/penalty"));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Line({{"points", {1, 10}}})}, 4, on))));
}

// ---------------------------------------------------------------------------------------------
// §9 Options and §5.1 partitions

TEST(DilotiRules, Section9OptionValues) {
  auto with_rules = [](const Json& rules) {
    return ReplayJson(MakeRecord({Sheet(11, 0)}, 4, rules));
  };
  EXPECT_TRUE(Valid(with_rules({{"players", 4},
                                {"target", 101},
                                {"initial_faces", "redeal"},
                                {"xeri_rule", "single_set"},
                                {"xeri_points", 0},
                                {"opening_xeri", true},
                                {"last_card_xeri", false},
                                {"multi_set_capture", false},
                                {"forced_full_capture", true},
                                {"no_throw_on_match", true},
                                {"build_absorbs_equal_loose", true},
                                {"add_to_others_build", true},
                                {"raise_with_table_cards", true},
                                {"raise_while_owning", true},
                                {"self_raise", true},
                                {"error_penalty", "off"}})));
  EXPECT_TRUE(FailsWith(with_rules({{"jokers", true}}), "rules/unknown-option", "/rules/jokers"));
  const std::vector<std::pair<const char*, Json>> bad = {
      {"target", 0},           {"initial_faces", "keep"},
      {"xeri_rule", "any"},    {"xeri_points", -1},
      {"opening_xeri", "yes"}, {"multi_set_capture", 1},
      {"error_penalty", true}, {"players", 3},
  };
  for (const auto& [key, value] : bad)
    EXPECT_TRUE(
        FailsWith(with_rules({{key, value}}), "rules/bad-value", std::string("/rules/") + key))
        << key << " = " << value;
}

// Brute force over subsets: can `values` be split into disjoint groups that each add up to w?
bool SlowPartitionable(const std::vector<int>& values, int w) {
  size_t n = values.size();
  std::vector<char> ok(size_t(1) << n, 0);
  ok[0] = 1;
  for (uint32_t mask = 1; mask < (1u << n); ++mask) {
    uint32_t low = mask & (~mask + 1);  // the group holding the lowest item
    for (uint32_t sub = mask; sub; sub = (sub - 1) & mask) {
      if (!(sub & low) || !ok[mask ^ sub]) continue;
      int sum = 0;
      for (size_t i = 0; i < n; ++i)
        if ((sub >> i) & 1) sum += values[i];
      if (sum == w) {
        ok[mask] = 1;
        break;
      }
    }
  }
  return n > 0 && ok[(size_t(1) << n) - 1];
}

TEST(DilotiRules, Section51PartitionSearch) {
  // The page's examples.
  EXPECT_TRUE(Partitionable(std::vector<int>{5, 2}.data(), 2, 7));
  EXPECT_TRUE(Partitionable(std::vector<int>{3, 4, 7}.data(), 3, 7));
  EXPECT_TRUE(Partitionable(std::vector<int>{1, 4, 5, 5, 5}.data(), 5, 5));
  EXPECT_FALSE(Partitionable(std::vector<int>{1, 5}.data(), 2, 5));
  EXPECT_TRUE(Partitionable(std::vector<int>{3, 3, 4, 4}.data(), 4, 7));
  EXPECT_FALSE(Partitionable(std::vector<int>{6, 6, 2}.data(), 3, 7));  // Σ 14, yet no split
  // Against a brute force: multisets of up to 8 values of 1..10 and w of 1..10, drawn by a
  // fixed linear congruential sequence.
  uint32_t seed = 12345;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff; };
  for (int trial = 0; trial < 4000; ++trial) {
    std::vector<int> v(size_t(1 + next() % 8));
    for (int& x : v) x = int(1 + next() % (trial % 2 ? 10 : 5));
    int w = int(1 + next() % 10);
    EXPECT_EQ(Partitionable(v.data(), int(v.size()), w), SlowPartitionable(v, w))
        << "w = " << w << ", values " << ::testing::PrintToString(v);
  }
}

TEST(DilotiState, LegalMovesOnALargeTable) {
  // State::LegalMoves promises every legal move. Numerals may always be thrown (DIL-22), so the
  // table can hold more than 20 loose cards; 9D taking 9C is then as legal as taking 9S.
  Position p = Pos("AS 2S 3S 4S 5S 6S 7S 8S 9S TS AH 2H 3H 4H 5H 6H 7H 8H 9H TH 9C", "9D", 1, 30);
  ASSERT_EQ(p.loose.Size(), 21);
  // Try checks that LegalMoves lists the move.
  EXPECT_TRUE(Legal(Try(p, R"({"card":"9D","take":["9C"]})")));
}

// ---------------------------------------------------------------------------------------------
// §10.1 Examples from SD

TEST(DilotiExamples, E1aBuildSeven) {
  EXPECT_TRUE(Legal(Try(Pos("2C 3S KD", "5H 7S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                    "3S KD B(2C 5H;7;0)"));
}
TEST(DilotiExamples, E1bBuildWithoutSeven) {
  EXPECT_TRUE(Illegal(Try(Pos("2C 3S KD", "5H 8S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E1cCaptureBuild) {
  EXPECT_TRUE(Legal(Try(Pos("3S KD B(2C 5H;7;0)", "7D KS"), R"({"card":"7D","take":["2C","5H"]})"),
                    "3S KD"));
}
TEST(DilotiExamples, E1dRaise) {
  EXPECT_TRUE(Legal(
      Try(Pos("3S KD B(2C 5H;7;0)", "AD 8C"), R"({"card":"AD","build":["2C","5H"],"value":8})"),
      "3S KD B(2C 5H AD;8;1)"));
}
TEST(DilotiExamples, E1eRaiseWithoutCard) {
  EXPECT_TRUE(Illegal(
      Try(Pos("3S KD B(2C 5H;7;0)", "AD 9C"), R"({"card":"AD","build":["2C","5H"],"value":8})"),
      "diloti/build-without-card"));
}
TEST(DilotiExamples, E1fValueEleven) {
  EXPECT_TRUE(Illegal(
      Try(Pos("3S KD B(2C 5H;7;0)", "4D 9C"), R"({"card":"4D","build":["2C","5H"],"value":11})"),
      "diloti/build-value"));
}
TEST(DilotiExamples, E1gPartialBuild) {
  EXPECT_TRUE(Illegal(Try(Pos("3S KD B(2C 5H;7;0)", "2D 9C"), R"({"card":"2D","take":["2C"]})"),
                      "diloti/partial-build"));
}
TEST(DilotiExamples, E1hAnotherBuild) {
  EXPECT_TRUE(
      Legal(Try(Pos("3S KD B(2C 5H;7;0)", "6D 9C"), R"({"card":"6D","build":["3S"],"value":9})"),
            "KD B(2C 5H;7;0) B(3S 6D;9;1)"));
}
TEST(DilotiExamples, E1iCaptureOrThrow) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "3D 9C");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"3D","take":["3S"]})"), "KD B(2C 5H;7;0)"));
  EXPECT_TRUE(Legal(Try(p, "\"9C\""), "3S KD 9C B(2C 5H;7;0)"));
}
TEST(DilotiExamples, E1jPartnerRaises) {
  EXPECT_TRUE(Legal(
      Try(Pos("3S KD B(2C 5H;7;0)", "AD 8C", 2), R"({"card":"AD","build":["2C","5H"],"value":8})"),
      "3S KD B(2C 5H AD;8;2)"));
}
TEST(DilotiExamples, E2aBuildNine) {
  EXPECT_TRUE(Legal(Try(Pos("3D 4C", "2H 9S"), R"({"card":"2H","build":["3D","4C"],"value":9})"),
                    "B(3D 4C 2H;9;1)"));
}
TEST(DilotiExamples, E2bBuildNineWithoutNine) {
  EXPECT_TRUE(Illegal(Try(Pos("3D 4C", "2H 5S"), R"({"card":"2H","build":["3D","4C"],"value":9})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E3aGroupOfSevens) {
  EXPECT_TRUE(
      Legal(Try(Pos("QH 4S 7C 9D", "3C 7D", 0), R"({"card":"3C","build":["4S","7C"],"value":7})"),
            "QH 9D B(4S 7C 3C;7;0)"));
}
TEST(DilotiExamples, E3bGroupCantBeRaised) {
  EXPECT_TRUE(Illegal(Try(Pos("QH 9D B(4S 7C 3C;7;0)", "AH 8S"),
                          R"({"card":"AH","build":["4S","7C","3C"],"value":8})"),
                      "diloti/raise-group"));
}
TEST(DilotiExamples, E3cCaptureGroup) {
  EXPECT_TRUE(
      Legal(Try(Pos("QH 9D B(4S 7C 3C;7;0)", "7S 8S"), R"({"card":"7S","take":["4S","7C","3C"]})"),
            "QH 9D"));
}
TEST(DilotiExamples, E3dOwnerCantThrow) {
  EXPECT_TRUE(
      Illegal(Try(Pos("QH 9D B(4S 7C 3C;7;0)", "7D 8S", 0), "\"8S\""), "diloti/owner-restricted"));
}
TEST(DilotiExamples, E4aAddToOwn) {
  Verdict v =
      Try(Pos("9S B(5C 2D;7;1)", "7H 7S 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})");
  EXPECT_TRUE(Legal(v, "9S B(5C 2D 7H;7;1)"));
  if (v.after) {
    EXPECT_EQ(v.after->HandOf(1), Set("7S 9C"));
  }
}
TEST(DilotiExamples, E4bOwnerCantThrow) {
  EXPECT_TRUE(
      Illegal(Try(Pos("9S B(5C 2D;7;1)", "7H 7S 9C"), "\"9C\""), "diloti/owner-restricted"));
}
TEST(DilotiExamples, E4cOwnerCantBuildAnew) {
  EXPECT_TRUE(
      Illegal(Try(Pos("AS B(5C 2D;7;1)", "7H 7S 9C"), R"({"card":"7H","build":["AS"],"value":8})"),
              "diloti/owner-restricted"));
}
TEST(DilotiExamples, E4dSelfRaise) {
  EXPECT_TRUE(Illegal(
      Try(Pos("9S B(5C 2D;7;1)", "2H 7S 9C"), R"({"card":"2H","build":["5C","2D"],"value":9})"),
      "diloti/self-raise"));
}
TEST(DilotiExamples, E4eCaptureOwnGroup) {
  EXPECT_TRUE(Legal(
      Try(Pos("9S B(5C 2D 7H;7;1)", "7S 9C"), R"({"card":"7S","take":["5C","2D","7H"]})"), "9S"));
}
TEST(DilotiExamples, E4fAddLastSeven) {
  EXPECT_TRUE(Illegal(
      Try(Pos("9S B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
      "diloti/build-without-card"));
}
TEST(DilotiExamples, E4gLastSevenSpent) {
  EXPECT_TRUE(Illegal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C"]})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E5AddWithTableCard) {
  Position p = Pos("4D B(5C 2D;7;1)", "3H 7C");
  EXPECT_TRUE(
      Legal(Try(p, R"({"card":"3H","build":["4D","5C","2D"],"value":7})"), "B(5C 2D 4D 3H;7;1)"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"3H","build":["4D","5C"],"value":7})"), "diloti/partial-build"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"3H","build":["4D"],"value":7})"), "diloti/owner-restricted"));
}
TEST(DilotiExamples, E6aSoi) {
  EXPECT_TRUE(
      Legal(Try(Pos("3S", "3H 3C"), R"({"card":"3H","build":["3S"],"value":3})"), "B(3S 3H;3;1)"));
}
TEST(DilotiExamples, E6bSoiWithoutCard) {
  EXPECT_TRUE(Illegal(Try(Pos("3S", "3H 9D"), R"({"card":"3H","build":["3S"],"value":3})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E6cNoSoiOfFaces) {
  EXPECT_TRUE(Illegal(Try(Pos("KS", "KH KC"), R"({"card":"KH","build":["KS"],"value":3})"),
                      "diloti/face-build"));
}
TEST(DilotiExamples, E6dSoiCantBeRaised) {
  EXPECT_TRUE(
      Illegal(Try(Pos("B(3S 3H;3;0)", "2D 8C"), R"({"card":"2D","build":["3S","3H"],"value":8})"),
              "diloti/raise-group"));
}
TEST(DilotiExamples, E6ePlainSix) {
  EXPECT_TRUE(Illegal(Try(Pos("3S", "3H 3C"), R"({"card":"3H","build":["3S"],"value":6})"),
                      "diloti/build-without-card"));
  Verdict v = Try(Pos("3S", "3H 6D"), R"({"card":"3H","build":["3S"],"value":6})");
  EXPECT_TRUE(Legal(v, "B(3S 3H;6;1)"));
  if (v.after) {
    EXPECT_TRUE(v.after->Builds()[0].plain);
  }
}
TEST(DilotiExamples, E7BuildBesideEqualLoose) {
  Options absorb = With([](Options& o) { o.build_absorbs_equal_loose = true; });
  Position p = Pos("AD 8C", "7H 8S");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7H","build":["AD"],"value":8})"), "8C B(AD 7H;8;1)"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7H","build":["AD"],"value":8})", absorb), "diloti/build-absorb"));
  EXPECT_TRUE(
      Legal(Try(p, R"({"card":"7H","build":["AD","8C"],"value":8})"), "B(AD 8C 7H;8;1;group)"));
}

TEST(DilotiExamples, E8TwoPlayerXeri) {
  // 1. Seat 0 builds 6.
  EXPECT_TRUE(
      Legal(Try(Pos("5C 5D JH", "AS 6H KC", 0, 2, 2), R"({"card":"AS","build":["5C"],"value":6})"),
            "5D JH B(5C AS;6;0)"));
  // 2. Seat 1 takes the jack.
  EXPECT_TRUE(
      Legal(Try(Pos("5D JH B(5C AS;6;0)", "5S JS", 1, 3, 2), R"({"card":"JS","take":["JH"]})"),
            "5D B(5C AS;6;0)"));
  // 3. Seat 0 may not throw the king; it takes its build.
  Position p3 = Pos("5D B(5C AS;6;0)", "6H KC", 0, 4, 2);
  EXPECT_TRUE(Illegal(Try(p3, "\"KC\""), "diloti/owner-restricted"));
  EXPECT_TRUE(Legal(Try(p3, R"({"card":"6H","take":["5C","AS"]})"), "5D"));
  // 4. Seat 1's 5 clears the table: a xeri, +10 to side 1.
  Verdict v = Try(Pos("5D", "5S", 1, 5, 2), R"({"card":"5S","take":["5D"],"xeri":true})");
  ASSERT_TRUE(Legal(v, ""));
  EXPECT_EQ(v.after->Xeris(), (std::array<int, 2>{0, 1}));
  EXPECT_EQ(ScoreHand(v.after->Piles(), v.after->Xeris(), Options{}).points[1], 10);
}

TEST(DilotiExamples, E9TwoPlayerBuilds) {
  EXPECT_TRUE(
      Legal(Try(Pos("4C 9D", "3H 7S KC", 0, 2, 2), R"({"card":"3H","build":["4C"],"value":7})"),
            "9D B(4C 3H;7;0)"));
  EXPECT_TRUE(Legal(
      Try(Pos("9D B(4C 3H;7;0)", "AH TS", 1, 3, 2), R"({"card":"AH","build":["9D"],"value":10})"),
      "B(4C 3H;7;0) B(9D AH;10;1)"));
  Position p3 = Pos("B(4C 3H;7;0) B(9D AH;10;1)", "7S KC", 0, 4, 2);
  EXPECT_TRUE(Illegal(Try(p3, "\"KC\""), "diloti/owner-restricted"));
  EXPECT_TRUE(Legal(Try(p3, R"({"card":"7S","take":["4C","3H"]})"), "B(9D AH;10;1)"));
  EXPECT_TRUE(Legal(
      Try(Pos("B(9D AH;10;1)", "TS", 1, 5, 2), R"({"card":"TS","take":["9D","AH"],"xeri":true})"),
      ""));
  // Variant: seat 0 holds 7S 7D and adds; TS then takes only the 10 build, no xeri.
  Position v3 = Pos("B(4C 3H;7;0) B(9D AH;10;1)", "7S 7D", 0, 4, 2);
  EXPECT_TRUE(Legal(Try(v3, R"({"card":"7D","build":["4C","3H"],"value":7})"),
                    "B(4C 3H 7D;7;0) B(9D AH;10;1)"));
  Position v4 = Pos("B(4C 3H 7D;7;0) B(9D AH;10;1)", "TS", 1, 5, 2);
  EXPECT_TRUE(
      Legal(Try(v4, R"({"card":"TS","take":["9D","AH"],"xeri":false})"), "B(4C 3H 7D;7;0)"));
  EXPECT_TRUE(
      Illegal(Try(v4, R"({"card":"TS","take":["9D","AH"],"xeri":true})"), "diloti/xeri-claim"));
}

TEST(DilotiExamples, E10OpeningCaptures) {
  Options opening = With([](Options& o) { o.opening_xeri = true; });
  Options opening_single = With([](Options& o) {
    o.opening_xeri = true;
    o.xeri_rule = XeriRule::kSingleSet;
  });
  // 6C 6D 4H 4S taken by TC.
  Position a = Pos("6C 6D 4H 4S", "TC", 0, 0);
  const char* take_a = R"({"card":"TC","take":["6C","4H","6D","4S"]})";
  Verdict va = Try(a, take_a);
  ASSERT_TRUE(Legal(va, ""));
  EXPECT_FALSE(va.effect.xeri);
  EXPECT_TRUE(Illegal(Try(a, R"({"card":"TC","take":["6C","4H","6D","4S"],"xeri":true})"),
                      "diloti/xeri-claim"));
  EXPECT_TRUE(Try(a, take_a, opening).effect.xeri);
  EXPECT_TRUE(Legal(Try(a, R"({"card":"TC","take":["6C","4H","6D","4S"],"xeri":true})", opening)));
  // 2C 2D AH 3S taken by 8C: one set of 8.
  Position b = Pos("2C 2D AH 3S", "8C", 0, 0);
  Verdict vb = Try(b, R"({"card":"8C","take":["2C","2D","AH","3S"]})");
  ASSERT_TRUE(Legal(vb, ""));
  EXPECT_FALSE(vb.effect.xeri);
  EXPECT_EQ(vb.effect.sets, 1);
  EXPECT_TRUE(Try(b, R"({"card":"8C","take":["2C","2D","AH","3S"]})", opening_single).effect.xeri);
  // 5C 3D AH 9S taken by 9C: two sets of 9; no xeri even with opening_xeri + single_set.
  Position c = Pos("5C 3D AH 9S", "9C", 0, 0);
  const char* take_c = R"({"card":"9C","take":["5C","3D","AH","9S"]})";
  Verdict vc = Try(c, take_c);
  ASSERT_TRUE(Legal(vc, ""));
  EXPECT_FALSE(vc.effect.xeri);
  EXPECT_EQ(vc.effect.sets, 2);
  EXPECT_FALSE(Try(c, take_c, opening_single).effect.xeri);
  EXPECT_TRUE(Try(c, take_c, opening).effect.xeri);
}

TEST(DilotiExamples, E11aDealerBuildsTen) {
  EXPECT_TRUE(Legal(
      Try(Pos("9D 9C KH 4S", "AH AS TC", 3, 39), R"({"card":"AH","build":["9D"],"value":10})"),
      "9C KH 4S B(9D AH;10;3)"));
}
TEST(DilotiExamples, E11bGroupOfTens) {
  Position p = Pos("9C KH 4S B(9D AH;10;3)", "AS TC", 3, 43);
  EXPECT_TRUE(Legal(Try(p, R"({"card":"AS","build":["9C","9D","AH"],"value":10})"),
                    "KH 4S B(9D AH 9C AS;10;3;group)"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"AS","build":["9C","9D"],"value":10})"), "diloti/partial-build"));
}
TEST(DilotiExamples, E11cLastCardNotXeri) {
  Verdict v = Try(Pos("KH 4S 6D B(9D AH 9C AS;10;3)", "TC", 3, 47),
                  R"({"card":"TC","take":["9D","AH","9C","AS","4S","6D"]})");
  ASSERT_TRUE(Legal(v, "KH"));
  EXPECT_FALSE(v.effect.xeri);
  // KH is swept to side 1, which has both aces.
  EXPECT_TRUE(v.after->Piles()[1].Contains(K("KH")));
  EXPECT_TRUE(v.after->Piles()[1].Contains(K("AH")) && v.after->Piles()[1].Contains(K("AS")));
  EXPECT_EQ(CardPoints(v.after->Piles()[1]), 2);
}
TEST(DilotiExamples, E11dLastCardXeri) {
  Position p = Pos("B(9D AH 9C AS;10;3)", "TC", 3, 47);
  const char* action = R"({"card":"TC","take":["9D","AH","9C","AS"],"xeri":true})";
  Verdict v = Try(p, action);
  ASSERT_TRUE(Legal(v, ""));
  EXPECT_EQ(v.after->Xeris(), (std::array<int, 2>{0, 1}));
  Options no_last = With([](Options& o) { o.last_card_xeri = false; });
  EXPECT_TRUE(Illegal(Try(p, action, no_last), "diloti/xeri-claim"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"TC","take":["9D","AH","9C","AS"],"xeri":false})", no_last)));
}

TEST(DilotiExamples, E12NineTakesOneOrTwo) {
  auto first7 = [](const Json& action3, const Json& rules) {
    Json r = FullRecord();
    Json& hand = r["hands"][0];
    hand["play"] = std::vector<Json>(hand["play"].begin(), hand["play"].begin() + 7);
    hand["play"][3] = action3;
    hand["complete"] = false;
    hand.erase("result");
    r.erase("result");
    if (!rules.is_null()) r["rules"] = rules;
    return ReplayJson(r);
  };
  Json both = {{"card", "9C"}, {"take", {"9S", "9H"}}};
  Json one = {{"card", "9C"}, {"take", {"9S"}}};
  EXPECT_TRUE(Valid(first7(both, nullptr)));
  EXPECT_TRUE(Valid(first7(one, nullptr)));
  Json forced = {{"forced_full_capture", true}};
  EXPECT_TRUE(Valid(first7(both, forced)));
  EXPECT_TRUE(FailsWith(first7(one, forced), "diloti/must-take-all", "/hands/0/play/3"));
}

TEST(DilotiExamples, E13AddToOthersBuild) {
  Position p = Pos("B(8S 2H;10;3) TH 9D JC", "AS TD", 0);
  const char* action = R"({"card":"AS","build":["9D","TH","8S","2H"],"value":10})";
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/add-to-others-build"));
  Verdict v = Try(p, action, With([](Options& o) { o.add_to_others_build = true; }));
  ASSERT_TRUE(Legal(v, "JC B(8S 2H 9D TH AS;10;0;group)"));
  for (const Build& b : v.after->Builds()) EXPECT_NE(b.owner, 3);
}

// ---------------------------------------------------------------------------------------------
// §10.2 More rule tests

TEST(DilotiExamples, F1FaceTakesOne) {
  Position p = Pos("JH JS 5C", "JD 2C");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"JD","take":["JH"]})"), "JS 5C"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"JD","take":["JH","JS"]})"), "diloti/face-capture"));
}
TEST(DilotiExamples, F2FaceTakesOpeningTrio) {
  Position p = Pos("JH JS JC 5C", "JD 2C");
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"JD","take":["JH"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"JD","take":["JH","JS","JC"]})"), "5C"));
}
TEST(DilotiExamples, F3FaceThrow) {
  EXPECT_TRUE(Illegal(Try(Pos("JH 5C", "JD 2C"), "\"JD\""), "diloti/face-throw"));
}
TEST(DilotiExamples, F4FaceThrowOtherRank) {
  EXPECT_TRUE(Legal(Try(Pos("QH 5C", "JD 2C"), "\"JD\""), "QH 5C JD"));
}
TEST(DilotiExamples, F5RedealTrio) {
  Json cards = WithTable(FullCards(), {"JH", "JS", "JC", "5C"});
  Json redeal = MakeRecord({ThrowingHand(cards, 3, 4)}, 4, {{"initial_faces", "redeal"}});
  EXPECT_TRUE(FailsWith(ReplayJson(redeal), "diloti/opening-table-redeal", "/hands/0/cards/table"));
  // With capture_all the deal is valid, and the fourth jack takes all three.
  Json hand = ThrowingHand(cards, 3, 4);
  bool trio = false;
  for (const Json& a : hand["play"])
    if (a.is_object() && a["take"].size() == 3) trio = true;
  EXPECT_TRUE(trio);
  Replayed r = ReplayJson(MakeRecord({hand}, 4, {{"initial_faces", "capture_all"}}));
  EXPECT_TRUE(Valid(r));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({hand}))));
}
TEST(DilotiExamples, M1ThreeSetsXeri) {
  Verdict v = Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D","5S"]})");
  ASSERT_TRUE(Legal(v, ""));
  EXPECT_EQ(v.effect.sets, 3);
  EXPECT_TRUE(v.effect.xeri);
}
TEST(DilotiExamples, M2LeaveOneSet) {
  Position p = Pos("AC 4H 5D 5S", "5H");
  const char* action = R"({"card":"5H","take":["AC","4H","5D"]})";
  EXPECT_TRUE(Legal(Try(p, action), "5S"));
  EXPECT_TRUE(Illegal(Try(p, action, With([](Options& o) { o.forced_full_capture = true; })),
                      "diloti/must-take-all"));
  EXPECT_TRUE(Illegal(Try(p, action, With([](Options& o) { o.multi_set_capture = false; })),
                      "diloti/capture-one-set"));
}
TEST(DilotiExamples, M3BadSum) {
  EXPECT_TRUE(Illegal(Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","5D"]})"),
                      "diloti/capture-sum"));
}
TEST(DilotiExamples, H1OwnerTakesOwnBuild) {
  Verdict v = Try(Pos("9S B(5C 2D;7;1)", "9C 7S"), R"({"card":"7S","take":["5C","2D"]})");
  ASSERT_TRUE(Legal(v, "9S"));
  EXPECT_EQ(v.after->HandOf(1), Set("9C"));
}
TEST(DilotiExamples, R1RaiseChangesOwner) {
  EXPECT_TRUE(
      Legal(Try(Pos("B(5C 2D;7;3)", "2H 9C"), R"({"card":"2H","build":["5C","2D"],"value":9})"),
            "B(5C 2D 2H;9;1)"));
}
TEST(DilotiExamples, R2RaiseWhileOwning) {
  Position p = Pos("B(5C 2D;7;3) B(4S 4C;8;1)", "2H 9C 8D");
  const char* action = R"({"card":"2H","build":["5C","2D"],"value":9})";
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/owner-restricted"));
  EXPECT_TRUE(Legal(Try(p, action, With([](Options& o) { o.raise_while_owning = true; })),
                    "B(5C 2D 2H;9;1) B(4S 4C;8;1)"));
}
TEST(DilotiExamples, R3RaiseWithTableCards) {
  Position p = Pos("AS B(5C 2D;7;3)", "AH 9C");
  const char* action = R"({"card":"AH","build":["5C","2D","AS"],"value":9})";
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/raise-with-table-cards"));
  EXPECT_TRUE(Legal(Try(p, action, With([](Options& o) { o.raise_with_table_cards = true; })),
                    "B(5C 2D AS AH;9;1)"));
}
TEST(DilotiExamples, R4Merge) {
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 3C;7;1)", "7H 7D"),
                          R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})"),
                      "diloti/add-to-others-build"));
}
TEST(DilotiExamples, R5AddToOthers) {
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "7H 7D"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
              "diloti/add-to-others-build"));
}
TEST(DilotiExamples, SO1SoiOfAces) {
  EXPECT_TRUE(
      Legal(Try(Pos("AS", "AH AD"), R"({"card":"AH","build":["AS"],"value":1})"), "B(AS AH;1;1)"));
}
TEST(DilotiExamples, T1ThrowBesideMatch) {
  Position p = Pos("7C", "7H 9D");
  EXPECT_TRUE(Legal(Try(p, "\"7H\""), "7C 7H"));
  EXPECT_TRUE(Illegal(Try(p, "\"7H\"", With([](Options& o) { o.no_throw_on_match = true; })),
                      "diloti/throw-on-match"));
}

// §9, raise_with_table_cards.
TEST(DilotiExamples, RaiseWithTableCardsOption) {
  Position p = Pos("KC JS 5H B(AD 3C;4;0)", "9C 9S");
  const char* action = R"({"card":"9C","build":["3C","5H","AD"],"value":9})";
  Options on = With([](Options& o) { o.raise_with_table_cards = true; });
  Verdict v = Try(p, action, on);
  ASSERT_TRUE(Legal(v, "KC JS B(AD 3C 5H 9C;9;1;group)"));
  EXPECT_TRUE(v.effect.raise);
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/raise-with-table-cards"));
  // The build counts as one item of 4: it can't be split (AD with 5H … 3C alone).
  EXPECT_TRUE(Illegal(Try(Pos("KC 5H 3S B(AD 3C;4;0)", "9C 9S"),
                          R"({"card":"9C","build":["3C","5H","AD","3S"],"value":9})", on),
                      "diloti/build-sum"));
  // One set: a plain result that can be raised again.
  Verdict plain = Try(Pos("2H B(AD 3C;4;0)", "3D 9S"),
                      R"({"card":"3D","build":["3C","2H","AD"],"value":9})", on);
  ASSERT_TRUE(Legal(plain, "B(AD 3C 2H 3D;9;1)"));
  // Groups still can't be raised.
  EXPECT_TRUE(Illegal(Try(Pos("5H B(4S 7C 3C;7;0)", "AH 8S"),
                          R"({"card":"AH","build":["4S","7C","3C","5H"],"value":8})", on),
                      "diloti/raise-group"));
}

// ---------------------------------------------------------------------------------------------
// §10.3 The full 4-player hand

TEST(DilotiFullHand, ReplaysWithItsResults) {
  Replayed r = ReplayText(kFullHand);
  ASSERT_TRUE(Valid(r));
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0],
            (Json{{"points", {14, 17}}, {"cards", {21, 31}}, {"xeri", {1, 1}}}));
  EXPECT_EQ(r.result, (Json{{"score", {14, 17}}}));  // unfinished: no winner
  EXPECT_TRUE(r.diagnostics.empty()) << r.All();
}

TEST(DilotiFullHand, TableAfterEachAction) {
  struct Step {
    const char* table;
    int side0, side1;
  };
  // The page's "table after" column and the sides' running card counts ("side k +n (t)").
  const Step steps[48] = {
      {"9S TD B(AC 2H 4S;7;0)", 0, 0},
      {"9S TD", 0, 4},
      {"9S TD 9H", 0, 4},
      {"TD", 0, 7},
      {"TD 7C", 0, 7},
      {"TD 7C KH", 0, 7},
      {"7C KH", 2, 7},
      {"7C KH 5H", 2, 7},
      {"7C KH B(5H 3S;8;0)", 2, 7},
      {"7C KH B(5H 3S AH;9;1)", 2, 7},
      {"KH B(5H 3S AH;9;1)", 4, 7},
      {"B(5H 3S AH;9;1)", 4, 9},
      {"6C B(5H 3S AH;9;1)", 4, 9},
      {"6C", 4, 13},
      {"", 6, 13},
      {"QD", 6, 13},
      {"QD 2D", 6, 13},
      {"QD B(2D 8D;10;1)", 6, 13},
      {"QD 4D B(2D 8D;10;1)", 6, 13},
      {"QD 4D 3C B(2D 8D;10;1)", 6, 13},
      {"QD 4D 3C 8S B(2D 8D;10;1)", 6, 13},
      {"QD 4D 3C 8S", 6, 16},
      {"QD 4D 3C 8S 5C", 6, 16},
      {"4D 3C 8S 5C", 6, 18},
      {"4D 3C 8S B(5C 5S;5;0)", 6, 18},
      {"3C 8S B(5C 5S;5;0) B(4D 3H;7;1)", 6, 18},
      {"3C 8S B(5C 5S;5;0) B(4D 3H AS;8;2)", 6, 18},
      {"3C B(5C 5S;5;0)", 6, 23},
      {"B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD 6S B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD 6S 4C B(5C 5S 3C 2C;5;0)", 6, 23},
      {"JD 6S 4C", 11, 23},
      {"JD 6S 4C 2S", 11, 23},
      {"JD", 15, 23},
      {"", 15, 25},
      {"3D", 15, 25},
      {"3D QS", 15, 25},
      {"3D QS TS", 15, 25},
      {"3D TS", 15, 27},
      {"3D TS KS", 15, 27},
      {"TS KS B(3D 4H;7;1)", 15, 27},
      {"TS KS B(3D 4H AD;8;2)", 15, 27},
      {"TS KS JC B(3D 4H AD;8;2)", 15, 27},
      {"TS KS B(3D 4H AD;8;2)", 17, 27},
      {"TS KS 7S B(3D 4H AD;8;2)", 17, 27},
      {"TS KS 7S", 21, 27},
      {"TS 7S", 21, 31},  // after action 47 the piles include the sweep of TS 7S
  };
  Json record = FullRecord();
  const Json& hand = record["hands"][0];
  Deal deal;
  deal.players = 4;
  deal.dealer = hand["dealer"];
  for (size_t i = 0; i < 4; ++i) deal.table[i] = K(hand["cards"]["table"][i].get<std::string>());
  for (size_t s = 0; s < 4; ++s)
    for (size_t i = 0; i < 12; ++i)
      deal.hands[s][i] = K(hand["cards"]["hands"][s][i].get<std::string>());
  State state(Options{}, deal);
  for (size_t i = 0; i < 48; ++i) {
    SCOPED_TRACE(fmt::format("action {}", i));
    ASSERT_EQ(state.ToMove(), int(i % 4));
    Move m = MoveOf(hand["play"][i].dump());
    if (i == 44) {
      // The note: B's only card JS can't be thrown beside JC (DIL-22); it must take it.
      auto v = state.Check(MoveOf("\"JS\""));
      ASSERT_TRUE(v);
      EXPECT_EQ(v->code, "diloti/face-throw");
    }
    if (i == 2) {
      EXPECT_FALSE(state.Check(MoveOf("\"9H\"")));  // a 9 beside a 9 may be thrown
    }
    auto v = state.Apply(m);
    ASSERT_FALSE(v) << v->code << ": " << v->message;
    EXPECT_EQ(TableOf(state), Canonical(steps[i].table));
    auto piles = state.Piles();
    EXPECT_EQ(piles[0].Size(), steps[i].side0);
    EXPECT_EQ(piles[1].Size(), steps[i].side1);
    // No build is ever left without its owner holding its value.
    for (const Build& b : state.Builds()) {
      bool holds = false;
      for (Card c : state.HandOf(b.owner)) holds = holds || NumericValue(c) == b.value;
      EXPECT_TRUE(holds) << "seat " << b.owner << " owns a " << b.value;
    }
    if (i == 14) {
      EXPECT_EQ(state.Xeris(), (std::array<int, 2>{1, 0}));
    }
    if (i == 35) {
      EXPECT_EQ(state.Xeris(), (std::array<int, 2>{1, 1}));
    }
  }
  EXPECT_TRUE(state.IsTerminal());
  EXPECT_EQ(state.LastCapturer(), 1);
  auto piles = state.Piles();
  EXPECT_EQ(piles[0], Set("TC TD 7H 7C 6H 6C 5D 5C 5S 3C 2C 6D 6S 4C 2S JS JC 8H 3D 4H AD"));
  EXPECT_EQ(piles[1], Set("7D AC 2H 4S 9C 9S 9H KD KH 9D 5H 3S AH TH 2D 8D QC QD 8C 4D 3H AS 8S "
                          "JH JD QH QS KC KS TS 7S"));
  HandScore score = ScoreHand(piles, state.Xeris(), Options{});
  EXPECT_EQ(score.points, (PerSide{14, 17}));
  EXPECT_EQ(score.cards, (PerSide{21, 31}));
  EXPECT_EQ(score.xeri, (PerSide{1, 1}));
  EXPECT_EQ(CardPoints(piles[0]), 4);
  EXPECT_EQ(CardPoints(piles[1]), 3);
}

TEST(DilotiFullHand, VariantLastActionClaimsXeri) {
  Json r = FullRecord();
  r["hands"][0]["play"][47]["xeri"] = true;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/xeri-claim", "/hands/0/play/47"));
}

TEST(DilotiFullHand, VariantAction12PlaysAnotherSeatsCard) {
  Json r = FullRecord();
  r["hands"][0]["play"][12] = "9D";
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/card-not-in-hand", "/hands/0/play/12"));
}

TEST(DilotiFullHand, VariantAction28NewBuildWhileOwning) {
  Json r = FullRecord();
  r["hands"][0]["play"][28]["build"] = {"3C"};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/owner-restricted", "/hands/0/play/28"));
}

TEST(DilotiFullHand, TwoPlayerHandsByThrowing) {
  // The §10.3 table in a 2-player deal, 4 packets of 6: the replay agrees with the independent
  // count for both dealers.
  for (int dealer : {0, 1}) {
    Json hand = ThrowingHand(TwoPlayerCards(), dealer, 2);
    Replayed r = ReplayJson(MakeRecord({hand}, 2));
    ASSERT_TRUE(Valid(r)) << dealer;
    EXPECT_EQ(r.hands[0], hand["result"]) << dealer;
  }
}

// ---------------------------------------------------------------------------------------------
// §10.4 Match and score-sheet tests

// Sheet hands that bring the totals to the given values without ending the match.
std::vector<std::pair<long, long>> Upto(long a, long b) {
  if (a == 58 && b == 55) return {{0, 11}, {18, 13}, {40, 31}};
  if (a == 60 && b == 60) return {{0, 7}, {0, 11}, {20, 11}, {40, 31}};
  if (a == 55 && b == 55) return {{0, 7}, {0, 11}, {15, 6}, {40, 31}};
  if (a == 58 && b == 58) return {{0, 7}, {0, 7}, {18, 13}, {40, 31}};
  if (a == 60 && b == 57) return {{0, 7}, {7, 0}, {11, 0}, {21, 10}, {21, 40}};
  if (a == 58 && b == 53) return {{0, 7}, {21, 6}, {37, 40}};
  ADD_FAILURE() << "no filler for " << a << "/" << b;
  return {};
}

// The filler alone: valid, unfinished, with those totals.
::testing::AssertionResult FillerIsOpen(long a, long b) {
  Replayed r = ReplayJson(SheetMatch(Upto(a, b)));
  if (!Valid(r)) return ::testing::AssertionFailure() << r.All();
  if (r.result != Json{{"score", {a, b}}})
    return ::testing::AssertionFailure() << r.result.dump();
  return ::testing::AssertionSuccess();
}

Json Then(std::vector<std::pair<long, long>> lines, const std::vector<Json>& more,
          const Json& result) {
  std::vector<Json> hands;
  for (auto [a, b] : lines) hands.push_back(Sheet(a, b));
  for (const Json& h : more) hands.push_back(h);
  return MakeRecord(hands, 4, nullptr, result);
}

TEST(DilotiMatch, S1ReachesTargetAtLastHand) {
  Json r = SheetMatch({{14, 17}, {11, 0}, {31, 10}, {7, 4}}, {{"score", {63, 31}}, {"winner", 0}});
  Replayed x = ReplayJson(r);
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {63, 31}}, {"winner", 0}}));
}

TEST(DilotiMatch, S2BothReachHigherWins) {
  ASSERT_TRUE(FillerIsOpen(58, 55));
  Json last = Line({{"points", {3, 14}}, {"cards", {26, 26}}});
  Replayed x = ReplayJson(Then(Upto(58, 55), {last}, {{"score", {61, 69}}, {"winner", 1}}));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {61, 69}}, {"winner", 1}}));
  EXPECT_EQ(x.hands.back(), (Json{{"points", {3, 14}}, {"cards", {26, 26}}}));
}

TEST(DilotiMatch, S3FromSixtyAll) {
  ASSERT_TRUE(FillerIsOpen(60, 60));
  Replayed x = ReplayJson(Then(Upto(60, 60), {Sheet(4, 7)}, nullptr));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {64, 67}}, {"winner", 1}}));
}

TEST(DilotiMatch, S4ExactlyTarget) {
  ASSERT_TRUE(FillerIsOpen(55, 55));
  Replayed x = ReplayJson(Then(Upto(55, 55), {Sheet(6, 5)}, nullptr));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {61, 60}}, {"winner", 0}}));
}

TEST(DilotiMatch, S5HandAfterEnd) {
  ASSERT_TRUE(FillerIsOpen(58, 58));
  Replayed ended =
      ReplayJson(Then(Upto(58, 58), {Sheet(5, 6)}, {{"score", {63, 64}}, {"winner", 1}}));
  ASSERT_TRUE(Valid(ended));
  Replayed after = ReplayJson(Then(Upto(58, 58), {Sheet(5, 6), Sheet(11, 0)}, nullptr));
  EXPECT_TRUE(FailsWith(after, "diloti/hand-after-end", "/hands/5"));
}

TEST(DilotiMatch, S6LowerSideReachesTargetButLoses) {
  ASSERT_TRUE(FillerIsOpen(60, 57));
  Replayed x = ReplayJson(Then(Upto(60, 57), {Sheet(1, 6)}, nullptr));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {61, 63}}, {"winner", 1}}));
}

TEST(DilotiMatch, S7TieAtTargetPlaysOn) {
  ASSERT_TRUE(FillerIsOpen(58, 53));
  Replayed tie = ReplayJson(Then(Upto(58, 53), {Sheet(3, 8)}, {{"score", {61, 61}}}));
  ASSERT_TRUE(Valid(tie));
  EXPECT_EQ(tie.result, (Json{{"score", {61, 61}}}));
  EXPECT_TRUE(
      FailsWith(ReplayJson(Then(Upto(58, 53), {Sheet(3, 8)}, {{"score", {61, 61}}, {"winner", 0}})),
                "diloti/match-result", "/result/winner"));
  Replayed x = ReplayJson(
      Then(Upto(58, 53), {Sheet(3, 8), Sheet(7, 4)}, {{"score", {68, 65}}, {"winner", 0}}));
  ASSERT_TRUE(Valid(x));
  EXPECT_EQ(x.result, (Json{{"score", {68, 65}}, {"winner", 0}}));
}

TEST(DilotiMatch, P1TwelvePoints) {
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch({{12, 0}})), "diloti/sheet-points",
                        "/hands/0/result/points"));
}
TEST(DilotiMatch, P2XeriEach) {
  Replayed r = ReplayJson(SheetMatch({{21, 10}}));
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.result, (Json{{"score", {21, 10}}}));
}
TEST(DilotiMatch, P3SevenNeedsEvenCards) {
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line({{"points", {5, 2}}, {"cards", {27, 25}}})})),
                        "diloti/sheet-cards", "/hands/0/result/cards"));
}
TEST(DilotiMatch, P4MajorityNeedsFour) {
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line({{"points", {2, 9}}, {"cards", {30, 22}}})})),
                        "diloti/sheet-cards", "/hands/0/result/cards"));
}
TEST(DilotiMatch, P5Penalty) {
  Json line = Line({{"points", {0, 11}}, {"penalty", 0}});
  Replayed on = ReplayJson(MakeRecord({line}, 4, {{"error_penalty", "round_zero_plus_11"}}));
  ASSERT_TRUE(Valid(on));
  EXPECT_EQ(on.result, (Json{{"score", {0, 11}}}));
  EXPECT_TRUE(
      FailsWith(ReplayJson(MakeRecord({line})), "diloti/penalty", "/hands/0/result/penalty"));
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({line}, 4, {{"error_penalty", "off"}})),
                        "diloti/penalty", "/hands/0/result/penalty"));
}
TEST(DilotiMatch, P6WinnerMissing) {
  std::vector<std::pair<long, long>> s1 = {{14, 17}, {11, 0}, {31, 10}, {7, 4}};
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(s1, {{"score", {63, 31}}})), "diloti/match-result",
                        "/result/winner"));
}

}  // namespace
}  // namespace replay::diloti
