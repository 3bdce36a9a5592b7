// The options reader: fuzzed `--rules key=value` lines, then one sample record of each game
// replayed with them (the values reach every game's OptionReader and range checks).
#include <cstdint>

#include "engine/replay.h"
#include "fuzz_util.h"

namespace {

// The smallest records of each game that have options to read.
constexpr std::string_view kRecords =
    R"({"game": "diloti", "rules": {"players": 2}, "players": ["a", "b"], "hands": [{"result": {"points": [11, 0]}}]}
{"game": "tute", "rules": {"players": 3}, "players": ["a", "b", "c"], "hands": [{"dealer": 0, "result": {"points": [62, 40, 17], "games": [1, 0, 0]}}]}
{"game": "bourlot", "players": ["a", "b", "c", "d"], "hands": [{"result": {"points": [162, 0]}}]}
{"game": "pilotta", "players": ["a", "b", "c", "d"], "hands": [{"result": {"points": [16, 0]}}]}
)";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text = replay::fuzz::AsText(data, size);
  replay::RuleOverrides overrides;
  size_t lines = 0;
  while (!text.empty() && lines++ < 8) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    overrides.Add(line);  // a malformed line is refused with a message; the others are kept
  }
  replay::RecordReader reader{std::string(kRecords), "fuzz"};
  replay::ReplayOptions options;
  options.overrides = &overrides;
  options.want_results = true;
  replay::ReplayInput(reader, options, [](const replay::RecordReport& report) {
    for (const replay::Diagnostic& d : report.diagnostics) FUZZ_CHECK(!d.code.empty());
  });
  return 0;
}
