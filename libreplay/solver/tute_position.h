// A position of a Tute hand as the double-dummy solver sees it (rules/tute.md): every hand
// known, the trump, the options in force, the current trick, the points won so far and the
// cantes already sung. Only the part of a hand that is a pure card game: with 2 players the
// tricks after the stock (full duties, no draw, no exchange); with 3 and 4 players any trick.
//
// The value of a position (tute_solver.h) is the points the side to move can make sure of
// whatever the others do: card points of its tricks (TUT-70), its cantes (TUT-45) and the
// last-trick bonus (TUT-71). A cante is sung in the interval after a trick won by the singer's
// side (TUT-40…44), so the position also says whether such an interval is open.
#ifndef REPLAY_SOLVER_TUTE_POSITION_H_
#define REPLAY_SOLVER_TUTE_POSITION_H_

#include <array>

#include "core/card.h"
#include "tute/tute_options.h"

namespace replay::tute {
class State;
}

namespace replay::solver {

struct TutePosition {
  tute::Options options;          // players, duties, cantes and the last-trick bonus
  int trump = 0;
  std::array<CardSet, 4> hands;   // by seat (seats ≥ options.players hold nothing)
  std::array<Card, 4> trick{};    // trick[0..trick_size) in play order from `leader`
  int trick_size = 0;             // a complete trick is collected at once by Play
  int leader = 0;                 // the seat that led (or leads) the current trick
  std::array<int, 3> won{};       // points per side so far: cards, cantes, last-trick bonus
  unsigned sung = 0;              // bit s: suit s was sung (TUT-42)
  // Between tricks: the seat that won the last trick while its interval is open (cantes may
  // still be sung), else -1; and whether a cante was made in that interval (TUT-43).
  int interval = -1;
  bool sang_now = false;

  int Players() const { return options.players; }
  int SideOf(int seat) const { return Players() == 4 ? seat % 2 : seat; }
  int Sides() const { return Players() == 3 ? 3 : 2; }
  int ToMove() const { return (leader + trick_size) % Players(); }
  int Side() const { return SideOf(ToMove()); }
  // Tricks not yet collected, the current one included.
  int TricksLeft() const;
  CardSet InPlay() const;
};

// The engine's state of a hand as a position (cards won, cantes, the open interval), once the
// hand is a pure card game: with 2 players after the last draw (not in a stock trick, nor in
// interval D with its draw pending). The last-trick bonus is counted once the hand ended.
TutePosition FromState(const tute::State& state);

// The legal cards of the seat to move under full duties (tute::CheckDuty).
CardSet Legal(const TutePosition& p);

// The position after the seat to move plays `card` (assumed legal). The card closes an open
// interval; the last card of a trick collects it: its winner's side takes the card points
// (+ the bonus on the last trick), leads the next trick and opens its interval.
TutePosition Play(const TutePosition& p, Card card);

// The suits `seat` may sing now (bit s: suit s): TUT-40…44 over the position, for a seat of
// the side that won the last trick while its interval is open. Cantes are allowed in every
// interval of a position (with 2 players, cante_after_stock = false: none).
unsigned CanteSuits(const TutePosition& p, int seat);

// The position after `seat` sings `suit` (assumed allowed): 40 in trumps, 20 otherwise.
TutePosition Sing(const TutePosition& p, int seat, int suit);

// Card points of the cards in `set` (TUT-70).
int CardPointsOf(CardSet set);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_TUTE_POSITION_H_
