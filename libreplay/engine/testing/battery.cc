#include "engine/testing/battery.h"

#include <gtest/gtest.h>

#include "engine/testing/replayed.h"
#include "notation/catalog.h"
#include "notation/write.h"

namespace replay::testing {
namespace {

// Replay-show at every move of hand h agrees with the replay.
void CheckShowEveryMove(const Replayed& r, size_t h) {
  const Hand& hand = r.record.hands[h];
  if (!hand.cards) return;
  const Game* game = FindGame(r.record.game);
  ASSERT_NE(game, nullptr);
  const int recorded = int((hand.auction ? hand.auction->size : 0) + (hand.play ? hand.play->size : 0));
  for (int k = 0; k <= recorded; ++k) {
    Diagnostics diagnostics;
    Reporter reporter(r.record, diagnostics);
    std::optional<nlohmann::json> board = game->Show(r.record, {}, int(h), k, reporter);
    ASSERT_TRUE(board) << "hand " << h << " move " << k << ": "
                       << (diagnostics.empty() ? "" : FormatText(diagnostics[0]));
    EXPECT_EQ((*board)["move"], k) << "hand " << h;
    EXPECT_EQ((*board)["moves"], recorded) << "hand " << h;
    if (k == recorded && !hand.IsPartial()) {
      EXPECT_EQ((*board)["phase"], "over") << "hand " << h << " after its last action";
    }
  }
}

}  // namespace

void CheckRandomMatch(const nlohmann::json& match) {
  SCOPED_TRACE(match.value("game", "?") + " " + match.value("rules", nlohmann::json::object()).dump());
  const Replayed first = ReplayJson(match);
  for (const Diagnostic& d : first.diagnostics) ADD_FAILURE() << FormatText(d);
  ASSERT_TRUE(first.outcome);
  for (size_t h = 0; h < match["hands"].size(); ++h) {
    if (match["hands"][h].contains("result")) {
      EXPECT_EQ(first.hands[h], match["hands"][h]["result"]) << "hand " << h;
    }
  }
  if (match.contains("result")) {
    EXPECT_EQ(first.result, match["result"]);
  }
  // Deterministic.
  const Replayed again = ReplayJson(match);
  EXPECT_EQ(again.hands, first.hands);
  EXPECT_EQ(again.facts, first.facts);
  // write → parse round-trips: the canonical text is stable and replays the same.
  const std::string canonical = WriteCanonical(first.record, Games());
  const Replayed second = ReplayText(canonical);
  for (const Diagnostic& d : second.diagnostics) ADD_FAILURE() << "canonical: " << FormatText(d);
  EXPECT_EQ(second.hands, first.hands);
  EXPECT_EQ(second.result, first.result);
  EXPECT_EQ(second.facts, first.facts);
  EXPECT_EQ(WriteCanonical(second.record, Games()), canonical);
  for (size_t h = 0; h < first.record.hands.size(); ++h) CheckShowEveryMove(first, h);
}

}  // namespace replay::testing
