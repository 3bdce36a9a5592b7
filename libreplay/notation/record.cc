#include "notation/record.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <fmt/format.h>

#include "core/numbering.h"
#include "notation/catalog.h"

namespace replay {
namespace {

long CodePoints(std::string_view s) {
  return long(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

bool IsLeap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

bool IsRealDate(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return false;
  int y = std::stoi(std::string(s.substr(0, 4)));
  int m = std::stoi(std::string(s.substr(5, 2)));
  int d = std::stoi(std::string(s.substr(8, 2)));
  constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= kDays[m - 1] + (m == 2 && IsLeap(y));
}

}  // namespace

Location Advance(Location from, std::string_view text) {
  const char* p = text.data();
  const char* end = p + text.size();
  while (p < end) {
    const void* nl = std::memchr(p, '\n', size_t(end - p));
    if (!nl) break;
    ++from.line;
    from.column = 1;
    p = static_cast<const char*>(nl) + 1;
  }
  from.column += CodePoints(std::string_view(p, size_t(end - p)));
  return from;
}

Location Record::LocateOffset(size_t offset) const {
  return Advance({source.first_line, source.first_column},
                 source.text.substr(0, std::min(offset, source.text.size())));
}

Location Record::Locate(std::string_view pointer) const {
  if (!root) return {source.first_line, source.first_column};
  return LocateOffset(json::ResolveDeepest(*root, pointer)->offset);
}

std::string_view Record::Tag(std::string_view key) const {
  for (auto& [k, v] : tags)
    if (k == key) return v;
  return {};
}

std::string_view Record::PlayerName(int seat) const {
  return seat >= 0 && size_t(seat) < players.size() ? players[size_t(seat)].name : "";
}

Diagnostic& Reporter::Add(Severity severity, std::string_view code, std::string pointer,
                          Message message) {
  Diagnostic& d = out_.emplace_back();
  d.code = code;
  d.severity = severity;
  d.input = record_.source.input;
  d.record = record_.source.index;
  Location loc = record_.Locate(pointer);
  d.line = loc.line;
  d.column = loc.column;
  d.pointer = std::move(pointer);
  d.message = message.English();
  d.text = std::move(message);
  if (severity == Severity::kError) ++errors_;
  return d;
}

namespace {

void WarnUnknownKeys(const json::Value& object, const std::string& pointer,
                     std::initializer_list<std::string_view> known_a,
                     const std::vector<std::string_view>& known_b, std::string_view what,
                     Reporter& r) {
  for (uint32_t i = 0; i < object.size; ++i) {
    std::string_view key = object.members[i].key;
    bool known = std::find(known_a.begin(), known_a.end(), key) != known_a.end() ||
                 std::find(known_b.begin(), known_b.end(), key) != known_b.end();
    if (!known)
      r.Warning("record/unknown-key", pointer + "/" + json::PointerEscape(key),
                Tr("the {} has a key \"{}\" that the notation does not define; it is kept "
                            "and ignored", what, key));
  }
}

bool BuildHand(const json::Value& node, size_t h, Hand& hand, Reporter& r,
               const std::vector<std::string_view>& extra_keys) {
  std::string base = fmt::format("/hands/{}", h);
  hand = Hand{};
  hand.node = &node;
  if (!node.IsObject()) {
    r.Error("record/shape", base,
            Tr("hand {} is {}, not an object", Ordinal(long(h)), json::TypeText(node.type)))
        .hand = int(h);
    return false;
  }
  bool ok = true;
  auto shape = [&](std::string_view key, Message expected, const json::Value& v) {
    r.Error("record/shape", base + "/" + std::string(key),
            Tr("`{}` of hand {} must be {}, not {}", key, Ordinal(long(h)), expected,
               json::TypeText(v.type)))
        .hand = int(h);
    ok = false;
  };
  for (uint32_t i = 0; i < node.size; ++i) {
    const auto& [key, key_offset, v] = node.members[i];
    if (key == "dealer") {
      if (v.IsInt()) hand.dealer = long(v.integer);
      // Other types are the game's `dealer` error (it names the rule).
    } else if (key == "cards") {
      hand.cards = &v;
    } else if (key == "auction") {
      if (v.IsArray()) hand.auction = &v; else shape(key, Tr("an array"), v);
    } else if (key == "play") {
      if (v.IsArray()) hand.play = &v; else shape(key, Tr("an array"), v);
    } else if (key == "result") {
      if (v.IsObject()) hand.result = &v; else shape(key, Tr("an object"), v);
    } else if (key == "complete") {
      if (v.IsBool()) hand.complete = v.boolean; else shape(key, Tr("true or false"), v);
    }
  }
  WarnUnknownKeys(node, base, {"dealer", "cards", "auction", "play", "result", "total",
                               "complete", "comment"}, extra_keys, "hand", r);
  return ok;
}

}  // namespace

bool BuildRecord(const json::Value& root, Record& record, Reporter& r, const GameCatalog& games) {
  record.root = &root;
  record.game = {};
  record.rules = nullptr;
  record.players.clear();
  record.tags.clear();
  record.hands.clear();
  record.result = nullptr;
  if (!root.IsObject()) {
    r.Error("record/shape", "", Tr("a record must be a JSON object, not {}",
                                            json::TypeText(root.type)));
    return false;
  }
  bool ok = true;
  auto shape = [&](std::string pointer, Message message) {
    r.Error("record/shape", std::move(pointer), std::move(message));
    ok = false;
  };
  const json::Value* game = root.Find("game");
  const json::Value* players = root.Find("players");
  const json::Value* hands = root.Find("hands");
  if (!game) shape("", Tr("the record has no `game` (one of {})", games.Names()));
  else if (!game->IsString()) shape("/game", Tr("`game` must be a string"));
  else if (!games.Known(game->string)) {
    r.Error("record/unknown-game", "/game",
            Tr("\"{}\" is not a game of the notation ({})", game->string, games.Names()));
    ok = false;
  } else {
    record.game = game->string;
  }
  if (const json::Value* rules = root.Find("rules")) {
    if (rules->IsObject()) record.rules = rules;
    else shape("/rules", Tr("`rules` must be an object of variant options"));
  }
  if (!players) {
    shape("", Tr("the record has no `players` (the names in seat order)"));
  } else if (!players->IsArray() || players->size == 0) {
    shape("/players", Tr("`players` must be a non-empty array of names in seat order"));
  } else {
    for (uint32_t i = 0; i < players->size; ++i) {
      const json::Value& p = players->items[i];
      std::string at = fmt::format("/players/{}", i);
      if (p.IsString()) {
        record.players.push_back({p.string, {}});
      } else if (const json::Value* name = p.Find("name"); name && name->IsString()) {
        const json::Value* id = p.Find("id");
        if (id && !id->IsString()) shape(at + "/id", Tr("a player's `id` must be a string"));
        for (uint32_t k = 0; k < p.size; ++k)
          if (p.members[k].key != "name" && p.members[k].key != "id")
            r.Warning("record/unknown-key", at + "/" + json::PointerEscape(p.members[k].key),
                      Tr("a player has a key \"{}\" that the notation does not define",
                                  p.members[k].key));
        record.players.push_back({name->string, id && id->IsString() ? id->string : ""});
      } else {
        shape(at, "a player must be a name or an object {\"name\": ..., \"id\": ...}");
        record.players.push_back({});
      }
    }
  }
  if (const json::Value* tags = root.Find("tags")) {
    if (!tags->IsObject()) {
      shape("/tags", Tr("`tags` must be an object of strings"));
    } else {
      for (uint32_t i = 0; i < tags->size; ++i) {
        const auto& m = tags->members[i];
        std::string at = "/tags/" + json::PointerEscape(m.key);
        if (!m.value.IsString()) {
          shape(at, Tr("tag \"{}\" must be a string", m.key));
          continue;
        }
        record.tags.emplace_back(m.key, m.value.string);
        if (m.key == "date" && !IsRealDate(m.value.string))
          r.Error("tags/date", at, Tr("\"{}\" is not a real date in the form YYYY-MM-DD",
                                      m.value.string));
      }
    }
  }
  std::vector<std::string_view> extra;
  if (!record.game.empty()) extra = games.ExtraHandKeys(record.game);
  if (!hands) {
    shape("", Tr("the record has no `hands`"));
  } else if (!hands->IsArray() || hands->size == 0) {
    shape("/hands", Tr("`hands` must be an array of at least one hand"));
  } else {
    record.hands.resize(hands->size);
    for (uint32_t h = 0; h < hands->size; ++h)
      if (!BuildHand(hands->items[h], h, record.hands[h], r, extra)) ok = false;
  }
  if (const json::Value* result = root.Find("result")) {
    if (result->IsObject()) record.result = result;
    else shape("/result", Tr("the match `result` must be an object"));
  }
  WarnUnknownKeys(root, "", {"game", "rules", "players", "tags", "hands", "result"}, {}, "record",
                  r);
  return ok;
}

}  // namespace replay
