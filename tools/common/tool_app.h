// What every replay-* tool shares: inputs (files, directories searched recursively for *.json
// and *.ndjson, --files-from), -o/--output, --format, --rules, --quiet, and the exit codes
// (0 all valid, 1 some record invalid, 2 usage or I/O trouble), as grep and diff do. When both 1
// and 2 apply, 2 wins: an input that could not be read leaves the verdict unknown.
#ifndef REPLAY_TOOLS_COMMON_TOOL_APP_H_
#define REPLAY_TOOLS_COMMON_TOOL_APP_H_

#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "common/output_files.h"
#include "engine/options.h"
#include "notation/reader.h"
#include "select/select.h"

namespace replay::tools {

enum ExitCode { kExitOk = 0, kExitInvalid = 1, kExitTrouble = 2 };

struct CommonOptions {
  std::vector<std::string> inputs;       // paths, "-" for standard input; after Parse, files
  std::string files_from;                // a file of input paths, one a line; "-": stdin
  std::string output;                    // -o: stdout goes to this file
  std::string format = "text";
  std::vector<std::string> rules;        // key=value overrides
  std::string profile;                   // --profile NAME|FILE: a house-rule profile
  bool list_profiles = false;            // --list-profiles: print them and exit
  bool quiet = false;
  bool no_warnings = false;              // -w: no warning is printed
  std::vector<std::string> ignore;       // --ignore CODE: these codes are not printed
  RuleOverrides overrides;               // the profile's options, then --rules over them
  ReadLimits limits;                     // --max-* (replay-notation(5), LIMITS)
  InputFormat input_format = InputFormat::kAuto;  // --input-format
  int jobs = 1;                          // -j/--jobs: threads that replay (0: one a processor)
  bool csv_bom = false;                  // --csv-bom: CSV opens with a UTF-8 byte order mark
  // The files a tool writes besides -o (replay-filter's --valid-out) and reads besides the inputs
  // (a store, --players-map), bound before Parse: Parse refuses an output that is the same file as
  // an input or another output (output_files.h, CheckOutputs) before anything is written.
  std::vector<const std::string*> more_outputs, more_inputs;
  // The store (--db) the tool reads or writes: an input as above, and so are the files SQLite
  // keeps beside it (-wal, -shm, -journal), which -o must not replace either. A PostgreSQL
  // connection string names no such files, and no output can be them.
  const std::string* store = nullptr;

