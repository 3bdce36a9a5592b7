#include "solver/random_position.h"

#include <vector>

namespace replay::solver {

std::array<CardSet, 4> RandomDeal(std::mt19937_64& rng) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(belote::kDeck)) deck.push_back(c);
  for (size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[rng() % (i + 1)]);
  std::array<CardSet, 4> hands;
  for (size_t i = 0; i < deck.size(); ++i) hands[i % 4].Add(deck[i]);
  return hands;
}

Position RandomPosition(std::mt19937_64& rng, int trump, const belote::PlayRules& rules,
                        int leader, int cards_played) {
  Position p = FromDeal(RandomDeal(rng), trump, rules, leader);
  for (int i = 0; i < cards_played; ++i) {
    const CardSet legal = Legal(p);
    int k = int(rng() % uint64_t(legal.Size()));
    for (Card c : legal)
      if (k-- == 0) {
        p = Play(p, c);
        break;
      }
  }
  return p;
}

}  // namespace replay::solver
