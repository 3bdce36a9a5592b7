#include "bourlot/bourlot_scoring.h"

#include <cstdlib>
#include <fmt/format.h>
#include <vector>

#include "belote/belote.h"
#include "core/checked.h"

namespace replay::bourlot {
namespace {

// BRL-48: remainder 0 stays, 1–5 down, 7–9 up; 6 up only for `up_at_six`.
long RoundTens(long x, bool up_at_six) {
  long r = x % 10;
  if (r == 0) return x;
  if (r < 6 || (r == 6 && !up_at_six)) return x - r;
  return x + 10 - r;
}

// Rounds the pair of written figures (indexed by side); both remainders 6 → jt_side up.
PerSide RoundPair(const PerSide& x, int jt_side) {
  bool both_six = x[0] % 10 == 6 && x[1] % 10 == 6;
  PerSide out;
  for (size_t s = 0; s < 2; ++s) out[s] = RoundTens(x[s], !both_six || int(s) == jt_side);
  return out;
}

std::string PairText(const PerSide& p) { return fmt::format("[{}, {}]", p[0], p[1]); }

}  // namespace

Written WriteFigures(const PerSide& sums, int b, int jt_side, Rounding rounding) {
  const size_t bi = size_t(b), di = size_t(1 - b);
  Written w;
  PerSide figures{};  // the pair BRL-46 writes (for a tie: b's is the hanging figure)
  if (sums[bi] > sums[di]) {
    w.outcome = Outcome::kMade;
    figures = sums;
  } else if (sums[bi] < sums[di]) {
    w.outcome = Outcome::kFailed;
    figures[di] = sums[0] + sums[1];
  } else {
    w.outcome = Outcome::kTie;
    figures = sums;
  }
  if (rounding == Rounding::kTens) figures = RoundPair(figures, jt_side);
  w.points = figures;
  if (w.outcome == Outcome::kTie) {
    w.hanging = figures[bi];
    w.points[bi] = 0;
  }
  return w;
}

HandScore ScoreHand(const HandFacts& f, const Options& options) {
  HandScore s;
  s.capot = f.tricks[0] == belote::kTricks || f.tricks[1] == belote::kTricks;
  int jt_side = -1;
  for (size_t side = 0; side < 2; ++side) {
    if (f.won[side].Contains(belote::TrumpCard(11, f.trump))) jt_side = int(side);
    if (s.capot)  // BRL-42
      s.tricks[side] = f.tricks[side] == belote::kTricks ? kCapot : 0;
    else          // BRL-41
      s.tricks[side] = belote::Points(f.won[side], f.trump) +
                       (f.last_trick_side == int(side) ? belote::kLastTrickBonus : 0);
    s.declarations[side] = f.declarations[side];
    s.belote[side] = f.belote_side == int(side) ? 20 : 0;  // BRL-43
    s.sums[side] = s.tricks[side] + s.declarations[side] + s.belote[side];  // BRL-44
  }
  Written w = WriteFigures(s.sums, f.buyer_side, jt_side, options.rounding);
  s.outcome = w.outcome;
  s.points = w.points;
  s.hanging = w.hanging;
  return s;
}

PerSide CollectPot(PerSide points, Outcome outcome, int b, long pot) {
  if (outcome == Outcome::kMade) points[size_t(b)] += pot;
  if (outcome == Outcome::kFailed) points[size_t(1 - b)] += pot;
  return points;
}

long NextPot(Outcome outcome, long pot, long hanging) {
  return outcome == Outcome::kTie ? pot + hanging : 0;
}

bool IsMeldTotal(long x) { return x >= 0 && x % 10 == 0 && x != 10 && x != 30; }

std::optional<SheetError> CheckSheetLine(const SheetLine& line, long pot, const Options& options,
                                         Outcome* outcome) {
  const int b = line.buyer_side;
  const size_t bi = size_t(b), di = size_t(1 - b);
  const bool tens = options.rounding == Rounding::kTens;
  const long pb = line.points[bi], pd = line.points[di];
  const long h = line.hanging.value_or(0);
  auto error = [](std::string_view code, std::string_view rule, std::string field,
                  Message message) {
    return SheetError{code, rule, std::move(field), std::move(message)};
  };
  // No hand comes near these bounds, and within them every sum below is exact (the pot is at
  // most a record's hands of hanging points).
  if (!AllClaimable(line.points) || !IsClaimable(h) || !IsClaimable(pot))
    return error("bourlot/sheet-total", "BRL-60", "points",
                 Tr("the figures {} (hanging {}) are beyond any hand's (at most {} in "
                             "magnitude)", PairText(line.points), h, kMaxClaimedFigure));
  for (const auto& [figures, field] : {std::pair{&line.tricks, "tricks"},
                                       std::pair{&line.declarations, "declarations"},
                                       std::pair{&line.belote, "belote"}})
    if (*figures && !AllClaimable(**figures))
      return error("bourlot/sheet-breakdown", "BRL-61", field,
                   Tr("the figures {} are beyond any hand's (at most {} in magnitude)",
                               PairText(**figures), kMaxClaimedFigure));
  // BRL-58: the outcome is read from the sheet.
  Outcome o = pb > 0 ? Outcome::kMade : h > 0 ? Outcome::kTie : Outcome::kFailed;
  if (pb > 0 && h > 0)
    return error("bourlot/sheet-outcome", "BRL-58", "hanging",
                 Tr("points hang only when the buyers (side {}) write 0, but they "
                             "write {}", b, pb));
  if (line.made && *line.made != (o == Outcome::kMade))
    return error("bourlot/sheet-outcome", "BRL-58", "made",
                 o == Outcome::kMade
                     ? Tr("the buyers (side {}) write {}, so the hand was made", b, pb)
                     : Tr("the buyers (side {}) write 0, so the hand was not made", b));
  // BRL-59
  long w_total = 0;
  switch (o) {
    case Outcome::kMade: {
      long wb = pb - pot, wd = pd;
      if (tens ? wb < wd : wb <= wd)
        return error("bourlot/sheet-outcome", "BRL-59", "points",
                     Tr("a made hand needs more points for the buyers than for the "
                                 "defenders, but side {} has {} of its own{} against {}", b, wb,
                                 pot ? Tr(" (plus {} hanging)", pot) : "", wd));
      w_total = wb + wd;
      break;
    }
    case Outcome::kFailed:
      w_total = pd - pot;
      break;
    case Outcome::kTie:
      if (tens ? std::labs(h - pd) != 0 && std::labs(h - pd) != 10 : h != pd)
        return error("bourlot/sheet-outcome", "BRL-59", "hanging",
                     Tr("in a tie the buyers' hanging points equal the defenders' "
                                 "figure, but {} hang against {}", h, pd));
      w_total = h + pd;
      break;
  }
  // BRL-60
  if (tens && (line.points[0] % 10 || line.points[1] % 10 || h % 10))
    return error("bourlot/sheet-total", "BRL-60", "points",
                 "with rounding \"tens\" every figure is a multiple of 10");
  const long total = w_total + (tens ? 2 : 0);
  std::vector<long> bases;
  if (line.capot != true) bases.push_back(kTotal);
  if (line.capot != false) bases.push_back(kCapot);
  std::vector<long> fitting;  // the bases that fit, with X = total - base
  for (long base : bases)
    if (IsMeldTotal(total - base)) fitting.push_back(base);
  if (fitting.empty())
    return error("bourlot/sheet-total", "BRL-60", "points",
                 Tr("the hand totals {}{}, which is not {} plus melds and belote (0, 20, "
                    "40, 50, 60, …)",
                    total, tens ? Tr(" before rounding") : Message(),
                    line.capot == true    ? "252 (capot)"
                    : line.capot == false ? "162"
                                          : Tr("162 or 252 (capot)")));
  // BRL-61
  if (line.tricks) {
    const PerSide& t = *line.tricks;
    bool capot_pair = (t[0] == kCapot && t[1] == 0) || (t[0] == 0 && t[1] == kCapot);
    if (t[0] < 0 || t[1] < 0 || (t[0] + t[1] != kTotal && !capot_pair))
      return error("bourlot/sheet-breakdown", "BRL-61", "tricks",
                   Tr("trick points {} must add up to 162, or be 252 and 0 (capot)",
                               PairText(t)));
    if (line.capot && *line.capot != capot_pair)
      return error("bourlot/sheet-breakdown", "BRL-61", "capot",
                   Tr("trick points {} {} a capot", PairText(t),
                               capot_pair ? Tr("are") : Tr("are not")));
    long base = t[0] + t[1];
    if (!IsMeldTotal(total - base))
      return error("bourlot/sheet-breakdown", "BRL-61", "tricks",
                   Tr("trick points add up to {}, which leaves {} for melds and belote",
                               base, total - base));
    fitting = {base};
  }
  if (line.declarations) {
    const PerSide& dcl = *line.declarations;
    if (!IsMeldTotal(dcl[0]) || !IsMeldTotal(dcl[1]) || (dcl[0] && dcl[1]))
      return error("bourlot/sheet-breakdown", "BRL-61", "declarations",
                   Tr("declarations {} must be meld totals (0, 20, 40, 50, …) and only "
                               "one side's melds count", PairText(dcl)));
  }
  if (line.belote) {
    const PerSide& bel = *line.belote;
    bool ok = (bel[0] == 0 || bel[0] == 20) && (bel[1] == 0 || bel[1] == 20) &&
              !(bel[0] && bel[1]);
    if (!ok)
      return error("bourlot/sheet-breakdown", "BRL-61", "belote",
                   Tr("belote {} is 20 for one side at most, 0 otherwise",
                               PairText(bel)));
  }
  if (line.declarations || line.belote) {
    long extra = (line.declarations ? (*line.declarations)[0] + (*line.declarations)[1] : 0) +
                 (line.belote ? (*line.belote)[0] + (*line.belote)[1] : 0);
    bool both = line.declarations && line.belote;
    bool fits = false;
    for (long base : fitting) {
      long x = total - base;
      fits = fits || (both ? extra == x : extra <= x);
    }
    if (!fits)
      return error("bourlot/sheet-breakdown", "BRL-61",
                   line.declarations ? "declarations" : "belote",
                   Tr("melds and belote of {} don't fit the hand's total of {}", extra,
                               total));
  }
  // BRL-62
  if (line.tricks && line.declarations && line.belote) {
    PerSide sums;
    for (size_t s = 0; s < 2; ++s)
      sums[s] = (*line.tricks)[s] + (*line.declarations)[s] + (*line.belote)[s];
    bool matched = false;
    Written first{};
    for (int jt_side : {b, 1 - b}) {  // the jack of trumps' side is unknown on a sheet
      Written w = WriteFigures(sums, b, jt_side, options.rounding);
      if (jt_side == b) first = w;
      PerSide points = CollectPot(w.points, w.outcome, b, pot);
      matched = matched || (points == line.points && w.outcome == o && w.hanging == h);
    }
    if (!matched) {
      PerSide points = CollectPot(first.points, first.outcome, b, pot);
      return error("bourlot/result-mismatch", "BRL-62", "points",
                   Tr("tricks, declarations and belote give {}{}, but the record says "
                               "{}{}", PairText(points),
                               first.hanging ? Tr(" with {} hanging", first.hanging) : "",
                               PairText(line.points),
                               h ? Tr(" with {} hanging", h) : ""));
    }
  }
  *outcome = o;
  return std::nullopt;
}

}  // namespace replay::bourlot
