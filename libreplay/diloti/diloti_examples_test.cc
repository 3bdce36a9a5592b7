// Diloti rule tests (rules/diloti.md), §10.1 and §10.2, the worked examples: each rule on its legal and its illegal
// side with the exact diagnostic code and pointer (builders in diloti_test_util.h).
#include <gtest/gtest.h>

#include "diloti/diloti_test_util.h"

namespace replay::diloti::test {
namespace {

// ---------------------------------------------------------------------------------------------
// §10.1 Examples from SD

TEST(DilotiExamples, E1aBuildSeven) {
  EXPECT_TRUE(Legal(Try(Pos("2C 3S KD", "5H 7S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                    "3S KD B(2C 5H;7;0)"));
}
TEST(DilotiExamples, E1bBuildWithoutSeven) {
  EXPECT_TRUE(Illegal(Try(Pos("2C 3S KD", "5H 8S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E1cCaptureBuild) {
  EXPECT_TRUE(Legal(Try(Pos("3S KD B(2C 5H;7;0)", "7D KS"), R"({"card":"7D","take":["2C","5H"]})"),
                    "3S KD"));
}
TEST(DilotiExamples, E1dRaise) {
  EXPECT_TRUE(Legal(
      Try(Pos("3S KD B(2C 5H;7;0)", "AD 8C"), R"({"card":"AD","build":["2C","5H"],"value":8})"),
      "3S KD B(2C 5H AD;8;1)"));
}
TEST(DilotiExamples, E1eRaiseWithoutCard) {
  EXPECT_TRUE(Illegal(
      Try(Pos("3S KD B(2C 5H;7;0)", "AD 9C"), R"({"card":"AD","build":["2C","5H"],"value":8})"),
      "diloti/build-without-card"));
}
TEST(DilotiExamples, E1fValueEleven) {
  EXPECT_TRUE(Illegal(
      Try(Pos("3S KD B(2C 5H;7;0)", "4D 9C"), R"({"card":"4D","build":["2C","5H"],"value":11})"),
      "diloti/build-value"));
}
TEST(DilotiExamples, E1gPartialBuild) {
  EXPECT_TRUE(Illegal(Try(Pos("3S KD B(2C 5H;7;0)", "2D 9C"), R"({"card":"2D","take":["2C"]})"),
                      "diloti/partial-build"));
}
TEST(DilotiExamples, E1hAnotherBuild) {
  EXPECT_TRUE(
      Legal(Try(Pos("3S KD B(2C 5H;7;0)", "6D 9C"), R"({"card":"6D","build":["3S"],"value":9})"),
            "KD B(2C 5H;7;0) B(3S 6D;9;1)"));
}
TEST(DilotiExamples, E1iCaptureOrThrow) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "3D 9C");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"3D","take":["3S"]})"), "KD B(2C 5H;7;0)"));
  EXPECT_TRUE(Legal(Try(p, "\"9C\""), "3S KD 9C B(2C 5H;7;0)"));
}
TEST(DilotiExamples, E1jPartnerRaises) {
  EXPECT_TRUE(Legal(
      Try(Pos("3S KD B(2C 5H;7;0)", "AD 8C", 2), R"({"card":"AD","build":["2C","5H"],"value":8})"),
      "3S KD B(2C 5H AD;8;2)"));
}
TEST(DilotiExamples, E2aBuildNine) {
  EXPECT_TRUE(Legal(Try(Pos("3D 4C", "2H 9S"), R"({"card":"2H","build":["3D","4C"],"value":9})"),
                    "B(3D 4C 2H;9;1)"));
}
TEST(DilotiExamples, E2bBuildNineWithoutNine) {
  EXPECT_TRUE(Illegal(Try(Pos("3D 4C", "2H 5S"), R"({"card":"2H","build":["3D","4C"],"value":9})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E3aGroupOfSevens) {
  EXPECT_TRUE(
      Legal(Try(Pos("QH 4S 7C 9D", "3C 7D", 0), R"({"card":"3C","build":["4S","7C"],"value":7})"),
            "QH 9D B(4S 7C 3C;7;0)"));
}
TEST(DilotiExamples, E3bGroupCantBeRaised) {
  EXPECT_TRUE(Illegal(Try(Pos("QH 9D B(4S 7C 3C;7;0)", "AH 8S"),
                          R"({"card":"AH","build":["4S","7C","3C"],"value":8})"),
                      "diloti/raise-group"));
}
TEST(DilotiExamples, E3cCaptureGroup) {
  EXPECT_TRUE(
      Legal(Try(Pos("QH 9D B(4S 7C 3C;7;0)", "7S 8S"), R"({"card":"7S","take":["4S","7C","3C"]})"),
            "QH 9D"));
}
TEST(DilotiExamples, E3dOwnerCantThrow) {
  EXPECT_TRUE(
      Illegal(Try(Pos("QH 9D B(4S 7C 3C;7;0)", "7D 8S", 0), "\"8S\""), "diloti/owner-restricted"));
}
TEST(DilotiExamples, E4aAddToOwn) {
  Verdict v =
      Try(Pos("9S B(5C 2D;7;1)", "7H 7S 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})");
  EXPECT_TRUE(Legal(v, "9S B(5C 2D 7H;7;1)"));
  if (v.after) {
    EXPECT_EQ(v.after->HandOf(1), Set("7S 9C"));
  }
}
TEST(DilotiExamples, E4bOwnerCantThrow) {
  EXPECT_TRUE(
      Illegal(Try(Pos("9S B(5C 2D;7;1)", "7H 7S 9C"), "\"9C\""), "diloti/owner-restricted"));
}
TEST(DilotiExamples, E4cOwnerCantBuildAnew) {
  EXPECT_TRUE(
      Illegal(Try(Pos("AS B(5C 2D;7;1)", "7H 7S 9C"), R"({"card":"7H","build":["AS"],"value":8})"),
              "diloti/owner-restricted"));
}
TEST(DilotiExamples, E4dSelfRaise) {
  EXPECT_TRUE(Illegal(
      Try(Pos("9S B(5C 2D;7;1)", "2H 7S 9C"), R"({"card":"2H","build":["5C","2D"],"value":9})"),
      "diloti/self-raise"));
}
TEST(DilotiExamples, E4eCaptureOwnGroup) {
  EXPECT_TRUE(Legal(
      Try(Pos("9S B(5C 2D 7H;7;1)", "7S 9C"), R"({"card":"7S","take":["5C","2D","7H"]})"), "9S"));
}
TEST(DilotiExamples, E4fAddLastSeven) {
  EXPECT_TRUE(Illegal(
      Try(Pos("9S B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
      "diloti/build-without-card"));
}
TEST(DilotiExamples, E4gLastSevenSpent) {
  EXPECT_TRUE(Illegal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C"]})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E5AddWithTableCard) {
  Position p = Pos("4D B(5C 2D;7;1)", "3H 7C");
  EXPECT_TRUE(
      Legal(Try(p, R"({"card":"3H","build":["4D","5C","2D"],"value":7})"), "B(5C 2D 4D 3H;7;1)"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"3H","build":["4D","5C"],"value":7})"), "diloti/partial-build"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"3H","build":["4D"],"value":7})"), "diloti/owner-restricted"));
}
TEST(DilotiExamples, E6aSoi) {
  EXPECT_TRUE(
      Legal(Try(Pos("3S", "3H 3C"), R"({"card":"3H","build":["3S"],"value":3})"), "B(3S 3H;3;1)"));
}
TEST(DilotiExamples, E6bSoiWithoutCard) {
  EXPECT_TRUE(Illegal(Try(Pos("3S", "3H 9D"), R"({"card":"3H","build":["3S"],"value":3})"),
                      "diloti/build-without-card"));
}
TEST(DilotiExamples, E6cNoSoiOfFaces) {
  EXPECT_TRUE(Illegal(Try(Pos("KS", "KH KC"), R"({"card":"KH","build":["KS"],"value":3})"),
                      "diloti/face-build"));
}
TEST(DilotiExamples, E6dSoiCantBeRaised) {
  EXPECT_TRUE(
      Illegal(Try(Pos("B(3S 3H;3;0)", "2D 8C"), R"({"card":"2D","build":["3S","3H"],"value":8})"),
              "diloti/raise-group"));
}
TEST(DilotiExamples, E6ePlainSix) {
  EXPECT_TRUE(Illegal(Try(Pos("3S", "3H 3C"), R"({"card":"3H","build":["3S"],"value":6})"),
                      "diloti/build-without-card"));
  Verdict v = Try(Pos("3S", "3H 6D"), R"({"card":"3H","build":["3S"],"value":6})");
  EXPECT_TRUE(Legal(v, "B(3S 3H;6;1)"));
  if (v.after) {
    EXPECT_TRUE(v.after->Builds()[0].plain);
  }
}
TEST(DilotiExamples, E7BuildBesideEqualLoose) {
  Options absorb = With([](Options& o) { o.build_absorbs_equal_loose = true; });
  Position p = Pos("AD 8C", "7H 8S");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7H","build":["AD"],"value":8})"), "8C B(AD 7H;8;1)"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7H","build":["AD"],"value":8})", absorb), "diloti/build-absorb"));
  EXPECT_TRUE(
      Legal(Try(p, R"({"card":"7H","build":["AD","8C"],"value":8})"), "B(AD 8C 7H;8;1;group)"));
}

TEST(DilotiExamples, E8TwoPlayerXeri) {
  // 1. Seat 0 builds 6.
  EXPECT_TRUE(
      Legal(Try(Pos("5C 5D JH", "AS 6H KC", 0, 2, 2), R"({"card":"AS","build":["5C"],"value":6})"),
            "5D JH B(5C AS;6;0)"));
  // 2. Seat 1 takes the jack.
  EXPECT_TRUE(
      Legal(Try(Pos("5D JH B(5C AS;6;0)", "5S JS", 1, 3, 2), R"({"card":"JS","take":["JH"]})"),
            "5D B(5C AS;6;0)"));
  // 3. Seat 0 may not throw the king; it takes its build.
  Position p3 = Pos("5D B(5C AS;6;0)", "6H KC", 0, 4, 2);
  EXPECT_TRUE(Illegal(Try(p3, "\"KC\""), "diloti/owner-restricted"));
  EXPECT_TRUE(Legal(Try(p3, R"({"card":"6H","take":["5C","AS"]})"), "5D"));
  // 4. Seat 1's 5 clears the table: a xeri, +10 to side 1.
  Verdict v = Try(Pos("5D", "5S", 1, 5, 2), R"({"card":"5S","take":["5D"],"xeri":true})");
  ASSERT_TRUE(Legal(v, ""));
  EXPECT_EQ(v.after->Xeris(), (std::array<int, 2>{0, 1}));
  EXPECT_EQ(ScoreHand(v.after->Piles(), v.after->Xeris(), Options{}).points[1], 10);
}

TEST(DilotiExamples, E9TwoPlayerBuilds) {
  EXPECT_TRUE(
      Legal(Try(Pos("4C 9D", "3H 7S KC", 0, 2, 2), R"({"card":"3H","build":["4C"],"value":7})"),
            "9D B(4C 3H;7;0)"));
  EXPECT_TRUE(Legal(
      Try(Pos("9D B(4C 3H;7;0)", "AH TS", 1, 3, 2), R"({"card":"AH","build":["9D"],"value":10})"),
      "B(4C 3H;7;0) B(9D AH;10;1)"));
  Position p3 = Pos("B(4C 3H;7;0) B(9D AH;10;1)", "7S KC", 0, 4, 2);
  EXPECT_TRUE(Illegal(Try(p3, "\"KC\""), "diloti/owner-restricted"));
  EXPECT_TRUE(Legal(Try(p3, R"({"card":"7S","take":["4C","3H"]})"), "B(9D AH;10;1)"));
  EXPECT_TRUE(Legal(
      Try(Pos("B(9D AH;10;1)", "TS", 1, 5, 2), R"({"card":"TS","take":["9D","AH"],"xeri":true})"),
      ""));
  // Variant: seat 0 holds 7S 7D and adds; TS then takes only the 10 build, no xeri.
  Position v3 = Pos("B(4C 3H;7;0) B(9D AH;10;1)", "7S 7D", 0, 4, 2);
  EXPECT_TRUE(Legal(Try(v3, R"({"card":"7D","build":["4C","3H"],"value":7})"),
                    "B(4C 3H 7D;7;0) B(9D AH;10;1)"));
  Position v4 = Pos("B(4C 3H 7D;7;0) B(9D AH;10;1)", "TS", 1, 5, 2);
  EXPECT_TRUE(
      Legal(Try(v4, R"({"card":"TS","take":["9D","AH"],"xeri":false})"), "B(4C 3H 7D;7;0)"));
  EXPECT_TRUE(
      Illegal(Try(v4, R"({"card":"TS","take":["9D","AH"],"xeri":true})"), "diloti/xeri-claim"));
}

TEST(DilotiExamples, E10OpeningCaptures) {
  Options opening = With([](Options& o) { o.opening_xeri = true; });
  Options opening_single = With([](Options& o) {
    o.opening_xeri = true;
    o.xeri_rule = XeriRule::kSingleSet;
  });
  // 6C 6D 4H 4S taken by TC.
  Position a = Pos("6C 6D 4H 4S", "TC", 0, 0);
  const char* take_a = R"({"card":"TC","take":["6C","4H","6D","4S"]})";
  Verdict va = Try(a, take_a);
  ASSERT_TRUE(Legal(va, ""));
  EXPECT_FALSE(va.effect.xeri);
  EXPECT_TRUE(Illegal(Try(a, R"({"card":"TC","take":["6C","4H","6D","4S"],"xeri":true})"),
                      "diloti/xeri-claim"));
  EXPECT_TRUE(Try(a, take_a, opening).effect.xeri);
  EXPECT_TRUE(Legal(Try(a, R"({"card":"TC","take":["6C","4H","6D","4S"],"xeri":true})", opening)));
  // 2C 2D AH 3S taken by 8C: one set of 8.
  Position b = Pos("2C 2D AH 3S", "8C", 0, 0);
  Verdict vb = Try(b, R"({"card":"8C","take":["2C","2D","AH","3S"]})");
  ASSERT_TRUE(Legal(vb, ""));
  EXPECT_FALSE(vb.effect.xeri);
  EXPECT_EQ(vb.effect.sets, 1);
  EXPECT_TRUE(Try(b, R"({"card":"8C","take":["2C","2D","AH","3S"]})", opening_single).effect.xeri);
  // 5C 3D AH 9S taken by 9C: two sets of 9; no xeri even with opening_xeri + single_set.
  Position c = Pos("5C 3D AH 9S", "9C", 0, 0);
  const char* take_c = R"({"card":"9C","take":["5C","3D","AH","9S"]})";
  Verdict vc = Try(c, take_c);
  ASSERT_TRUE(Legal(vc, ""));
  EXPECT_FALSE(vc.effect.xeri);
  EXPECT_EQ(vc.effect.sets, 2);
  EXPECT_FALSE(Try(c, take_c, opening_single).effect.xeri);
  EXPECT_TRUE(Try(c, take_c, opening).effect.xeri);
}

TEST(DilotiExamples, E11aDealerBuildsTen) {
  EXPECT_TRUE(Legal(
      Try(Pos("9D 9C KH 4S", "AH AS TC", 3, 39), R"({"card":"AH","build":["9D"],"value":10})"),
      "9C KH 4S B(9D AH;10;3)"));
}
TEST(DilotiExamples, E11bGroupOfTens) {
  Position p = Pos("9C KH 4S B(9D AH;10;3)", "AS TC", 3, 43);
  EXPECT_TRUE(Legal(Try(p, R"({"card":"AS","build":["9C","9D","AH"],"value":10})"),
                    "KH 4S B(9D AH 9C AS;10;3;group)"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"AS","build":["9C","9D"],"value":10})"), "diloti/partial-build"));
}
TEST(DilotiExamples, E11cLastCardNotXeri) {
  Verdict v = Try(Pos("KH 4S 6D B(9D AH 9C AS;10;3)", "TC", 3, 47),
                  R"({"card":"TC","take":["9D","AH","9C","AS","4S","6D"]})");
  ASSERT_TRUE(Legal(v, "KH"));
  EXPECT_FALSE(v.effect.xeri);
  // KH is swept to side 1, which has both aces.
  EXPECT_TRUE(v.after->Piles()[1].Contains(K("KH")));
  EXPECT_TRUE(v.after->Piles()[1].Contains(K("AH")) && v.after->Piles()[1].Contains(K("AS")));
  EXPECT_EQ(CardPoints(v.after->Piles()[1]), 2);
}
TEST(DilotiExamples, E11dLastCardXeri) {
  Position p = Pos("B(9D AH 9C AS;10;3)", "TC", 3, 47);
  const char* action = R"({"card":"TC","take":["9D","AH","9C","AS"],"xeri":true})";
  Verdict v = Try(p, action);
  ASSERT_TRUE(Legal(v, ""));
  EXPECT_EQ(v.after->Xeris(), (std::array<int, 2>{0, 1}));
  Options no_last = With([](Options& o) { o.last_card_xeri = false; });
  EXPECT_TRUE(Illegal(Try(p, action, no_last), "diloti/xeri-claim"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"TC","take":["9D","AH","9C","AS"],"xeri":false})", no_last)));
}

TEST(DilotiExamples, E12NineTakesOneOrTwo) {
  auto first7 = [](const Json& action3, const Json& rules) {
    Json r = FullRecord();
    Json& hand = r["hands"][0];
    hand["play"] = std::vector<Json>(hand["play"].begin(), hand["play"].begin() + 7);
    hand["play"][3] = action3;
    hand["complete"] = false;
    hand.erase("result");
    r.erase("result");
    if (!rules.is_null()) r["rules"] = rules;
    return ReplayJson(r);
  };
  Json both = {{"card", "9C"}, {"take", {"9S", "9H"}}};
  Json one = {{"card", "9C"}, {"take", {"9S"}}};
  EXPECT_TRUE(Valid(first7(both, nullptr)));
  EXPECT_TRUE(Valid(first7(one, nullptr)));
  Json forced = {{"forced_full_capture", true}};
  EXPECT_TRUE(Valid(first7(both, forced)));
  EXPECT_TRUE(FailsWith(first7(one, forced), "diloti/must-take-all", "/hands/0/play/3"));
}

TEST(DilotiExamples, E13AddToOthersBuild) {
  Position p = Pos("B(8S 2H;10;3) TH 9D JC", "AS TD", 0);
  const char* action = R"({"card":"AS","build":["9D","TH","8S","2H"],"value":10})";
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/add-to-others-build"));
  Verdict v = Try(p, action, With([](Options& o) { o.add_to_others_build = true; }));
  ASSERT_TRUE(Legal(v, "JC B(8S 2H 9D TH AS;10;0;group)"));
  for (const Build& b : v.after->Builds()) EXPECT_NE(b.owner, 3);
}

// ---------------------------------------------------------------------------------------------
// §10.2 More rule tests

TEST(DilotiExamples, F1FaceTakesOne) {
  Position p = Pos("JH JS 5C", "JD 2C");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"JD","take":["JH"]})"), "JS 5C"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"JD","take":["JH","JS"]})"), "diloti/face-capture"));
}
TEST(DilotiExamples, F2FaceTakesOpeningTrio) {
  Position p = Pos("JH JS JC 5C", "JD 2C");
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"JD","take":["JH"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"JD","take":["JH","JS","JC"]})"), "5C"));
}
TEST(DilotiExamples, F3FaceThrow) {
  EXPECT_TRUE(Illegal(Try(Pos("JH 5C", "JD 2C"), "\"JD\""), "diloti/face-throw"));
}
TEST(DilotiExamples, F4FaceThrowOtherRank) {
  EXPECT_TRUE(Legal(Try(Pos("QH 5C", "JD 2C"), "\"JD\""), "QH 5C JD"));
}
TEST(DilotiExamples, F5RedealTrio) {
  Json cards = WithTable(FullCards(), {"JH", "JS", "JC", "5C"});
  Json redeal = MakeRecord({ThrowingHand(cards, 3, 4)}, 4, {{"initial_faces", "redeal"}});
  EXPECT_TRUE(FailsWith(ReplayJson(redeal), "diloti/opening-table-redeal", "/hands/0/cards/table"));
  // With capture_all the deal is valid, and the fourth jack takes all three.
  Json hand = ThrowingHand(cards, 3, 4);
  bool trio = false;
  for (const Json& a : hand["play"])
    if (a.is_object() && a["take"].size() == 3) trio = true;
  EXPECT_TRUE(trio);
  Replayed r = ReplayJson(MakeRecord({hand}, 4, {{"initial_faces", "capture_all"}}));
  EXPECT_TRUE(Valid(r));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({hand}))));
}
TEST(DilotiExamples, M1ThreeSetsXeri) {
  Verdict v = Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D","5S"]})");
  ASSERT_TRUE(Legal(v, ""));
  EXPECT_EQ(v.effect.sets, 3);
  EXPECT_TRUE(v.effect.xeri);
}
TEST(DilotiExamples, M2LeaveOneSet) {
  Position p = Pos("AC 4H 5D 5S", "5H");
  const char* action = R"({"card":"5H","take":["AC","4H","5D"]})";
  EXPECT_TRUE(Legal(Try(p, action), "5S"));
  EXPECT_TRUE(Illegal(Try(p, action, With([](Options& o) { o.forced_full_capture = true; })),
                      "diloti/must-take-all"));
  EXPECT_TRUE(Illegal(Try(p, action, With([](Options& o) { o.multi_set_capture = false; })),
                      "diloti/capture-one-set"));
}
TEST(DilotiExamples, M3BadSum) {
  EXPECT_TRUE(Illegal(Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","5D"]})"),
                      "diloti/capture-sum"));
}
TEST(DilotiExamples, H1OwnerTakesOwnBuild) {
  Verdict v = Try(Pos("9S B(5C 2D;7;1)", "9C 7S"), R"({"card":"7S","take":["5C","2D"]})");
  ASSERT_TRUE(Legal(v, "9S"));
  EXPECT_EQ(v.after->HandOf(1), Set("9C"));
}
TEST(DilotiExamples, R1RaiseChangesOwner) {
  EXPECT_TRUE(
      Legal(Try(Pos("B(5C 2D;7;3)", "2H 9C"), R"({"card":"2H","build":["5C","2D"],"value":9})"),
            "B(5C 2D 2H;9;1)"));
}
TEST(DilotiExamples, R2RaiseWhileOwning) {
  Position p = Pos("B(5C 2D;7;3) B(4S 4C;8;1)", "2H 9C 8D");
  const char* action = R"({"card":"2H","build":["5C","2D"],"value":9})";
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/owner-restricted"));
  EXPECT_TRUE(Legal(Try(p, action, With([](Options& o) { o.raise_while_owning = true; })),
                    "B(5C 2D 2H;9;1) B(4S 4C;8;1)"));
}
TEST(DilotiExamples, R3RaiseWithTableCards) {
  Position p = Pos("AS B(5C 2D;7;3)", "AH 9C");
  const char* action = R"({"card":"AH","build":["5C","2D","AS"],"value":9})";
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/raise-with-table-cards"));
  EXPECT_TRUE(Legal(Try(p, action, With([](Options& o) { o.raise_with_table_cards = true; })),
                    "B(5C 2D AS AH;9;1)"));
}
TEST(DilotiExamples, R4Merge) {
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 3C;7;1)", "7H 7D"),
                          R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})"),
                      "diloti/add-to-others-build"));
}
TEST(DilotiExamples, R5AddToOthers) {
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "7H 7D"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
              "diloti/add-to-others-build"));
}
TEST(DilotiExamples, SO1SoiOfAces) {
  EXPECT_TRUE(
      Legal(Try(Pos("AS", "AH AD"), R"({"card":"AH","build":["AS"],"value":1})"), "B(AS AH;1;1)"));
}
TEST(DilotiExamples, T1ThrowBesideMatch) {
  Position p = Pos("7C", "7H 9D");
  EXPECT_TRUE(Legal(Try(p, "\"7H\""), "7C 7H"));
  EXPECT_TRUE(Illegal(Try(p, "\"7H\"", With([](Options& o) { o.no_throw_on_match = true; })),
                      "diloti/throw-on-match"));
}

