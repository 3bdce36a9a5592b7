// A double-dummy solver for Tute (rules/tute.md) in its three forms, over the positions of
// tute_position.h: with every hand known, the points a side makes sure of whatever the others
// do.
//
// What the value counts, for a side s ("the hero"), from a position to the end of the hand:
//   - the points s has won so far (TutePosition::won: cards, cantes, last-trick bonus);
//   - the card points of the tricks s wins from here (TUT-70) and the last-trick bonus (TUT-71);
//   - the cantes s sings from here (TUT-40…45): after each trick s wins, a seat of s holding
//     the king and caballo of a suit not yet sung sings it, 40 in trumps and 20 otherwise, with
//     one cante per trick (one_cante_per_trick) and trumps before any 20 (forty_first) as the
//     options say. When several cantes are allowed, each one is tried; not singing is never
//     better (the cards stay in the hand), so it is not tried.
// Every other seat plays to hold s's points down: with 2 and 4 players that is the other side;
// with 3 players the two others as a coalition (each seat is its own side), so the value is
// what the hero is sure of, and a card's cost is in points the hero could have been sure of.
// The other sides' cantes don't change s's points and are not searched. Tute (four kings or
// caballos), capote and claims are not searched: they end or decide a hand, not its points.
//
// The search is fail-soft principal variation search over single cards (search_core.h), with
// a transposition table at trick starts (keyed by the cards left, the leader, the suits sung
// and the hero), bounds without search (the points of the top trumps are sure for their
// holders' side), merging of blancas (0 points) with no card of another seat between them,
// and a cheap move ordering after the killer (search_core.h) and the table's best card. The
// play duties over masks are tute::CheckDuty's (TUT-22…27, must_undertrump, partner_exempt);
// the cantes are tute::CheckPair's. Both are checked against the engine by
// tute_solver_minimax_test.cc.
// No I/O; the table is allocated once per solver and kept between calls on the same deal.
#ifndef REPLAY_SOLVER_TUTE_SOLVER_H_
#define REPLAY_SOLVER_TUTE_SOLVER_H_

#include <array>
#include <cstdint>
#include <vector>

#include "solver/deal_table.h"
#include "solver/search_core.h"
#include "solver/solver.h"
#include "solver/tute_position.h"

namespace replay::solver {

class TuteSolver {
 public:
  TuteSolver();
  TuteSolver(const TuteSolver&) = delete;
  TuteSolver& operator=(const TuteSolver&) = delete;

  // The points of the side to move at the end of the hand (won so far included), as above.
  int Solve(const TutePosition& p, SolveStats* stats = nullptr);
  // The same for side `side`.
  int Solve(const TutePosition& p, int side, SolveStats* stats);
  // Whether Solve(p, side) ≥ value, by one null-window search.
  bool AtLeast(const TutePosition& p, int side, int value, SolveStats* stats = nullptr);

 private:
  int Search(int alpha, int beta);
  // The hero's points from an open interval on (the cantes, then the search).
  int Root(int alpha, int beta);
  // The hero's cantes in the interval after a trick won by `winner` (hero side; `sang_now`: a
  // cante was made in it already): for each choice, the points and the suits sung then;
  // returns how many choices (0: none).
  int CanteChoices(int winner, bool sang_now, int* points, unsigned* sung) const;
  // The points the hero side may still sing: the pairs its seats hold of suits not sung.
  int CantePotential() const;
  // Trick completion: the hero's gain from the trick and the cantes after it, then the rest.
  int AfterTrick(int winner, int gain, int alpha, int beta);
  // The mover's legal cards with equivalent cards merged, best-first: `killer` (see Killers),
  // then `hint`, then the rest by the ordering; returns how many.
  int Moves(int seat, int hint, int killer, int* out) const;
  uint64_t LegalMask(int seat) const;
  bool Beats(int card, int winning) const;
  bool Hero(int seat) const { return hero_ >> seat & 1; }
  int LastTrick() const;
  void Start(const TutePosition& p, int side);
  int SolveFuture(const TutePosition& p, int side, SolveStats* stats);
  void UseDeal(const TutePosition& p);
  uint64_t Mask(CardSet set) const;
  uint8_t Tag() const { return uint8_t(leader_ | sung_ << 2 | hero_id_ << 6); }

  // Keyed by the cards in the hands (Mask bits) and Tag(); bounds on the hero's points.
  DealTable<uint64_t> table_;
  Killers killers_;
  tute::Options options_;
  int trump_ = -1;
  int n_ = 4;
  // Mask bits: 10 * suit + tute::Strength, so a higher bit of a suit is a stronger card.
  std::array<uint8_t, 64> bit_{};     // Card::Index() → Mask bit
  std::array<uint8_t, 40> points_{};  // card points by Mask bit
  uint64_t zero_ = 0;                 // the Mask bits of the blancas

  // The search state, changed and restored in place.
  std::array<uint64_t, 4> hands_{};
  std::array<int, 4> trick_{};
  int trick_size_ = 0;
  int leader_ = 0;
  int win_ = 0;
  int trick_points_ = 0;
  int points_in_play_ = 0;
  unsigned sung_ = 0;
  unsigned hero_ = 0;  // the hero's seats, as bits
  int hero_id_ = 0;    // its lowest seat
  int bonus_ = 10;
  // The open interval at the root: its winner (or -1) and whether a cante was made in it.
  int interval_ = -1;
  bool sang_now_ = false;
  int64_t nodes_ = 0;
};

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_TUTE_SOLVER_H_
