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
    WriteMembers(h, {"dealer", "cards", "auction", "play", "result", "total", "complete"},
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
    // Each member's rank is found once; an object of up to kSmall members (every action, hand
    // and record) is sorted on the stack by a stable insertion sort, without an allocation.
    struct Ranked {
      size_t rank;
      const json::Member* member;
    };
    auto before = [](const Ranked& a, const Ranked& b) {
      return a.rank != b.rank ? a.rank < b.rank : a.member->key < b.member->key;
    };
    constexpr size_t kSmall = 16;
    Ranked small[kSmall];
    std::vector<Ranked> large;
    Ranked* members = small;
    const size_t n = v.size;
    if (n > kSmall) {
      large.resize(n);
      members = large.data();
    }
    for (size_t i = 0; i < n; ++i) {
      std::string_view key = v.members[i].key;
      auto it = std::find(order.begin(), order.end(), key);
      members[i] = {it == order.end() ? order.size() : size_t(it - order.begin()),
                    &v.members[i]};
    }
    if (n > kSmall) {
      std::stable_sort(members, members + n, before);
    } else {
      for (size_t i = 1; i < n; ++i)  // stable: only members strictly after move past it
        for (size_t j = i; j > 0 && before(members[j], members[j - 1]); --j)
          std::swap(members[j], members[j - 1]);
    }
    for (size_t i = 0; i < n; ++i) {
      if (i) out_ += ',';
      WriteString(members[i].member->key, out_);
      out_ += ':';
      each(*members[i].member);
    }
  }

 private:
  void Member(const json::Member& m, bool cards, bool (*card_key)(std::string_view)) {
    Value(m.value, cards || (card_key && card_key(m.key)));
  }

  void String(std::string_view s, bool card) {
    if (card && deck_)
      if (std::optional<Card> c = ParseCard(s, *deck_)) {  // a code never needs an escape
        out_ += '"';
        AppendCardCode(*c, *deck_, out_);
        out_ += '"';
        return;
      }
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
  // The canonical text is about as long as the record's own (the same JSON, compact): one
  // allocation rather than a copy at each doubling.
  out.reserve(record.source.text.size() + 64);
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
