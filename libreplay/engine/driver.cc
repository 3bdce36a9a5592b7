#include "engine/driver.h"
#include "engine/player_count.h"

#include <algorithm>

#include "core/numbering.h"

namespace replay {

Diagnostic& MatchContext::Error(size_t h, std::string_view code, std::string_view rule,
                                std::string pointer, Message message, std::string_view section,
                                int action, int seat) {
  Diagnostic& d = At(reporter.Error(code, std::move(pointer), std::move(message)), record, int(h),
                     section, action, seat);
  d.rule = rule;
  return d;
}

Diagnostic& MatchContext::Warning(size_t h, std::string_view code, std::string_view rule,
                                  std::string pointer, Message message) {
  Diagnostic& d =
      At(reporter.Warning(code, std::move(pointer), std::move(message)), record, int(h));
  d.rule = rule;
  return d;
}

bool CheckPlayerCount(MatchContext& m, std::string_view code, std::string_view rule, bool names_ok,
                      int players, Message played_by) {
  const size_t names = m.record.players.size();
  if (names_ok && size_t(players) == names) return true;
  m.reporter.Error(code, names_ok ? "/rules/players" : "/players",
                   names_ok ? Tr("rules.players is {}, but the record names {} players",
                                          players, names)
                            : Tr("{}, but the record names {} players", played_by,
                                          names)).rule = rule;
  return false;
}

int TargetWinner(const Sides& totals, long target) {
  int best = -1;
  bool tie = false, reached = false;
  for (int s = 0; s < totals.count; ++s) {
    reached = reached || totals[s] >= target;
    if (best < 0 || totals[s] > totals[best]) {
      best = s;
      tie = false;
    } else if (totals[s] == totals[best]) {
      tie = true;
    }
  }
  return reached && !tie ? best : -1;
}

std::optional<Sides> ReadSides(const json::Value* v, int sides, bool allow_negative) {
  if (!v || !v->IsArray() || v->size != uint32_t(sides)) return std::nullopt;
  Sides out = Sides::Zero(sides);
  for (int s = 0; s < sides; ++s) {
    const json::Value& x = v->items[s];
    if (!x.IsInt() || x.integer > kMaxClaim || x.integer < (allow_negative ? -kMaxClaim : 0))
      return std::nullopt;
    out[s] = long(x.integer);
  }
  return out;
}

long MatchRules::DueDealer(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  long due = -1;
  if (consecutive_rotation_) {
    if (h > 0) {
      const Hand& before = m.record.hands[h - 1];
      if (before.dealer && *before.dealer >= 0 && *before.dealer < players_)
        due = (*before.dealer + 1) % players_;
    }
    return hand.dealer ? due : -1;
  }
  if (!hand.dealer) return -1;
  if (last_dealer_ >= 0) due = (last_dealer_ + long(h - last_dealer_hand_)) % players_;
  last_dealer_ = *hand.dealer;
  last_dealer_hand_ = h;
  return due;
}

Message MatchRules::RotationMessage(long dealer, long due) const {
  return Tr("seat {} deals, but the deal passes to the next seat each hand: seat {} was due",
            dealer, due);
}

int MatchRules::Winner(const Sides& totals, const HandOutcome&) {
  return TargetWinner(totals, Target());
}

namespace {

// "62 to 0", "5, 3 and 2 games": the totals as a player says them; with two sides, the side
// `first` (the winner) is named first.
Message TotalsText(const Sides& totals, std::string_view unit, int first = 0) {
  Message text;
  if (totals.count == 2 && (first == 0 || first == 1)) {
    text = Tr("{} to {}", totals[first], totals[1 - first]);
  } else {
    for (int s = 0; s < totals.count; ++s)
      text += (s == 0 ? Message() : s + 1 == totals.count ? Tr(" and ") : Message(", ")) +
              Message(std::to_string(totals[s]));
  }
  if (unit == "points") return text;
  return unit == "games" ? Tr("{} games", text) : Tr("{} {}", text, unit);
}

// The hands' claimed running `total`s against the computed ones (notation.md §3, "Running
// totals"). A sheet kept by hand adds each line to the total above it, so one addition slip
// makes every later total wrong too: only the first is an error, a later total that adds this
// hand's points to the previous *claimed* total carries the slip and is a warning, so that the
// organiser is sent to the one line to fix.
class RunningTotals {
 public:
  explicit RunningTotals(int sides) : carried_(Sides::Zero(sides)) {}

  // After hand h added `added` and left the computed `totals`.
  void Check(MatchContext& m, size_t h, const Sides& added, const Sides& totals,
             std::string_view unit) {
    for (int s = 0; s < added.count; ++s) carried_[s] += added[s];
    // Read here, not by BuildRecord: its side count is the game's.
    const json::Value* total = m.record.hands[h].node->Find("total");
    if (!total) return;
    const std::string pointer = MatchContext::KeyPointer(h, "total");
    std::optional<Sides> claimed = ReadSides(total, totals.count, true);
    if (!claimed) {
      m.Error(h, "record/shape", {}, pointer,
              Tr("`total` of hand {} must be {} integers, one per side", Ordinal(long(h)),
                 totals.count));
      carried_ = totals;  // nothing to carry: later totals are judged on their own
      slip_ = -1;
      return;
    }
    if (*claimed == totals) {
      slip_ = -1;
    } else if (slip_ >= 0 && *claimed == carried_) {
      m.Warning(h, "match/total", {}, pointer,
                Tr("this total, {}, carries the addition slip of hand {}: the running total "
                   "after this hand is {}",
                   TotalsText(*claimed, unit), Ordinal(slip_), TotalsText(totals, unit)));
    } else {
      slip_ = long(h);
      m.Error(h, "match/total", {}, pointer,
              Tr("the running total after this hand is {}, not {}: an addition slip",
                 TotalsText(totals, unit), TotalsText(*claimed, unit)));
    }
    carried_ = *claimed;
  }

