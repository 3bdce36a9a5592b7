// One test per numbered rule of rules/bourlot.md (BRL-1 … BRL-62), the legal and the illegal
// side, built by hand, split by section: here the complete hand of §11 with its variants and
// mutations, §1, the deal (§3) and the auction with the seven exchange (§5.1, §5.2, B4);
// the play in bourlot_play_test.cc, scoring, the match and score sheets in
// bourlot_match_test.cc. (B1 and §6.3 are in belote/belote_test.cc; B2–B3 and the sheet
// arithmetic in bourlot_scoring_test.cc.)
#include "bourlot/bourlot_test_util.h"

namespace replay::bourlot::test {
namespace {

// ---- The complete hand (§11) ----

TEST(BourlotCompleteHand, ReplaysWithTheResultOfThePage) {
  const Replayed r = ReplayJson(CompleteHand());
  EXPECT_EQ(CodeOf(r), "");
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0], CompleteHand()["hands"][0]["result"]);
  EXPECT_EQ(r.result, json({{"score", {68, 114}}}));
  const json& f = r.facts[0];
  EXPECT_EQ(f["level"], "full");
  EXPECT_EQ(f["contract"], json({{"side", 1}, {"seat", 1}, {"trump", "H"}, {"round", 1},
                                 {"made", true}, {"inside", false}, {"hanging", 0},
                                 {"capot", false}}));
  EXPECT_EQ(f["seats"][0]["melds"], json({"quarte"}));
  EXPECT_EQ(f["seats"][2]["melds"], json({"tierce"}));
  EXPECT_EQ(f["seats"][2]["exchange"], true);
  EXPECT_EQ(f["seats"][3]["belote"], true);
  EXPECT_EQ(f["sides"][0]["trick_points"], 68);
  EXPECT_EQ(f["sides"][1]["tricks"], 5);
  EXPECT_EQ(f["sides"][0]["tricks"], 3);
}

TEST(BourlotCompleteHand, VariantsOfThePage) {
  json tens = CompleteHand();
  tens["rules"] = {{"rounding", "tens"}};
  tens["hands"][0]["result"]["points"] = {70, 110};
  tens["result"]["score"] = {70, 110};
  EXPECT_EQ(Verdict(tens), "valid");
  // Belote not called: 20 fewer for side 1, still made.
  json silent = CompleteHand();
  silent["hands"][0]["play"][3] = {{"card", "QH"}, {"declare", {{"JD", "QD", "KD"}}}};
  silent["hands"][0]["play"][10] = "KH";
  silent["hands"][0].erase("result");
  silent.erase("result");
  const Replayed r = ReplayJson(silent);
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0]["belote"], json({0, 0}));
  EXPECT_EQ(r.hands[0]["points"], json({68, 94}));
  // Without seat 1's quarte, side 0's quarte to A♣ beats the J♦ tierce: side 0 counts 70,
  // so the buyers (114) fall inside against 138: side 0 writes everything.
  json inside = CompleteHand();
  inside["hands"][0]["play"][1] = "7C";
  inside["hands"][0].erase("result");
  inside.erase("result");
  const Replayed in = ReplayJson(inside);
  ASSERT_TRUE(in.outcome);
  EXPECT_EQ(in.hands[0]["declarations"], json({70, 0}));
  EXPECT_EQ(in.hands[0]["made"], false);
  EXPECT_EQ(in.hands[0]["points"], json({252, 0}));
}

TEST(BourlotCompleteHand, MutationsOfThePage) {
  json a = CompleteHand();
  a["hands"][0]["play"][18] = "QD";  // seat 3, trick 5
  EXPECT_EQ(Verdict(a), "bourlot/must-trump at /hands/0/play/18");
  json b = CompleteHand();
  b["hands"][0]["play"][23] = "TC";  // seat 2, trick 6
  EXPECT_EQ(Verdict(b), "bourlot/must-overtrump at /hands/0/play/23");
  json c = CompleteHand();
  c["hands"][0]["play"][3]["say"] = "rebelote";
  EXPECT_EQ(Verdict(c), "bourlot/belote-call-order at /hands/0/play/3");
}

// replay-show's board (engine/game.h) at moves of the complete hand.
json BoardAt(int moves) {
  const Replayed r = ReplayJson(CompleteHand());
  Diagnostics diagnostics;
  Reporter reporter(r.record, diagnostics);
  std::optional<json> board = TheGame().Show(r.record, {}, 0, moves, reporter);
  EXPECT_TRUE(board && diagnostics.empty());
  return board.value_or(json());
}

