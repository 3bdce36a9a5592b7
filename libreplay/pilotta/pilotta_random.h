// A seeded generator of legal Pilotta hands and matches, for the randomized tests, the samples
// and benchmarks. Auctions mix passes, raises, capot, double and redouble; the play picks
// uniformly among State::LegalMoves; players declare most of the melds they hold (sometimes a
// shorter sequence, sometimes without showing them) and usually call pilotta.
#ifndef REPLAY_PILOTTA_PILOTTA_RANDOM_H_
#define REPLAY_PILOTTA_PILOTTA_RANDOM_H_

#include <optional>
#include <random>
#include <vector>

#include <nlohmann/json.hpp>

#include "pilotta/pilotta_auction.h"
#include "pilotta/pilotta_scoring.h"
#include "pilotta/pilotta_state.h"

namespace replay::pilotta {

struct RandomHand {
  Deal deal;
  std::vector<Call> auction;
  std::optional<Contract> contract;  // none: all four passed
  std::vector<Move> moves;           // 32 when there is a contract
  std::optional<HandFacts> facts;
  std::optional<HandScore> score;
};

Deal RandomDeal(int dealer, std::mt19937_64& rng);
std::vector<Call> RandomAuction(int dealer, std::mt19937_64& rng);
RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng);

// The hand in the notation: {"dealer", "cards", "auction", "play", "result"}.
nlohmann::json HandToJson(const RandomHand& hand);

// A whole match to the target (at most `max_hands` hands), with `rules` as given and `players`.
nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules,
                           const std::vector<std::string>& players, int max_hands,
                           std::mt19937_64& rng);

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_RANDOM_H_
