// The store (store/store.h) and the importer (store/import.h) on temporary databases: records
// replayed by the engines, idempotent re-import, export, invalid records, awkward names, facts in
// columns, and an input that fails halfway. Every test runs on both backends (issue #27): SQLite
// files, and PostgreSQL schemas of the server REPLAY_PG names (tests/store/pg_cluster.sh; the
// ctest store/postgres-gtest), skipped without it.
#include "store/store.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "stats/stats.h"
#include "store/import.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::HandMadeRecord;
using testing::ImportResult;
using testing::ImportText;
using testing::ReadLines;
using testing::RowCount;
using testing::TempDir;

std::string FileText(const std::string& path) {
  std::string text;
  for (const std::string& line : ReadLines(path)) text += line + "\n";
  return text;
}

using testing::Backend;

class StoreTest : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    REPLAY_SKIP_UNLESS_AVAILABLE(stores_);
  }
  bool postgres() const { return stores_.postgres(); }
  // The store `name`: a file of the test's directory, or a schema of its own on the server.
  std::string Db(const std::string& name) { return stores_.Db(name); }
  StoreOptions Options(const std::string& name) { return stores_.Options(name); }

 private:
  testing::TestStores stores_{GetParam()};
};

INSTANTIATE_TEST_SUITE_P(Backends, StoreTest,
                         ::testing::Values(Backend::kSqlite, Backend::kPostgres),
                         testing::BackendName);

// Every row of every table, to compare a store before and after.
std::string Fingerprint(Store& store) {
  std::string out;
  for (const char* table : {"records", "record_texts", "players", "record_players", "record_sides", "tags", "rules",
                            "hands", "hand_sides", "hand_seats", "melds", "cantes", "contracts",
                            "tute_hands"})
    out += std::string(table) + ":" + std::to_string(RowCount(store, table)) + " ";
  return out;
}

// Checks that every valid record is stored whole: its seats, sides and hands.
void ExpectWholeRecords(Store& store) {
  EXPECT_EQ(store.db().QueryInt(
                "SELECT COUNT(*) FROM records r WHERE r.valid = 1 AND ("
                "(SELECT COUNT(*) FROM record_players p WHERE p.record_id = r.record_id) <> r.players"
                " OR (SELECT COUNT(*) FROM hands h WHERE h.record_id = r.record_id) <> r.hand_count"
                " OR (SELECT COUNT(*) FROM record_sides s WHERE s.record_id = r.record_id) = 0)"),
            0);
  if (store.db().dialect() != Dialect::kSqlite) return;  // PostgreSQL checks them at once
  Statement check(store.db(), "PRAGMA foreign_key_check");
  EXPECT_FALSE(check.Step()) << "a row refers to a missing parent";
}

TEST_P(StoreTest, ImportsEveryRegisteredGameWithItsFacts) {
  Store store(Db("s.db"), Options("s.db"));
  long records = 0, hands = 0;
  for (const char* form : {"diloti-4p", "diloti-2p", "bourlot", "pilotta", "tute-2p", "tute-3p",
                           "tute-4p"}) {
    std::string game = std::string(form).substr(0, std::string(form).find('-'));
    if (!FindGame(game)) continue;
    std::string text = FileText(testing::ConformancePath(form));
    ImportResult r = ImportText(store, text);
    EXPECT_EQ(r.invalid, 0) << form;
    EXPECT_EQ(r.added, 50) << form;
    records += r.added;
    for (const std::string& line : ReadLines(testing::ConformancePath(form)))
      hands += long(nlohmann::json::parse(line)["hands"].size());
  }
  EXPECT_EQ(RowCount(store, "records"), records);
  EXPECT_EQ(RowCount(store, "hands"), hands);
  ExpectWholeRecords(store);
  // Diloti: the seats' xeris add up to their side's, and a side's cards to 52 per hand.
  EXPECT_EQ(store.db().QueryInt(
                "SELECT COUNT(*) FROM hand_sides d JOIN records r USING (record_id) "
                "WHERE r.game = 'diloti' AND d.xeri <> (SELECT SUM(s.xeri) FROM hand_seats s "
                "JOIN record_players p ON p.record_id = s.record_id AND p.seat = s.seat "
                "WHERE s.record_id = d.record_id AND s.hand = d.hand AND p.side = d.side)"),
            0);
  EXPECT_EQ(store.db().QueryInt(
                "SELECT COUNT(*) FROM (SELECT SUM(cards) AS c FROM hand_sides d JOIN records r "
                "USING (record_id) WHERE r.game = 'diloti' GROUP BY record_id, hand) AS u WHERE c <> 52"),
            0);
  if (FindGame("bourlot")) {
    EXPECT_GT(store.db().QueryInt("SELECT COUNT(*) FROM contracts c JOIN records r "
                                  "USING (record_id) WHERE r.game = 'bourlot' AND c.made IS NOT NULL"),
              0);
  }
  if (FindGame("tute")) {
    EXPECT_GT(store.db().QueryInt("SELECT COUNT(*) FROM cantes"), 0);
  }
}

