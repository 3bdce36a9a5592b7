// One test per numbered rule of rules/tute.md §5, the play (legal and illegal side), with the
// rule tests TT1–TT13 of §10.1.
#include <gtest/gtest.h>

#include "tute/tute_test_util.h"

namespace replay::tute {
namespace {

using namespace testing;  // NOLINT: the helpers of tute_test_util.h

// ---------------------------------------------------------------------------------------------
// §5.1 Tricks and play duties (TT1–TT4)

TEST(TuteDuties, Tut20TrickWinnerTT1) {
  auto winner = [](std::vector<std::string> codes, char trump) {
    std::vector<Card> cards;
    for (auto& c : codes) cards.push_back(C(c));
    return WinningIndex(cards.data(), int(cards.size()), ParseSuit(std::string(1, trump), kDeck));
  };
  EXPECT_EQ(winner({"5O", "6O", "4O", "7B"}, 'C'), 1);  // TT1a: 6O
  EXPECT_EQ(winner({"5O", "4O", "2C", "7B"}, 'C'), 2);  // TT1b: 2C
  EXPECT_EQ(winner({"3O", "1O", "12O", "2O"}, 'E'), 1);
  EXPECT_EQ(winner({"12E", "2C", "1C"}, 'C'), 2);
}

TEST(TuteDuties, Tut21To22FollowTT2a) {
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"7O", "12O", "2E"}, "7O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"7O", "12O", "2E"}, "12O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"7O", "12O", "2E"}, "2E"), "tute/must-follow");
}

TEST(TuteDuties, Tut23BeatTT2c2d) {
  EXPECT_EQ(Verdict(4, 'E', {"7O"}, {"1O", "4O", "2E"}, "1O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"7O"}, {"1O", "4O", "2E"}, "4O"), "tute/must-beat");
  EXPECT_EQ(Verdict(4, 'E', {"7O", "2E"}, {"1O", "4O", "3E"}, "4O"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"7O", "2E"}, {"1O", "4O", "3E"}, "3E"), "tute/must-follow");
  // Trumps led: beat the highest trump.
  EXPECT_EQ(Verdict(3, 'E', {"10E"}, {"1E", "4E"}, "4E"), "tute/must-beat");
}

TEST(TuteDuties, Tut24TrumpTT2b) {
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"2E", "10B"}, "2E"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "1O"}, {"2E", "10B"}, "10B"), "tute/must-trump");
}

TEST(TuteDuties, Tut25OvertrumpTT3b) {
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"1E", "2E", "10B"}, "1E"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"1E", "2E", "10B"}, "2E"), "tute/must-overtrump");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"1E", "2E", "10B"}, "10B"), "tute/must-overtrump");
}

TEST(TuteDuties, Tut26NoUndertrumpDutyTT3a) {
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "2E"), "legal");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "10B"), "legal");
  Json under = {{"must_undertrump", true}};
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "10B", under), "tute/must-undertrump");
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"2E", "10B"}, "2E", under), "legal");
  // Void in the suit led and without trumps: any card.
  EXPECT_EQ(Verdict(4, 'E', {"1O", "3E"}, {"10B", "4C"}, "4C", under), "legal");
}

TEST(TuteDuties, Tut27PartnerTT3c) {
  EXPECT_EQ(Verdict(4, 'E', {"3O", "5O"}, {"1O", "7O"}, "7O"), "tute/must-beat");
  EXPECT_EQ(Verdict(4, 'E', {"3O", "5O"}, {"1O", "7O"}, "7O", {{"partner_exempt", true}}),
            "legal");
  // Follow still holds with partner_exempt; and it doesn't exempt from beating an opponent.
  EXPECT_EQ(Verdict(4, 'E', {"3O", "5O"}, {"1O", "2E"}, "2E", {{"partner_exempt", true}}),
            "tute/must-follow");
  EXPECT_EQ(Verdict(4, 'E', {"5O", "3O"}, {"1O", "7O"}, "7O", {{"partner_exempt", true}}),
            "tute/must-beat");
  // §10.2 trick 3: seat 3 must overtrump his partner's 2C.
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(FourPlayerHand(), 12, "10E")), "tute/must-overtrump", "/hands/0/play/12"));
}

