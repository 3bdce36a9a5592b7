#include "engine/outcome_json.h"

#include <algorithm>
#include <iterator>

#include <fmt/format.h>

namespace replay {
namespace {

using Json = nlohmann::json;

template <class T>
void Put(Json& object, const char* key, const std::optional<T>& value) {
  if (value) object[key] = *value;
}

Json SideJson(const SideFacts& s) {
  Json j = Json::object();
  Put(j, "cards", s.cards);
  Put(j, "tricks", s.tricks);
  Put(j, "trick_points", s.trick_points);
  Put(j, "xeri", s.xeri);
  Put(j, "declarations", s.declarations);
  Put(j, "belote", s.belote);
  Put(j, "pilotta", s.pilotta);
  Put(j, "capot", s.capot);
  Put(j, "cante20", s.cante20);
  Put(j, "cante40", s.cante40);
  return j;
}

Json SeatJson(const SeatFacts& s) {
  Json j = Json::object();
  Put(j, "xeri", s.xeri);
  Put(j, "opening_xeri", s.opening_xeri);
  Put(j, "last_card_xeri", s.last_card_xeri);
  Put(j, "captures", s.captures);
  Put(j, "builds", s.builds);
  Put(j, "raises", s.raises);
  Put(j, "melds", s.melds);
  if (s.cantes) {
    Json list = Json::array();
    for (const CanteFact& c : *s.cantes) list.push_back({{"suit", c.suit}, {"points", c.points}});
    j["cantes"] = list;
  }
  Put(j, "belote", s.belote);
  Put(j, "pilotta", s.pilotta);
  Put(j, "exchange", s.exchange);
  return j;
}

Json ContractJson(const ContractFacts& c) {
  Json j = Json::object();
  Put(j, "side", c.side);
  Put(j, "seat", c.seat);
  Put(j, "trump", c.trump);
  if (c.bid) j["bid"] = ToJson(*c.bid);
  Put(j, "round", c.round);
  Put(j, "doubled", c.doubled);
  Put(j, "redoubled", c.redoubled);
  Put(j, "made", c.made);
  Put(j, "inside", c.inside);
  Put(j, "hanging", c.hanging);
  Put(j, "capot", c.capot);
  return j;
}

Json TuteJson(const TuteFacts& t) {
  Json j = Json::object();
  Put(j, "capote_announced", t.capote_announced);
  Put(j, "capote_made", t.capote_made);
  Put(j, "tute", t.tute);
  Put(j, "tute_kind", t.tute_kind);
  Put(j, "claim", t.claim);
  return j;
}

template <class T>
void Get(const Json& object, const char* key, std::optional<T>& out) {
  auto it = object.find(key);
  if (it == object.end()) return;
  if constexpr (std::is_same_v<T, bool>) {
    if (it->is_boolean()) out = it->get<bool>();
  } else if constexpr (std::is_same_v<T, long>) {
    if (it->is_number_integer()) out = it->get<long>();
  } else if constexpr (std::is_same_v<T, std::string>) {
    if (it->is_string()) out = it->get<std::string>();
  } else {  // a list of words
    if (!it->is_array()) return;
    out.emplace();
    for (const Json& w : *it)
      if (w.is_string()) out->push_back(w.get<std::string>());
  }
}

const Json& Member(const Json& object, const char* key) {
  static const Json kNull;
  auto it = object.find(key);
  return it == object.end() ? kNull : *it;
}

}  // namespace

std::string Sides::Text() const {
  std::string out = "[";
  for (int s = 0; s < count; ++s) out += fmt::format("{}{}", s ? ", " : "", values[size_t(s)]);
  return out + "]";
}

std::string ValueText(const Value& v) {
  if (const Sides* s = std::get_if<Sides>(&v)) return s->Text();
  return ToJson(v).dump();
}

Json ToJson(const Value& value) {
  return std::visit(
      [](const auto& v) -> Json {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, Sides>) {
          Json a = Json::array();
          for (int s = 0; s < v.count; ++s) a.push_back(v[s]);
          return a;
        } else {
          return Json(v);
        }
      },
      value);
}

