#include "review/grade.h"

#include <charconv>

#include <fmt/format.h>

namespace replay::review {

std::string_view GradeName(Grade grade) {
  switch (grade) {
    case Grade::kInaccuracy: return "inaccuracy";
    case Grade::kMistake: return "mistake";
    case Grade::kBlunder: return "blunder";
    case Grade::kNone: break;
  }
  return "";
}

Message GradeWord(Grade grade) {
  switch (grade) {
    case Grade::kInaccuracy: return Tr("inaccuracy");
    case Grade::kMistake: return Tr("mistake");
    case Grade::kBlunder: return Tr("blunder");
    case Grade::kNone: break;
  }
  return Message();
}

std::optional<Grade> ParseGrade(std::string_view name) {
  for (Grade g : {Grade::kInaccuracy, Grade::kMistake, Grade::kBlunder})
    if (name == GradeName(g)) return g;
  return std::nullopt;
}

Grade Thresholds::Of(long cost) const {
  if (cost >= blunder) return Grade::kBlunder;
  if (cost >= mistake) return Grade::kMistake;
  if (cost >= inaccuracy) return Grade::kInaccuracy;
  return Grade::kNone;
}

// Measured over replay-gen hands and the samples (tests/tools/review_costs.sh; replay-review(1),
// GRADES): of the moves that cost anything, about a quarter cost less than the inaccuracy's
// threshold, half reach the mistake's, a tenth the blunder's. Diloti's costs are small (a card
// point or two) but for a missed xeri (10), which is its blunder.
GradeScale::GradeScale()
    : games_{{"bourlot", {3, 10, 25}},
             {"pilotta", {3, 10, 25}},
             {"tute", {3, 7, 20}},
             {"diloti", {1, 2, 10}}} {}

const Thresholds& GradeScale::For(std::string_view game) const {
  static const Thresholds none{1, 1, 1};  // a game without its own scale: any cost is a blunder
  const auto it = games_.find(game);
  return it != games_.end() ? it->second : none;
}

std::optional<std::string> GradeScale::Override(std::string_view spec) {
  const size_t eq = spec.find('=');
  const std::string_view game = spec.substr(0, eq);
  if (eq == std::string_view::npos || !games_.count(game))
    return fmt::format("'{}' is not GAME=I,M,B with GAME one of bourlot, diloti, pilotta, tute",
                       spec);
  long v[3];
  std::string_view rest = spec.substr(eq + 1);
  for (int i = 0; i < 3; ++i) {
    const size_t comma = i < 2 ? rest.find(',') : rest.size();
    if (comma == std::string_view::npos) return fmt::format("'{}' needs three costs", spec);
    const std::string_view part = rest.substr(0, comma);
    const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v[i]);
    if (ec != std::errc() || end != part.data() + part.size() || part.empty() || v[i] < 1)
      return fmt::format("'{}': each cost is a whole number of at least 1", spec);
    rest = comma < rest.size() ? rest.substr(comma + 1) : std::string_view();
  }
  if (!rest.empty()) return fmt::format("'{}' needs three costs", spec);
  if (v[0] > v[1] || v[1] > v[2])
    return fmt::format("'{}': the costs rise from inaccuracy to blunder", spec);
  games_[std::string(game)] = {v[0], v[1], v[2]};
  return std::nullopt;
}

}  // namespace replay::review
