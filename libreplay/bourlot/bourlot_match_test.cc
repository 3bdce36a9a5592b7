// Scoring through records, the match and score sheets (rules/bourlot.md §6–§10, BRL-36..62):
// result claims, capot, the hanging pot, the end of the match, contracts and options.
#include "bourlot/bourlot_test_util.h"

#include <random>

#include "bourlot/bourlot_random.h"

namespace replay::bourlot::test {
namespace {

// ---- §6 and §7 through records ----

TEST(BourlotRules, BRL36To38DeclarationsThroughTheRecord) {
  // Complete hand: equal quartes to A, both plain → everything cancelled (BRL-38).
  const Replayed r = ReplayJson(CompleteHand());
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0]["declarations"], json({0, 0}));
  // Trumps ♣ instead would make seat 0's quarte win (same deal, round-2 ♣ by seat 1 is not
  // playable as recorded); covered by belote_test B1 and §6.3.
}

TEST(BourlotRules, BRL41To49ResultChecks) {
  json r = CompleteHand();
  r["hands"][0]["result"]["points"] = {68, 94};
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/points");
  for (const char* key : {"tricks", "declarations", "belote"}) {
    json m = CompleteHand();
    m["hands"][0]["result"][key] = {1, 2};
    EXPECT_EQ(Verdict(m), std::string("bourlot/result-mismatch at /hands/0/result/") + key);
  }
  r = CompleteHand();
  r["hands"][0]["result"]["made"] = false;
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/made");
  r = CompleteHand();
  r["hands"][0]["result"]["capot"] = true;
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/capot");
  r = CompleteHand();
  r["hands"][0]["result"]["hanging"] = 20;
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/hanging");
  r = CompleteHand();
  r["hands"][0]["result"]["raw"] = {1, 2};
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/raw");
  // Every field is optional.
  r = CompleteHand();
  r["hands"][0]["result"] = {{"made", true}};
  EXPECT_EQ(Verdict(r), "valid");
  // A passed-out deal: {"points": [0, 0]}, `hanging` 0 allowed, nothing else.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"][0]["result"] = {{"points", {0, 0}}};
  EXPECT_EQ(Verdict(passed), "valid");
  passed["hands"][0]["result"]["made"] = false;
  EXPECT_EQ(Verdict(passed), "bourlot/result-mismatch at /hands/0/result/made");
  // BRL-49: a partial hand carries no result.
  json partial = AuctionRecord({"pass", {{"take", true}}}, 1);
  partial["hands"][0]["result"] = {{"points", {0, 0}}};
  EXPECT_EQ(Verdict(partial), "bourlot/result-on-partial at /hands/0/result");
}

// A capot found by the generator, replayed through the notation (BRL-42).
TEST(BourlotRules, BRL42CapotThroughTheRecord) {
  std::mt19937_64 rng(1);
  Options options;
  for (int i = 0; i < 2000; ++i) {
    long pot = 0;
    PerSide points;
    RandomHand hand = RandomLegalHand(options, 0, rng, 0.9);
    if (hand.passed || !hand.score.capot) continue;
    json record = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
                   {"hands", {HandToJson(hand, 0, &pot, &points)}}};
    const Replayed r = ReplayJson(record);
    EXPECT_EQ(CodeOf(r), "");
    ASSERT_TRUE(r.outcome);
    const json& result = r.hands[0];
    EXPECT_EQ(result["capot"], true);
    EXPECT_TRUE(result["tricks"] == json({252, 0}) || result["tricks"] == json({0, 252}));
    return;
  }
  ADD_FAILURE() << "no capot in 2000 random hands";
}

