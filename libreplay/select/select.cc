#include "select/select.h"

#include <algorithm>

#include <fmt/format.h>

#include "notation/write.h"

namespace replay::select {

std::string AddKeyValue(std::string_view kv,
                        std::vector<std::pair<std::string, std::string>>& out) {
  size_t eq = kv.find('=');
  if (eq == std::string_view::npos || eq == 0) return fmt::format("\"{}\" is not key=value", kv);
  out.emplace_back(std::string(kv.substr(0, eq)), std::string(kv.substr(eq + 1)));
  return {};
}

bool IsDate(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return false;
  return true;
}

std::string Check(const Selection& selection) {
  for (const std::string& d : {selection.since, selection.until})
    if (!d.empty() && !IsDate(d)) return fmt::format("\"{}\" is not a date YYYY-MM-DD", d);
  return {};
}

std::string Unquote(std::string_view v) {
  if (v.size() >= 2 && v.front() == '"' && v.back() == '"') v = v.substr(1, v.size() - 2);
  return std::string(v);
}

std::string RuleText(const json::Value& value) {
  if (value.IsString()) return std::string(value.string);
  std::string text;
  WriteJson(value, text);
  return text;
}

namespace {

bool AnyOf(const std::vector<std::string>& values, std::string_view v) {
  return values.empty() || std::find(values.begin(), values.end(), v) != values.end();
}

bool RuleHolds(const Record& record, const std::string& key, const std::string& value) {
  if (key == "players") return Unquote(value) == std::to_string(record.players.size());
  const json::Value* v = record.rules ? record.rules->Find(key) : nullptr;
  return v && RuleText(*v) == Unquote(value);
}

bool HasTag(const Record& record, const std::string& key, const std::string& value) {
  for (auto& [k, v] : record.tags)
    if (k == key && v == Unquote(value)) return true;
  return false;
}

}  // namespace

bool Matches(const Selection& s, const Record& record) {
  if (s.Empty()) return true;
  if (!record.root || record.game.empty()) return false;
  if (!AnyOf(s.games, record.game)) return false;
  if (!s.events.empty() && !AnyOf(s.events, record.Tag("event"))) return false;
  std::string_view date = record.Tag("date");
  if (!s.since.empty() && (date.empty() || date < s.since)) return false;
  if (!s.until.empty() && (date.empty() || date > s.until)) return false;
  for (auto& [key, value] : s.rules)
    if (!RuleHolds(record, key, value)) return false;
  for (auto& [key, value] : s.tags)
    if (!HasTag(record, key, value)) return false;
  if (!s.players.empty()) {
    bool found = false;
    for (const Player& p : record.players)
      found = found || AnyOf(s.players, p.name) || (!p.id.empty() && AnyOf(s.players, p.id));
    if (!found) return false;
  }
  return true;
}

}  // namespace replay::select
