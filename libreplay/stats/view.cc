// What replay-stats shows of a table: --measure, --sort, --min-n (stats.h, View).
#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "stats/cells.h"
#include "stats/stats.h"

namespace replay::stats {

std::string ParseSort(std::string_view spec, View& view) {
  size_t colon = spec.rfind(':');
  std::string_view order = colon == std::string_view::npos ? "desc" : spec.substr(colon + 1);
  if (order != "asc" && order != "desc")
    return fmt::format("\"{}\" is not MEASURE, MEASURE:asc or MEASURE:desc", spec);
  view.sort = std::string(spec.substr(0, colon));
  view.descending = order == "desc";
  if (view.sort.empty()) return fmt::format("\"{}\" names no measure", spec);
  return {};
}

std::string CheckView(std::string_view statistic, GroupBy by, const View& view) {
  std::vector<MeasureInfo> measures;
  try {
    measures = Measures(statistic, by);
  } catch (const std::invalid_argument&) {
    return {};  // no such statistic or grouping: Compute says so
  }
  std::vector<std::string> all, first;
  for (const MeasureInfo& m : measures) {
    if (std::find(all.begin(), all.end(), m.name) == all.end()) all.push_back(m.name);
    if (m.part == 0) first.push_back(m.name);
  }
  for (const std::string& m : view.measures)
    if (std::find(all.begin(), all.end(), m) == all.end())
      return fmt::format("{} has no measure \"{}\"{}: {}", statistic, m,
                         by == GroupBy::kAll ? "" : fmt::format(" by {}", GroupByName(by)),
                         fmt::join(all, ", "));
  if (!view.sort.empty() && std::find(first.begin(), first.end(), view.sort) == first.end())
    return fmt::format("--sort takes a measure of the whole group: {}", fmt::join(first, ", "));
  return {};
}

Table Shape(const Table& table, const View& view) {
  Table out;
  out.statistic = table.statistic;
  out.by = table.by;
  for (const MeasureInfo& m : table.measures)
    if (view.measures.empty() ||
        std::find(view.measures.begin(), view.measures.end(), m.name) != view.measures.end())
      out.measures.push_back(m);
  out.by_form = table.by_form;
  // A group is a (group, form) where the table is split by form.
  using Key = std::pair<size_t, std::pair<GroupKey, std::string>>;
  // The unit count of each (part, group, slice): the first measure of its rows, a count.
  std::map<Key, int64_t> units;
  for (const Row& r : table.rows) units.emplace(Key{r.part, {KeyOf(r), r.slice}}, r.k);
  auto count = [&](size_t part, const GroupKey& group, const std::string& slice) {
    auto it = units.find(Key{part, {group, slice}});
    return it == units.end() ? int64_t(0) : it->second;
  };
  // The sort key of each group: its value of the sort measure in part 0.
  std::map<GroupKey, std::optional<double>> key;
  std::vector<GroupKey> groups;  // in the table's order
  for (const Row& r : table.rows) {
    if (r.part != 0) continue;
    if (std::find(groups.begin(), groups.end(), KeyOf(r)) == groups.end())
      groups.push_back(KeyOf(r));
    if (!view.sort.empty() && r.measure == view.sort) key[KeyOf(r)] = r.value;
  }
  auto value = [&](const GroupKey& group) {
    auto it = key.find(group);
    return it == key.end() ? std::optional<double>() : it->second;
  };
  std::stable_sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
    const std::optional<double> x = value(a), y = value(b);
    if (!x || !y) return x.has_value() && !y.has_value();  // no value: last
    return view.descending ? *x > *y : *x < *y;
  });
  std::map<GroupKey, size_t> rank;  // every group is in part 0
  for (size_t i = 0; i < groups.size(); ++i) rank.emplace(groups[i], i);
  auto rank_of = [&](const GroupKey& group) {
    auto it = rank.find(group);
    return it == rank.end() ? groups.size() : it->second;
  };
  std::vector<const Row*> rows;
  for (const Row& r : table.rows) {
    if (count(0, KeyOf(r), "") < view.min_n) continue;
    if (!r.slice.empty() && count(r.part, KeyOf(r), r.slice) < view.min_n) continue;
    if (!view.measures.empty() &&
        std::find(view.measures.begin(), view.measures.end(), r.measure) == view.measures.end())
      continue;
    rows.push_back(&r);
  }
  // Parts stay in order, and slices within a group; only the groups move.
  std::stable_sort(rows.begin(), rows.end(), [&](const Row* a, const Row* b) {
    if (a->part != b->part) return a->part < b->part;
    return rank_of(KeyOf(*a)) < rank_of(KeyOf(*b));
  });
  for (const Row* r : rows) out.rows.push_back(*r);
  return out;
}

}  // namespace replay::stats
