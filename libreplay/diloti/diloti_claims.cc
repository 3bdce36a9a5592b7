// A Diloti hand's claims (rules/diloti.md §7, §8): the `result` of a played hand against the
// replay (DIL-52), and a score-sheet line (DIL-65, DIL-70..73).
#include <fmt/format.h>

#include "diloti/diloti_match.h"
#include "engine/claims.h"

namespace replay::diloti {
namespace {

std::optional<PerSide> Pair(const json::Value* v) {
  std::optional<replay::Sides> s = ReadSides(v, 2);
  if (!s) return std::nullopt;
  return PerSide{(*s)[0], (*s)[1]};
}

const ResultTable kResult{{"points", "cards", "xeri", "penalty"},
                          "diloti/result-mismatch", "DIL-52", "diloti/bad-result", "DIL-52",
                          Tr("a hand result has `points`, `cards` and `xeri`"), {"penalty"}};

}  // namespace

void DilotiMatch::CheckHandResult(MatchContext& m, size_t h, const Fields& computed) {
  const json::Value* result = m.record.hands[h].result;
  if (!result) return;
  if (result->Find("penalty"))
    m.Error(h, "diloti/penalty", "DIL-65", fmt::format("/hands/{}/result/penalty", h),
            Tr("a hand with its play can't carry a `penalty`; a penalty hand is a score-sheet line"));
  CheckResultClaims(m, h, kResult, computed);
}

std::optional<PerSide> DilotiMatch::CheckSheet(MatchContext& m, size_t h) {
  const Record& record_ = m.record;
  Reporter& r_ = m.reporter;
  auto HandPointer = [](size_t i) { return MatchContext::HandPointer(i); };
  const json::Value* result = record_.hands[h].result;
  int hi = int(h);
  std::string at = HandPointer(h) + "/result";
  auto bad = [&](std::string pointer, Message message, std::string_view rule = "DIL-70") {
    At(r_.Error("diloti/bad-result", std::move(pointer), std::move(message)), record_, hi).rule =
        rule;
    return std::nullopt;
  };
  if (!result)
    return bad(at, Tr("a hand needs its cards and play, or a score-sheet `result`"));
  SheetLine line;
  std::optional<long> penalty;
  const json::Value* penalty_value = nullptr;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    std::string key_at = at + "/" + json::PointerEscape(m.key);
    if (m.key == "penalty") {
      penalty_value = &m.value;
      continue;
    }
    if (m.key != "points" && m.key != "cards" && m.key != "xeri")
      return bad(key_at, Tr("a score-sheet result has `points`, `cards`, `xeri` and "
                                     "`penalty`; \"{}\" is not one of them", m.key));
    std::optional<PerSide> pair = Pair(&m.value);
    if (!pair)
      return bad(key_at, Tr("`{}` must be two integers of at least 0, one per side",
                                     m.key));
    if (m.key == "points") line.points = *pair;
    if (m.key == "cards") line.cards = pair;
    if (m.key == "xeri") line.xeri = pair;
  }
  if (!result->Find("points")) return bad(at, Tr("a score-sheet result needs `points`"));
  if (penalty_value) {  // DIL-65, DIL-73
    auto penalty_error = [&](Message message) {
      At(r_.Error("diloti/penalty", at + "/penalty", std::move(message)), record_, hi).rule =
          "DIL-65";
      return std::nullopt;
    };
    if (!options_.error_penalty)
      return penalty_error(Tr("a `penalty` line needs the option error_penalty = round_zero_plus_11"));
    if (!penalty_value->IsInt() || penalty_value->integer < 0 || penalty_value->integer > 1)
      return penalty_error(Tr("`penalty` names the side that erred: 0 or 1"));
    penalty = long(penalty_value->integer);
    PerSide expected{};
    expected[size_t(1 - *penalty)] = 11;
    if (line.points != expected || line.cards || line.xeri || record_.hands[h].play)
      return penalty_error(Tr("a penalty against side {} scores 0 for it and 11 for the "
                                       "other side, with no cards, xeri or play",
                                       *penalty));
    return line.points;
  }
  switch (CheckSheetLine(line, options_)) {  // DIL-71, DIL-72
    case SheetVerdict::kOk: return line.points;
    case SheetVerdict::kBadPoints:
      At(r_.Error("diloti/sheet-points", at + "/points",
                  Tr("[{}, {}] can't be a hand's points: the two sides' card points "
                              "make 11 (or 7 at 26-26), plus {} per xeri", line.points[0],
                              line.points[1], options_.xeri_points)), record_, hi).rule =
          "DIL-71";
      return std::nullopt;
    case SheetVerdict::kBadCards:
      At(r_.Error("diloti/sheet-cards", at + "/cards",
                  Tr("the cards don't fit the points: cards add up to 52, 26-26 exactly when the "
                  "base points are 7, and a side with 27 or more cards has the 4 for the majority")),
         record_, hi).rule = "DIL-72";
      return std::nullopt;
  }
  return std::nullopt;
}


}  // namespace replay::diloti
