// The three renderings of a statistics table (replay-stats --format text|csv|json).
#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "stats/stats.h"

namespace replay::stats {
namespace {

std::string_view KindName(Kind kind) {
  switch (kind) {
    case Kind::kCount: return "count";
    case Kind::kMean: return "mean";
    case Kind::kRate: return "rate";
    case Kind::kPerHand: return "per_hand";
  }
  return "";
}

bool HasSlices(const Table& t) {
  return std::any_of(t.rows.begin(), t.rows.end(), [](const Row& r) { return !r.slice.empty(); });
}

std::string Number(const std::optional<double>& v) { return v ? fmt::format("{}", *v) : ""; }

}  // namespace

std::string FormatText(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  const bool slices = HasSlices(t);
  std::vector<std::vector<std::string>> cells;
  std::vector<std::string> header;
  if (grouped) header.emplace_back(GroupByName(t.by));
  if (slices) header.emplace_back("slice");
  header.insert(header.end(), {"measure", "value", "n", "95% CI"});
  cells.push_back(header);
  for (const Row& r : t.rows) {
    std::vector<std::string> line;
    // Groups and slices are names and tags from records: shown escaped.
    if (grouped) line.push_back(TerminalSafe(r.group.value_or("-")));
    if (slices) line.push_back(r.slice.empty() ? "-" : TerminalSafe(r.slice));
    line.push_back(r.measure);
    std::string value = "-", ci;
    switch (r.kind) {
      case Kind::kCount: value = fmt::format("{}", r.k); break;
      case Kind::kMean:
      case Kind::kPerHand:
        if (r.value) value = fmt::format("{:.3f}", *r.value);
        break;
      case Kind::kRate:
        if (r.value) value = fmt::format("{:.1f}%", *r.value * 100);
        if (r.low) ci = fmt::format("[{:.1f}%, {:.1f}%]", *r.low * 100, *r.high * 100);
        break;
    }
    line.push_back(value);
    line.push_back(r.kind == Kind::kCount ? "" : fmt::format("{}", r.n));
    line.push_back(ci);
    cells.push_back(std::move(line));
  }
  const size_t columns = header.size();
  const size_t first_number = columns - 3;  // value, n: right-aligned
  std::vector<size_t> widths(columns, 0);
  for (auto& line : cells)
    for (size_t c = 0; c < columns; ++c) widths[c] = std::max(widths[c], DisplayWidth(line[c]));
  std::string out;
  for (auto& line : cells) {
    std::string text;
    for (size_t c = 0; c < columns; ++c) {
      size_t pad = widths[c] - DisplayWidth(line[c]);
      if (c) text += "  ";
      if (c == first_number || c == first_number + 1) text += std::string(pad, ' ') + line[c];
      else text += line[c] + (c + 1 < columns ? std::string(pad, ' ') : "");
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out += text + "\n";
  }
  return out;
}

std::string FormatCsv(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  std::string out;
  if (grouped) out += fmt::format("{},", GroupByName(t.by));
  out += "slice,measure,kind,value,k,n,ci_low,ci_high\r\n";
  for (const Row& r : t.rows) {
    if (grouped) out += CsvField(r.group.value_or("")) + ",";
    out += fmt::format("{},{},{},{},{},{},{},{}\r\n", CsvField(r.slice), r.measure, KindName(r.kind),
                       r.kind == Kind::kCount ? fmt::format("{}", r.k) : Number(r.value), r.k,
                       r.kind == Kind::kCount ? "" : fmt::format("{}", r.n), Number(r.low),
                       Number(r.high));
  }
  return out;
}

nlohmann::ordered_json ToJson(const Table& t) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const Row& r : t.rows) {
    nlohmann::ordered_json row;
    if (t.by != GroupBy::kAll)
      row[std::string(GroupByName(t.by))] = r.group ? nlohmann::ordered_json(*r.group) : nullptr;
    row["slice"] = r.slice.empty() ? nullptr : nlohmann::ordered_json(r.slice);
    row["measure"] = r.measure;
    row["kind"] = KindName(r.kind);
    if (r.kind == Kind::kCount) row["value"] = r.k;
    else row["value"] = r.value ? nlohmann::ordered_json(*r.value) : nullptr;
    row["k"] = r.k;
    row["n"] = r.kind == Kind::kCount ? nullptr : nlohmann::ordered_json(r.n);
    row["ci_low"] = r.low ? nlohmann::ordered_json(*r.low) : nullptr;
    row["ci_high"] = r.high ? nlohmann::ordered_json(*r.high) : nullptr;
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace replay::stats
