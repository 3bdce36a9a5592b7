// What the Belote family shares: Greek Bourlot (rules/bourlot.md) and Cypriot Pilotta
// (rules/pilotta.md). Pure functions over the 32-card French deck; no state, no I/O, no auction
// and no scoring of a hand (those differ between the games and live in each game's folder).
//
// The API, in the order a hand uses it:
//   Cards   TrumpStrength / PlainStrength / CardPoints / SequencePosition (§2 of both pages),
//           Points(set, trump), HoldsBelote(hand, trump) (KT + QT, "belote" / "pilotta").
//   Tricks  TrickWinner(cards, n, trump): the index of the winning (or currently winning) card.
//   Duties  CheckPlay(hand, trick, n, trump, rules, card) → the first play obligation the card
//           breaks (Duty::kNone when legal), in the order both pages check them
//           (BRL-22..26, PIL-20..25); LegalCards(...) → every legal card of the hand.
//           PlayRules carries the variants: partner_exception and must_undertrump (Bourlot),
//           must_head_all_suits (Pilotta). The caller checks first that the card is held.
//   Melds   Classify(cards, rules) → a Meld (sequence of 3–8 or carré) or nullopt (not-a-meld);
//           CheckPlayerMelds(melds, ...) → card in two melds / split sequence (one player's melds);
//           Strength(meld, trump, order) → a comparable key (equal keys = equal melds);
//           CountDeclarations(side_melds, trump, rules) → the points each side counts after the
//           comparison (BRL-35..39, PIL-34..37). Melds a game discards before the comparison
//           (Pilotta's `"shown": false`) are simply not passed in.
//   Names   MeldName(meld) for facts ("tierce", "quarte", "quinte", "carre_J", …).
//
// Ranks are those of core/card.h: 7 8 9 10(T) 11(J) 12(Q) 13(K) 1(A). A suit is 0..3 (S H D C).
#ifndef REPLAY_BELOTE_BELOTE_H_
#define REPLAY_BELOTE_BELOTE_H_

#include <array>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/message.h"

