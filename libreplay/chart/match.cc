#include "chart/match.h"

#include <fmt/format.h>

#include "core/seat.h"
#include "score/side_name.h"

namespace replay::chart {

std::vector<Sides> RunningTotals(const MatchOutcome& outcome, int sides) {
  std::vector<Sides> totals = {Sides::Zero(sides)};
  for (const HandOutcome& hand : outcome.hands) {
    Sides next = totals.back();
    if (hand.added)
      for (int s = 0; s < sides && s < hand.added->count; ++s) next[s] += (*hand.added)[s];
    totals.push_back(next);
  }
  return totals;
}

Figure MatchFigure(const Record& record, const MatchOutcome& outcome, std::string_view input,
                   size_t index, bool hand_bands) {
  const int sides = NumSides(int(record.players.size()));
  LinePanel panel;
  std::string result = "unfinished";
  if (outcome.winner >= 0)
    result = fmt::format("winner side {} ({})", outcome.winner, SideName(record, outcome.winner));
  panel.title = fmt::format("{} #{}: {}, {}", input, index, record.game, result);
  panel.x_axis = "hand (0: before the first)";
  panel.y_axis = "running score";
  panel.step_bands = hand_bands;
  const std::vector<Sides> totals = RunningTotals(outcome, sides);
  for (int s = 0; s < sides; ++s) {
    Series series{fmt::format("side {}: {}", s, SideName(record, s)), {}};
    for (const Sides& t : totals) series.values.push_back(double(t[s]));
    panel.series.push_back(std::move(series));
  }
  return LineFigure(panel);
}

}  // namespace replay::chart
