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
  const std::string* form;
  const std::string* slice;
  std::vector<const Row*> cells;
};

std::vector<Line> Lines(const Table& t) {
  std::vector<Line> lines;
  for (const Row& r : t.rows) {
    // Shape() and Compute() keep the rows of one (part, group, slice) together.
    if (lines.empty() || lines.back().part != r.part || *lines.back().group != r.group ||
        *lines.back().form != r.form || *lines.back().slice != r.slice)
      lines.push_back({r.part, &r.group, &r.form, &r.slice, {}});
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

// The columns of each block of a wide text table at most `width` columns wide (0: one block):
// every block repeats the `keys` first columns (group, form, slice) and takes as many whole
// measures (a measure with its n and interval, from `starts`) as fit, at least one.
std::vector<std::vector<size_t>> Blocks(const std::vector<std::vector<std::string>>& cells,
                                        size_t keys, const std::vector<size_t>& starts,
                                        size_t width) {
  const size_t columns = cells.front().size();
  std::vector<size_t> widths(columns, 0);
  for (const std::vector<std::string>& line : cells)
    for (size_t c = 0; c < columns; ++c) widths[c] = std::max(widths[c], DisplayWidth(line[c]));
  auto span = [&](size_t from, size_t to) {  // columns [from, to) with their separators
    size_t w = 0;
    for (size_t c = from; c < to; ++c) w += widths[c] + 2;
    return w;
  };
  std::vector<std::vector<size_t>> blocks;
  std::vector<size_t> block;
  size_t used = 0;
  auto start_block = [&] {
    block.clear();
    for (size_t c = 0; c < keys; ++c) block.push_back(c);
    used = span(0, keys);
  };
  start_block();
  for (size_t m = 0; m < starts.size(); ++m) {
    const size_t from = starts[m], to = m + 1 < starts.size() ? starts[m + 1] : columns;
    const size_t w = span(from, to);
    // The last separator is not printed: a block of `used + w - 2` columns fits when <= width.
    if (width && block.size() > keys && used + w - 2 > width) {
      blocks.push_back(block);
      start_block();
    }
    for (size_t c = from; c < to; ++c) block.push_back(c);
    used += w;
  }
  blocks.push_back(block);
  return blocks;
}

}  // namespace

std::string FormatWideText(const Table& t, size_t width) {
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
    std::vector<size_t> measure_starts;  // the first column of each measure's n and interval
    if (grouped) {
      header.emplace_back(GroupByName(t.by));
      right.push_back(false);
    }
    if (t.by_form) {
      header.emplace_back("form");
      right.push_back(false);
    }
    if (part > 0) {
      header.emplace_back("slice");
      right.push_back(false);
    }
    const size_t keys = header.size();
    for (const MeasureInfo& m : measures) {
      measure_starts.push_back(header.size());
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
      if (t.by_form) line.push_back(*row->form);
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
    for (const std::vector<size_t>& block : Blocks(cells, keys, measure_starts, width)) {
      std::vector<std::vector<std::string>> part_cells;
      std::vector<bool> part_right;
      for (size_t c : block) part_right.push_back(right[c]);
      for (const std::vector<std::string>& line : cells) {
        part_cells.emplace_back();
        for (size_t c : block) part_cells.back().push_back(line[c]);
      }
      if (!out.empty()) out += "\n";
      out += Aligned(part_cells, part_right);
    }
  }
  return out;
}

std::string FormatWideCsv(const Table& t) {
  const bool grouped = t.by != GroupBy::kAll;
  const std::vector<Column> columns = Columns(t);
  std::string out;
  if (grouped) out += fmt::format("{},", GroupByName(t.by));
  if (t.by_form) out += "form,";
  out += "slice";
  for (const Column& c : columns) {
    out += "," + c.name;
    if (c.sampled) out += fmt::format(",{0}_n,{0}_low,{0}_high", c.name);
  }
  out += "\r\n";
  for (const Line& line : Lines(t)) {
    if (grouped) out += CsvField(line.group->value_or("")) + ",";
    if (t.by_form) out += CsvField(*line.form) + ",";
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
    if (t.by_form) row["form"] = *line.form;
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
