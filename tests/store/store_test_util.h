// Helpers of the store tests: temporary directories, conformance records, and records with
// hand-written facts (so that statistics can be checked against numbers computed by hand).
#ifndef REPLAY_TESTS_STORE_STORE_TEST_UTIL_H_
#define REPLAY_TESTS_STORE_STORE_TEST_UTIL_H_

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
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

// The two backends the store's tests run on (issue #27): SQLite files, and PostgreSQL schemas on
// the server REPLAY_PG names (set by tests/store/pg_cluster.sh: ctest store/postgres-gtest, which
// fails when the server is not installed). A test's Postgres half is skipped, saying why,
// without REPLAY_PG (the plain replay_tests run).
enum class Backend { kSqlite, kPostgres };
// "Sqlite" or "Postgres", the name INSTANTIATE_TEST_SUITE_P gives each half (--gtest_filter=*/Postgres).
std::string BackendName(const ::testing::TestParamInfo<Backend>& info);

// Skips the calling test, saying why, when `stores`' backend can't be used here (GTEST_SKIP
// returns from the function it is in, so this is a macro).
#define REPLAY_SKIP_UNLESS_AVAILABLE(stores)                                    \
  if (!(stores).available())                                                    \
  GTEST_SKIP() << "REPLAY_PG unset: the PostgreSQL store tests run under "      \
                  "tests/store/pg_cluster.sh (ctest -L postgres)"

// The stores of a test on one backend: store `name` is a file of a temporary directory, or a
// PostgreSQL schema of its own, dropped with this object.
class TestStores {
 public:
  explicit TestStores(Backend backend) : backend_(backend) {}
  ~TestStores();
  TestStores(const TestStores&) = delete;
  TestStores& operator=(const TestStores&) = delete;
  // Whether the backend can be used here (PostgreSQL needs REPLAY_PG); a test skips otherwise.
  bool available() const;
  bool postgres() const { return backend_ == Backend::kPostgres; }
  // The --db of store `name`, and the options that keep it apart on PostgreSQL (its schema).
  std::string Db(const std::string& name) const;
  StoreOptions Options(const std::string& name);

 private:
  Backend backend_;
  TempDir dir_;
  std::vector<std::string> schemas_;
};

// The number of rows of `table` (a table or view of the store).
int64_t RowCount(Store& store, const std::string& table);

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
