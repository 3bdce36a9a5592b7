// Helpers of the store tests: temporary directories, conformance records, and records with
// hand-written facts (so that statistics can be checked against numbers computed by hand).
#ifndef REPLAY_TESTS_STORE_STORE_TEST_UTIL_H_
#define REPLAY_TESTS_STORE_STORE_TEST_UTIL_H_

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/replay.h"
#include "store/store.h"

namespace replay::store::testing {

// A directory removed (with its content) at the end of the test.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  std::string Path(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

std::vector<std::string> ReadLines(const std::string& path);
std::string ConformancePath(const std::string& form);  // "diloti-4p" → its valid records
void WriteFile(const std::string& path, const std::string& text);

// `count` distinct Diloti records made from the conformance set (tags.table = the index), NDJSON.
std::string DistinctDilotiRecords(int count, int first = 0);

// Imports `text` (records, as replay-import reads them) into `store`.
struct ImportResult {
  long added = 0, duplicates = 0, invalid = 0, kept = 0;
};
ImportResult ImportText(Store& store, const std::string& text, bool keep_invalid = false,
                        long batch = 0);

// A record with an outcome written by hand instead of computed by an engine: `fixture` is
// {"record": {...}, "facts": [...], "result": {...}, "errors": n (optional)}. With "errors", the
// report carries that many error diagnostics (an invalid record).
class HandMadeRecord {
 public:
  explicit HandMadeRecord(const nlohmann::json& fixture, long index = 0);
  const RecordReport& report() const { return report_; }

 private:
  std::string text_;
  json::Document document_;
  Record record_;
  RecordReport report_;
};

// Adds every fixture line of `path` to `store` in one transaction.
void AddFixtures(Store& store, const std::string& path);

}  // namespace replay::store::testing

#endif  // REPLAY_TESTS_STORE_STORE_TEST_UTIL_H_
