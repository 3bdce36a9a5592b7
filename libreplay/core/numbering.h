// One numbering for hands and moves (replay-notation(5), NUMBERING). A program reads indices:
// JSON fields (`hand`, `action`) and JSON Pointers count from 0, as the notation's arrays do. A
// person reads ordinals: every text, table, CSV, page and chart counts hands, moves and calls
// from 1, so "hand 3" is the third hand wherever a person sees it. Seats and sides are not
// counted but named by their index in the record (`dealer: 2`), so they stay as the record has
// them. Every place that shows a hand or move to a person goes through Ordinal().
#ifndef REPLAY_CORE_NUMBERING_H_
#define REPLAY_CORE_NUMBERING_H_

namespace replay {

// The number a person reads for the 0-based `index` of a hand, move or call.
constexpr long Ordinal(long index) { return index + 1; }
// The 0-based index of the hand, move or call a person numbered `ordinal` (an option's value).
constexpr long IndexOf(long ordinal) { return ordinal - 1; }

}  // namespace replay

#endif  // REPLAY_CORE_NUMBERING_H_
