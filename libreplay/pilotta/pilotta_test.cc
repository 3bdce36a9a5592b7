// One test per numbered rule of rules/pilotta.md (PIL-1..26, PIL-47..51), legal and illegal side,
// and the worked examples of §11: the auction table, L1–L6 and the complete hand. Declarations
// (PIL-27..39, P3) are in pilotta_declarations_test.cc; scoring (PIL-40..46) and the score sheet
// (PIL-52..59) in pilotta_scoring_test.cc.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "engine/show.h"
#include "pilotta/pilotta_test_util.h"

namespace replay::pilotta {
namespace {

using namespace testing;  // NOLINT: the test helpers

// A hand whose auction is all that matters (partial, so no play is needed).
Json AuctionHand(Json auction, int dealer = 0) {
  return {{"dealer", dealer}, {"cards", Cards({})}, {"auction", auction}, {"complete", false}};
}

std::string AuctionVerdict(Json auction, int dealer = 0) {
  return First(ReplayJson(RecordJson({AuctionHand(std::move(auction), dealer)})));
}

// ---- §1 players and dealers ----

TEST(PilottaRules, Pil1PlayerCount) {
  Json ok = RecordJson({AuctionHand(Json::array({"pass", "pass", "pass", "pass"}))});
  EXPECT_TRUE(Valid(ReplayJson(ok)));
  Json three = ok;
  three["players"] = {"A", "B", "C"};
  EXPECT_TRUE(FailsWith(ReplayJson(three), "pilotta/player-count", "/players"));
  Json rules = ok;
  rules["rules"] = {{"players", 4}};
  EXPECT_TRUE(Valid(ReplayJson(rules)));
  rules["rules"] = {{"players", 3}};
  EXPECT_TRUE(FailsWith(ReplayJson(rules), "pilotta/player-count", "/rules/players"));
  rules["rules"] = {{"players", "4"}};
  EXPECT_TRUE(FailsWith(ReplayJson(rules), "rules/bad-value", "/rules/players"));
}

TEST(PilottaRules, Pil2DealerOrderIsAWarning) {
  Json passed = Json::array({"pass", "pass", "pass", "pass"});
  Replayed in_turn = ReplayJson(RecordJson({AuctionHand(passed, 0), AuctionHand(passed, 1)}));
  EXPECT_TRUE(Valid(in_turn));
  EXPECT_FALSE(in_turn.HasWarning("pilotta/dealer-order", "/hands/1/dealer"));
  Replayed skipped = ReplayJson(RecordJson({AuctionHand(passed, 0), AuctionHand(passed, 2)}));
  EXPECT_TRUE(Valid(skipped));
  EXPECT_TRUE(skipped.HasWarning("pilotta/dealer-order", "/hands/1/dealer"));
}

// ---- §3 the deal ----

TEST(PilottaRules, Pil3CardsShape) {
  Json hand = WorkedHand();
  hand["cards"]["turned"] = "7S";
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/cards-shape", "/hands/0/cards/turned"));
  hand = WorkedHand();
  hand["cards"]["hands"].erase(3);
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/cards-shape", "/hands/0/cards/hands"));
  hand["cards"] = Json::array();
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})), "pilotta/cards-shape", "/hands/0/cards"));
}

TEST(PilottaRules, Pil4EightCardsEach) {
  Json hand = WorkedHand();
  hand["cards"]["hands"][3].push_back(hand["cards"]["hands"][2].back());
  hand["cards"]["hands"][2].erase(7);
  Replayed r = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(FailsWith(r, "cards/count", "/hands/0/cards/hands/2"));
}

TEST(PilottaRules, Pil5TheDeckExactly) {
  Json hand = WorkedHand();
  hand["cards"]["hands"][0][0] = "6S";
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "cards/foreign", "/hands/0/cards/hands/0/0"));
  hand["cards"]["hands"][0][0] = 7;
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "cards/foreign", "/hands/0/cards/hands/0/0"));
  hand["cards"]["hands"][0][0] = "7S";  // TS is missing, 7S twice
  Replayed twice = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(FailsWith(twice, "cards/duplicate", "/hands/0/cards/hands/0/1"));
  ASSERT_EQ(twice.report.diagnostics.size(), 2u);
  EXPECT_EQ(twice.report.diagnostics[1].code, "cards/missing");
  EXPECT_NE(twice.report.diagnostics[1].message.find("TS"), std::string::npos);
  hand["cards"]["hands"][0][0] = "10♠";  // input aliases
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({hand}))));
}

