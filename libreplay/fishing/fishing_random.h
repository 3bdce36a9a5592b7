// What the seeded generators of the two fishing games, Diloti and Xeri, share: dealing a shuffled
// 52-card deck four to the table and 48 to the seats until the table is not one the game
// redeals, playing the hand out at random, writing it in the notation, and playing hands to the
// match target. Each game keeps only its rules: which tables are redealt (DIL-5, XER-5, the
// engine's own Redealt), its State, and how a hand is scored.
//
// Templates over the game's Move (MoveText(move), found in the game's namespace, is its
// notation) and State (built from (options, deal); IsTerminal, LegalMoves, Apply(move, &effect)).
#ifndef REPLAY_FISHING_FISHING_RANDOM_H_
#define REPLAY_FISHING_FISHING_RANDOM_H_

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "engine/driver.h"
#include "fishing/fishing_deal.h"
#include "fishing/fishing_score.h"

namespace replay::fishing {

// A generated hand.
template <class Move>
struct RandomHand {
  Deal deal;
  std::vector<Move> moves;  // 48, with most xeri claims filled in
  HandScore score;
};

// A shuffled deal of `deck` for `players` (the table first, then each seat in turn), shuffled
// again while `redealt(table)` says the game would redeal it.
template <class Redealt>
Deal RandomDeal(int players, int dealer, Deck deck, std::mt19937_64& rng, Redealt redealt) {
  std::vector<Card> cards;
  for (Card c : CardSet::Full(deck)) cards.push_back(c);
  Deal deal;
  deal.players = players;
  deal.dealer = dealer;
  const int per_seat = kDealtToSeats / players;
  do {
    std::shuffle(cards.begin(), cards.end(), rng);
    size_t k = 0;
    for (Card& c : deal.table) c = cards[k++];
    for (int s = 0; s < players; ++s)
      for (int i = 0; i < per_seat; ++i) deal.hands[size_t(s)][size_t(i)] = cards[k++];
  } while (redealt(deal.table));
  return deal;
}

// `deal` played out: at each turn a legal move of the State chosen uniformly, the xeri claimed
// on most captures, as a scorer would (sometimes nothing is said); `score(state)` at the end.
template <class State, class Effect, class Options, class IsCapture, class Score>
auto RandomLegalHand(const Options& options, const Deal& deal, std::mt19937_64& rng,
                     IsCapture is_capture, Score score) {
  using Move = typename decltype(std::declval<const State&>().LegalMoves())::value_type;
  RandomHand<Move> hand;
  hand.deal = deal;
  State state(options, hand.deal);
  while (!state.IsTerminal()) {
    std::vector<Move> legal = state.LegalMoves();
    Move m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    Effect effect;
    state.Apply(m, &effect);
    if (is_capture(m) && rng() % 4 != 0) m.xeri = effect.xeri;
    hand.moves.push_back(m);
  }
  hand.score = score(state);
  return hand;
}

// The hand in the notation: {"dealer", "cards": {"table", "hands"}, "play", "result"}.
template <class Move>
nlohmann::json HandToJson(const RandomHand<Move>& hand, Deck deck) {
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
