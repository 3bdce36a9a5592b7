// Diloti rule tests (rules/diloti.md), §5 legality: each rule on its legal and its illegal
// side with the exact diagnostic code and pointer (builders in diloti_test_util.h).
#include <gtest/gtest.h>

#include "diloti/diloti_test_util.h"

namespace replay::diloti::test {
namespace {

// ---------------------------------------------------------------------------------------------
// §5 Legality

TEST(DilotiRules, Dil20OwnerRestriction) {
  // Seat 1 owns B(5C 2D;7;1).
  Position p = Pos("9S AS B(5C 2D;7;1) B(4H 4C;8;3)", "7H 7S 9C AH");
  // May not throw, make a new build, or raise another's build.
  EXPECT_TRUE(Illegal(Try(p, "\"9C\""), "diloti/owner-restricted"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7H","build":["AS"],"value":8})"), "diloti/owner-restricted"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"AH","build":["4H","4C"],"value":9})"), "diloti/owner-restricted"));
  // DIL-20 is reported before the rules of the kind: this new build is also a bad sum.
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7H","build":["AS"],"value":9})"), "diloti/owner-restricted"));
  // … and before DIL-22 (a face thrown beside its rank).
  EXPECT_TRUE(Illegal(Try(Pos("KS B(5C 2D;7;1)", "KH 7S"), "\"KH\""), "diloti/owner-restricted"));
  // May capture (its own build or anything else) and add to its own build.
  EXPECT_TRUE(Legal(Try(p, R"({"card":"9C","take":["9S"]})"), "AS B(5C 2D;7;1) B(4H 4C;8;3)"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7S","take":["5C","2D"]})"), "9S AS B(4H 4C;8;3)"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7H","build":["5C","2D"],"value":7})"),
                    "9S AS B(5C 2D 7H;7;1) B(4H 4C;8;3)"));
  // With raise_while_owning the raise is allowed; DIL-21 then covers both builds.
  Options rwo = With([](Options& o) { o.raise_while_owning = true; });
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;1) B(4H 4C;8;3)", "AH 7S 9C"),
                        R"({"card":"AH","build":["4H","4C"],"value":9})", rwo),
                    "B(5C 2D;7;1) B(4H 4C AH;9;1)"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;1) B(4H 4C;8;3)", "AH 7S 8C"),
                          R"({"card":"AH","build":["4H","4C"],"value":9})", rwo),
                      "diloti/build-without-card"));
  // raise_while_owning allows raising only: still no throw or new build.
  EXPECT_TRUE(Illegal(Try(p, "\"9C\"", rwo), "diloti/owner-restricted"));
  // A seat that owns no live build is free again: seat 0 after its build was raised (E1d).
  EXPECT_TRUE(
      Legal(Try(Pos("3S KD B(2C 5H AD;8;1)", "8S", 0), "\"8S\""), "3S 8S KD B(2C 5H AD;8;1)"));
  // Another seat's ownership does not restrict the mover.
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;3)", "9C"), "\"9C\""), "9C B(5C 2D;7;3)"));
}

