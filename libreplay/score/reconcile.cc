#include "score/reconcile.h"

#include "core/seat.h"
#include "engine/claims.h"

namespace replay {
namespace {

std::optional<Sides> SidesField(const Fields& fields, std::string_view key) {
  const Value* v = fields.Find(key);
  if (!v || !std::holds_alternative<Sides>(*v)) return std::nullopt;
  return std::get<Sides>(*v);
}

std::optional<Sides> Plus(const std::optional<Sides>& a, const std::optional<Sides>& b) {
  if (!a || !b || a->count != b->count) return std::nullopt;
  Sides sum = *a;
  for (int s = 0; s < sum.count; ++s) sum[s] += (*b)[s];
  return sum;
}

bool Same(const std::optional<Sides>& a, const std::optional<Sides>& b) {
  return a && b && *a == *b;
}

// The hand's claims that the replay's result does not confirm (all of them without a result).
std::vector<FieldDifference> Differences(const json::Value* claimed, const Fields* computed) {
  std::vector<FieldDifference> out;
  if (!claimed || !claimed->IsObject()) return out;
  for (uint32_t i = 0; i < claimed->size; ++i) {
    const auto& member = claimed->members[i];
    const Value* value = computed ? computed->Find(member.key) : nullptr;
    if (value && Compare(member.value, *value) == Claim::kEqual) continue;
    out.push_back({std::string(member.key), RecordText(member.value),
                   value ? ValueText(*value) : std::string()});
  }
  return out;
}

}  // namespace

Reconciliation Reconcile(const Record& record, const MatchOutcome& outcome,
                         const Diagnostics& diagnostics) {
  Reconciliation r;
  r.unit = outcome.unit;
  if (outcome.hands.empty()) return r;  // the match could not be replayed at all
  const int sides = NumSides(int(record.players.size()));
  std::optional<Sides> total = Sides::Zero(sides), claimed_total = Sides::Zero(sides);
  for (size_t h = 0; h < record.hands.size(); ++h) {
    const Hand& hand = record.hands[h];
    const HandOutcome* replayed = h < outcome.hands.size() ? &outcome.hands[h] : nullptr;
    ReconciledHand& row = r.hands.emplace_back();
    for (const Diagnostic& d : diagnostics) {
      if (d.hand != int(h)) continue;
      if (d.code == "match/total") (d.IsError() ? row.slip : row.carried) = true;
      if (d.IsError() && row.error.empty()) row.error = d.code;
    }
    row.claimed = hand.result && hand.result->IsObject() ? hand.result : nullptr;
    const bool sheet_line = !hand.cards && !hand.play;
    std::optional<Sides> adds;
    if (replayed && replayed->result) {
      row.computed = &*replayed->result;
      row.points = SidesField(*row.computed, "points");
      adds = SidesField(*row.computed, r.unit);
      if (!adds) adds = replayed->added;
    } else if (replayed && replayed->added) {
      row.partial = true;
      adds = replayed->added;
    } else if (!sheet_line && replayed) {
      // A played hand the replay could not finish (an illegal action, a bad deal): nothing after
      // it can be computed, so there is no table to show.
      r.stopped_at = long(h);
      r.hands.clear();
      r.first_difference = -1;
      return r;
    }
    // Otherwise a score-sheet line the game rejects, or a hand after the match ended: no result.
    std::optional<Sides> claimed_adds = adds;  // silence agrees
    if (row.claimed) {
      row.claimed_points = ReadSides(row.claimed->Find("points"), sides);
      if (const json::Value* v = row.claimed->Find(r.unit)) claimed_adds = ReadSides(v, sides);
    }
    total = Plus(total, adds);
    claimed_total = Plus(claimed_total, claimed_adds);
    // A sheet's own running total, when it writes one, is what it carries on.
    if (std::optional<Sides> written = ReadSides(hand.node->Find("total"), sides, true)) claimed_total = written;
    row.total = total;
    row.claimed_total = claimed_total;
    row.differences = Differences(row.claimed, row.computed);
    for (const FieldDifference& d : row.differences) row.points_differ |= d.key == "points";
    row.total_differ = !Same(total, claimed_total);
    // A hand without a computed result that claims nothing still leaves the table unproven.
    if (r.first_difference < 0 && (row.Differs() || (!row.computed && !row.partial)))
      r.first_difference = long(h);
  }
  r.complete = true;
  r.score = total;
  if (outcome.score) r.winner = outcome.winner;
  if (const json::Value* result = record.result; result && result->IsObject()) {
    r.has_claimed_result = true;
    const json::Value* score = result->Find("score");
    const json::Value* winner = result->Find("winner");
    if (score) r.claimed_score = ReadSides(score, sides, true);
    if (winner && winner->IsInt()) r.claimed_winner = long(winner->integer);
    r.score_differs = score && !Same(r.score, r.claimed_score);
    r.winner_differs = winner ? !(r.winner && r.claimed_winner && *r.winner == *r.claimed_winner)
                              : r.winner.value_or(-1) >= 0;
  }
  return r;
}

}  // namespace replay
