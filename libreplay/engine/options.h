// Reads a game's variant options (`rules`, notation.md §2) into the game's typed options struct,
// reporting `rules/unknown-option` and `rules/bad-value`. Command-line `--rules key=value`
// overrides take precedence over the record's own values.
#ifndef REPLAY_ENGINE_OPTIONS_H_
#define REPLAY_ENGINE_OPTIONS_H_

#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "notation/json.h"
#include "notation/record.h"

namespace replay {

// Options given outside the record: `--rules key=value` pairs from the command line, and the
// options of a house-rule profile (engine/profile.h). A --rules value is read as JSON when it
// parses as JSON (true, 101, "x") and as a string otherwise (capture_all). A profile's options
// are scoped to its game: one --profile may be given over an input of several games, and a
// Diloti profile must not make every Tute record fail with rules/unknown-option.
class RuleOverrides {
 public:
  // Returns an error message for a malformed "key=value", or empty. Replaces any entry of the
  // same key, a profile's included: --rules override a profile.
  std::string Add(std::string_view key_equals_value);
  // A profile's option, for records of `game` only; `json_text` is the value as JSON. Does not
  // replace an entry Add made. `origin` names the profile in messages.
  std::string AddFor(std::string_view game, std::string_view key, std::string_view json_text,
                     std::string_view origin);
  // The entry of `key` that applies to a record of `game`, or null.
  const json::Value* Find(std::string_view key, std::string_view game) const;
  std::vector<std::string_view> Keys(std::string_view game) const;
  // Where the entry of `key` came from: "--rules" or the profile's origin.
  std::string_view Origin(std::string_view key, std::string_view game) const;
  bool Empty() const { return values_.empty(); }
  // Every entry (game, key, JSON text), one a line in the order given: two overrides with the
  // same fingerprint replay every record alike (the store's source_texts key includes it).
  std::string Fingerprint() const;

 private:
  struct Entry {
    std::string key;
    std::string text;
    std::string game;    // empty: every game (--rules)
    std::string origin;  // "--rules" or "profile diloti/kk"
    std::unique_ptr<json::Document> doc;
    const json::Value* value = nullptr;
  };
  const Entry* Lookup(std::string_view key, std::string_view game) const;
  std::vector<std::unique_ptr<Entry>> values_;
};

class OptionReader {
 public:
  OptionReader(const Record& record, const RuleOverrides* overrides, Reporter& reporter);

  bool Bool(std::string_view name, bool fallback);
  long Int(std::string_view name, long fallback, long min, long max);
  long IntOneOf(std::string_view name, long fallback, std::initializer_list<long> allowed);
  // A string of distinct letters, each one of `alphabet` (e.g. the ranks that score a point).
  std::string Letters(std::string_view name, std::string_view fallback, std::string_view alphabet);
  // Returns the index of the chosen word in `words`.
  int Choice(std::string_view name, int fallback, std::initializer_list<std::string_view> words);
  // Whether `name` was given (in the record or an override).
  bool Given(std::string_view name) const { return Lookup(name) != nullptr; }

  // Reports every option given that no call above asked for. Call once, last.
  void Finish();
  bool ok() const { return ok_; }

 private:
  const json::Value* Lookup(std::string_view name) const;
  void BadValue(std::string_view name, const json::Value& v, Message expected);
  std::string Pointer(std::string_view name) const;

  const Record& record_;
  const RuleOverrides* overrides_;
  Reporter& reporter_;
  std::vector<std::string_view> asked_;
  bool ok_ = true;
};

}  // namespace replay

#endif  // REPLAY_ENGINE_OPTIONS_H_