TEST_P(StoreTest, ReimportingAddsNothing) {
  Store store(Db("s.db"), Options("s.db"));
  std::string text = FileText(testing::ConformancePath("diloti-4p"));
  ImportResult first = ImportText(store, text);
  EXPECT_EQ(first.added, 50);
  std::string before = Fingerprint(store);
  ImportResult second = ImportText(store, text);
  EXPECT_EQ(second.added, 0);
  EXPECT_EQ(second.duplicates, 50);
  EXPECT_EQ(Fingerprint(store), before);
  // The same records spelled differently (pretty-printed, keys reordered) are the same records.
  std::string pretty = "[";
  for (const std::string& line : ReadLines(testing::ConformancePath("diloti-4p")))
    pretty += (pretty.size() > 1 ? ",\n" : "\n") + nlohmann::json::parse(line).dump(2);
  ImportResult third = ImportText(store, pretty + "\n]\n");
  EXPECT_EQ(third.duplicates, 50);
  EXPECT_EQ(Fingerprint(store), before);
}

// The same record twice in one batch: the second is found although the first's rows are still
// buffered for the batch's COPY (PostgreSQL, store/rows.h), and nothing is stored twice.
TEST_P(StoreTest, TheSameRecordTwiceInOneBatchIsStoredOnce) {
  Store store(Db("s.db"), Options("s.db"));
  std::vector<std::string> lines = ReadLines(testing::ConformancePath("diloti-4p"));
  const std::string other = nlohmann::json::parse(lines[0]).dump();  // keys sorted, no spaces
  ASSERT_NE(other, lines[0]);
  ImportResult r = ImportText(store, lines[0] + "\n" + lines[1] + "\n" + other + "\n" +
                                         lines[1] + "\n");
  EXPECT_EQ(r.added, 2);
  EXPECT_EQ(r.duplicates, 2);
  EXPECT_EQ(RowCount(store, "records"), 2);
  EXPECT_EQ(RowCount(store, "source_texts"), 3);  // the pretty text is remembered too
  ExpectWholeRecords(store);
}