TEST(TuteDuties, Tut28StockDutyTT4) {
  Json none = {{"stock_duty", "none"}}, suit = {{"stock_duty", "follow_suit"}};
  for (const char* card : {"2C", "5O", "4B"})  // TT4a
    EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O", "4B"}, card, Json::object(), true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "5O", "1O"}, "2B", Json::object(), true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "5O", "1O"}, "1O", Json::object(), true),
            "tute/must-follow");  // TT4b
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "5O", "1O"}, "1O", none, true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O"}, "5O", suit, true), "tute/must-follow");  // TT4e
  EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O"}, "2C", suit, true), "legal");
  // TT4c, TT4d: full duties in the last tricks.
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "7B"), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "2B"), "tute/must-beat");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "5O"), "tute/must-follow");
  EXPECT_EQ(Verdict(2, 'B', {"4O"}, {"5B", "1C"}, "5B"), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4O"}, {"5B", "1C"}, "1C"), "tute/must-trump");
}

TEST(TuteDuties, FullHandVariantsOf102) {
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 11, "3C")), "tute/must-follow", "/hands/0/play/11"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 15, "4E")), "tute/must-beat", "/hands/0/play/15"));
  // The message lists the legal cards.
  Replayed beat = ReplayJson(Edit(r, 15, "4E"));
  const Diagnostic* d = beat.FirstError();
  ASSERT_NE(d, nullptr);
  EXPECT_NE(d->message.find("Legal cards: 1E"), std::string::npos) << d->message;
  EXPECT_EQ(d->seat, 0);
  EXPECT_EQ(d->rule, "TUT-23");
}

// ---------------------------------------------------------------------------------------------
// §5.2 Exchange of the turned card (TT5, TT13)

TEST(TuteExchange, Tut30TimingTT5) {
  Json cards = ExchangeCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {{{"exchange", "7O"}}})), "tute/exchange-timing", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}, {"seat", 1}}})), "play/wrong-seat", "/hands/0/play/2"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"exchange", "7O"}},
                                           {{"exchange", "2O"}}})), "tute/exchange-timing", "/hands/0/play/3"));
  // 4 players never exchange; 3 players only before the first card, naming the seat.
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(FourPlayerHand(), 0, {{"exchange", "7C"}, {"seat", 1}}, true)), "tute/bad-action", "/hands/0/play/0"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {"1O", {{"exchange", "7B"}, {"seat", 1}}})), "tute/mid-trick", "/hands/0/play/1"));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {"1O", "4O", "5O",
                                                  {{"exchange", "7B"}, {"seat", 1}}})), "tute/exchange-timing", "/hands/0/play/3"));
}

TEST(TuteExchange, Tut31NotAfterTheLastDraw) {
  // After trick 13 of §10.3 the face-up card has been drawn.
  Json r = Edit(TwoPlayerHand(), 28, {{"exchange", "4B"}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/exchange-timing", "/hands/0/play/28"));
  // Nor after a capote, which makes the last draw of interval 12.
  Json c = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  c = Edit(c, 27, {{"exchange", "4B"}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(c), "tute/exchange-timing", "/hands/0/play/27"));
}

TEST(TuteExchange, Tut32SevenOrTwoOfTrumps) {
  Json c5 = Cards(2, 1, "5C", {{"1E", "7C", "2C", "3E", "4E", "5E", "6E", "7E"},
                               {"2E", "10O", "11O", "12O", "1O", "3O", "4O", "5O"}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "7C"}}})), "tute/bad-exchange", "/hands/0/play/2"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "2C"}}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, c5, {"1E", "2E", {{"exchange", "3E"}}})), "tute/bad-exchange", "/hands/0/play/2"));
  // A face-up 2 can't be exchanged.
  Json c2 = Cards(2, 1, "2C", {{"1E", "7C", "3C", "3E", "4E", "5E", "6E", "7E"},
                               {"2E", "10O", "11O", "12O", "1O", "3O", "4O", "5O"}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, c2, {"1E", "2E", {{"exchange", "7C"}}})), "tute/bad-exchange", "/hands/0/play/2"));
}

