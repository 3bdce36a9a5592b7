// The per-card cost of a played hand: for each card, the double-dummy value of the mover's side
// before it (with the best card) and after it, and the points the card threw away.
#ifndef REPLAY_SOLVER_CARD_COST_H_
#define REPLAY_SOLVER_CARD_COST_H_

#include <span>
#include <vector>

#include "solver/solver.h"

namespace replay::solver {

struct CardCost {
  int seat = 0;
  Card card;
  int before = 0;  // the mover's side's trick points with best play from here
  int after = 0;   // the same side's, after this card and best play from there
  int cost = 0;    // before - after: 0 for an optimal card
  std::vector<Card> best;  // every legal card worth `before`, in CardSet order
};

// Reviews `plays` from `start`, one entry per card, in order. Stops at the first card the seat
// to move may not play (not held, or against a duty), so the result is shorter then.
std::vector<CardCost> ReviewPlay(const Position& start, std::span<const Card> plays,
                                 Solver& solver, SolveStats* stats = nullptr);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_CARD_COST_H_
