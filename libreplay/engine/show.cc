#include "engine/show.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "core/numbering.h"
#include "core/text.h"
#include "engine/field_words.h"
#include "engine/move_text.h"
#include "notation/catalog.h"

namespace replay {

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

// Writes a board's text as pieces, each player's name a piece of its own (core/text.h
// PiecedText): replay-show joins them, the review page refers to the names.
class Writer {
 public:
  // Each seat's name made safe once: a board shows a name up to a dozen times.
  explicit Writer(const nlohmann::json& board) {
    for (const auto& s : board.value("seats", nlohmann::json::array()))
      names_.emplace(s.value("seat", -1), TerminalSafe(s.value("name", "")));
  }
  template <typename... Args>
  void Text(fmt::format_string<Args...> format, Args&&... args) {
    AddText(out_, fmt::format(format, std::forward<Args>(args)...));
  }
  // The name of the player in `seat` (the user's text, so through TerminalSafe); nothing when
  // the board has no such seat.
  void Name(int seat) {
    if (const auto it = names_.find(seat); it != names_.end()) AddName(out_, it->second);
  }
  // The name of the player in `seat`, through TerminalSafe; empty when there is no such seat.
  const std::string& SafeName(int seat) const {
    static const std::string none;
    const auto it = names_.find(seat);
    return it != names_.end() ? it->second : none;
  }
  // `items` separated by `separator`, each written by `item`; `empty` when there are none.
  template <typename List, typename Item>
  void Join(const List& items, std::string_view separator, std::string_view empty, Item item) {
    bool first = true;
    for (const auto& x : items) {
      if (!first) AddText(out_, separator);
      first = false;
      item(x);
    }
    if (first) AddText(out_, empty);
  }
  PiecedText& out() { return out_; }

