// The randomized battery: thousands of seeded random legal hands under every variant, each
// checked for the invariants of rules/pilotta.md §7 and §9, and random matches through the
// shared battery (engine/testing/battery.h).
#include <algorithm>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "engine/testing/battery.h"
#include "engine/testing/share.h"
#include "pilotta/pilotta_random.h"
#include "pilotta/pilotta_sheet.h"
#include "pilotta/pilotta_test_util.h"

namespace replay::pilotta {
namespace {

using namespace testing;  // NOLINT: the test helpers

struct Variant {
  const char* name;
  Json rules;
};

std::vector<Variant> Variants() {
  return {
      {"default", Json::object()},
      {"must_head", {{"must_head_all_suits", true}}},
      {"carre_in_sequence", {{"carre_card_in_sequence", true}}},
      {"pilotta_held", {{"pilotta_requires_call", false}}},
      {"pool", {{"failed_defenders_get", "pool"}}},
      {"beating", {{"made_requires_beating_defenders", true}}},
      {"trump_jack", {{"round6_tiebreak", "trump_jack"}}},
      {"carre_trump_order", {{"carre_100_order", "trump_order"}}},
      {"keep_melds", {{"failed_bidders_keep_melds", true}}},
      {"keep_melds_pool", {{"failed_bidders_keep_melds", true}, {"failed_defenders_get", "pool"}}},
      {"all",
       {{"target", 151}, {"must_head_all_suits", true}, {"carre_card_in_sequence", true},
        {"pilotta_requires_call", false}, {"failed_defenders_get", "pool"},
        {"made_requires_beating_defenders", true}, {"round6_tiebreak", "trump_jack"},
        {"carre_100_order", "trump_order"}, {"failed_bidders_keep_melds", true}}},
  };
}

// Everything the state shows, to see that an illegal move changes nothing.
std::string Snapshot(const State& s) {
  std::string out = fmt::format("{} {} {}", s.PlayIndex(), s.ToMove(), s.InTrick());
  for (int seat = 0; seat < 4; ++seat) out += fmt::format(" {:x}", s.HandOf(seat).Bits());
  HandFacts f = s.Facts();
  out += fmt::format(" {} {} {} {} {}", f.tricks[0], f.tricks[1], f.declarations[0],
                     f.declarations[1], s.PilottaCalled());
  return out;
}

class PilottaRandom : public ::testing::TestWithParam<Variant> {};

TEST_P(PilottaRandom, LegalHandsKeepTheInvariants) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules);
  std::mt19937_64 rng(20261130);
  const int kHands = replay::testing::BatteryCount(600);
  int played = 0, capots = 0, doubled = 0, failed = 0, melds = 0;
  for (int h = 0; h < kHands; ++h) {
    RandomHand hand = RandomLegalHand(options, h % 4, rng);
    if (!hand.contract) {
      EXPECT_TRUE(hand.moves.empty());
      continue;
    }
    ++played;
    ASSERT_EQ(hand.moves.size(), size_t(kPlayEntries));
    // Replay: legal moves sorted and non-empty, each accepted; an illegal card changes nothing;
    // every card is played exactly once.
    State state(options, hand.deal, *hand.contract);
    CardSet seen;
    for (const Move& m : hand.moves) {
      std::vector<Move> legal = state.LegalMoves();
      ASSERT_FALSE(legal.empty());
      for (size_t i = 1; i < legal.size(); ++i)
        ASSERT_TRUE(legal[i - 1].card.Index() <= legal[i].card.Index());
      CardSet illegal = state.HandOf(state.ToMove()) - state.LegalCards();
      if (!illegal.Empty()) {
        std::string before = Snapshot(state);
        Move bad;
        bad.card = *illegal.begin();
        ASSERT_TRUE(state.Apply(bad));
        ASSERT_EQ(Snapshot(state), before);
      }
      ASSERT_FALSE(seen.Contains(m.card));
      seen.Add(m.card);
      ASSERT_FALSE(state.Apply(m)) << MoveText(m);
    }
    EXPECT_EQ(seen, CardSet::Full(kDeck));
    for (int s = 0; s < 4; ++s) EXPECT_TRUE(state.HandOf(s).Empty());
    // Deterministic: the same replay gives the same facts and score.
    const HandFacts f = state.Facts();
    const HandScore& score = *hand.score;
    EXPECT_EQ(ScoreHand(f, options), score);
    // §7: 162 in tricks (250 / 0 after a capot), at most one side's melds, one pilotta.
    if (score.capot) {
      ++capots;
      EXPECT_EQ(std::max(score.tricks[0], score.tricks[1]), kCapotTricks);
      EXPECT_EQ(std::min(score.tricks[0], score.tricks[1]), 0);
    } else {
      EXPECT_EQ(score.tricks[0] + score.tricks[1], kTrickTotal);
    }
    EXPECT_TRUE(score.declarations[0] == 0 || score.declarations[1] == 0);
    EXPECT_TRUE(IsMeldTotal(score.declarations[0] + score.declarations[1]));
    EXPECT_LE(score.pilotta[0] + score.pilotta[1], kPilottaPoints);
    melds += score.declarations[0] + score.declarations[1] > 0;
    // PIL-46: the written total.
    const Contract& c = *hand.contract;
    long pool = 0;
    for (size_t s = 0; s < 2; ++s)
      pool += score.tricks[s] + score.declarations[s] + score.pilotta[s];
    long vm = c.value * c.multiplier;
    if (!score.made && c.multiplier == 1 &&
        options.failed_defenders_get == FailedDefendersGet::kPool)
      vm = 0;
    EXPECT_EQ(score.raw[0] + score.raw[1], pool + vm);
    EXPECT_EQ(score.points[0] + score.points[1], (pool + vm - (score.capot ? 0 : 2)) / 10);
    doubled += c.multiplier > 1;
    failed += !score.made;
    // §9: the score sheet accepts the full line the engine scored.
    SheetLine line{c, score.points, score.raw, score.tricks, score.declarations, score.pilotta,
                   score.made, score.capot};
    std::optional<SheetError> e = CheckSheetLine(line, options);
    EXPECT_FALSE(e) << e->code << ": " << e->message;
    // … and the points alone.
    EXPECT_FALSE(CheckSheetLine(SheetLine{c, score.points, {}, {}, {}, {}, {}, {}}, options));
  }
  // The generator explores what matters.
  EXPECT_GT(played, kHands / 2);
  EXPECT_GT(doubled, 0);
  EXPECT_GT(failed, 0);
  EXPECT_GT(melds, 0);
  RecordProperty("capots", capots);
}

TEST_P(PilottaRandom, RandomMatchesPassTheBattery) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules);
  std::mt19937_64 rng(7);
  for (int m = 0; m < 6; ++m) {
    Json match = RandomMatch(options, variant.rules, {"Andreas", "Christina", "Marios", "Eleni"},
                             40, rng);
    replay::testing::CheckRandomMatch(match);
    // Facts for every hand, void deals included.
    EXPECT_EQ(ReplayJson(match).facts.size(), match["hands"].size());
  }
}

TEST(PilottaAuction, RandomAuctionsOfferOnlyLegalCalls) {
  std::mt19937_64 rng(11);
  for (int i = 0; i < replay::testing::BatteryCount(500); ++i) {
    Auction auction(i % 4);
    for (const Call& call : RandomAuction(i % 4, rng)) {
      for (const Call& legal : auction.LegalCalls()) ASSERT_FALSE(auction.Check(legal));
      ASSERT_FALSE(auction.Apply(call)) << CallText(call);
    }
    ASSERT_TRUE(auction.IsOver());
    ASSERT_TRUE(auction.LegalCalls().empty());
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, PilottaRandom, ::testing::ValuesIn(Variants()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace replay::pilotta
