#include "store/record_columns.h"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "engine/outcome_json.h"
#include "notation/write.h"

namespace replay::store {
namespace {

// A rule's value as the `rules` table keeps it: a string as it is, anything else as JSON.
std::string RuleText(const replay::json::Value& value) {
  if (value.IsString()) return std::string(value.string);
  std::string text;
  WriteJson(value, text);
  return text;
}

}  // namespace

// The record's rules with the overrides applied, as the canonical form writes them, in key order.
std::vector<std::pair<std::string, std::string>> EffectiveRules(const Record& r,
                                                                const RuleOverrides* overrides) {
  std::vector<std::pair<std::string, std::string>> rules;
  std::vector<std::string_view> override_keys;
  if (overrides) override_keys = overrides->Keys(r.game);
  if (r.rules)
    for (uint32_t i = 0; i < r.rules->size; ++i) {
      const auto& m = r.rules->members[i];
      if (std::find(override_keys.begin(), override_keys.end(), m.key) == override_keys.end())
        rules.emplace_back(std::string(m.key), RuleText(m.value));
    }
  for (std::string_view key : override_keys)
    rules.emplace_back(std::string(key), RuleText(*overrides->Find(key, r.game)));
  std::sort(rules.begin(), rules.end());
  return rules;
}

// "diloti 2p target=101": the game, the seats, and the rules but `players`.
std::string Variant(const Record& r, const std::vector<std::pair<std::string, std::string>>& rules) {
  std::string variant = fmt::format("{} {}p", r.game, r.players.size());
  for (auto& [key, value] : rules)
    if (key != "players") variant += fmt::format(" {}={}", key, value);
  return variant;
}

// The diagnostics as replay-validate --format json writes them, in one JSON array.
std::optional<std::string> DiagnosticsJson(const Diagnostics& diagnostics) {
  if (diagnostics.empty()) return std::nullopt;
  std::string list = "[";
  for (const Diagnostic& d : diagnostics) list += (list.size() > 1 ? "," : "") + ToJson(d).dump();
  return list + "]";
}

}  // namespace replay::store
