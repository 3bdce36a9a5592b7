// chart/: escaping, ticks, and the figures' text (what a reader without colour relies on). The
// golden SVGs of replay-stats and replay-score are rendered in Chromium by tests/chart/render.sh.
#include "chart/chart.h"

#include <gtest/gtest.h>

#include "chart/match.h"

namespace replay::chart {
namespace {

size_t Count(const std::string& text, std::string_view what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Chart, XmlEscapeKeepsTheDocumentWellFormed) {
  EXPECT_EQ(XmlEscape("Maria & <Nikos> \"'"), "Maria &amp; &lt;Nikos&gt; &quot;&apos;");
  EXPECT_EQ(XmlEscape("Νίκος 🂡"), "Νίκος 🂡");  // UTF-8 is kept
  // Controls XML forbids, a lone continuation byte, an overlong form, a surrogate and U+FFFE.
  EXPECT_EQ(XmlEscape(std::string("a\x01" "b\x1b[31m", 8)), "a\uFFFDb\uFFFD[31m");
  EXPECT_EQ(XmlEscape("\x80"), "\uFFFD");
  EXPECT_EQ(XmlEscape("\xC0\xAF"), "\uFFFD\uFFFD");
  EXPECT_EQ(XmlEscape("\xED\xA0\x80"), "\uFFFD\uFFFD\uFFFD");
  EXPECT_EQ(XmlEscape("\xEF\xBF\xBE"), "\uFFFD\uFFFD\uFFFD");
  EXPECT_EQ(XmlEscape("tab\tnew\nline"), "tab\tnew\nline");
  EXPECT_EQ(XmlEscape("O'B \u202E & x"), "O&apos;B \uFFFD &amp; x");  // no reversed text after it
}

TEST(Chart, TicksCoverTheRangeInRoundSteps) {
  EXPECT_EQ(Ticks(0, 1, 5), (std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1}));
  EXPECT_EQ(Ticks(0, 163, 5), (std::vector<double>{0, 50, 100, 150, 200}));
  EXPECT_EQ(Ticks(-12, 30, 5), (std::vector<double>{-20, -10, 0, 10, 20, 30}));
  EXPECT_EQ(Ticks(0, 7, 10), (std::vector<double>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(Ticks(3, 3, 5), (std::vector<double>{2, 2.5, 3, 3.5, 4}));  // one value: a unit around it
}

TEST(Chart, DocumentHasATitleAndEveryFigureNested) {
  Figure a{100, 50, "first & one", "<circle cx=\"1\" cy=\"1\" r=\"1\"/>\n"};
  Figure b{200, 70, "second", ""};
  std::string svg = Document("both <figures>", {a, b});
  EXPECT_EQ(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 0), 0u);
  EXPECT_NE(svg.find("width=\"200\" height=\"120\""), std::string::npos);
  EXPECT_NE(svg.find("<title>both &lt;figures&gt;</title>"), std::string::npos);
  EXPECT_NE(svg.find("<svg x=\"0\" y=\"50\" width=\"200\" height=\"70\">\n<title>second</title>"),
            std::string::npos);
  EXPECT_EQ(Count(svg, "<svg"), 3u);
  EXPECT_EQ(Count(svg, "</svg>"), 3u);
  EXPECT_EQ(svg.find("http://www.w3.org/2000/svg"), svg.rfind("http://"));  // nothing to fetch
}

TEST(Chart, ADocumentWithoutFiguresSaysSo) {
  std::string svg = Document("replay-score: 0 matches", {});
  EXPECT_NE(svg.find("width=\"360\" height=\"48\""), std::string::npos);
  EXPECT_NE(svg.find(">nothing to draw</text>"), std::string::npos);
}

TEST(Chart, DotIntervalRowsCarryTheirLabelsAndIntervals) {
  IntervalPanel p{"xeri: hands_with_xeri by player", "hands_with_xeri, 95 % Wilson", true,
                  {{"Maria (n=3)", 1.0 / 3, 0.06, 0.79, "33.3% [6.1%, 79.2%]"},
                   {"<Nikos> (n=2)", 0.5, 0.09, 0.91, ""},
                   {"Eleni (n=0)", std::nullopt, std::nullopt, std::nullopt, ""}}};
  Figure f = DotIntervalFigure(p);
  EXPECT_NE(f.body.find(">Maria (n=3)</text>"), std::string::npos);
  EXPECT_NE(f.body.find(">&lt;Nikos&gt; (n=2)</text>"), std::string::npos);
  EXPECT_NE(f.body.find(">no units</text>"), std::string::npos);
  EXPECT_NE(f.body.find(">33.3% [6.1%, 79.2%]</text>"), std::string::npos);  // the note
  EXPECT_EQ(Count(f.body, "<circle"), 2u);  // a dot per row with a value
  EXPECT_NE(f.body.find(">100%</text>"), std::string::npos);  // the percent axis
  EXPECT_NE(f.body.find(">hands_with_xeri, 95 % Wilson</text>"), std::string::npos);
}

// The tick labels of a figure's axis, in order.
std::vector<std::string> TickLabels(const Figure& f) {
  std::vector<std::string> labels;
  const std::string_view mark = "text-anchor=\"middle\">";
  for (size_t at = f.body.find(mark); at != std::string::npos; at = f.body.find(mark, at + 1)) {
    const size_t from = at + mark.size(), to = f.body.find('<', from);
    labels.push_back(f.body.substr(from, to - from));
  }
  return labels;
}

TEST(Chart, ARatePanelSpansItsDataNotZeroToHundred) {
  // Xeri rates of 2–5 % over thousands of hands: their intervals are narrow, and on a 0–100 %
  // axis all four would be one dot at the left edge.
  IntervalPanel p{"xeri: hands_with_xeri", "hands_with_xeri", true,
                  {{"Maria (n=4000)", 0.021, 0.017, 0.026, ""},
                   {"Nikos (n=3000)", 0.048, 0.041, 0.056, ""},
                   {"Eleni (n=2000)", 0.033, 0.026, 0.042, ""}}};
  Figure f = DotIntervalFigure(p);
  std::vector<std::string> ticks = TickLabels(f);
  ASSERT_GE(ticks.size(), 4u);
  EXPECT_EQ(ticks.front(), "1%");
  EXPECT_EQ(ticks[ticks.size() - 2], "6%");  // the last label is the caption
  EXPECT_EQ(f.body.find(">100%<"), std::string::npos);
  EXPECT_NE(f.body.find(">scale 1% to 6%, zoomed to the data (not 0–100%)</text>"),
            std::string::npos);
  // The rows are spread over the plot: Maria's dot near the left, Nikos's near the right.
  const size_t maria = f.body.find("<circle cx=\""), nikos = f.body.find("<circle cx=\"", maria + 1);
  const double x_maria = std::stod(f.body.substr(maria + 12)), x_nikos = std::stod(f.body.substr(nikos + 12));
  EXPECT_GT(x_nikos - x_maria, 200);  // of a 420-wide plot (0–100 %: 11)
}

TEST(Chart, ARateAxisStaysWithinZeroAndHundredAndAFullOneSaysNothing) {
  // Rates reaching 0 % and 100 %: the usual axis, no scale note.
  IntervalPanel full{"t", "a", true, {{"a", 0.5, 0.0, 1.0, ""}}};
  Figure f = DotIntervalFigure(full);
  EXPECT_EQ(TickLabels(f).front(), "0%");
  EXPECT_NE(f.body.find(">100%<"), std::string::npos);
  EXPECT_EQ(f.body.find("zoomed"), std::string::npos);
  // One rate of 0 % with no interval: a point either side, never below 0 %.
  IntervalPanel zero{"t", "a", true, {{"a", 0.0, std::nullopt, std::nullopt, ""}}};
  std::vector<std::string> ticks = TickLabels(DotIntervalFigure(zero));
  EXPECT_EQ(ticks.front(), "0%");
  EXPECT_EQ(ticks[ticks.size() - 2], "1%");
  // Near 100 %: never above it.
  IntervalPanel high{"t", "a", true, {{"a", 0.995, 0.98, 1.0, ""}}};
  ticks = TickLabels(DotIntervalFigure(high));
  EXPECT_EQ(ticks.front(), "98%");
  EXPECT_EQ(ticks[ticks.size() - 2], "100%");
}

TEST(Chart, AMeanPanelSpansItsDataNotFromZero) {
  // Points per hand of 80 and 90: the axis need not start at 0.
  IntervalPanel p{"t", "points", false,
                  {{"a", 82.0, 80.5, 83.5, ""}, {"b", 88.0, 86.0, 90.0, ""}}};
  std::vector<std::string> ticks = TickLabels(DotIntervalFigure(p));
  EXPECT_EQ(ticks.front(), "80");
  EXPECT_EQ(ticks[ticks.size() - 2], "90");
}

TEST(Chart, LinesDifferByDashAndMarkerAndAreLabelled) {
  LinePanel p{"m", "hand", "score", {{"side 0: A", {0, 10, 23}}, {"side 1: B", {0, 16, 19}}}};
  Figure f = LineFigure(p);
  EXPECT_EQ(Count(f.body, "stroke-dasharray=\"8 4\""), 2u);  // side 1's line and legend
  EXPECT_EQ(Count(f.body, "<circle"), 4u);  // side 0: 3 points and the legend
  EXPECT_EQ(Count(f.body, "<rect"), 4u);    // side 1: squares
  EXPECT_NE(f.body.find(">side 0: A</text>"), std::string::npos);
  EXPECT_NE(f.body.find(">23</text>"), std::string::npos);  // the final totals (no ticks)
  EXPECT_NE(f.body.find(">19</text>"), std::string::npos);
}

TEST(Chart, RunningTotalsAddWhatEachHandAdded) {
  MatchOutcome m;
  m.hands.resize(3);
  m.hands[0].added = Sides(std::array<long, 2>{10, 3});
  // hands[1]: partial, added nothing known
  m.hands[2].added = Sides(std::array<long, 2>{-2, 7});
  std::vector<Sides> t = RunningTotals(m, 2);
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[0], Sides::Zero(2));
  EXPECT_EQ(t[1], Sides(std::array<long, 2>{10, 3}));
  EXPECT_EQ(t[2], t[1]);
  EXPECT_EQ(t[3], Sides(std::array<long, 2>{8, 10}));
}

// The y of the target line, or -1 when there is none.
double TargetY(const std::string& body) {
  const size_t at = body.find("class=\"target\"");
  if (at == std::string::npos) return -1;
  const size_t y = body.find("y1=\"", at);
  return std::stod(body.substr(y + 4));
}

TEST(Chart, ATargetIsALabelledLineInsideTheAxis) {
  LinePanel p{"m", "hand", "score", {{"side 0: A", {0, 10, 23}}, {"side 1: B", {0, 16, 19}}}};
  EXPECT_EQ(TargetY(LineFigure(p).body), -1);  // no target, no line
  p.target = 61;
  p.target_label = "target 61";
  Figure f = LineFigure(p);
  // Far above every value, yet inside the plot (top 40, bottom 280): the axis reaches it.
  const double y = TargetY(f.body);
  EXPECT_GE(y, 40.0);
  EXPECT_LE(y, 100.0);
  EXPECT_NE(f.body.find(">target 61</text>"), std::string::npos);
}

// Issue #28: a match's chart is titled as its sheet names it, else by its file's name only.
TEST(Chart, AMatchIsTitledByItsEventRoundAndDateElseItsFileName) {
  Record r;
  r.game = "diloti";
  r.players = {{"A", {}}, {"B", {}}};
  MatchOutcome m;
  m.hands.resize(1);
  m.hands[0].added = Sides(std::array<long, 2>{14, 3});
  m.target = 61;
  Figure bare = MatchFigure(r, m, "/home/club/sheets/cup.json", 2);
  EXPECT_EQ(bare.title, "cup.json #2: diloti, unfinished");
  EXPECT_NE(bare.body.find(">target 61</text>"), std::string::npos);
  r.tags = {{"date", "2026-11-20"}, {"event", "Kafeneio Cup"}, {"round", "3"}};
  EXPECT_EQ(MatchFigure(r, m, "/home/club/sheets/cup.json", 2).title,
            "Kafeneio Cup · round 3 · 2026-11-20: diloti, unfinished");
  r.tags = {{"round", "3"}};
  EXPECT_EQ(MatchFigure(r, m, "-", 0).title, "round 3: diloti, unfinished");
}

}  // namespace
}  // namespace replay::chart
