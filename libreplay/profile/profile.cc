#include "profile/profile.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "engine/replay.h"

namespace replay {
namespace {

namespace fs = std::filesystem;

// Whether the game accepts the profile's options: the game's own option reader runs over a
// record of one empty hand with the profile's rules, so a profile can't go stale against the
// engine without this saying so. Only rules/* diagnostics count: the empty hand is no match,
// but the options are read before any hand is.
std::string CheckOptions(const Profile& p, const nlohmann::ordered_json& rules) {
  int players = 4;
  if (auto it = rules.find("players"); it != rules.end() && it->is_number_integer())
    players = std::clamp(it->get<int>(), 1, 8);
  nlohmann::ordered_json record = {{"game", p.game}, {"rules", rules}};
  record["players"] = nlohmann::ordered_json::array();
  for (int s = 0; s < players; ++s) record["players"].push_back(fmt::format("P{}", s + 1));
  record["hands"] = nlohmann::ordered_json::array({nlohmann::ordered_json::object()});
  std::string text = record.dump();
  json::Document doc;
  size_t end = 0;
  const json::Value* root = doc.Parse(text, 0, &end, nullptr);
  if (!root) return fmt::format("{}: can't be checked", p.path);
  Source source;
  source.input = p.path;
  source.text = text;
  Record parsed;
  RecordReport report;
  ReplayRecord(*root, source, ReplayOptions{}, parsed, report);
  for (const Diagnostic& d : report.diagnostics)
    if (d.IsError() && d.code.rfind("rules/", 0) == 0)
      return fmt::format("{}: {} ({})", p.path, d.message, d.code);
  return {};
}

}  // namespace

std::string ReadProfile(const std::string& path, Profile& out) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return fmt::format("{}: can't open the profile", path);
  std::stringstream text;
  text << file.rdbuf();
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text.str(), nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) return fmt::format("{}: not a JSON object", path);
  for (auto& [key, value] : doc.items())
    if (key != "game" && key != "name" && key != "rules" && key != "source")
      return fmt::format("{}: unknown key `{}` (a profile has game, name, rules, source)", path,
                         key);
  for (const char* key : {"game", "name", "source"})
    if (!doc.contains(key) || !doc[key].is_string() || doc[key].get<std::string>().empty())
      return fmt::format("{}: `{}` must be a non-empty string", path, key);
  if (!doc.contains("rules") || !doc["rules"].is_object())
    return fmt::format("{}: `rules` must be an object", path);
  out = Profile{};
  out.path = path;
  out.game = doc["game"];
  out.name = doc["name"];
  out.source = doc["source"];
  if (!FindGame(out.game)) return fmt::format("{}: unknown game `{}`", path, out.game);
  for (auto& [key, value] : doc["rules"].items()) out.rules.emplace_back(key, value.dump());
  return CheckOptions(out, doc["rules"]);
}

std::vector<Profile> ListProfiles(const std::vector<std::string>& dirs,
                                  std::vector<std::string>& errors) {
  std::vector<Profile> found;
  for (const std::string& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(dir, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
      if (it->path().extension() == ".json" && it->is_regular_file()) files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
      Profile p;
      if (std::string e = ReadProfile(f.string(), p); !e.empty()) {
        errors.push_back(e);
        continue;
      }
      bool shadowed = std::any_of(found.begin(), found.end(),
                                  [&](const Profile& q) { return q.Id() == p.Id(); });
      if (!shadowed) found.push_back(std::move(p));
    }
  }
  std::sort(found.begin(), found.end(),
            [](const Profile& a, const Profile& b) { return a.Id() < b.Id(); });
  return found;
}

std::string FindProfile(std::string_view spec, const std::vector<std::string>& dirs,
                        Profile& out) {
  std::string s(spec);
  std::error_code ec;
  bool file_like = s.size() > 5 && s.compare(s.size() - 5, 5, ".json") == 0;
  if (file_like || fs::is_regular_file(s, ec)) return ReadProfile(s, out);
  std::vector<std::string> errors;
  std::vector<Profile> all = ListProfiles(dirs, errors);
  std::vector<const Profile*> matches;
  for (const Profile& p : all)
    if (p.Id() == s || p.name == s) matches.push_back(&p);
  if (matches.size() == 1) {
    out = *matches[0];
    return {};
  }
  if (matches.size() > 1)
    return fmt::format("profile `{}` is ambiguous: name it {} or {}", s, matches[0]->Id(),
                       matches[1]->Id());
  std::string known;
  for (const Profile& p : all) known += (known.empty() ? "" : ", ") + p.Id();
  return fmt::format("unknown profile `{}` (known: {}; --list-profiles lists them)", s,
                     known.empty() ? "none found" : known);
}

std::string ApplyProfile(const Profile& profile, RuleOverrides& overrides) {
  for (const auto& [key, value] : profile.rules)
    if (std::string e = overrides.AddFor(profile.game, key, value, "profile " + profile.Id());
        !e.empty())
      return e;
  return {};
}

}  // namespace replay
