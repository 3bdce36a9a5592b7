// The review of a trick game's card play (Bourlot, Pilotta; Tute in tute_review.h): every card's
// double-dummy value before and after it from the mover's side, its cost and the best cards
// (solver/card_cost.h), a summary per hand, and figures per player over many hands: mean cost
// per card and the share of optimal cards (cost 0) with its 95 % Wilson interval
// (stats/interval.h).
//
// Bourlot and Pilotta: trick points only (152 in cards + 10 for the last trick): declarations,
// belote and capot are scoring and no card changes them here, so the cost of a card is in trick
// points.
#ifndef REPLAY_REVIEW_TRICK_REVIEW_H_
#define REPLAY_REVIEW_TRICK_REVIEW_H_

#include <array>
#include <map>
#include <string>
#include <vector>

#include "engine/outcome.h"
#include "review/grade.h"
#include "review/take_review.h"
#include "solver/card_cost.h"
#include "stats/interval.h"

namespace replay::review {

// The solver's position before the first card of `play`.
solver::Position StartOf(const TrickPlay& play);

struct HandReview {
  Deck deck = Deck::kFrench32;          // the cards' deck, for their codes
  std::vector<solver::CardCost> cards;  // one per card reviewed, in order
  std::vector<size_t> play_index;       // each card's index in the hand's `play`
  int first_trick = 0;                  // tricks played before the first card reviewed
  // Per side: the points with best play by all from the first card reviewed, the points as
  // played, and the sum of its players' card costs.
  std::vector<int> value, points, cost;
};

// Reviews every card of `play` (32 cards, as the engines fill TrickPlay). `stats` gets the
// solver's nodes.
HandReview ReviewHand(const TrickPlay& play, solver::Solver& solver,
                      solver::SolveStats* stats = nullptr);

// One player's figures over the cards reviewed (trick games) and the moves judged (Diloti).
struct PlayerFigures {
  int64_t cards = 0;    // cards reviewed
  int64_t optimal = 0;  // of cost 0
  int64_t cost = 0;     // trick points thrown away in all
  int64_t moves = 0;    // Diloti moves judged
  int64_t xeri_chances = 0, missed_xeri = 0;
  int64_t missed_points = 0;  // card points left on the table, in all
  // Cards and moves by grade (review/grade.h), by Grade's value: [0] cost nothing or too little.
  std::array<int64_t, kGrades> graded{};
  int64_t Units() const { return cards + moves; }
  double MeanCost() const { return cards ? double(cost) / double(cards) : 0; }
  double OptimalShare() const { return cards ? double(optimal) / double(cards) : 0; }
  stats::Interval OptimalInterval() const { return stats::Wilson(optimal, cards); }
};

// Figures by player name, in byte order of the names.
class PlayerTotals {
 public:
  void Add(const std::string& name, const solver::CardCost& card, Grade grade);
  void Add(const std::string& name, const TakeVerdict& move, Grade grade);
  const std::map<std::string, PlayerFigures>& Players() const { return players_; }

 private:
  std::map<std::string, PlayerFigures> players_;
};

}  // namespace replay::review

#endif  // REPLAY_REVIEW_TRICK_REVIEW_H_
