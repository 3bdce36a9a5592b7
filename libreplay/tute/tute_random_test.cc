// The randomized battery: thousands of seeded random legal hands of every form under every
// variant, each checked for the invariants of rules/tute.md §3 and §6 and replayed through the
// notation.
#include <random>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include "engine/testing/battery.h"
#include "engine/testing/share.h"
#include "tute/tute_random.h"
#include "tute/tute_test_util.h"

namespace replay::tute {
namespace {

using namespace testing;  // NOLINT: the helpers of tute_test_util.h

struct Variant {
  const char* name;
  int players;
  Json rules;
};

std::vector<Variant> Variants() {
  return {
      {"p2_default", 2, Json::object()},
      {"p2_six_cards", 2, {{"hand_size_2p", 6}}},
      {"p2_follow_suit", 2, {{"stock_duty", "follow_suit"}, {"must_undertrump", true}}},
      {"p2_no_stock_duty", 2, {{"stock_duty", "none"}, {"cante_after_stock", false}}},
      {"p2_tute", 2, {{"tute_2p", true}, {"tute_dealt_immediate", true}}},
      {"p2_no_capote_no_chain", 2, {{"capote", false}, {"exchange_chain", false}}},
      {"p2_free_cantes", 2, {{"one_cante_per_trick", false}, {"forty_first", false}}},
      {"p2_short", 2, {{"target", 40}, {"last_trick_bonus", 0}, {"hand_size_2p", 6}}},
      // TI's "habanero" and "fournier", whole as rules/tute.md §9 lists them.
      {"p2_after_draw", 2, {{"exchange_timing", "after_draw"}}},
      {"p2_habanero", 2,
       {{"stock_duty", "none"}, {"tute_2p", true}, {"exchange_timing", "after_draw"},
        {"one_exchange_per_interval", false}, {"capote_announcer", "leader"}}},
      {"p2_fournier", 2,
       {{"stock_duty", "beat_trump_lead"}, {"tute_2p", true}, {"exchange_timing", "after_draw"},
        {"one_exchange_per_interval", false}, {"capote", false}}},
      {"p3_default", 3, {{"players", 3}}},
      {"p3_mandatory", 3, {{"players", 3}, {"exchange_3p", "mandatory"}}},
      {"p3_no_chain", 3, {{"players", 3}, {"exchange_chain", false}, {"must_undertrump", true}}},
      {"p3_immediate", 3, {{"players", 3}, {"tute_dealt_immediate", true}, {"target", 2}}},
      {"p3_free_cantes", 3,
       {{"players", 3}, {"one_cante_per_trick", false}, {"salida_counts_cantes", true}}},
      {"p3_bonus", 3, {{"players", 3}, {"last_trick_bonus", 20}, {"forty_first", false}}},
      {"p4_default", 4, Json::object()},
      {"p4_partner_exempt", 4, {{"partner_exempt", true}}},
      {"p4_undertrump", 4, {{"must_undertrump", true}, {"forty_first", false}}},
      {"p4_immediate", 4, {{"tute_dealt_immediate", true}, {"target", 2}}},
      {"p4_salida", 4, {{"salida_counts_cantes", true}, {"last_trick_bonus", 0}}},
      {"p4_free_cantes", 4, {{"one_cante_per_trick", false}, {"target", 6}}},
  };
}

// What the battery saw of each kind, so that it is known to explore them.
struct Seen {
  int hands = 0, exchanges = 0, cantes = 0, tutes = 0, capotes_made = 0, capotes_failed = 0,
      claims = 0, played_out = 0;
};

class TuteRandom : public ::testing::TestWithParam<Variant> {};

TEST_P(TuteRandom, LegalHandsKeepTheInvariants) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules, variant.players);
  const int n = options.players, sides = Sides(n);
  std::mt19937_64 rng(20261130);
  RandomPolicy policy;
  policy.capote = 0.1;
  Seen seen;
  // All of it in every build: a tute is rare enough that a quarter of the hands has none in most
  // variants, and the sanitized build should meet it too.
  constexpr int kHands = 500;
  for (int h = 0; h < kHands; ++h) {
    // Claims need earlier hands: pretend some points were carried over.
    PerSide carried{long(rng() % 100), long(rng() % 100)};
    RandomHand hand = RandomLegalHand(options, h % n, rng, h % 2 == 1, carried, policy);
    ++seen.hands;
    // TUT-3 holds for the deal the play drew.
    std::array<int, 64> count{};
    ++count[size_t(hand.deal.turned.Index())];
    const int per_seat = n == 2 ? 20 : n == 3 ? 13 : 10;
    for (int s = 0; s < n; ++s)
      for (int i = 0; i < per_seat; ++i) ++count[size_t(hand.deal.hands[size_t(s)][size_t(i)].Index())];
    int twice = 0;
    for (Card c : CardSet::Full(kDeck)) {
      const int k = count[size_t(c.Index())];
      EXPECT_GE(k, 1) << Code(c);
      EXPECT_LE(k, n == 4 || n == 2 ? 2 : 1) << Code(c);
      twice += k == 2;
    }
    // 2 players: the last draw; 4: the turned card, in the dealer's hand; 3: none.
    EXPECT_EQ(twice, n == 3 ? 0 : 1);
    // Replay: every action legal, legal moves never empty, each card played once.
    State state(options, hand.deal, h % 2 == 1);
    CardSet played;
    for (const Action& a : hand.actions) {
      ASSERT_FALSE(state.Ended());
      ASSERT_FALSE(state.LegalActions().empty());
      if (a.move.kind == MoveKind::kCard) {
        std::vector<Card> legal = state.LegalCards();
        EXPECT_NE(std::find(legal.begin(), legal.end(), a.move.card), legal.end());
        EXPECT_FALSE(played.Contains(a.move.card)) << Code(a.move.card);
        played.Add(a.move.card);
      }
      seen.exchanges += a.move.kind == MoveKind::kExchange;
      seen.cantes += a.move.kind == MoveKind::kSing;
      ASSERT_FALSE(state.Apply(a)) << ActionText(a);
    }
    ASSERT_TRUE(state.Ended());
    const HandFacts f = state.Facts();
    const HandScore& s = hand.score;
    // Deterministic: the same replay gives the same score.
    EXPECT_EQ(ScoreHand(f, options).points, s.points);
    long card_points = 0, points = 0, cantes = 0;
    for (int i = 0; i < sides; ++i) {
      card_points += f.card_points[size_t(i)];
      points += s.points[size_t(i)];
      cantes += s.cantes[size_t(i)];
    }
    long cards_points_played = 0;
    for (Card c : played) cards_points_played += CardPoints(c);
    EXPECT_EQ(card_points, cards_points_played);
    if (f.last_trick >= 0) {  // TUT-73: played to the last trick
      ++seen.played_out;
      const long out = n == 3 ? CardPoints(state.FaceUp()) : 0;
      EXPECT_EQ(card_points, 120 - out);
      EXPECT_EQ(points - cantes, 120 + options.last_trick_bonus - out);
      CardSet expected = CardSet::Full(kDeck);
      if (n == 3) expected.Remove(state.FaceUp());
      EXPECT_EQ(played, expected);
    } else {
      EXPECT_NE(s.end, End::kTricks);
      EXPECT_LE(points - cantes, 120);
    }
    seen.tutes += s.end == End::kTute;
    seen.claims += s.end == End::kClaim;
    seen.capotes_made += s.end == End::kCapote && f.capote_made;
    seen.capotes_failed += s.end == End::kCapote && !f.capote_made;
    // The score sheet check accepts what the engine scores.
    SheetLine line;
    line.players = n;
    line.points = s.points;
    line.cantes = s.cantes;
    if (s.last_trick >= 0) line.last_trick = s.last_trick;
    line.end = s.end;
    if (n != 2) {
      line.winner = s.winner;
      line.games = s.games;
    } else if (s.end != End::kTricks) {
      line.winner = 0;
    }
    SheetVerdict v = CheckSheetLine(line, options);
    EXPECT_EQ(v.error, SheetError::kNone) << v.message;
    if (n != 2) {
      EXPECT_EQ(v.games, s.games);
    }
  }
  EXPECT_GT(seen.cantes, 0);
  EXPECT_GT(seen.played_out, kHands / 4);
  if (n != 4) {
    EXPECT_GT(seen.exchanges, 0);
  }
  if (n == 2 && options.capote) {
    EXPECT_GT(seen.capotes_failed, 0);
  }
  if (n == 2) {
    EXPECT_GT(seen.claims, 0);
  }
  if (n != 2 || options.tute_2p) {
    EXPECT_GT(seen.tutes, 0);
  }
  RecordProperty("hands", seen.hands);
}

