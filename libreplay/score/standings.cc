#include "score/standings.h"

#include <algorithm>
#include <fmt/format.h>

#include "core/seat.h"

namespace replay {

void Standings::Add(const Record& record, const MatchOutcome& outcome) {
  if (!outcome.score) return;
  const Sides& score = *outcome.score;
  int n = int(record.players.size());
  int sides = NumSides(n);
  if (score.count != sides) return;
  int winner = outcome.winner;
  long total = 0;
  for (int s = 0; s < sides; ++s) total += score[s];
  for (int side = 0; side < sides; ++side) {
    std::vector<int> seats;
    for (int s = 0; s < n; ++s)
      if (SideOf(s, n) == side) seats.push_back(s);
    std::vector<std::pair<std::string, std::string>> entries;  // key, shown name
    if (by_ == By::kPair) {
      // One pair-naming rule in every tool (the store's record_sides.pair too): the names in
      // byte order, joined by " & ", whatever seats the two sat in.
      std::vector<const Player*> pair;
      for (int s : seats) pair.push_back(&record.players[size_t(s)]);
      std::sort(pair.begin(), pair.end(),
                [](const Player* a, const Player* b) { return a->name < b->name; });
      std::string key, name;
      for (const Player* p : pair) {
        key += fmt::format("{}{}", key.empty() ? "" : "\x1f", p->id.empty() ? p->name : p->id);
        name += fmt::format("{}{}", name.empty() ? "" : " & ", p->name);
      }
      entries.emplace_back(key, name);
    } else {
      for (int s : seats) {
        const Player& p = record.players[size_t(s)];
        entries.emplace_back(std::string(p.id.empty() ? p.name : p.id), std::string(p.name));
      }
    }
    long mine = score[side];
    for (auto& [key, name] : entries) {
      StandingsRow& row = rows_[key];
      row.name = name;
      if (winner < 0) {
        ++row.unfinished;
        continue;
      }
      ++row.played;
      (winner == side ? row.won : row.lost)++;
      row.points_for += mine;
      row.points_against += total - mine;
    }
  }
}

std::vector<StandingsRow> Standings::Rows() const {
  std::vector<StandingsRow> rows;
  for (const auto& [key, row] : rows_) rows.push_back(row);
  std::sort(rows.begin(), rows.end(), [](const StandingsRow& a, const StandingsRow& b) {
    if (a.won != b.won) return a.won > b.won;
    if (a.Difference() != b.Difference()) return a.Difference() > b.Difference();
    if (a.points_for != b.points_for) return a.points_for > b.points_for;
    if (a.played != b.played) return a.played < b.played;
    return a.name < b.name;
  });
  return rows;
}

}  // namespace replay
