#include "store/import.h"

#include <optional>

namespace replay::store {

void Importer::Import(RecordReader& reader, const Observer& observer) {
  ReplayOptions replay_options;
  replay_options.overrides = options_.overrides;
  replay_options.want_facts = true;
  replay_options.want_play = options_.review;
  struct Imported {
    Record record;
    RecordReport report;
    std::string source_hash;  // Store::SourceHash of the text, for a record that is JSON
    bool known = false;       // the same text is stored valid already: not replayed
    Store::Prepared prepared;
    std::optional<review::RecordReview> review;  // ImportOptions::review, of a game it knows
  };
  std::optional<Transaction> transaction;  // begun at the first record to store
  long in_transaction = 0;
  // On the calling thread, as each record is read: a text already stored (Store::Known) is a
  // duplicate without replaying it. The answer does not depend on what is still in flight: a
  // text that an earlier record of this input will add is replayed and then found a duplicate,
  // with the same (silent) outcome.
  auto admit = [&](const ParsedRecord& step, Imported& r) {
    r.known = false;
    r.review.reset();
    r.source_hash.clear();
    if (!step.more || !step.root) return true;
    r.source_hash = Store::SourceHash(step.source.text, options_.overrides);
    if (!store_.Known(r.source_hash, options_.review)) return true;
    r.known = true;
    r.record = Record();
    r.record.source = step.source;
    r.report = RecordReport();
    r.report.record = &r.record;
    r.report.index = step.source.index;
    r.report.input = step.source.input;
    return false;
  };
  // On a worker: the replay, and the canonical text and hash of a record to store.
  auto work = [&](const ParsedRecord& step, Imported& r) {
    ReplayStep(step, replay_options, r.record, r.report);
    const RecordReport& report = r.report;
    bool stored = report.valid() ? report.outcome.has_value()
                                 : options_.keep_invalid && report.record && report.record->root;
    if (stored) r.prepared = Store::Prepare(report, options_.overrides);
    r.review.reset();
    if (options_.review && report.valid() && report.outcome &&
        review::HasReview(r.record.game)) {
      // One solver per replaying thread: its table is reused (reset per deal), not remade.
      thread_local review::Solvers solvers;
      r.review = review::ReviewRecord(*report.outcome, solvers, /*dd_tables=*/true);
    }
  };
  auto emit = [&](const ParsedRecord&, Imported& r) {
    const RecordReport& report = r.report;
    ++counts_.records;
    Disposition disposition;
    bool store = false;
    if (r.known) {
      store = true;
      disposition = Disposition::kDuplicate;
    } else if (!report.valid()) {
      ++counts_.invalid;
      store = options_.keep_invalid && report.record && report.record->root;
      disposition = store ? Disposition::kKeptInvalid : Disposition::kInvalid;
    } else if (!report.outcome) {
      ++counts_.no_engine;
      disposition = Disposition::kNoEngine;
    } else {
      store = true;
      disposition = Disposition::kAdded;
    }
    if (store) {
      // A known text counts in its batch as the duplicate it is, so that batches end at the
      // same records whatever was known before it was read (and whatever --jobs).
      if (!transaction) {
        transaction.emplace(store_.db());
        store_.DeferIndexes();
      }
      Store::Added added = r.known ? Store::Added::kDuplicate
                                   : store_.Add(report, r.prepared, options_.overrides,
                                                r.source_hash, r.review ? &*r.review : nullptr);
      if (r.review && added != Store::Added::kDuplicate) ++counts_.reviewed;
      if (added == Store::Added::kDuplicate || added == Store::Added::kReviewed) {
        disposition = Disposition::kDuplicate;
        ++counts_.duplicates;
      } else if (disposition == Disposition::kKeptInvalid) {
        ++counts_.kept_invalid;
      } else {
        if (added == Store::Added::kReplaced) disposition = Disposition::kReplaced;
        ++counts_.added;
        counts_.hands_added += long(report.record->hands.size());
      }
      if (options_.batch > 0 && ++in_transaction == options_.batch) {
        store_.MakeDeferredIndexes();
        transaction->Commit();
        transaction.reset();
        in_transaction = 0;
      }
    }
    if (observer) observer(report, disposition);
  };
  ForEachRecord<Imported>(reader, options_.jobs, work, emit, admit);
  if (transaction) {
    store_.MakeDeferredIndexes();
    transaction->Commit();
  }
}

}  // namespace replay::store
