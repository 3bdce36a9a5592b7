// The state of one Tute hand and the legality of its actions (rules/tute.md §3–§5).
//
// Implementation notes:
// - An action is checked and applied by one function, Step, so legality and effect can't
//   disagree. Step returns every violation before it changes the state, except after the lazy
//   draws below: Apply steps on a copy only when draws are pending (and keeps it only when Step
//   accepts the action), so an illegal action always leaves the state untouched.
// - Step checks in the order the page fixes (§4.2): TUT-15, 14, 12, 11, then TUT-18 when the
//   action triggers the last draw, then TUT-16, then the rules of the action's kind by ID.
// - 2 players: the draws of interval t are made lazily, by the action that must come after them
//   (the first card of trick t + 1, or a capote in interval D; with exchange_timing = after_draw
//   also an exchange), so the winner's cante, tute and claim (and exchange, by default) see the
//   hand without the drawn card (TUT-17).
// - LegalCards/LegalActions try every candidate through Check: one source of truth.
#ifndef REPLAY_TUTE_TUTE_STATE_H_
#define REPLAY_TUTE_TUTE_STATE_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "engine/game.h"
#include "tute/tute_cards.h"
#include "tute/tute_options.h"
#include "tute/tute_scoring.h"

namespace replay::tute {

constexpr int kMaxSeats = 4;
constexpr int kMaxEntries = 20;  // cards a seat receives in a hand (2 players: dealt + drawn)

enum class MoveKind { kCard, kSing, kExchange, kTute, kCapote, kClaim };
enum class TuteKind { kKings, kKnights };

struct Move {
  MoveKind kind = MoveKind::kCard;
  Card card;                       // kCard, kExchange (the card given)
  int suit = 0;                    // kSing
  TuteKind tute = TuteKind::kKings;
  friend bool operator==(const Move&, const Move&) = default;
};

// A decoded action: the move and the `seat` written on it, if any.
struct Action {
  Move move;
  std::optional<long> seat;
  friend bool operator==(const Action&, const Action&) = default;
};

// The notation of an action, e.g. "12O" or {"sing":"O","seat":1}.
std::string ActionText(const Action& action);

struct Deal {
  int players = 4;
  int dealer = 0;
  Card turned;
  std::array<std::array<Card, kMaxEntries>, kMaxSeats> hands{};  // as listed in `cards` (§3)
};

struct Cante {
  int seat = -1;
  int suit = 0;
  int points = 0;
};

// A trick position (rules/tute.md §10 "Trick positions"): the cards already played in a trick
// from its leader, seat 0, and the hand of the seat to play next; other seats hold nothing.
// With 2 players `stock` selects the stock duty (trick 1) or full duties (trick D + 1).
struct TrickPosition {
  int players = 4;
  int trump = 0;
  std::vector<Card> trick;
  CardSet hand;
  bool stock = false;
};

// The play duties on card `x` of `seat`, who holds `hand`, over the trick `trick[0..n)` (n ≥ 1)
// led by `leader`: full duties (TUT-22…27) when `full`, else the stock duty (TUT-28). The one
// source of the duties: State checks each card with it, the double-dummy solver's positions
// (solver/tute_position.h) list their legal cards with it.
std::optional<Violation> CheckDuty(const Options& options, bool full, int trump,
                                   const Card* trick, int n, int leader, int seat, CardSet hand,
                                   Card x);

// A cante of `suit` by `seat`, who holds `hand`, with the suits in `sung` already sung and
// `sang_now` when a cante was made in interval `interval` (this one): TUT-41…44 (the timing,
// TUT-40, is the state's). Used by State and by the double-dummy solver's positions.
std::optional<Violation> CheckPair(const Options& options, int trump, CardSet hand,
                                   unsigned sung, bool sang_now, int interval, int seat,
                                   int suit);

class State {
 public:
  // `claim_allowed`: the hand is not the first of its record (TUT-60).
  State(const Options& options, const Deal& deal, bool claim_allowed = false);
  // A state at `position`, for tests and for showing a fragment.
  State(const Options& options, const TrickPosition& position);

  // The seat whose turn it is: to play a card, or the winner of the last trick in an interval
  // (dealer + 1 in interval 0).
  int ToMove() const {
    if (trick_size_ > 0) return (leader_ + trick_size_) % n_;
    return completed_ == 0 ? (deal_.dealer + 1) % n_ : last_winner_;
  }
  bool Ended() const { return end_ != End::kNone; }
  bool InTrick() const { return trick_size_ > 0; }
  int TricksPlayed() const { return completed_; }