// ---- §5.1 the auction, with the worked examples of §11 ----

TEST(PilottaRules, Pil6BadCall) {
  EXPECT_EQ(AuctionVerdict({"pass", {{"pass", true}}}), "ok");
  EXPECT_EQ(AuctionVerdict({"fold"}), "pilotta/bad-call at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"double", false}}}), "pilotta/bad-call at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({"pass", {{"bid", 90}, {"trump", "X"}}}),
            "pilotta/bad-call at /hands/0/auction/1");
  EXPECT_EQ(AuctionVerdict({{{"bid", 90}}}), "pilotta/bad-call at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"bid", 90}, {"trump", "S"}, {"double", true}}}),
            "pilotta/bad-call at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"bid", 90}, {"trump", "S"}, {"say", "x"}}}),
            "pilotta/bad-call at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"bid", 90}, {"trump", "♥"}, {"comment", "ok"}}}), "ok");
}

TEST(PilottaRules, Pil7AuctionSeat) {
  EXPECT_EQ(AuctionVerdict({{{"pass", true}, {"seat", 1}}}), "ok");
  EXPECT_EQ(AuctionVerdict({{{"pass", true}, {"seat", 0}}}),
            "pilotta/wrong-seat at /hands/0/auction/0");
}

TEST(PilottaRules, Pil8BidValues) {
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}}), "ok");
  EXPECT_EQ(AuctionVerdict({{{"bid", "capot"}, {"trump", "S"}}}), "ok");
  EXPECT_EQ(AuctionVerdict({{{"bid", 85}, {"trump", "S"}}}),
            "pilotta/bad-bid-value at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"bid", 70}, {"trump", "S"}}}),
            "pilotta/bad-bid-value at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"bid", "90"}, {"trump", "S"}}}),
            "pilotta/bad-bid-value at /hands/0/auction/0");
}

TEST(PilottaRules, Pil9BidTooLow) {
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"bid", 80}, {"trump", "H"}}}),
            "pilotta/bid-too-low at /hands/0/auction/1");
  EXPECT_EQ(AuctionVerdict({{{"bid", "capot"}, {"trump", "D"}}, {{"bid", 240}, {"trump", "S"}}}),
            "pilotta/bid-too-low at /hands/0/auction/1");
  EXPECT_EQ(AuctionVerdict({{{"bid", "capot"}, {"trump", "D"}}, {{"bid", 260}, {"trump", "S"}}}),
            "ok");
  EXPECT_EQ(AuctionVerdict({{{"bid", 250}, {"trump", "D"}}, {{"bid", "capot"}, {"trump", "S"}}}),
            "pilotta/bid-too-low at /hands/0/auction/1");
  EXPECT_EQ(AuctionVerdict({{{"bid", 240}, {"trump", "D"}}, {{"bid", "capot"}, {"trump", "S"}}}),
            "ok");
}

TEST(PilottaRules, Pil10NoBidAfterDouble) {
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}},
                            {{"bid", 90}, {"trump", "H"}}}),
            "pilotta/bid-after-double at /hands/0/auction/2");
}

TEST(PilottaRules, Pil11Double) {
  EXPECT_EQ(AuctionVerdict({{{"double", true}}}), "pilotta/bad-double at /hands/0/auction/0");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, "pass", {{"double", true}}}),
            "pilotta/bad-double at /hands/0/auction/2");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}}, "pass",
                            "pass", {{"double", true}}}),
            "pilotta/bad-double at /hands/0/auction/4");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, "pass", "pass", {{"double", true}}}),
            "ok");
}

