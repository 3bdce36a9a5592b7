// The rules of one Diloti match for the shared driver (engine/driver.h): the deal, the play,
// the claims and score sheets, and the board. Internal to libreplay/diloti.
#ifndef REPLAY_DILOTI_DILOTI_MATCH_H_
#define REPLAY_DILOTI_DILOTI_MATCH_H_

#include <array>
#include <optional>
#include <vector>

#include "diloti/diloti.h"
#include "diloti/diloti_scoring.h"
#include "engine/driver.h"
#include "fishing/fishing_hand.h"

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

  // The game's rules of a hand, for the fishing games' shared flow (fishing/fishing_hand.h).
  using HandState = State;
  const Options& options() const { return options_; }
  int Players() const { return options_.players; }
  std::optional<Deal> ReadDeal(MatchContext& m, size_t h);  // DIL-3..5
  // DIL-65, DIL-70..73: a score-sheet `result` (also on a partial hand): what it adds.
  std::optional<PerSide> CheckSheet(MatchContext& m, size_t h);
  void SheetFields(const json::Value& result, Fields& fields) const;
  fishing::Played Play(MatchContext& m, size_t h, State& state,
                       std::array<fishing::SeatCounts, 4>& counts,
                       std::vector<TakeChoice>* takes) const;
  HandScore Score(const State& state) const;
  void CheckHandResult(MatchContext& m, size_t h, const Fields& computed);  // DIL-52
  nlohmann::json Board(MatchContext& m, size_t h, const Deal& deal, const State& state,
                       int applied) const;

 private:
  Options options_;
};

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_MATCH_H_
