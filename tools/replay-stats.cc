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
  CLI::App app{Localize("Statistics over a store written by replay-import."), "replay-stats"};
  CommonOptions common;  // only -o, --format and --csv-bom: replay-stats reads a store, not records
  std::string db, pg_schema, statistic, by, layout, sort;
  std::string& format = common.format;
  stats::View view;
  SelectionArgs selection;
  app.add_option("--db", db,
                 Localize("The store: a SQLite file, or a PostgreSQL database as a "
                          "postgresql:// URI or a libpq key=value string"))
      ->required();
  app.add_option("--pg-schema", pg_schema, Localize("PostgreSQL: the schema the store is in"));
  app.add_option("statistic", statistic,
                 Tr("The statistic: {}", fmt::format("{}", fmt::join(names, ", "))).Localized())
      ->required()
      ->check(CLI::IsMember(std::vector<std::string>(names.begin(), names.end())));
  app.add_option("--by", by, Localize("Group by player, side, pair, event, game or variant"))
      ->check(CLI::IsMember({"player", "side", "pair", "event", "game", "variant"}));
  AddSelectionOptions(app, selection);
  app.add_option(
         "-f,--format", format,
         Localize(
             "Output format (json: NDJSON, one object per row; svg: a dot-and-interval chart)"))
      ->check(CLI::IsMember({"text", "csv", "json", "svg"}))
      ->capture_default_str();
  AddCsvBomOption(app, common);
  app.add_option(
         "--layout", layout,
         Localize("wide: a row per group, a column per measure (the text default); long: a row per "
                  "group and measure (the csv and json default)"))
      ->check(CLI::IsMember({"wide", "long"}));
  app.add_option("--measure", view.measures, Localize("Only this measure (repeatable)"))
      ->take_all()
      ->allow_extra_args(false)
      ->type_name("MEASURE");
  app.add_option("--sort", sort,
                 Localize("Order the groups by this measure, descending unless :asc"))
      ->type_name("MEASURE[:asc|desc]")
      ->check(CLI::Validator(
          [&](std::string& spec) { return stats::ParseSort(spec, view); }, "", "sort"));
  bool add_forms = false;
  app.add_flag("--add-forms", add_forms,
               Localize("Add up the games or forms of a group (Bourlot and Pilotta, 2- and "
                        "4-player Diloti) in one row that names them, instead of a row per form"));
  size_t width = 100;
  app.add_option("--width", width,
                 Localize("Wrap the wide text table at this many columns, the measures that "
                          "don't fit continuing below (0: never)"))
      ->check(WholeNumber(0, 100000))
      ->capture_default_str();
  app.add_option("--min-n", view.min_n,
                 Localize("Leave out groups, and slices, with fewer units than this"))
      ->check(WholeNumber(0, std::numeric_limits<int64_t>::max()));
  // Measures depend on the statistic and the grouping, so they are checked once both are read;
  // a wrong one is a usage error like any other.
  app.callback([&] {
    stats::GroupBy group = by.empty() ? stats::GroupBy::kAll : *stats::ParseGroupBy(by);
    if (std::string e = stats::CheckView(statistic, group, view); !e.empty())
      throw CLI::ValidationError(e);
  });
  common.store = &db;  // -o can't be the store or its -wal, -shm, -journal
  AddOutputOption(app, common.output);
  if (auto code = Parse(app, argc, argv, common)) return *code;
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
    table = stats::Shape(stats::Compute(store.db(), statistic, filters, group, stats::Source::kTotals,
                                         add_forms ? stats::Forms::kAdded : stats::Forms::kSplit), view);
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
    fmt::print("{}", wide ? stats::FormatWideText(table, width) : stats::FormatText(table));
  }
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-stats",
                              [&] { return replay::tools::ReplayStatsMain(argc, argv); });
}
