// ParseCard, whose inline fast paths read every card of every record: on each deck, every code
// of 2 and 3 characters over the characters codes are made of is read exactly when it is a card
// of the deck, and gives that card. Spanish: ranks 1–7 and 10–12, a suit letter O C E B in either
// case. French: ranks A 2–9 T (or 10) J Q K (the 32-card deck: A 7–K), a suit letter S H D C in
// either case, or a suit symbol.
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "core/card.h"

namespace replay {
namespace {

TEST(ParseCard, SpanishCodesAreReadExactlyWhenTheyAreCardsOfTheDeck) {
  const std::string alphabet = "0123456789OCEBoceb XS";
  const std::regex card("(10|11|12|[1-7])([OCEBoceb])");
  int read = 0;
  auto check = [&](const std::string& code) {
    std::smatch m;
    const bool is_card = std::regex_match(code, m, card);
    const std::optional<Card> c = ParseCard(code, Deck::kSpanish40);
    ASSERT_EQ(c.has_value(), is_card) << code;
    if (!is_card) return;
    ++read;
    EXPECT_EQ(c->rank, std::stoi(m[1])) << code;
    EXPECT_EQ(c->suit, std::string("OCEB").find(char(std::toupper(m[2].str()[0])))) << code;
    EXPECT_EQ(CardCode(*c, Deck::kSpanish40), m[1].str() + SuitLetter(c->suit, Deck::kSpanish40));
  };
  for (char a : alphabet)
    for (char b : alphabet) {
      check({a, b});
      for (char c : alphabet) check({a, b, c});
    }
  EXPECT_EQ(read, 10 * 8);  // 10 ranks, 4 suits, each in two cases
  EXPECT_FALSE(ParseCard("", Deck::kSpanish40));
  EXPECT_FALSE(ParseCard("O", Deck::kSpanish40));
  EXPECT_FALSE(ParseCard("010O", Deck::kSpanish40));
}

void CheckFrench(Deck deck, const std::string& ranks) {
  const std::string alphabet = "0123456789ATJQKatjqkSHDCshdc XO";
  const std::regex card("(10|[" + ranks + "])([SHDCshdc])");
  int read = 0;
  auto check = [&](const std::string& code) {
    std::smatch m;
    const bool is_card = std::regex_match(code, m, card);
    const std::optional<Card> c = ParseCard(code, deck);
    ASSERT_EQ(c.has_value(), is_card) << code;
    if (!is_card) return;
    ++read;
    const std::string rank = m[1] == "10" ? "T" : m[1].str();
    EXPECT_EQ(c->suit, std::string("SHDC").find(char(std::toupper(m[2].str()[0])))) << code;
    EXPECT_EQ(CardCode(*c, deck), rank + SuitLetter(c->suit, deck)) << code;
  };
  for (char a : alphabet)
    for (char b : alphabet) {
      check({a, b});
      for (char c : alphabet) check({a, b, c});
    }
  // Every rank in both spellings of T, four suits, each in two cases.
  EXPECT_EQ(read, int(ranks.size() + 1) * 8);
  EXPECT_EQ(ParseCard("A\u2660", deck), (Card{1, 0}));   // A♠
  EXPECT_EQ(ParseCard("10\u2663", deck), (Card{10, 3}));  // 10♣
  EXPECT_FALSE(ParseCard("\u2660", deck));
  EXPECT_FALSE(ParseCard("", deck));
  EXPECT_FALSE(ParseCard("S", deck));
}

TEST(ParseCard, FrenchCodesAreReadExactlyWhenTheyAreCardsOfTheDeck) {
  CheckFrench(Deck::kFrench52, "A23456789TJQK");
  CheckFrench(Deck::kFrench32, "A789TJQK");
}

}  // namespace
}  // namespace replay
