#include "belote/belote.h"

#include <algorithm>
#include <fmt/format.h>

namespace replay::belote {
namespace {

// Indexed by rank 0..13 (0 and 2..6 unused).
constexpr int kTrumpStrength[14] = {0, 6, 0, 0, 0, 0, 0, 1, 2, 7, 5, 8, 3, 4};
constexpr int kPlainStrength[14] = {0, 8, 0, 0, 0, 0, 0, 1, 2, 3, 7, 4, 5, 6};
constexpr int kTrumpPoints[14] = {0, 11, 0, 0, 0, 0, 0, 0, 0, 14, 10, 20, 3, 4};
constexpr int kPlainPoints[14] = {0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4};
constexpr int kSequencePosition[14] = {0, 8, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7};
constexpr int kRankAt[9] = {0, 7, 8, 9, 10, 11, 12, 13, 1};

constexpr std::string_view kSuitSymbol[4] = {"\u2660", "\u2665", "\u2666", "\u2663"};

bool Beats(Card a, Card b, int led, int trump) {
  bool at = a.suit == trump, bt = b.suit == trump;
  if (at != bt) return at;
  if (at) return kTrumpStrength[a.rank] > kTrumpStrength[b.rank];
  if (a.suit != b.suit) return a.suit == led;
  return kPlainStrength[a.rank] > kPlainStrength[b.rank];
}

// The strongest trump in trick[0..n), or nullopt.
std::optional<Card> HighestTrump(const Card* trick, int n, int trump) {
  std::optional<Card> best;
  for (int i = 0; i < n; ++i)
    if (trick[i].suit == trump && (!best || StrongerTrump(trick[i], *best))) best = trick[i];
  return best;
}

CardSet TrumpsAbove(CardSet trumps, Card floor) {
  CardSet out;
  for (Card c : trumps)
    if (StrongerTrump(c, floor)) out.Add(c);
  return out;
}

}  // namespace

int TrumpStrength(int rank) { return kTrumpStrength[rank]; }
int PlainStrength(int rank) { return kPlainStrength[rank]; }
int SequencePosition(int rank) { return kSequencePosition[rank]; }
int RankAtPosition(int position) { return kRankAt[position]; }

int CardPoints(Card card, int trump) {
  return card.suit == trump ? kTrumpPoints[card.rank] : kPlainPoints[card.rank];
}

int Points(CardSet cards, int trump) {
  int sum = 0;
  for (Card c : cards) sum += CardPoints(c, trump);
  return sum;
}

bool HoldsBelote(CardSet hand, int trump) {
  return hand.Contains(TrumpCard(12, trump)) && hand.Contains(TrumpCard(13, trump));
}

bool StrongerTrump(Card a, Card b) { return kTrumpStrength[a.rank] > kTrumpStrength[b.rank]; }

int TrickWinner(const Card* cards, int n, int trump) {
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (Beats(cards[i], cards[best], cards[0].suit, trump)) best = i;
  return best;
}

std::string_view DutyCode(Duty duty) {
  switch (duty) {
    case Duty::kNone: return "";
    case Duty::kFollow: return "must-follow";
    case Duty::kOvertrumpLed:
    case Duty::kOvertrump: return "must-overtrump";
    case Duty::kHead: return "must-head";
    case Duty::kTrump:
    case Duty::kUndertrump: return "must-trump";
  }
  return "";
}

Message DutyText(Duty duty, int led, int trump) {
  std::string_view l = kSuitSymbol[led], t = kSuitSymbol[trump];
  switch (duty) {
    case Duty::kNone: return "";
    case Duty::kFollow: return Tr("a player who holds {} must follow suit", l);
    case Duty::kOvertrumpLed:
      return Tr("when trumps ({}) are led, a player who can beat the highest trump must",
                         t);
    case Duty::kHead:
      return Tr("a player who can beat every {} in the trick must play such a card", l);
    case Duty::kTrump:
      return Tr("a player void in {} who holds a trump ({}) must trump", l, t);
    case Duty::kOvertrump:
      return Tr("a player void in {} who can beat the trick's highest trump must", l);
    case Duty::kUndertrump:
      return Tr("a player void in {} who holds trumps ({}) must play one, even a lower "
                         "one", l, t);
  }
  return "";
}

Duty CheckPlay(CardSet hand, const Card* trick, int n, int trump, const PlayRules& rules,
               Card card) {
  if (n == 0) return Duty::kNone;  // the leader plays any card
  const int led = trick[0].suit;
  const CardSet of_led = hand.Suit(led), trumps = hand.Suit(trump);
  const std::optional<Card> top_trump = HighestTrump(trick, n, trump);
  if (!of_led.Empty() && card.suit != led) return Duty::kFollow;
  if (led == trump) {
    // top_trump exists: the card led is one.
    if (!TrumpsAbove(trumps, *top_trump).Empty() &&
        !(card.suit == trump && StrongerTrump(card, *top_trump)))
      return Duty::kOvertrumpLed;
    return Duty::kNone;
  }
  if (!of_led.Empty()) {
    if (rules.must_head_all_suits && !top_trump) {
      int best = 0;
      for (int i = 0; i < n; ++i)
        if (trick[i].suit == led) best = std::max(best, kPlainStrength[trick[i].rank]);
      bool can_head = false;
      for (Card c : of_led) can_head |= kPlainStrength[c.rank] > best;
      if (can_head && kPlainStrength[card.rank] <= best) return Duty::kHead;
    }
    return Duty::kNone;
  }
  if (trumps.Empty()) return Duty::kNone;
  // Void in the suit led, holding trumps (BRL-24..26, PIL-23..25).
  if (rules.partner_exception && n >= 2 && TrickWinner(trick, n, trump) == n - 2)
    return Duty::kNone;
  if (!top_trump) return card.suit == trump ? Duty::kNone : Duty::kTrump;
  if (!TrumpsAbove(trumps, *top_trump).Empty())
    return card.suit == trump && StrongerTrump(card, *top_trump) ? Duty::kNone : Duty::kOvertrump;
  if (rules.must_undertrump && card.suit != trump) return Duty::kUndertrump;
  return Duty::kNone;
}

CardSet LegalCards(CardSet hand, const Card* trick, int n, int trump, const PlayRules& rules) {
  CardSet legal;
  for (Card c : hand)
    if (CheckPlay(hand, trick, n, trump, rules, c) == Duty::kNone) legal.Add(c);
  return legal;
}

std::optional<Meld> Classify(std::span<const Card> cards, const MeldRules& rules) {
  CardSet set;
  for (Card c : cards) {
    if (!InDeck(c, kDeck) || set.Contains(c)) return std::nullopt;
    set.Add(c);
  }
  const int n = int(cards.size());
  if (n < 3 || n > 8) return std::nullopt;
  Meld m;
  m.cards = set;
  bool one_rank = std::all_of(cards.begin(), cards.end(),
                              [&](Card c) { return c.rank == cards[0].rank; });
  if (n == 4 && one_rank) {
    int r = cards[0].rank;
    if (r == 8 || (r == 7 && !rules.carre7)) return std::nullopt;
    m.kind = MeldKind::kCarre;
    m.rank = r;
    m.length = 4;
    m.value = r == 11 ? 200 : r == 9 ? 150 : r == 7 ? 0 : 100;
    return m;
  }
  bool one_suit = std::all_of(cards.begin(), cards.end(),
                              [&](Card c) { return c.suit == cards[0].suit; });
  if (!one_suit) return std::nullopt;
  int lo = 9, hi = 0;
  for (Card c : cards) {
    lo = std::min(lo, kSequencePosition[c.rank]);
    hi = std::max(hi, kSequencePosition[c.rank]);
  }
  if (hi - lo != n - 1) return std::nullopt;  // distinct positions, so consecutive
  m.kind = MeldKind::kSequence;
  m.suit = cards[0].suit;
  m.length = n;
  m.top = hi;
  m.value = n == 3 ? 20 : n == 4 ? 50 : 100;
  return m;
}

MeldSetCheck CheckPlayerMelds(std::span<const Meld> melds, bool carre_card_in_sequence) {
  const int n = int(melds.size());
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) {
      if ((melds[i].cards & melds[j].cards).Empty()) continue;
      if (carre_card_in_sequence && melds[i].kind != melds[j].kind) continue;
      return {MeldSetError::kCardInTwoMelds, j};
    }
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) {
      const Meld &a = melds[i], &b = melds[j];
      if (a.kind != MeldKind::kSequence || b.kind != MeldKind::kSequence || a.suit != b.suit)
        continue;
      if (a.top + 1 == b.Bottom() || b.top + 1 == a.Bottom())
        return {MeldSetError::kSplitSequence, j};
    }
  return {};
}

