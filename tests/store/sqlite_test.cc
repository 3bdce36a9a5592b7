// The RAII layer over SQLite (store/sqlite.h) and the schema's migrations (store/schema.h).
#include "store/sqlite.h"

#include <sqlite3.h>

#include <cstdio>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "store/schema.h"
#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

TEST(Sqlite, TypedBindsAndColumns) {
  Database db(":memory:");
  db.Exec("CREATE TABLE t (i INTEGER, r REAL, s TEXT, n INTEGER) STRICT");
  Statement insert(db, "INSERT INTO t VALUES (?, ?, ?, ?)");
  insert.Bind(1, int64_t{1} << 40).Bind(2, 0.5).Bind(3, std::string_view("O'Brien 😀")).BindNull(4);
  insert.Run();
  insert.Bind(1, 7).Bind(2, 1.0).Bind(3, std::string_view()).Bind(4, std::optional<int64_t>(3));
  insert.Run();
  Statement select(db, "SELECT i, r, s, n FROM t ORDER BY i DESC");
  ASSERT_TRUE(select.Step());
  EXPECT_EQ(select.Int(0), int64_t{1} << 40);
  EXPECT_DOUBLE_EQ(select.Double(1), 0.5);
  EXPECT_EQ(select.Text(2), "O'Brien 😀");
  EXPECT_TRUE(select.IsNull(3));
  EXPECT_EQ(select.OptionalInt(3), std::nullopt);
  ASSERT_TRUE(select.Step());
  EXPECT_EQ(select.Text(2), "");  // an empty view binds '', not NULL
  EXPECT_FALSE(select.IsNull(2));
  EXPECT_EQ(select.OptionalInt(3), 3);
  EXPECT_FALSE(select.Step());
}

TEST(Sqlite, ErrorsCarryTheExtendedCodeAndTheSql) {
  Database db(":memory:");
  db.Exec("CREATE TABLE t (k TEXT PRIMARY KEY) STRICT");
  Statement insert(db, "INSERT INTO t VALUES (?)");
  insert.Bind(1, std::string_view("a")).Run();
  try {
    insert.Bind(1, std::string_view("a")).Run();
    FAIL() << "no error";
  } catch (const SqliteError& e) {
    EXPECT_EQ(e.code(), SQLITE_CONSTRAINT);
    EXPECT_EQ(e.extended_code(), SQLITE_CONSTRAINT_PRIMARYKEY);
    EXPECT_EQ(e.sql(), "INSERT INTO t VALUES (?)");
    EXPECT_NE(std::string(e.what()).find("INSERT INTO t"), std::string::npos);
  }
  // The statement is usable again after the error.
  insert.Bind(1, std::string_view("b")).Run();
  EXPECT_EQ(db.QueryInt("SELECT COUNT(*) FROM t"), 2);
  EXPECT_THROW(Statement(db, "SELECT * FROM missing"), SqliteError);
}

TEST(Sqlite, TransactionRollsBackUnlessCommitted) {
  testing::TempDir dir;
  Database db(dir.Path("t.db"));
  db.Exec("CREATE TABLE t (x INTEGER) STRICT");
  {
    Transaction t(db);
    db.Exec("INSERT INTO t VALUES (1)");
  }  // destroyed without Commit
  EXPECT_EQ(db.QueryInt("SELECT COUNT(*) FROM t"), 0);
  {
    Transaction t(db);
    db.Exec("INSERT INTO t VALUES (1)");
    t.Commit();
  }
  EXPECT_EQ(db.QueryInt("SELECT COUNT(*) FROM t"), 1);
  try {
    Transaction t(db);
    db.Exec("INSERT INTO t VALUES (2)");
    throw std::runtime_error("interrupted");
  } catch (const std::runtime_error&) {
  }
  EXPECT_EQ(db.QueryInt("SELECT COUNT(*) FROM t"), 1);
}

TEST(Sqlite, ForeignKeysAreOn) {
  Database db(":memory:");
  EXPECT_EQ(db.QueryInt("PRAGMA foreign_keys"), 1);
}

