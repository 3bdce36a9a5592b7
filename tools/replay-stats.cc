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
namespace {

// "key=value" into its two halves; empty key when there is no '='.
std::pair<std::string, std::string> KeyValue(const std::string& kv) {
  size_t eq = kv.find('=');
  if (eq == std::string::npos || eq == 0) return {};
  return {kv.substr(0, eq), kv.substr(eq + 1)};
}

}  // namespace

int ReplayStatsMain(int argc, char** argv) {
  std::vector<std::string_view> names = stats::StatisticNames();
  CLI::App app{"Statistics over a store written by replay-import.", "replay-stats"};
  std::string db, statistic, by, format = "text";
  std::vector<std::string> rules, tags;
  stats::Filters filters;
  app.add_option("--db", db, "The store")->required();
  app.add_option("statistic", statistic,
                 fmt::format("The statistic: {}", fmt::join(names, ", ")))
      ->required()
      ->check(CLI::IsMember(std::vector<std::string>(names.begin(), names.end())));
  app.add_option("--by", by, "Group by player, side, pair, event, game or variant")
      ->check(CLI::IsMember({"player", "side", "pair", "event", "game", "variant"}));
  app.add_option("--game", filters.games, "Only this game (repeatable: any of)");
  app.add_option("--rules", rules, "Only records whose rules say key=value (repeatable: all)");
  app.add_option("--player", filters.players,
                 "Only this player's units: his seat with --by player, else his side "
                 "(repeatable: any of)");
  app.add_option("--event", filters.events, "Only this event, tags.event (repeatable: any of)");
  app.add_option("--since", filters.since, "Only records dated on or after YYYY-MM-DD");
  app.add_option("--until", filters.until, "Only records dated on or before YYYY-MM-DD");
  app.add_option("--tag", tags, "Only records with tag key=value (repeatable: all)");
  app.add_option("-f,--format", format, "Output format")
      ->check(CLI::IsMember({"text", "csv", "json"}))
      ->capture_default_str();
  CommonOptions unused;
  if (auto code = Parse(app, argc, argv, unused)) return *code;
  for (auto [list, out] : {std::pair{&rules, &filters.rules}, std::pair{&tags, &filters.tags}})
    for (const std::string& kv : *list) {
      auto pair = KeyValue(kv);
      if (pair.first.empty()) {
        fmt::print(stderr, "replay-stats: \"{}\" is not key=value\n", kv);
        return kExitTrouble;
      }
      out->push_back(std::move(pair));
    }

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
    nlohmann::ordered_json rows = stats::ToJson(table);
    fmt::print("[");
    for (size_t i = 0; i < rows.size(); ++i) fmt::print("{}\n{}", i ? "," : "", rows[i].dump());
    fmt::print("\n]\n");
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
