// Diloti rule tests (rules/diloti.md), §3 the deal and §4 actions: each rule on its legal and its illegal
// side with the exact diagnostic code and pointer (builders in diloti_test_util.h).
#include <gtest/gtest.h>

#include "diloti/diloti_test_util.h"

namespace replay::diloti::test {
namespace {

// ---------------------------------------------------------------------------------------------
// §3 The deal

TEST(DilotiRules, Dil1PlayerCount) {
  // Legal: 4 names, 2 names, and `rules.players` equal to the number of names.
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 4))));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 2))));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 4, {{"players", 4}}))));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({Sheet(11, 0)}, 2, {{"players", 2}}))));
  // Illegal: 3 or 5 names; rules.players different from the names.
  Json three = MakeRecord({Sheet(11, 0)});
  three["players"] = {"B", "G", "D"};
  EXPECT_TRUE(FailsWith(ReplayJson(three), "diloti/player-count", "/players"));
  Json five = MakeRecord({Sheet(11, 0)});
  five["players"] = {"B", "G", "D", "A", "E"};
  EXPECT_TRUE(FailsWith(ReplayJson(five), "diloti/player-count", "/players"));
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Sheet(11, 0)}, 4, {{"players", 2}})),
                        "diloti/player-count", "/rules/players"));
  EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({Sheet(11, 0)}, 2, {{"players", 4}})),
                        "diloti/player-count", "/rules/players"));
}

TEST(DilotiRules, Dil2CardsShape) {
  // Legal: the §10.3 deal (4 × 12) and a 2-player deal (2 × 24).
  EXPECT_TRUE(Valid(ReplayText(kFullHand)));
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({ThrowingHand(TwoPlayerCards(), 0, 2)}, 2))));

  auto with_cards = [](const Json& cards) {
    Json r = FullRecord();
    r["hands"][0]["cards"] = cards;
    r["hands"][0].erase("result");
    r.erase("result");
    return ReplayJson(r);
  };
  // `cards/shape`: not an object, an extra key, a missing key, arrays that are not arrays.
  EXPECT_TRUE(FailsWith(with_cards(Json::array({"AC"})), "cards/shape", "/hands/0/cards"));
  Json extra = FullCards();
  extra["stock"] = Json::array();
  EXPECT_TRUE(FailsWith(with_cards(extra), "cards/shape", "/hands/0/cards/stock"));
  Json no_hands = FullCards();
  no_hands.erase("hands");
  EXPECT_TRUE(FailsWith(with_cards(no_hands), "cards/shape", "/hands/0/cards"));
  Json table_string = FullCards();
  table_string["table"] = "AC 2H 9S TD";
  EXPECT_TRUE(FailsWith(with_cards(table_string), "cards/shape", "/hands/0/cards"));
  Json seat_string = FullCards();
  seat_string["hands"][1] = "7D";
  EXPECT_TRUE(FailsWith(with_cards(seat_string), "cards/shape", "/hands/0/cards/hands/1"));
  // `cards/count`: the table, a seat, the number of seats.
  Json five_table = FullCards();
  five_table["table"].push_back("KC");
  EXPECT_TRUE(FailsWith(with_cards(five_table), "cards/count", "/hands/0/cards/table"));
  Json short_seat = FullCards();
  short_seat["hands"][2].erase(short_seat["hands"][2].size() - 1);
  EXPECT_TRUE(FailsWith(with_cards(short_seat), "cards/count", "/hands/0/cards/hands/2"));
  Json three_seats = FullCards();
  three_seats["hands"].erase(3);
  EXPECT_TRUE(FailsWith(with_cards(three_seats), "cards/count", "/hands/0/cards/hands"));
  // 2 players receive 24 cards each, not 12.
  Json two = MakeRecord({ThrowingHand(TwoPlayerCards(), 0, 2)}, 2);
  Json& hands2 = two["hands"][0]["cards"]["hands"];
  hands2[0] = std::vector<Json>(hands2[0].begin(), hands2[0].begin() + 12);
  EXPECT_TRUE(FailsWith(ReplayJson(two), "cards/count", "/hands/0/cards/hands/0"));
}

