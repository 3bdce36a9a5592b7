// The rows of a record's review (review/record_review.h): the record's mark, every card or move
// with its grade, and each hand's summary per side.
#include <array>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "belote/belote.h"
#include "core/seat.h"
#include "store/writer.h"

namespace replay::store {

bool Store::Writer::HasReview(int64_t id) {
  has_review.Bind(1, id);
  const bool found = has_review.Step();
  has_review.Reset();
  return found;
}

// The review's rows: the record's mark, every card or move, and each hand's summary per side.
void Store::Writer::Review(int64_t id, const Record& r, const review::RecordReview& review) {
  record_review.Bind(1, id).Bind(2, int64_t(review.hands.size())).Run();
  // Each card's and move's grade on the game's default thresholds (review/grade.h).
  static const review::GradeScale kGrades;
  const review::Thresholds& grades = kGrades.For(r.game);
  // Graded (1) and the grade, at `column` and the next.
  const auto bind_grade = [](Rows& s, int column, review::Grade g) {
    s.Bind(column, int64_t{1});
    ++column;
    if (g == review::Grade::kNone) s.BindNull(column);
    else s.Bind(column, review::GradeName(g));
  };
  const int n = int(r.players.size());
  for (const review::ReviewedHand& h : review.hands) {
    const int64_t hand_index = int64_t(h.hand);
    if (h.trick) {
      for (size_t k = 0; k < h.trick->cards.size(); ++k) {
        const solver::CardCost& c = h.trick->cards[k];
        std::string best = "[";
        for (Card b : c.best)
          best += fmt::format("{}\"{}\"", best.size() > 1 ? "," : "", CardCode(b, h.trick->deck));
        best += "]";
        review_card.Bind(1, id).Bind(2, hand_index).Bind(3, int64_t(h.trick->play_index[k]))
            .Bind(4, c.seat)
            .Bind(5, CardCode(c.card, h.trick->deck)).Bind(6, c.before).Bind(7, c.after)
            .Bind(8, c.cost).Bind(9, best);
        bind_grade(review_card, 10, grades.Of(c.cost));
        review_card.Run();
      }
      if (h.dd) {  // Bourlot, Pilotta (migration 7)
        for (int suit = 0; suit < 4; ++suit)
          review_dd.Bind(1, id).Bind(2, hand_index)
              .Bind(3, std::string(1, SuitLetter(suit, belote::kDeck)))
              .Bind(4, int64_t(h.dd->points[size_t(suit)][0]))
              .Bind(5, int64_t(h.dd->points[size_t(suit)][1]))
              .Run();
        review_contract.Bind(1, id).Bind(2, hand_index);
        if (h.dd->makeable) review_contract.Bind(3, int64_t(*h.dd->makeable));
        else review_contract.BindNull(3);
        review_contract.Run();
      }
      for (int s = 0; s < int(h.trick->value.size()); ++s) {
        review_side.Bind(1, id).Bind(2, hand_index).Bind(3, s)
            .Bind(4, int64_t(h.trick->value[size_t(s)]))
            .Bind(5, int64_t(h.trick->points[size_t(s)]))
            .Bind(6, int64_t(h.trick->cost[size_t(s)]));
        for (int c = 7; c <= 10; ++c) review_side.BindNull(c);
        review_side.Run();
      }
    }
    if (h.choices) {
      std::vector<std::array<int64_t, 4>> sides(size_t(NumSides(n)));  // moves, chances, xeri, points
      for (size_t k = 0; k < h.verdicts.size(); ++k) {
        const TakeChoice& c = (*h.choices)[k];
        const review::TakeVerdict& v = h.verdicts[k];
        review_move.Bind(1, id).Bind(2, hand_index).Bind(3, int64_t(k)).Bind(4, c.seat)
            .Bind(5, c.played.move).Bind(6, int64_t(c.played.cards))
            .Bind(7, int64_t(c.played.points)).Bind(8, c.played.xeri)
            .Bind(9, int64_t(c.captures.size())).Bind(10, int64_t(c.builds))
            .Bind(11, v.xeri_chance).Bind(12, v.missed_xeri).Bind(13, int64_t(v.missed_points))
            .Bind(14, int64_t(v.cost));
        bind_grade(review_move, 15, grades.Of(v.cost));
        review_move.Run();
        std::array<int64_t, 4>& t = sides.at(size_t(SideOf(c.seat, n)));
        t[0] += 1;
        t[1] += v.xeri_chance;
        t[2] += v.missed_xeri;
        t[3] += v.missed_points;
      }
      for (size_t s = 0; s < sides.size(); ++s) {
        review_side.Bind(1, id).Bind(2, hand_index).Bind(3, int64_t(s));
        for (int c = 4; c <= 6; ++c) review_side.BindNull(c);
        review_side.Bind(7, sides[s][0]).Bind(8, sides[s][1]).Bind(9, sides[s][2])
            .Bind(10, sides[s][3]);
        review_side.Run();
      }
    }
  }
}

}  // namespace replay::store
