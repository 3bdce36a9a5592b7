// What a fishing hand (Diloti, Xeri) comes to: its score by side, what each seat did in it, and
// the facts the store keeps (engine/outcome.h).
#ifndef REPLAY_FISHING_FISHING_FACTS_H_
#define REPLAY_FISHING_FISHING_FACTS_H_

#include <array>
#include <optional>
#include <string_view>

#include "engine/outcome.h"
#include "fishing/fishing_score.h"
#include "notation/record.h"

namespace replay::fishing {

// What each seat did in a hand, counted as the play goes (facts for the store).
struct SeatCounts {
  long xeri = 0, opening_xeri = 0, last_card_xeri = 0, captures = 0, builds = 0, raises = 0;
  long xeri_points = 0;  // the xeris' points, each at its value (DIL-51, XER-24)
};

// The facts of hand `h` at `level` ("sheet", "partial", "full"): its points when known, the
// score of a full hand, and the seats' counts of a played one.
HandFacts Facts(const Record& record, size_t h, int players, std::string_view level,
                const std::optional<PerSide>& points, const HandScore* score,
                const std::array<SeatCounts, 4>* seats);

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_FACTS_H_
