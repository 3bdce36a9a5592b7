// Diloti rule tests (rules/diloti.md), §6 scoring a hand, §7 the match, §8 score sheets and §9 options: each rule on its legal and its illegal
// side with the exact diagnostic code and pointer (builders in diloti_test_util.h).
#include <gtest/gtest.h>

#include "diloti/diloti_test_util.h"

namespace replay::diloti::test {
namespace {

// ---------------------------------------------------------------------------------------------
// §6 Scoring a hand

TEST(DilotiRules, Dil50SidePiles) {
  // Partners pool; the sides' cards total 52.
  for (int dealer = 0; dealer < 4; ++dealer) {
    Replayed r = ReplayJson(MakeRecord({ThrowingHand(FullCards(), dealer, 4)}));
    ASSERT_TRUE(Valid(r));
    const Json& cards = r.hands[0]["cards"];
    EXPECT_EQ(cards[0].get<int>() + cards[1].get<int>(), 52);
  }
  for (int dealer = 0; dealer < 2; ++dealer) {
    Json hand = ThrowingHand(TwoPlayerCards(), dealer, 2);
    Replayed r = ReplayJson(MakeRecord({hand}, 2));
    ASSERT_TRUE(Valid(r)) << r.All();
    EXPECT_EQ(r.hands[0], hand["result"]);
  }
  Replayed full = ReplayText(kFullHand);
  ASSERT_TRUE(Valid(full));
  EXPECT_EQ(full.hands[0]["cards"], Json::array({21, 31}));
}

TEST(DilotiRules, Dil51HandPoints) {
  Replayed full = ReplayText(kFullHand);
  ASSERT_TRUE(Valid(full));
  EXPECT_EQ(full.hands[0]["points"], Json::array({14, 17}));
  // xeri_points changes the value of each xeri.
  for (long xp : {0L, 5L, 25L}) {
    Json r = FullRecord();
    r["rules"] = {{"xeri_points", xp}};
    r["hands"][0]["result"]["points"] = {4 + xp, 7 + xp};
    r["result"]["score"] = {4 + xp, 7 + xp};
    EXPECT_TRUE(Valid(ReplayJson(r))) << xp;
  }
  Json stale = FullRecord();
  stale["rules"] = {{"xeri_points", 5}};
  EXPECT_TRUE(FailsWith(ReplayJson(stale), "diloti/result-mismatch", "/hands/0/result/points"));
}

TEST(DilotiRules, Dil52HandResult) {
  // Every field is optional.
  for (const char* drop : {"points", "cards", "xeri"}) {
    Json r = FullRecord();
    r["hands"][0]["result"].erase(drop);
    EXPECT_TRUE(Valid(ReplayJson(r))) << drop;
  }
  Json no_result = FullRecord();
  no_result["hands"][0].erase("result");
  EXPECT_TRUE(Valid(ReplayJson(no_result)));
  // Each field is checked, naming the field.
  auto with = [](const char* key, const Json& value) {
    Json r = FullRecord();
    r["hands"][0]["result"][key] = value;
    return ReplayJson(r);
  };
  EXPECT_TRUE(
      FailsWith(with("points", {17, 14}), "diloti/result-mismatch", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(with("cards", {22, 30}), "diloti/result-mismatch", "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(with("xeri", {2, 0}), "diloti/result-mismatch", "/hands/0/result/xeri"));
  EXPECT_TRUE(FailsWith(with("points", {14}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(FailsWith(with("cards", "21-31"), "diloti/bad-result", "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(with("winner", 1), "diloti/bad-result", "/hands/0/result/winner"));
  // `penalty` belongs to score-sheet hands only (DIL-65).
  Json penalty = FullRecord();
  penalty["rules"] = {{"error_penalty", "round_zero_plus_11"}};
  penalty["hands"][0]["result"]["penalty"] = 0;
  EXPECT_TRUE(FailsWith(ReplayJson(penalty), "diloti/penalty", "/hands/0/result/penalty"));
}

TEST(DilotiRules, Dil53PartialHand) {
  auto partial = [](size_t actions) {
    Json r = FullRecord();
    Json& hand = r["hands"][0];
    hand["play"] = std::vector<Json>(hand["play"].begin(), hand["play"].begin() + long(actions));
    hand["complete"] = false;
    hand.erase("result");
    r.erase("result");
    return r;
  };
  // Without a result it contributes nothing.
  Json none = partial(10);
  none["result"] = {{"score", {0, 0}}};
  Replayed r0 = ReplayJson(none);
  EXPECT_TRUE(Valid(r0));
  EXPECT_EQ(r0.result, (Json{{"score", {0, 0}}}));
  // With a result it counts as a score sheet.
  Json sheet = partial(30);
  sheet["hands"][0]["result"] = {{"points", {21, 10}}};
  sheet["result"] = {{"score", {21, 10}}};
  Replayed r1 = ReplayJson(sheet);
  EXPECT_TRUE(Valid(r1));
  EXPECT_EQ(r1.hands[0], (Json{{"points", {21, 10}}}));
  // … and is checked as one (DIL-71), not against the play.
  Json bad_sheet = partial(30);
  bad_sheet["hands"][0]["result"] = {{"points", {12, 0}}};
  EXPECT_TRUE(FailsWith(ReplayJson(bad_sheet), "diloti/sheet-points", "/hands/0/result/points"));
  // It is still replayed as far as it goes, and its actions are checked.
  Json sum = partial(10);
  sum["hands"][0]["play"][8] = {{"card", "3S"}, {"build", {"5H"}}, {"value", 9}};
  EXPECT_TRUE(FailsWith(ReplayJson(sum), "diloti/build-sum", "/hands/0/play/8"));
  Json raise = partial(10);
  raise["hands"][0]["play"][9] = {{"card", "AH"}, {"build", {"5H", "3S"}}, {"value", 10}};
  EXPECT_TRUE(FailsWith(ReplayJson(raise), "diloti/build-sum", "/hands/0/play/9"));
  // A partial hand of 0 actions is still a hand with its deal checked.
  Json empty = partial(0);
  empty["hands"][0]["cards"]["table"][0] = "AS";
  EXPECT_TRUE(FailsWith(ReplayJson(empty), "cards/duplicate", "/hands/0/cards/hands/2/6"));
}

TEST(DilotiRules, Dil53PartialResultCheckedAfterAnEarlierError) {
  // A partial hand's `result` is checked as a score sheet whatever happened in earlier hands,
  // just as a score-sheet hand is.
  Json bad_full = FullRecord()["hands"][0];
  bad_full["result"]["points"] = {17, 14};  // result-mismatch in hand 0
  Json partial = ThrowingHand(FullCards(), 0, 4);
  partial["play"] = std::vector<Json>(partial["play"].begin(), partial["play"].begin() + 10);
  partial["complete"] = false;
  partial["result"] = {{"points", {12, 0}}};  // not a possible hand
  auto has = [](const Replayed& r, std::string_view code, std::string_view pointer) {
    for (const Diagnostic& d : r.diagnostics)
      if (d.IsError() && d.code == code && d.pointer == pointer) return true;
    return false;
  };
  // Alone, the partial hand's line is rejected.
  Replayed alone = ReplayJson(MakeRecord({partial}));
  EXPECT_TRUE(FailsWith(alone, "diloti/sheet-points", "/hands/0/result/points"));
  // After a hand with an error, a score-sheet line is still checked …
  Replayed sheet = ReplayJson(MakeRecord({bad_full, Sheet(12, 0)}));
  EXPECT_TRUE(FailsWith(sheet, "diloti/result-mismatch", "/hands/0/result/points"));
  EXPECT_TRUE(has(sheet, "diloti/sheet-points", "/hands/1/result/points")) << sheet.All();
  // … and so must the partial hand's.
  Replayed after = ReplayJson(MakeRecord({bad_full, partial}));
  EXPECT_TRUE(FailsWith(after, "diloti/result-mismatch", "/hands/0/result/points"));
  EXPECT_TRUE(has(after, "diloti/sheet-points", "/hands/1/result/points")) << after.All();
}

// ---------------------------------------------------------------------------------------------
// §7 Match

TEST(DilotiRules, Dil60RunningTotals) {
  Replayed r = ReplayJson(SheetMatch({{14, 17}, {11, 0}, {7, 4}}));
  ASSERT_TRUE(Valid(r));
  EXPECT_EQ(r.result, (Json{{"score", {32, 21}}}));
  // Full hands add their replayed points; sheets their `points`.
  Json mixed = FullRecord();
  mixed["hands"].push_back(Sheet(11, 0));
  mixed["result"] = {{"score", {25, 17}}};
  Replayed m = ReplayJson(mixed);
  ASSERT_TRUE(Valid(m));
  EXPECT_EQ(m.result, (Json{{"score", {25, 17}}}));
  mixed["result"] = {{"score", {14, 17}}};
  EXPECT_TRUE(FailsWith(ReplayJson(mixed), "diloti/match-result", "/result/score"));
}

TEST(DilotiRules, Dil61MatchEnd) {
  // One side reaches the target with the higher total.
  Replayed won = ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}}));
  ASSERT_TRUE(Valid(won));
  EXPECT_EQ(won.result, (Json{{"score", {63, 20}}, {"winner", 0}}));
  // Below the target: unfinished.
  Replayed open = ReplayJson(SheetMatch({{31, 10}, {21, 10}}));
  ASSERT_TRUE(Valid(open));
  EXPECT_EQ(open.result, (Json{{"score", {52, 20}}}));
  // Both past the target: the higher wins.
  Replayed both = ReplayJson(SheetMatch({{40, 31}, {10, 21}, {11, 10}}));
  ASSERT_TRUE(Valid(both));
  EXPECT_EQ(both.result, (Json{{"score", {61, 62}}, {"winner", 1}}));
  // Another target.
  Replayed t = ReplayJson(SheetMatch({{14, 17}}, nullptr, {{"target", 15}}));
  ASSERT_TRUE(Valid(t));
  EXPECT_EQ(t.result, (Json{{"score", {14, 17}}, {"winner", 1}}));
  Replayed t101 = ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}}, nullptr, {{"target", 101}}));
  ASSERT_TRUE(Valid(t101));
  EXPECT_EQ(t101.result, (Json{{"score", {63, 20}}}));
}

TEST(DilotiRules, Dil62HandAfterEnd) {
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}, {0, 11}})),
                        "diloti/hand-after-end", "/hands/3"));
  // A full hand after the end is just as wrong.
  Json r = SheetMatch({{31, 10}, {21, 10}, {11, 0}});
  r["hands"].push_back(FullRecord()["hands"][0]);
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/hand-after-end", "/hands/3"));
  EXPECT_TRUE(Valid(ReplayJson(SheetMatch({{31, 10}, {21, 10}, {11, 0}}))));
}

