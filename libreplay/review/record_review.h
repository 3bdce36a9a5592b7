// The review of one replayed record, hand by hand: what replay-review prints and what
// replay-import --review stores (store/store.h), computed in one place so that the two agree.
// Bourlot and Pilotta hands with their card play get the double-dummy review (trick_review.h),
// Tute hands played to their last trick the same from where it is exact (tute_review.h), Diloti
// hands a verdict per move (take_review.h).
#ifndef REPLAY_REVIEW_RECORD_REVIEW_H_
#define REPLAY_REVIEW_RECORD_REVIEW_H_

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/outcome.h"
#include "notation/record.h"
#include "review/dd_table.h"
#include "review/take_review.h"
#include "review/trick_review.h"
#include "review/tute_review.h"

namespace replay::review {

// Whether the review knows `game` (a record of another game is never reviewed, so the store
// keeps no review of it and a later build that knows the game may add one).
bool HasReview(std::string_view game);

struct ReviewedHand {
  size_t hand = 0;                        // its index in the record
  std::optional<HandReview> trick;        // Bourlot, Pilotta, Tute: the hand's card play
  const std::vector<TakeChoice>* choices = nullptr;  // Diloti: the moves (the outcome's)
  std::vector<TakeVerdict> verdicts;      // … and the verdict on each, in order
  std::optional<DdTable> dd;              // Bourlot, Pilotta: the deal's table (dd_tables)
  // The moves reviewed (cards, or Diloti moves), and the cost of the k-th, the measure of its
  // grade (review/grade.h): trick points or points (trick games), the verdict's cost (Diloti).
  size_t Size() const { return trick ? trick->cards.size() : verdicts.size(); }
  long Cost(size_t k) const { return trick ? trick->cards[k].cost : verdicts[k].cost; }
  // The seat that made the k-th move, and its index among the hand's recorded actions (the
  // auction's calls first): what the review's people's numbers count from (that + 1).
  int Seat(size_t k) const { return trick ? trick->cards[k].seat : (*choices)[k].seat; }
};

struct RecordReview {
  std::vector<ReviewedHand> hands;  // the hands with something to review, in order
};

// The solvers of a review, each with its table (12 and 16 MB), made when first needed and kept
// from record to record.
class Solvers {
 public:
  solver::Solver& Trick();
  solver::TuteSolver& Tute();

 private:
  std::unique_ptr<solver::Solver> trick_;
  std::unique_ptr<solver::TuteSolver> tute_;
};

// Reviews every hand of `outcome` (replayed with ReplayOptions::want_play) that has card play or
// Diloti moves. The result points into `outcome`, which must outlive it.
// With `dd_tables`, also each Bourlot and Pilotta deal's double-dummy table (dd_table.h): three
// more whole-hand solves a deal, the contract's trump being the review's own first solve.
RecordReview ReviewRecord(const MatchOutcome& outcome, Solvers& solvers, bool dd_tables = false);

// Adds the review's cards and moves to each player's figures, the player named as
// Record::PlayerName names him, each graded on `grades` (the record's game's thresholds).
void AddTo(PlayerTotals& totals, const Record& record, const RecordReview& review,
           const Thresholds& grades);

// The index among hand `h`'s recorded actions (auction calls, then play) of the k-th move the
// review looked at: the JSON output's 0-based "move"; people read it + 1, which is also the
// review page's "move M" (the board after M actions).
size_t ActionIndex(const Record& record, const ReviewedHand& hand, size_t k);

}  // namespace replay::review

#endif  // REPLAY_REVIEW_RECORD_REVIEW_H_
