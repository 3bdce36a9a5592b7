// A seeded generator of legal Bourlot hands and matches, for the randomized tests and the
// samples. It deals a shuffled deck 3 + 2, turns a card, runs an auction whose calls are drawn
// among the legal ones (some deals pass out), sometimes exchanges the seven, completes the
// deal, declares some of each player's melds in trick 1 and plays uniformly among the legal
// cards, calling belote most of the time.
#ifndef REPLAY_BOURLOT_BOURLOT_RANDOM_H_
#define REPLAY_BOURLOT_BOURLOT_RANDOM_H_

#include <array>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bourlot/bourlot_scoring.h"
#include "bourlot/bourlot_state.h"

namespace replay::bourlot {

struct RandomHand {
  int dealer = 0;
  Card turned{};
  std::array<std::vector<Card>, kSeats> lists;  // as the notation lists them (5 or 8 each)
  std::vector<Call> auction;
  std::vector<PlayAction> play;  // empty for a passed-out deal
  bool passed = false;
  HandFacts facts;               // when bought
  HandScore score;               // when bought
};

// `take_chance`: the chance that a seat buys when it may (0 … 1).
RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng,
                           double take_chance = 0.3);

// The hand in the notation, with its `result` as the engine computes it when `pot` points hang
// before it; returns the pot after the hand in *pot_after.
nlohmann::json HandToJson(const RandomHand& hand, long pot, long* pot_after, PerSide* points);

// A whole match to the target (at most `max_hands` hands) as a record with `rules` as given.
nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng,
                           const std::array<std::string, kSeats>& names = {"Νίκος", "Μαρία",
                                                                          "Γιώργος", "Ελένη"});

}  // namespace replay::bourlot

#endif  // REPLAY_BOURLOT_BOURLOT_RANDOM_H_
