// replay-gen: seeded random legal matches of any game, form and variant, as NDJSON records:
// plain, with their results claimed, as score sheets, or ending in a partial hand.
#include <cstdio>
#include <limits>
#include <random>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "generate/generate.h"

namespace replay::tools {

int ReplayGenMain(int argc, char** argv) {
  std::vector<std::string_view> games = GeneratedGames();
  CLI::App app{Localize("Generate random legal matches of any game the toolkit knows (--game), in any form and variant."),
               "replay-gen"};
  std::string game;
  std::vector<std::string> rules;
  int players = 0;
  uint64_t seed = 1;
  long count = 1;
  GenerateOptions options;
  app.add_option("-g,--game", game, Localize("The game"))
      ->required()
      ->check(CLI::IsMember(std::vector<std::string>(games.begin(), games.end())));
  app.add_option("-p,--players", players,
                 Localize("The form: number of players (sets rules.players)"))
      ->check(CLI::Range(2, 4));
  app.add_option("-r,--rules", rules,
                 Localize("A variant option for every match, as key=value "
                          "(repeatable; the value is JSON, else a string)"))
      ->take_all()  // repeatable: every -r counts, one key=value each
      ->allow_extra_args(false);
  app.add_option("--seed", seed, Localize("The seed; the same seed writes the same matches"))
      ->check(WholeNumber(0, std::numeric_limits<uint64_t>::max()))
      ->capture_default_str();
  app.add_option("-n,--count", count, Localize("How many matches"))
      ->check(WholeNumber(1, std::numeric_limits<long>::max()))
      ->capture_default_str();
  app.add_option("--hands", options.max_hands,
                 Localize("At most K hands a match (a match ends sooner at its target)"))
      ->check(CLI::Range(1, 10000))
      ->capture_default_str();
  auto* level = app.add_option_group(Localize("level"), Localize("What each match records"));
  level->add_flag("--with-results", options.with_results,
                  Localize("Claim every hand's and the match's computed result"));
  auto* sheet = level->add_flag("--sheet", options.sheet,
                                Localize("Score-sheet hands: dealer and result (and the auction)"));
  level->add_flag("--partial", options.partial, Localize("The last hand stops before its end"))
      ->excludes(sheet);
  level->add_flag("--with-totals", options.with_totals,
                  Localize("Write each hand's running score (its total), as a paper sheet does"));
  CommonOptions common;  // only -o/--output: replay-gen reads no records
  AddOutputOption(app, common.output);
  if (auto code = Parse(app, argc, argv, common)) return *code;

  nlohmann::json rules_json = nlohmann::json::object();
  for (const std::string& kv : rules) {
    size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) {
      fmt::print(stderr, "replay-gen: \"{}\" is not key=value\n", kv);
      return kExitTrouble;
    }
    std::string value = kv.substr(eq + 1);
    nlohmann::json parsed = nlohmann::json::parse(value, nullptr, false);
    rules_json[kv.substr(0, eq)] = parsed.is_discarded() ? nlohmann::json(value) : parsed;
  }
  if (players) rules_json["players"] = players;
  std::mt19937_64 rng(seed);
  try {
    for (long i = 0; i < count; ++i)
      fmt::print("{}\n", GenerateMatch(game, rules_json, options, rng).dump());
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "replay-gen: {}\n", e.what());
    return kExitTrouble;
  }
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-gen",
                              [&] { return replay::tools::ReplayGenMain(argc, argv); });
}
