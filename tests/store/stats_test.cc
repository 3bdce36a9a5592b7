// Every statistic over a fixed sample store (tests/store/fixtures/stats.ndjson: six valid records
// of the four games with facts written by hand, and one invalid record kept), checked against
// numbers computed by hand. The comment above each check says how.
#include "stats/stats.h"

#include <memory>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "store/store_test_util.h"

namespace replay::stats {
namespace {

using store::testing::AddFixtures;
using store::testing::TempDir;

using store::testing::Backend;

// On both backends (issue #27): the same store, the same numbers. The store of each backend is
// made by its first test and shared by the rest.
class Stats : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    Shared& shared = backends_[size_t(GetParam())];
    if (!shared.stores) shared.stores = std::make_unique<store::testing::TestStores>(GetParam());
    REPLAY_SKIP_UNLESS_AVAILABLE(*shared.stores);
    if (!shared.store) {
      shared.store = std::make_unique<store::Store>(shared.stores->Db("stats.db"),
                                                    shared.stores->Options("stats"));
      AddFixtures(*shared.store,
                  std::string(REPLAY_SOURCE_DIR) + "/tests/store/fixtures/stats.ndjson");
    }
    store_ = shared.store.get();
  }
  static void TearDownTestSuite() {
    for (Shared& shared : backends_) {
      shared.store.reset();  // closed before its schema or file goes
      shared.stores.reset();
    }
  }

  // The checks below add up the fixture's forms by hand (2- and 4-player Diloti, Bourlot and
  // Pilotta): they read the tables of Forms::kAdded, whose rows name the forms they add up
  // (checked in FormsAreSplitOrTheirSumStated, with the split tables).
  Table Stat(std::string_view statistic, GroupBy by = GroupBy::kAll, const Filters& f = {}) {
    return Compute(store_->db(), statistic, f, by, Source::kTotals, Forms::kAdded);
  }

  struct Shared {
    std::unique_ptr<store::testing::TestStores> stores;
    std::unique_ptr<store::Store> store;
  };
  static inline Shared backends_[2];
  store::Store* store_ = nullptr;
};

INSTANTIATE_TEST_SUITE_P(Backends, Stats, ::testing::Values(Backend::kSqlite, Backend::kPostgres),
                         store::testing::BackendName);

// The row of `measure` in `group` (nullopt: no grouping) and `slice`; fails the test if absent.
const Row& Get(const Table& t, std::optional<std::string> group, const std::string& measure,
               const std::string& slice = "") {
  for (const Row& r : t.rows)
    if (r.group == group && r.measure == measure && r.slice == slice) return r;
  static const Row kMissing;
  ADD_FAILURE() << "no row " << group.value_or("(all)") << " " << slice << " " << measure;
  return kMissing;
}

// A count.
void ExpectCount(const Row& r, int64_t k) {
  EXPECT_EQ(r.kind, Kind::kCount) << r.measure;
  EXPECT_EQ(r.k, k) << r.measure;
}

// A rate k/n with its Wilson interval, or a mean / per-hand value sum/n.
void Expect(const Row& r, int64_t k, int64_t n) {
  EXPECT_EQ(r.k, k) << r.measure << " " << r.slice;
  EXPECT_EQ(r.n, n) << r.measure << " " << r.slice;
  if (n == 0) {
    EXPECT_FALSE(r.value) << r.measure;
    return;
  }
  ASSERT_TRUE(r.value) << r.measure;
  EXPECT_DOUBLE_EQ(*r.value, double(k) / double(n)) << r.measure;
  if (r.kind == Kind::kRate) {
    Interval ci = Wilson(k, n);
    EXPECT_DOUBLE_EQ(*r.low, ci.low);
    EXPECT_DOUBLE_EQ(*r.high, ci.high);
  }
}

const std::optional<std::string> kAll;