TEST(DilotiRules, Dil21HoldingInvariant) {
  // Building to w needs another card of w in hand.
  EXPECT_TRUE(Legal(Try(Pos("2C", "5H 7S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                    "B(2C 5H;7;0)"));
  EXPECT_TRUE(Illegal(Try(Pos("2C", "5H 8S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
  // A face holds nothing.
  EXPECT_TRUE(Illegal(Try(Pos("2C", "5H KS", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
  // Raising needs the new value.
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "AD 9C"), R"({"card":"AD","build":["5C","2D"],"value":8})"),
              "diloti/build-without-card"));
  // Adding one's last w, and capturing with one's last w while one's own build of w stays.
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
              "diloti/build-without-card"));
  EXPECT_TRUE(Illegal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C"]})"),
                      "diloti/build-without-card"));
  // Capturing the build itself with the last w is fine.
  EXPECT_TRUE(
      Legal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C","5C","2D"]})"), ""));
  // So no seat ends a packet owning a build: the last card of packet 0 (index 23) can't build.
  EXPECT_TRUE(Illegal(Try(Pos("2C", "5H", 0, 23), R"({"card":"5H","build":["2C"],"value":7})"),
                      "diloti/build-without-card"));
  EXPECT_TRUE(Illegal(Try(Pos("2C B(4S 3C;7;0)", "7H", 0, 23), R"({"card":"7H","take":["2C"]})"),
                      "diloti/capture-sum"));
  EXPECT_TRUE(
      Legal(Try(Pos("2C B(4S 3C;7;0)", "7H", 0, 23), R"({"card":"7H","take":["4S","3C"]})"), "2C"));
  // Only the mover's builds count: seat 3's build of 7 does not need seat 1 to hold 7.
  EXPECT_TRUE(Legal(Try(Pos("9S B(5C 2D;7;3)", "9C 8H"), R"({"card":"9C","take":["9S"]})"),
                    "B(5C 2D;7;3)"));
  // DIL-21 comes after the kind's rules and before DIL-41.
  EXPECT_TRUE(Illegal(
      Try(Pos("AS B(5C 2D;7;3)", "AH 8C"), R"({"card":"AH","build":["5C","2D","AS"],"value":9})"),
      "diloti/raise-with-table-cards"));
  EXPECT_TRUE(
      Illegal(Try(Pos("7C B(5C 2D;7;1)", "7H 9C"), R"({"card":"7H","take":["7C"],"xeri":true})"),
              "diloti/build-without-card"));
}

TEST(DilotiRules, Dil22FaceThrow) {
  EXPECT_TRUE(Illegal(Try(Pos("JH 5C", "JD 2C"), "\"JD\""), "diloti/face-throw"));
  EXPECT_TRUE(Legal(Try(Pos("QH 5C", "JD 2C"), "\"JD\""), "QH 5C JD"));
  // No one is forced to play the face card.
  EXPECT_TRUE(Legal(Try(Pos("JH 5C", "JD 2C"), "\"2C\""), "JH 5C 2C"));
  // A numeral may be thrown beside a card or a build of its value, or when it could capture.
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"7H\""), "7C 7H"));
  EXPECT_TRUE(Legal(Try(Pos("3C 4D", "7H 9D"), "\"7H\""), "3C 4D 7H"));
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;3)", "7H 9D"), "\"7H\""), "7H B(5C 2D;7;3)"));
}

TEST(DilotiRules, Dil23NoThrowOnMatch) {
  Options on = With([](Options& o) { o.no_throw_on_match = true; });
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"7H\"")));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D"), "\"7H\"", on), "diloti/throw-on-match"));
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D;7;3)", "7H 9D"), "\"7H\"")));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3)", "7H 9D"), "\"7H\"", on), "diloti/throw-on-match"));
  // Only a loose numeral of the same value, or a build of it, forbids the throw.
  EXPECT_TRUE(Legal(Try(Pos("3C 4D", "7H 9D"), "\"7H\"", on), "3C 4D 7H"));
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"9D\"", on), "7C 9D"));
  // Face cards are ruled by DIL-22 only.
  EXPECT_TRUE(Legal(Try(Pos("QH 5C", "JD 2C"), "\"JD\"", on), "QH 5C JD"));
}

TEST(DilotiRules, Dil24CaptureSum) {
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"]})"), ""));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})"), "5S"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["5S"]})"), "AC 4H 5D"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"5H","take":["AC","5D"]})"), "diloti/capture-sum"));
  // Face cards never join a numeral capture.
  EXPECT_TRUE(Illegal(Try(Pos("5C KD", "5H"), R"({"card":"5H","take":["5C","KD"]})"),
                      "diloti/capture-sum"));
  // A build is taken whole, only by its value, and can't be summed with other cards.
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3)", "9C"), R"({"card":"9C","take":["5C","2D"]})"),
                      "diloti/capture-sum"));
  EXPECT_TRUE(Illegal(Try(Pos("AH B(4S 3C;7;0)", "8D"), R"({"card":"8D","take":["4S","3C","AH"]})"),
                      "diloti/capture-sum"));
  EXPECT_TRUE(Legal(
      Try(Pos("7C 3D 4H B(5C 2D;7;3)", "7S"), R"({"card":"7S","take":["7C","5C","2D","3D","4H"]})"),
      ""));
}

TEST(DilotiRules, Dil25CaptureOneSet) {
  Options one = With([](Options& o) { o.multi_set_capture = false; });
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})")));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})", one), "diloti/capture-one-set"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H"]})", one), "5D 5S"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["5D"]})", one), "AC 4H 5S"));
  // A build and a loose card are two sets.
  Position b = Pos("7C B(5C 2D;7;3)", "7S");
  EXPECT_TRUE(
      Illegal(Try(b, R"({"card":"7S","take":["7C","5C","2D"]})", one), "diloti/capture-one-set"));
  EXPECT_TRUE(Legal(Try(b, R"({"card":"7S","take":["5C","2D"]})", one), "7C"));
}

