// House-rule profiles as data (issue #14): a small JSON file
//   {"game": "diloti", "name": "kk", "rules": {...}, "source": "where these rules come from"}
// naming the variant options (`rules`, notation.md §2) a club or platform plays with. Options a
// profile leaves out keep the game's defaults. Profiles ship as profiles/<game>/<name>.json and
// install to <prefix>/share/replay/profiles (cmake/install.cmake).
//
// A profile is applied as scoped RuleOverrides (engine/options.h): only to records of its game,
// and under any --rules the user gives. Records keep naming their rules in full; no notation key
// names a profile, so a record means the same thing wherever it is read.
//
// Profiles are input like records (issue #24): anyone who can write a directory of the search
// path can put anything there, so a profile is read within bounds — a regular file only, opened
// without blocking, at most kMaxProfileBytes, parsed by the records' own reader (json.h) with the
// records' default limits, and checked in time linear in its size.
#ifndef REPLAY_PROFILE_PROFILE_H_
#define REPLAY_PROFILE_PROFILE_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/message.h"
#include "engine/options.h"

namespace replay {

// The largest profile file read: a real one is a few hundred bytes (man/replay-diff.1, PROFILES).
inline constexpr size_t kMaxProfileBytes = 1 << 20;

struct Profile {
  std::string game, name, source;
  std::vector<std::pair<std::string, std::string>> rules;  // key and value as JSON, file order
  std::string path;                                        // the file it was read from

  std::string Id() const { return game + "/" + name; }  // "diloti/kk"
};

// Checks the profile text `text`, read from `path` (named in messages): JSON within the records'
// default limits (json::Limits), its shape (the keys game, name, rules, source, each once), a
// known game, and options the game accepts with values it accepts (each game's own option reader
// judges them). Why not, naming the path, or empty.
Message ParseProfile(std::string_view text, const std::string& path, Profile& out);

// Reads the profile file `path` (a regular file of at most kMaxProfileBytes) and checks it as
// ParseProfile does. Why not, or empty.
Message ReadProfile(const std::string& path, Profile& out);

// Every profile below `dirs` (each <dir>/<game>/<name>.json), sorted by Id; the first directory
// holding an Id wins. A file that can't be read or is no valid profile is skipped, and why is
// added to `skipped`: one bad file never hides the others.
std::vector<Profile> ListProfiles(const std::vector<std::string>& dirs,
                                  std::vector<Message>& skipped);

// `spec` is a file (it ends in .json, or exists as given and is no directory), "game/name", or a
// bare "name" that only one game's profiles use. Why not, or empty; the files of `dirs` skipped
// while looking go to `skipped`.
Message FindProfile(std::string_view spec, const std::vector<std::string>& dirs, Profile& out,
                    std::vector<Message>& skipped);

// Adds the profile's options to `overrides`, for records of its game only. Entries already
// given with --rules stay. An error message, or empty.
std::string ApplyProfile(const Profile& profile, RuleOverrides& overrides);

}  // namespace replay

#endif  // REPLAY_PROFILE_PROFILE_H_
