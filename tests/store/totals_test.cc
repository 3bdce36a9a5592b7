// The totals kept at import (schema/store.sql, migration 4): replay-stats reads them instead of
// the unit views, so they must give the same tables to the bit under every grouping and filter,
// stay equal to what their source views compute after any sequence of imports, and be filled by
// the migration for the records a version-3 store holds.
#include <memory>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "stats/stats.h"
#include "store/schema.h"
#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::AddFixtures;
using testing::Backend;
using testing::ConformancePath;
using testing::DistinctDilotiRecords;
using testing::ImportText;
using testing::ReadLines;
using testing::TempDir;
using testing::TestStores;

// Every record of a conformance file (valid or not), as NDJSON.
std::string Conformance(const std::string& name) {
  std::string text;
  for (const std::string& line :
       ReadLines(std::string(REPLAY_SHARED_DIR) + "/conformance/" + name))
    if (!line.empty()) text += line + "\n";
  return text;
}

std::vector<std::string> TotalsTables(Database& db) {
  std::vector<std::string> tables;
  Statement s(db, db.dialect() == Dialect::kSqlite
                      ? "SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE "
                        "'totals\\_%' ESCAPE '\\' ORDER BY name"
                      : "SELECT table_name FROM information_schema.tables WHERE table_schema = "
                        "current_schema() AND table_type = 'BASE TABLE' AND table_name LIKE "
                        "'totals\\_%' ESCAPE '\\' ORDER BY 1");
  while (s.Step()) tables.emplace_back(s.Text(0));
  return tables;
}

// Each totals table holds exactly what its source view computes from the stored rows.
void ExpectTotalsMatchTheirSource(Database& db) {
  const std::vector<std::string> tables = TotalsTables(db);
  ASSERT_FALSE(tables.empty());
  for (const std::string& t : tables) {
    EXPECT_EQ(db.QueryInt(fmt::format("SELECT COUNT(*) FROM (SELECT * FROM {0} EXCEPT "
                                      "SELECT * FROM {0}_source) AS d", t)), 0) << t;
    EXPECT_EQ(db.QueryInt(fmt::format("SELECT COUNT(*) FROM (SELECT * FROM {0}_source EXCEPT "
                                      "SELECT * FROM {0}) AS d", t)), 0) << t;
  }
  // PostgreSQL's keys are checked as rows are written (store/postgres_tuning.cc).
  if (db.dialect() == Dialect::kSqlite) {
    EXPECT_EQ(db.QueryInt("SELECT COUNT(*) FROM pragma_foreign_key_check"), 0);
  }
}

// On both backends (issue #27): PostgreSQL adds a batch's totals at its flush, SQLite a record's
// as it is stored.
class Totals : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    REPLAY_SKIP_UNLESS_AVAILABLE(stores_);
    store_ = std::make_unique<Store>(stores_.Db("totals.db"), stores_.Options("totals"));
  }
  void TearDown() override { store_.reset(); }

  TestStores stores_{GetParam()};
  std::unique_ptr<Store> store_;
};

INSTANTIATE_TEST_SUITE_P(Backends, Totals, ::testing::Values(Backend::kSqlite, Backend::kPostgres),
                         testing::BackendName);

// A store of many Diloti hands (2 and 4 players, rules, tags, events, dates), the other games,
// and invalid records kept.
void Fill(Store& store) {
  AddFixtures(store, std::string(REPLAY_SOURCE_DIR) + "/tests/store/fixtures/stats.ndjson");
  ImportText(store, DistinctDilotiRecords(30));
  for (const char* form : {"diloti-2p", "diloti-4p", "bourlot", "pilotta", "tute-3p"}) {
    ImportText(store, Conformance(fmt::format("{}.valid.ndjson", form)));
    ImportText(store, Conformance(fmt::format("{}.invalid.ndjson", form)), /*keep_invalid=*/true);
  }
}

void ExpectSameTable(const stats::Table& a, const stats::Table& b, const std::string& what) {
  ASSERT_EQ(a.rows.size(), b.rows.size()) << what;
  for (size_t i = 0; i < a.rows.size(); ++i) {
    const stats::Row &x = a.rows[i], &y = b.rows[i];
    const std::string row = fmt::format("{} row {} {}", what, i, x.measure);
    EXPECT_EQ(x.group, y.group) << row;
    EXPECT_EQ(x.slice, y.slice) << row;
    EXPECT_EQ(x.measure, y.measure) << row;
    EXPECT_EQ(x.k, y.k) << row;
    EXPECT_EQ(x.n, y.n) << row;
    // To the bit: == on the doubles, not a tolerance.
    EXPECT_EQ(x.value, y.value) << row;
    EXPECT_EQ(x.low, y.low) << row;
    EXPECT_EQ(x.high, y.high) << row;
  }
}

