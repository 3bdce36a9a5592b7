// Text output escapes what a terminal would run; CSV guards what a spreadsheet would run
// (issue #9, item 6). Claimed figures beyond any hand's are refused before any arithmetic (item 2).
#include <gtest/gtest.h>

#include "core/checked.h"
#include "core/diagnostic.h"
#include "core/text.h"
#include "bourlot/bourlot_scoring.h"
#include "diloti/diloti_scoring.h"
#include "tute/tute_scoring.h"

namespace replay {
namespace {

TEST(TerminalSafe, EscapesControlsBidiAndBadBytesAndKeepsText) {
  EXPECT_EQ(TerminalSafe("Γιώργος Pérez"), "Γιώργος Pérez");
  EXPECT_EQ(TerminalSafe("\x1b]0;pwned\x07"), "\\x1B]0;pwned\\x07");
  EXPECT_EQ(TerminalSafe("a\nb\rc\td\b\x7f"), "a\\nb\\rc\\td\\x08\\x7F");
  EXPECT_EQ(TerminalSafe(std::string("nul\0end", 7)), "nul\\x00end");
  EXPECT_EQ(TerminalSafe("\xC2\x9B" "31m"), "\\u{009B}31m");       // C1 CSI
  EXPECT_EQ(TerminalSafe("\xE2\x80\xAE" "evil"), "\\u{202E}evil");  // RLO
  EXPECT_EQ(TerminalSafe("\xFF\xC3"), "\\xFF\\xC3");                 // not UTF-8
}

TEST(TerminalSafe, ADiagnosticIsOneSafeLine) {
  Diagnostic d;
  d.code = "record/shape";
  d.input = "in\x1b[2J.json";
  d.seat = 1;
  d.seat_name = "Ni\nkos\x1b]0;title\x07";
  d.message = "bad";
  std::string text = FormatText(d);
  EXPECT_EQ(text.find('\x1b'), std::string::npos) << text;
  EXPECT_EQ(text.find('\n'), std::string::npos) << text;
  EXPECT_NE(text.find("Ni\\nkos\\x1B]0;title\\x07"), std::string::npos) << text;
}

TEST(CsvField, QuotesAndGuardsFormulas) {
  EXPECT_EQ(CsvField("Maria"), "Maria");
  EXPECT_EQ(CsvField("a,b"), "\"a,b\"");
  EXPECT_EQ(CsvField("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(CsvField("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
  EXPECT_EQ(CsvField("+1"), "'+1");
  EXPECT_EQ(CsvField("-2"), "'-2");
  EXPECT_EQ(CsvField("@SUM(A1)"), "'@SUM(A1)");
  EXPECT_EQ(CsvField("\tx"), "'\tx");
  EXPECT_EQ(CsvField("Maria", true), "\"Maria\"");
  EXPECT_EQ(CsvField("line\nbreak"), "\"line\nbreak\"");  // exact, not escaped
}

TEST(Checked, DetectsOverflow) {
  EXPECT_EQ(CheckedAdd<long>(1, 2), 3);
  EXPECT_FALSE(CheckedAdd<long>(INT64_MAX, 1));
  EXPECT_FALSE(CheckedSub<long>(INT64_MIN, 1));
  EXPECT_FALSE(CheckedMul<long>(INT64_MAX / 2, 3));
  EXPECT_TRUE(IsClaimable(kMaxClaimedFigure));
  EXPECT_FALSE(IsClaimable(-kMaxClaimedFigure - 1));
}

// Figures as large as the reader lets through programmatically (json::Limits raised): each sheet
// check refuses them instead of overflowing (these were UBSan findings in the scoring files).
constexpr long kHuge = INT64_MAX - 5;

TEST(Checked, TuteSheetWithHugeFiguresIsRejected) {
  tute::Options options;
  options.players = 3;
  tute::SheetLine line;
  line.players = 3;
  line.points = {kHuge, kHuge, 17};
  tute::SheetVerdict v = tute::CheckSheetLine(line, options);
  EXPECT_EQ(v.error, tute::SheetError::kPoints);
  EXPECT_NE(v.message.English().find("beyond any hand's"), std::string::npos) << v.message;
  line.points = {62, 40, 17};
  line.cantes = tute::PerSide{-kHuge, 0, 0};
  EXPECT_EQ(tute::CheckSheetLine(line, options).error, tute::SheetError::kCantes);
}

TEST(Checked, DilotiSheetWithHugeFiguresIsRejected) {
  diloti::Options options;
  diloti::SheetLine line;
  line.points = {kHuge, 0};
  line.xeri = diloti::PerSide{kHuge, 0};
  EXPECT_EQ(diloti::CheckSheetLine(line, options), diloti::SheetVerdict::kBadPoints);
  line.points = {11, 0};
  line.xeri.reset();
  line.cards = diloti::PerSide{kHuge, kHuge};
  EXPECT_EQ(diloti::CheckSheetLine(line, options), diloti::SheetVerdict::kBadCards);
}

TEST(Checked, BourlotSheetWithHugeFiguresIsRejected) {
  bourlot::Options options;
  bourlot::SheetLine line;
  bourlot::Outcome outcome;
  line.points = {kHuge, 10};
  auto error = bourlot::CheckSheetLine(line, 0, options, &outcome);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, "bourlot/sheet-total");
  line.points = {0, 10};
  line.hanging = kHuge;
  EXPECT_TRUE(bourlot::CheckSheetLine(line, 0, options, &outcome));
  line.hanging.reset();
  line.tricks = bourlot::PerSide{kHuge, kHuge};
  error = bourlot::CheckSheetLine(line, 0, options, &outcome);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, "bourlot/sheet-breakdown");
}

}  // namespace
}  // namespace replay
