// The state of one Diloti hand and the legality of its actions (rules/diloti.md §3–§5).
//
// Implementation notes:
// - A move is checked completely before anything changes (Check), in the order of DIL §5.2, and
//   the check produces the move's Effect, which Apply then performs. So an illegal move leaves
//   the state untouched, and legality and effect can't disagree.
// - "w-partitionable" (DIL §5.1) is decided by exact search over the few numerals involved.
// - LegalMoves enumerates candidates and keeps those Check accepts: one source of truth.
#ifndef REPLAY_DILOTI_DILOTI_STATE_H_
#define REPLAY_DILOTI_DILOTI_STATE_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/message.h"
#include "diloti/diloti_options.h"
#include "engine/game.h"
#include "fishing/fishing_deal.h"

namespace replay::diloti {

constexpr Deck kDeck = Deck::kFrench52;
constexpr int kActionsPerHand = 48;
constexpr int kMaxBuilds = 16;

// Numeric value of a card (A = 1 … T = 10); 0 for the face cards J, Q, K (DIL §2).
constexpr int NumericValue(Card c) { return c.rank <= 10 ? c.rank : 0; }
constexpr bool IsFace(Card c) { return c.rank > 10; }

struct Build {
  CardSet cards;
  int value = 0;
  int owner = -1;
  bool plain = true;  // one set (Σ = value): only a plain build can be raised (DIL-34a)
};

enum class MoveKind { kThrow, kCapture, kBuild };

struct Move {
  MoveKind kind = MoveKind::kThrow;
  Card card;
  CardSet listed;             // `take` or `build`
  int value = 0;              // `value` of a build
  std::optional<bool> xeri;   // the record's claim (DIL-41)
  std::optional<Card> repeated;  // a card the record lists twice (DIL-15, reported by Check)
  friend bool operator==(const Move&, const Move&) = default;
};

// The notation of a move, e.g. {"card":"5H","build":["2C"],"value":7} or "7H".
std::string MoveText(const Move& move);

using fishing::Deal;  // the table, then 48/n cards to each seat

// DIL-5: why the opening table would have been redealt under `options`, or nothing. The
// deal check reports it; the generator deals again.
std::optional<Message> Redealt(const std::array<Card, 4>& table, const Options& options);

// What a legal move does; computed by Check, performed by Apply.
struct Effect {
  CardSet loose_removed;           // loose cards leaving the table (taken or built on)
  uint32_t builds_removed = 0;     // bit i: builds_[i] leaves the table
  std::optional<Build> new_build;  // the build the move makes or changes
  CardSet captured;                // a capture: the played card and all taken cards
  int sets = 0;                    // a capture: how many sets it takes
  bool xeri = false;               // scores a xeri (DIL-40)
  bool raise = false;              // a build action that raises a build (DIL-34, DIL-35)
};

// A position in the middle of a hand (rules/diloti.md §10 "position fragments"): the table,
// the mover's hand and the action index. Other seats hold nothing.
struct Position {
  int players = 4;
  int seat = 1;
  int index = 10;
  CardSet loose;
  std::vector<Build> builds;
  CardSet hand;
};

class State {
 public:
  State(const Options& options, const Deal& deal);
  // A state at `position`, for tests and for showing a fragment.
  State(const Options& options, const Position& position);

  int ActionIndex() const { return index_; }
  int ToMove() const { return (deal_.dealer + 1 + index_) % deal_.players; }
  bool IsTerminal() const { return index_ >= kActionsPerHand; }

  // Checks `move` for the seat to move; on success fills `effect` (if given).
  std::optional<Violation> Check(const Move& move, Effect* effect = nullptr) const;
  // Check, then apply. On a violation nothing changes; otherwise `effect` tells what happened.
  std::optional<Violation> Apply(const Move& move, Effect* effect = nullptr);
  // Every legal move (without a xeri claim), in a stable order.
  std::vector<Move> LegalMoves() const;

  CardSet HandOf(int seat) const { return hands_[size_t(seat)]; }
  CardSet Loose() const { return loose_; }
  const std::vector<Build>& Builds() const { return builds_; }
  int LastCapturer() const { return last_capturer_; }  // a side, or -1
  // Per side, after the end-of-hand sweep once the hand is over (DIL-42, DIL-50).
  std::array<CardSet, 2> Piles() const;
  std::array<int, 2> Xeris() const { return xeris_; }
  const Deal& deal() const { return deal_; }

 private:
  int Side(int seat) const { return seat % 2; }  // 2 players: seat = side; 4: opposite seats
  fishing::Packets Packets() const { return {deal_.players, 6}; }  // DIL §2: packets of 6
  bool Owns(int seat) const;
  std::optional<Violation> CheckThrow(const Move& m, Effect& e) const;
  std::optional<Violation> CheckCapture(const Move& m, CardSet loose, uint32_t builds,
                                        Effect& e) const;
  std::optional<Violation> CheckBuild(const Move& m, CardSet loose, uint32_t builds,
                                      Effect& e) const;
  std::optional<Violation> CheckHolding(const Move& m, const Effect& e) const;

  Options options_;
  Deal deal_;
  int index_ = 0;
  std::array<CardSet, 4> hands_{};
  CardSet loose_;
  std::vector<Build> builds_;
  std::array<CardSet, 2> captured_{};
  std::array<int, 2> xeris_{};
  int last_capturer_ = -1;
  bool dealt_ = true;  // false for a Position: no packets to give
};

// Whether the numerals with these values split into disjoint groups that each add up to w.
bool Partitionable(const int* values, int n, int w);

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_STATE_H_