 private:
  std::map<int, std::string> names_;  // by seat; the first of a seat given twice
  PiecedText out_;
};

// The keys of trick games (Bourlot and the like): the turned card, the contract or the
// auction so far, each seat's declarations and the belote.
void PrintTrickKeys(const nlohmann::json& b, const CardStyle& style,
                    std::set<std::string>& shown, Writer& w) {
  if (b.contains("turned") && b["turned"].is_string()) {
    w.Text("{} {}\n", FieldWord("turned"), style.Card(b["turned"].get<std::string>()));
    shown.insert("turned");
  }
  // The contract, or in an auction still open the highest bid so far (Pilotta), key by key.
  for (const char* bid : {"contract", "high_bid"}) {
    if (!b.contains(bid) || !b[bid].is_object()) continue;
    w.Text("{}  ", FieldWord(bid));
    w.Join(b[bid].items(), ", ", "", [&](const auto& item) {
      const std::string& key = item.key();
      const nlohmann::json& value = item.value();
      w.Text("{} {}", FieldWord(key), ShownValue(value));
      if ((key == "seat" || key == "exchange") && value.is_number_integer()) {
        w.Text(" (");
        w.Name(value.template get<int>());
        w.Text(")");
      }
    });
    w.Text("\n");
    shown.insert(bid);
  }
  if (b.contains("auction") && b["auction"].is_array()) {
    std::string calls;
    for (const auto& c : b["auction"])
      calls += (calls.empty() ? "" : ", ") + TerminalSafe(MoveWords(c).Localized());
    w.Text("{}  {}\n", FieldWord("auction"), calls.empty() ? "—" : calls);
    shown.insert("auction");
  }
  if (b.contains("declarations") && b["declarations"].is_object()) {
    w.Text("{}  ", FieldWord("declarations"));
    w.Join(b["declarations"].items(), kSeparator, "", [&](const auto& item) {
      const std::string names = ShownCards(item.value());
      w.Name(std::stoi(item.key()));
      w.Text(": {}", names);
    });
    w.Text("\n");
    shown.insert("declarations");
  }
  // Pilotta's form: a list of {seat, melds, shown}, each meld its cards.
  if (b.contains("declarations") && b["declarations"].is_array()) {
    w.Text("{}  ", FieldWord("declarations"));
    w.Join(b["declarations"], kSeparator, "—", [&](const nlohmann::json& d) {
      w.Name(d.value("seat", -1));
      std::string melds;
      for (const auto& m : d.value("melds", nlohmann::json::array())) {
        std::string cards;
        for (const auto& c : m) cards += (cards.empty() ? "" : " ") + style.Card(ShownValue(c));
        melds += (melds.empty() ? "" : ", ") + cards;
      }
      w.Text(": {}{}", melds, d.value("shown", true) ? "" : " " + Localize("(not shown)"));
    });
    w.Text("\n");
    shown.insert("declarations");
  }
  if (b.contains("belote") && b["belote"].is_number_integer()) {
    w.Text("{}  {} (", FieldWord("belote"), Tr("seat {}", b["belote"].get<int>()).Localized());
    w.Name(b["belote"].get<int>());
    w.Text(")\n");
    shown.insert("belote");
  }
}

void PrintBoard(const nlohmann::json& b, const CardStyle& style, Writer& w) {
  std::set<std::string> shown = {"game", "hand", "move", "moves", "dealer", "to_move", "phase",
                                 "seats", "table", "builds", "trick", "sides", "last", "next",
                                 "trump", "stock", "exchanges", "cantes", "capote", "claim",
                                 "tute"};
  int dealer = b.value("dealer", -1);
  // `hand` is the JSON index; the board, for a person, counts from 1 (core/numbering.h).
  w.Text("{}{}{}{}{} (", TerminalSafe(b.value("game", "")), kSeparator,
         Tr("hand {} after move {} of {}", Ordinal(b.value("hand", 0)), b.value("move", 0),
            b.value("moves", 0))
             .Localized(),
         kSeparator, Tr("dealer {}", dealer).Localized());
  w.Name(dealer);
  w.Text("){}{}\n", kSeparator, FieldWord(b.value("phase", "")));
  // The trump and what lies beside the tricks (Tute): the stock, the exchanges of the face-up
  // card (PrintTrickKeys shows the card itself), the items apart by kSeparator.
  if (b.contains("trump") && b["trump"].is_string()) {
    std::string line = FieldWord("trump") + "  " + b["trump"].get<std::string>();
    if (b.contains("turned") && b["turned"].is_null()) {
      line += std::string(kSeparator) + Localize("face-up card drawn");
      shown.insert("turned");
    }
    if (b.contains("stock"))
      line += std::string(kSeparator) + Tr("stock {}", b["stock"].dump()).Localized();
    if (b.value("exchanges", 0) > 0)
      line += std::string(kSeparator) + Tr("exchanges {}", b["exchanges"].dump()).Localized();
    w.Text("{}\n", line);
  }
  if (b.contains("table") || b.contains("builds")) {
    w.Text("{}  {}", FieldWord("table"), style.Cards(b.value("table", nlohmann::json::array())));
    for (const auto& x : b.value("builds", nlohmann::json::array())) {
      w.Text("  [{} = {}{}, {} ", style.Cards(x["cards"]), x.value("value", 0),
             x.value("kind", "") == "group" ? " " + Localize("group") : "",
             Tr("seat {}", x.value("owner", -1)).Localized());
      w.Name(x.value("owner", -1));
      w.Text("]");
    }
    w.Text("\n");
  }
  if (b.contains("trick")) {
    w.Text("{}  ", FieldWord("trick"));
    w.Join(b["trick"], ", ", "—", [&](const nlohmann::json& t) {
      w.Name(t.value("seat", -1));
      w.Text(": {}", style.Card(t.value("card", "")));
    });
    w.Text("\n");
  }
  PrintTrickKeys(b, style, shown, w);
  size_t width = 0;
  for (const auto& s : b.value("seats", nlohmann::json::array()))
    width = std::max(width, w.SafeName(s.value("seat", -1)).size());
  int to_move = b["to_move"].is_number() ? b["to_move"].get<int>() : -1;
  for (const auto& s : b.value("seats", nlohmann::json::array())) {
    int seat = s.value("seat", -1);
    const std::string& name = w.SafeName(seat);
    w.Text("{} {} ", seat == to_move ? "→" : " ", Tr("seat {}", seat).Localized());
    AddName(w.out(), name);
    // The spaces fmt's "{:<width}" puts after the name (it counts columns its own way).
    AddPad(w.out(), fmt::format("{:<{}}", name, width).size() - name.size());
    w.Text(" {}  {}\n", Tr("side {}", s.value("side", 0)).Localized(),
           style.Cards(s.value("hand", nlohmann::json::array())));
  }
  const auto sides = b.value("sides", nlohmann::json::array());
  for (size_t i = 0; i < sides.size(); ++i) {
    std::string figures;
    for (auto& [key, value] : sides[i].items())
      figures += fmt::format("{}{} {}", figures.empty() ? "" : ", ", FieldWord(key), value.dump());
    w.Text("{}\n", Tr("side {}: {}", i, figures).Localized());
  }
  if (b.contains("cantes") && b["cantes"].is_array()) {
    w.Text("{} ", FieldWord("cantes"));
    w.Join(b["cantes"], ", ", "—", [&](const nlohmann::json& c) {
      w.Name(c.value("seat", -1));
      w.Text(" {}", Tr("{} in {}", c.value("points", 0), c.value("suit", "")).Localized());
    });
    w.Text("\n");
  }
  // What was called: capote, claim, a tute; a line only when something was.
  std::vector<std::pair<std::string, int>> called;
  for (const char* key : {"capote", "claim"})
    if (b.contains(key) && b[key].is_number())
      called.emplace_back(FieldWord(key), b[key].get<int>());
  if (b.contains("tute") && b["tute"].is_object())
    called.emplace_back(Tr("tute of {}", FieldWord(b["tute"].value("kind", ""))).Localized(),
                        b["tute"].value("seat", -1));
  if (!called.empty()) {
    w.Text("{} ", FieldWord("called"));
    w.Join(called, ", ", "", [&](const std::pair<std::string, int>& c) {
      w.Text("{} ", Tr("{} by", c.first).Localized());
      w.Name(c.second);
    });
    w.Text("\n");
  }
  for (auto& [key, value] : b.items())
    if (!shown.count(key)) w.Text("{}: {}\n", FieldWord(key), TerminalSafe(value.dump()));
  // The moves in words (engine/move_text.h), as the review writes them.
  if (b.contains("last"))
    w.Text("{}   {}\n", Localize("last"), TerminalSafe(MoveWords(b["last"]).Localized()));
  if (b.contains("next"))
    w.Text("{}   {}\n", Localize("next"), TerminalSafe(MoveWords(b["next"]).Localized()));
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
                     Tr("the record has {} hands (1 to {}); there is no hand {}",
                        record.hands.size(), record.hands.size(), Ordinal(request.hand)));
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

PiecedText BoardPieces(const nlohmann::json& board, bool colour) {
  CardStyle style{colour};
  const Game* game = FindGame(board.value("game", ""));
  style.french = !game || game->DeckOf() != Deck::kSpanish40;
  Writer writer(board);
  PrintBoard(board, style, writer);
  return std::move(writer.out());
}

std::string BoardText(const nlohmann::json& board, bool colour) {
  return Joined(BoardPieces(board, colour));
}

}  // namespace replay
