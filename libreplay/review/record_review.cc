#include "review/record_review.h"

#include <string>

namespace replay::review {

bool HasReview(std::string_view game) {
  return game == "bourlot" || game == "pilotta" || game == "diloti";
}

RecordReview ReviewRecord(const MatchOutcome& outcome, solver::Solver& solver) {
  RecordReview out;
  for (size_t h = 0; h < outcome.hands.size(); ++h) {
    const HandOutcome& hand = outcome.hands[h];
    if (!hand.play && !hand.takes) continue;  // no play to review (sheet, partial, Tute)
    ReviewedHand& r = out.hands.emplace_back();
    r.hand = h;
    if (hand.play) r.trick = ReviewHand(*hand.play, solver);
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
