#include "pilotta/pilotta_sheet.h"

#include <fmt/format.h>

namespace replay::pilotta {
namespace {

std::string Pair(const PerSide& p) { return fmt::format("[{}, {}]", p[0], p[1]); }

// The bases of PIL-56 a line may use, and Y.
struct Bases {
  long y = 0;
  bool normal = false;  // Y = 16 + X/10 fits and is allowed
  bool capot = false;   // Y = 25 + X/10 fits and is allowed
  long X(bool capot_base) const { return capot_base ? 10 * y - 250 : 10 * y - 160; }
};

bool FitsBase(long y, long base) {
  long k = y - base;
  return k >= 0 && IsMeldTotal(10 * k);
}

}  // namespace

bool IsMeldTotal(long x) { return x >= 0 && x % 10 == 0 && x != 10 && x != 30; }

bool SheetMade(const SheetLine& line, const Options& options) {
  const long written = line.points[size_t(line.contract.Side())];
  if (options.failed_bidders_keep_melds && line.contract.multiplier == 1) {
    if (line.made) return *line.made;
    return written * 5 >= line.contract.value;
  }
  return written > 0;
}

std::optional<SheetError> CheckSheetLine(const SheetLine& line, const Options& options) {
  const Contract& c = line.contract;
  const size_t b = size_t(c.Side()), d = 1 - b;
  const long v = c.value, m = c.multiplier;
  const PerSide& p = line.points;
  const bool made = SheetMade(line, options);
  const bool keeps = options.failed_bidders_keep_melds && m == 1;
  auto error = [](std::string_view code, std::string_view rule, std::string field,
                  Message message) {
    return SheetError{code, rule, std::move(field), std::move(message)};
  };

  // PIL-55: the outcome, read from the sheet.
  if (made && m == 1 && p[b] * 5 < v)
    return error("pilotta/sheet-outcome", "PIL-55", "points",
                 Tr("the bidders (side {}) wrote {}, {} the contract of {} was made; but "
                             "a made contract writes at least twice the bid in tens, {}",
                             b, p[b], keeps ? Tr("and `made` says") : Tr("so"), v, v / 5));
  if (m > 1 && (p[0] > 0) == (p[1] > 0))
    return error("pilotta/sheet-outcome", "PIL-55", "points",
                 Tr("a {} contract is written by one side only: the side proven right "
                             "takes everything, the other 0; the sheet says {}",
                             m == 2 ? Tr("doubled") : Tr("redoubled"), Pair(p)));
  if (line.made && *line.made != made)  // never under `keeps`: `made` decided
    return error("pilotta/sheet-outcome", "PIL-55", "made",
                 made ? Tr("the bidders (side {}) wrote {} points, so the contract was "
                                    "made, but `made` is false", b, p[b])
                      : Tr("the bidders (side {}) wrote 0, so the contract failed, but "
                                    "`made` is true", b));

  // PIL-56: the written total fits a base.
  const bool pool_only = !made && m == 1 &&
                         options.failed_defenders_get == FailedDefendersGet::kPool;
  Bases bases;
  bases.y = p[0] + p[1] - (pool_only ? 0 : v * m / 10);
  bool normal_allowed = line.capot != true && !(c.capot && made);
  bool capot_allowed = line.capot != false;
  bases.normal = normal_allowed && FitsBase(bases.y, 16);
  bases.capot = capot_allowed && FitsBase(bases.y, 25);
  if (!bases.normal && !bases.capot) {
    std::string why = !normal_allowed ? " (a capot hand: the base is 25)"
                      : !capot_allowed ? " (no capot: the base is 16)" : "";
    return error("pilotta/sheet-total", "PIL-56", "points",
                 Tr("the points {} leave Y = {} once the bid is taken out; a hand "
                             "writes 16 (or 25 after a capot) plus its melds and pilotta in "
                             "tens, which can't be 1 or 3{}", Pair(p), bases.y, why));
  }

  // PIL-57: the raw figures.
  if (line.raw) {
    const PerSide& r = *line.raw;
    PerSide up_b = WrittenPoints(r, int(b)), up_d = WrittenPoints(r, int(d));
    bool either = options.round6_tiebreak == Round6Tiebreak::kTrumpJack;
    if (p != up_b && !(either && p == up_d))
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("raw {} rounds to {} by the rule of 6, not to the points {}",
                               Pair(r), Pair(up_b), Pair(p)));
    if (m == 1 && made && r[b] < 2 * v)
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("a made contract of {} gives the bidders at least {} raw, not {}",
                               v, 2 * v, r[b]));
    if (m == 1 && made && options.made_requires_beating_defenders && r[b] - v <= r[d])
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("with made_requires_beating_defenders the bidders' {} (raw {} "
                               "less the bid) must exceed the defenders' {}", r[b] - v, r[b],
                               r[d]));
    if (m == 1 && !made && !keeps && r[b] != 0)
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("a failed contract gives the bidders 0 raw, not {}", r[b]));
    if (m == 1 && !made && keeps && (r[b] < 0 || r[b] % 10 != 0))
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("failed bidders keep only their melds and pilotta, a multiple of "
                               "10 raw, not {}", r[b]));
    if (m > 1 && r[0] != 0 && r[1] != 0)
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("a {} contract gives one side everything and the other 0, not {}",
                               m == 2 ? Tr("doubled") : Tr("redoubled"), Pair(r)));
    long pool = m > 1             ? r[0] + r[1] - v * m
                : made            ? r[b] + r[d] - v
                : pool_only       ? r[b] + r[d]
                                  : r[b] + r[d] - v;
    bool fits = (bases.normal && pool == 10 * bases.y + 2) || (bases.capot && pool == 10 * bases.y);
    if (!fits)
      return error("pilotta/sheet-breakdown", "PIL-57", "raw",
                   Tr("raw {} makes a pool of {} points, but the written points {} "
                               "need {}", Pair(r), pool, Pair(p),
                               bases.normal ? 10 * bases.y + 2 : 10 * bases.y));
  }

  // PIL-58: the breakdown fields.
  bool normal = bases.normal, capot = bases.capot;
  if (line.tricks) {
    const PerSide& t = *line.tricks;
    bool all8 = (t[0] == kCapotTricks && t[1] == 0) || (t[1] == kCapotTricks && t[0] == 0);
    if (!all8 && t[0] + t[1] != kTrickTotal)
      return error("pilotta/sheet-breakdown", "PIL-58", "tricks",
                   Tr("trick points {} add up to {}; they make 162, or 250 and 0 after a "
                               "capot", Pair(t), t[0] + t[1]));
    if (line.capot && *line.capot != all8)
      return error("pilotta/sheet-breakdown", "PIL-58", "capot",
                   all8 ? Tr("trick points of 250 and 0 are a capot, but `capot` is false")
                        : Tr("`capot` is true, but the trick points are not 250 and 0"));
    if (all8 ? !capot : !normal)
      return error("pilotta/sheet-breakdown", "PIL-58", "tricks",
                   Tr("trick points {} make a base of {}, which the written points {} "
                               "don't fit", Pair(t), all8 ? 250 : 162, Pair(p)));
    normal = !all8;
    capot = all8;
  }
  if (line.declarations) {
    const PerSide& x = *line.declarations;
    if (!IsMeldTotal(x[0]) || !IsMeldTotal(x[1]) || (x[0] > 0 && x[1] > 0))
      return error("pilotta/sheet-breakdown", "PIL-58", "declarations",
                   Tr("declarations {} are impossible: melds add up to 0, 20, 40, 50, "
                               "60, … and only one side counts them", Pair(x)));
  }
  if (line.pilotta) {
    const PerSide& x = *line.pilotta;
    bool each = (x[0] == 0 || x[0] == kPilottaPoints) && (x[1] == 0 || x[1] == kPilottaPoints);
    if (!each || x[0] + x[1] > kPilottaPoints)
      return error("pilotta/sheet-breakdown", "PIL-58", "pilotta",
                   Tr("pilotta {} is impossible: one side at most scores 20", Pair(x)));
  }
  if (line.declarations || line.pilotta) {
    long extra = 0;
    if (line.declarations) extra += (*line.declarations)[0] + (*line.declarations)[1];
    if (line.pilotta) extra += (*line.pilotta)[0] + (*line.pilotta)[1];
    bool both = line.declarations && line.pilotta;
    auto ok = [&](bool capot_base) {
      long x = bases.X(capot_base);
      return both ? extra == x : extra <= x;
    };
    if (!((normal && ok(false)) || (capot && ok(true))))
      return error("pilotta/sheet-breakdown", "PIL-58",
                   line.declarations ? "declarations" : "pilotta",
                   Tr("melds and pilotta of {} don't fit the written points {}, which "
                               "leave {} for them", extra, Pair(p),
                               normal ? bases.X(false) : bases.X(true)));
  }

  // PIL-59: a full breakdown scores exactly as written.
  if (line.tricks && line.declarations && line.pilotta) {
    HandFacts f;
    f.contract = c;
    f.tricks = *line.tricks;
    for (size_t s = 0; s < 2; ++s)
      if (f.tricks[s] == kCapotTricks) f.capot_side = int(s);
    f.declarations = *line.declarations;
    f.pilotta = *line.pilotta;
    Options bidders = options;
    bidders.round6_tiebreak = Round6Tiebreak::kBidders;
    HandScore s = ScoreHand(f, bidders);
    std::optional<HandScore> other;
    if (options.round6_tiebreak == Round6Tiebreak::kTrumpJack) {
      f.trump_jack_side = int(d);
      other = ScoreHand(f, options);
    }
    auto matches = [&](const HandScore& h) {
      return h.points == p && (!line.raw || h.raw == *line.raw) &&
             (!line.made || h.made == *line.made);
    };
    if (!matches(s) && !(other && matches(*other))) {
      std::string field = line.raw && s.raw != *line.raw ? "raw"
                          : s.points != p                ? "points" : "made";
      return error("pilotta/result-mismatch", "PIL-59", field,
                   Tr("tricks {}, declarations {} and pilotta {} score {} raw and {} "
                               "points ({}), not what the sheet says",
                               Pair(f.tricks), Pair(f.declarations), Pair(f.pilotta),
                               Pair(s.raw), Pair(s.points), s.made ? "made" : "failed"));
    }
  }
  return std::nullopt;
}

}  // namespace replay::pilotta
