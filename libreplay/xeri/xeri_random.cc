#include "xeri/xeri_random.h"

namespace replay::xeri {

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng) {
  return fishing::RandomDeal(options.players, dealer, kDeck, rng, [&](const auto& table) {
    return Redealt(table, options).has_value();  // XER-5: such a pile is dealt again
  });
}

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng) {
  return fishing::RandomLegalHand<State, Effect>(
      options, RandomDeal(options, dealer, rng), rng, [](const Move& m) { return m.capture; },
      [&](const State& s) {
        return ScoreHand(s.Piles(), s.Xeris(), s.XeriPoints(), options);
      });
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng) {
  return fishing::RandomMatch("xeri", options.players, options.target, kDeck, rules, max_hands,
                              rng, [&](int dealer) { return RandomLegalHand(options, dealer, rng); });
}

}  // namespace replay::xeri
