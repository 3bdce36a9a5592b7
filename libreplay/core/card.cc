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

std::optional<Card> ParseCard(std::string_view code, Deck deck) {
  // Fast path for the canonical two-letter French codes ("TD"), the common case.
  if (code.size() == 2 && deck != Deck::kSpanish40) {
    static constexpr auto kRank = [] {
      std::array<uint8_t, 128> t{};
      for (char c = '2'; c <= '9'; ++c) t[size_t(c)] = uint8_t(c - '0');
      t['A'] = 1, t['T'] = 10, t['J'] = 11, t['Q'] = 12, t['K'] = 13;
      return t;
    }();
    static constexpr auto kSuit = [] {
      std::array<int8_t, 128> t{};
      t.fill(-1);
      t['S'] = 0, t['H'] = 1, t['D'] = 2, t['C'] = 3, t['s'] = 0, t['h'] = 1, t['d'] = 2, t['c'] = 3;
      return t;
    }();
    auto r = static_cast<unsigned char>(code[0]), s = static_cast<unsigned char>(code[1]);
    if (r < 128 && s < 128 && kRank[r] && kSuit[s] >= 0) {
      Card card{kRank[r], uint8_t(kSuit[s])};
      if (InDeck(card, deck)) return card;
      return std::nullopt;
    }
  }
  // Fast path for the Spanish codes ("7O", "12B"): the suit letter last, the rank before it.
  // What the general path below does for them, without its search of every suit spelling.
  if (deck == Deck::kSpanish40 && (code.size() == 2 || code.size() == 3)) {
    static constexpr auto kSpanishSuit = [] {
      std::array<int8_t, 128> t{};
      t.fill(-1);
      t['O'] = 0, t['C'] = 1, t['E'] = 2, t['B'] = 3, t['o'] = 0, t['c'] = 1, t['e'] = 2, t['b'] = 3;
      return t;
    }();
    auto s = static_cast<unsigned char>(code.back());
    if (s < 128 && kSpanishSuit[s] >= 0) {
      // ParseSpanishRank inline (Tute reads every card through here): 1–7, 10–12, each of them
      // a rank of the 40-card deck, so no InDeck check is left to make.
      const char r0 = code[0], r1 = code[1];
      const int rank = code.size() == 2 ? (r0 >= '1' && r0 <= '7' ? r0 - '0' : 0)
                                        : (r0 == '1' && r1 >= '0' && r1 <= '2' ? 10 + (r1 - '0') : 0);
      if (rank == 0) return std::nullopt;
      return Card{uint8_t(rank), uint8_t(kSpanishSuit[s])};
    }
  }
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

char SuitLetter(int suit, Deck deck) {
  return (IsFrench(deck) ? kFrenchSuits : kSpanishSuits)[suit];
}

std::string CardCode(Card card, Deck deck) {
  std::string out;
  if (IsFrench(deck)) {
    constexpr std::string_view kRanks = "?A23456789TJQK";
    out += kRanks[card.rank];
  } else {
    out += std::to_string(card.rank);
  }
  out += SuitLetter(card.suit, deck);
  return out;
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
