// Runs ../shared/conformance, ../shared/conformance-house-rules (the same format, kept in its own
// directory because its records set the house-rule options) and each registered game's own
// ../shared/conformance-<game>/: every valid record is accepted with exactly its results; every
// invalid one is rejected, its first error at the expected pointer (or inside it) with the code.
// The forms are found, not listed: <form>.valid.ndjson beside <form>.invalid.ndjson, the form
// named after its game ("diloti-4p", "bourlot"), so a game added to the registry is run here
// with its corpus and no change to this file.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "engine/outcome_json.h"
#include "engine/replay.h"

namespace replay {
namespace {

namespace fs = std::filesystem;
const std::string kShared = std::string(REPLAY_SHARED_DIR) + "/";

struct Form {
  std::string name;  // e.g. "diloti-4p"
  std::string game;
  std::string dir;   // e.g. ".../conformance/"
};

// The corpora: every <form>.valid.ndjson of ../shared/conformance, conformance-house-rules and
// conformance-<game> for each registered game, in a stable order. A form's game is the word
// before its first '-'.
std::vector<Form> Forms() {
  std::vector<std::string> dirs = {"conformance", "conformance-house-rules"};
  for (const Game* g : AllGames()) dirs.push_back("conformance-" + std::string(g->Name()));
  std::vector<Form> forms;
  for (const std::string& dir : dirs) {
    if (!fs::is_directory(kShared + dir)) continue;
    std::vector<Form> here;
    for (const auto& e : fs::directory_iterator(kShared + dir)) {
      const std::string file = e.path().filename().string();
      const std::string suffix = ".valid.ndjson";
      if (file.size() <= suffix.size() || !file.ends_with(suffix)) continue;
      const std::string name = file.substr(0, file.size() - suffix.size());
      here.push_back({name, name.substr(0, name.find('-')), kShared + dir + "/"});
    }
    std::sort(here.begin(), here.end(), [](const Form& a, const Form& b) { return a.name < b.name; });
    forms.insert(forms.end(), here.begin(), here.end());
  }
  return forms;
}

// Every registered game has a corpus, so none is left out of the suite silently.
TEST(ConformanceCorpora, EveryRegisteredGameHasOne) {
  const std::vector<Form> forms = Forms();
  for (const Game* g : AllGames())
    EXPECT_TRUE(std::any_of(forms.begin(), forms.end(),
                            [&](const Form& f) { return f.game == g->Name(); }))
        << g->Name() << " has no conformance corpus in " << kShared;
}

std::vector<std::string> Lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

RecordReport Replay(const std::string& text, Record& record) {
  RecordReader reader(text, "conformance");
  Source source;
  const json::Value* root = nullptr;
  RecordReport report;
  ReplayOptions options;
  options.want_results = true;
  EXPECT_TRUE(reader.Next(source, root, report.diagnostics));
  if (root) ReplayRecord(*root, source, options, record, report, &reader.duplicate_keys());
  return report;
}

// `inner` equals `outer` or lies inside it, segment by segment.
bool PointerWithin(const std::string& inner, const std::string& outer) {
  return inner == outer || (inner.size() > outer.size() && inner.compare(0, outer.size(), outer) == 0 &&
                            inner[outer.size()] == '/');
}

class Conformance : public ::testing::TestWithParam<Form> {};

TEST_P(Conformance, ValidRecordsReplayWithTheirResults) {
  const Form& form = GetParam();
  if (!FindGame(form.game)) GTEST_SKIP() << form.game << " is not implemented yet";
  auto lines = Lines(form.dir + form.name + ".valid.ndjson");
  ASSERT_FALSE(lines.empty());
  for (size_t i = 0; i < lines.size(); ++i) {
    Record record;
    RecordReport report = Replay(lines[i], record);
    for (const Diagnostic& d : report.diagnostics)
      EXPECT_FALSE(d.IsError()) << form.name << " line " << i + 1 << ": " << FormatText(d);
    if (!report.outcome) continue;
    nlohmann::json expected = nlohmann::json::parse(lines[i]);
    for (size_t h = 0; h < expected["hands"].size(); ++h) {
      const nlohmann::json& hand = expected["hands"][h];
      if (hand.contains("result")) {
        EXPECT_EQ(HandsJson(*report.outcome)[h], hand["result"])
            << form.name << " line " << i + 1 << " hand " << h;
      }
    }
    if (expected.contains("result")) {
      EXPECT_EQ(ResultJson(*report.outcome), expected["result"]) << form.name << " line " << i + 1;
    }
  }
}

TEST_P(Conformance, InvalidRecordsFailFirstWhereExpected) {
  const Form& form = GetParam();
  if (!FindGame(form.game)) GTEST_SKIP() << form.game << " is not implemented yet";
  auto lines = Lines(form.dir + form.name + ".invalid.ndjson");
  ASSERT_FALSE(lines.empty());
  for (size_t i = 0; i < lines.size(); ++i) {
    nlohmann::json c = nlohmann::json::parse(lines[i]);
    std::string code = c["expect"]["code"], pointer = c["expect"]["pointer"];
    Record record;
    RecordReport report = Replay(c["record"].dump(), record);
    const Diagnostic* first = nullptr;
    for (const Diagnostic& d : report.diagnostics)
      if (d.IsError()) { first = &d; break; }
    ASSERT_NE(first, nullptr) << form.name << " line " << i + 1 << ": accepted, expected "
                              << code << " at " << pointer;
    EXPECT_TRUE(first->code == code && PointerWithin(first->pointer, pointer))
        << form.name << " line " << i + 1 << ": expected " << code << " at " << pointer
        << "\n  got " << FormatText(*first) << " at " << first->pointer;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Corpora, Conformance, ::testing::ValuesIn(Forms()),
    [](const ::testing::TestParamInfo<Form>& info) {
      // The corpus and the form, e.g. house_rules_tute_2p; the main corpus's forms bare.
      std::string dir = fs::path(info.param.dir).parent_path().filename().string();
      std::string name = (dir == "conformance" ? "" : dir.substr(12) + "-") + info.param.name;
      for (char& ch : name) if (ch == '-') ch = '_';
      return name;
    });

}  // namespace
}  // namespace replay
