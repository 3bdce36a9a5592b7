// Declarations and pilotta (rules/pilotta.md §5.3, §5.4, §6): one test per rule PIL-27..39,
// legal and illegal side, with the worked comparisons of §6.3 and the P3 examples of §11.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "pilotta/pilotta_test_util.h"

namespace replay::pilotta {
namespace {

using namespace testing;  // NOLINT: the test helpers

// ---- §5.3 declarations ----

TEST(PilottaRules, Pil27DeclareOnTrick1Only) {
  Json hand = WorkedWith(5, {{"card", "QC"}, {"declare", {{"QH", "KH", "AH"}}}});
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/declare-late", "/hands/0/play/5/declare"));
  EXPECT_TRUE(Valid(ReplayJson(RecordJson({WorkedHand()}))));
}

TEST(PilottaRules, Pil28DeclareHeldCards) {
  Json hand =
      WorkedWith(0, {{"card", "AD"}, {"declare", {{"QS", "KS", "AS"}, {"JD", "QD", "KD"}}}});
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/declare-not-held", "/hands/0/play/0/declare/1/1"));
  // The card being played counts as held.
  hand = WorkedWith(3, {{"card", "KD"}, {"declare", {{"KD", "TD", "9H"}}}});
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/not-a-meld", "/hands/0/play/3/declare/0"));
}

TEST(PilottaRules, Pil29MeldsClassify) {
  for (Json meld : {Json({"JS", "9S", "8S"}), Json({"7C", "8C", "7C"}), Json::array({"9C", "8C"}),
                    Json({"7C", "8C", "9C", "9S"})})
    EXPECT_TRUE(FailsWith(
        ReplayJson(RecordJson({WorkedWith(2, {{"card", "7D"}, {"declare", Json::array({meld})}})})),
        "pilotta/not-a-meld", "/hands/0/play/2/declare/0"))
        << meld.dump();
  // P3: four 8s are no carré.
  Json eights = PlayedHand({{"8S", "8H", "8D", "8C"}}, {});
  eights["play"][0] = {{"card", eights["play"][0]}, {"declare", {{"8S", "8H", "8D", "8C"}}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({eights})),
            "pilotta/not-a-meld", "/hands/0/play/0/declare/0"));
  // A quinte in any order, a carré of 9s.
  Json ok = PlayedHand({{"9S", "9H", "9D", "9C", "TH", "JH", "QH", "KH"}},
                       {{0, Declare({{"9S", "9H", "9D", "9C"}, {"KH", "9H", "JH", "TH", "QH"}})}},
                       {{"carre_card_in_sequence", true}});
  Replayed r = ReplayJson(RecordJson({ok}, {{"carre_card_in_sequence", true}}));
  EXPECT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0]["declarations"], Json({250, 0}));
}

TEST(PilottaRules, Pil30CardInTwoMelds) {
  std::vector<std::vector<std::string>> given = {{"9S", "TS", "JS", "QS", "KS", "JH", "JD", "JC"}};
  Json melds = {{"JS", "JH", "JD", "JC"}, {"9S", "TS", "JS", "QS", "KS"}};
  Json hand = PlayedHand(given, {});
  hand["play"][0] = {{"card", hand["play"][0]}, {"declare", melds}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/card-in-two-melds", "/hands/0/play/0/declare/1"));
  Json with = {{"carre_card_in_sequence", true}};
  Replayed allowed = ReplayJson(RecordJson({hand}, with));
  EXPECT_TRUE(Valid(allowed));
  EXPECT_EQ(allowed.hands[0]["declarations"], Json({300, 0}));
  // Two sequences never share a card, even with the option.
  hand["play"][0]["declare"] = {{"9S", "TS", "JS"}, {"JS", "QS", "KS"}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand}, with)),
            "pilotta/card-in-two-melds", "/hands/0/play/0/declare/1"));
}

