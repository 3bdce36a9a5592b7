// A seeded generator of legal Xeri hands and records, for replay-gen, the randomized tests and
// the benchmark. Each card in hand has one legal action, so it plays a uniformly chosen card.
#ifndef REPLAY_XERI_XERI_RANDOM_H_
#define REPLAY_XERI_XERI_RANDOM_H_

#include <random>
#include <vector>

#include <nlohmann/json.hpp>

#include "fishing/fishing_random.h"
#include "xeri/xeri_scoring.h"
#include "xeri/xeri_state.h"

namespace replay::xeri {

using RandomHand = fishing::RandomHand<Move>;

// A shuffled deal that XER-5 accepts under `options`.
Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng);
RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng);

// A whole match (to the target, at most `max_hands` hands) as a record with `rules` as given.
nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng);

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_RANDOM_H_
