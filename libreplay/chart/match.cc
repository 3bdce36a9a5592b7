#include "chart/match.h"

#include <filesystem>

#include <fmt/format.h>

#include "core/message.h"
#include "core/seat.h"
#include "core/text.h"
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

std::string TagsTitle(const Record& record) {
  std::string name;
  auto add = [&](const std::string& piece) {
    if (!piece.empty()) name += (name.empty() ? "" : std::string(kSeparator)) + piece;
  };
  add(std::string(record.Tag("event")));
  if (std::string_view round = record.Tag("round"); !round.empty())
    add(Tr("round {}", round).Localized());
  add(std::string(record.Tag("date")));
  return name;
}

std::string InputName(std::string_view input) {
  std::string file = std::filesystem::path(input).filename().string();
  return file.empty() ? std::string(input) : file;
}

namespace {

// What the sheet calls the match: its tags' title, else the input's file name.
std::string MatchName(const Record& record, std::string_view input, size_t index) {
  if (std::string name = TagsTitle(record); !name.empty()) return name;
  return fmt::format("{} #{}", InputName(input), index);
}

}  // namespace

Figure MatchFigure(const Record& record, const MatchOutcome& outcome, std::string_view input,
                   size_t index, bool hand_bands) {
  const int sides = NumSides(int(record.players.size()));
  LinePanel panel;
  std::string result = Localize("unfinished");
  if (outcome.winner >= 0)
    result =
        Tr("winner side {} ({})", outcome.winner, SideName(record, outcome.winner)).Localized();
  panel.title = fmt::format("{}: {}, {}", MatchName(record, input, index), record.game, result);
  // Point i is the score after hand i, so hands keep the numbers a person reads everywhere.
  panel.x_axis = Localize("hand (0: before the first)");
  panel.y_axis = Localize("running score");
  panel.step_bands = hand_bands;
  if (outcome.target > 0) {
    panel.target = double(outcome.target);
    panel.target_label = Tr("target {}", outcome.target).Localized();
  }
  const std::vector<Sides> totals = RunningTotals(outcome, sides);
  for (int s = 0; s < sides; ++s) {
    Series series{Tr("side {}: {}", s, SideName(record, s)).Localized(), {}};
    for (const Sides& t : totals) series.values.push_back(double(t[s]));
    panel.series.push_back(std::move(series));
  }
  return LineFigure(panel);
}

}  // namespace replay::chart
