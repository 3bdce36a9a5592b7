#include "review/tute_review.h"

#include "tute/tute_cards.h"

namespace replay::review {

solver::TutePosition StartOf(const TutePlay& play) {
  solver::TutePosition p;
  tute::Options& o = p.options;
  o.players = play.players;
  o.must_undertrump = play.must_undertrump;
  o.partner_exempt = play.partner_exempt;
  o.one_cante_per_trick = play.one_cante_per_trick;
  o.forty_first = play.forty_first;
  o.cante_after_stock = play.cante_after_stock;
  o.last_trick_bonus = play.last_trick_bonus;
  p.trump = play.trump;
  p.hands = play.hands;
  p.leader = play.leader;
  p.won = play.won;
  p.sung = play.sung;
  return p;
}

HandReview ReviewTuteHand(const TutePlay& play, solver::TuteSolver& solver,
                          solver::SolveStats* stats) {
  HandReview out;
  out.deck = tute::kDeck;
  solver::TutePosition p = StartOf(play);
  // The tricks before the last ReviewTricks are played through unreviewed, with their cantes;
  // the review starts at the next card.
  size_t k = 0;
  int cards = 0;
  for (; k < play.actions.size(); ++k) {
    const TutePlay::Action& a = play.actions[k];
    const bool card = a.sing < 0;
    if (card && p.trick_size == 0 && p.TricksLeft() <= ReviewTricks(play.players)) break;
    p = card ? solver::Play(p, a.card) : solver::Sing(p, a.seat, a.sing);
    cards += card;
  }
  p.interval = -1;  // the next action is a card: the interval is over
  p.sang_now = false;
  out.first_trick = play.first_trick + cards / play.players;
  const int sides = p.Sides();
  for (int side = 0; side < sides; ++side) out.value.push_back(solver.Solve(p, side, stats));
  std::vector<solver::TuteEvent> events;
  for (size_t i = k; i < play.actions.size(); ++i) {
    const TutePlay::Action& a = play.actions[i];
    events.push_back({a.seat, a.card, a.sing});
    if (a.sing < 0) out.play_index.push_back(size_t(a.index));
  }
  solver::TutePosition end;
  out.cards = solver::ReviewTutePlay(p, events, solver, stats, &end);
  out.play_index.resize(out.cards.size());
  out.cost.assign(size_t(sides), 0);
  for (const solver::CardCost& c : out.cards) out.cost[size_t(p.SideOf(c.seat))] += c.cost;
  for (int side = 0; side < sides; ++side) out.points.push_back(end.won[size_t(side)]);
  return out;
}

}  // namespace replay::review
