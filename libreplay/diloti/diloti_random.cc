#include "diloti/diloti_random.h"

#include <algorithm>

#include "fishing/fishing_random.h"

namespace replay::diloti {

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  Deal deal;
  deal.players = options.players;
  deal.dealer = dealer;
  while (true) {
    fishing::ShuffleAndDeal(deck, deal, rng);
    // DIL-5: a table such a deal would have been redealt for.
    bool redeal = false;
    for (int rank = 11; rank <= 13; ++rank) {
      int count = int(std::count_if(deal.table.begin(), deal.table.end(),
                                    [&](Card c) { return c.rank == rank; }));
      redeal = redeal || count == 4 ||
               (count == 3 && options.initial_faces == InitialFaces::kRedeal);
    }
    if (!redeal) return deal;
  }
}

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng) {
  RandomHand hand;
  hand.deal = RandomDeal(options, dealer, rng);
  State state(options, hand.deal);
  while (!state.IsTerminal()) {
    std::vector<Move> legal = state.LegalMoves();
    Move m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    Effect effect;
    state.Apply(m, &effect);
    // Claim the xeri on most xeri captures, as a scorer would; sometimes say nothing.
    if (m.kind == MoveKind::kCapture && rng() % 4 != 0) m.xeri = effect.xeri;
    hand.moves.push_back(m);
  }
  hand.score = ScoreHand(state.Piles(), state.Xeris(), options);
  return hand;
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng) {
  return fishing::RandomMatch("diloti", options.players, options.target, kDeck, rules, max_hands,
                              rng, [&](int dealer) { return RandomLegalHand(options, dealer, rng); });
}

}  // namespace replay::diloti
