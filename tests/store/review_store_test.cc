// The review in the store (migration 3, replay-import --review): a version-2 store migrates with
// its rows kept, a re-import with --review reviews the records stored without one exactly once
// (Tute's too: its cards after the stock), and a failure inside a review leaves no part of it (nor of its
// record) behind.
#include <gtest/gtest.h>

#include <map>

#include <fmt/format.h>

#include "engine/testing/replayed.h"
#include "review/dd_table.h"
#include "review/grade.h"

#include "store/import.h"
#include "store/schema.h"
#include "store/store.h"
#include "stats/stats.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::RowCount;
using testing::TempDir;

// The sample records as one NDJSON text (each sample file holds one pretty-printed record).
std::string Samples(std::initializer_list<const char*> paths) {
  std::string text;
  for (const char* path : paths) {
    std::string record;
    for (const std::string& line : testing::ReadLines(std::string(REPLAY_SOURCE_DIR) + "/" + path))
      record += line;
    text += record + "\n";
  }
  return text;
}

ImportCounts Import(Store& store, const std::string& text, bool review) {
  ImportOptions options;
  options.review = review;
  Importer importer(store, options);
  RecordReader reader(text, "test.ndjson");
  importer.Import(reader, nullptr);
  return importer.counts();
}

// Rows of the review tables, to compare before and after.
std::string ReviewRows(Store& store) {
  std::string out;
  for (const char* table : {"record_reviews", "review_cards", "review_moves", "review_hand_sides"})
    out += fmt::format("{}:{} ", table, RowCount(store, table));
  return out;
}

const std::string kDiloti = "samples/diloti/worked-hand-4p.json";
const std::string kPilotta = "samples/pilotta/worked-hand.json";
const std::string kTute = "samples/tute/worked-hand-2p.json";

TEST(ReviewStore, AVersion2StoreMigratesWithItsRowsKept) {
  TempDir dir;
  const std::string path = dir.Path("v2.db");
  {
    // The store as a build of schema version 2 left it, with one record row.
    Database db(path);
    for (const Migration& m : Migrations()) {
      if (m.version > 2) break;
      db.Exec(m.sql);
    }
    db.Exec(fmt::format("PRAGMA user_version = 2; PRAGMA application_id = {}", kApplicationId));
    db.Exec("INSERT INTO records (hash, game, variant, players, hand_count, valid, input, "
            "input_index) VALUES ('h', 'diloti', 'diloti 4p', 4, 0, 1, 'old', 0)");
  }
  Store store(path);
  EXPECT_EQ(store.db().QueryInt("PRAGMA user_version"), LatestSchemaVersion());
  EXPECT_GE(LatestSchemaVersion(), 3);
  EXPECT_EQ(RowCount(store, "records"), 1);
  EXPECT_EQ(ReviewRows(store),
            "record_reviews:0 review_cards:0 review_moves:0 review_hand_sides:0 ");
  // The migrated store takes reviewed records beside the old one.
  const ImportCounts c = Import(store, Samples({kDiloti.c_str()}), true);
  EXPECT_EQ(c.added, 1);
  EXPECT_EQ(c.reviewed, 1);
  EXPECT_EQ(RowCount(store, "records"), 2);
  EXPECT_EQ(RowCount(store, "review_moves"), 48);
}

TEST(ReviewStore, AReimportWithReviewAddsItOnceAndNeverTwice) {
  TempDir dir;
  Store store(dir.Path("s.db"));
  const std::string text = Samples({kDiloti.c_str(), kPilotta.c_str(), kTute.c_str()});
  ImportCounts c = Import(store, text, false);
  EXPECT_EQ(c.added, 3);
  EXPECT_EQ(c.reviewed, 0);
  EXPECT_EQ(ReviewRows(store),
            "record_reviews:0 review_cards:0 review_moves:0 review_hand_sides:0 ");

  // Known texts without their review are replayed and given it.
  c = Import(store, text, true);
  EXPECT_EQ(c.added, 0);
  EXPECT_EQ(c.duplicates, 3);
  EXPECT_EQ(c.reviewed, 3);
  const int64_t play_hands = store.db().QueryInt(
      "SELECT COUNT(DISTINCT hand) FROM review_cards c JOIN records r USING (record_id) "
      "WHERE r.game = 'pilotta'");
  EXPECT_GT(play_hands, 0);
  // The 2-player Tute hand: the 8 tricks after the stock, 16 cards.
  EXPECT_EQ(RowCount(store, "review_cards"), 32 * play_hands + 16);
  EXPECT_EQ(RowCount(store, "review_moves"), 48);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM record_reviews v JOIN records r "
                                "USING (record_id) WHERE r.game = 'tute'"),
            1);
  // Each side's cost is the sum of its cards' costs, each Diloti side's moves its own.
  EXPECT_EQ(store.db().QueryInt(
                "SELECT COUNT(*) FROM review_hand_sides s WHERE s.cost IS NOT NULL AND s.cost <> "
                "(SELECT SUM(c.cost) FROM review_cards c WHERE c.record_id = s.record_id AND "
                "c.hand = s.hand AND c.seat % 2 = s.side)"),
            0);
  EXPECT_EQ(store.db().QueryInt("SELECT SUM(moves) FROM review_hand_sides"), 48);
  const std::string reviewed = ReviewRows(store);

  // Again: nothing new, nothing doubled.
  c = Import(store, text, true);
  EXPECT_EQ(c.duplicates, 3);
  EXPECT_EQ(c.reviewed, 0);
  EXPECT_EQ(ReviewRows(store), reviewed);
  c = Import(store, text, false);
  EXPECT_EQ(ReviewRows(store), reviewed);
  Statement check(store.db(), "PRAGMA foreign_key_check");
  EXPECT_FALSE(check.Step()) << "a review row refers to a missing hand";
}

