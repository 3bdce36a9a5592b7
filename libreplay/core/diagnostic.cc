#include "core/diagnostic.h"

#include <algorithm>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/numbering.h"
#include "core/text.h"

namespace replay {

bool HasErrors(const Diagnostics& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.IsError(); });
}

std::string FormatText(const Diagnostic& d) {
  std::string out = d.input.empty() ? "-" : d.input;
  if (d.line > 0) out += fmt::format(":{}:{}", d.line, d.column);
  out += fmt::format(": {}: [{}] ", d.IsError() ? Localize("error") : Localize("warning"), d.code);
  // A person's numbers (core/numbering.h) beside the program's pointer, which says the same.
  std::string where;
  if (d.hand >= 0) where = Tr("hand {}", Ordinal(d.hand)).Localized();
  if (d.action >= 0) {
    Message what = d.section == "auction" ? Tr("call {}", Ordinal(d.action))
                                          : Tr("move {}", Ordinal(d.action));
    where += fmt::format("{}{}", where.empty() ? "" : ", ", what.Localized());
  }
  if (d.seat >= 0) {
    where += fmt::format("{}{}", where.empty() ? "" : ", ", Tr("seat {}", d.seat).Localized());
    if (!d.seat_name.empty()) where += fmt::format(" ({})", d.seat_name);
  }
  if (!d.pointer.empty())
    where += fmt::format("{}{}", where.empty() ? "" : " ", Tr("at {}", d.pointer).Localized());
  if (!where.empty()) out += where + ": ";
  out += d.text.empty() ? d.message : d.text.Localized();
  if (!d.rule.empty()) out += fmt::format(" ({})", d.rule);
  return TerminalSafe(out);  // names and input names are the user's: one safe line
}

nlohmann::ordered_json ToJson(const Diagnostic& d) {
  using Json = nlohmann::ordered_json;
  auto or_null = [](long v) { return v >= 0 ? Json(v) : Json(nullptr); };
  Json j;
  j["input"] = d.input;
  j["record"] = or_null(d.record);
  j["code"] = d.code;
  j["severity"] = d.IsError() ? "error" : "warning";
  j["line"] = d.line > 0 ? Json(d.line) : Json(nullptr);
  j["column"] = d.column > 0 ? Json(d.column) : Json(nullptr);
  j["pointer"] = d.pointer;
  j["hand"] = or_null(d.hand);
  j["action"] = or_null(d.action);
  j["seat"] = or_null(d.seat);
  j["rule"] = d.rule.empty() ? Json(nullptr) : Json(d.rule);
  j["message"] = d.message;
  return j;
}

}  // namespace replay