namespace replay::belote {

constexpr Deck kDeck = Deck::kFrench32;
constexpr int kPlayers = 4;
constexpr int kTricks = 8;
constexpr int kCardPointsTotal = 152;  // without the last trick's 10
constexpr int kLastTrickBonus = 10;

// 1 (weakest) … 8 (strongest). Trump order J 9 A T K Q 8 7; plain order A T K Q J 9 8 7.
int TrumpStrength(int rank);
int PlainStrength(int rank);
// Trump points J 20, 9 14, A 11, T 10, K 4, Q 3; plain points A 11, T 10, K 4, Q 3, J 2.
int CardPoints(Card card, int trump);
int Points(CardSet cards, int trump);
// Declarations only: 7 8 9 T J Q K A = 1 … 8 in every suit.
int SequencePosition(int rank);
// The rank at a sequence position (1 … 8).
int RankAtPosition(int position);

constexpr Card TrumpCard(int rank, int trump) { return Card{uint8_t(rank), uint8_t(trump)}; }
// Whether `hand` holds both KT and QT.
bool HoldsBelote(CardSet hand, int trump);

// The index in cards[0..n) of the card winning so far: the highest trump if any, else the
// highest card of the suit led (cards[0]). n ≥ 1.
int TrickWinner(const Card* cards, int n, int trump);
// Whether `a` is a stronger trump than `b` (both trumps).
bool StrongerTrump(Card a, Card b);

// The variants of the play obligations (each page's §5 and §10).
struct PlayRules {
  // Bourlot `partner_exception`: when the partner is winning the trick, a player void in the
  // suit led may play any card (BRL-24..26 exempt). Pilotta: always false.
  bool partner_exception = false;
  // Bourlot `must_undertrump`: a player void in the suit led who can't beat the trick's trump
  // must still play a trump (BRL-26, PIL-25). False: any card.
  bool must_undertrump = true;
  // Pilotta `must_head_all_suits` (PIL-22): in a plain suit led to a trick without trumps, a
  // player who can beat every card of that suit must.
  bool must_head_all_suits = false;
};

// The obligation a card breaks, each with its rule on both pages.
enum class Duty {
  kNone,
  kFollow,        // BRL-22, PIL-20: holds the suit led                     → must-follow
  kOvertrumpLed,  // BRL-23, PIL-21: trumps led, holds a higher trump       → must-overtrump
  kHead,          // PIL-22 (must_head_all_suits): can head the plain suit  → must-head
  kTrump,         // BRL-24, PIL-23: void, trick without trump, holds trump → must-trump
  kOvertrump,     // BRL-25, PIL-24: void, can beat the trick's trump       → must-overtrump
  kUndertrump,    // BRL-26, PIL-25: void, can't beat it, holds trumps      → must-trump
};

// The diagnostic suffix of a duty ("must-follow", "must-overtrump", "must-head", "must-trump").
std::string_view DutyCode(Duty duty);
// A sentence saying what the duty required, e.g. "a player void in ♣ who holds a trump must
// trump". `led` and `trump` are suits.
Message DutyText(Duty duty, int led, int trump);

// Checks `card` (assumed held in `hand`) against the trick so far, trick[0..n) with trick[0] led.
// The partner of the seat to play is the one who played trick[n - 2]. Returns the first duty
// broken, in the order of the pages' tables.
Duty CheckPlay(CardSet hand, const Card* trick, int n, int trump, const PlayRules& rules,
               Card card);
// Every card of `hand` that CheckPlay accepts; never empty when `hand` is not.
CardSet LegalCards(CardSet hand, const Card* trick, int n, int trump, const PlayRules& rules);

// ---- Declarations ----

enum class MeldKind { kSequence, kCarre };

struct Meld {
  MeldKind kind = MeldKind::kSequence;
  CardSet cards;
  int suit = -1;      // sequence: its suit
  int length = 0;     // sequence: 3 … 8; carré: 4
  int top = 0;        // sequence: sequence position of its top card (3 … 8)
  int rank = 0;       // carré: the rank (core/card.h numbering)
  int value = 0;      // §6.1: 20, 50, 100; carrés 200 (J), 150 (9), 100, 0 (7 with the option)
  int Bottom() const { return top - length + 1; }
};

struct MeldRules {
  // Bourlot `carre7_cancels_carre_j`: four 7s are a meld worth 0 that never competes and cancels
  // the other side's carré of Jacks (BRL-30, BRL-39). Off: carrés of 7 and 8 are not melds.
  bool carre7 = false;
  // Bourlot `carre_100_order: "trump_order"`: the 100-point carrés rank A > T > K > Q instead of
  // A > K > Q > T (BRL-35).
  bool carre_trump_order = false;
};

// Classifies the cards of one meld as listed (duplicates make it no meld): 3–8 distinct cards of
// one suit at consecutive sequence positions, or the four cards of one rank among J 9 A K Q T
// (and 7 with rules.carre7).
std::optional<Meld> Classify(std::span<const Card> cards, const MeldRules& rules);

enum class MeldSetError { kNone, kCardInTwoMelds, kSplitSequence };
struct MeldSetCheck {
  MeldSetError error = MeldSetError::kNone;
  int meld = -1;  // the index of the second meld of the offending pair
};
// One player's melds, in the order declared: no card in two melds (with
// `carre_card_in_sequence` a card may be in one carré and one sequence: PIL-30), and no two
// sequences of one suit that touch (BRL-32, PIL-31).
MeldSetCheck CheckPlayerMelds(std::span<const Meld> melds, bool carre_card_in_sequence = false);

// A key that orders melds by strength (BRL-35, PIL-34): higher is stronger, and equal keys are
// equal melds (only plain sequences of the same length and top). A carré of 7s has key 0.
int Strength(const Meld& meld, int trump, const MeldRules& rules);

// The points of counted melds per side after the comparison (BRL-36..39, PIL-35..37): the side
// with the strongest meld counts all its melds, equal strongest melds cancel everything. At most
// one side is non-zero.
std::array<int, 2> CountDeclarations(const std::array<std::vector<Meld>, 2>& side_melds, int trump,
                                     const MeldRules& rules);

// "tierce", "quarte", "quinte", "sixte", "septieme", "huitieme"; "carre_J", "carre_9", ….
std::string MeldName(const Meld& meld);

// Whether a contract is made when the bidding side `b` takes `points` of the 162 trick points
// and the other side the rest, by a game's rule `made(tricks, capot_side)` (tricks per side,
// capot_side the side that won all 8 tricks, or -1). Trick points alone don't tell a capot:
// 162 may be all 8 tricks or 7 and a trick of no points. So at 162 (or 0) the rule is asked
// both ways, a capot scored as `capot_total` (Bourlot 252, Pilotta 250) and not, and when the
// answers differ the result is nullopt: unknown.
std::optional<bool> MadeWithTrickPoints(
    int points, int b, long capot_total,
    const std::function<bool(const std::array<long, 2>& tricks, int capot_side)>& made);

}  // namespace replay::belote

#endif  // REPLAY_BELOTE_BELOTE_H_
