// The named statistics of replay-stats(1), computed over a store (schema/store.sql).
//
// A statistic is a list of measures over units (a seat in a hand, a side in a hand, a contract, a
// side in a match, a record), each unit a row of one of the schema's stat_* views. The views are
// chosen by the grouping: with --by player the per-seat view (a player's own units), otherwise the
// per-side view. Filters select units, the grouping partitions them, and each measure aggregates
// one SQL expression over its group:
//   count     Σ expr
//   mean      Σ expr / n, n = the units where expr is not NULL, with its 95 % Student t
//             interval (interval.cc says why t)
//   rate      k / n, k = Σ expr (expr is 0 or 1), n = the units where expr is not NULL,
//             with its 95 % Wilson score interval
//   per hand  Σ expr / (the group's `hands` in the statistic's first part)
// Some statistics add slices: the same measures again per value of a column (bid, trump, meld);
// each such family of slices is a part of the statistic, part 0 being the unsliced one.
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
#include "stats/interval.h"
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
  // The game and form of the units (Table::by_form): one ("bourlot", "diloti 4p"), or with
  // Forms::kAdded those added up, in byte order ("diloti 2p + diloti 4p"); "" when the table
  // has no form column.
  std::string form;
  std::string slice;                 // "" or e.g. "bid=90"
  std::string measure;               // e.g. "xeri_per_hand"
  Kind kind = Kind::kCount;
  std::optional<double> value;       // null when n = 0
  int64_t k = 0;                     // Σ expr (count, rate, per hand: the numerator)
  int64_t n = 0;                     // the sample size (0 for a count)
  std::optional<double> low, high;   // 95 % interval: Wilson (rates), t (means, n >= 2)
  size_t part = 0;                   // the statistic's part: 0 unsliced, then each slice family
};

// A measure a statistic offers under a grouping, in output order (a name may be in several
// parts: declarations' melds_per_hand is a mean per unit and, per meld kind, a per-hand ratio).
struct MeasureInfo {
  std::string name;
  Kind kind;
  size_t part;
};

struct Table {
  std::string statistic;
  GroupBy by = GroupBy::kAll;
  std::vector<MeasureInfo> measures;  // the columns, whether or not any row has them
  std::vector<Row> rows;
  // Whether the rows carry their form: set when a group's units came from more than one game or
  // form whose figures differ in kind (Bourlot and Pilotta contracts, 2- and 4-player Diloti),
  // so that no figure adds them up silently: each (group, form) is then a row of its own, or
  // with Forms::kAdded the row names the forms it adds up.
  bool by_form = false;
};

std::vector<std::string_view> StatisticNames();

// Throws std::invalid_argument like Compute.
std::vector<MeasureInfo> Measures(std::string_view statistic, GroupBy by);

// What replay-stats shows of a computed table: --measure, --sort and --min-n.
struct View {
  std::vector<std::string> measures;  // only these (by name), empty: all
  std::string sort;                   // a measure of part 0 to order the groups by, "" none
  bool descending = true;
  int64_t min_n = 0;  // rows whose unit count (the part's first measure) is below it are left out
};
// Parses "MEASURE[:asc|desc]" (desc when left out) into `view`; an error message or empty.
std::string ParseSort(std::string_view spec, View& view);
// An error message when `view` names a measure `statistic` doesn't have under `by`, or empty
// (also when the statistic or the grouping is wrong: Compute reports that).
std::string CheckView(std::string_view statistic, GroupBy by, const View& view);
// `table` as `view` shows it: groups under --min-n dropped (and their slices), rows of slices
// under it dropped, groups ordered by the sort measure (in every part; ties and groups without
// a value keep their order, the latter last), then only the chosen measures. The unit counts
// are read before measures are left out.
Table Shape(const Table& table, const View& view);

// Warnings for --player and --event values that match nothing in the store, each naming the
// nearest names that exist (select::Nearest): "no player \"Mariaa\" in the store (nearest:
// Maria, Marina)".
std::vector<std::string> UnmatchedFilters(store::Database& db, const Filters& filters);
// Where a statistic's units are read: the totals the store keeps per record at import, where the
// statistic has them (schema/store.sql, migration 4), else its views; or always the views, which
// define every statistic (the totals must give the same table to the bit: tests compare them).
enum class Source { kTotals, kViews };

// What a group whose units are of several games or forms gets (Table::by_form): a row per form
// (the default), or one row adding them up, its form naming every form added ("diloti 2p +
// diloti 4p"), so the sum is stated where it is shown (replay-stats --add-forms).
enum class Forms { kSplit, kAdded };

// Computes `statistic`. Throws std::invalid_argument for an unknown statistic, a grouping it does
// not have, or a malformed filter; SqliteError for database trouble.
Table Compute(store::Database& db, std::string_view statistic, const Filters& filters,
              GroupBy by, Source source = Source::kTotals, Forms forms = Forms::kSplit);

// Renderings, long layout (one row per group, slice and measure): an aligned text table, CSV
// (RFC 4180) and a JSON array of row objects (keys in the order of the CSV columns).
std::string FormatText(const Table& table);
std::string FormatCsv(const Table& table);
nlohmann::ordered_json ToJson(const Table& table);

// Wide layout (wide.cc): one row per group and slice, a column per measure. Text: a table per
// part, each measure as its value, and for a mean or rate its n and interval. CSV and JSON: one
// table of the measures of every part, in order, each mean and rate as <m>, <m>_n, <m>_low and
// <m>_high (a count as <m> alone), empty (null) where the row's part has no such measure.
// The text is wrapped at `width` display columns (0: not wrapped): the measures that don't fit
// continue in a further block below, the group, form and slice columns repeated; a measure keeps
// its n and interval beside it.
std::string FormatWideText(const Table& table, size_t width = 100);
std::string FormatWideCsv(const Table& table);
nlohmann::ordered_json WideJson(const Table& table);

// An SVG document (svg.cc, drawn by chart/): a dot-and-interval panel per mean or rate of the
// table (counts as dots), one row per group (and slice), with n in the row's label.
std::string FormatSvg(const Table& table);

}  // namespace replay::stats

#endif  // REPLAY_STATS_STATS_H_
