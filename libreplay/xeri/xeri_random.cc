#include "xeri/xeri_random.h"

#include "fishing/fishing_random.h"

namespace replay::xeri {

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  Deal deal;
  deal.players = options.players;
  deal.dealer = dealer;
  while (true) {
    fishing::ShuffleAndDeal(deck, deal, rng);
    // XER-5, as the engine reads it: a pile that would have been redealt is dealt again.
    const auto& t = deal.table;
    bool redeal = false;
    if (options.opening_redeal != OpeningRedeal::kNone) redeal = t[3].rank == kJack;
    if (options.opening_redeal == OpeningRedeal::kJackOrTopPair)
      redeal = redeal || t[3].rank == t[2].rank;
    if (options.opening_redeal == OpeningRedeal::kJackOrPair)
      for (size_t i = 0; i < 4; ++i)
        for (size_t j = i + 1; j < 4; ++j) redeal = redeal || t[i].rank == t[j].rank;
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
    // Claim the xeri on most captures, as a scorer would; sometimes say nothing.
    if (m.capture && rng() % 4 != 0) m.xeri = effect.xeri;
    hand.moves.push_back(m);
  }
  hand.score = ScoreHand(state.Piles(), state.Xeris(), state.XeriPoints(), options);
  return hand;
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng) {
  return fishing::RandomMatch("xeri", options.players, options.target, kDeck, rules, max_hands,
                              rng, [&](int dealer) { return RandomLegalHand(options, dealer, rng); });
}

}  // namespace replay::xeri
