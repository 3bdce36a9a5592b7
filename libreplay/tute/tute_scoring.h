// Pure Tute scoring (rules/tute.md §6–§8): a hand's points, winner and games from its facts, the
// end of a match, and the arithmetic of a score-sheet line. No state, no I/O.
#ifndef REPLAY_TUTE_TUTE_SCORING_H_
#define REPLAY_TUTE_TUTE_SCORING_H_

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "tute/tute_options.h"

namespace replay::tute {

constexpr int kMaxSides = 3;
using PerSide = std::array<long, kMaxSides>;  // entries past the number of sides stay 0

constexpr int Sides(int players) { return players == 3 ? 3 : 2; }
constexpr int SideOfSeat(int seat, int players) { return players == 4 ? seat % 2 : seat; }

// How a hand ended (TUT-65, TUT-77 `end`).
enum class End { kNone, kTricks, kTute, kClaim, kCapote };
std::string_view EndName(End end);
std::optional<End> ParseEnd(std::string_view name);

// What happened in a hand, as far as scoring needs it (filled by State::Facts).
struct HandFacts {
  int players = 4;
  PerSide card_points{};   // TUT-70: card points of the tricks each side won
  PerSide cantes{};        // TUT-45
  PerSide tricks{};        // tricks won
  std::array<int, kMaxSides> latest_trick{};  // number (1-based) of the latest trick won; 0: none
  int last_trick = -1;     // the side that won the hand's last trick; -1 when it ended early
  End end = End::kNone;
  int decider = -1;        // the side of the tute announcer, the claimer or the capote announcer
  bool capote_made = false;
};

// A hand's result (TUT-72, 74, 75).
struct HandScore {
  int sides = 2;
  PerSide points{};
  PerSide cantes{};
  int last_trick = -1;
  int winner = -1;  // 3, 4 players: the hand's winner. 2 players: -1 (the match decides, TUT-76)
  PerSide games{};  // 3, 4 players
  End end = End::kTricks;
};

HandScore ScoreHand(const HandFacts& facts, const Options& options);

// TUT-75: games for the winner of a hand with these points (cantes included) and cantes.
long GamesFor(long points, long cantes, bool by_tute, const Options& options);

// TUT-74: the winner among sides with `points`; ties go to `last_trick`, else to the tied side
// whose latest trick is the latest (`latest_trick` may be null: then -1 when that is needed).
int HandWinner(const PerSide& points, int sides, int last_trick,
               const std::array<int, kMaxSides>* latest_trick);

// TUT-80 (2 players): the side that won the match with a hand that ended as `end`, given the
// totals after it. `decider` is the claimer, the tute or the capote announcer. -1: it goes on;
// -2: the totals are tied at the target and `last_trick` is unknown.
int MatchWinner2p(const PerSide& totals, long target, End end, int decider, bool capote_made,
                  int last_trick);

// A score-sheet line (§8), as read from `result`.
struct SheetLine {
  int players = 4;
  PerSide points{};
  std::optional<PerSide> cantes;
  std::optional<PerSide> games;
  std::optional<int> last_trick;
  std::optional<int> winner;
  End end = End::kTricks;
};

enum class SheetError { kNone, kCantes, kPoints, kWinner, kGames };
struct SheetVerdict {
  SheetError error = SheetError::kNone;
  std::string_view rule;
  Message message;
  int winner = -1;   // 3, 4 players: the hand's winner; 2 players: the given winner, if any
  PerSide games{};   // 3, 4 players
};

// TUT-91, 92, 93 and the first half of TUT-94; the match half of TUT-94 is MatchWinner2p.
SheetVerdict CheckSheetLine(const SheetLine& line, const Options& options);

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_SCORING_H_
