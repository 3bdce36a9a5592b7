// replay-diff: replays every record under two house-rule sets, A (its own rules, or --profile
// and --rules) and B (the record's rules under --against-profile and --against), and reports
// what B changes: legality (B's first illegal action), each hand's result field by field, the
// running totals and the winner. Text, NDJSON or CSV; exit 0 when nothing differs, 1 when
// something does, 2 on trouble. The comparison is libreplay/diff; this file only prints it.
#include <cstdio>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "core/numbering.h"
#include "core/text.h"
#include "engine/field_words.h"
#include "diff/diff.h"

namespace replay::tools {
namespace {

std::string Opt(const std::optional<Sides>& s) { return s ? s->Text() : "-"; }
std::string Opt(const std::optional<std::string>& s) { return s ? *s : "-"; }
std::string Winner(int side) {
  return side < 0 ? Localize("none (unfinished)") : Tr("side {}", side).Localized();
}

std::string ErrorText(const Diagnostic& d) {
  // The section is the record's key ("play", "auction"): shown as it is in every language.
  std::string where = d.pointer.empty() ? Localize("the record") : d.pointer;
  if (d.hand >= 0 && d.action >= 0)
    where += Tr(" (hand {}, {} {})", Ordinal(d.hand),
                d.section.empty() ? Tr("action") : Message(d.section), Ordinal(d.action))
                 .Localized();
  return Tr("{}{} at {}: {}", d.code, d.rule.empty() ? "" : " [" + d.rule + "]", where,
            d.text.empty() ? d.message : d.text.Localized()).Localized();
}

void PrintText(const RecordDiff& d) {
  std::string who;
  for (const std::string& p : d.players) who += (who.empty() ? "" : ", ") + p;
  fmt::print("{} #{}: {}{}\n", d.input, d.index, d.game.empty() ? "?" : d.game,
             who.empty() ? "" : " (" + who + ")");
  if (!d.Differs()) {
    if (d.compared()) fmt::print("  {}\n", Localize("same under A and B"));
    else fmt::print("  {}\n", Tr("illegal under A and B: {}", ErrorText(*d.error_b)).Localized());
    return;
  }
  auto verdict = [](const std::optional<Diagnostic>& error) {
    return error ? Tr("illegal: {}", ErrorText(*error)).Localized() : Localize("legal");
  };
  fmt::print("  A: {}\n", verdict(d.error_a));
  fmt::print("  B: {}\n", verdict(d.error_b));
  for (const HandDiff& h : d.hands) {
    if (!h.Changed()) continue;
    auto yes = [](bool b) { return b ? Tr("yes") : Tr("no"); };
    std::vector<std::string> changes;  // joined by kSeparator: "; " is a question mark in Greek
    if (h.scored_a != h.scored_b)
      changes.push_back(Tr("scored {} -> {}", yes(h.scored_a), yes(h.scored_b)).Localized());
    for (const FieldDiff& f : h.fields)
      changes.push_back(fmt::format("{} {} -> {}", FieldWord(f.key), Opt(f.a), Opt(f.b)));
    if (h.added_a != h.added_b)
      changes.push_back(Tr("added {} -> {}", Opt(h.added_a), Opt(h.added_b)).Localized());
    changes.push_back(Tr("total {} -> {}", Opt(h.total_a), Opt(h.total_b)).Localized());
    fmt::print("  {}: {}\n", Tr("hand {}", Ordinal(h.hand)).Localized(),
               fmt::join(changes, kSeparator));
  }
  if (d.compared()) {
    fmt::print("  {}\n", Tr("score: {} -> {}{}", Opt(d.score_a), Opt(d.score_b),
                           d.score_a == d.score_b ? Tr(" (same)") : Message()).Localized());
    fmt::print("  {}\n", Tr("winner: {} -> {}{}", Winner(d.winner_a), Winner(d.winner_b),
                           d.winner_changed() ? Tr(" (changed)") : Tr(" (same)")).Localized());
  }
}

// A ValueText (JSON text) as JSON; a missing value as null.
nlohmann::ordered_json J(const std::optional<std::string>& text) {
  return text ? nlohmann::ordered_json::parse(*text) : nlohmann::ordered_json();
}
nlohmann::ordered_json J(const std::optional<Sides>& s) {
  return s ? nlohmann::ordered_json::parse(s->Text()) : nlohmann::ordered_json();
}
nlohmann::ordered_json Pair(nlohmann::ordered_json a, nlohmann::ordered_json b) {
  return {{"a", std::move(a)}, {"b", std::move(b)}};
}

void PrintJson(const RecordDiff& d) {
  auto error = [](const std::optional<Diagnostic>& e) {
    return e ? ToJson(*e) : nlohmann::ordered_json();
  };
  nlohmann::ordered_json line = {
      {"input", d.input},
      {"record", d.index},
      {"game", d.game.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(d.game)},
      {"differs", d.Differs()},
      {"legal", Pair(d.legal_a(), d.legal_b())},
      {"error", Pair(error(d.error_a), error(d.error_b))}};
  nlohmann::ordered_json hands = nlohmann::ordered_json::array();
  for (const HandDiff& h : d.hands) {
    if (!h.Changed()) continue;
    nlohmann::ordered_json fields = nlohmann::ordered_json::object();
    for (const FieldDiff& f : h.fields) fields[f.key] = Pair(J(f.a), J(f.b));
    hands.push_back({{"hand", h.hand},
                     {"scored", Pair(h.scored_a, h.scored_b)},
                     {"fields", fields},
                     {"added", Pair(J(h.added_a), J(h.added_b))},
                     {"total", Pair(J(h.total_a), J(h.total_b))}});
  }
  line["hands"] = hands;  // only the hands whose own result changes
  if (d.compared()) {
    line["score"] = Pair(J(d.score_a), J(d.score_b));
    line["winner"] = Pair(d.winner_a, d.winner_b);
  }
  line["changed"] = {{"legality", d.legality_changed()},
                     {"hands", d.some_hand_changed()},
                     {"score", d.score_changed()},
                     {"winner", d.winner_changed()}};
  fmt::print("{}\n", line.dump());
}

// RFC 4180 with CRLF, as every tool writes CSV; a field is quoted when it needs to be.
std::string Csv(const std::string& s) {
  if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// One row per difference (records that don't differ have none): what is `legal`, `error`,
// a result field's key, `added` or `total` of a hand, `score` or `winner` of the match.
void PrintCsv(const RecordDiff& d) {
  auto row = [&](std::string hand, const std::string& what, const std::string& a,
                 const std::string& b) {
    fmt::print("{},{},{},{},{},{},{}\r\n", Csv(d.input), d.index, Csv(d.game), hand, Csv(what),
               Csv(a), Csv(b));
  };
  auto error = [](const std::optional<Diagnostic>& e) { return e ? ErrorText(*e) : ""; };
  if (d.legality_changed()) {
    row("", "legal", d.legal_a() ? "true" : "false", d.legal_b() ? "true" : "false");
    row("", "error", error(d.error_a), error(d.error_b));
  }
  for (const HandDiff& h : d.hands) {
    if (!h.Changed()) continue;
    for (const FieldDiff& f : h.fields)
      row(std::to_string(Ordinal(h.hand)), f.key, Opt(f.a), Opt(f.b));
    if (h.added_a != h.added_b)
      row(std::to_string(Ordinal(h.hand)), "added", Opt(h.added_a), Opt(h.added_b));
    if (h.total_a != h.total_b)
      row(std::to_string(Ordinal(h.hand)), "total", Opt(h.total_a), Opt(h.total_b));
  }
  if (d.compared() && d.score_a != d.score_b) row("", "score", Opt(d.score_a), Opt(d.score_b));
  if (d.winner_changed())
    row("", "winner", std::to_string(d.winner_a), std::to_string(d.winner_b));
}

}  // namespace

int ReplayDiffMain(int argc, char** argv) {
  CLI::App app{
      Localize("Replay records under two house-rule sets and report what the second changes."),
      "replay-diff"};
  CommonOptions options;
  std::vector<std::string> against;
  std::string against_profile;
  AddCommonOptions(app, options, {"text", "json", "csv"});
  AddJobsOption(app, options);
  app.get_option("--rules")->description(Localize(
      "Rule set A: override a variant option, as key=value (repeatable); wins over --profile"));
  app.get_option("--profile")
      ->description(
          Localize("Rule set A: a house-rule profile (game/name, name, or a .json file)"));
  auto* b = app.add_option_group(Localize("rule set B"),
                                 Localize("The rules to compare against (one at least)"));
  b->add_option(
       "--against", against,
       Localize("Rule set B: the record's rules with this option, as key=value (repeatable); "
                "wins over --against-profile"))
      ->type_name("KEY=VALUE")
      ->take_all()
      ->allow_extra_args(false);
  b->add_option("--against-profile", against_profile,
                Localize("Rule set B: the record's rules under this profile (game/name, name, or a "
                         ".json file); it applies to the records of its game only"))
      ->type_name("NAME|FILE")
      ->check(ProfileValidator(app.get_name()));
  if (auto code = Parse(app, argc, argv, options)) return *code;
  if (against.empty() && against_profile.empty()) {
    fmt::print(stderr, "replay-diff: {}\n{}\n",
               Localize("give rule set B with --against or --against-profile"),
               Localize("Run with --help for more information."));
    return kExitTrouble;
  }
  RuleOverrides b_overrides;  // B starts from each record's own rules, not from A's overrides
  std::string b_game;         // the game of B's profile: it applies to that game's records only
  if (!against_profile.empty())
    if (std::string e = LoadProfile(app.get_name(), against_profile, b_overrides, &b_game);
        !e.empty()) {
      fmt::print(stderr, "replay-diff: {}\n", e);
      return kExitTrouble;
    }
  for (const std::string& kv : against)
    if (std::string e = b_overrides.Add(kv); !e.empty()) {
      // RuleOverrides words its message for --rules; here the option was --against.
      if (size_t at = e.find("--rules"); at != std::string::npos) e.replace(at, 7, "--against");
      fmt::print(stderr, "replay-diff: {}\n", e);
      return kExitTrouble;
    }

  long records = 0, compared = 0, hands = 0, illegal_a = 0, becomes_illegal = 0,
       becomes_legal = 0, hand_score_changed = 0, hands_changed = 0, score_changed = 0,
       winner_changed = 0, differ = 0, of_b_game = 0;
  if (options.format == "csv" && !options.quiet)
    fmt::print("input,record,game,hand,what,a,b\r\n");
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    DiffInput(reader, RuleSet{&options.overrides}, RuleSet{&b_overrides},
              [&](const RecordDiff& d) {
                ++records;
                if (d.game == b_game) ++of_b_game;
                if (!d.legal_a()) ++illegal_a;
                if (d.legal_a() && !d.legal_b()) ++becomes_illegal;
                if (!d.legal_a() && d.legal_b()) ++becomes_legal;
                if (d.compared()) {
                  ++compared;
                  hands += long(d.hands.size());
                }
                if (d.some_hand_changed()) ++hand_score_changed;
                hands_changed += d.hands_changed();
                if (d.score_changed()) ++score_changed;
                if (d.winner_changed()) ++winner_changed;
                if (d.Differs()) ++differ;
                if (options.quiet) return;
                if (options.format == "json") PrintJson(d);
                else if (options.format == "csv") PrintCsv(d);
                else PrintText(d);
              }, options.jobs);
  });
  if (!options.quiet)
    PrintSummary(
        "replay-diff", options.format == "json",
        {{"records", records}, {"compared", compared}, {"hands", hands},
         {"illegal_under_a", illegal_a}, {"become_illegal", becomes_illegal},
         {"become_legal", becomes_legal}, {"hand_score_changed", hand_score_changed},
         {"hands_changed", hands_changed}, {"score_changed", score_changed},
         {"winner_changed", winner_changed},
         {"differ", differ}},
        // Counts with their noun, singular or plural, each its own msgid (as replay-validate's).
        Tr("{}, {} compared ({}); {} illegal under A; {} illegal under B, {} legal; {} change "
           "a hand's score ({}), {} change the final score, {} change winner",
           records == 1 ? Tr("{} record", records) : Tr("{} records", records), compared,
           hands == 1 ? Tr("{} hand", hands) : Tr("{} hands", hands), illegal_a,
           becomes_illegal == 1 ? Tr("{} becomes", becomes_illegal)
                                : Tr("{} become", becomes_illegal),
           becomes_legal, hand_score_changed,
           hands_changed == 1 ? Tr("{} hand", hands_changed) : Tr("{} hands", hands_changed),
           score_changed, winner_changed).Localized());
  // "Same under A and B" would mislead when B's profile never applied.
  if (!b_game.empty() && of_b_game == 0 && records > 0 && !options.quiet)
    fmt::print(stderr, "replay-diff: {}: {}\n", Localize("note"),
               Tr("profile {} applies to {} records only; none was read", against_profile, b_game)
                   .Localized());
  if (!inputs_ok) return kExitTrouble;
  return differ > 0 ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-diff",
                              [&] { return replay::tools::ReplayDiffMain(argc, argv); });
}
