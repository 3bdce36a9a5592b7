// Pure Bourlot scoring (rules/bourlot.md §7–§9): a hand's figures from the facts of its play,
// the hanging pot, the checks of a score-sheet line and the end of the match. No state, no I/O.
#ifndef REPLAY_BOURLOT_BOURLOT_SCORING_H_
#define REPLAY_BOURLOT_BOURLOT_SCORING_H_

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "bourlot/bourlot_options.h"
#include "core/card.h"

namespace replay::bourlot {

using PerSide = std::array<long, 2>;

constexpr long kTotal = 162;  // card points + last trick (BRL-41)
constexpr long kCapot = 252;  // BRL-42

enum class Outcome { kMade, kFailed, kTie };  // BRL-45 ("μπαίνει μέσα" = failed; tie = hanging)

// What the play of a complete hand established, as scoring needs it.
struct HandFacts {
  int trump = 0;
  int buyer_side = 0;
  std::array<CardSet, 2> won;      // the cards in the tricks each side won
  std::array<int, 2> tricks{};     // how many tricks each side won
  int last_trick_side = 0;         // the side that won trick 8
  PerSide declarations{};          // counted melds after the comparison (§6)
  int belote_side = -1;            // the side that held and called belote, or -1
};

struct HandScore {
  PerSide tricks{};        // T (BRL-41, BRL-42)
  PerSide declarations{};  // D
  PerSide belote{};        // B
  PerSide sums{};          // S = T + D + B (BRL-44)
  Outcome outcome = Outcome::kMade;
  bool capot = false;
  PerSide points{};        // written figures (BRL-46, BRL-48), before the pot (BRL-47)
  long hanging = 0;        // what this hand puts on hold (a tie), else 0
};

HandScore ScoreHand(const HandFacts& facts, const Options& options);

struct Written {
  PerSide points{};
  long hanging = 0;
  Outcome outcome = Outcome::kMade;
};
// BRL-45, BRL-46, BRL-48: the figures a hand with sums S and buying side b writes. `jt_side`
// (the side whose tricks hold the jack of trumps) decides "tens" rounding when both
// remainders are 6.
Written WriteFigures(const PerSide& sums, int buyer_side, int jt_side, Rounding rounding);

// BRL-47: the winner of a made or failed hand adds the pot to its points.
PerSide CollectPot(PerSide points, Outcome outcome, int buyer_side, long pot);
// The pot after a hand: emptied by a made or failed hand, grown by a tie.
long NextPot(Outcome outcome, long pot, long hanging);

// 𝒳: the possible totals of melds plus belote: every multiple of 10 from 0 except 10 and 30.
bool IsMeldTotal(long x);

// A score-sheet line (§9): `points` and the optional fields, with the contract's side.
struct SheetLine {
  int buyer_side = 0;
  PerSide points{};
  std::optional<bool> made;
  std::optional<bool> capot;
  std::optional<long> hanging;
  std::optional<PerSide> tricks;
  std::optional<PerSide> declarations;
  std::optional<PerSide> belote;
};

struct SheetError {
  std::string_view code;  // bourlot/sheet-outcome, -total, -breakdown, result-mismatch
  std::string_view rule;
  std::string field;      // the `result` member to blame ("" = the result)
  Message message;
};

// BRL-58..62 for a line written when the hanging pot was `pot`; on success sets *outcome.
// The record's figures reach here read with ReadSides (engine/driver.h): each at most kMaxClaim
// (10^9) in size, so the sums and the pot below stay far inside a long.
std::optional<SheetError> CheckSheetLine(const SheetLine& line, long pot, const Options& options,
                                         Outcome* outcome);

}  // namespace replay::bourlot

#endif  // REPLAY_BOURLOT_BOURLOT_SCORING_H_
