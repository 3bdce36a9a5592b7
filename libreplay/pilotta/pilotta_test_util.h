// Builders for the Pilotta tests: deals built from a few named cards, hands played out by the
// first legal card, the worked example of the rules page. Replaying records is the shared
// replay::testing support (engine/testing/replayed.h).
#ifndef REPLAY_PILOTTA_PILOTTA_TEST_UTIL_H_
#define REPLAY_PILOTTA_PILOTTA_TEST_UTIL_H_

#include <map>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/testing/replayed.h"
#include "pilotta/pilotta_state.h"

namespace replay::pilotta::testing {

using Json = nlohmann::json;
// The shared test support (engine/testing/replayed.h).
using replay::testing::FailsWith;
using replay::testing::Replayed;
using replay::testing::ReplayJson;
using replay::testing::ReplayText;
using replay::testing::Valid;

inline Card C(std::string_view code) {
  std::optional<Card> c = ParseCard(code, kDeck);
  EXPECT_TRUE(c) << code;
  return c.value_or(Card{});
}

inline std::string Code(Card c) { return CardCode(c, kDeck); }

inline CardSet Set(std::initializer_list<std::string_view> codes) {
  CardSet set;
  for (auto code : codes) set.Add(C(code));
  return set;
}

// The options a record with these `rules` gets (through the same reader as records).
inline Options OptionsOf(const Json& rules) {
  return replay::testing::OptionsOf(
      "pilotta", rules.is_null() ? Json::object() : rules, 4,
      [](OptionReader& reader, const Record&, Reporter&) { return ReadOptions(reader); });
}

// A `cards` object: `given[s]` are the first cards of seat s; the rest of the deck, shuffled
// with `seed` (0: in deck order), fills the lists.
inline Json Cards(std::vector<std::vector<std::string>> given, unsigned seed = 0) {
  given.resize(4);
  CardSet used;
  for (auto& seat : given)
    for (auto& code : seat) used.Add(C(code));
  std::vector<std::string> rest;
  for (Card c : CardSet::Full(kDeck) - used) rest.push_back(Code(c));
  if (seed) {
    std::mt19937_64 rng(seed);
    std::shuffle(rest.begin(), rest.end(), rng);
  }
  size_t k = 0;
  for (auto& seat : given)
    while (seat.size() < size_t(kCardsPerSeat)) seat.push_back(rest[k++]);
  return {{"hands", given}};
}

inline Deal DealOf(int dealer, const Json& cards) {
  Deal deal;
  deal.dealer = dealer;
  for (size_t s = 0; s < 4; ++s)
    for (size_t i = 0; i < size_t(kCardsPerSeat); ++i)
      deal.hands[s][i] = C(cards["hands"][s][i].get<std::string>());
  return deal;
}

inline Move MoveOf(const Json& action) {
  json::Document doc;
  std::string text = action.dump();
  DecodedAction d = DecodeAction(*doc.Parse(text, 0, nullptr, nullptr));
  EXPECT_TRUE(d.move) << text << ": " << d.error;
  return d.move.value_or(Move{});
}

inline Contract ContractOf(const Json& auction, int dealer) {
  Auction a(dealer);
  for (const Json& c : auction) {
    json::Document doc;
    std::string text = c.dump();
    DecodedCall d = DecodeCall(*doc.Parse(text, 0, nullptr, nullptr));
    EXPECT_TRUE(d.call) << text;
    if (auto v = a.Apply(d.call.value_or(Call{}))) ADD_FAILURE() << text << ": " << v->message;
  }
  EXPECT_TRUE(a.Result());
  return a.Result().value_or(Contract{});
}

// `play` completed by the first legal card until the hand ends. `declare` maps a seat to the
// extra keys of its trick-1 card ({"declare": …, "shown": …}).
inline Json AutoPlay(const Options& options, const Json& cards, int dealer, const Json& auction,
                     Json play, const std::map<int, Json>& declare = {}) {
  State state(options, DealOf(dealer, cards), ContractOf(auction, dealer));
  for (const Json& a : play)
    if (auto v = state.Apply(MoveOf(a))) ADD_FAILURE() << a.dump() << ": " << v->message;
  while (!state.IsTerminal()) {
    CardSet legal = state.LegalCards();
    if (legal.Empty()) {
      ADD_FAILURE() << "no legal card";
      break;
    }
    Json action = Code(*legal.begin());
    auto it = declare.find(state.ToMove());
    if (state.PlayIndex() < 4 && it != declare.end()) {
      action = it->second;
      action["card"] = Code(*legal.begin());
    }
    if (auto v = state.Apply(MoveOf(action))) ADD_FAILURE() << action.dump() << ": " << v->message;
    play.push_back(action);
  }
  return play;
}

inline Json RecordJson(std::vector<Json> hands, Json rules = nullptr) {
  Json r = {{"game", "pilotta"}};
  if (!rules.is_null()) r["rules"] = rules;
  r["players"] = {"Andreas", "Christina", "Marios", "Eleni"};
  r["hands"] = hands;
  return r;
}

// The complete hand of rules/pilotta.md §11, without its result.
inline Json WorkedHand() {
  return Json::parse(R"({
    "dealer": 0,
    "cards": {"hands": [
      ["TS","7S","JH","9H","AC","TC","TD","KD"],
      ["AS","KS","QS","8H","KC","AD","JD","9D"],
      ["AH","KH","QH","TH","QC","JC","QD","8D"],
      ["JS","9S","8S","7H","9C","8C","7C","7D"]]},
    "auction": [
      {"bid": 80, "trump": "S"}, {"bid": 90, "trump": "H"}, "pass", "pass",
      {"bid": 100, "trump": "S"}, "pass", {"bid": 110, "trump": "S"},
      "pass", "pass", "pass"],
    "play": [
      {"card": "AD", "declare": [["QS","KS","AS"]]},
      {"card": "8D", "declare": [["QH","KH","AH"]]},
      {"card": "7D", "declare": [["7C","8C","9C"]]},
      "KD",
      {"card": "QS", "say": "pilotta"}, "QC", "9S", "7S",
      "JS", "TS", {"card": "KS", "say": "repilotta"}, "JC",
      "8S", "9H", "AS", "KH",
      "KC", "QH", "7C", "AC",
      "TC", "9D", "QD", "8C",
      "TD", "JD", "TH", "7H",
      "JH", "8H", "AH", "9C"]})");
}