TEST(DilotiRules, Dil63MatchResult) {
  std::vector<std::pair<long, long>> won = {{31, 10}, {21, 10}, {11, 0}};
  EXPECT_TRUE(Valid(ReplayJson(SheetMatch(won, {{"score", {63, 20}}, {"winner", 0}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(won, {{"score", {63, 21}}, {"winner", 0}})),
                        "diloti/match-result", "/result/score"));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(won, {{"score", {63, 20}}, {"winner", 1}})),
                        "diloti/match-result", "/result/winner"));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(won, {{"score", {63, 20}}})), "diloti/match-result",
                        "/result/winner"));
  // An unfinished match has no winner.
  std::vector<std::pair<long, long>> open = {{31, 10}, {21, 10}};
  EXPECT_TRUE(Valid(ReplayJson(SheetMatch(open, {{"score", {52, 20}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(open, {{"score", {52, 20}}, {"winner", 0}})),
                        "diloti/match-result", "/result/winner"));
  EXPECT_TRUE(FailsWith(ReplayJson(SheetMatch(open, {{"score", {52, 20}}, {"loser", 1}})),
                        "diloti/match-result", "/result/loser"));
}

TEST(DilotiRules, Dil64DealerRotation) {
  auto dealt = [](const std::vector<std::optional<int>>& dealers) {
    std::vector<Json> hands;
    for (const auto& d : dealers) {
      Json h = Sheet(7, 4);
      if (d) h["dealer"] = *d;
      hands.push_back(h);
    }
    return ReplayJson(MakeRecord(hands));
  };
  Replayed ok = dealt({0, 1, 2, 3, 0});
  EXPECT_TRUE(Valid(ok));
  EXPECT_FALSE(ok.HasWarning("diloti/dealer-rotation", "/hands/1/dealer"));
  for (const Diagnostic& d : ok.diagnostics) EXPECT_NE(d.code, "diloti/dealer-rotation");
  // A warning, not an error.
  Replayed skip = dealt({0, 2});
  EXPECT_TRUE(Valid(skip));
  EXPECT_TRUE(skip.HasWarning("diloti/dealer-rotation", "/hands/1/dealer")) << skip.All();
  // Hands without a dealer count in between.
  Replayed gap = dealt({0, std::nullopt, 2});
  EXPECT_TRUE(Valid(gap));
  for (const Diagnostic& d : gap.diagnostics) EXPECT_NE(d.code, "diloti/dealer-rotation");
  Replayed gap_bad = dealt({0, std::nullopt, 1});
  EXPECT_TRUE(gap_bad.HasWarning("diloti/dealer-rotation", "/hands/2/dealer")) << gap_bad.All();
}

TEST(DilotiRules, Dil65Penalty) {
  Json on = {{"error_penalty", "round_zero_plus_11"}};
  Replayed ok = ReplayJson(MakeRecord({Line({{"points", {0, 11}}, {"penalty", 0}})}, 4, on));
  ASSERT_TRUE(Valid(ok));
  EXPECT_EQ(ok.result, (Json{{"score", {0, 11}}}));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Line({{"points", {11, 0}}, {"penalty", 1}})}, 4, on))));
  // Off by default.
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line({{"points", {0, 11}}, {"penalty", 0}})})),
                        "diloti/penalty", "/hands/0/result/penalty"));
  // Wrong points, cards or xeri given, or a side that is not 0 or 1.
  for (const Json& bad :
       {Json{{"points", {11, 0}}, {"penalty", 0}}, Json{{"points", {0, 21}}, {"penalty", 0}},
        Json{{"points", {0, 11}}, {"penalty", 0}, {"cards", {20, 32}}},
        Json{{"points", {0, 11}}, {"penalty", 0}, {"xeri", {0, 0}}},
        Json{{"points", {0, 11}}, {"penalty", 2}}, Json{{"points", {0, 11}}, {"penalty", "0"}}})
    EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Line(bad)}, 4, on)), "diloti/penalty",
                          "/hands/0/result/penalty"))
        << bad;
}

