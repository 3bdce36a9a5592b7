#include "review/trick_review.h"

namespace replay::review {

solver::Position StartOf(const TrickPlay& play) {
  belote::PlayRules rules;
  rules.partner_exception = play.partner_exception;
  rules.must_undertrump = play.must_undertrump;
  rules.must_head_all_suits = play.must_head_all_suits;
  return solver::FromDeal(play.hands, play.trump, rules, play.leader);
}

HandReview ReviewHand(const TrickPlay& play, solver::Solver& solver, solver::SolveStats* stats) {
  HandReview out;
  out.value.assign(2, 0);
  out.cost.assign(2, 0);
  solver::Position p = StartOf(play);
  const int first = solver.Solve(p, stats);
  out.value[size_t(p.Side())] = first;
  out.value[size_t(1 - p.Side())] = p.Total() - first;
  out.cards = solver::ReviewPlay(p, play.cards, solver, stats);
  for (size_t k = 0; k < out.cards.size(); ++k) {
    const solver::CardCost& c = out.cards[k];
    out.play_index.push_back(k);
    out.cost[size_t(c.seat % 2)] += c.cost;
    p = solver::Play(p, c.card);
  }
  out.points = {p.won[0], p.won[1]};
  return out;
}

void PlayerTotals::Add(const std::string& name, const solver::CardCost& card, Grade grade) {
  PlayerFigures& f = players_[name];
  ++f.graded[size_t(grade)];
  ++f.cards;
  f.optimal += card.cost == 0;
  f.cost += card.cost;
}

void PlayerTotals::Add(const std::string& name, const TakeVerdict& move, Grade grade) {
  PlayerFigures& f = players_[name];
  ++f.graded[size_t(grade)];
  ++f.moves;
  f.xeri_chances += move.xeri_chance;
  f.missed_xeri += move.missed_xeri;
  f.missed_points += move.missed_points;
}

}  // namespace replay::review