// The first value of a column, for a filter that keeps some records and leaves others.
std::string Some(Database& db, const char* sql) { return db.QueryText(sql); }

TEST_P(Totals, GiveTheViewsTablesUnderEveryGroupingAndFilter) {
  Store& store = *store_;
  Fill(store);
  Database& db = store.db();
  ExpectTotalsMatchTheirSource(db);
  ASSERT_GT(db.QueryInt("SELECT COUNT(*) FROM totals_xeri_seats"), 20);

  std::vector<std::pair<std::string, stats::Filters>> filters(1, {"none", {}});
  auto add = [&](std::string name, auto set) {
    stats::Filters f;
    set(f);
    filters.emplace_back(std::move(name), std::move(f));
  };
  const std::string event = Some(db, "SELECT event FROM records WHERE valid = 1 AND game = "
                                     "'diloti' AND event IS NOT NULL ORDER BY record_id LIMIT 1");
  const std::string date = Some(db, "SELECT date FROM records WHERE valid = 1 AND game = "
                                    "'diloti' AND date IS NOT NULL ORDER BY date LIMIT 1 OFFSET "
                                    "(SELECT COUNT(date) / 2 FROM records WHERE game = 'diloti')");
  const std::string player = Some(db, "SELECT p.name FROM players p JOIN record_players rp USING "
                                      "(player_id) ORDER BY rp.record_id DESC LIMIT 1");
  ASSERT_FALSE(event.empty());
  ASSERT_FALSE(date.empty());
  add("game", [](auto& f) { f.games = {"diloti"}; });
  add("other game", [](auto& f) { f.games = {"tute"}; });
  add("event", [&](auto& f) { f.events = {event}; });
  add("since", [&](auto& f) { f.since = date; });
  add("until", [&](auto& f) { f.until = date; });
  add("player", [&](auto& f) { f.players = {player, "Maria"}; });
  add("tag", [](auto& f) { f.tags = {{"table", "3"}}; });
  add("rule", [](auto& f) { f.rules = {{"xeri_points", "5"}}; });
  add("players", [](auto& f) { f.rules = {{"players", "4"}}; });
  add("all of them", [&](auto& f) {
    f.games = {"diloti"};
    f.since = "1900-01-01";
    f.players = {player};
    f.rules = {{"players", "2"}};
  });
  int compared = 0;
  for (std::string_view statistic : stats::StatisticNames())
    for (stats::GroupBy by : {stats::GroupBy::kAll, stats::GroupBy::kPlayer, stats::GroupBy::kSide,
                              stats::GroupBy::kPair, stats::GroupBy::kEvent, stats::GroupBy::kGame,
                              stats::GroupBy::kVariant})
      for (auto& [name, f] : filters) {
        stats::Table totals, views;
        try {
          totals = stats::Compute(db, statistic, f, by, stats::Source::kTotals);
        } catch (const std::invalid_argument&) {
          continue;  // a grouping the statistic doesn't have (games by side)
        }
        views = stats::Compute(db, statistic, f, by, stats::Source::kViews);
        ExpectSameTable(totals, views, fmt::format("{} --by {} ({})", statistic,
                                                   stats::GroupByName(by), name));
        compared += totals.rows.empty() ? 0 : 1;
      }
  EXPECT_GT(compared, 300);
}

