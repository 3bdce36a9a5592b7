// replay-filter: reads records and writes them back in canonical form (NDJSON, or pretty JSON),
// selected by game, form, rules, player, event, date and tag, split into valid and invalid,
// without exact duplicates, or as their content hashes: what pgn-extract is to PGN.
#include <cstdio>
#include <set>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "engine/replay.h"
#include "notation/catalog.h"
#include "notation/write.h"
#include "store/canonical.h"

namespace replay::tools {
namespace {

// The text a record is written as: the canonical form when it is valid; otherwise its JSON as
// written (compact, keys and cards as they were), so that what made it invalid stays.
std::string RecordText(const RecordReport& report, bool valid) {
  if (valid) return WriteCanonical(*report.record, Games());
  std::string text;
  WriteJson(*report.record->root, text);
  return text;
}

std::string Pretty(const std::string& compact) {
  return nlohmann::ordered_json::parse(compact).dump(2, ' ', false,
                                                     nlohmann::json::error_handler_t::replace);
}

}  // namespace

int ReplayFilterMain(int argc, char** argv) {
  CLI::App app{Localize("Select, split, deduplicate and normalise recorded card games."),
               "replay-filter"};
  CommonOptions options;
  SelectionArgs selection;
  std::string valid_out, invalid_out;
  bool pretty = false, keep_invalid = false, dedupe = false, hash = false, summary = false;
  AddInputOptions(app, options);
  AddJobsOption(app, options);
  AddSelectionOptions(app, selection);
  options.more_outputs = {&valid_out, &invalid_out};
  app.add_option("--valid-out", valid_out, Localize("Write the selected valid records to FILE"))
      ->type_name("FILE");
  app.add_option(
         "--invalid-out", invalid_out,
         Localize("Write the selected invalid records, and every text that is not JSON, to FILE "
                  "as they were read"))
      ->type_name("FILE");
  app.add_flag(
      "--keep-invalid", keep_invalid,
      Localize("Also write invalid records to standard output (when not sent to --invalid-out)"));
  app.add_flag("--pretty", pretty,
               Localize("Indented JSON, one record after the other, not NDJSON"));
  app.add_flag("--dedupe", dedupe,
               Localize("Write a record only the first time its content hash appears"));
  app.add_flag(
      "--hash", hash,
      Localize("Print every selected record's content hash and place (valid or not) instead of "
               "writing records to standard output"));
  app.add_flag("-s,--summary", summary,
               Localize("Print counts of records read, invalid, selected and duplicate on stderr"));
  if (auto code = Parse(app, argc, argv, options)) return *code;
  if (std::string e = FinishSelection(selection); !e.empty()) {
    fmt::print(stderr, "replay-filter: {}\n", e);
    return kExitTrouble;
  }
  // Checked against the inputs and -o by Parse; written to temporary files, renamed at the end.
  std::FILE* valid_file = nullptr;
  std::FILE* invalid_file = nullptr;
  for (auto [path, file] : {std::pair{&valid_out, &valid_file}, {&invalid_out, &invalid_file}}) {
    if (path->empty()) continue;
    std::string error;
    *file = OpenOutput(*path, error);
    if (!*file) {
      fmt::print(stderr, "replay-filter: {}\n", error);
      return kExitTrouble;
    }
  }

  std::set<std::string> seen;
  long records = 0, invalid = 0, not_json = 0, unreadable = 0, selected = 0, duplicates = 0;
  ReplayOptions replay_options;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    ReplayInput(reader, replay_options, [&](const RecordReport& report) {
      const bool valid = report.valid();
      ++records;
      if (!valid) ++invalid;
      for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, false);
      if (!report.record || !report.record->root) {
        // No record to select or rewrite: its text goes on as it was read, so that the
        // quarantine holds every text that was not a valid record (empty only past a limit).
        // (Standard output stays records: --keep-invalid writes back only records.)
        ++not_json;
        if (invalid_file && !report.text.empty())
          fmt::print(invalid_file, "{}\n", report.text);
        return;
      }
      if (!select::Matches(selection.selection, *report.record)) return;
      ++selected;
      std::string text = RecordText(report, valid);
      std::string digest = dedupe || hash ? store::Sha256Hex(text) : "";
      if (dedupe && !seen.insert(digest).second) {
        ++duplicates;
        return;
      }
      std::FILE* file = valid ? valid_file : invalid_file;
      // The quarantine keeps an invalid record's line byte for byte (a record spread over lines
      // is compacted onto one, so that the file stays NDJSON).
      if (file && !valid && !pretty && report.text.find('\n') == std::string_view::npos)
        fmt::print(file, "{}\n", report.text);
      else if (file) fmt::print(file, "{}\n", pretty ? Pretty(text) : text);
      if (hash) fmt::print("{} {}#{}\n", digest, report.input, report.index);
      else if (!file && (valid || keep_invalid)) fmt::print("{}\n", pretty ? Pretty(text) : text);
    }, options.jobs);
  }, &unreadable);
  if (summary && !options.quiet)
    PrintSummary("replay-filter", false,
                 {{"records", records}, {"invalid", invalid}, {"not_json", not_json},
                  {"unreadable", unreadable}, {"selected", selected}, {"duplicates", duplicates}},
                 // One msgid a count, singular and plural, as replay-validate's summary.
                 Tr("{}: {} invalid ({} not JSON); {} selected, {}",
                    records == 1 ? Tr("{} record", records) : Tr("{} records", records), invalid,
                    not_json, selected,
                    duplicates == 1 ? Tr("{} duplicate", duplicates)
                                    : Tr("{} duplicates", duplicates))
                         .Localized() +
                     SummaryLosses(0, unreadable));
  if (!inputs_ok) return kExitTrouble;
  return invalid > 0 ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-filter",
                              [&] { return replay::tools::ReplayFilterMain(argc, argv); });
}
