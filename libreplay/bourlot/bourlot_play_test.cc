// The rules of the play (rules/bourlot.md §5.3–§5.5, BRL-18..34, L1–L6): the cards, the duties
// to follow and to trump, declarations and belote.
#include "bourlot/bourlot_test_util.h"

namespace replay::bourlot::test {
namespace {

// ---- §5.3 Play ----

TEST(BourlotRules, BRL18PlayWithoutBuyer) {
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"][0]["play"] = {"7D"};
  EXPECT_EQ(Verdict(passed), "bourlot/play-without-buyer at /hands/0/play/0");
  json unfinished = AuctionRecord(Passes(2), -1);
  unfinished["hands"][0]["play"] = {"7D"};
  EXPECT_EQ(Verdict(unfinished), "bourlot/play-without-buyer at /hands/0/play/0");
}

TEST(BourlotRules, BRL19BadAction) {
  for (json bad : {json("ZZ"), json({{"card", "AC"}, {"shown", false}}),
                   json({{"card", "AC"}, {"say", "pilotta"}}), json({{"card", "AC"}, {"declare", json::array()}}),
                   json({{"card", "AC"}, {"declare", json::array({json::array()})}}),
                   json({{"card", "AC"}, {"declare", {{"XX", "KC", "QC"}}}}),
                   json({{"say", "belote"}}), json({{"card", "AC"}, {"bid", 80}}), json(3)}) {
    json r = CompleteHand();
    r["hands"][0]["play"][0] = bad;
    EXPECT_EQ(Verdict(r), "bourlot/bad-action at /hands/0/play/0") << bad.dump();
  }
  json r = CompleteHand();
  r["hands"][0]["play"][4] = {{"card", "7\u2666"}, {"comment", "void"}, {"seat", 3}};
  EXPECT_EQ(Verdict(r), "valid");
}

TEST(BourlotRules, BRL20WrongSeat) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["seat"] = 1;
  EXPECT_EQ(Verdict(r), "bourlot/wrong-seat at /hands/0/play/0");
  r["hands"][0]["play"][0]["seat"] = 0;  // the eldest leads, though seat 1 bought
  EXPECT_EQ(Verdict(r), "valid");
}

TEST(BourlotRules, BRL21CardNotHeld) {
  json r = CompleteHand();
  r["hands"][0]["play"][0] = "KD";
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/0");
  r = CompleteHand();
  r["hands"][0]["play"][11] = "AC";  // seat 0 played AC in trick 1
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/11");
  r = CompleteHand();
  r["hands"][0]["play"][2] = "7H";  // seat 2 gave his 7H away in the exchange
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/2");
}

// L1–L6 (T = ♥) through the engine: codes and rule ids.
TEST(BourlotRules, BRL22MustFollowL1) {
  PlayState s = Position("KC", "AC 7C 9H");
  EXPECT_EQ(Legal(s), "AC 7C");
  EXPECT_EQ(Play(s, "9H"), "bourlot/must-follow (BRL-22)");
  EXPECT_EQ(Play(s, "7C"), "legal");
}

TEST(BourlotRules, BRL23MustOvertrumpWhenTrumpsLedL4L5) {
  EXPECT_EQ(Play(Position("AH", "JH 7H KS"), "7H"), "bourlot/must-overtrump (BRL-23)");
  EXPECT_EQ(Legal(Position("AH", "KH 7H")), "7H KH");
  EXPECT_EQ(Legal(Position("AH", "KS 7D")), "KS 7D");
  PlayState l5 = Position("7H 9H 8H", "JH QH");  // partner (seat 1) wins with 9H
  EXPECT_EQ(Legal(l5), "JH");
  EXPECT_EQ(Play(l5, "QH"), "bourlot/must-overtrump (BRL-23)");
  Options french;
  french.partner_exception = true;  // no exemption when trumps are led
  EXPECT_EQ(Play(Position("7H 9H 8H", "JH QH", french), "QH"), "bourlot/must-overtrump (BRL-23)");
}

TEST(BourlotRules, BRL24MustTrumpL2) {
  PlayState s = Position("KC JC", "9H QH 8D");
  EXPECT_EQ(Legal(s), "9H QH");
  EXPECT_EQ(Play(s, "8D"), "bourlot/must-trump (BRL-24)");
  Options french;
  french.partner_exception = true;
  EXPECT_EQ(Play(Position("KC JC", "9H QH 8D", french), "8D"), "legal");
  // The exception needs the partner to be winning: here seat 1's AC wins.
  EXPECT_EQ(Play(Position("KC AC", "9H QH 8D", french), "8D"), "bourlot/must-trump (BRL-24)");
}

TEST(BourlotRules, BRL25MustOvertrumpWhenVoidL3a) {
  PlayState s = Position("KC TH", "JH 8H AD");
  EXPECT_EQ(Legal(s), "JH");
  EXPECT_EQ(Play(s, "8H"), "bourlot/must-overtrump (BRL-25)");
  EXPECT_EQ(Play(s, "AD"), "bourlot/must-overtrump (BRL-25)");
  Options french;
  french.partner_exception = true;
  // Seat 3's partner (seat 1) trumped: free under the option, bound without it.
  EXPECT_EQ(Play(Position("KC TH AC", "JH 8D", french), "8D"), "legal");
  EXPECT_EQ(Play(Position("KC TH AC", "JH 8D"), "8D"), "bourlot/must-overtrump (BRL-25)");
}

TEST(BourlotRules, BRL26UndertrumpL3b) {
  PlayState s = Position("KC TH", "QH 8H AD");
  EXPECT_EQ(Legal(s), "8H QH");
  EXPECT_EQ(Play(s, "AD"), "bourlot/must-trump (BRL-26)");
  Options southern;
  southern.must_undertrump = false;
  EXPECT_EQ(Legal(Position("KC TH", "QH 8H AD", southern)), "8H QH AD");
}

TEST(BourlotRules, L6NoDutyToBeatAPlainCard) {
  EXPECT_EQ(Legal(Position("TC", "AC 8C")), "AC 8C");
}

TEST(BourlotRules, BRL27HandIncompleteAndPlayAfterEnd) {
  json r = CompleteHand();
  r["hands"][0]["play"].erase(31);
  EXPECT_EQ(Verdict(r), "bourlot/hand-incomplete at /hands/0/play");
  r["hands"][0]["complete"] = false;
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_EQ(Verdict(r), "valid");
  r = CompleteHand();
  r["hands"][0]["play"].push_back("QS");
  EXPECT_EQ(Verdict(r), "bourlot/play-after-end at /hands/0/play/32");
}

// ---- §5.4 Declarations ----

TEST(BourlotRules, BRL28DeclareLate) {
  json r = CompleteHand();
  r["hands"][0]["play"][4] = {{"card", "7D"}, {"declare", {{"JD", "QD", "KD"}}}};
  EXPECT_EQ(Verdict(r), "bourlot/declare-late at /hands/0/play/4");
}

TEST(BourlotRules, BRL29DeclareNotHeld) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["declare"].push_back({"7S", "8S", "9S"});  // 8S, 9S are not seat 0's
  EXPECT_EQ(Verdict(r), "bourlot/declare-not-held at /hands/0/play/0");
  // HS after an exchange: seat 2 holds the turned 9H, not his 7H.
  r = CompleteHand();
  r["hands"][0]["play"][2]["declare"] = {{"7H", "8H", "9H"}};
  EXPECT_EQ(Verdict(r), "bourlot/declare-not-held at /hands/0/play/2");
}

