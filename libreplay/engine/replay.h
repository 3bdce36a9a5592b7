// The library call behind replay-validate and replay-score: read every record of an input, check
// its notation, replay it with its game, and hand each record's report to the caller.
#ifndef REPLAY_ENGINE_REPLAY_H_
#define REPLAY_ENGINE_REPLAY_H_

#include <functional>
#include <optional>

#include "core/diagnostic.h"
#include "engine/game.h"
#include "notation/pipeline.h"
#include "notation/reader.h"
#include "notation/record.h"

namespace replay {

struct RecordReport {
  const Record* record = nullptr;  // null when the text was not JSON
  long index = 0;                  // 0-based index in the input
  std::string_view input;
  // The record's text as read; for a text that is not JSON, what the reader skipped as this
  // record (RecordReader::Next), for --invalid-out. Empty for trailing errors.
  std::string_view text;
  Diagnostics diagnostics;         // syntax, notation and game diagnostics, in replay order
  // With want_results or want_facts: for a valid record (or any, with keep_invalid_outcome).
  std::optional<MatchOutcome> outcome;
  bool valid() const { return !HasErrors(diagnostics); }
};

// Calls `sink` once per record, in input order, on the calling thread; the report is valid only
// during the call. With `jobs` > 1 the records are replayed on that many threads
// (notation/pipeline.h; 0: one a processor); what `sink` sees is the same.
void ReplayInput(RecordReader& reader, const ReplayOptions& options,
                 const std::function<void(const RecordReport&)>& sink, int jobs = 1);

// The replay of one step of a reader (a record, or trailing syntax errors) into `record` and
// `report`, which are reused from step to step; what ReplayInput hands its sink.
void ReplayStep(const ParsedRecord& step, const ReplayOptions& options, Record& record,
                RecordReport& report);

// Replays one record already parsed; used by ReplayInput and by tests. `duplicate_keys` are the
// offsets of repeated keys the parser listed (json::Document::duplicate_keys), `duplicate_count`
// how many there were in all (the list is capped).
void ReplayRecord(const json::Value& root, const Source& source, const ReplayOptions& options,
                  Record& record, RecordReport& report,
                  const std::vector<uint32_t>* duplicate_keys = nullptr,
                  size_t duplicate_count = 0);

}  // namespace replay

#endif  // REPLAY_ENGINE_REPLAY_H_
