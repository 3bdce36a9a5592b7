// The shared Belote-family rules: card order and points, trick winner, the play obligations with
// the examples L1–L6 of rules/bourlot.md and rules/pilotta.md, meld classification and the
// worked comparisons of §6.3 (both pages) and B1.
#include "belote/belote.h"

#include <sstream>

#include <gtest/gtest.h>

namespace replay::belote {
namespace {

constexpr int S = 0, H = 1, D = 2, C = 3;

Card K(std::string_view code) {
  std::optional<Card> c = ParseCard(code, kDeck);
  EXPECT_TRUE(c) << code;
  return c.value_or(Card{});
}

std::vector<Card> Cards(std::string_view text) {
  std::vector<Card> out;
  std::istringstream in{std::string(text)};
  for (std::string code; in >> code;) out.push_back(K(code));
  return out;
}

CardSet Set(std::string_view text) {
  CardSet s;
  for (Card c : Cards(text)) s.Add(c);
  return s;
}

std::string Codes(CardSet s) {
  std::string out;
  for (Card c : s) out += (out.empty() ? "" : " ") + CardCode(c, kDeck);
  return out;
}

Duty Check(std::string_view trick, std::string_view hand, std::string_view card,
           const PlayRules& rules = {}, int trump = H) {
  std::vector<Card> t = Cards(trick);
  return CheckPlay(Set(hand), t.data(), int(t.size()), trump, rules, K(card));
}

CardSet Legal(std::string_view trick, std::string_view hand, const PlayRules& rules = {},
              int trump = H) {
  std::vector<Card> t = Cards(trick);
  return LegalCards(Set(hand), t.data(), int(t.size()), trump, rules);
}

Meld M(std::string_view cards, const MeldRules& rules = {}) {
  std::vector<Card> c = Cards(cards);
  std::optional<Meld> m = Classify(c, rules);
  EXPECT_TRUE(m) << cards;
  return m.value_or(Meld{});
}

TEST(BeloteCards, OrderAndPointsOfThePages) {
  // Trump order J 9 A T K Q 8 7; plain order A T K Q J 9 8 7 (§2).
  std::vector<int> trump_order = {11, 9, 1, 10, 13, 12, 8, 7};
  std::vector<int> plain_order = {1, 10, 13, 12, 11, 9, 8, 7};
  for (size_t i = 1; i < 8; ++i) {
    EXPECT_GT(TrumpStrength(trump_order[i - 1]), TrumpStrength(trump_order[i]));
    EXPECT_GT(PlainStrength(plain_order[i - 1]), PlainStrength(plain_order[i]));
  }
  EXPECT_EQ(CardPoints(K("JH"), H), 20);
  EXPECT_EQ(CardPoints(K("9H"), H), 14);
  EXPECT_EQ(CardPoints(K("JS"), H), 2);
  EXPECT_EQ(CardPoints(K("9S"), H), 0);
  EXPECT_EQ(CardPoints(K("AS"), H), 11);
  for (int trump = 0; trump < 4; ++trump) {
    EXPECT_EQ(Points(CardSet::Full(kDeck), trump), kCardPointsTotal);
    EXPECT_EQ(Points(CardSet::Full(kDeck).Suit(trump), trump), 62);
    EXPECT_EQ(Points(CardSet::Full(kDeck).Suit((trump + 1) % 4), trump), 30);
  }
  EXPECT_EQ(SequencePosition(7), 1);
  EXPECT_EQ(SequencePosition(1), 8);
  for (int p = 1; p <= 8; ++p) EXPECT_EQ(SequencePosition(RankAtPosition(p)), p);
}

TEST(BeloteCards, BeloteIsKingAndQueenOfTrumps) {
  EXPECT_TRUE(HoldsBelote(Set("KH QH 7S"), H));
  EXPECT_FALSE(HoldsBelote(Set("KH QS"), H));
  EXPECT_FALSE(HoldsBelote(Set("KH QH"), S));
}

TEST(BeloteTricks, WinnerIsHighestTrumpElseHighestOfSuitLed) {
  auto winner = [](std::string_view t, int trump) {
    std::vector<Card> c = Cards(t);
    return TrickWinner(c.data(), int(c.size()), trump);
  };
  EXPECT_EQ(winner("KC JC AD 7C", H), 0);  // J is low in a plain suit; AD is off-suit
  EXPECT_EQ(winner("KC TC AD 7C", H), 1);  // T beats K in a plain suit
  EXPECT_EQ(winner("AC 7H JC 8H", H), 3);  // highest trump
  EXPECT_EQ(winner("AH 9H JH TH", H), 2);  // J > 9 > A > T in trumps
  EXPECT_EQ(winner("7S", H), 0);
  // The complete hand of rules/bourlot.md, tricks 6 and 7 (T = ♥).
  EXPECT_EQ(winner("KD JC AH 9H", H), 3);
  EXPECT_EQ(winner("TC JD KC JS", H), 0);
}

// rules/bourlot.md L1–L6 (also rules/pilotta.md L1–L5), T = ♥.
TEST(BeloteDuties, L1MustFollow) {
  EXPECT_EQ(Codes(Legal("KC", "AC 7C 9H")), Codes(Set("AC 7C")));
  EXPECT_EQ(Check("KC", "AC 7C 9H", "9H"), Duty::kFollow);
}

TEST(BeloteDuties, L2MustTrumpEvenWhenPartnerWins) {
  EXPECT_EQ(Codes(Legal("KC JC", "9H QH 8D")), Codes(Set("9H QH")));
  EXPECT_EQ(Check("KC JC", "9H QH 8D", "8D"), Duty::kTrump);
  PlayRules french;
  french.partner_exception = true;
  EXPECT_EQ(Codes(Legal("KC JC", "9H QH 8D", french)), Codes(Set("9H QH 8D")));
}

TEST(BeloteDuties, PartnerExceptionOnlyWhenThePartnerWins) {
  PlayRules french;
  french.partner_exception = true;
  // Seat to play's partner led KC, but the opponent's AC wins: no exemption.
  EXPECT_EQ(Check("KC AC", "9H 8D", "8D", french), Duty::kTrump);
  // Partner (trick[1]) wins by trumping: no duty to overtrump him.
  EXPECT_EQ(Check("KC 7H 8C", "JH 8D", "8D", french), Duty::kNone);
  EXPECT_EQ(Check("KC 7H 8C", "JH 8D", "8D"), Duty::kOvertrump);
  // The opponent (trick[2]) trumped: the duty holds.
  EXPECT_EQ(Check("KC 9C 8H", "JH 8D", "8D", french), Duty::kOvertrump);
  // Trumps led: BRL-23 holds whoever wins.
  EXPECT_EQ(Check("7H 9H 8H", "JH QH", "QH", french), Duty::kOvertrumpLed);
}

TEST(BeloteDuties, L3aMustOvertrump) {
  EXPECT_EQ(Codes(Legal("KC TH", "JH 8H AD")), Codes(Set("JH")));
  EXPECT_EQ(Check("KC TH", "JH 8H AD", "8H"), Duty::kOvertrump);
  EXPECT_EQ(Check("KC TH", "JH 8H AD", "AD"), Duty::kOvertrump);
}

TEST(BeloteDuties, L3bUndertrumpUnlessTheOptionIsOff) {
  EXPECT_EQ(Codes(Legal("KC TH", "QH 8H AD")), Codes(Set("QH 8H")));
  EXPECT_EQ(Check("KC TH", "QH 8H AD", "AD"), Duty::kUndertrump);
  PlayRules southern;
  southern.must_undertrump = false;
  EXPECT_EQ(Codes(Legal("KC TH", "QH 8H AD", southern)), Codes(Set("QH 8H AD")));
}

TEST(BeloteDuties, L4HeadInTrumps) {
  EXPECT_EQ(Codes(Legal("AH", "JH 7H KS")), Codes(Set("JH")));
  EXPECT_EQ(Check("AH", "JH 7H KS", "7H"), Duty::kOvertrumpLed);
  EXPECT_EQ(Codes(Legal("AH", "KH 7H")), Codes(Set("KH 7H")));
  EXPECT_EQ(Codes(Legal("AH", "KS 7D")), Codes(Set("KS 7D")));
}

TEST(BeloteDuties, L5OvertrumpAlsoOverPartner) {
  EXPECT_EQ(Codes(Legal("7H 9H 8H", "JH QH")), Codes(Set("JH")));
  EXPECT_EQ(Check("7H 9H 8H", "JH QH", "QH"), Duty::kOvertrumpLed);
}

TEST(BeloteDuties, L6NoDutyToHeadPlainSuitsUnlessPilottaVariant) {
  EXPECT_EQ(Codes(Legal("TC", "AC 8C")), Codes(Set("AC 8C")));
  PlayRules head;
  head.must_head_all_suits = true;
  EXPECT_EQ(Codes(Legal("TC", "AC 8C", head)), Codes(Set("AC")));
  EXPECT_EQ(Check("TC", "AC 8C", "8C", head), Duty::kHead);
  // pilotta.md L6b: a trump in the trick lifts the duty to head.
  EXPECT_EQ(Codes(Legal("TC 7H", "AC 8C", head)), Codes(Set("AC 8C")));
  // Trumps led: heading is BRL-23 / PIL-21, not must-head.
  EXPECT_EQ(Check("TH", "JH 8H", "8H", head), Duty::kOvertrumpLed);
}

TEST(BeloteDuties, LeaderAndVoidWithoutTrumpsAreFree) {
  EXPECT_EQ(Codes(Legal("", "AC 8H 7S")), Codes(Set("AC 8H 7S")));
  EXPECT_EQ(Codes(Legal("KC 8H", "AS 7D")), Codes(Set("AS 7D")));
  EXPECT_EQ(Codes(Legal("7H", "AS 7D")), Codes(Set("AS 7D")));  // trumps led, none held
}

TEST(BeloteDuties, CodesAndTexts) {
  EXPECT_EQ(DutyCode(Duty::kFollow), "must-follow");
  EXPECT_EQ(DutyCode(Duty::kOvertrumpLed), "must-overtrump");
  EXPECT_EQ(DutyCode(Duty::kOvertrump), "must-overtrump");
  EXPECT_EQ(DutyCode(Duty::kHead), "must-head");
  EXPECT_EQ(DutyCode(Duty::kTrump), "must-trump");
  EXPECT_EQ(DutyCode(Duty::kUndertrump), "must-trump");
  EXPECT_NE(DutyText(Duty::kTrump, C, H).English().find("must trump"), std::string::npos);
}

TEST(BeloteMelds, Classify) {
  Meld tierce = M("QH KH AH");
  EXPECT_EQ(tierce.kind, MeldKind::kSequence);
  EXPECT_EQ(tierce.value, 20);
  EXPECT_EQ(tierce.top, 8);
  EXPECT_EQ(tierce.suit, H);
  EXPECT_EQ(M("JC AC KC QC").value, 50);  // any order
  EXPECT_EQ(M("9C TC JC QC KC").value, 100);
  EXPECT_EQ(M("7S 8S 9S TS JS QS").value, 100);  // six or more still 100
  EXPECT_EQ(M("7S 8S 9S TS JS QS KS AS").length, 8);
  EXPECT_EQ(M("JS JH JD JC").value, 200);
  EXPECT_EQ(M("9S 9H 9D 9C").value, 150);
  for (std::string_view c : {"AS AH AD AC", "KS KH KD KC", "QS QH QD QC", "TS TH TD TC"})
    EXPECT_EQ(M(c).value, 100);
  MeldRules none;
  EXPECT_FALSE(Classify(Cards("8S 8H 8D 8C"), none));
  EXPECT_FALSE(Classify(Cards("7S 7H 7D 7C"), none));
  MeldRules seven;
  seven.carre7 = true;
  EXPECT_EQ(M("7S 7H 7D 7C", seven).value, 0);
  EXPECT_FALSE(Classify(Cards("8S 8H 8D 8C"), seven));
  EXPECT_FALSE(Classify(Cards("QH KH"), none));        // too short
  EXPECT_FALSE(Classify(Cards("QH KH AS"), none));     // mixed suits
  EXPECT_FALSE(Classify(Cards("JH KH AH"), none));     // gap
  EXPECT_FALSE(Classify(Cards("QH KH KH AH"), none));  // duplicated
  EXPECT_FALSE(Classify(Cards("JS JH JD"), none));     // three of a rank
  EXPECT_FALSE(Classify(Cards("KH AH 7H"), none));     // no wrap-around
}

TEST(BeloteMelds, CardInTwoMeldsAndSplitSequences) {
  std::vector<Meld> melds = {M("JC QC KC"), M("QC QS QH QD")};
  EXPECT_EQ(CheckPlayerMelds(melds).error, MeldSetError::kCardInTwoMelds);
  EXPECT_EQ(CheckPlayerMelds(melds).meld, 1);
  EXPECT_EQ(CheckPlayerMelds(melds, /*carre_card_in_sequence=*/true).error, MeldSetError::kNone);
  std::vector<Meld> twice = {M("JC QC KC"), M("9C TC JC")};
  EXPECT_EQ(CheckPlayerMelds(twice, true).error, MeldSetError::kCardInTwoMelds);
  std::vector<Meld> split = {M("7S 8S 9S"), M("TS JS QS")};
  EXPECT_EQ(CheckPlayerMelds(split).error, MeldSetError::kSplitSequence);
  std::vector<Meld> apart = {M("7S 8S 9S"), M("JS QS KS")};
  EXPECT_EQ(CheckPlayerMelds(apart).error, MeldSetError::kNone);
  std::vector<Meld> other_suit = {M("7S 8S 9S"), M("TH JH QH")};
  EXPECT_EQ(CheckPlayerMelds(other_suit).error, MeldSetError::kNone);
}

std::array<int, 2> Count(std::vector<std::string_view> side0, std::vector<std::string_view> side1,
                         int trump, const MeldRules& rules = {}) {
  std::array<std::vector<Meld>, 2> melds;
  for (auto c : side0) melds[0].push_back(M(c, rules));
  for (auto c : side1) melds[1].push_back(M(c, rules));
  return CountDeclarations(melds, trump, rules);
}

using Pair = std::array<int, 2>;

// rules/bourlot.md §6.3 (T = ♥).
TEST(BeloteMelds, BourlotWorkedComparisons) {
  EXPECT_EQ(Count({"KS KH KD KC"}, {"7S 8S 9S TS JS QS"}, H), (Pair{100, 0}));
  EXPECT_EQ(Count({"KS KH KD KC"}, {"TS TH TD TC"}, H), (Pair{100, 0}));
  MeldRules trump_order;
  trump_order.carre_trump_order = true;
  EXPECT_EQ(Count({"KS KH KD KC"}, {"TS TH TD TC"}, H, trump_order), (Pair{0, 100}));
  EXPECT_EQ(Count({"9C TC JC QC KC"}, {"JS QS KS AS"}, H), (Pair{100, 0}));
  EXPECT_EQ(Count({"JC QC KC AC", "7H 8H 9H"}, {"JS QS KS AS"}, H), (Pair{0, 0}));
  EXPECT_EQ(Count({"QH KH AH"}, {"QS KS AS", "7D 8D 9D TD"}, H), (Pair{0, 70}));
  EXPECT_EQ(Count({"QS KS AS"}, {"QH KH AH"}, H), (Pair{0, 20}));
  EXPECT_EQ(Count({"JS JH JD JC"}, {"9S 9H 9D 9C", "QH KH AH"}, H), (Pair{200, 0}));
  EXPECT_EQ(Count({"7C 8C 9C TC JC QC KC"}, {"9S TS JS QS KS AS"}, H), (Pair{100, 0}));
  MeldRules seven;
  seven.carre7 = true;
  EXPECT_EQ(Count({"7S 7H 7D 7C"}, {"JS JH JD JC", "QS KS AS"}, H, seven), (Pair{0, 20}));
  EXPECT_EQ(Count({"7S 7H 7D 7C"}, {"JS JH JD JC"}, H, seven), (Pair{0, 0}));
  EXPECT_EQ(Count({"7S 7H 7D 7C", "QD KD AD"}, {"9S 9H 9D 9C"}, H, seven), (Pair{0, 150}));
  // Without the option the same carré of 7s is no meld (tested in Classify).
}

// rules/pilotta.md §6.3 (T = ♠) — only the rows the shared module decides.
TEST(BeloteMelds, PilottaWorkedComparisons) {
  EXPECT_EQ(Count({"KS KH KD KC"}, {"7H 8H 9H TH JH QH"}, S), (Pair{100, 0}));
  EXPECT_EQ(Count({"QS QH QD QC"}, {"TS TH TD TC"}, S), (Pair{100, 0}));
  EXPECT_EQ(Count({"9C TC JC QC KC"}, {"JH QH KH AH"}, S), (Pair{100, 0}));
  EXPECT_EQ(Count({"JC QC KC AC", "7S 8S 9S"}, {"JH QH KH AH"}, S), (Pair{0, 0}));
  // P3: seat 0 QS-AS (trump) + seat 2 7C-9C against seat 1 QD-AD.
  EXPECT_EQ(Count({"QS KS AS", "7C 8C 9C"}, {"QD KD AD"}, S), (Pair{40, 0}));
  EXPECT_EQ(Count({"QH KH AH"}, {"QD KD AD"}, S), (Pair{0, 0}));
}

// rules/bourlot.md B1: seat 2 9–J♥, seat 0 7–9♠ (side 0), seat 3 9–J♦ (side 1).
TEST(BeloteMelds, B1DeclarationsOfTheSeed) {
  std::vector<std::string_view> side0 = {"9H TH JH", "7S 8S 9S"}, side1 = {"9D TD JD"};
  EXPECT_EQ(Count(side0, side1, H), (Pair{40, 0}));
  EXPECT_EQ(Count(side0, side1, D), (Pair{0, 20}));
  EXPECT_EQ(Count(side0, side1, S), (Pair{0, 0}));
  EXPECT_EQ(Count(side0, side1, C), (Pair{0, 0}));
}

TEST(BeloteMelds, OneSideAloneCountsEverything) {
  EXPECT_EQ(Count({"7C 8C 9C", "JS JH JD JC"}, {}, H), (Pair{220, 0}));
  EXPECT_EQ(Count({}, {"7C 8C 9C"}, H), (Pair{0, 20}));
  EXPECT_EQ(Count({}, {}, H), (Pair{0, 0}));
}

TEST(BeloteMelds, StrengthOrder) {
  MeldRules r;
  // carré J > 9 > A > K > Q > T > every sequence.
  std::vector<std::string_view> order = {"JS JH JD JC", "9S 9H 9D 9C", "AS AH AD AC",
                                         "KS KH KD KC", "QS QH QD QC", "TS TH TD TC",
                                         "7C 8C 9C TC JC QC KC AC", "QD KD AD", "7D 8D 9D"};
  for (size_t i = 1; i < order.size(); ++i)
    EXPECT_GT(Strength(M(order[i - 1]), H, r), Strength(M(order[i]), H, r)) << order[i];
  // Equal plain sequences are equal; the trump one is stronger.
  EXPECT_EQ(Strength(M("QS KS AS"), H, r), Strength(M("QC KC AC"), H, r));
  EXPECT_GT(Strength(M("QH KH AH"), H, r), Strength(M("QC KC AC"), H, r));
  EXPECT_EQ(MeldName(M("QH KH AH")), "tierce");
  EXPECT_EQ(MeldName(M("9C TC JC QC KC AC")), "sixte");
  EXPECT_EQ(MeldName(M("9S 9H 9D 9C")), "carre_9");
  EXPECT_EQ(MeldName(M("TS TH TD TC")), "carre_T");
}


TEST(BeloteMade, TrickPointsDecideUnlessACapotWould) {
  // Bourlot's rule with no melds: made iff the bidders' points beat the others'.
  auto beats = [](const std::array<long, 2>& t, int) { return t[1] > t[0]; };
  EXPECT_EQ(MadeWithTrickPoints(82, 1, 252, beats), true);
  EXPECT_EQ(MadeWithTrickPoints(81, 1, 252, beats), false);  // a tie is not made
  EXPECT_EQ(MadeWithTrickPoints(162, 1, 252, beats), true);  // capot or not: made
  EXPECT_EQ(MadeWithTrickPoints(0, 1, 252, beats), false);
  // A capot contract (Pilotta): made only with all 8 tricks, which 162 points may or may not be.
  auto capot = [](const std::array<long, 2>&, int capot_side) { return capot_side == 0; };
  EXPECT_EQ(MadeWithTrickPoints(161, 0, 250, capot), false);
  EXPECT_EQ(MadeWithTrickPoints(162, 0, 250, capot), std::nullopt);
  // A bid of 170 with no melds: only a capot's 250 reaches it; 160 is reached either way.
  auto bid = [](long v) {
    return [v](const std::array<long, 2>& t, int) { return t[0] >= v; };
  };
  EXPECT_EQ(MadeWithTrickPoints(162, 0, 250, bid(170)), std::nullopt);
  EXPECT_EQ(MadeWithTrickPoints(162, 0, 250, bid(160)), true);
  EXPECT_EQ(MadeWithTrickPoints(150, 0, 250, bid(160)), false);
  // The others' capot can matter too: bidders with 200 in melds and no trick points beat 162,
  // not 252.
  auto melds = [](const std::array<long, 2>& t, int) { return t[0] + 200 > t[1]; };
  EXPECT_EQ(MadeWithTrickPoints(0, 0, 252, melds), std::nullopt);
  EXPECT_EQ(MadeWithTrickPoints(1, 0, 252, melds), true);
}

}  // namespace
}  // namespace replay::belote