TEST(PilottaRules, Pil12Redouble) {
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}}, "pass",
                            {{"redouble", true}}}),
            "pilotta/bad-redouble at /hands/0/auction/3");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"redouble", true}}}),
            "pilotta/bad-redouble at /hands/0/auction/1");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}},
                            {{"redouble", true}}, "pass", {{"redouble", true}}}),
            "pilotta/bad-redouble at /hands/0/auction/4");
  // The bidder, or his partner, may redouble, also after passes.
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}}, "pass", "pass",
                            {{"redouble", true}}}),
            "ok");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}},
                            {{"redouble", true}}}),
            "ok");
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, "pass", "pass", {{"double", true}},
                            {{"redouble", true}}}),
            "ok");
}

TEST(PilottaRules, Pil13AuctionClosed) {
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, "pass", "pass", "pass", "pass"}),
            "pilotta/auction-closed at /hands/0/auction/4");
  EXPECT_EQ(AuctionVerdict({"pass", "pass", "pass", "pass", {{"bid", 80}, {"trump", "S"}}}),
            "pilotta/auction-closed at /hands/0/auction/4");
  EXPECT_EQ(AuctionVerdict({{{"bid", 100}, {"trump", "C"}}, "pass", "pass", "pass",
                            {{"double", true}}}),
            "pilotta/auction-closed at /hands/0/auction/4");
  // Three passes after a double, or a redouble, end it too.
  EXPECT_EQ(AuctionVerdict({{{"bid", 80}, {"trump", "S"}}, {{"double", true}}, "pass", "pass",
                            "pass", "pass"}),
            "pilotta/auction-closed at /hands/0/auction/5");
}

TEST(PilottaRules, Pil14AuctionIncomplete) {
  Json hand = AuctionHand({{{"bid", 80}, {"trump", "S"}}, "pass"});
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({hand}))));  // partial: fine
  hand.erase("complete");
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/auction-incomplete", "/hands/0/auction"));
  hand.erase("auction");
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})), "pilotta/auction-incomplete", "/hands/0"));
}

TEST(PilottaRules, Pil15AuctionNeedsDealer) {
  Json hand = AuctionHand({"pass", "pass", "pass", "pass"});
  hand.erase("dealer");
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})), "pilotta/no-dealer", "/hands/0/dealer"));
  hand["dealer"] = 4;
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})), "pilotta/no-dealer", "/hands/0/dealer"));
  // A score-sheet hand with an auction needs one too.
  Json sheet = {{"auction", {"pass", "pass", "pass", "pass"}}, {"result", {{"points", {0, 0}}}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({sheet})), "pilotta/no-dealer", "/hands/0/dealer"));
}

TEST(PilottaExamples, AuctionTable) {
  EXPECT_EQ(ContractOf({{{"bid", 80}, {"trump", "S"}}, "pass", "pass", "pass"}, 0),
            (Contract{1, 80, false, 0, 1}));
  EXPECT_EQ(ContractOf({"pass", {{"bid", 80}, {"trump", "S"}}, "pass", "pass",
                        {{"bid", 90}, {"trump", "S"}}, "pass", "pass", "pass"}, 0),
            (Contract{1, 90, false, 0, 1}));
  EXPECT_EQ(ContractOf({"pass", "pass", "pass", {{"bid", 80}, {"trump", "C"}}, "pass", "pass",
                        "pass"}, 0),
            (Contract{0, 80, false, 3, 1}));
  EXPECT_EQ(ContractOf({{{"bid", 80}, {"trump", "S"}}, {{"double", true}}, {{"redouble", true}},
                        "pass", "pass", "pass"}, 0),
            (Contract{1, 80, false, 0, 4}));
  Auction passed(0);
  for (int i = 0; i < 4; ++i) EXPECT_FALSE(passed.Apply(Call{}));
  EXPECT_TRUE(passed.IsVoid());
  // The legal calls are listed in the message.
  Replayed low = ReplayJson(RecordJson({AuctionHand({{{"bid", 80}, {"trump", "S"}}, {{"bid", 80},
                                                                        {"trump", "H"}}})}));
  ASSERT_TRUE(low.FirstError());
  EXPECT_NE(low.FirstError()->message.find("Legal here: pass, a bid of 90 or more or capot, "
                                           "double"),
            std::string::npos)
      << low.FirstError()->message;
  EXPECT_EQ(low.FirstError()->seat, 2);
  EXPECT_EQ(low.FirstError()->rule, "PIL-9");
}

