// Seeded random deals and positions of the 32-card games, for the solver's tests and benchmark.
// Our own Fisher–Yates over std::mt19937_64, so a seed gives the same deals on every library.
#ifndef REPLAY_SOLVER_RANDOM_POSITION_H_
#define REPLAY_SOLVER_RANDOM_POSITION_H_

#include <random>

#include "solver/position.h"

namespace replay::solver {

// The 32 cards dealt 8 to each seat.
std::array<CardSet, 4> RandomDeal(std::mt19937_64& rng);

// A random deal with seat `leader` to lead, then `cards_played` (0 … 32) random legal cards.
Position RandomPosition(std::mt19937_64& rng, int trump, const belote::PlayRules& rules,
                        int leader, int cards_played);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_RANDOM_POSITION_H_