TEST(BourlotRules, BRL30NotAMeld) {
  for (json meld : {json::array({"AC", "KC"}), json({"JC", "QC", "AC"}), json({"AC", "KC", "QC", "QC"}),
                    json({"AC", "AD", "KC"})}) {
    json r = CompleteHand();
    r["hands"][0]["play"][0]["declare"] = json::array({meld});
    EXPECT_EQ(Verdict(r), "bourlot/not-a-meld at /hands/0/play/0") << meld.dump();
  }
  // A shorter sequence than held is a meld (declaring is optional and may be partial).
  json r = CompleteHand();
  r["hands"][0]["play"][0]["declare"] = {{"QC", "KC", "AC"}};
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/declarations");
}

// Carrés of 7 and 8 through the engine (declaring seat 0 leads with four Sevens).
TEST(BourlotRules, BRL30And39CarreOfSevens) {
  std::array<CardSet, kSeats> start{};
  for (std::string_view c : {"7S", "7H", "7D", "7C", "8S", "8H", "8D", "8C"})
    start[0].Add(*ParseCard(c, kDeck));
  for (std::string_view c : {"JS", "JH", "JD", "JC", "QS", "KS", "AS", "TS"})
    start[1].Add(*ParseCard(c, kDeck));
  auto seven = [](std::vector<std::string> codes) {
    std::vector<Card> meld;
    for (const auto& c : codes) meld.push_back(*ParseCard(c, kDeck));
    return meld;
  };
  PlayAction lead;
  lead.card = *ParseCard("7S", kDeck);
  lead.declare = {seven({"7S", "7H", "7D", "7C"})};
  Options plain;
  PlayState off(plain, 0, 0, 1, start);
  EXPECT_EQ(off.Check(lead)->code, "bourlot/not-a-meld");
  lead.declare = {seven({"8S", "8H", "8D", "8C"})};
  EXPECT_EQ(off.Check(lead)->code, "bourlot/not-a-meld");
  Options on;
  on.carre7_cancels_carre_j = true;
  PlayState s(on, 0, 0, 1, start);
  EXPECT_EQ(s.Check(lead)->code, "bourlot/not-a-meld");  // 8s stay no meld
  lead.declare = {seven({"7S", "7H", "7D", "7C"})};
  ASSERT_FALSE(s.Apply(lead));
  EXPECT_EQ(s.MeldsOf(0).size(), 1u);
  EXPECT_EQ(s.MeldsOf(0)[0].value, 0);
}

