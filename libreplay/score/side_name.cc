#include "score/side_name.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/seat.h"

namespace replay {

std::string PlayerLabel(std::string_view name, std::string_view id) {
  return id.empty() ? std::string(name) : fmt::format("{} ({})", name, id);
}

std::string PlayerLabel(const Player& player) { return PlayerLabel(player.name, player.id); }

std::string PairName(std::vector<std::string> labels) {
  std::sort(labels.begin(), labels.end());
  return fmt::format("{}", fmt::join(labels, " & "));
}

std::string SideName(const Record& record, int side) {
  const int n = int(record.players.size());
  std::vector<std::string> labels;
  for (int s = 0; s < n; ++s)
    if (SideOf(s, n) == side) labels.push_back(PlayerLabel(record.players[size_t(s)]));
  return PairName(std::move(labels));
}

}  // namespace replay
