// Re-checking a record under another house-rule set (issue #14): each record is replayed by the
// shared driver twice, under rule set A and under rule set B, and the two reports compared.
// replay-diff prints the result; the comparison is here so that every game gets the same one.
#ifndef REPLAY_DIFF_DIFF_H_
#define REPLAY_DIFF_DIFF_H_

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "engine/options.h"
#include "engine/outcome.h"
#include "notation/reader.h"
#include "notation/record.h"

namespace replay {

// One rule set: the record's own `rules` under `overrides` (which win), as ReplayRecord applies
// them. Null overrides: the record's own rules alone.
//
// A record's claimed results (each played hand's `result`, the match `result`) were written for
// the record's own rules; under other rules they are what changes, not what is illegal. So when
// a set gives options for a record's game, the claims are taken out before its replay, and only
// the actions (deal, auction, play) and the options decide legality; the computed results are
// then compared. A set that gives none for the record's game is the record's own rules, and its
// claims are checked as replay-validate checks them. Score-sheet hands (no `cards`) and partial
// hands keep their `result` either way: it is their content, not a claim.
struct RuleSet {
  const RuleOverrides* overrides = nullptr;
};

// A result field whose value differs, in the order of A's fields (a field only B has comes
// after); a side missing the field has no value.
struct FieldDiff {
  std::string key;
  std::optional<std::string> a, b;  // ValueText
};

struct HandDiff {
  int hand = 0;
  bool scored_a = false, scored_b = false;  // a computed result (not a partial hand)
  std::vector<FieldDiff> fields;            // only the fields that differ
  std::optional<Sides> added_a, added_b;    // what the hand added to the match
  std::optional<Sides> total_a, total_b;    // the running totals after it
  // The hand's own result changed. A running total that moves only because an earlier hand
  // changed is not counted: the issue asks which hands change score.
  bool Changed() const { return scored_a != scored_b || !fields.empty() || added_a != added_b; }
};

struct RecordDiff {
  long index = 0;
  std::string input, game;
  std::vector<std::string> players;  // names, for the text form
  // The first error under each set: for a record legal under A, B's first error is the first
  // action (or option) B forbids, with its code, rule and pointer.
  std::optional<Diagnostic> error_a, error_b;
  std::vector<HandDiff> hands;         // every hand both replayed, when both are legal
  std::optional<Sides> score_a, score_b;
  int winner_a = -1, winner_b = -1;    // -1: the match goes on
  bool legal_a() const { return !error_a; }
  bool legal_b() const { return !error_b; }
  bool compared() const { return legal_a() && legal_b(); }
  // Legal under A, illegal under B (or the reverse: also a difference).
  bool legality_changed() const { return legal_a() != legal_b(); }
  // Two separate questions (issue #25): some hand scores differently, and the final score
  // differs. Hand changes can cancel out, leaving the final score as it was.
  bool some_hand_changed() const { return compared() && hands_changed() > 0; }
  bool score_changed() const { return compared() && score_a != score_b; }
  bool winner_changed() const { return compared() && winner_a != winner_b; }
  bool Differs() const {
    return legality_changed() || some_hand_changed() || score_changed() || winner_changed();
  }
  long hands_changed() const;  // how many hands' own results changed
};

// Replays every record of `reader` under `a` and under `b` and hands each comparison to `sink`,
// in input order. A text that is no JSON is reported with error_a = error_b = its syntax error.
// With `jobs` > 1 the records are replayed on that many threads (notation/pipeline.h); `sink`
// still sees them in input order, on the calling thread.
void DiffInput(RecordReader& reader, const RuleSet& a, const RuleSet& b,
               const std::function<void(const RecordDiff&)>& sink, int jobs = 1);

}  // namespace replay

#endif  // REPLAY_DIFF_DIFF_H_
