// Importers as real processes: one killed with SIGKILL in the middle of a large import (the store
// must reopen intact, with whole batches only), and two importing at once beside a reader. On
// both backends (issue #27): a SQLite file, and a schema of the PostgreSQL server REPLAY_PG names.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <thread>

#include <gtest/gtest.h>

#include "store/import.h"
#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::Backend;
using testing::TempDir;
using testing::TestStores;

// Runs `body` in a child process (its return value is the exit code); returns the child's pid.
pid_t Spawn(const std::function<int()>& body) {
  std::fflush(nullptr);
  pid_t pid = ::fork();
  if (pid == 0) {
    int code = 3;
    try {
      code = body();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "child: %s\n", e.what());
    }
    ::_exit(code);
  }
  return pid;
}

int WaitStatus(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return status;
}

// The child's work: import the file at `input` into the store at `db`, writing one byte to
// `progress` (when >= 0) after each record it has taken.
int ImportFile(const std::string& db, const StoreOptions& where, const std::string& input,
               long batch, int progress = -1) {
  Store store(db, where);
  ImportOptions options;
  options.batch = batch;
  Importer importer(store, options);
  std::FILE* file = std::fopen(input.c_str(), "rb");
  if (!file) return 4;
  RecordReader reader(file, input);
  importer.Import(reader, [&](const RecordReport&, Disposition) {
    if (progress >= 0 && ::write(progress, "r", 1) != 1) ::_exit(6);
  });
  std::fclose(file);
  return importer.counts().invalid == 0 ? 0 : 5;
}

// Starts an importer of `input` and kills it (SIGKILL) once it has taken `records` records: in
// the middle of its work, with a transaction open. Returns the child's wait status.
int ImportAndKill(const std::string& db, const StoreOptions& where, const std::string& input,
                  long batch, int records) {
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) return -1;
  pid_t child = Spawn([&] {
    ::close(pipe_fds[0]);
    return ImportFile(db, where, input, batch, pipe_fds[1]);
  });
  ::close(pipe_fds[1]);
  char byte;
  for (int taken = 0; taken < records && ::read(pipe_fds[0], &byte, 1) == 1;) ++taken;
  ::kill(child, SIGKILL);
  ::close(pipe_fds[0]);
  return WaitStatus(child);
}

int64_t Records(Database& db) { return db.QueryInt("SELECT COUNT(*) FROM records"); }

// The secondary indexes of a SQLite store (an import into a new store drops them until its commit).
int64_t Indexes(Database& db) {
  return db.QueryInt("SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL");
}

// The store after a crash: intact, every stored record whole, no row without its parent, every
// index there.
void ExpectIntact(const std::string& path, const StoreOptions& where) {
  Store store(path, where);
  if (store.db().dialect() == Dialect::kSqlite) {
    Store fresh(path + ".fresh");
    EXPECT_EQ(Indexes(store.db()), Indexes(fresh.db()));
    EXPECT_GT(Indexes(store.db()), 0);
    Statement integrity(store.db(), "PRAGMA integrity_check");
    ASSERT_TRUE(integrity.Step());
    EXPECT_EQ(integrity.Text(0), "ok");
    Statement orphans(store.db(), "PRAGMA foreign_key_check");
    EXPECT_FALSE(orphans.Step());
  } else {  // the keys' triggers (store/postgres_tuning.cc) have nothing to list: look
    EXPECT_EQ(store.db().QueryInt(
                  "SELECT (SELECT COUNT(*) FROM hands h WHERE NOT EXISTS (SELECT 1 FROM records r "
                  "WHERE r.record_id = h.record_id)) + (SELECT COUNT(*) FROM hand_seats s WHERE "
                  "NOT EXISTS (SELECT 1 FROM hands h WHERE h.record_id = s.record_id AND "
                  "h.hand = s.hand)) + (SELECT COUNT(*) FROM record_texts t WHERE NOT EXISTS "
                  "(SELECT 1 FROM records r WHERE r.record_id = t.record_id))"),
              0);
  }
  EXPECT_EQ(store.db().QueryInt(
                "SELECT COUNT(*) FROM records r WHERE "
                "(SELECT COUNT(*) FROM record_players p WHERE p.record_id = r.record_id) <> r.players"
                " OR (SELECT COUNT(*) FROM hands h WHERE h.record_id = r.record_id) <> r.hand_count"
                " OR (SELECT COUNT(*) FROM hand_seats s WHERE s.record_id = r.record_id) <> "
                "    r.players * r.hand_count"),
            0);
}