TEST(DilotiRules, Dil3EachCardOnce) {
  auto replay = [](const Json& cards) {
    Json r = FullRecord();
    r["hands"][0]["cards"] = cards;
    return ReplayJson(r);
  };
  // Legal: the input alias `10` for `T` names the same card.
  Json alias = FullCards();
  alias["table"][3] = "10D";
  EXPECT_TRUE(Valid(replay(alias)));
  // `cards/foreign`, named at its place.
  Json foreign = FullCards();
  foreign["hands"][0][0] = "XS";
  Replayed f = replay(foreign);
  EXPECT_TRUE(FailsWith(f, "cards/foreign", "/hands/0/cards/hands/0/0"));
  // `cards/duplicate` on the later occurrence, then `cards/missing` for the absent card.
  Json duplicate = FullCards();
  duplicate["hands"][1][0] = "4S";  // 4S is hands[0][0]; 7D is now missing
  Replayed d = replay(duplicate);
  EXPECT_TRUE(FailsWith(d, "cards/duplicate", "/hands/0/cards/hands/1/0"));
  bool missing = false;
  for (const Diagnostic& x : d.diagnostics)
    if (x.code == "cards/missing" && x.pointer == "/hands/0/cards" &&
        x.message.find("7D") != std::string::npos)
      missing = true;
  EXPECT_TRUE(missing) << d.All();
  // A duplicate inside the table itself.
  Json table_twice = FullCards();
  table_twice["table"][1] = "AC";
  EXPECT_TRUE(FailsWith(replay(table_twice), "cards/duplicate", "/hands/0/cards/table/1"));
}

TEST(DilotiRules, Dil4Dealer) {
  Json r = FullRecord();
  EXPECT_TRUE(Valid(ReplayJson(r)));
  Json missing = FullRecord();
  missing["hands"][0].erase("dealer");
  EXPECT_TRUE(FailsWith(ReplayJson(missing), "diloti/dealer", "/hands/0/dealer"));
  for (Json bad : {Json(4), Json(-1), Json("3")}) {
    Json x = FullRecord();
    x["hands"][0]["dealer"] = bad;
    EXPECT_TRUE(FailsWith(ReplayJson(x), "diloti/dealer", "/hands/0/dealer")) << bad;
  }
  // 2 players: seats 0 and 1 only.
  EXPECT_TRUE(Valid(ReplayJson(MakeRecord({ThrowingHand(TwoPlayerCards(), 1, 2)}, 2))));
  Json two = MakeRecord({ThrowingHand(TwoPlayerCards(), 1, 2)}, 2);
  two["hands"][0]["dealer"] = 2;
  EXPECT_TRUE(FailsWith(ReplayJson(two), "diloti/dealer", "/hands/0/dealer"));
}

TEST(DilotiRules, Dil5OpeningTableRedeal) {
  auto record = [](const std::vector<std::string>& table, const char* faces) {
    Json rules = Json::object();
    if (faces) rules["initial_faces"] = faces;
    return MakeRecord({ThrowingHand(WithTable(FullCards(), table), 3, 4)}, 4, rules);
  };
  // All four of a face rank: always redealt.
  for (const char* faces : {"capture_all", "redeal"})
    EXPECT_TRUE(FailsWith(ReplayJson(record({"JH", "JS", "JC", "JD"}, faces)),
                          "diloti/opening-table-redeal", "/hands/0/cards/table"))
        << faces;
  EXPECT_TRUE(FailsWith(ReplayJson(record({"KH", "KS", "KC", "KD"}, nullptr)),
                        "diloti/opening-table-redeal", "/hands/0/cards/table"));
  // Three of a face rank: redealt only under `redeal`.
  EXPECT_TRUE(FailsWith(ReplayJson(record({"QH", "5C", "QS", "QC"}, "redeal")),
                        "diloti/opening-table-redeal", "/hands/0/cards/table"));
  EXPECT_TRUE(Valid(ReplayJson(record({"QH", "5C", "QS", "QC"}, nullptr))));
  // Two of a rank, or three faces of different ranks: fine under `redeal`.
  EXPECT_TRUE(Valid(ReplayJson(record({"QH", "5C", "QS", "9D"}, "redeal"))));
  EXPECT_TRUE(Valid(ReplayJson(record({"QH", "KC", "JS", "9D"}, "redeal"))));
}

// ---------------------------------------------------------------------------------------------
// §4 Actions

