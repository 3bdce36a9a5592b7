#include "xeri/xeri_scoring.h"

#include <vector>

#include "core/checked.h"

namespace replay::xeri {

long CardPoints(CardSet pile, const Options& options) {
  long points = 0;
  for (Card c : pile) points += CardValue(c, options);
  return points;
}

HandScore ScoreHand(const std::array<CardSet, 2>& piles, const std::array<int, 2>& xeris,
                    const std::array<long, 2>& xeri_points, const Options& options) {
  HandScore s;
  for (size_t side = 0; side < 2; ++side) {
    s.cards[side] = piles[side].Size();
    s.xeri[side] = xeris[side];
    s.points[side] = CardPoints(piles[side], options) +
                     (s.cards[side] >= 27 ? options.majority_points : 0) + xeri_points[side];
  }
  return s;
}

namespace {

// The values X a side's xeris can add up to, with j Jack xeris among them (at most two in a
// hand: XER-24), when it has `count` of them (any count when nullopt, up to what `points`
// allows). Each entry is {X, jack xeris used}.
struct XeriSum {
  long value;
  int jacks;
};
std::vector<XeriSum> XeriSums(std::optional<long> count, long points, const Options& o) {
  std::vector<XeriSum> out;
  const long x = o.xeri_points, jx = JackXeriValue(o);
  const int max_jacks = o.jack_xeri == JackXeri::kNone ? 0 : 2;
  // A hand has 48 actions, so at most 47 xeris; the points bound the count when x > 0.
  const long max_count = count ? *count : 47;
  for (long n = count ? *count : 0; n <= max_count; ++n)
    for (int j = 0; j <= max_jacks && j <= n; ++j) {
      const long value = (n - j) * x + j * jx;
      if (value > points) continue;
      out.push_back({value, j});
    }
  return out;
}

}  // namespace

SheetVerdict CheckSheetLine(const SheetLine& line, const Options& o) {
  if (!AllClaimable(line.points) || (line.xeri && !AllClaimable(*line.xeri)))
    return SheetVerdict::kBadPoints;
  if (line.cards && !AllClaimable(*line.cards)) return SheetVerdict::kBadCards;
  if (line.xeri && ((*line.xeri)[0] > 47 || (*line.xeri)[1] > 47)) return SheetVerdict::kBadPoints;
  const long t = DeckPoints(o), m = o.majority_points;
  bool points_ok = false;
  const auto sums0 = XeriSums(line.xeri ? std::optional((*line.xeri)[0]) : std::nullopt,
                              line.points[0], o);
  const auto sums1 = XeriSums(line.xeri ? std::optional((*line.xeri)[1]) : std::nullopt,
                              line.points[1], o);
  for (const XeriSum& s0 : sums0)
    for (const XeriSum& s1 : sums1) {
      if (s0.jacks + s1.jacks > 2) continue;  // four Jacks: two Jack xeris at most
      const long b0 = line.points[0] - s0.value, b1 = line.points[1] - s1.value;
      if (b0 < 0 || b1 < 0 || (b0 + b1 != t + m && b0 + b1 != t)) continue;
      points_ok = true;
      if (!line.cards) return SheetVerdict::kOk;
      const PerSide& c = *line.cards;
      if (c[0] + c[1] != 52) continue;
      // With M > 0 the total tells a 26-26 split; with M = 0 both totals are T.
      if (m > 0 && (b0 + b1 == t) != (c[0] == 26 && c[1] == 26)) continue;
      if ((c[0] >= 27 && b0 < m) || (c[1] >= 27 && b1 < m)) continue;
      return SheetVerdict::kOk;
    }
  return points_ok ? SheetVerdict::kBadCards : SheetVerdict::kBadPoints;
}

}  // namespace replay::xeri
