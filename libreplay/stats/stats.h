// The named statistics of replay-stats(1), computed over a store (schema/store.sql).
//
// A statistic is a list of measures over units (a seat in a hand, a side in a hand, a contract, a
// side in a match, a record), each unit a row of one of the schema's stat_* views. The views are
// chosen by the grouping: with --by player the per-seat view (a player's own units), otherwise the
// per-side view. Filters select units, the grouping partitions them, and each measure aggregates
// one SQL expression over its group:
//   count     Σ expr
//   mean      Σ expr / n, n = the units where expr is not NULL
//   rate      k / n, k = Σ expr (expr is 0 or 1), n = the units where expr is not NULL,
//             with its 95 % Wilson score interval
//   per hand  Σ expr / (the group's `hands` in the statistic's first part)
// Some statistics add slices: the same measures again per value of a column (bid, trump, meld).
// The exact formula of every measure is in man/replay-stats.1; the SQL is in stats.cc.
#ifndef REPLAY_STATS_STATS_H_
#define REPLAY_STATS_STATS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "select/select.h"
#include "store/sqlite.h"

namespace replay::stats {

enum class GroupBy { kAll, kPlayer, kSide, kPair, kEvent, kGame, kVariant };
std::optional<GroupBy> ParseGroupBy(std::string_view name);
std::string_view GroupByName(GroupBy by);  // "player", ...; "" for kAll

// The selection of replay-stats is that of every tool (select/select.h); a store applies it
// in SQL, with --player narrowed to the player's own units (his seat with --by player, else his
// side).
using Filters = select::Selection;

enum class Kind { kCount, kMean, kRate, kPerHand };

struct Row {
  std::optional<std::string> group;  // the group's value (null: none, e.g. no event tag)
  std::string slice;                 // "" or e.g. "bid=90"
  std::string measure;               // e.g. "xeri_per_hand"
  Kind kind = Kind::kCount;
  std::optional<double> value;       // null when n = 0
  int64_t k = 0;                     // Σ expr (count, rate, per hand: the numerator)
  int64_t n = 0;                     // the sample size (0 for a count)
  std::optional<double> low, high;   // 95 % Wilson interval, rates only
};

struct Table {
  std::string statistic;
  GroupBy by = GroupBy::kAll;
  std::vector<Row> rows;
};

struct Interval {
  double low = 0, high = 0;
};
// The Wilson score interval of k successes in n trials (n > 0) at z (95 %: 1.959963984540054).
Interval Wilson(int64_t k, int64_t n, double z = 1.959963984540054);

std::vector<std::string_view> StatisticNames();
// Computes `statistic`. Throws std::invalid_argument for an unknown statistic, a grouping it does
// not have, or a malformed filter; SqliteError for database trouble.
Table Compute(store::Database& db, std::string_view statistic, const Filters& filters,
              GroupBy by);

// Renderings: an aligned text table, CSV (RFC 4180) and a JSON array of row objects (keys in
// the order of the CSV columns).
std::string FormatText(const Table& table);
std::string FormatCsv(const Table& table);
nlohmann::ordered_json ToJson(const Table& table);

}  // namespace replay::stats

#endif  // REPLAY_STATS_STATS_H_
