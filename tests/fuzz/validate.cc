// The full validator (replay-validate and replay-score's library call) for one game: built once
// per game with REPLAY_FUZZ_GAME, seeded with that game's samples. Every record is replayed with
// results and facts; a valid record's outcome must be complete.
#include <cstdint>

#include "engine/replay.h"
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text = replay::fuzz::AsText(data, size);
  // Other games have their own targets: keep this one's corpus to its game.
  if (text.find("\"" REPLAY_FUZZ_GAME "\"") == std::string_view::npos) return -1;
  replay::ReadLimits limits;
  limits.max_record_bytes = 1 << 16;
  replay::RecordReader reader(std::string(text), "fuzz", limits);
  replay::ReplayOptions options;
  options.want_results = true;
  options.want_facts = true;
  replay::ReplayInput(reader, options, [&](const replay::RecordReport& report) {
    for (const replay::Diagnostic& d : report.diagnostics) FUZZ_CHECK(!d.code.empty());
    if (report.valid() && report.record && report.record->game == REPLAY_FUZZ_GAME)
      FUZZ_CHECK(report.outcome.has_value());
  });
  return 0;
}