// A re-import finds each text in source_texts before replaying it (Store::Known): the same text
// under the same --rules only, and only for a record stored valid without diagnostics.
TEST_P(StoreTest, AReimportedTextIsKnownBeforeItsReplay) {
  Store store(Db("s.db"), Options("s.db"));
  std::vector<std::string> lines = ReadLines(testing::ConformancePath("diloti-4p"));
  ASSERT_GE(lines.size(), 2u);
  EXPECT_FALSE(store.Known(Store::SourceHash(lines[0], nullptr)));
  ImportText(store, lines[0] + "\n");
  EXPECT_TRUE(store.Known(Store::SourceHash(lines[0], nullptr)));
  EXPECT_FALSE(store.Known(Store::SourceHash(lines[1], nullptr)));
  EXPECT_FALSE(store.Known(Store::SourceHash(lines[0] + " ", nullptr)));  // another text
  RuleOverrides rules;
  ASSERT_EQ(rules.Add("target=101"), "");
  EXPECT_FALSE(store.Known(Store::SourceHash(lines[0], &rules)));  // other rules
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM source_texts"), 1);
  // Known or replayed, a duplicate is a duplicate.
  ImportResult again = ImportText(store, lines[0] + "\n" + lines[0] + "\n");
  EXPECT_EQ(again.duplicates, 2);
  EXPECT_EQ(again.added, 0);
  // Another spelling of a stored record is replayed, found by its canonical hash, and its text
  // remembered too.
  std::string pretty = nlohmann::json::parse(lines[0]).dump(1);
  ImportResult spelled = ImportText(store, pretty + "\n");
  EXPECT_EQ(spelled.duplicates, 1);
  EXPECT_TRUE(store.Known(Store::SourceHash(pretty, nullptr)));
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM source_texts"), 2);
  // Deleting the record forgets its texts.
  store.db().Exec("DELETE FROM records");
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM source_texts"), 0);
}

// A record stored with warnings is never skipped: a re-import prints them again.
TEST_P(StoreTest, ATextWithDiagnosticsIsNotRemembered) {
  Store store(Db("s.db"), Options("s.db"));
  std::vector<std::string> lines = ReadLines(testing::ConformancePath("diloti-4p"));
  nlohmann::json record = nlohmann::json::parse(lines[0]);
  record["unknown_key_for_a_warning"] = 1;
  std::string text = record.dump();
  RecordReader reader(text, "w.ndjson");
  bool warned = false;
  Importer importer(store, ImportOptions{});
  importer.Import(reader, [&](const RecordReport& report, Disposition) {
    warned = !report.diagnostics.empty() && report.valid();
  });
  ASSERT_TRUE(warned) << "an unknown key is a warning (record/unknown-key)";
  EXPECT_FALSE(store.Known(Store::SourceHash(text, nullptr)));
}

TEST_P(StoreTest, ExportWritesTheStoredRecordsBack) {
  Store store(Db("a.db"), Options("a.db"));
  ImportText(store, FileText(testing::ConformancePath("diloti-2p")));
  std::string exported;
  store.Export([&](std::string_view text) { exported += std::string(text) + "\n"; });
  Store copy(Db("b.db"), Options("b.db"));
  ImportResult r = ImportText(copy, exported);
  EXPECT_EQ(r.added, 50);
  EXPECT_EQ(r.invalid, 0);
  std::string again;
  copy.Export([&](std::string_view text) { again += std::string(text) + "\n"; });
  EXPECT_EQ(again, exported);
  EXPECT_EQ(Fingerprint(copy), Fingerprint(store));
}

TEST_P(StoreTest, InvalidRecordsAreStoredOnlyWhenKept) {
  Store store(Db("s.db"), Options("s.db"));
  std::string text;
  for (const std::string& line :
       ReadLines(std::string(REPLAY_SHARED_DIR) + "/conformance/diloti-4p.invalid.ndjson"))
    text += nlohmann::json::parse(line)["record"].dump() + "\n";
  ImportResult dropped = ImportText(store, text);
  EXPECT_EQ(dropped.invalid, 50);
  EXPECT_EQ(RowCount(store, "records"), 0);
  ImportResult kept = ImportText(store, text, /*keep_invalid=*/true);
  EXPECT_EQ(kept.kept, 50);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM records WHERE valid = 0"), 50);
  EXPECT_EQ(RowCount(store, "hands"), 0);  // no facts for an invalid record
  Statement d(store.db(), "SELECT diagnostics FROM record_texts ORDER BY record_id LIMIT 1");
  ASSERT_TRUE(d.Step());
  nlohmann::json diagnostics = nlohmann::json::parse(d.Text(0));
  ASSERT_TRUE(diagnostics.is_array());
  EXPECT_EQ(diagnostics[0]["severity"], "error");
  EXPECT_EQ(ImportText(store, text, true).duplicates, 50);
}

