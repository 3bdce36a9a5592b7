// The review page's text (the browser test, tests/browser, steps it in Chromium): a player's
// name can't end the data's <script> element or the page, the data read back holds every board
// as BoardText draws it and every move's note, each name is written once per match however many
// boards show it (issue #24), and the page goes out as it is made.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/show.h"
#include "engine/testing/replayed.h"
#include "review/page.h"
#include "solver/solver.h"

namespace replay::review {
namespace {

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

nlohmann::json Sample(const std::string& path) {
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/" + path);
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str());
}

testing::Replayed Replay(const nlohmann::json& record) {
  testing::ReplayFlags flags;
  flags.play = true;
  return testing::ReplayJson(record, flags);
}

ReplayOptions PageOptions() {
  ReplayOptions options;
  options.want_play = true;
  return options;
}

const std::string kOpen = "<script type=\"application/json\" class=\"review-match\">";

// The data element of each match, as the page's script reads it.
std::vector<std::string> MatchElements(const std::string& html) {
  std::vector<std::string> out;
  for (size_t at = html.find(kOpen); at != std::string::npos; at = html.find(kOpen, at + 1)) {
    const size_t from = at + kOpen.size();
    out.push_back(html.substr(from, html.find("</script>", from) - from));
  }
  return out;
}

// A board or note as the page's script fills it in: text pieces as they are, numbers by name,
// {"pad": n} as n spaces.
std::string Fill(const nlohmann::json& pieces, const nlohmann::json& names) {
  std::string out;
  for (const nlohmann::json& p : pieces) {
    if (p.is_string()) out += p.get<std::string>();
    else if (p.is_number()) out += names.at(p.get<size_t>()).get<std::string>();
    else out += std::string(p.at("pad").get<size_t>(), ' ');
  }
  return out;
}

// The page of `record`'s match, added `times` times.
std::string PageOf(const testing::Replayed& r, int times = 1) {
  std::string html;
  Page page(PageOptions(), [&](std::string_view part) { html += part; });
  for (int i = 0; i < times; ++i) page.Add(r.record, *r.outcome, "in.json", size_t(i), {});
  page.Finish();
  return html;
}

TEST(ReviewPage, AHostileNameStaysInsideTheDataAndEveryBoardIsBoardText) {
  nlohmann::json record = Sample("samples/diloti/worked-hand-4p.json");
  const std::string hostile = "</script><script>alert(1)</script><!--\u2028\u2029";
  record["players"][0] = hostile;
  const testing::Replayed r = Replay(record);
  ASSERT_TRUE(testing::Valid(r));
  const ReplayOptions options = PageOptions();
  const std::string html = PageOf(r);
  // Three scripts, each closed once: the name's "</script>" and "<!--" are escaped away, and in
  // the data so are the line separators.
  EXPECT_EQ(Count(html, "</script>"), 3u);  // the words, the match's data, the script
  EXPECT_EQ(Count(html, "<!--"), 0u);
  const std::vector<std::string> elements = MatchElements(html);
  ASSERT_EQ(elements.size(), 1u);
  EXPECT_EQ(Count(elements[0], "\u2028") + Count(elements[0], "\u2029"), 0u);
  const nlohmann::json data = nlohmann::json::parse(elements[0]);
  const nlohmann::json& steps = data["hands"][0]["steps"];
  ASSERT_EQ(steps.size(), 49u);  // the deal and 48 moves
  Diagnostics diagnostics;
  Reporter reporter(r.record, diagnostics);
  const Game* game = FindGame("diloti");
  for (int k = 0; k <= 48; ++k) {
    const std::optional<nlohmann::json> board = game->Show(r.record, options, 0, k, reporter);
    ASSERT_TRUE(board);
    EXPECT_EQ(Fill(steps[size_t(k)]["board"], data["names"]), BoardText(*board)) << k;
    EXPECT_FALSE(Fill(steps[size_t(k)]["note"], data["names"]).empty()) << k;
  }
  // The name reaches the page as the board writes it.
  EXPECT_NE(Fill(steps[0]["board"], data["names"]).find(hostile), std::string::npos);
}

// Issue #24: four names of 65,000 bytes at every one of a Bourlot match's hundreds of boards
// (and the spaces that align the shorter ones) made a page of hundreds of megabytes. Each name is
// in each match's data once, referred to by number from every board and note, and the spaces
// by their count: long names cost the data little more than their own size.
TEST(ReviewPage, EachNameIsWrittenOncePerMatch) {
  nlohmann::json record = Sample("samples/bourlot/match-default.json");
  const testing::Replayed short_names = Replay(record);
  std::string separators;  // U+2028 × 20000: 60,000 bytes, 20,000 columns
  for (int i = 0; i < 20000; ++i) separators += "\u2028";
  const std::vector<std::string> names = {std::string(60000, 'A') + "<&>", "b", separators,
                                          std::string(30000, 'D')};
  record["players"] = names;
  const testing::Replayed r = Replay(record);
  ASSERT_TRUE(testing::Valid(r) && testing::Valid(short_names));
  const std::vector<std::string> elements = MatchElements(PageOf(r, 2));
  ASSERT_EQ(elements.size(), 2u);
  const std::string plain = MatchElements(PageOf(short_names))[0];
  size_t names_bytes = 0;
  for (const std::string& name : names) names_bytes += 2 * name.size();  // escapes at most ×2
  for (const std::string& element : elements) {
    const nlohmann::json data = nlohmann::json::parse(element);
    EXPECT_EQ(data["names"], nlohmann::json(names));
    size_t boards = 0;
    for (const nlohmann::json& hand : data["hands"]) boards += hand["steps"].size();
    EXPECT_GT(boards, 100u);
    // The long names' own bytes occur once ("<&>" is escaped in the JSON text).
    EXPECT_EQ(Count(element, names[0].substr(0, 60000)), 1u);
    EXPECT_EQ(Count(element, names[3]), 1u);
    // The data grew by the names, not by the names times the boards (some digits more in the
    // spaces' counts at each board).
    EXPECT_LT(element.size(), plain.size() + names_bytes + 20 * boards);
  }
}

// The head goes out at once and each match when it is added, so the page is never held whole.
TEST(ReviewPage, ThePageIsWrittenAsItIsMade) {
  const testing::Replayed r = Replay(Sample("samples/diloti/match-2p.json"));
  ASSERT_TRUE(testing::Valid(r));
  std::vector<std::string> parts;
  Page page(PageOptions(), [&](std::string_view part) { parts.emplace_back(part); });
  ASSERT_FALSE(parts.empty());
  EXPECT_EQ(parts[0].rfind("<!DOCTYPE html>", 0), 0u);
  const size_t head = parts.size();
  page.Add(r.record, *r.outcome, "in.json", 0, {});
  std::string match;
  for (size_t i = head; i < parts.size(); ++i) match += parts[i];
  EXPECT_EQ(MatchElements(match).size(), 1u);
  // Many small writes, a board at a time, not the match in one string.
  EXPECT_GT(parts.size() - head, 50u);
  page.Finish();
  EXPECT_NE(parts.back().find("</html>"), std::string::npos);
}

// Issue #29: each step carries its move in words and, when the review graded the move, its
// grade, so the page marks exactly the moves the text's --mistakes lists.
TEST(ReviewPage, EveryMoveIsInWordsAndEveryCostlyOneIsGraded) {
  const testing::Replayed r = Replay(Sample("samples/pilotta/match.json"));
  ASSERT_TRUE(testing::Valid(r));
  solver::Solver solver;
  std::map<size_t, HandReview> tricks;
  for (size_t h = 0; h < r.outcome->hands.size(); ++h)
    if (r.outcome->hands[h].play) tricks.emplace(h, ReviewHand(*r.outcome->hands[h].play, solver));
  ASSERT_FALSE(tricks.empty());
  std::string html;
  Page page(PageOptions(), [&](std::string_view part) { html += part; });
  page.Add(r.record, *r.outcome, "in.json", 0, tricks);
  page.Finish();
  const nlohmann::json data = nlohmann::json::parse(MatchElements(html).at(0));
  const GradeScale scale;  // outlives the reference below (For returns into it)
  const Thresholds& grades = scale.For("pilotta");
  size_t graded = 0;
  for (const auto& [h, review] : tricks) {
    const nlohmann::json& steps = data["hands"][h]["steps"];
    const json::Value* auction = r.record.hands[h].auction;
    const size_t calls = auction ? auction->size : 0;
    EXPECT_FALSE(steps[0].contains("w"));  // the deal
    for (size_t k = 1; k < steps.size(); ++k) {
      const std::string words = steps[k].value("w", "");
      EXPECT_FALSE(words.empty()) << h << " " << k;
      EXPECT_EQ(words.find('{'), std::string::npos) << words;  // never JSON
      EXPECT_EQ(words.find('"'), std::string::npos) << words;
    }
    for (size_t c = 0; c < review.cards.size(); ++c) {
      const nlohmann::json& step = steps[calls + review.play_index[c] + 1];
      const Grade want = grades.Of(review.cards[c].cost);
      EXPECT_EQ(step.value("g", 0), int(want)) << h << " card " << c;
      graded += want != Grade::kNone;
    }
  }
  EXPECT_GT(graded, 0u);
}

// The title is the match's event, round and date, else the input's base name: never its path.
TEST(ReviewPage, TheTitleIsTheMatchsNeverThePath) {
  nlohmann::json record = Sample("samples/diloti/match-2p.json");
  record.erase("tags");
  auto title = [](const testing::Replayed& r, size_t index) {
    std::string html;
    Page page(PageOptions(), [&](std::string_view part) { html += part; });
    page.Add(r.record, *r.outcome, "/home/club/2026/night.json", index, {});
    page.Finish();
    EXPECT_EQ(html.find("/home/club"), std::string::npos) << "the path is in the page";
    return nlohmann::json::parse(MatchElements(html).at(0))["title"].get<std::string>();
  };
  EXPECT_EQ(title(Replay(record), 0), "night.json");
  EXPECT_EQ(title(Replay(record), 2), "night.json · record 3");
  record["tags"] = {{"event", "Kafeneio Cup"}, {"round", "3"}, {"date", "2026-11-20"}};
  EXPECT_EQ(title(Replay(record), 0), "Kafeneio Cup · round 3 · 2026-11-20");
  record["tags"] = {{"date", "2026-11-20"}};
  EXPECT_EQ(title(Replay(record), 0), "2026-11-20");
}

TEST(ReviewPage, WithNoMatchThePageSaysSo) {
  std::string html;
  Page page(PageOptions(), [&](std::string_view part) { html += part; });
  page.Finish();
  EXPECT_NE(html.find("no valid match to review"), std::string::npos);
  EXPECT_TRUE(MatchElements(html).empty());
  EXPECT_NE(html.find("</html>"), std::string::npos);
}

}  // namespace
}  // namespace replay::review