// §9, raise_with_table_cards.
TEST(DilotiExamples, RaiseWithTableCardsOption) {
  Position p = Pos("KC JS 5H B(AD 3C;4;0)", "9C 9S");
  const char* action = R"({"card":"9C","build":["3C","5H","AD"],"value":9})";
  Options on = With([](Options& o) { o.raise_with_table_cards = true; });
  Verdict v = Try(p, action, on);
  ASSERT_TRUE(Legal(v, "KC JS B(AD 3C 5H 9C;9;1;group)"));
  EXPECT_TRUE(v.effect.raise);
  EXPECT_TRUE(Illegal(Try(p, action), "diloti/raise-with-table-cards"));
  // The build counts as one item of 4: it can't be split (AD with 5H … 3C alone).
  EXPECT_TRUE(Illegal(Try(Pos("KC 5H 3S B(AD 3C;4;0)", "9C 9S"),
                          R"({"card":"9C","build":["3C","5H","AD","3S"],"value":9})", on),
                      "diloti/build-sum"));
  // One set: a plain result that can be raised again.
  Verdict plain = Try(Pos("2H B(AD 3C;4;0)", "3D 9S"),
                      R"({"card":"3D","build":["3C","2H","AD"],"value":9})", on);
  ASSERT_TRUE(Legal(plain, "B(AD 3C 2H 3D;9;1)"));
  // Groups still can't be raised.
  EXPECT_TRUE(Illegal(Try(Pos("5H B(4S 7C 3C;7;0)", "AH 8S"),
                          R"({"card":"AH","build":["4S","7C","3C","5H"],"value":8})", on),
                      "diloti/raise-group"));
}

}  // namespace
}  // namespace replay::diloti::test
