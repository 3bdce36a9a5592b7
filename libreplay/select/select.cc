#include "select/select.h"

#include <algorithm>
#include <tuple>

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
  // A day of the calendar (proleptic Gregorian), not only the shape: 2026-13-45 would compare as a
  // string and silently select nothing.
  auto number = [&](size_t at, size_t len) {
    int v = 0;
    for (size_t i = at; i < at + len; ++i) v = v * 10 + (s[i] - '0');
    return v;
  };
  int year = number(0, 4), month = number(5, 2), day = number(8, 2);
  if (month < 1 || month > 12 || day < 1) return false;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
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

// The code points of `text`; a byte that is not UTF-8 stands for itself.
std::vector<char32_t> CodePoints(std::string_view text) {
  std::vector<char32_t> out;
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if (i + len > text.size()) len = 1;
    char32_t cp = len == 1 ? c : c & (0x7F >> len);
    for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    out.push_back(cp);
    i += len;
  }
  return out;
}

size_t EditDistance(const std::vector<char32_t>& a, const std::vector<char32_t>& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::vector<std::string> Nearest(std::string_view value, const std::vector<std::string>& candidates,
                                 size_t limit) {
  const std::vector<char32_t> target = CodePoints(value);
  auto folded = [](std::string_view text) {  // ASCII case only: enough for "cup" in "Kafeneio Cup"
    std::string out(text);
    for (char& c : out)
      if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
  };
  const std::string needle = folded(value);
  // (not containing the value, distance, name): a candidate that contains what was typed, like
  // "Cup" for "Kafeneio Cup", comes first however long it is.
  std::vector<std::tuple<bool, size_t, std::string>> scored;
  for (const std::string& c : candidates)
    scored.emplace_back(needle.empty() || folded(c).find(needle) == std::string::npos,
                        EditDistance(target, CodePoints(c)), c);
  std::sort(scored.begin(), scored.end());
  scored.erase(std::unique(scored.begin(), scored.end()), scored.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < scored.size() && i < limit; ++i) out.push_back(std::get<2>(scored[i]));
  return out;
}

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