TEST(DilotiRules, Dil26MustTakeAll) {
  Options all = With([](Options& o) { o.forced_full_capture = true; });
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D"]})", all), "diloti/must-take-all"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"]})", all), ""));
  // Every loose card of value v and every build of value v; sums of other cards may stay.
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["5D","5S"]})", all), "AC 4H"));
  Position b = Pos("7C B(5C 2D;7;3)", "7S");
  EXPECT_TRUE(Illegal(Try(b, R"({"card":"7S","take":["7C"]})", all), "diloti/must-take-all"));
  EXPECT_TRUE(Legal(Try(b, R"({"card":"7S","take":["7C"]})")));
  EXPECT_TRUE(Legal(Try(b, R"({"card":"7S","take":["7C","5C","2D"]})", all), ""));
}

TEST(DilotiRules, Dil27FaceCapture) {
  Position two = Pos("JH JS 5C", "JD 2C");
  EXPECT_TRUE(Legal(Try(two, R"({"card":"JD","take":["JH"]})"), "JS 5C"));
  EXPECT_TRUE(Legal(Try(two, R"({"card":"JD","take":["JS"]})"), "JH 5C"));
  EXPECT_TRUE(Illegal(Try(two, R"({"card":"JD","take":["JH","JS"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Illegal(Try(two, R"({"card":"JD","take":["JH","5C"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Illegal(Try(two, R"({"card":"JD","take":["5C"]})"), "diloti/face-capture"));
  EXPECT_TRUE(
      Illegal(Try(Pos("QH 5C", "JD"), R"({"card":"JD","take":["QH"]})"), "diloti/face-capture"));
  // A face card never captures a build.
  EXPECT_TRUE(Illegal(Try(Pos("JH B(5C 2D;7;3)", "JD"), R"({"card":"JD","take":["5C","2D"]})"),
                      "diloti/face-capture"));
  // Three of the rank (from the opening table) under capture_all: all three.
  Position three = Pos("JH JS JC 5C", "JD 2C");
  EXPECT_TRUE(Legal(Try(three, R"({"card":"JD","take":["JH","JS","JC"]})"), "5C"));
  EXPECT_TRUE(Illegal(Try(three, R"({"card":"JD","take":["JH"]})"), "diloti/face-capture"));
  EXPECT_TRUE(Illegal(Try(three, R"({"card":"JD","take":["JH","JS"]})"), "diloti/face-capture"));
  // Under initial_faces = redeal the exception is off: exactly one, as always. (Such a table
  // can't come from a recorded deal, DIL-5, but the rule is the rule.)
  Options redeal = With([](Options& o) { o.initial_faces = InitialFaces::kRedeal; });
  EXPECT_TRUE(Legal(Try(three, R"({"card":"JD","take":["JS"]})", redeal), "JH JC 5C"));
  EXPECT_TRUE(Illegal(Try(three, R"({"card":"JD","take":["JH","JS","JC"]})", redeal),
                      "diloti/face-capture"));
}

TEST(DilotiRules, Dil28CaptureEffect) {
  // Seat 2 (side 0) takes seat 1's build and a loose 7: the build leaves, seat 1 is freed,
  // the cards and the played card go to side 0, which becomes the last capturer.
  Verdict v =
      Try(Pos("7C 9S B(5C 2D;7;1)", "7S 8H", 2), R"({"card":"7S","take":["7C","5C","2D"]})");
  ASSERT_TRUE(Legal(v, "9S"));
  EXPECT_TRUE(v.after->Builds().empty());
  EXPECT_EQ(v.after->LastCapturer(), 0);
  EXPECT_EQ(v.after->Piles()[0], Set("7S 7C 5C 2D"));
  EXPECT_TRUE(v.after->Piles()[1].Empty());
  EXPECT_EQ(v.effect.captured, Set("7S 7C 5C 2D"));
  EXPECT_EQ(v.effect.sets, 2);
  EXPECT_EQ(v.after->HandOf(2), Set("8H"));
  // A throw or a build captures nothing and leaves the last capturer alone.
  Verdict t = Try(Pos("7C", "9D", 3), "\"9D\"");
  ASSERT_TRUE(Legal(t, "7C 9D"));
  EXPECT_EQ(t.after->LastCapturer(), -1);
  EXPECT_TRUE(t.after->Piles()[0].Empty() && t.after->Piles()[1].Empty());
  // Illegal captures take nothing.
  EXPECT_TRUE(
      Illegal(Try(Pos("7C 9S", "8S"), R"({"card":"8S","take":["7C"]})"), "diloti/capture-sum"));
}

TEST(DilotiRules, Dil29FaceBuild) {
  EXPECT_TRUE(Illegal(Try(Pos("KS", "KH KC"), R"({"card":"KH","build":["KS"],"value":3})"),
                      "diloti/face-build"));
  EXPECT_TRUE(Illegal(Try(Pos("KS 3S", "4H 7C"), R"({"card":"4H","build":["KS","3S"],"value":7})"),
                      "diloti/face-build"));
  EXPECT_TRUE(Illegal(Try(Pos("3S", "QH 7C"), R"({"card":"QH","build":["3S"],"value":3})"),
                      "diloti/face-build"));
  EXPECT_TRUE(
      Legal(Try(Pos("3S", "4H 7C"), R"({"card":"4H","build":["3S"],"value":7})"), "B(3S 4H;7;1)"));
}

TEST(DilotiRules, Dil30BuildValue) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "4D 9C");
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"4D","build":["2C","5H"],"value":11})"), "diloti/build-value"));
  for (const char* value : {"0", "-3", "11", "14", "1000000"})
    EXPECT_TRUE(Illegal(
        Try(Pos("3S", "4D 9C"), fmt::format(R"({{"card":"4D","build":["3S"],"value":{}}})", value)),
        "diloti/build-value"))
        << value;
  // 10 is the highest value; 1 is a σόι of aces.
  EXPECT_TRUE(
      Legal(Try(Pos("3S 7H", "TD 9C TC"), R"({"card":"TD","build":["3S","7H"],"value":10})"),
            "B(3S 7H TD;10;1;group)"));
  EXPECT_TRUE(
      Legal(Try(Pos("AS", "AH AD"), R"({"card":"AH","build":["AS"],"value":1})"), "B(AS AH;1;1)"));
}

TEST(DilotiRules, Dil31KindOfBuildAction) {
  // One own build: same value = add, another value = self-raise.
  Position own = Pos("B(5C 2D;7;1)", "7H 7S 2H 9C");
  Verdict add = Try(own, R"({"card":"7H","build":["5C","2D"],"value":7})");
  ASSERT_TRUE(Legal(add, "B(5C 2D 7H;7;1)"));
  EXPECT_FALSE(add.effect.raise);
  EXPECT_TRUE(
      Illegal(Try(own, R"({"card":"2H","build":["5C","2D"],"value":9})"), "diloti/self-raise"));
  // One build of another seat: another value = raise, the same value = add to another's.
  Position other = Pos("B(5C 2D;7;3)", "7H 7S 2H 9C");
  Verdict raise = Try(other, R"({"card":"2H","build":["5C","2D"],"value":9})");
  ASSERT_TRUE(Legal(raise, "B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(raise.effect.raise);
  EXPECT_TRUE(Illegal(Try(other, R"({"card":"7H","build":["5C","2D"],"value":7})"),
                      "diloti/add-to-others-build"));
  // The partner's build counts as another seat's.
  Position partner = Pos("B(5C 2D;7;3)", "7H 7S 2H 9C", 1);
  EXPECT_TRUE(Legal(Try(partner, R"({"card":"2H","build":["5C","2D"],"value":9})")));
  // No build named: a new build.
  Verdict fresh = Try(Pos("2C", "5H 7S"), R"({"card":"5H","build":["2C"],"value":7})");
  ASSERT_TRUE(Legal(fresh, "B(2C 5H;7;1)"));
  EXPECT_FALSE(fresh.effect.raise);
  // Two builds: a merge, even if both are the mover's own.
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;1) B(4S 3C;7;1)", "7H 7D"),
                          R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})"),
                      "diloti/add-to-others-build"));
}

