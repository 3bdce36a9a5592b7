// What a Pilotta record claims for a hand, checked against the replay (rules/pilotta.md §7.1,
// §9), and the JSON the replay reports back: computed results and per-hand facts.
#ifndef REPLAY_PILOTTA_PILOTTA_CLAIMS_H_
#define REPLAY_PILOTTA_PILOTTA_CLAIMS_H_

#include <optional>

#include <nlohmann/json.hpp>

#include "notation/record.h"
#include "pilotta/pilotta_sheet.h"
#include "pilotta/pilotta_state.h"

namespace replay::pilotta {

// Two integers from 0 to kMaxBid, one per side.
std::optional<PerSide> ReadPair(const json::Value* value);
nlohmann::json PairJson(const PerSide& pair);
// §7.1: all seven fields.
nlohmann::json ResultJson(const HandScore& score);
// A score-sheet hand's result: the fields it recorded, in canonical form.
nlohmann::json SheetResultJson(const json::Value& result, const SheetLine& line);
// The "contract" facts; `made` when known.
nlohmann::json ContractFacts(const Contract& contract, std::optional<bool> made);
// The facts of a complete hand (engine/game.h; the keys are listed in pilotta.h).
nlohmann::json FullFacts(const State& state, const HandScore& score);
// The facts of a score-sheet line: points, contract, and "sides" from the breakdown fields given.
nlohmann::json SheetFacts(const SheetLine& line);

class Claims {
 public:
  Claims(const Record& record, Reporter& reporter) : record_(record), r_(reporter) {}

  // PIL-53, PIL-54: the hand's `contract` key, if any, well formed and (when the auction is
  // over) equal to the auction's contract. Returns it when present and well formed.
  std::optional<Contract> CheckContractKey(size_t h, bool auction_over,
                                           const std::optional<Contract>& auction_contract);
  // PIL-47.
  void RejectResultOnPartial(size_t h);
  // A void (passed-out) hand's result is {"points": [0, 0]} (§7.1, PIL-52).
  void CheckVoidResult(size_t h, bool sheet);
  // §7.1: every field present equals the replay's.
  void CheckHandResult(size_t h, const HandScore& score);
  // PIL-52, PIL-55..59: the score-sheet line of a hand with contract `contract`.
  std::optional<SheetLine> CheckSheet(size_t h, const Contract& contract, const Options& options);

 private:
  Diagnostic& Error(size_t h, std::string_view code, std::string_view rule, std::string pointer,
                    std::string message);
  std::string ResultPointer(size_t h, std::string_view field = {}) const;

  const Record& record_;
  Reporter& r_;
};

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_CLAIMS_H_
