// The score-sheet level of Pilotta (rules/pilotta.md §9): a hand known only by its contract and
// the written points, with the breakdown fields when the scorer noted them. The checks are pure
// arithmetic over the line (PIL-55..59); reading the line from JSON is pilotta.cc's business.
#ifndef REPLAY_PILOTTA_PILOTTA_SHEET_H_
#define REPLAY_PILOTTA_PILOTTA_SHEET_H_

#include <optional>
#include <string>
#include <string_view>

#include "pilotta/pilotta_scoring.h"

namespace replay::pilotta {

struct SheetLine {
  Contract contract;
  PerSide points{};
  std::optional<PerSide> raw, tricks, declarations, pilotta;
  std::optional<bool> made, capot;
};

struct SheetError {
  std::string_view code;
  std::string_view rule;
  std::string field;  // the `result` member to blame, or empty for the whole result
  Message message;
};

// The first rule of PIL-55..59 the line breaks, or nullopt.
std::optional<SheetError> CheckSheetLine(const SheetLine& line, const Options& options);

// Whether the line reads as a made contract (PIL-55): the bidders wrote points. With
// failed_bidders_keep_melds failed bidders of an undoubled contract write their kept melds too,
// so `made` decides, and without it a made contract's minimum, twice the bid in tens.
bool SheetMade(const SheetLine& line, const Options& options);

// 𝒳: the possible totals of melds plus pilotta, every multiple of 10 except 10 and 30 (§9).
bool IsMeldTotal(long x);

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_SHEET_H_
