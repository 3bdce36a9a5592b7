// A seeded generator of legal Pilotta hands and matches, for the randomized tests, the samples
// and benchmarks. Two styles:
// - kUniform (the tests): auctions mix passes, raises, capot, double and redouble at random; the
//   play picks uniformly among State::LegalMoves; players declare most of the melds they hold
//   (sometimes a shorter sequence, sometimes without showing them) and usually call pilotta.
// - kSensible (the samples): players bid on the worth of their hands, double and redouble when
//   strong in the bidders' trumps, pull trumps, cash aces, win tricks cheaply, give points to a
//   winning partner, declare what they hold and call pilotta. Still random where it is a choice.
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

enum class Style { kUniform, kSensible };

Deal RandomDeal(int dealer, std::mt19937_64& rng);
std::vector<Call> RandomAuction(int dealer, std::mt19937_64& rng);
// kSensible calls for the hands of `deal`.
std::vector<Call> SensibleAuction(const Deal& deal, std::mt19937_64& rng);
RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng,
                           Style style = Style::kUniform);

// The hand in the notation: {"dealer", "cards", "auction", "play", "result"}.
nlohmann::json HandToJson(const RandomHand& hand);

// A whole match to the target (at most `max_hands` hands), with `rules` as given and `players`.
nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules,
                           const std::vector<std::string>& players, int max_hands,
                           std::mt19937_64& rng, Style style = Style::kUniform);

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_RANDOM_H_
