// The two figures: dot-and-interval rows, and running lines.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "chart/chart.h"
#include "core/message.h"
#include "core/text.h"

namespace replay::chart {
namespace {

// The width of a text at font-size 12 in a sans-serif font, generously: the figures are laid
// out without measuring fonts, so labels get room for wide glyphs.
double TextWidth(std::string_view text) { return 7.0 * double(DisplayWidth(text)); }

std::string TickText(double v, bool percent) {
  if (percent) return fmt::format("{:g}%", std::round(v * 1000) / 10);
  return fmt::format("{:g}", v);
}

// The horizontal grid, ticks and tick labels of an axis at the bottom of [left, right].
struct Axis {
  double low, high, left, right;
  double X(double v) const { return left + (v - low) / (high - low) * (right - left); }
};

// The ticks of a dot-and-interval axis, fitted to the rows' values and interval ends, so that
// the differences between rows fill the plot: a rate panel whose rates are 2–5 % spans about
// that, not 0–100 %. A rate axis stays within 0–100 %; a single value gets a small span around
// it (a rate: 1 point either side).
std::vector<double> FittedTicks(const IntervalPanel& p) {
  bool any = false;
  double low = 0, high = p.percent ? 1 : 0;
  for (const IntervalRow& r : p.rows)
    for (const auto& v : {r.value, r.low, r.high})
      if (v) {
        low = any ? std::min(low, *v) : *v;
        high = any ? std::max(high, *v) : *v;
        any = true;
      }
  if (any && p.percent && high - low < 0.02) {
    low = std::max(0.0, low - 0.01);
    high = std::min(1.0, high + 0.01);
  }
  std::vector<double> ticks = Ticks(low, high, 5);
  if (p.percent) {  // never below 0 % or above 100 %
    ticks.erase(std::remove_if(ticks.begin(), ticks.end(),
                               [](double t) { return t < -1e-9 || t > 1 + 1e-9; }),
                ticks.end());
    if (ticks.empty() || ticks.front() > low + 1e-9) ticks.insert(ticks.begin(), 0.0);
    if (ticks.back() < high - 1e-9) ticks.push_back(1.0);
  }
  return ticks;
}

}  // namespace

Figure DotIntervalFigure(const IntervalPanel& p) {
  constexpr double kRow = 24, kTop = 40, kPlot = 420, kPad = 16;
  double label_width = 80, note_width = 0;
  for (const IntervalRow& r : p.rows) {
    label_width = std::max(label_width, TextWidth(r.label));
    note_width = std::max(note_width, TextWidth(r.note));
  }
  const std::vector<double> ticks = FittedTicks(p);
  Axis axis{ticks.front(), ticks.back(), kPad + label_width + 12, kPad + label_width + 12 + kPlot};
  const double bottom = kTop + kRow * double(std::max<size_t>(p.rows.size(), 1));
  // A rate axis that is not 0–100 % says so, lest a 2-point difference read as a large one.
  const bool zoomed = p.percent && (axis.low > 0 || axis.high < 1);
  Figure f;
  f.title = p.title;
  f.width = axis.right + 40 + note_width;
  f.height = bottom + 56 + (zoomed ? 18 : 0);
  std::string& b = f.body;
  b += fmt::format("<text x=\"{:.1f}\" y=\"22\" font-size=\"14\" font-weight=\"bold\">{}</text>\n",
                   kPad, XmlEscape(p.title));
  // Grid and tick labels: dashed light lines, so the data (solid black) stands out in grey too.
  for (double t : ticks) {
    double x = axis.X(t);
    b += fmt::format("<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" "
                     "stroke=\"#bbbbbb\" stroke-dasharray=\"3 3\"/>\n",
                     x, kTop - 6, bottom);
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n", x,
                     bottom + 16, XmlEscape(TickText(t, p.percent)));
  }
  b += fmt::format("<line x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{1:.1f}\" y2=\"{2:.1f}\" "
                   "stroke=\"black\"/>\n",
                   axis.left, axis.right, bottom);
  b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                   (axis.left + axis.right) / 2, bottom + 38, XmlEscape(p.axis));
  if (zoomed)
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" "
                     "font-style=\"italic\">{}</text>\n",
                     (axis.left + axis.right) / 2, bottom + 56,
                     // xgettext:no-c-format
                     XmlEscape(Tr("scale {} to {}, zoomed to the data (not 0–100%)",
                                  TickText(axis.low, true), TickText(axis.high, true))
                                   .Localized()));
  for (size_t i = 0; i < p.rows.size(); ++i) {
    const IntervalRow& r = p.rows[i];
    double y = kTop + kRow * (double(i) + 0.5);
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n",
                     axis.left - 12, y + 4, XmlEscape(r.label));
    if (!r.note.empty())
      b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n", axis.right + 24, y + 4,
                       XmlEscape(r.note));
    if (!r.value) {
      b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-style=\"italic\">{}</text>\n",
                       axis.left + 4, y + 4, XmlEscape(Localize("no units")));
      continue;
    }
    if (r.low && r.high) {
      double x1 = axis.X(*r.low), x2 = axis.X(*r.high);
      b += fmt::format("<line x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{1:.1f}\" y2=\"{2:.1f}\" "
                       "stroke=\"black\" stroke-width=\"2\"/>\n",
                       x1, x2, y);
      for (double x : {x1, x2})
        b += fmt::format("<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" "
                         "stroke=\"black\" stroke-width=\"2\"/>\n",
                         x, y - 6, y + 6);
    }
    b += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"black\"/>\n",
                     axis.X(*r.value), y);
  }
  return f;
}

