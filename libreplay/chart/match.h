// A match's running score by hand, one line per side (replay-score --format svg).
#ifndef REPLAY_CHART_MATCH_H_
#define REPLAY_CHART_MATCH_H_

#include <string>
#include <string_view>
#include <vector>

#include "chart/chart.h"
#include "engine/outcome.h"
#include "notation/record.h"

namespace replay::chart {

// The running totals after each hand, from 0 before the first: what each hand added to the match
// (HandOutcome::added: games in 3- and 4-player Tute, written tens in Pilotta), so the last
// point is the match's score. A hand that added nothing known (partial) keeps the totals.
std::vector<Sides> RunningTotals(const MatchOutcome& outcome, int sides);

// What a person calls the match: its event, round and date, those of its tags it has, joined
// by kSeparator ("Kafeneio Cup · round 3 · 2026-11-20"); empty when it has none of them. The
// tags as the record writes them: each output escapes them its own way.
std::string TagsTitle(const Record& record);

// The input's file name without its directories ("-" for standard input stays "-"): an
// absolute path says nothing to the reader of a title.
std::string InputName(std::string_view input);

// The figure of one replayed match: titled by the event, round and date of its tags (else the
// input's file name and record index), game and result, the target drawn; a series per
// side named by its players.
// `hand_bands`: with the chart's step bands, one per hand (LinePanel::step_bands).
Figure MatchFigure(const Record& record, const MatchOutcome& outcome, std::string_view input,
                   size_t index, bool hand_bands = false);

}  // namespace replay::chart

#endif  // REPLAY_CHART_MATCH_H_
