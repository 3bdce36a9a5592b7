// The wide layout of a statistics table (replay-stats --layout wide, the text default): one row
// per group and slice, a column per measure, so that groups can be read across and compared down.
#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "stats/cells.h"
#include "stats/stats.h"

namespace replay::stats {
namespace {

// A wide row: the long rows of one (part, group, slice), in measure order.
struct Line {
  size_t part;
  const std::optional<std::string>* group;
  const std::string* slice;
  std::vector<const Row*> cells;
};

std::vector<Line> Lines(const Table& t) {
  std::vector<Line> lines;
  for (const Row& r : t.rows) {
    // Shape() and Compute() keep the rows of one (part, group, slice) together.
    if (lines.empty() || lines.back().part != r.part || *lines.back().group != r.group ||
        *lines.back().slice != r.slice)
      lines.push_back({r.part, &r.group, &r.slice, {}});
    lines.back().cells.push_back(&r);
  }
  return lines;
}

// A column of the CSV and JSON: a measure, and whether it has n and an interval (any of its
// parts' kinds is not a count).
struct Column {
  std::string name;
  bool sampled = false;
};

std::vector<Column> Columns(const Table& t) {
  std::vector<Column> columns;
  for (const MeasureInfo& m : t.measures) {
    auto it = std::find_if(columns.begin(), columns.end(),
                           [&](const Column& c) { return c.name == m.name; });
    if (it == columns.end()) it = columns.insert(columns.end(), Column{m.name});
    it->sampled = it->sampled || m.kind != Kind::kCount;
  }
  return columns;
}

const Row* Cell(const Line& line, const std::string& measure) {
  for (const Row* r : line.cells)
    if (r->measure == measure) return r;
  return nullptr;
}

}  // namespace

std::string FormatWideText(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  const std::vector<Line> lines = Lines(t);
  size_t parts = 0;
  for (const MeasureInfo& m : t.measures) parts = std::max(parts, m.part + 1);
  std::string out;
  for (size_t part = 0; part < parts; ++part) {
    std::vector<const Line*> rows;
    for (const Line& line : lines)
      if (line.part == part) rows.push_back(&line);
    // A family of slices with no rows is left out; the first part always has its header, so
    // that an empty table still says what it would have shown.
    if (part > 0 && rows.empty()) continue;
    std::vector<MeasureInfo> measures;
    for (const MeasureInfo& m : t.measures)
      if (m.part == part) measures.push_back(m);
    if (measures.empty()) continue;
    std::vector<std::string> header;
    std::vector<bool> right;
    if (grouped) {
      header.emplace_back(GroupByName(t.by));
      right.push_back(false);
    }
    if (part > 0) {
      header.emplace_back("slice");
      right.push_back(false);
    }
    for (const MeasureInfo& m : measures) {
      header.push_back(m.name);
      right.push_back(true);
      if (m.kind != Kind::kCount) {
        header.push_back("n");
        right.push_back(true);
      }
      if (m.kind == Kind::kMean || m.kind == Kind::kRate) {
        header.push_back("95% CI");
        right.push_back(false);
      }
    }
    std::vector<std::vector<std::string>> cells = {header};
    for (const Line* row : rows) {
      std::vector<std::string> line;
      // Groups and slices are names and tags from records: shown escaped.
      if (grouped) line.push_back(TerminalSafe(row->group->value_or("-")));
      if (part > 0) line.push_back(TerminalSafe(*row->slice));
      for (const MeasureInfo& m : measures) {
        const Row* r = Cell(*row, m.name);
        line.push_back(r ? ValueText(*r) : "");
        if (m.kind != Kind::kCount) line.push_back(r ? SampleText(*r) : "");
        if (m.kind == Kind::kMean || m.kind == Kind::kRate)
          line.push_back(r ? IntervalText(*r) : "");
      }
      cells.push_back(std::move(line));
    }
    if (!out.empty()) out += "\n";
    out += Aligned(cells, right);
  }
  return out;
}

std::string FormatWideCsv(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  const std::vector<Column> columns = Columns(t);
  std::string out;
  if (grouped) out += fmt::format("{},", GroupByName(t.by));
  out += "slice";
  for (const Column& c : columns) {
    out += "," + c.name;
    if (c.sampled) out += fmt::format(",{0}_n,{0}_low,{0}_high", c.name);
  }
  out += "\r\n";
  for (const Line& line : Lines(t)) {
    if (grouped) out += CsvField(line.group->value_or("")) + ",";
    out += CsvField(*line.slice);
    for (const Column& c : columns) {
      const Row* r = Cell(line, c.name);
      out += ",";
      if (r) out += r->kind == Kind::kCount ? fmt::format("{}", r->k) : Number(r->value);
      if (!c.sampled) continue;
      if (r && r->kind != Kind::kCount) out += fmt::format(",{}", r->n);
      else out += ",";
      out += "," + (r ? Number(r->low) : std::string());
      out += "," + (r ? Number(r->high) : std::string());
    }
    out += "\r\n";
  }
  return out;
}

nlohmann::ordered_json WideJson(const Table& t) {
  const std::vector<Column> columns = Columns(t);
  auto number = [](const std::optional<double>& v) {
    return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
  };
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const Line& line : Lines(t)) {
    nlohmann::ordered_json row;
    if (t.by != GroupBy::kAll)
      row[std::string(GroupByName(t.by))] =
          *line.group ? nlohmann::ordered_json(**line.group) : nullptr;
    row["slice"] = line.slice->empty() ? nullptr : nlohmann::ordered_json(*line.slice);
    for (const Column& c : columns) {
      const Row* r = Cell(line, c.name);
      if (!r) row[c.name] = nullptr;
      else if (r->kind == Kind::kCount) row[c.name] = r->k;
      else row[c.name] = number(r->value);
      if (!c.sampled) continue;
      row[c.name + "_n"] = r && r->kind != Kind::kCount ? nlohmann::ordered_json(r->n) : nullptr;
      row[c.name + "_low"] = r ? number(r->low) : nullptr;
      row[c.name + "_high"] = r ? number(r->high) : nullptr;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace replay::stats