constexpr int kRecords = 200;

class Crash : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    REPLAY_SKIP_UNLESS_AVAILABLE(stores_);
    db_ = stores_.Db("store.db");
    where_ = stores_.Options("crash");
    input_ = dir_.Path("input.ndjson");
    testing::WriteFile(input_, testing::DistinctDilotiRecords(kRecords));
    Store create(db_, where_);  // schema made before the importers start
  }
  TestStores stores_{GetParam()};
  TempDir dir_;  // the inputs
  std::string db_, input_;
  StoreOptions where_;
};

INSTANTIATE_TEST_SUITE_P(Backends, Crash, ::testing::Values(Backend::kSqlite, Backend::kPostgres),
                         testing::BackendName);

TEST_P(Crash, KillNineBetweenBatchesLeavesWholeBatches) {
  // Killed after 35 records: 3 batches of 10 committed, the 4th open.
  int status = ImportAndKill(db_, where_, input_, 10, 35);
  ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
      << "the importer finished before it could be killed; make the input larger";
  ExpectIntact(db_, where_);
  Store store(db_, where_);
  int64_t stored = Records(store.db());
  EXPECT_GE(stored, 30);
  EXPECT_LT(stored, kRecords);
  EXPECT_EQ(stored % 10, 0) << "a batch was half-written";
  // Importing again completes the input and adds each record once.
  testing::ImportResult rest =
      testing::ImportText(store, testing::DistinctDilotiRecords(kRecords), false, 10);
  EXPECT_EQ(rest.duplicates, stored);
  EXPECT_EQ(rest.added, kRecords - stored);
}

TEST_P(Crash, KillNineInsideTheInputsTransactionLeavesNothing) {
  int status = ImportAndKill(db_, where_, input_, 0, 60);
  ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
      << "the importer finished before it could be killed; make the input larger";
  ExpectIntact(db_, where_);
  Store store(db_, where_);
  EXPECT_EQ(Records(store.db()), 0);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM hands"), 0);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM players"), 0);
}

TEST_P(Crash, TwoImportersAndAReaderAtOnce) {
  // Overlapping parts: records 0-119 and 80-199.
  std::string first = dir_.Path("first.ndjson"), second = dir_.Path("second.ndjson");
  testing::WriteFile(first, testing::DistinctDilotiRecords(120, 0));
  testing::WriteFile(second, testing::DistinctDilotiRecords(120, 80));
  pid_t a = Spawn([&] { return ImportFile(db_, where_, first, 10); });
  pid_t b = Spawn([&] { return ImportFile(db_, where_, second, 10); });
  StoreOptions read_only = where_;
  read_only.read_only = true;
  Store reading(db_, read_only);
  Database& reader = reading.db();
  int64_t last = 0;
  bool monotonic = true;
  for (int i = 0; i < 2000 && last < kRecords; ++i) {
    int64_t now = Records(reader);
    monotonic = monotonic && now >= last;
    last = now;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  int status_a = WaitStatus(a), status_b = WaitStatus(b);
  EXPECT_TRUE(WIFEXITED(status_a) && WEXITSTATUS(status_a) == 0) << status_a;
  EXPECT_TRUE(WIFEXITED(status_b) && WEXITSTATUS(status_b) == 0) << status_b;
  EXPECT_TRUE(monotonic);
  ExpectIntact(db_, where_);
  Store store(db_, where_);
  EXPECT_EQ(Records(store.db()), kRecords);
}

}  // namespace
}  // namespace replay::store
