// The store's PostgreSQL schema as TunePostgres leaves it (store/postgres_tuning.cc, issue #27):
// its foreign keys checked per statement by triggers, which must refuse and cascade exactly as
// the keys did, and the canonical texts compressed with lz4; a store made with the keys (as the
// release before made them) is converted when opened for writing. Needs the server REPLAY_PG
// names (ctest store/postgres-gtest, under tests/store/pg_cluster.sh).
#include <memory>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "store/postgres.h"
#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::DistinctDilotiRecords;
using testing::ImportText;

class PostgresTuning : public ::testing::Test {
 protected:
  // The store's trigger functions (add " AND ..." to pick some).
  static constexpr const char* kFunctions =
      "SELECT count(*) FROM pg_proc WHERE proname LIKE 'replay\\_fk\\_%' AND pronamespace = "
      "(SELECT oid FROM pg_namespace WHERE nspname = current_schema())";

  void SetUp() override {
    REPLAY_SKIP_UNLESS_AVAILABLE(stores_);
    options_ = stores_.Options("tuning");
  }
  std::unique_ptr<Store> Open() {
    return std::make_unique<Store>(stores_.Db("tuning"), options_);
  }
  static int64_t ForeignKeys(Database& db) {
    return db.QueryInt("SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND connamespace = "
                       "(SELECT oid FROM pg_namespace WHERE nspname = current_schema())");
  }
  static std::string Compression(Database& db) {
    return db.QueryText("SELECT attcompression FROM pg_attribute WHERE attrelid = "
                        "'record_texts'::regclass AND attname = 'canonical'");
  }
  // The SQLSTATE `sql` fails with ("" when it succeeds).
  static std::string StateOf(Database& db, const std::string& sql) {
    try {
      db.Exec(sql);
    } catch (const PgError& e) {
      return e.sqlstate();
    }
    return "";
  }

  testing::TestStores stores_{testing::Backend::kPostgres};
  StoreOptions options_;
};

TEST_F(PostgresTuning, KeysBecomeStatementTriggersAndTextsLz4) {
  auto store = Open();
  Database& db = store->db();
  EXPECT_EQ(ForeignKeys(db), 0);
  EXPECT_GE(db.QueryInt("SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
                        "WHERE c.relname = 'hand_seats' AND t.tgname LIKE 'replay\\_fk\\_%'"), 2);
  EXPECT_EQ(Compression(db), "l");
}

TEST_F(PostgresTuning, ChildRowsNeedTheirParent) {
  auto store = Open();
  ImportText(*store, DistinctDilotiRecords(2));
  Database& db = store->db();
  const int64_t id = db.QueryInt("SELECT min(record_id) FROM records");
  // Legal: a row whose hand is there.
  EXPECT_EQ(StateOf(db, fmt::format("INSERT INTO hand_seats (record_id, hand, seat) VALUES "
                                    "({}, 0, 9)", id)), "");
  // Illegal: a hand that is not there, whether inserted, copied in bulk or updated to.
  EXPECT_EQ(StateOf(db, fmt::format("INSERT INTO hand_seats (record_id, hand, seat) VALUES "
                                    "({}, 999, 0)", id)), "23503");
  EXPECT_EQ(StateOf(db, "INSERT INTO hands (record_id, hand, level) VALUES (-1, 0, 'full')"),
            "23503");
  EXPECT_EQ(StateOf(db, fmt::format("INSERT INTO hand_seats (record_id, hand, seat) "
                                    "SELECT {0}, 0, 10 UNION ALL SELECT {0}, 998, 0", id)),
            "23503");  // one bad row of a statement fails it whole
  EXPECT_EQ(StateOf(db, "UPDATE hand_seats SET hand = hand + 1000"), "23503");
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM hand_seats WHERE hand >= 998 OR seat = 10"), 0);
}