  std::optional<Violation> Check(const Action& action) const;
  // Check, then apply. On a violation nothing changes.
  std::optional<Violation> Apply(const Action& action);

  // The cards the seat to play may play now (after a pending draw), in index order.
  std::vector<Card> LegalCards() const;
  // Every legal action, with `seat` written where it is required. Empty once the hand ended.
  std::vector<Action> LegalActions() const;

  // For generators: the draw the next card (or capote, or after_draw exchange) will make, if one
  // is pending: the
  // `hands` entry index and the winner, who draws first. SetEntry fills a `hands` entry.
  std::optional<std::pair<int, int>> PendingDraw() const;
  void SetEntry(int seat, int index, Card card) { deal_.hands[size_t(seat)][size_t(index)] = card; }

  HandFacts Facts() const;
  // The cards of the trick in progress, from its leader.
  std::vector<Card> Trick() const { return {trick_.begin(), trick_.begin() + trick_size_}; }
  CardSet HandOf(int seat) const { return hands_[size_t(seat)]; }
  Card FaceUp() const { return face_up_; }
  bool FaceUpPresent() const { return face_up_present_; }
  int Trump() const { return trump_; }
  int LastWinner() const { return last_winner_; }
  int CapoteSeat() const { return capote_seat_; }
  int TuteSeat() const { return tute_seat_; }
  TuteKind TuteKindShown() const { return tute_kind_; }
  int ClaimSeat() const { return claim_seat_; }
  int Exchanges() const { return exchanges_; }
  bool Exchanged(int seat) const { return exchanged_[size_t(seat)]; }
  const std::array<Cante, 4>& Cantes() const { return cantes_; }
  int CanteCount() const { return cante_count_; }
  // Between tricks: whether a cante was made in the current interval (TUT-43).
  bool SangInInterval() const { return trick_size_ == 0 && completed_ > 0 && sang_; }
  PerSide CardsWon() const { return cards_won_; }
  const Deal& deal() const { return deal_; }
  const Options& options() const { return options_; }

 private:
  int Side(int seat) const { return SideOfSeat(seat, n_); }
  // Asked for every action (Step, Apply): defined here so that they inline.
  bool SeatRequired(MoveKind kind) const {
    switch (kind) {
      case MoveKind::kSing: return n_ == 4;
      case MoveKind::kExchange: return n_ == 3;
      case MoveKind::kTute: return n_ == 4 || (completed_ == 0 && trick_size_ == 0);
      case MoveKind::kCapote: return true;
      default: return false;
    }
  }
  bool DrawsPending() const {
    return n_ == 2 && !Ended() && trick_size_ == 0 && completed_ >= 1 &&
           completed_ <= options_.StockTricks() && !drawn_;
  }
  void Draw();
  std::optional<Violation> Step(const Action& action);
  std::optional<Violation> StepCard(int seat, Card card);
  std::optional<Violation> CheckDuty(int seat, Card card) const;
  std::optional<Violation> StepSing(int seat, int suit);
  std::optional<Violation> StepExchange(int seat, Card card);
  std::optional<Violation> StepTute(int seat, TuteKind kind);
  std::optional<Violation> StepCapote(int seat);
  std::optional<Violation> StepClaim(int seat);
  void FinishTrick();
  int WinningPosition() const;  // index in trick_ of the card winning the trick so far

  Options options_;
  Deal deal_;
  int n_ = 4;
  bool claim_allowed_ = false;
  int trump_ = 0;
  std::array<CardSet, kMaxSeats> hands_{};
  Card face_up_;
  bool face_up_present_ = true;  // 2 players: false once the last draw took it
  int completed_ = 0;            // tricks played; also the number of the current interval
  std::array<Card, kMaxSeats> trick_{};
  int trick_size_ = 0;
  int leader_ = 0;
  int last_winner_ = -1;
  // The current interval.
  bool sang_ = false;
  bool exchanged_now_ = false;
  bool drawn_ = false;
  // The hand so far.
  int exchanges_ = 0;
  std::array<bool, kMaxSeats> exchanged_{};
  unsigned sung_suits_ = 0;
  std::array<Cante, 4> cantes_{};
  int cante_count_ = 0;
  PerSide card_points_{}, cante_points_{}, tricks_{}, cards_won_{};
  std::array<int, kMaxSides> latest_trick_{};
  int last_trick_side_ = -1;
  int capote_seat_ = -1;
  int tute_seat_ = -1;
  TuteKind tute_kind_ = TuteKind::kKings;
  int claim_seat_ = -1;
  End end_ = End::kNone;
  int decider_seat_ = -1;
  bool capote_made_ = false;
};

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_STATE_H_
