#include "solver/card_cost.h"

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
    // The next card's value before it is this card's value after it, from its own side;
    // searched around this card's value before, which it keeps when it is a best card.
    before = solver.Solve(next, next.Side() == p.Side() ? cost.before : p.Total() - cost.before,
                          stats);
    cost.after = next.Side() == p.Side() ? before : p.Total() - before;
    cost.cost = cost.before - cost.after;
    // The others only need "as good as the best?": one null-window search each.
    for (Card c : legal) {
      bool best = cost.cost == 0;
      if (c != card) {
        const Position q = Play(p, c);
        best = q.Side() == p.Side() ? solver.AtLeast(q, cost.before, stats)
                                    : !solver.AtLeast(q, p.Total() - cost.before + 1, stats);
      }
      if (best) cost.best.push_back(c);
    }
    out.push_back(std::move(cost));
    p = next;
  }
  return out;
}

}  // namespace replay::solver
