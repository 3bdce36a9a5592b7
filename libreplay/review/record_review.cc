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

RecordReview ReviewRecord(const MatchOutcome& outcome, Solvers& solvers, bool dd_tables) {
  RecordReview out;
  for (size_t h = 0; h < outcome.hands.size(); ++h) {
    const HandOutcome& hand = outcome.hands[h];
    // No play to review: a sheet, a partial hand, a Tute hand ended by a tute or a capote.
    if (!hand.play && !hand.tute_play && !hand.takes) continue;
    ReviewedHand& r = out.hands.emplace_back();
    r.hand = h;
    if (hand.play) {
      r.trick = ReviewHand(*hand.play, solvers.Trick());
      if (dd_tables)
        r.dd = DoubleDummyTable(*hand.play, solvers.Trick(), nullptr, &r.trick->value);
    }
    if (hand.tute_play) r.trick = ReviewTuteHand(*hand.tute_play, solvers.Tute());
    if (hand.takes) {
      r.choices = &*hand.takes;
      for (const TakeChoice& c : *hand.takes) r.verdicts.push_back(Judge(c));
    }
  }
  return out;
}

void AddTo(PlayerTotals& totals, const Record& record, const RecordReview& review,
           const Thresholds& grades) {
  for (const ReviewedHand& h : review.hands) {
    for (size_t k = 0; k < h.Size(); ++k) {
      const std::string name(record.PlayerName(h.Seat(k)));
      const Grade grade = grades.Of(h.Cost(k));
      if (h.trick) totals.Add(name, h.trick->cards[k], grade);
      else totals.Add(name, h.verdicts[k], grade);
    }
  }
}

size_t ActionIndex(const Record& record, const ReviewedHand& hand, size_t k) {
  if (!hand.trick) return k;  // Diloti: every action is a move
  const json::Value* auction = record.hands[hand.hand].auction;
  return (auction ? auction->size : 0) + hand.trick->play_index[k];
}

}  // namespace replay::review
