#include "review/take_review.h"

#include <algorithm>

namespace replay::review {

TakeVerdict Judge(const TakeChoice& choice) {
  TakeVerdict v;
  long best = 0;
  for (const Take& t : choice.captures) {
    v.xeri_chance |= t.xeri;
    best = std::max(best, t.points);
  }
  v.missed_xeri = v.xeri_chance && !choice.played.xeri;
  v.missed_points = std::max(0L, best - choice.played.points);
  return v;
}

}  // namespace replay::review
