#include "review/take_review.h"

#include <algorithm>

namespace replay::review {

TakeVerdict Judge(const TakeChoice& choice) {
  const long xeri_points = choice.xeri_points;
  TakeVerdict v;
  long best = 0, best_score = 0;
  const auto score = [&](const Take& t) { return t.points + (t.xeri ? xeri_points : 0); };
  for (const Take& t : choice.captures) {
    v.xeri_chance |= t.xeri;
    best = std::max(best, t.points);
    best_score = std::max(best_score, score(t));
  }
  v.missed_xeri = v.xeri_chance && !choice.played.xeri;
  v.missed_points = std::max(0L, best - choice.played.points);
  v.cost = std::max(0L, best_score - score(choice.played));
  return v;
}

}  // namespace replay::review
