#include "solver/card_cost.h"

#include <algorithm>

namespace replay::solver {

std::vector<CardCost> ReviewPlay(const Position& start, std::span<const Card> plays,
                                 Solver& solver, SolveStats* stats) {
  std::vector<CardCost> out;
  Position p = start;
  for (Card card : plays) {
    if (!Legal(p).Contains(card)) break;
    const std::vector<CardValue> values = solver.Evaluate(p, stats);
    CardCost cost;
    cost.seat = p.ToMove();
    cost.card = card;
    for (const CardValue& v : values) {
      cost.before = std::max(cost.before, v.value);
      if (v.card == card) cost.after = v.value;
    }
    for (const CardValue& v : values)
      if (v.value == cost.before) cost.best.push_back(v.card);
    cost.cost = cost.before - cost.after;
    out.push_back(std::move(cost));
    p = Play(p, card);
  }
  return out;
}

}  // namespace replay::solver
