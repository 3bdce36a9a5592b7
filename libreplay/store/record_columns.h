// What Store::Add computes from a record for its own columns: the rules in effect, the variant
// they make, the diagnostics as JSON.
#ifndef REPLAY_STORE_RECORD_COLUMNS_H_
#define REPLAY_STORE_RECORD_COLUMNS_H_

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/diagnostic.h"
#include "engine/options.h"
#include "notation/record.h"

namespace replay::store {

// The record's rules with the overrides applied, as the canonical form writes them, in key order;
// a rule's value as the `rules` table keeps it: a string as it is, anything else as JSON.
std::vector<std::pair<std::string, std::string>> EffectiveRules(const Record& r,
                                                                const RuleOverrides* overrides);

// "diloti 2p target=101": the game, the seats, and the rules but `players`.
std::string Variant(const Record& r, const std::vector<std::pair<std::string, std::string>>& rules);

// The diagnostics as replay-validate --format json writes them, in one JSON array (nullopt: none).
std::optional<std::string> DiagnosticsJson(const Diagnostics& diagnostics);

}  // namespace replay::store

#endif  // REPLAY_STORE_RECORD_COLUMNS_H_
