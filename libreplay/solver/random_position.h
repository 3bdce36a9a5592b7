// Seeded random deals and positions of the 32-card games, for the solver's tests and benchmark.
// Our own Fisher–Yates over std::mt19937_64, so a seed gives the same deals on every library.
#ifndef REPLAY_SOLVER_RANDOM_POSITION_H_
#define REPLAY_SOLVER_RANDOM_POSITION_H_

#include <optional>
#include <random>

#include "solver/position.h"
#include "solver/tute_position.h"
#include "tute/tute_state.h"

namespace replay::solver {

// The 32 cards dealt 8 to each seat.
std::array<CardSet, 4> RandomDeal(std::mt19937_64& rng);

// A random deal with seat `leader` to lead, then `cards_played` (0 … 32) random legal cards.
Position RandomPosition(std::mt19937_64& rng, int trump, const belote::PlayRules& rules,
                        int leader, int cards_played);

// A random Tute hand under `options` (tute::RandomLegalHand: cards at random, most cantes sung,
// no tute, capote or claim), stopped at a random action with `left` tricks left, the current
// one included (with 2 players, once the stock is done), as a position. `state`, when given,
// receives the engine's state there.
TutePosition RandomTutePosition(std::mt19937_64& rng, const tute::Options& options, int left,
                                std::optional<tute::State>* state = nullptr);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_RANDOM_POSITION_H_