TEST_P(StoreTest, AKeptInvalidRecordIsReplacedWhenItIsValid) {
  Store store(Db("s.db"), Options("s.db"));
  nlohmann::json fixture = {
      {"record",
       {{"game", "diloti"}, {"players", {"A", "B"}}, {"tags", {{"event", "E"}}},
        {"hands", {{{"dealer", 0}}}}}},
      {"facts", {{{"level", "full"}, {"points", {11, 0}}, {"sides", {{{"cards", 30}}, {{"cards", 22}}}}}}},
      {"result", {{"score", {11, 0}}}}};
  nlohmann::json invalid = fixture;
  invalid["errors"] = 1;
  EXPECT_EQ(store.Add(HandMadeRecord(invalid).report()), Store::Added::kNew);
  EXPECT_EQ(store.Add(HandMadeRecord(invalid).report()), Store::Added::kDuplicate);
  EXPECT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kReplaced);
  EXPECT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kDuplicate);
  EXPECT_EQ(store.Add(HandMadeRecord(invalid).report()), Store::Added::kDuplicate);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM records WHERE valid = 1"), 1);
  EXPECT_EQ(RowCount(store, "records"), 1);
  EXPECT_EQ(RowCount(store, "tags"), 1);
  EXPECT_EQ(RowCount(store, "hand_sides"), 2);
}

TEST_P(StoreTest, NamesWithQuotesEmojiAndSqlAreData) {
  Store store(Db("s.db"), Options("s.db"));
  const std::vector<std::string> names = {"O'Brien \"Bob\"", "Μαρία 😀🂡",
                                          "Robert'); DROP TABLE records;--", "x' OR '1'='1"};
  nlohmann::json record = nlohmann::json::parse(ReadLines(testing::ConformancePath("diloti-4p"))[0]);
  record["players"] = names;
  record["tags"]["event"] = "Cup'; DELETE FROM players; --";
  record["tags"]["σχόλιο"] = "\"quoted\" \\ back\tslash";
  // What COPY's text format would misread unescaped (PostgreSQL's import, store/rows.h): a
  // line break ends a row, \N is NULL, a backslash starts an escape.
  record["tags"]["lines"] = "one\ntwo\r\nthree \\N \\t";
  ImportResult r = ImportText(store, record.dump() + "\n");
  ASSERT_EQ(r.added, 1);
  EXPECT_EQ(store.db().QueryText("SELECT value FROM tags WHERE key = 'lines'"),
            "one\ntwo\r\nthree \\N \\t");
  EXPECT_EQ(RowCount(store, "records"), 1);
  EXPECT_EQ(RowCount(store, "players"), 4);
  Statement labels(store.db(), "SELECT label FROM players ORDER BY player_id");
  for (const std::string& name : names) {
    ASSERT_TRUE(labels.Step());
    EXPECT_EQ(labels.Text(0), name);
  }
  stats::Filters f;
  f.players = {names[2]};
  f.events = {"Cup'; DELETE FROM players; --"};
  f.tags = {{"σχόλιο", "\"quoted\" \\ back\tslash"}};
  stats::Table t = stats::Compute(store.db(), "wins", f, stats::GroupBy::kPlayer);
  ASSERT_FALSE(t.rows.empty());
  EXPECT_EQ(t.rows[0].group, names[2]);
  EXPECT_EQ(t.rows[0].k, 1);  // matches
  t = stats::Compute(store.db(), "xeri", {}, stats::GroupBy::kPair);
  // A pair's names are sorted by bytes: 'O' < 'R', 'x' < 'Μ'.
  EXPECT_EQ(t.rows.front().group, names[0] + " & " + names[2]);
  EXPECT_EQ(t.rows.back().group, names[3] + " & " + names[1]);
  EXPECT_EQ(RowCount(store, "players"), 4);
}

