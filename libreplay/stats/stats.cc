#include "stats/stats.h"
#include "stats/cells.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace replay::stats {
namespace {

// The units a grouping counts: a seat in a hand (--by player), a side in a hand (--by side or
// pair), or a hand, match or record (no grouping, --by event, game or variant).
enum Level { kSeats = 1, kSides = 2, kHands = 4, kAllLevels = 7 };

struct Measure {
  const char* id;
  Kind kind;
  const char* expr;  // over the view's columns; NULL = the unit does not count for this measure
  int levels = kAllLevels;
  // A mean's t interval is symmetric; for a quantity that can't be negative (every mean but a
  // margin) its lower end is cut at 0 rather than shown as an impossible value.
  bool can_be_negative = false;
};

// GROUP_CONCAT's list of the forms a row adds up, "a,b" in no set order, as "a + b" in byte
// order. (A form is a game's name and a number: no comma.)
std::string AddedForms(std::string_view list) {
  std::vector<std::string> forms;
  for (size_t at = 0; at <= list.size();) {
    const size_t comma = std::min(list.find(',', at), list.size());
    forms.emplace_back(list.substr(at, comma - at));
    at = comma + 1;
  }
  std::sort(forms.begin(), forms.end());
  return fmt::format("{}", fmt::join(forms, " + "));
}

// One query: a view per level, optionally sliced by a column, and its measures.
struct Part {
  const char* views[3];  // per level (seats, sides, hands); nullptr: the level is not offered
  const char* slice = nullptr;        // slice name ("bid"), nullptr for none
  const char* slice_label = nullptr;  // SQL of the slice's value
  const char* slice_order = nullptr;  // SQL to order the slices by
  std::vector<Measure> measures;
  // Per level, the totals_<s>_<level> table of the totals kept at import (schema/store.sql,
  // migration 4), which the query reads instead of `views` when the grouping has one; nullptr:
  // none. Its rows carry the keys the query filters and groups by, and add up the view's units per record (and seat or side): `units` for the
  // measure "1", and for every other measure's column c: c (Σ), c_n (the non-NULL count) and,
  // for a mean, c_sq (Σc²).
  const char* totals[3] = {nullptr, nullptr, nullptr};
};

// What a unit's form is, for the statistics whose figures differ in kind between games or forms
// (a Bourlot contract is not a Pilotta one, a 2-player Diloti hand deals twice the cards of a
// 4-player side's): the groups are split by it wherever a group has units of more than one.
const char* const kGameForm = "u.game";
const char* const kPlayersForm = "u.game || ' ' || u.players || 'p'";
// The totals tables (migration 4) have no `players` column: the record has it, joined. (A
// subquery per row instead was an index scan per row on PostgreSQL, which no plan avoids: over a
// million hands, 1.4 s of xeri --by player's 1.7 s.)
const char* const kPlayersFormOfTotals = "u.game || ' ' || r.players || 'p'";
const char* const kRecordOfTotals = " JOIN records r ON r.record_id = u.record_id";

struct Statistic {
  const char* name;
  std::vector<Part> parts;
  const char* form = nullptr;         // SQL of the unit's form; nullptr: sums are meaningful
  const char* totals_form = nullptr;  // the same over the totals tables, when it differs
  const char* totals_form_join = nullptr;  // what totals_form reads beside the unit's row
};

const std::vector<Measure> kContractMeasures = {
    {"contracts", Kind::kCount, "1"},
    {"made_rate", Kind::kRate, "made"},
    {"inside_rate", Kind::kRate, "inside"},
    {"hanging_rate", Kind::kRate, "hung"},
    {"capot_rate", Kind::kRate, "capot"},
    // From the double-dummy table stored with the review (migration 7): of the contracts that
    // were makeable, how many were lost in the play; of the contracts bid, how many could not
    // have been made.
    {"lost_makeable_rate", Kind::kRate, "lost_makeable"},
    {"unmakeable_bid_rate", Kind::kRate, "unmakeable"},
};

Part ContractSlice(const char* name, const char* label, const char* order) {
  return {{"stat_contracts", "stat_contracts", "stat_contracts"}, name, label, order,
          kContractMeasures};
}

const std::vector<Statistic>& Statistics() {
  static const std::vector<Statistic> kAll = {
      {"xeri",
       {{{"stat_xeri_seats", "stat_xeri_sides", "stat_xeri_hands"},
         nullptr, nullptr, nullptr,
         {{"hands", Kind::kCount, "1"},
          {"xeri", Kind::kCount, "xeri"},
          {"xeri_per_hand", Kind::kMean, "xeri"},
          {"hands_with_xeri", Kind::kRate, "has_xeri"},
          {"opening_xeri_rate", Kind::kRate, "opening_xeri"},
          {"last_card_xeri_rate", Kind::kRate, "last_card_xeri"},
          {"xeri_points_per_hand", Kind::kMean, "xeri_points"}},
         {"totals_xeri_seats", nullptr, nullptr}}},
       kPlayersForm, kPlayersFormOfTotals, kRecordOfTotals},
      {"points",
       {{{"stat_points_seats", "stat_points_sides", "stat_points_hands"},
         nullptr, nullptr, nullptr,
         {{"hands", Kind::kCount, "1"},
          {"points_per_hand", Kind::kMean, "points"},
          {"majority_rate", Kind::kRate, "majority"},
          {"split_26_rate", Kind::kRate, "split"}}}},
       kPlayersForm},
      {"contracts",
       {ContractSlice(nullptr, nullptr, nullptr),
        ContractSlice("bid", "CASE WHEN bid = 250 THEN 'capot' ELSE CAST(bid AS TEXT) END", "bid"),
        ContractSlice("trump", "trump",
                      "CASE trump WHEN 'S' THEN 1 WHEN 'H' THEN 2 WHEN 'D' THEN 3 "
                      "WHEN 'C' THEN 4 ELSE 5 END"),
        ContractSlice("round", "CAST(round AS TEXT)", "round"),
        ContractSlice("multiplier", "multiplier", "multiplier")},
       kGameForm},
      {"declarations",
       {{{"stat_declarations_seats", "stat_declarations_sides", "stat_declarations_hands"},
         nullptr, nullptr, nullptr,
         {{"hands", Kind::kCount, "1"},
          {"melds_per_hand", Kind::kMean, "melds"},
          {"declared_rate", Kind::kRate, "declared"},
          {"counted_rate", Kind::kRate, "counted"},
          {"cancelled_rate", Kind::kRate, "cancelled"},
          {"belote_rate", Kind::kRate, "belote"}}},
        {{"stat_melds", "stat_melds", "stat_melds"}, "meld", "kind", "kind",
         {{"melds", Kind::kCount, "1"},
          {"melds_per_hand", Kind::kPerHand, "1"},
          {"counted_rate", Kind::kRate, "counted"}}}},
       kGameForm},
      {"tute",
       {{{"stat_tute_seats", "stat_tute_sides", "stat_tute_hands"},
         nullptr, nullptr, nullptr,
         {{"hands", Kind::kCount, "1"},
          {"cante40_rate", Kind::kRate, "has_cante40"},
          {"cante20_rate", Kind::kRate, "has_cante20"},
          {"cante20_per_hand", Kind::kMean, "cante20"},
          {"capote_announced_rate", Kind::kRate, "capote_announced"},
          {"capote_made_rate", Kind::kRate, "capote_made"},
          {"tute_rate", Kind::kRate, "tute_won"},
          {"exchange_rate", Kind::kRate, "exchange"}}}},
       kPlayersForm},
      {"wins",
       {{{"stat_wins_seats", "stat_wins_sides", "stat_wins_hands"},
         nullptr, nullptr, nullptr,
         {{"matches", Kind::kCount, "1"},
          {"finished", Kind::kCount, "finished"},
          {"win_rate", Kind::kRate, "won", kSeats | kSides},
          {"margin", Kind::kMean, "margin", kSeats | kSides, /*can_be_negative=*/true},
          {"winning_margin", Kind::kMean, "winning_margin"},
          {"first_dealer_win_rate", Kind::kRate, "first_dealer_won"},
          {"other_win_rate", Kind::kRate, "other_won", kSeats | kSides}}}},
       kPlayersForm},
      {"games",
       {{{"stat_games_seats", nullptr, "stat_games_hands"},
         nullptr, nullptr, nullptr,
         {{"matches", Kind::kCount, "valid"},
          {"finished", Kind::kCount, "valid * finished"},
          {"hands", Kind::kCount, "valid * hand_count"},
          {"full_hands", Kind::kCount, "full_hands"},
          {"partial_hands", Kind::kCount, "partial_hands"},
          {"sheet_hands", Kind::kCount, "sheet_hands"},
          {"invalid_kept", Kind::kCount, "1 - valid", kHands}}}}},
      // A unit is a card reviewed or a Diloti move judged (replay-import --review).
      {"accuracy",
       {{{"stat_accuracy_seats", "stat_accuracy_sides", "stat_accuracy_hands"},
         nullptr, nullptr, nullptr,
         {{"reviewed", Kind::kCount, "1"},
          {"cards", Kind::kCount, "is_card"},
          {"mean_cost", Kind::kMean, "cost"},
          {"optimal_rate", Kind::kRate, "optimal"},
          {"moves", Kind::kCount, "1 - is_card"},
          {"missed_xeri_rate", Kind::kRate, "missed_xeri"},
          {"missed_capture_rate", Kind::kRate, "missed_capture"},
          {"missed_points_per_move", Kind::kMean, "missed_points"},
          // Of the graded units (replay-review(1), GRADES; stored since migration 6).
          {"inaccuracy_rate", Kind::kRate, "inaccuracy"},
          {"mistake_rate", Kind::kRate, "mistake"},
          {"blunder_rate", Kind::kRate, "blunder"}}}},
       kPlayersForm},
  };
  return kAll;
}

// What a query adds up for measure `m`: Σ, the count of non-NULL values and Σx², over a unit view
// (`totals` false) or over its totals (true; Part::totals says which columns hold them).
struct Sums {
  std::string sum, count, squares;
};
Sums SumsOf(const Measure& m, bool totals, store::Dialect dialect) {
  const std::string_view expr = m.expr;
  // A double: SQLite's REAL, PostgreSQL's REAL being a float.
  const std::string_view real = dialect == store::Dialect::kSqlite ? "REAL" : "DOUBLE PRECISION";
  if (!totals)
    // Σx² as a real: no integer overflow on long samples.
    return {fmt::format("SUM({})", expr), fmt::format("COUNT({})", expr),
            fmt::format("SUM(CAST({0} AS {1}) * ({0}))", expr, real)};
  if (expr == "1")
    return {"SUM(units)", "SUM(units)", fmt::format("SUM(CAST(units AS {}))", real)};
  if (expr.find_first_not_of("abcdefghijklmnopqrstuvwxyz_0123456789") != expr.npos)
    throw std::logic_error(fmt::format("a measure over totals must name a column: {}", expr));
  // The unit values are integers, so Σx² is exact both ways (below 2^53) and the results are
  // those of the views to the bit.
  return {fmt::format("SUM({})", expr), fmt::format("SUM({}_n)", expr),
          fmt::format("SUM(CAST({}_sq AS {}))", expr, real)};
}

const char* GroupColumn(GroupBy by) {
  switch (by) {
    case GroupBy::kAll: return nullptr;
    case GroupBy::kPlayer: return "u.player";
    case GroupBy::kSide: return "u.side";
    case GroupBy::kPair: return "u.pair";
    case GroupBy::kEvent: return "u.event";
    case GroupBy::kGame: return "u.game";
    case GroupBy::kVariant: return "u.variant";
  }
  return nullptr;
}

using select::Unquote;

Level LevelOf(GroupBy by) {
  return by == GroupBy::kPlayer                          ? kSeats
         : by == GroupBy::kSide || by == GroupBy::kPair ? kSides
                                                        : kHands;
}

const Statistic& Find(std::string_view name) {
  for (const Statistic& s : Statistics())
    if (s.name == name) return s;
  throw std::invalid_argument(fmt::format("no statistic \"{}\"", name));
}

// The view of `part` at `level`; throws when the statistic can't be grouped so.
const char* ViewOf(const Statistic& statistic, const Part& part, Level level) {
  const char* view = part.views[level == kSeats ? 0 : level == kSides ? 1 : 2];
  if (!view)
    throw std::invalid_argument(
        fmt::format("{} counts matches, which have no side: group by player, event, game or "
                    "variant", statistic.name));
  return view;
}

// The WHERE clause of `filters` over the view `u`, with its parameters in order.
std::string Where(const Filters& f, Level level, std::vector<std::string>& params) {
  std::string sql = " WHERE 1 = 1";
  auto any_of = [&](const char* column, const std::vector<std::string>& values) {
    if (values.empty()) return;
    sql += fmt::format(" AND {} IN (", column);
    for (size_t i = 0; i < values.size(); ++i) {
      sql += i ? ", ?" : "?";
      params.push_back(values[i]);
    }
    sql += ")";
  };
  any_of("u.game", f.games);
  any_of("u.event", f.events);
  if (!f.since.empty()) {
    sql += " AND u.date >= ?";
    params.push_back(f.since);
  }
  if (!f.until.empty()) {
    sql += " AND u.date <= ?";
    params.push_back(f.until);
  }
  for (auto& [key, value] : f.tags) {
    sql += " AND EXISTS (SELECT 1 FROM tags t WHERE t.record_id = u.record_id AND t.key = ? AND "
           "t.value = ?)";
    params.push_back(key);
    params.push_back(Unquote(value));
  }
  for (auto& [key, value] : f.rules) {
    if (key == "players") {  // always known, even when the record leaves it out
      sql += " AND EXISTS (SELECT 1 FROM records r WHERE r.record_id = u.record_id AND "
             "r.players = CAST(? AS INTEGER))";
      params.push_back(Unquote(value));
      continue;
    }
    sql += " AND EXISTS (SELECT 1 FROM rules ru WHERE ru.record_id = u.record_id AND ru.key = ? "
           "AND ru.value = ?)";
    params.push_back(key);
    params.push_back(Unquote(value));
  }
  if (!f.players.empty()) {
    // A unit belongs to a player: his seat's units, his side's units, or his matches.
    std::string match_player = "(";
    for (size_t i = 0; i < f.players.size(); ++i) {
      match_player += fmt::format("{}p.name = ? OR p.ident = ?", i ? " OR " : "");
      params.push_back(f.players[i]);
      params.push_back(f.players[i]);
    }
    match_player += ")";
    if (level == kSeats)
      sql += " AND u.player_id IN (SELECT p.player_id FROM players p WHERE " + match_player + ")";
    else
      sql += fmt::format(" AND EXISTS (SELECT 1 FROM record_players rp JOIN players p ON "
                         "p.player_id = rp.player_id WHERE rp.record_id = u.record_id{} AND {})",
                         level == kSides ? " AND rp.side = u.side" : "", match_player);
  }
  return sql;
}

void AddRows(const std::vector<Measure>& measures, store::Statement& s, int first_column,
             const GroupKey& group, const GroupKey& hands_key, const std::string& slice,
             size_t part, const std::map<GroupKey, int64_t>& hands, Table& table) {
  int c = first_column;
  for (const Measure& m : measures) {
    Row row;
    row.group = group.first;
    row.form = group.second;
    row.slice = slice;
    row.part = part;
    row.measure = m.id;
    row.kind = m.kind;
    row.k = s.IsNull(c) ? 0 : s.Int(c);
    ++c;
    switch (m.kind) {
      case Kind::kCount:
        row.value = double(row.k);
        break;
      case Kind::kPerHand: {
        auto it = hands.find(hands_key);
        row.n = it == hands.end() ? 0 : it->second;
        if (row.n > 0) row.value = double(row.k) / double(row.n);
        break;
      }
      case Kind::kMean: {
        row.n = s.Int(c++);
        const double squares = s.IsNull(c) ? 0 : s.Double(c);
        ++c;
        if (row.n > 0) row.value = double(row.k) / double(row.n);
        if (auto ci = MeanInterval(double(row.k), squares, row.n)) {
          row.low = m.can_be_negative ? ci->low : std::max(0.0, ci->low);
          row.high = ci->high;
        }
        break;
      }
      case Kind::kRate:
        row.n = s.Int(c++);
        if (row.n > 0) {
          row.value = double(row.k) / double(row.n);
          Interval ci = Wilson(row.k, row.n);
          row.low = ci.low;
          row.high = ci.high;
        }
        break;
    }
    table.rows.push_back(std::move(row));
  }
}

}  // namespace

