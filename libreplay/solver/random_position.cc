#include "solver/random_position.h"

#include <vector>

#include "tute/tute_random.h"

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

TutePosition RandomTutePosition(std::mt19937_64& rng, const tute::Options& options, int left,
                                std::optional<tute::State>* state) {
  tute::RandomPolicy policy;
  policy.sing = 0.7;
  policy.tute = policy.capote = policy.claim = policy.false_claim = 0;
  const int n = options.players, tricks = options.Tricks(), stock = options.StockTricks();
  for (;;) {
    const tute::RandomHand hand = RandomLegalHand(options, int(rng() % uint64_t(n)), rng, false,
                                                  {}, policy);
    if (hand.facts.end != tute::End::kTricks) continue;
    tute::State s(options, hand.deal);
    std::vector<size_t> cuts;  // actions applied before each candidate point
    for (size_t k = 0; k < hand.actions.size(); ++k) {
      const int played = s.TricksPlayed();
      if (tricks - played == left && (played > stock || (played == stock && s.InTrick())))
        cuts.push_back(k);
      s.Apply(hand.actions[k]);
    }
    if (cuts.empty()) continue;
    const size_t cut = cuts[rng() % cuts.size()];
    tute::State at(options, hand.deal);
    for (size_t k = 0; k < cut; ++k) at.Apply(hand.actions[k]);
    if (state) state->emplace(at);
    return FromState(at);
  }
}

}  // namespace replay::solver
