#include "diloti/diloti_state.h"

#include <algorithm>
#include <fmt/format.h>

namespace replay::diloti {
namespace {

std::string Code(Card c) { return CardCode(c, kDeck); }

std::string Codes(CardSet s) {
  std::string out;
  for (Card c : s) out += (out.empty() ? "" : " ") + Code(c);
  return out;
}

bool AnyFace(CardSet s) {
  for (Card c : s)
    if (IsFace(c)) return true;
  return false;
}

bool HoldsValue(CardSet hand, int w) {
  for (Card c : hand)
    if (NumericValue(c) == w) return true;
  return false;
}

// Backtracking over values sorted in decreasing order: the largest unused value opens a group,
// which is filled to exactly w before the next group opens. Equal values are tried once.
bool Fill(const int* v, int n, bool* used, int start, int remaining, int w);

bool Open(const int* v, int n, bool* used, int w) {
  int first = 0;
  while (first < n && used[first]) ++first;
  if (first == n) return true;
  used[first] = true;
  bool ok = Fill(v, n, used, first + 1, w - v[first], w);
  used[first] = false;
  return ok;
}

bool Fill(const int* v, int n, bool* used, int start, int remaining, int w) {
  if (remaining == 0) return Open(v, n, used, w);
  for (int j = start; j < n; ++j) {
    if (used[j] || v[j] > remaining) continue;
    if (j > start && v[j] == v[j - 1] && !used[j - 1]) continue;
    used[j] = true;
    bool ok = Fill(v, n, used, j + 1, remaining - v[j], w);
    used[j] = false;
    if (ok) return true;
  }
  return false;
}

// The values of these cards plus `extra`, in decreasing order; false if any card is a face.
struct Values {
  int v[64];
  int n = 0;
  int sum = 0;
  void Add(int x) { v[n++] = x; sum += x; }
  bool Partitionable(int w) { return diloti::Partitionable(v, n, w); }
};

}  // namespace

bool Partitionable(const int* values, int n, int w) {
  if (w <= 0 || n == 0) return false;
  int sorted[64];
  int total = 0;
  for (int i = 0; i < n; ++i) {
    if (values[i] <= 0 || values[i] > w) return false;
    sorted[i] = values[i];
    total += values[i];
  }
  if (total % w != 0) return false;
  std::sort(sorted, sorted + n, std::greater<>());
  bool used[64] = {};
  return Open(sorted, n, used, w);
}

std::string MoveText(const Move& m) {
  auto list = [](CardSet s) {
    std::string out;
    for (Card c : s) out += fmt::format("{}\"{}\"", out.empty() ? "" : ",", Code(c));
    return out;
  };
  std::string xeri = m.xeri ? fmt::format(",\"xeri\":{}", *m.xeri) : "";
  switch (m.kind) {
    case MoveKind::kThrow:
      return xeri.empty() ? fmt::format("\"{}\"", Code(m.card))
                          : fmt::format("{{\"card\":\"{}\"{}}}", Code(m.card), xeri);
    case MoveKind::kCapture:
      return fmt::format("{{\"card\":\"{}\",\"take\":[{}]{}}}", Code(m.card), list(m.listed), xeri);
    case MoveKind::kBuild:
      return fmt::format("{{\"card\":\"{}\",\"build\":[{}],\"value\":{}{}}}", Code(m.card),
                         list(m.listed), m.value, xeri);
  }
  return {};
}

State::State(const Options& options, const Deal& deal) : options_(options), deal_(deal) {
  for (Card c : deal_.table) loose_.Add(c);
  builds_.reserve(kMaxBuilds);
  Packets().Give(deal_, 0, hands_);
}

State::State(const Options& options, const Position& p) : options_(options) {
  deal_.players = p.players;
  deal_.dealer = ((p.seat - 1 - p.index) % p.players + p.players) % p.players;
  index_ = p.index;
  loose_ = p.loose;
  builds_ = p.builds;
  builds_.reserve(kMaxBuilds);
  hands_[size_t(p.seat)] = p.hand;
  dealt_ = false;
}

bool State::Owns(int seat) const {
  return std::any_of(builds_.begin(), builds_.end(), [&](const Build& b) { return b.owner == seat; });
}

std::array<CardSet, 2> State::Piles() const {
  std::array<CardSet, 2> piles = captured_;
  if (IsTerminal()) {
    // DIL-42: the leftovers go to the last capturer, or to the dealer's side.
    CardSet left = loose_;
    for (const Build& b : builds_) left = left | b.cards;
    int side = last_capturer_ >= 0 ? last_capturer_ : Side(deal_.dealer);
    piles[size_t(side)] = piles[size_t(side)] | left;
  }
  return piles;
}

std::optional<Violation> State::Check(const Move& m, Effect* out) const {
  Effect e;
  int seat = ToMove();
  CardSet hand = hands_[size_t(seat)];
  // DIL-14
  if (!hand.Contains(m.card)) {
    bool later = false;
    for (int i = 0; i < (deal_.players == 4 ? 12 : 24); ++i)
      if (deal_.hands[size_t(seat)][size_t(i)] == m.card) later = true;
    return Violation{"diloti/card-not-in-hand", "DIL-14",
                     later ? Tr("plays {}, which has already been played or is not yet "
                                         "dealt to this seat", Code(m.card))
                           : Tr("plays {}, but that card is not in this seat's hand",
                                         Code(m.card))};
  }
  if (m.repeated)  // DIL-15: each card listed once (checked after DIL-13 and DIL-14, §5.2)
    return Violation{"diloti/bad-action", "DIL-15",
                     Tr("lists {} twice; each table card is listed once",
                                 Code(*m.repeated))};
  // DIL-15, DIL-16: which loose cards and whole builds the listed cards name.
  CardSet loose = m.listed & loose_;
  uint32_t builds = 0;
  CardSet on_table = loose;
  for (size_t i = 0; i < builds_.size(); ++i) {
    CardSet in_build = m.listed & builds_[i].cards;
    if (in_build.Empty()) continue;
    builds |= 1u << i;
    on_table = on_table | in_build;
  }
  if (CardSet off = m.listed - on_table; !off.Empty())
    return Violation{"diloti/not-on-table", "DIL-15",
                     Tr("lists {}, which {} not on the table", Codes(off),
                                 off.Size() == 1 ? Tr("is") : Tr("are"))};
  for (size_t i = 0; i < builds_.size(); ++i) {
    if (!((builds >> i) & 1)) continue;
    if (CardSet missing = builds_[i].cards - m.listed; !missing.Empty())
      return Violation{"diloti/partial-build", "DIL-16",
                       Tr("names part of the build {} of {} but leaves out {}; a build "
                                   "is taken or changed only whole, so list all its cards",
                                   Codes(builds_[i].cards), builds_[i].value, Codes(missing))};
  }
  std::optional<Violation> v;
  switch (m.kind) {
    case MoveKind::kThrow: v = CheckThrow(m, e); break;
    case MoveKind::kCapture: v = CheckCapture(m, loose, builds, e); break;
    case MoveKind::kBuild: v = CheckBuild(m, loose, builds, e); break;
  }
  if (v) return v;
  if ((v = CheckHolding(m, e))) return v;
  // DIL-40, DIL-41
  if (m.kind == MoveKind::kCapture) {
    bool clears = (loose_ - e.loose_removed).Empty() &&
                  std::popcount(e.builds_removed) == int(builds_.size());
    e.xeri = clears && !(index_ == 0 && !options_.opening_xeri) &&
             !(index_ == kActionsPerHand - 1 && !options_.last_card_xeri) &&
             !(options_.xeri_rule == XeriRule::kSingleSet && e.sets > 1);
  }
  if (m.xeri && *m.xeri != e.xeri)
    return Violation{"diloti/xeri-claim", "DIL-41",
                     e.xeri ? Tr("claims no xeri, but this capture clears the table and scores one")
                            : Tr("claims a xeri, but this action does not score one (a xeri is a "
                              "capture that clears the table, under the match's xeri rules)")};
  if (out) *out = e;
  return std::nullopt;
}

std::optional<Violation> State::CheckThrow(const Move& m, Effect&) const {
  int seat = ToMove();
  if (Owns(seat))  // DIL-20
    return Violation{"diloti/owner-restricted", "DIL-20",
                     Tr("throws {} while owning a build; a build's owner must capture or "
                                 "add to the build until it is taken", Code(m.card))};
  if (IsFace(m.card)) {  // DIL-22
    for (Card c : loose_)
      if (c.rank == m.card.rank)
        return Violation{"diloti/face-throw", "DIL-22",
                         Tr("throws {} while {} lies loose on the table; a face card "
                                     "must capture the loose card of its rank", Code(m.card),
                                     Code(c))};
  } else if (options_.no_throw_on_match) {  // DIL-23
    int v = NumericValue(m.card);
    bool match = std::any_of(builds_.begin(), builds_.end(),
                             [&](const Build& b) { return b.value == v; });
    for (Card c : loose_) match = match || NumericValue(c) == v;
    if (match)
      return Violation{"diloti/throw-on-match", "DIL-23",
                       Tr("throws {} while a card or build of value {} is on the table; "
                                   "under no_throw_on_match it must capture", Code(m.card), v)};
  }
  return std::nullopt;
}

std::optional<Violation> State::CheckCapture(const Move& m, CardSet loose, uint32_t builds,
                                             Effect& e) const {
  e.loose_removed = loose;
  e.builds_removed = builds;
  e.captured = m.listed;
  e.captured.Add(m.card);
  if (IsFace(m.card)) {  // DIL-27
    CardSet same;
    for (Card c : loose_)
      if (c.rank == m.card.rank) same.Add(c);
    bool ok = builds == 0 && (loose - same).Empty();
    if (same.Size() == 3 && options_.initial_faces == InitialFaces::kCaptureAll)
      ok = ok && loose == same;
    else
      ok = ok && loose.Size() == 1;
    if (!ok)
      return Violation{"diloti/face-capture", "DIL-27",
                       same.Size() == 3
                           ? Tr("{} must take all three loose cards of its rank ({})",
                                         Code(m.card), Codes(same))
                           : Tr("{} takes {}; a face card takes exactly one loose card "
                                         "of its own rank, never a build or other cards",
                                         Code(m.card), Codes(m.listed))};
    e.sets = 1;
    return std::nullopt;
  }
  int v = NumericValue(m.card);
  Values values;
  bool ok = !AnyFace(loose);
  for (Card c : loose) values.Add(NumericValue(c));
  int build_sets = 0;
  for (size_t i = 0; i < builds_.size(); ++i)
    if ((builds >> i) & 1) {
      ok = ok && builds_[i].value == v;
      ++build_sets;
    }
  ok = ok && (values.n == 0 || values.Partitionable(v));
  if (!ok)  // DIL-24
    return Violation{"diloti/capture-sum", "DIL-24",
                     Tr("{} (value {}) can't take {}: a capture takes loose numerals "
                                 "adding up to {} and builds of {}, in whole sets",
                                 Code(m.card), v, Codes(m.listed), v, v)};
  e.sets = build_sets + values.sum / v;
  if (!options_.multi_set_capture && e.sets != 1)  // DIL-25
    return Violation{"diloti/capture-one-set", "DIL-25",
                     Tr("takes {} sets at once; under multi_set_capture = false a "
                                 "capture takes exactly one set", e.sets)};
  if (options_.forced_full_capture) {  // DIL-26
    bool all = true;
    for (Card c : loose_)
      if (NumericValue(c) == v && !loose.Contains(c)) all = false;
    for (size_t i = 0; i < builds_.size(); ++i)
      if (builds_[i].value == v && !((builds >> i) & 1)) all = false;
    if (!all)
      return Violation{"diloti/must-take-all", "DIL-26",
                       Tr("leaves a card or build of value {} on the table; under "
                                   "forced_full_capture a capture takes every one", v)};
  }
  return std::nullopt;
}

std::optional<Violation> State::CheckBuild(const Move& m, CardSet loose, uint32_t builds,
                                           Effect& e) const {
  int seat = ToMove();
  int w = m.value;
  int v = NumericValue(m.card);
  int touched = std::popcount(builds);
  const Build* x = touched == 1 ? &builds_[size_t(std::countr_zero(builds))] : nullptr;
  bool owns = Owns(seat);
  // DIL-31: the kind of build action.
  enum { kNew, kAdd, kSelfRaise, kRaise, kOthers } kind =
      touched == 0 ? kNew
      : touched > 1 ? kOthers
      : x->owner == seat ? (w == x->value ? kAdd : kSelfRaise)
      : (w != x->value ? kRaise : kOthers);
  // DIL-20 comes before the rules of the kind (§5.2).
  if (owns && kind == kNew)
    return Violation{"diloti/owner-restricted", "DIL-20",
                     Tr("makes a new build while owning one; a build's owner must capture or add to "
                     "the build until it is taken")};
  if (owns && kind == kRaise && !options_.raise_while_owning)
    return Violation{"diloti/owner-restricted", "DIL-20",
                     Tr("raises another seat's build while owning one; a build's owner must capture "
                     "or add to the build until it is taken")};
  if (owns && kind == kOthers && touched == 1 && options_.add_to_others_build)
    return Violation{"diloti/owner-restricted", "DIL-20",
                     Tr("adds to another seat's build while owning one")};
  if (IsFace(m.card) || AnyFace(loose))  // DIL-29
    return Violation{"diloti/face-build", "DIL-29",
                     Tr("builds with a face card; J, Q and K have no value and can't be built")};
  if (w < 1 || w > 10)  // DIL-30
    return Violation{"diloti/build-value", "DIL-30",
                     Tr("announces a build of {}; a build's value is 1 to 10", w)};
  Values values;
  values.Add(v);
  for (Card c : loose) values.Add(NumericValue(c));
  auto sum_error = [&](std::string_view rule) {
    return Violation{"diloti/build-sum", rule,
                     Tr("{} with {} can't make a build of {}: the cards don't split "
                                 "into sets adding up to {}", Code(m.card),
                                 m.listed.Empty() ? Tr("nothing") : Message(Codes(m.listed)), w, w)};
  };
  Build result;
  result.value = w;
  result.owner = seat;
  result.cards = m.listed;
  result.cards.Add(m.card);
  switch (kind) {
    case kNew:  // DIL-32
      if (!values.Partitionable(w)) return sum_error("DIL-32");
      result.plain = values.sum == w;
      break;
    case kAdd:  // DIL-33
      if (!values.Partitionable(w)) return sum_error("DIL-33");
      result.plain = false;
      break;
    case kSelfRaise:  // DIL-35
      if (!options_.self_raise)
        return Violation{"diloti/self-raise", "DIL-35",
                         Tr("raises its own build of {} to {}; a seat may not raise its "
                                     "own build", x->value, w)};
      [[fallthrough]];
    case kRaise: {  // DIL-34
      if (!x->plain)
        return Violation{"diloti/raise-group", "DIL-34",
                         Tr("raises the build {} of {}, which holds more than one set; "
                                     "only a plain build can be raised", Codes(x->cards),
                                     x->value)};
      if (!options_.raise_with_table_cards) {
        if (!loose.Empty())
          return Violation{"diloti/raise-with-table-cards", "DIL-34",
                           Tr("raises with table cards ({}); a raise adds only the "
                                       "card played", Codes(loose))};
        if (w != x->value + v) return sum_error("DIL-34");
        result.plain = true;
      } else {
        values.Add(x->value);  // the raised build is one item that can't be split
        if (!values.Partitionable(w)) return sum_error("DIL-34");
        result.plain = values.sum == w;
      }
      break;
    }
    case kOthers:  // DIL-36
      if (touched > 1 || !options_.add_to_others_build)
        return Violation{"diloti/add-to-others-build", "DIL-36",
                         touched > 1 ? Message(Tr("merges two builds into one; builds can't be "
                                                   "merged"))
                                     : Tr("adds to the build of {} owned by seat {}; a "
                                                   "seat may add only to its own build",
                                                   x->value, x->owner)};
      if (!values.Partitionable(w)) return sum_error("DIL-36");
      result.plain = false;
      break;
  }
  // DIL-37
  if (options_.build_absorbs_equal_loose)
    for (Card c : loose_ - loose)
      if (NumericValue(c) == w)
        return Violation{"diloti/build-absorb", "DIL-37",
                         Tr("leaves {} loose beside a build of {}; under "
                                     "build_absorbs_equal_loose the build takes it in",
                                     Code(c), w)};
  e.loose_removed = loose;
  e.builds_removed = builds;
  e.new_build = result;
  e.raise = kind == kRaise || kind == kSelfRaise;
  return std::nullopt;
}

std::optional<Violation> State::CheckHolding(const Move& m, const Effect& e) const {
  int seat = ToMove();
  CardSet hand = hands_[size_t(seat)];
  hand.Remove(m.card);
  auto check = [&](const Build& b) -> std::optional<Violation> {
    if (b.owner != seat || HoldsValue(hand, b.value)) return std::nullopt;
    return Violation{"diloti/build-without-card", "DIL-21",
                     Tr("would own a build of {} without holding a {} to take it; a "
                                 "builder must keep a card of the build's value",
                                 b.value, b.value)};
  };
  for (size_t i = 0; i < builds_.size(); ++i)
    if (!((e.builds_removed >> i) & 1))
      if (auto v = check(builds_[i])) return v;
  if (e.new_build)
    if (auto v = check(*e.new_build)) return v;
  return std::nullopt;
}

std::optional<Violation> State::Apply(const Move& m, Effect* effect) {
  Effect e;
  if (auto v = Check(m, &e)) return v;
  if (effect) *effect = e;
  int seat = ToMove();
  hands_[size_t(seat)].Remove(m.card);
  loose_ = loose_ - e.loose_removed;
  if (e.builds_removed) {  // compact in place, keeping the order of the rest
    size_t kept = 0;
    for (size_t i = 0; i < builds_.size(); ++i)
      if (!((e.builds_removed >> i) & 1)) builds_[kept++] = builds_[i];
    builds_.resize(kept);
  }
  if (e.new_build) builds_.push_back(*e.new_build);  // it holds the cards of what it absorbed
  switch (m.kind) {
    case MoveKind::kThrow: loose_.Add(m.card); break;
    case MoveKind::kCapture:
      captured_[size_t(Side(seat))] = captured_[size_t(Side(seat))] | e.captured;
      last_capturer_ = Side(seat);
      if (e.xeri) ++xeris_[size_t(Side(seat))];
      break;
    case MoveKind::kBuild: break;
  }
  ++index_;
  if (const int k = dealt_ ? Packets().DueAfter(index_) : 0) Packets().Give(deal_, k, hands_);
  return std::nullopt;
}

std::vector<Move> State::LegalMoves() const {
  std::vector<Move> moves;
  if (IsTerminal()) return moves;
  CardSet hand = hands_[size_t(ToMove())];
  // Table items: loose cards and builds. For each hand card only the items that can take part
  // are enumerated (a capture with v uses numerals up to v and builds of v; a face takes cards
  // of its rank; a build uses numerals and builds), and cheap arithmetic filters pick the
  // candidates that Check then judges. Subsets are enumerated over at most kMaxItems items: a
  // table of more than that many usable items (never seen in play) lists only moves among the
  // first kMaxItems of them.
  constexpr size_t kMaxItems = 20;
  struct Item {
    CardSet cards;
    int value;  // numeric value of a loose card (0 for a face), or the build's value
    int rank;   // a loose card's rank; 0 for a build
    bool build;
  };
  std::vector<Item> all;
  for (Card c : loose_) {
    CardSet one;
    one.Add(c);
    all.push_back({one, NumericValue(c), c.rank, false});
  }
  for (const Build& b : builds_) all.push_back({b.cards, b.value, 0, true});
  auto try_move = [&](const Move& m) {
    if (!Check(m)) moves.push_back(m);
  };
  std::vector<Item> items;
  auto select = [&](auto keep) {
    items.clear();
    for (const Item& it : all)
      if (keep(it) && items.size() < kMaxItems) items.push_back(it);
  };
  // Calls f(listed, total, largest, builds, build_value) for every non-empty subset of `items`.
  auto subsets = [&](auto f) {
    for (uint32_t mask = 1; mask < (1u << items.size()); ++mask) {
      CardSet listed;
      int total = 0, largest = 0, builds = 0, build_value = 0;
      for (size_t i = 0; i < items.size(); ++i) {
        if (!((mask >> i) & 1)) continue;
        const Item& it = items[i];
        listed = listed | it.cards;
        total += it.value;
        largest = std::max(largest, it.value);
        if (it.build) {
          ++builds;
          build_value = it.value;
        }
      }
      f(listed, total, largest, builds, build_value);
    }
  };
  for (Card c : hand) {
    int v = NumericValue(c);
    try_move(Move{MoveKind::kThrow, c, {}, 0, {}, {}});
    if (IsFace(c)) {
      select([&](const Item& it) { return !it.build && it.rank == c.rank; });
      subsets([&](CardSet listed, int, int, int, int) {
        try_move(Move{MoveKind::kCapture, c, listed, 0, {}, {}});
      });
      continue;
    }
    select([&](const Item& it) { return it.build ? it.value == v : it.value > 0 && it.value <= v; });
    subsets([&](CardSet listed, int total, int, int, int) {
      if (total % v == 0) try_move(Move{MoveKind::kCapture, c, listed, 0, {}, {}});
    });
    select([&](const Item& it) { return it.value > 0; });
    subsets([&](CardSet listed, int total, int largest, int builds, int build_value) {
      if (builds > 1) return;  // a merge is never legal (DIL-36)
      for (int w = std::max(largest, v); w <= 10; ++w) {
        bool candidate = (total + v) % w == 0;
        if (builds == 1)
          candidate = w == build_value ? (total - build_value + v) % w == 0
                                       : w == build_value + v || candidate;
        if (candidate) try_move(Move{MoveKind::kBuild, c, listed, w, {}, {}});
      }
    });
  }
  return moves;
}

}  // namespace replay::diloti
