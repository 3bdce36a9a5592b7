#include "solver/tute_solver.h"

#include <algorithm>
#include <bit>

#include "solver/search_core.h"
#include "tute/tute_cards.h"

namespace replay::solver {
namespace {

constexpr int kTableBits = 17;  // 2^17 buckets of 4 entries (16 bytes): 8 MiB
constexpr int kRanks[10] = {1, 2, 3, 4, 5, 6, 7, 10, 11, 12};

constexpr uint64_t SuitMask(int suit) { return uint64_t{0x3ff} << (10 * suit); }
// The bits above `bit` (callers mask the suit).
constexpr uint64_t Above(int bit) { return ~((uint64_t{2} << bit) - 1); }
constexpr int Top(uint64_t mask) { return 63 - std::countl_zero(mask); }
constexpr bool AtMostOne(uint64_t mask) { return (mask & (mask - 1)) == 0; }
// The king (12, strength 7) and caballo (11, strength 6) of `suit`.
constexpr uint64_t PairMask(int suit) { return uint64_t{3} << (10 * suit + 6); }

// The options the value depends on: the table is kept only while they stay the same.
bool SameOptions(const tute::Options& a, const tute::Options& b) {
  return a.players == b.players && a.must_undertrump == b.must_undertrump &&
         a.partner_exempt == b.partner_exempt && a.one_cante_per_trick == b.one_cante_per_trick &&
         a.forty_first == b.forty_first && a.cante_after_stock == b.cante_after_stock &&
         a.last_trick_bonus == b.last_trick_bonus;
}

}  // namespace

TuteSolver::TuteSolver() : table_(kTableBits) {}

void TuteSolver::UseDeal(const TutePosition& p) {
  if (trump_ != p.trump || !SameOptions(options_, p.options) || !table_.SameOwners(p.hands)) {
    table_.NewDeal();
    killers_.Clear();
    zero_ = 0;
    trump_ = p.trump;
    options_ = p.options;
    for (int s = 0; s < 4; ++s)
      for (int rank : kRanks) {
        const Card c{uint8_t(rank), uint8_t(s)};
        const int bit = 10 * s + tute::Strength(c);
        bit_[c.Index()] = uint8_t(bit);
        points_[bit] = uint8_t(tute::CardPoints(c));
        if (points_[bit] == 0) zero_ |= uint64_t{1} << bit;
      }
  }
  table_.Own(p.hands);
}

uint64_t TuteSolver::Mask(CardSet set) const {
  uint64_t m = 0;
  for (Card c : set) m |= uint64_t{1} << bit_[c.Index()];
  return m;
}

bool TuteSolver::Beats(int card, int winning) const {
  const int s = card / 10, w = winning / 10;
  return s == w ? card > winning : s == trump_;
}

// tute::CheckDuty's full duties (TUT-22…27) over masks.
uint64_t TuteSolver::LegalMask(int seat) const {
  const uint64_t hand = hands_[seat];
  const int n = trick_size_;
  if (n == 0) return hand;
  const int led = trick_[0] / 10;
  const int top = trick_[win_];
  const uint64_t of_led = hand & SuitMask(led), trumps = hand & SuitMask(trump_);
  const bool exempt = options_.partner_exempt && n_ == 4 && (leader_ + win_) % 4 == (seat + 2) % 4;
  if (of_led) {
    if (!exempt && top / 10 == led) {  // TUT-23: beat a card of the suit led when able
      const uint64_t above = of_led & Above(top);
      return above ? above : of_led;
    }
    return of_led;
  }
  if (exempt || !trumps) return hand;
  if (top / 10 != trump_) return trumps;  // TUT-24
  const uint64_t above = trumps & Above(top);
  if (above) return above;                          // TUT-25
  return options_.must_undertrump ? trumps : hand;  // TUT-26
}

int TuteSolver::CantePotential() const {
  if (n_ == 2 && !options_.cante_after_stock) return 0;
  int points = 0;
  for (int suit = 0; suit < 4; ++suit) {
    if (sung_ >> suit & 1) continue;
    for (int seat = 0; seat < n_; ++seat)
      if (Hero(seat) && (hands_[seat] & PairMask(suit)) == PairMask(suit)) {
        points += suit == trump_ ? 40 : 20;
        break;
      }
  }
  return points;
}

// tute::CheckPair (TUT-41…44) for the seats of the winner's side.
int TuteSolver::CanteChoices(int winner, bool sang_now, int* points, unsigned* sung) const {
  if (n_ == 2 && !options_.cante_after_stock) return 0;
  const bool one = options_.one_cante_per_trick;
  if (one && sang_now) return 0;
  unsigned suits = 0;
  for (int seat : {winner, n_ == 4 ? (winner + 2) % 4 : winner}) {
    unsigned own = 0;
    for (int suit = 0; suit < 4; ++suit)
      if (!(sung_ >> suit & 1) && (hands_[seat] & PairMask(suit)) == PairMask(suit))
        own |= 1u << suit;
    // TUT-44: the 40 before any 20. Singing several at once, the 40 comes first.
    if (one && options_.forty_first && (own >> trump_ & 1)) own = 1u << trump_;
    suits |= own;
  }
  if (!suits) return 0;
  auto value = [&](int suit) { return suit == trump_ ? 40 : 20; };
  if (!one) {  // every pair at once: nothing is lost by singing
    points[0] = 0;
    for (int suit = 0; suit < 4; ++suit)
      if (suits >> suit & 1) points[0] += value(suit);
    sung[0] = sung_ | suits;
    return 1;
  }
  int count = 0;
  for (int suit = 0; suit < 4; ++suit)
    if (suits >> suit & 1) {
      points[count] = value(suit);
      sung[count++] = sung_ | 1u << suit;
    }
  return count;
}

int TuteSolver::AfterTrick(int winner, int gain, int alpha, int beta) {
  int points[4];
  unsigned sung[4];
  const bool more = (hands_[0] | hands_[1] | hands_[2] | hands_[3]) != 0;
  const int count = more && Hero(winner) ? CanteChoices(winner, false, points, sung) : 0;
  if (count == 0) return gain + Search(alpha - gain, beta - gain);
  const unsigned saved = sung_;
  int best = -1;
  for (int i = 0; i < count && best < beta; ++i) {
    const int g = gain + points[i];
    sung_ = sung[i];
    best = std::max(best, g + Search(alpha - g, beta - g));
  }
  sung_ = saved;
  return best;
}

int TuteSolver::Root(int alpha, int beta) {
  int points[4];
  unsigned sung[4];
  const bool more = (hands_[0] | hands_[1] | hands_[2] | hands_[3]) != 0;
  const int count = interval_ >= 0 && trick_size_ == 0 && more && Hero(interval_)
                        ? CanteChoices(interval_, sang_now_, points, sung)
                        : 0;
  if (count == 0) return Search(alpha, beta);
  const unsigned saved = sung_;
  int best = -1;
  for (int i = 0; i < count && best < beta; ++i) {
    sung_ = sung[i];
    best = std::max(best, points[i] + Search(alpha - points[i], beta - points[i]));
  }
  sung_ = saved;
  return best;
}

int TuteSolver::Moves(int seat, int hint, int killer, int* out) const {
  const int n = trick_size_;
  const uint64_t legal = LegalMask(seat);
  uint64_t in_play = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  for (int i = 0; i < n; ++i) in_play |= uint64_t{1} << trick_[i];
  // Blancas with nothing of anyone else's between them are the same move: keep the highest.
  uint64_t moves = legal;
  for (uint64_t z = legal & zero_; z; z &= z - 1) {
    const int c = std::countr_zero(z);
    const uint64_t above = in_play & SuitMask(c / 10) & Above(c);
    if (above & (0 - above) & legal & zero_) moves &= ~(uint64_t{1} << c);
  }
  const int top = n == 0 ? -1 : trick_[win_];
  const bool ours = n > 0 && Hero((leader_ + win_) % n_) == Hero(seat);
  int score[16];
  int count = 0;
  for (uint64_t m = moves; m; m &= m - 1) {
    const int c = std::countr_zero(m);
    const int points = points_[c];
    int key;
    if (n == 0) {  // cash the suit's master, else lead low
      key = c == Top(in_play & SuitMask(c / 10)) ? 150 + points : 50 - points;
    } else if (Beats(c, top)) {
      key = n == n_ - 1 ? 200 + points : 120 - points;
    } else {
      key = ours ? 100 + points : 50 - points;
    }
    count = InsertByKey(out, score, count, c, key);
  }
  HintFirst(out, count, hint);
  HintFirst(out, count, killer);
  return count;
}

int TuteSolver::LastTrick() const {
  int top = std::countr_zero(hands_[leader_]);
  int win = 0;
  int points = bonus_ + points_[top];
  for (int i = 1; i < n_; ++i) {
    const int c = std::countr_zero(hands_[(leader_ + i) % n_]);
    points += points_[c];
    if (Beats(c, top)) {
      top = c;
      win = i;
    }
  }
  return Hero((leader_ + win) % n_) ? points : 0;
}

int TuteSolver::Search(int alpha, int beta) {
  ++nodes_;
  const int n = trick_size_;
  uint64_t key = 0;
  uint8_t tag = 0;
  int lower = 0, upper = 0, hint = -1;
  if (n == 0) {
    const uint64_t lead_hand = hands_[leader_];
    if (AtMostOne(lead_hand)) return lead_hand ? LastTrick() : 0;  // one card each: forced
    const uint64_t left = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    upper = points_in_play_ + bonus_ + CantePotential();
    // The top trumps win the tricks they fall in: their points are sure for their side.
    uint64_t heroes = 0;
    for (int seat = 0; seat < n_; ++seat)
      if (Hero(seat)) heroes |= hands_[seat];
    int top_side = -1, top_points = 0;
    for (uint64_t t = left & SuitMask(trump_); t; t &= ~(uint64_t{1} << Top(t))) {
      const int c = Top(t);
      const int side = heroes >> c & 1 ? 1 : 0;
      if (top_side != -1 && side != top_side) break;
      top_side = side;
      top_points += points_[c];
    }
    if (top_side == 1) lower = top_points;
    if (top_side == 0) upper -= top_points;
    key = left;
    tag = Tag();
    if (const auto* e = table_.Find(key, tag)) {
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

  const int seat = (leader_ + n) % n_;
  const int situation = Killers::Situation(n, hands_[seat], n == 0 ? -1 : trick_[win_]);
  int moves[16];
  const int count = Moves(seat, hint, killers_.Get(n, situation, seat), moves);
  const bool maximize = Hero(seat);
  int best = maximize ? -1 : 1000;
  int best_card = moves[0];
  int a = alpha, b = beta;
  for (int i = 0; i < count; ++i) {
    const int c = moves[i];
    hands_[seat] &= ~(uint64_t{1} << c);
    trick_[n] = c;
    int v;
    if (n < n_ - 1) {
      const int saved_win = win_;
      if (n == 0 || Beats(c, trick_[win_])) win_ = n;
      trick_points_ += points_[c];
      trick_size_ = n + 1;
      v = PrincipalVariation(i == 0, maximize, a, b, [&](int x, int y) { return Search(x, y); });
      trick_size_ = n;
      trick_points_ -= points_[c];
      win_ = saved_win;
    } else {
      const std::array<int, 4> trick = trick_;  // the next trick overwrites it
      const int saved_win = win_, saved_leader = leader_, saved_points = trick_points_;
      const int winner = (leader_ + (Beats(c, trick_[win_]) ? n : win_)) % n_;
      const int points = trick_points_ + points_[c];
      const int bonus = (hands_[0] | hands_[1] | hands_[2] | hands_[3]) == 0 ? bonus_ : 0;
      const int gain = Hero(winner) ? points + bonus : 0;
      leader_ = winner;
      trick_size_ = 0;
      trick_points_ = 0;
      points_in_play_ -= points;
      v = PrincipalVariation(i == 0, maximize, a, b,
                             [&](int x, int y) { return AfterTrick(winner, gain, x, y); });
      points_in_play_ += points;
      trick_size_ = n;
      trick_points_ = saved_points;
      leader_ = saved_leader;
      win_ = saved_win;
      trick_ = trick;
    }
    hands_[seat] |= uint64_t{1} << c;
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
  }

  if (n == 0) {
    KeepBounds(alpha, beta, best, lower, upper);
    table_.Store(key, tag, lower, upper, best_card);
  }
  return best;
}

void TuteSolver::Start(const TutePosition& p, int side) {
  UseDeal(p);
  n_ = p.Players();
  hero_ = 0;
  for (int seat = 0; seat < n_; ++seat)
    if (p.SideOf(seat) == side) hero_ |= 1u << seat;
  hero_id_ = std::countr_zero(hero_);
  for (int seat = 0; seat < 4; ++seat) hands_[seat] = Mask(p.hands[seat]);
  trick_size_ = p.trick_size;
  leader_ = p.leader;
  win_ = 0;
  trick_points_ = 0;
  for (int i = 0; i < p.trick_size; ++i) {
    trick_[i] = bit_[p.trick[i].Index()];
    trick_points_ += points_[trick_[i]];
    if (i > 0 && Beats(trick_[i], trick_[win_])) win_ = i;
  }
  points_in_play_ = CardPointsOf(p.InPlay());
  sung_ = p.sung;
  bonus_ = int(p.options.last_trick_bonus);
  interval_ = p.interval;
  sang_now_ = p.sang_now;
  nodes_ = 0;
}

int TuteSolver::SolveFuture(const TutePosition& p, int side, SolveStats* stats) {
  Start(p, side);
  // One search over the whole window (-1, all the points to come + 1): exact.
  const int upper = p.TricksLeft() == 0 ? 0 : points_in_play_ + bonus_ + CantePotential();
  const int future = Root(-1, upper + 1);
  if (stats) stats->nodes += nodes_;
  return future;
}

int TuteSolver::Solve(const TutePosition& p, SolveStats* stats) {
  return Solve(p, p.Side(), stats);
}

int TuteSolver::Solve(const TutePosition& p, int side, SolveStats* stats) {
  return p.won[side] + SolveFuture(p, side, stats);
}

bool TuteSolver::AtLeast(const TutePosition& p, int side, int value, SolveStats* stats) {
  Start(p, side);
  const int t = value - p.won[side];
  const int future = p.TricksLeft() == 0 ? 0 : points_in_play_ + bonus_ + CantePotential();
  const bool yes = t <= 0 || (t <= future && Root(t - 1, t) >= t);
  if (stats) stats->nodes += nodes_;
  return yes;
}

}  // namespace replay::solver