TEST_P(Stats, Xeri) {
  // Full Diloti hands: R1 h0 (xeri 1, on the last card), R1 h1 (2, one opening), R2 h0 (0).
  Table t = Stat("xeri");
  ExpectCount(Get(t, kAll, "hands"), 3);
  ExpectCount(Get(t, kAll, "xeri"), 3);
  Expect(Get(t, kAll, "xeri_per_hand"), 3, 3);
  Expect(Get(t, kAll, "hands_with_xeri"), 2, 3);
  Expect(Get(t, kAll, "opening_xeri_rate"), 1, 3);
  Expect(Get(t, kAll, "last_card_xeri_rate"), 1, 3);
  Expect(Get(t, kAll, "xeri_points_per_hand"), 30, 3);  // 10 + 20 + 0 (R1: 10 a xeri)

  Table p = Stat("xeri", GroupBy::kPlayer);
  // Maria: R1 seat 0 (1 xeri, last card), R1 h1 (0), R2 seat 0 (0).
  ExpectCount(Get(p, "Maria", "hands"), 3);
  Expect(Get(p, "Maria", "xeri_per_hand"), 1, 3);
  Expect(Get(p, "Maria", "hands_with_xeri"), 1, 3);
  Expect(Get(p, "Maria", "opening_xeri_rate"), 0, 3);
  Expect(Get(p, "Maria", "last_card_xeri_rate"), 1, 3);
  Expect(Get(p, "Maria", "xeri_points_per_hand"), 10, 3);
  // Nikos: R1 seat 1: 0, then 2 with the opening one.
  Expect(Get(p, "Nikos", "xeri_per_hand"), 2, 2);
  Expect(Get(p, "Nikos", "hands_with_xeri"), 1, 2);
  Expect(Get(p, "Nikos", "opening_xeri_rate"), 1, 2);
  Expect(Get(p, "Eleni", "hands_with_xeri"), 0, 1);
  EXPECT_EQ(p.rows.size(), 5u * 7u);  // Eleni, Giorgos, Kostas, Maria, Nikos

  Table s = Stat("xeri", GroupBy::kSide);
  Expect(Get(s, "0", "xeri_per_hand"), 1, 3);
  Expect(Get(s, "0", "opening_xeri_rate"), 0, 3);
  Expect(Get(s, "1", "xeri_per_hand"), 2, 3);
  Expect(Get(s, "1", "hands_with_xeri"), 1, 3);
  Expect(Get(s, "1", "xeri_points_per_hand"), 20, 3);
}

TEST_P(Stats, XeriFilters) {
  Filters since;
  since.since = "2026-01-15";  // R2 only
  ExpectCount(Get(Stat("xeri", GroupBy::kAll, since), kAll, "hands"), 1);
  Filters rules;
  rules.rules = {{"xeri_points", "5"}};  // R2
  ExpectCount(Get(Stat("xeri", GroupBy::kAll, rules), kAll, "hands"), 1);
  Filters two;
  two.rules = {{"players", "2"}};  // R1
  Table t = Stat("xeri", GroupBy::kAll, two);
  ExpectCount(Get(t, kAll, "hands"), 2);
  ExpectCount(Get(t, kAll, "xeri"), 3);
  Filters tag;
  tag.tags = {{"round", "2"}};  // R2
  ExpectCount(Get(Stat("xeri", GroupBy::kAll, tag), kAll, "hands"), 1);
  Filters player;
  player.players = {"Eleni"};  // the hands she played: R2 h0
  ExpectCount(Get(Stat("xeri", GroupBy::kAll, player), kAll, "hands"), 1);
  Table mine = Stat("xeri", GroupBy::kPlayer, player);  // her own seat only
  EXPECT_EQ(mine.rows.size(), 7u);
  Filters none;
  none.games = {"tute"};
  Table empty = Stat("xeri", GroupBy::kAll, none);
  ExpectCount(Get(empty, kAll, "hands"), 0);
  Expect(Get(empty, kAll, "hands_with_xeri"), 0, 0);
  Filters bad;
  bad.since = "2026-1-5";
  EXPECT_THROW(Stat("xeri", GroupBy::kAll, bad), std::invalid_argument);
}

TEST_P(Stats, Points) {
  // R1 h0 [19, 2] cards 30/22, R1 h1 [3, 24] 26/26, R2 h0 [8, 3] 27/25, R2 h1 sheet [55, 1].
  Table t = Stat("points");
  ExpectCount(Get(t, kAll, "hands"), 4);
  Expect(Get(t, kAll, "points_per_hand"), 115, 4);
  Expect(Get(t, kAll, "majority_rate"), 2, 3);  // the sheet has no cards
  Expect(Get(t, kAll, "split_26_rate"), 1, 3);
  Table s = Stat("points", GroupBy::kSide);
  Expect(Get(s, "0", "points_per_hand"), 85, 4);
  Expect(Get(s, "0", "majority_rate"), 2, 3);
  Expect(Get(s, "1", "points_per_hand"), 30, 4);
  Expect(Get(s, "1", "majority_rate"), 0, 3);
  Expect(Get(s, "1", "split_26_rate"), 1, 3);
  Table pairs = Stat("points", GroupBy::kPair);
  Expect(Get(pairs, "Giorgos & Maria", "points_per_hand"), 63, 2);
  Expect(Get(pairs, "Maria", "points_per_hand"), 22, 2);
  Table p = Stat("points", GroupBy::kPlayer);
  Expect(Get(p, "Maria", "points_per_hand"), 85, 4);  // her side's points
  Expect(Get(p, "Kostas", "majority_rate"), 0, 1);
}