TEST(DilotiRules, Dil32NewBuild) {
  // 5 on 2 = 7 (plain); 2 on 3 + 4 = 9 (plain); 3 on 4 with a loose 7 = 7 (group); σόι.
  EXPECT_TRUE(Legal(Try(Pos("2C 3S KD", "5H 7S", 0), R"({"card":"5H","build":["2C"],"value":7})"),
                    "3S KD B(2C 5H;7;0)"));
  EXPECT_TRUE(Legal(Try(Pos("3D 4C", "2H 9S"), R"({"card":"2H","build":["3D","4C"],"value":9})"),
                    "B(3D 4C 2H;9;1)"));
  EXPECT_TRUE(Legal(Try(Pos("4S 7C", "3C 7D"), R"({"card":"3C","build":["4S","7C"],"value":7})"),
                    "B(4S 7C 3C;7;1;group)"));
  EXPECT_TRUE(Legal(Try(Pos("3S", "3H 3C"), R"({"card":"3H","build":["3S"],"value":3})"),
                    "B(3S 3H;3;1;group)"));
  // Three sets at once: 2 on 5, a loose 7, 3 + 4.
  EXPECT_TRUE(Legal(Try(Pos("5S 7C 3D 4H 9S", "2H 7D"),
                        R"({"card":"2H","build":["5S","7C","3D","4H"],"value":7})"),
                    "9S B(5S 7C 3D 4H 2H;7;1;group)"));
  // Bad sums: `diloti/build-sum`.
  EXPECT_TRUE(Illegal(Try(Pos("3S", "5H 7S"), R"({"card":"5H","build":["3S"],"value":7})"),
                      "diloti/build-sum"));
  EXPECT_TRUE(Illegal(Try(Pos("4S 6C", "3C 7D"), R"({"card":"3C","build":["4S","6C"],"value":7})"),
                      "diloti/build-sum"));
  EXPECT_TRUE(Illegal(Try(Pos("8S", "3C 7D"), R"({"card":"3C","build":["8S"],"value":7})"),
                      "diloti/build-sum"));
  // Every card must belong to a set: 2 with a loose 7 makes no build of 7.
  EXPECT_TRUE(Illegal(Try(Pos("7S", "2C 7D"), R"({"card":"2C","build":["7S"],"value":7})"),
                      "diloti/build-sum"));
}

