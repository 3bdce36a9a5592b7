#include "engine/show.h"

#include <algorithm>
#include <iterator>
#include <limits>
#include <set>
#include <string>

#include <fmt/format.h>

#include "core/text.h"
#include "notation/catalog.h"

namespace replay {

namespace {

using Out = std::back_insert_iterator<std::string>;

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
                    std::set<std::string>& shown, Out out) {
  auto text = [](const nlohmann::json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
  if (b.contains("turned") && b["turned"].is_string()) {
    fmt::format_to(out, "turned {}\n", style.Card(b["turned"].get<std::string>()));
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
    fmt::format_to(out, "contract  {}\n", line);
    shown.insert("contract");
  }
  if (b.contains("auction") && b["auction"].is_array()) {
    std::string calls;
    for (const auto& c : b["auction"]) calls += (calls.empty() ? "" : ", ") + text(c);
    fmt::format_to(out, "auction  {}\n", calls.empty() ? "—" : calls);
    shown.insert("auction");
  }
  if (b.contains("declarations") && b["declarations"].is_object()) {
    std::string line;
    for (auto& [seat, melds] : b["declarations"].items()) {
      std::string names;
      for (const auto& m : melds) names += (names.empty() ? "" : " ") + text(m);
      line += fmt::format("{}{}: {}", line.empty() ? "" : "; ", Name(b, std::stoi(seat)), names);
    }
    fmt::format_to(out, "declarations  {}\n", line);
    shown.insert("declarations");
  }
  if (b.contains("belote") && b["belote"].is_number_integer()) {
    fmt::format_to(out, "belote  seat {} ({})\n", b["belote"].get<int>(), Name(b, b["belote"].get<int>()));
    shown.insert("belote");
  }
}

void PrintBoard(const nlohmann::json& b, const CardStyle& style, Out out) {
  std::set<std::string> shown = {"game", "hand", "move", "moves", "dealer", "to_move", "phase",
                                 "seats", "table", "builds", "trick", "sides", "last", "next",
                                 "trump", "stock", "exchanges", "cantes", "capote", "claim",
                                 "tute"};
  int dealer = b.value("dealer", -1);
  fmt::format_to(out, "{} · hand {} after move {} of {} · dealer {} ({}) · {}\n",
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
    fmt::format_to(out, "{}\n", line);
  }
  if (b.contains("table") || b.contains("builds")) {
    std::string builds;
    for (const auto& x : b.value("builds", nlohmann::json::array()))
      builds += fmt::format("  [{} = {}{}, seat {} {}]", style.Cards(x["cards"]),
                            x.value("value", 0), x.value("kind", "") == "group" ? " group" : "",
                            x.value("owner", -1), Name(b, x.value("owner", -1)));
    fmt::format_to(out, "table  {}{}\n", style.Cards(b.value("table", nlohmann::json::array())), builds);
  }
  if (b.contains("trick")) {
    std::string trick;
    for (const auto& t : b["trick"])
      trick += fmt::format("{}{}: {}", trick.empty() ? "" : ", ", Name(b, t.value("seat", -1)),
                           style.Card(t.value("card", "")));
    fmt::format_to(out, "trick  {}\n", trick.empty() ? "—" : trick);
  }
  PrintTrickKeys(b, style, shown, out);
  size_t width = 0;
  for (const auto& s : b.value("seats", nlohmann::json::array()))
    width = std::max(width, TerminalSafe(s.value("name", std::string())).size());
  int to_move = b["to_move"].is_number() ? b["to_move"].get<int>() : -1;
  for (const auto& s : b.value("seats", nlohmann::json::array())) {
    int seat = s.value("seat", -1);
    fmt::format_to(out, "{} seat {} {:<{}} side {}  {}\n", seat == to_move ? "→" : " ", seat,
               TerminalSafe(s.value("name", "")), width, s.value("side", 0),
               style.Cards(s.value("hand", nlohmann::json::array())));
  }
  const auto sides = b.value("sides", nlohmann::json::array());
  for (size_t i = 0; i < sides.size(); ++i) {
    std::string figures;
    for (auto& [key, value] : sides[i].items())
      figures += fmt::format("{}{} {}", figures.empty() ? "" : ", ", key, value.dump());
    fmt::format_to(out, "side {}: {}\n", i, figures);
  }
  if (b.contains("cantes") && b["cantes"].is_array()) {
    std::string cantes;
    for (const auto& c : b["cantes"])
      cantes += fmt::format("{}{} {} in {}", cantes.empty() ? "" : ", ", Name(b, c.value("seat", -1)),
                            c.value("points", 0), c.value("suit", ""));
    fmt::format_to(out, "cantes {}\n", cantes.empty() ? "—" : cantes);
  }
  std::string announced;
  for (const char* key : {"capote", "claim"})
    if (b.contains(key) && b[key].is_number())
      announced += fmt::format("{}{} by {}", announced.empty() ? "" : ", ", key,
                               Name(b, b[key].get<int>()));
  if (b.contains("tute") && b["tute"].is_object())
    announced += fmt::format("{}tute of {} by {}", announced.empty() ? "" : ", ",
                             b["tute"].value("kind", ""), Name(b, b["tute"].value("seat", -1)));
  if (!announced.empty()) fmt::format_to(out, "called {}\n", announced);
  for (auto& [key, value] : b.items())
    if (!shown.count(key)) fmt::format_to(out, "{}: {}\n", key, TerminalSafe(value.dump()));
  if (b.contains("last")) fmt::format_to(out, "last   {}\n", TerminalSafe(b["last"].get<std::string>()));
  if (b.contains("next")) fmt::format_to(out, "next   {}\n", TerminalSafe(b["next"].get<std::string>()));
}

}  // namespace

std::optional<nlohmann::json> ShowPosition(RecordReader& reader, const ShowRequest& request,
                                           Diagnostics& diagnostics) {
  Source source;
  const json::Value* root = nullptr;
  while (reader.Next(source, root, diagnostics)) {
    if (source.index != request.record) continue;
    if (!root) return std::nullopt;  // its json/syntax error is in `diagnostics`
    Record record;
    record.source = source;
    Reporter reporter(record, diagnostics);
    if (!BuildRecord(*root, record, reporter, Games())) return std::nullopt;
    const Game* game = FindGame(record.game);
    if (!game) return std::nullopt;
    if (request.hand < 0 || size_t(request.hand) >= record.hands.size()) {
      reporter.Error("show/no-hand", "/hands",
                     fmt::format("the record has {} hands (0 to {}); there is no hand {}",
                                 record.hands.size(), record.hands.size() - 1, request.hand));
      return std::nullopt;
    }
    int moves = request.moves < 0 ? std::numeric_limits<int>::max() : request.moves;
    return game->Show(record, request.options, request.hand, moves, reporter);
  }
  Diagnostic d;
  d.code = "show/no-record";
  d.input = std::string(source.input);
  d.message = fmt::format("the input has no record {}", request.record);
  diagnostics.push_back(std::move(d));
  return std::nullopt;
}

std::string BoardText(const nlohmann::json& board, bool colour) {
  CardStyle style{colour};
  const Game* game = FindGame(board.value("game", ""));
  style.french = !game || game->DeckOf() != Deck::kSpanish40;
  std::string text;
  PrintBoard(board, style, std::back_inserter(text));
  return text;
}

}  // namespace replay