TEST_P(Stats, Contracts) {
  // R3 h0 H made, R3 h1 S inside (round 2), R3 h2 H tie (81 hanging), R4 h0 90 C x2 made,
  // R4 h1 capot S x1 made with a capot. Pilotta records no `inside` and no `hanging`.
  Table t = Stat("contracts");
  ExpectCount(Get(t, kAll, "contracts"), 5);
  Expect(Get(t, kAll, "made_rate"), 3, 5);
  Expect(Get(t, kAll, "inside_rate"), 1, 3);
  Expect(Get(t, kAll, "hanging_rate"), 1, 3);
  Expect(Get(t, kAll, "capot_rate"), 1, 5);
  Expect(Get(t, kAll, "made_rate", "bid=90"), 1, 1);
  Expect(Get(t, kAll, "capot_rate", "bid=capot"), 1, 1);
  Expect(Get(t, kAll, "made_rate", "trump=S"), 1, 2);
  Expect(Get(t, kAll, "hanging_rate", "trump=H"), 1, 2);
  ExpectCount(Get(t, kAll, "contracts", "trump=C"), 1);
  Expect(Get(t, kAll, "made_rate", "round=1"), 1, 2);
  Expect(Get(t, kAll, "inside_rate", "round=2"), 1, 1);
  Expect(Get(t, kAll, "made_rate", "multiplier=x1"), 1, 1);
  Expect(Get(t, kAll, "made_rate", "multiplier=x2"), 1, 1);
  // Slices in order: bids by value, trumps S H D C.
  std::vector<std::string> slices;
  for (const Row& r : t.rows)
    if (r.measure == "contracts") slices.push_back(r.slice);
  EXPECT_EQ(slices, (std::vector<std::string>{"", "bid=90", "bid=capot", "trump=S", "trump=H",
                                              "trump=C", "round=1", "round=2", "multiplier=x1",
                                              "multiplier=x2"}));
  Table p = Stat("contracts", GroupBy::kPlayer);  // by buyer
  Expect(Get(p, "Maria", "hanging_rate"), 1, 1);
  Expect(Get(p, "Eleni", "inside_rate"), 1, 1);
  Expect(Get(p, "Nikos", "capot_rate"), 1, 1);
  Expect(Get(p, "Kostas", "inside_rate"), 0, 0);
  Table s = Stat("contracts", GroupBy::kSide);
  Expect(Get(s, "0", "made_rate"), 2, 3);  // R3 h0, R3 h2, R4 h1
  Expect(Get(s, "1", "made_rate"), 1, 2);  // R3 h1, R4 h0
}

TEST_P(Stats, Declarations) {
  // Full hands: R3 h0 (tierce each side, side 0 scores 20, belote), R3 h1 (quarte each side,
  // cancelled), R3 h2 (none), R4 h0 (Eleni's quarte scores 50, pilotta).
  Table t = Stat("declarations");
  ExpectCount(Get(t, kAll, "hands"), 4);
  Expect(Get(t, kAll, "melds_per_hand"), 5, 4);
  Expect(Get(t, kAll, "declared_rate"), 3, 4);
  Expect(Get(t, kAll, "counted_rate"), 2, 3);
  Expect(Get(t, kAll, "cancelled_rate"), 1, 2);
  Expect(Get(t, kAll, "belote_rate"), 2, 4);
  ExpectCount(Get(t, kAll, "melds", "meld=quarte"), 3);
  Expect(Get(t, kAll, "melds_per_hand", "meld=quarte"), 3, 4);
  Expect(Get(t, kAll, "counted_rate", "meld=quarte"), 1, 3);
  ExpectCount(Get(t, kAll, "melds", "meld=tierce"), 2);
  Expect(Get(t, kAll, "counted_rate", "meld=tierce"), 1, 2);
  Table p = Stat("declarations", GroupBy::kPlayer);
  // Maria: R3 seat 0 in three hands, R4 seat 2.
  ExpectCount(Get(p, "Maria", "hands"), 4);
  Expect(Get(p, "Maria", "melds_per_hand"), 2, 4);
  Expect(Get(p, "Maria", "counted_rate"), 1, 2);
  Expect(Get(p, "Maria", "cancelled_rate"), 1, 2);
  Expect(Get(p, "Maria", "belote_rate"), 0, 4);
  Expect(Get(p, "Giorgos", "belote_rate"), 1, 3);
  Expect(Get(p, "Maria", "melds_per_hand", "meld=tierce"), 1, 4);
  Expect(Get(p, "Maria", "counted_rate", "meld=quarte"), 0, 1);
}