// ---- §5.2 play ----

TEST(PilottaRules, Pil16PlayNeedsAContract) {
  Json hand = AuctionHand({"pass", "pass", "pass", "pass"});
  hand.erase("complete");
  hand["play"] = {"7S"};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/play-without-contract", "/hands/0/play/0"));
  hand["play"] = Json::array();
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({hand}))));
  Json open = AuctionHand({{{"bid", 80}, {"trump", "S"}}});
  open["play"] = {"7S"};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({open})),
            "pilotta/play-without-contract", "/hands/0/play/0"));
}

TEST(PilottaRules, Pil17ActionForms) {
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({WorkedWith(3, {{"card", "KD"}, {"comment", "x"}})}))));
  for (Json bad : {Json("pass"), Json({{"card", "1H"}}), Json({{"card", "KD"}, {"say", "belote"}}),
                   Json({{"card", "KD"}, {"shown", false}}),
                   Json({{"card", "KD"}, {"declare", Json::array()}}),
                   Json({{"card", "KD"}, {"declare", Json::array({Json::array({"KD", "XX"})})}}),
                   Json({{"card", "KD"}, {"declare", {Json::array()}}}),
                   Json({{"card", "KD"}, {"declare", {{"QD", "KD", "AD"}}}, {"shown", 0}}),
                   Json({{"card", "KD"}, {"take", {"7D"}}}), Json({{"say", "pilotta"}})})
    EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedWith(3, bad)})),
              "pilotta/bad-action", "/hands/0/play/3"))
        << bad.dump();
}

TEST(PilottaRules, Pil18PlaySeat) {
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({WorkedWith(3, {{"card", "KD"}, {"seat", 0}})}))));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedWith(3, {{"card", "KD"}, {"seat", 1}})})),
            "pilotta/wrong-seat", "/hands/0/play/3"));
}

TEST(PilottaRules, Pil19CardHeld) {
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedWith(3, "AH")})),
            "pilotta/card-not-held", "/hands/0/play/3"));
  // KD again in trick 2 (seat 0 plays play[7]).
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedWith(7, "KD")})),
            "pilotta/card-not-held", "/hands/0/play/7"));
}

TEST(PilottaRules, Pil20MustFollow) {  // L1
  State s = TrickState(nullptr, 'H', {"KC"}, {"AC", "7C", "9H"});
  EXPECT_EQ(Verdict(s, "AC"), "ok");
  EXPECT_EQ(Verdict(s, "7C"), "ok");
  EXPECT_EQ(Verdict(s, "9H"), "pilotta/must-follow");
}

TEST(PilottaRules, Pil21OvertrumpWhenTrumpsLed) {  // L4, L5
  State l4 = TrickState(nullptr, 'H', {"AH"}, {"JH", "7H", "KS"});
  EXPECT_EQ(Verdict(l4, "JH"), "ok");
  EXPECT_EQ(Verdict(l4, "7H"), "pilotta/must-overtrump");
  EXPECT_EQ(Verdict(l4, "KS"), "pilotta/must-follow");
  State low = TrickState(nullptr, 'H', {"AH"}, {"KH", "7H"});
  EXPECT_EQ(Verdict(low, "KH"), "ok");
  EXPECT_EQ(Verdict(low, "7H"), "ok");
  State none = TrickState(nullptr, 'H', {"AH"}, {"KS", "7D"});
  EXPECT_EQ(Verdict(none, "KS"), "ok");
  EXPECT_EQ(Verdict(none, "7D"), "ok");
  State l5 = TrickState(nullptr, 'H', {"7H", "9H", "8H"}, {"JH", "QH"});  // partner 1 winning
  EXPECT_EQ(Verdict(l5, "JH"), "ok");
  EXPECT_EQ(Verdict(l5, "QH"), "pilotta/must-overtrump");
}

