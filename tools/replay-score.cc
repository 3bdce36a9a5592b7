// replay-score: replays records and prints the computed results per hand and per match, as an
// aligned table or as NDJSON (one line per record, shapes exactly those of the notation).
#include <algorithm>
#include <cstdio>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "core/seat.h"
#include "core/text.h"
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

// "cards 21/31, xeri 1/1": every per-side field but points; other fields as they are.
std::string Details(const nlohmann::json& hand) {
  std::string out;
  for (auto& [key, value] : hand.items()) {
    if (key == "points") continue;
    std::string text;
    if (value.is_array()) {
      for (auto& v : value) text += (text.empty() ? "" : "/") + v.dump();
    } else {
      text = value.is_string() ? TerminalSafe(value.get<std::string>()) : value.dump();
    }
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", key, text);
  }
  return out;
}

std::string Row(const nlohmann::json& values) {
  std::string out;
  for (auto& v : values) out += fmt::format("{:>5}", v.dump());
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
  // The running total adds what each hand gave the match (its facts' "points": games in 3- and
  // 4-player Tute, written tens in Pilotta), which may differ from the hand's own points.
  std::vector<long> totals(size_t(sides), 0);
  for (size_t h = 0; h < outcome.hands.size(); ++h) {
    const nlohmann::json& hand = outcome.hands[h];
    if (hand.is_null()) {
      fmt::print("{:>5}  {:<{}}\n", h, "(partial, not scored)", sides * 10 + 2);
      continue;
    }
    const nlohmann::json& points = hand.contains("points") ? hand["points"] : hand["score"];
    const nlohmann::json* added = &points;
    if (h < outcome.facts.size() && outcome.facts[h].is_object() &&
        outcome.facts[h].contains("points"))
      added = &outcome.facts[h]["points"];
    for (int s = 0; s < sides && s < int(added->size()); ++s)
      totals[size_t(s)] += (*added)[size_t(s)].is_number_integer() ? (*added)[size_t(s)].get<long>() : 0;
    fmt::print("{:>5}  {}  {}  {}\n", h, Row(points), Row(nlohmann::json(totals)), Details(hand));
  }
  const nlohmann::json& result = outcome.result;
  if (result.contains("score")) {
    fmt::print("result: {}", Row(result["score"]));
    if (result.contains("winner")) {
      int w = result["winner"].get<int>();
      fmt::print(", winner side {} ({})\n\n", w, SideNames(record, w));
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
    fmt::print("rank,name,played,won,lost,points_for,points_against,difference,unfinished\n");
    for (size_t i = 0; i < rows.size(); ++i) {
      const StandingsRow& r = rows[i];
      fmt::print("{},{},{},{},{},{},{},{},{}\n", i + 1, CsvField(r.name, true), r.played, r.won, r.lost,
                 r.points_for, r.points_against, r.Difference(), r.unfinished);
    }
    return;
  }
  // Pad by characters, not bytes: names are often Greek.
  auto chars = [](const std::string& s) {
    return size_t(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
  };
  size_t width = 4;
  std::vector<std::string> names;  // the user's text, shown escaped
  for (const StandingsRow& r : rows) names.push_back(TerminalSafe(r.name));
  for (const std::string& name : names) width = std::max(width, chars(name));
  fmt::print("{:>4}  {:<{}}  {:>6} {:>4} {:>4} {:>7} {:>7} {:>6} {:>10}\n", "rank", "name", width,
             "played", "won", "lost", "for", "against", "diff", "unfinished");
  for (size_t i = 0; i < rows.size(); ++i) {
    const StandingsRow& r = rows[i];
    fmt::print("{:>4}  {}{}  {:>6} {:>4} {:>4} {:>7} {:>7} {:>+6} {:>10}\n", i + 1, names[i],
               std::string(width - chars(names[i]), ' '), r.played, r.won, r.lost,
               r.points_for, r.points_against, r.Difference(), r.unfinished);
  }
}

}  // namespace

int ReplayScoreMain(int argc, char** argv) {
  CLI::App app{"Replay recorded card games and print the computed scores.", "replay-score"};
  CommonOptions options;
  bool standings = false;
  std::string by = "player";
  AddCommonOptions(app, options, {"text", "json", "csv"});
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
  Standings table(by == "pair" ? Standings::By::kPair : Standings::By::kPlayer);

  bool any_invalid = false;
  const bool json = options.format == "json";
  ReplayOptions replay_options;
  replay_options.overrides = &options.overrides;
  replay_options.want_results = true;
  replay_options.want_facts = true;  // what each hand adds to the match, for the running total
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    ReplayInput(reader, replay_options, [&](const RecordReport& report) {
      bool valid = report.valid() && report.outcome;
      if (!valid) any_invalid = true;
      if (standings) {
        if (valid) table.Add(*report.record, *report.outcome);
        if (!options.quiet)
          for (const Diagnostic& d : report.diagnostics) fmt::print(stderr, "{}\n", FormatText(d));
        return;
      }
      if (options.quiet) return;
      if (json) {
        nlohmann::ordered_json line = {{"input", report.input}, {"record", report.index},
                                       {"valid", valid}};
        if (valid) {
          line["hands"] = report.outcome->hands;
          line["result"] = report.outcome->result;
        } else {
          line["diagnostics"] = nlohmann::ordered_json::array();
          for (const Diagnostic& d : report.diagnostics)
            if (d.IsError()) line["diagnostics"].push_back(ToJson(d));
        }
        fmt::print("{}\n", line.dump());
        return;
      }
      for (const Diagnostic& d : report.diagnostics) fmt::print(stderr, "{}\n", FormatText(d));
      if (valid) PrintTable(report);
    });
  });
  if (standings && !options.quiet) PrintStandings(table.Rows(), options.format);
  if (!inputs_ok) return kExitTrouble;
  return any_invalid ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-score",
                              [&] { return replay::tools::ReplayScoreMain(argc, argv); });
}
