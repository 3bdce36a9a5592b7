// The reconciliation view of replay-score: a match's table as the replay computed it, hand by
// hand and in running totals, side by side with what the record claims, so an organiser finds
// the line of a score sheet to fix. It is made for valid records too (then every claim agrees),
// so every table of replay-score, and its chart, reads the running totals from here.
//
// What counts (documented in replay-score(1)):
// - a hand's computed result is what the replay gives (HandOutcome::result), even where the
//   record's claims disagree; a score-sheet line the game rejects has none;
// - what a hand adds to the running totals is its result field named by the match's unit
//   (`points`, or `games` in 3- and 4-player Tute), a partial hand adds 0; after a hand that
//   adds nothing known, the computed totals are unknown;
// - the record's running totals are a hand's claimed `total` where it has one, else they add
//   its claim for each hand, or the computed value where the record claims nothing for that
//   hand (silence agrees); a wrong `total` is the slip (the replay's `match/total` error) or
//   carries it (its `match/total` warning), and the row says which;
// - a cell differs when its two sides are not equal, an unknown side included; the first
//   difference is the first hand with a differing claim, a rejected line, or a differing total.
#ifndef REPLAY_SCORE_RECONCILE_H_
#define REPLAY_SCORE_RECONCILE_H_

#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "engine/game.h"
#include "notation/record.h"

namespace replay {

// A field of a hand's claimed result that the replay does not confirm.
struct FieldDifference {
  std::string key;
  std::string claimed;   // as the record writes it
  std::string computed;  // as JSON writes it, or "" when the replay gives no such field
};

struct ReconciledHand {
  const Fields* computed = nullptr;  // the replay's result; null for a partial hand or a rejected line
  const json::Value* claimed = nullptr;  // the record's `result` object, when it has one
  bool partial = false;                  // a partial hand without a score (adds 0)
  std::optional<Sides> points, claimed_points;  // each side's `points` of this hand
  std::optional<Sides> total, claimed_total;    // running totals after this hand, in the unit
  std::vector<FieldDifference> differences;     // claimed fields that differ, `points` included
  std::string error;  // the code of the first error reported at this hand, if any
  bool points_differ = false, total_differ = false;
  bool slip = false, carried = false;  // its `total` is an addition slip, or carries one
  bool Differs() const { return points_differ || total_differ || !differences.empty(); }
};

struct Reconciliation {
  // False when the replay did not reach the end (an illegal action, a bad deal): there is no
  // computed table, and `stopped_at` is the hand where it stopped (-1: before any hand).
  bool complete = false;
  long stopped_at = -1;
  std::string unit;  // what the totals count
  std::vector<ReconciledHand> hands;  // one per hand of the record
  long first_difference = -1;         // 0-based hand index; -1 when every hand agrees
  // The match: the computed final totals and winner, and the claims.
  std::optional<Sides> score, claimed_score;
  std::optional<int> winner;  // -1: unfinished; nullopt: unknown (some hand's claims disagree)
  std::optional<long> claimed_winner;
  bool has_claimed_result = false;  // the record has a match `result`
  bool score_differs = false, winner_differs = false;
  bool Differs() const { return first_difference >= 0 || score_differs || winner_differs; }
};

// `outcome` is the replay's (ReplayOptions::keep_invalid_outcome for a record with errors),
// `diagnostics` the record's, which name the hand each error is at.
Reconciliation Reconcile(const Record& record, const MatchOutcome& outcome,
                         const Diagnostics& diagnostics);

}  // namespace replay

#endif  // REPLAY_SCORE_RECONCILE_H_
