// The rules of one Xeri match for the shared driver (engine/driver.h): the deal, the play, the
// claims and score sheets, and the board. Internal to libreplay/xeri.
#ifndef REPLAY_XERI_XERI_MATCH_H_
#define REPLAY_XERI_XERI_MATCH_H_

#include <optional>

#include "engine/driver.h"
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

 private:
  std::optional<Deal> ReadDeal(MatchContext& m, size_t h);  // XER-1..5
  // XER-53, XER-70..72: a score-sheet `result` (also on a partial hand): what it adds.
  std::optional<PerSide> CheckSheet(MatchContext& m, size_t h);
  void CheckHandResult(MatchContext& m, size_t h, const Fields& computed);  // XER-52
  nlohmann::json Board(MatchContext& m, size_t h, const Deal& deal, const State& state,
                       int applied) const;

  Options options_;
};

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_MATCH_H_
