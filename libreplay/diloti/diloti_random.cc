#include "diloti/diloti_random.h"

namespace replay::diloti {

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng) {
  return fishing::RandomDeal(options.players, dealer, kDeck, rng, [&](const auto& table) {
    return Redealt(table, options).has_value();  // DIL-5: such a table is dealt again
  });
}

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng) {
  return fishing::RandomLegalHand<State, Effect>(
      options, RandomDeal(options, dealer, rng), rng,
      [](const Move& m) { return m.kind == MoveKind::kCapture; },
      [&](const State& s) { return ScoreHand(s.Piles(), s.Xeris(), options); });
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng) {
  return fishing::RandomMatch("diloti", options.players, options.target, kDeck, rules, max_hands,
                              rng, [&](int dealer) { return RandomLegalHand(options, dealer, rng); });
}

}  // namespace replay::diloti
