// replay-show: the position of a hand after a given move — table or trick, every seat's cards,
// captured piles or tricks, builds and their owners — as a text board or JSON.

#include <cstdio>
#include <limits>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "core/numbering.h"
#include "engine/show.h"

namespace replay::tools {

int ReplayShowMain(int argc, char** argv) {
  CLI::App app{Localize("Show the position of a recorded hand after a given move."), "replay-show"};
  CommonOptions options;
  ShowRequest request;
  AddCommonOptions(app, options, {"text", "json"});
  app.add_option("--record", request.record, Localize("Record index in the input (0-based)"))
      ->check(WholeNumber(0, std::numeric_limits<long>::max()))
      ->capture_default_str();
  // Hands counted from 1, as every text shows them (core/numbering.h); the request's index from 0.
  long hand = 0;
  app.add_option("--hand", hand, Localize("Hand number (the first is 1)"))
      ->required()
      ->check(WholeNumber(1, std::numeric_limits<int>::max()));
  app.add_option("--move", request.moves,
                 Localize("Number of actions applied (0 = the deal; default: all recorded)"))
      ->check(WholeNumber(0, std::numeric_limits<int>::max()));
  std::string color = "auto";
  AddColorOption(app, color);
  if (auto code = Parse(app, argc, argv, options)) return *code;
  if (options.inputs.size() > 1) {
    fmt::print(stderr, "replay-show: give one input\n");
    return kExitTrouble;
  }
  request.hand = int(IndexOf(hand));
  request.options.overrides = &options.overrides;
  std::optional<nlohmann::json> board;
  Diagnostics diagnostics;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    board = ShowPosition(reader, request, diagnostics);
  });
  for (const Diagnostic& d : diagnostics) PrintDiagnostic(options, d, false);
  if (!inputs_ok) return kExitTrouble;
  if (!board) return kExitInvalid;
  if (options.quiet) return kExitOk;
  if (options.format == "json") fmt::print("{}\n", board->dump());
  else fmt::print("{}", BoardText(*board, UseColor(color, stdout)));
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-show",
                              [&] { return replay::tools::ReplayShowMain(argc, argv); });
}