  // Whether a match `result.score` of `claimed` only repeats a slip already reported: it is what
  // the claimed totals come to, and they are wrong.
  bool Repeats(const Sides& claimed) const { return slip_ >= 0 && claimed == carried_; }

 private:
  Sides carried_;   // the last claimed total plus what each hand since added
  long slip_ = -1;  // the hand whose wrong total the claims now carry, or -1
};

// The match's `result` against the replay (DIL-63, BRL-55, PIL-51, TUT-83).
void CheckMatchResult(MatchRules& rules, MatchContext& m, const Sides& totals, int winner,
                      const RunningTotals& running) {
  const json::Value* result = m.record.result;
  if (!result) return;
  const MatchRules::MatchCodes codes = rules.Codes();
  auto error = [&](std::string pointer, Message message) {
    m.reporter.Error(codes.match_result, std::move(pointer), std::move(message)).rule =
        codes.match_result_rule;
  };
  const std::string unit(rules.Unit());
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& member = result->members[i];
    if (member.key != "score" && member.key != "winner")
      return error("/result/" + json::PointerEscape(member.key),
                   Tr("a match result has `score` and `winner`; \"{}\" is not one of "
                               "them",
                               member.key));
  }
  if (const json::Value* score = result->Find("score")) {
    std::optional<Sides> claimed = ReadSides(score, totals.count, true);
    // The slip is reported at its hand, once; the winner it implies is part of it.
    if (claimed && !(*claimed == totals) && running.Repeats(*claimed)) return;
    if (!claimed || !(*claimed == totals))
      return error("/result/score", Tr("the running totals after the last hand are {}",
                                                TotalsText(totals, unit)));
  }
  const json::Value* w = result->Find("winner");
  if (winner < 0 && w)
    return error("/result/winner",
                 Tr("no side has won yet ({}, target {}), so the match is "
                             "unfinished and has no winner",
                             TotalsText(totals, unit), rules.Target()));
  if (winner >= 0 && !w)
    return error("/result/winner",
                 Tr("side {} won the match, {}; its result must name the winner", winner,
                             TotalsText(totals, unit, winner)));
  if (w && (!w->IsInt() || w->integer != winner))
    error("/result/winner",
          Tr("side {} won the match, {}", winner, TotalsText(totals, unit, winner)));
}

}  // namespace

void DriveMatch(MatchRules& rules, MatchContext& m, MatchOutcome* outcome) {
  if (!rules.Begin(m)) return;
  const Record& record = m.record;
  const MatchRules::MatchCodes codes = rules.Codes();
  if (m.stop) {  // replay-show: the one hand, stopped at its move
    const size_t h = m.stop->hand;
    if (!record.hands[h].cards) {
      m.reporter.Error("show/no-deal", MatchContext::HandPointer(h),
                       Tr("this hand has no `cards`: a score-sheet line has no position to show"));
      return;
    }
    m.moves_left = m.stop->moves;
    rules.PlayHand(m, h, Sides::Zero(rules.SideCount()));
    return;
  }
  if (outcome) {
    outcome->unit = rules.Unit();
    outcome->target = rules.Target();
  }
  Sides totals = Sides::Zero(rules.SideCount());
  RunningTotals running(totals.count);
  int winner = -1;
  bool known = true;  // every hand so far replayed to a known score
  for (size_t h = 0; h < record.hands.size(); ++h) {
    if (winner >= 0) {
      m.Error(h, codes.hand_after_end, codes.hand_after_end_rule, MatchContext::HandPointer(h),
              Tr("side {} already won the match, {}; no hand follows", winner,
                          TotalsText(totals, rules.Unit(), winner)));
      return;
    }
    if (const Hand& hand = record.hands[h]; hand.dealer) {
      long due = rules.DueDealer(m, h);
      if (due >= 0 && *hand.dealer != due)
        m.Warning(h, codes.dealer_rotation, codes.dealer_rotation_rule,
                  MatchContext::KeyPointer(h, "dealer"), rules.RotationMessage(*hand.dealer, due));
    }
    HandOutcome hand = rules.PlayHand(m, h, totals);
    if (outcome) outcome->hands.push_back(hand);
    if (!hand.added) {
      known = false;
      continue;
    }
    for (int s = 0; s < totals.count; ++s) totals[s] += (*hand.added)[s];
    if (!known) continue;
    running.Check(m, h, *hand.added, totals, rules.Unit());
    winner = rules.Winner(totals, hand);
  }
  if (!known) return;  // the totals are unknown: the match can't be judged
  CheckMatchResult(rules, m, totals, winner, running);
  if (outcome) {
    outcome->score = totals;
    outcome->winner = winner;
  }
}

}  // namespace replay
