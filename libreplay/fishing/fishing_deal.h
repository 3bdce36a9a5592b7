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

// The seats receive their cards in packets of `size` each (Diloti: 6; Xeri: packet_size): the
// first before the first action, the next when every seat has played out the last.
struct Packets {
  int players = 4;
  int size = 6;

  // The packet due once `actions` actions are played (1, 2, …), or 0 when none is.
  int DueAfter(int actions) const {
    const int round = players * size;
    return actions < kDealtToSeats && actions % round == 0 ? actions / round : 0;
  }
  // Packet `k` of each seat's cards in `deal`, added to `hands`.
  void Give(const Deal& deal, int k, std::array<CardSet, 4>& hands) const {
    for (int s = 0; s < players; ++s)
      for (int i = 0; i < size; ++i)
        hands[size_t(s)].Add(deal.hands[size_t(s)][size_t(size * k + i)]);
  }
};

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_DEAL_H_
