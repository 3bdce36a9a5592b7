// The long renderings of a statistics table (replay-stats --layout long --format text|csv|json):
// one row per group, slice and measure.
#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/message.h"
#include "core/text.h"
#include "stats/cells.h"
#include "stats/stats.h"

namespace replay::stats {
namespace {

bool HasSlices(const Table& t) {
  return std::any_of(t.rows.begin(), t.rows.end(), [](const Row& r) { return !r.slice.empty(); });
}

}  // namespace

std::string_view KindName(Kind kind) {
  switch (kind) {
    case Kind::kCount: return "count";
    case Kind::kMean: return "mean";
    case Kind::kRate: return "rate";
    case Kind::kPerHand: return "per_hand";
  }
  return "";
}

std::string ValueText(const Row& r) {
  if (r.kind == Kind::kCount) return fmt::format("{}", r.k);
  if (!r.value) return "-";
  if (r.kind == Kind::kRate) return fmt::format("{:.1f}%", *r.value * 100);
  return fmt::format("{:.3f}", *r.value);
}

std::string IntervalText(const Row& r) {
  if (!r.low || !r.high) return "";
  if (r.kind == Kind::kRate) return fmt::format("[{:.1f}%, {:.1f}%]", *r.low * 100, *r.high * 100);
  return fmt::format("[{:.3f}, {:.3f}]", *r.low, *r.high);
}

std::string SampleText(const Row& r) {
  return r.kind == Kind::kCount ? "" : fmt::format("{}", r.n);
}

std::string Number(const std::optional<double>& v) { return v ? fmt::format("{}", *v) : ""; }

std::string Aligned(const std::vector<std::vector<std::string>>& cells,
                    const std::vector<bool>& right) {
  const size_t columns = right.size();
  std::vector<size_t> widths(columns, 0);
  for (auto& line : cells)
    for (size_t c = 0; c < columns; ++c) widths[c] = std::max(widths[c], DisplayWidth(line[c]));
  std::string out;
  for (auto& line : cells) {
    std::string text;
    for (size_t c = 0; c < columns; ++c) {
      if (c) text += "  ";
      text += right[c] ? PadLeft(line[c], widths[c]) : PadRight(line[c], widths[c]);
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out += text + "\n";
  }
  return out;
}

std::string FormatText(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  const bool slices = HasSlices(t);
  std::vector<std::vector<std::string>> cells;
  std::vector<std::string> header;
  if (grouped) header.emplace_back(GroupByName(t.by));
  if (t.by_form) header.emplace_back("form");
  // The headings in the reader's language (the group is the --by word, as typed; the CSV and
  // JSON keys stay English). Aligned() pads by display width: a longer heading widens its column.
  if (slices) header.emplace_back(Localize("slice"));
  // xgettext:no-c-format
  std::string interval = Localize("95% CI");  // (no printf format: msgfmt must not check it)
  header.insert(header.end(), {Localize("measure"), Localize("value"), Localize("n"), interval});
  cells.push_back(header);
  for (const Row& r : t.rows) {
    std::vector<std::string> line;
    // Groups and slices are names and tags from records: shown escaped.
    if (grouped) line.push_back(TerminalSafe(r.group.value_or("-")));
    if (t.by_form) line.push_back(r.form);
    if (slices) line.push_back(r.slice.empty() ? "-" : TerminalSafe(r.slice));
    line.insert(line.end(), {r.measure, ValueText(r), SampleText(r), IntervalText(r)});
    cells.push_back(std::move(line));
  }
  std::vector<bool> right(header.size(), false);
  right[header.size() - 3] = right[header.size() - 2] = true;  // value, n
  return Aligned(cells, right);
}

std::string FormatCsv(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  std::string out;
  if (grouped) out += fmt::format("{},", GroupByName(t.by));
  if (t.by_form) out += "form,";
  out += "slice,measure,kind,value,k,n,ci_low,ci_high\r\n";
  for (const Row& r : t.rows) {
    if (grouped) out += CsvField(r.group.value_or("")) + ",";
    if (t.by_form) out += CsvField(r.form) + ",";
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
    if (t.by_form) row["form"] = r.form;
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