TEST(PilottaRules, Pil22MustHeadOnlyWithTheOption) {  // L6
  State off = TrickState(nullptr, 'H', {"TC"}, {"AC", "8C"});
  EXPECT_EQ(Verdict(off, "AC"), "ok");
  EXPECT_EQ(Verdict(off, "8C"), "ok");
  Json head = {{"must_head_all_suits", true}};
  State on = TrickState(head, 'H', {"TC"}, {"AC", "8C"});
  EXPECT_EQ(Verdict(on, "AC"), "ok");
  EXPECT_EQ(Verdict(on, "8C"), "pilotta/must-head");
  State trumped = TrickState(head, 'H', {"TC", "7H"}, {"AC", "8C"});  // L6b
  EXPECT_EQ(Verdict(trumped, "AC"), "ok");
  EXPECT_EQ(Verdict(trumped, "8C"), "ok");
  State cannot = TrickState(head, 'H', {"AC"}, {"TC", "8C"});
  EXPECT_EQ(Verdict(cannot, "8C"), "ok");
}

TEST(PilottaRules, Pil23MustTrumpEvenWhenPartnerWins) {  // L2
  State s = TrickState(nullptr, 'H', {"KC", "JC"}, {"9H", "QH", "8D"});
  EXPECT_EQ(Verdict(s, "9H"), "ok");
  EXPECT_EQ(Verdict(s, "QH"), "ok");
  EXPECT_EQ(Verdict(s, "8D"), "pilotta/must-trump");
  State no_trump = TrickState(nullptr, 'H', {"KC", "JC"}, {"8D", "9S"});
  EXPECT_EQ(Verdict(no_trump, "8D"), "ok");
}

TEST(PilottaRules, Pil24MustOvertrump) {  // L3a
  State s = TrickState(nullptr, 'H', {"KC", "TH"}, {"JH", "8H", "AD"});
  EXPECT_EQ(Verdict(s, "JH"), "ok");
  EXPECT_EQ(Verdict(s, "8H"), "pilotta/must-overtrump");
  EXPECT_EQ(Verdict(s, "AD"), "pilotta/must-overtrump");
}

TEST(PilottaRules, Pil25MustUndertrump) {  // L3b
  State s = TrickState(nullptr, 'H', {"KC", "TH"}, {"QH", "8H", "AD"});
  EXPECT_EQ(Verdict(s, "QH"), "ok");
  EXPECT_EQ(Verdict(s, "8H"), "ok");
  EXPECT_EQ(Verdict(s, "AD"), "pilotta/must-trump");
}

TEST(PilottaRules, Pil26ThirtyTwoCards) {
  Json hand = WorkedHand();
  hand["play"].erase(31);
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/hand-incomplete", "/hands/0/play"));
  hand["complete"] = false;
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({hand}))));
  hand = WorkedHand();
  hand["play"].push_back("9C");
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/play-after-end", "/hands/0/play/32"));
  hand.erase("play");
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})), "pilotta/hand-incomplete", "/hands/0"));
}

TEST(PilottaRules, IllegalPlayListsTheLegalCards) {
  Replayed r = ReplayJson(RecordJson({WorkedWith(6, "8S")}));  // §11: seat 3 must beat QS
  ASSERT_TRUE(r.FirstError());
  EXPECT_TRUE(FailsWith(r, "pilotta/must-overtrump", "/hands/0/play/6"));
  EXPECT_EQ(r.FirstError()->rule, "PIL-21");
  EXPECT_EQ(r.FirstError()->seat, 3);
  EXPECT_NE(r.FirstError()->message.find("Legal here: 9S, JS"), std::string::npos)
      << r.FirstError()->message;
  // Replay stops at the first illegal action: the later ones are not judged.
  EXPECT_EQ(r.report.diagnostics.size(), 1u);
}

// ---- §11 the complete hand ----

