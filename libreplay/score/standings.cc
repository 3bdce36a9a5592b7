#include "score/standings.h"

#include <algorithm>
#include <fmt/format.h>

#include "core/message.h"
#include "core/seat.h"
#include "core/text.h"
#include "score/side_name.h"

namespace replay {

std::pair<std::string, std::string> Standings::Person(const Player& player) const {
  const std::string name = NormalizeName(player.name);
  const std::string id = NormalizeName(player.id);
  if (players_) {  // an id's mapping first: it names one person whatever the spelling
    if (const std::string* canonical = id.empty() ? nullptr : players_->Find(id))
      return {*canonical, *canonical};
    if (const std::string* canonical = players_->Find(name)) return {*canonical, *canonical};
  }
  // Told apart by id when given; shown as every tool labels a player.
  return {id.empty() ? name : "\x1f" + id, PlayerLabel(name, id)};
}

namespace {

// "/result", "/result/…": the match result; "/hands/k/result…", "/hands/k/total…": a hand's.
bool IsResultClaim(std::string_view pointer) {
  auto under = [](std::string_view p, std::string_view key) {
    return p.substr(0, key.size()) == key && (p.size() == key.size() || p[key.size()] == '/');
  };
  if (under(pointer, "/result")) return true;
  constexpr std::string_view kHands = "/hands/";
  if (pointer.substr(0, kHands.size()) != kHands) return false;
  pointer.remove_prefix(kHands.size());
  const size_t digits = pointer.find_first_not_of("0123456789");
  if (digits == 0 || digits == std::string_view::npos || pointer[digits] != '/') return false;
  pointer.remove_prefix(digits);
  return under(pointer, "/result") || under(pointer, "/total");
}

LeftOut Listed(std::string_view input, long record, const Diagnostics& diagnostics,
               bool claims_only) {
  LeftOut out;
  out.input = input;
  out.record = record;
  out.claims_only = claims_only;
  for (const Diagnostic& d : diagnostics)
    if (d.IsError()) {
      out.code = d.code;
      out.message = d.message;
      out.text = d.text.empty() ? Message(d.message) : d.text;
      break;
    }
  return out;
}

// "\n  input #k: [code] message": one listed record of a note.
std::string NoteLine(const LeftOut& r) {
  return fmt::format("\n  {} #{}: [{}] {}", TerminalSafe(r.input), r.record, r.code,
                     TerminalSafe(r.text.Localized()));
}

}  // namespace

bool ClaimsOnly(const Diagnostics& diagnostics, const MatchOutcome* outcome) {
  if (!outcome || !outcome->score) return false;
  bool any = false;
  for (const Diagnostic& d : diagnostics) {
    if (!d.IsError()) continue;
    if (!IsResultClaim(d.pointer)) return false;
    any = true;
  }
  return any;
}

void Standings::Add(const Record& record, const MatchOutcome& outcome) {
  Count(record, outcome, false);
}

void Standings::AddComputed(std::string_view input, long index, const Record& record,
                            const MatchOutcome& outcome, const Diagnostics& diagnostics) {
  computed_.push_back(Listed(input, index, diagnostics, true));
  Count(record, outcome, true);
}

void Standings::Count(const Record& record, const MatchOutcome& outcome, bool computed) {
  if (!outcome.score) return;
  const Sides& score = *outcome.score;
  const int n = int(record.players.size());
  const int sides = NumSides(n);
  if (score.count != sides) return;
  ++counted_;
  std::map<std::string, StandingsRow>& rows = groups_[{std::string(record.game), outcome.unit}];
  const int winner = outcome.winner;
  long total = 0;
  for (int s = 0; s < sides; ++s) total += score[s];
  for (int side = 0; side < sides; ++side) {
    std::vector<std::pair<std::string, std::string>> entries;  // key, shown name
    for (int s = 0; s < n; ++s)
      if (SideOf(s, n) == side) entries.push_back(Person(record.players[size_t(s)]));
    if (by_ == By::kPair) {
      // The pair's key is its people's keys in byte order, so seats don't matter.
      std::vector<std::string> keys, names;
      for (const auto& [key, name] : entries) {
        keys.push_back(key);
        names.push_back(name);
      }
      std::sort(keys.begin(), keys.end());
      std::string key;
      for (const std::string& k : keys) key += k + '\x1e';
      entries = {{key, PairName(names)}};
    }
    const long mine = score[side];
    for (const auto& [key, name] : entries) {
      StandingsRow& row = rows[key];
      row.name = name;
      if (computed) ++row.computed;
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

void Standings::LeaveOut(std::string_view input, long record, const Diagnostics& diagnostics,
                         const MatchOutcome* outcome) {
  left_out_.push_back(Listed(input, record, diagnostics, ClaimsOnly(diagnostics, outcome)));
}

std::vector<StandingsGroup> Standings::Groups() const {
  std::vector<StandingsGroup> groups;
  for (const auto& [game_unit, by_key] : groups_) {
    StandingsGroup& group = groups.emplace_back();
    group.game = game_unit.first;
    group.unit = game_unit.second;
    std::vector<StandingsRow>& rows = group.rows;
    for (const auto& [key, row] : by_key) rows.push_back(row);
    auto key = [](const StandingsRow& r) {  // what the rank depends on, best first
      return std::make_tuple(-r.won, -r.Difference(), -r.points_for, r.played);
    };
    std::sort(rows.begin(), rows.end(), [&](const StandingsRow& a, const StandingsRow& b) {
      return key(a) != key(b) ? key(a) < key(b) : a.name < b.name;
    });
    for (size_t i = 0; i < rows.size(); ++i) {
      const bool same_as_before = i > 0 && key(rows[i]) == key(rows[i - 1]);
      rows[i].rank = same_as_before ? rows[i - 1].rank : long(i + 1);
      if (same_as_before) rows[i].tied = rows[i - 1].tied = true;
    }
  }
  return groups;
}

std::string LeftOutNote(const Standings& standings) {
  const std::vector<LeftOut>& left_out = standings.left_out();
  const size_t n = left_out.size();
  const long all = standings.counted() + long(n);
  std::string note = n == 1 ? Tr("left out of the standings: {} record of {}, not valid", n, all)
                                  .Localized()
                            : Tr("left out of the standings: {} records of {}, not valid", n, all)
                                  .Localized();
  for (const LeftOut& r : left_out) {
    note += NoteLine(r);
    // Strict by default; say what would count it.
    if (r.claims_only)
      note += fmt::format(" ({})", Localize("only its claimed results are wrong; "
                                            "--count-computed counts it at its computed score"));
  }
  return note;
}

std::string ComputedNote(const Standings& standings) {
  const std::vector<LeftOut>& computed = standings.computed();
  const size_t n = computed.size();
  const long all = standings.counted() + long(standings.left_out().size());
  std::string note =
      n == 1 ? Tr("counted at the computed score: {} record of {}, only its claimed results "
                  "are wrong", n, all).Localized()
             : Tr("counted at the computed score: {} records of {}, only their claimed results "
                  "are wrong", n, all).Localized();
  for (const LeftOut& r : computed) note += NoteLine(r);
  return note;
}

}  // namespace replay
