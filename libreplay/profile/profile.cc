#include "profile/profile.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "core/regular_file.h"
#include "engine/game.h"
#include "engine/replay.h"
#include "notation/json.h"
#include "notation/record.h"
#include "notation/write.h"

namespace replay {
namespace {

namespace fs = std::filesystem;

std::string JsonText(const json::Value& value) {
  std::string out;
  WriteJson(value, out);
  return out;
}

std::string JsonString(std::string_view text) {
  json::Value value;
  value.type = json::Type::kString;
  value.string = text;
  return JsonText(value);
}

// "path:line:column: ", before what the parser says of the byte at `offset`.
Message At(const std::string& path, std::string_view text, size_t offset) {
  Location at = Advance({1, 1}, text.substr(0, std::min(offset, text.size())));
  return Message(fmt::format("{}:{}:{}: ", path, at.line, at.column));
}

// Replays a record of one empty hand of the profile's game, `players` names and the rules
// `members` (JSON object members, without braces); the first rules/* error, or empty. The empty
// hand is no match, but the options are read before any hand is, and only they count here.
Message CheckRecord(const Profile& p, int players, const std::string& members) {
  std::string names;
  for (int s = 0; s < players; ++s) names += fmt::format("{}\"P{}\"", s ? "," : "", s + 1);
  std::string text = fmt::format(R"({{"game":{},"players":[{}],"hands":[{{}}],"rules":{{{}}}}})",
                                 JsonString(p.game), names, members);
  json::Document doc;
  size_t end = 0;
  const json::Value* root = doc.Parse(text, 0, &end, nullptr);
  if (!root) return Tr("{}: can't be checked", p.path);
  Source source;
  source.input = p.path;
  source.text = text;
  Record parsed;
  RecordReport report;
  ReplayRecord(*root, source, ReplayOptions{}, parsed, report);
  for (const Diagnostic& d : report.diagnostics)
    if (d.IsError() && d.code.rfind("rules/", 0) == 0)
      return Message(p.path + ": ") + d.text + Message(" (" + d.code + ")");
  return {};
}

// Whether the game accepts the profile's options: the game's own option reader judges them, so
// a profile can't go stale against the engine without this saying so.
//
// Each option is first tried alone (beside the profile's player count, which other options
// depend on), in file order, up to the first the game refuses: one replay of all n options at
// once would report every unknown one, each diagnostic located from the start of the text —
// quadratic in n. Past that loop every option is one the game has, and the keys are distinct, so
// the replay of them all together (for whatever options say of each other) is as small as the
// game's list of options.
Message CheckOptions(const Profile& p) {
  int players = 4;
  std::string players_member;
  for (const auto& [key, value] : p.rules)
    if (key == "players") {
      long n = 0;
      if (std::from_chars(value.data(), value.data() + value.size(), n).ec == std::errc())
        players = int(std::clamp(n, 1L, 8L));
      players_member = JsonString(key) + ":" + value;
    }
  std::string all;
  for (const auto& [key, value] : p.rules) {
    std::string member = JsonString(key) + ":" + value;
    std::string alone = key == "players" || players_member.empty()
                            ? member
                            : players_member + "," + member;
    if (Message e = CheckRecord(p, players, alone); !e.empty()) return e;
    all += (all.empty() ? "" : ",") + member;
  }
  return CheckRecord(p, players, all);
}

}  // namespace

Message ParseProfile(std::string_view text, const std::string& path, Profile& out) {
  // The records' reader with the records' default limits: depth, keys per object, string
  // length and numbers are bounded, and no value is ever walked by recursion deeper than them.
  json::Document doc;
  json::ParseError error;
  size_t end = 0;
  const json::Value* root = doc.Parse(text, 0, &end, &error);
  if (!root) return At(path, text, error.offset) + error.message;
  end = std::min(text.find_first_not_of(" \t\r\n", end), text.size());
  if (end != text.size()) return At(path, text, end) + Tr("more text after the profile's object");
  if (!root->IsObject()) return Tr("{}: not a JSON object", path);
  if (doc.duplicate_key_count() > 0)
    return At(path, text, doc.duplicate_keys().front()) +
           Tr("this key occurs twice in one object; a profile says each once");
  const json::Value* rules = root->Find("rules");
  for (uint32_t i = 0; i < root->size; ++i) {
    std::string_view key = root->members[i].key;
    if (key != "game" && key != "name" && key != "rules" && key != "source")
      return Tr("{}: unknown key `{}` (a profile has game, name, rules, source)", path, key);
  }
  for (const char* key : {"game", "name", "source"})
    if (const json::Value* v = root->Find(key); !v || !v->IsString() || v->string.empty())
      return Tr("{}: `{}` must be a non-empty string", path, key);
  if (!rules || !rules->IsObject()) return Tr("{}: `rules` must be an object", path);
  Profile p;
  p.path = path;
  p.game = root->Find("game")->string;
  p.name = root->Find("name")->string;
  p.source = root->Find("source")->string;
  if (!FindGame(p.game)) return Tr("{}: unknown game `{}`", path, p.game);
  for (uint32_t i = 0; i < rules->size; ++i)
    p.rules.emplace_back(rules->members[i].key, JsonText(rules->members[i].value));
  if (Message e = CheckOptions(p); !e.empty()) return e;
  out = std::move(p);
  return {};
}

Message ReadProfile(const std::string& path, Profile& out) {
  std::string text;
  if (Message e = ReadRegularFile(path, kMaxProfileBytes, text); !e.empty()) return e;
  return ParseProfile(text, path, out);
}

std::vector<Profile> ListProfiles(const std::vector<std::string>& dirs,
                                  std::vector<Message>& skipped) {
  std::vector<Profile> found;
  std::set<std::string> ids;
  for (const std::string& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    // Every *.json that is not a directory: a FIFO, a device or a dangling link is skipped by
    // ReadProfile with a warning, not passed over in silence.
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(
             dir, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
      if (std::error_code kind; it->path().extension() == ".json" && !it->is_directory(kind))
        files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
      Profile p;
      if (Message e = ReadProfile(f.string(), p); !e.empty()) {
        skipped.push_back(std::move(e));
        continue;
      }
      if (ids.insert(p.Id()).second) found.push_back(std::move(p));
    }
  }
  std::sort(found.begin(), found.end(),
            [](const Profile& a, const Profile& b) { return a.Id() < b.Id(); });
  return found;
}

Message FindProfile(std::string_view spec, const std::vector<std::string>& dirs, Profile& out,
                    std::vector<Message>& skipped) {
  std::string s(spec);
  std::error_code ec;
  // Anything that exists is read as a file, so that a FIFO or a device given as --profile is
  // refused as such rather than looked up as a name.
  bool file_like = (s.size() > 5 && s.compare(s.size() - 5, 5, ".json") == 0) ||
                   (fs::exists(s, ec) && !fs::is_directory(s, ec));
  if (file_like) return ReadProfile(s, out);
  std::vector<Profile> all = ListProfiles(dirs, skipped);
  std::vector<const Profile*> matches;
  for (const Profile& p : all)
    if (p.Id() == s || p.name == s) matches.push_back(&p);
  if (matches.size() == 1) {
    out = *matches[0];
    return {};
  }
  if (matches.size() > 1)
    return Tr("profile `{}` is ambiguous: name it {} or {}", s, matches[0]->Id(),
              matches[1]->Id());
  std::string known;
  for (const Profile& p : all) known += (known.empty() ? "" : ", ") + p.Id();
  return Tr("unknown profile `{}` (known: {}; --list-profiles lists them)", s,
            known.empty() ? Tr("none found") : Message(known));
}

std::string ApplyProfile(const Profile& profile, RuleOverrides& overrides) {
  for (const auto& [key, value] : profile.rules)
    if (std::string e = overrides.AddFor(profile.game, key, value, "profile " + profile.Id());
        !e.empty())
      return e;
  return {};
}

}  // namespace replay
