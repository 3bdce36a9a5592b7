#include "solver/tute_position.h"

#include "tute/tute_cards.h"
#include "tute/tute_state.h"

namespace replay::solver {

int TutePosition::TricksLeft() const {
  int cards = trick_size;
  for (CardSet h : hands) cards += h.Size();
  return (cards + Players() - 1) / Players();
}

CardSet TutePosition::InPlay() const {
  CardSet all = hands[0] | hands[1] | hands[2] | hands[3];
  for (int i = 0; i < trick_size; ++i) all.Add(trick[i]);
  return all;
}

int CardPointsOf(CardSet set) {
  int points = 0;
  for (Card c : set) points += tute::CardPoints(c);
  return points;
}

CardSet Legal(const TutePosition& p) {
  const int seat = p.ToMove();
  const CardSet hand = p.hands[seat];
  if (p.trick_size == 0) return hand;
  CardSet legal;
  for (Card c : hand)
    if (!tute::CheckDuty(p.options, /*full=*/true, p.trump, p.trick.data(), p.trick_size,
                         p.leader, seat, hand, c))
      legal.Add(c);
  return legal;
}

TutePosition FromState(const tute::State& state) {
  TutePosition p;
  p.options = state.options();
  p.trump = state.Trump();
  const int n = p.Players();
  for (int seat = 0; seat < n; ++seat) p.hands[seat] = state.HandOf(seat);
  const std::vector<Card> trick = state.Trick();
  p.trick_size = int(trick.size());
  for (int i = 0; i < p.trick_size; ++i) p.trick[i] = trick[i];
  p.leader = (state.ToMove() - p.trick_size + n) % n;
  const tute::HandFacts facts = state.Facts();
  for (int side = 0; side < p.Sides(); ++side)
    p.won[side] = int(facts.card_points[side] + facts.cantes[side]) +
                  (facts.last_trick == side ? int(p.options.last_trick_bonus) : 0);
  for (int i = 0; i < state.CanteCount(); ++i) p.sung |= 1u << state.Cantes()[i].suit;
  if (!state.InTrick() && state.TricksPlayed() > 0) {
    p.interval = state.LastWinner();
    p.sang_now = state.SangInInterval();
  }
  return p;
}

TutePosition Play(const TutePosition& p, Card card) {
  TutePosition q = p;
  const int n = p.Players();
  q.interval = -1;
  q.sang_now = false;
  q.hands[p.ToMove()].Remove(card);
  q.trick[q.trick_size++] = card;
  if (q.trick_size < n) return q;
  const int winner = (q.leader + tute::WinningIndex(q.trick.data(), n, q.trump)) % n;
  int points = 0;
  for (int i = 0; i < n; ++i) points += tute::CardPoints(q.trick[i]);
  q.trick_size = 0;
  q.leader = winner;
  if (q.TricksLeft() == 0) points += int(p.options.last_trick_bonus);
  q.won[q.SideOf(winner)] += points;
  q.interval = winner;
  return q;
}

unsigned CanteSuits(const TutePosition& p, int seat) {
  if (p.interval < 0 || p.SideOf(seat) != p.SideOf(p.interval)) return 0;  // TUT-40
  if (p.Players() == 2 && !p.options.cante_after_stock) return 0;
  unsigned suits = 0;
  for (int suit = 0; suit < 4; ++suit)
    if (!tute::CheckPair(p.options, p.trump, p.hands[seat], p.sung, p.sang_now, 0, seat, suit))
      suits |= 1u << suit;
  return suits;
}

TutePosition Sing(const TutePosition& p, int seat, int suit) {
  TutePosition q = p;
  q.won[p.SideOf(seat)] += suit == p.trump ? 40 : 20;  // TUT-45
  q.sung |= 1u << suit;
  q.sang_now = true;
  return q;
}

}  // namespace replay::solver
