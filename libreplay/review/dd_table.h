// The double-dummy table of a Bourlot or Pilotta deal, as bridge players have it from DDS: for
// each trump suit, the trick points (card points and the last trick's 10, 162 in all) each side
// takes with best play by all from the first lead, the hands as dealt and the first lead where
// the deal put it. The contract's own trump is one of the four; the others say what the cards
// were worth in another suit (the bidding's "could we have made it in hearts?").
//
// Declarations, belote and capot are scoring, not trick points, and are left to the game's
// scoring, as in the card review (trick_review.h).
#ifndef REPLAY_REVIEW_DD_TABLE_H_
#define REPLAY_REVIEW_DD_TABLE_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/outcome.h"
#include "solver/solver.h"

namespace replay::review {

struct DdTable {
  // points[suit][side]: the suit as the notation's suit index (core/card.h), side 0 or 1;
  // points[s][0] + points[s][1] = 162 for every s.
  std::array<std::array<int, 2>, 4> points{};
  // Whether the contract played was makeable: made, by the game's own rule with the declarations
  // and belote the hand counted (TrickPlay::made_with), when the bidding side takes its
  // best-play points in the contract's trump; nullopt when that depends on a capot.
  std::optional<bool> makeable;
};

// The table of the deal of `play` (its hands at the first card, its leader and play duties;
// its trump is replaced by each suit in turn). Four whole-hand solves, or three when the
// contract's trump is known already (`contract_trump`: both sides' best-play points from the
// first card, the card review's HandReview::value): `stats` gets their nodes.
DdTable DoubleDummyTable(const TrickPlay& play, solver::Solver& solver,
                         solver::SolveStats* stats = nullptr,
                         const std::vector<int>* contract_trump = nullptr);

// The table in words, in the reader's language: with the bidding side known, its points by
// trump, the contract's trump starred ("double dummy, side 1's trick points by trump: S 72,
// H 60*, D 122, C 81 (* the contract's trump)"); else both sides' ("S 90–72, …").
// With `made` (the contract as played), the makeability follows: "; makeable, lost in the play".
std::string DdTableNote(const DdTable& table, int contract_trump,
                        std::optional<int> bidding_side, std::optional<bool> made = std::nullopt);

}  // namespace replay::review

#endif  // REPLAY_REVIEW_DD_TABLE_H_
