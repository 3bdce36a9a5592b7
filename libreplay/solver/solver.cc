#include "solver/solver.h"

#include <algorithm>

namespace replay::solver {
namespace {

constexpr int kTableBits = 20;  // 2^20 entries of 12 bytes: every trick start of a deal fits
constexpr int kRanks[8] = {1, 7, 8, 9, 10, 11, 12, 13};

// The cards of a French 32-card set, 8 bits per suit (A, then 7 … K), for the table key.
uint32_t Compress(CardSet set) {
  uint32_t out = 0;
  for (int s = 0; s < 4; ++s) {
    const uint32_t chunk = uint32_t(set.Bits() >> (16 * s)) & 0xffff;
    out |= ((chunk >> 1 & 1) | (chunk >> 7 & 0x7f) << 1) << (8 * s);
  }
  return out;
}

bool SameRules(const belote::PlayRules& a, const belote::PlayRules& b) {
  return a.partner_exception == b.partner_exception && a.must_undertrump == b.must_undertrump &&
         a.must_head_all_suits == b.must_head_all_suits;
}

}  // namespace

Solver::Solver() : table_(size_t{1} << kTableBits) { owner_.fill(-1); }

Solver::Entry& Solver::Slot(uint32_t cards, int leader) {
  const uint64_t h = (uint64_t{cards} << 2 | uint64_t(leader)) * 0x9E3779B97F4A7C15ull;
  return table_[h >> (64 - kTableBits)];
}

void Solver::UseDeal(const Position& p) {
  bool same = trump_ == p.trump && SameRules(rules_, p.rules);
  for (int seat = 0; seat < 4 && same; ++seat)
    for (Card c : p.hands[seat])
      if (owner_[c.Index()] != -1 && owner_[c.Index()] != seat) same = false;
  if (!same) {
    if (++generation_ == 0) {  // wrapped: old entries could look current
      std::fill(table_.begin(), table_.end(), Entry{});
      generation_ = 1;
    }
    owner_.fill(-1);
    trump_ = p.trump;
    rules_ = p.rules;
    for (int s = 0; s < 4; ++s) {
      std::array<uint8_t, 8>& order = order_[s];
      std::copy(std::begin(kRanks), std::end(kRanks), order.begin());
      auto strength = [&](int rank) {
        return s == trump_ ? belote::TrumpStrength(rank) : belote::PlainStrength(rank);
      };
      std::sort(order.begin(), order.end(),
                [&](int a, int b) { return strength(a) > strength(b); });
      for (int rank : kRanks) {
        const Card c{uint8_t(rank), uint8_t(s)};
        points_[c.Index()] = uint8_t(belote::CardPoints(c, trump_));
        rank_[c.Index()] = uint8_t(strength(rank));
      }
    }
  }
  for (int seat = 0; seat < 4; ++seat)
    for (Card c : p.hands[seat]) owner_[c.Index()] = int8_t(seat);
}

int Solver::Moves(int seat, int hint, Card* out) const {
  const int n = trick_size_;
  const CardSet hand = hands_[seat];
  const CardSet legal =
      n == 0 ? hand : belote::LegalCards(hand, trick_.data(), n, trump_, rules_);
  CardSet in_play = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  for (int i = 0; i < n; ++i) in_play.Add(trick_[i]);

  // The winner so far, for ordering only (the search collects tricks with belote's rules).
  const int winner = n == 0 ? -1 : belote::TrickWinner(trick_.data(), n, trump_);
  const bool partner_winning = n >= 2 && winner == n - 2;
  const Card top = n == 0 ? Card{} : trick_[winner];
  int score[8];
  int count = 0;
  for (int s = 0; s < 4; ++s) {
    if (legal.Suit(s).Empty()) continue;
    bool master = true;  // no stronger card of the suit in play
    bool partner_master = false;  // the partner holds the suit's strongest card in play
    for (uint8_t rank : order_[s]) {
      const Card c{rank, uint8_t(s)};
      if (!in_play.Contains(c)) continue;
      partner_master = hands_[(seat + 2) % 4].Contains(c);
      break;
    }
    bool run = false;    // the previous card in play of the suit is a kept legal card of ours
    int run_points = 0;
    for (uint8_t rank : order_[s]) {
      const Card c{rank, uint8_t(s)};
      if (!in_play.Contains(c)) continue;
      const bool mine = legal.Contains(c);
      const int points = points_[c.Index()];
      if (!mine) {
        run = false;
        master = false;
        continue;
      }
      // Equal points and nothing of anyone else's between: the same move (see solver.h).
      if (run && points == run_points) continue;
      run = true;
      run_points = points;
      int key;
      if (n == 0) {
        // Cash masters, lead low to the partner's, else lead cheap.
        key = master ? 150 + points : partner_master ? 120 - points : 50 - points;
      } else {
        const bool beats = c.suit == top.suit ? rank_[c.Index()] > rank_[top.Index()]
                                              : c.suit == trump_;
        if (n == 3)  // the trick's outcome is known: ours with most points, else cheapest
          key = beats || partner_winning ? 200 + points : 50 - points;
        else if (beats)
          key = 200 + points;
        else
          key = partner_winning ? 100 + points : 50 - points;
      }
      master = false;
      int i = count++;
      for (; i > 0 && score[i - 1] < key; --i) {
        score[i] = score[i - 1];
        out[i] = out[i - 1];
      }
      score[i] = key;
      out[i] = c;
    }
  }
  // The table's best card of an earlier search first (if not merged away here).
  for (int i = 0; i < count; ++i)
    if (out[i].Index() == hint) {
      std::rotate(out, out + i, out + i + 1);
      break;
    }
  return count;
}

int Solver::LastTrick() const {
  std::array<Card, 4> trick;
  int points = belote::kLastTrickBonus;
  for (int i = 0; i < 4; ++i) {
    trick[i] = *hands_[(leader_ + i) % 4].begin();
    points += points_[trick[i].Index()];
  }
  const int winner = (leader_ + belote::TrickWinner(trick.data(), 4, trump_)) % 4;
  return winner % 2 == 0 ? points : 0;
}

int Solver::Search(int alpha, int beta) {
  ++nodes_;
  const int n = trick_size_;
  uint32_t key = 0;
  int lower = 0, upper = 0, hint = -1;
  if (n == 0) {
    const CardSet left = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    if (left.Size() <= 4) return left.Empty() ? 0 : LastTrick();  // one card each: forced
    upper = points_in_play_ + belote::kLastTrickBonus;
    // The side holding the strongest trumps wins the tricks they fall in, whatever is played:
    // their points are sure.
    const CardSet side0 = hands_[0] | hands_[2];
    int top_side = -1, top_points = 0;
    for (uint8_t rank : order_[trump_]) {
      const Card c{rank, uint8_t(trump_)};
      if (!left.Contains(c)) continue;
      const int side = side0.Contains(c) ? 0 : 1;
      if (top_side != -1 && side != top_side) break;
      top_side = side;
      top_points += points_[c.Index()];
    }
    if (top_side == 0) lower = top_points;
    if (top_side == 1) upper -= top_points;
    key = Compress(left);
    const Entry& e = Slot(key, leader_);
    if (e.generation == generation_ && e.cards == key && e.leader == leader_) {
      lower = std::max<int>(lower, e.lower);
      upper = std::min<int>(upper, e.upper);
      hint = e.best;
    }
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower == upper) return lower;
    alpha = std::max(alpha, lower);
    beta = std::min(beta, upper);
  }