TEST(BourlotRules, BRL31CardInTwoMelds) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["declare"] = {{"JC", "QC", "KC"}, {"QC", "KC", "AC"}};
  EXPECT_EQ(Verdict(r), "bourlot/card-in-two-melds at /hands/0/play/0");
}

TEST(BourlotRules, BRL32SplitSequence) {
  std::array<CardSet, kSeats> start{};
  for (std::string_view c : {"7S", "8S", "9S", "TS", "JS", "QS", "AH", "AD"})
    start[0].Add(*ParseCard(c, kDeck));
  auto cards = [](std::vector<std::string> codes) {
    std::vector<Card> meld;
    for (const auto& c : codes) meld.push_back(*ParseCard(c, kDeck));
    return meld;
  };
  PlayState s({}, 0, 0, 1, start);
  PlayAction lead;
  lead.card = *ParseCard("AH", kDeck);
  lead.declare = {cards({"7S", "8S", "9S"}), cards({"TS", "JS", "QS"})};
  std::optional<Violation> v = s.Check(lead);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->code, "bourlot/split-sequence");
  lead.declare = {cards({"7S", "8S", "9S"}), cards({"JS", "QS"})};
  EXPECT_EQ(s.Check(lead)->code, "bourlot/not-a-meld");
  lead.declare = {cards({"7S", "8S", "9S", "TS", "JS", "QS"})};  // the run as one meld: 100
  ASSERT_FALSE(s.Apply(lead));
  EXPECT_EQ(s.MeldsOf(0)[0].value, 100);
}

// ---- §5.5 Belote ----

TEST(BourlotRules, BRL33BeloteNotHeld) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["say"] = "belote";  // AC
  EXPECT_EQ(Verdict(r), "bourlot/belote-not-held at /hands/0/play/0");
  r = CompleteHand();
  r["hands"][0]["play"][8] = {{"card", "JH"}, {"say", "belote"}};
  EXPECT_EQ(Verdict(r), "bourlot/belote-not-held at /hands/0/play/8");
  // A K of trumps by a seat that does not hold the Q too: seat 3 holds both here, so use a
  // position where seat 0 holds KH alone.
  std::array<CardSet, kSeats> start{};
  start[0].Add(*ParseCard("KH", kDeck));
  start[1].Add(*ParseCard("QH", kDeck));
  PlayState s({}, 0, 0, 1, start);
  PlayAction a;
  a.card = *ParseCard("KH", kDeck);
  a.say = Say::kBelote;
  EXPECT_EQ(s.Check(a)->code, "bourlot/belote-not-held");
}

TEST(BourlotRules, BRL34BeloteCallOrder) {
  json r = CompleteHand();
  r["hands"][0]["play"][10]["say"] = "belote";  // belote twice
  EXPECT_EQ(Verdict(r), "bourlot/belote-call-order at /hands/0/play/10");
  r = CompleteHand();
  r["hands"][0]["play"][3].erase("say");  // rebelote without belote
  EXPECT_EQ(Verdict(r), "bourlot/belote-call-order at /hands/0/play/10");
  // Belote said on the second card only, or on the first only: valid, and it scores.
  r["hands"][0]["play"][10]["say"] = "belote";
  EXPECT_EQ(Verdict(r), "valid");
  r = CompleteHand();
  r["hands"][0]["play"][10] = "KH";
  EXPECT_EQ(Verdict(r), "valid");
}

TEST(BourlotRules, BRL40BeloteIsOutsideTheComparison) {
  // Seat 3 holds K♥ Q♥ of trumps and calls belote beside side 1's quarte to the ace: the belote
  // doesn't break the tie of the two quartes (no declaration counts), and it still scores 20.
  const Replayed r = ReplayJson(CompleteHand());
  ASSERT_TRUE(r.outcome);
  EXPECT_EQ(r.hands[0]["declarations"], json({0, 0}));
  EXPECT_EQ(r.hands[0]["belote"], json({0, 20}));
  // A sheet that let the belote decide the tie, counting side 1's quarte and tierce: rejected.
  json wrong = CompleteHand();
  wrong["hands"][0]["result"]["declarations"] = {0, 70};
  EXPECT_EQ(Verdict(wrong), "bourlot/result-mismatch at /hands/0/result/declarations");
}

}  // namespace
}  // namespace replay::bourlot::test
