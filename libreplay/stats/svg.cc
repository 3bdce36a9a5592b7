// replay-stats --format svg: a dot-and-interval panel per measure (chart/chart.h).
#include <algorithm>

#include <fmt/format.h>

#include "chart/chart.h"
#include "stats/cells.h"
#include "stats/stats.h"

namespace replay::stats {

std::string FormatSvg(const Table& t) {
  // Means and rates are what the picture is for; a table of counts only (games, or --measure
  // hands) is drawn as dots, so every table has a picture.
  const bool any_estimate = std::any_of(t.rows.begin(), t.rows.end(), [](const Row& r) {
    return r.kind == Kind::kMean || r.kind == Kind::kRate;
  });
  std::vector<std::string> measures;  // in order of first appearance
  for (const Row& r : t.rows)
    if ((!any_estimate || r.kind == Kind::kMean || r.kind == Kind::kRate) &&
        std::find(measures.begin(), measures.end(), r.measure) == measures.end())
      measures.push_back(r.measure);
  const std::string by =
      t.by == GroupBy::kAll ? std::string() : fmt::format(" by {}", GroupByName(t.by));
  std::vector<chart::Figure> figures;
  for (const std::string& measure : measures) {
    chart::IntervalPanel panel;
    panel.title = fmt::format("{}: {}{}", t.statistic, measure, by);
    Kind kind = Kind::kCount;
    for (const Row& r : t.rows) {
      if (r.measure != measure) continue;
      kind = r.kind;
      std::string label = t.by == GroupBy::kAll ? "all" : r.group.value_or("-");
      if (!r.slice.empty()) label += " · " + r.slice;
      if (r.kind != Kind::kCount) label += fmt::format(" (n={})", r.n);
      std::string note = ValueText(r);
      if (std::string ci = IntervalText(r); !ci.empty()) note += " " + ci;
      panel.rows.push_back({label, r.value, r.low, r.high, note});
    }
    panel.percent = kind == Kind::kRate;
    panel.axis = kind == Kind::kRate   ? fmt::format("{}, with its 95 % Wilson interval", measure)
                 : kind == Kind::kMean ? fmt::format("{}, with its 95 % t interval", measure)
                                       : measure;
    figures.push_back(chart::DotIntervalFigure(panel));
  }
  if (figures.empty()) {  // no rows: say so rather than draw an empty document
    chart::IntervalPanel panel;
    panel.title = fmt::format("{}{}: no units", t.statistic, by);
    panel.axis = "no units";
    figures.push_back(chart::DotIntervalFigure(panel));
  }
  return chart::Document(fmt::format("replay-stats {}{}", t.statistic, by), figures);
}

}  // namespace replay::stats
