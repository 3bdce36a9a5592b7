#include "solver/solver.h"

#include <algorithm>
#include <bit>

#include "solver/search_core.h"

namespace replay::solver {
namespace {

// 2^14 buckets of 5 entries (12 bytes): 1 MiB. With killer moves, 300 deals searched 0.1% more
// nodes than with 2 MiB (24.14M, 24.11M) in less time; 512 KiB: 1% more, 16% more at the worst.
constexpr int kTableBits = 14;
constexpr int kRanks[8] = {1, 7, 8, 9, 10, 11, 12, 13};

constexpr uint32_t SuitMask(int suit) { return 0xffu << (8 * suit); }
// The bits above `bit` (of its suit and of the suits above; callers mask the suit).
constexpr uint32_t Above(int bit) { return ~((2u << bit) - 1); }
constexpr int Top(uint32_t mask) { return 31 - std::countl_zero(mask); }
constexpr bool AtMostOne(uint32_t mask) { return (mask & (mask - 1)) == 0; }

bool SameRules(const belote::PlayRules& a, const belote::PlayRules& b) {
  return a.partner_exception == b.partner_exception && a.must_undertrump == b.must_undertrump &&
         a.must_head_all_suits == b.must_head_all_suits;
}

}  // namespace

Solver::Solver() : table_(kTableBits) {}

void Solver::UseDeal(const Position& p) {
  if (trump_ != p.trump || !SameRules(rules_, p.rules) || !table_.SameOwners(p.hands)) {
    table_.NewDeal();
    killers_.Clear();
    zero_ = 0;
    trump_ = p.trump;
    rules_ = p.rules;
    for (int s = 0; s < 4; ++s)
      for (int rank : kRanks) {
        const Card c{uint8_t(rank), uint8_t(s)};
        const int strength =
            s == trump_ ? belote::TrumpStrength(rank) : belote::PlainStrength(rank);
        const int bit = 8 * s + strength - 1;
        bit_[c.Index()] = uint8_t(bit);
        points_[bit] = uint8_t(belote::CardPoints(c, trump_));
        if (points_[bit] == 0) zero_ |= 1u << bit;
      }
  }
  table_.Own(p.hands);
}

uint32_t Solver::Mask(CardSet set) const {
  uint32_t m = 0;
  for (Card c : set) m |= 1u << bit_[c.Index()];
  return m;
}

bool Solver::Beats(int card, int winning) const {
  const int s = card >> 3, w = winning >> 3;
  return s == w ? card > winning : s == trump_;
}

bool Solver::CanBeat(uint32_t hand, int card, int led) const {
  const uint32_t of_led = hand & SuitMask(led), trumps = hand & SuitMask(trump_);
  if (card >> 3 == trump_) return (led == trump_ || !of_led) && (trumps & Above(card));
  return of_led ? (of_led & Above(card)) != 0 : trumps != 0;
}

// belote::CheckPlay's duties (BRL-22..26, PIL-20..25) over masks. The card winning the trick
// is its highest trump when it holds one, else the highest card of the suit led.
uint32_t Solver::LegalMask(int seat) const {
  const uint32_t hand = hands_[seat];
  const int n = trick_size_;
  if (n == 0) return hand;
  const int led = trick_[0] >> 3;
  const int top = trick_[win_];
  const bool trumped = top >> 3 == trump_;
  const uint32_t of_led = hand & SuitMask(led), trumps = hand & SuitMask(trump_);
  if (of_led) {
    // Trumps led: overtrump when able. A plain suit with must_head_all_suits and no trump in
    // the trick: head it when able. Otherwise any card of the suit.
    if (led == trump_ || (rules_.must_head_all_suits && !trumped)) {
      const uint32_t above = of_led & Above(top);
      return above ? above : of_led;
    }
    return of_led;
  }
  if (!trumps) return hand;
  if (rules_.partner_exception && n >= 2 && win_ == n - 2) return hand;
  if (!trumped) return trumps;
  const uint32_t above = trumps & Above(top);
  if (above) return above;
  return rules_.must_undertrump ? trumps : hand;
}

uint32_t Solver::MoveMask(int seat) const {
  const uint32_t legal = LegalMask(seat);
  const uint32_t in_play = hands_[0] | hands_[1] | hands_[2] | hands_[3] | in_trick_;
  // Equal points and nothing of anyone else's between: the same move (see solver.h). Only
  // the cards of 0 points have equal points within a suit; keep the highest of each run.
  uint32_t moves = legal;
  for (uint32_t z = legal & zero_; z; z &= z - 1) {
    const int c = std::countr_zero(z);
    const uint32_t above = in_play & SuitMask(c >> 3) & Above(c);
    // above & -above: its lowest card (none when nothing is above: no shift by 32).
    if (above & (0u - above) & legal & zero_) moves &= ~(1u << c);
  }
  return moves;
}

int Solver::Moves(int seat, uint32_t moves, int hint, int killer, int* out) const {
  const int n = trick_size_;
  const uint32_t in_play = hands_[0] | hands_[1] | hands_[2] | hands_[3] | in_trick_;
  if (AtMostOne(moves)) {  // one move (or none): nothing to order
    if (moves) out[0] = std::countr_zero(moves);
    return moves ? 1 : 0;
  }
  const uint32_t partner = hands_[(seat + 2) & 3];
  const bool partner_winning = n >= 2 && win_ == n - 2;
  const int top = n == 0 ? -1 : trick_[win_];
  const int led = n == 0 ? -1 : trick_[0] >> 3;
  // Third seat: whether the last seat can take the partner's winning card.
  const bool partner_sure = n == 2 && partner_winning && !CanBeat(hands_[(seat + 1) & 3], top, led);
  int score[8];
  int count = 0;
  for (int s = 0; s < 4; ++s) {
    uint32_t suit = moves & SuitMask(s);
    if (!suit) continue;
    // Leads only: the strongest card of the suit in play, and whether the partner holds it.
    const int master = n == 0 ? Top(in_play & SuitMask(s)) : -1;
    const bool partner_master = n == 0 && (partner >> master & 1);
    bool ruffed = false;  // an opponent is void in the (plain) suit and holds trumps
    if (n == 0 && s != trump_)
      for (int o : {(seat + 1) & 3, (seat + 3) & 3})
        ruffed |= !(hands_[o] & SuitMask(s)) && (hands_[o] & SuitMask(trump_));
    // The partner is void in the (plain) suit and can ruff it.
    const bool partner_ruffs =
        n == 0 && s != trump_ && !(partner & SuitMask(s)) && (partner & SuitMask(trump_));
    for (; suit; suit &= ~(1u << Top(suit))) {
      const int c = Top(suit);
      const int points = points_[c];
      int key;
      if (n == 0) {
        // Cash masters (unless an opponent ruffs them), lead low to the partner's, else cheap.
        key = c == master      ? (ruffed ? 40 : 150) + points
              : partner_master ? (ruffed ? 45 : 120) - points
              : partner_ruffs  ? 110 - points
                               : 50 - points;
      } else {
        const bool beats = Beats(c, top);
        if (n == 3) {  // the trick's outcome is known: ours with most points, else cheapest
          key = beats || partner_winning ? 200 + points : 50 - points;
        } else if (n == 2) {
          // The last seat's cards say who takes the trick: smear on a partner's sure winner,
          // take it when the last seat can't take it back, else play cheap.
          if (partner_sure)
            key = 200 + 2 * points + !beats;
          else if (beats && !CanBeat(hands_[(seat + 1) & 3], c, led))
            key = 250 + points;
          else
            key = 50 - points;
        } else if (beats) {
          // Second seat: a card the third can't take back holds unless the fourth, our
          // partner, is needed; one the third can beat risks its points.
          key = !CanBeat(hands_[(seat + 1) & 3], c, led) ? 200 + points : 100 - points;
        } else {
          key = partner_winning ? 100 + points : 50 - points;
        }
      }
      count = InsertByKey(out, score, count, c, key);
    }
  }
  HintFirst(out, count, hint);  // the table's best card of an earlier search (if not merged)
  HintFirst(out, count, killer);
  return count;
}

int Solver::LastTrick() const {
  int top = std::countr_zero(hands_[leader_]);
  int win = 0;
  int points = belote::kLastTrickBonus + points_[top];
  for (int i = 1; i < 4; ++i) {
    const int c = std::countr_zero(hands_[(leader_ + i) & 3]);
    points += points_[c];
    if (Beats(c, top)) {
      top = c;
      win = i;
    }
  }
  return (leader_ + win) % 2 == 0 ? points : 0;
}

int Solver::Search(int alpha, int beta) {
  ++nodes_;
  const int n = trick_size_;
  uint32_t key = 0;
  int lower = 0, upper = 0, hint = -1;
  if (n == 0) {
    const uint32_t lead_hand = hands_[leader_];
    if (AtMostOne(lead_hand)) return lead_hand ? LastTrick() : 0;  // one card each: forced
    const uint32_t left = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    upper = points_in_play_ + belote::kLastTrickBonus;
    // The side holding the strongest trumps wins the tricks they fall in, whatever is played:
    // their points are sure.
    const uint32_t side0 = hands_[0] | hands_[2];
    int top_side = -1, top_points = 0;
    for (uint32_t t = left & SuitMask(trump_); t; t &= ~(1u << Top(t))) {
      const int c = Top(t);
      const int side = side0 >> c & 1 ? 0 : 1;
      if (top_side != -1 && side != top_side) break;
      top_side = side;
      top_points += points_[c];
    }
    if (top_side == 0) lower = top_points;
    if (top_side == 1) upper -= top_points;
    key = left;
    if (const auto* e = table_.Find(key, uint8_t(leader_))) {
      lower = std::max<int>(lower, e->lower);
      upper = std::min<int>(upper, e->upper);
      hint = e->best;
    }
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower == upper) return lower;
    alpha = std::max(alpha, lower);
    beta = std::min(beta, upper);
  }

