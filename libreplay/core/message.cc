#include "core/message.h"

#include <fmt/args.h>
#include <libintl.h>

namespace replay {
namespace {

constexpr const char* kDomain = "replay";

std::string Render(const Message::Part& p) {
  if (p.id.empty()) return p.english;
  const char* translated = dgettext(kDomain, p.id.c_str());
  if (translated == p.id.c_str() || p.id == translated) return p.english;  // no catalogue entry
  fmt::dynamic_format_arg_store<fmt::format_context> store;
  for (const Message& a : p.args) store.push_back(a.Localized());
  try {
    return fmt::vformat(translated, store);
  } catch (const fmt::format_error&) {
    return p.english;  // a translation whose placeholders don't fit: English rather than nothing
  }
}

}  // namespace

std::string Message::English() const {
  std::string out;
  for (const Part& p : parts_) out += p.english;
  return out;
}

std::string Message::Localized() const {
  std::string out;
  for (const Part& p : parts_) out += Render(p);
  return out;
}

Message& Message::operator+=(Message more) {
  for (Part& p : more.parts_) parts_.push_back(std::move(p));
  return *this;
}

std::string Localize(const char* msgid) { return dgettext(kDomain, msgid); }

}  // namespace replay
