// The parts of the double-dummy searches that know no game, shared by the Bourlot/Pilotta
// solver (solver.h) and the Tute solver (tute_solver.h): principal variation search's window
// per move, the move list kept best-first, and the bounds a table entry keeps after a search.
// Header-only, so each search inlines them.
#ifndef REPLAY_SOLVER_SEARCH_CORE_H_
#define REPLAY_SOLVER_SEARCH_CORE_H_

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace replay::solver {

// The value of one move of a node searching the window (alpha, beta), as principal variation
// search finds it: the first move (the best by the ordering or the table) with the whole
// window; each other move first with a null window at the bound the node would improve ("is it
// better than the best so far?"), which mostly says no at a fraction of a full search's cost,
// then, only when it says yes, again over the part of the window it left open. `search` is
// fail-soft (exact when strictly inside the window), and so is the value.
template <typename Search>
int PrincipalVariation(bool first, bool maximize, int alpha, int beta, Search search) {
  if (first || beta - alpha <= 1) return search(alpha, beta);
  if (maximize) {
    const int v = search(alpha, alpha + 1);  // v > alpha: the move is worth at least v
    return v <= alpha || v >= beta ? v : search(v - 1, beta);
  }
  const int v = search(beta - 1, beta);  // v < beta: the move is worth at most v
  return v >= beta || v <= alpha ? v : search(alpha, v + 1);
}

// Adds `move` with ordering `key` to moves[0..count), kept by key, highest first (a move after
// those of equal key); returns the new count.
inline int InsertByKey(int* moves, int* keys, int count, int move, int key) {
  int i = count;
  for (; i > 0 && keys[i - 1] < key; --i) {
    keys[i] = keys[i - 1];
    moves[i] = moves[i - 1];
  }
  keys[i] = key;
  moves[i] = move;
  return count + 1;
}

// Moves `hint` (the table's best move of an earlier search) to the front, when it is listed.
inline void HintFirst(int* moves, int count, int hint) {
  if (hint < 0) return;  // none: only trick starts have table entries
  for (int i = 0; i < count; ++i)
    if (moves[i] == hint) {
      std::rotate(moves, moves + i, moves + i + 1);
      return;
    }
}

// Killer moves: the card that last refuted (cut off) a node after another card had failed to,
// per place in the trick, seat and situation — for a lead, the number of cards in the hand; for
// a later card, the card winning the trick so far. Sibling positions of one search mostly
// differ in a card or two played earlier, so a card that refuted one of them often refutes the
// next, and it is tried first, even before the table's best card. A killer that refuted as the
// first card tried says nothing new and would replace one that had to be found. Measured over
// 300 Bourlot deals and 30 reviews (solve values unchanged): 54.2M nodes without killers, 39.5M
// with killers at leads only, 24.1M with these; keyed by the hand's size after a lead too
// (29.5M), by the card before (36.3M) or by the card led as well (24.5M) it was worse. Kept
// for a deal, like the table, and cleared with it.
class Killers {
 public:
  Killers() { Clear(); }
  void Clear() {
    for (auto& place : card_)
      for (auto& situation : place) situation.fill(-1);
  }
  // The situation of a node: `place` in the trick (0: the lead), the mover's `hand` and the
  // card winning the trick so far (its mask bit; ignored for a lead).
  static int Situation(int place, uint64_t hand, int winning) {
    return place == 0 ? std::popcount(hand) : winning;
  }
  // The killer (-1 when none yet) of the node, and its new one.
  int Get(int place, int situation, int seat) const { return card_[place][situation][seat]; }
  void Set(int place, int situation, int seat, int card) {
    card_[place][situation][seat] = int8_t(card);
  }

 private:
  // Places 0-3, situations < 40 (a mask bit of 40 cards, or at most 20 cards in a hand), seats.
  std::array<std::array<std::array<int8_t, 4>, 40>, 4> card_;
};

// The bounds a table entry keeps after a fail-soft search of the window (alpha, beta) returned
// `best`: a value at or outside the window is a bound, else exact. The other bound stays what
// the probe found, so a later search of another window keeps what earlier ones proved.
inline void KeepBounds(int alpha, int beta, int best, int& lower, int& upper) {
  if (best <= alpha)
    upper = best;
  else if (best >= beta)
    lower = best;
  else
    lower = upper = best;
}

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_SEARCH_CORE_H_
