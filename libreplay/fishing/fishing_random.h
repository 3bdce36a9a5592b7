// What the seeded generators of the two fishing games, Diloti and Xeri, share: dealing a shuffled
// 52-card deck four to the table and 48 to the seats, writing a generated hand in the notation,
// and playing hands to the match target. Each game keeps only its rules: which deals are redealt
// (DIL-5, XER-5) and how a random legal hand is played and scored.
//
// Templates, because each game has its own Deal, Move and RandomHand types of the same shape:
// a Deal {dealer, players, table[4], hands[4][24]}, a RandomHand {deal, moves, score} with a
// HandScore {points, cards, xeri}, and MoveText(move) (found in the game's namespace) the
// move's notation.
#ifndef REPLAY_FISHING_FISHING_RANDOM_H_
#define REPLAY_FISHING_FISHING_RANDOM_H_

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "engine/driver.h"
#include "fishing/fishing_deal.h"

namespace replay::fishing {

// Shuffles `deck` and deals it into `deal` (table first, then each seat in turn); the caller
// says whether the table must be redealt and calls again if so.
template <class Deal>
void ShuffleAndDeal(std::vector<Card>& deck, Deal& deal, std::mt19937_64& rng) {
  std::shuffle(deck.begin(), deck.end(), rng);
  size_t k = 0;
  for (Card& c : deal.table) c = deck[k++];
  const int per_seat = kDealtToSeats / deal.players;
  for (int s = 0; s < deal.players; ++s)
    for (int i = 0; i < per_seat; ++i) deal.hands[size_t(s)][size_t(i)] = deck[k++];
}

// The hand in the notation: {"dealer", "cards": {"table", "hands"}, "play", "result"}.
template <class RandomHand>
nlohmann::json HandToJson(const RandomHand& hand, Deck deck) {
  using nlohmann::json;
  auto code = [deck](Card c) { return CardCode(c, deck); };
  json table = json::array(), hands = json::array();
  for (Card c : hand.deal.table) table.push_back(code(c));
  const int per_seat = kDealtToSeats / hand.deal.players;
  for (int s = 0; s < hand.deal.players; ++s) {
    json seat = json::array();
    for (int i = 0; i < per_seat; ++i) seat.push_back(code(hand.deal.hands[size_t(s)][size_t(i)]));
    hands.push_back(seat);
  }
  json play = json::array();
  for (const auto& m : hand.moves) play.push_back(json::parse(MoveText(m)));
  auto pair = [](const auto& p) { return json::array({p[0], p[1]}); };
  return {{"dealer", hand.deal.dealer},
          {"cards", {{"table", table}, {"hands", hands}}},
          {"play", play},
          {"result", {{"points", pair(hand.score.points)}, {"cards", pair(hand.score.cards)},
                      {"xeri", pair(hand.score.xeri)}}}};
}

// A whole match of `game` as a record with `rules` as given: hands from `random_hand(dealer)`,
// the deal passing to the right, until a side reaches `target` alone ahead (DIL-61, XER-61) or
// after `max_hands` hands.
template <class NewHand>
nlohmann::json RandomMatch(std::string_view game, int players, long target, Deck deck,
                           const nlohmann::json& rules, int max_hands, std::mt19937_64& rng,
                           NewHand random_hand) {
  static const char* kNames[] = {"Νίκος", "Μαρία", "Γιώργος", "Ελένη"};
  nlohmann::json names = nlohmann::json::array();
  for (int s = 0; s < players; ++s) names.push_back(kNames[s]);
  nlohmann::json hands = nlohmann::json::array();
  Sides totals = Sides::Zero(2);
  int winner = -1;
  int dealer = int(rng() % unsigned(players));
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    const auto hand = random_hand(dealer);
    hands.push_back(HandToJson(hand, deck));
    totals[0] += hand.score.points[0];
    totals[1] += hand.score.points[1];
    winner = TargetWinner(totals, target);
    dealer = (dealer + 1) % players;
  }
  nlohmann::json result = {{"score", {totals[0], totals[1]}}};
  if (winner >= 0) result["winner"] = winner;
  nlohmann::json record = {{"game", std::string(game)}, {"players", names}, {"hands", hands},
                           {"result", result}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_RANDOM_H_
