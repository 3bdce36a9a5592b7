// The review over records replayed by the engines: every full Bourlot and Pilotta hand of the
// samples gives its card play, the review's points as played are the engine's trick points
// (the end-of-hand value equals the scored trick points),
// and each side's result moves from its double-dummy value by exactly the two sides' costs.
// Then one hand rewritten card by card to the solver's best play (cost 0 everywhere), and the
// same hand with one card changed (only that card costs, and what it costs).
#include <gtest/gtest.h>

#include "belote/belote.h"
#include "engine/testing/replayed.h"
#include "review/trick_review.h"

namespace replay::review {
namespace {

using testing::LoadSource;

testing::Replayed Replay(const nlohmann::json& record) {
  testing::ReplayFlags flags;
  flags.play = true;
  return testing::ReplayJson(record, flags);
}

TEST(TrickReview, SampleHandsScoreWhatTheEngineScores) {
  solver::Solver solver;
  int hands = 0;
  for (const char* path : {"samples/bourlot/match-default.json", "samples/pilotta/match.json",
                           "samples/pilotta/worked-hand.json"}) {
    const testing::Replayed r = Replay(LoadSource(path));
    ASSERT_TRUE(testing::Valid(r)) << path;
    for (size_t h = 0; h < r.outcome->hands.size(); ++h) {
      const HandOutcome& hand = r.outcome->hands[h];
      if (!hand.play) continue;
      ASSERT_EQ(hand.play->cards.size(), 32u);
      const HandReview review = ReviewHand(*hand.play, solver);
      ASSERT_EQ(review.cards.size(), 32u) << path << " hand " << h;
      // A capot's trick points are scored as 252 (Bourlot) or 250 (Pilotta): 162 in tricks.
      nlohmann::json tricks = r.hands[h]["tricks"];
      if (r.hands[h]["capot"] == true)
        for (auto& t : tricks) t = t.get<int>() > 0 ? 162 : 0;
      EXPECT_EQ(nlohmann::json(review.points), tricks) << path << " hand " << h;
      EXPECT_EQ(review.value[0] + review.value[1], 162);
      EXPECT_EQ(review.points[0], review.value[0] - review.cost[0] + review.cost[1]);
      ++hands;
    }
  }
  EXPECT_GT(hands, 10);
}

// The first hand of the Bourlot sample alone, without its claimed results.
nlohmann::json FirstHand() {
  nlohmann::json record = LoadSource("samples/bourlot/match-default.json");
  record["hands"] = nlohmann::json::array({record["hands"][0]});
  record.erase("result");
  record["hands"][0].erase("result");
  return record;
}

// `record` with the play `prefix`, then the solver's first best card each time.
nlohmann::json WithPlay(nlohmann::json record, const solver::Position& start,
                        const std::vector<Card>& prefix, solver::Solver& solver) {
  solver::Position p = start;
  nlohmann::json cards = nlohmann::json::array();
  for (size_t k = 0; k < 32; ++k) {
    Card card = k < prefix.size() ? prefix[k] : Card{};
    if (k >= prefix.size()) {
      int best = -1;
      for (const solver::CardValue& v : solver.Evaluate(p))
        if (v.value > best) {
          best = v.value;
          card = v.card;
        }
    }
    cards.push_back(CardCode(card, belote::kDeck));
    p = solver::Play(p, card);
  }
  record["hands"][0]["play"] = cards;
  return record;
}

TEST(TrickReview, BestPlayCostsNothingAndOneMistakeCostsWhatItThrows) {
  solver::Solver solver;
  const nlohmann::json sample = FirstHand();
  const testing::Replayed played = Replay(sample);
  ASSERT_TRUE(testing::Valid(played));
  const solver::Position start = StartOf(*played.outcome->hands[0].play);

  const testing::Replayed r = Replay(WithPlay(sample, start, {}, solver));
  ASSERT_TRUE(testing::Valid(r));
  const TrickPlay& best_play = *r.outcome->hands[0].play;
  const HandReview all_best = ReviewHand(best_play, solver);
  for (const solver::CardCost& c : all_best.cards) EXPECT_EQ(c.cost, 0);
  EXPECT_EQ(all_best.points, all_best.value);

  // The first card of the best play that has a worse legal alternative: play that one instead,
  // then best again. Only it costs, exactly what its side loses.
  solver::Position p = start;
  for (size_t k = 0; k < 32; ++k) {
    const std::vector<solver::CardValue> values = solver.Evaluate(p);
    int best_value = -1;
    for (const solver::CardValue& v : values) best_value = std::max(best_value, v.value);
    for (const solver::CardValue& v : values) {
      if (v.value == best_value) continue;
      std::vector<Card> prefix(best_play.cards.begin(), best_play.cards.begin() + long(k));
      prefix.push_back(v.card);
      const testing::Replayed changed = Replay(WithPlay(sample, start, prefix, solver));
      ASSERT_TRUE(testing::Valid(changed));
      const HandReview one = ReviewHand(*changed.outcome->hands[0].play, solver);
      for (size_t i = 0; i < 32; ++i)
        EXPECT_EQ(one.cards[i].cost, i == k ? best_value - v.value : 0) << i;
      const int side = one.cards[k].seat % 2;
      EXPECT_GT(one.cards[k].cost, 0);
      EXPECT_EQ(one.points[side], all_best.value[side] - one.cards[k].cost);
      return;
    }
    p = solver::Play(p, best_play.cards[k]);
  }
  FAIL() << "no card of the hand had a worse alternative";
}

}  // namespace
}  // namespace replay::review