TEST_P(Stats, Tute) {
  // R5 h0 (Ana's 20 and exchange, Maria's 40), R5 h1 (Nikos's tute), R6 h0 (Maria's capote,
  // made; Nikos exchanged).
  Table t = Stat("tute");
  ExpectCount(Get(t, kAll, "hands"), 3);
  Expect(Get(t, kAll, "cante40_rate"), 1, 3);
  Expect(Get(t, kAll, "cante20_rate"), 1, 3);
  Expect(Get(t, kAll, "cante20_per_hand"), 1, 3);
  Expect(Get(t, kAll, "capote_announced_rate"), 1, 3);
  Expect(Get(t, kAll, "capote_made_rate"), 1, 1);
  Expect(Get(t, kAll, "tute_rate"), 1, 3);
  Expect(Get(t, kAll, "exchange_rate"), 2, 3);
  Table p = Stat("tute", GroupBy::kPlayer);
  Expect(Get(p, "Maria", "cante40_rate"), 1, 3);
  Expect(Get(p, "Maria", "capote_announced_rate"), 1, 3);
  Expect(Get(p, "Maria", "capote_made_rate"), 1, 1);
  Expect(Get(p, "Maria", "exchange_rate"), 0, 3);
  Expect(Get(p, "Nikos", "tute_rate"), 1, 3);
  Expect(Get(p, "Nikos", "exchange_rate"), 1, 3);
  Expect(Get(p, "Nikos", "capote_made_rate"), 0, 0);
}

TEST_P(Stats, Wins) {
  // Finished: R2 [63, 4] side 0 (first dealer 3: side 1), R5 [1, 0, 2] side 2 (first dealer:
  // side 0), R6 [101, 40] side 0 (first dealer: side 0).
  Table t = Stat("wins");
  ExpectCount(Get(t, kAll, "matches"), 6);
  ExpectCount(Get(t, kAll, "finished"), 3);
  Expect(Get(t, kAll, "winning_margin"), 59 + 1 + 61, 3);
  Expect(Get(t, kAll, "first_dealer_win_rate"), 1, 3);
  EXPECT_EQ(t.rows.size(), 4u);  // no win_rate, margin, other_win_rate for matches
  Table p = Stat("wins", GroupBy::kPlayer);
  ExpectCount(Get(p, "Maria", "matches"), 6);
  ExpectCount(Get(p, "Maria", "finished"), 3);
  Expect(Get(p, "Maria", "win_rate"), 2, 3);
  Expect(Get(p, "Maria", "margin"), 59 - 2 + 61, 3);
  Expect(Get(p, "Maria", "winning_margin"), 59 + 61, 2);
  Expect(Get(p, "Maria", "first_dealer_win_rate"), 1, 1);
  Expect(Get(p, "Maria", "other_win_rate"), 1, 2);
  Table pairs = Stat("wins", GroupBy::kPair);
  Expect(Get(pairs, "Giorgos & Maria", "win_rate"), 1, 1);
  Expect(Get(pairs, "Eleni & Kostas", "win_rate"), 0, 1);
}

TEST_P(Stats, Games) {
  Table t = Stat("games");
  ExpectCount(Get(t, kAll, "matches"), 6);
  ExpectCount(Get(t, kAll, "finished"), 3);
  ExpectCount(Get(t, kAll, "hands"), 12);
  ExpectCount(Get(t, kAll, "full_hands"), 10);
  ExpectCount(Get(t, kAll, "partial_hands"), 0);
  ExpectCount(Get(t, kAll, "sheet_hands"), 2);
  ExpectCount(Get(t, kAll, "invalid_kept"), 1);
  Table e = Stat("games", GroupBy::kEvent);
  ExpectCount(Get(e, "Kafeneio Cup", "matches"), 2);
  ExpectCount(Get(e, "Kafeneio Cup", "invalid_kept"), 1);
  ExpectCount(Get(e, "Kafeneio Cup", "sheet_hands"), 1);
  ExpectCount(Get(e, std::nullopt, "matches"), 2);  // R4, R6 have no event
  ExpectCount(Get(e, "Bourlot Night", "hands"), 3);
  Table g = Stat("games", GroupBy::kGame);
  ExpectCount(Get(g, "tute", "matches"), 2);
  ExpectCount(Get(g, "diloti", "invalid_kept"), 1);
  Table p = Stat("games", GroupBy::kPlayer);
  ExpectCount(Get(p, "Maria", "matches"), 6);
  ExpectCount(Get(p, "Ana", "hands"), 2);
  EXPECT_THROW(Stat("games", GroupBy::kSide), std::invalid_argument);
  EXPECT_THROW(Stat("nonsense"), std::invalid_argument);
}