// What an illegal action must leave as it was: everything State shows of itself.
std::string Snapshot(const State& s, int n) {
  std::string out = fmt::format("tricks {} move {} ended {} winner {} capote {} tute {} claim {} "
                                "exchanges {} cantes {} face-up {} {} draw {}",
                                s.TricksPlayed(), s.Ended() ? -1 : s.ToMove(), s.Ended(),
                                s.LastWinner(), s.CapoteSeat(), s.TuteSeat(), s.ClaimSeat(),
                                s.Exchanges(), s.CanteCount(), Code(s.FaceUp()),
                                s.FaceUpPresent(), s.PendingDraw().has_value());
  for (int seat = 0; seat < n; ++seat)
    out += fmt::format(" hand{} {:x} {}", seat, s.HandOf(seat).Bits(), s.Exchanged(seat));
  for (Card c : s.Trick()) out += " " + Code(c);
  for (int i = 0; i < s.CanteCount(); ++i)
    out += fmt::format(" cante {} {}", s.Cantes()[size_t(i)].seat, s.Cantes()[size_t(i)].suit);
  out += fmt::format(" won {}", fmt::join(s.CardsWon(), ","));
  return out;
}

// Apply steps in place unless draws are pending (tute_state.h): an illegal action of any kind,
// at any point of a hand, with or without draws pending, still leaves the state as it was, and
// Apply's verdict is Check's. The legal side is the battery above (every action applies).
TEST_P(TuteRandom, IllegalActionsLeaveTheStateAsItWas) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules, variant.players);
  const int n = options.players;
  std::mt19937_64 rng(20261203);
  int illegal = 0;
  for (int h = 0; h < replay::testing::BatteryCount(40); ++h) {
    RandomHand hand = RandomLegalHand(options, h % n, rng, h % 2 == 1);
    State state(options, hand.deal, h % 2 == 1);
    for (const Action& next : hand.actions) {
      std::vector<Action> tries;
      for (Card c : CardSet::Full(kDeck)) {
        tries.push_back(Play(Code(c)));
        tries.push_back(Exchange(Code(c), state.Ended() ? 0 : state.ToMove()));
      }
      for (long seat = 0; seat < n; ++seat) {
        for (char suit : {'O', 'C', 'E', 'B'}) tries.push_back(Sing(suit, seat));
        tries.push_back(Tute(TuteKind::kKings, seat));
        tries.push_back(Tute(TuteKind::kKnights, seat));
        tries.push_back(Capote(seat));
      }
      tries.push_back(Claim());
      const std::string before = Snapshot(state, n);
      for (const Action& a : tries) {
        if (!state.Check(a)) continue;
        ++illegal;
        ASSERT_TRUE(state.Apply(a)) << ActionText(a);
        ASSERT_EQ(Snapshot(state, n), before) << ActionText(a);
      }
      ASSERT_FALSE(state.Apply(next)) << ActionText(next);
    }
  }
  EXPECT_GT(illegal, 1000);
}

