// Pure Xeri scoring (rules/xeri.md §6–§8): a hand's points from its piles and xeris, and the
// checks of a score-sheet line. No state, no I/O.
#ifndef REPLAY_XERI_XERI_SCORING_H_
#define REPLAY_XERI_XERI_SCORING_H_

#include <array>

#include "core/card.h"
#include "diloti/diloti_scoring.h"
#include "xeri/xeri_options.h"

namespace replay::xeri {

// A hand's score and a score-sheet line have Diloti's shape (rules/xeri.md §6, §8).
using fishing::HandScore;
using fishing::PerSide;
using diloti::SheetLine;
using diloti::SheetVerdict;

// XER-50, XER-51: `xeri_points` is each side's xeris' value (XER-24).
HandScore ScoreHand(const std::array<CardSet, 2>& piles, const std::array<int, 2>& xeris,
                    const std::array<long, 2>& xeri_points, const Options& options);
// The card points of a pile (§2, §9), without the majority.
long CardPoints(CardSet pile, const Options& options);

// XER-71, XER-72: whether some xeris make the line a real hand.
SheetVerdict CheckSheetLine(const SheetLine& line, const Options& options);

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_SCORING_H_
