// House-rule profiles as data (issue #14): a small JSON file
//   {"game": "diloti", "name": "kk", "rules": {...}, "source": "where these rules come from"}
// naming the variant options (`rules`, notation.md §2) a club or platform plays with. Options a
// profile leaves out keep the game's defaults. Profiles ship as profiles/<game>/<name>.json and
// install to <prefix>/share/replay/profiles (cmake/install.cmake).
//
// A profile is applied as scoped RuleOverrides (engine/options.h): only to records of its game,
// and under any --rules the user gives. Records keep naming their rules in full; no notation key
// names a profile, so a record means the same thing wherever it is read.
#ifndef REPLAY_PROFILE_PROFILE_H_
#define REPLAY_PROFILE_PROFILE_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/options.h"

namespace replay {

struct Profile {
  std::string game, name, source;
  std::vector<std::pair<std::string, std::string>> rules;  // key and value as JSON, file order
  std::string path;                                        // the file it was read from

  std::string Id() const { return game + "/" + name; }  // "diloti/kk"
};

// Reads and checks the profile file `path`: its shape, a known game, and options the game
// accepts with values it accepts (each game's own option reader judges them). An error message,
// or empty.
std::string ReadProfile(const std::string& path, Profile& out);

// Every profile below `dirs` (each <dir>/<game>/<name>.json), sorted by Id; the first directory
// holding an Id wins. Unreadable or invalid files add a message to `errors`.
std::vector<Profile> ListProfiles(const std::vector<std::string>& dirs,
                                  std::vector<std::string>& errors);

// `spec` is a file (it contains '/' and ends in .json, or exists as given), "game/name", or a
// bare "name" that only one game's profiles use. An error message, or empty.
std::string FindProfile(std::string_view spec, const std::vector<std::string>& dirs,
                        Profile& out);

// Adds the profile's options to `overrides`, for records of its game only. Entries already
// given with --rules stay. An error message, or empty.
std::string ApplyProfile(const Profile& profile, RuleOverrides& overrides);

}  // namespace replay

#endif  // REPLAY_PROFILE_PROFILE_H_
