// The registry (libreplay/games.cc) is the one list of games (issue #30): every other place that
// has to know the games either asks it or is checked here against it, so that a game added to
// the registry, or one left out of a list, fails this test instead of being left out silently:
// the notation schema's game names and per-game branches, the golden outputs that print the
// list of known games, the man pages' names of the games and their code lists, the store's
// `games` table and views, the generator and the review.
#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "generate/generate.h"
#include "notation/catalog.h"
#include "review/record_review.h"
#include "slurp.h"
#include "store/sqlite.h"
#include "store/store.h"

namespace replay {
namespace {

namespace fs = std::filesystem;
const std::string kSource = REPLAY_SOURCE_DIR;
const std::string kBuild = REPLAY_BINARY_DIR;  // the schema and pages tools/docgen makes

std::set<std::string> Registered() {
  std::set<std::string> names;
  for (const Game* g : AllGames()) names.emplace(g->Name());
  return names;
}

// The schema the build makes names the games of the registry, in its order, and branches on each.
TEST(Registry, SchemaNamesEveryGameAndBranchesOnEach) {
  const nlohmann::json schema =
      nlohmann::json::parse(Slurp(kBuild + "/schema/notation.schema.json"));
  std::vector<std::string> in_order;
  for (const Game* g : AllGames()) in_order.emplace_back(g->Name());
  EXPECT_EQ(schema["properties"]["game"]["enum"].get<std::vector<std::string>>(), in_order);
  std::set<std::string> listed;
  for (const auto& name : schema["properties"]["game"]["enum"]) listed.insert(name);
  EXPECT_EQ(listed, Registered()) << "schema/notation.schema.json: properties.game.enum";
  std::set<std::string> branched;
  for (const auto& branch : schema["allOf"]) {
    const std::string game = branch["if"]["properties"]["game"]["const"];
    branched.insert(game);
    EXPECT_EQ(branch["then"]["$ref"], "#/$defs/" + game + "-record");
    EXPECT_TRUE(schema["$defs"].contains(game + "-record")) << game;
  }
  EXPECT_EQ(branched, Registered()) << "schema/notation.schema.json: allOf branches";
  for (const Game* g : AllGames())
    EXPECT_NE(schema["title"].get<std::string>().find(g->Title()), std::string::npos);
}

// What the build starts from names no game: the games come from the registry alone, so that
// adding one touches none of these files.
TEST(Registry, SchemaAndPageTemplatesNameNoGame) {
  const nlohmann::json base =
      nlohmann::json::parse(Slurp(kSource + "/schema/notation.schema.in.json"));
  EXPECT_FALSE(base["properties"]["game"].contains("enum"));
  EXPECT_FALSE(base.contains("allOf"));
  for (const auto& [name, def] : base["$defs"].items())
    for (const Game* g : AllGames())
      EXPECT_NE(name.rfind(std::string(g->Name()) + "-", 0), 0u)
          << "schema/notation.schema.in.json: $defs/" << name << " belongs in libreplay/"
          << g->Name() << "/" << g->Name() << ".schema.json";
  for (const auto& e : fs::directory_iterator(kSource + "/man")) {
    if (e.path().extension() != ".in") continue;
    std::istringstream in(Slurp(e.path()));
    for (std::string line; std::getline(in, line);) {
      if (line == ".SH NAME" && std::getline(in, line)) {
        EXPECT_NE(line.find("@GAMES@"), std::string::npos) << e.path() << ": " << line;
      } else if (line.rfind(".SS ", 0) == 0) {
        for (const Game* g : AllGames())
          EXPECT_NE(line.rfind(".SS " + g->Title(), 0), 0u)
              << e.path() << ": a game's section belongs in its " << g->Name() << ".notation.man";
      }
    }
  }
}

// Every golden line that lists the known games lists the registry's: record/unknown-game's
// "(diloti, bourlot, ...)" and replay-gen's --game check "{diloti,bourlot,...}".
TEST(Registry, GoldenListsOfKnownGamesAreTheRegistry) {
  std::string braced;
  for (const Game* g : AllGames()) braced += (braced.empty() ? "" : ",") + std::string(g->Name());
  const std::pair<std::string, std::string> lists[] = {
      {"is not a game of the notation (", Games().Names() + ")"},
      {"not in {", braced + "}"}};
  size_t seen = 0;
  for (const std::string dir : {"/samples/invalid", "/tests/tools"})
    for (const auto& e : fs::recursive_directory_iterator(kSource + dir)) {
      if (!e.is_regular_file()) continue;
      std::istringstream in(Slurp(e.path()));
      for (std::string line; std::getline(in, line);)
        for (const auto& [marker, names] : lists) {
          const size_t at = line.find(marker);
          if (at == std::string::npos || line.find("diloti", at) == std::string::npos) continue;
          ++seen;
          const size_t from = at + marker.size();
          EXPECT_EQ(line.substr(from, line.find(names.back(), from) + 1 - from), names) << e.path();
        }
    }
  EXPECT_GE(seen, 2u) << "no golden names the known games: a marker changed?";
}

// The game folders declare their game to the build (REPLAY_GAMES: one fuzz target per game).
TEST(Registry, TheBuildKnowsTheSameGames) {
  std::set<std::string> declared;
  std::istringstream in(REPLAY_CMAKE_GAMES);
  for (std::string game; std::getline(in, game, ',');) declared.insert(game);
  EXPECT_EQ(declared, Registered()) << "set_property(GLOBAL APPEND PROPERTY REPLAY_GAMES <game>)";
}

// replay-notation(5), the one page that names the games in its NAME line, names each one there;
// every section of it that goes game by game has a part of each, and its code list (DIAGNOSTICS)
// has codes of every game.
TEST(Registry, ManPagesNameEveryGame) {
  const std::string notation = Slurp(kBuild + "/man/replay-notation.5");
  std::istringstream in(notation);
  std::string name_line;
  for (std::string line; std::getline(in, line);)
    if (line == ".SH NAME" && std::getline(in, name_line)) break;
  for (const Game* g : AllGames())
    EXPECT_NE(name_line.find(g->Title()), std::string::npos)
        << "replay-notation(5) NAME does not name " << g->Title() << ": " << name_line;
  // From a heading to the next of its level or above.
  auto section = [&](const std::string& heading) {
    const size_t from = notation.find(heading + "\n");
    EXPECT_NE(from, std::string::npos) << heading;
    const size_t sh = notation.find("\n.SH ", from + 1), ss = notation.find("\n.SS ", from + 1);
    return notation.substr(from, (heading.rfind(".SS", 0) == 0 ? std::min(sh, ss) : sh) - from);
  };
  for (const Game* g : AllGames()) {
    const std::string title = g->Title();
    EXPECT_NE(section(".SS The deal of each game").find(".TP\n.B " + title + "\n"), std::string::npos)
        << title;
    EXPECT_NE(section(".SS Hand results").find(".TP\n.B " + title + "\n"), std::string::npos) << title;
    EXPECT_NE(section(".SH ACTIONS").find("\n.SS " + title), std::string::npos) << title;
    EXPECT_NE(section(".SH VARIANT OPTIONS").find("\n.SS " + title + "\n"), std::string::npos) << title;
  }
  const std::string diagnostics = notation.substr(notation.find(".SH DIAGNOSTICS"));
  for (const Game* g : AllGames())
    EXPECT_NE(diagnostics.find(std::string(g->Name()) + "/"), std::string::npos)
        << "replay-notation(5) DIAGNOSTICS lists no code of " << g->Name();
}

// The store's `games` table is the registry's, and no view names a game: they filter on the
// family (schema/store.sql, migration 8).
TEST(Registry, StoreCountsGamesByFamily) {
  store::Store s(":memory:");
  std::set<std::string> stored;
  store::Statement rows(s.db(), "SELECT game, family FROM games");
  while (rows.Step()) {
    stored.emplace(rows.Text(0));
    const Game* g = FindGame(rows.Text(0));
    ASSERT_NE(g, nullptr) << rows.Text(0);
    EXPECT_EQ(rows.Text(1), g->StatFamily());
  }
  EXPECT_EQ(stored, Registered());
  store::Statement views(s.db(), "SELECT name, sql FROM sqlite_master WHERE type = 'view'");
  while (views.Step())
    for (const Game* g : AllGames()) {
      // A game's name in quotes, but for a family of the same name ("family = 'tute'").
      const std::string sql(views.Text(1)), quoted = "'" + std::string(g->Name()) + "'";
      for (size_t at = sql.find(quoted); at != std::string::npos; at = sql.find(quoted, at + 1))
        EXPECT_TRUE(at >= 9 && sql.compare(at - 9, 9, "family = ") == 0)
            << "view " << views.Text(0) << " names " << g->Name();
    }
}

// A table from an older build (another list of games) is brought to the registry's on open.
TEST(Registry, StoreRefreshesItsGamesOnOpen) {
  const fs::path path =
      fs::temp_directory_path() / ("registry_test_" + std::to_string(getpid()) + ".db");
  fs::remove(path);
  {
    store::Store s(path.string());
    s.db().Exec("DELETE FROM games; INSERT INTO games VALUES ('gone', 'fishing')");
  }
  {
    store::Store s(path.string());
    std::set<std::string> stored;
    store::Statement rows(s.db(), "SELECT game FROM games");
    while (rows.Step()) stored.emplace(rows.Text(0));
    EXPECT_EQ(stored, Registered());
  }
  for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path.string() + suffix);
}

// Every registered game is generated, replays, and is reviewed as it says.
TEST(Registry, EveryGameGeneratesAndSaysHowItIsReviewed) {
  std::vector<std::string_view> generated = GeneratedGames();
  ASSERT_EQ(generated.size(), AllGames().size());
  for (const Game* g : AllGames()) {
    EXPECT_NE(std::find(generated.begin(), generated.end(), g->Name()), generated.end());
    EXPECT_EQ(review::HasReview(g->Name()), g->Review() != ReviewKind::kNone) << g->Name();
    std::mt19937_64 rng(7);
    EXPECT_NO_THROW(GenerateMatch(g->Name(), nlohmann::json::object(), GenerateOptions{}, rng))
        << g->Name();
  }
  EXPECT_FALSE(review::HasReview("poker"));
  std::mt19937_64 rng(7);
  EXPECT_THROW(GenerateMatch("poker", nlohmann::json::object(), GenerateOptions{}, rng),
               std::invalid_argument);
}

}  // namespace
}  // namespace replay
