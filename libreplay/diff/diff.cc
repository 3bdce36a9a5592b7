#include "diff/diff.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "engine/replay.h"

namespace replay {
namespace {

std::optional<Diagnostic> FirstError(const Diagnostics& diagnostics) {
  for (const Diagnostic& d : diagnostics)
    if (d.IsError()) return d;
  return std::nullopt;
}

std::vector<FieldDiff> CompareFields(const Fields& a, const Fields& b) {
  std::vector<FieldDiff> out;
  for (const auto& [key, value] : a.items) {
    const Value* other = b.Find(key);
    std::string text = ValueText(value);
    if (!other) out.push_back({std::string(key), text, std::nullopt});
    else if (std::string other_text = ValueText(*other); other_text != text)
      out.push_back({std::string(key), text, other_text});
  }
  for (const auto& [key, value] : b.items)
    if (!a.Find(key)) out.push_back({std::string(key), std::nullopt, ValueText(value)});
  return out;
}

void Compare(const MatchOutcome& a, const MatchOutcome& b, int sides, RecordDiff& out) {
  Sides total_a = Sides::Zero(sides), total_b = Sides::Zero(sides);
  bool known_a = true, known_b = true;  // a running total is known while every hand's is
  size_t n = std::max(a.hands.size(), b.hands.size());
  for (size_t h = 0; h < n; ++h) {
    HandDiff d;
    d.hand = int(h);
    const HandOutcome* ha = h < a.hands.size() ? &a.hands[h] : nullptr;
    const HandOutcome* hb = h < b.hands.size() ? &b.hands[h] : nullptr;
    d.scored_a = ha && ha->result;
    d.scored_b = hb && hb->result;
    if (d.scored_a && d.scored_b) d.fields = CompareFields(*ha->result, *hb->result);
    auto run = [&](const HandOutcome* hand, Sides& total, bool& known,
                   std::optional<Sides>& added, std::optional<Sides>& shown) {
      if (hand && hand->added) {
        added = hand->added;
        for (int s = 0; s < sides && s < hand->added->count; ++s) total[s] += (*hand->added)[s];
      } else {
        known = false;
      }
      if (known) shown = total;
    };
    run(ha, total_a, known_a, d.added_a, d.total_a);
    run(hb, total_b, known_b, d.added_b, d.total_b);
    out.hands.push_back(std::move(d));
  }
  out.score_a = a.score;
  out.score_b = b.score;
  out.winner_a = a.winner;
  out.winner_b = b.winner;
}

// The record's text without the claims of its played hands and of its match (RuleSet). Hands
// keep their places, so every JSON Pointer means the same in both texts.
std::string WithoutClaims(std::string_view text) {
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) return std::string(text);
  doc.erase("result");
  if (auto hands = doc.find("hands"); hands != doc.end() && hands->is_array())
    for (auto& hand : *hands) {
      if (!hand.is_object() || !hand.contains("cards")) continue;
      auto complete = hand.find("complete");
      if (complete != hand.end() && *complete == false) continue;
      hand.erase("result");
    }
  return doc.dump();
}

}  // namespace

long RecordDiff::hands_changed() const {
  return long(std::count_if(hands.begin(), hands.end(),
                            [](const HandDiff& h) { return h.Changed(); }));
}

namespace {

// Everything one record's comparison needs, reused from record to record.
struct Diffed {
  // Two records: each report points into its own, and both are alive while comparing.
  Record record_a, record_b;
  RecordReport report_a, report_b;
  struct Stripped {
    std::string text;
    json::Document doc;
  } stripped_a, stripped_b;  // alive with the records that point into them
  RecordDiff diff;
};

void DiffStep(const ParsedRecord& step, const RuleSet& a, const RuleSet& b, Diffed& d) {
  RecordDiff& diff = d.diff;
  diff = RecordDiff();
  diff.index = step.more ? step.source.index : step.syntax.front().record;
  diff.input = step.more ? step.source.input : step.syntax.front().input;
  if (!step.more || !step.root) {  // not JSON: the same trouble under both sets
    diff.error_a = diff.error_b = FirstError(step.syntax);
    return;
  }
  const json::Value* root = step.root;
  const Source& source = step.source;
  for (auto [set, record, report, stripped] :
       {std::tuple{&a, &d.record_a, &d.report_a, &d.stripped_a},
        std::tuple{&b, &d.record_b, &d.report_b, &d.stripped_b}}) {
    report->diagnostics = step.syntax;
    report->outcome.reset();
    ReplayOptions options;
    options.overrides = set->overrides;
    options.want_results = true;
    const json::Value* game = root->IsObject() ? root->Find("game") : nullptr;
    bool own_rules = !set->overrides || !game || !game->IsString() ||
                     set->overrides->Keys(game->string).empty();
    if (own_rules) {
      ReplayRecord(*root, source, options, *record, *report, &step.duplicate_keys());
      continue;
    }
    // Line and column of B's diagnostics then refer to the stripped text; pointers hold.
    stripped->text = WithoutClaims(source.text);
    Source copy = source;
    copy.text = stripped->text;
    copy.first_line = copy.first_column = 1;
    size_t end = 0;
    const json::Value* without = stripped->doc.Parse(stripped->text, 0, &end, nullptr);
    ReplayRecord(without ? *without : *root, without ? copy : source, options, *record, *report,
                 without ? nullptr : &step.duplicate_keys());
  }
  diff.game = std::string(d.record_a.game);
  for (int s = 0; s < int(d.record_a.players.size()); ++s)
    diff.players.push_back(std::string(d.record_a.PlayerName(s)));
  diff.error_a = FirstError(d.report_a.diagnostics);
  diff.error_b = FirstError(d.report_b.diagnostics);
  if (!diff.error_a && !diff.error_b && d.report_a.outcome && d.report_b.outcome) {
    int sides = d.report_a.outcome->score ? d.report_a.outcome->score->count : 0;
    if (!sides)
      for (const HandOutcome& h : d.report_a.outcome->hands)
        if (h.added) sides = std::max(sides, h.added->count);
    Compare(*d.report_a.outcome, *d.report_b.outcome, sides, diff);
  }
}

}  // namespace

void DiffInput(RecordReader& reader, const RuleSet& a, const RuleSet& b,
               const std::function<void(const RecordDiff&)>& sink, int jobs) {
  ForEachRecord<Diffed>(
      reader, jobs, [&](const ParsedRecord& step, Diffed& d) { DiffStep(step, a, b, d); },
      [&](const ParsedRecord&, Diffed& d) { sink(d.diff); });
}

}  // namespace replay