TEST(TuteExchange, Tut33ChainTT5) {
  // Seat 0 gives 7O for 1O; seat 1 wins trick 2 with 3O and gives 2O for the face-up 7O.
  Json play = {"1C", "2C", {{"exchange", "7O"}}, "3C", "3O"};
  Json cards2 = Cards(2, 1, "1O", {{"7O", "1C", "3C", "4C", "5C", "6C", "7C", "10C"},
                                   {"2O", "3O", "2C", "1E", "3E", "4E", "5E", "6E"}});
  Json chain = play;
  chain.push_back({{"exchange", "2O"}});
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards2, chain))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards2, chain, {{"exchange_chain", false}})), "tute/bad-exchange", "/hands/0/play/5"));
  Options o = OptionsOf(Json::object(), 2);
  State s(o, DealOf(2, 1, cards2));
  for (Action a : {Play("1C"), Play("2C"), Exchange("7O")}) ASSERT_FALSE(s.Apply(a));
  EXPECT_TRUE(s.HandOf(0).Contains(C("1O")));
  EXPECT_EQ(s.FaceUp(), C("7O"));
  for (Action a : {Play("3C"), Play("3O"), Exchange("2O")}) ASSERT_FALSE(s.Apply(a));
  EXPECT_TRUE(s.HandOf(1).Contains(C("7O")));
  EXPECT_EQ(s.FaceUp(), C("2O"));
  EXPECT_EQ(s.Trump(), 0);  // TUT-35: the trump suit stays
}

TEST(TuteExchange, Tut34MandatoryTT13) {
  Json mandatory = {{"exchange_3p", "mandatory"}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, ThreeCards(), {"1O"}, mandatory)), "tute/exchange-required", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(3, 2, ThreeCards(), {"1O"}))));
  Json done = Partial(3, 2, ThreeCards(), {{{"exchange", "7B"}, {"seat", 1}}, "1O"}, mandatory);
  EXPECT_TRUE(Valid(ReplayJson(done)));
  // A low turned card is taken with the 2; nobody can take a turned 2.
  Json low = Cards(3, 2, "5B", {{"1O"}, {"2B"}, {}});
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(3, 2, low, {"1O"}, mandatory)), "tute/exchange-required", "/hands/0/play/0"));
  Json two = Cards(3, 2, "2B", {{"1O"}, {"7B"}, {}});
  EXPECT_TRUE(Valid(ReplayJson(Partial(3, 2, two, {"1O"}, mandatory))));
}

TEST(TuteExchange, Tut35EffectThreePlayers) {
  Options o = OptionsOf(Json::object(), 3);
  State s(o, DealOf(3, 2, ThreeCards()));
  ASSERT_FALSE(s.Apply(Exchange("7B", 1)));
  EXPECT_TRUE(s.HandOf(1).Contains(C("3B")));
  EXPECT_FALSE(s.HandOf(1).Contains(C("7B")));
  EXPECT_EQ(s.FaceUp(), C("7B"));  // out of play
  // TT7: the tricks then hold 120 card points less the 7 (none), so the total is 130.
  Json play = AutoPlay(o, ThreeCards(), 2, Json::array({{{"exchange", "7B"}, {"seat", 1}}}));
  Replayed r = ReplayJson(RecordJson(3, Json::object(), {HandJson(2, ThreeCards(), play)}));
  ASSERT_TRUE(Valid(r));
  const Json& res = r.hands[0];
  long sum = 0;
  for (int s2 = 0; s2 < 3; ++s2) sum += res["points"][s2].get<long>() - res["cantes"][s2].get<long>();
  EXPECT_EQ(sum, 130);
}

TEST(TuteExchange, TT7UnexchangedTurnedAceIsOutOfPlay) {
  Options o = OptionsOf(Json::object(), 3);
  Json cards = ThreeCards("1B");  // 3B is now in a hand and 1B lies face up all hand
  Json play = AutoPlay(o, cards, 2, Json::array());
  Replayed r = ReplayJson(RecordJson(3, Json::object(), {HandJson(2, cards, play)}));
  ASSERT_TRUE(Valid(r));
  long sum = 0;
  for (int s = 0; s < 3; ++s)
    sum += r.hands[0]["points"][s].get<long>() - r.hands[0]["cantes"][s].get<long>();
  EXPECT_EQ(sum, 119);
}

// ---------------------------------------------------------------------------------------------
// §5.3 Cantes (TT6)

TEST(TuteCantes, Tut40Timing) {
  Json cards = CanteCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {{{"sing", "O"}}})), "tute/sing-timing", "/hands/0/play/0"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "O"}}}))));
  // 4 players: the winner's partner may sing (seat 1 in §10.2); a member of the losing side not.
  const Json& r = FourPlayerHand();
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(r, 13, {{"sing", "E"}, {"seat", 0}})), "tute/sing-timing", "/hands/0/play/13"));
  // 2 players: not after the last draw (a capote makes it).
  Json c = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(c, 27, {{"sing", "C"}}, true)), "tute/sing-timing", "/hands/0/play/27"));
  // cante_after_stock = false: no cante after trick 12. Seat 1 wins trick 13 of §10.3.
  Json late = Edit(TwoPlayerHand(), 28, {{"sing", "O"}}, true);
  EXPECT_EQ(First(ReplayJson(late)).substr(0, 23), "tute/sing-without-pair ");
  late["rules"] = {{"cante_after_stock", false}};
  EXPECT_TRUE(FailsWith(ReplayJson(late), "tute/sing-timing", "/hands/0/play/28"));
}