TEST(BourlotRules, BRL47HangingPotAcrossHands) {
  // A tie (81/81 on a sheet), a passed-out deal, then a made hand collects the 81.
  json r = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
            {"hands",
             {{{"dealer", 0}, {"contract", {{"side", 0}, {"trump", "H"}}},
               {"result", {{"points", {0, 81}}, {"hanging", 81}}}},
              {{"dealer", 1}, {"auction", Passes(8)}, {"result", {{"points", {0, 0}}}}},
              {{"dealer", 2}, {"contract", {{"side", 1}, {"trump", "S"}}},
               {"result", {{"points", {62, 181}}}}}}},
            {"result", {{"score", {62, 262}}}}};
  EXPECT_EQ(Verdict(r), "valid");
  // Without the 81 the buyers' own 100 … would not be 181: the pot is part of their figure.
  r["hands"][2]["result"]["points"] = {62, 100};
  EXPECT_EQ(Verdict(r), "bourlot/sheet-outcome at /hands/2/result/points");
  r["hands"][2]["result"]["points"] = {62, 182};
  EXPECT_EQ(Verdict(r), "bourlot/sheet-total at /hands/2/result/points");
}

// ---- §8 Match ----

TEST(BourlotRules, BRL50To54Match) {
  json m = SheetMatch(200, {{0, {110, 72}}, {0, {110, 72}}});
  const Replayed r = ReplayJson(m);
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.result, json({{"score", {220, 144}}, {"winner", 0}}));
  // BRL-52
  json after = SheetMatch(200, {{0, {110, 72}}, {0, {110, 72}}, {1, {72, 110}}});
  EXPECT_EQ(Verdict(after), "bourlot/hand-after-end at /hands/2");
  // BRL-51: equal totals at or above the target play on.
  json equal = SheetMatch(150, {{0, {110, 72}}, {1, {72, 110}}});
  const Replayed e = ReplayJson(equal);
  ASSERT_TRUE(e.outcome);
  EXPECT_EQ(e.result, json({{"score", {182, 182}}}));
  // BRL-54
  m["result"] = {{"score", {220, 144}}, {"winner", 0}};
  EXPECT_EQ(Verdict(m), "valid");
  m["result"]["score"] = {220, 145};
  EXPECT_EQ(Verdict(m), "bourlot/match-result-mismatch at /result/score");
  m["result"] = {{"score", {220, 144}}};
  EXPECT_EQ(Verdict(m), "bourlot/match-result-mismatch at /result/winner");
  m["result"] = {{"score", {220, 144}}, {"winner", 1}};
  EXPECT_EQ(Verdict(m), "bourlot/match-result-mismatch at /result/winner");
  json unfinished = SheetMatch(1551, {{0, {110, 72}}});
  unfinished["result"] = {{"score", {110, 72}}, {"winner", 0}};
  EXPECT_EQ(Verdict(unfinished), "bourlot/match-result-mismatch at /result/winner");
  // Default target 1551.
  unfinished["rules"].erase("target");
  unfinished["result"] = {{"score", {110, 72}}};
  EXPECT_EQ(Verdict(unfinished), "valid");
  // BRL-53: a tie can end the match; the points it leaves hanging are discarded.
  json hang = SheetMatch(150, {{0, {110, 72}}});
  hang["hands"].push_back(json{{"dealer", 1}, {"contract", {{"side", 1}, {"trump", "H"}}},
                               {"result", {{"points", {81, 0}}, {"hanging", 81}}}});
  hang["result"] = {{"score", {191, 72}}, {"winner", 0}};
  EXPECT_EQ(Verdict(hang), "valid");
  // A hand that stopped on an error: the match claims are not judged.
  json broken = SheetMatch(200, {{0, {110, 73}}});
  broken["result"] = {{"score", {0, 0}}};
  EXPECT_EQ(Verdict(broken), "bourlot/sheet-total at /hands/0/result/points");
  EXPECT_EQ(ReplayJson(broken).diagnostics.size(), 1u);
}

// ---- §9 Score sheets ----