TEST(PilottaExamples, CompleteHand) {
  Json hand = WorkedHand();
  hand["result"] = WorkedResult();
  Json record = RecordJson({hand});
  record["result"] = {{"score", {7, 26}}};
  Replayed r = ReplayJson(record);
  EXPECT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0], WorkedResult());
  EXPECT_EQ(r.result, Json({{"score", {7, 26}}}));
  Json facts = r.facts[0];
  EXPECT_EQ(facts["level"], "full");
  EXPECT_EQ(facts["contract"], Json({{"side", 1}, {"seat", 3}, {"trump", "S"}, {"bid", 110},
                                     {"doubled", false}, {"redoubled", false}, {"made", true},
                                     {"capot", false}}));
  EXPECT_EQ(facts["sides"][1]["tricks"], 4);
  EXPECT_EQ(facts["sides"][1]["trick_points"], 86);
  EXPECT_EQ(facts["seats"][1]["melds"], Json({"tierce"}));
  EXPECT_EQ(facts["seats"][1]["pilotta"], true);
  // The whole object, as the store's `extra` column keeps it.
  EXPECT_EQ(facts, Json::parse(R"({"level": "full", "dealer": 0, "points": [7, 26],
      "sides": [{"tricks": 4, "trick_points": 76, "declarations": 0, "pilotta": false,
                 "capot": false},
                {"tricks": 4, "trick_points": 86, "declarations": 40, "pilotta": true,
                 "capot": false}],
      "seats": [{"melds": [], "pilotta": false}, {"melds": ["tierce"], "pilotta": true},
                {"melds": ["tierce"], "pilotta": false}, {"melds": ["tierce"], "pilotta": false}],
      "contract": {"side": 1, "seat": 3, "trump": "S", "bid": 110, "doubled": false,
                   "redoubled": false, "made": true, "capot": false}})"));
  // A partial hand and a void deal.
  Json partial = WorkedHand();
  partial["play"].erase(31);
  partial["complete"] = false;
  Json passed = {{"dealer", 1}, {"cards", WorkedHand()["cards"]},
                 {"auction", {"pass", "pass", "pass", "pass"}}};
  Replayed two = ReplayJson(RecordJson({partial, passed}));
  ASSERT_TRUE(Valid(two));
  EXPECT_EQ(two.facts[0], Json::parse(R"({"level": "partial", "dealer": 0, "points": [0, 0],
      "contract": {"side": 1, "seat": 3, "trump": "S", "bid": 110, "doubled": false,
                   "redoubled": false}})"));
  EXPECT_EQ(two.facts[1], Json::parse(R"({"level": "full", "dealer": 1, "points": [0, 0]})"));
  EXPECT_EQ(two.hands, Json::parse(R"([null, {"points": [0, 0]}])"));
}

TEST(PilottaExamples, CompleteHandUnderTheVariants) {
  for (Json rules : {Json({{"must_head_all_suits", true}}),
                     Json({{"made_requires_beating_defenders", true}}),
                     Json({{"round6_tiebreak", "trump_jack"}})}) {
    Json hand = WorkedHand();
    hand["result"] = WorkedResult();
    Replayed r = ReplayJson(RecordJson({hand}, rules));
    EXPECT_TRUE(Valid(r)) << rules.dump();
    EXPECT_EQ(r.hands[0], WorkedResult()) << rules.dump();
  }
}

TEST(PilottaExamples, CompleteHandMutations) {
  Json hand = WorkedWith(0, {{"card", "AD"}, {"declare", {{"QS", "KS", "AS"}}}, {"shown", false}});
  Replayed unshown = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(Valid(unshown));
  EXPECT_EQ(unshown.hands[0]["declarations"], Json({20, 0}));
  EXPECT_EQ(unshown.hands[0]["made"], false);
  EXPECT_EQ(unshown.hands[0]["raw"], Json({312, 0}));
  EXPECT_EQ(unshown.hands[0]["points"], Json({31, 0}));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedWith(6, "8S")})),
            "pilotta/must-overtrump", "/hands/0/play/6"));
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedWith(1, "QH")})),
            "pilotta/must-follow", "/hands/0/play/1"));
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({WorkedWith(4, {{"card", "QS"}, {"say", "repilotta"}})})),
                "pilotta/pilotta-call-order", "/hands/0/play/4"));
}

// ---- §7.1 claims of a full hand, PIL-47 ----