  const int seat = (leader_ + n) & 3;
  const int situation = Killers::Situation(n, hands_[seat], n == 0 ? -1 : trick_[win_]);
  const uint32_t move_mask = MoveMask(seat);
  const int killer = killers_.Get(n, situation, seat);
  // The killer, when it is one of several moves, is searched before the others are ordered:
  // mostly it refutes, and ordering them would have been wasted.
  const bool killer_alone = killer >= 0 && (move_mask >> killer & 1) && !AtMostOne(move_mask);
  int moves[8];
  int count = 1;
  if (killer_alone)
    moves[0] = killer;
  else
    count = Moves(seat, move_mask, hint, killer, moves);
  const bool maximize = seat % 2 == 0;
  int best = maximize ? -1 : 1000;
  int best_card = moves[0];
  int a = alpha, b = beta;
  const uint32_t hand = hands_[seat];
  if (n == 3 && !AtMostOne(hand & (hand - 1))) {
    // Enhanced transposition cutoff: a trick start the table already bounds well enough
    // after one of the last cards ends the search here without a move. (The last trick is
    // computed, never tabled: nothing to probe before it.)
    const uint32_t rest = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    for (uint32_t m = move_mask; m; m &= m - 1) {
      const int c = std::countr_zero(m);
      const int winner = (leader_ + (Beats(c, trick_[win_]) ? 3 : win_)) & 3;
      const int gain = winner % 2 == 0 ? trick_points_ + points_[c] : 0;
      const uint32_t next = rest & ~(1u << c);
      const auto* e = table_.Find(next, uint8_t(winner));
      if (!e) continue;
      if (maximize && gain + e->lower >= beta) return gain + e->lower;
      if (!maximize && gain + e->upper <= alpha) return gain + e->upper;
    }
  }
  for (int i = 0; i < count; ++i) {
    const int c = moves[i];
    hands_[seat] &= ~(1u << c);
    trick_[n] = c;
    int v;
    if (n < 3) {
      const int saved_win = win_;
      if (n == 0 || Beats(c, trick_[win_])) win_ = n;
      trick_points_ += points_[c];
      trick_size_ = n + 1;
      in_trick_ |= 1u << c;
      v = PrincipalVariation(i == 0, maximize, a, b, [&](int x, int y) { return Search(x, y); });
      in_trick_ &= ~(1u << c);
      trick_size_ = n;
      trick_points_ -= points_[c];
      win_ = saved_win;
    } else {
      const std::array<int, 4> trick = trick_;  // the next trick overwrites it
      const int saved_win = win_, saved_leader = leader_, saved_points = trick_points_;
      const uint32_t saved_in_trick = in_trick_;
      const int winner = (leader_ + (Beats(c, trick_[win_]) ? 3 : win_)) & 3;
      const int points = trick_points_ + points_[c];
      const int bonus =
          (hands_[0] | hands_[1] | hands_[2] | hands_[3]) == 0 ? belote::kLastTrickBonus : 0;
      const int gain = winner % 2 == 0 ? points + bonus : 0;
      leader_ = winner;
      trick_size_ = 0;
      trick_points_ = 0;
      in_trick_ = 0;
      points_in_play_ -= points;
      v = gain + PrincipalVariation(i == 0, maximize, a - gain, b - gain,
                                    [&](int x, int y) { return Search(x, y); });
      points_in_play_ += points;
      trick_size_ = n;
      trick_points_ = saved_points;
      in_trick_ = saved_in_trick;
      leader_ = saved_leader;
      win_ = saved_win;
      trick_ = trick;
    }
    hands_[seat] |= 1u << c;
    if (maximize ? v > best : v < best) {
      best = v;
      best_card = c;
    }
    if (maximize)
      a = std::max(a, best);
    else
      b = std::min(b, best);
    if (a >= b) {
      if (i > 0) killers_.Set(n, situation, seat, c);
      break;
    }
    if (i == 0 && killer_alone)  // it did not refute: now the others, best-first
      count = 1 + Moves(seat, move_mask & ~(1u << killer), hint, -1, moves + 1);
  }