TEST(BourlotCompleteHand, ShowsTheAuctionAndThePlay) {
  json b = BoardAt(1);
  EXPECT_EQ(b["phase"], "auction");
  EXPECT_EQ(b["to_move"], 1);
  EXPECT_EQ(b["auction"], json({"pass"}));
  EXPECT_EQ(b["turned"], "9H");
  EXPECT_EQ(b["seats"][0]["hand"].size(), 5u);
  b = BoardAt(2);  // bought by seat 1; seat 2's exchange is next and names its seat
  EXPECT_EQ(b["phase"], "auction");
  EXPECT_EQ(b["to_move"], 2);
  EXPECT_EQ(b["contract"], json({{"seat", 1}, {"side", 1}, {"trump", "H"}, {"round", 1}}));
  b = BoardAt(7);  // trick 1 complete: seat 3 trumped with QH and called belote
  EXPECT_EQ(b["phase"], "play");
  EXPECT_EQ(b["move"], 7);
  EXPECT_EQ(b["moves"], 35);
  EXPECT_EQ(b["to_move"], 3);
  EXPECT_EQ(b["trick"], json::array());
  EXPECT_EQ(b["contract"]["exchange"], 2);
  EXPECT_EQ(b["declarations"]["2"], json({"tierce"}));
  EXPECT_EQ(b["belote"], 3);
  EXPECT_EQ(b["sides"][1]["tricks"], 1);
  EXPECT_EQ(b["seats"][0]["hand"].size(), 7u);
  EXPECT_EQ(b["last"],  // a JSON value, not a string holding JSON (issue #29)
            json({{"card", "QH"}, {"say", "belote"}, {"declare", {{"JD", "QD", "KD"}}}}));
  b = BoardAt(8);
  EXPECT_EQ(b["trick"], json({{{"seat", 3}, {"card", "7D"}}}));
  b = BoardAt(-1);
  EXPECT_EQ(b["phase"], "over");
  EXPECT_EQ(b["to_move"], nullptr);
  EXPECT_EQ(b["sides"][0]["trick_points"], 68);
  EXPECT_EQ(b["sides"][1]["trick_points"], 94);
}

// ---- §1 ----

TEST(BourlotRules, BRL1PlayerCount) {
  json five = CompleteHand();
  five["players"].push_back("Kostas");
  EXPECT_EQ(Verdict(five), "bourlot/player-count at /players");
  json rules = CompleteHand();
  rules["rules"] = {{"players", 3}};
  EXPECT_EQ(Verdict(rules), "bourlot/player-count at /rules/players");
  rules["rules"] = {{"players", 4}};
  EXPECT_EQ(Verdict(rules), "valid");
}


TEST(BourlotRules, BRL2DealerOrderIsAWarning) {
  json r = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
            {"hands", {SheetHand(3, 0, {110, 72}), SheetHand(0, 1, {72, 110})}}};
  const Replayed ok = ReplayJson(r);
  EXPECT_EQ(CodeOf(ok), "");
  EXPECT_FALSE(ok.HasWarning("bourlot/dealer-order", "/hands/1/dealer"));
  r["hands"][1]["dealer"] = 2;
  const Replayed warned = ReplayJson(r);
  EXPECT_EQ(CodeOf(warned), "");  // valid
  EXPECT_TRUE(warned.HasWarning("bourlot/dealer-order", "/hands/1/dealer"));
}

// ---- §3 The deal ----

TEST(BourlotRules, BRL3CardsShape) {
  json r = CompleteHand();
  r["hands"][0]["cards"] = json::array();
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards");
  r = CompleteHand();
  r["hands"][0]["cards"]["table"] = json::array();
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards/table");
  r = CompleteHand();
  r["hands"][0]["cards"].erase("turned");
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards");
  r = CompleteHand();
  r["hands"][0]["cards"]["hands"].erase(3);
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards/hands");
  r = CompleteHand();
  r["hands"][0]["cards"]["turned"] = {"9H"};
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards/turned");
  r = CompleteHand();
  r["hands"][0].erase("cards");
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0");
}

TEST(BourlotRules, BRL4CardCount) {
  json r = CompleteHand();
  r["hands"][0]["cards"]["hands"][0].erase(7);
  EXPECT_EQ(Verdict(r), "cards/count at /hands/0/cards/hands/0");
  // A passed-out deal lists 5 cards each …
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  EXPECT_EQ(Verdict(passed), "valid");
  // … not 8.
  json eight = passed;
  eight["hands"][0]["cards"] = Deal(kB4First, "TD", 0);
  EXPECT_EQ(Verdict(eight), "cards/count at /hands/0/cards/hands/0");
  // An unfinished auction (partial hand) also lists 5.
  EXPECT_EQ(Verdict(AuctionRecord(Passes(3), -1)), "valid");
}