TEST(DilotiRules, Dil33AddToOwnBuild) {
  // c of value w alone, or c joining loose cards, and further loose sets.
  EXPECT_TRUE(Legal(
      Try(Pos("9S B(5C 2D;7;1)", "7H 7S 9C"), R"({"card":"7H","build":["5C","2D"],"value":7})"),
      "9S B(5C 2D 7H;7;1;group)"));
  EXPECT_TRUE(Legal(
      Try(Pos("4D B(5C 2D;7;1)", "3H 7C"), R"({"card":"3H","build":["4D","5C","2D"],"value":7})"),
      "B(5C 2D 4D 3H;7;1;group)"));
  EXPECT_TRUE(Legal(Try(Pos("4D 7S B(5C 2D;7;1)", "3H 7C"),
                        R"({"card":"3H","build":["4D","7S","5C","2D"],"value":7})"),
                    "B(5C 2D 4D 3H 7S;7;1;group)"));
  // Bad sums.
  EXPECT_TRUE(Illegal(
      Try(Pos("5S B(5C 2D;7;1)", "3H 7C"), R"({"card":"3H","build":["5S","5C","2D"],"value":7})"),
      "diloti/build-sum"));
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;1)", "3H 7C"), R"({"card":"3H","build":["5C","2D"],"value":7})"),
              "diloti/build-sum"));
  // After an add the build is a group and can't be raised (DIL-34a).
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D 7H;7;1)", "2S 9C", 2),
                          R"({"card":"2S","build":["5C","2D","7H"],"value":9})"),
                      "diloti/raise-group"));
}

TEST(DilotiRules, Dil34Raise) {
  // A plain build of another seat, only the played card, w = u + v.
  Verdict r1 = Try(Pos("B(5C 2D;7;3)", "2H 9C"), R"({"card":"2H","build":["5C","2D"],"value":9})");
  ASSERT_TRUE(Legal(r1, "B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(r1.effect.raise);
  // (a) groups and σόι can't be raised.
  EXPECT_TRUE(Illegal(
      Try(Pos("B(4S 7C 3C;7;0)", "AH 8S"), R"({"card":"AH","build":["4S","7C","3C"],"value":8})"),
      "diloti/raise-group"));
  EXPECT_TRUE(
      Illegal(Try(Pos("B(3S 3H;3;0)", "2D 8C"), R"({"card":"2D","build":["3S","3H"],"value":5})"),
              "diloti/raise-group"));
  // (b) no table cards.
  EXPECT_TRUE(Illegal(
      Try(Pos("AS B(5C 2D;7;3)", "AH 9C"), R"({"card":"AH","build":["5C","2D","AS"],"value":9})"),
      "diloti/raise-with-table-cards"));
  // (c) w = u + v.
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "2H 8C"), R"({"card":"2H","build":["5C","2D"],"value":8})"),
              "diloti/build-sum"));
  EXPECT_TRUE(
      Illegal(Try(Pos("B(5C 2D;7;3)", "4H 8C"), R"({"card":"4H","build":["5C","2D"],"value":11})"),
              "diloti/build-value"));
  // The partner's build may be raised; the raised-from seat may raise it back.
  EXPECT_TRUE(
      Legal(Try(Pos("B(2C 5H;7;0)", "AD 8C", 2), R"({"card":"AD","build":["2C","5H"],"value":8})"),
            "B(2C 5H AD;8;2)"));
  EXPECT_TRUE(Legal(Try(Pos("B(5C 2D 2H;9;1)", "AD TC", 3),
                        R"({"card":"AD","build":["5C","2D","2H"],"value":10})"),
                    "B(5C 2D 2H AD;10;3)"));
}