  const int seat = (leader_ + n) % 4;
  Card moves[8];
  const int count = Moves(seat, hint, moves);
  const bool maximize = seat % 2 == 0;
  int best = maximize ? -1 : 1000;
  Card best_card = moves[0];
  int a = alpha, b = beta;
  if (n == 3 && hands_[seat].Size() > 2) {
    // Enhanced transposition cutoff: a trick start the table already bounds well enough
    // after one of the last cards ends the search here without a move. (The last trick is
    // computed, never tabled: nothing to probe before it.)
    const CardSet rest = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    for (int i = 0; i < count; ++i) {
      std::array<Card, 4> trick = trick_;
      trick[3] = moves[i];
      const int winner = (leader_ + belote::TrickWinner(trick.data(), 4, trump_)) % 4;
      int points = 0;
      for (Card t : trick) points += points_[t.Index()];
      const int gain = winner % 2 == 0 ? points : 0;
      const uint32_t next = Compress(rest - CardSet::FromBits(uint64_t{1} << moves[i].Index()));
      const Entry& e = Slot(next, winner);
      if (e.generation != generation_ || e.cards != next || e.leader != winner) continue;
      if (maximize && gain + e.lower >= beta) return gain + e.lower;
      if (!maximize && gain + e.upper <= alpha) return gain + e.upper;
    }
  }
  for (int i = 0; i < count; ++i) {
    const Card c = moves[i];
    hands_[seat].Remove(c);
    trick_[n] = c;
    int v;
    if (n < 3) {
      trick_size_ = n + 1;
      v = Search(a, b);
    } else {
      const std::array<Card, 4> trick = trick_;  // the next trick overwrites it
      const int winner = (leader_ + belote::TrickWinner(trick.data(), 4, trump_)) % 4;
      int points = 0;
      for (Card t : trick) points += points_[t.Index()];
      const int bonus =
          (hands_[0] | hands_[1] | hands_[2] | hands_[3]).Empty() ? belote::kLastTrickBonus : 0;
      const int gain = winner % 2 == 0 ? points + bonus : 0;
      const int saved_leader = leader_;
      leader_ = winner;
      trick_size_ = 0;
      points_in_play_ -= points;
      v = gain + Search(a - gain, b - gain);
      points_in_play_ += points;
      leader_ = saved_leader;
      trick_ = trick;
    }
    trick_size_ = n;
    hands_[seat].Add(c);
    if (maximize ? v > best : v < best) {
      best = v;
      best_card = c;
    }
    if (maximize)
      a = std::max(a, best);
    else
      b = std::min(b, best);
    if (a >= b) break;
  }

  if (n == 0) {
    // Fail-soft: a value at or outside the window searched is a bound, else exact.
    if (best <= alpha)
      upper = best;
    else if (best >= beta)
      lower = best;
    else
      lower = upper = best;
    Slot(key, leader_) = Entry{key, generation_, uint8_t(leader_), uint8_t(lower),
                               uint8_t(upper), uint8_t(best_card.Index())};
  }
  return best;
}

void Solver::Start(const Position& p) {
  UseDeal(p);
  hands_ = p.hands;
  trick_ = p.trick;
  trick_size_ = p.trick_size;
  leader_ = p.leader;
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
  // Null-window searches ("does side 0 get at least beta?") bisecting [lower, upper]: each
  // prunes far more than one full-window search, and the table keeps what the previous ones
  // proved, so the later ones are cheap.
  int lower = 0;
  int upper = p.TricksLeft() == 0
                  ? 0
                  : belote::Points(p.InPlay(), p.trump) + belote::kLastTrickBonus;
  while (lower < upper) {
    const int beta = (lower + upper + 1) / 2;
    const int v = Search(beta - 1, beta);
    if (v >= beta)
      lower = v;
    else
      upper = v;
  }
  if (stats) stats->nodes += nodes_;
  return p.won[0] + lower;
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
