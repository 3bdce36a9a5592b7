// replay-score: replays records and prints the computed results per hand and per match, as an
// aligned table, NDJSON (one line per record, shapes exactly those of the notation) or CSV; a
// record whose claims are wrong gets its computed table beside the claims (score/reconcile.h);
// --standings adds matches up (score/standings.h). The tables are the library's; this file only
// renders them.
#include <algorithm>
#include <cstdio>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "chart/match.h"
#include "common/tool_app.h"
#include "core/numbering.h"
#include "core/regular_file.h"
#include "core/seat.h"
#include "core/text.h"
#include "engine/field_words.h"
#include "engine/outcome_json.h"
#include "engine/replay.h"
#include "notation/write.h"
#include "score/reconcile.h"
#include "score/side_name.h"
#include "score/standings.h"

namespace replay::tools {
namespace {

std::string SideNames(const Record& record, int side) {
  return TerminalSafe(SideName(record, side));
}

// "cards 21/31, xeri 1/1": every field but points, in key order; per-side values joined by "/".
std::string Details(const Fields& hand) {
  std::vector<std::pair<std::string_view, const Value*>> fields;
  for (const auto& [key, value] : hand.items)
    if (key != "points") fields.emplace_back(key, &value);
  std::sort(fields.begin(), fields.end());
  std::string out;
  for (const auto& [key, value] : fields) {
    std::string text;
    if (const Sides* sides = std::get_if<Sides>(value)) {
      for (int s = 0; s < sides->count; ++s) text += fmt::format("{}{}", s ? "/" : "", (*sides)[s]);
    } else if (const std::string* word = std::get_if<std::string>(value)) {
      text = TerminalSafe(*word);
    } else {
      text = ValueText(*value);
    }
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", FieldWord(key), text);
  }
  return out;
}

std::string Row(const Sides& values) {
  std::string out;
  for (int s = 0; s < values.count; ++s) out += fmt::format("{:>5}", values[s]);
  return out;
}

// A cell of the reconciliation table: the values, "?" per side when unknown, then its mark.
std::string Cell(const std::optional<Sides>& values, int sides, bool mark = false) {
  std::string out = values ? Row(*values) : std::string();
  if (!values)
    for (int s = 0; s < sides; ++s) out += fmt::format("{:>5}", "?");
  return out + (mark ? "*" : " ");
}

void PrintHeading(const RecordReport& report, int sides) {
  const Record& record = *report.record;
  fmt::print("{} #{}: {}", TerminalSafe(report.input), report.index, TerminalSafe(record.game));
  for (int s = 0; s < sides; ++s)
    fmt::print("{}{}", s == 0 ? ", " : kSeparator,
               Tr("side {}: {}", s, SideNames(record, s)).Localized());
  fmt::print("\n");
}

std::string WinnerText(const Record& record, int winner) {
  return winner >= 0 ? Tr("winner side {} ({})", winner, SideNames(record, winner)).Localized()
                     : Localize("unfinished");
}

// A valid record: each hand's points and the running totals (in the match's unit: games in 3-
// and 4-player Tute, written tens in Pilotta, which may differ from the hand's own points).
void PrintTable(const RecordReport& report, const Reconciliation& table) {
  const Record& record = *report.record;
  const MatchOutcome& outcome = *report.outcome;
  int sides = NumSides(int(record.players.size()));
  PrintHeading(report, sides);
  fmt::print("{:>5}  {:<{}}  {:<{}}  {}\n", Localize("hand"), Localize("points"), sides * 5,
             Localize("total"), sides * 5, Localize("details"));
  for (size_t h = 0; h < table.hands.size(); ++h) {  // numbered from 1, as on a paper sheet
    const ReconciledHand& row = table.hands[h];
    if (!row.computed) {
      fmt::print("{:>5}  {:<{}}\n", Ordinal(long(h)), Localize("(partial, not scored)"), sides * 10 + 2);
      continue;
    }
    fmt::print("{:>5}  {}  {}  {}\n", Ordinal(long(h)), Row(row.points.value_or(Sides::Zero(sides))),
               Row(row.total.value_or(Sides::Zero(sides))), Details(*row.computed));
  }
  if (outcome.score)
    fmt::print("{}\n\n", Tr("result: {}, {}", Row(*outcome.score),
                               WinnerText(record, outcome.winner)).Localized());
}

// A record whose claims are wrong: the computed table beside the claimed one, each claimed
// cell that differs marked "*", the first diverging hand named.
void PrintReconciliation(const RecordReport& report, const Reconciliation& table) {
  const Record& record = *report.record;
  const int sides = NumSides(int(record.players.size()));
  PrintHeading(report, sides);
  if (table.first_difference >= 0)
    fmt::print("{}\n", Tr("the claims differ from the replay from hand {} on; * marks each claim "
                         "that differs", Ordinal(table.first_difference)).Localized());
  else
    fmt::print("{}\n", Localize("every hand agrees with the replay, but not the match result the "
                                "record claims; * marks each claim that differs"));
  const int width = sides * 5 + 1;
  fmt::print("{:>5}  {:<{}}  {:<{}}  {:<{}}  {:<{}}  {}\n", Localize("hand"), Localize("points"),
             width, Localize("claimed"), width, Localize("total"), width, Localize("claimed"),
             width, Localize("notes"));
  for (size_t h = 0; h < table.hands.size(); ++h) {
    const ReconciledHand& row = table.hands[h];
    std::string notes;
    auto note = [&](const std::string& text) {
      notes += std::string(notes.empty() ? "" : kSeparator) + text;
    };
    if (long(h) == table.first_difference) note(Localize("<- first difference"));
    if (row.slip) note(Localize("addition slip"));
    if (row.carried) note(Localize("carries the slip"));
    if (row.partial) note(Localize("partial, not scored"));
    if (!row.computed && !row.partial)
      note(row.error.empty() ? Localize("no computed result")
                             : Tr("rejected [{}]", row.error).Localized());
    else if (!row.error.empty() && row.error != "match/total") note(fmt::format("[{}]", row.error));
    if (row.computed)
      for (const FieldDifference& d : row.differences)
        if (d.key != "points")
          note(Tr("{} claimed {}, computed {}", TerminalSafe(d.key), TerminalSafe(d.claimed),
                  d.computed.empty() ? Tr("nothing") : Message(TerminalSafe(d.computed)))
                   .Localized());
    const std::optional<Sides> claimed_points =
        row.claimed && row.claimed->Find("points") ? row.claimed_points : row.points;
    std::string line = fmt::format("{:>5}  {}  {}  {}  {}  {}", Ordinal(long(h)), Cell(row.points, sides),
                                   Cell(claimed_points, sides, row.points_differ),
                                   Cell(row.total, sides),
                                   Cell(row.claimed_total, sides, row.total_differ), notes);
    fmt::print("{}\n", line.substr(0, line.find_last_not_of(' ') + 1));
  }
  // The match: the computed totals and winner, then what the record's `result` says.
  std::string winner = table.winner ? WinnerText(record, *table.winner)
                                    : Localize("winner unknown (some claims disagree)");
  fmt::print("{}", Tr("result: {} {}", Cell(table.score, sides), winner).Localized());
  if (table.has_claimed_result) {
    fmt::print("{}{} ", kSeparator, Localize("claimed"));
    if (table.claimed_score) fmt::print("{} ", Cell(table.claimed_score, sides, table.score_differs));
    if (table.claimed_winner)
      fmt::print("{}", Tr("winner side {}", *table.claimed_winner).Localized());
    else
      fmt::print("{}", Localize("no winner"));
    fmt::print("{}\n\n", table.winner_differs ? "*" : "");
  } else {
    fmt::print("{}{}\n\n", kSeparator, Localize("the record claims no result"));
  }
}

// --format csv: one row per hand and side, then the match's result per side (hand "result").
// Hands are numbered from 1, as in the text table; unknown values are empty fields.
void PrintCsvHeader() {
  fmt::print("input,record,hand,side,points,total,claimed_points,claimed_total,won,claimed_won,"
             "differs,first_difference\r\n");
}

void PrintCsv(const RecordReport& report, const Reconciliation& table) {
  const int sides = NumSides(int(report.record->players.size()));
  auto value = [](const std::optional<Sides>& v, int s) {
    return v ? fmt::format("{}", (*v)[s]) : std::string();
  };
  const std::string where =
      fmt::format("{},{}", CsvField(report.input), report.index);
  for (size_t h = 0; h < table.hands.size(); ++h) {
    const ReconciledHand& row = table.hands[h];
    const std::optional<Sides> claimed_points =
        row.claimed && row.claimed->Find("points") ? row.claimed_points : row.points;
    for (int s = 0; s < sides; ++s)
      fmt::print("{},{},{},{},{},{},{},,,{},{}\r\n", where, Ordinal(long(h)), s, value(row.points, s),
                 value(row.total, s), value(claimed_points, s), value(row.claimed_total, s),
                 row.Differs() || (!row.computed && !row.partial) ? 1 : 0,
                 long(h) == table.first_difference ? 1 : 0);
  }
  for (int s = 0; s < sides; ++s) {
    auto won = [&](std::optional<long> w) {
      return w ? std::string(*w == s ? "1" : "0") : std::string();
    };
    const std::optional<Sides>& claimed =
        table.has_claimed_result && table.claimed_score ? table.claimed_score : table.score;
    std::optional<long> claimed_winner = table.claimed_winner;
    if (!table.has_claimed_result && table.winner) claimed_winner = *table.winner;  // silence
    fmt::print("{},result,{},,{},,{},{},{},{},0\r\n", where, s, value(table.score, s),
               value(claimed, s), won(table.winner), won(claimed_winner),
               table.score_differs || table.winner_differs ? 1 : 0);
  }
}

// The reconciliation in JSON: hands 0-based as everywhere in JSON; values as the notation
// writes them, the claims exactly as the record does.
nlohmann::ordered_json ReconciliationJson(const Record& record, const Reconciliation& table) {
  auto sides = [](const std::optional<Sides>& v) {
    return v ? ToJson(Value(*v)) : nlohmann::json(nullptr);
  };
  auto claim = [](const json::Value* v) {
    if (!v) return nlohmann::json(nullptr);
    std::string text;
    WriteJson(*v, text);
    return nlohmann::json::parse(text);
  };
  nlohmann::ordered_json out = {{"complete", table.complete}};
  if (!table.complete) {
    out["stopped_at"] = table.stopped_at >= 0 ? nlohmann::json(table.stopped_at) : nullptr;
    return out;
  }
  out["unit"] = table.unit;
  out["first_difference"] =
      table.first_difference >= 0 ? nlohmann::json(table.first_difference) : nullptr;
  nlohmann::ordered_json hands = nlohmann::ordered_json::array();
  for (const ReconciledHand& row : table.hands) {
    nlohmann::ordered_json differs = nlohmann::ordered_json::array();
    for (const FieldDifference& d : row.differences) differs.push_back(d.key);
    if (row.total_differ) differs.push_back("total");
    hands.push_back(nlohmann::ordered_json{{"computed", row.computed ? ToJson(*row.computed) : nlohmann::json(nullptr)},
                     {"claimed", claim(row.claimed)},
                     {"total", sides(row.total)},
                     {"claimed_total", sides(row.claimed_total)},
                     {"differs", differs},
                     {"error", row.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(row.error)}});
    // Only where a claimed `total` is wrong: the slip, or a total that carries it.
    if (row.slip) hands.back()["slip"] = true;
    if (row.carried) hands.back()["carried"] = true;
  }
  out["hands"] = hands;
  // "winner" is null while the match goes on, and when it is unknown (some hand disagrees).
  nlohmann::ordered_json computed = {
      {"score", sides(table.score)},
      {"winner", table.winner.value_or(-1) >= 0 ? nlohmann::json(*table.winner) : nullptr}};
  out["result"] = {{"computed", computed},
                   {"claimed", claim(record.result)},
                   {"score_differs", table.score_differs},
                   {"winner_differs", table.winner_differs}};
  return out;
}

// `computed`: with --count-computed, a column of the matches each row counts at their computed
// score (in every format, so the mark is never lost).
void PrintStandings(const std::vector<StandingsGroup>& groups, const std::string& format,
                    bool grouped, bool computed) {
  if (format == "json") {
    for (const StandingsGroup& g : groups)
      for (const StandingsRow& r : g.rows) {
        nlohmann::ordered_json line = {
            {"game", g.game},           {"unit", g.unit},
            {"rank", r.rank},           {"tied", r.tied},
            {"name", r.name},           {"played", r.played},
            {"won", r.won},             {"lost", r.lost},
            {"points_for", r.points_for}, {"points_against", r.points_against},
            {"difference", r.Difference()}, {"unfinished", r.unfinished}};
        if (computed) line["computed"] = r.computed;
        fmt::print("{}\n", line.dump());
      }
    return;
  }
  if (format == "csv") {
    // RFC 4180 in every tool: CRLF ends each line (stats::FormatCsv does the same).
    fmt::print("game,unit,rank,tied,name,played,won,lost,points_for,points_against,difference,"
               "unfinished{}\r\n", computed ? ",computed" : "");
    for (const StandingsGroup& g : groups)
      for (const StandingsRow& r : g.rows)
        fmt::print("{},{},{},{},{},{},{},{},{},{},{},{}{}\r\n", CsvField(g.game),
                   CsvField(g.unit), r.rank, r.tied ? 1 : 0, CsvField(r.name, true), r.played,
                   r.won, r.lost, r.points_for, r.points_against, r.Difference(), r.unfinished,
                   computed ? fmt::format(",{}", r.computed) : std::string());
    return;
  }
  for (size_t i = 0; i < groups.size(); ++i) {
    const StandingsGroup& g = groups[i];
    if (grouped) fmt::print("{}{} ({})\n", i ? "\n" : "", TerminalSafe(g.game), g.unit);
    // Pad by display width, not bytes: names are often Greek, and may be decomposed or wide.
    size_t width = 4;
    std::vector<std::string> names;  // the user's text, shown escaped
    for (const StandingsRow& r : g.rows) names.push_back(TerminalSafe(r.name));
    for (const std::string& name : names) width = std::max(width, DisplayWidth(name));
    // The headings in the reader's language; a column is as wide as its English one, or as its
    // heading when a translation is longer.
    const std::string name = Localize("name");
    width = std::max(width, DisplayWidth(name));
    struct Column { std::string heading; size_t width; };
    std::vector<Column> columns;
    const std::pair<const char*, size_t> kColumns[] = {
        {REPLAY_N_("played"), 6}, {REPLAY_N_("won"), 4},     {REPLAY_N_("lost"), 4},
        {REPLAY_N_("for"), 7},    {REPLAY_N_("against"), 7}, {REPLAY_N_("diff"), 6},
        {REPLAY_N_("unfinished"), 10}, {REPLAY_N_("computed"), 8}};
    for (const auto& [heading, min] : kColumns) {
      if (!computed && std::string_view(heading) == "computed") continue;
      std::string text = Localize(heading);
      columns.push_back({text, std::max(min, DisplayWidth(text))});
    }
    const std::string rank_heading = Localize("rank");
    const size_t rank_width = std::max(size_t(4), DisplayWidth(rank_heading));
    auto line = [&](const std::string& rank, const std::string& who,
                    const std::vector<std::string>& cells) {
      std::string out = PadLeft(rank, rank_width) + "  " + PadRight(who, width) + " ";
      for (size_t c = 0; c < cells.size(); ++c)
        out += " " + PadLeft(cells[c], columns[c].width);
      fmt::print("{}\n", out);
    };
    std::vector<std::string> headings;
    for (const Column& c : columns) headings.push_back(c.heading);
    line(rank_heading, name, headings);
    for (size_t k = 0; k < g.rows.size(); ++k) {
      const StandingsRow& r = g.rows[k];
      // A shared rank reads "1=", as on a tournament's results sheet.
      const std::string rank = fmt::format("{}{}", r.rank, r.tied ? "=" : "");
      std::vector<std::string> cells = {
          fmt::format("{}", r.played),         fmt::format("{}", r.won),
          fmt::format("{}", r.lost),           fmt::format("{}", r.points_for),
          fmt::format("{}", r.points_against), fmt::format("{:+}", r.Difference()),
          fmt::format("{}", r.unfinished)};
      if (computed) cells.push_back(fmt::format("{}", r.computed));
      line(rank, names[k], cells);
    }
  }
}

}  // namespace

int ReplayScoreMain(int argc, char** argv) {
  CLI::App app{Localize("Replay recorded card games and print the computed scores."),
               "replay-score"};
  CommonOptions options;
  bool standings = false, count_computed = false;
  std::string by = "player", group_by, players_map_path;
  AddCommonOptions(app, options, {"text", "json", "csv", "svg"});
  app.get_option("--format")
      ->description(Localize(
          "Output format (svg: one document, a running-score chart per valid match, without "
          "--standings)"));
  AddJobsOption(app, options);
  CLI::Option* standings_flag = app.add_flag(
      "--standings", standings,
      Localize("Print a standings table over all matches instead of each match's scores"));
  app.add_option("--by", by, Localize("Standings per player or per pair (side)"))
      ->check(CLI::IsMember({"player", "pair"}))
      ->capture_default_str();
  app.add_option(
         "--group-by", group_by,
         Localize("Standings per game (and unit) instead of refusing to add up different games"))
      ->check(CLI::IsMember({"game"}))
      ->needs(standings_flag);
  app.add_flag(
         "--count-computed", count_computed,
         Localize("Count a match whose only errors are claims about results (hand results, totals, "
                  "match result) at its computed score, marked"))
      ->needs(standings_flag);
  app.add_option("--players-map", players_map_path,
                 Localize("Aliases for the standings: one 'alias<TAB>canonical name' a line"))
      ->check(CLI::ExistingFile)
      ->needs(standings_flag);
  options.more_inputs = {&players_map_path};
  if (auto code = Parse(app, argc, argv, options)) return *code;
  std::optional<PlayersMap> players_map;
  if (!players_map_path.empty()) {
    // A side file is input too, bounded like a record: a regular file (no FIFO to block on, no
    // /dev/zero to fill memory) of at most --max-record-bytes.
    std::string text;
    if (Message e = ReadRegularFile(players_map_path, options.limits.max_record_bytes, text);
        !e.empty()) {
      fmt::print(stderr, "replay-score: --players-map {}\n", TerminalSafe(e.Localized()));
      return kExitTrouble;
    }
    std::string error;
    players_map = PlayersMap::Parse(text, &error);
    if (!players_map) {
      fmt::print(stderr, "replay-score: --players-map {}: {}\n", TerminalSafe(players_map_path),
                 error);
      return kExitTrouble;
    }
  }
  if (options.format == "svg" && standings) {
    fmt::print(stderr, "replay-score: --format svg draws matches, not --standings\n");
    return kExitTrouble;
  }
  // svg: the figures of every valid match, written as one document once all are read.
  std::vector<chart::Figure> figures;
  Standings table(by == "pair" ? Standings::By::kPair : Standings::By::kPlayer,
                  players_map ? &*players_map : nullptr);

  bool any_invalid = false;
  const bool json = options.format == "json", csv = options.format == "csv";
  ReplayOptions replay_options;
  replay_options.overrides = &options.overrides;
  replay_options.want_results = true;
  // For the reconciliation view, and for the standings to tell a match whose only errors are
  // claims (ClaimsOnly) from one that can't be counted.
  replay_options.keep_invalid_outcome = true;
  if (csv && !standings && !options.quiet) PrintCsvHeader();
  // The last input's name, as JSON; one line's text.
  std::string input, input_json, line_text;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    ReplayInput(reader, replay_options, [&](const RecordReport& report) {
      const bool valid = report.valid() && report.outcome;
      if (!valid) any_invalid = true;
      if (standings) {
        const MatchOutcome* outcome = report.outcome ? &*report.outcome : nullptr;
        if (valid)
          table.Add(*report.record, *report.outcome);
        else if (count_computed && ClaimsOnly(report.diagnostics, outcome))
          table.AddComputed(report.input, report.index, *report.record, *report.outcome,
                            report.diagnostics);
        else
          table.LeaveOut(report.input, report.index, report.diagnostics, outcome);
        for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, false);
        return;
      }
      if (options.quiet) return;
      if (options.format == "svg") {
        for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, false);
        if (valid)
          figures.push_back(
              chart::MatchFigure(*report.record, *report.outcome, report.input, report.index));
        return;
      }
      if (json && valid) {
        // The same line as below, written straight (outcome_json.h: it is most of the output).
        if (input_json.empty() || report.input != input) {
          input = report.input;
          input_json = nlohmann::json(input).dump();
        }
        line_text.assign("{\"input\":").append(input_json);
        fmt::format_to(std::back_inserter(line_text), ",\"record\":{},\"valid\":true,\"hands\":",
                       report.index);
        AppendHandsJson(*report.outcome, line_text);
        line_text += ",\"result\":";
        AppendResultJson(*report.outcome, line_text);
        line_text += "}\n";
        fmt::print("{}", line_text);
        return;
      }
      if (!json)
        for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, false);
      std::optional<Reconciliation> reconciled;
      if (report.record && report.outcome)
        reconciled = Reconcile(*report.record, *report.outcome, report.diagnostics);
      if (json) {
        nlohmann::ordered_json line = {{"input", report.input}, {"record", report.index},
                                       {"valid", valid}};
        if (valid) {
          line["hands"] = HandsJson(*report.outcome);
          line["result"] = ResultJson(*report.outcome);
        } else {
          line["diagnostics"] = nlohmann::ordered_json::array();
          for (const Diagnostic& d : report.diagnostics)
            if (d.IsError()) line["diagnostics"].push_back(ToJson(d));
          line["reconciliation"] =
              reconciled ? ReconciliationJson(*report.record, *reconciled) : nullptr;
        }
        fmt::print("{}\n", line.dump());
        return;
      }
      if (!reconciled) return;
      if (!reconciled->complete) {
        // An illegal action (or a bad deal) leaves nothing to compute from there on.
        fmt::print(stderr, "replay-score: {}: {}\n", Localize("note"),
                   Tr("{} #{}: no computed table: {}", TerminalSafe(report.input), report.index,
                      reconciled->stopped_at >= 0
                          ? Tr("the replay stopped at hand {}", Ordinal(reconciled->stopped_at))
                          : Tr("the match could not be replayed")).Localized());
        return;
      }
      if (csv) PrintCsv(report, *reconciled);
      else if (valid) PrintTable(report, *reconciled);
      else PrintReconciliation(report, *reconciled);
    }, options.jobs);
  });
  if (standings) {
    const std::vector<StandingsGroup> groups = table.Groups();
    if (groups.size() > 1 && group_by.empty()) {
      // Points of different games (or units) can't be added up: a usage error, like a bad flag.
      std::string which;
      for (const StandingsGroup& g : groups)
        which += fmt::format("{}{} ({})", which.empty() ? "" : ", ", TerminalSafe(g.game), g.unit);
      fmt::print(stderr, "replay-score: {}\n",
                 Tr("--standings won't add up the totals of different games or units ({}); give "
                    "--group-by game for a table per game", which).Localized());
      return kExitTrouble;
    }
    if (!options.quiet) {
      PrintStandings(groups, options.format, !group_by.empty(), count_computed);
      if (!table.computed().empty())
        fmt::print(stderr, "replay-score: {}: {}\n", Localize("note"), ComputedNote(table));
      if (!table.left_out().empty()) fmt::print(stderr, "replay-score: {}: {}\n", Localize("note"), LeftOutNote(table));
    }
  }
  if (options.format == "svg" && !options.quiet)
    fmt::print("{}",
               chart::Document(figures.size() == 1
                                   ? figures.front().title
                                   : Tr("replay-score: {} matches", figures.size()).Localized(),
                               figures));
  if (!inputs_ok) return kExitTrouble;
  return any_invalid ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-score",
                              [&] { return replay::tools::ReplayScoreMain(argc, argv); });
}
