// replay-show: the position of a hand after a given move — table or trick, every seat's cards,
// captured piles or tricks, builds and their owners — as a text board or JSON.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <set>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "core/text.h"
#include "engine/show.h"

namespace replay::tools {
namespace {

// Cards with suit symbols; red suits in colour only on a terminal.
struct CardStyle {
  bool colour = false;
  std::string Card(const std::string& code) const {
    if (code.size() < 2) return code;
    char suit = code.back();
    std::string rank = code.substr(0, code.size() - 1);
    const char* symbol = nullptr;
    bool red = false;
    switch (suit) {  // French decks; Spanish codes (O C E B) stay as they are
      case 'S': symbol = "\u2660"; break;
      case 'H': symbol = "\u2665"; red = true; break;
      case 'D': symbol = "\u2666"; red = true; break;
      case 'C': symbol = "\u2663"; break;
    }
    if (!symbol || rank.size() != 1) return code;
    if (rank == "T") rank = "10";
    std::string text = rank + symbol;
    return colour && red ? "\x1b[31m" + text + "\x1b[0m" : text;
  }
  std::string Cards(const nlohmann::json& list) const {
    std::string out;
    for (const auto& c : list) out += (out.empty() ? "" : " ") + Card(c.get<std::string>());
    return out.empty() ? "—" : out;
  }
};

std::string Name(const nlohmann::json& board, int seat) {
  for (const auto& s : board.value("seats", nlohmann::json::array()))
    if (s.value("seat", -1) == seat) return TerminalSafe(s.value("name", ""));  // the user's text
  return "";
}

void PrintBoard(const nlohmann::json& b, const CardStyle& style) {
  std::set<std::string> shown = {"game", "hand", "move", "moves", "dealer", "to_move", "phase",
                                 "seats", "table", "builds", "trick", "sides", "last", "next"};
  int dealer = b.value("dealer", -1);
  fmt::print("{} · hand {} after move {} of {} · dealer {} ({}) · {}\n",
             TerminalSafe(b.value("game", "")),
             b.value("hand", 0), b.value("move", 0), b.value("moves", 0), dealer, Name(b, dealer),
             b.value("phase", ""));
  if (b.contains("table") || b.contains("builds")) {
    std::string builds;
    for (const auto& x : b.value("builds", nlohmann::json::array()))
      builds += fmt::format("  [{} = {}{}, seat {} {}]", style.Cards(x["cards"]),
                            x.value("value", 0), x.value("kind", "") == "group" ? " group" : "",
                            x.value("owner", -1), Name(b, x.value("owner", -1)));
    fmt::print("table  {}{}\n", style.Cards(b.value("table", nlohmann::json::array())), builds);
  }
  if (b.contains("trick")) {
    std::string trick;
    for (const auto& t : b["trick"])
      trick += fmt::format("{}{}: {}", trick.empty() ? "" : ", ", Name(b, t.value("seat", -1)),
                           style.Card(t.value("card", "")));
    fmt::print("trick  {}\n", trick.empty() ? "—" : trick);
  }
  size_t width = 0;
  for (const auto& s : b.value("seats", nlohmann::json::array()))
    width = std::max(width, TerminalSafe(s.value("name", std::string())).size());
  int to_move = b["to_move"].is_number() ? b["to_move"].get<int>() : -1;
  for (const auto& s : b.value("seats", nlohmann::json::array())) {
    int seat = s.value("seat", -1);
    fmt::print("{} seat {} {:<{}} side {}  {}\n", seat == to_move ? "→" : " ", seat,
               TerminalSafe(s.value("name", "")), width, s.value("side", 0),
               style.Cards(s.value("hand", nlohmann::json::array())));
  }
  const auto sides = b.value("sides", nlohmann::json::array());
  for (size_t i = 0; i < sides.size(); ++i) {
    std::string figures;
    for (auto& [key, value] : sides[i].items())
      figures += fmt::format("{}{} {}", figures.empty() ? "" : ", ", key, value.dump());
    fmt::print("side {}: {}\n", i, figures);
  }
  for (auto& [key, value] : b.items())
    if (!shown.count(key)) fmt::print("{}: {}\n", key, TerminalSafe(value.dump()));
  if (b.contains("last")) fmt::print("last   {}\n", TerminalSafe(b["last"].get<std::string>()));
  if (b.contains("next")) fmt::print("next   {}\n", TerminalSafe(b["next"].get<std::string>()));
}

}  // namespace

int ReplayShowMain(int argc, char** argv) {
  CLI::App app{"Show the position of a recorded hand after a given move.", "replay-show"};
  CommonOptions options;
  ShowRequest request;
  AddCommonOptions(app, options, {"text", "json"});
  app.add_option("--record", request.record, "Record index in the input (0-based)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  app.add_option("--hand", request.hand, "Hand index (0-based)")->required()->check(CLI::NonNegativeNumber);
  app.add_option("--move", request.moves,
                 "Number of actions applied (0 = the deal; default: all recorded)")
      ->check(CLI::NonNegativeNumber);
  if (auto code = Parse(app, argc, argv, options)) return *code;
  if (options.inputs.size() > 1) {
    fmt::print(stderr, "replay-show: give one input\n");
    return kExitTrouble;
  }
  request.options.overrides = &options.overrides;
  std::optional<nlohmann::json> board;
  Diagnostics diagnostics;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    board = ShowPosition(reader, request, diagnostics);
  });
  if (!options.quiet)
    for (const Diagnostic& d : diagnostics) fmt::print(stderr, "{}\n", FormatText(d));
  if (!inputs_ok) return kExitTrouble;
  if (!board) return kExitInvalid;
  if (options.quiet) return kExitOk;
  if (options.format == "json") fmt::print("{}\n", board->dump());
  else PrintBoard(*board, CardStyle{isatty(fileno(stdout)) == 1});
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-show",
                              [&] { return replay::tools::ReplayShowMain(argc, argv); });
}
