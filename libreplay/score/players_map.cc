#include "score/players_map.h"

#include <fmt/format.h>

#include "core/text.h"

namespace replay {

std::optional<PlayersMap> PlayersMap::Parse(std::string_view text, std::string* error) {
  PlayersMap map;
  size_t number = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // a file saved with CRLF
    if (NormalizeName(line).empty() || line.front() == '#') continue;
    const size_t tab = line.find('\t');
    auto fail = [&](std::string why) {
      *error = fmt::format("line {}: {}", number, why);
      return std::nullopt;
    };
    if (tab == std::string_view::npos)
      return fail("a mapping is an alias, a TAB and the canonical name");
    std::string alias = NormalizeName(line.substr(0, tab));
    std::string name = NormalizeName(line.substr(tab + 1));
    if (alias.empty() || name.empty() || line.find('\t', tab + 1) != std::string_view::npos)
      return fail("a mapping is an alias, one TAB and the canonical name, neither empty");
    auto [at, added] = map.to_.emplace(alias, name);
    if (!added && at->second != name)
      return fail(fmt::format("\"{}\" is already mapped to \"{}\"", alias, at->second));
  }
  return map;
}

const std::string* PlayersMap::Find(const std::string& alias) const {
  auto at = to_.find(alias);
  return at == to_.end() ? nullptr : &at->second;
}

}  // namespace replay
