// A Xeri hand's claims (rules/xeri.md §6, §8): the `result` of a played hand against the replay
// (XER-52), and a score-sheet line (XER-53, XER-70..72).
#include <fmt/format.h>

#include "engine/claims.h"
#include "xeri/xeri_match.h"

namespace replay::xeri {
namespace {

const ResultTable kResult{{"points", "cards", "xeri"},
                          "xeri/result-mismatch", "XER-52", "xeri/bad-result", "XER-52",
                          Tr("a hand result has `points`, `cards` and `xeri`"), {}};

}  // namespace

void XeriMatch::CheckHandResult(MatchContext& m, size_t h, const Fields& computed) {
  CheckResultClaims(m, h, kResult, computed);
}

std::optional<PerSide> XeriMatch::CheckSheet(MatchContext& m, size_t h) {
  const Record& record = m.record;
  Reporter& r = m.reporter;
  const json::Value* result = record.hands[h].result;
  const int hi = int(h);
  const std::string at = MatchContext::HandPointer(h) + "/result";
  auto bad = [&](std::string pointer, Message message) {
    At(r.Error("xeri/bad-result", std::move(pointer), std::move(message)), record, hi).rule =
        "XER-70";
    return std::nullopt;
  };
  if (!result) return bad(at, Tr("a hand needs its cards and play, or a score-sheet `result`"));
  if (!result->IsObject()) return bad(at, Tr("a score-sheet result needs `points`"));
  SheetLine line;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& member = result->members[i];
    const std::string key_at = at + "/" + json::PointerEscape(member.key);
    if (member.key != "points" && member.key != "cards" && member.key != "xeri")
      return bad(key_at, Tr("a score-sheet result has `points`, `cards` and `xeri`; \"{}\" is "
                            "not one of them", member.key));
    std::optional<replay::Sides> sides = ReadSides(&member.value, 2);
    if (!sides)
      return bad(key_at, Tr("`{}` must be two integers of at least 0, one per side", member.key));
    const PerSide pair{(*sides)[0], (*sides)[1]};
    if (member.key == "points") line.points = pair;
    if (member.key == "cards") line.cards = pair;
    if (member.key == "xeri") line.xeri = pair;
  }
  if (!result->Find("points")) return bad(at, Tr("a score-sheet result needs `points`"));
  switch (CheckSheetLine(line, options_)) {
    case SheetVerdict::kOk: return line.points;
    case SheetVerdict::kBadPoints:
      At(r.Error("xeri/sheet-points", at + "/points",
                 Tr("[{}, {}] can't be a hand's points: the two sides' card points make {} "
                    "(or {} when the cards are 26-26), plus the value of each xeri",
                    line.points[0], line.points[1],
                    DeckPoints(options_) + options_.majority_points, DeckPoints(options_))),
         record, hi).rule = "XER-71";
      return std::nullopt;
    case SheetVerdict::kBadCards:
      At(r.Error("xeri/sheet-cards", at + "/cards",
                 Tr("the cards don't fit the points: cards add up to 52, 26-26 exactly when no "
                    "side has the majority's {}, and a side with 27 or more cards has them",
                    options_.majority_points)),
         record, hi).rule = "XER-72";
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace replay::xeri
