// replay-validate: checks records (syntax, notation, deal, every action, every claimed result)
// and reports each problem as a compiler-style line on stderr or as NDJSON on stdout.
#include <cstdio>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "engine/replay.h"

namespace replay::tools {

int ReplayValidateMain(int argc, char** argv) {
  CLI::App app{Localize("Validate recorded card games: the notation, the deal, every move and every claimed result."),
               "replay-validate"};
  CommonOptions options;
  bool summary = false;
  AddCommonOptions(app, options, {"text", "json"});
  AddJobsOption(app, options);
  app.add_flag(
      "-s,--summary", summary,
      Localize("Print counts of records and diagnostics on stderr (one JSON object with -f json)"));
  if (auto code = Parse(app, argc, argv, options)) return *code;

  long records = 0, invalid = 0, not_json = 0, unreadable = 0, errors = 0, warnings = 0;
  const bool json = options.format == "json";
  ReplayOptions replay_options;
  replay_options.overrides = &options.overrides;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    ReplayInput(reader, replay_options, [&](const RecordReport& report) {
      ++records;
      if (!report.valid()) ++invalid;
      if (!report.record) ++not_json;
      for (const Diagnostic& d : report.diagnostics) {
        (d.IsError() ? errors : warnings)++;
        PrintDiagnostic(options, d, json);
      }
    }, options.jobs);
  }, &unreadable);
  if (summary && !options.quiet)
    PrintSummary("replay-validate", json,
                 {{"records", records}, {"valid", records - invalid}, {"invalid", invalid},
                  {"not_json", not_json}, {"unreadable", unreadable}, {"errors", errors},
                  {"warnings", warnings}},
                 // One msgid a count, singular and plural: Greek and Spanish, like English, say
                 // "1 record" but "0 records".
                 Tr("{}: {} valid, {} invalid; {}, {}",
                    records == 1 ? Tr("{} record", records) : Tr("{} records", records),
                    records - invalid, invalid,
                    errors == 1 ? Tr("{} error", errors) : Tr("{} errors", errors),
                    warnings == 1 ? Tr("{} warning", warnings) : Tr("{} warnings", warnings))
                         .Localized() +
                     SummaryLosses(not_json, unreadable));
  if (!inputs_ok) return kExitTrouble;
  return invalid > 0 ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-validate",
                              [&] { return replay::tools::ReplayValidateMain(argc, argv); });
}
