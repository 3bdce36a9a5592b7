#include "notation/write.h"

#include <algorithm>
#include <array>
#include <fmt/format.h>

#include "core/card.h"
#include "notation/catalog.h"

namespace replay {
namespace {

void WriteString(std::string_view s, std::string& out) {
  out += '"';
  // Runs of bytes that need no escape are appended whole (most strings are one run).
  size_t run = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default: out += fmt::format("\\u{:04x}", c);
    }
  }
  out.append(s.data() + run, s.size() - run);
  out += '"';
}

class Writer {
 public:
  Writer(std::optional<Deck> deck, std::string& out) : deck_(deck), out_(out) {}

  // `cards`: strings are card codes here (and in every nested array).
  void Value(const json::Value& v, bool cards = false) {
    switch (v.type) {
      case json::Type::kNull: out_ += "null"; break;
      case json::Type::kBool: out_ += v.boolean ? "true" : "false"; break;
      case json::Type::kInt:
      case json::Type::kDouble: out_ += v.string; break;
      case json::Type::kString: String(v.string, cards); break;
      case json::Type::kArray:
        out_ += '[';
        for (uint32_t i = 0; i < v.size; ++i) {
          if (i) out_ += ',';
          Value(v.items[i], cards);
        }
        out_ += ']';
        break;
      case json::Type::kObject: Object(v, {}, cards); break;
    }
  }

  void Object(const json::Value& v, std::initializer_list<std::string_view> order, bool cards,
              bool (*card_key)(std::string_view) = nullptr) {
    out_ += '{';
    WriteMembers(v, order, [&](const json::Member& m) { Member(m, cards, card_key); });
    out_ += '}';
  }

  void Action(const json::Value& a) {
    if (a.IsString()) return String(a.string, a.string != "pass");
    if (a.IsObject() && a.size == 1) {
      const json::Member& m = a.members[0];
      if (m.key == "card" && m.value.IsString()) return String(m.value.string, true);
      if (m.key == "pass" && m.value.IsBool() && m.value.boolean) {
        out_ += "\"pass\"";
        return;
      }
    }
    if (!a.IsObject()) return Value(a);
    Object(a, {"card", "take", "build", "value"}, false, [](std::string_view key) {
      return key == "card" || key == "take" || key == "build" || key == "exchange" ||
             key == "declare";
    });
  }

  void Hand(const json::Value& h) {
    if (!h.IsObject()) return Value(h);
    out_ += '{';
    WriteMembers(h, {"dealer", "cards", "auction", "play", "result", "complete"},
                 [&](const json::Member& m) {
                   if (m.key == "cards") return Value(m.value, true);
                   if ((m.key == "play" || m.key == "auction") && m.value.IsArray()) {
                     out_ += '[';
                     for (uint32_t i = 0; i < m.value.size; ++i) {
                       if (i) out_ += ',';
                       Action(m.value.items[i]);
                     }
                     out_ += ']';
                     return;
                   }
                   Value(m.value);
                 });
    out_ += '}';
  }

  // Members named in `order` first, in that order, then the others in byte order.
  template <class F>
  void WriteMembers(const json::Value& v, std::initializer_list<std::string_view> order, F each) {
    std::vector<const json::Member*> members;
    for (uint32_t i = 0; i < v.size; ++i) members.push_back(&v.members[i]);
    auto rank = [&](std::string_view key) {
      auto it = std::find(order.begin(), order.end(), key);
      return it == order.end() ? order.size() : size_t(it - order.begin());
    };
    std::stable_sort(members.begin(), members.end(), [&](auto* a, auto* b) {
      size_t ra = rank(a->key), rb = rank(b->key);
      return ra != rb ? ra < rb : a->key < b->key;
    });
    for (size_t i = 0; i < members.size(); ++i) {
      if (i) out_ += ',';
      WriteString(members[i]->key, out_);
      out_ += ':';
      each(*members[i]);
    }
  }

 private:
  void Member(const json::Member& m, bool cards, bool (*card_key)(std::string_view)) {
    Value(m.value, cards || (card_key && card_key(m.key)));
  }

  void String(std::string_view s, bool card) {
    if (card && deck_)
      if (std::optional<Card> c = ParseCard(s, *deck_)) return WriteString(CardCode(*c, *deck_), out_);
    WriteString(s, out_);
  }

  std::optional<Deck> deck_;
  std::string& out_;
};

}  // namespace

void WriteJson(const json::Value& value, std::string& out) { Writer(std::nullopt, out).Value(value); }

std::string WriteAction(const json::Value& action, Deck deck) {
  std::string out;
  Writer(deck, out).Action(action);
  return out;
}

std::string WriteCanonical(const Record& record, const GameCatalog& games) {
  std::string out;
  if (!record.root) return out;
  Writer w(games.DeckOf(record.game), out);
  out += '{';
  w.WriteMembers(*record.root, {"game", "rules", "players", "tags", "hands", "result"},
                 [&](const json::Member& m) {
                   if (m.key == "hands" && m.value.IsArray()) {
                     out += '[';
                     for (uint32_t i = 0; i < m.value.size; ++i) {
                       if (i) out += ',';
                       w.Hand(m.value.items[i]);
                     }
                     out += ']';
                     return;
                   }
                   w.Value(m.value);
                 });
  out += '}';
  return out;
}

}  // namespace replay
