// The review page's text (the browser test, tests/browser, steps it in Chromium): a player's
// name can't end the data's <script> element or the page, and the data read back holds every
// board as BoardText draws it and every move's note.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/show.h"
#include "engine/testing/replayed.h"
#include "review/page.h"

namespace replay::review {
namespace {

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(ReviewPage, AHostileNameStaysInsideTheDataAndEveryBoardIsBoardText) {
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/samples/diloti/worked-hand-4p.json");
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json record = nlohmann::json::parse(text.str());
  const std::string hostile = "</script><script>alert(1)</script><!--";
  record["players"][0] = hostile;
  testing::ReplayFlags flags;
  flags.play = true;
  const testing::Replayed r = testing::ReplayJson(record, flags);
  ASSERT_TRUE(testing::Valid(r));
  ReplayOptions options;
  options.want_play = true;
  Page page(options);
  page.Add(r.record, *r.outcome, "in.json", 0, {});
  const std::string html = page.Html();
  // Two scripts, each closed once: the name's "</script>" and "<!--" are escaped away.
  EXPECT_EQ(Count(html, "</script>"), 2u);
  EXPECT_EQ(Count(html, "<!--"), 0u);
  const std::string open = "<script type=\"application/json\" id=\"review-data\">";
  const size_t from = html.find(open) + open.size();
  const nlohmann::json data = nlohmann::json::parse(html.substr(from, html.find("</script>", from) - from));
  const nlohmann::json& steps = data["matches"][0]["hands"][0]["steps"];
  ASSERT_EQ(steps.size(), 49u);  // the deal and 48 moves
  Diagnostics diagnostics;
  Reporter reporter(r.record, diagnostics);
  const Game* game = FindGame("diloti");
  for (int k = 0; k <= 48; ++k) {
    const std::optional<nlohmann::json> board = game->Show(r.record, options, 0, k, reporter);
    ASSERT_TRUE(board);
    EXPECT_EQ(steps[size_t(k)]["board"], BoardText(*board)) << k;
    EXPECT_FALSE(steps[size_t(k)]["note"].get<std::string>().empty()) << k;
  }
  // The name reaches the page as the board writes it.
  EXPECT_NE(steps[0]["board"].get<std::string>().find(hostile), std::string::npos);
}

}  // namespace
}  // namespace replay::review
