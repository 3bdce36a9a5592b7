// replay-stats --format svg: a dot-and-interval panel per measure (chart/chart.h).
#include <algorithm>

#include <fmt/format.h>

#include "chart/chart.h"
#include "core/message.h"
#include "stats/cells.h"
#include "stats/stats.h"

namespace replay::stats {

std::string FormatSvg(const Table& t) {
  // Means and rates are what the picture is for; a table of counts only (games, or --measure
  // hands) is drawn as dots, so every table has a picture.
  const bool any_estimate = std::any_of(t.rows.begin(), t.rows.end(), [](const Row& r) {
    return r.kind == Kind::kMean || r.kind == Kind::kRate;
  });
  // In order of first appearance; a measure no row has a value of (the xeri rates of a store
  // without Diloti moves, say) gets no panel: an empty panel only says "nothing here" at length.
  std::vector<std::string> measures;
  for (const Row& r : t.rows)
    if ((!any_estimate || r.kind == Kind::kMean || r.kind == Kind::kRate) && r.value &&
        std::find(measures.begin(), measures.end(), r.measure) == measures.end())
      measures.push_back(r.measure);
  const std::string statistic = t.by == GroupBy::kAll
                                    ? t.statistic
                                    : Tr("{} by {}", t.statistic, GroupByName(t.by)).Localized();
  std::vector<chart::Figure> figures;
  for (const std::string& measure : measures) {
    chart::IntervalPanel panel;
    panel.title = fmt::format("{}: {}", statistic, measure);
    Kind kind = Kind::kCount;
    for (const Row& r : t.rows) {
      // A row without a value (n = 0: a group that has none of this measure's units, like a
      // Bourlot player's Diloti moves) is in the table; drawn, it would only say "no units".
      if (r.measure != measure || !r.value) continue;
      kind = r.kind;
      // A table split by form names each row's game and form: its figures are not added up.
      std::string label = t.by == GroupBy::kAll ? "" : r.group.value_or("-");
      if (t.by_form) label += label.empty() ? r.form : " · " + r.form;
      if (label.empty()) label = Localize("all");
      if (!r.slice.empty()) label += " · " + r.slice;
      if (r.kind != Kind::kCount) label += fmt::format(" (n={})", r.n);
      std::string note = ValueText(r);
      if (std::string ci = IntervalText(r); !ci.empty()) note += " " + ci;
      panel.rows.push_back({label, r.value, r.low, r.high, note});
    }
    panel.percent = kind == Kind::kRate;
    // (No printf formats in these captions: msgfmt must not check "% t" as one.)
    if (kind == Kind::kRate)
      // xgettext:no-c-format
      panel.axis = Tr("{}, with its 95 % Wilson interval", measure).Localized();
    else if (kind == Kind::kMean)
      // xgettext:no-c-format
      panel.axis = Tr("{}, with its 95 % t interval", measure).Localized();
    else
      panel.axis = measure;
    figures.push_back(chart::DotIntervalFigure(panel));
  }
  if (figures.empty()) {  // no rows: say so rather than draw an empty document
    chart::IntervalPanel panel;
    panel.title = Tr("{}: no units", statistic).Localized();
    panel.axis = Localize("no units");
    figures.push_back(chart::DotIntervalFigure(panel));
  }
  return chart::Document(fmt::format("replay-stats {}", statistic), figures);
}

}  // namespace replay::stats