TEST(DilotiRules, Dil10TurnOrderAndLength) {
  // Dealer 3: action i is seat i mod 4. A `seat` key that agrees passes.
  Json r = FullRecord();
  for (size_t i = 0; i < 48; ++i) {
    Json& a = r["hands"][0]["play"][i];
    if (a.is_string()) a = {{"card", a}};
    a["seat"] = int(i % 4);
  }
  EXPECT_TRUE(Valid(ReplayJson(r)));
  // Playing the next seat's card at action 12 (Γ holds 9D, B is to move).
  Json wrong = FullRecord();
  wrong["hands"][0]["play"][12] = "9D";
  EXPECT_TRUE(FailsWith(ReplayJson(wrong), "diloti/card-not-in-hand", "/hands/0/play/12"));
  // With another dealer the same play is out of turn at once.
  Json shifted = FullRecord();
  shifted["hands"][0]["dealer"] = 0;
  shifted["hands"][0].erase("result");
  shifted.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(shifted), "diloti/card-not-in-hand", "/hands/0/play/0"));
  // 2 players: the non-dealer starts; both dealers give a legal hand of 48 actions.
  for (int dealer : {0, 1}) {
    Json hand = ThrowingHand(TwoPlayerCards(), dealer, 2);
    EXPECT_EQ(hand["play"].size(), 48u);
    EXPECT_TRUE(Valid(ReplayJson(MakeRecord({hand}, 2)))) << dealer;
    Json swapped = hand;
    swapped["dealer"] = 1 - dealer;
    swapped.erase("result");
    EXPECT_TRUE(FailsWith(ReplayJson(MakeRecord({swapped}, 2)), "diloti/card-not-in-hand",
                          "/hands/0/play/0"))
        << dealer;
  }
  // Fewer than 48 actions: DIL-43.
  Json short_hand = FullRecord();
  short_hand["hands"][0]["play"].erase(47);
  EXPECT_TRUE(FailsWith(ReplayJson(short_hand), "diloti/incomplete", "/hands/0/play"));
}

TEST(DilotiRules, Dil12ActionForm) {
  // Action 2 is Δ's throw of 9H (seat 2).
  auto with_action2 = [](const Json& action) {
    Json r = FullRecord();
    r["hands"][0]["play"][2] = action;
    return ReplayJson(r);
  };
  // Legal forms of the same throw.
  EXPECT_TRUE(Valid(with_action2("9H")));
  EXPECT_TRUE(Valid(with_action2({{"card", "9H"}})));
  EXPECT_TRUE(Valid(
      with_action2({{"card", "9H"}, {"comment", "beside the 9"}, {"seat", 2}, {"xeri", false}})));
  // Every malformed action is `diloti/bad-action` at its pointer.
  const std::vector<Json> bad = {
      Json(9),
      Json("9X"),
      Json(nullptr),
      Json::array({"9H"}),
      {{"take", {"9S"}}},
      {{"card", 9}},
      {{"card", "9H"}, {"take", Json::array()}},
      {{"card", "9H"}, {"take", "9S"}},
      {{"card", "9H"}, {"take", {"9S", 9}}},
      {{"card", "9H"}, {"build", Json::array()}, {"value", 9}},
      {{"card", "9H"}, {"value", 9}},
      {{"card", "9H"}, {"take", {"9S"}}, {"value", 9}},
      {{"card", "9H"}, {"build", {"9S"}}},
      {{"card", "9H"}, {"build", {"9S"}}, {"value", "9"}},
      {{"card", "9H"}, {"build", {"9S"}}, {"value", 9.5}},
      {{"card", "9H"}, {"take", {"9S"}}, {"build", {"9S"}}, {"value", 9}},
      {{"card", "9H"}, {"xeri", "no"}},
      {{"card", "9H"}, {"seat", "2"}},
      {{"card", "9H"}, {"player", 2}},
  };
  for (const Json& a : bad)
    EXPECT_TRUE(FailsWith(with_action2(a), "diloti/bad-action", "/hands/0/play/2")) << a;
}

TEST(DilotiRules, Dil13Seat) {
  Json r = FullRecord();
  r["hands"][0]["play"][2] = {{"card", "9H"}, {"seat", 2}};
  EXPECT_TRUE(Valid(ReplayJson(r)));
  r["hands"][0]["play"][2]["seat"] = 1;
  EXPECT_TRUE(FailsWith(ReplayJson(r), "play/wrong-seat", "/hands/0/play/2"));
  // DIL-13 is checked before DIL-14.
  r["hands"][0]["play"][2] = {{"card", "9D"}, {"seat", 1}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "play/wrong-seat", "/hands/0/play/2"));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D", 1), R"({"card":"7H","seat":0})"), "play/wrong-seat"));
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D", 1), R"({"card":"7H","seat":1})")));
}

