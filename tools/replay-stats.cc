// replay-stats: a named statistic over a store written by replay-import, filtered and grouped, as
// an aligned table, CSV or JSON. Every rate comes with its sample size and 95 % Wilson interval.
#include <cstdio>
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
  std::string db, statistic, by, format = "text";
  SelectionArgs selection;
  app.add_option("--db", db, "The store")->required();
  app.add_option("statistic", statistic,
                 fmt::format("The statistic: {}", fmt::join(names, ", ")))
      ->required()
      ->check(CLI::IsMember(std::vector<std::string>(names.begin(), names.end())));
  app.add_option("--by", by, "Group by player, side, pair, event, game or variant")
      ->check(CLI::IsMember({"player", "side", "pair", "event", "game", "variant"}));
  AddSelectionOptions(app, selection);
  app.add_option("-f,--format", format, "Output format (json: NDJSON, one object per row)")
      ->check(CLI::IsMember({"text", "csv", "json"}))
      ->capture_default_str();
  CommonOptions unused;
  AddOutputOption(app, unused.output);
  if (auto code = Parse(app, argc, argv, unused)) return *code;
  if (std::string e = FinishSelection(selection); !e.empty()) {
    fmt::print(stderr, "replay-stats: {}\n", e);
    return kExitTrouble;
  }
  const stats::Filters& filters = selection.selection;

  store::StoreOptions options;
  options.read_only = true;
  store::Store store(db, options);
  stats::GroupBy group = by.empty() ? stats::GroupBy::kAll : *stats::ParseGroupBy(by);
  stats::Table table;
  try {
    table = stats::Compute(store.db(), statistic, filters, group);
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "replay-stats: {}\n", e.what());
    return kExitTrouble;
  }
  if (format == "csv") {
    fmt::print("{}", stats::FormatCsv(table));
  } else if (format == "json") {
    for (const nlohmann::ordered_json& row : stats::ToJson(table)) fmt::print("{}\n", row.dump());
  } else {
    fmt::print("{}", stats::FormatText(table));
  }
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-stats",
                              [&] { return replay::tools::ReplayStatsMain(argc, argv); });
}
