// Helpers for the Tute tests: deals built from a few named cards, records and actions. Replay
// goes through the shared engine/testing/replayed.h.
#ifndef REPLAY_TUTE_TUTE_TEST_UTIL_H_
#define REPLAY_TUTE_TUTE_TEST_UTIL_H_

#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/testing/replayed.h"
#include "tute/tute.h"

namespace replay::tute::testing {

using Json = nlohmann::json;
using replay::testing::FailsWith;
using replay::testing::Replayed;
using replay::testing::ReplayJson;
using replay::testing::Valid;

inline Card C(std::string_view code) {
  std::optional<Card> c = ParseCard(code, kDeck);
  EXPECT_TRUE(c) << code;
  return c.value_or(Card{});
}

inline CardSet Set(std::initializer_list<std::string_view> codes) {
  CardSet set;
  for (auto code : codes) set.Add(C(code));
  return set;
}

inline Action Play(std::string_view code) { return Action{Move{MoveKind::kCard, C(code), 0, {}}, {}}; }
inline Action Sing(char suit, std::optional<long> seat = {}) {
  return Action{Move{MoveKind::kSing, {}, ParseSuit(std::string(1, suit), kDeck), {}}, seat};
}
inline Action Exchange(std::string_view code, std::optional<long> seat = {}) {
  return Action{Move{MoveKind::kExchange, C(code), 0, {}}, seat};
}
inline Action Tute(TuteKind kind, std::optional<long> seat = {}) {
  return Action{Move{MoveKind::kTute, {}, 0, kind}, seat};
}
inline Action Capote(long seat) { return Action{Move{MoveKind::kCapote, {}, 0, {}}, seat}; }
inline Action Claim() { return Action{Move{MoveKind::kClaim, {}, 0, {}}, {}}; }

// The options a record with these `rules` gets (through the same reader as records).
inline Options OptionsOf(const Json& rules, int players) {
  return replay::testing::OptionsOf(
      "tute", rules, players, [&](OptionReader& reader, const Record& record, Reporter& r) {
        return ReadOptions(reader, record, r, players);
      });
}

// A `cards` object. `given[s]` are the first cards of seat s's list; the rest of the deck fills
// the lists in order (with 4 players `turned` is put last in the dealer's list; with 2 players
// seat `last_loser`'s entry 19 is the turned card, the last draw).
inline Json Cards(int players, int dealer, std::string turned,
                  std::vector<std::vector<std::string>> given, int last_loser = 1) {
  const size_t per_seat = players == 2 ? 20 : players == 3 ? 13 : 10;
  given.resize(size_t(players));
  CardSet used;
  used.Add(C(turned));
  for (auto& seat : given)
    for (auto& code : seat) used.Add(C(code));
  std::vector<std::string> rest;
  for (Card c : CardSet::Full(kDeck) - used) rest.push_back(Code(c));
  size_t k = 0;
  if (players == 2) {
    for (size_t i = 0; i < per_seat; ++i)
      for (size_t s = 0; s < 2; ++s)
        if (given[s].size() == i)
          given[s].push_back(i == per_seat - 1 && int(s) == last_loser ? turned : rest[k++]);
  } else {
    for (size_t s = 0; s < given.size(); ++s) {
      size_t want = players == 4 && int(s) == dealer ? per_seat - 1 : per_seat;
      while (given[s].size() < want) given[s].push_back(rest[k++]);
      if (players == 4 && int(s) == dealer) given[s].push_back(turned);
    }
  }
  return {{"turned", turned}, {"hands", given}};
}

inline Json HandJson(int dealer, Json cards, Json play, bool partial = false) {
  Json h = {{"dealer", dealer}, {"cards", cards}, {"play", play}};
  if (partial) h["complete"] = false;
  return h;
}

inline Json RecordJson(int players, Json rules, std::vector<Json> hands) {
  static const char* kNames[] = {"Ana", "Blas", "Carmen", "Dario"};
  Json names = Json::array();
  for (int s = 0; s < players; ++s) names.push_back(kNames[s]);
  Json r = {{"game", "tute"}};
  if (!rules.is_null()) r["rules"] = rules;
  r["players"] = names;
  r["hands"] = hands;
  return r;
}

// The Deal of a `cards` object (assumed well formed).
inline Deal DealOf(int players, int dealer, const Json& cards) {
  Deal deal;
  deal.players = players;
  deal.dealer = dealer;
  deal.turned = C(cards["turned"].get<std::string>());
  for (size_t s = 0; s < cards["hands"].size(); ++s)
    for (size_t i = 0; i < cards["hands"][s].size(); ++i)
      deal.hands[s][i] = C(cards["hands"][s][i].get<std::string>());
  return deal;
}

// `play` (actions in the notation), completed by the first legal card until the hand ends.
inline Json AutoPlay(const Options& options, const Json& cards, int dealer, Json play,
                     bool claim_allowed = false) {
  State state(options, DealOf(options.players, dealer, cards), claim_allowed);
  for (const Json& a : play) {
    json::Document doc;
    std::string text = a.dump();
    DecodedAction d = DecodeAction(*doc.Parse(text, 0, nullptr, nullptr));
    EXPECT_TRUE(d.action) << text;
    if (auto v = state.Apply(*d.action)) ADD_FAILURE() << text << ": " << v->message;
  }
  while (!state.Ended()) {
    std::vector<Card> legal = state.LegalCards();
    if (legal.empty()) {
      ADD_FAILURE() << "no legal card";
      break;
    }
    if (auto v = state.Apply(Play(Code(legal.front())))) {
      ADD_FAILURE() << v->message;
      break;
    }
    play.push_back(Code(legal.front()));
  }
  return play;
}

// "code at pointer" of the first error, or "ok": for tables of verdicts.
inline std::string First(const Replayed& r) {
  const Diagnostic* d = r.FirstError();
  return d ? d->code + " at " + d->pointer : "ok";
}

// The records and deals the rule tests start from.

// §10.2: the full 4-player hand.
inline const Json& FourPlayerHand() {
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
inline const Json& TwoPlayerHand() {
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
inline Json Edit(Json record, size_t at, const Json& with, bool insert = false) {
  Json& play = record["hands"][0]["play"];
  if (insert) play.insert(play.begin() + long(at), with);
  else if (with.is_null()) play.erase(play.begin() + long(at));
  else play[at] = with;
  record["hands"][0].erase("result");
  record.erase("result");
  return record;
}

inline Json Truncate(Json record, size_t actions) {
  Json& play = record["hands"][0]["play"];
  play.erase(play.begin() + long(actions), play.end());
  return record;
}

inline std::string Verdict(int players, char trump, std::vector<std::string> trick,
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
inline Json Partial(int players, int dealer, const Json& cards, Json play, Json rules = Json::object(),
             std::vector<Json> before = {}) {
  before.push_back(HandJson(dealer, cards, play, /*partial=*/true));
  return RecordJson(players, rules, before);
}

// 2 players, dealer 1 (seat 0 leads), trump O with 1O face up; seat 0 wins trick 1 with 1C.
inline Json ExchangeCards() {
  return Cards(2, 1, "1O", {{"7O", "2O", "1C", "3C", "4C", "5C", "6C", "10C"},
                            {"3O", "12O", "2C", "1E", "3E", "4E", "5E", "6E"}});
}

// 2 players, trump O; seat 0 holds 12O 11O 12E 11E and wins tricks 1 and 2.
inline Json CanteCards() {
  return Cards(2, 1, "6O", {{"12O", "11O", "12E", "11E", "1C", "3C", "4C", "5C"},
                            {"2C", "6C", "7C", "10C", "2E", "3E", "4E", "5E"}});
}

// 4 players, dealer 3: seat 2 holds the four kings; seat 0 wins trick 1 with 1O.
inline Json KingsCards(bool all_four = true) {
  std::vector<std::string> seat2 = {"12O", "12C", "12E", "2O"};
  if (all_four) seat2.push_back("12B");
  return Cards(4, 3, "5C", {{"1O", "3O"}, {"4O"}, seat2, {"5O"}});
}

// 3 players, dealer 2 (seat 0 leads): turned 3B; seat 1 holds 7B; seat 0 holds the four
// caballos.
inline Json ThreeCards(std::string turned = "3B") {
  return Cards(3, 2, turned, {{"11O", "11C", "11E", "11B", "1O", "12O"}, {"7B", "2B", "4O"},
                              {"5O", "6O"}});
}

}  // namespace replay::tute::testing

#endif  // REPLAY_TUTE_TUTE_TEST_UTIL_H_
