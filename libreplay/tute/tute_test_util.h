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

}  // namespace replay::tute::testing

#endif  // REPLAY_TUTE_TUTE_TEST_UTIL_H_
