// What every replay-* tool shares: inputs, --format, --rules, --quiet, and the exit codes
// (0 all valid, 1 some record invalid, 2 usage or I/O trouble), as grep and diff do.
#ifndef REPLAY_TOOLS_COMMON_TOOL_APP_H_
#define REPLAY_TOOLS_COMMON_TOOL_APP_H_

#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "engine/options.h"
#include "notation/reader.h"

namespace replay::tools {

enum ExitCode { kExitOk = 0, kExitInvalid = 1, kExitTrouble = 2 };

struct CommonOptions {
  std::vector<std::string> inputs;       // paths, "-" for standard input
  std::string format = "text";
  std::vector<std::string> rules;        // key=value overrides
  bool quiet = false;
  RuleOverrides overrides;
  ReadLimits limits;                     // --max-* (man/replay-notation.5, LIMITS)
};

// Adds the shared options to `app`.
void AddCommonOptions(CLI::App& app, CommonOptions& options,
                      const std::vector<std::string>& formats);
// Parses argv; on --help or a usage error prints and returns the exit code to use.
std::optional<int> Parse(CLI::App& app, int argc, char** argv, CommonOptions& options);

// Opens each input in turn ("-" = standard input) and calls `body` with its reader.
// Returns false if an input could not be opened or read (reported on stderr).
bool ForEachInput(const CommonOptions& options,
                  const std::function<void(RecordReader&)>& body);

// Runs a tool's main, mapping exceptions to exit code 2 with a one-line message. A failed write to
// standard output or standard error (closed, full, a file size limit) also ends the tool with
// exit code 2, with a message on standard error while that can still be written; never an abort.
int Guard(std::string_view tool, const std::function<int()>& body);

}  // namespace replay::tools

#endif  // REPLAY_TOOLS_COMMON_TOOL_APP_H_
