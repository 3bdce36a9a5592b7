// Runs ../shared/conformance and ../shared/conformance-house-rules (the same format, kept in its own
// directory because its records set the house-rule options): every valid record is accepted with
// exactly its results; every invalid one is rejected, its first error at the expected pointer (or
// inside it) with the code.
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/outcome_json.h"
#include "engine/replay.h"

namespace replay {
namespace {

const std::string kDir = std::string(REPLAY_SHARED_DIR) + "/conformance/";
const std::string kHouseRulesDir = std::string(REPLAY_SHARED_DIR) + "/conformance-house-rules/";

struct Form {
  std::string name;  // e.g. "diloti-4p"
  std::string game;
  std::string dir = kDir;
};

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
    Forms, Conformance,
    ::testing::Values(Form{"diloti-4p", "diloti"}, Form{"diloti-2p", "diloti"},
                    Form{"bourlot", "bourlot"}, Form{"pilotta", "pilotta"},
                    Form{"tute-2p", "tute"}, Form{"tute-3p", "tute"}, Form{"tute-4p", "tute"}),
    [](const ::testing::TestParamInfo<Form>& info) {
      std::string name = info.param.name;
      for (char& ch : name) if (ch == '-') ch = '_';
      return name;
    });

// The house-rule records, as their own instantiation so that a failure names the corpus.
INSTANTIATE_TEST_SUITE_P(
    HouseRules, Conformance,
    ::testing::Values(Form{"pilotta", "pilotta", kHouseRulesDir},
                      Form{"tute-2p", "tute", kHouseRulesDir}),
    [](const ::testing::TestParamInfo<Form>& info) {
      std::string name = info.param.name;
      for (char& ch : name) if (ch == '-') ch = '_';
      return name;
    });

}  // namespace
}  // namespace replay