TEST_P(StoreTest, FactsMapIntoColumnsAndUnknownKeysAreKept) {
  Store store(Db("s.db"), Options("s.db"));
  nlohmann::json fixture = {
      {"record",
       {{"game", "pilotta"}, {"players", {"A", "B", "C", "D"}}, {"hands", {{{"dealer", 1}}, {{"dealer", 2}}}}}},
      {"facts",
       {{{"level", "full"},
         {"dealer", 1},
         {"points", {0, 43}},
         {"contract",
          {{"side", 0}, {"seat", 2}, {"trump", "D"}, {"bid", "capot"}, {"doubled", true},
           {"redoubled", false}, {"made", false}, {"capot", false}}},
         {"sides",
          {{{"tricks", 7}, {"trick_points", 140}, {"declarations", 20}, {"pilotta", true}},
           {{"tricks", 1}, {"trick_points", 22}, {"declarations", 0}, {"pilotta", false}}}},
         {"seats",
          {{{"melds", {"tierce"}}, {"pilotta", false}},
           {{"melds", nlohmann::json::array()}},
           {{"melds", {"carre_J", "tierce"}}, {"pilotta", true}},
           {{"melds", nlohmann::json::array()}}}}},
        {{"level", "sheet"}, {"points", {3, 0}}, {"novelty", 1}}}},
      {"result", {{"score", {3, 43}}}}};
  ASSERT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kNew);
  Statement c(store.db(), "SELECT side, seat, trump, bid, doubled, redoubled, made, capot, inside "
                          "FROM contracts");
  ASSERT_TRUE(c.Step());
  EXPECT_EQ(c.Int(0), 0);
  EXPECT_EQ(c.Int(1), 2);
  EXPECT_EQ(c.Text(2), "D");
  EXPECT_EQ(c.Int(3), 250);  // a capot bid
  EXPECT_EQ(c.Int(4), 1);
  EXPECT_EQ(c.Int(5), 0);
  EXPECT_EQ(c.Int(6), 0);
  EXPECT_EQ(c.Int(7), 0);
  EXPECT_TRUE(c.IsNull(8));  // not given
  EXPECT_EQ(store.db().QueryInt("SELECT belote FROM hand_sides WHERE side = 0 AND hand = 0"), 1);
  EXPECT_EQ(store.db().QueryInt("SELECT melds FROM hand_seats WHERE seat = 2"), 2);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM melds WHERE kind = 'tierce'"), 2);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM hands WHERE extra IS NULL"), 1);
  Statement extra(store.db(), "SELECT level, extra FROM hands WHERE hand = 1");
  ASSERT_TRUE(extra.Step());
  EXPECT_EQ(extra.Text(0), "sheet");
  EXPECT_EQ(nlohmann::json::parse(extra.Text(1))["novelty"], 1);
  EXPECT_EQ(store.db().QueryInt("SELECT score FROM record_sides WHERE side = 1"), 43);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM record_sides WHERE won IS NULL"), 2);
}

TEST_P(StoreTest, AFailureHalfwayLeavesTheStoreAsBeforeTheTransaction) {
  Store store(Db("s.db"), Options("s.db"));
  // The fifth record fails as a full disk would.
  if (postgres())
    store.db().Exec(
        "CREATE FUNCTION full_disk() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "IF (SELECT COUNT(*) FROM records) >= 4 THEN RAISE EXCEPTION 'database or disk is full'; "
        "END IF; RETURN NEW; END $$; CREATE TRIGGER full_disk BEFORE INSERT ON records FOR EACH ROW "
        "EXECUTE FUNCTION full_disk()");
  else
    store.db().Exec(
        "CREATE TEMP TRIGGER full BEFORE INSERT ON records WHEN (SELECT COUNT(*) FROM records) >= 4 "
        "BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END");
  std::string text = testing::DistinctDilotiRecords(10);
  EXPECT_THROW(ImportText(store, text), std::runtime_error);
  EXPECT_EQ(RowCount(store, "records"), 0);  // one transaction for the input
  EXPECT_EQ(RowCount(store, "hands"), 0);
  EXPECT_THROW(ImportText(store, text, false, /*batch=*/2), std::runtime_error);
  EXPECT_EQ(RowCount(store, "records"), 4);  // two whole batches
  ExpectWholeRecords(store);
  store.db().Exec(postgres() ? "DROP TRIGGER full_disk ON records" : "DROP TRIGGER full");
  ImportResult rest = ImportText(store, text, false, 2);
  EXPECT_EQ(rest.added, 6);
  EXPECT_EQ(rest.duplicates, 4);
}