TEST_P(TuteRandom, RandomMatchesReplayThroughTheNotation) {
  const Variant& variant = GetParam();
  const Options options = OptionsOf(variant.rules, variant.players);
  std::mt19937_64 rng(11);
  for (int m = 0; m < 12; ++m) {
    Json match = RandomMatch(options, variant.rules, 12, rng);
    replay::testing::CheckRandomMatch(match);
    // Every hand as a score sheet gives the same match.
    Json sheets = match;
    for (Json& hand : sheets["hands"]) {
      hand.erase("cards");
      hand.erase("play");
      hand.erase("dealer");
      if (options.players == 2 && hand["result"]["end"] == "tricks" &&
          !hand["result"].contains("winner"))
        hand["result"].erase("cantes");
    }
    Replayed sheet = ReplayJson(sheets);
    for (const Diagnostic& d : sheet.diagnostics)
      if (d.IsError()) ADD_FAILURE() << FormatText(d);
    EXPECT_EQ(sheet.result, match["result"]);
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, TuteRandom, ::testing::ValuesIn(Variants()),
                         [](const auto& info) { return std::string(info.param.name); });

// A capote made wins the match whatever the points (TUT-56); found by a seeded search.
TEST(TuteRandomCapote, Tut56MadeCapoteWinsWhateverThePoints) {
  const Options options = OptionsOf(Json::object(), 2);
  std::mt19937_64 rng(5);
  RandomPolicy policy;
  policy.capote = 0.5;
  policy.claim = policy.false_claim = 0;
  int made = 0, made_behind = 0;
  for (int i = 0; i < 4000 && made_behind == 0; ++i) {
    RandomHand hand = RandomLegalHand(options, 1, rng, false, {}, policy);
    if (hand.score.end != End::kCapote || !hand.facts.capote_made) continue;
    ++made;
    const int announcer = hand.facts.decider;
    Json record = RecordJson(2, Json::object(), {HandToJson(hand)});
    Replayed r = ReplayJson(record);
    ASSERT_TRUE(Valid(r));
    EXPECT_EQ(r.hands[0]["winner"], announcer);
    EXPECT_EQ(r.hands[0]["end"], "capote");
    EXPECT_EQ(r.result["winner"], announcer);
    made_behind += hand.score.points[size_t(announcer)] < hand.score.points[size_t(1 - announcer)];
  }
  EXPECT_GT(made, 0);
  EXPECT_GT(made_behind, 0);
}

}  // namespace
}  // namespace replay::tute