TEST(BourlotRules, BRL5DealtSetIsTheDeck) {
  json r = CompleteHand();
  r["hands"][0]["cards"]["hands"][0][7] = "1D";
  EXPECT_EQ(Verdict(r), "cards/foreign at /hands/0/cards/hands/0/7");
  r["hands"][0]["cards"]["hands"][0][7] = 9;
  EXPECT_EQ(Verdict(r), "cards/foreign at /hands/0/cards/hands/0/7");
  r = CompleteHand();
  r["hands"][0]["cards"]["hands"][0][7] = "8D";  // 9D missing, 8D twice
  const Replayed dup = ReplayJson(r);
  EXPECT_EQ(CodeOf(dup), "cards/duplicate");
  bool missing = false;
  for (const Diagnostic& d : dup.diagnostics) missing |= d.code == "cards/missing";
  EXPECT_TRUE(missing);
  r = CompleteHand();
  r["hands"][0]["cards"]["turned"] = "2H";
  EXPECT_EQ(Verdict(r), "cards/foreign at /hands/0/cards/turned");
  // R's position 6 repeats the turned card (or 7T): it is not a second copy.
  EXPECT_EQ(Verdict(CompleteHand()), "valid");
  // With 5-card lists nothing is missing, but duplicates still count.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0]["cards"]["hands"][1][0] = "AS";
  EXPECT_EQ(Verdict(passed), "cards/duplicate at /hands/0/cards/hands/1/0");
}

TEST(BourlotRules, BRL6TurnedCardPlacement) {
  // The buyer (seat 2) receives TD as position 6.
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}}, 2)), "valid");
  // Position 6 is left out of the dealt set, so any card there keeps the deck whole; it must
  // still be the turned card.
  json wrong = AuctionRecord({"pass", "pass", {{"take", true}}}, 2);
  wrong["hands"][0]["cards"]["hands"][2][5] = "AS";
  EXPECT_EQ(Verdict(wrong), "bourlot/turned-card-misplaced at /hands/0/cards/hands/2/5");
  // Moving the turned card to position 7 makes it a dealt card: a duplicate, found first (BRL-5).
  json moved = AuctionRecord({"pass", "pass", {{"take", true}}}, 2);
  std::swap(moved["hands"][0]["cards"]["hands"][2][5], moved["hands"][0]["cards"]["hands"][2][6]);
  EXPECT_EQ(Verdict(moved), "cards/duplicate at /hands/0/cards/hands/2/6");
  // After an exchange, position 6 is the 7 of trumps.
  json x = {"pass", "pass", {{"take", true}}, {{"exchange", "7D"}, {"seat", 0}}};
  EXPECT_EQ(Verdict(AuctionRecord(x, 2, "7D")), "valid");
  EXPECT_EQ(Verdict(AuctionRecord(x, 2, "TD")), "bourlot/turned-card-misplaced at "
                                                "/hands/0/cards/hands/2/5");
  // turned_card_to = dealer: the dealer (seat 3) receives it, whoever buys.
  json dealer = {{"turned_card_to", "dealer"}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}}, 3, "", dealer)), "valid");
  json buyer_got_it = AuctionRecord({"pass", "pass", {{"take", true}}}, 3, "", dealer);
  buyer_got_it["hands"][0]["cards"]["hands"][3][5] = "AS";
  EXPECT_EQ(Verdict(buyer_got_it), "bourlot/turned-card-misplaced at /hands/0/cards/hands/3/5");
}

// ---- §5.1 Auction, with B4 ----

