// The library call behind replay-import: replay every record of an input with its engine (facts
// wanted) and store it, one IMMEDIATE transaction per input or per batch of records. The replays
// may run on several threads (ImportOptions::jobs); the store is written on the calling thread,
// in input order. A text already stored valid and silent is skipped before its replay
// (Store::Known), so a re-import costs a parse and a hash per record.
//
// Atomicity: a record is written whole or not at all, and a transaction commits whole batches, so
// a killed import leaves the store exactly as after the last committed batch (the whole input's
// transaction by default: as before the input).
#ifndef REPLAY_STORE_IMPORT_H_
#define REPLAY_STORE_IMPORT_H_

#include <functional>

#include "engine/replay.h"
#include "store/store.h"

namespace replay::store {

struct ImportOptions {
  bool keep_invalid = false;                 // store invalid records, marked, with diagnostics
  long batch = 0;                            // records per transaction; 0 = the whole input
  const RuleOverrides* overrides = nullptr;  // --rules, applied to every record
  int jobs = 1;  // threads that replay (--jobs); the store is written on the calling thread only
  // Review each valid record's play (review/record_review.h, on the replaying threads) and store
  // the review with it; a record stored earlier without one is replayed and given it.
  bool review = false;
};

// What became of one record.
enum class Disposition {
  kAdded,        // stored
  kDuplicate,    // already stored: nothing changed
  kReplaced,     // stored valid where it was kept invalid before
  kInvalid,      // invalid, not stored
  kKeptInvalid,  // invalid, stored marked invalid (keep_invalid)
  kNoEngine,     // valid notation, but this build has no engine for its game: not stored
};

struct ImportCounts {
  long records = 0;
  long added = 0;  // kAdded + kReplaced
  long duplicates = 0;
  long invalid = 0;  // kInvalid + kKeptInvalid
  long kept_invalid = 0;
  long no_engine = 0;
  long hands_added = 0;  // hands of the records added
  long reviewed = 0;     // records stored with a review, or given one (ImportOptions::review)
};

class Importer {
 public:
  Importer(Store& store, const ImportOptions& options) : store_(store), options_(options) {}

  // Imports every record of `reader`. `observer` (may be empty) sees each record's report and
  // disposition after the store has taken it; the report is valid only during the call. A text
  // the store already holds valid (Store::Known) is a kDuplicate that was not replayed: its
  // report has no diagnostics, and its record only its `source`.
  using Observer = std::function<void(const RecordReport&, Disposition)>;
  void Import(RecordReader& reader, const Observer& observer);

  const ImportCounts& counts() const { return counts_; }

 private:
  Store& store_;
  ImportOptions options_;
  ImportCounts counts_;
};

}  // namespace replay::store

#endif  // REPLAY_STORE_IMPORT_H_
