#include "generate/generate.h"

#include <optional>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "engine/game.h"
#include "engine/outcome_json.h"
#include "engine/replay.h"
#include "notation/reader.h"

namespace replay {
namespace {

// Reads `rules` into a game's typed options as its engine does, from a record that has only
// `game`, `rules` and as many player names as `players` says (4 when it says nothing).
class RulesRecord final : public RulesInput {
 public:
  RulesRecord(std::string_view game, const nlohmann::json& rules) {
    if (!rules.is_object()) throw std::invalid_argument("rules must be a JSON object");
    nlohmann::json players = rules.value("players", nlohmann::json(4));
    names_ = players.is_number_integer() ? players.get<int>() : 4;
    text_ = rules.dump();
    record_.game = game;
    record_.rules = doc_.Parse(text_, 0, nullptr, nullptr);
  }
  void Read(const std::function<void(OptionReader&, Reporter&)>& read) override {
    Reporter reporter(record_, diagnostics_);
    OptionReader reader(record_, nullptr, reporter);
    read(reader, reporter);
    reader.Finish();
    for (const Diagnostic& d : diagnostics_)
      if (d.IsError())
        throw std::invalid_argument(fmt::format("[{}] {}", d.code, d.message));
  }
  const Record& record() const override { return record_; }
  int names() const override { return names_; }

 private:
  std::string text_;
  json::Document doc_;
  Record record_;
  Diagnostics diagnostics_;
  int names_ = 4;
};

nlohmann::json RandomRecord(std::string_view game, const nlohmann::json& rules, int max_hands,
                            std::mt19937_64& rng) {
  const Game* g = FindGame(game);
  if (!g) throw std::invalid_argument(fmt::format("no generator for the game \"{}\"", game));
  RulesRecord r(game, rules);
  return g->RandomMatch(r, rules, max_hands, rng);
}

// The results replay computes for `record`; a generated record that does not replay cleanly is
// a bug in a generator, reported with its first diagnostic.
MatchOutcome Replayed(const nlohmann::json& record) {
  RecordReader reader(record.dump(), "generated");
  ReplayOptions options;
  options.want_results = true;
  std::optional<MatchOutcome> outcome;
  std::string error;
  ReplayInput(reader, options, [&](const RecordReport& report) {
    for (const Diagnostic& d : report.diagnostics)
      if (d.IsError() && error.empty()) error = FormatText(d);
    if (report.outcome) outcome = *report.outcome;
  });
  if (!error.empty() || !outcome)
    throw std::logic_error(fmt::format("generated {} record does not replay: {}",
                                       record.value("game", "?"), error));
  return *outcome;
}

// Cuts the last hand that has a play short (dropping the passed-out deals after it, which
// change nothing), so that it is a partial hand.
void MakeLastHandPartial(nlohmann::json& hands, std::mt19937_64& rng) {
  while (!hands.empty() && (!hands.back().contains("play") || hands.back()["play"].empty()))
    hands.erase(hands.size() - 1);
  if (hands.empty()) return;
  nlohmann::json& hand = hands.back();
  nlohmann::json& play = hand["play"];
  size_t keep = play.size() > 1 ? 1 + rng() % (play.size() - 1) : 0;
  play.erase(play.begin() + long(keep), play.end());
  hand["complete"] = false;
}

}  // namespace

std::vector<std::string_view> GeneratedGames() {
  std::vector<std::string_view> names;
  for (const Game* game : AllGames()) names.push_back(game->Name());
  return names;
}

nlohmann::json GenerateMatch(std::string_view game, const nlohmann::json& rules,
                             const GenerateOptions& options, std::mt19937_64& rng) {
  if (options.sheet && options.partial)
    throw std::invalid_argument("a score sheet has no play to leave partial");
  if (options.max_hands < 1) throw std::invalid_argument("a match has at least one hand");
  nlohmann::json record = RandomRecord(game, rules, options.max_hands, rng);
  nlohmann::json& hands = record["hands"];
  // Claims are the generators' business no more: drop them, then write what replay computes.
  for (nlohmann::json& hand : hands) hand.erase("result");
  record.erase("result");
  if (options.partial) MakeLastHandPartial(hands, rng);
  if (!options.with_results && !options.sheet && !options.with_totals) return record;

  const MatchOutcome outcome = Replayed(record);
  const nlohmann::json computed_hands = HandsJson(outcome);
  const std::vector<std::string_view> sheet_keys = FindGame(game)->SheetKeys();
  std::optional<Sides> running;  // the running score: known while every hand's is
  for (size_t h = 0; h < hands.size(); ++h) {
    nlohmann::json& hand = hands[h];
    const nlohmann::json computed = h < computed_hands.size() ? computed_hands[h] : nullptr;
    const HandOutcome* replayed = h < outcome.hands.size() ? &outcome.hands[h] : nullptr;
    if (h == 0 && replayed && replayed->added) running = Sides::Zero(replayed->added->count);
    if (running && replayed && replayed->added)
      for (int s = 0; s < running->count; ++s) (*running)[s] += (*replayed->added)[s];
    else
      running.reset();
    if (options.sheet) {
      nlohmann::json line = {{"dealer", hand["dealer"]}};
      for (std::string_view key : sheet_keys)
        if (hand.contains(key)) line[std::string(key)] = hand[std::string(key)];
      if (!computed.is_null()) line["result"] = computed;
      hand = std::move(line);
    } else if (!computed.is_null() && (options.with_results || options.sheet)) {
      hand["result"] = computed;
    }
    if (options.with_totals && running) hand["total"] = ToJson(Value(*running));
  }
  if (options.with_results) record["result"] = ResultJson(outcome);
  return record;
}

}  // namespace replay
