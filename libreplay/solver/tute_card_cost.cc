#include "solver/tute_card_cost.h"

#include <algorithm>

namespace replay::solver {

std::vector<CardCost> ReviewTutePlay(const TutePosition& start, std::span<const TuteEvent> events,
                                     TuteSolver& solver, SolveStats* stats, TutePosition* end) {
  std::vector<CardCost> out;
  TutePosition p = start;
  int known = -1;  // the value of `p` for its side to move, when already solved
  for (const TuteEvent& e : events) {
    if (e.sing >= 0) {
      if (!(CanteSuits(p, e.seat) >> e.sing & 1)) break;
      p = Sing(p, e.seat, e.sing);
      known = -1;
      continue;
    }
    if (p.interval >= 0) {
      // The card closes the interval: a cante not sung by now is lost, and not charged to it.
      const bool could_sing = CanteSuits(p, p.interval) != 0 ||
                              (p.Players() == 4 && CanteSuits(p, (p.interval + 2) % 4) != 0);
      p.interval = -1;
      p.sang_now = false;
      if (could_sing) known = -1;
    }
    const CardSet legal = Legal(p);
    if (e.seat != p.ToMove() || !legal.Contains(e.card)) break;
    const int side = p.Side();
    CardCost cost;
    cost.seat = p.ToMove();
    cost.card = e.card;
    cost.before = known >= 0 ? known : solver.Solve(p, side, stats);
    const TutePosition next = Play(p, e.card);
    // "As good as the best?" takes one null-window search per legal card. No card is worth
    // more than the best, so a card that passes keeps the value before, and only a card that
    // fails needs a solve for its value after.
    for (Card c : legal)
      if (solver.AtLeast(Play(p, c), side, cost.before, stats)) cost.best.push_back(c);
    const bool best = std::find(cost.best.begin(), cost.best.end(), e.card) != cost.best.end();
    cost.after = best ? cost.before : solver.Solve(next, side, stats);
    cost.cost = cost.before - cost.after;
    known = next.TricksLeft() > 0 && next.Side() == side ? cost.after : -1;
    out.push_back(std::move(cost));
    p = next;
  }
  if (end) *end = p;
  return out;
}

}  // namespace replay::solver