// The row of `measure` in `group` and `form`; fails the test if absent.
const Row& GetForm(const Table& t, std::optional<std::string> group, const std::string& form,
                   const std::string& measure) {
  for (const Row& r : t.rows)
    if (r.group == group && r.form == form && r.measure == measure && r.slice.empty()) return r;
  static const Row kMissing;
  ADD_FAILURE() << "no row " << group.value_or("(all)") << " " << form << " " << measure;
  return kMissing;
}

TEST_P(Stats, FormsAreSplitOrTheirSumStated) {
  auto split = [&](std::string_view statistic, GroupBy by, const Filters& f = {}) {
    return Compute(store_->db(), statistic, f, by);  // Forms::kSplit, the default
  };
  // Contracts by side: Bourlot R3 h0 (side 0, made), h1 (side 1, inside), h2 (side 0, hung);
  // Pilotta R4 h0 (side 1, made), h1 (side 0, capot made). Never one made_rate of both games.
  Table c = split("contracts", GroupBy::kSide);
  EXPECT_TRUE(c.by_form);
  Expect(GetForm(c, "0", "bourlot", "made_rate"), 1, 2);
  Expect(GetForm(c, "0", "pilotta", "made_rate"), 1, 1);
  Expect(GetForm(c, "1", "bourlot", "made_rate"), 0, 1);
  Expect(GetForm(c, "1", "pilotta", "made_rate"), 1, 1);
  Expect(GetForm(c, "0", "bourlot", "hanging_rate"), 1, 2);
  // Added up on request, the row names both games.
  Table added = Stat("contracts", GroupBy::kSide);
  EXPECT_TRUE(added.by_form);
  Expect(GetForm(added, "0", "bourlot + pilotta", "made_rate"), 2, 3);
  Expect(GetForm(added, "1", "bourlot + pilotta", "made_rate"), 1, 2);
  // xeri: R1 (2 players) h0 1 xeri, h1 2; R2 (4 players) h0 none.
  Table x = split("xeri", GroupBy::kAll);
  EXPECT_TRUE(x.by_form);
  ExpectCount(GetForm(x, kAll, "diloti 2p", "hands"), 2);
  Expect(GetForm(x, kAll, "diloti 2p", "hands_with_xeri"), 2, 2);
  ExpectCount(GetForm(x, kAll, "diloti 4p", "hands"), 1);
  Expect(GetForm(x, kAll, "diloti 4p", "hands_with_xeri"), 0, 1);
  // The same from the views as from the totals kept at import (their own form expression).
  Table xv = Compute(store_->db(), "xeri", {}, GroupBy::kAll, Source::kViews);
  ASSERT_EQ(xv.rows.size(), x.rows.size());
  for (size_t i = 0; i < x.rows.size(); ++i) EXPECT_EQ(xv.rows[i].form, x.rows[i].form);
  // One form per group (--by game splits Bourlot from Pilotta already; one game chosen): no
  // form column, the rows as they always were.
  EXPECT_FALSE(split("contracts", GroupBy::kGame).by_form);
  Filters bourlot;
  bourlot.games = {"bourlot"};
  Table b = split("contracts", GroupBy::kSide, bourlot);
  EXPECT_FALSE(b.by_form);
  for (const Row& r : b.rows) EXPECT_EQ(r.form, "");
  Expect(Get(b, "0", "made_rate"), 1, 2);
  // A store with no unit of the statistic still has its line (counts 0), as before.
  Filters none;
  none.events = {"no such event"};
  Table empty = split("xeri", GroupBy::kAll, none);
  ExpectCount(Get(empty, kAll, "hands"), 0);
  EXPECT_FALSE(empty.by_form);
  // Wins: a 2-player Diloti margin is not a 4-player one; games (counts) are never split.
  EXPECT_TRUE(split("wins", GroupBy::kPlayer).by_form);
  EXPECT_FALSE(split("games", GroupBy::kPlayer).by_form);
}

