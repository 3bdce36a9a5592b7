#include "tute/tute_scoring.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "core/checked.h"

namespace replay::tute {

std::string_view EndName(End end) {
  switch (end) {
    case End::kTricks: return "tricks";
    case End::kTute: return "tute";
    case End::kClaim: return "claim";
    case End::kCapote: return "capote";
    case End::kNone: break;
  }
  return "";
}

std::optional<End> ParseEnd(std::string_view name) {
  for (End e : {End::kTricks, End::kTute, End::kClaim, End::kCapote})
    if (EndName(e) == name) return e;
  return std::nullopt;
}

long GamesFor(long points, long cantes, bool by_tute, const Options& options) {
  if (by_tute) return 2;
  long salida = options.salida_counts_cantes ? points : points - cantes;  // TUT-75
  return salida >= 101 ? 2 : 1;
}

int HandWinner(const PerSide& points, int sides, int last_trick,
               const std::array<int, kMaxSides>* latest_trick) {
  long best = -1;
  int count = 0, winner = -1;
  for (int s = 0; s < sides; ++s) {
    if (points[size_t(s)] > best) {
      best = points[size_t(s)];
      count = 1;
      winner = s;
    } else if (points[size_t(s)] == best) {
      ++count;
    }
  }
  if (count == 1) return winner;
  if (last_trick >= 0 && points[size_t(last_trick)] == best) return last_trick;
  if (!latest_trick) return -1;
  winner = -1;  // the tied side that won the latest trick (3 players, TUT-74)
  for (int s = 0; s < sides; ++s)
    if (points[size_t(s)] == best &&
        (winner < 0 || (*latest_trick)[size_t(s)] > (*latest_trick)[size_t(winner)]))
      winner = s;
  return winner;
}

HandScore ScoreHand(const HandFacts& f, const Options& options) {
  HandScore s;
  s.sides = Sides(f.players);
  s.end = f.end;
  s.last_trick = f.last_trick;
  for (int i = 0; i < s.sides; ++i) {
    size_t k = size_t(i);
    s.cantes[k] = f.cantes[k];
    s.points[k] = f.card_points[k] + f.cantes[k] +
                  (f.last_trick == i ? options.last_trick_bonus : 0);  // TUT-72
  }
  if (f.players == 2) return s;  // TUT-76
  s.winner = f.end == End::kTute ? f.decider
                                 : HandWinner(s.points, s.sides, f.last_trick, &f.latest_trick);
  size_t w = size_t(s.winner);
  s.games[w] = GamesFor(s.points[w], s.cantes[w], f.end == End::kTute, options);
  return s;
}

int MatchWinner2p(const PerSide& totals, long target, End end, int decider, bool capote_made,
                  int last_trick) {
  switch (end) {
    case End::kClaim:  // TUT-61
      return totals[size_t(decider)] >= target ? decider : 1 - decider;
    case End::kTute:  // TUT-52
      return decider;
    case End::kCapote:  // TUT-56
      return capote_made ? decider : 1 - decider;
    default:
      break;
  }
  if (totals[0] < target && totals[1] < target) return -1;  // TUT-80: points carry over
  if (totals[0] != totals[1]) return totals[0] > totals[1] ? 0 : 1;
  return last_trick >= 0 ? last_trick : -2;
}

namespace {

std::string Join(const PerSide& v, int sides) {
  std::string out;
  for (int s = 0; s < sides; ++s) out += fmt::format("{}{}", s ? ", " : "", v[size_t(s)]);
  return "[" + out + "]";
}

}  // namespace

SheetVerdict CheckSheetLine(const SheetLine& line, const Options& options) {
  SheetVerdict v;
  const int sides = Sides(line.players);
  auto fail = [&](SheetError e, std::string_view rule, Message message) {
    v.error = e;
    v.rule = rule;
    v.message = std::move(message);
    return v;
  };
  // Within these bounds the sums below are exact; no hand comes near them.
  auto beyond = [&](SheetError e, std::string_view rule, const PerSide& figures) {
    return fail(e, rule, Tr("the figures {} are beyond any hand's (at most {} in "
                                     "magnitude)", Join(figures, sides), kMaxClaimedFigure));
  };
  if (!AllClaimable(line.points)) return beyond(SheetError::kPoints, "TUT-92", line.points);
  if (line.cantes && !AllClaimable(*line.cantes))
    return beyond(SheetError::kCantes, "TUT-91", *line.cantes);
  if (line.games && !AllClaimable(*line.games))
    return beyond(SheetError::kGames, "TUT-93", *line.games);
  long sum = 0, cantes_sum = 0;
  for (int s = 0; s < sides; ++s) sum += line.points[size_t(s)];
  // TUT-91
  if (line.cantes) {
    bool has_forty_room = false;
    for (int s = 0; s < sides; ++s) {
      long c = (*line.cantes)[size_t(s)];
      if (c % 20 != 0)
        return fail(SheetError::kCantes, "TUT-91",
                    Tr("side {} has {} in cantes, but cantes are worth 20 or 40", s, c));
      if (c > line.points[size_t(s)])
        return fail(SheetError::kCantes, "TUT-91",
                    Tr("side {} has {} in cantes but only {} points; its points include "
                                "its cantes", s, c, line.points[size_t(s)]));
      cantes_sum += c;
      has_forty_room = has_forty_room || c >= 40;
    }
    long units = cantes_sum / 20;
    if (units > 5 || (units > 3 && !has_forty_room))
      return fail(SheetError::kCantes, "TUT-91",
                  Tr("cantes {} can't be sung in one hand: there is one 40 (trumps) "
                              "and three 20s at most", Join(*line.cantes, sides)));
  }
  // TUT-92
  const long k = 120 + options.last_trick_bonus;
  std::vector<long> bases = {k};
  if (line.players == 3)
    for (long face_up : {2, 3, 4, 10, 11}) bases.push_back(k - face_up);
  bool points_ok = false;
  for (long base : bases) {
    if (line.end == End::kTricks) {
      long extra = sum - base;
      points_ok = points_ok || (line.cantes ? extra == cantes_sum
                                            : extra >= 0 && extra <= 100 && extra % 20 == 0);
    } else {
      points_ok = points_ok || sum - (line.cantes ? cantes_sum : 100) <= base;
    }
  }
  if (!points_ok) {
    Message why =
        line.end != End::kTricks
            ? Tr("a hand that ended early holds at most {} points beside its cantes", k)
        : line.players == 3
            ? Tr("with 3 players the points beside the cantes make {} less the card "
                          "face up at the end", k)
            : Tr("the points beside the cantes make {} (120 in cards and {} for the "
                          "last trick)", k, options.last_trick_bonus);
    return fail(SheetError::kPoints, "TUT-92",
                Tr("points {} add up to {}{}, but {}", Join(line.points, sides), sum,
                            line.cantes ? Tr(" with {} in cantes", cantes_sum) : "",
                            why));
  }
  if (line.players == 2) {  // TUT-94, first half
    if (line.end != End::kTricks && !line.winner)
      return fail(SheetError::kWinner, "TUT-94",
                  Tr("a hand that ended by a {} ends the match; the sheet must name "
                              "the `winner`", EndName(line.end)));
    v.winner = line.winner.value_or(-1);
    return v;
  }
  // TUT-93
  if (line.end == End::kTute) {
    if (!line.winner)
      return fail(SheetError::kWinner, "TUT-93",
                  Tr("a hand won by a tute must name its `winner`, the side that showed it"));
    v.winner = *line.winner;
  } else {
    long best = 0;
    for (int s = 0; s < sides; ++s) best = std::max(best, line.points[size_t(s)]);
    int tied = 0;
    for (int s = 0; s < sides; ++s) tied += line.points[size_t(s)] == best;
    auto top = [&](int s) { return s >= 0 && s < sides && line.points[size_t(s)] == best; };
    if (line.winner && !top(*line.winner))
      return fail(SheetError::kWinner, "TUT-93",
                  Tr("side {} is named the winner with {} points, but {} is the most",
                              *line.winner, line.points[size_t(*line.winner)], best));
    if (tied == 1) {
      for (int s = 0; s < sides; ++s)
        if (top(s)) v.winner = s;
    } else if (line.last_trick && top(*line.last_trick)) {
      if (line.winner && *line.winner != *line.last_trick)
        return fail(SheetError::kWinner, "TUT-93",
                    Tr("sides tied on {} points: side {} won the last trick and so "
                                "the hand, not side {}", best, *line.last_trick, *line.winner));
      v.winner = *line.last_trick;
    } else if (line.winner) {
      v.winner = *line.winner;
    } else {
      return fail(SheetError::kWinner, "TUT-93",
                  Tr("several sides share the most points ({}); the sheet must say the "
                              "`winner` or who took the `last_trick`", best));
    }
  }
  size_t w = size_t(v.winner);
  std::optional<long> derived;
  if (line.end == End::kTute)
    derived = 2;
  else if (line.cantes || options.salida_counts_cantes)
    derived = GamesFor(line.points[w], line.cantes ? (*line.cantes)[w] : 0, false, options);
  if (!line.games && !derived)
    return fail(SheetError::kGames, "TUT-93",
                Tr("the sheet must give `games`: without `cantes` they can't be worked out"));
  if (line.games) {
    const PerSide& g = *line.games;
    for (int s = 0; s < sides; ++s) {
      long expected_other = 0;
      if (s != v.winner && g[size_t(s)] != expected_other)
        return fail(SheetError::kGames, "TUT-93",
                    Tr("side {} didn't win the hand, so it scores no games, not {}", s,
                                g[size_t(s)]));
    }
    long gw = g[w];
    if (derived && gw != *derived)
      return fail(SheetError::kGames, "TUT-93",
                  Tr("side {} wins {} game{} by TUT-75, not {}", v.winner, *derived,
                              *derived == 1 ? "" : "s", gw));
    if (!derived && (gw < 1 || gw > 2 || (gw == 2 && line.points[w] < 101)))
      return fail(SheetError::kGames, "TUT-93",
                  Tr("side {} wins 1 game, or 2 when it goes out with 101 points; "
                              "not {}", v.winner, gw));
    v.games = g;
  } else {
    v.games[w] = *derived;
  }
  return v;
}

}  // namespace replay::tute
