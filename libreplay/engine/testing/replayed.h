// Test support shared by every game's tests (linked into replay_tests only): replay a record
// text as replay-validate would and look at its diagnostics and outcome; read a game's options
// from a JSON object of rules through the same OptionReader records use.
#ifndef REPLAY_ENGINE_TESTING_REPLAYED_H_
#define REPLAY_ENGINE_TESTING_REPLAYED_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/outcome_json.h"
#include "engine/replay.h"

namespace replay::testing {

// A replayed record. It owns its text and reader, since the record's values point into them.
struct Replayed {
  std::unique_ptr<RecordReader> reader;
  Record record;
  RecordReport report;
  Diagnostics& diagnostics = report.diagnostics;
  std::optional<MatchOutcome>& outcome = report.outcome;
  // The outcome as the tools print it (engine/outcome_json.h); null when there is none.
  nlohmann::json hands, result, facts;

  Replayed() = default;
  Replayed(Replayed&& o) noexcept;
  Replayed& operator=(Replayed&&) = delete;

  bool valid() const { return report.valid(); }
  const Diagnostic* FirstError() const;
  const Diagnostic* Find(std::string_view code) const;
  bool HasWarning(std::string_view code, std::string_view pointer) const;
  std::string All() const;  // every diagnostic, one per line, for failure messages
};

struct ReplayFlags {
  bool results = true;
  bool facts = true;
  bool keep_invalid_outcome = false;  // ReplayOptions::keep_invalid_outcome
  bool play = false;  // HandOutcome::play (ReplayOptions::want_play)
  const RuleOverrides* overrides = nullptr;
  ReadLimits limits;  // the reader's; tests of the engines' own bounds raise them
};

// Reader limits that let any 64-bit number through, for the tests of what the engines do with
// claims beyond the reader's --max-number (an API caller may raise it).
ReplayFlags AnyNumber();

// A JSON file of the repository (a sample record), by its path from the source root.
nlohmann::json LoadSource(const std::string& path);

// Replays the first record of `text` (NDJSON or JSON).
Replayed ReplayText(std::string text, ReplayFlags flags = {});
Replayed ReplayJson(const nlohmann::json& record, ReplayFlags flags = {});

// gtest: the record was accepted, or the diagnostics that rejected it.
::testing::AssertionResult Valid(const Replayed& r);
// gtest: the first error has exactly this code and this JSON pointer.
::testing::AssertionResult FailsWith(const Replayed& r, std::string_view code,
                                     std::string_view pointer);

// Runs `read(OptionReader&, const Record&, Reporter&)` over `rules` as a record of `game` with
// `players` names would give them; fails the test on any diagnostic.
template <class Read>
auto OptionsOf(std::string_view game, const nlohmann::json& rules, int players, Read read) {
  nlohmann::json shell = {{"game", game}, {"rules", rules},
                          {"players", nlohmann::json::array()}, {"hands", {nlohmann::json::object()}}};
  for (int s = 0; s < players; ++s) shell["players"].push_back("P" + std::to_string(s));
  const std::string text = shell.dump();
  json::Document doc;
  const json::Value* root = doc.Parse(text, 0, nullptr, nullptr);
  Record record;
  record.game = game;
  record.rules = root ? root->Find("rules") : nullptr;
  for (int s = 0; s < players; ++s) record.players.push_back({});
  Diagnostics diagnostics;
  Reporter reporter(record, diagnostics);
  OptionReader reader(record, nullptr, reporter);
  auto options = read(reader, record, reporter);
  EXPECT_TRUE(diagnostics.empty()) << "options " << rules.dump() << ": "
                                   << (diagnostics.empty() ? "" : diagnostics[0].message);
  return options;
}

}  // namespace replay::testing

#endif  // REPLAY_ENGINE_TESTING_REPLAYED_H_
