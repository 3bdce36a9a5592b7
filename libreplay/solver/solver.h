// A double-dummy solver for the 32-card trick games (Bourlot, Pilotta): with every hand known,
// the trick points (last-trick 10 included) the side to move secures against best defence.
//
// The search is fail-soft principal variation search over single cards (side 0 maximising,
// side 1 minimising): one search over the whole window, in which every card but the first of a
// node is first tried with a null window ("is it better than the best so far?"), with
//   - a transposition table at trick starts, keyed by the cards left and the leader. Within one
//     deal the cards left say who holds what, so the key is exact; the table stores the points
//     still to come as lower/upper bounds (independent of the points already won) and the best
//     card found, tried first when the position comes back (a re-search, a later solve);
//   - enhanced transposition cutoffs: before the last card of a trick is searched, the table
//     entries of the trick starts it leads to are probed for an immediate cutoff;
//   - bounds without search: the side holding the strongest trumps in play wins whatever tricks
//     they fall in, so their points are sure; the last trick (one card each) is computed;
//   - move ordering: first the killer (search_core.h's Killers: the card that last refuted a
//     sibling position in the same place of the trick), searched before the rest is even
//     ordered, then the table's best card; then cards that take the trick, points given to a
//     partner who is winning, cheap discards otherwise; leading: masters, then low cards to the
//     partner's master, then low;
//   - equivalent-card merging: cards of one suit in one hand with no card of another hand (or of
//     the current trick) between them in the suit's order under the trump are the same move for
//     every duty and every later trick. Only cards of equal card points are merged (plain 9 8 7,
//     trump 8 7), since cards of different points are not equivalent for the score.
// The table of one Solver is kept between calls on the same deal (Evaluate, per-card reviews).
// The play duties are belote::LegalCards'; nothing here knows a game beyond PlayRules + trump.
// No I/O; the search allocates nothing (the table is allocated once per Solver).
#ifndef REPLAY_SOLVER_SOLVER_H_
#define REPLAY_SOLVER_SOLVER_H_

#include <array>
#include <cstdint>
#include <vector>

#include "solver/deal_table.h"
#include "solver/position.h"
#include "solver/search_core.h"

namespace replay::solver {

struct SolveStats {
  // Positions searched (each card tried is one; a forced last trick is one), summed over every
  // search the call made.
  int64_t nodes = 0;
};

struct CardValue {
  Card card;
  int value = 0;  // the trick points of the mover's side after this card, best play after
};

class Solver {
 public:
  Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // The trick points of the side to move at the end of the hand (won so far included), with
  // best play by all from `p`. 0 tricks left: p.won[p.Side()]. `stats`, when given, gets the
  // nodes added.
  int Solve(const Position& p, SolveStats* stats = nullptr);
  // Every legal card of the seat to move, in CardSet order, with its value as Solve would give
  // it from the mover's side after the card. The best value is Solve(p).
  std::vector<CardValue> Evaluate(const Position& p, SolveStats* stats = nullptr);
  // Whether Solve(p) ≥ value, by one null-window search: much cheaper than Solve when only a
  // comparison is needed (is this card as good as the best?).
  bool AtLeast(const Position& p, int value, SolveStats* stats = nullptr);

 private:
  // Side 0's points from the cards in play, best play by all, within the window (alpha, beta):
  // fail-soft, exact when strictly inside.
  int Search(int alpha, int beta);
  // The mover's legal cards with equivalent cards merged, as a Mask.
  uint32_t MoveMask(int seat) const;
  // The cards of `moves` (MoveMask's, or some of them) as bits, best-first: `killer` (see
  // Killers), then `hint`, then the rest by the ordering; returns how many.
  int Moves(int seat, uint32_t moves, int hint, int killer, int* out) const;
  // The legal cards of `seat` over the current trick, as a Mask.
  uint32_t LegalMask(int seat) const;
  // Whether Mask bit `card` beats `winning`, the card winning the trick so far.
  bool Beats(int card, int winning) const;
  // Whether `hand` holds a card that beats `card`, the card winning a trick led in `led`
  // (duties aside: for move ordering only).
  bool CanBeat(uint32_t hand, int card, int led) const;
  // Loads `p` into the search state (and the table's deal).
  void Start(const Position& p);
  // Side 0's final points from `p` (won[0] included).
  int SolveSide0(const Position& p, SolveStats* stats);
  // Side 0's points from the last trick, one card in each hand.
  int LastTrick() const;
  // Keeps the table when `p` is the same deal (same owners, trump and rules) as the last one.
  void UseDeal(const Position& p);
  uint32_t Mask(CardSet set) const;

  // Keyed by the cards in the hands (Mask bits) and the leader; bounds on side 0's points.
  DealTable<uint32_t> table_;
  Killers killers_;
  int trump_ = -1;
  belote::PlayRules rules_;
  // The search works on 32-bit masks: bit 8 * suit + strength - 1 (strength 1 … 8 under the
  // trump, belote's order), so a higher bit of a suit is a stronger card and "the cards that
  // beat x" is a mask.
  std::array<uint8_t, 64> bit_{};     // Card::Index() → Mask bit, for this trump
  std::array<uint8_t, 32> points_{};  // belote::CardPoints by Mask bit
  uint32_t zero_ = 0;                 // the Mask bits of the cards of 0 points

  // The search state, changed and restored in place.
  std::array<uint32_t, 4> hands_{};
  std::array<int, 4> trick_{};  // Mask bits of the current trick's cards
  uint32_t in_trick_ = 0;       // the same, as a Mask
  int trick_size_ = 0;
  int leader_ = 0;
  int win_ = 0;             // the index in the trick of the card winning it so far
  int trick_points_ = 0;    // card points in the current trick
  int points_in_play_ = 0;  // card points in the hands and the trick
  int64_t nodes_ = 0;
};

// The same, over one solver per thread.
int Solve(const Position& p, SolveStats* stats = nullptr);
std::vector<CardValue> Evaluate(const Position& p, SolveStats* stats = nullptr);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_SOLVER_H_