TEST(Schema, MigrationsAreNumberedAndApplyOnce) {
  std::vector<Migration> migrations = Migrations();
  ASSERT_FALSE(migrations.empty());
  for (size_t i = 0; i < migrations.size(); ++i) EXPECT_EQ(migrations[i].version, int(i) + 1);
  testing::TempDir dir;
  {
    Store store(dir.Path("s.db"));
    EXPECT_EQ(store.db().QueryInt("PRAGMA user_version"), LatestSchemaVersion());
    Statement mode(store.db(), "PRAGMA journal_mode");
    ASSERT_TRUE(mode.Step());
    EXPECT_EQ(mode.Text(0), "wal");
  }
  Store again(dir.Path("s.db"));  // reopening migrates nothing and fails nothing
  EXPECT_EQ(again.db().QueryInt("PRAGMA user_version"), LatestSchemaVersion());
  // Every table of the schema is STRICT.
  EXPECT_EQ(again.db().QueryInt("SELECT COUNT(*) FROM pragma_table_list WHERE type = 'table' "
                                "AND name NOT LIKE 'sqlite_%' AND strict = 0"),
            0);
  // The 14 tables of migration 1, source_texts of migration 2, the review's 4 of migration 3,
  // totals_xeri_seats of migration 4, the double-dummy review_dd and review_contracts of
  // migration 7 (#29) and games of migration 8 (#30).
  EXPECT_EQ(again.db().QueryInt("SELECT COUNT(*) FROM pragma_table_list WHERE strict = 1"), 23);
}

TEST(Schema, AStoreNewerThanTheBuildIsRefused) {
  testing::TempDir dir;
  { Store store(dir.Path("s.db")); }
  {
    Database db(dir.Path("s.db"));
    db.Exec(fmt::format("PRAGMA user_version = {}", LatestSchemaVersion() + 1));
  }
  EXPECT_THROW(Store(dir.Path("s.db")), std::runtime_error);
  StoreOptions read_only;
  read_only.read_only = true;
  EXPECT_THROW(Store(dir.Path("s.db"), read_only), std::runtime_error);
}

TEST(Schema, ReadOnlyOpenOfAFileThatIsNoStoreFails) {
  testing::TempDir dir;
  { Database db(dir.Path("other.db")); db.Exec("CREATE TABLE x (y)"); }
  StoreOptions read_only;
  read_only.read_only = true;
  EXPECT_THROW(Store(dir.Path("other.db"), read_only), std::runtime_error);
  EXPECT_THROW(Store(dir.Path("missing.db"), read_only), SqliteError);
}

// The message of the error that opening the store at `path` ends in, or "opened".
std::string OpenError(const std::string& path, bool read_only) {
  StoreOptions options;
  options.read_only = read_only;
  try {
    Store store(path, options);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "opened";
}

// Issue #24: a --db that is not SQLite at all is named so, without SQLite's words or SQL.
TEST(Schema, AFileThatIsNotSqliteIsNamedSoWithoutSql) {
  testing::TempDir dir;
  {
    std::FILE* f = std::fopen(dir.Path("notes.txt").c_str(), "wb");
    ASSERT_NE(f, nullptr);
    std::fputs(fmt::format("my notes, not a database{:0>200}\n", 0).c_str(), f);
    std::fclose(f);
  }
  for (bool read_only : {false, true}) {
    const std::string what = OpenError(dir.Path("notes.txt"), read_only);
    EXPECT_NE(what.find("not an SQLite database"), std::string::npos) << what;
    EXPECT_EQ(what.find("SELECT"), std::string::npos) << what;
    EXPECT_EQ(what.find("PRAGMA"), std::string::npos) << what;
  }
}

// Reading never migrates (it may not write): an older store read-only is refused with the remedy.
TEST(Schema, AnOlderStoreIsNotMigratedByReadingAndSaysSo) {
  testing::TempDir dir;
  { Store store(dir.Path("s.db")); }
  {
    Database db(dir.Path("s.db"));
    db.Exec(fmt::format("PRAGMA user_version = {}", LatestSchemaVersion() - 1));
  }
  const std::string what = OpenError(dir.Path("s.db"), true);
  EXPECT_NE(what.find("older than this build's"), std::string::npos) << what;
  Database db(dir.Path("s.db"));
  EXPECT_EQ(db.QueryInt("PRAGMA user_version"), LatestSchemaVersion() - 1);  // unchanged
}

}  // namespace
}  // namespace replay::store