  // Whether `d` is printed (errors stay errors: an ignored error still makes its record invalid).
  bool Shows(const Diagnostic& d) const;
};

// Prints `d` when options.Shows(d): NDJSON on stdout with `json`, else a text line on stderr.
void PrintDiagnostic(const CommonOptions& options, const Diagnostic& d, bool json);

// The one-line summary of --summary: text on stderr, or with `json` one JSON object on stderr
// (stdout stays the data). `fields` are name-value pairs in order; `text` is the text form.
void PrintSummary(std::string_view tool, bool json, const nlohmann::ordered_json& fields,
                  const std::string& text);

// What a text summary adds when records were not JSON or inputs could not be read (empty when
// neither): "; N not JSON; N inputs could not be read", localised.
std::string SummaryLosses(long not_json, long unreadable);

// --color=auto|always|never: whether to colour a stream. auto: only a terminal, and never when
// NO_COLOR is set to anything but the empty string (https://no-color.org).
void AddColorOption(CLI::App& app, std::string& mode);
bool UseColor(const std::string& mode, std::FILE* stream);

// Where house-rule profiles are looked for, in this order (the first holding a game/name wins):
//   1. each directory of REPLAY_PROFILE_PATH (colon-separated), for a user's own profiles;
//   2. <directory of the executable>/../share/replay/profiles, the installed ones;
//   3. the source tree's profiles/, compiled in, so that an uninstalled build finds them.
// A file there that is no valid profile (profile/profile.h) is skipped with a warning on stderr
// naming `tool`, once a run, and costs nothing else.
std::vector<std::string> ProfileDirs();
// A CLI11 validator for --profile and --against-profile: the profile exists and is valid.
CLI::Validator ProfileValidator(std::string_view tool);
// Reads the profile `spec` names (ProfileDirs) into `overrides`, and its game into `game` when
// given; an error message or empty.
std::string LoadProfile(std::string_view tool, const std::string& spec, RuleOverrides& overrides,
                        std::string* game = nullptr);
// --list-profiles: prints every profile found (text, one line each), returns the exit code.
int ListProfilesMain(std::string_view tool);

// Adds the shared options to `app`: AddInputOptions, --format, and the house rules: --rules
// overrides, --profile and --list-profiles.
void AddCommonOptions(CLI::App& app, CommonOptions& options,
                      const std::vector<std::string>& formats);
// Adds --csv-bom (AddCommonOptions does, for a tool with a csv format). With it and --format csv,
// Parse starts the output with the UTF-8 byte order mark, the one sign by which spreadsheet
// programs that guess an encoding read the CSV as UTF-8 (Greek and Spanish names unharmed). Off by
// default: RFC 4180 has no BOM, and cut, awk or a CSV reader would see it in the first heading.
void AddCsvBomOption(CLI::App& app, CommonOptions& options);
// Adds -j/--jobs N, for the tools that replay records (notation/pipeline.h): the output is the
// same whatever N.
void AddJobsOption(CLI::App& app, CommonOptions& options);
// Adds the inputs, --files-from, -o/--output and -q/--quiet.
void AddInputOptions(CLI::App& app, CommonOptions& options);

// The selection flags of select/select.h (--game, --player, --event, --rules, --tag, --since,
// --until), for every tool that selects records; FinishSelection reads the key=value ones.
struct SelectionArgs {
  select::Selection selection;
  std::vector<std::string> rules, tags;
};
void AddSelectionOptions(CLI::App& app, SelectionArgs& args);
// An error message for a malformed value, or empty.
std::string FinishSelection(SelectionArgs& args);
// A CLI11 validator for a whole number written in decimal digits alone, from `min` to `max`: no
// sign, point, exponent, base prefix or space. (CLI11's own conversion takes -1 for an unsigned
// and 0x10 for 16, and the range of CLI::PositiveNumber prints as a double's 309 digits.)
CLI::Validator WholeNumber(uint64_t min, uint64_t max);
// Adds -o/--output alone (tools without record inputs).
void AddOutputOption(CLI::App& app, std::string& output);
// Parses argv; on --help or a usage error prints and returns the exit code to use. Expands the
// inputs (directories, --files-from), refuses an output that is an input or another output
// (CheckOutputs), and opens --output (RedirectOutput: written to a temporary file beside it).
std::optional<int> Parse(CLI::App& app, int argc, char** argv, CommonOptions& options);
// Chooses the language of the messages from LC_ALL / LC_MESSAGES / LANG (gettext, po/); English
// when none is set or no catalogue has the language. Parse calls it; tools without Parse call it.
void SetUpMessages();

// The files to read for `paths`: a directory stands for every *.json and *.ndjson below it, in
// byte order of their paths (so the order is the same on every machine); other paths as given.
// Appends a message to `errors` for a path that does not exist.
std::vector<std::string> ExpandInputs(const std::vector<std::string>& paths,
                                      std::vector<std::string>& errors);

// Opens each input in turn ("-" = standard input) and calls `body` with its reader.
// Returns false if an input could not be opened or read (reported on stderr); `unreadable`, when
// given, gets how many (the summaries count them).
bool ForEachInput(const CommonOptions& options,
                  const std::function<void(RecordReader&)>& body, long* unreadable = nullptr);

// Runs a tool's main, mapping exceptions to exit code 2 with a one-line message. A failed write to
// standard output or standard error (closed, full, a file size limit) also ends the tool with
// exit code 2, with a message on standard error while that can still be written; never an abort.
// Then the output files (output_files.h) are renamed into place when the tool ran to its end
// (exit 0 or 1), or removed (exit 2: the old files stay).
int Guard(std::string_view tool, const std::function<int()>& body);

}  // namespace replay::tools

#endif  // REPLAY_TOOLS_COMMON_TOOL_APP_H_
