// The house-rule profile reader (issue #24): any bytes as a profile file's text. A profile is
// input like a record — anyone who can write a directory of the search path chooses its bytes —
// so the reader must refuse every bad text with a reason and never crash, recurse without bound
// or take time beyond linear.
//
// Properties: a refusal names the file; an accepted profile has its game, name and source, its
// options apply to a RuleOverrides without error, and written back as JSON it reads as the same
// profile (the values the reader keeps are the values it read).
#include <cstdint>

#include <nlohmann/json.hpp>

#include "fuzz_util.h"
#include "profile/profile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text = replay::fuzz::AsText(data, size);
  replay::Profile profile;
  replay::Message error = replay::ParseProfile(text, "fuzz.json", profile);
  if (!error.empty()) {
    FUZZ_CHECK(error.English().rfind("fuzz.json", 0) == 0);
    return 0;
  }
  FUZZ_CHECK(!profile.game.empty() && !profile.name.empty() && !profile.source.empty());
  replay::RuleOverrides overrides;
  FUZZ_CHECK(replay::ApplyProfile(profile, overrides).empty());

  // The reader accepted only UTF-8, so nlohmann can write every string back.
  nlohmann::ordered_json rules = nlohmann::ordered_json::object();
  for (const auto& [key, value] : profile.rules) rules[key] = nlohmann::ordered_json::parse(value);
  nlohmann::ordered_json again = {{"game", profile.game},
                                  {"name", profile.name},
                                  {"rules", rules},
                                  {"source", profile.source}};
  replay::Profile reread;
  FUZZ_CHECK(replay::ParseProfile(again.dump(), "fuzz.json", reread).empty());
  FUZZ_CHECK(reread.Id() == profile.Id() && reread.source == profile.source);
  // Compared as JSON values: "-0" and "0", or "\u00e9" and "é", are one value in two spellings.
  FUZZ_CHECK(reread.rules.size() == profile.rules.size());
  for (size_t i = 0; i < profile.rules.size(); ++i) {
    FUZZ_CHECK(reread.rules[i].first == profile.rules[i].first);
    FUZZ_CHECK(nlohmann::json::parse(reread.rules[i].second) ==
               nlohmann::json::parse(profile.rules[i].second));
  }
  return 0;
}
