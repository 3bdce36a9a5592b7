// The review page (replay-review --format html): one self-contained HTML file — inline CSS and
// script, the data as JSON in the page, nothing fetched — that steps through each match move by
// move with the arrow keys. At every move it shows the board exactly as `replay-show --hand H
// --move M` prints it (engine/show.h BoardText), the review's note on the move that led there
// (review/annotate.h), the hand's summary, and the match's running-score chart
// (chart/match.h) with the current hand marked. Tute has no review yet: its moves and boards
// are shown, and the page says so.
#ifndef REPLAY_REVIEW_PAGE_H_
#define REPLAY_REVIEW_PAGE_H_

#include <map>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "review/trick_review.h"

namespace replay::review {

// Builds the page a match at a time: a record is only alive while its report is, so each match
// is turned into text as it is added.
class Page {
 public:
  explicit Page(ReplayOptions options) : options_(options) {}
  // A valid match replayed with ReplayOptions::want_play, with the trick review of each hand that
  // has card play, by hand index (the Diloti verdicts come from `outcome` itself).
  void Add(const Record& record, const MatchOutcome& outcome, std::string_view input,
           size_t index, const std::map<size_t, HandReview>& tricks);
  // The whole document; with no match, a page that says so.
  std::string Html() const;

 private:
  ReplayOptions options_;
  nlohmann::json matches_ = nlohmann::json::array();
  std::string charts_;  // one <div class="chart"> per match, in order
};

}  // namespace replay::review

#endif  // REPLAY_REVIEW_PAGE_H_
