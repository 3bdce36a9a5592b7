// The Pilotta auction (rules/pilotta.md §4.1, §5.1): bids from 80 in tens or capot, double,
// redouble, passes; a passed player may bid again; 4 passes void the deal, 3 passes after the
// last bid, double or redouble end it.
//
// Implementation notes:
// - A call is decoded (form, PIL-6) apart from its legality (PIL-7..13), so the replay can report
//   the form first and then judge the call in the order of the page.
// - Bid values above kMaxBid are treated as malformed values (PIL-8): they can't be played and
//   would overflow the sheet arithmetic.
#ifndef REPLAY_PILOTTA_PILOTTA_AUCTION_H_
#define REPLAY_PILOTTA_PILOTTA_AUCTION_H_

#include <optional>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "notation/json.h"

namespace replay::pilotta {

constexpr long kCapot = 250;          // a capot bid ranks as 250 (PIL-9) and is worth 250 (§4.1)
constexpr long kMinBid = 80;
constexpr long kMaxBid = 1000000000;  // see the notes above

enum class CallKind { kPass, kBid, kDouble, kRedouble };

struct Call {
  CallKind kind = CallKind::kPass;
  long value = 0;      // a bid: 80, 90, … or kCapot; -1 when the recorded value is no number
  bool capot = false;  // a capot bid
  int trump = 0;       // a bid: its suit, 0..3 (S H D C)
  std::string value_text;  // a bid's value as written, for messages
  friend bool operator==(const Call& a, const Call& b) {
    return a.kind == b.kind && a.value == b.value && a.capot == b.capot && a.trump == b.trump;
  }
};

// The notation of a call: "pass", {"bid":90,"trump":"S"}, {"bid":"capot","trump":"D"}, ….
std::string CallText(const Call& call);

// The contract: the last bid, doubled (m = 2) or redoubled (m = 4).
struct Contract {
  int seat = 0;
  long value = 0;      // V; kCapot for a capot bid
  bool capot = false;
  int trump = 0;
  int multiplier = 1;  // m
  int Side() const { return seat % 2; }
  friend bool operator==(const Contract&, const Contract&) = default;
};

struct DecodedCall {
  std::optional<Call> call;
  std::optional<long> seat;
  Message error;  // `pilotta/bad-call` message when !call
};
// PIL-6: the five forms, each with optional `seat` and `comment`.
DecodedCall DecodeCall(const json::Value& value);

class Auction {
 public:
  explicit Auction(int dealer) : dealer_(dealer) {}

  int ToCall() const { return (dealer_ + 1 + calls_) % 4; }
  int Calls() const { return calls_; }
  bool IsOver() const { return over_; }
  bool IsVoid() const { return over_ && !high_; }
  // The contract once the auction is over with a bid.
  std::optional<Contract> Result() const { return over_ ? high_ : std::nullopt; }
  // The highest bid so far, with its multiplier.
  const std::optional<Contract>& High() const { return high_; }

  // PIL-8..13 for the seat in turn (the caller checks PIL-6 and PIL-7).
  std::optional<Violation> Check(const Call& call) const;
  std::optional<Violation> Apply(const Call& call);
  // A sentence listing the legal calls, e.g. "pass, a bid of 100 to 240 or capot, double".
  Message LegalText() const;
  // Every legal call (bids up to `max_bid`, each in the four suits), in a stable order.
  std::vector<Call> LegalCalls(long max_bid = kCapot) const;

 private:
  int dealer_;
  int calls_ = 0;
  int passes_ = 0;  // consecutive passes
  bool over_ = false;
  bool doubled_ = false;
  bool redoubled_ = false;
  std::optional<Contract> high_;
};

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_AUCTION_H_