  if (n == 0) {
    KeepBounds(alpha, beta, best, lower, upper);
    table_.Store(key, uint8_t(leader_), lower, upper, best_card);
  }
  return best;
}

void Solver::Start(const Position& p) {
  UseDeal(p);
  for (int seat = 0; seat < 4; ++seat) hands_[seat] = Mask(p.hands[seat]);
  trick_size_ = p.trick_size;
  leader_ = p.leader;
  win_ = 0;
  trick_points_ = 0;
  in_trick_ = 0;
  for (int i = 0; i < p.trick_size; ++i) {
    trick_[i] = bit_[p.trick[i].Index()];
    in_trick_ |= 1u << trick_[i];
    trick_points_ += points_[trick_[i]];
    if (i > 0 && Beats(trick_[i], trick_[win_])) win_ = i;
  }
  points_in_play_ = belote::Points(p.InPlay(), p.trump);
  nodes_ = 0;
}

bool Solver::AtLeast(const Position& p, int value, SolveStats* stats) {
  Start(p);
  // In side 0's points to come f ∈ [0, future]: the mover gets ≥ value iff f ≥ t (side 0
  // moving) or f ≤ t (side 1 moving).
  const int future = p.TricksLeft() == 0 ? 0 : points_in_play_ + belote::kLastTrickBonus;
  bool yes;
  if (p.Side() == 0) {
    const int t = value - p.won[0];
    yes = t <= 0 || (t <= future && Search(t - 1, t) >= t);
  } else {
    const int t = p.Total() - value - p.won[0];
    yes = t >= future || (t >= 0 && Search(t, t + 1) <= t);
  }
  if (stats) stats->nodes += nodes_;
  return yes;
}