TEST(PilottaRules, Pil31SplitSequence) {
  std::vector<std::vector<std::string>> given = {{"7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"}};
  Json hand = PlayedHand(given, {});
  Json first = hand["play"][0];
  hand["play"][0] = {{"card", first}, {"declare", {{"9S", "TS", "JS"}, {"QS", "KS", "AS"}}}};
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({hand})),
            "pilotta/split-sequence", "/hands/0/play/0/declare/1"));
  // A gap between them: two tierces; a shorter sequence than held is allowed.
  hand["play"][0]["declare"] = {{"7S", "8S", "9S"}, {"JS", "QS", "KS"}};
  Replayed gap = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(Valid(gap));
  EXPECT_EQ(gap.hands[0]["declarations"], Json({40, 0}));
  hand["play"][0]["declare"] = {{"7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"}};
  EXPECT_EQ(ReplayJson(RecordJson({hand})).hands[0]["declarations"], Json({100, 0}));
}

// ---- §5.4 pilotta ----

TEST(PilottaRules, Pil32PilottaHeld) {
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({WorkedWith(8, {{"card", "JS"}, {"say", "pilotta"}})})),
                "pilotta/pilotta-not-held", "/hands/0/play/8"));
  // KS with seat 0, QS with seat 1: nobody holds both.
  Json hand = PlayedHand({{"KS"}, {"QS"}}, {});
  for (size_t i = 0; i < hand["play"].size(); ++i)
    if (hand["play"][i] == "KS") hand["play"][i] = {{"card", "KS"}, {"say", "pilotta"}};
  EXPECT_EQ(First(ReplayJson(RecordJson({hand}))).substr(0, 25), "pilotta/pilotta-not-held ");
}

TEST(PilottaRules, Pil33PilottaCallOrder) {
  Json repilotta_first = WorkedWith(4, {{"card", "QS"}, {"say", "repilotta"}});
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({repilotta_first})),
            "pilotta/pilotta-call-order", "/hands/0/play/4"));
  Json twice = WorkedWith(10, {{"card", "KS"}, {"say", "pilotta"}});
  EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({twice})),
            "pilotta/pilotta-call-order", "/hands/0/play/10"));
  Json late = WorkedWith(4, "QS");
  late["play"][10] = {{"card", "KS"}, {"say", "repilotta"}};
  EXPECT_TRUE(
      FailsWith(ReplayJson(RecordJson({late})), "pilotta/pilotta-call-order", "/hands/0/play/10"));
  // Said on the second card only, or on the first only: it counts.
  late["play"][10] = {{"card", "KS"}, {"say", "pilotta"}};
  Replayed second = ReplayJson(RecordJson({late}));
  EXPECT_TRUE(Valid(second));
  EXPECT_EQ(second.hands[0]["pilotta"], Json({0, 20}));
  Replayed first = ReplayJson(RecordJson({WorkedWith(10, "KS")}));
  EXPECT_EQ(first.hands[0]["pilotta"], Json({0, 20}));
  // Never said: no pilotta, unless pilotta_requires_call is false.
  Json silent = WorkedWith(4, "QS");
  silent["play"][10] = "KS";
  EXPECT_EQ(ReplayJson(RecordJson({silent})).hands[0]["pilotta"], Json({0, 0}));
  Json lax = {{"pilotta_requires_call", false}};
  EXPECT_EQ(ReplayJson(RecordJson({silent}, lax)).hands[0]["pilotta"], Json({0, 20}));
}

// ---- §6 declarations comparison: P3 and the table of §6.3 (T = ♠) ----

Json Declarations(std::vector<std::vector<std::string>> given, const std::map<int, Json>& melds,
                  const Json& rules = nullptr) {
  Replayed r = ReplayJson(RecordJson({PlayedHand(std::move(given), melds)}, rules));
  EXPECT_TRUE(Valid(r));
  return r.hands[0]["declarations"];
}