// The writer remembers players' ids (store.cc, PlayerId): a player whose row was rolled back,
// with the record's savepoint or with the whole transaction, is inserted again, not referred to
// by an id that no longer exists.
TEST(Store, APlayerRolledBackIsStoredAgain) {
  TempDir dir;
  Store store(dir.Path("s.db"));
  nlohmann::json fixture = {
      {"record", {{"game", "diloti"}, {"players", {"Rolled", "Back"}}, {"hands", {{{"dealer", 0}}}}}},
      {"facts", {{{"level", "full"}, {"points", {11, 0}}}}},
      {"result", {{"score", {11, 0}}}}};
  // The record fails after its players are inserted: its savepoint takes them back.
  store.db().Exec("CREATE TEMP TRIGGER fail BEFORE INSERT ON record_sides "
                  "BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END");
  {
    Transaction transaction(store.db());
    EXPECT_THROW(store.Add(HandMadeRecord(fixture).report()), SqliteError);
    EXPECT_EQ(RowCount(store, "players"), 0);
    store.db().Exec("DROP TRIGGER fail");
    EXPECT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kNew);
    // Not committed: the transaction takes the players back (and the trigger's drop).
  }
  EXPECT_EQ(RowCount(store, "players"), 0);
  store.db().Exec("DROP TRIGGER fail");
  EXPECT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kNew);
  EXPECT_EQ(RowCount(store, "players"), 2);
  ExpectWholeRecords(store);
}

// A record's hands are written several to a statement (store.cc, kHandsPerInsert = 32): a
// record of 70 hands (32 + 32 + 6) keeps every hand, in order, with its own facts.
TEST_P(StoreTest, ARecordOfManyHandsKeepsEveryHandAndItsFacts) {
  Store store(Db("s.db"), Options("s.db"));
  nlohmann::json record = {{"game", "diloti"}, {"players", {"Maria", "Nikos"}}};
  nlohmann::json facts = nlohmann::json::array();
  for (int h = 0; h < 70; ++h) {
    record["hands"].push_back({{"dealer", h % 2}});
    facts.push_back({{"level", h == 69 ? "partial" : "full"}, {"dealer", h % 2},
                     {"points", {h, 100 - h}},
                     {"sides", {{{"cards", 26}, {"xeri", h % 3}}, {{"cards", 26}, {"xeri", 0}}}},
                     {"seats", {{{"xeri", h % 3}, {"captures", h}}, {{"xeri", 0}, {"captures", 1}}}}});
  }
  const nlohmann::json fixture = {
      {"record", record}, {"facts", facts}, {"result", {{"score", {2415, 4585}}}}};
  ASSERT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kNew);
  ExpectWholeRecords(store);
  EXPECT_EQ(RowCount(store, "hands"), 70);
  EXPECT_EQ(RowCount(store, "hand_sides"), 140);
  EXPECT_EQ(RowCount(store, "hand_seats"), 140);
  Statement hands(store.db(),
                  "SELECT h.hand, h.dealer, h.level, d.points, s.captures FROM hands h "
                  "JOIN hand_sides d ON d.record_id = h.record_id AND d.hand = h.hand AND d.side = 0 "
                  "JOIN hand_seats s ON s.record_id = h.record_id AND s.hand = h.hand AND s.seat = 0 "
                  "ORDER BY h.hand");
  for (int h = 0; h < 70; ++h) {
    ASSERT_TRUE(hands.Step()) << h;
    EXPECT_EQ(hands.Int(0), h);
    EXPECT_EQ(hands.Int(1), h % 2);
    EXPECT_EQ(hands.Text(2), h == 69 ? "partial" : "full");
    EXPECT_EQ(hands.Int(3), h);
    EXPECT_EQ(hands.Int(4), h);
  }
  EXPECT_FALSE(hands.Step());
}