TEST_P(Stats, TheChartHasNoPanelForAMeasureWithoutData) {
  // Pilotta records no `inside` and no `hanging`: made_rate and capot_rate are drawn, the two
  // others have no value in any row and get no panel (the table keeps them, n = 0).
  Filters pilotta;
  pilotta.games = {"pilotta"};
  const std::string svg = FormatSvg(Compute(store_->db(), "contracts", pilotta, GroupBy::kSide));
  EXPECT_NE(svg.find("<title>contracts by side: made_rate</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>contracts by side: capot_rate</title>"), std::string::npos);
  EXPECT_EQ(svg.find("inside_rate"), std::string::npos);
  EXPECT_EQ(svg.find("hanging_rate"), std::string::npos);
  EXPECT_EQ(svg.find("no units"), std::string::npos);
  // Bourlot and Pilotta together: each row names its game.
  const std::string both = FormatSvg(Compute(store_->db(), "contracts", {}, GroupBy::kSide));
  EXPECT_NE(both.find(">0 · bourlot (n=2)</text>"), std::string::npos);
  EXPECT_NE(both.find(">0 · pilotta (n=1)</text>"), std::string::npos);
  // Nothing to draw at all: one panel that says so.
  Filters none;
  none.events = {"no such event"};
  const std::string empty = FormatSvg(Compute(store_->db(), "xeri", none, GroupBy::kPlayer));
  EXPECT_NE(empty.find("<title>xeri by player: no units</title>"), std::string::npos);
}

TEST_P(Stats, EveryStatisticAndGroupingRuns) {
  for (std::string_view name : StatisticNames())
    for (GroupBy by : {GroupBy::kAll, GroupBy::kPlayer, GroupBy::kSide, GroupBy::kPair,
                       GroupBy::kEvent, GroupBy::kGame, GroupBy::kVariant}) {
      if (name == "games" && (by == GroupBy::kSide || by == GroupBy::kPair)) continue;
      // The hand-made fixtures have no play to review: ReviewStore.AccuracyRunsByEveryGrouping
      // runs accuracy on a store imported with the review.
      if (name == "accuracy") continue;
      Table t = Stat(name, by);
      EXPECT_FALSE(t.rows.empty()) << name << " by " << GroupByName(by);
      for (const Row& r : t.rows)
        if (r.kind == Kind::kRate && r.n > 0) {
          EXPECT_LE(*r.low, *r.value);
          EXPECT_GE(*r.high, *r.value);
        }
    }
}

TEST_P(Stats, Renderings) {
  Filters f;
  f.games = {"diloti"};
  // 2- and 4-player Diloti added up (Stat): every row says so.
  Table t = Stat("points", GroupBy::kSide, f);
  EXPECT_EQ(FormatText(t),
            "side  form                   measure           value  n  95% CI\n"
            "0     diloti 2p + diloti 4p  hands                 4\n"
            "0     diloti 2p + diloti 4p  points_per_hand  21.250  4  [0.000, 58.599]\n"
            "0     diloti 2p + diloti 4p  majority_rate     66.7%  3  [20.8%, 93.9%]\n"
            "0     diloti 2p + diloti 4p  split_26_rate     33.3%  3  [6.1%, 79.2%]\n"
            "1     diloti 2p + diloti 4p  hands                 4\n"
            "1     diloti 2p + diloti 4p  points_per_hand   7.500  4  [0.000, 25.052]\n"
            "1     diloti 2p + diloti 4p  majority_rate      0.0%  3  [0.0%, 56.1%]\n"
            "1     diloti 2p + diloti 4p  split_26_rate     33.3%  3  [6.1%, 79.2%]\n");
  std::string csv = FormatCsv(t);
  EXPECT_EQ(csv.substr(0, csv.find("\r\n")),
            "side,form,slice,measure,kind,value,k,n,ci_low,ci_high");
  EXPECT_NE(csv.find(fmt::format("\r\n0,diloti 2p + diloti 4p,,points_per_hand,mean,21.25,85,4,0,{}\r\n",
                                 MeanInterval(85, 3459, 4)->high)),
            std::string::npos);
  nlohmann::ordered_json rows = ToJson(t);
  ASSERT_EQ(rows.size(), 8u);
  EXPECT_EQ(rows[2]["form"], "diloti 2p + diloti 4p");
  EXPECT_EQ(rows[2]["side"], "0");
  EXPECT_EQ(rows[2]["measure"], "majority_rate");
  EXPECT_EQ(rows[2]["k"], 2);
  EXPECT_EQ(rows[2]["n"], 3);
  EXPECT_TRUE(rows[2]["slice"].is_null());
  EXPECT_DOUBLE_EQ(rows[2]["ci_low"].get<double>(), Wilson(2, 3).low);
}