TEST(BourlotRules, BRL55SheetMissing) {
  EXPECT_EQ(Verdict(Sheet({{"contract", {{"side", 0}, {"trump", "H"}}}})),
            "bourlot/sheet-missing at /hands/0/result");  // the missing key
  EXPECT_EQ(Verdict(Sheet({{"contract", {{"side", 0}, {"trump", "H"}}},
                           {"result", {{"made", true}}}})),
            "bourlot/sheet-missing at /hands/0/result");
  // No contract: a passed-out deal, [0, 0] and nothing else but hanging 0.
  EXPECT_EQ(Verdict(Sheet({{"result", {{"points", {0, 0}}, {"hanging", 0}}}})), "valid");
  // B5: points written without a contract lack the contract (issue #25), with no auction or
  // with one of 8 passes alike.
  EXPECT_EQ(Verdict(Sheet({{"dealer", 3}, {"result", {{"points", {110, 52}}}}})),
            "bourlot/sheet-missing at /hands/0/contract");
  EXPECT_EQ(Verdict(Sheet({{"result", {{"points", {0, 52}}}}})),
            "bourlot/sheet-missing at /hands/0/contract");
  EXPECT_EQ(Verdict(Sheet({{"dealer", 3}, {"auction", Passes(8)},
                           {"result", {{"points", {110, 52}}}}})),
            "bourlot/sheet-missing at /hands/0/contract");
  EXPECT_EQ(Verdict(Sheet({{"dealer", 3}, {"contract", {{"side", 0}, {"trump", "H"}}},
                           {"result", {{"points", {110, 52}}}}})),
            "valid");
  EXPECT_EQ(Verdict(Sheet({{"dealer", 3}, {"auction", Passes(8)},
                           {"result", {{"points", {0, 0}}}}})),
            "valid");
  // An 8-pass sheet hand still writes its [0, 0].
  EXPECT_EQ(Verdict(Sheet({{"dealer", 3}, {"auction", Passes(8)}})),
            "bourlot/sheet-missing at /hands/0/result");
  EXPECT_EQ(Verdict(Sheet({{"dealer", 0}, {"auction", Passes(8)},
                           {"result", {{"points", {0, 0}}, {"made", false}}}})),
            "bourlot/sheet-missing at /hands/0/result/made");
  // The contract taken from the auction.
  // (dealer 0: seat 1 passes, seat 2 buys for side 0)
  EXPECT_EQ(Verdict(Sheet({{"dealer", 0}, {"auction", json::array({"pass", {{"take", true}}})},
                           {"result", {{"points", {110, 72}}}}})),
            "valid");
}

TEST(BourlotRules, BRL56BadContract) {
  for (json c : {json({{"side", 2}, {"trump", "H"}}), json({{"side", 0}}),
                 json({{"side", 0}, {"trump", "X"}}), json({{"side", 0}, {"trump", "H"}, {"seat", 1}}),
                 json({{"side", 0}, {"trump", "H"}, {"bid", 80}}), json("side 0")}) {
    json r = Sheet({{"contract", c}, {"result", {{"points", {110, 72}}}}});
    EXPECT_EQ(Verdict(r).rfind("bourlot/bad-contract at /hands/0/contract", 0), 0u)
        << c.dump() << " → " << Verdict(r);
  }
  EXPECT_EQ(Verdict(Sheet({{"contract", {{"side", 0}, {"trump", "H"}, {"seat", 2}}},
                           {"result", {{"points", {110, 72}}}}})),
            "valid");
}

TEST(BourlotRules, BRL57ContractMismatch) {
  json r = CompleteHand();
  r["hands"][0]["contract"] = {{"side", 1}, {"trump", "H"}, {"seat", 1}};
  EXPECT_EQ(Verdict(r), "valid");
  r["hands"][0]["contract"] = {{"side", 0}, {"trump", "H"}};
  EXPECT_EQ(Verdict(r), "bourlot/contract-mismatch at /hands/0/contract/side");
  r["hands"][0]["contract"] = {{"side", 1}, {"trump", "S"}};
  EXPECT_EQ(Verdict(r), "bourlot/contract-mismatch at /hands/0/contract/trump");
  r["hands"][0]["contract"] = {{"side", 1}, {"trump", "H"}, {"seat", 3}};
  EXPECT_EQ(Verdict(r), "bourlot/contract-mismatch at /hands/0/contract/seat");
  // A contract is a claim: an illegal play before it is reported first.
  r["hands"][0]["play"][18] = "QD";
  EXPECT_EQ(Verdict(r), "bourlot/must-trump at /hands/0/play/18");
  // A passed-out deal has no buyer to agree with.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"][0]["contract"] = {{"side", 0}, {"trump", "D"}};
  EXPECT_EQ(Verdict(passed), "bourlot/contract-mismatch at /hands/0/contract");
  json sheet = Sheet({{"dealer", 0}, {"auction", json::array({"pass", {{"take", true}}})},
                      {"contract", {{"side", 1}, {"trump", "S"}}},
                      {"result", {{"points", {72, 110}}}}});
  EXPECT_EQ(Verdict(sheet), "bourlot/contract-mismatch at /hands/0/contract/side");
}

