// The Spanish 40-card deck as Tute ranks and counts it (rules/tute.md §2).
#ifndef REPLAY_TUTE_TUTE_CARDS_H_
#define REPLAY_TUTE_TUTE_CARDS_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/card.h"

namespace replay::tute {

constexpr Deck kDeck = Deck::kSpanish40;

namespace detail {

// A rank's strength and points as the rules page lists them; the tables below hold them by
// rank, so that the per-card questions of every trick are one load instead of a switch.
constexpr int RankStrength(int rank) {
  switch (rank) {
    case 1: return 9;
    case 3: return 8;
    case 12: return 7;
    case 11: return 6;
    case 10: return 5;
    case 2: return 0;
    default: return rank - 3;  // 7 → 4, 6 → 3, 5 → 2, 4 → 1
  }
}

constexpr int RankPoints(int rank) {
  switch (rank) {
    case 1: return 11;
    case 3: return 10;
    case 12: return 4;
    case 11: return 3;
    case 10: return 2;
    default: return 0;
  }
}

template <class F>
constexpr std::array<int8_t, 16> ByRank(F f) {
  std::array<int8_t, 16> t{};
  for (int r = 0; r < 16; ++r) t[size_t(r)] = int8_t(f(r));
  return t;
}

constexpr std::array<int8_t, 16> kStrength = ByRank(RankStrength);
constexpr std::array<int8_t, 16> kPoints = ByRank(RankPoints);

// For each rank, the ranks of the deck that beat it in its suit, as CardSet bits of suit 0.
constexpr std::array<uint16_t, 16> kHigherRanks = [] {
  std::array<uint16_t, 16> t{};
  constexpr int kRanks[] = {1, 2, 3, 4, 5, 6, 7, 10, 11, 12};
  for (int r = 0; r < 16; ++r)
    for (int h : kRanks)
      if (RankStrength(h) > RankStrength(r)) t[size_t(r)] |= uint16_t(1u << h);
  return t;
}();

}  // namespace detail

// Trick order 1 > 3 > 12 > 11 > 10 > 7 > 6 > 5 > 4 > 2, the same in every suit: a higher
// strength wins. Only defined for cards of the deck.
constexpr int Strength(Card c) { return detail::kStrength[c.rank & 15u]; }

// Card points: 11, 10, 4, 3, 2 and 0 for the "blancas"; 120 in the deck.
constexpr int CardPoints(Card c) { return detail::kPoints[c.rank & 15u]; }

// The cards of `set` that beat `w` in its own suit (a higher strength): what "holds a higher
// card" asks in the duties (TUT-23, 25, 28), as one mask instead of a loop over the hand.
constexpr CardSet HigherInSuit(CardSet set, Card w) {
  return set & CardSet::FromBits(uint64_t{detail::kHigherRanks[w.rank & 15u]} << (w.suit * 16));
}

// Whether `x` beats `w`, the card winning a trick, with `trump` the trump suit (§5.1).
constexpr bool Beats(Card x, Card w, int trump) {
  if (x.suit == w.suit) return Strength(x) > Strength(w);
  return x.suit == trump;
}

// TUT-20: the index of the card that wins (or so far wins) a trick of `n` cards from the leader.
constexpr int WinningIndex(const Card* cards, int n, int trump) {
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (Beats(cards[i], cards[best], trump)) best = i;
  return best;
}

constexpr std::string_view SuitName(int suit) {
  constexpr std::string_view kNames[] = {"oros", "copas", "espadas", "bastos"};
  return suit >= 0 && suit < 4 ? kNames[suit] : "?";
}

inline std::string Code(Card c) { return CardCode(c, kDeck); }

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_CARDS_H_
