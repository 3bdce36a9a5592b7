// The facts of a fishing hand (fishing_facts.h).
#include "fishing/fishing_facts.h"

namespace replay::fishing {

HandFacts Facts(const Record& record, size_t h, int players, std::string_view level,
                const std::optional<PerSide>& points, const HandScore* score,
                const std::array<SeatCounts, 4>* seats) {
  HandFacts f;
  f.level = level;
  f.dealer = record.hands[h].dealer;
  if (points) f.points = Sides(*points);
  if (score)
    for (size_t side = 0; side < 2; ++side) {
      SideFacts& s = f.sides.emplace_back();
      s.cards = score->cards[side];
      s.xeri = score->xeri[side];
    }
  if (seats)
    for (int seat = 0; seat < players; ++seat) {
      const SeatCounts& x = (*seats)[size_t(seat)];
      SeatFacts& s = f.seats.emplace_back();
      s.xeri = x.xeri;
      s.opening_xeri = x.opening_xeri;
      s.last_card_xeri = x.last_card_xeri;
      s.xeri_points = x.xeri_points;
      s.captures = x.captures;
      s.builds = x.builds;
      s.raises = x.raises;
    }
  return f;
}

}  // namespace replay::fishing
