// The Tute solver against a plain exhaustive minimax written here apart from it: no pruning, no
// table, no merging, every legal card and every allowed cante (and not singing) tried, over the
// position's own rules (tute_position.h: the engine's duty and cante checks). The positions
// themselves are checked against the engine's State. Random positions with at most 4 tricks
// left, for each form (1,000 positions a form, every side's value checked; a quarter in the
// sanitized build, engine/testing/share.h) and the options that change legal cards or cantes.
#include <random>

#include <gtest/gtest.h>

#include "engine/testing/share.h"
#include "solver/random_position.h"
#include "solver/tute_solver.h"
#include "tute/tute_scoring.h"

namespace replay::solver {
namespace {

struct TuteVariant {
  const char* name;
  tute::Options options;
  int positions;
};

tute::Options Form(int players) {
  tute::Options o;
  o.players = players;
  return o;
}

template <typename Change>
tute::Options With(int players, Change change) {
  tute::Options o = Form(players);
  change(o);
  return o;
}

const TuteVariant kTuteVariants[] = {
    {"2p", Form(2), 300},
    {"2p must_undertrump", With(2, [](auto& o) { o.must_undertrump = true; }), 200},
    {"2p cantes at once, no forty_first",
     With(2, [](auto& o) { o.one_cante_per_trick = o.forty_first = false; }), 200},
    {"2p no cante after the stock", With(2, [](auto& o) { o.cante_after_stock = false; }), 150},
    {"2p 6 cards, bonus 0",
     With(2, [](auto& o) { o.hand_size_2p = 6;
       o.last_trick_bonus = 0; }), 150},
    {"3p", Form(3), 400},
    {"3p must_undertrump", With(3, [](auto& o) { o.must_undertrump = true; }), 300},
    {"3p cantes at once", With(3, [](auto& o) { o.one_cante_per_trick = false; }), 300},
    {"4p", Form(4), 300},
    {"4p must_undertrump", With(4, [](auto& o) { o.must_undertrump = true; }), 250},
    {"4p partner_exempt", With(4, [](auto& o) { o.partner_exempt = true; }), 250},
    {"4p both, no forty_first", With(4, [](auto& o) {
       o.partner_exempt = o.must_undertrump = true;
       o.forty_first = false;
     }), 200},
};

// The points of side `hero` at the end of the hand, hero playing his best and every other
// seat playing to hold them down. In an interval the winner's side may sing or lead at once.
int Minimax(const TutePosition& p, int hero) {
  if (p.TricksLeft() == 0) return p.won[hero];
  const bool max = p.Side() == hero;
  int best = max ? -1 : 1 << 20;
  auto take = [&](int v) { best = max ? std::max(best, v) : std::min(best, v); };
  if (p.trick_size == 0 && p.interval >= 0)
    for (int seat = 0; seat < p.Players(); ++seat) {
      const unsigned suits = CanteSuits(p, seat);
      for (int suit = 0; suit < 4; ++suit)
        if (suits >> suit & 1) take(Minimax(Sing(p, seat, suit), hero));
    }
  for (Card c : Legal(p)) take(Minimax(Play(p, c), hero));
  return best;
}

std::string Describe(const TutePosition& p) {
  std::string s = "leader " + std::to_string(p.leader) + ", trick";
  for (int i = 0; i < p.trick_size; ++i) s += " " + CardCode(p.trick[i], Deck::kSpanish40);
  for (int seat = 0; seat < p.Players(); ++seat) {
    s += "; seat " + std::to_string(seat) + ":";
    for (Card c : p.hands[seat]) s += " " + CardCode(c, Deck::kSpanish40);
  }
  return s + "; sung " + std::to_string(p.sung) + ", interval " + std::to_string(p.interval) +
         (p.sang_now ? " (sang)" : "");
}

TEST(TuteSolverMinimax, EqualsExhaustiveSearchWithFourTricksOrFewerLeft) {
  // Every side's value, not only the mover's: with 3 players the two others are a coalition
  // against each hero in turn. Four-trick positions are the costly ones for the minimax.
  std::mt19937_64 rng(15);
  TuteSolver solver;
  for (const TuteVariant& v : kTuteVariants) {
    const int positions = testing::BatteryCount(v.positions);
    int four = 0, open = 0, sung = 0;
    for (int i = 0; i < positions; ++i) {
      const TutePosition p = RandomTutePosition(rng, v.options, 1 + int(rng() % 4));
      four += p.TricksLeft() == 4;
      open += p.interval >= 0;
      sung += p.sung != 0;
      for (int side = 0; side < p.Sides(); ++side)
        ASSERT_EQ(solver.Solve(p, side, nullptr), Minimax(p, side))
            << v.name << ", position " << i << ", side " << side << ": " << Describe(p);
    }
    EXPECT_GT(four, positions / 6) << v.name;
    EXPECT_GT(open, positions / 20) << v.name;  // positions with a cante still to decide
    EXPECT_GT(sung, positions / 10) << v.name;
  }
}

TEST(TuteSolverMinimax, AtLeastIsExactAndKeepsTheValue) {
  // AtLeast answers the comparison, and the bounds its null-window searches leave in the table
  // change the cost of a solve after them (as in a review), never its value.
  std::mt19937_64 rng(1515);
  TuteSolver solver;
  for (const TuteVariant& v : kTuteVariants)
    for (int i = 0; i < 20; ++i) {
      const TutePosition p = RandomTutePosition(rng, v.options, 1 + int(rng() % 4));
      const int side = p.Side(), m = Minimax(p, side);
      for (int value : {m + 1, m, m - 1, m + 30, m - 30, 0, 400}) {
        ASSERT_EQ(solver.AtLeast(p, side, value), m >= value) << v.name << " " << i;
        ASSERT_EQ(solver.Solve(p, side, nullptr), m) << v.name << " " << i << " after " << value;
      }
    }
}

// The position's rules are the engine's: along random hands from 8 tricks before the end, the
// same legal cards, the same cantes allowed, and after every legal card or cante the same
// position as the engine's state.
TEST(TutePosition, FollowsTheEngine) {
  std::mt19937_64 rng(151);
  int actions = 0, cantes = 0;
  for (const TuteVariant& v : kTuteVariants)
    for (int i = 0; i < 20; ++i) {
      std::optional<tute::State> state;
      const int left = std::min(8, v.options.Tricks() - v.options.StockTricks());
      TutePosition p = RandomTutePosition(rng, v.options, left, &state);
      while (!state->Ended()) {
        const std::string where = std::string(v.name) + " hand " + std::to_string(i) + ": " +
                                  Describe(p);
        std::vector<Card> legal;
        for (Card c : Legal(p)) legal.push_back(c);
        ASSERT_EQ(legal, state->LegalCards()) << where;
        unsigned engine_sings[4] = {};
        std::vector<tute::Action> moves;
        for (const tute::Action& a : state->LegalActions()) {
          if (a.move.kind == tute::MoveKind::kSing)
            engine_sings[a.seat ? *a.seat : state->ToMove()] |= 1u << a.move.suit;
          if (a.move.kind != tute::MoveKind::kCard && a.move.kind != tute::MoveKind::kSing)
            continue;
          tute::State next = *state;
          ASSERT_FALSE(next.Apply(a));
          const int seat = a.seat ? int(*a.seat) : state->ToMove();
          const TutePosition q = a.move.kind == tute::MoveKind::kCard
                                     ? Play(p, a.move.card)
                                     : Sing(p, seat, a.move.suit);
          const TutePosition e = FromState(next);
          ASSERT_EQ(q.hands, e.hands) << where;
          ASSERT_EQ(q.won, e.won) << where << ", " << tute::ActionText(a);
          ASSERT_EQ(q.sung, e.sung) << where;
          ASSERT_EQ(q.leader, e.leader) << where;
          ASSERT_EQ(q.trick_size, e.trick_size) << where;
          ASSERT_EQ(q.interval, e.interval) << where;
          ASSERT_EQ(q.sang_now, e.sang_now) << where;
          ++actions;
          moves.push_back(a);
        }
        for (int seat = 0; seat < p.Players(); ++seat)
          ASSERT_EQ(CanteSuits(p, seat), engine_sings[seat]) << where << ", seat " << seat;
        // On: a cante when there is one (most of the time), else a random card.
        const tute::Action* pick = &moves[rng() % moves.size()];
        for (const tute::Action& a : moves)
          if (a.move.kind == tute::MoveKind::kSing && rng() % 4 != 0) pick = &a;
        const int seat = pick->seat ? int(*pick->seat) : state->ToMove();
        cantes += pick->move.kind == tute::MoveKind::kSing;
        p = pick->move.kind == tute::MoveKind::kCard ? Play(p, pick->move.card)
                                                     : Sing(p, seat, pick->move.suit);
        ASSERT_FALSE(state->Apply(*pick));
      }
    }
  EXPECT_GT(actions, 2000);
  EXPECT_GT(cantes, 20);
}

TEST(TuteSolverMinimax, TheValueAtTheEndIsTheScoredPoints) {
  // Played to the end, the position's points per side are ScoreHand's (cards, cantes, bonus),
  // and the solver's value there is those points.
  std::mt19937_64 rng(15151);
  TuteSolver solver;
  for (const TuteVariant& v : kTuteVariants)
    for (int i = 0; i < 30; ++i) {
      std::optional<tute::State> state;
      TutePosition p = RandomTutePosition(rng, v.options, 1, &state);
      while (!state->Ended()) {
        const std::vector<Card> legal = state->LegalCards();
        const Card c = legal[rng() % legal.size()];
        ASSERT_FALSE(state->Apply(tute::Action{tute::Move{tute::MoveKind::kCard, c, 0, {}}, {}}));
        p = Play(p, c);
      }
      const tute::HandScore score = tute::ScoreHand(state->Facts(), v.options);
      for (int side = 0; side < p.Sides(); ++side) {
        ASSERT_EQ(p.won[side], score.points[side]) << v.name << " " << i;
        ASSERT_EQ(solver.Solve(p, side, nullptr), score.points[side]) << v.name << " " << i;
      }
    }
}

}  // namespace
}  // namespace replay::solver
