// replay-review: the double-dummy review of the card play of Bourlot, Pilotta and Tute hands —
// each card's value before and after it from the mover's side, its cost and the best cards — and,
// for Diloti, each move beside the legal captures and what they would have taken at once
// (missed xeri, missed points); with a summary per hand and figures per player, as NDJSON, as
// text (review/annotate.h), or as a page that steps through each match (review/page.h).
#include <map>
#include <optional>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "belote/belote.h"
#include "common/tool_app.h"
#include "core/numbering.h"
#include "core/text.h"
#include "engine/replay.h"
#include "review/annotate.h"
#include "review/dd_table.h"
#include "review/page.h"
#include "review/record_review.h"

namespace replay::tools {
namespace {

nlohmann::ordered_json CardList(const std::vector<Card>& cards, Deck deck) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (Card c : cards) out.push_back(CardCode(c, deck));
  return out;
}

// What the output keeps: every move, or (--mistakes) only those graded at least `least`, and
// each move's grade on the record's game's thresholds.
struct Selection {
  const review::Thresholds* grades = nullptr;
  std::optional<review::Grade> least;  // --mistakes
  bool Keeps(review::Grade g) const { return !least || g >= *least; }
};

nlohmann::ordered_json GradeJson(review::Grade g) {
  return g == review::Grade::kNone ? nlohmann::ordered_json(nullptr)
                                   : nlohmann::ordered_json(review::GradeName(g));
}

// One line per card, then the hand's line (not with --mistakes).
void PrintHand(const RecordReport& report, const review::ReviewedHand& reviewed,
               const Selection& selection) {
  const Record& record = *report.record;
  const size_t h = reviewed.hand;
  const review::HandReview& hand = *reviewed.trick;
  for (size_t k = 0; k < hand.cards.size(); ++k) {
    const solver::CardCost& c = hand.cards[k];
    const review::Grade grade = selection.grades->Of(c.cost);
    if (!selection.Keeps(grade)) continue;
    nlohmann::ordered_json line = {{"type", "move"},
                                   {"input", report.input},
                                   {"record", report.index},
                                   {"hand", h},
                                   {"move", review::ActionIndex(record, reviewed, k)},
                                   {"seat", c.seat},
                                   {"player", record.PlayerName(c.seat)},
                                   {"card", CardCode(c.card, hand.deck)},
                                   {"before", c.before},
                                   {"after", c.after},
                                   {"cost", c.cost},
                                   {"grade", GradeJson(grade)},
                                   {"best", CardList(c.best, hand.deck)}};
    fmt::print("{}\n", line.dump());
  }
  if (selection.least) return;
  nlohmann::ordered_json line = {{"type", "hand"},          {"input", report.input},
                                 {"record", report.index},  {"hand", h},
                                 {"cards", hand.cards.size()}, {"value", hand.value},
                                 {"points", hand.points},   {"cost", hand.cost}};
  if (hand.first_trick > 0) line["first_trick"] = hand.first_trick;
  fmt::print("{}\n", line.dump());
}

nlohmann::ordered_json TakeJson(const Take& t) {
  // The move as the notation writes it: a JSON value, not a string of JSON.
  return {{"move", nlohmann::ordered_json::parse(t.move)},
          {"cards", t.cards},
          {"points", t.points},
          {"xeri", t.xeri}};
}

// One line per Diloti move.
void PrintTakes(const RecordReport& report, const review::ReviewedHand& hand,
                const Selection& selection) {
  for (size_t k = 0; k < hand.verdicts.size(); ++k) {
    const TakeChoice& c = (*hand.choices)[k];
    const review::TakeVerdict& verdict = hand.verdicts[k];
    const review::Grade grade = selection.grades->Of(verdict.cost);
    if (!selection.Keeps(grade)) continue;
    nlohmann::ordered_json captures = nlohmann::ordered_json::array();
    for (const Take& t : c.captures) captures.push_back(TakeJson(t));
    nlohmann::ordered_json line = {{"type", "take"},
                                   {"input", report.input},
                                   {"record", report.index},
                                   {"hand", hand.hand},
                                   {"move", k},
                                   {"seat", c.seat},
                                   {"player", report.record->PlayerName(c.seat)},
                                   {"played", TakeJson(c.played)},
                                   {"captures", captures},
                                   {"builds", c.builds},
                                   {"missed_xeri", verdict.missed_xeri},
                                   {"missed_points", verdict.missed_points},
                                   {"cost", verdict.cost},
                                   {"grade", GradeJson(grade)}};
    fmt::print("{}\n", line.dump());
  }
}

void PrintPlayers(const review::PlayerTotals& totals) {
  for (const auto& [name, f] : totals.Players()) {
    nlohmann::ordered_json line = {{"type", "player"}, {"name", name}};
    if (f.cards > 0) {
      const stats::Interval ci = f.OptimalInterval();
      line["cards"] = f.cards;
      line["optimal"] = f.optimal;
      line["optimal_share"] = f.OptimalShare();
      line["low"] = ci.low;
      line["high"] = ci.high;
      line["cost"] = f.cost;
      line["mean_cost"] = f.MeanCost();
    }
    if (f.moves > 0) {
      line["moves"] = f.moves;
      line["xeri_chances"] = f.xeri_chances;
      line["missed_xeri"] = f.missed_xeri;
      line["missed_points"] = f.missed_points;
    }
    line["inaccuracies"] = f.graded[size_t(review::Grade::kInaccuracy)];
    line["mistakes"] = f.graded[size_t(review::Grade::kMistake)];
    line["blunders"] = f.graded[size_t(review::Grade::kBlunder)];
    fmt::print("{}\n", line.dump());
  }
}

// --format text: a line per reviewed move, one per hand (not with --mistakes), then one per
// player. People's numbers count from 1: "hand 1, move 9" is the move that leads to the review
// page's "hand 1, move 9" (the board after 9 actions, auction calls included).
void PrintTextHand(const RecordReport& report, const review::ReviewedHand& hand,
                   const HandOutcome& outcome, const Selection& selection) {
  const Record& record = *report.record;
  const auto line = [&](size_t k, const std::string& note) {
    fmt::print("{}\n", Tr("{}, record {}, hand {}, move {}: {}", TerminalSafe(report.input),
                           report.index + 1, Ordinal(long(hand.hand)),
                           Ordinal(long(review::ActionIndex(record, hand, k))), note)
                           .Localized());
  };
  for (size_t k = 0; k < hand.Size(); ++k) {
    const review::Grade grade = selection.grades->Of(hand.Cost(k));
    if (!selection.Keeps(grade)) continue;
    if (hand.trick) line(k, review::CardNote(record, hand.trick->cards[k], hand.trick->deck, grade));
    else line(k, review::TakeNote(record, (*hand.choices)[k], grade));
  }
  if (selection.least) return;
  const std::string summary =
      hand.trick ? review::HandNote(*hand.trick) : review::TakesNote(*outcome.takes);
  fmt::print("{}\n", Tr("{}, record {}, hand {}: {}", TerminalSafe(report.input),
                         report.index + 1, Ordinal(long(hand.hand)), summary)
                         .Localized());
}

// "--mistakes" takes an optional grade, so it must not swallow the file after it (CLI11 would:
// an option with an optional value takes the next word): a bare --mistakes, not followed by a
// grade's name, is given its default here, before the parser sees it.
std::vector<std::string> MistakesDefaulted(int argc, char** argv) {
  std::vector<std::string> args(argv, argv + argc);
  for (size_t i = 1; i < args.size() && args[i] != "--"; ++i)
    if (args[i] == "--mistakes" && (i + 1 == args.size() || !review::ParseGrade(args[i + 1])))
      args[i] = "--mistakes=mistake";
  return args;
}

// The contract's side of hand `h` (its facts), when known.
std::optional<int> BiddingSide(const HandOutcome& hand) {
  if (!hand.facts || !hand.facts->contract || !hand.facts->contract->side) return std::nullopt;
  return int(*hand.facts->contract->side);
}

// --dd-table: the deal's double-dummy table, a JSON line or a text line.
void PrintDdTable(const RecordReport& report, size_t h, const HandOutcome& hand,
                  solver::Solver& solver, bool json) {
  const review::DdTable table = review::DoubleDummyTable(*hand.play, solver);
  const std::optional<int> side = BiddingSide(hand);
  if (!json) {
    // The record's index as the other outputs name it; the hand a person's number (from 1).
    fmt::print("{} #{} {}: {}\n", TerminalSafe(report.input), report.index,
               Tr("hand {}", Ordinal(long(h))).Localized(),
               review::DdTableNote(table, hand.play->trump, side, hand.play->made));
    return;
  }
  nlohmann::ordered_json points;
  for (int suit = 0; suit < 4; ++suit)
    points[std::string(1, SuitLetter(suit, belote::kDeck))] = table.points[size_t(suit)];
  nlohmann::ordered_json line = {{"type", "dd_table"},
                                 {"input", report.input},
                                 {"record", report.index},
                                 {"hand", h},
                                 {"leader", hand.play->leader},
                                 {"trump", std::string(1, SuitLetter(hand.play->trump, belote::kDeck))},
                                 {"side", side ? nlohmann::ordered_json(*side) : nullptr},
                                 {"points", points},
                                 {"makeable", table.makeable ? nlohmann::ordered_json(*table.makeable)
                                                             : nullptr},
                                 {"made", hand.play->made}};
  fmt::print("{}\n", line.dump());
}

}  // namespace