TEST(DilotiRules, Dil14CardInHand) {
  // Position: only the mover's hand counts.
  EXPECT_TRUE(Legal(Try(Pos("7C", "7H 9D"), "\"9D\""), "7C 9D"));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D"), "\"9S\""), "diloti/card-not-in-hand"));
  EXPECT_TRUE(Illegal(Try(Pos("7C", "7H 9D"), "\"7C\""), "diloti/card-not-in-hand"));
  // Record: a card of Δ's second packet before it is dealt (AS), a card already played (9H at
  // action 6), and another seat's card.
  Json later = FullRecord();
  later["hands"][0]["play"][2] = "AS";
  EXPECT_TRUE(FailsWith(ReplayJson(later), "diloti/card-not-in-hand", "/hands/0/play/2"));
  Json played = FullRecord();
  played["hands"][0]["play"][6] = {{"card", "9H"}, {"take", {"TD"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(played), "diloti/card-not-in-hand", "/hands/0/play/6"));
  Json others = FullRecord();
  others["hands"][0]["play"][0] = "9C";
  EXPECT_TRUE(FailsWith(ReplayJson(others), "diloti/card-not-in-hand", "/hands/0/play/0"));
  // After packet 1 is dealt (action 24), B may play 5S.
  EXPECT_TRUE(Valid(ReplayText(kFullHand)));
}

TEST(DilotiRules, Dil15ListedCardsOnTable) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "7D 3D");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"3D","take":["3S"]})"), "KD B(2C 5H;7;0)"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"3D","take":["3C"]})"), "diloti/not-on-table"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"7D","build":["3S","4H"],"value":7})"), "diloti/not-on-table"));
  // The played card is never listed.
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"3D","take":["3S","3D"]})"), "diloti/not-on-table"));
  // Listed twice: `diloti/bad-action`.
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"3D","take":["3S","3S"]})"), "diloti/bad-action"));
  Json r = FullRecord();
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9H", "9S"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/bad-action", "/hands/0/play/3"));
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9D"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/not-on-table", "/hands/0/play/3"));
}

TEST(DilotiRules, Dil15ListedTwiceIsCheckedAfterDil13And14) {
  // §5.2 check order: DIL-12, 13, 14, 15, 16. Listing a card twice breaks DIL-15 (its code is
  // `diloti/bad-action`, §11), so a wrong seat (DIL-13) or a card not in hand (DIL-14) in the
  // same action is reported first. Action 3 is A's (seat 3), who holds 9C, not 9D.
  Json r = FullRecord();
  r["hands"][0]["play"][3] = {{"card", "9D"}, {"take", {"9S", "9S"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/card-not-in-hand", "/hands/0/play/3"));
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9S"}}, {"seat", 2}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "play/wrong-seat", "/hands/0/play/3"));
  // Alone, the double listing is `diloti/bad-action`.
  r["hands"][0]["play"][3] = {{"card", "9C"}, {"take", {"9S", "9S"}}, {"seat", 3}};
  EXPECT_TRUE(FailsWith(ReplayJson(r), "diloti/bad-action", "/hands/0/play/3"));
}

TEST(DilotiRules, Dil16WholeBuilds) {
  Position p = Pos("3S KD B(2C 5H;7;0)", "7D 2D");
  EXPECT_TRUE(Legal(Try(p, R"({"card":"7D","take":["5H","2C"]})"), "3S KD"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"2D","take":["2C"]})"), "diloti/partial-build"));
  EXPECT_TRUE(Illegal(Try(p, R"({"card":"7D","take":["5H"]})"), "diloti/partial-build"));
  EXPECT_TRUE(
      Illegal(Try(p, R"({"card":"2D","build":["5H","3S"],"value":8})"), "diloti/partial-build"));
  // DIL-16 comes before the rules of the kind (a face taking part of a build).
  EXPECT_TRUE(Illegal(Try(Pos("B(2C 5H;7;0)", "KD 7C"), R"({"card":"KD","take":["2C"]})"),
                      "diloti/partial-build"));
}

}  // namespace
}  // namespace replay::diloti::test
