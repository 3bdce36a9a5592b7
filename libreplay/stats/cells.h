// The cells the renderings of a statistics table share (format.cc, wide.cc, svg.cc): how a
// value, its interval and its kind are written, and the aligned text table. Internal to stats/.
#ifndef REPLAY_STATS_CELLS_H_
#define REPLAY_STATS_CELLS_H_

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "stats/stats.h"

namespace replay::stats {

// A row's group and form: what identifies a group of a table split by form (Table::by_form).
using GroupKey = std::pair<std::optional<std::string>, std::string>;
inline GroupKey KeyOf(const Row& r) { return {r.group, r.form}; }

std::string_view KindName(Kind kind);
// For the text table: a count as an integer, a rate in percent to 1 decimal, a mean or per-hand
// value to 3 decimals; "-" with no value.
std::string ValueText(const Row& row);
// "[12.4%, 26.1%]" or "[0.120, 0.804]"; "" with no interval.
std::string IntervalText(const Row& row);
// The sample size for the text table: "" for a count.
std::string SampleText(const Row& row);
// An unrounded number for CSV ("" for none).
std::string Number(const std::optional<double>& v);
// `cells` (a header line first) aligned by display width, two spaces between columns, the
// columns in `right` right-aligned, trailing spaces dropped.
std::string Aligned(const std::vector<std::vector<std::string>>& cells,
                    const std::vector<bool>& right);

}  // namespace replay::stats

#endif  // REPLAY_STATS_CELLS_H_