TEST(TuteCantes, Tut41Pair) {
  Json cards = CanteCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "C"}}})), "tute/sing-without-pair", "/hands/0/play/2"));
  EXPECT_TRUE(FailsWith(ReplayJson(Edit(FourPlayerHand(), 4, {{"sing", "E"}, {"seat", 2}})), "tute/sing-without-pair", "/hands/0/play/4"));
}

TEST(TuteCantes, Tut42OncePerSuit) {
  Json cards = CanteCards();
  Json play = {"1C", "2C", {{"sing", "O"}}, "3C", "6C", {{"sing", "O"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, play)), "tute/already-sung", "/hands/0/play/5"));
}

TEST(TuteCantes, Tut43OnePerTrick) {
  Json cards = CanteCards();
  Json play = {"1C", "2C", {{"sing", "O"}}, {{"sing", "E"}}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, play)), "tute/one-cante-per-trick", "/hands/0/play/3"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, play, {{"one_cante_per_trick", false}}))));
  Json next = {"1C", "2C", {{"sing", "O"}}, "3C", "6C", {{"sing", "E"}}};
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, cards, next))));
}

TEST(TuteCantes, Tut44FortyFirst) {
  Json cards = CanteCards();
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "E"}}})), "tute/forty-first", "/hands/0/play/2"));
  EXPECT_TRUE(
      Valid(ReplayJson(Partial(2, 1, cards, {"1C", "2C", {{"sing", "E"}}}, {{"forty_first", false}}))));
}

TEST(TuteCantes, Tut45Value) {
  Options o = OptionsOf(Json::object(), 2);
  State s(o, DealOf(2, 1, CanteCards()));
  for (Action a : {Play("1C"), Play("2C"), Sing('O'), Play("3C"), Play("6C"), Sing('E')})
    ASSERT_FALSE(s.Apply(a));
  EXPECT_EQ(s.Facts().cantes[0], 60);  // 40 in trumps, 20 in espadas
  EXPECT_TRUE(s.HandOf(0).Contains(C("12O")));  // the cards stay in the hand
  EXPECT_EQ(s.CanteCount(), 2);
}

// ---------------------------------------------------------------------------------------------
// §5.4 Tute (TT12)

TEST(TuteTute, Tut50TimingTT12) {
  Json kings = {{"tute", "kings"}, {"seat", 2}};
  Json after = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O", kings});
  EXPECT_TRUE(FailsWith(ReplayJson(after), "tute/complete-flag", "/hands/0/complete"));
  after["hands"][0].erase("complete");
  Replayed ok = ReplayJson(after);
  ASSERT_TRUE(Valid(ok));
  EXPECT_EQ(ok.hands[0], Json::parse(R"({"points":[11,0],"cantes":[0,0],"winner":0,
                                        "games":[2,0],"end":"tute"})"));
  // Json::array: a braced {kings} is the object itself under clang, an array of it under g++.
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(4, 3, KingsCards(), Json::array({kings}))),
                        "tute/tute-timing", "/hands/0/play/0"));
  Json immediate = RecordJson(4, {{"tute_dealt_immediate", true}},
                              {HandJson(3, KingsCards(), Json::array({kings}))});
  EXPECT_TRUE(Valid(ReplayJson(immediate)));
  // The side that lost the trick may not.
  Json lost = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O", {{"tute", "kings"}, {"seat", 1}}});
  EXPECT_TRUE(FailsWith(ReplayJson(lost), "tute/tute-timing", "/hands/0/play/4"));
  // 2 players: only with tute_2p.
  Json two = Cards(2, 1, "6O", {{"12O", "12C", "12E", "12B", "1C", "3C", "4C", "5C"},
                                {"2C", "6C", "7C", "10C", "2E", "3E", "4E", "5E"}});
  Json p2 = Partial(2, 1, two, {"1C", "2C", {{"tute", "kings"}}});
  EXPECT_TRUE(FailsWith(ReplayJson(p2), "tute/bad-action", "/hands/0/play/2"));
  Json with = RecordJson(2, {{"tute_2p", true}},
                         {HandJson(1, two, {"1C", "2C", {{"tute", "kings"}}})});
  Replayed w = ReplayJson(with);
  ASSERT_TRUE(Valid(w));
  EXPECT_EQ(w.hands[0]["winner"], 0);
  EXPECT_EQ(w.result, Json::parse(R"({"score":[11,0],"winner":0})"));
}

