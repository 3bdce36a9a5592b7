#include "review/record_review.h"

#include <string>

#include "engine/game.h"

namespace replay::review {

bool HasReview(std::string_view game) {
  const Game* g = FindGame(game);
  return g && g->Review() != ReviewKind::kNone;
}

solver::Solver& Solvers::Trick() {
  if (!trick_) trick_ = std::make_unique<solver::Solver>();
  return *trick_;
}

solver::TuteSolver& Solvers::Tute() {
  if (!tute_) tute_ = std::make_unique<solver::TuteSolver>();
  return *tute_;
}

RecordReview ReviewRecord(const MatchOutcome& outcome, Solvers& solvers) {
  RecordReview out;
  for (size_t h = 0; h < outcome.hands.size(); ++h) {
    const HandOutcome& hand = outcome.hands[h];
    // No play to review: a sheet, a partial hand, a Tute hand ended by a tute or a capote.
    if (!hand.play && !hand.tute_play && !hand.takes) continue;
    ReviewedHand& r = out.hands.emplace_back();
    r.hand = h;
    if (hand.play) r.trick = ReviewHand(*hand.play, solvers.Trick());
    if (hand.tute_play) r.trick = ReviewTuteHand(*hand.tute_play, solvers.Tute());
    if (hand.takes) {
      r.choices = &*hand.takes;
      for (const TakeChoice& c : *hand.takes) r.verdicts.push_back(Judge(c));
    }
  }
  return out;
}

void AddTo(PlayerTotals& totals, const Record& record, const RecordReview& review) {
  for (const ReviewedHand& h : review.hands) {
    if (h.trick)
      for (const solver::CardCost& c : h.trick->cards)
        totals.Add(std::string(record.PlayerName(c.seat)), c);
    for (size_t k = 0; k < h.verdicts.size(); ++k)
      totals.Add(std::string(record.PlayerName((*h.choices)[k].seat)), h.verdicts[k]);
  }
}

}  // namespace replay::review
