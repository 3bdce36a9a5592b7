// A position of a Bourlot or Pilotta hand as the double-dummy solver sees it: every hand known,
// the trump, the play duties in force, the current trick and the trick points won so far.
//
// Trick points are those of both rule pages (§2): 152 in cards plus 10 for the last trick = 162.
// Capot (252 / 250) is scoring, not trick points, and is left to each game's scoring.
#ifndef REPLAY_SOLVER_POSITION_H_
#define REPLAY_SOLVER_POSITION_H_

#include <array>

#include "belote/belote.h"
#include "core/card.h"

namespace replay::solver {

struct Position {
  std::array<CardSet, 4> hands;  // by seat; partnerships are seat % 2
  int trump = 0;
  belote::PlayRules rules;
  std::array<Card, 4> trick{};   // trick[0..trick_size) in play order, trick[0] led by `leader`
  int trick_size = 0;            // 0..3: a complete trick is collected at once by Play
  int leader = 0;                // the seat that led (or leads) the current trick
  std::array<int, 2> won{};      // trick points already taken per side, last-trick 10 included

  int ToMove() const { return (leader + trick_size) % 4; }
  int Side() const { return ToMove() % 2; }
  // Tricks not yet collected, the current one included.
  int TricksLeft() const;
  // The cards still in play: the hands and the current trick.
  CardSet InPlay() const;
  // The trick points of the whole hand: won so far, plus the cards in play and the last trick's
  // 10 when a trick is left. 162 for a hand dealt from a full deck.
  int Total() const;
};

// The position before the first card: hands dealt, `leader` to lead.
Position FromDeal(const std::array<CardSet, 4>& hands, int trump, const belote::PlayRules& rules,
                  int leader);

// The legal cards of the seat to move (belote::LegalCards over the current trick).
CardSet Legal(const Position& p);

// The position after the seat to move plays `card` (assumed legal). A fourth card collects the
// trick: its winner's side takes its card points (+10 on the last trick) and leads the next.
Position Play(const Position& p, Card card);

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_POSITION_H_