TEST(BourlotRules, SheetAuctionsSkipTheExchangeChecks) {
  // §9: BRL-15, BRL-17 and the turned-suit part of BRL-14 need the cards; an exchange written
  // directly after a round-1 purchase is kept (even without its seat), anywhere else it is
  // still out of place. The card-free parts of BRL-14 and BRL-16 are B5's, below.
  auto sheet = [](json auction) {
    return Sheet({{"dealer", 0}, {"auction", auction}, {"result", {{"points", {110, 72}}}}});
  };
  EXPECT_EQ(Verdict(sheet(json::array({"pass", {{"take", true}}, {{"exchange", "7H"}}}))), "valid");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", {{"exchange", "7H"}, {"seat", 0}}, {{"take", true}}}))),
            "bourlot/exchange-not-allowed at /hands/0/auction/1");
  // Round 2's turned-suit rule needs the turned card too: a sheet can't break it.
  json r2 = Passes(5);
  r2.push_back({{"trump", "H"}});
  EXPECT_EQ(Verdict(sheet(r2)), "valid");
}

// B5: the parts of BRL-14 and BRL-16 that need no cards, on score-sheet auctions (dealer 3).
TEST(BourlotRules, B5SheetExchangeChecks) {
  auto sheet = [](json auction, json rules = nullptr) {
    json r = Sheet({{"dealer", 3}, {"auction", auction}, {"result", {{"points", {110, 52}}}}});
    if (!rules.is_null()) r["rules"] = rules;
    return r;
  };
  const json take = {{"take", true}};
  const json x0 = {{"exchange", "7D"}, {"seat", 0}};
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x0}))), "valid");
  // BRL-14: seven_exchange off.
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x0}), {{"seven_exchange", false}})),
            "bourlot/exchange-not-allowed at /hands/0/auction/3");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x0}), {{"seven_exchange", true}})),
            "valid");
  // BRL-16: R is the buyer 2, or with turned_card_to dealer the dealer 3.
  const json x2 = {{"exchange", "7D"}, {"seat", 2}};
  const json x3 = {{"exchange", "7D"}, {"seat", 3}};
  const json dealer = {{"turned_card_to", "dealer"}};
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x2}))),
            "bourlot/exchange-seat at /hands/0/auction/3");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x2}), dealer)), "valid");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x3}), dealer)),
            "bourlot/exchange-seat at /hands/0/auction/3");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x3}))), "valid");
  // BRL-14: a round-2 purchase, unless round2_turned_suit (whether ♠ was turned needs cards).
  json r2 = Passes(4);
  r2.push_back({{"trump", "S"}});
  r2.push_back({{"exchange", "7S"}, {"seat", 1}});
  EXPECT_EQ(Verdict(sheet(r2)), "bourlot/exchange-not-allowed at /hands/0/auction/5");
  EXPECT_EQ(Verdict(sheet(r2, {{"round2_turned_suit", true}})), "valid");
  // Not directly after the purchase.
  EXPECT_EQ(Verdict(sheet(json::array({"pass", x0, take}))),
            "bourlot/exchange-not-allowed at /hands/0/auction/1");
  // BRL-11: a second exchange is exchange-not-allowed (BRL-14), any other entry after the end
  // auction-closed (issue #25).
  const json x1 = {{"exchange", "7D"}, {"seat", 1}};
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x0, x1}))),
            "bourlot/exchange-not-allowed at /hands/0/auction/4");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, x0, "pass"}))),
            "bourlot/auction-closed at /hands/0/auction/4");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", "pass", take, "pass", x1}))),
            "bourlot/auction-closed at /hands/0/auction/3");
  // The diagnostic names the rule.
  Replayed seat = ReplayJson(sheet(json::array({"pass", "pass", take, x2})));
  ASSERT_NE(seat.FirstError(), nullptr);
  EXPECT_EQ(seat.FirstError()->rule, "BRL-16");
}

