// Tournament standings over many matches (replay-score --standings): per player or per pair,
// matches played, won, lost, points for and against, and the difference.
//
// Counting rules (documented in replay-score(1)):
// - only valid records count; a match without a winner (unfinished) counts in `unfinished` and
//   nowhere else;
// - a side's points are its final match score; "against" adds up the other sides' scores;
// - `--by player` credits every player of a side; `--by pair` credits the side as one entry, named
//   by its players in seat order ("Nikos & Giorgos"); players are told apart by `id` when given;
// - the order: more wins, then the larger difference, then more points for, then fewer matches
//   played, then the name.
#ifndef REPLAY_SCORE_STANDINGS_H_
#define REPLAY_SCORE_STANDINGS_H_

#include <map>
#include <string>
#include <vector>

#include "engine/game.h"
#include "notation/record.h"

namespace replay {

struct StandingsRow {
  std::string name;
  long played = 0, won = 0, lost = 0, unfinished = 0;
  long points_for = 0, points_against = 0;
  long Difference() const { return points_for - points_against; }
};

class Standings {
 public:
  enum class By { kPlayer, kPair };
  explicit Standings(By by) : by_(by) {}

  // Adds one valid record with its computed outcome.
  void Add(const Record& record, const MatchOutcome& outcome);
  // The table, best first.
  std::vector<StandingsRow> Rows() const;

 private:
  By by_;
  std::map<std::string, StandingsRow> rows_;  // keyed by player id or name (or pair key)
};

}  // namespace replay

#endif  // REPLAY_SCORE_STANDINGS_H_
