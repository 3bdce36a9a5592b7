#include "engine/outcome_json.h"

#include <algorithm>
#include <iterator>

#include <fmt/format.h>

namespace replay {
namespace {

using Json = nlohmann::json;

// One field of a facts struct to JSON: nothing when the fact is absent.
template <class T>
void Put(Json& object, const char* key, const std::optional<T>& value) {
  if (value) object[key] = *value;
}
void Put(Json& object, const char* key, const std::optional<Value>& value) {
  if (value) object[key] = ToJson(*value);
}
void Put(Json& object, const char* key, const std::optional<std::vector<CanteFact>>& cantes) {
  if (!cantes) return;
  Json list = Json::array();
  for (const CanteFact& c : *cantes) list.push_back({{"suit", c.suit}, {"points", c.points}});
  object[key] = list;
}

// A facts struct (SideFacts, SeatFacts, ContractFacts, TuteFacts) as a JSON object, by its Each.
template <class Facts>
Json FactsObject(const Facts& facts) {
  Json j = Json::object();
  Facts::Each(facts, [&](const char* key, const auto& field) { Put(j, key, field); });
  return j;
}

// One field back from JSON; a value of the wrong type is left out, as an absent fact.
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
void Get(const Json& object, const char* key, std::optional<Value>& out) {
  if (auto it = object.find(key); it != object.end()) out = ValueFromJson(*it);
}
void Get(const Json& object, const char* key, std::optional<std::vector<CanteFact>>& out) {
  auto it = object.find(key);
  if (it == object.end() || !it->is_array()) return;
  out.emplace();
  for (const Json& c : *it) {
    CanteFact& cf = out->emplace_back();
    if (c.contains("suit") && c["suit"].is_string()) cf.suit = c["suit"];
    if (c.contains("points") && c["points"].is_number_integer()) cf.points = c["points"];
  }
}

template <class Facts>
void ReadFacts(const Json& object, Facts& facts) {
  Facts::Each(facts, [&](const char* key, auto& field) { Get(object, key, field); });
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
    for (const SideFacts& s : f.sides) j["sides"].push_back(FactsObject(s));
  }
  if (!f.seats.empty()) {
    j["seats"] = Json::array();
    for (const SeatFacts& s : f.seats) j["seats"].push_back(FactsObject(s));
  }
  if (f.contract) j["contract"] = FactsObject(*f.contract);
  if (f.tute) j["tute"] = FactsObject(*f.tute);
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
    } else if (key == "sides" || key == "seats") {
      if (!value.is_array()) continue;
      for (const Json& x : value) {
        if (!x.is_object()) continue;
        if (key == "sides") ReadFacts(x, f.sides.emplace_back());
        else ReadFacts(x, f.seats.emplace_back());
      }
    } else if (key == "contract" || key == "tute") {
      if (!value.is_object()) continue;
      if (key == "contract") ReadFacts(value, f.contract.emplace());
      else ReadFacts(value, f.tute.emplace());
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
