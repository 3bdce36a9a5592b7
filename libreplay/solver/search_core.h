// The parts of the double-dummy searches that know no game, shared by the Bourlot/Pilotta
// solver (solver.h) and the Tute solver (tute_solver.h): the null-window driver that finds a
// fail-soft search's exact value, the move list kept best-first, and the bounds a table entry
// keeps after a search. Header-only, so each search inlines them as before.
#ifndef REPLAY_SOLVER_SEARCH_CORE_H_
#define REPLAY_SOLVER_SEARCH_CORE_H_

#include <algorithm>

namespace replay::solver {

// The exact value in [lower, upper] of `search(alpha, beta)`, a fail-soft search (exact when
// strictly inside the window), by null-window searches ("is it at least beta?") narrowing the
// range: each prunes far more than one full-window search, and a table keeps what the earlier
// ones proved. The searches just above and below the value cost the most, so `guess` is tried
// first, MTD(f)-style (when it is right, those two are the only ones); then bisection, which
// needs no good guess. A guess outside (lower, upper] is ignored.
template <typename Search>
int NullWindowValue(int lower, int upper, int guess, Search search) {
  auto test = [&](int beta) {
    const int v = search(beta - 1, beta);
    if (v >= beta)
      lower = v;
    else
      upper = v;
    return v >= beta;
  };
  if (guess > lower && guess <= upper) {
    if (test(guess)) {
      if (lower < upper) test(lower + 1);
    } else if (lower < upper) {
      test(upper);
    }
  }
  while (lower < upper) test((lower + upper + 1) / 2);
  return lower;
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
  for (int i = 0; i < count; ++i)
    if (moves[i] == hint) {
      std::rotate(moves, moves + i, moves + i + 1);
      return;
    }
}

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
