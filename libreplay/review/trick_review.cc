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
  solver::Position p = StartOf(play);
  const int first = solver.Solve(p, stats);
  out.value[p.Side()] = first;
  out.value[1 - p.Side()] = p.Total() - first;
  out.cards = solver::ReviewPlay(p, play.cards, solver, stats);
  for (const solver::CardCost& c : out.cards) {
    out.cost[c.seat % 2] += c.cost;
    p = solver::Play(p, c.card);
  }
  out.points = p.won;
  return out;
}

void PlayerTotals::Add(const std::string& name, const solver::CardCost& card) {
  PlayerFigures& f = players_[name];
  ++f.cards;
  f.optimal += card.cost == 0;
  f.cost += card.cost;
}

void PlayerTotals::Add(const std::string& name, const TakeVerdict& move) {
  PlayerFigures& f = players_[name];
  ++f.moves;
  f.xeri_chances += move.xeri_chance;
  f.missed_xeri += move.missed_xeri;
  f.missed_points += move.missed_points;
}

}  // namespace replay::review
