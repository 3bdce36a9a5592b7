#include "store/store_test_util.h"

#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "engine/outcome_json.h"
#include "notation/catalog.h"

#include "store/import.h"

namespace replay::store::testing {

TempDir::TempDir() {
  std::random_device random;
  path_ = std::filesystem::temp_directory_path() /
          ("replay-store-test-" + std::to_string(::getpid()) + "-" + std::to_string(random()));
  std::filesystem::create_directories(path_);
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

int64_t RowCount(Store& store, const std::string& table) {
  return store.db().QueryInt("SELECT COUNT(*) FROM " + table);
}

std::string BackendName(const ::testing::TestParamInfo<Backend>& info) {
  return info.param == Backend::kSqlite ? "Sqlite" : "Postgres";
}

bool TestStores::available() const { return !postgres() || std::getenv("REPLAY_PG"); }

std::string TestStores::Db(const std::string& name) const {
  return postgres() ? std::string(std::getenv("REPLAY_PG")) : dir_.Path(name);
}

StoreOptions TestStores::Options(const std::string& name) {
  StoreOptions options;
  if (!postgres()) return options;
  // Unique on the server for this process, and short of PostgreSQL's 63 bytes.
  static int made = 0;
  const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string schema = fmt::format("t{}_{}_{}_{}", ::getpid(), ++made, name,
                                   test ? test->name() : "suite");
  for (char& c : schema)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  options.pg_schema = schema.substr(0, 63);
  schemas_.push_back(options.pg_schema);
  return options;
}

TestStores::~TestStores() {
  if (schemas_.empty()) return;
  try {
    Database db(std::getenv("REPLAY_PG"));
    for (const std::string& schema : schemas_) db.Exec("DROP SCHEMA IF EXISTS \"" + schema + "\" CASCADE");
  } catch (const std::exception& e) {
    ADD_FAILURE() << "dropping the tests' schemas: " << e.what();
  }
}

std::vector<std::string> ReadLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

std::string ConformancePath(const std::string& form) {
  return std::string(REPLAY_SHARED_DIR) + "/conformance/" + form + ".valid.ndjson";
}

void WriteFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string DistinctDilotiRecords(int count, int first) {
  static const std::vector<nlohmann::json> records = [] {
    std::vector<nlohmann::json> parsed;
    for (const std::string& line : ReadLines(ConformancePath("diloti-4p")))
      parsed.push_back(nlohmann::json::parse(line));
    return parsed;
  }();
  std::string out;
  for (int i = first; i < first + count; ++i) {
    nlohmann::json record = records[size_t(i) % records.size()];
    record["tags"]["table"] = std::to_string(i);
    out += record.dump() + "\n";
  }
  return out;
}

ImportResult ImportText(Store& store, const std::string& text, bool keep_invalid, long batch) {
  ImportOptions options;
  options.keep_invalid = keep_invalid;
  options.batch = batch;
  Importer importer(store, options);
  // Not named *.ndjson: the texts are NDJSON or pretty-printed JSON, told by their content.
  RecordReader reader(text, "test");
  importer.Import(reader, nullptr);
  const ImportCounts& c = importer.counts();
  return {c.added, c.duplicates, c.invalid, c.kept_invalid};
}

HandMadeRecord::HandMadeRecord(const nlohmann::json& fixture, long index)
    : text_(fixture.at("record").dump()) {
  size_t end = 0;
  json::ParseError error;
  const json::Value* root = document_.Parse(text_, 0, &end, &error);
  if (!root) throw std::runtime_error("fixture record: " + error.message.English());
  record_.source.input = "fixture";
  record_.source.index = index;
  record_.source.text = text_;
  report_.record = &record_;
  report_.index = index;
  report_.input = record_.source.input;
  Reporter reporter(record_, report_.diagnostics);
  if (!BuildRecord(*root, record_, reporter, Games()))
    throw std::runtime_error("fixture record: not a record");
  for (int i = 0; i < fixture.value("errors", 0); ++i)
    reporter.Error("test/invalid", "", "made invalid by the test");
  if (!report_.valid()) return;
  MatchOutcome outcome;
  for (const nlohmann::json& facts : fixture.at("facts")) {
    HandOutcome& hand = outcome.hands.emplace_back();
    if (!facts.is_null()) hand.facts = FactsFromJson(facts);
  }
  const nlohmann::json result = fixture.value("result", nlohmann::json::object());
  if (result.contains("score"))
    if (std::optional<Value> score = ValueFromJson(result["score"]))
      outcome.score = std::get<Sides>(*score);
  outcome.winner = result.value("winner", -1);
  report_.outcome = std::move(outcome);
}

void AddFixtures(Store& store, const std::string& path) {
  Transaction transaction(store.db());
  long index = 0;
  for (const std::string& line : ReadLines(path)) {
    HandMadeRecord record(nlohmann::json::parse(line), index++);
    store.Add(record.report());
  }
  transaction.Commit();
}

}  // namespace replay::store::testing
