// A Tute hand's claims (rules/tute.md §7, §8): the `result` of a played hand against the replay
// (TUT-77), and a score-sheet line (TUT-90..94).
#include <fmt/format.h>

#include "engine/claims.h"
#include "tute/tute_match.h"

namespace replay::tute {
namespace {

const ResultTable kResult2p{{"points", "cantes", "last_trick", "winner", "end"},
                            "tute/result-mismatch", "TUT-77", "tute/bad-result", "TUT-77",
                            Tr("a hand result has points, cantes, last_trick, winner and end"), {}};
const ResultTable kResult{{"points", "cantes", "last_trick", "winner", "games", "end"},
                          "tute/result-mismatch", "TUT-77", "tute/bad-result", "TUT-77",
                          Tr("a hand result has points, cantes, last_trick, winner, games and end"),
                          {}};

std::optional<PerSide> PerSideOf(const json::Value& v, int sides) {
  std::optional<replay::Sides> read = ReadSides(&v, sides);
  if (!read) return std::nullopt;
  PerSide out{};
  for (int s = 0; s < sides; ++s) out[size_t(s)] = (*read)[s];
  return out;
}

}  // namespace

void TuteMatch::CheckHandResult(MatchContext& m, size_t h, const Fields& computed) const {
  CheckResultClaims(m, h, options_.players == 2 ? kResult2p : kResult, computed);
}

std::optional<SheetLine> TuteMatch::ReadSheet(MatchContext& m, size_t h) const {
  const json::Value* result = m.record.hands[h].result;
  const int sides = SideCount();
  const std::string at = MatchContext::KeyPointer(h, "result");
  auto bad = [&](std::string pointer, Message message) {
    m.Error(h, "tute/bad-result", "TUT-90", std::move(pointer), std::move(message));
    return std::nullopt;
  };
  if (!result) return bad(at, Tr("a hand needs its cards and play, or a score-sheet `result`"));
  SheetLine line;
  line.players = options_.players;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    const std::string key_at = at + "/" + json::PointerEscape(key);
    if (key == "points" || key == "cantes" || (key == "games" && options_.players != 2)) {
      std::optional<PerSide> values = PerSideOf(v, sides);
      if (!values)
        return bad(key_at, Tr("`{}` must be {} integers of at least 0, one per side",
                                       key, sides));
      (key == "points" ? line.points : key == "cantes" ? line.cantes.emplace()
                                                       : line.games.emplace()) = *values;
    } else if (key == "last_trick" || key == "winner") {
      if (!v.IsInt() || v.integer < 0 || v.integer >= sides)
        return bad(key_at, Tr("`{}` must be a side, from 0 to {}", key, sides - 1));
      (key == "winner" ? line.winner : line.last_trick) = int(v.integer);
    } else if (key == "end") {
      std::optional<End> end = v.IsString() ? ParseEnd(v.string) : std::nullopt;
      bool possible = end && (options_.players == 2
                                  ? *end != End::kTute || options_.tute_2p
                                  : *end == End::kTricks || *end == End::kTute);
      if (!possible)
        return bad(key_at, Tr("`end` must be {}",
                                       options_.players == 2
                                           ? options_.tute_2p
                                                 ? "\"tricks\", \"claim\", \"capote\" or \"tute\""
                                                 : "\"tricks\", \"claim\" or \"capote\""
                                           : "\"tricks\" or \"tute\""));
      line.end = *end;
    } else {
      return bad(key_at, Tr("a score-sheet result has points, cantes, last_trick, "
                                     "winner{} and end; \"{}\" is not one of them",
                                     options_.players == 2 ? "" : ", games", key));
    }
  }
  if (!result->Find("points")) return bad(at, Tr("a score-sheet result needs `points`"));
  return line;
}

void TuteMatch::SheetError(MatchContext& m, size_t h, const SheetVerdict& v) const {
  const std::string at = MatchContext::KeyPointer(h, "result");
  const json::Value* result = m.record.hands[h].result;
  auto where = [&](std::string_view key) {
    return result->Find(key) ? at + "/" + std::string(key) : at;
  };
  std::string_view code;
  std::string pointer;
  switch (v.error) {
    case SheetError::kCantes: code = "tute/sheet-cantes"; pointer = where("cantes"); break;
    case SheetError::kPoints: code = "tute/sheet-points"; pointer = where("points"); break;
    case SheetError::kWinner: code = "tute/sheet-winner"; pointer = where("winner"); break;
    case SheetError::kGames: code = "tute/sheet-games"; pointer = where("games"); break;
    case SheetError::kNone: return;
  }
  m.Error(h, code, v.rule, pointer, v.message);
}

std::optional<TuteMatch::Sheet> TuteMatch::ScoreSheet(MatchContext& m, size_t h,
                                                      const replay::Sides& totals) const {
  const int n = options_.players, sides = SideCount();
  std::optional<SheetLine> line = ReadSheet(m, h);
  if (!line) return std::nullopt;
  SheetVerdict v = CheckSheetLine(*line, options_);
  if (v.error != SheetError::kNone) {
    SheetError(m, h, v);
    return std::nullopt;
  }
  Sheet out;
  int winner = v.winner;  // 3, 4 players: the hand's; 2 players: the match's
  if (n == 2) {  // TUT-94
    PerSide after{};
    for (int s = 0; s < sides; ++s) after[size_t(s)] = totals[s] + line->points[size_t(s)];
    if (line->end == End::kTricks) {
      winner = MatchWinner2p(after, options_.target, End::kTricks, -1, false,
                             line->last_trick.value_or(-1));
      if (winner == -2) {
        m.Error(h, "tute/sheet-winner", "TUT-94", MatchContext::KeyPointer(h, "result"),
                Tr("the totals are tied at the target; the sheet must say who took the "
                "`last_trick`, which decides the match"));
        return std::nullopt;
      }
      if (line->winner && *line->winner != winner) {
        m.Error(h, "tute/sheet-winner", "TUT-94", MatchContext::KeyPointer(h, "result") +
                "/winner",
                winner < 0 ? Message(Tr("nobody reaches the target with this hand, so the "
                                         "match goes on and the hand names no winner"))
                           : Tr("side {} wins the match with this hand", winner));
        return std::nullopt;
      }
    }
    out.match_winner = winner;
    out.last_trick = line->last_trick.value_or(-1);
  }
  out.points = line->points;
  out.added = n == 2 ? line->points : v.games;
  Fields& r = out.result;
  r.Add("points", replay::Sides(line->points, sides));
  if (line->cantes) r.Add("cantes", replay::Sides(*line->cantes, sides));
  if (line->last_trick) r.Add("last_trick", long(*line->last_trick));
  if (winner >= 0) r.Add("winner", long(winner));
  if (n != 2) r.Add("games", replay::Sides(v.games, sides));
  r.Add("end", std::string(EndName(line->end)));
  return out;
}

}  // namespace replay::tute
