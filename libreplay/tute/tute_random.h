// A seeded generator of legal Tute hands and records, for the randomized tests and the samples.
// It picks among State::LegalActions with a café player's habits: sing and exchange when it
// can, show a tute at once, claim when the count is there (and now and then when it isn't),
// announce capote rarely; cards are chosen at random among the legal ones.
#ifndef REPLAY_TUTE_TUTE_RANDOM_H_
#define REPLAY_TUTE_TUTE_RANDOM_H_

#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tute/tute_scoring.h"
#include "tute/tute_state.h"

namespace replay::tute {

struct RandomHand {
  Deal deal;                    // with every entry the play drew (2 players)
  std::vector<Action> actions;  // the whole play, to the end of the hand
  HandFacts facts;
  HandScore score;
};

struct RandomPolicy {
  double sing = 0.9;       // chance to sing when a cante is legal
  double exchange = 0.8;   // chance to exchange when it is legal
  double tute = 0.95;      // chance to show a legal tute
  double capote = 0.05;    // chance, per seat, to announce capote when it may
  double claim = 0.8;      // chance to claim when the total reaches the target
  double false_claim = 0.01;  // chance to claim anyway
  double seat = 0.2;       // chance to write an optional `seat`
  double sensible = 0.0;   // chance to play a card as a player would rather than at random:
                           // win a trick cheaply when it's worth it, else throw a low card
};

// A shuffled deal; with 2 players, `stock` receives the face-down stock in drawing order
// (the turned card, drawn last, not included).
Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng,
                std::vector<Card>* stock);

// A legal hand played to its end. `totals` are the match totals before it (for claims).
RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng,
                           bool claim_allowed = false, const PerSide& totals = {},
                           const RandomPolicy& policy = {});

// The hand in the notation: {"dealer", "cards", "play"}, without `result`.
nlohmann::json HandToJson(const RandomHand& hand);

// A whole match (to its end, at most `max_hands` hands) as a record with `rules` as given and
// every hand's `result` and the match `result` filled in.
nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng, const RandomPolicy& policy = {});

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_RANDOM_H_
