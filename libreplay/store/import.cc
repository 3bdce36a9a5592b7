#include "store/import.h"

#include <optional>

namespace replay::store {

void Importer::Import(RecordReader& reader, const Observer& observer) {
  ReplayOptions replay_options;
  replay_options.overrides = options_.overrides;
  replay_options.want_facts = true;
  std::optional<Transaction> transaction;  // begun at the first record to store
  long in_transaction = 0;
  ReplayInput(reader, replay_options, [&](const RecordReport& report) {
    ++counts_.records;
    Disposition disposition;
    bool store = false;
    if (!report.valid()) {
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
      if (!transaction) transaction.emplace(store_.db());
      Store::Added added = store_.Add(report, options_.overrides);
      if (added == Store::Added::kDuplicate) {
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
        transaction->Commit();
        transaction.reset();
        in_transaction = 0;
      }
    }
    if (observer) observer(report, disposition);
  }, options_.jobs);
  if (transaction) transaction->Commit();
}

}  // namespace replay::store
