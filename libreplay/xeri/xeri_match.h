// The rules of one Xeri match for the shared driver (engine/driver.h): the deal, the play, the
// claims and score sheets, and the board. Internal to libreplay/xeri.
#ifndef REPLAY_XERI_XERI_MATCH_H_
#define REPLAY_XERI_XERI_MATCH_H_

#include <array>
#include <optional>
#include <vector>

#include "engine/driver.h"
#include "fishing/fishing_hand.h"
#include "xeri/xeri.h"
#include "xeri/xeri_scoring.h"

namespace replay::xeri {

class XeriMatch final : public MatchRules {
 public:
  bool Begin(MatchContext& m) override;
  int SideCount() const override { return 2; }
  long Target() const override { return options_.target; }
  MatchCodes Codes() const override {
    return {"xeri/hand-after-end", "XER-62", "xeri/dealer-rotation", "XER-64",
            "xeri/match-result", "XER-63"};
  }
  HandOutcome PlayHand(MatchContext& m, size_t h, const replay::Sides& totals) override;

  // The game's rules of a hand, for the fishing games' shared flow (fishing/fishing_hand.h).
  using HandState = State;
  const Options& options() const { return options_; }
  int Players() const { return options_.players; }
  std::optional<Deal> ReadDeal(MatchContext& m, size_t h);  // XER-1..5
  // XER-53, XER-70..72: a score-sheet `result` (also on a partial hand): what it adds.
  std::optional<PerSide> CheckSheet(MatchContext& m, size_t h);
  void SheetFields(const json::Value& result, Fields& fields) const;
  fishing::Played Play(MatchContext& m, size_t h, State& state,
                       std::array<fishing::SeatCounts, 4>& counts,
                       std::vector<TakeChoice>* takes) const;
  HandScore Score(const State& state) const;
  void CheckHandResult(MatchContext& m, size_t h, const Fields& computed);  // XER-52
  nlohmann::json Board(MatchContext& m, size_t h, const Deal& deal, const State& state,
                       int applied) const;

 private:
  Options options_;
};

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_MATCH_H_
