// A fishing hand's score by side (DIL-50/51, XER-50/51): the one shape both games' scoring
// returns. No state, no I/O.
#ifndef REPLAY_FISHING_FISHING_SCORE_H_
#define REPLAY_FISHING_FISHING_SCORE_H_

#include <array>

namespace replay::fishing {

using PerSide = std::array<long, 2>;

struct HandScore {
  PerSide points{};
  PerSide cards{};
  PerSide xeri{};
};

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_SCORE_H_
