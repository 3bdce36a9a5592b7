// The one replay driver. Every game runs through it:
//   options → player count → per hand: end of match?, dealer rotation, the game's hand
//   (deal check, each recorded list of actions through RunActions, end of hand, pure scoring,
//   hand claims) → match totals, end and winner → match claims.
// A game supplies only its rules, as a MatchRules (below); replay-show stops the same loop at
// move k of a hand and asks the game for its board.
#ifndef REPLAY_ENGINE_DRIVER_H_
#define REPLAY_ENGINE_DRIVER_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/deal_check.h"
#include "engine/game.h"
#include "engine/outcome.h"

namespace replay {

// One record's replay: what the game reads and reports through.
class MatchContext {
 public:
  MatchContext(const Record& record, const ReplayOptions& options, Reporter& reporter)
      : record(record), options(options), reporter(reporter) {}

  const Record& record;
  const ReplayOptions& options;
  Reporter& reporter;

  bool want_results() const {
    return options.want_results || options.want_facts || options.want_play;
  }
  bool want_facts() const { return options.want_facts; }
  bool want_play() const { return options.want_play; }
  size_t errors() const { return reporter.error_count(); }

  static std::string HandPointer(size_t h) { return fmt::format("/hands/{}", h); }
  // The pointer of a hand's key: of the key's value when present, else of the key that is
  // missing (the notation's "pointer of the offending value"), located at the hand object.
  static std::string KeyPointer(size_t h, std::string_view key) {
    return fmt::format("/hands/{}/{}", h, key);
  }

  Diagnostic& Error(size_t h, std::string_view code, std::string_view rule, std::string pointer,
                    Message message, std::string_view section = {}, int action = -1,
                    int seat = -1);
  Diagnostic& Warning(size_t h, std::string_view code, std::string_view rule,
                      std::string pointer, Message message);

  // replay-show: the hand and number of actions to stop at (moves < 0: every recorded action).
  struct Stop {
    size_t hand = 0;
    int moves = -1;
  };
  std::optional<Stop> stop;
  std::optional<nlohmann::json> board;  // what the game showed at the stop
  // Actions still to apply before the stop; counted down by RunActions.
  int moves_left = -1;
  bool Showing() const { return stop.has_value(); }
};

// "the call says seat 2, but it is seat 1's turn": one whole sentence per noun of an action list
// (ActionList::noun), so that each language words it its own way.
inline Message WrongSeat(std::string_view noun, long said, int turn) {
  if (noun == "call") return Tr("the call says seat {}, but it is seat {}'s turn", said, turn);
  if (noun == "play") return Tr("the play says seat {}, but it is seat {}'s turn", said, turn);
  return Tr("the action says seat {}, but it is seat {}'s turn", said, turn);
}

// A recorded entry decoded into a game's action: the action, or why it is not one.
template <class A>
struct Decoded {
  std::optional<A> action;
  std::optional<long> seat;  // the entry's own `seat`, when it names one
  Message error;         // when !action
};

// Why a list of actions stopped.
enum class Run { kDone, kStopped, kFailed };

// What a recorded list of actions is, for the shared loop: its name in the hand ("auction",
// "play") and the codes of the checks the loop makes itself.
struct ActionList {
  std::string_view section;
  std::string_view bad_action_code, bad_action_rule;  // an entry that is not an action
  std::string_view wrong_seat_code, wrong_seat_rule;  // empty: the state checks seats itself
  std::string_view noun = "action";  // "the {noun} says seat 2, but it is seat 1's turn"
  bool decode_first = false;  // decode before asking whether the list is over (Pilotta's auction)
};

// The shared loop over one recorded list: for each entry, over? → decode → seat → check and
// apply; on a violation the diagnostic names the rule, and the state's `Legal` text follows.
// `S` (a game's state) provides:
//   int ToMove() const;                                   the seat to act, -1 when none
//   std::optional<Violation> Over() const;                acting after the end, or nullopt
//   Decoded<A> Decode(const json::Value&) const;
//   std::optional<Violation> Apply(const A&, std::string* where);  unchanged when illegal
//   Message Legal(const A&, const Violation&) const;   ". Legal here: …", or ""
template <class S>
Run RunActions(MatchContext& m, size_t h, const ActionList& list, const json::Value* entries,
               S& state) {
  const uint32_t n = entries ? entries->size : 0;
  for (uint32_t i = 0; i < n; ++i) {
    if (m.moves_left == 0) return Run::kStopped;
    int seat = state.ToMove();
    auto fail = [&](std::string_view code, std::string_view rule, Message message,
                    std::string_view where = {}) {
      m.Error(h, code, rule, fmt::format("/hands/{}/{}/{}{}", h, list.section, i, where),
              std::move(message), list.section, int(i), seat);
      return Run::kFailed;
    };
    if (!list.decode_first)
      if (std::optional<Violation> v = state.Over()) return fail(v->code, v->rule, v->message);
    auto decoded = state.Decode(entries->items[i]);
    if (!decoded.action) return fail(list.bad_action_code, list.bad_action_rule, decoded.error);
    if (list.decode_first)
      if (std::optional<Violation> v = state.Over()) return fail(v->code, v->rule, v->message);
    if (!list.wrong_seat_code.empty() && decoded.seat && *decoded.seat != seat)
      return fail(list.wrong_seat_code, list.wrong_seat_rule,
                  WrongSeat(list.noun, *decoded.seat, seat));
    std::string where;
    if (std::optional<Violation> v = state.Apply(*decoded.action, &where))
      return fail(v->code, v->rule, v->message + state.Legal(*decoded.action, *v), where);
    if (m.moves_left > 0) --m.moves_left;
  }
  return m.moves_left == 0 ? Run::kStopped : Run::kDone;
}

// A game's rules for one record's match, made by Game::NewMatch once the record's shape is
// checked. The driver calls Begin, then HandOutcome per hand, then the match checks.
class MatchRules {
 public:
  virtual ~MatchRules() = default;

