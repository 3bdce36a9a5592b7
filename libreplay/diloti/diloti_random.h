// A seeded generator of legal Diloti hands and records, for the randomized tests and the
// benchmark. It plays uniformly among State::LegalMoves, so it explores every kind of action.
#ifndef REPLAY_DILOTI_DILOTI_RANDOM_H_
#define REPLAY_DILOTI_DILOTI_RANDOM_H_

#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "diloti/diloti_scoring.h"
#include "diloti/diloti_state.h"
#include "fishing/fishing_random.h"

namespace replay::diloti {

using RandomHand = fishing::RandomHand<Move>;

// A shuffled deal that DIL-5 accepts under `options`.
Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng);
RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng);

// A whole match (to the target, at most `max_hands` hands) as a record with `rules` as given.
nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng);

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_RANDOM_H_
