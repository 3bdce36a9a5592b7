// replay-show: the position of a hand after a given move — table or trick, every seat's cards,
// captured piles or tricks, builds and their owners — as a text board or JSON.

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <set>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "core/text.h"
#include "engine/game.h"
#include "engine/show.h"

namespace replay::tools {
namespace {

// Cards with suit symbols; red suits in colour only on a terminal.
struct CardStyle {
  bool colour = false;
  bool french = true;  // suit symbols only for the French decks (Spanish C is copas, not clubs)
  std::string Card(const std::string& code) const {
    if (code.size() < 2 || !french) return code;
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

// The keys of trick games (Bourlot and the like): the turned card, the contract or the
// auction so far, each seat's declarations and the belote.
void PrintTrickKeys(const nlohmann::json& b, const CardStyle& style,
                    std::set<std::string>& shown) {
  auto text = [](const nlohmann::json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
  if (b.contains("turned") && b["turned"].is_string()) {
    fmt::print("turned {}\n", style.Card(b["turned"].get<std::string>()));
    shown.insert("turned");
  }
  if (b.contains("contract") && b["contract"].is_object()) {
    std::string line;
    for (auto& [key, value] : b["contract"].items()) {
      std::string v = text(value);
      if ((key == "seat" || key == "exchange") && value.is_number_integer())
        v += " (" + Name(b, value.get<int>()) + ")";
      line += (line.empty() ? "" : ", ") + key + " " + v;
    }
    fmt::print("contract  {}\n", line);
    shown.insert("contract");
  }
  if (b.contains("auction") && b["auction"].is_array()) {
    std::string calls;
    for (const auto& c : b["auction"]) calls += (calls.empty() ? "" : ", ") + text(c);
    fmt::print("auction  {}\n", calls.empty() ? "—" : calls);
    shown.insert("auction");
  }
  if (b.contains("declarations") && b["declarations"].is_object()) {
    std::string line;
    for (auto& [seat, melds] : b["declarations"].items()) {
      std::string names;
      for (const auto& m : melds) names += (names.empty() ? "" : " ") + text(m);
      line += fmt::format("{}{}: {}", line.empty() ? "" : "; ", Name(b, std::stoi(seat)), names);
    }
    fmt::print("declarations  {}\n", line);
    shown.insert("declarations");
  }
  if (b.contains("belote") && b["belote"].is_number_integer()) {
    fmt::print("belote  seat {} ({})\n", b["belote"].get<int>(), Name(b, b["belote"].get<int>()));
    shown.insert("belote");
  }
}

void PrintBoard(const nlohmann::json& b, const CardStyle& style) {
  std::set<std::string> shown = {"game", "hand", "move", "moves", "dealer", "to_move", "phase",
                                 "seats", "table", "builds", "trick", "sides", "last", "next",
                                 "trump", "stock", "exchanges", "cantes", "capote", "claim",
                                 "tute"};
  int dealer = b.value("dealer", -1);
  fmt::print("{} · hand {} after move {} of {} · dealer {} ({}) · {}\n",
             TerminalSafe(b.value("game", "")),
             b.value("hand", 0), b.value("move", 0), b.value("moves", 0), dealer, Name(b, dealer),
             b.value("phase", ""));
  // The trump and what lies beside the tricks (Tute): the stock, the exchanges of the face-up
  // card (PrintTrickKeys shows the card itself).
  if (b.contains("trump") && b["trump"].is_string()) {
    std::string line = "trump  " + b["trump"].get<std::string>();
    if (b.contains("turned") && b["turned"].is_null()) {
      line += " · face-up card drawn";
      shown.insert("turned");
    }
    if (b.contains("stock")) line += fmt::format(" · stock {}", b["stock"].dump());
    if (b.value("exchanges", 0) > 0) line += fmt::format(" · exchanges {}", b["exchanges"].dump());
    fmt::print("{}\n", line);
  }
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
  PrintTrickKeys(b, style, shown);
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
  if (b.contains("cantes") && b["cantes"].is_array()) {
    std::string cantes;
    for (const auto& c : b["cantes"])
      cantes += fmt::format("{}{} {} in {}", cantes.empty() ? "" : ", ", Name(b, c.value("seat", -1)),
                            c.value("points", 0), c.value("suit", ""));
    fmt::print("cantes {}\n", cantes.empty() ? "—" : cantes);
  }
  std::string announced;
  for (const char* key : {"capote", "claim"})
    if (b.contains(key) && b[key].is_number())
      announced += fmt::format("{}{} by {}", announced.empty() ? "" : ", ", key,
                               Name(b, b[key].get<int>()));
  if (b.contains("tute") && b["tute"].is_object())
    announced += fmt::format("{}tute of {} by {}", announced.empty() ? "" : ", ",
                             b["tute"].value("kind", ""), Name(b, b["tute"].value("seat", -1)));
  if (!announced.empty()) fmt::print("called {}\n", announced);
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
  std::string color = "auto";
  AddColorOption(app, color);
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
  for (const Diagnostic& d : diagnostics) PrintDiagnostic(options, d, false);
  if (!inputs_ok) return kExitTrouble;
  if (!board) return kExitInvalid;
  if (options.quiet) return kExitOk;
  if (options.format == "json") fmt::print("{}\n", board->dump());
  else {
    CardStyle style{UseColor(color, stdout)};
    const Game* game = FindGame(board->value("game", ""));
    style.french = !game || game->DeckOf() != Deck::kSpanish40;
    PrintBoard(*board, style);
  }
  return kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-show",
                              [&] { return replay::tools::ReplayShowMain(argc, argv); });
}
