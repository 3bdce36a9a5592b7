// Pure Diloti scoring (rules/diloti.md §6–§8): a hand's points from its piles and xeris, the
// checks of a score-sheet line, and the end of a match. No state, no I/O.
#ifndef REPLAY_DILOTI_DILOTI_SCORING_H_
#define REPLAY_DILOTI_DILOTI_SCORING_H_

#include <array>
#include <optional>
#include <string>

#include "core/card.h"
#include "diloti/diloti_options.h"
#include "fishing/fishing_score.h"

namespace replay::diloti {

using fishing::HandScore;
using fishing::PerSide;

// DIL-50, DIL-51.
HandScore ScoreHand(const std::array<CardSet, 2>& piles, const std::array<int, 2>& xeris,
                    const Options& options);
// Card points of a pile (Aces, 2♣, 10♦), without the 4 for the majority.
long CardPoints(CardSet pile);

// A score-sheet line (DIL-70): points, and cards and xeri when given.
struct SheetLine {
  PerSide points{};
  std::optional<PerSide> cards;
  std::optional<PerSide> xeri;
};

enum class SheetVerdict { kOk, kBadPoints, kBadCards };
// DIL-71, DIL-72: whether some count of xeris makes the line a real hand.
SheetVerdict CheckSheetLine(const SheetLine& line, const Options& options);

// DIL-61: the winning side after a hand with these totals, or -1 while the match goes on.
int MatchWinner(const PerSide& totals, long target);

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_SCORING_H_