// A chunk of hands writes its facts' rows in one statement a table (hand_rows.cc): hands with
// sides and seats, with seats only, and with no facts at all, across chunks, each keep their own.
TEST_P(StoreTest, HandsWithFewerFactsKeepEachFactOnItsOwnHand) {
  Store store(Db("s.db"), Options("s.db"));
  nlohmann::json record = {{"game", "diloti"}, {"players", {"Maria", "Nikos"}}};
  nlohmann::json facts = nlohmann::json::array();
  for (int h = 0; h < 40; ++h) {
    record["hands"].push_back({{"dealer", h % 2}});
    if (h % 3 == 2) {
      facts.push_back(nullptr);
      continue;
    }
    nlohmann::json f = {{"seats", {{{"captures", h}}, {{"captures", 100 + h}}}}};
    if (h % 3 == 0) f["points"] = {h, 1000 + h};
    facts.push_back(f);
  }
  const nlohmann::json fixture = {{"record", record}, {"facts", facts}, {"result", nlohmann::json::object()}};
  ASSERT_EQ(store.Add(HandMadeRecord(fixture).report()), Store::Added::kNew);
  ExpectWholeRecords(store);
  EXPECT_EQ(RowCount(store, "hands"), 40);
  EXPECT_EQ(RowCount(store, "hand_sides"), 2 * 14);  // h % 3 == 0
  EXPECT_EQ(RowCount(store, "hand_seats"), 2 * 27);  // h % 3 != 2
  Statement sides(store.db(), "SELECT hand, side, points FROM hand_sides ORDER BY hand, side");
  for (int h = 0; h < 40; h += 3)
    for (int side = 0; side < 2; ++side) {
      ASSERT_TRUE(sides.Step()) << h;
      EXPECT_EQ(sides.Int(0), h);
      EXPECT_EQ(sides.Int(1), side);
      EXPECT_EQ(sides.Int(2), side * 1000 + h);
    }
  EXPECT_FALSE(sides.Step());
  Statement seats(store.db(), "SELECT hand, seat, captures FROM hand_seats ORDER BY hand, seat");
  for (int h = 0; h < 40; ++h)
    for (int seat = 0; seat < 2 && h % 3 != 2; ++seat) {
      ASSERT_TRUE(seats.Step()) << h;
      EXPECT_EQ(seats.Int(0), h);
      EXPECT_EQ(seats.Int(1), seat);
      EXPECT_EQ(seats.Int(2), seat * 100 + h);
    }
  EXPECT_FALSE(seats.Step());
}

// The secondary indexes of a new store (schema/store.sql's CREATE INDEX), as `sqlite3 .schema`
// would list them.
std::string IndexSql(Store& store) {
  return store.db().QueryText(
      "SELECT COALESCE(group_concat(sql, ';'), '') FROM (SELECT sql FROM sqlite_schema "
      "WHERE type = 'index' AND sql IS NOT NULL ORDER BY name)");
}

