// Display width, padding and name normalisation (core/text.h), on the scripts our players write.
#include "core/text.h"

#include <gtest/gtest.h>

namespace replay {
namespace {

const char kNikosNfc[] = "\u039D\u03AF\u03BA\u03BF\u03C2";         // Νίκος, ί precomposed
const char kNikosNfd[] = "\u039D\u03B9\u0301\u03BA\u03BF\u03C2";   // ι + combining acute

TEST(DisplayWidth, CountsColumnsNotBytesOrCodePoints) {
  EXPECT_EQ(DisplayWidth(""), 0u);
  EXPECT_EQ(DisplayWidth("Maria"), 5u);
  EXPECT_EQ(DisplayWidth(kNikosNfc), 5u);
  EXPECT_EQ(DisplayWidth(kNikosNfd), 5u);  // the combining mark takes no column
  EXPECT_EQ(DisplayWidth("Begoña"), 6u);
  EXPECT_EQ(DisplayWidth("\u738B\u82B3"), 4u);  // 王芳: East Asian wide
  EXPECT_EQ(DisplayWidth("\U0001F0CF"), 2u);    // 🃏 playing-card joker: wide emoji
  EXPECT_EQ(DisplayWidth("a\xFF" "b"), 3u);     // a byte that is not UTF-8 counts one
}

TEST(Pad, ByDisplayWidth) {
  EXPECT_EQ(PadRight(kNikosNfd, 7), std::string(kNikosNfd) + "  ");
  EXPECT_EQ(PadLeft("\u738B\u82B3", 5), " \u738B\u82B3");
  EXPECT_EQ(PadRight("toolong", 3), "toolong");
  EXPECT_EQ(PadLeft("toolong", 3), "toolong");
}

TEST(NormalizeName, OnePersonWhateverTheTyping) {
  EXPECT_EQ(NormalizeName(kNikosNfd), kNikosNfc);
  EXPECT_EQ(NormalizeName(kNikosNfc), kNikosNfc);
  EXPECT_EQ(NormalizeName(std::string("  ") + kNikosNfc + " \t"), kNikosNfc);
  EXPECT_EQ(NormalizeName("Maria   \u00A0 Papadopoulou"), "Maria Papadopoulou");
  EXPECT_EQ(NormalizeName(" \t "), "");
}

TEST(NormalizeName, KeepsCaseAndNonUtf8Bytes) {
  EXPECT_EQ(NormalizeName("maria"), "maria");
  EXPECT_NE(NormalizeName("maria"), NormalizeName("Maria"));
  EXPECT_EQ(NormalizeName(" a\xFF  b "), "a\xFF b");
  EXPECT_EQ(NormalizeName(std::string("a\0b", 3)), std::string("a\0b", 3));  // NUL kept
}

}  // namespace
}  // namespace replay
