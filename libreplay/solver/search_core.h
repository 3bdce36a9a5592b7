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

// Killer moves at trick starts: per number of cards in the leader's hand and leading seat, the
// card that last refuted (cut off) such a node after another card had failed to. Sibling
// positions of one search mostly differ in a card or two played earlier, so a lead that refuted
// one of them often refutes the next. Measured over 300 Bourlot deals: tried first, even before
// the table's best card, it cut the nodes by more than a quarter; killers after the other cards
// of a trick (already ordered well) cost more than they gained. Kept for a deal, like the
// table, and cleared with it.
class LeadKillers {
 public:
  LeadKillers() { Clear(); }
  void Clear() {
    for (auto& row : card_) row.fill(-1);
  }
  // The killer for a lead by `seat` holding `hand` (-1 when none yet).
  int Get(uint64_t hand, int seat) const { return card_[Row(hand)][seat]; }
  void Cut(uint64_t hand, int seat, int card) { card_[Row(hand)][seat] = int8_t(card); }

 private:
  static size_t Row(uint64_t hand) { return std::min<size_t>(std::popcount(hand), kRows - 1); }
  static constexpr size_t kRows = 21;  // up to 20 cards in a hand (2-player Tute)
  std::array<std::array<int8_t, 4>, kRows> card_;
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
