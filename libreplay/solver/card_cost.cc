#include "solver/card_cost.h"

#include <algorithm>

namespace replay::solver {

std::vector<CardCost> ReviewPlay(const Position& start, std::span<const Card> plays,
                                 Solver& solver, SolveStats* stats) {
  std::vector<CardCost> out;
  Position p = start;
  int before = solver.Solve(p, stats);
  for (Card card : plays) {
    const CardSet legal = Legal(p);
    if (!legal.Contains(card)) break;
    CardCost cost;
    cost.seat = p.ToMove();
    cost.card = card;
    cost.before = before;
    const Position next = Play(p, card);
    // "As good as the best?" takes one null-window search per legal card. No card is worth
    // more than the best, so a card that passes keeps the value before, and only a card that
    // fails needs a solve for its value after.
    for (Card c : legal) {
      const Position q = Play(p, c);
      if (q.Side() == p.Side() ? solver.AtLeast(q, cost.before, stats)
                               : !solver.AtLeast(q, p.Total() - cost.before + 1, stats))
        cost.best.push_back(c);
    }
    if (std::find(cost.best.begin(), cost.best.end(), card) != cost.best.end()) {
      cost.after = cost.before;
    } else {
      const int v = solver.Solve(next, stats);
      cost.after = next.Side() == p.Side() ? v : p.Total() - v;
    }
    cost.cost = cost.before - cost.after;
    // The next card's value before it is this card's value after it, from its own side.
    before = next.Side() == p.Side() ? cost.after : p.Total() - cost.after;
    out.push_back(std::move(cost));
    p = next;
  }
  return out;
}

}  // namespace replay::solver
