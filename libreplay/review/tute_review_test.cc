// The Tute review over records the engine replays: every Tute hand played to its last trick
// gives its play, the review starts where tute_review.h says (2 players: after the stock; 3
// players: 10 tricks from the end; 4 players: the first card), reviews every card from there, and its points as played are the
// points the engine scores (cards, cantes, the 10 de últimas). Over the samples and seeded
// random matches of each form.
#include <gtest/gtest.h>

#include <random>

#include "engine/testing/replayed.h"
#include "review/record_review.h"
#include "tute/tute_random.h"

namespace replay::review {
namespace {

using testing::LoadSource;

// Checks every reviewed hand of `record`; returns how many there were.
int CheckRecord(const nlohmann::json& record, Solvers& solvers, const std::string& what) {
  testing::ReplayFlags flags;
  flags.play = true;
  const testing::Replayed r = testing::ReplayJson(record, flags);
  EXPECT_TRUE(testing::Valid(r)) << what;
  if (!r.outcome) return 0;
  const int players = int(record["players"].size());
  const int tricks = players == 2 ? 20 : players == 3 ? 13 : 10;
  const RecordReview review = ReviewRecord(*r.outcome, solvers);
  int hands = 0;
  for (const ReviewedHand& h : review.hands) {
    const HandOutcome& hand = r.outcome->hands[h.hand];
    EXPECT_TRUE(hand.tute_play) << what;
    if (!h.trick || !hand.tute_play) continue;
    const HandReview& t = *h.trick;
    const std::string where = what + " hand " + std::to_string(h.hand);
    const int reviewed = players == 2 ? tricks - hand.tute_play->first_trick : 10;
    EXPECT_EQ(t.first_trick, tricks - reviewed) << where;
    EXPECT_EQ(int(t.cards.size()), players * reviewed) << where;
    EXPECT_EQ(t.play_index.size(), t.cards.size());
    EXPECT_EQ(nlohmann::json(t.points), r.hands[h.hand]["points"]) << where;
    for (const solver::CardCost& c : t.cards) {
      EXPECT_GE(c.cost, 0) << where;
      EXPECT_EQ(c.cost == 0, std::find(c.best.begin(), c.best.end(), c.card) != c.best.end());
    }
    EXPECT_EQ(int(t.value.size()), players == 3 ? 3 : 2);
    ++hands;
  }
  return hands;
}

TEST(TuteReview, SampleHandsScoreWhatTheEngineScores) {
  Solvers solvers;
  int hands = 0;
  for (const char* path : {"samples/tute/worked-hand-2p.json", "samples/tute/worked-hand-4p.json",
                           "samples/tute/match-2p.json", "samples/tute/match-3p.json",
                           "samples/tute/capote-2p.json"})
    hands += CheckRecord(LoadSource(path), solvers, path);
  EXPECT_GE(hands, 6);
}

TEST(TuteReview, RandomMatchesOfEveryFormScoreWhatTheEngineScores) {
  Solvers solvers;
  std::mt19937_64 rng(15);
  int hands = 0;
  for (int players : {2, 3, 4})
    for (int i = 0; i < 2; ++i) {
      tute::Options options;
      options.players = players;
      nlohmann::json rules = {{"players", players}};
      if (players == 2) {  // one hand decides the match
        options.target = 1;
        rules["target"] = 1;
      }
      if (i == 1) {
        options.must_undertrump = true;
        rules["must_undertrump"] = true;
      }
      if (i == 1 && players == 4) {
        options.partner_exempt = true;
        rules["partner_exempt"] = true;
      }
      tute::RandomPolicy policy;
      policy.sing = 0.7;
      policy.tute = policy.capote = policy.claim = policy.false_claim = 0;  // to the last trick
      const nlohmann::json record = tute::RandomMatch(options, rules, 1, rng, policy);
      hands += CheckRecord(record, solvers, std::to_string(players) + "p match " +
                                                std::to_string(i));
    }
  EXPECT_EQ(hands, 6);
}

}  // namespace
}  // namespace replay::review
