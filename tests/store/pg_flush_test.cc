// On PostgreSQL a transaction's new rows are buffered and sent by COPY when it commits, or sooner,
// once they pass Store::Writer::kFlushBytes (32 MiB, store/writer.h): an input imported in one
// transaction (no --batch) keeps the importer's memory bounded. Seen from the importer's own
// session (the importer's observer runs inside its transaction): the rows appear before the
// commit, whole records, not before megabytes of them; and the batch is still one transaction,
// all or nothing. Needs the server REPLAY_PG names (ctest store/postgres-gtest).
#include <memory>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "store/import.h"
#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::Backend;
using testing::DistinctDilotiRecords;
using testing::RowCount;
using testing::TestStores;

constexpr int64_t kMiB = int64_t(1) << 20;
// Enough conformance Diloti records (~5 kB of canonical text each) to pass 32 MiB of rows.
constexpr int kFlushRecords = 9000;

class PostgresFlush : public ::testing::Test {
 protected:
  void SetUp() override {
    REPLAY_SKIP_UNLESS_AVAILABLE(stores_);
    store_ = std::make_unique<Store>(stores_.Db("flush"), stores_.Options("flush"));
  }
  void TearDown() override { store_.reset(); }

  // Imports `count` records in one transaction; the first time the session sees records on the
  // server (a flush), notes how many were added by then, how many it sees, and their texts' size;
  // then, when `fail_after_flush`, throws out of the import.
  struct Seen {
    long added = 0, visible = 0;
    int64_t text_bytes = 0;
  };
  Seen Import(int count, bool fail_after_flush) {
    Seen seen;
    long added = 0;
    ImportOptions options;
    Importer importer(*store_, options);
    const std::string text = DistinctDilotiRecords(count);
    RecordReader reader(text, "test");
    importer.Import(reader, [&](const RecordReport&, Disposition d) {
      if (d == Disposition::kAdded) ++added;
      if (seen.visible) return;
      const int64_t visible = store_->db().QueryInt("SELECT count(*) FROM records");
      if (visible == 0) return;
      seen = {added, long(visible),
              store_->db().QueryInt("SELECT sum(octet_length(canonical)) FROM record_texts")};
      if (fail_after_flush) throw std::runtime_error("the import fails after a flush");
    });
    return seen;
  }

  TestStores stores_{Backend::kPostgres};
  std::unique_ptr<Store> store_;
};

TEST_F(PostgresFlush, PastThirtyTwoMiBTheRowsGoBeforeTheCommit) {
  const Seen seen = Import(kFlushRecords, false);
  ASSERT_GT(seen.visible, 0) << "no flush before the commit";
  EXPECT_LT(seen.added, kFlushRecords);
  // Every record added by then, whole; and only once megabytes were buffered, not per record.
  EXPECT_EQ(seen.visible, seen.added);
  EXPECT_GE(seen.text_bytes, 8 * kMiB);
  EXPECT_LE(seen.text_bytes, 32 * kMiB);
  // The commit sends the rest: every record once, with its totals (4 seats each).
  Database& db = store_->db();
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM records"), kFlushRecords);
  EXPECT_EQ(db.QueryInt("SELECT count(DISTINCT record_id) FROM record_texts"), kFlushRecords);
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM totals_xeri_seats"), 4 * kFlushRecords);
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM (SELECT * FROM totals_xeri_seats EXCEPT "
                        "SELECT * FROM totals_xeri_seats_source) AS d"), 0);
}

TEST_F(PostgresFlush, AFlushedTransactionThatFailsLeavesNothing) {
  EXPECT_THROW(Import(kFlushRecords, true), std::runtime_error);
  Database& db = store_->db();
  EXPECT_FALSE(db.InTransaction());
  for (const char* table : {"records", "record_texts", "hands", "hand_seats", "players",
                            "totals_xeri_seats"})
    EXPECT_EQ(RowCount(*store_, table), 0) << table;
  // And the store takes the same input whole afterwards.
  EXPECT_EQ(Import(kFlushRecords, false).visible > 0, true);
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM records"), kFlushRecords);
}

}  // namespace
}  // namespace replay::store
