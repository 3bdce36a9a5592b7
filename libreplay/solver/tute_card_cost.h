// The per-card cost of a played Tute hand (tute_solver.h), from a position on: for each card,
// the points its side makes sure of before it (with the best card) and after it, and the
// points the card threw away, as solver::CardCost (card_cost.h) gives them for Bourlot and
// Pilotta. Cantes sung in the record are applied between the cards; a cante not sung is not
// charged to any card (the value before the next card is simply lower).
#ifndef REPLAY_SOLVER_TUTE_CARD_COST_H_
#define REPLAY_SOLVER_TUTE_CARD_COST_H_

#include <span>
#include <vector>

#include "solver/card_cost.h"
#include "solver/tute_solver.h"

namespace replay::solver {

// One action of the play after the start: a card, or a cante (`sing` ≥ 0, the suit).
struct TuteEvent {
  int seat = 0;
  Card card;
  int sing = -1;
};

// Reviews `events` from `start`, one CardCost per card, in order. Stops at the first card the
// seat to move may not play (not held, or against a duty), or a cante that is not allowed.
// `end`, when given, receives the position after the last event applied.
std::vector<CardCost> ReviewTutePlay(const TutePosition& start, std::span<const TuteEvent> events,
                                     TuteSolver& solver, SolveStats* stats = nullptr,
                                     TutePosition* end = nullptr);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_TUTE_CARD_COST_H_