TEST(PilottaRules, Pil34StrengthOrder) {
  EXPECT_EQ(Declarations({{"KS", "KH", "KD", "KC"}, {"7H", "8H", "9H", "TH", "JH", "QH"}},
                         {{0, Declare({{"KS", "KH", "KD", "KC"}})},
                          {1, Declare({{"7H", "8H", "9H", "TH", "JH", "QH"}})}}),
            Json({100, 0}));
  EXPECT_EQ(Declarations({{"QS", "QH", "QD", "QC"}, {"TS", "TH", "TD", "TC"}},
                         {{0, Declare({{"QS", "QH", "QD", "QC"}})},
                          {1, Declare({{"TS", "TH", "TD", "TC"}})}}),
            Json({100, 0}));
  EXPECT_EQ(Declarations({{"9C", "TC", "JC", "QC", "KC"}, {"JH", "QH", "KH", "AH"}},
                         {{0, Declare({{"9C", "TC", "JC", "QC", "KC"}})},
                          {1, Declare({{"JH", "QH", "KH", "AH"}})}}),
            Json({100, 0}));
}

// PIL-34 with carre_100_order trump_order, the §6.3 rows: A > T > K > Q among the 100-point
// carrés, J and 9 still above them.
TEST(PilottaRules, Pil34CarresInTheTrumpOrder) {
  const Json order = {{"carre_100_order", "trump_order"}};
  auto carres = [&](const char* r0, const char* r1, const Json& rules) {
    auto four = [](const char* r) {
      std::vector<std::string> v;
      for (const char* s : {"S", "H", "D", "C"}) v.push_back(std::string(r) + s);
      return v;
    };
    return Declarations({four(r0), four(r1)}, {{0, Declare({four(r0)})}, {1, Declare({four(r1)})}},
                        rules);
  };
  EXPECT_EQ(carres("Q", "T", order), Json({0, 100}));    // T > Q in the trump order
  EXPECT_EQ(carres("Q", "T", nullptr), Json({100, 0}));  // Q > T by default
  EXPECT_EQ(carres("K", "Q", order), Json({100, 0}));    // K > Q under both
  EXPECT_EQ(carres("K", "T", order), Json({0, 100}));
  EXPECT_EQ(carres("K", "T", nullptr), Json({100, 0}));
  EXPECT_EQ(carres("A", "T", order), Json({100, 0}));
  EXPECT_EQ(carres("9", "A", order), Json({150, 0}));
  EXPECT_EQ(carres("T", "J", order), Json({0, 200}));
  EXPECT_EQ(Declarations({{"QS", "QH", "QD", "QC"}, {"TS", "TH", "TD", "TC"}},
                         {{0, Declare({{"QS", "QH", "QD", "QC"}})},
                          {1, Declare({{"TS", "TH", "TD", "TC"}})}},
                         {{"carre_100_order", "akq10"}}),
            Json({100, 0}));
  for (const Json& bad : {Json({{"carre_100_order", "random"}}),
                          Json({{"failed_bidders_keep_melds", "yes"}})})
    EXPECT_TRUE(FailsWith(ReplayJson(RecordJson({WorkedHand()}, bad)), "rules/bad-value",
                          "/rules/" + bad.begin().key()));
}

TEST(PilottaRules, Pil35PartnersNeverCompete) {  // P3 row 2
  EXPECT_EQ(Declarations({{"QS", "KS", "AS"}, {"QD", "KD", "AD"}, {"7C", "8C", "9C"}},
                         {{0, Declare({{"QS", "KS", "AS"}})},
                          {1, Declare({{"QD", "KD", "AD"}})},
                          {2, Declare({{"7C", "8C", "9C"}})}}),
            Json({40, 0}));
}

TEST(PilottaRules, Pil36StrongerSideCountsAll) {
  EXPECT_EQ(Declarations({{"QS", "KS", "AS"}, {"QH", "KH", "AH"}, {}, {"7C", "8C", "9C"}},
                         {{0, Declare({{"QS", "KS", "AS"}})},
                          {1, Declare({{"QH", "KH", "AH"}})},
                          {3, Declare({{"7C", "8C", "9C"}})}}),
            Json({20, 0}));
  EXPECT_EQ(Declarations({{"JS", "JH", "JD", "JC"}, {"QS", "KS", "AS"}, {"9S", "9H", "9D", "9C"}},
                         {{0, Declare({{"JS", "JH", "JD", "JC"}})},
                          {1, Declare({{"QS", "KS", "AS"}})},
                          {2, Declare({{"9S", "9H", "9D", "9C"}})}}),
            Json({350, 0}));
  // Only one side declares: it counts, whatever the strength.
  EXPECT_EQ(Declarations({{}, {"7H", "8H", "9H"}}, {{1, Declare({{"7H", "8H", "9H"}})}}),
            Json({0, 20}));
}