TEST(DilotiRules, Dil35SelfRaise) {
  Options on = With([](Options& o) { o.self_raise = true; });
  Position p = Pos("9S B(5C 2D;7;1)", "2H 7S 9C");
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"2H","build":["5C","2D"],"value":9})"), "diloti/self-raise"));
  Verdict v = Try(p, R"({"card":"2H","build":["5C","2D"],"value":9})", on);
  ASSERT_TRUE(Legal(v, "9S B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(v.effect.raise);
  // Under the option, DIL-34 (a)–(c) still apply.
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D 7H;7;1)", "2H 9C"),
                          R"({"card":"2H","build":["5C","2D","7H"],"value":9})", on),
                      "diloti/raise-group"));
  EXPECT_TRUE(Illegal(Try(Pos("AS B(5C 2D;7;1)", "AH 9C"),
                          R"({"card":"AH","build":["5C","2D","AS"],"value":9})", on),
                      "diloti/raise-with-table-cards"));
  EXPECT_TRUE(Illegal(
      Try(Pos("B(5C 2D;7;1)", "2H 8C 9C"), R"({"card":"2H","build":["5C","2D"],"value":8})", on),
      "diloti/build-sum"));
  EXPECT_TRUE(Illegal(
      Try(Pos("B(5C 2D;7;1)", "2H 8C"), R"({"card":"2H","build":["5C","2D"],"value":9})", on),
      "diloti/build-without-card"));
}

TEST(DilotiRules, Dil36AddToOthersBuild) {
  Options on = With([](Options& o) { o.add_to_others_build = true; });
  Position r5 = Pos("B(5C 2D;7;3)", "7H 7D");
  EXPECT_TRUE(Illegal(Try(r5, R"({"card":"7H","build":["5C","2D"],"value":7})"),
                      "diloti/add-to-others-build"));
  EXPECT_TRUE(Legal(Try(r5, R"({"card":"7H","build":["5C","2D"],"value":7})", on),
                    "B(5C 2D 7H;7;1;group)"));
  // Merges stay illegal under the option.
  Position r4 = Pos("B(5C 2D;7;3) B(4S 3C;7;1)", "7H 7D");
  for (const Options& o : {Options{}, on})
    EXPECT_TRUE(Illegal(Try(r4, R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})", o),
                        "diloti/add-to-others-build"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 3C;7;0)", "7H 7D"),
                          R"({"card":"7H","build":["5C","2D","4S","3C"],"value":7})", on),
                      "diloti/add-to-others-build"));
  // Under the option: {c} ∪ L must make sets of w; a seat that owns a build may not.
  EXPECT_TRUE(Illegal(Try(Pos("5S B(5C 2D;7;3)", "3H 7D"),
                          R"({"card":"3H","build":["5S","5C","2D"],"value":7})", on),
                      "diloti/build-sum"));
  EXPECT_TRUE(Legal(Try(Pos("4S B(5C 2D;7;3)", "3H 7D"),
                        R"({"card":"3H","build":["4S","5C","2D"],"value":7})", on),
                    "B(5C 2D 4S 3H;7;1;group)"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 4C;8;1)", "7H 7D 8D"),
                          R"({"card":"7H","build":["5C","2D"],"value":7})", on),
                      "diloti/owner-restricted"));
  EXPECT_TRUE(Illegal(Try(Pos("B(5C 2D;7;3) B(4S 4C;8;1)", "7H 7D 8D"),
                          R"({"card":"7H","build":["5C","2D"],"value":7})"),
                      "diloti/add-to-others-build"));
}

TEST(DilotiRules, Dil37BuildAbsorbsEqualLoose) {
  Options on = With([](Options& o) { o.build_absorbs_equal_loose = true; });
  // New build beside a loose 8.
  Position e7 = Pos("AD 8C", "7H 8S");
  EXPECT_TRUE(Legal(Try(e7, R"({"card":"7H","build":["AD"],"value":8})"), "8C B(AD 7H;8;1)"));
  EXPECT_TRUE(
      Illegal(Try(e7, R"({"card":"7H","build":["AD"],"value":8})", on), "diloti/build-absorb"));
  EXPECT_TRUE(Legal(Try(e7, R"({"card":"7H","build":["AD","8C"],"value":8})", on),
                    "B(AD 8C 7H;8;1;group)"));
  // An add to one's own build.
  Position add = Pos("7C B(5C 2D;7;1)", "7H 7S");
  EXPECT_TRUE(Illegal(Try(add, R"({"card":"7H","build":["5C","2D"],"value":7})", on),
                      "diloti/build-absorb"));
  EXPECT_TRUE(Legal(Try(add, R"({"card":"7H","build":["5C","2D","7C"],"value":7})", on),
                    "B(5C 2D 7C 7H;7;1;group)"));
  // A raise beside a loose card of the new value (it can't take table cards without
  // raise_with_table_cards).
  Position raise = Pos("9S B(5C 2D;7;3)", "2H 9C");
  EXPECT_TRUE(
      Legal(Try(raise, R"({"card":"2H","build":["5C","2D"],"value":9})"), "9S B(5C 2D 2H;9;1)"));
  EXPECT_TRUE(Illegal(Try(raise, R"({"card":"2H","build":["5C","2D"],"value":9})", on),
                      "diloti/build-absorb"));
  // Loose cards of other values may stay.
  EXPECT_TRUE(Legal(Try(Pos("AD 9C", "7H 8S"), R"({"card":"7H","build":["AD"],"value":8})", on),
                    "9C B(AD 7H;8;1)"));
}

