// The randomized battery: seeded random legal hands under every option of rules/xeri.md §9, each
// checked for the invariants of §6, and random matches through the shared battery
// (engine/testing/battery.h).
#include <array>
#include <random>

#include <gtest/gtest.h>

#include "engine/testing/battery.h"
#include "engine/testing/replayed.h"
#include "engine/testing/share.h"
#include "xeri/xeri_random.h"

namespace replay::xeri {
namespace {

struct Variant {
  const char* name;
  nlohmann::json rules;
};

std::vector<Variant> Variants() {
  return {
      {"default2", nlohmann::json::object()},
      {"default4", {{"players", 4}}},
      {"packets_of_4", {{"packet_size", 4}}},
      {"packets_of_4_4p", {{"packet_size", 4}, {"players", 4}}},
      {"no_redeal", {{"opening_redeal", "none"}}},
      {"top_pair", {{"opening_redeal", "jack_or_top_pair"}}},
      {"any_pair", {{"opening_redeal", "jack_or_pair"}, {"players", 4}}},
      {"jack_single", {{"jack_xeri", "single"}, {"xeri_points", 5}}},
      {"jack_none_no_last", {{"jack_xeri", "none"}, {"last_card_xeri", false}}},
      {"no_majority", {{"majority_points", 0}, {"xeri_points", 0}}},
      {"target", {{"target", 37}}},
      // The named counts of §9.
      {"common", {{"point_ranks", "AKQJT"}, {"majority_points", 3}}},
      {"greek_apps",
       {{"point_ranks", "KQJT"}, {"ten_of_diamonds_points", 1}, {"majority_points", 3}}},
      {"ak",
       {{"packet_size", 4}, {"jack_xeri", "none"}, {"ten_of_diamonds_points", 3},
        {"two_of_clubs_points", 2}, {"majority_points", 3}}},
  };
}

Options OptionsOf(const nlohmann::json& rules) {
  const int players = rules.value("players", 2);
  return replay::testing::OptionsOf("xeri", rules, players,
                                    [&](OptionReader& reader, const Record&, Reporter&) {
                                      return ReadOptions(reader, players);
                                    });
}

class XeriRandom : public ::testing::TestWithParam<Variant> {};

TEST_P(XeriRandom, LegalHandsKeepTheInvariants) {
  const Options options = OptionsOf(GetParam().rules);
  std::mt19937_64 rng(20261203);
  for (int h = 0; h < replay::testing::BatteryCount(250); ++h) {
    RandomHand hand = RandomLegalHand(options, h % options.players, rng);
    ASSERT_EQ(hand.moves.size(), size_t(kActionsPerHand));
    // No pile the engine redeals (XER-5): one Redealt serves the deal check and the generator.
    ASSERT_FALSE(Redealt(hand.deal.table, options));
    State state(options, hand.deal);
    int jack_xeris = 0;
    for (const Move& m : hand.moves) {
      Effect e;
      ASSERT_FALSE(state.Apply(m, &e)) << MoveText(m);
      jack_xeris += e.xeri && m.card.rank == kJack;
    }
    EXPECT_LE(jack_xeris, 2);
    const std::array<CardSet, 2> piles = state.Piles();  // every card once (XER-50)
    EXPECT_TRUE((piles[0] & piles[1]).Empty());
    EXPECT_EQ(piles[0] | piles[1], CardSet::Full(kDeck));
    const HandScore& s = hand.score;
    EXPECT_EQ(s.cards[0] + s.cards[1], 52);
    const long base = s.points[0] + s.points[1] - state.XeriPoints()[0] - state.XeriPoints()[1];
    EXPECT_EQ(base, DeckPoints(options) + (s.cards[0] == 26 ? 0 : options.majority_points));
    EXPECT_EQ(CheckSheetLine({s.points, s.cards, s.xeri}, options), SheetVerdict::kOk);
  }
}

TEST_P(XeriRandom, RandomMatchesPassTheBattery) {
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

TEST(XeriRedealt, SaysWhichPilesAreDealtAgain) {
  Options jack, top_pair, any_pair, none;
  jack.opening_redeal = OpeningRedeal::kJack;
  top_pair.opening_redeal = OpeningRedeal::kJackOrTopPair;
  any_pair.opening_redeal = OpeningRedeal::kJackOrPair;
  none.opening_redeal = OpeningRedeal::kNone;
  EXPECT_TRUE(Redealt(Table("2C", "3D", "4H", "JS"), jack));  // a Jack on top
  EXPECT_FALSE(Redealt(Table("JS", "3D", "4H", "5C"), jack));  // a Jack below counts not
  EXPECT_FALSE(Redealt(Table("2C", "3D", "4H", "JS"), none));
  EXPECT_FALSE(Redealt(Table("2C", "3D", "4H", "4S"), jack));
  EXPECT_TRUE(Redealt(Table("2C", "3D", "4H", "4S"), top_pair));
  EXPECT_FALSE(Redealt(Table("4C", "3D", "2H", "4S"), top_pair));
  EXPECT_TRUE(Redealt(Table("4C", "3D", "2H", "4S"), any_pair));
  EXPECT_FALSE(Redealt(Table("4C", "3D", "2H", "5S"), any_pair));
}

INSTANTIATE_TEST_SUITE_P(Variants, XeriRandom, ::testing::ValuesIn(Variants()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace replay::xeri