// An import into a new store drops the secondary indexes in its transaction and makes them again
// before it commits (Store::DeferIndexes); into a store with records it keeps them.
TEST_P(StoreTest, AnImportIntoANewStoreMakesItsIndexesOnceAtTheEnd) {
  if (postgres()) GTEST_SKIP() << "SQLite's indexes";
  Store store(Db("s.db"), Options("s.db"));
  const std::string indexes = IndexSql(store);
  ASSERT_NE(indexes, "");
  std::vector<std::string> during;
  auto import = [&](const std::string& text, long batch) {
    ImportOptions options;
    options.batch = batch;
    Importer importer(store, options);
    RecordReader reader(text, "test");
    importer.Import(reader, [&](const RecordReport&, Disposition) {
      during.push_back(IndexSql(store));
    });
  };
  import(testing::DistinctDilotiRecords(3), 0);
  ASSERT_EQ(during.size(), 3u);
  for (const std::string& sql : during) EXPECT_EQ(sql, "");  // deferred: the store was new
  EXPECT_EQ(IndexSql(store), indexes);
  EXPECT_EQ(RowCount(store, "records"), 3);
  during.clear();
  import(testing::DistinctDilotiRecords(5), 0);  // 3 known, 2 new: the store has records
  for (const std::string& sql : during) EXPECT_EQ(sql, indexes);
  EXPECT_EQ(IndexSql(store), indexes);
  EXPECT_EQ(RowCount(store, "records"), 5);
  EXPECT_EQ(store.db().QueryText("PRAGMA integrity_check"), "ok");
}

// With --batch, only the first batch into a new store defers its indexes; each commit has them.
TEST_P(StoreTest, EveryBatchCommitsWithTheIndexes) {
  if (postgres()) GTEST_SKIP() << "SQLite's indexes";
  Store store(Db("s.db"), Options("s.db"));
  const std::string indexes = IndexSql(store);
  std::vector<std::string> during;
  ImportOptions options;
  options.batch = 2;
  Importer importer(store, options);
  RecordReader reader(testing::DistinctDilotiRecords(5), "test");
  importer.Import(reader, [&](const RecordReport&, Disposition) {
    during.push_back(IndexSql(store));
  });
  ASSERT_EQ(during.size(), 5u);
  EXPECT_EQ(during[0], "");
  EXPECT_EQ(during[1], indexes);  // the first batch was committed with them
  EXPECT_EQ(during[2], indexes);
  EXPECT_EQ(IndexSql(store), indexes);
  EXPECT_EQ(store.db().QueryText("PRAGMA integrity_check"), "ok");
}

// A transaction that fails leaves the indexes it dropped where they were.
TEST_P(StoreTest, AFailedImportIntoANewStoreKeepsItsIndexes) {
  if (postgres()) GTEST_SKIP() << "SQLite's indexes";
  Store store(Db("s.db"), Options("s.db"));
  const std::string indexes = IndexSql(store);
  store.db().Exec(
      "CREATE TEMP TRIGGER full BEFORE INSERT ON records WHEN (SELECT COUNT(*) FROM records) >= 2 "
      "BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END");
  EXPECT_THROW(ImportText(store, testing::DistinctDilotiRecords(4)), std::runtime_error);
  EXPECT_EQ(RowCount(store, "records"), 0);
  EXPECT_EQ(IndexSql(store), indexes);
  store.db().Exec("DROP TRIGGER full");
  ImportResult again = ImportText(store, testing::DistinctDilotiRecords(4));
  EXPECT_EQ(again.added, 4);
  EXPECT_EQ(IndexSql(store), indexes);
}

// Each record's SAVEPOINT keeps a sub-journal of the pages it changes: in memory, not in a temp
// file written page by page (two writes a page: half an import's system time, issue #26).
TEST_P(StoreTest, TheRecordsSubJournalStaysInMemory) {
  Store store(Db("s.db"), Options("s.db"));
  if (postgres()) GTEST_SKIP() << "SQLite's sub-journal";
  EXPECT_EQ(store.db().QueryInt("PRAGMA temp_store"), 2);  // MEMORY
  ImportText(store, testing::DistinctDilotiRecords(3));
  EXPECT_EQ(RowCount(store, "records"), 3);
}

}  // namespace
}  // namespace replay::store
