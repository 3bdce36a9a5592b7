#include "engine/testing/replayed.h"

#include <cstdint>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace replay::testing {

Replayed::Replayed(Replayed&& o) noexcept
    : reader(std::move(o.reader)), record(std::move(o.record)), report(std::move(o.report)),
      hands(std::move(o.hands)), result(std::move(o.result)), facts(std::move(o.facts)) {
  report.record = &record;
}

const Diagnostic* Replayed::FirstError() const {
  for (const Diagnostic& d : report.diagnostics)
    if (d.IsError()) return &d;
  return nullptr;
}

const Diagnostic* Replayed::Find(std::string_view code) const {
  for (const Diagnostic& d : report.diagnostics)
    if (d.code == code) return &d;
  return nullptr;
}

bool Replayed::HasWarning(std::string_view code, std::string_view pointer) const {
  for (const Diagnostic& d : report.diagnostics)
    if (!d.IsError() && d.code == code && d.pointer == pointer) return true;
  return false;
}

std::string Replayed::All() const {
  std::string out;
  for (const Diagnostic& d : report.diagnostics)
    out += fmt::format("\n  [{}] {} at \"{}\"", d.code, d.message, d.pointer);
  return out;
}

nlohmann::json LoadSource(const std::string& path) {
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/" + path);
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str());
}

Replayed ReplayText(std::string text, ReplayFlags flags) {
  Replayed out;
  out.reader = std::make_unique<RecordReader>(std::move(text), "test", flags.limits);
  Source source;
  const json::Value* root = nullptr;
  ReplayOptions options;
  options.want_results = flags.results;
  options.want_facts = flags.facts;
  options.keep_invalid_outcome = flags.keep_invalid_outcome;
  options.want_play = flags.play;
  options.overrides = flags.overrides;
  if (!out.reader->Next(source, root, out.report.diagnostics) || !root) {
    ADD_FAILURE() << "the test record does not parse" << out.All();
    return out;
  }
  ReplayRecord(*root, source, options, out.record, out.report, &out.reader->duplicate_keys());
  if (out.report.outcome) {
    out.hands = HandsJson(*out.report.outcome);
    out.result = ResultJson(*out.report.outcome);
    out.facts = FactsJson(*out.report.outcome);
  }
  return out;
}

ReplayFlags AnyNumber() {
  ReplayFlags flags;
  flags.limits.json.max_number = INT64_MAX;
  return flags;
}

Replayed ReplayJson(const nlohmann::json& record, ReplayFlags flags) {
  return ReplayText(record.dump(), flags);
}

::testing::AssertionResult Valid(const Replayed& r) {
  if (r.FirstError()) return ::testing::AssertionFailure() << "rejected:" << r.All();
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult FailsWith(const Replayed& r, std::string_view code,
                                     std::string_view pointer) {
  const Diagnostic* d = r.FirstError();
  if (!d) return ::testing::AssertionFailure() << "accepted, expected " << code;
  if (d->code != code || d->pointer != pointer)
    return ::testing::AssertionFailure() << "expected " << code << " at " << pointer << ", got"
                                         << r.All();
  return ::testing::AssertionSuccess();
}

}  // namespace replay::testing