std::optional<GroupBy> ParseGroupBy(std::string_view name) {
  for (GroupBy by : {GroupBy::kPlayer, GroupBy::kSide, GroupBy::kPair, GroupBy::kEvent,
                     GroupBy::kGame, GroupBy::kVariant})
    if (GroupByName(by) == name) return by;
  return std::nullopt;
}

std::string_view GroupByName(GroupBy by) {
  switch (by) {
    case GroupBy::kAll: return "";
    case GroupBy::kPlayer: return "player";
    case GroupBy::kSide: return "side";
    case GroupBy::kPair: return "pair";
    case GroupBy::kEvent: return "event";
    case GroupBy::kGame: return "game";
    case GroupBy::kVariant: return "variant";
  }
  return "";
}

std::vector<std::string_view> StatisticNames() {
  std::vector<std::string_view> names;
  for (const Statistic& s : Statistics()) names.push_back(s.name);
  return names;
}

Table Compute(store::Database& db, std::string_view name, const Filters& filters, GroupBy by,
              Source source, Forms forms) {
  const Statistic* statistic = &Find(name);
  if (std::string e = select::Check(filters); !e.empty()) throw std::invalid_argument(e);

  Table table;
  table.statistic = statistic->name;
  table.by = by;
  table.measures = Measures(name, by);
  std::map<GroupKey, int64_t> hands;  // per group, from the first part
  for (const Part& part : statistic->parts) {
    const Level level = LevelOf(by);
    const char* view = ViewOf(*statistic, part, level);
    const char* totals = part.totals[level == kSeats ? 0 : level == kSides ? 1 : 2];
    const bool use_totals = source == Source::kTotals && totals;
    if (use_totals) view = totals;
    std::vector<Measure> measures;
    for (const Measure& m : part.measures)
      if (m.levels & level) measures.push_back(m);
    const char* group = GroupColumn(by);
    const char* form_of_units = use_totals && statistic->totals_form ? statistic->totals_form
                                                                     : statistic->form;
    // Returns how many (group, form, slice) rows the query gave. `form`: split by it, or with
    // Forms::kAdded name the forms added up.
    const bool add = forms == Forms::kAdded;
    const bool postgres = db.dialect() == store::Dialect::kPostgres;
    auto query = [&](const char* form) {
      // The forms added up, a comma between (AddedForms sorts them): each dialect's aggregate.
      const std::string form_column =
          !form  ? "''"
          : add  ? (postgres ? fmt::format("STRING_AGG(DISTINCT {}, ',')", form)
                             : fmt::format("GROUP_CONCAT(DISTINCT {})", form))
                 : std::string(form);
      // Named apart from the view's columns: PostgreSQL names an unnamed expression after its
      // column (CAST(bid AS TEXT) is "bid") and resolves ORDER BY bid to that text column.
      std::string sql = fmt::format("SELECT {} AS group_value_, {} AS slice_value_, {} AS form_value_",
                                    group ? group : "NULL", part.slice ? part.slice_label : "NULL",
                                    form_column);
      for (const Measure& m : measures) {
        const Sums sums = SumsOf(m, use_totals, db.dialect());
        sql += ", " + sums.sum;
        if (m.kind == Kind::kMean || m.kind == Kind::kRate) sql += ", " + sums.count;
        if (m.kind == Kind::kMean) sql += ", " + sums.squares;  // for the standard deviation
      }
      std::vector<std::string> params;
      sql += fmt::format(" FROM {} u", view);
      if (form && form == statistic->totals_form && statistic->totals_form_join)
        sql += statistic->totals_form_join;
      sql += Where(filters, level, params);
      if (part.slice) sql += fmt::format(" AND ({}) IS NOT NULL", part.slice_label);
      std::vector<std::string> keys, order;
      if (by == GroupBy::kPlayer) {
        keys = {"u.player_id"};  // a player's label is his id's: no need to group by it too
        // ... but PostgreSQL wants every column selected grouped (u is a view: no key to infer
        // the label's dependence from); the groups are the same.
        if (postgres) keys.push_back("u.player");
        order = {"u.player", "u.player_id"};  // by name; the id only separates namesakes
      } else if (group) {
        keys = order = {group};
      }
      if (form && !add) {
        keys.push_back(form);
        order.push_back(form);
      }
      if (part.slice) {
        keys.insert(keys.end(), {part.slice_order, part.slice_label});
        order.insert(order.end(), {part.slice_order, part.slice_label});
      }
      // SQLite sorts NULL first, PostgreSQL last unless told (text sorts alike: the store's TEXT
      // columns are COLLATE "C" there, schema.h PostgresSql).
      if (postgres)
        for (std::string& o : order) o += " NULLS FIRST";
      if (!keys.empty())
        sql += fmt::format(" GROUP BY {} ORDER BY {}", fmt::join(keys, ", "), fmt::join(order, ", "));
      store::Statement s(db, sql);
      for (size_t i = 0; i < params.size(); ++i) s.Bind(int(i) + 1, params[i]);
      size_t lines = 0;
      while (s.Step()) {
        GroupKey g;
        if (!s.IsNull(0)) g.first = std::string(s.Text(0));
        if (!s.IsNull(2)) g.second = add ? AddedForms(s.Text(2)) : std::string(s.Text(2));
        std::string slice;
        if (part.slice) slice = fmt::format("{}={}", part.slice, s.Text(1));
        // Per hand of the group's form; added up, of all its forms (a slice of melds may
        // have fewer forms than the group's hands).
        const GroupKey hands_key = add ? GroupKey{g.first, ""} : g;
        size_t before = table.rows.size();
        AddRows(measures, s, 3, g, hands_key, slice, size_t(&part - statistic->parts.data()),
                hands, table);
        if (&part == &statistic->parts.front())
          for (size_t i = before; i < table.rows.size(); ++i)
            if (table.rows[i].measure == "hands") hands[hands_key] = table.rows[i].k;
        ++lines;
      }
      return lines;
    };
    // The whole store's line is there even with no unit (its counts 0), as before forms: an
    // empty table still says what it would have shown.
    if (query(form_of_units) == 0 && form_of_units && !group && !part.slice) query(nullptr);
  }
  // The form column only where a group holds more than one form (split, or added up);
  // otherwise each group's figures are of one form already, and the column would say nothing.
  std::map<std::optional<std::string>, std::string> form_of;
  for (const Row& r : table.rows) {
    auto [it, inserted] = form_of.emplace(r.group, r.form);
    if ((!inserted && it->second != r.form) || r.form.find(" + ") != std::string::npos)
      table.by_form = true;
  }
  if (!table.by_form)
    for (Row& r : table.rows) r.form.clear();
  return table;
}

}  // namespace replay::stats

