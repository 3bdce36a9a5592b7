// replay-docgen SOURCE_DIR BUILD_DIR: the parts of the documentation that name the games, made
// from the registry (libreplay/games.cc) at build time, so that no list of games in them is kept
// by hand (issue #30). Not installed; what it writes is.
//
//   BUILD_DIR/schema/notation.schema.json: schema/notation.schema.in.json, the game-neutral
//     schema, plus for each registered game its $defs (libreplay/<game>/<game>.schema.json, every
//     name "<game>-…"), its name in properties.game.enum and a branch of allOf that holds a
//     record of that game to "<game>-record".
//   BUILD_DIR/man/<page> for every man/<page>.in: "@GAMES@" becomes "Diloti, …, Tute and Xeri",
//     and a line `.\" @every-game NAME` (or `@some-game NAME`) becomes the part NAME of every game
//     (of the games that have one), in the registry's order, from libreplay/<game>/<game>.notation.man,
//     where each part starts at a line `.\" @part NAME`.
// A game without its schema or man page, a part the template does not ask for, a $def outside
// the game's names: each is an error that names the file, and the build stops.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.h"

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

std::string Read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path.string() + ": cannot be read");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void Write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out.flush()) throw std::runtime_error(path.string() + ": cannot be written");
}

Json ReadJson(const fs::path& path) {
  try {
    return Json::parse(Read(path));
  } catch (const Json::parse_error& e) {
    throw std::runtime_error(path.string() + ": " + e.what());
  }
}

// "Diloti, Bourlot, Pilotta, Tute and Xeri".
std::string GameList() {
  const std::vector<const replay::Game*> games = replay::AllGames();
  std::string list;
  for (size_t i = 0; i < games.size(); ++i)
    list += (i == 0 ? "" : i + 1 == games.size() ? " and " : ", ") + games[i]->Title();
  return list;
}

std::string ReplaceAll(std::string text, std::string_view from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

void WriteSchema(const fs::path& source, const fs::path& build) {
  const fs::path base = source / "schema/notation.schema.in.json";
  Json schema = ReadJson(base);
  schema["title"] = ReplaceAll(schema.value("title", ""), "@GAMES@", GameList());
  Json& defs = schema["$defs"];
  Json names = Json::array(), branches = Json::array();
  for (const replay::Game* g : replay::AllGames()) {
    const std::string game(g->Name());
    const fs::path part = source / "libreplay" / game / (game + ".schema.json");
    const Json fragment = ReadJson(part);
    if (!fragment.contains("$defs")) throw std::runtime_error(part.string() + ": no $defs");
    for (const auto& [name, def] : fragment.at("$defs").items()) {
      if (name.rfind(game + "-", 0) != 0)
        throw std::runtime_error(part.string() + ": $defs/" + name + " is not named " + game + "-…");
      if (defs.contains(name))
        throw std::runtime_error(part.string() + ": $defs/" + name + " is defined twice");
      defs[name] = def;
    }
    if (!defs.contains(game + "-record"))
      throw std::runtime_error(part.string() + ": no $defs/" + game + "-record");
    names.push_back(game);
    branches.push_back({{"if", {{"required", {"game"}}, {"properties", {{"game", {{"const", game}}}}}}},
                        {"then", {{"$ref", "#/$defs/" + game + "-record"}}}});
  }
  schema["properties"]["game"]["enum"] = names;
  schema["allOf"] = branches;
  Write(build / "schema/notation.schema.json", schema.dump(2) + "\n");
}

constexpr std::string_view kPart = ".\\\" @part ";
constexpr std::string_view kEvery = ".\\\" @every-game ";
constexpr std::string_view kSome = ".\\\" @some-game ";

bool StartsWith(std::string_view line, std::string_view prefix) {
  return line.substr(0, prefix.size()) == prefix;
}

// A game's man page parts: part name → its lines.
struct GameParts {
  fs::path file;
  std::map<std::string, std::string> parts;
};

GameParts ReadParts(const fs::path& source, std::string_view game) {
  GameParts g{source / "libreplay" / std::string(game) / (std::string(game) + ".notation.man"), {}};
  std::istringstream in(Read(g.file));
  std::string* part = nullptr;
  for (std::string line; std::getline(in, line);) {
    if (StartsWith(line, kPart)) {
      const std::string name = line.substr(kPart.size());
      if (g.parts.count(name)) throw std::runtime_error(g.file.string() + ": part " + name + " twice");
      part = &g.parts[name];
    } else if (part) {
      *part += line + "\n";
    }
  }
  return g;
}

std::string AssemblePage(const fs::path& page, const std::vector<GameParts>& games,
                         std::map<std::string, bool>& asked) {
  std::istringstream in(Read(page));
  std::string out;
  const std::string list = GameList();
  for (std::string line; std::getline(in, line);) {
    const bool every = StartsWith(line, kEvery);
    if (!every && !StartsWith(line, kSome)) {
      out += ReplaceAll(line, "@GAMES@", list) + "\n";
      continue;
    }
    const std::string name = line.substr((every ? kEvery : kSome).size());
    asked[name] = true;
    for (const GameParts& g : games) {
      const auto part = g.parts.find(name);
      if (part != g.parts.end())
        out += part->second;
      else if (every)
        throw std::runtime_error(g.file.string() + ": no part " + name + " (" + page.string() +
                                 " asks every game for one)");
    }
  }
  return out;
}

void WritePages(const fs::path& source, const fs::path& build) {
  std::vector<GameParts> games;
  for (const replay::Game* g : replay::AllGames()) games.push_back(ReadParts(source, g->Name()));
  std::map<std::string, bool> asked;
  for (const auto& entry : fs::directory_iterator(source / "man"))
    if (entry.path().extension() == ".in")
      Write(build / "man" / entry.path().stem(), AssemblePage(entry.path(), games, asked));
  for (const GameParts& g : games)
    for (const auto& [name, text] : g.parts)
      if (!asked.count(name))
        throw std::runtime_error(g.file.string() + ": part " + name + " is asked for by no page");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: replay-docgen SOURCE_DIR BUILD_DIR\n";
    return 2;
  }
  try {
    WriteSchema(argv[1], argv[2]);
    WritePages(argv[1], argv[2]);
  } catch (const std::exception& e) {
    std::cerr << "replay-docgen: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