Json ToJson(const Fields& fields) {
  Json j = Json::object();
  for (const auto& [key, value] : fields.items) j[std::string(key)] = ToJson(value);
  return j;
}

Json ToJson(const HandFacts& f) {
  Json j = {{"level", f.level}};
  Put(j, "dealer", f.dealer);
  if (f.points) j["points"] = ToJson(Value(*f.points));
  if (!f.sides.empty()) {
    j["sides"] = Json::array();
    for (const SideFacts& s : f.sides) j["sides"].push_back(SideJson(s));
  }
  if (!f.seats.empty()) {
    j["seats"] = Json::array();
    for (const SeatFacts& s : f.seats) j["seats"].push_back(SeatJson(s));
  }
  if (f.contract) j["contract"] = ContractJson(*f.contract);
  if (f.tute) j["tute"] = TuteJson(*f.tute);
  for (const auto& [key, value] : f.extra) j[key] = ToJson(value);
  return j;
}

std::optional<Value> ValueFromJson(const Json& v) {
  if (v.is_boolean()) return Value(v.get<bool>());
  if (v.is_number_integer()) return Value(v.get<long>());
  if (v.is_string()) return Value(v.get<std::string>());
  if (v.is_array() && v.size() <= 4) {
    Sides s = Sides::Zero(int(v.size()));
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_number_integer()) return std::nullopt;
      s[int(i)] = v[i].get<long>();
    }
    return Value(s);
  }
  return std::nullopt;
}

HandFacts FactsFromJson(const Json& j) {
  HandFacts f;
  if (!j.is_object()) return f;
  for (auto& [key, value] : j.items()) {
    if (key == "level") {
      if (value.is_string()) f.level = value.get<std::string>();
    } else if (key == "dealer") {
      if (value.is_number_integer()) f.dealer = value.get<long>();
    } else if (key == "points") {
      if (std::optional<Value> v = ValueFromJson(value); v && std::holds_alternative<Sides>(*v))
        f.points = std::get<Sides>(*v);
    } else if (key == "sides") {
      for (const Json& x : value) {
        if (!x.is_object()) continue;
        SideFacts& s = f.sides.emplace_back();
        Get(x, "cards", s.cards), Get(x, "tricks", s.tricks);
        Get(x, "trick_points", s.trick_points), Get(x, "xeri", s.xeri);
        Get(x, "declarations", s.declarations), Get(x, "belote", s.belote);
        Get(x, "pilotta", s.pilotta), Get(x, "capot", s.capot);
        Get(x, "cante20", s.cante20), Get(x, "cante40", s.cante40);
      }
    } else if (key == "seats") {
      for (const Json& x : value) {
        if (!x.is_object()) continue;
        SeatFacts& s = f.seats.emplace_back();
        Get(x, "xeri", s.xeri), Get(x, "opening_xeri", s.opening_xeri);
        Get(x, "last_card_xeri", s.last_card_xeri), Get(x, "captures", s.captures);
        Get(x, "builds", s.builds), Get(x, "raises", s.raises), Get(x, "melds", s.melds);
        Get(x, "belote", s.belote), Get(x, "pilotta", s.pilotta), Get(x, "exchange", s.exchange);
        if (const Json& cantes = Member(x, "cantes"); cantes.is_array()) {
          s.cantes.emplace();
          for (const Json& c : cantes) {
            CanteFact& cf = s.cantes->emplace_back();
            if (c.contains("suit") && c["suit"].is_string()) cf.suit = c["suit"];
            if (c.contains("points") && c["points"].is_number_integer()) cf.points = c["points"];
          }
        }
      }
    } else if (key == "contract") {
      if (!value.is_object()) continue;
      ContractFacts& c = f.contract.emplace();
      Get(value, "side", c.side), Get(value, "seat", c.seat), Get(value, "round", c.round);
      Get(value, "hanging", c.hanging), Get(value, "trump", c.trump);
      if (value.contains("bid")) c.bid = ValueFromJson(value["bid"]);
      Get(value, "doubled", c.doubled), Get(value, "redoubled", c.redoubled);
      Get(value, "made", c.made), Get(value, "inside", c.inside), Get(value, "capot", c.capot);
    } else if (key == "tute") {
      if (!value.is_object()) continue;
      TuteFacts& t = f.tute.emplace();
      Get(value, "capote_announced", t.capote_announced), Get(value, "tute", t.tute);
      Get(value, "claim", t.claim), Get(value, "capote_made", t.capote_made);
      Get(value, "tute_kind", t.tute_kind);
    } else if (std::optional<Value> v = ValueFromJson(value)) {
      f.extra.emplace_back(key, *v);
    }
  }
  return f;
}