TEST(DilotiRules, Dil40Xeri) {
  // A clearing capture scores: loose sets, a lone build, a face taking a lone face.
  Verdict m1 = Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D","5S"]})");
  ASSERT_TRUE(Legal(m1, ""));
  EXPECT_TRUE(m1.effect.xeri);
  EXPECT_EQ(m1.after->Xeris(), (std::array<int, 2>{0, 1}));  // seat 1 is side 1
  Verdict build = Try(Pos("B(9D AH;10;1)", "TS", 0), R"({"card":"TS","take":["9D","AH"]})");
  ASSERT_TRUE(Legal(build, ""));
  EXPECT_TRUE(build.effect.xeri);
  Verdict face = Try(Pos("JH", "JD", 2), R"({"card":"JD","take":["JH"]})");
  ASSERT_TRUE(Legal(face, ""));
  EXPECT_TRUE(face.effect.xeri);
  EXPECT_EQ(face.after->Xeris(), (std::array<int, 2>{1, 0}));
  // Not clearing: no xeri, whatever is left (a loose card or a build).
  EXPECT_FALSE(
      Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D"]})").effect.xeri);
  Verdict left = Try(Pos("KH B(5H 3S AH;9;1)", "KD", 3), R"({"card":"KD","take":["KH"]})");
  ASSERT_TRUE(Legal(left, "B(5H 3S AH;9;1)"));
  EXPECT_FALSE(left.effect.xeri);
  // (a) action 0, unless opening_xeri.
  Options opening = With([](Options& o) { o.opening_xeri = true; });
  EXPECT_FALSE(Try(Pos("6C 6D 4H 4S", "TC", 0, 0), R"({"card":"TC","take":["6C","4H","6D","4S"]})")
                   .effect.xeri);
  EXPECT_TRUE(
      Try(Pos("6C 6D 4H 4S", "TC", 0, 0), R"({"card":"TC","take":["6C","4H","6D","4S"]})", opening)
          .effect.xeri);
  // The first action of a later packet is not an opening (2 players: index 12).
  EXPECT_TRUE(Try(Pos("6C 4H", "TC", 0, 12, 2), R"({"card":"TC","take":["6C","4H"]})").effect.xeri);
  EXPECT_TRUE(Try(Pos("6C 4H", "TC", 1, 1, 2), R"({"card":"TC","take":["6C","4H"]})").effect.xeri);
  // (b) action 47, unless last_card_xeri = false.
  Options no_last = With([](Options& o) { o.last_card_xeri = false; });
  EXPECT_TRUE(Try(Pos("6C 4H", "TC", 3, 47), R"({"card":"TC","take":["6C","4H"]})").effect.xeri);
  EXPECT_FALSE(
      Try(Pos("6C 4H", "TC", 3, 47), R"({"card":"TC","take":["6C","4H"]})", no_last).effect.xeri);
  EXPECT_TRUE(
      Try(Pos("6C 4H", "TC", 2, 46), R"({"card":"TC","take":["6C","4H"]})", no_last).effect.xeri);
  // (c) single_set: more than one set is not a xeri; one set (or a face capture) is.
  Options single = With([](Options& o) { o.xeri_rule = XeriRule::kSingleSet; });
  EXPECT_FALSE(
      Try(Pos("AC 4H 5D 5S", "5H"), R"({"card":"5H","take":["AC","4H","5D","5S"]})", single)
          .effect.xeri);
  EXPECT_TRUE(Try(Pos("AC 4H", "5H"), R"({"card":"5H","take":["AC","4H"]})", single).effect.xeri);
  EXPECT_TRUE(Try(Pos("JH", "JD"), R"({"card":"JD","take":["JH"]})", single).effect.xeri);
  EXPECT_TRUE(Try(Pos("B(9D AH;10;1)", "TS", 0), R"({"card":"TS","take":["9D","AH"]})", single)
                  .effect.xeri);
  EXPECT_FALSE(
      Try(Pos("TH B(9D AH;10;1)", "TS", 0), R"({"card":"TS","take":["TH","9D","AH"]})", single)
          .effect.xeri);
  // Throws and builds are never xeri.
  EXPECT_FALSE(Try(Pos("", "7H"), "\"7H\"").effect.xeri);
}