TEST(ReviewStore, AFailureInsideAReviewLeavesNothingHalfWritten) {
  TempDir dir;
  Store store(dir.Path("s.db"));
  const std::string text = Samples({kDiloti.c_str()});
  // The 21st move's row fails as a full disk would: after the record's rows and 20 moves.
  store.db().Exec("CREATE TEMP TRIGGER full BEFORE INSERT ON review_moves WHEN NEW.n = 20 "
                  "BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END");
  EXPECT_THROW(Import(store, text, true), SqliteError);
  EXPECT_EQ(RowCount(store, "records"), 0);
  EXPECT_EQ(RowCount(store, "hands"), 0);
  EXPECT_EQ(ReviewRows(store),
            "record_reviews:0 review_cards:0 review_moves:0 review_hand_sides:0 ");

  // A record stored without a review, whose review then fails: the record stays as it was.
  EXPECT_EQ(Import(store, text, false).added, 1);
  EXPECT_THROW(Import(store, text, true), SqliteError);
  EXPECT_EQ(RowCount(store, "records"), 1);
  EXPECT_EQ(ReviewRows(store),
            "record_reviews:0 review_cards:0 review_moves:0 review_hand_sides:0 ");
  store.db().Exec("DROP TRIGGER full");
  const ImportCounts c = Import(store, text, true);
  EXPECT_EQ(c.reviewed, 1);
  EXPECT_EQ(ReviewRows(store),
            "record_reviews:1 review_cards:0 review_moves:48 review_hand_sides:2 ");
}

// accuracy by every grouping on a reviewed store: rows, with each rate inside its interval and
// the units of a side or a hand being those of its players (the same totals whatever the
// grouping).
TEST(ReviewStore, AccuracyRunsByEveryGrouping) {
  TempDir dir;
  Store store(dir.Path("s.db"));
  Import(store, Samples({kDiloti.c_str(), kPilotta.c_str(), kTute.c_str()}), true);
  const int64_t units = RowCount(store, "review_cards") + RowCount(store, "review_moves");
  for (stats::GroupBy by : {stats::GroupBy::kAll, stats::GroupBy::kPlayer, stats::GroupBy::kSide,
                            stats::GroupBy::kPair, stats::GroupBy::kEvent, stats::GroupBy::kGame,
                            stats::GroupBy::kVariant}) {
    const stats::Table t = stats::Compute(store.db(), "accuracy", {}, by);
    EXPECT_FALSE(t.rows.empty()) << stats::GroupByName(by);
    int64_t reviewed = 0;
    for (const stats::Row& r : t.rows) {
      if (r.measure == "reviewed") reviewed += r.k;
      if (r.kind == stats::Kind::kRate && r.n > 0) {
        EXPECT_LE(*r.low, *r.value);
        EXPECT_GE(*r.high, *r.value);
      }
    }
    EXPECT_EQ(reviewed, units) << stats::GroupByName(by);
  }
}