TEST(PilottaRules, ResultFieldsAreChecked) {
  Json hand = WorkedHand();
  hand["result"] = {{"points", {7, 26}}, {"made", true}};
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({hand}))));
  hand["result"] = {{"raw", {76, 255}}};
  Replayed raw = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(FailsWith(raw, "pilotta/result-mismatch", "/hands/0/result/raw"));
  EXPECT_NE(raw.FirstError()->message.find("[76, 256]"), std::string::npos);
  hand["result"] = {{"capot", true}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/result-mismatch", "/hands/0/result/capot"));
  hand["result"] = {{"belote", {0, 20}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/result-mismatch", "/hands/0/result/belote"));
  // A void hand's result is {"points": [0, 0]} and nothing else.
  Json passed = AuctionHand({"pass", "pass", "pass", "pass"});
  passed.erase("complete");
  passed["result"] = {{"points", {0, 0}}};
  Replayed v = ReplayJson(RecordJson({passed}));
  EXPECT_TRUE(Valid(v));
  EXPECT_EQ(v.hands[0], Json({{"points", {0, 0}}}));
  passed["result"]["made"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({passed})),
            "pilotta/result-mismatch", "/hands/0/result/made"));
}

TEST(PilottaRules, Pil47PartialHandsAreNotScored) {
  Json hand = WorkedHand();
  while (hand["play"].size() > 21) hand["play"].erase(hand["play"].size() - 1);
  hand["complete"] = false;
  Replayed r = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(Valid(r));
  EXPECT_TRUE(r.hands[0].is_null());
  EXPECT_EQ(r.result, Json({{"score", {0, 0}}}));
  hand["result"] = {{"points", {0, 0}}};
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({hand})), "pilotta/result-on-partial", "/hands/0/result"));
}

// ---- §8 the match ----

// A score-sheet line: made 80 ♠ by seat `seat` writing `points`.
Json Line(int seat, std::vector<int> points, std::string bid = "80", int m = 1) {
  Json contract = {{"seat", seat}, {"trump", "S"}, {"double", m}};
  contract["bid"] = bid == "capot" ? Json("capot") : Json(std::stoi(bid));
  return {{"contract", contract}, {"result", {{"points", points}}}};
}

TEST(PilottaRules, Pil48Pil49RunningScoreAndTheEnd) {
  Json big0 = Line(0, {125, 0}, "capot", 4), big1 = Line(1, {0, 125}, "capot", 4);
  Replayed r = ReplayJson(RecordJson({big0, big0, big0, Line(0, {18, 6})}));
  EXPECT_TRUE(FailsWith(r, "pilotta/hand-after-end", "/hands/3"));
  Replayed ended = ReplayJson(RecordJson({big0, big1, big0}));
  EXPECT_EQ(ended.result, Json({{"score", {250, 125}}}));  // 250 < 301: unfinished
  Replayed won = ReplayJson(RecordJson({big0, big1, big0, big0}));
  EXPECT_EQ(won.result, Json({{"score", {375, 125}}, {"winner", 0}}));
  // Equal totals at the target: play on.
  Json tie_rules = {{"target", 20}};
  Replayed tie = ReplayJson(RecordJson({Line(0, {18, 6}), Line(1, {6, 18})}, tie_rules));
  EXPECT_EQ(tie.result, Json({{"score", {24, 24}}}));
  Replayed after =
      ReplayJson(RecordJson({Line(0, {18, 6}), Line(1, {6, 18}), Line(1, {6, 18})}, tie_rules));
  EXPECT_EQ(after.result, Json({{"score", {30, 42}}, {"winner", 1}}));
}

TEST(PilottaRules, Pil50NoHandAfterTheEnd) {
  Json target = {{"target", 20}};
  EXPECT_TRUE(FailsWith(
      ReplayJson(RecordJson({Line(0, {18, 6}), Line(0, {18, 6}), Line(0, {18, 6})}, target)),
      "pilotta/hand-after-end", "/hands/2"));
  // A hand that stopped on an error leaves the totals unknown: no end is judged.
  Json bad = Line(0, {17, 6});
  EXPECT_TRUE(FailsWith(
      ReplayJson(RecordJson({Line(0, {18, 6}), bad, Line(0, {18, 6}), Line(0, {18, 6})}, target)),
      "pilotta/sheet-total", "/hands/1/result/points"));
}