TEST(BourlotRules, B4AuctionTable) {
  const json take = {{"take", true}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take}, 2)), "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, take}, 2)),
            "bourlot/auction-closed at /hands/0/auction/3");
  json x0 = {{"exchange", "7D"}, {"seat", 0}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, x0}, 2, "7D")), "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, {{"exchange", "7D"}, {"seat", 2}}}, 2,
                                  "7D")),
            "bourlot/exchange-seat at /hands/0/auction/3");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, {{"exchange", "7S"}, {"seat", 0}}}, 2,
                                  "7D")),
            "bourlot/exchange-not-seven at /hands/0/auction/3");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", x0, take}, 2)),
            "bourlot/exchange-not-allowed at /hands/0/auction/1");
  json round2 = Passes(4);
  round2.push_back({{"trump", "D"}});
  EXPECT_EQ(Verdict(AuctionRecord(round2, 0)),
            "bourlot/turned-suit-in-round-2 at /hands/0/auction/4");
  round2[4] = {{"trump", "S"}};
  EXPECT_EQ(Verdict(AuctionRecord(round2, 0)), "valid");
  round2.push_back({{"exchange", "7S"}, {"seat", 1}});
  EXPECT_EQ(Verdict(AuctionRecord(round2, 0)),
            "bourlot/exchange-not-allowed at /hands/0/auction/5");
  EXPECT_EQ(Verdict(AuctionRecord({{{"trump", "S"}}}, -1)),
            "bourlot/wrong-round-call at /hands/0/auction/0");
  EXPECT_EQ(Verdict(AuctionRecord({{{"seat", 1}, {"pass", true}}}, -1)),
            "bourlot/wrong-seat at /hands/0/auction/0");
  // 8 passes: void, 5-card lists; the next dealer is seat 0.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"].push_back(SheetHand(0, 0, {110, 72}));
  const Replayed r = ReplayJson(passed);
  EXPECT_EQ(CodeOf(r), "");
  EXPECT_FALSE(r.HasWarning("bourlot/dealer-order", "/hands/1/dealer"));
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0], json({{"points", {0, 0}}, {"hanging", 0}}));
}

TEST(BourlotRules, B4ExchangedTurnedCardIsInTheExchangersHand) {
  json r = AuctionRecord({"pass", "pass", {{"take", true}}, {{"exchange", "7D"}, {"seat", 0}}}, 2,
                         "7D");
  r["hands"][0]["play"] = {"TD"};  // the eldest (seat 0) leads the card he took
  EXPECT_EQ(Verdict(r), "valid");
  r["hands"][0]["play"] = {"7D"};  // and no longer holds his 7
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/0");
}

TEST(BourlotRules, BRL7BadCall) {
  for (json call : {json("bid"), json({{"take", false}}), json({{"trump", "X"}}),
                    json({{"pass", true}, {"take", true}}), json({{"exchange", "7D"}, {"seat", 9}}),
                    json({{"exchange", "ZZ"}, {"seat", 0}}), json(7), json({{"bid", 80}}),
                    json({{"pass", true}, {"comment", 3}}), json::object()})
    EXPECT_EQ(Verdict(AuctionRecord({call}, -1)), "bourlot/bad-call at /hands/0/auction/0")
        << call.dump();
  // Every accepted form, with the input aliases of §2.
  EXPECT_EQ(Verdict(AuctionRecord({{{"pass", true}, {"comment", "hm"}}, "pass", "pass", "pass",
                                   "pass", {{"trump", "\u2660"}}}, 1)),
            "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", "pass", "pass", "pass", {{"trump", "c"}}}, 1)),
            "valid");
}

TEST(BourlotRules, BRL8WrongSeat) {
  EXPECT_EQ(Verdict(AuctionRecord({{{"pass", true}, {"seat", 0}}, {{"take", true}, {"seat", 1}}},
                                  1)),
            "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", {{"take", true}, {"seat", 2}}}, 1)),
            "bourlot/wrong-seat at /hands/0/auction/1");
}

TEST(BourlotRules, BRL9WrongRoundCall) {
  json a = Passes(4);
  a.push_back({{"take", true}});
  EXPECT_EQ(Verdict(AuctionRecord(a, -1)), "bourlot/wrong-round-call at /hands/0/auction/4");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", {{"trump", "S"}}}, -1)),
            "bourlot/wrong-round-call at /hands/0/auction/1");
}

TEST(BourlotRules, BRL10TurnedSuitInRound2UnlessTheOption) {
  json a = Passes(6);
  a.push_back({{"trump", "D"}});
  EXPECT_EQ(Verdict(AuctionRecord(a, 2)), "bourlot/turned-suit-in-round-2 at /hands/0/auction/6");
  EXPECT_EQ(Verdict(AuctionRecord(a, 2, "", {{"round2_turned_suit", true}})), "valid");
}

TEST(BourlotRules, BRL11AuctionClosed) {
  json a = Passes(8);
  a.push_back("pass");
  EXPECT_EQ(Verdict(AuctionRecord(a, -1)), "bourlot/auction-closed at /hands/0/auction/8");
  EXPECT_EQ(Verdict(AuctionRecord({{{"take", true}}, "pass"}, 0)),
            "bourlot/auction-closed at /hands/0/auction/1");
  // One exchange directly after the end; a second is not allowed (BRL-14, as BRL-11 says:
  // issue #25), while any other entry after it is closed.
  json x = {{"exchange", "7D"}, {"seat", 0}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x}, 2, "7D")), "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x, x}, 2, "7D")),
            "bourlot/exchange-not-allowed at /hands/0/auction/4");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x, {{"exchange", "7D"},
                                   {"seat", 1}}}, 2, "7D")),
            "bourlot/exchange-not-allowed at /hands/0/auction/4");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x, "pass"}, 2, "7D")),
            "bourlot/auction-closed at /hands/0/auction/4");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x, {{"take", true}}}, 2,
                                  "7D")),
            "bourlot/auction-closed at /hands/0/auction/4");
}

