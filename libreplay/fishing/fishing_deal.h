// The deal of a fishing hand (Diloti, Xeri): four cards to the table, the other 48 to the seats.
#ifndef REPLAY_FISHING_FISHING_DEAL_H_
#define REPLAY_FISHING_FISHING_DEAL_H_

#include <array>

#include "core/card.h"

namespace replay::fishing {

// Both games deal the whole deck: four to the table, the other 48 to the seats.
constexpr int kDealtToSeats = 48;

// The deal of a fishing hand; each game's Deal is this.
struct Deal {
  int dealer = 0;
  int players = 4;
  std::array<Card, 4> table{};                  // Xeri's opening pile: bottom to top
  std::array<std::array<Card, 24>, 4> hands{};  // in the order received (12 or 24 per seat)
};

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_DEAL_H_
