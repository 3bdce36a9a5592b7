// Charts as self-contained SVG (replay-stats --format svg, replay-score --format svg).
//
// A document needs nothing outside itself: no script, no stylesheet, font or image to fetch, only
// the generic "sans-serif" family. It reads without colour: series differ by dash pattern and
// marker shape, every line and interval carries a text label, and colour is never the only cue.
// All text from records goes through XmlEscape.
#ifndef REPLAY_CHART_CHART_H_
#define REPLAY_CHART_CHART_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace replay::chart {

// `text` for XML character data and attribute values: & < > " ' escaped; a character XML 1.0
// forbids (C0 controls but TAB, LF and CR; U+FFFE, U+FFFF) and a byte that is not UTF-8 become
// U+FFFD, so a hostile name can't make the document ill-formed; so do the bidi embedding,
// override and isolate controls (U+202A–U+202E, U+2066–U+2069), which would reverse what follows.
std::string XmlEscape(std::string_view text);

// A drawing of its own size: SVG elements in its coordinates (0,0 top left), and its title.
struct Figure {
  double width = 0, height = 0;
  std::string title;
  std::string body;
};

// One SVG document: `title` is the document's <title>, the figures are drawn one below the
// other, each a nested <svg> with its own <title>; with no figure, a note "nothing to draw".
std::string Document(std::string_view title, const std::vector<Figure>& figures);

// A dot-and-interval chart: one row per label, a dot at the value and a bar with end caps over
// the interval, on one horizontal axis.
struct IntervalRow {
  std::string label;  // shown as is (with n, e.g. "Maria (n=12)")
  std::optional<double> value, low, high;
  std::string note;   // written right of the axis, e.g. "33.3% [6.1%, 79.2%]"
};
struct IntervalPanel {
  std::string title;
  std::string axis;      // the axis caption, e.g. "made_rate, 95 % Wilson interval"
  bool percent = false;  // values are proportions: a 0–100 % axis
  std::vector<IntervalRow> rows;
};
Figure DotIntervalFigure(const IntervalPanel& panel);

// A line chart of running values: series s has the value values[i] after step i (values[0] is
// the start), steps 0..N on the horizontal axis.
struct Series {
  std::string name;
  std::vector<double> values;
};
struct LinePanel {
  std::string title;
  std::string x_axis, y_axis;
  std::vector<Series> series;  // at most 4 styles, then they repeat (with their labels)
  // A value every series runs towards (a match's target): a horizontal line across the plot,
  // labelled `target_label` at its right end, and always inside the vertical axis.
  std::optional<double> target{};  // (initialised: LinePanel{title, x, y, series} stays whole)
  std::string target_label{};
  // A hidden band over each step's span (from step i to i + 1, class "step-band", data-step
  // i, labelled "i"), for a page's script to show the step it is at (review/page.h).
  bool step_bands = false;
};
Figure LineFigure(const LinePanel& panel);

// Ticks for an axis over [low, high]: 1, 2 or 5 times a power of ten, about `count` of them,
// covering the range (the first <= low, the last >= high).
std::vector<double> Ticks(double low, double high, int count = 5);

}  // namespace replay::chart

#endif  // REPLAY_CHART_CHART_H_
