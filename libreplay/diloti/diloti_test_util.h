// Shared builders of the Diloti rule tests: cards and positions checked with State, and
// whole records (the §10.3 hand, match and score-sheet builders) replayed through the driver.
#ifndef REPLAY_DILOTI_DILOTI_TEST_UTIL_H_
#define REPLAY_DILOTI_DILOTI_TEST_UTIL_H_

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "diloti/diloti.h"
#include "diloti/diloti_options.h"
#include "diloti/diloti_scoring.h"
#include "diloti/diloti_state.h"
#include "engine/replay.h"
#include "engine/testing/replayed.h"
#include "notation/json.h"
#include "notation/reader.h"

namespace replay::diloti::test {


using Json = nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Cards and positions

inline Card K(std::string_view code) {
  std::optional<Card> c = ParseCard(code, kDeck);
  EXPECT_TRUE(c) << "not a card: " << code;
  return c.value_or(Card{});
}

inline CardSet Set(std::string_view text) {
  CardSet s;
  std::istringstream in{std::string(text)};
  for (std::string code; in >> code;) s.Add(K(code));
  return s;
}

inline std::string Codes(CardSet s) {
  std::string out;
  for (Card c : s) out += (out.empty() ? "" : " ") + CardCode(c, kDeck);
  return out;
}

// Parses a table in the page's abbreviation: loose card codes and builds `B(cards;w;owner)`.
// A build is plain exactly when its cards add up to its value (§5.1).
inline void ParseTable(std::string_view text, CardSet& loose, std::vector<Build>& builds) {
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
inline std::string Describe(CardSet loose, const std::vector<Build>& builds) {
  std::vector<std::string> parts;
  for (const Build& b : builds)
    parts.push_back(
        fmt::format("B({};{};{}{})", Codes(b.cards), b.value, b.owner, b.plain ? "" : ";group"));
  std::sort(parts.begin(), parts.end());
  std::string out = Codes(loose);
  for (const std::string& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

inline std::string Canonical(std::string_view table) {
  CardSet loose;
  std::vector<Build> builds;
  ParseTable(table, loose, builds);
  return Describe(loose, builds);
}

inline std::string TableOf(const State& s) { return Describe(s.Loose(), s.Builds()); }

inline Position Pos(std::string_view table, std::string_view hand, int seat = 1, int index = 10,
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
inline Options With(F set) {
  Options o;
  set(o);
  return o;
}

inline DecodedAction Decode(std::string_view text) {
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

inline Move MoveOf(std::string_view text) {
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

inline Verdict Try(const Position& p, std::string_view action, const Options& options = {}) {
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

inline ::testing::AssertionResult Legal(const Verdict& v) {
  if (!v.code.empty()) return ::testing::AssertionFailure() << "rejected with " << v.code;
  return ::testing::AssertionSuccess();
}

// Legal, and the table afterwards is `table` (the page's abbreviation).
inline ::testing::AssertionResult Legal(const Verdict& v, std::string_view table) {
  if (!v.code.empty()) return ::testing::AssertionFailure() << "rejected with " << v.code;
  std::string got = TableOf(*v.after), want = Canonical(table);
  if (got != want)
    return ::testing::AssertionFailure()
           << "table after is \"" << got << "\", expected \"" << want << "\"";
  return ::testing::AssertionSuccess();
}

inline ::testing::AssertionResult Illegal(const Verdict& v, std::string_view code) {
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

inline Json FullRecord() { return Json::parse(kFullHand); }

using replay::testing::FailsWith;
using replay::testing::Replayed;
using replay::testing::ReplayJson;
using replay::testing::ReplayText;
using replay::testing::Valid;

const Json kNames4 = Json::array({"B", "G", "D", "A"});
const Json kNames2 = Json::array({"N", "S"});

inline Json MakeRecord(const std::vector<Json>& hands, int players = 4, const Json& rules = nullptr,
                const Json& result = nullptr) {
  Json r = {{"game", "diloti"}, {"players", players == 2 ? kNames2 : kNames4}};
  if (!rules.is_null()) r["rules"] = rules;
  r["hands"] = hands;
  if (!result.is_null()) r["result"] = result;
  return r;
}

// A hand with only this `result` (a score-sheet line).
inline Json Line(const Json& result) { return Json{{"result", result}}; }
inline Json Sheet(long p0, long p1) { return Line({{"points", {p0, p1}}}); }

// The 2-player deal used below: the §10.3 table; seat 0 holds the other spades and hearts, seat
// 1 the other diamonds and clubs, each in rank order.
inline Json TwoPlayerCards() {
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
inline Json WithTable(Json cards, const std::vector<std::string>& table) {
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
inline Json ThrowingHand(const Json& cards, int dealer, int players) {
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

inline Json FullCards() { return FullRecord()["hands"][0]["cards"]; }

inline Json SheetMatch(const std::vector<std::pair<long, long>>& points, const Json& result = nullptr,
                const Json& rules = nullptr) {
  std::vector<Json> hands;
  for (auto [a, b] : points) hands.push_back(Sheet(a, b));
  return MakeRecord(hands, 4, rules, result);
}

}  // namespace replay::diloti::test

#endif  // REPLAY_DILOTI_DILOTI_TEST_UTIL_H_