namespace {

// Marker shapes and dash patterns, one style per series: told apart without colour.
constexpr const char* kDash[] = {"", "8 4", "2 3", "10 3 2 3"};

std::string Marker(size_t style, double x, double y) {
  switch (style % 4) {
    case 0:
      return fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"4\" fill=\"black\"/>\n", x, y);
    case 1:
      return fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"8\" height=\"8\" fill=\"white\" "
                         "stroke=\"black\" stroke-width=\"1.5\"/>\n",
                         x - 4, y - 4);
    case 2:
      return fmt::format("<path d=\"M{:.1f} {:.1f}l5 9h-10z\" fill=\"black\"/>\n", x, y - 5);
    default:
      return fmt::format("<path d=\"M{:.1f} {:.1f}l5 5l-5 5l-5 -5z\" fill=\"white\" "
                         "stroke=\"black\" stroke-width=\"1.5\"/>\n",
                         x, y - 5);
  }
}

}  // namespace

Figure LineFigure(const LinePanel& p) {
  constexpr double kLeft = 64, kTop = 40, kHeight = 240, kPad = 16;
  size_t steps = 0;
  double low = 0, high = 0;
  for (const Series& s : p.series) {
    steps = std::max(steps, s.values.empty() ? 0 : s.values.size() - 1);
    for (double v : s.values) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  if (p.target) {
    low = std::min(low, *p.target);
    high = std::max(high, *p.target);
  }
  const double plot = std::max(240.0, std::min(720.0, 36.0 * double(steps)));
  double legend = 0;
  for (const Series& s : p.series) legend = std::max(legend, TextWidth(s.name));
  std::vector<double> y_ticks = Ticks(low, high, 5);
  // Steps are whole (hands): never more ticks than steps, so none falls between two.
  std::vector<double> x_ticks = Ticks(0, double(std::max<size_t>(steps, 1)),
                                      int(std::clamp<size_t>(steps, 1, 10)));
  auto X = [&](double step) { return kLeft + step / std::max(1.0, x_ticks.back()) * plot; };
  auto Y = [&](double v) {
    return kTop + kHeight - (v - y_ticks.front()) / (y_ticks.back() - y_ticks.front()) * kHeight;
  };
  Figure f;
  f.title = p.title;
  f.width = kLeft + plot + 36 + 48 + legend + kPad;
  f.height = std::max(kTop + kHeight + 56, kTop + 24.0 * double(p.series.size()) + 16);
  std::string& b = f.body;
  b += fmt::format("<text x=\"{:.1f}\" y=\"22\" font-size=\"14\" font-weight=\"bold\">{}</text>\n",
                   kPad, XmlEscape(p.title));
  for (double t : y_ticks) {
    b += fmt::format("<line x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{1:.1f}\" y2=\"{2:.1f}\" "
                     "stroke=\"#bbbbbb\" stroke-dasharray=\"3 3\"/>\n",
                     kLeft, kLeft + plot, Y(t));
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n", kLeft - 6,
                     Y(t) + 4, XmlEscape(TickText(t, false)));
  }
  for (double t : x_ticks)
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n", X(t),
                     kTop + kHeight + 16, XmlEscape(TickText(t, false)));
  if (p.step_bands)
    for (size_t i = 0; i < steps; ++i)
      b += fmt::format("<g class=\"step-band\" data-step=\"{0}\" visibility=\"hidden\">"
                       "<rect x=\"{1:.1f}\" y=\"{2:.1f}\" width=\"{3:.1f}\" height=\"{4:.1f}\" "
                       "fill=\"#dddddd\" stroke=\"black\" stroke-dasharray=\"1 2\"/>"
                       "<text x=\"{5:.1f}\" y=\"{6:.1f}\" text-anchor=\"middle\">{0}</text></g>\n",
                       i, X(double(i)), kTop, X(double(i + 1)) - X(double(i)), kHeight,
                       (X(double(i)) + X(double(i + 1))) / 2, kTop - 4);
  b += fmt::format("<path d=\"M{0:.1f} {1:.1f}V{2:.1f}H{3:.1f}\" fill=\"none\" stroke=\"black\"/>\n",
                   kLeft, kTop, kTop + kHeight, kLeft + plot);
  b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                   kLeft + plot / 2, kTop + kHeight + 38, XmlEscape(p.x_axis));
  b += fmt::format("<text transform=\"translate(16 {:.1f}) rotate(-90)\" text-anchor=\"middle\">"
                   "{}</text>\n",
                   kTop + kHeight / 2, XmlEscape(p.y_axis));
  if (p.target) {
    // Drawn before the series, so that their lines and markers stay on top of it.
    b += fmt::format(
        "<line class=\"target\" x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{1:.1f}\" "
        "y2=\"{2:.1f}\" stroke=\"black\" stroke-width=\"1\" "
        "stroke-dasharray=\"12 3 2 3\"/>\n",
        kLeft, kLeft + plot, Y(*p.target));
    // Above the line's left end, inside the plot, where running scores (from 0) are not yet.
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n", kLeft + 4, Y(*p.target) - 5,
                     XmlEscape(p.target_label));
  }
  for (size_t s = 0; s < p.series.size(); ++s) {
    const Series& series = p.series[s];
    if (series.values.empty()) continue;
    std::string d;
    for (size_t i = 0; i < series.values.size(); ++i)
      d += fmt::format("{}{:.1f} {:.1f}", i ? "L" : "M", X(double(i)), Y(series.values[i]));
    const char* dash = kDash[s % 4];
    b += fmt::format("<path d=\"{}\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"{}/>\n", d,
                     *dash ? fmt::format(" stroke-dasharray=\"{}\"", dash) : "");
    for (size_t i = 0; i < series.values.size(); ++i) b += Marker(s, X(double(i)), Y(series.values[i]));
    // The final value at the end of the line, and the legend: style sample and name.
    double last = series.values.back();
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n", X(double(series.values.size() - 1)) + 8,
                     Y(last) + 4, XmlEscape(TickText(last, false)));
    double ly = kTop + 8 + 24.0 * double(s), lx = kLeft + plot + 48;
    b += fmt::format("<line x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{1:.1f}\" y2=\"{2:.1f}\" "
                     "stroke=\"black\" stroke-width=\"2\"{3}/>\n",
                     lx, lx + 28, ly, *dash ? fmt::format(" stroke-dasharray=\"{}\"", dash) : "");
    b += Marker(s, lx + 14, ly);
    b += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n", lx + 34, ly + 4,
                     XmlEscape(series.name));
  }
  return f;
}

}  // namespace replay::chart