TEST(BourlotRules, BRL12AuctionIncomplete) {
  json r = AuctionRecord(Passes(5), -1);
  EXPECT_EQ(Verdict(r), "valid");  // partial
  r["hands"][0].erase("complete");
  EXPECT_EQ(Verdict(r), "bourlot/auction-incomplete at /hands/0/auction");
  r["hands"][0].erase("auction");
  EXPECT_EQ(Verdict(r), "bourlot/auction-incomplete at /hands/0/auction");
}

TEST(BourlotRules, BRL13NoDealer) {
  json r = CompleteHand();
  r["hands"][0].erase("dealer");
  EXPECT_EQ(Verdict(r), "bourlot/no-dealer at /hands/0/dealer");
  r["hands"][0]["dealer"] = 4;
  EXPECT_EQ(Verdict(r), "bourlot/no-dealer at /hands/0/dealer");
  json sheet = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
                {"hands", {{{"auction", {{{"take", true}}}}, {"result", {{"points", {110, 72}}}}}}}};
  EXPECT_EQ(Verdict(sheet), "bourlot/no-dealer at /hands/0/dealer");
  sheet["hands"][0]["dealer"] = 3;
  EXPECT_EQ(Verdict(sheet), "valid");
}

// ---- §5.2 Seven exchange ----

TEST(BourlotRules, BRL14ExchangeNotAllowed) {
  json x = {{"exchange", "7D"}, {"seat", 0}};
  json passed = Passes(8);
  passed.push_back(x);
  EXPECT_EQ(Verdict(AuctionRecord(passed, -1)),
            "bourlot/exchange-not-allowed at /hands/0/auction/8");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x}, 2, "7D",
                                  {{"seven_exchange", false}})),
            "bourlot/exchange-not-allowed at /hands/0/auction/3");
  // A round-2 purchase in the turned suit (round2_turned_suit) may be exchanged: T = its suit.
  json r2 = Passes(6);
  r2.push_back({{"trump", "D"}});
  r2.push_back(x);
  EXPECT_EQ(Verdict(AuctionRecord(r2, 2, "7D", {{"round2_turned_suit", true}})), "valid");
}

TEST(BourlotRules, BRL15ExchangeNotSeven) {
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}},
                                   {{"exchange", "AS"}, {"seat", 0}}}, 2, "7D")),
            "bourlot/exchange-not-seven at /hands/0/auction/3");
}

TEST(BourlotRules, BRL16ExchangeSeat) {
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, {{"exchange", "7D"}}}, 2,
                                  "7D")),
            "bourlot/exchange-seat at /hands/0/auction/3");
  // With the turned card to the dealer (seat 3), the dealer can't exchange; the buyer can.
  json dealer = {{"turned_card_to", "dealer"}};
  const std::array<std::string_view, 4> first = {"AS KS QS JS TS", "7S 8S 9S AH KH",
                                                 "7D QH JH TH 9H", "8H 7H 7C 8C 9C"};
  auto record = [&](int seat) {
    json hand = {{"dealer", 3}, {"cards", Deal(first, "TD", 3, "7D")},
                 {"auction", {"pass", "pass", {{"take", true}}, {{"exchange", "7D"}, {"seat", seat}}}},
                 {"complete", false}};
    return json{{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"rules", dealer},
                {"hands", {hand}}};
  };
  EXPECT_EQ(Verdict(record(2)), "valid");  // seat 2 bought and holds 7D: not R
}

TEST(BourlotRules, BRL17ExchangeWithoutSeven) {
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}},
                                   {{"exchange", "7D"}, {"seat", 1}}}, 2, "7D")),
            "bourlot/exchange-without-seven at /hands/0/auction/3");
  // The turned card is itself the 7: nobody holds it.
  json hand = {{"dealer", 3},
               {"cards", Deal({"TD AS KS QS JS", "7S 8S 9S TS AH", "KH QH JH TH 9H",
                               "8H 7H 7C 8C 9C"}, "7D", 0)},
               {"auction", {{{"take", true}}, {{"exchange", "7D"}, {"seat", 1}}}},
               {"complete", false}};
  json r = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"hands", {hand}}};
  EXPECT_EQ(Verdict(r), "bourlot/exchange-without-seven at /hands/0/auction/1");
}

}  // namespace
}  // namespace replay::bourlot::test
