#include "engine/replay.h"

#include <fmt/format.h>

#include "notation/catalog.h"

namespace replay {

void ReplayRecord(const json::Value& root, const Source& source, const ReplayOptions& options,
                  Record& record, RecordReport& report,
                  const std::vector<uint32_t>* duplicate_keys, size_t duplicate_count) {
  record.source = source;
  report.record = &record;
  Reporter reporter(record, report.diagnostics);
  bool shaped = BuildRecord(root, record, reporter, Games());
  if (duplicate_keys) {
    // One diagnostic per repeated name (the reader keeps a bounded list of them): each costs a
    // walk of the tree, so a record of thousands of copies of one key stays cheap.
    for (size_t i = 0; i < duplicate_keys->size(); ++i) {
      std::string pointer = json::PointerToKey(root, (*duplicate_keys)[i]);
      size_t more = duplicate_count > duplicate_keys->size() && i + 1 == duplicate_keys->size()
                        ? duplicate_count - duplicate_keys->size() : 0;
      reporter.Error("record/shape", pointer,
                     more == 1 ? Tr("this key occurs twice in one object; a record must say "
                                    "each thing once (1 more repeated key is not listed)")
                     : more ? Tr("this key occurs twice in one object; a record must say "
                                 "each thing once ({} more repeated keys are not listed)", more)
                            : Tr("this key occurs twice in one object; a record must say "
                                 "each thing once"));
      shaped = false;
    }
  }
  const Game* game = FindGame(record.game);
  if (!shaped || !game) return;
  MatchOutcome outcome;
  bool want = options.want_results || options.want_facts || options.want_play;
  game->Replay(record, options, reporter, want ? &outcome : nullptr);
  if (want && (reporter.error_count() == 0 || options.keep_invalid_outcome))
    report.outcome = std::move(outcome);
}

void ReplayStep(const ParsedRecord& step, const ReplayOptions& options, Record& record,
                RecordReport& report) {
  report.diagnostics = step.syntax;
  report.outcome.reset();
  report.record = nullptr;
  report.text = {};
  if (!step.more) {  // trailing syntax errors (e.g. an unclosed array) still need reporting
    report.index = report.diagnostics.front().record;
    report.input = report.diagnostics.front().input;
    return;
  }
  report.index = step.source.index;
  report.input = step.source.input;
  report.text = step.source.text;
  if (step.root)
    ReplayRecord(*step.root, step.source, options, record, report, &step.duplicate_keys(),
                 step.duplicate_key_count());
}

void ReplayInput(RecordReader& reader, const ReplayOptions& options,
                 const std::function<void(const RecordReport&)>& sink, int jobs) {
  // Record is reused: its vectors keep their capacity from record to record.
  struct Replayed {
    Record record;
    RecordReport report;
  };
  ForEachRecord<Replayed>(
      reader, jobs,
      [&](const ParsedRecord& step, Replayed& r) { ReplayStep(step, options, r.record, r.report); },
      [&](const ParsedRecord&, Replayed& r) { sink(r.report); });
}

}  // namespace replay