int ReplayReviewMain(int argc_in, char** argv_in) {
  std::vector<std::string> arg_text = MistakesDefaulted(argc_in, argv_in);
  std::vector<char*> arg_ptrs;
  for (std::string& a : arg_text) arg_ptrs.push_back(a.data());
  const int argc = int(arg_ptrs.size());
  char** argv = arg_ptrs.data();
  CLI::App app{Localize("Review the card play of Bourlot, Pilotta and Tute hands double-dummy "
                        "(each card's cost in points against best play by all) and the captures "
                        "of Diloti hands (missed xeri and points)."),
               "replay-review"};
  CommonOptions options;
  options.format = "json";
  bool no_players = false;
  AddCommonOptions(app, options, {"json", "text", "html"});
  app.get_option("--format")
      ->description(
          Localize("Output format: NDJSON (json), a line per move, hand and player (text), or one "
                   "self-contained HTML page stepping through every valid match (html)"));
  app.add_flag("--no-players", no_players, Localize("Leave out the per-player lines at the end"));
  std::string mistakes;
  CLI::Option* mistakes_option =
      app.add_option("--mistakes", mistakes,
                     Localize("Only the moves graded GRADE or worse (inaccuracy, mistake, "
                              "blunder, or mistake when none is given), with their best "
                              "alternatives"))
          ->expected(0, 1)
          ->type_name("[GRADE]")
          ->check(CLI::IsMember({"inaccuracy", "mistake", "blunder"}));
  review::GradeScale grades;
  std::vector<std::string> thresholds;
  app.add_option("--thresholds", thresholds,
                 Localize("A game's lowest cost of an inaccuracy, a mistake and a blunder, as "
                          "GAME=I,M,B (e.g. pilotta=5,15,30, repeatable)"))
      ->type_name("GAME=I,M,B")
      ->check(CLI::Validator(
          [](std::string& spec) { return review::GradeScale().Override(spec).value_or(""); },
          "", "thresholds"));
  bool dd_table = false;
  app.add_flag("--dd-table", dd_table,
               Localize("Instead of the review, each Bourlot and Pilotta deal's double-dummy "
                        "table: for each trump suit, the trick points each side takes with best "
                        "play from the first lead (json, text)"));
  // The page steps through the review: it has no place for the tables.
  app.callback([&] {
    if (dd_table && options.format == "html")
      throw CLI::ValidationError("--dd-table",
                                 Localize("is printed as json or text, not html"));
  });
  if (auto code = Parse(app, argc, argv, options)) return *code;
  for (const std::string& spec : thresholds) grades.Override(spec);
  Selection selection;
  if (mistakes_option->count() > 0)
    selection.least = review::ParseGrade(mistakes.empty() ? "mistake" : mistakes);

  ReplayOptions replay_options;
  replay_options.overrides = &options.overrides;
  replay_options.want_play = true;
  replay_options.want_facts = dd_table;  // the contract's side
  review::Solvers solvers;  // one table per game for all, reset per deal
  review::PlayerTotals totals;
  const bool json = options.format == "json", text = options.format == "text";
  // The page goes out as it is made, a match at a time (review/page.h).
  std::optional<review::Page> page;
  if (options.format == "html" && !options.quiet)
    page.emplace(replay_options, [](std::string_view part) { fmt::print("{}", part); }, grades);
  bool any_invalid = false;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    ReplayInput(reader, replay_options, [&](const RecordReport& report) {
      for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, false);
      if (!report.valid() || !report.outcome) {
        any_invalid = true;
        return;
      }
      if (dd_table) {  // the tables instead of the review
        if (options.quiet || !(json || text)) return;
        for (size_t h = 0; h < report.outcome->hands.size(); ++h)
          if (report.outcome->hands[h].play)
            PrintDdTable(report, h, report.outcome->hands[h], solvers.Trick(), json);
        return;
      }
      const review::RecordReview review = review::ReviewRecord(*report.outcome, solvers);
      selection.grades = &grades.For(report.record->game);
      review::AddTo(totals, *report.record, review, *selection.grades);
      if (options.quiet) return;
      std::map<size_t, review::HandReview> tricks;  // for the page
      for (const review::ReviewedHand& hand : review.hands) {
        const review::HandReview* trick = hand.trick ? &*hand.trick : nullptr;
        if (text) PrintTextHand(report, hand, report.outcome->hands[hand.hand], selection);
        if (json && hand.choices) PrintTakes(report, hand, selection);
        if (json && trick) PrintHand(report, hand, selection);
        if (page && trick) tricks.emplace(hand.hand, *trick);
      }
      if (page) page->Add(*report.record, *report.outcome, report.input, report.index, tricks);
    });
  });
  if (page) page->Finish();
  if (!options.quiet && !no_players && !dd_table && json) PrintPlayers(totals);
  if (!options.quiet && !no_players && !dd_table && text)
    for (const auto& [name, f] : totals.Players()) fmt::print("{}\n", review::PlayerNote(name, f));
  if (!inputs_ok) return kExitTrouble;
  return any_invalid ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-review",
                              [&] { return replay::tools::ReplayReviewMain(argc, argv); });
}
