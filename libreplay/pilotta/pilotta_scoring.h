// Pure Pilotta scoring (rules/pilotta.md §7): a hand's figures from the facts of its play and
// the rule of 6. No state, no I/O. The end of a match (§8) is the driver's TargetWinner; the
// score-sheet checks (§9) are in pilotta_sheet.h.
#ifndef REPLAY_PILOTTA_PILOTTA_SCORING_H_
#define REPLAY_PILOTTA_PILOTTA_SCORING_H_

#include <array>

#include "pilotta/pilotta_auction.h"
#include "pilotta/pilotta_options.h"

namespace replay::pilotta {

using PerSide = std::array<long, 2>;

constexpr long kTrickTotal = 162;  // 152 in cards + 10 for the last trick (PIL-40)
constexpr long kCapotTricks = 250;  // PIL-41
constexpr long kPilottaPoints = 20;

// What the play of a complete hand established, as scoring needs it.
struct HandFacts {
  Contract contract;
  PerSide tricks{};          // T_s, already 250 / 0 after a capot (PIL-40, PIL-41)
  int capot_side = -1;       // the side that won all 8 tricks, or -1
  PerSide declarations{};    // D_s: counted melds after the comparison (§6)
  PerSide pilotta{};         // B_s: 20 or 0 (PIL-42)
  int trump_jack_side = -1;  // the side whose tricks hold JT (round6_tiebreak: trump_jack)
};

// The `result` of a hand (§7.1).
struct HandScore {
  PerSide points{};
  PerSide raw{};
  PerSide tricks{};
  PerSide declarations{};
  PerSide pilotta{};
  bool made = false;
  bool capot = false;
  friend bool operator==(const HandScore&, const HandScore&) = default;
};

// PIL-43..46. With round6_tiebreak trump_jack and no trump_jack_side, the bidders round up.
HandScore ScoreHand(const HandFacts& facts, const Options& options);
// PIL-44.
bool Made(const HandFacts& facts, const Options& options);

// PIL-46: raw figures to written points. `up_side` rounds up when both remainders are 6.
PerSide WrittenPoints(const PerSide& raw, int up_side);
bool BothRemaindersSix(const PerSide& raw);

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_SCORING_H_
