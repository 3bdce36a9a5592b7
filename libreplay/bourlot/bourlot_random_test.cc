// The randomized battery: thousands of seeded random legal hands under every variant of
// rules/bourlot.md §10, each checked for the invariants of §2, §6 and §7, replayed through the
// notation (with exactly the generator's results), and checked by the score-sheet arithmetic
// of §9 (which must accept every line the engine writes).
#include <random>

#include <gtest/gtest.h>

#include "bourlot/bourlot.h"
#include "bourlot/bourlot_random.h"
#include "engine/testing/battery.h"
#include "engine/testing/replayed.h"
#include "engine/testing/share.h"

namespace replay::bourlot {
namespace {

struct Variant {
  const char* name;
  nlohmann::json rules;
};

std::vector<Variant> Variants() {
  return {
      {"default", nlohmann::json::object()},
      {"dealer_receives", {{"turned_card_to", "dealer"}}},
      {"no_seven_exchange", {{"seven_exchange", false}}},
      {"round2_turned_suit", {{"round2_turned_suit", true}}},
      {"partner_exception", {{"partner_exception", true}}},
      {"no_undertrump", {{"must_undertrump", false}}},
      {"trump_order_carres", {{"carre_100_order", "trump_order"}}},
      {"carre7", {{"carre7_cancels_carre_j", true}}},
      {"tens", {{"rounding", "tens"}}},
      {"target751", {{"target", 751}}},
      {"everything",
       {{"turned_card_to", "dealer"}, {"round2_turned_suit", true}, {"partner_exception", true},
        {"must_undertrump", false}, {"carre_100_order", "trump_order"},
        {"carre7_cancels_carre_j", true}, {"rounding", "tens"}, {"target", 501}}},
  };
}

Options OptionsOf(const nlohmann::json& rules) {
  return replay::testing::OptionsOf("bourlot", rules, 4,
                                    [](OptionReader& reader, const Record&, Reporter&) {
                                      return ReadOptions(reader);
                                    });
}

class BourlotRandom : public ::testing::TestWithParam<Variant> {};

TEST_P(BourlotRandom, LegalHandsKeepTheInvariants) {
  const Options options = OptionsOf(GetParam().rules);
  std::mt19937_64 rng(20261130);
  const int kHands = replay::testing::BatteryCount(400);
  int bought = 0, exchanges = 0, capots = 0, ties = 0, failed = 0, melds = 0, belotes = 0;
  for (int h = 0; h < kHands; ++h) {
    RandomHand hand = RandomLegalHand(options, h % kSeats, rng);
    // The dealt set: exactly the deck (8-card lists) or 21 distinct cards (a passed-out deal).
    CardSet dealt;
    dealt.Add(hand.turned);
    int entries = 1;
    for (const auto& list : hand.lists) {
      EXPECT_EQ(list.size(), hand.passed ? 5u : 8u);
      for (Card c : list) dealt.Add(c), ++entries;
    }
    if (hand.passed) {
      EXPECT_EQ(dealt.Size(), 21);
      EXPECT_EQ(hand.auction.size(), size_t(kAuctionCalls));
      continue;
    }
    ++bought;
    bool exchanged = hand.auction.back().kind == CallKind::kExchange;
    exchanges += exchanged;
    // R's position 6 repeats the turned card (or 7T): 33 entries, 32 cards.
    EXPECT_EQ(entries, 33);
    EXPECT_EQ(dealt, CardSet::Full(kDeck));
    ASSERT_EQ(hand.play.size(), size_t(kPlayEntries));
    // Every card played once; tricks split the deck between the sides.
    CardSet played;
    for (const PlayAction& a : hand.play) {
      EXPECT_FALSE(played.Contains(a.card));
      played.Add(a.card);
    }
    EXPECT_EQ(played, CardSet::Full(kDeck));
    const HandFacts& f = hand.facts;
    EXPECT_TRUE((f.won[0] & f.won[1]).Empty());
    EXPECT_EQ(f.won[0] | f.won[1], CardSet::Full(kDeck));
    EXPECT_EQ(f.tricks[0] + f.tricks[1], belote::kTricks);
    EXPECT_EQ(belote::Points(f.won[0], f.trump) + belote::Points(f.won[1], f.trump),
              belote::kCardPointsTotal);
    // Trick points 162, or 252 and 0 after a capot (BRL-41, BRL-42).
    const HandScore& s = hand.score;
    capots += s.capot;
    if (s.capot) {
      EXPECT_EQ(std::max(s.tricks[0], s.tricks[1]), kCapot);
      EXPECT_EQ(std::min(s.tricks[0], s.tricks[1]), 0);
    } else {
      EXPECT_EQ(s.tricks[0] + s.tricks[1], kTotal);
    }
    // At most one side's melds count; belote 20 for one side at most (BRL-37, BRL-43).
    EXPECT_TRUE(s.declarations[0] == 0 || s.declarations[1] == 0);
    EXPECT_TRUE(IsMeldTotal(s.declarations[0]) && IsMeldTotal(s.declarations[1]));
    EXPECT_LE(s.belote[0] + s.belote[1], 20);
    melds += s.declarations[0] + s.declarations[1] > 0;
    belotes += s.belote[0] + s.belote[1] > 0;
    // BRL-44: S_0 + S_1 = 162 (or 252) + counted melds + belote.
    EXPECT_EQ(s.sums[0] + s.sums[1], s.tricks[0] + s.tricks[1] + s.declarations[0] +
                                         s.declarations[1] + s.belote[0] + s.belote[1]);
    // BRL-45, BRL-46: the written figures.
    const int b = f.buyer_side, d = 1 - b;
    const long total = s.sums[0] + s.sums[1];
    const long written = s.points[0] + s.points[1] + s.hanging;
    EXPECT_EQ(written, options.rounding == Rounding::kTens ? total - 2 : total);
    switch (s.outcome) {
      case Outcome::kMade: EXPECT_GT(s.sums[b], s.sums[d]); break;
      case Outcome::kFailed:
        ++failed;
        EXPECT_EQ(s.points[b], 0);
        break;
      case Outcome::kTie:
        ++ties;
        EXPECT_EQ(s.points[b], 0);
        EXPECT_GT(s.hanging, 0);
        break;
    }
    if (options.rounding == Rounding::kTens) {
      EXPECT_TRUE(s.points[0] % 10 == 0 && s.points[1] % 10 == 0 && s.hanging % 10 == 0);
    }
    // The sheet arithmetic accepts the engine's line with its whole breakdown (BRL-58..62),
    // whatever pot hangs before it.
    for (long pot : {0L, 80L, 250L}) {
      SheetLine line;
      line.buyer_side = b;
      line.points = CollectPot(s.points, s.outcome, b, pot);
      line.made = s.outcome == Outcome::kMade;
      line.capot = s.capot;
      line.hanging = s.hanging;
      line.tricks = s.tricks;
      line.declarations = s.declarations;
      line.belote = s.belote;
      Outcome o;
      std::optional<SheetError> e = CheckSheetLine(line, pot, options, &o);
      EXPECT_FALSE(e) << e->code << ": " << e->message;
      if (!e) {
        EXPECT_EQ(o, s.outcome);
      }
      // And with points only.
      SheetLine bare;
      bare.buyer_side = b;
      bare.points = line.points;
      bare.hanging = s.hanging;
      e = CheckSheetLine(bare, pot, options, &o);
      EXPECT_FALSE(e) << e->code << ": " << e->message;
    }
  }
  // The generator reaches the interesting cases (not a test of the rules, of the battery).
  EXPECT_GT(bought, kHands / 2);
  EXPECT_GT(failed, 0);
  EXPECT_GT(melds, 0);
  EXPECT_GT(belotes, 0);
  if (options.seven_exchange) {
    EXPECT_GT(exchanges, 0);
  }
  RecordProperty("ties", ties);
  RecordProperty("capots", capots);
}

TEST_P(BourlotRandom, LegalCardsAreNeverEmptyAndAgreeWithTheCheck) {
  const Options options = OptionsOf(GetParam().rules);
  std::mt19937_64 rng(99);
  long total_legal = 0;
  for (int h = 0; h < replay::testing::BatteryCount(60); ++h) {
    RandomHand hand = RandomLegalHand(options, h % kSeats, rng, 0.5);
    if (hand.passed) continue;
    std::array<CardSet, kSeats> start{};
    for (int s = 0; s < kSeats; ++s)
      for (Card c : hand.lists[size_t(s)]) start[size_t(s)].Add(c);
    // Rebuild the state from the record's deal to replay every position.
    const Call& last = hand.auction.back();
    int buyer = -1, trump = -1;
    for (size_t i = 0, call = 0; i < hand.auction.size(); ++i) {
      const Call& c = hand.auction[i];
      if (c.kind == CallKind::kExchange) continue;
      if (c.kind != CallKind::kPass) {
        buyer = int((size_t(hand.dealer) + 1 + call) % kSeats);
        trump = c.kind == CallKind::kTrump ? c.suit : hand.turned.suit;
      }
      ++call;
    }
    if (last.kind == CallKind::kExchange) {
      start[size_t(*last.seat)].Remove(belote::TrumpCard(7, trump));
      start[size_t(*last.seat)].Add(hand.turned);
    }
    PlayState state(options, (hand.dealer + 1) % kSeats, buyer, trump, start);
    for (const PlayAction& a : hand.play) {
      CardSet legal = state.LegalCards();
      ASSERT_FALSE(legal.Empty());
      total_legal += legal.Size();
      for (Card c : state.HandOf(state.ToMove())) {
        PlayAction probe;
        probe.card = c;
        EXPECT_EQ(legal.Contains(c), !state.Check(probe)) << Code(c);
      }
      ASSERT_FALSE(state.Apply(a)) << PlayText(a);
    }
    EXPECT_TRUE(state.IsTerminal());
  }
  EXPECT_GT(total_legal, 0);
}

TEST_P(BourlotRandom, RandomMatchesReplayThroughTheNotation) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules);
  std::mt19937_64 rng(7);
  for (int m = 0; m < 3; ++m) {
    nlohmann::json match = RandomMatch(options, variant.rules, 40, rng);
    // The shared battery: no diagnostic, the claimed results, determinism, the canonical
    // round trip and replay-show at every move.
    replay::testing::CheckRandomMatch(match);
    const replay::testing::Replayed first = replay::testing::ReplayJson(match);
    ASSERT_TRUE(first.outcome);
    ASSERT_EQ(first.outcome->hands.size(), match["hands"].size());
    for (size_t h = 0; h < match["hands"].size(); ++h) {
      const nlohmann::json& facts = first.facts[h];
      EXPECT_EQ(facts["points"], match["hands"][h]["result"]["points"]);
      EXPECT_EQ(facts["level"], "full");
    }
    // The same match as a score sheet (points and contracts only) is accepted with the same
    // totals: §9 arithmetic agrees with the engine on every hand, the hanging pot included.
    nlohmann::json sheet = match;
    for (size_t h = 0; h < sheet["hands"].size(); ++h) {
      nlohmann::json& hand = sheet["hands"][h];
      nlohmann::json full = hand;
      hand = {{"dealer", full["dealer"]}, {"auction", full["auction"]}};
      // Exchange entries stay: in a sheet they are accepted unchecked (§9).
      nlohmann::json result = {{"points", full["result"]["points"]}};
      if (full["result"]["hanging"] != 0) result["hanging"] = full["result"]["hanging"];
      hand["result"] = result;
    }
    const replay::testing::Replayed sheet_replay = replay::testing::ReplayJson(sheet);
    for (const Diagnostic& d : sheet_replay.diagnostics) ADD_FAILURE() << FormatText(d);
    ASSERT_TRUE(sheet_replay.outcome);
    EXPECT_EQ(sheet_replay.result, match["result"]);
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, BourlotRandom, ::testing::ValuesIn(Variants()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace replay::bourlot
