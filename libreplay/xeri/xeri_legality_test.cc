// rules/xeri.md §5 and §10.1, §10.2: every action rule on its legal and its illegal side, on the
// position fragments of the rules page, and the opening piles that are redealt.
#include <gtest/gtest.h>

#include "engine/testing/replayed.h"
#include "xeri/xeri.h"
#include "xeri/xeri_state.h"

namespace replay::xeri {
namespace {

Card C(std::string_view code) { return *ParseCard(code, kDeck); }

CardSet Set(std::initializer_list<std::string_view> codes) {
  CardSet s;
  for (std::string_view c : codes) s.Add(C(c));
  return s;
}

// A position of §10: 2 players, seat 1 to move at `index`.
State At(std::initializer_list<std::string_view> pile, std::initializer_list<std::string_view> hand,
         const Options& options = {}, int index = 10) {
  Position p;
  p.players = 2;
  p.seat = 1;
  p.index = index;
  for (std::string_view c : pile) p.pile.push_back(C(c));
  p.hand = Set(hand);
  return State(options, p);
}

Move Action(std::string_view json) {
  json::Document doc;
  const std::string text(json);
  const json::Value* v = doc.Parse(text, 0, nullptr, nullptr);
  DecodedAction d = DecodeAction(*v);
  EXPECT_TRUE(d.move) << json << ": " << d.error.English();
  return d.move.value_or(Move{});
}

std::string Verdict(const State& s, std::string_view action, Effect* e = nullptr) {
  std::optional<Violation> v = s.Check(Action(action), e);
  return v ? std::string(v->code) : "legal";
}

std::string DecodeError(std::string_view json) {
  json::Document doc;
  const std::string text(json);
  const json::Value* v = doc.Parse(text, 0, nullptr, nullptr);
  return DecodeAction(*v).move ? "decoded" : "xeri/bad-action";
}

TEST(XeriActions, X1ToX5CaptureByTheTopCardOnly) {
  const State s = At({"4C", "9S", "KS", "7H"}, {"7S", "2D"});
  Effect e;
  EXPECT_EQ(Verdict(s, R"({"card":"7S","take":["4C","9S","KS","7H"]})", &e), "legal");  // X1
  EXPECT_FALSE(e.xeri);
  EXPECT_EQ(e.captured.Size(), 5);
  EXPECT_EQ(Verdict(s, R"("7S")"), "xeri/must-capture");                                  // X2
  EXPECT_EQ(Verdict(s, R"({"card":"2D","take":["4C","9S","KS","7H"]})"),
            "xeri/cannot-capture");                                                       // X3
  EXPECT_EQ(Verdict(s, R"({"card":"7S","take":["7H"]})"), "xeri/take-all");              // X4
  EXPECT_EQ(Verdict(s, R"("2D")"), "legal");                                              // X5
  State after = s;
  ASSERT_FALSE(after.Apply(Action(R"("2D")")));
  EXPECT_EQ(after.Pile().back(), C("2D"));
  EXPECT_EQ(after.Pile().size(), 5u);
  State taken = s;
  ASSERT_FALSE(taken.Apply(Action(R"({"card":"7S","take":["4C","9S","KS","7H"]})")));
  EXPECT_TRUE(taken.Pile().empty());  // XER-23
  EXPECT_EQ(taken.LastCapturer(), 1);
}

TEST(XeriActions, X6AJackTakesAnyPileInAnyOrder) {
  const State s = At({"4C", "9S", "KS", "7H"}, {"JD", "2D"});
  EXPECT_EQ(Verdict(s, R"({"card":"JD","take":["7H","KS","9S","4C"]})"), "legal");
  EXPECT_EQ(Verdict(s, R"("JD")"), "xeri/must-capture");
}

TEST(XeriActions, X7X8OnlyTheTopCountsAndTheWholePileGoes) {
  const State s = At({"4C", "9S"}, {"4H", "9D"});
  EXPECT_EQ(Verdict(s, R"({"card":"4H","take":["4C","9S"]})"), "xeri/cannot-capture");
  EXPECT_EQ(Verdict(s, R"({"card":"9D","take":["9S"]})"), "xeri/take-all");
  EXPECT_EQ(Verdict(s, R"({"card":"9D","take":["4C","9S"]})"), "legal");
}

TEST(XeriActions, X9X10AXeriIsALoneCardOfTheSameRank) {
  const State s = At({"9C"}, {"9S", "2D"});
  Effect e;
  EXPECT_EQ(Verdict(s, R"({"card":"9S","take":["9C"]})", &e), "legal");
  EXPECT_TRUE(e.xeri);
  EXPECT_EQ(e.xeri_value, 10);
  EXPECT_EQ(Verdict(s, R"({"card":"9S","take":["9C"],"xeri":true})"), "legal");
  EXPECT_EQ(Verdict(s, R"({"card":"9S","take":["9C"],"xeri":false})"), "xeri/xeri-claim");
  const State j = At({"9C"}, {"JH", "2D"});
  EXPECT_EQ(Verdict(j, R"({"card":"JH","take":["9C"]})", &e), "legal");
  EXPECT_FALSE(e.xeri);
  EXPECT_EQ(Verdict(j, R"({"card":"JH","take":["9C"],"xeri":true})"), "xeri/xeri-claim");
  EXPECT_EQ(Verdict(j, R"({"card":"JH","take":["9C"],"xeri":false})"), "legal");
}

TEST(XeriActions, X11AJackXeriUnderEachJackXeriOption) {
  Effect e;
  EXPECT_EQ(Verdict(At({"JC"}, {"JH", "2D"}), R"({"card":"JH","take":["JC"],"xeri":true})", &e),
            "legal");
  EXPECT_EQ(e.xeri_value, 20);
  Options single;
  single.jack_xeri = JackXeri::kSingle;
  EXPECT_EQ(Verdict(At({"JC"}, {"JH"}, single), R"({"card":"JH","take":["JC"],"xeri":true})", &e),
            "legal");
  EXPECT_EQ(e.xeri_value, 10);
  Options none;
  none.jack_xeri = JackXeri::kNone;
  EXPECT_EQ(Verdict(At({"JC"}, {"JH"}, none), R"({"card":"JH","take":["JC"],"xeri":true})"),
            "xeri/xeri-claim");
  EXPECT_EQ(Verdict(At({"JC"}, {"JH"}, none), R"({"card":"JH","take":["JC"],"xeri":false})"),
            "legal");
}

TEST(XeriActions, X12X13AJackOnAnEmptyPileIsALay) {
  const State s = At({}, {"JH", "2D"});
  EXPECT_EQ(Verdict(s, R"("JH")"), "legal");
  EXPECT_EQ(Verdict(s, R"({"card":"JH","take":["QS"]})"), "xeri/not-on-table");
}

TEST(XeriActions, X14TheLastCardXeriOption) {
  Effect e;
  EXPECT_EQ(Verdict(At({"5D"}, {"5S"}, {}, 47), R"({"card":"5S","take":["5D"],"xeri":true})", &e),
            "legal");
  EXPECT_EQ(e.xeri_value, 10);
  Options no_last;
  no_last.last_card_xeri = false;
  EXPECT_EQ(Verdict(At({"5D"}, {"5S"}, no_last, 47), R"({"card":"5S","take":["5D"],"xeri":true})"),
            "xeri/xeri-claim");
  EXPECT_EQ(Verdict(At({"5D"}, {"5S"}, no_last, 46), R"({"card":"5S","take":["5D"],"xeri":true})"),
            "legal");
}

TEST(XeriActions, X15X16MalformedActions) {
  EXPECT_EQ(Verdict(At({"4C", "9S"}, {"9D", "2D"}), R"({"card":"9D","take":["9S","9S","4C"]})"),
            "xeri/bad-action");
  EXPECT_EQ(DecodeError(R"({"card":"5H","build":["2C"],"value":7})"), "xeri/bad-action");
  EXPECT_EQ(DecodeError(R"({"card":"5H","take":[]})"), "xeri/bad-action");
  EXPECT_EQ(DecodeError(R"({"card":"5H","xeri":1})"), "xeri/bad-action");
  EXPECT_EQ(DecodeError(R"(["5H"])"), "xeri/bad-action");
  EXPECT_EQ(DecodeError(R"({"card":"5H","seat":1,"comment":"ok","xeri":false})"), "decoded");
}

TEST(XeriActions, X17CardNotInHand) {
  EXPECT_EQ(Verdict(At({"3S"}, {"3H"}), R"("QH")"), "xeri/card-not-in-hand");
}

TEST(XeriActions, EachCardHasExactlyOneLegalAction) {
  const State s = At({"4C", "9S"}, {"9D", "JC", "2D"});
  const std::vector<Move> legal = s.LegalMoves();
  ASSERT_EQ(legal.size(), 3u);
  for (const Move& m : legal) {
    EXPECT_FALSE(s.Check(m)) << MoveText(m);
    Move other = m;
    other.capture = !m.capture;
    other.listed = m.capture ? CardSet() : Set({"4C", "9S"});
    EXPECT_TRUE(s.Check(other)) << MoveText(other);
  }
}

// §10.2, XER-5, through records: the opening pile's top is its last entry.
nlohmann::json DealRecord(std::vector<std::string> table, nlohmann::json rules) {
  std::vector<std::string> rest;
  for (Card c : CardSet::Full(kDeck)) {
    const std::string code = CardCode(c, kDeck);
    if (std::find(table.begin(), table.end(), code) == table.end()) rest.push_back(code);
  }
  nlohmann::json hands = {std::vector<std::string>(rest.begin(), rest.begin() + 24),
                          std::vector<std::string>(rest.begin() + 24, rest.end())};
  const nlohmann::json hand = {{"dealer", 0},
                               {"cards", {{"table", table}, {"hands", hands}}},
                               {"play", nlohmann::json::array()},
                               {"complete", false}};
  nlohmann::json record = {{"game", "xeri"}, {"players", {"A", "B"}}, {"hands", {hand}}};
  if (!rules.is_null()) record["rules"] = rules;
  return record;
}

std::string DealVerdict(std::vector<std::string> table, std::string_view redeal) {
  nlohmann::json rules =
      redeal.empty() ? nlohmann::json() : nlohmann::json{{"opening_redeal", redeal}};
  const testing::Replayed r = testing::ReplayJson(DealRecord(std::move(table), rules));
  const Diagnostic* first = r.FirstError();
  return first ? first->code : "valid";
}

TEST(XeriDeal, D1ToD4OpeningPilesRedealt) {
  EXPECT_EQ(DealVerdict({"5H", "8C", "4S", "JS"}, ""), "xeri/opening-table-redeal");
  EXPECT_EQ(DealVerdict({"5H", "8C", "4S", "JS"}, "none"), "valid");
  EXPECT_EQ(DealVerdict({"5H", "8C", "4S", "4D"}, ""), "valid");
  EXPECT_EQ(DealVerdict({"5H", "8C", "4S", "4D"}, "jack_or_top_pair"), "xeri/opening-table-redeal");
  EXPECT_EQ(DealVerdict({"5H", "8C", "4S", "4D"}, "jack_or_pair"), "xeri/opening-table-redeal");
  EXPECT_EQ(DealVerdict({"5H", "8C", "5S", "KD"}, ""), "valid");
  EXPECT_EQ(DealVerdict({"5H", "8C", "5S", "KD"}, "jack_or_top_pair"), "valid");
  EXPECT_EQ(DealVerdict({"5H", "8C", "5S", "KD"}, "jack_or_pair"), "xeri/opening-table-redeal");
  for (std::string_view option : {"", "none", "jack", "jack_or_top_pair", "jack_or_pair"})
    EXPECT_EQ(DealVerdict({"JH", "8C", "4S", "KD"}, option), "valid") << option;
}

}  // namespace
}  // namespace replay::xeri
