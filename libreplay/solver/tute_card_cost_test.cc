// Per-card costs of Tute play (tute_card_cost.h): a hand played by the solver's best cards
// costs nothing anywhere; a hand built by hand with one known blunder shows exactly that card.
#include <random>

#include <gtest/gtest.h>

#include "solver/random_position.h"
#include "solver/tute_card_cost.h"

namespace replay::solver {
namespace {

Card C(const char* code) { return *ParseCard(code, Deck::kSpanish40); }

CardSet Cards(std::initializer_list<const char*> codes) {
  CardSet set;
  for (const char* code : codes) set.Add(C(code));
  return set;
}

TEST(TuteCardCost, BestPlayCostsNothing) {
  // From random positions with up to 8 tricks left, every seat plays a card the solver rates
  // best for its side, and the winner's side sings the best cante it may.
  std::mt19937_64 rng(15);
  TuteSolver solver;
  int cards = 0;
  for (int players : {2, 3, 4})
    for (int i = 0; i < 8; ++i) {
      tute::Options options;
      options.players = players;
      const TutePosition start = RandomTutePosition(rng, options, 3 + int(rng() % 6));
      TutePosition p = start;
      std::vector<TuteEvent> events;
      while (p.TricksLeft() > 0) {
        const int side = p.Side(), value = solver.Solve(p, side, nullptr);
        std::optional<TuteEvent> next;
        if (p.trick_size == 0 && p.interval >= 0)
          for (int seat = 0; seat < players && !next; ++seat)
            for (int suit = 0; suit < 4 && !next; ++suit)
              if (CanteSuits(p, seat) >> suit & 1 &&
                  solver.Solve(Sing(p, seat, suit), side, nullptr) == value)
                next = TuteEvent{seat, {}, suit};
        for (Card c : Legal(p))
          if (!next && solver.Solve(Play(p, c), side, nullptr) == value)
            next = TuteEvent{p.ToMove(), c, -1};
        ASSERT_TRUE(next) << "no card keeps the value";
        events.push_back(*next);
        p = next->sing >= 0 ? Sing(p, next->seat, next->sing) : Play(p, next->card);
      }
      TutePosition end;
      const std::vector<CardCost> costs = ReviewTutePlay(start, events, solver, nullptr, &end);
      int played = 0;
      for (const TuteEvent& e : events) played += e.sing < 0;
      ASSERT_EQ(int(costs.size()), played);
      for (const CardCost& c : costs) {
        EXPECT_EQ(c.cost, 0) << players << "p hand " << i;
        EXPECT_NE(std::find(c.best.begin(), c.best.end(), c.card), c.best.end());
        ++cards;
      }
      EXPECT_EQ(end.won, p.won);
    }
  EXPECT_GT(cards, 100);
}

// 2 players after the stock, trumps bastos, 3 tricks left, seat 0 to lead. Seat 0 holds the
// king and caballo of trumps, not yet sung: leading 1O wins the trick and the 40 with it
// (1O 3O, 40, then 12B and 11B win the rest: 21 + 40 + 4 + 3 + 10 = 78). Leading 12B breaks
// the pair: 4, then 21, then 13 = 38. So 12B costs exactly 40; every other card costs 0.
TEST(TuteCardCost, AHandBuiltWithOneBlunderShowsExactlyThatCard) {
  TutePosition p;
  p.options.players = 2;
  p.trump = 3;  // B
  p.hands[0] = Cards({"12B", "11B", "1O"});
  p.hands[1] = Cards({"3O", "2E", "4E"});
  p.won = {40, 42};
  const std::vector<TuteEvent> events = {
      {0, C("12B")}, {1, C("2E")}, {0, C("1O")}, {1, C("3O")}, {0, C("11B")}, {1, C("4E")}};
  TuteSolver solver;
  TutePosition end;
  const std::vector<CardCost> costs = ReviewTutePlay(p, events, solver, nullptr, &end);
  ASSERT_EQ(costs.size(), 6u);
  EXPECT_EQ(costs[0].before, 40 + 78);
  EXPECT_EQ(costs[0].after, 40 + 38);
  EXPECT_EQ(costs[0].cost, 40);
  EXPECT_EQ(costs[0].best, std::vector<Card>{C("1O")});
  for (size_t k = 1; k < costs.size(); ++k) EXPECT_EQ(costs[k].cost, 0) << k;
  EXPECT_EQ(costs[1].before, 42);  // seat 1 wins nothing whatever he plays
  EXPECT_EQ(end.won, (std::array<int, 3>{40 + 38, 42, 0}));

  // The same hand played well, with the 40 sung after the first trick: no cost anywhere, and
  // the cante is in the points.
  const std::vector<TuteEvent> good = {{0, C("1O")}, {1, C("3O")}, {0, {}, 3},  {0, C("12B")},
                                       {1, C("2E")}, {0, C("11B")}, {1, C("4E")}};
  const std::vector<CardCost> none = ReviewTutePlay(p, good, solver, nullptr, &end);
  ASSERT_EQ(none.size(), 6u);
  for (const CardCost& c : none) EXPECT_EQ(c.cost, 0);
  EXPECT_EQ(end.won[0], 40 + 78);

  // Not singing is a lost 40, but no card's cost: the next card is valued without it.
  const std::vector<TuteEvent> silent = {{0, C("1O")}, {1, C("3O")}, {0, C("12B")},
                                         {1, C("2E")}, {0, C("11B")}, {1, C("4E")}};
  const std::vector<CardCost> quiet = ReviewTutePlay(p, silent, solver, nullptr, &end);
  ASSERT_EQ(quiet.size(), 6u);
  for (const CardCost& c : quiet) EXPECT_EQ(c.cost, 0);
  EXPECT_EQ(quiet[1].after, 42);
  EXPECT_EQ(quiet[2].before, 40 + 38);
  EXPECT_EQ(end.won[0], 40 + 38);
}

}  // namespace
}  // namespace replay::solver