// Grades (migration 6, issue #29): every card and move stored by a review has its grade on the
// game's thresholds (review/grade.h), and accuracy's grade rates count exactly those rows; rows
// stored before the migration were never graded and stay out of the rates.
TEST(ReviewStore, EveryReviewedUnitKeepsItsGradeAndTheRatesCountThem) {
  TempDir dir;
  Store store(dir.Path("s.db"));
  Import(store, Samples({kDiloti.c_str(), kPilotta.c_str(), kTute.c_str()}), true);
  const review::GradeScale scale;
  int64_t blunders = 0, mistakes = 0, inaccuracies = 0, units = 0;
  for (const char* table : {"review_cards", "review_moves"}) {
    Statement rows(store.db(), fmt::format("SELECT r.game, u.cost, u.grade, u.graded FROM {} u "
                                           "JOIN records r USING (record_id)",
                                           table));
    while (rows.Step()) {
      ++units;
      const review::Grade want = scale.For(rows.Text(0)).Of(rows.Int(1));
      EXPECT_EQ(rows.Int(3), 1);
      EXPECT_EQ(std::string(rows.IsNull(2) ? std::string_view() : rows.Text(2)),
                std::string(review::GradeName(want)))
          << table << " cost " << rows.Int(1);
      blunders += want == review::Grade::kBlunder;
      mistakes += want == review::Grade::kMistake;
      inaccuracies += want == review::Grade::kInaccuracy;
    }
  }
  EXPECT_GT(mistakes + blunders + inaccuracies, 0);  // the samples hold some
  // A row as an older build stored it: never graded, so in no rate.
  store.db().Exec("UPDATE review_moves SET graded = 0, grade = NULL, cost = NULL WHERE n = 0");
  const int64_t ungraded = RowCount(store, "review_moves WHERE graded = 0");
  EXPECT_GT(ungraded, 0);
  const stats::Table t = stats::Compute(store.db(), "accuracy", {}, stats::GroupBy::kAll,
                                        stats::Source::kTotals, stats::Forms::kAdded);
  std::map<std::string, const stats::Row*> rows;
  for (const stats::Row& r : t.rows) rows[r.measure] = &r;
  for (const char* m : {"inaccuracy_rate", "mistake_rate", "blunder_rate"}) {
    ASSERT_TRUE(rows.count(m)) << m;
    EXPECT_EQ(rows[m]->n, units - ungraded) << m;
    EXPECT_LE(*rows[m]->low, *rows[m]->value) << m;
    EXPECT_GE(*rows[m]->high, *rows[m]->value) << m;
  }
  // The first moves of the Diloti hands changed grade: count the rest from the table itself.
  EXPECT_EQ(rows["blunder_rate"]->k,
            store.db().QueryInt("SELECT (SELECT COUNT(*) FROM review_cards WHERE grade = "
                                "'blunder') + (SELECT COUNT(*) FROM review_moves WHERE grade = "
                                "'blunder')"));
  EXPECT_EQ(rows["mistake_rate"]->k,
            store.db().QueryInt("SELECT (SELECT COUNT(*) FROM review_cards WHERE grade = "
                                "'mistake') + (SELECT COUNT(*) FROM review_moves WHERE grade = "
                                "'mistake')"));
}

// The double-dummy tables stored with the review (migration 7) are replay-review --dd-table's,
// and contracts' lost_makeable_rate and unmakeable_bid_rate count them: a makeable contract not
// made is lost in the play, an unmakeable one bid; a hand whose makeability hangs on a capot
// counts in neither.
TEST(ReviewStore, DoubleDummyTablesGiveTheContractsMakeability) {
  TempDir dir;
  Store store(dir.Path("s.db"));
  Import(store, Samples({"samples/bourlot/match-default.json", "samples/pilotta/match.json"}),
         true);
  const int64_t hands = RowCount(store, "review_contracts");
  EXPECT_EQ(RowCount(store, "review_dd"), 4 * hands);
  EXPECT_EQ(store.db().QueryInt("SELECT COUNT(*) FROM review_dd WHERE points0 + points1 <> 162"), 0);
  // Each deal's table is the library's (review/dd_table.h), recomputed here from the replay.
  solver::Solver solver;
  int64_t checked = 0, makeable = 0, lost = 0, unmakeable = 0;
  for (const char* path : {"samples/bourlot/match-default.json", "samples/pilotta/match.json"}) {
    replay::testing::ReplayFlags flags;
    flags.play = true;
    const replay::testing::Replayed r =
        replay::testing::ReplayJson(replay::testing::LoadSource(path), flags);
    for (size_t h = 0; h < r.outcome->hands.size(); ++h) {
      const HandOutcome& hand = r.outcome->hands[h];
      if (!hand.play) continue;
      const review::DdTable t = review::DoubleDummyTable(*hand.play, solver);
      Statement s(store.db(),
                  "SELECT d.points0, d.points1, c.makeable FROM review_dd d JOIN review_contracts c "
                  "USING (record_id, hand) JOIN records r USING (record_id) "
                  "WHERE r.game = ? AND d.hand = ? AND d.trump = 'S'");
      s.Bind(1, std::string(path).find("bourlot") != std::string::npos ? "bourlot" : "pilotta")
          .Bind(2, int64_t(h));
      ASSERT_TRUE(s.Step()) << path << " hand " << h;
      EXPECT_EQ(s.Int(0), t.points[0][0]);
      EXPECT_EQ(s.Int(1), t.points[0][1]);
      EXPECT_EQ(s.IsNull(2), !t.makeable);
      if (t.makeable) {
        EXPECT_EQ(s.Int(2), int64_t(*t.makeable));
        makeable += *t.makeable;
        unmakeable += !*t.makeable;
        lost += *t.makeable && !hand.play->made;
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, hands);
  const stats::Table c = stats::Compute(store.db(), "contracts", {}, stats::GroupBy::kAll,
                                        stats::Source::kTotals, stats::Forms::kAdded);
  for (const stats::Row& r : c.rows) {
    if (!r.slice.empty()) continue;
    if (r.measure == "lost_makeable_rate") {
      EXPECT_EQ(r.k, lost);
      EXPECT_EQ(r.n, makeable);
    }
    if (r.measure == "unmakeable_bid_rate") {
      EXPECT_EQ(r.k, unmakeable);
      EXPECT_EQ(r.n, makeable + unmakeable);
      EXPECT_GT(r.k, 0);  // both sides of the rule are in the samples
      EXPECT_LT(r.k, r.n);
    }
  }
  EXPECT_GT(lost, 0);
}

}  // namespace
}  // namespace replay::store
