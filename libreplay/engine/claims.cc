#include "engine/claims.h"

#include <algorithm>

namespace replay {

std::string ExpectedText(std::string_view key, const Value& like) {
  if (const Sides* s = std::get_if<Sides>(&like))
    return fmt::format("`{}` must be {} integers of at least 0, one per side", key, s->count);
  if (std::holds_alternative<bool>(like)) return fmt::format("`{}` must be true or false", key);
  if (std::holds_alternative<long>(like)) return fmt::format("`{}` must be an integer", key);
  return fmt::format("`{}` must be a word such as {}", key, ValueText(like));
}

bool SameKind(const json::Value& v, const Value& like) {
  if (const Sides* s = std::get_if<Sides>(&like)) return ReadSides(&v, s->count).has_value();
  if (std::holds_alternative<bool>(like)) return v.IsBool();
  if (std::holds_alternative<long>(like))
    return v.IsInt() && v.integer <= kMaxClaim && v.integer >= -kMaxClaim;
  return v.IsString();
}

bool SameValue(const json::Value& v, const Value& computed) {
  if (const Sides* s = std::get_if<Sides>(&computed)) {
    std::optional<Sides> claimed = ReadSides(&v, s->count);
    return claimed && *claimed == *s;
  }
  if (const bool* b = std::get_if<bool>(&computed)) return v.IsBool() && v.boolean == *b;
  if (const long* i = std::get_if<long>(&computed)) return v.IsInt() && v.integer == *i;
  return v.IsString() && v.string == std::get<std::string>(computed);
}

std::string RecordText(const json::Value& v) {
  switch (v.type) {
    case json::Type::kString: return fmt::format("\"{}\"", v.string);
    case json::Type::kInt:
    case json::Type::kDouble: return std::string(v.string);
    case json::Type::kBool: return v.boolean ? "true" : "false";
    case json::Type::kNull: return "null";
    case json::Type::kObject: return "{...}";
    case json::Type::kArray: break;
  }
  std::string out;
  for (const json::Value& x : v) out += (out.empty() ? "" : ", ") + RecordText(x);
  return "[" + out + "]";
}

void CheckResultClaims(MatchContext& m, size_t h, const ResultTable& table,
                       const Fields& computed) {
  const json::Value* result = m.record.hands[h].result;
  if (!result) return;
  const std::string_view bad_code = table.bad_code.empty() ? table.mismatch_code : table.bad_code;
  const std::string_view bad_rule = table.bad_code.empty() ? table.mismatch_rule : table.bad_rule;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& member = result->members[i];
    if (std::find(table.handled.begin(), table.handled.end(), member.key) != table.handled.end())
      continue;
    const std::string at =
        fmt::format("/hands/{}/result/{}", h, json::PointerEscape(member.key));
    if (std::find(table.keys.begin(), table.keys.end(), member.key) == table.keys.end()) {
      m.Error(h, bad_code, bad_rule, at,
              fmt::format("{}; \"{}\" is not one of them", table.sentence, member.key));
      continue;
    }
    const Value* value = computed.Find(member.key);
    if (!value) {
      m.Error(h, table.mismatch_code, table.mismatch_rule, at,
              fmt::format("the replay of this hand gives no `{}`", member.key));
      continue;
    }
    if (!SameKind(member.value, *value)) {
      m.Error(h, bad_code, bad_rule, at, ExpectedText(member.key, *value));
      continue;
    }
    if (!SameValue(member.value, *value))
      m.Error(h, table.mismatch_code, table.mismatch_rule, at,
              fmt::format("the record says {} {}, but the replay gives {}", member.key,
                          RecordText(member.value), ValueText(*value)));
  }
}

}  // namespace replay