TEST(DilotiRules, Dil41XeriClaim) {
  Position p = Pos("AC 4H 5D 5S", "5H");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"],"xeri":true})")));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D","5S"],"xeri":false})"),
                      "diloti/xeri-claim"));
  EXPECT_TRUE(Legal(Try(p, R"({"card":"5H","take":["AC","4H","5D"],"xeri":false})")));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"5H","take":["AC","4H","5D"],"xeri":true})"), "diloti/xeri-claim"));
  EXPECT_TRUE(Illegal(Try(Pos("", "7H 7S"), R"({"card":"7H","xeri":true})"), "diloti/xeri-claim"));
  EXPECT_TRUE(Legal(Try(Pos("", "7H 7S"), R"({"card":"7H","xeri":false})"), "7H"));
  EXPECT_TRUE(
      Illegal(Try(Pos("2C", "5H 7S"), R"({"card":"5H","build":["2C"],"value":7,"xeri":true})"),
              "diloti/xeri-claim"));
  // Record level: the pointer is the action's.
  Json r = FullRecord();
  r["hands"][0]["play"][14]["xeri"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/xeri-claim", "/hands/0/play/14"));
}

TEST(DilotiRules, Dil42Sweep) {
  // The leftovers go to the last capturer's side (E11c: side 1 gets KH).
  Verdict v = Try(Pos("KH 4S 6D B(9D AH 9C AS;10;3)", "TC", 3, 47),
                  R"({"card":"TC","take":["9D","AH","9C","AS","4S","6D"]})");
  ASSERT_TRUE(Legal(v, "KH"));
  ASSERT_TRUE(v.after->IsTerminal());
  EXPECT_EQ(v.after->Piles()[1], Set("TC 9D AH 9C AS 4S 6D KH"));
  EXPECT_TRUE(v.after->Piles()[0].Empty());
  EXPECT_FALSE(v.effect.xeri);  // the sweep is never a xeri
  EXPECT_EQ(v.after->Xeris(), (std::array<int, 2>{0, 0}));
  // Nobody captured: the dealer's side (at index 47 the mover is the dealer).
  Verdict none = Try(Pos("7C 9S", "8D", 1, 47), "\"8D\"");
  ASSERT_TRUE(Legal(none, "7C 9S 8D"));
  EXPECT_EQ(none.after->Piles()[1], Set("7C 9S 8D"));
  EXPECT_TRUE(none.after->Piles()[0].Empty());
  Verdict none0 = Try(Pos("7C 9S", "8D", 2, 47), "\"8D\"");
  ASSERT_TRUE(Legal(none0));
  EXPECT_EQ(none0.after->Piles()[0], Set("7C 9S 8D"));
  // Record level: the §10.3 hand sweeps TS 7S to side 1 (checked in the full-hand test), and a
  // hand played by throwing ends with the independently computed piles.
  for (int dealer = 0; dealer < 4; ++dealer) {
    Json hand = ThrowingHand(FullCards(), dealer, 4);
    Replayed r = ReplayJson(MakeRecord({hand}));
    ASSERT_TRUE(Valid(r)) << dealer;
    EXPECT_EQ(r.hands[0], hand["result"]) << dealer;
  }
}

TEST(DilotiRules, Dil43HandLength) {
  Json full = FullRecord();
  EXPECT_TRUE(Valid(ReplayJson(full)));
  // Fewer than 48 actions without the flag.
  Json short_hand = FullRecord();
  short_hand["hands"][0]["play"].erase(47);
  EXPECT_TRUE(FailsWith(ReplayJson(short_hand), "diloti/incomplete", "/hands/0/play"));
  // With `"complete": false` it is a partial hand (its `result` is then a score sheet).
  short_hand["hands"][0]["complete"] = false;
  EXPECT_TRUE(Valid(ReplayJson(short_hand)));
  // A 49th action.
  Json extra = FullRecord();
  extra["hands"][0]["play"].push_back("7S");
  EXPECT_TRUE(FailsWith(ReplayJson(extra), "diloti/after-end", "/hands/0/play/48"));
  // The flag on a finished hand.
  Json flagged = FullRecord();
  flagged["hands"][0]["complete"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(flagged), "diloti/complete-flag", "/hands/0/complete"));
  // `"complete": true` is the same as no flag.
  Json explicit_true = FullRecord();
  explicit_true["hands"][0]["complete"] = true;
  EXPECT_TRUE(Valid(ReplayJson(explicit_true)));
}

}  // namespace
}  // namespace replay::diloti::test