TEST_F(PostgresTuning, ParentsCascadeOrRefuse) {
  auto store = Open();
  ImportText(*store, DistinctDilotiRecords(2));
  Database& db = store->db();
  const int64_t id = db.QueryInt("SELECT min(record_id) FROM records");
  ASSERT_GT(db.QueryInt(fmt::format("SELECT count(*) FROM hand_seats WHERE record_id = {}", id)), 0);
  // NO ACTION keys: a player who still sits somewhere can't go, a hand can't change its key.
  EXPECT_EQ(StateOf(db, "DELETE FROM players"), "23503");
  EXPECT_EQ(StateOf(db, "UPDATE hands SET hand = hand + 1000"), "23503");
  EXPECT_EQ(StateOf(db, "UPDATE records SET record_id = record_id + 1000"), "23503");
  // ON DELETE CASCADE, through two levels (records → hands → hand_seats): the other record stays.
  const int64_t others = db.QueryInt(
      fmt::format("SELECT count(*) FROM hand_seats WHERE record_id <> {}", id));
  EXPECT_EQ(StateOf(db, fmt::format("DELETE FROM records WHERE record_id = {}", id)), "");
  for (const char* table : {"hands", "hand_seats", "hand_sides", "record_players", "record_texts",
                            "tags", "source_texts", "totals_xeri_seats"})
    EXPECT_EQ(db.QueryInt(fmt::format("SELECT count(*) FROM {} WHERE record_id = {}", table, id)),
              0) << table;
  EXPECT_EQ(db.QueryInt(fmt::format("SELECT count(*) FROM hand_seats WHERE record_id <> {}", id)),
            others);
  EXPECT_EQ(StateOf(db, "DELETE FROM records"), "");
  EXPECT_EQ(StateOf(db, "DELETE FROM players"), "");  // nobody sits anywhere now
}

// TRUNCATE: the children of a CASCADE key go with their parent; a NO ACTION key's parent stays
// while it has children.
TEST_F(PostgresTuning, TruncateCascadesOrIsRefused) {
  auto store = Open();
  ImportText(*store, DistinctDilotiRecords(2));
  Database& db = store->db();
  EXPECT_EQ(StateOf(db, "TRUNCATE players"), "23503");
  EXPECT_GT(db.QueryInt("SELECT count(*) FROM players"), 0);
  EXPECT_EQ(StateOf(db, "TRUNCATE records"), "");
  for (const char* table : {"hands", "hand_seats", "hand_sides", "record_players", "record_texts",
                            "source_texts", "totals_xeri_seats"})
    EXPECT_EQ(db.QueryInt(fmt::format("SELECT count(*) FROM {}", table)), 0) << table;
  EXPECT_EQ(StateOf(db, "TRUNCATE players"), "");
}

// A store as the release before left it (foreign keys, pglz texts) is converted when opened for
// writing, and opening it again changes nothing.
TEST_F(PostgresTuning, AnOlderStoreIsConvertedOnOpen) {
  int64_t converted = 0;
  {
    auto store = Open();
    ImportText(*store, DistinctDilotiRecords(2));
    Database& db = store->db();
    converted = db.QueryInt(kFunctions);
    db.Exec("DO $$ DECLARE f regprocedure; BEGIN FOR f IN SELECT p.oid::regprocedure FROM pg_proc "
            "p WHERE p.proname LIKE 'replay\\_fk\\_%' AND p.pronamespace = (SELECT oid FROM "
            "pg_namespace WHERE nspname = current_schema()) LOOP EXECUTE 'DROP FUNCTION ' || f || "
            "' CASCADE'; END LOOP; END $$; "
            "ALTER TABLE hand_seats ADD FOREIGN KEY (record_id, hand) REFERENCES hands "
            "ON DELETE CASCADE; "
            "ALTER TABLE record_players ADD FOREIGN KEY (player_id) REFERENCES players; "
            "ALTER TABLE record_texts ALTER COLUMN canonical SET COMPRESSION pglz");
    ASSERT_EQ(ForeignKeys(db), 2);
    ASSERT_EQ(db.QueryInt(kFunctions), 0);
  }
  auto store = Open();
  Database& db = store->db();
  EXPECT_EQ(ForeignKeys(db), 0);
  EXPECT_EQ(Compression(db), "l");
  EXPECT_EQ(db.QueryInt(kFunctions), 8);  // 4 per key: the child's check, the parent's three
  EXPECT_EQ(StateOf(db, "INSERT INTO hand_seats (record_id, hand, seat) VALUES (-1, 0, 0)"),
            "23503");
  EXPECT_EQ(StateOf(db, "DELETE FROM players"), "23503");
  EXPECT_EQ(StateOf(db, "DELETE FROM hands"), "");
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM hand_seats"), 0);
  store.reset();
  store = Open();
  EXPECT_EQ(store->db().QueryInt(kFunctions), 8);
  EXPECT_GT(converted, 8);
}

