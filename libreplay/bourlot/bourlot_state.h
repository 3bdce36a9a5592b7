// The state of one Bourlot hand and the legality of its actions (rules/bourlot.md §4–§5):
// the two-round auction with the seven exchange, then the eight tricks with declarations on
// trick 1 and the belote calls.
//
// Implementation notes:
// - As in Diloti, every action is checked completely (Check) before anything changes (Apply),
//   in the order of the page's tables; an illegal action leaves the state untouched.
// - The auction works with or without the deal: a score-sheet hand has an auction but no cards,
//   so the checks that need the turned card or the first five cards (BRL-10, BRL-14..17) are
//   skipped there, as §9 says; the exchange's position (directly after the end) still holds.
// - The play duties are belote::CheckPlay (shared with Pilotta); LegalCards is built from the
//   same function, so the legal list and the check can't disagree.
#ifndef REPLAY_BOURLOT_BOURLOT_STATE_H_
#define REPLAY_BOURLOT_BOURLOT_STATE_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "belote/belote.h"
#include "bourlot/bourlot_options.h"
#include "bourlot/bourlot_scoring.h"
#include "engine/game.h"

namespace replay::bourlot {

using belote::kDeck;
constexpr int kSeats = 4;
constexpr int kPlayEntries = 32;
constexpr int kAuctionCalls = 8;  // two rounds of four

constexpr int SideOf(int seat) { return seat % 2; }

std::string Code(Card c);
std::string Codes(CardSet s);
char SuitLetter(int suit);

// ---- Auction (§4.1, §5.1, §5.2) ----

enum class CallKind { kPass, kTake, kTrump, kExchange };

struct Call {
  CallKind kind = CallKind::kPass;
  int suit = -1;             // kTrump: the suit named
  Card card{};               // kExchange: the card given up
  std::optional<int> seat;   // the entry's `seat` (required on an exchange: BRL-16)
};

// The notation of a call, e.g. "pass", {"trump":"S"}, {"exchange":"7H","seat":2}.
std::string CallText(const Call& call);

// What the auction sees of the deal: the turned card and each seat's first five cards F(s).
struct AuctionView {
  Card turned{};
  std::array<CardSet, kSeats> first_five{};
};

class Auction {
 public:
  // `view` is absent on a score-sheet hand.
  Auction(const Options& options, int dealer, std::optional<AuctionView> view);

  int Dealer() const { return dealer_; }
  int Eldest() const { return (dealer_ + 1) % kSeats; }
  int CallsMade() const { return calls_; }
  int ToCall() const { return (Eldest() + calls_) % kSeats; }
  int Round() const { return calls_ < 4 ? 1 : 2; }
  bool Ended() const { return buyer_ >= 0 || calls_ == kAuctionCalls; }
  bool IsVoid() const { return buyer_ < 0 && calls_ == kAuctionCalls; }
  int Buyer() const { return buyer_; }           // -1 without one
  int Trump() const { return trump_; }           // -1 without a buyer, or unknown (sheet `take`)
  int BuyRound() const { return buy_round_; }    // 1 (take) or 2 (trump named)
  int Exchanger() const { return exchanger_; }   // X, or -1
  // R: who receives the turned card (or the 7 of trumps after an exchange).
  int Receiver() const;

  std::optional<Violation> Check(const Call& call) const;
  std::optional<Violation> Apply(const Call& call);
  // The legal calls for the seat in turn (an exchange only when one is possible), for messages
  // and the random generator.
  std::vector<Call> LegalCalls() const;

 private:
  std::optional<Violation> CheckExchange(const Call& call) const;

  Options options_;
  int dealer_;
  std::optional<AuctionView> view_;
  int calls_ = 0;       // calls made (the exchange is not a call)
  int entries_ = 0;     // entries seen, exchange included
  int end_entry_ = -1;  // the index of the entry that ended the auction
  int buyer_ = -1;
  int trump_ = -1;
  int buy_round_ = 0;
  int exchanger_ = -1;
};

// ---- Play (§4.2, §5.3–§5.5) ----

enum class Say { kNone, kBelote, kRebelote };

struct PlayAction {
  Card card{};
  Say say = Say::kNone;
  std::vector<std::vector<Card>> declare;  // the melds as listed; empty when none
  std::optional<long> seat;
};

std::string PlayText(const PlayAction& action);

class PlayState {
 public:
  // `start` = HS(s) for each seat; the eldest leads trick 1.
  PlayState(const Options& options, int eldest, int buyer, int trump,
            const std::array<CardSet, kSeats>& start);

  int Index() const { return index_; }
  int ToMove() const { return (leader_ + in_trick_) % kSeats; }
  bool IsTerminal() const { return index_ >= kPlayEntries; }
  int Trump() const { return trump_; }
  CardSet HandOf(int seat) const { return hands_[size_t(seat)]; }
  CardSet StartHand(int seat) const { return start_[size_t(seat)]; }
  // The trick in progress (replay-show): its leader and its first InTrick() cards.
  int Leader() const { return leader_; }
  int InTrick() const { return in_trick_; }
  Card TrickCard(int i) const { return trick_[size_t(i)]; }
  // The legal cards of the seat to play (BRL-21..26).
  CardSet LegalCards() const;

  std::optional<Violation> Check(const PlayAction& action) const;
  std::optional<Violation> Apply(const PlayAction& action);

  // Facts of the hand so far.
  const std::vector<belote::Meld>& MeldsOf(int seat) const { return melds_[size_t(seat)]; }
  int BeloteSeat() const { return belote_seat_; }  // the seat that holds KT + QT, or -1
  bool BeloteCalled() const { return belote_called_; }
  std::array<int, 2> TricksWon() const { return tricks_; }
  std::array<CardSet, 2> Won() const { return won_; }
  // The facts scoring needs; the hand must be terminal.
  HandFacts Facts() const;

 private:
  std::optional<Violation> CheckDeclarations(const PlayAction& action, int seat,
                                             std::vector<belote::Meld>* melds) const;
  std::optional<Violation> CheckSay(const PlayAction& action, int seat) const;

  Options options_;
  int buyer_;
  int trump_;
  std::array<CardSet, kSeats> start_;
  std::array<CardSet, kSeats> hands_;
  int index_ = 0;
  int leader_;
  int in_trick_ = 0;
  std::array<Card, kSeats> trick_{};
  std::array<CardSet, 2> won_{};
  std::array<int, 2> tricks_{};
  int last_trick_side_ = -1;
  std::array<std::vector<belote::Meld>, kSeats> melds_;
  int belote_seat_ = -1;
  int belote_played_ = 0;          // how many of KT, QT the holder has played
  Say belote_first_ = Say::kNone;  // the say on the first of the two
  bool belote_called_ = false;
};

}  // namespace replay::bourlot

#endif  // REPLAY_BOURLOT_BOURLOT_STATE_H_
