// The review of a Tute hand's card play (solver/tute_solver.h), as HandReview (trick_review.h):
// each card's value before and after it from the mover's side, its cost and the best cards.
//
// What a value counts: the points the mover's side makes sure of by the end of the hand,
// whatever the others do: card points of its tricks, its cantes and the 10 "de últimas", as the
// rules page scores them (TUT-70…72), the points won before included. Cantes are searched: after
// each trick the side wins, it sings a pair it holds (40 in trumps, 20 otherwise) under the
// hand's options. With 3 players the two others play together against the mover (each seat is
// its own side), so a value is what the mover is sure of and the three sides' values need not
// add up to the hand's points. A tute, capote and claims are not searched: they decide a hand,
// not its points.
//
// Where it is exact and starts (a fixed number of tricks per form, so a review never depends on
// the machine's speed): with 2 players the tricks after the stock (8, or 6 with 6-card hands),
// where every card is known; with 4 players the whole hand (10 tricks); with 3 players the last
// 10 of the 13 tricks. replay-solver-bench measured the 4-player review of a whole hand at
// 50-80 ms median, and 3-player solves from the first card at 0.14-0.22 s median and up to
// 2.5-3.8 s, so a 3-player review of the whole hand (some 40 positions, over 100 null-window
// searches) would take seconds. The cards before the start (the stock tricks; the first 3 tricks with 3
// players) get no cost: HandReview::first_trick says where the review starts. A cante not sung
// (before the next card) is not charged to any card.
#ifndef REPLAY_REVIEW_TUTE_REVIEW_H_
#define REPLAY_REVIEW_TUTE_REVIEW_H_

#include "engine/outcome.h"
#include "review/trick_review.h"
#include "solver/tute_card_cost.h"

namespace replay::review {

// The tricks the review solves, from the end of the hand: all those after the stock with 2
// players, 10 with 3 and 4.
constexpr int ReviewTricks(int players) { return players == 2 ? 20 : 10; }

// The solver's position before the first card of `play` (after its first_trick tricks).
solver::TutePosition StartOf(const TutePlay& play);

// Reviews the cards of the last ReviewTricks(players) tricks of `play`. `stats` gets the
// solver's nodes.
HandReview ReviewTuteHand(const TutePlay& play, solver::TuteSolver& solver,
                          solver::SolveStats* stats = nullptr);

}  // namespace replay::review

#endif  // REPLAY_REVIEW_TUTE_REVIEW_H_
