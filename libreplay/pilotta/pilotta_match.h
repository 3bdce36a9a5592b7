// The rules of one Pilotta match for the shared driver (engine/driver.h): the deal
// (pilotta_deal.cc), the auction and the play through RunActions (pilotta.cc), the claims and
// score sheets (pilotta_claims.cc) and the board (pilotta_board.cc). Internal to
// libreplay/pilotta.
#ifndef REPLAY_PILOTTA_PILOTTA_MATCH_H_
#define REPLAY_PILOTTA_PILOTTA_MATCH_H_

#include <optional>
#include <string>

#include <fmt/format.h>

#include "engine/driver.h"
#include "pilotta/pilotta.h"
#include "pilotta/pilotta_sheet.h"
#include "pilotta/pilotta_state.h"

namespace replay::pilotta {

class PilottaMatch final : public MatchRules {
 public:
  PilottaMatch() { consecutive_rotation_ = true; }  // PIL-2: also after a passed-out deal
  bool Begin(MatchContext& m) override;             // options, PIL-1
  int SideCount() const override { return 2; }
  long Target() const override { return options_.target; }
  MatchCodes Codes() const override {
    return {"pilotta/hand-after-end", "PIL-50", "pilotta/dealer-order", "PIL-2",
            "pilotta/match-result-mismatch", "PIL-51"};
  }
  Message RotationMessage(long dealer, long due) const override {
    return Tr("seat {} deals, but the deal passes to the next seat each hand, also "
                       "after a passed-out deal: seat {} was due", dealer, due);
  }
  HandOutcome PlayHand(MatchContext& m, size_t h, const replay::Sides& totals) override;

 private:
  HandOutcome FullHand(MatchContext& m, size_t h);
  HandOutcome SheetHand(MatchContext& m, size_t h);
  // replay-show: hand h up to the stop, then its board.
  void ShowHand(MatchContext& m, size_t h, const Deal& deal);
  std::optional<Deal> ReadDeal(MatchContext& m, size_t h);     // PIL-3..5
  std::optional<int> Dealer(MatchContext& m, size_t h);        // PIL-15
  bool RunAuction(MatchContext& m, size_t h, Auction& auction);  // PIL-6..14
  nlohmann::json Board(MatchContext& m, size_t h, const Deal& deal, const Auction& auction,
                       const State* state, int applied) const;

  Options options_;
};

// The claims of a hand (pilotta_claims.cc).
// PIL-53, PIL-54: the hand's `contract` key, if any, well formed and (when the auction is over)
// equal to the auction's contract. Returns it when present and well formed.
std::optional<Contract> CheckContractKey(MatchContext& m, size_t h, bool auction_over,
                                         const std::optional<Contract>& auction_contract);
void RejectResultOnPartial(MatchContext& m, size_t h);  // PIL-47
// A void (passed-out) hand's result is {"points": [0, 0]} (§7.1, PIL-52).
void CheckVoidResult(MatchContext& m, size_t h, bool sheet);
// §7.1: the seven fields of a played hand, and every field present equal to the replay's.
Fields ResultFields(const HandScore& score);
void CheckHandResult(MatchContext& m, size_t h, const Fields& computed);
// PIL-52, PIL-55..59: the score-sheet line of a hand with contract `contract`.
std::optional<SheetLine> CheckSheet(MatchContext& m, size_t h, const Contract& contract,
                                    const Options& options);
// A score-sheet hand's result: the fields it recorded, in canonical form.
Fields SheetFields(const json::Value& result, const SheetLine& line);

// The facts of a hand (engine/outcome.h; the keys are listed in pilotta.h).
replay::HandFacts BasicFacts(const Hand& hand, std::string_view level);  // points [0, 0]
replay::ContractFacts ContractFactsOf(const Contract& contract, std::optional<bool> made);
replay::HandFacts FullFacts(const State& state, const HandScore& score);
replay::HandFacts SheetFacts(const Hand& hand, const SheetLine& line, const Options& options);

inline replay::Sides SidesOf(const PerSide& p) { return replay::Sides(p); }

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_MATCH_H_
