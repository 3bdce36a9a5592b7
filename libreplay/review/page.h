// The review page (replay-review --format html): one self-contained HTML file — inline CSS and
// script, the data as JSON in the page (an element per match), nothing fetched — that steps
// through each match move by move with the arrow keys. At every move it shows the board exactly
// as `replay-show --hand H --move M` prints it (engine/show.h BoardText), the review's note on
// the move that led there (review/annotate.h), the hand's summary, and the match's running-score
// chart (chart/match.h) with the current hand marked; the hand's moves in words, each costly one
// marked by its grade (review/grade.h) there and on the board, with a key and a button for the
// next mistake; titled by the match's event, round and date. Tute has no review yet: its moves and boards
// are shown, and the page says so.
#ifndef REPLAY_REVIEW_PAGE_H_
#define REPLAY_REVIEW_PAGE_H_

#include <functional>
#include <map>
#include <string_view>

#include "engine/game.h"
#include "review/grade.h"
#include "review/trick_review.h"

namespace replay::review {

// Writes the page as it is made, so that its memory is one match's, never the page's: the head
// at once, each match as it is added (its chart, then its data, board by board), and the script
// at Finish. A match's data holds its players' names once ("names") and every board and note
// refers to them by number, so a name of --max-string-bytes is not repeated at every move: the
// page stays within a small multiple of its input.
class Page {
 public:
  using Sink = std::function<void(std::string_view)>;
  // Writes the head of the page to `write`; `grades` grade the moves the page marks.
  Page(ReplayOptions options, Sink write, GradeScale grades = {});
  // A valid match replayed with ReplayOptions::want_play, with the trick review of each hand that
  // has card play, by hand index (the Diloti verdicts come from `outcome` itself).
  void Add(const Record& record, const MatchOutcome& outcome, std::string_view input,
           size_t index, const std::map<size_t, HandReview>& tricks);
  // Writes the rest of the page; with no match added, the page says there is none.
  void Finish();

 private:
  ReplayOptions options_;
  GradeScale grades_;
  Sink write_;
};

}  // namespace replay::review

#endif  // REPLAY_REVIEW_PAGE_H_