// Migration 5 computes the xeri seats' totals from the tables, for speed: the same rows as
// migration 4's GROUP BY over stat_xeri_seats, which defines them.
TEST_P(Totals, TheXeriSeatsSourceIsTheGroupingOfItsStatView) {
  Store& store = *store_;
  Fill(store);
  Database& db = store.db();
  const std::string by_view =
      "SELECT record_id, seat, side, player_id, player, pair, game, variant, event, date, "
      "COUNT(*), SUM(xeri), COUNT(xeri), SUM(xeri * xeri), SUM(has_xeri), COUNT(has_xeri), "
      "SUM(opening_xeri), COUNT(opening_xeri), SUM(last_card_xeri), COUNT(last_card_xeri), "
      "SUM(xeri_points), COUNT(xeri_points), SUM(xeri_points * xeri_points) "
      "FROM stat_xeri_seats "
      "GROUP BY record_id, seat, side, player_id, player, pair, game, variant, event, date";
  for (const char* order : {"{0} EXCEPT {1}", "{1} EXCEPT {0}"})
    EXPECT_EQ(db.QueryInt(fmt::format("SELECT COUNT(*) FROM ({}) AS d",
                                      fmt::format(fmt::runtime(order), by_view,
                                                  "SELECT * FROM totals_xeri_seats_source"))),
              0) << order;
  EXPECT_EQ(db.QueryInt("SELECT COUNT(*) FROM totals_xeri_seats_source"),
            db.QueryInt(fmt::format("SELECT COUNT(*) FROM ({}) AS d", by_view)));
  // Seats of 2- and 4-player matches, a rule of xeri_points other than 10, xeris and none.
  EXPECT_GT(db.QueryInt("SELECT COUNT(DISTINCT players) FROM totals_xeri_seats t JOIN records "
                        "USING (record_id)"), 1);
  EXPECT_GT(db.QueryInt("SELECT COUNT(*) FROM totals_xeri_seats WHERE xeri_points <> 10 * xeri"),
            0);
  EXPECT_GT(db.QueryInt("SELECT COUNT(*) FROM totals_xeri_seats WHERE xeri > 0"), 0);
}

TEST_P(Totals, FollowReimportsReplacementsAndBatches) {
  Store& store = *store_;
  const std::string records = DistinctDilotiRecords(12);
  // Invalid first, kept: a record replaced by its valid form later gets its totals then.
  ImportText(store, Conformance("diloti-2p.invalid.ndjson"), /*keep_invalid=*/true);
  ImportText(store, records, false, /*batch=*/5);
  ImportText(store, records);  // nothing new
  ImportText(store, DistinctDilotiRecords(6, 10), true, 2);
  ExpectTotalsMatchTheirSource(store.db());
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM totals_xeri_seats"),
            store.db().QueryInt("SELECT COUNT(*) FROM (SELECT DISTINCT record_id, seat FROM "
                                "stat_xeri_seats) AS d"));
}

// SQLite only: the version-3 store is made by SQLite's means (ATTACH, pragma_table_info).
TEST(SqliteTotals, AVersion3StoreMigratesWithItsRecordsTotalled) {
  TempDir dir;
  const std::string path = dir.Path("v3.db");
  {
    // The store as a build of schema version 3 left it, with records in it: only migrations 1
    // to 3, and the records written through those tables.
    Database db(path);
    for (const Migration& m : Migrations()) {
      if (m.version > 3) break;
      db.Exec(m.sql);
    }
    db.Exec(fmt::format("PRAGMA user_version = 3; PRAGMA application_id = {}", kApplicationId));
  }
  {
    // Filled by a store of today, then brought back to version 3 (its totals dropped): the rows
    // of migrations 1 to 3 are what a version-3 build writes.
    Store store(dir.Path("today.db"));
    Fill(store);
    store.db().Exec(fmt::format("ATTACH '{}' AS old", path));
    Statement tables(store.db(), "SELECT name FROM old.sqlite_schema WHERE type = 'table'");
    std::vector<std::string> names;
    while (tables.Step()) names.emplace_back(tables.Text(0));
    tables.Reset();
    for (const std::string& t : names) {  // the stored columns: not players.label, generated
      const std::string columns = store.db().QueryText(fmt::format(
          "SELECT group_concat(name, ', ') FROM pragma_table_info('{}', 'old')", t));
      store.db().Exec(fmt::format("INSERT INTO old.{0} ({1}) SELECT {1} FROM main.{0}", t, columns));
    }
    store.db().Exec("DETACH old");
  }
  Store store(path);
  EXPECT_EQ(store.db().QueryInt("PRAGMA user_version"), LatestSchemaVersion());
  EXPECT_GT(store.db().QueryInt("SELECT COUNT(*) FROM totals_xeri_seats"), 20);
  ExpectTotalsMatchTheirSource(store.db());
  // And it keeps them as it takes new records.
  ImportText(store, DistinctDilotiRecords(5, 40));
  ExpectTotalsMatchTheirSource(store.db());
}

}  // namespace
}  // namespace replay::store
