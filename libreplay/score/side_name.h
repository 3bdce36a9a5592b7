// How every tool names a player and a side (issue #10: one pair-naming rule): replay-score's
// per-match table, its standings and the store's record_sides.pair all call these, so "Maria &
// Nikos" is one spelling everywhere, whatever seats the two sat in.
#ifndef REPLAY_SCORE_SIDE_NAME_H_
#define REPLAY_SCORE_SIDE_NAME_H_

#include <string>
#include <vector>

#include "notation/record.h"

namespace replay {

// A player as shown: the name, with " (id)" when the record gives an id (ids tell apart players
// who share a name, so a side of two "Nikos" still reads as two people).
std::string PlayerLabel(const Player& player);
std::string PlayerLabel(std::string_view name, std::string_view id);

// A side of several players: their labels in byte order, joined by " & " ("Maria & Nikos"); a
// side of one player is that player's label.
std::string PairName(std::vector<std::string> labels);

// The side `side` of `record`'s match, named by PairName over its players' labels.
std::string SideName(const Record& record, int side);

}  // namespace replay

#endif  // REPLAY_SCORE_SIDE_NAME_H_
