// Moves in the players' words (engine/move_text.h): every action form of the notation (§5) is
// written in words, never as JSON, and a board's `last`/`next` are JSON values (issue #29).
#include <gtest/gtest.h>

#include "engine/move_text.h"
#include "notation/json.h"

namespace replay {
namespace {

std::string Words(const char* json, bool xeri = false) {
  return MoveWords(nlohmann::json::parse(json), xeri).English();
}

TEST(MoveText, DilotiCapturesAndBuildsReadAsTheirWords) {
  EXPECT_EQ(Words(R"("7H")"), "7H");
  EXPECT_EQ(Words(R"({"card":"8S","take":["7H","AD","8C"]})"), "8S takes 7H AD 8C");
  // The caller's knowledge of the xeri, or the record's claim of one.
  EXPECT_EQ(Words(R"({"card":"8S","take":["7H","AD","8C"]})", true), "8S takes 7H AD 8C — xeri");
  EXPECT_EQ(Words(R"({"card":"8S","take":["8C"],"xeri":true})"), "8S takes 8C — xeri");
  EXPECT_EQ(Words(R"({"card":"8S","take":["8C"],"xeri":false})"), "8S takes 8C");
  EXPECT_EQ(Words(R"({"card":"5H","build":["2C"],"value":7})"), "5H builds 2C = 7");
  EXPECT_EQ(Words(R"({"card":"7H","seat":2,"comment":"x"})"), "7H");
}

TEST(MoveText, CallsAndBidsReadAsWords) {
  EXPECT_EQ(Words(R"("pass")"), "pass");
  EXPECT_EQ(Words(R"({"pass":true})"), "pass");
  EXPECT_EQ(Words(R"({"take":true})"), "takes the turned card's suit as trumps");
  EXPECT_EQ(Words(R"({"trump":"H"})"), "names H as trumps");
  EXPECT_EQ(Words(R"({"exchange":"7H","seat":2})"), "exchanges 7H for the face-up card");
  EXPECT_EQ(Words(R"({"bid":90,"trump":"S"})"), "bids 90 in S");
  EXPECT_EQ(Words(R"({"bid":"capot","trump":"S"})"), "bids capot in S");
  EXPECT_EQ(Words(R"({"double":true})"), "doubles");
  EXPECT_EQ(Words(R"({"redouble":true})"), "redoubles");
  EXPECT_EQ(Words(R"({"sing":"O"})"), "sings in O");
  EXPECT_EQ(Words(R"({"tute":"kings"})"), "tute of kings");
  EXPECT_EQ(Words(R"({"tute":"knights"})"), "tute of knights");
  EXPECT_EQ(Words(R"({"capote":true,"seat":0})"), "calls capote");
  EXPECT_EQ(Words(R"({"claim":true})"), "claims to have reached the target");
}

TEST(MoveText, TrickCardsCarryTheirCallsAndDeclarations) {
  EXPECT_EQ(Words(R"({"card":"QH","say":"belote"})"), "QH, says belote");
  EXPECT_EQ(Words(R"({"card":"9S","declare":[["QH","KH","AH"],["JS","JH","JD","JC"]]})"),
            "9S, declares QH KH AH, JS JH JD JC");
  EXPECT_EQ(Words(R"({"card":"9S","declare":[["QH","KH","AH"]],"shown":false})"),
            "9S, declares QH KH AH (not shown)");
}

TEST(MoveText, AFormItDoesNotKnowIsItsNotationAsALastResort) {
  EXPECT_EQ(Words(R"({"shuffle":1})"), R"({"shuffle":1})");
  EXPECT_EQ(Words("3"), "3");
}

TEST(MoveText, ActionJsonIsAValueInCanonicalForm) {
  json::Document doc;
  const std::string text = R"({"card":"10H","take":["7s"]})";
  size_t end = 0;
  json::ParseError error;
  const json::Value* v = doc.Parse(text, 0, &end, &error);
  ASSERT_NE(v, nullptr);
  const nlohmann::json a = ActionJson(*v, Deck::kFrench52);
  ASSERT_TRUE(a.is_object());
  EXPECT_EQ(a["card"], "TH");
  EXPECT_EQ(a["take"][0], "7S");
}

}  // namespace
}  // namespace replay
