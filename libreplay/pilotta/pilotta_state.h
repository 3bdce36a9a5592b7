// The play of one Pilotta hand (rules/pilotta.md §4.2, §5.2–§5.4, §6) after its auction: eight
// tricks, declarations on trick-1 cards, the pilotta calls, and the facts scoring needs.
//
// Implementation notes:
// - The Belote family's shared rules (belote/belote.h) decide trick winners, card points, the
//   play obligations (PIL-20..25, with must_head_all_suits and no partner exception) and the
//   classification and comparison of melds (PIL-29..31, PIL-34..37). This file adds what is
//   Pilotta's own: the order of the checks, announce-and-show (PIL-38), the pilotta calls.
// - A move is checked completely (card, then declarations, then call) before anything changes,
//   so an illegal move leaves the state untouched.
// - LegalMoves lists every legal card, and for the pilotta holder's KT and QT also the card with
//   the call the rules allow. It does not enumerate declarations (any sub-choice of the melds a
//   player holds is legal); FindMelds gives a player's natural melds for generators.
#ifndef REPLAY_PILOTTA_PILOTTA_STATE_H_
#define REPLAY_PILOTTA_PILOTTA_STATE_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "belote/belote.h"
#include "core/card.h"
#include "engine/game.h"
#include "notation/json.h"
#include "pilotta/pilotta_auction.h"
#include "pilotta/pilotta_options.h"
#include "pilotta/pilotta_scoring.h"

namespace replay::pilotta {

using belote::kDeck;
constexpr int kCardsPerSeat = 8;
constexpr int kPlayEntries = 32;  // PIL-26

enum class Say : uint8_t { kNone, kPilotta, kRepilotta };

struct Move {
  Card card;
  Say say = Say::kNone;
  std::vector<std::vector<Card>> declare;  // the melds as listed; empty: no declaration
  bool shown = true;                       // false: announced, not shown (PIL-38)
  friend bool operator==(const Move&, const Move&) = default;
};

// The notation of a move: "KH", {"card":"QS","say":"pilotta"}, {"card":"9S","declare":[…]}.
std::string MoveText(const Move& move);

struct DecodedAction {
  std::optional<Move> move;
  std::optional<long> seat;
  Message error;  // `pilotta/bad-action` message when !move
};
// PIL-17: the forms of §4.2.
DecodedAction DecodeAction(const json::Value& action);

struct Deal {
  int dealer = 0;
  std::array<std::array<Card, kCardsPerSeat>, 4> hands{};  // in the order received
  CardSet Hand(int seat) const;
};

// A player's declaration: the melds of his trick-1 card.
struct SeatMelds {
  std::vector<belote::Meld> melds;
  bool shown = true;
};

class State {
 public:
  State(const Options& options, const Deal& deal, const Contract& contract);

  int PlayIndex() const { return index_; }
  int Trick() const { return index_ / 4; }  // 0-based
  int ToMove() const { return (leader_ + in_trick_) % 4; }
  bool IsTerminal() const { return index_ >= kPlayEntries; }

  // Checks `move` for the seat to play. On a declaration error `where` (if given) receives the
  // pointer suffix of the offending meld or card, e.g. "/declare/1/2".
  std::optional<Violation> Check(const Move& move, std::string* where = nullptr) const;
  // Check, then apply. On a violation nothing changes.
  std::optional<Violation> Apply(const Move& move, std::string* where = nullptr);
  // The cards the seat to play may play (PIL-19..25).
  CardSet LegalCards() const;
  // Every legal move without declarations, sorted by card, the bare card first.
  std::vector<Move> LegalMoves() const;

  CardSet HandOf(int seat) const { return hands_[size_t(seat)]; }
  CardSet StartingHand(int seat) const { return start_[size_t(seat)]; }
  const Contract& contract() const { return contract_; }
  const belote::PlayRules& PlayRules() const { return play_rules_; }
  const Deal& deal() const { return deal_; }
  // The cards of the current trick so far, led card first.
  const std::array<Card, 4>& TrickCards() const { return trick_; }
  int InTrick() const { return in_trick_; }

  // Facts of the hand so far; scoring needs them once IsTerminal().
  HandFacts Facts() const;
  std::array<int, 2> TricksWon() const { return tricks_won_; }
  const std::array<SeatMelds, 4>& Melds() const { return melds_; }
  int PilottaSeat() const { return pilotta_seat_; }  // the seat holding KT + QT, or -1
  bool PilottaCalled() const { return called_; }

 private:
  std::optional<Violation> CheckDeclare(const Move& m, int seat, std::vector<belote::Meld>* out,
                                        std::string* where) const;
  std::optional<Violation> CheckSay(const Move& m, int seat) const;

  Options options_;
  Deal deal_;
  Contract contract_;
  belote::PlayRules play_rules_;
  std::array<CardSet, 4> start_{}, hands_{};
  int index_ = 0;
  int leader_ = 0;
  std::array<Card, 4> trick_{};
  int in_trick_ = 0;
  std::array<CardSet, 2> won_{};       // the cards in each side's tricks
  std::array<int, 2> tricks_won_{};
  int last_trick_side_ = -1;
  std::array<SeatMelds, 4> melds_{};
  int pilotta_seat_ = -1;
  int pilotta_plays_ = 0;             // KT / QT played by the holder so far
  Say first_say_ = Say::kNone;        // the call on the first of them
  bool called_ = false;
};

// The natural melds of a hand: each maximal run of 3+ cards of a suit as one sequence, and each
// carré of J 9 A K Q T. Without carre_card_in_sequence a card in a carré is left out of runs.
std::vector<std::vector<Card>> FindMelds(CardSet hand, bool carre_card_in_sequence);

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_STATE_H_
