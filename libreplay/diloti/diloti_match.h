// The rules of one Diloti match for the shared driver (engine/driver.h): the deal, the play,
// the claims and score sheets, and the board. Internal to libreplay/diloti.
#ifndef REPLAY_DILOTI_DILOTI_MATCH_H_
#define REPLAY_DILOTI_DILOTI_MATCH_H_

#include <optional>

#include "diloti/diloti.h"
#include "diloti/diloti_scoring.h"
#include "engine/driver.h"

namespace replay::diloti {

class DilotiMatch final : public MatchRules {
 public:
  bool Begin(MatchContext& m) override;
  int SideCount() const override { return 2; }
  long Target() const override { return options_.target; }
  MatchCodes Codes() const override {
    return {"diloti/hand-after-end", "DIL-62", "diloti/dealer-rotation", "DIL-64",
            "diloti/match-result", "DIL-63"};
  }
  HandOutcome PlayHand(MatchContext& m, size_t h, const replay::Sides& totals) override;

 private:
  std::optional<Deal> ReadDeal(MatchContext& m, size_t h);                   // DIL-3..5
  // DIL-65, DIL-70..73: a score-sheet `result` (also on a partial hand): what it adds.
  std::optional<PerSide> CheckSheet(MatchContext& m, size_t h);
  void CheckHandResult(MatchContext& m, size_t h, const Fields& computed);  // DIL-52
  nlohmann::json Board(MatchContext& m, size_t h, const Deal& deal, const State& state,
                       int applied) const;

  Options options_;
};

// What each seat did in a hand, counted as the play goes (facts for the store).
struct SeatCounts {
  long xeri = 0, opening_xeri = 0, last_card_xeri = 0, captures = 0, builds = 0, raises = 0;
  long xeri_points = 0;  // the xeris' points, each at its value (DIL-51, XER-24)
};

// The facts of a hand (engine/outcome.h).
HandFacts DilotiFacts(const Record& record, size_t h, int players, std::string_view level,
                      const std::optional<PerSide>& points, const HandScore* score,
                      const std::array<SeatCounts, 4>* seats);

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_MATCH_H_
