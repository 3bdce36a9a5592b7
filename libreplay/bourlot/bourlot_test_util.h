// Shared by the Bourlot rule tests (bourlot_*_test.cc): the complete hand of rules/bourlot.md
// §11, deals and auctions built by hand, play positions, and score-sheet records. Records are
// replayed through the shared test support (engine/testing/replayed.h).
#ifndef REPLAY_BOURLOT_BOURLOT_TEST_UTIL_H_
#define REPLAY_BOURLOT_BOURLOT_TEST_UTIL_H_

#include <array>
#include <cassert>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "bourlot/bourlot.h"
#include "engine/testing/replayed.h"

namespace replay::bourlot::test {

using nlohmann::json;
using replay::testing::Replayed;
using replay::testing::ReplayJson;

// "code at pointer" of the first error, or "valid".
inline std::string Verdict(const json& record) {
  const Replayed r = ReplayJson(record);
  const Diagnostic* e = r.FirstError();
  return e ? e->code + " at " + e->pointer : "valid";
}

// The code of the first error, or "".
inline std::string CodeOf(const Replayed& r) { return r.FirstError() ? r.FirstError()->code : ""; }

// The complete hand of rules/bourlot.md §11.
inline json CompleteHand() {
  return json::parse(R"({
  "game": "bourlot",
  "players": ["Nikos", "Maria", "Giorgos", "Eleni"],
  "hands": [{
    "dealer": 3,
    "cards": {
      "hands": [
        ["AC","KC","QC","JC","AD", "7S","8D","9D"],
        ["JH","AH","AS","JS","7C", "7H", "KS","QS"],
        ["7H","TC","9C","TS","9S", "8H","8C","TD"],
        ["KH","QH","KD","QD","8S", "TH","JD","7D"]
      ],
      "turned": "9H"
    },
    "auction": ["pass", {"take": true}, {"exchange": "7H", "seat": 2}],
    "play": [
      {"card": "AC", "declare": [["JC","QC","KC","AC"]]},
      {"card": "7C", "declare": [["JS","QS","KS","AS"]]},
      {"card": "8C", "declare": [["8C","9C","TC"]]},
      {"card": "QH", "say": "belote", "declare": [["JD","QD","KD"]]},
      "7D", "AD", "7H", "TD",
      "JH", "8H", {"card": "KH", "say": "rebelote"}, "7S",
      "AS", "9S", "8S", "8D",
      "KS", "TS", "TH", "9D",
      "KD", "JC", "AH", "9H",
      "TC", "JD", "KC", "JS",
      "9C", "QD", "QC", "QS"
    ],
    "result": {"points": [68, 114], "tricks": [68, 94], "declarations": [0, 0],
               "belote": [0, 20], "made": true, "capot": false, "hanging": 0}
  }],
  "result": {"score": [68, 114]}
})");
}

inline std::vector<std::string> Split(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A deal whose first five cards are `first[s]` and whose turned card is `turned`; the other
// cards complete the lists in deck order for receiver `r` (-1: 5-card lists), who gets the
// turned card as position 6, or `sixth` when given (the 7 of trumps after an exchange).
inline json Deal(const std::array<std::string_view, 4>& first, std::string_view turned, int r,
          std::string_view sixth = "") {
  CardSet used;
  std::array<std::vector<std::string>, 4> lists;
  for (size_t s = 0; s < 4; ++s)
    for (const std::string& c : Split(first[s])) {
      lists[s].push_back(c);
      used.Add(*ParseCard(c, kDeck));
    }
  used.Add(*ParseCard(turned, kDeck));
  std::vector<std::string> rest;
  for (Card c : CardSet::Full(kDeck) - used) rest.push_back(Code(c));
  if (r >= 0) {
    size_t k = 0;
    for (size_t s = 0; s < 4; ++s) {
      if (int(s) == r) lists[s].push_back(std::string(sixth.empty() ? turned : sixth));
      for (int i = int(s) == r ? 2 : 3; i > 0; --i) lists[s].push_back(rest[k++]);
    }
  }
  return {{"hands", lists}, {"turned", turned}};
}

// B4's deal: dealer 3 (e = 0), turned TD; seat 0 holds 7D among its first five.
inline const std::array<std::string_view, 4> kB4First = {"7D AS KS QS JS", "7S 8S 9S TS AH",
                                                  "KH QH JH TH 9H", "8H 7H 7C 8C 9C"};

// A one-hand record of a partial hand (no play needed) with this auction.
inline json AuctionRecord(const json& auction, int receiver, std::string_view sixth = "",
                   const json& rules = json::object()) {
  assert(auction.is_array());
  json hand = {{"dealer", 3}, {"cards", Deal(kB4First, "TD", receiver, sixth)},
               {"auction", auction}, {"complete", false}};
  json record = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"hands", {hand}}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

// The same with the auction written as a list of calls (`{"pass", {{"take", true}}}` would
// otherwise read as a JSON object).
inline json AuctionRecord(std::initializer_list<json> calls, int receiver, std::string_view sixth = "",
                   const json& rules = json::object()) {
  json auction = json::array();
  for (const json& c : calls) auction.push_back(c);
  return AuctionRecord(auction, receiver, sixth, rules);
}

inline json Passes(int n) {
  json a = json::array();
  for (int i = 0; i < n; ++i) a.push_back("pass");
  return a;
}

// A play position: seats 0.. have played `trick` (seat 0 leads), the next seat holds `hand`.
inline PlayState Position(std::string_view trick, std::string_view hand, const Options& options = {},
                   int trump = 1) {
  std::vector<std::string> cards = Split(trick);
  std::array<CardSet, kSeats> start{};
  for (size_t i = 0; i < cards.size(); ++i) start[i].Add(*ParseCard(cards[i], kDeck));
  for (const std::string& c : Split(hand)) start[cards.size()].Add(*ParseCard(c, kDeck));
  PlayState state(options, 0, 0, trump, start);
  for (const std::string& c : cards) {
    PlayAction a;
    a.card = *ParseCard(c, kDeck);
    EXPECT_FALSE(state.Apply(a)) << c;
  }
  return state;
}

// "code (rule)" of playing `card`, or "legal".
inline std::string Play(const PlayState& state, std::string_view card) {
  PlayAction a;
  a.card = *ParseCard(card, kDeck);
  std::optional<Violation> v = state.Check(a);
  return v ? fmt::format("{} ({})", v->code, v->rule) : "legal";
}

inline std::string Legal(const PlayState& state) { return Codes(state.LegalCards()); }

inline json SheetHand(int dealer, int side, json points) {
  return {{"dealer", dealer}, {"contract", {{"side", side}, {"trump", "S"}}},
          {"result", {{"points", points}}}};
}

inline json SheetMatch(long target, std::vector<std::pair<int, PerSide>> hands) {
  json record = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
                 {"rules", {{"target", target}}}, {"hands", json::array()}};
  int dealer = 0;
  for (auto& [side, points] : hands)
    record["hands"].push_back(SheetHand(dealer++ % 4, side, {points[0], points[1]}));
  return record;
}


inline json Sheet(json hand) {
  return {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"hands", {hand}}};
}

}  // namespace replay::bourlot::test

#endif  // REPLAY_BOURLOT_BOURLOT_TEST_UTIL_H_
