#include "engine/options.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <limits>

namespace replay {

std::string RuleOverrides::Add(std::string_view kv) {
  size_t eq = kv.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return fmt::format("--rules takes key=value, not \"{}\"", kv);
  auto e = std::make_unique<Entry>();
  e->origin = "--rules";
  e->key = std::string(kv.substr(0, eq));
  e->text = std::string(kv.substr(eq + 1));
  e->doc = std::make_unique<json::Document>();
  size_t end = 0;
  e->value = e->doc->Parse(e->text, 0, &end, nullptr);
  if (!e->value || end != e->text.size()) {
    // A bare word such as `capture_all`: read it as a JSON string.
    e->text = "\"" + e->text + "\"";
    e->value = e->doc->Parse(e->text, 0, &end, nullptr);
    if (!e->value) return fmt::format("--rules {}: the value can't be read", kv);
  }
  values_.erase(std::remove_if(values_.begin(), values_.end(),
                               [&](auto& v) { return v->key == e->key; }),
                values_.end());
  values_.push_back(std::move(e));
  return {};
}

std::string RuleOverrides::AddFor(std::string_view game, std::string_view key,
                                  std::string_view json_text, std::string_view origin) {
  for (auto& v : values_)
    if (v->key == key && (v->game.empty() || v->game == game)) return {};  // --rules win
  auto e = std::make_unique<Entry>();
  e->key = std::string(key);
  e->text = std::string(json_text);
  e->game = std::string(game);
  e->origin = std::string(origin);
  e->doc = std::make_unique<json::Document>();
  size_t end = 0;
  e->value = e->doc->Parse(e->text, 0, &end, nullptr);
  if (!e->value || end != e->text.size())
    return fmt::format("{}: option `{}`: the value can't be read", origin, key);
  values_.push_back(std::move(e));
  return {};
}

const RuleOverrides::Entry* RuleOverrides::Lookup(std::string_view key,
                                                  std::string_view game) const {
  for (auto& e : values_)
    if (e->key == key && (e->game.empty() || e->game == game)) return e.get();
  return nullptr;
}

const json::Value* RuleOverrides::Find(std::string_view key, std::string_view game) const {
  const Entry* e = Lookup(key, game);
  return e ? e->value : nullptr;
}

std::string_view RuleOverrides::Origin(std::string_view key, std::string_view game) const {
  const Entry* e = Lookup(key, game);
  return e ? std::string_view(e->origin) : std::string_view();
}

std::string RuleOverrides::Fingerprint() const {
  std::string out;
  for (auto& e : values_) out += fmt::format("{}\t{}\t{}\n", e->game, e->key, e->text);
  return out;
}

std::vector<std::string_view> RuleOverrides::Keys(std::string_view game) const {
  std::vector<std::string_view> keys;
  for (auto& e : values_)
    if (e->game.empty() || e->game == game) keys.push_back(e->key);
  return keys;
}

OptionReader::OptionReader(const Record& record, const RuleOverrides* overrides,
                           Reporter& reporter)
    : record_(record), overrides_(overrides), reporter_(reporter) {}

const json::Value* OptionReader::Lookup(std::string_view name) const {
  if (overrides_)
    if (const json::Value* v = overrides_->Find(name, record_.game)) return v;
  return record_.rules ? record_.rules->Find(name) : nullptr;
}

std::string OptionReader::Pointer(std::string_view name) const {
  if (overrides_ && overrides_->Find(name, record_.game)) return "";  // given on the command line
  return "/rules/" + json::PointerEscape(name);
}

void OptionReader::BadValue(std::string_view name, const json::Value& v, Message expected) {
  // The value as written (raw in every language), or what it is when it has no short form.
  Message given = v.IsString() ? Message(fmt::format("\"{}\"", v.string))
                  : v.IsNumber() ? Message(v.string)
                  : v.IsBool() ? Message(v.boolean ? "true" : "false")
                               : json::TypeText(v.type);
  reporter_.Error("rules/bad-value", Pointer(name),
                  Tr("option `{}` is {}, but it must be {}", name, given, expected));
  ok_ = false;
}

bool OptionReader::Bool(std::string_view name, bool fallback) {
  asked_.push_back(name);
  const json::Value* v = Lookup(name);
  if (!v) return fallback;
  if (!v->IsBool()) {
    BadValue(name, *v, Tr("true or false"));
    return fallback;
  }
  return v->boolean;
}

long OptionReader::Int(std::string_view name, long fallback, long min, long max) {
  asked_.push_back(name);
  const json::Value* v = Lookup(name);
  if (!v) return fallback;
  if (!v->IsInt() || v->integer < min || v->integer > max) {
    BadValue(name, *v, max == std::numeric_limits<long>::max()
                           ? Tr("an integer of at least {}", min)
                           : Tr("an integer from {} to {}", min, max));
    return fallback;
  }
  return long(v->integer);
}

long OptionReader::IntOneOf(std::string_view name, long fallback,
                            std::initializer_list<long> allowed) {
  asked_.push_back(name);
  const json::Value* v = Lookup(name);
  if (!v) return fallback;
  if (!v->IsInt() || std::find(allowed.begin(), allowed.end(), v->integer) == allowed.end()) {
    BadValue(name, *v, Tr("one of {}", fmt::format("{}", fmt::join(allowed, ", "))));
    return fallback;
  }
  return long(v->integer);
}

std::string OptionReader::Letters(std::string_view name, std::string_view fallback,
                                 std::string_view alphabet) {
  asked_.push_back(name);
  const json::Value* v = Lookup(name);
  if (!v) return std::string(fallback);
  bool ok = v->IsString();
  for (size_t i = 0; ok && i < v->string.size(); ++i)
    ok = alphabet.find(v->string[i]) != std::string_view::npos &&
         v->string.find(v->string[i]) == i;  // each letter once
  if (!ok) {
    BadValue(name, *v, Tr("a string of distinct letters from {}", alphabet));
    return std::string(fallback);
  }
  return std::string(v->string);
}

int OptionReader::Choice(std::string_view name, int fallback,
                         std::initializer_list<std::string_view> words) {
  asked_.push_back(name);
  const json::Value* v = Lookup(name);
  if (!v) return fallback;
  if (v->IsString()) {
    auto it = std::find(words.begin(), words.end(), v->string);
    if (it != words.end()) return int(it - words.begin());
  }
  BadValue(name, *v, Tr("one of {}", fmt::format("{}", fmt::join(words, ", "))));
  return fallback;
}

void OptionReader::Finish() {
  auto report = [&](std::string_view key, std::string pointer, Message where) {
    if (std::find(asked_.begin(), asked_.end(), key) != asked_.end()) return;
    reporter_.Error("rules/unknown-option", std::move(pointer),
                    Tr("{} has no option `{}`{}", record_.game, key, where));
    ok_ = false;
  };
  if (record_.rules)
    for (uint32_t i = 0; i < record_.rules->size; ++i) {
      std::string_view key = record_.rules->members[i].key;
      report(key, "/rules/" + json::PointerEscape(key), Message());
    }
  if (overrides_)
    for (std::string_view key : overrides_->Keys(record_.game))
      if (!(record_.rules && record_.rules->Find(key)))
        report(key, "", Tr(" (given with {})", overrides_->Origin(key, record_.game)));
}

}  // namespace replay