TEST(TuteTute, Tut51FalseTute) {
  Json three_kings = Partial(4, 3, KingsCards(false), {"1O", "4O", "2O", "5O",
                                                       {{"tute", "kings"}, {"seat", 2}}});
  EXPECT_TRUE(FailsWith(ReplayJson(three_kings), "tute/false-tute", "/hands/0/play/4"));
  Json knights = Partial(4, 3, KingsCards(), {"1O", "4O", "2O", "5O",
                                              {{"tute", "knights"}, {"seat", 2}}});
  EXPECT_TRUE(FailsWith(ReplayJson(knights), "tute/false-tute", "/hands/0/play/4"));
}

TEST(TuteTute, Tut52EndsTheHandThreePlayers) {
  // Seat 0 holds the four caballos and wins trick 1 with 1O.
  Json r = RecordJson(3, Json::object(),
                      {HandJson(2, ThreeCards(), {"1O", "4O", "5O", {{"tute", "knights"}}})});
  Replayed t = ReplayJson(r);
  ASSERT_TRUE(Valid(t));
  EXPECT_EQ(t.hands[0], Json::parse(R"({"points":[11,0,0],"cantes":[0,0,0],"winner":0,
                                       "games":[2,0,0],"end":"tute"})"));
  r["hands"][0]["play"].push_back("12O");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/after-end", "/hands/0/play/4"));
}

// ---------------------------------------------------------------------------------------------
// §5.5 Capote, §5.6 Claim (TT8, TT9)

TEST(TuteCapote, Tut55TimingTT8) {
  Json early = Edit(TwoPlayerHand(), 24, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(early), "tute/capote-timing", "/hands/0/play/24"));
  Json twice = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  twice = Edit(twice, 27, {{"capote", true}, {"seat", 1}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(twice), "tute/capote-timing", "/hands/0/play/27"));
  Json off = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  off["rules"] = {{"capote", false}};
  EXPECT_TRUE(FailsWith(ReplayJson(off), "tute/capote-timing", "/hands/0/play/26"));
  // Other actions of interval 12 come before it.
  Json late = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  late = Edit(late, 27, {{"claim", true}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(late), "tute/claim-timing", "/hands/0/play/27"));
}

TEST(TuteCapote, Tut56FailedCapoteTT8) {
  Json r = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/after-end", "/hands/0/play/29"));
  Replayed s0 = ReplayJson(Truncate(r, 29));
  ASSERT_TRUE(Valid(s0));
  EXPECT_EQ(s0.hands[0], Json::parse(R"({"points": [67, 38], "cantes": [40, 0], "winner": 1,
                                        "end": "capote"})"));
  EXPECT_EQ(s0.result, Json::parse(R"({"score": [67, 38], "winner": 1})"));
  Json r1 = Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true);
  Replayed s1 = ReplayJson(Truncate(r1, 31));
  ASSERT_TRUE(Valid(s1));
  EXPECT_EQ(s1.hands[0], Json::parse(R"({"points": [78, 38], "cantes": [40, 0], "winner": 0,
                                        "end": "capote"})"));
}

TEST(TuteClaim, Tut60TimingTT9) {
  // A claim in the first hand of the record.
  Json first = Edit(TwoPlayerHand(), 2, {{"claim", true}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(first), "tute/claim-timing", "/hands/0/play/2"));
  // After the last trick: the count decides.
  Json sheet = {{"result", {{"points", {65, 65}}, {"last_trick", 1}}}};
  Json after = RecordJson(2, Json::object(), {sheet, TwoPlayerHand()["hands"][0]});
  after["hands"][1].erase("result");
  EXPECT_TRUE(Valid(ReplayJson(after)));
  after["hands"][1]["play"].push_back({{"claim", true}});
  EXPECT_TRUE(FailsWith(ReplayJson(after), "tute/claim-timing", "/hands/1/play/42"));
  // In interval 0.
  Json zero = RecordJson(2, Json::object(), {sheet, TwoPlayerHand()["hands"][0]});
  zero["hands"][1]["play"].insert(zero["hands"][1]["play"].begin(), Json{{"claim", true}});
  zero["hands"][1].erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(zero), "tute/claim-timing", "/hands/1/play/0"));
}

