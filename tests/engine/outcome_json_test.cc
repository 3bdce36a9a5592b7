// AppendHandsJson and AppendResultJson write byte for byte what HandsJson(...).dump() and
// ResultJson(...).dump() write (replay-score --format json uses the first, tests the second),
// over random matches of every game and form, score-sheet and partial hands included.
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "engine/outcome_json.h"
#include "engine/replay.h"
#include "generate/generate.h"

namespace replay {
namespace {

TEST(OutcomeJson, AppendedTextIsWhatDumpWrites) {
  std::mt19937_64 rng(12);
  int compared = 0;
  for (std::string_view game : GeneratedGames()) {
    for (int players : {2, 3, 4}) {
      for (int level = 0; level < 3; ++level) {
        GenerateOptions options;
        options.with_results = true;
        options.sheet = level == 1;
        options.partial = level == 2;
        nlohmann::json rules = {{"players", players}};
        std::string text;
        for (int i = 0; i < 4; ++i) {
          nlohmann::json match;
          try {
            match = GenerateMatch(game, rules, options, rng);
          } catch (const std::exception&) {
            break;  // not a form of this game
          }
          text += match.dump() + "\n";
        }
        RecordReader reader(text, "generated");
        ReplayOptions replay;
        replay.want_results = true;
        ReplayInput(reader, replay, [&](const RecordReport& report) {
          ASSERT_TRUE(report.outcome) << game << " " << players << "p";
          std::string hands, result;
          AppendHandsJson(*report.outcome, hands);
          AppendResultJson(*report.outcome, result);
          EXPECT_EQ(hands, HandsJson(*report.outcome).dump());
          EXPECT_EQ(result, ResultJson(*report.outcome).dump());
          ++compared;
        });
      }
    }
  }
  EXPECT_GT(compared, 40);
}

TEST(OutcomeJson, RepeatedKeysAndStringsAsNlohmannWritesThem) {
  MatchOutcome outcome;
  HandOutcome& h = outcome.hands.emplace_back();
  h.result.emplace();
  h.result->Add("z", 1L).Add("a", true).Add("z", 2L).Add("s", std::string("quote\" é \x01"));
  outcome.hands.emplace_back();  // a partial hand: null
  std::string hands, result;
  AppendHandsJson(outcome, hands);
  AppendResultJson(outcome, result);
  EXPECT_EQ(hands, HandsJson(outcome).dump());
  EXPECT_EQ(result, "null");
  outcome.score = Sides::Zero(2);
  (*outcome.score)[1] = -7;
  outcome.winner = 1;
  result.clear();
  AppendResultJson(outcome, result);
  EXPECT_EQ(result, ResultJson(outcome).dump());
}

}  // namespace
}  // namespace replay
