// The claims of a hand's `result` against what the replay computed, for every game: each field
// the record gives is one the rules page lists, of the right type, and equal to the replay's.
#ifndef REPLAY_ENGINE_CLAIMS_H_
#define REPLAY_ENGINE_CLAIMS_H_

#include <initializer_list>
#include <string_view>
#include <vector>

#include "engine/driver.h"

namespace replay {

// The table of a game's result fields and the codes of their checks.
struct ResultTable {
  std::vector<std::string_view> keys;         // every field a hand result may have
  std::string_view mismatch_code, mismatch_rule;
  std::string_view bad_code, bad_rule;         // unknown or ill-typed field ("" = mismatch code)
  Message sentence;                            // "a hand result has `points`, `cards` and `xeri`"
  std::vector<std::string_view> handled;       // fields the game checks itself
  // The rule that computes a field, where fields differ (Pilotta: PIL-40..46); null: mismatch_rule.
  std::string_view (*rule_of)(std::string_view key) = nullptr;
};

// Checks hand h's `result` (if any) against `computed`; `sides` values per side.
void CheckResultClaims(MatchContext& m, size_t h, const ResultTable& table,
                       const Fields& computed);

// "`points` must be 2 integers of at least 0, one per side", and the like for other kinds.
Message ExpectedText(std::string_view key, const Value& like);
// Whether the record's value `v` has the type of `like` (Sides with like's count).
bool SameKind(const json::Value& v, const Value& like);
// Whether the record's value equals the computed one (of the same kind).
bool SameValue(const json::Value& v, const Value& computed);
// Both at once, reading the record's value once.
enum class Claim { kEqual, kDiffers, kBadKind };
Claim Compare(const json::Value& v, const Value& computed);
// The record's value as a short text for messages.
std::string RecordText(const json::Value& v);

}  // namespace replay

#endif  // REPLAY_ENGINE_CLAIMS_H_