TEST(TuteClaim, Tut61EffectTT9) {
  Json sheet = {{"result", {{"points", {95, 35}}}}};
  // Seat 0 takes 12C and 12E (8 points): 95 + 8 = 103 >= 101.
  Json cards = Cards(2, 1, "5O", {{"12C", "1B"}, {"12E", "11E"}});
  Json win = RecordJson(2, Json::object(),
                        {sheet, HandJson(1, cards, {"12C", "12E", {{"claim", true}}})});
  Replayed w = ReplayJson(win);
  ASSERT_TRUE(Valid(w));
  EXPECT_EQ(w.hands[0], Json::parse(R"({"points":[95,35],"end":"tricks"})"));
  EXPECT_EQ(w.hands[1], Json::parse(R"({"points":[8,0],"cantes":[0,0],"winner":0,"end":"claim"})"));
  EXPECT_EQ(w.result, Json::parse(R"({"score":[103,35],"winner":0})"));
  // 11C and 10E: 5 points, total 100: the claim fails and seat 1 wins.
  Json cards5 = Cards(2, 1, "5O", {{"11C", "1B"}, {"10E", "11E"}});
  Json lose = RecordJson(2, Json::object(),
                         {sheet, HandJson(1, cards5, {"11C", "10E", {{"claim", true}}})});
  Replayed l = ReplayJson(lose);
  ASSERT_TRUE(Valid(l));
  EXPECT_EQ(l.result, Json::parse(R"({"score":[100,35],"winner":1})"));
  // Nothing follows a claim.
  lose["hands"][1]["play"].push_back("1B");
  EXPECT_TRUE(FailsWith(ReplayJson(lose), "tute/after-end", "/hands/1/play/3"));
}

// ---------------------------------------------------------------------------------------------
// §5.7 End of the hand

TEST(TuteEnd, Tut65AfterEnd) {
  Json r = FourPlayerHand();
  r["hands"][0]["play"].push_back("1O");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/after-end", "/hands/0/play/42"));
  Json s = FourPlayerHand();
  s["hands"][0]["play"].push_back({{"sing", "O"}, {"seat", 0}});
  EXPECT_TRUE(FailsWith(ReplayJson(s), "tute/after-end", "/hands/0/play/42"));
}

TEST(TuteEnd, Tut66IncompleteAndCompleteFlag) {
  Json r = Truncate(FourPlayerHand(), 20);
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_TRUE(FailsWith(ReplayJson(r), "tute/incomplete", "/hands/0/play"));
  r["hands"][0]["complete"] = false;
  Replayed partial = ReplayJson(r);
  EXPECT_TRUE(Valid(partial));
  EXPECT_TRUE(partial.hands[0].is_null());  // a partial hand without result counts nothing
  EXPECT_EQ(partial.result, Json::parse(R"({"score":[0,0]})"));
  Json full = FourPlayerHand();
  full["hands"][0]["complete"] = false;
  EXPECT_TRUE(FailsWith(ReplayJson(full), "tute/complete-flag", "/hands/0/complete"));
}

// ---------------------------------------------------------------------------------------------
// §10.1a House-rule options (TT14–TT17, 2 players): TUT-17, 18, 28, 30, 31, 33, 40, 55

// TT14: turned 12O; seat 0 wins trick 1 with 1C and holds 7O 2O 11O.
Json Tt14Cards() {
  return Cards(2, 1, "12O", {{"7O", "11O", "2O", "1C", "12B", "11B", "4E", "5E"},
                             {"2C", "4C", "6E", "7E", "2B", "10B", "6O", "5O"}});
}

TEST(TuteHouseRules, Tut30OneExchangePerIntervalTT14) {
  const Json two = {"1C", "2C", {{"exchange", "7O"}}, {{"exchange", "2O"}}};
  const Json many = {{"one_exchange_per_interval", false}};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, Tt14Cards(), two)), "tute/exchange-timing",
                        "/hands/0/play/3"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, Tt14Cards(), two, many))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, Tt14Cards(), two,
                                           {{"one_exchange_per_interval", true}})),
                        "tute/exchange-timing", "/hands/0/play/3"));
  // TUT-33: the second is judged against the 7O just put face up, and chains are still the
  // business of exchange_chain.
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, Tt14Cards(), two,
                                           {{"one_exchange_per_interval", false},
                                            {"exchange_chain", false}})),
                        "tute/bad-exchange", "/hands/0/play/3"));
  State s(OptionsOf(many, 2), DealOf(2, 1, Tt14Cards()));
  for (Action a : {Play("1C"), Play("2C"), Exchange("7O"), Exchange("2O")}) ASSERT_FALSE(s.Apply(a));
  EXPECT_TRUE(s.HandOf(0).Contains(C("12O")));
  EXPECT_TRUE(s.HandOf(0).Contains(C("7O")));
  EXPECT_EQ(s.FaceUp(), C("2O"));
  EXPECT_EQ(s.Exchanges(), 2);
  // Under after_draw too: two exchanges after the one draw.
  Json both = {{"one_exchange_per_interval", false}, {"exchange_timing", "after_draw"}};
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, Tt14Cards(), two, both))));
}

