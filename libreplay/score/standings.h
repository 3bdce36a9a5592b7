// Tournament standings over many matches (replay-score --standings): per player or per pair,
// matches played, won, lost, points for and against, and the difference.
//
// Counting rules (documented in replay-score(1)):
// - only valid records count; every other one is left out and listed (LeftOut), so a player's
//   `played` never shrinks silently; a match without a winner (unfinished) counts in
//   `unfinished` and nowhere else;
// - with --count-computed, a record whose only errors are claims about results (a hand's
//   `result`, a running `total`, the match `result`: ClaimsOnly) counts at the score its replay
//   computed, and is listed as such (CountedAtComputed) and counted in each row's `computed`;
// - a side's points are its final match score; "against" adds up the other sides' scores;
// - totals of different games, or of one game in different units (Tute's 2-player points and
//   its 3- and 4-player games), are never added up: each (game, unit) is a group, and a table
//   over more than one group is refused unless the standings are grouped by game;
// - a person is their player id when the record gives one, else their name after NormalizeName
//   (NFC, trimmed and collapsed spaces, case kept); a PlayersMap maps an alias (id or name) to
//   a canonical name first. `--by pair` credits a side as one entry, named by PairName;
// - the order: more wins, then the larger difference, then more points for, then fewer matches
//   played, then the name; entries equal in all but the name share a rank (1, 1, 3: the
//   "competition" ranking), and are marked tied.
#ifndef REPLAY_SCORE_STANDINGS_H_
#define REPLAY_SCORE_STANDINGS_H_

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/diagnostic.h"
#include "engine/game.h"
#include "notation/record.h"
#include "score/players_map.h"

namespace replay {

struct StandingsRow {
  std::string name;
  long played = 0, won = 0, lost = 0, unfinished = 0;
  long points_for = 0, points_against = 0;
  long computed = 0;  // matches counted at their computed score (--count-computed)
  long rank = 0;      // 1-based; tied entries share it
  bool tied = false;  // another entry has the same rank
  long Difference() const { return points_for - points_against; }
};

// One game's table, in one unit ("points", "games": MatchRules::Unit).
struct StandingsGroup {
  std::string game, unit;
  std::vector<StandingsRow> rows;  // best first
};

// A record the standings left out, or counted at its computed score: where it is and its first
// error.
struct LeftOut {
  std::string input;
  long record = 0;
  std::string code, message;  // message: the English sentence (JSON)
  Message text;               // the same, translatable: what the notes show a person
  bool claims_only = false;  // its only errors are claims about results (ClaimsOnly)
};

// Whether every error of a record is a claim about results — at `/result`, a hand's
// `/hands/k/result` or `/hands/k/total` — and its replay still computed the match score: its
// play is legal and its score known, only what the sheet says of it is wrong.
bool ClaimsOnly(const Diagnostics& diagnostics, const MatchOutcome* outcome);

class Standings {
 public:
  enum class By { kPlayer, kPair };
  explicit Standings(By by, const PlayersMap* players = nullptr) : by_(by), players_(players) {}

  // Adds one valid record with its computed outcome.
  void Add(const Record& record, const MatchOutcome& outcome);
  // Adds a record whose only errors are claims (ClaimsOnly) at its computed score, and lists
  // it.
  void AddComputed(std::string_view input, long index, const Record& record,
                   const MatchOutcome& outcome, const Diagnostics& diagnostics);
  // Notes a record that does not count, with its diagnostics (the first error is kept).
  void LeaveOut(std::string_view input, long record, const Diagnostics& diagnostics,
                const MatchOutcome* outcome = nullptr);

  // The tables, one per (game, unit), in byte order of game then unit.
  std::vector<StandingsGroup> Groups() const;
  const std::vector<LeftOut>& left_out() const { return left_out_; }
  const std::vector<LeftOut>& computed() const { return computed_; }
  long counted() const { return counted_; }  // records added

 private:
  // A person's key and shown name: mapped, then normalised.
  std::pair<std::string, std::string> Person(const Player& player) const;

  By by_;
  const PlayersMap* players_;
  // (game, unit) -> key (person or pair) -> row
  std::map<std::pair<std::string, std::string>, std::map<std::string, StandingsRow>> groups_;
  void Count(const Record& record, const MatchOutcome& outcome, bool computed);

  std::vector<LeftOut> left_out_, computed_;
  long counted_ = 0;
};

// "left out of the standings: 1 record of 6, not valid" and a line per record (input, index,
// first error), escaped for a terminal: the note replay-score writes to stderr in every format.
std::string LeftOutNote(const Standings& standings);
// "counted at the computed score: 1 record of 6, only its claimed results are wrong" and a line
// per record, the note of --count-computed.
std::string ComputedNote(const Standings& standings);

}  // namespace replay

#endif  // REPLAY_SCORE_STANDINGS_H_
