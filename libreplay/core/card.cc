#include "core/card.h"

#include <array>

namespace replay {
namespace {

constexpr std::string_view kFrenchSuits = "SHDC";
constexpr std::string_view kSpanishSuits = "OCEB";
// UTF-8 suit symbols, in the French order S H D C.
constexpr std::string_view kSuitSymbols[4] = {"\u2660", "\u2665", "\u2666", "\u2663"};

bool IsFrench(Deck deck) { return deck != Deck::kSpanish40; }

int ParseFrenchRank(std::string_view r) {
  if (r.size() == 1) {
    char c = r[0];
    if (c >= '2' && c <= '9') return c - '0';
    switch (c) {
      case 'A': return 1;
      case 'T': return 10;
      case 'J': return 11;
      case 'Q': return 12;
      case 'K': return 13;
    }
    return 0;
  }
  return r == "10" ? 10 : 0;
}

int ParseSpanishRank(std::string_view r) {
  if (r.size() == 1 && r[0] >= '1' && r[0] <= '7') return r[0] - '0';
  if (r == "10") return 10;
  if (r == "11") return 11;
  if (r == "12") return 12;
  return 0;
}

}  // namespace

int ParseSuit(std::string_view s, Deck deck) {
  if (s.size() == 1) {
    char c = s[0];
    if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
    auto suits = IsFrench(deck) ? kFrenchSuits : kSpanishSuits;
    auto pos = suits.find(c);
    return pos == std::string_view::npos ? -1 : int(pos);
  }
  if (IsFrench(deck)) {
    for (int i = 0; i < 4; ++i)
      if (s == kSuitSymbols[i]) return i;
  }
  return -1;
}

namespace card_code {

std::optional<Card> ParseAlias(std::string_view code, Deck deck) {
  // The suit is the last letter, or the last (3-byte) symbol.
  for (size_t suit_len : {size_t{1}, size_t{3}}) {
    if (code.size() <= suit_len) continue;
    int suit = ParseSuit(code.substr(code.size() - suit_len), deck);
    if (suit < 0) continue;
    auto rank_text = code.substr(0, code.size() - suit_len);
    int rank = IsFrench(deck) ? ParseFrenchRank(rank_text) : ParseSpanishRank(rank_text);
    Card card{uint8_t(rank), uint8_t(suit)};
    if (rank == 0 || !InDeck(card, deck)) return std::nullopt;
    return card;
  }
  return std::nullopt;
}

}  // namespace card_code

char SuitLetter(int suit, Deck deck) {
  return (IsFrench(deck) ? kFrenchSuits : kSpanishSuits)[suit];
}

std::string CardCode(Card card, Deck deck) {
  std::string out;
  AppendCardCode(card, deck, out);
  return out;
}

void AppendCardCode(Card card, Deck deck, std::string& out) {
  if (IsFrench(deck)) {
    constexpr std::string_view kRanks = "?A23456789TJQK";
    out += kRanks[card.rank];
  } else {
    if (card.rank >= 10) out += char('0' + card.rank / 10);
    out += char('0' + card.rank % 10);
  }
  out += SuitLetter(card.suit, deck);
}

bool InDeck(Card card, Deck deck) {
  if (card.suit > 3) return false;
  switch (deck) {
    case Deck::kFrench52: return card.rank >= 1 && card.rank <= 13;
    case Deck::kFrench32: return card.rank == 1 || (card.rank >= 7 && card.rank <= 13);
    case Deck::kSpanish40:
      return (card.rank >= 1 && card.rank <= 7) || (card.rank >= 10 && card.rank <= 12);
  }
  return false;
}

int DeckSize(Deck deck) {
  switch (deck) {
    case Deck::kFrench52: return 52;
    case Deck::kFrench32: return 32;
    case Deck::kSpanish40: return 40;
  }
  return 0;
}

std::string_view DeckName(Deck deck) {
  switch (deck) {
    case Deck::kFrench52: return "French 52-card";
    case Deck::kFrench32: return "French 32-card";
    case Deck::kSpanish40: return "Spanish 40-card";
  }
  return "";
}

CardSet CardSet::Full(Deck deck) {
  CardSet set;
  for (int suit = 0; suit < 4; ++suit)
    for (int rank = 1; rank <= 13; ++rank)
      if (Card c{uint8_t(rank), uint8_t(suit)}; InDeck(c, deck)) set.Add(c);
  return set;
}

}  // namespace replay
