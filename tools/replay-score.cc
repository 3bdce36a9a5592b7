// replay-score: replays records and prints the computed results per hand and per match, as an
// aligned table or as NDJSON (one line per record, shapes exactly those of the notation).
#include <algorithm>
#include <cstdio>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "chart/match.h"
#include "common/tool_app.h"
#include "core/seat.h"
#include "core/text.h"
#include "engine/outcome_json.h"
#include "engine/replay.h"
#include "score/standings.h"

namespace replay::tools {
namespace {

std::string SideNames(const Record& record, int side) {
  int n = int(record.players.size());
  std::string names;
  for (int s = 0; s < n; ++s)
    if (SideOf(s, n) == side)
      names += fmt::format("{}{}", names.empty() ? "" : " & ", TerminalSafe(record.PlayerName(s)));
  return names;
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
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", key, text);
  }
  return out;
}

std::string Row(const Sides& values) {
  std::string out;
  for (int s = 0; s < values.count; ++s) out += fmt::format("{:>5}", values[s]);
  return out;
}

void PrintTable(const RecordReport& report) {
  const Record& record = *report.record;
  const MatchOutcome& outcome = *report.outcome;
  int sides = NumSides(int(record.players.size()));
  fmt::print("{} #{}: {}", TerminalSafe(report.input), report.index, TerminalSafe(record.game));
  for (int s = 0; s < sides; ++s)
    fmt::print("{} side {}: {}", s == 0 ? "," : ";", s, SideNames(record, s));
  fmt::print("\n{:>5}  {:<{}}  {:<{}}  {}\n", "hand", "points", sides * 5, "total", sides * 5,
             "details");
  // The running total adds what each hand gave the match (games in 3- and 4-player Tute,
  // written tens in Pilotta), which may differ from the hand's own points.
  Sides totals = Sides::Zero(sides);
  for (size_t h = 0; h < outcome.hands.size(); ++h) {
    const HandOutcome& hand = outcome.hands[h];
    if (!hand.result) {
      fmt::print("{:>5}  {:<{}}\n", h, "(partial, not scored)", sides * 10 + 2);
      continue;
    }
    const Value* points = hand.result->Find("points");
    const Sides shown = points && std::holds_alternative<Sides>(*points) ? std::get<Sides>(*points)
                                                                        : Sides::Zero(sides);
    if (hand.added)
      for (int s = 0; s < sides && s < hand.added->count; ++s) totals[s] += (*hand.added)[s];
    fmt::print("{:>5}  {}  {}  {}\n", h, Row(shown), Row(totals), Details(*hand.result));
  }
  if (outcome.score) {
    fmt::print("result: {}", Row(*outcome.score));
    if (outcome.winner >= 0) {
      fmt::print(", winner side {} ({})\n\n", outcome.winner, SideNames(record, outcome.winner));
    } else {
      fmt::print(", unfinished\n\n");
    }
  }
}

void PrintStandings(const std::vector<StandingsRow>& rows, const std::string& format) {
  if (format == "json") {
    for (const StandingsRow& r : rows) {
      nlohmann::ordered_json line = {
          {"name", r.name},           {"played", r.played},
          {"won", r.won},             {"lost", r.lost},
          {"points_for", r.points_for}, {"points_against", r.points_against},
          {"difference", r.Difference()}, {"unfinished", r.unfinished}};
      fmt::print("{}\n", line.dump());
    }
    return;
  }
  if (format == "csv") {
    // RFC 4180 in every tool: CRLF ends each line (stats::FormatCsv does the same).
    fmt::print("rank,name,played,won,lost,points_for,points_against,difference,unfinished\r\n");
    for (size_t i = 0; i < rows.size(); ++i) {
      const StandingsRow& r = rows[i];
      fmt::print("{},{},{},{},{},{},{},{},{}\r\n", i + 1, CsvField(r.name, true), r.played, r.won,
                 r.lost,
                 r.points_for, r.points_against, r.Difference(), r.unfinished);
    }
    return;
  }
  // Pad by display width, not bytes: names are often Greek, and may be decomposed or wide.
  size_t width = 4;
  std::vector<std::string> names;  // the user's text, shown escaped
  for (const StandingsRow& r : rows) names.push_back(TerminalSafe(r.name));
  for (const std::string& name : names) width = std::max(width, DisplayWidth(name));
  fmt::print("{:>4}  {:<{}}  {:>6} {:>4} {:>4} {:>7} {:>7} {:>6} {:>10}\n", "rank", "name", width,
             "played", "won", "lost", "for", "against", "diff", "unfinished");
  for (size_t i = 0; i < rows.size(); ++i) {
    const StandingsRow& r = rows[i];
    fmt::print("{:>4}  {}  {:>6} {:>4} {:>4} {:>7} {:>7} {:>+6} {:>10}\n", i + 1,
               PadRight(names[i], width), r.played, r.won, r.lost,
               r.points_for, r.points_against, r.Difference(), r.unfinished);
  }
}

}  // namespace

int ReplayScoreMain(int argc, char** argv) {
  CLI::App app{"Replay recorded card games and print the computed scores.", "replay-score"};
  CommonOptions options;
  bool standings = false;
  std::string by = "player";
  AddCommonOptions(app, options, {"text", "json", "csv", "svg"});
  app.get_option("--format")->description(
      "Output format (csv with --standings only; svg: one document, a running-score chart per "
      "valid match, without --standings)");
  app.add_flag("--standings", standings,
               "Print a standings table over all matches instead of each match's scores");
  app.add_option("--by", by, "Standings per player or per pair (side)")
      ->check(CLI::IsMember({"player", "pair"}))
      ->capture_default_str();
  if (auto code = Parse(app, argc, argv, options)) return *code;
  if (options.format == "csv" && !standings) {
    fmt::print(stderr, "replay-score: --format csv goes with --standings\n");
    return kExitTrouble;
  }
  if (options.format == "svg" && standings) {
    fmt::print(stderr, "replay-score: --format svg draws matches, not --standings\n");
    return kExitTrouble;
  }
  // svg: the figures of every valid match, written as one document once all are read.
  std::vector<chart::Figure> figures;
  Standings table(by == "pair" ? Standings::By::kPair : Standings::By::kPlayer);

  bool any_invalid = false;
  const bool json = options.format == "json";
  ReplayOptions replay_options;
  replay_options.overrides = &options.overrides;
  replay_options.want_results = true;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    ReplayInput(reader, replay_options, [&](const RecordReport& report) {
      bool valid = report.valid() && report.outcome;
      if (!valid) any_invalid = true;
      if (standings) {
        if (valid) table.Add(*report.record, *report.outcome);
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
        }
        fmt::print("{}\n", line.dump());
        return;
      }
      for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, false);
      if (valid) PrintTable(report);
    });
  });
  if (standings && !options.quiet) PrintStandings(table.Rows(), options.format);
  if (options.format == "svg" && !options.quiet)
    fmt::print("{}", chart::Document(figures.size() == 1 ? figures.front().title
                                                         : fmt::format("replay-score: {} matches",
                                                                       figures.size()),
                                     figures));
  if (!inputs_ok) return kExitTrouble;
  return any_invalid ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-score",
                              [&] { return replay::tools::ReplayScoreMain(argc, argv); });
}