// The triggers' queries are planned at each call (EXECUTE), not once per session: a session that
// began on a new store kept plans made for empty parents, and its import went quadratic.
TEST_F(PostgresTuning, EveryTriggerQueryIsPlannedPerCall) {
  auto store = Open();
  Database& db = store->db();
  ASSERT_GT(db.QueryInt(kFunctions), 0);
  EXPECT_EQ(db.QueryInt(std::string(kFunctions) +
                        " AND prosrc NOT LIKE '% EXECUTE ''SELECT EXISTS (%' "
                        "AND prosrc NOT LIKE '% EXECUTE ''DELETE FROM %' "
                        "AND prosrc NOT LIKE ' BEGIN TRUNCATE % RETURN NULL; END '"), 0);
}

// A store whose trigger functions the release before made, with static queries, has them
// planned per call when opened for writing; they still refuse and cascade.
TEST_F(PostgresTuning, StaticTriggerQueriesOfAnOlderStoreArePlannedPerCallOnOpen) {
  {
    auto store = Open();
    ImportText(*store, DistinctDilotiRecords(2));
    Database& db = store->db();
    // The key of hand_seats → hands.
    const std::string key = db.QueryText(
        "SELECT DISTINCT substring(p.proname FROM '^(replay_fk_[0-9]+)_child$') FROM pg_trigger t "
        "JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid "
        "WHERE c.relname = 'hand_seats' AND p.prosrc LIKE '%.\"hands\" p %'");
    ASSERT_FALSE(key.empty());
    db.Exec(fmt::format(
        "CREATE OR REPLACE FUNCTION {0}_child() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN "
        "IF EXISTS (SELECT 1 FROM new_rows n WHERE n.record_id IS NOT NULL AND n.hand IS NOT NULL "
        "AND NOT EXISTS (SELECT 1 FROM hands p WHERE p.record_id = n.record_id AND p.hand = "
        "n.hand)) THEN RAISE foreign_key_violation USING MESSAGE = 'no hand'; END IF; RETURN "
        "NULL; END $body$; "
        "CREATE OR REPLACE FUNCTION {0}_parent_delete() RETURNS trigger LANGUAGE plpgsql AS $body$ "
        "BEGIN DELETE FROM hand_seats c USING old_rows o WHERE c.record_id = o.record_id AND "
        "c.hand = o.hand; RETURN NULL; END $body$", key));
    ASSERT_EQ(db.QueryInt(std::string(kFunctions) + " AND prosrc NOT LIKE '%EXECUTE%' AND "
                          "prosrc NOT LIKE '%TRUNCATE%'"), 2);
  }
  auto store = Open();
  Database& db = store->db();
  EXPECT_EQ(db.QueryInt(std::string(kFunctions) + " AND prosrc NOT LIKE '%EXECUTE%' AND "
                        "prosrc NOT LIKE '%TRUNCATE%'"), 0);
  EXPECT_EQ(StateOf(db, "INSERT INTO hand_seats (record_id, hand, seat) VALUES (-1, 0, 0)"),
            "23503");
  EXPECT_EQ(StateOf(db, "DELETE FROM hands"), "");
  EXPECT_EQ(db.QueryInt("SELECT count(*) FROM hand_seats"), 0);
}

}  // namespace
}  // namespace replay::store
