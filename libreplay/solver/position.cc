#include "solver/position.h"

namespace replay::solver {

int Position::TricksLeft() const {
  int cards = trick_size;
  for (CardSet h : hands) cards += h.Size();
  return (cards + 3) / 4;
}

CardSet Position::InPlay() const {
  CardSet all = hands[0] | hands[1] | hands[2] | hands[3];
  for (int i = 0; i < trick_size; ++i) all.Add(trick[i]);
  return all;
}

int Position::Total() const {
  return won[0] + won[1] + belote::Points(InPlay(), trump) +
         (TricksLeft() > 0 ? belote::kLastTrickBonus : 0);
}

Position FromDeal(const std::array<CardSet, 4>& hands, int trump, const belote::PlayRules& rules,
                  int leader) {
  Position p;
  p.hands = hands;
  p.trump = trump;
  p.rules = rules;
  p.leader = leader;
  return p;
}

CardSet Legal(const Position& p) {
  return belote::LegalCards(p.hands[p.ToMove()], p.trick.data(), p.trick_size, p.trump, p.rules);
}

Position Play(const Position& p, Card card) {
  Position q = p;
  q.hands[p.ToMove()].Remove(card);
  q.trick[q.trick_size++] = card;
  if (q.trick_size < 4) return q;
  const int winner = (q.leader + belote::TrickWinner(q.trick.data(), 4, q.trump)) % 4;
  int points = 0;
  for (Card c : q.trick) points += belote::CardPoints(c, q.trump);
  q.trick_size = 0;
  q.leader = winner;
  if (q.TricksLeft() == 0) points += belote::kLastTrickBonus;
  q.won[winner % 2] += points;
  return q;
}

}  // namespace replay::solver
