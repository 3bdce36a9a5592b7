#include "engine/claims.h"

#include <algorithm>

namespace replay {

Message ExpectedText(std::string_view key, const Value& like) {
  if (const Sides* s = std::get_if<Sides>(&like))
    return Tr("`{}` must be {} integers of at least 0, one per side", key, s->count);
  if (std::holds_alternative<bool>(like)) return Tr("`{}` must be true or false", key);
  if (std::holds_alternative<long>(like)) return Tr("`{}` must be an integer", key);
  return Tr("`{}` must be a word such as {}", key, ValueText(like));
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

Claim Compare(const json::Value& v, const Value& computed) {
  if (const Sides* s = std::get_if<Sides>(&computed)) {
    std::optional<Sides> claimed = ReadSides(&v, s->count);
    return !claimed ? Claim::kBadKind : *claimed == *s ? Claim::kEqual : Claim::kDiffers;
  }
  if (!SameKind(v, computed)) return Claim::kBadKind;
  return SameValue(v, computed) ? Claim::kEqual : Claim::kDiffers;
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
  auto has = [](const std::vector<std::string_view>& keys, std::string_view key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
  };
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& member = result->members[i];
    if (has(table.handled, member.key)) continue;
    // The pointer is made only for a diagnostic: this runs for every hand a record claims.
    auto at = [&] { return fmt::format("/hands/{}/result/{}", h, json::PointerEscape(member.key)); };
    const std::string_view mismatch_rule =
        table.rule_of ? table.rule_of(member.key) : table.mismatch_rule;
    const Value* value = computed.Find(member.key);
    if (!value) {
      if (!has(table.keys, member.key))
        m.Error(h, bad_code, bad_rule, at(),
                Tr("{}; \"{}\" is not one of them", table.sentence, member.key));
      else
        m.Error(h, table.mismatch_code, mismatch_rule, at(),
                Tr("the replay of this hand gives no `{}`", member.key));
      continue;
    }
    switch (Compare(member.value, *value)) {
      case Claim::kEqual: break;
      case Claim::kBadKind:
        m.Error(h, bad_code, table.bad_code.empty() ? mismatch_rule : bad_rule, at(),
                ExpectedText(member.key, *value));
        break;
      case Claim::kDiffers:
        m.Error(h, table.mismatch_code, mismatch_rule, at(),
                Tr("the record says {} {}, but the replay gives {}", member.key,
                            RecordText(member.value), ValueText(*value)));
        break;
    }
  }
}

}  // namespace replay