inline Json WorkedResult() {
  return Json::parse(R"({"points": [7, 26], "raw": [76, 256], "tricks": [76, 86],
    "declarations": [0, 40], "pilotta": [0, 20], "made": true, "capot": false})");
}

// The worked hand with its play entry `i` replaced.
inline Json WorkedWith(size_t i, Json action) {
  Json hand = WorkedHand();
  hand["play"][i] = std::move(action);
  return hand;
}

// A complete hand played out by the first legal card: `given` cards per seat, dealer 3 (seat 0
// is eldest and bids 80 in `trump`), and the trick-1 extras per seat.
inline Json PlayedHand(std::vector<std::vector<std::string>> given,
                       const std::map<int, Json>& declare, const Json& rules = nullptr,
                       char trump = 'S') {
  Json cards = Cards(std::move(given));
  Json auction = {{{"bid", 80}, {"trump", std::string(1, trump)}}, "pass", "pass", "pass"};
  Json play = AutoPlay(OptionsOf(rules), cards, 3, auction, Json::array(), declare);
  return {{"dealer", 3}, {"cards", cards}, {"auction", auction}, {"play", play}};
}

inline Json Declare(Json melds, bool shown = true) {
  Json d = {{"declare", std::move(melds)}};
  if (!shown) d["shown"] = false;
  return d;
}

// "code at pointer" of the first error, or "ok": for tests that tabulate verdicts.
inline std::string First(const Replayed& r) {
  const Diagnostic* d = r.FirstError();
  return d ? d->code + " at " + d->pointer : "ok";
}

// A state in the middle of trick 1 (dealer 3, so seat 0 leads): `trick` are the cards played
// so far by seats 0, 1, …; the seat to play holds `hand` and other cards of the two suits that
// are neither led nor trumps. The other seats' cards are chosen so that their plays are legal.
inline State TrickState(const Json& rules, char trump, std::vector<std::string> trick,
                        std::vector<std::string> hand) {
  const Options options = OptionsOf(rules);
  const int t = ParseSuit(std::string(1, trump), kDeck);
  Contract contract{0, 80, false, t, 1};
  const int led = trick.empty() ? -1 : C(trick[0]).suit;
  const size_t to_play = trick.size();
  for (unsigned seed = 1; seed < 5000; ++seed) {
    std::vector<std::vector<std::string>> given(4);
    for (size_t s = 0; s < trick.size(); ++s) given[s] = {trick[s]};
    given[to_play] = hand;
    CardSet used;
    for (auto& seat : given)
      for (auto& code : seat) used.Add(C(code));
    std::vector<Card> neutral, rest;
    for (Card c : CardSet::Full(kDeck) - used)
      (c.suit != led && c.suit != t ? neutral : rest).push_back(c);
    std::mt19937_64 rng(seed);
    std::shuffle(neutral.begin(), neutral.end(), rng);
    while (given[to_play].size() < size_t(kCardsPerSeat)) {
      given[to_play].push_back(Code(neutral.back()));
      neutral.pop_back();
    }
    rest.insert(rest.end(), neutral.begin(), neutral.end());
    std::shuffle(rest.begin(), rest.end(), rng);
    size_t k = 0;
    for (auto& seat : given)
      while (seat.size() < size_t(kCardsPerSeat)) seat.push_back(Code(rest[k++]));
    Json cards = {{"hands", given}};
    State state(options, DealOf(3, cards), contract);
    bool ok = true;
    for (const std::string& code : trick) {
      Move m;
      m.card = C(code);
      ok = ok && !state.Apply(m);
    }
    if (ok) return state;
  }
  ADD_FAILURE() << "no deal makes this trick legal";
  return State(options, Deal{}, contract);
}

// The code a play of `card` breaks in `state` ("ok" when legal).
inline std::string Verdict(const State& state, std::string_view card) {
  Move m;
  m.card = C(card);
  auto v = state.Check(m);
  return v ? std::string(v->code) : "ok";
}

}  // namespace replay::pilotta::testing

#endif  // REPLAY_PILOTTA_PILOTTA_TEST_UTIL_H_
