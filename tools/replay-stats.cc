// replay-stats: a named statistic over a store written by replay-import, filtered and grouped, as
// an aligned table (wide: a column per measure, or long), CSV, JSON or an SVG chart. Every mean
// and rate comes with its sample size and 95 % interval (t, Wilson).
#include <cstdio>
#include <limits>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "stats/stats.h"
#include "store/store.h"

namespace replay::tools {
int ReplayStatsMain(int argc, char** argv) {
  std::vector<std::string_view> names = stats::StatisticNames();
  CLI::App app{"Statistics over a store written by replay-import.", "replay-stats"};
  std::string db, pg_schema, statistic, by, format = "text", layout, sort;
  stats::View view;
  SelectionArgs selection;
  app.add_option("--db", db,
                 "The store: a SQLite file, or a PostgreSQL database as a postgresql:// URI or a "
                 "libpq key=value string")
      ->required();
  app.add_option("--pg-schema", pg_schema, "PostgreSQL: the schema the store is in");
  app.add_option("statistic", statistic,
                 fmt::format("The statistic: {}", fmt::join(names, ", ")))
      ->required()
      ->check(CLI::IsMember(std::vector<std::string>(names.begin(), names.end())));
  app.add_option("--by", by, "Group by player, side, pair, event, game or variant")
      ->check(CLI::IsMember({"player", "side", "pair", "event", "game", "variant"}));
  AddSelectionOptions(app, selection);
  app.add_option("-f,--format", format,
                 "Output format (json: NDJSON, one object per row; svg: a dot-and-interval chart)")
      ->check(CLI::IsMember({"text", "csv", "json", "svg"}))
      ->capture_default_str();
  app.add_option("--layout", layout,
                 "wide: a row per group, a column per measure (the text default); long: a row per "
                 "group and measure (the csv and json default)")
      ->check(CLI::IsMember({"wide", "long"}));
  app.add_option("--measure", view.measures, "Only this measure (repeatable)")
      ->take_all()
      ->allow_extra_args(false)
      ->type_name("MEASURE");
  app.add_option("--sort", sort, "Order the groups by this measure, descending unless :asc")
      ->type_name("MEASURE[:asc|desc]")
      ->check(CLI::Validator(
          [&](std::string& spec) { return stats::ParseSort(spec, view); }, "", "sort"));
  app.add_option("--min-n", view.min_n,
                 "Leave out groups, and slices, with fewer units than this")
      ->check(WholeNumber(0, std::numeric_limits<int64_t>::max()));
  // Measures depend on the statistic and the grouping, so they are checked once both are read;
  // a wrong one is a usage error like any other.
  app.callback([&] {
    stats::GroupBy group = by.empty() ? stats::GroupBy::kAll : *stats::ParseGroupBy(by);
    if (std::string e = stats::CheckView(statistic, group, view); !e.empty())
      throw CLI::ValidationError(e);
  });
  CommonOptions unused;
  unused.more_inputs = {&db};  // -o can't be the store
  AddOutputOption(app, unused.output);
  if (auto code = Parse(app, argc, argv, unused)) return *code;
  if (std::string e = FinishSelection(selection); !e.empty()) {
    fmt::print(stderr, "replay-stats: {}\n", e);
    return kExitTrouble;
  }
  const stats::Filters& filters = selection.selection;

  store::StoreOptions options;
  options.read_only = true;
  options.pg_schema = pg_schema;
  store::Store store(db, options);
  stats::GroupBy group = by.empty() ? stats::GroupBy::kAll : *stats::ParseGroupBy(by);
  stats::Table table;
  try {
    table = stats::Shape(stats::Compute(store.db(), statistic, filters, group), view);
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "replay-stats: {}\n", e.what());
    return kExitTrouble;
  }
  // A --player or --event nobody has is most often a typo: say so, and print the (empty) table.
  for (const std::string& w : stats::UnmatchedFilters(store.db(), filters))
    fmt::print(stderr, "replay-stats: warning: {}\n", w);
  const bool wide = layout.empty() ? format == "text" : layout == "wide";
  if (format == "svg") {
    fmt::print("{}", stats::FormatSvg(table));
  } else if (format == "csv") {
    fmt::print("{}", wide ? stats::FormatWideCsv(table) : stats::FormatCsv(table));
  } else if (format == "json") {
    for (const nlohmann::ordered_json& row : wide ? stats::WideJson(table) : stats::ToJson(table))
      fmt::print("{}\n", row.dump());
  } else {
    fmt::print("{}", wide ? stats::FormatWideText(table) : stats::FormatText(table));
  }
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-stats",
                              [&] { return replay::tools::ReplayStatsMain(argc, argv); });
}