int Strength(const Meld& meld, int trump, const MeldRules& rules) {
  if (meld.kind == MeldKind::kSequence)
    return meld.length * 100 + meld.top * 10 + (meld.suit == trump ? 1 : 0);
  switch (meld.rank) {
    case 11: return 1006;
    case 9: return 1005;
    case 1: return 1004;
    case 13: return rules.carre_trump_order ? 1002 : 1003;
    case 12: return rules.carre_trump_order ? 1001 : 1002;
    case 10: return rules.carre_trump_order ? 1003 : 1001;
  }
  return 0;  // a carré of 7s never competes
}

std::array<int, 2> CountDeclarations(const std::array<std::vector<Meld>, 2>& side_melds, int trump,
                                     const MeldRules& rules) {
  auto is_carre = [](const Meld& m, int rank) {
    return m.kind == MeldKind::kCarre && m.rank == rank;
  };
  std::array<bool, 2> has_seven{};
  for (size_t s = 0; s < 2; ++s)
    for (const Meld& m : side_melds[s]) has_seven[s] |= rules.carre7 && is_carre(m, 7);
  std::array<int, 2> best{}, sum{};
  std::array<bool, 2> competes{};
  for (size_t s = 0; s < 2; ++s)
    for (const Meld& m : side_melds[s]) {
      if (has_seven[1 - s] && is_carre(m, 11)) continue;  // BRL-39: cancelled by the 7s
      if (is_carre(m, 7)) continue;                       // worth 0, never competes
      competes[s] = true;
      best[s] = std::max(best[s], Strength(m, trump, rules));
      sum[s] += m.value;
    }
  if (competes[0] && competes[1]) {
    if (best[0] == best[1]) return {0, 0};
    return best[0] > best[1] ? std::array<int, 2>{sum[0], 0} : std::array<int, 2>{0, sum[1]};
  }
  return sum;
}

std::string MeldName(const Meld& meld) {
  if (meld.kind == MeldKind::kCarre) {
    constexpr std::string_view kRanks = "?A23456789TJQK";
    return fmt::format("carre_{}", kRanks[meld.rank]);
  }
  constexpr std::string_view kNames[9] = {"", "", "", "tierce", "quarte", "quinte",
                                          "sixte", "septieme", "huitieme"};
  return std::string(kNames[meld.length]);
}

std::optional<bool> MadeWithTrickPoints(
    int points, int b, long capot_total,
    const std::function<bool(const std::array<long, 2>& tricks, int capot_side)>& made) {
  constexpr long kAll = 162;
  std::array<long, 2> tricks{};
  tricks[size_t(b)] = points;
  tricks[size_t(1 - b)] = kAll - points;
  const bool plain = made(tricks, -1);
  const int all_side = points == kAll ? b : points == 0 ? 1 - b : -1;
  if (all_side < 0) return plain;
  std::array<long, 2> capot{};
  capot[size_t(all_side)] = capot_total;
  if (made(capot, all_side) != plain) return std::nullopt;
  return plain;
}

}  // namespace replay::belote
