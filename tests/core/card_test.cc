// ParseCard on the Spanish deck, whose fast path reads every Tute card: every code of 2 and 3
// characters over the characters a code is made of is read exactly when it is a card of the
// deck — ranks 1–7 and 10–12, a suit letter O C E B in either case — and gives that card.
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

}  // namespace
}  // namespace replay