int Solver::SolveSide0(const Position& p, SolveStats* stats) {
  Start(p);
  // One search over the whole window (-1, all the points to come + 1): exact.
  const int upper = p.TricksLeft() == 0 ? 0 : points_in_play_ + belote::kLastTrickBonus;
  const int future = Search(-1, upper + 1);
  if (stats) stats->nodes += nodes_;
  return p.won[0] + future;
}

int Solver::Solve(const Position& p, SolveStats* stats) {
  const int v0 = SolveSide0(p, stats);
  return p.Side() == 0 ? v0 : p.Total() - v0;
}

std::vector<CardValue> Solver::Evaluate(const Position& p, SolveStats* stats) {
  std::vector<CardValue> out;
  for (Card c : Legal(p)) {
    const int v0 = SolveSide0(Play(p, c), stats);
    out.push_back({c, p.Side() == 0 ? v0 : p.Total() - v0});
  }
  return out;
}

namespace {
Solver& ThreadSolver() {
  thread_local Solver solver;
  return solver;
}
}  // namespace

int Solve(const Position& p, SolveStats* stats) { return ThreadSolver().Solve(p, stats); }

std::vector<CardValue> Evaluate(const Position& p, SolveStats* stats) {
  return ThreadSolver().Evaluate(p, stats);
}

}  // namespace replay::solver