TEST(TuteHouseRules, Tut40CanteAfterAnExchangeTT14) {
  const Json after = {{"exchange_timing", "after_draw"}};
  const Json sing_after = {"1C", "2C", {{"exchange", "7O"}}, {{"sing", "O"}}};
  State s(OptionsOf(Json::object(), 2), DealOf(2, 1, Tt14Cards()));
  for (Action a : {Play("1C"), Play("2C"), Exchange("7O"), Sing('O')}) ASSERT_FALSE(s.Apply(a));
  EXPECT_EQ(s.CanteCount(), 1);
  EXPECT_EQ(s.Cantes()[0].points, 40);  // the exchange completed 12O 11O
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, Tt14Cards(), sing_after,
                                       {{"exchange_timing", "before_draw"}}))));
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, Tt14Cards(), sing_after, after)),
                        "tute/sing-timing", "/hands/0/play/3"));
  // A cante before the exchange is legal under both values.
  const Json sing_first = {"1C", "2C", {{"sing", "B"}}, {{"exchange", "7O"}}};
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, Tt14Cards(), sing_first))));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, Tt14Cards(), sing_first, after))));
}

// TT15: turned 1O; seat 0 wins trick 1 and draws 7O.
Json Tt15Cards() {
  return Cards(2, 1, "1O", {{"1C", "3C", "12E", "4B", "5B", "6B", "7B", "3E", "7O"},
                            {"2C", "4C", "5E", "6E", "2B", "10B", "11B", "12B"}});
}

TEST(TuteHouseRules, Tut17Tut30ExchangeAfterTheDrawTT15) {
  const Json after = {{"exchange_timing", "after_draw"}};
  const Json play = {"1C", "2C", {{"exchange", "7O"}}, "1O"};
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, Tt15Cards(), play)), "tute/card-not-in-hand",
                        "/hands/0/play/2"));
  EXPECT_TRUE(Valid(ReplayJson(Partial(2, 1, Tt15Cards(), play, after))));
  // The exchange made the draw: seat 1 holds its drawn card before the first card of trick 2.
  State s(OptionsOf(after, 2), DealOf(2, 1, Tt15Cards()));
  for (Action a : {Play("1C"), Play("2C")}) ASSERT_FALSE(s.Apply(a));
  EXPECT_EQ(s.HandOf(1).Size(), 7);
  ASSERT_FALSE(s.Apply(Exchange("7O")));
  EXPECT_EQ(s.HandOf(0).Size(), 8);
  EXPECT_EQ(s.HandOf(1).Size(), 8);
  EXPECT_TRUE(s.HandOf(0).Contains(C("1O")));
  EXPECT_FALSE(s.PendingDraw());
  // No exchange in interval 0 under either value.
  EXPECT_TRUE(FailsWith(ReplayJson(Partial(2, 1, Tt14Cards(), {{{"exchange", "7O"}}}, after)),
                        "tute/exchange-timing", "/hands/0/play/0"));
}

TEST(TuteHouseRules, Tut31Tut18NoExchangeInIntervalDAfterTheDrawTT15) {
  const Json after = {{"exchange_timing", "after_draw"}};
  Json whole = TwoPlayerHand();
  whole["rules"] = after;
  EXPECT_TRUE(Valid(ReplayJson(whole)));  // §10.3: its exchange has no cante after it
  // Interval 12: seat 1 won trick 12; the exchange makes the last draw (TUT-18 checked: 7B
  // lies face up), then finds nothing face up.
  Json late = Edit(TwoPlayerHand(), 26, {{"exchange", "4B"}}, true);
  late["rules"] = after;
  EXPECT_TRUE(FailsWith(ReplayJson(late), "tute/exchange-timing", "/hands/0/play/26"));
  // By default the exchange comes before the draw: seat 1 doesn't hold 4B yet.
  Json before = Edit(TwoPlayerHand(), 26, {{"exchange", "4B"}}, true);
  EXPECT_TRUE(FailsWith(ReplayJson(before), "tute/card-not-in-hand", "/hands/0/play/26"));
  // TUT-18 at an exchange that triggers the last draw (TT11's changed entry 19).
  Json mismatch = late;
  mismatch["hands"][0]["cards"]["hands"][0][19] = "10B";
  EXPECT_TRUE(FailsWith(ReplayJson(mismatch), "tute/stock-mismatch", "/hands/0/play/26"));
}

