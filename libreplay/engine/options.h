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

// `--rules key=value` pairs from the command line; a value is read as JSON when it parses as JSON
// (true, 101, "x") and as a string otherwise (capture_all).
class RuleOverrides {
 public:
  // Returns an error message for a malformed "key=value", or empty.
  std::string Add(std::string_view key_equals_value);
  const json::Value* Find(std::string_view key) const;
  std::vector<std::string_view> Keys() const;
  bool Empty() const { return values_.empty(); }

 private:
  struct Entry {
    std::string key;
    std::string text;
    std::unique_ptr<json::Document> doc;
    const json::Value* value = nullptr;
  };
  std::vector<std::unique_ptr<Entry>> values_;
};

class OptionReader {
 public:
  OptionReader(const Record& record, const RuleOverrides* overrides, Reporter& reporter);

  bool Bool(std::string_view name, bool fallback);
  long Int(std::string_view name, long fallback, long min, long max);
  long IntOneOf(std::string_view name, long fallback, std::initializer_list<long> allowed);
  // Returns the index of the chosen word in `words`.
  int Choice(std::string_view name, int fallback, std::initializer_list<std::string_view> words);
  // Whether `name` was given (in the record or an override).
  bool Given(std::string_view name) const { return Lookup(name) != nullptr; }

  // Reports every option given that no call above asked for. Call once, last.
  void Finish();
  bool ok() const { return ok_; }

 private:
  const json::Value* Lookup(std::string_view name) const;
  void BadValue(std::string_view name, const json::Value& v, std::string expected);
  std::string Pointer(std::string_view name) const;

  const Record& record_;
  const RuleOverrides* overrides_;
  Reporter& reporter_;
  std::vector<std::string_view> asked_;
  bool ok_ = true;
};

}  // namespace replay

#endif  // REPLAY_ENGINE_OPTIONS_H_