TEST(BourlotRules, BRL58To62SheetArithmeticThroughRecords) {
  auto line = [](json result) {
    return Sheet({{"contract", {{"side", 0}, {"trump", "H"}}}, {"result", result}});
  };
  EXPECT_EQ(Verdict(line({{"points", {110, 72}}, {"made", false}})),
            "bourlot/sheet-outcome at /hands/0/result/made");
  EXPECT_EQ(Verdict(line({{"points", {80, 82}}})),
            "bourlot/sheet-outcome at /hands/0/result/points");
  EXPECT_EQ(Verdict(line({{"points", {110, 62}}})),
            "bourlot/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Verdict(line({{"points", {110, 72}}, {"tricks", {100, 72}}})),
            "bourlot/sheet-breakdown at /hands/0/result/tricks");
  EXPECT_EQ(Verdict(line({{"points", {100, 82}}, {"tricks", {90, 72}}, {"declarations", {20, 0}},
                          {"belote", {0, 0}}})),
            "bourlot/result-mismatch at /hands/0/result/points");
  EXPECT_EQ(Verdict(line({{"points", {110, 72}}, {"tricks", {90, 72}}, {"declarations", {20, 0}},
                          {"belote", {0, 0}}, {"made", true}, {"capot", false}, {"hanging", 0}})),
            "valid");
  // The sheet's computed result is what the record gives, with made and hanging filled in.
  const Replayed r = ReplayJson(line({{"points", {110, 72}}}));
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0],
            json({{"points", {110, 72}}, {"made", true}, {"hanging", 0}}));
}

// ---- §10 Options ----

TEST(BourlotRules, OptionsAreReadAndChecked) {
  json r = CompleteHand();
  r["rules"] = {{"no_such_option", true}};
  EXPECT_EQ(Verdict(r), "rules/unknown-option at /rules/no_such_option");
  for (json rules : {json({{"turned_card_to", "left"}}), json({{"seven_exchange", 1}}),
                     json({{"carre_100_order", "random"}}), json({{"rounding", "fives"}}),
                     json({{"target", 0}}), json({{"partner_exception", "yes"}})}) {
    r["rules"] = rules;
    EXPECT_EQ(Verdict(r).rfind("rules/bad-value at /rules/", 0), 0u) << rules.dump();
  }
  // Every option at a non-default value that leaves the complete hand as it is.
  r["rules"] = {{"players", 4}, {"target", 751}, {"seven_exchange", true},
                {"round2_turned_suit", true}, {"partner_exception", true},
                {"must_undertrump", false}, {"carre_100_order", "trump_order"},
                {"carre7_cancels_carre_j", true}};
  EXPECT_EQ(Verdict(r), "valid");
}

// BRL-13 on a score sheet: a line may leave its dealer out, but one it names is a seat 0-3
// (hostile input, issue #9: null, "", -1, 1.5, true, [] and {} went through unreported).
TEST(BourlotSheets, BRL13ANamedDealerIsASeat) {
  json line = SheetHand(0, 0, {110, 72});
  line.erase("dealer");
  EXPECT_TRUE(Valid(ReplayJson(Sheet(line))));
  for (json bad : {json(nullptr), json(""), json(-1), json(1.5), json(true), json::array(),
                   json::object(), json(4)}) {
    json hand = SheetHand(0, 0, {110, 72});
    hand["dealer"] = bad;
    EXPECT_TRUE(FailsWith(ReplayJson(Sheet(hand)), "bourlot/no-dealer", "/hands/0/dealer"))
        << bad.dump();
  }
}

}  // namespace
}  // namespace replay::bourlot::test