Json HandsJson(const MatchOutcome& outcome) {
  Json hands = Json::array();
  for (const HandOutcome& h : outcome.hands) hands.push_back(h.result ? ToJson(*h.result) : Json());
  return hands;
}

Json ResultJson(const MatchOutcome& outcome) {
  if (!outcome.score) return Json();
  Json r = {{"score", ToJson(Value(*outcome.score))}};
  if (outcome.winner >= 0) r["winner"] = outcome.winner;
  return r;
}

namespace {

// A JSON string as nlohmann's dump() writes it: printable ASCII as it is, anything else (escapes,
// UTF-8, and its refusal of invalid UTF-8) left to nlohmann.
void AppendString(std::string_view s, std::string& out) {
  for (char c : s)
    if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
      out += Json(std::string(s)).dump();
      return;
    }
  out += '"';
  out += s;
  out += '"';
}

void AppendSides(const Sides& s, std::string& out) {
  out += '[';
  for (int i = 0; i < s.count; ++i) {
    if (i) out += ',';
    fmt::format_to(std::back_inserter(out), "{}", s[i]);
  }
  out += ']';
}

void AppendValue(const Value& value, std::string& out) {
  if (const long* n = std::get_if<long>(&value)) {
    fmt::format_to(std::back_inserter(out), "{}", *n);
  } else if (const bool* b = std::get_if<bool>(&value)) {
    out += *b ? "true" : "false";
  } else if (const Sides* s = std::get_if<Sides>(&value)) {
    AppendSides(*s, out);
  } else {
    AppendString(std::get<std::string>(value), out);
  }
}

// An object as nlohmann::json (a std::map) writes it: keys in byte order, the last of a repeated
// key winning.
void AppendFields(const Fields& fields, std::string& out) {
  std::vector<const std::pair<std::string_view, Value>*> items;
  items.reserve(fields.items.size());
  for (const auto& item : fields.items) items.push_back(&item);
  std::stable_sort(items.begin(), items.end(),
                   [](auto* a, auto* b) { return a->first < b->first; });
  out += '{';
  bool first = true;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i + 1 < items.size() && items[i + 1]->first == items[i]->first) continue;
    if (!first) out += ',';
    first = false;
    AppendString(items[i]->first, out);
    out += ':';
    AppendValue(items[i]->second, out);
  }
  out += '}';
}

}  // namespace

void AppendHandsJson(const MatchOutcome& outcome, std::string& out) {
  out += '[';
  for (size_t h = 0; h < outcome.hands.size(); ++h) {
    if (h) out += ',';
    if (const std::optional<Fields>& r = outcome.hands[h].result) AppendFields(*r, out);
    else out += "null";
  }
  out += ']';
}

void AppendResultJson(const MatchOutcome& outcome, std::string& out) {
  if (!outcome.score) {
    out += "null";
    return;
  }
  out += "{\"score\":";
  AppendSides(*outcome.score, out);
  if (outcome.winner >= 0) fmt::format_to(std::back_inserter(out), ",\"winner\":{}", outcome.winner);
  out += '}';
}

Json FactsJson(const MatchOutcome& outcome) {
  Json facts = Json::array();
  for (const HandOutcome& h : outcome.hands) facts.push_back(h.facts ? ToJson(*h.facts) : Json());
  return facts;
}

}  // namespace replay
