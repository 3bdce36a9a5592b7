// The review of a fishing game's moves (Diloti): with 52 cards and hidden hands a full solve is
// out of reach, so each recorded move is set beside the captures the engine found legal
// instead and what each would have taken at once (engine/outcome.h TakeChoice). A move misses
// a xeri when a legal capture was one and the move is not; it misses points when a legal
// capture takes more card points than the move did.
#ifndef REPLAY_REVIEW_TAKE_REVIEW_H_
#define REPLAY_REVIEW_TAKE_REVIEW_H_

#include "engine/outcome.h"

namespace replay::review {

struct TakeVerdict {
  bool xeri_chance = false;  // some legal capture was a xeri
  bool missed_xeri = false;  // … and the move was not one
  long missed_points = 0;    // the best legal capture's card points beyond the move's, or 0
  // What the move cost at once, the measure of its grade (review/grade.h): the best legal
  // capture's score beyond the move's, a score being the card points taken plus the rules'
  // xeri_points for a xeri (TakeChoice::xeri_points); 0 when no capture scored more.
  long cost = 0;
};

TakeVerdict Judge(const TakeChoice& choice);

}  // namespace replay::review

#endif  // REPLAY_REVIEW_TAKE_REVIEW_H_