TEST(PilottaRules, Pil37EqualBestsCancelEverything) {
  EXPECT_EQ(Declarations({{"QH", "KH", "AH"}, {"QD", "KD", "AD"}},  // P3 row 1
                         {{0, Declare({{"QH", "KH", "AH"}})}, {1, Declare({{"QD", "KD", "AD"}})}}),
            Json({0, 0}));
  EXPECT_EQ(Declarations({{"JC", "QC", "KC", "AC"}, {"JH", "QH", "KH", "AH"}, {"7S", "8S", "9S"}},
                         {{0, Declare({{"JC", "QC", "KC", "AC"}})},
                          {1, Declare({{"JH", "QH", "KH", "AH"}})},
                          {2, Declare({{"7S", "8S", "9S"}})}}),
            Json({0, 0}));
}

TEST(PilottaRules, Pil38UnshownMeldsLeaveFirst) {
  EXPECT_EQ(Declarations({{"QS", "KS", "AS"}, {"QD", "KD", "AD"}},  // P3 row 3
                         {{0, Declare({{"QS", "KS", "AS"}}, false)},
                          {1, Declare({{"QD", "KD", "AD"}})}}),
            Json({0, 20}));
  EXPECT_EQ(Declarations({{"QS", "KS", "AS"}, {"QH", "KH", "AH"}},
                         {{0, Declare({{"QS", "KS", "AS"}}, false)},
                          {1, Declare({{"QH", "KH", "AH"}})}}),
            Json({0, 20}));
  // `"shown": true` is the same as no mark.
  EXPECT_EQ(Declarations({{"QS", "KS", "AS"}}, {{0, {{"declare", {{"QS", "KS", "AS"}}},
                                                     {"shown", true}}}}),
            Json({20, 0}));
}

TEST(PilottaRules, Pil39PilottaIsNoMeld) {
  // KS QS in a tierce and as pilotta: both count; the pilotta does not beat the other side's
  // tierce to the ace.
  Json hand = PlayedHand({{"QS", "KS", "AS"}, {"QH", "KH", "AH"}},
                         {{0, Declare({{"QS", "KS", "AS"}})}, {1, Declare({{"QH", "KH", "AH"}})}});
  for (auto& a : hand["play"])
    if (a == "QS" || (a.is_object() && a["card"] == "QS")) {
      if (a.is_string()) a = {{"card", "QS"}};
      a["say"] = "pilotta";
    }
  Replayed r = ReplayJson(RecordJson({hand}));
  EXPECT_TRUE(Valid(r));
  EXPECT_EQ(r.hands[0]["declarations"], Json({20, 0}));
  EXPECT_EQ(r.hands[0]["pilotta"], Json({20, 0}));
}

TEST(PilottaExamples, P3DeclareLateOnTrick2) {
  Json hand = PlayedHand({{"QH", "KH", "AH"}}, {});
  // Seat 0 plays its trick-2 card somewhere in play[4..7].
  State state(OptionsOf(nullptr), DealOf(3, hand["cards"]),
              ContractOf(hand["auction"], 3));
  size_t i = 0;
  for (; i < 8; ++i) {
    if (i >= 4 && state.ToMove() == 0) break;
    state.Apply(MoveOf(hand["play"][i]));
  }
  hand["play"][i] = {{"card", hand["play"][i]}, {"declare", {{"QH", "KH", "AH"}}}};
  EXPECT_EQ(First(ReplayJson(RecordJson({hand}))),
            fmt::format("pilotta/declare-late at /hands/0/play/{}/declare", i));
}

}  // namespace
}  // namespace replay::pilotta
