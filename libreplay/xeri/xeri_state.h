// The state of one Xeri hand and the legality of its actions (rules/xeri.md §3–§5): one pile,
// of which only the top card counts; a card that captures always takes the whole pile.
//
// As in Diloti, a move is checked completely before anything changes (Check, in the order of
// §5: XER-14, 15, then 20 or 21, 22, then 25) and the check yields the move's Effect, which
// Apply performs; LegalMoves keeps the candidates Check accepts (one per card in hand).
#ifndef REPLAY_XERI_XERI_STATE_H_
#define REPLAY_XERI_XERI_STATE_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/message.h"
#include "engine/game.h"
#include "fishing/fishing_deal.h"
#include "xeri/xeri_options.h"

namespace replay::xeri {

constexpr Deck kDeck = Deck::kFrench52;
constexpr int kActionsPerHand = 48;
constexpr int kJack = 11;

struct Move {
  bool capture = false;           // `take` given
  Card card;
  CardSet listed;                 // `take`
  std::optional<bool> xeri;       // the record's claim (XER-25)
  std::optional<Card> repeated;   // a card the record lists twice (XER-15, reported by Check)
  friend bool operator==(const Move&, const Move&) = default;
};

// The notation of a move, e.g. {"card":"7D","take":["4C","9S","7H"]} or "7H" (the pile's cards
// from bottom to top when the state lists them).
std::string MoveText(const Move& move);

using fishing::Deal;  // the table, then 48/n cards to each seat

// XER-5: why the opening pile (bottom to top) would have been redealt under `options`, or
// nothing. The deal check reports it; the generator deals again.
std::optional<Message> Redealt(const std::array<Card, 4>& table, const Options& options);

// What a legal move does; computed by Check, performed by Apply.
struct Effect {
  CardSet captured;     // a capture: the played card and the whole pile
  long xeri_value = 0;  // > 0: the capture scores a xeri worth this (XER-24)
  bool xeri = false;
};

// A position in the middle of a hand (rules/xeri.md §10 "position fragments"): the pile, the
// mover's hand and the action index. Other seats hold nothing.
struct Position {
  int players = 2;
  int seat = 1;
  int index = 10;
  std::vector<Card> pile;  // bottom to top
  CardSet hand;
};

class State {
 public:
  State(const Options& options, const Deal& deal);
  State(const Options& options, const Position& position);

  int ActionIndex() const { return index_; }
  int ToMove() const { return (deal_.dealer + 1 + index_) % deal_.players; }
  bool IsTerminal() const { return index_ >= kActionsPerHand; }

  std::optional<Violation> Check(const Move& move, Effect* effect = nullptr) const;
  std::optional<Violation> Apply(const Move& move, Effect* effect = nullptr);
  // The one legal move of each card in hand (without a xeri claim), in card order.
  std::vector<Move> LegalMoves() const;

  CardSet HandOf(int seat) const { return hands_[size_t(seat)]; }
  const std::vector<Card>& Pile() const { return pile_; }  // bottom to top
  int LastCapturer() const { return last_capturer_; }      // a side, or -1
  // Per side, with the end-of-hand sweep once the hand is over (XER-26, XER-50).
  std::array<CardSet, 2> Piles() const;
  std::array<int, 2> Xeris() const { return xeris_; }
  std::array<long, 2> XeriPoints() const { return xeri_points_; }
  const Deal& deal() const { return deal_; }

 private:
  int Side(int seat) const { return seat % 2; }  // 2 players: seat = side; 4: opposite seats
  int PerSeat() const { return kActionsPerHand / deal_.players; }
  fishing::Packets Packets() const { return {deal_.players, options_.packet_size}; }
  bool Captures(Card c) const;  // XER-20, XER-21: c takes the pile

  Options options_;
  Deal deal_;
  int index_ = 0;
  std::array<CardSet, 4> hands_{};
  std::vector<Card> pile_;
  std::array<CardSet, 2> captured_{};
  std::array<int, 2> xeris_{};
  std::array<long, 2> xeri_points_{};
  int last_capturer_ = -1;
  bool dealt_ = true;  // false for a Position: no packets to give
};

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_STATE_H_
