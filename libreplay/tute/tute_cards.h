// The Spanish 40-card deck as Tute ranks and counts it (rules/tute.md §2).
#ifndef REPLAY_TUTE_TUTE_CARDS_H_
#define REPLAY_TUTE_TUTE_CARDS_H_

#include <string>
#include <string_view>

#include "core/card.h"

namespace replay::tute {

constexpr Deck kDeck = Deck::kSpanish40;

// Trick order 1 > 3 > 12 > 11 > 10 > 7 > 6 > 5 > 4 > 2, the same in every suit: a higher
// strength wins. Only defined for cards of the deck.
constexpr int Strength(Card c) {
  switch (c.rank) {
    case 1: return 9;
    case 3: return 8;
    case 12: return 7;
    case 11: return 6;
    case 10: return 5;
    case 2: return 0;
    default: return c.rank - 3;  // 7 → 4, 6 → 3, 5 → 2, 4 → 1
  }
}

// Card points: 11, 10, 4, 3, 2 and 0 for the "blancas"; 120 in the deck.
constexpr int CardPoints(Card c) {
  switch (c.rank) {
    case 1: return 11;
    case 3: return 10;
    case 12: return 4;
    case 11: return 3;
    case 10: return 2;
    default: return 0;
  }
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