namespace replay::stats {

std::vector<MeasureInfo> Measures(std::string_view name, GroupBy by) {
  const Statistic& statistic = Find(name);
  const Level level = LevelOf(by);
  std::vector<MeasureInfo> out;
  for (size_t p = 0; p < statistic.parts.size(); ++p) {
    ViewOf(statistic, statistic.parts[p], level);
    for (const Measure& m : statistic.parts[p].measures)
      if (m.levels & level) out.push_back({m.id, m.kind, p});
  }
  return out;
}

std::vector<std::string> UnmatchedFilters(store::Database& db, const Filters& filters) {
  std::vector<std::string> warnings;
  // What a value is compared with in Where(): a player's name or id, a record's event; only
  // valid records count, since the statistics read no other.
  auto check = [&](const char* what, const std::vector<std::string>& values, const char* sql) {
    if (values.empty()) return;
    std::vector<std::string> known;
    store::Statement s(db, sql);
    while (s.Step()) known.emplace_back(s.Text(0));
    for (const std::string& value : values) {
      if (std::find(known.begin(), known.end(), value) != known.end()) continue;
      std::vector<std::string> nearest = select::Nearest(value, known);
      warnings.push_back(
          nearest.empty()
              ? fmt::format("no {} \"{}\" in the store (it has none)", what, value)
              : fmt::format("no {} \"{}\" in the store (nearest: {})", what, value,
                            fmt::join(nearest, ", ")));
    }
  };
  check("player", filters.players,
        "SELECT DISTINCT p.name FROM players p JOIN record_players rp USING (player_id) "
        "JOIN records r USING (record_id) WHERE r.valid = 1 UNION "
        "SELECT DISTINCT p.ident FROM players p JOIN record_players rp USING (player_id) "
        "JOIN records r USING (record_id) WHERE r.valid = 1 AND p.ident != '' ORDER BY 1");
  check("event", filters.events,
        "SELECT DISTINCT event FROM records WHERE valid = 1 AND event IS NOT NULL ORDER BY 1");
  return warnings;
}

}  // namespace replay::stats