TEST_P(Stats, MeansHaveTIntervals) {
  // Diloti side 0's points per hand: 19, 3, 8, 55 (Σ 85, Σx² 3459); side 1's: 2, 24, 3, 1.
  Filters f;
  f.games = {"diloti"};
  Table t = Stat("points", GroupBy::kSide, f);
  const Row& r = Get(t, "0", "points_per_hand");
  std::optional<Interval> ci = MeanInterval(85, 3459, 4);
  ASSERT_TRUE(r.low && ci);
  EXPECT_NEAR(ci->low, -16.099, 1e-3);  // 21.25 ∓ 3.1824 · 23.4716 / 2
  EXPECT_NEAR(ci->high, 58.599, 1e-3);
  EXPECT_EQ(*r.low, 0);  // points can't be negative: the lower end is cut at 0
  EXPECT_DOUBLE_EQ(*r.high, ci->high);
  // A margin can: Maria's -2, 59, 61 (Σ 118, Σx² 7206) keep their whole interval.
  const Table wins = Stat("wins", GroupBy::kPlayer);  // kept: Get returns a row of it
  const Row& m = Get(wins, "Maria", "margin");
  ci = MeanInterval(118, 4 + 59 * 59 + 61 * 61, 3);
  ASSERT_TRUE(m.low && ci);
  EXPECT_LT(*m.low, 0);
  EXPECT_DOUBLE_EQ(*m.low, ci->low);
  EXPECT_DOUBLE_EQ(*m.high, ci->high);
}

TEST_P(Stats, ShapeSortsGroupsFiltersMeasuresAndSmallGroups) {
  Table p = Stat("xeri", GroupBy::kPlayer);
  View v;
  v.sort = "hands_with_xeri";
  v.measures = {"hands", "hands_with_xeri"};
  Table s = Shape(p, v);
  // Rates: Nikos 1/2, Maria 1/3, then Eleni, Giorgos, Kostas 0/1 in their order (ties stay).
  std::vector<std::string> order;
  for (const Row& r : s.rows)
    if (r.measure == "hands") order.push_back(*r.group);
  EXPECT_EQ(order, (std::vector<std::string>{"Nikos", "Maria", "Eleni", "Giorgos", "Kostas"}));
  EXPECT_EQ(s.rows.size(), 10u);
  v.descending = false;
  v.min_n = 2;  // Maria 3 hands, Nikos 2; the others 1
  s = Shape(p, v);
  ASSERT_EQ(s.rows.size(), 4u);
  EXPECT_EQ(*s.rows[0].group, "Maria");
  EXPECT_EQ(*s.rows[2].group, "Nikos");
  // Slices under --min-n go too: bid=90 and the other single contracts.
  Table c = Shape(Stat("contracts"), View{{"contracts"}, "", true, 2});
  for (const Row& r : c.rows) EXPECT_GE(r.k, 2) << r.slice;
  EXPECT_FALSE(c.rows.empty());
}