  // Reads the options (rules/unknown-option, rules/bad-value) and checks the player count;
  // false stops the replay.
  virtual bool Begin(MatchContext& m) = 0;
  virtual int SideCount() const = 0;
  virtual long Target() const = 0;
  virtual std::string_view Unit() const { return "points"; }  // what the totals count

  // Diagnostic codes and rule ids of the match-level checks.
  struct MatchCodes {
    std::string_view hand_after_end, hand_after_end_rule;
    std::string_view dealer_rotation, dealer_rotation_rule;
    std::string_view match_result, match_result_rule;
  };
  virtual MatchCodes Codes() const = 0;

  // The dealer due at hand h, or -1 when nothing is due. The default passes the deal to the
  // next seat each hand, counted from the last hand that named a dealer (or, with
  // `consecutive`, only from the hand just before).
  virtual long DueDealer(MatchContext& m, size_t h);
  virtual Message RotationMessage(long dealer, long due) const;
  bool consecutive_rotation_ = false;
  int players_ = 0;  // for DueDealer; set by Begin

  // Replays hand h: `totals` before it. Returns what the hand adds (HandOutcome::added) when
  // no error stopped it; in replay-show, stops at MatchContext::stop and sets the board.
  virtual HandOutcome PlayHand(MatchContext& m, size_t h, const Sides& totals) = 0;

  // The winner after a hand that left these totals, or -1 while the match goes on. The
  // default: the side ahead once a side reaches the target; equal totals play on.
  virtual int Winner(const Sides& totals, const HandOutcome& last);

 protected:
  long last_dealer_ = -1;  // for DueDealer
  size_t last_dealer_hand_ = 0;
};

// The side ahead once some side reaches `target`; -1 while none has, or when the leaders tie.
int TargetWinner(const Sides& totals, long target);

// Reads one integer per side, each from 0 to kMaxClaim (larger claims can't be scores and
// would overflow the arithmetic that checks them).
inline constexpr long kMaxClaim = 1'000'000'000;
std::optional<Sides> ReadSides(const json::Value* v, int sides, bool allow_negative = false);

// Replays a record through `rules` (Game::Replay) or shows a position (Game::Show).
void DriveMatch(MatchRules& rules, MatchContext& m, MatchOutcome* outcome);

}  // namespace replay

#endif  // REPLAY_ENGINE_DRIVER_H_
