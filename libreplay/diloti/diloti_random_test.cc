// The randomized battery: thousands of seeded random legal hands under every variant, each
// checked for the invariants of rules/diloti.md §6, and random matches through the shared
// battery (engine/testing/battery.h).
#include <array>
#include <random>

#include <gtest/gtest.h>

#include "diloti/diloti_random.h"
#include "engine/testing/battery.h"
#include "engine/testing/replayed.h"
#include "engine/testing/share.h"

namespace replay::diloti {
namespace {

struct Variant {
  const char* name;
  nlohmann::json rules;
};

std::vector<Variant> Variants() {
  return {
      {"default4", nlohmann::json::object()},
      {"default2", {{"players", 2}}},
      {"redeal", {{"initial_faces", "redeal"}}},
      {"single_set", {{"xeri_rule", "single_set"}, {"opening_xeri", true}}},
      {"no_last_card_xeri", {{"last_card_xeri", false}, {"xeri_points", 5}}},
      {"one_set_capture", {{"multi_set_capture", false}, {"players", 2}}},
      {"forced_full", {{"forced_full_capture", true}}},
      {"no_throw_on_match", {{"no_throw_on_match", true}, {"players", 2}}},
      {"absorb", {{"build_absorbs_equal_loose", true}}},
      {"others_build", {{"add_to_others_build", true}, {"players", 2}}},
      {"raise_table", {{"raise_with_table_cards", true}}},
      {"raise_owning_self", {{"raise_while_owning", true}, {"self_raise", true}}},
      // The KK platform (§9).
      {"kk",
       {{"players", 2}, {"forced_full_capture", true}, {"no_throw_on_match", true},
        {"build_absorbs_equal_loose", true}, {"add_to_others_build", true},
        {"raise_with_table_cards", true}, {"opening_xeri", true}, {"target", 1000}}},
  };
}

Options OptionsOf(const nlohmann::json& rules) {
  return replay::testing::OptionsOf(
      "diloti", rules, rules.value("players", 4),
      [&](OptionReader& reader, const Record&, Reporter&) {
        return ReadOptions(reader, rules.value("players", 4));
      });
}

class DilotiRandom : public ::testing::TestWithParam<Variant> {};

TEST_P(DilotiRandom, LegalHandsKeepTheInvariants) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules);
  std::mt19937_64 rng(20261129);
  const int kHands = replay::testing::BatteryCount(250);
  for (int h = 0; h < kHands; ++h) {
    RandomHand hand = RandomLegalHand(options, h % options.players, rng);
    ASSERT_EQ(hand.moves.size(), size_t(kActionsPerHand));
    // No table the engine redeals (DIL-5): one Redealt serves the deal check and the generator.
    ASSERT_FALSE(Redealt(hand.deal.table, options));
    // Every card is seen exactly once: replay again and check the piles.
    State state(options, hand.deal);
    for (const Move& m : hand.moves) ASSERT_FALSE(state.Apply(m)) << MoveText(m);
    std::array<CardSet, 2> piles = state.Piles();
    EXPECT_TRUE((piles[0] & piles[1]).Empty());
    EXPECT_EQ(piles[0] | piles[1], CardSet::Full(kDeck));
    for (const Build& b : state.Builds()) ADD_FAILURE() << "a build outlived the hand: " << b.value;
    // Points: base 11, or 7 exactly at 26-26; cards 52.
    const HandScore& s = hand.score;
    EXPECT_EQ(s.cards[0] + s.cards[1], 52);
    long base = s.points[0] + s.points[1] - options.xeri_points * (s.xeri[0] + s.xeri[1]);
    EXPECT_EQ(base, s.cards[0] == 26 ? 7 : 11);
    // Deterministic: the same replay gives the same score.
    EXPECT_EQ(ScoreHand(piles, state.Xeris(), options).points, s.points);
    // The score sheet check accepts what the engine scores.
    EXPECT_EQ(CheckSheetLine({s.points, s.cards, s.xeri}, options), SheetVerdict::kOk);
  }
}

TEST_P(DilotiRandom, RandomMatchesPassTheBattery) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules);
  std::mt19937_64 rng(7);
  for (int m = 0; m < 4; ++m)
    replay::testing::CheckRandomMatch(RandomMatch(options, variant.rules, 6, rng));
}

// An opening table, bottom to top.
std::array<Card, 4> Table(const char* a, const char* b, const char* c, const char* d) {
  return {*ParseCard(a, kDeck), *ParseCard(b, kDeck), *ParseCard(c, kDeck), *ParseCard(d, kDeck)};
}

TEST(DilotiRedealt, SaysWhichTablesAreDealtAgain) {
  Options capture_all, redeal;
  capture_all.initial_faces = InitialFaces::kCaptureAll;
  redeal.initial_faces = InitialFaces::kRedeal;
  EXPECT_TRUE(Redealt(Table("KC", "KD", "KH", "KS"), capture_all));  // four of a face rank
  EXPECT_FALSE(Redealt(Table("QC", "QD", "QH", "2S"), capture_all));
  EXPECT_TRUE(Redealt(Table("QC", "QD", "QH", "2S"), redeal));  // three under redeal
  EXPECT_FALSE(Redealt(Table("QC", "QD", "JH", "2S"), redeal));
  EXPECT_FALSE(Redealt(Table("5C", "5D", "5H", "5S"), capture_all));  // numerals are no face
}

INSTANTIATE_TEST_SUITE_P(Variants, DilotiRandom, ::testing::ValuesIn(Variants()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace replay::diloti