TEST_P(Stats, WideLayout) {
  Filters f;
  f.games = {"diloti"};
  View only;
  only.measures = {"hands", "points_per_hand", "majority_rate"};
  Table t = Shape(Stat("points", GroupBy::kSide, f), only);
  EXPECT_EQ(FormatWideText(t, 0),
            "side  form                   hands  points_per_hand  n  95% CI           majority_rate  n  95% CI\n"
            "0     diloti 2p + diloti 4p      4           21.250  4  [0.000, 58.599]          66.7%  3  [20.8%, 93.9%]\n"
            "1     diloti 2p + diloti 4p      4            7.500  4  [0.000, 25.052]           0.0%  3  [0.0%, 56.1%]\n");
  // 105 columns: wrapped at 100 (the default), majority_rate below, the keys repeated.
  EXPECT_EQ(FormatWideText(t),
            "side  form                   hands  points_per_hand  n  95% CI\n"
            "0     diloti 2p + diloti 4p      4           21.250  4  [0.000, 58.599]\n"
            "1     diloti 2p + diloti 4p      4            7.500  4  [0.000, 25.052]\n"
            "\n"
            "side  form                   majority_rate  n  95% CI\n"
            "0     diloti 2p + diloti 4p          66.7%  3  [20.8%, 93.9%]\n"
            "1     diloti 2p + diloti 4p           0.0%  3  [0.0%, 56.1%]\n");
  EXPECT_EQ(FormatWideText(t, 105), FormatWideText(t, 0));  // the widest line fits exactly
  EXPECT_EQ(FormatWideText(t, 104), FormatWideText(t));
  // Narrower than one measure: one measure per block, never none.
  EXPECT_EQ(FormatWideText(t, 10).substr(0, 35), "side  form                   hands\n");
  std::string csv = FormatWideCsv(t);
  EXPECT_EQ(csv.substr(0, csv.find("\r\n")),
            "side,form,slice,hands,points_per_hand,points_per_hand_n,points_per_hand_low,"
            "points_per_hand_high,majority_rate,majority_rate_n,majority_rate_low,majority_rate_high");
  nlohmann::ordered_json rows = WideJson(t);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[1]["side"], "1");
  EXPECT_EQ(rows[1]["hands"], 4);
  EXPECT_EQ(rows[1]["majority_rate_n"], 3);
  EXPECT_DOUBLE_EQ(rows[1]["majority_rate_high"].get<double>(), Wilson(0, 3).high);
  // A statistic with slices: a table per part in text; one table, empty cells, in CSV.
  Table d = Stat("declarations", GroupBy::kGame);
  std::string text = FormatWideText(d);
  EXPECT_NE(text.find("\n\ngame     slice        melds  melds_per_hand  n  counted_rate"),
            std::string::npos)
      << text;
  nlohmann::ordered_json drows = WideJson(d);
  EXPECT_TRUE(drows[0]["slice"].is_null());
  EXPECT_TRUE(drows[0]["melds"].is_null());
  EXPECT_TRUE(drows.back()["hands"].is_null());
}

TEST_P(Stats, UnmatchedPlayersAndEventsNameTheNearest) {
  Filters f;
  f.players = {"Mariaa", "Maria"};
  f.events = {"Kafeneio cup"};
  EXPECT_EQ(UnmatchedFilters(store_->db(), f),
            (std::vector<std::string>{
                // Maria 1 edit; Ana and Kostas 5 each (Eleni, Nikos 6). The event that contains what
                // was typed (case aside) first, then by edit distance.
                "no player \"Mariaa\" in the store (nearest: Maria, Ana, Kostas)",
                "no event \"Kafeneio cup\" in the store (nearest: Kafeneio Cup, Open de Tute, "
                "Bourlot Night)"}));
  f.players = {"Maria"};
  f.events = {};
  EXPECT_TRUE(UnmatchedFilters(store_->db(), f).empty());
}

// A Xeri Jack xeri scores 20 by default (XER-24), another xeri 10: the xeri points count each at
// its value, in the views (all hands, sides) and in the seats' totals (--by player), rather than
// every xeri at the record's xeri_points (#30; before, this hand's 30 points read 20).
TEST(StatsXeriPoints, AJackXeriCountsAtItsOwnValue) {
  TempDir dir;
  store::Store store(dir.Path("jack.db"));
  const nlohmann::json seat = {{"xeri", 1}, {"opening_xeri", 0}, {"last_card_xeri", 0}};
  nlohmann::json jack = seat, plain = seat;
  jack["xeri_points"] = 20;
  plain["xeri_points"] = 10;
  const nlohmann::json fixture = {
      {"record", {{"game", "xeri"}, {"players", {"Ana", "Bo"}}, {"hands", {{{"dealer", 0}}}}}},
      {"facts",
       {{{"level", "full"},
         {"dealer", 0},
         {"points", {24, 12}},
         {"sides", {{{"cards", 28}, {"xeri", 1}}, {{"cards", 24}, {"xeri", 1}}}},
         {"seats", {jack, plain}}}}},
      {"result", {{"score", {24, 12}}}}};
  store.Add(store::testing::HandMadeRecord(fixture).report());

  Table all = Compute(store.db(), "xeri", {}, GroupBy::kAll);
  Expect(Get(all, kAll, "xeri_points_per_hand"), 30, 1);
  Table sides = Compute(store.db(), "xeri", {}, GroupBy::kSide);
  Expect(Get(sides, "0", "xeri_points_per_hand"), 20, 1);
  Expect(Get(sides, "1", "xeri_points_per_hand"), 10, 1);
  Table players = Compute(store.db(), "xeri", {}, GroupBy::kPlayer);
  Expect(Get(players, "Ana", "xeri_points_per_hand"), 20, 1);
  Expect(Get(players, "Bo", "xeri_points_per_hand"), 10, 1);
  EXPECT_EQ(store.db().QueryInt("SELECT xeri_points_sq FROM totals_xeri_seats WHERE seat = 0"),
            400);
}

}  // namespace
}  // namespace replay::stats