TEST(PilottaRules, Pil51MatchResult) {
  Json record = RecordJson({Line(0, {18, 6})});
  record["result"] = {{"score", {18, 6}}};
  EXPECT_TRUE(Valid(ReplayJson(record)));
  record["result"] = {{"score", {18, 7}}};
  EXPECT_TRUE(FailsWith(ReplayJson(record), "pilotta/match-result-mismatch", "/result/score"));
  record["result"] = {{"score", {18, 6}}, {"winner", 0}};
  EXPECT_TRUE(FailsWith(ReplayJson(record), "pilotta/match-result-mismatch", "/result/winner"));
  Json done = RecordJson({Line(0, {18, 6})}, {{"target", 10}});
  done["result"] = {{"score", {18, 6}}};
  EXPECT_TRUE(FailsWith(ReplayJson(done), "pilotta/match-result-mismatch", "/result/winner"));
  done["result"]["winner"] = 1;
  EXPECT_TRUE(FailsWith(ReplayJson(done), "pilotta/match-result-mismatch", "/result/winner"));
  done["result"]["winner"] = 0;
  EXPECT_TRUE(Valid(ReplayJson(done)));
}

// ---- replay-show boards ----

std::optional<Json> Board(const Json& record, int moves, Diagnostics* diagnostics = nullptr) {
  RecordReader reader(record.dump(), "test");
  ShowRequest request;
  request.moves = moves;
  Diagnostics local;
  std::optional<Json> board = ShowPosition(reader, request, diagnostics ? *diagnostics : local);
  return board;
}

TEST(PilottaShow, BoardsThroughTheAuctionAndThePlay) {
  Json record = RecordJson({WorkedHand()});
  std::optional<Json> auction = Board(record, 4);
  ASSERT_TRUE(auction);
  EXPECT_EQ((*auction)["phase"], "auction");
  EXPECT_EQ((*auction)["to_move"], 1);
  EXPECT_EQ((*auction)["high_bid"],
            Json({{"seat", 2}, {"bid", 90}, {"trump", "H"}, {"double", 1}}));
  EXPECT_EQ((*auction)["seats"][1]["hand"].size(), 8u);
  std::optional<Json> play = Board(record, 16);  // 10 calls, then trick 1 and two cards of trick 2
  ASSERT_TRUE(play);
  EXPECT_EQ((*play)["phase"], "play");
  EXPECT_EQ((*play)["to_move"], 3);
  EXPECT_EQ((*play)["trick"],
            Json::parse(R"([{"seat": 1, "card": "QS"}, {"seat": 2, "card": "QC"}])"));
  EXPECT_EQ((*play)["sides"][1], Json({{"tricks", 1}, {"trick_points", 15}}));
  EXPECT_EQ((*play)["contract"], Json({{"seat", 3}, {"bid", 110}, {"trump", "S"}, {"double", 1}}));
  EXPECT_EQ((*play)["declarations"][0]["melds"][0], Json({"QS", "KS", "AS"}));
  EXPECT_EQ((*play)["last"], "QC");
  std::optional<Json> over = Board(record, -1);
  ASSERT_TRUE(over);
  EXPECT_EQ((*over)["phase"], "over");
  EXPECT_TRUE((*over)["to_move"].is_null());
  EXPECT_EQ((*over)["sides"][0]["trick_points"], 76);
  EXPECT_FALSE(over->contains("next"));
}

TEST(PilottaShow, NoBoardPastAnIllegalActionOrWithoutCards) {
  Diagnostics diagnostics;
  EXPECT_FALSE(Board(RecordJson({WorkedWith(6, "8S")}), 20, &diagnostics));
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics[0].code, "pilotta/must-overtrump");
  EXPECT_TRUE(Board(RecordJson({WorkedWith(6, "8S")}), 16));  // before it: fine
  diagnostics.clear();
  Json sheet = {{"contract", {{"seat", 0}, {"bid", 80}, {"trump", "S"}}},
                {"result", {{"points", {18, 6}}}}};
  EXPECT_FALSE(Board(RecordJson({sheet}), 0, &diagnostics));
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics[0].code, "show/no-deal");
}

}  // namespace
}  // namespace replay::pilotta
