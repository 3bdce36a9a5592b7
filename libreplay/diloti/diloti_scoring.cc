#include "diloti/diloti_scoring.h"

#include <algorithm>

#include "core/checked.h"
#include "diloti/diloti_state.h"

namespace replay::diloti {

long CardPoints(CardSet pile) {
  long points = 0;
  for (Card c : pile) {
    if (c.rank == 1) points += 1;                    // each Ace
    if (c.rank == 2 && c.suit == 3) points += 1;     // 2C, "2 καλό"
    if (c.rank == 10 && c.suit == 2) points += 2;    // TD, "10 καλό"
  }
  return points;
}

HandScore ScoreHand(const std::array<CardSet, 2>& piles, const std::array<int, 2>& xeris,
                    const Options& options) {
  HandScore s;
  for (size_t side = 0; side < 2; ++side) {
    s.cards[side] = piles[side].Size();
    s.xeri[side] = xeris[side];
    s.points[side] = CardPoints(piles[side]) + (s.cards[side] >= 27 ? 4 : 0) +
                     options.xeri_points * xeris[side];
  }
  return s;
}

SheetVerdict CheckSheetLine(const SheetLine& line, const Options& options) {
  const long xp = options.xeri_points;
  bool points_ok = false;
  // No hand comes near these bounds, and within them the products and sums below are exact.
  if (!AllClaimable(line.points) || !IsClaimable(xp) || (line.xeri && !AllClaimable(*line.xeri)))
    return SheetVerdict::kBadPoints;
  if (line.cards && !AllClaimable(*line.cards)) return SheetVerdict::kBadCards;
  // Try every count of xeris (the given one when the sheet says it).
  auto range = [&](size_t side) -> std::pair<long, long> {
    if (line.xeri) return {(*line.xeri)[side], (*line.xeri)[side]};
    if (xp == 0) return {0, 0};
    // Base points are 0..11, so only the counts that leave 0..11 need trying.
    long p = line.points[side];
    return {std::max(0L, (p - 11 + xp - 1) / xp), p / xp};
  };
  auto [lo0, hi0] = range(0);
  auto [lo1, hi1] = range(1);
  for (long x0 = lo0; x0 <= hi0; ++x0) {
    for (long x1 = lo1; x1 <= hi1; ++x1) {
      long b0 = line.points[0] - xp * x0, b1 = line.points[1] - xp * x1;
      if (b0 < 0 || b1 < 0 || (b0 + b1 != 11 && b0 + b1 != 7)) continue;
      points_ok = true;
      if (!line.cards) return SheetVerdict::kOk;
      const PerSide& c = *line.cards;
      if (c[0] + c[1] != 52) continue;
      if ((b0 + b1 == 7) != (c[0] == 26 && c[1] == 26)) continue;
      if ((c[0] >= 27 && b0 < 4) || (c[1] >= 27 && b1 < 4)) continue;
      return SheetVerdict::kOk;
    }
  }
  return points_ok ? SheetVerdict::kBadCards : SheetVerdict::kBadPoints;
}

int MatchWinner(const PerSide& totals, long target) {
  if (totals[0] == totals[1]) return -1;
  if (totals[0] < target && totals[1] < target) return -1;
  return totals[0] > totals[1] ? 0 : 1;
}

}  // namespace replay::diloti