TEST(TuteHouseRules, Tut55CapoteAnnouncerTT16) {
  const Json leader = {{"capote_announcer", "leader"}};
  Json seat0 = Truncate(Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 0}}, true), 29);
  EXPECT_TRUE(Valid(ReplayJson(seat0)));
  seat0["rules"] = {{"capote_announcer", "either"}};
  EXPECT_TRUE(Valid(ReplayJson(seat0)));
  seat0["rules"] = leader;
  Replayed refused = ReplayJson(seat0);
  EXPECT_TRUE(FailsWith(refused, "tute/capote-timing", "/hands/0/play/26"));
  ASSERT_NE(refused.FirstError(), nullptr);
  EXPECT_EQ(refused.FirstError()->rule, "TUT-55");
  // Seat 1 won trick 12 and leads trick 13: legal under both values.
  Json seat1 = Truncate(Edit(TwoPlayerHand(), 26, {{"capote", true}, {"seat", 1}}, true), 31);
  EXPECT_TRUE(Valid(ReplayJson(seat1)));
  seat1["rules"] = leader;
  Replayed s1 = ReplayJson(seat1);
  ASSERT_TRUE(Valid(s1));
  EXPECT_EQ(s1.hands[0]["winner"], 0);  // TT8: the capote fails in trick 14
}

TEST(TuteHouseRules, Tut28BeatTrumpLeadTT17) {
  const Json beat = {{"stock_duty", "beat_trump_lead"}};
  const Json dflt = Json::object();
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "2B", dflt, true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "7B", dflt, true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "5O", dflt, true), "tute/must-follow");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "7B", beat, true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "2B", beat, true), "tute/must-beat");
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "5O", beat, true), "tute/must-follow");
  // No trump beats 5B: any trump will do, but a trump it is.
  EXPECT_EQ(Verdict(2, 'B', {"5B"}, {"2B", "4B", "1C"}, "2B", beat, true), "legal");
  EXPECT_EQ(Verdict(2, 'B', {"5B"}, {"2B", "4B", "1C"}, "1C", beat, true), "tute/must-follow");
  // A plain lead, or no trump in hand: no duty (TT4a).
  for (const char* card : {"2C", "5O", "4B"})
    EXPECT_EQ(Verdict(2, 'B', {"3C"}, {"2C", "5O", "4B"}, card, beat, true), "legal");
  for (const char* card : {"2C", "5O"})
    EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2C", "5O"}, card, beat, true), "legal");
  // The rule named is the stock duty's.
  State s(OptionsOf(beat, 2), [] {
    TrickPosition p;
    p.players = 2;
    p.trump = ParseSuit("B", kDeck);
    p.trick = {C("4B")};
    p.hand = Set({"2B", "7B"});
    p.stock = true;
    return p;
  }());
  std::optional<Violation> v = s.Check(Play("2B"));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->rule, "TUT-28");
  EXPECT_EQ(s.LegalCards(), std::vector<Card>{C("7B")});
  // Full duties after the stock, as before.
  EXPECT_EQ(Verdict(2, 'B', {"4B"}, {"2B", "7B", "5O"}, "2B", beat), "tute/must-beat");
}

TEST(TuteHouseRules, OptionsApplyToTwoPlayersOnly) {
  for (const char* name : {"exchange_timing", "capote_announcer"}) {
    Json r = FourPlayerHand();
    r["rules"] = {{name, std::string(name) == "exchange_timing" ? "after_draw" : "leader"}};
    Replayed rep = ReplayJson(r);
    EXPECT_TRUE(Valid(rep)) << name;
    EXPECT_TRUE(rep.HasWarning("tute/option-not-applicable", "/rules/" + std::string(name))) << name;
  }
  Json bad = TwoPlayerHand();
  bad["rules"] = {{"exchange_timing", "later"}};
  EXPECT_TRUE(FailsWith(ReplayJson(bad), "rules/bad-value", "/rules/exchange_timing"));
}

}  // namespace
}  // namespace replay::tute