// ---------------------------------------------------------------------------------------------
// §8 Score sheets

TEST(DilotiRules, Dil70SheetShape) {
  auto line = [](const Json& result) { return ReplayJson(MakeRecord({Line(result)})); };
  EXPECT_TRUE(Valid(line({{"points", {11, 0}}})));
  EXPECT_TRUE(Valid(line({{"points", {21, 0}}, {"cards", {30, 22}}, {"xeri", {1, 0}}})));
  EXPECT_TRUE(FailsWith(line({{"cards", {30, 22}}}), "diloti/bad-result", "/hands/0/result"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {-1, 12}}}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {11, 0, 0}}}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {11.0, 0}}}), "diloti/bad-result", "/hands/0/result/points"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"cards", "30-22"}}), "diloti/bad-result",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"xeri", {-1, 0}}}), "diloti/bad-result",
                        "/hands/0/result/xeri"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"winner", 0}}), "diloti/bad-result",
                        "/hands/0/result/winner"));
  // A hand with nothing at all.
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Json::object()})), "diloti/bad-result", "/hands/0/result"));
}

TEST(DilotiRules, Dil71SheetPoints) {
  auto line = [](const Json& result, const Json& rules = nullptr) {
    return ReplayJson(MakeRecord({Line(result)}, 4, rules));
  };
  EXPECT_TRUE(Valid(line({{"points", {11, 0}}})));
  EXPECT_TRUE(Valid(line({{"points", {4, 3}}})));
  EXPECT_TRUE(Valid(line({{"points", {21, 10}}})));
  EXPECT_TRUE(Valid(line({{"points", {21, 10}}, {"xeri", {1, 1}}})));
  EXPECT_TRUE(FailsWith(line({{"points", {21, 10}}, {"xeri", {0, 0}}}), "diloti/sheet-points",
                        "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {12, 0}}}), "diloti/sheet-points", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {0, 0}}}), "diloti/sheet-points", "/hands/0/result/points"));
  EXPECT_TRUE(
      FailsWith(line({{"points", {16, 0}}}), "diloti/sheet-points", "/hands/0/result/points"));
  EXPECT_TRUE(Valid(line({{"points", {16, 0}}}, {{"xeri_points", 5}})));
  EXPECT_TRUE(FailsWith(line({{"points", {21, 0}}}, {{"xeri_points", 0}}), "diloti/sheet-points",
                        "/hands/0/result/points"));
}

TEST(DilotiRules, Dil72SheetCards) {
  auto line = [](const Json& result) { return ReplayJson(MakeRecord({Line(result)})); };
  EXPECT_TRUE(Valid(line({{"points", {11, 0}}, {"cards", {27, 25}}})));
  EXPECT_TRUE(Valid(line({{"points", {3, 4}}, {"cards", {26, 26}}})));
  EXPECT_TRUE(Valid(line({{"points", {3, 14}}, {"cards", {26, 26}}})));
  EXPECT_TRUE(FailsWith(line({{"points", {3, 4}}, {"cards", {27, 25}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {7, 4}}, {"cards", {26, 26}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"cards", {27, 26}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
  EXPECT_TRUE(FailsWith(line({{"points", {11, 0}}, {"cards", {20, 32}}}), "diloti/sheet-cards",
                        "/hands/0/result/cards"));
}

TEST(DilotiRules, Dil73PenaltySheet) {
  Json on = {{"error_penalty", "round_zero_plus_11"}};
  // [0, 11] with a penalty is not read as a normal line, and a normal line is unaffected.
  Replayed r = ReplayJson(MakeRecord(
      {Line({{"points", {0, 11}}, {"penalty", 0}}), Line({{"points", {12, 0}}})}, 4, on));
  EXPECT_TRUE(FailsWith(r, "diloti/sheet-points", "/hands/1/result/points"));
  Replayed p = ReplayJson(MakeRecord({Line({{"points", {1, 10}}, {"penalty", 0}})}, 4, on));
  EXPECT_TRUE(FailsWith(p, "diloti/penalty", "/hands/0/result/penalty"));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Line({{"points", {1, 10}}})}, 4, on))));
}

// ---------------------------------------------------------------------------------------------
// §9 Options and §5.1 partitions

TEST(DilotiRules, Section9OptionValues) {
  auto with_rules = [](const Json& rules) {
    return ReplayJson(MakeRecord({Sheet(11, 0)}, 4, rules));
  };
  EXPECT_TRUE(Valid(with_rules({{"players", 4},
                                {"target", 101},
                                {"initial_faces", "redeal"},
                                {"xeri_rule", "single_set"},
                                {"xeri_points", 0},
                                {"opening_xeri", true},
                                {"last_card_xeri", false},
                                {"multi_set_capture", false},
                                {"forced_full_capture", true},
                                {"no_throw_on_match", true},
                                {"build_absorbs_equal_loose", true},
                                {"add_to_others_build", true},
                                {"raise_with_table_cards", true},
                                {"raise_while_owning", true},
                                {"self_raise", true},
                                {"error_penalty", "off"}})));
  EXPECT_TRUE(FailsWith(with_rules({{"jokers", true}}), "rules/unknown-option", "/rules/jokers"));
  const std::vector<std::pair<const char*, Json>> bad = {
      {"target", 0},           {"initial_faces", "keep"},
      {"xeri_rule", "any"},    {"xeri_points", -1},
      {"opening_xeri", "yes"}, {"multi_set_capture", 1},
      {"error_penalty", true}, {"players", 3},
  };
  for (const auto& [key, value] : bad)
    EXPECT_TRUE(
        FailsWith(with_rules({{key, value}}), "rules/bad-value", std::string("/rules/") + key))
        << key << " = " << value;
}

// Brute force over subsets: can `values` be split into disjoint groups that each add up to w?
bool SlowPartitionable(const std::vector<int>& values, int w) {
  size_t n = values.size();
  std::vector<char> ok(size_t(1) << n, 0);
  ok[0] = 1;
  for (uint32_t mask = 1; mask < (1u << n); ++mask) {
    uint32_t low = mask & (~mask + 1);  // the group holding the lowest item
    for (uint32_t sub = mask; sub; sub = (sub - 1) & mask) {
      if (!(sub & low) || !ok[mask ^ sub]) continue;
      int sum = 0;
      for (size_t i = 0; i < n; ++i)
        if ((sub >> i) & 1) sum += values[i];
      if (sum == w) {
        ok[mask] = 1;
        break;
      }
    }
  }
  return n > 0 && ok[(size_t(1) << n) - 1];
}

TEST(DilotiRules, Section51PartitionSearch) {
  // The page's examples.
  EXPECT_TRUE(Partitionable(std::vector<int>{5, 2}.data(), 2, 7));
  EXPECT_TRUE(Partitionable(std::vector<int>{3, 4, 7}.data(), 3, 7));
  EXPECT_TRUE(Partitionable(std::vector<int>{1, 4, 5, 5, 5}.data(), 5, 5));
  EXPECT_FALSE(Partitionable(std::vector<int>{1, 5}.data(), 2, 5));
  EXPECT_TRUE(Partitionable(std::vector<int>{3, 3, 4, 4}.data(), 4, 7));
  EXPECT_FALSE(Partitionable(std::vector<int>{6, 6, 2}.data(), 3, 7));  // Σ 14, yet no split
  // Against a brute force: multisets of up to 8 values of 1..10 and w of 1..10, drawn by a
  // fixed linear congruential sequence.
  uint32_t seed = 12345;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff; };
  for (int trial = 0; trial < 4000; ++trial) {
    std::vector<int> v(size_t(1 + next() % 8));
    for (int& x : v) x = int(1 + next() % (trial % 2 ? 10 : 5));
    int w = int(1 + next() % 10);
    EXPECT_EQ(Partitionable(v.data(), int(v.size()), w), SlowPartitionable(v, w))
        << "w = " << w << ", values " << ::testing::PrintToString(v);
  }
}

TEST(DilotiState, LegalMovesOnALargeTable) {
  // State::LegalMoves promises every legal move. Numerals may always be thrown (DIL-22), so the
  // table can hold more than 20 loose cards; 9D taking 9C is then as legal as taking 9S.
  Position p = Pos("AS 2S 3S 4S 5S 6S 7S 8S 9S TS AH 2H 3H 4H 5H 6H 7H 8H 9H TH 9C", "9D", 1, 30);
  ASSERT_EQ(p.loose.Size(), 21);
  // Try checks that LegalMoves lists the move.
  EXPECT_TRUE(Legal(Try(p, R"({"card":"9D","take":["9C"]})")));
}

}  // namespace
}  // namespace replay::diloti::test
