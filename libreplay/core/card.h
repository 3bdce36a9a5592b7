// Cards of the three decks the notation knows (notation.md §4) and a 64-bit card set.
//
// A card is a (rank, suit) pair; its meaning depends on the deck, which the game fixes:
//   French 52 (Diloti):        ranks 1 (A) … 13 (K), suits S H D C
//   French 32 (Bourlot, Pilotta): ranks 7 … 13 and 1 (A), suits S H D C
//   Spanish 40 (Tute):         ranks 1 … 7, 10 (sota), 11 (caballo), 12 (rey), suits O C E B
// Rank numbers are the printed face values, so `Card{10, 0}` is TS in a French deck and 10O in
// the Spanish one. Game engines give ranks their own order and points.
#ifndef REPLAY_CORE_CARD_H_
#define REPLAY_CORE_CARD_H_

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace replay {

enum class Deck : uint8_t { kFrench52, kFrench32, kSpanish40 };

struct Card {
  uint8_t rank = 0;
  uint8_t suit = 0;  // 0..3, in the deck's suit order (S H D C, or O C E B)

  constexpr int Index() const { return suit * 16 + rank; }  // bit in a CardSet
  static constexpr Card FromIndex(int i) { return Card{uint8_t(i % 16), uint8_t(i / 16)}; }
  friend constexpr bool operator==(Card, Card) = default;
};

// Parses a card code of `deck`, accepting the input aliases of notation §4:
// `10` for `T` and the suit symbols ♠♥♦♣ (French decks), lowercase suit letters (all decks).
// Inline below: every engine reads every card of every record through it (6-14 % of a
// validation), and a call cost as much as the canonical codes' table lookups.
inline std::optional<Card> ParseCard(std::string_view code, Deck deck);

// The canonical code ("TD", "1O"); the card must belong to the deck.
std::string CardCode(Card card, Deck deck);
// The same code appended to `out`: the canonical writer writes every card of a record to the
// store's text this way, without a string for each.
void AppendCardCode(Card card, Deck deck, std::string& out);

// The suit letter in canonical form ('S', 'H', … or 'O', 'C', …).
char SuitLetter(int suit, Deck deck);
// Parses a suit letter or symbol (with aliases); -1 when it is none.
int ParseSuit(std::string_view text, Deck deck);

bool InDeck(Card card, Deck deck);
int DeckSize(Deck deck);
std::string_view DeckName(Deck deck);

// A set of cards as a 64-bit mask (suit * 16 + rank). Value type, no allocation.
class CardSet {
 public:
  constexpr CardSet() = default;
  static constexpr CardSet FromBits(uint64_t bits) { return CardSet(bits); }
  static CardSet Full(Deck deck);

  constexpr bool Contains(Card c) const { return (bits_ >> c.Index()) & 1; }
  constexpr void Add(Card c) { bits_ |= uint64_t{1} << c.Index(); }
  constexpr void Remove(Card c) { bits_ &= ~(uint64_t{1} << c.Index()); }
  constexpr int Size() const { return std::popcount(bits_); }
  constexpr bool Empty() const { return bits_ == 0; }
  constexpr uint64_t Bits() const { return bits_; }
  constexpr CardSet Suit(int suit) const { return CardSet((bits_ >> (suit * 16) & 0xffff) << (suit * 16)); }
  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  friend constexpr bool operator==(CardSet, CardSet) = default;

  // Iteration in index order (suit by suit, rank ascending).
  class Iterator {
   public:
    constexpr explicit Iterator(uint64_t bits) : bits_(bits) {}
    constexpr Card operator*() const { return Card::FromIndex(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() { bits_ &= bits_ - 1; return *this; }
    constexpr bool operator!=(const Iterator& o) const { return bits_ != o.bits_; }
   private:
    uint64_t bits_;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  constexpr explicit CardSet(uint64_t bits) : bits_(bits) {}
  uint64_t bits_ = 0;
};

namespace card_code {

// Rank and suit of one ASCII byte of a canonical code: 0 and -1 for none.
inline constexpr std::array<uint8_t, 128> kFrenchRank = [] {
  std::array<uint8_t, 128> t{};
  for (char c = '2'; c <= '9'; ++c) t[size_t(c)] = uint8_t(c - '0');
  t['A'] = 1, t['T'] = 10, t['J'] = 11, t['Q'] = 12, t['K'] = 13;
  return t;
}();
inline constexpr std::array<int8_t, 128> kFrenchSuit = [] {
  std::array<int8_t, 128> t{};
  t.fill(-1);
  t['S'] = 0, t['H'] = 1, t['D'] = 2, t['C'] = 3, t['s'] = 0, t['h'] = 1, t['d'] = 2, t['c'] = 3;
  return t;
}();
inline constexpr std::array<int8_t, 128> kSpanishSuit = [] {
  std::array<int8_t, 128> t{};
  t.fill(-1);
  t['O'] = 0, t['C'] = 1, t['E'] = 2, t['B'] = 3, t['o'] = 0, t['c'] = 1, t['e'] = 2, t['b'] = 3;
  return t;
}();

// What the tables don't read: "10" for T, the suit symbols, anything not a card.
std::optional<Card> ParseAlias(std::string_view code, Deck deck);

}  // namespace card_code

inline std::optional<Card> ParseCard(std::string_view code, Deck deck) {
  if (deck != Deck::kSpanish40) {
    // The canonical two-letter French codes ("TD"), the common case.
    if (code.size() == 2) {
      const auto r = static_cast<unsigned char>(code[0]), s = static_cast<unsigned char>(code[1]);
      if (r < 128 && s < 128 && card_code::kFrenchRank[r] && card_code::kFrenchSuit[s] >= 0) {
        const uint8_t rank = card_code::kFrenchRank[r];
        // Every rank of the table is one of the 52-card deck's; the 32-card deck has A, 7-K.
        if (deck == Deck::kFrench32 && rank != 1 && rank < 7) return std::nullopt;
        return Card{rank, uint8_t(card_code::kFrenchSuit[s])};
      }
    }
  } else if (code.size() == 2 || code.size() == 3) {
    // The Spanish codes ("7O", "12B"): the suit letter last, the rank (1-7, 10-12) before it,
    // each of them a rank of the 40-card deck.
    const auto s = static_cast<unsigned char>(code.back());
    if (s < 128 && card_code::kSpanishSuit[s] >= 0) {
      const char r0 = code[0], r1 = code[1];
      const int rank = code.size() == 2
                           ? (r0 >= '1' && r0 <= '7' ? r0 - '0' : 0)
                           : (r0 == '1' && r1 >= '0' && r1 <= '2' ? 10 + (r1 - '0') : 0);
      if (rank == 0) return std::nullopt;
      return Card{uint8_t(rank), uint8_t(card_code::kSpanishSuit[s])};
    }
  }
  return card_code::ParseAlias(code, deck);
}

}  // namespace replay

#endif  // REPLAY_CORE_CARD_H_
