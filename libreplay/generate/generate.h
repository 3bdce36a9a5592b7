// Random legal matches of every game, for replay-gen(1), the benchmark and the tests: one entry
// point above the games' own generators (each Game::RandomMatch, engine/game.h), which read typed
// options from a `rules` object exactly as the engines read them.
//
// What the games' generators leave to this module is done here by post-processing the record
// through the public library, so that every level of detail the notation has can be generated
// the same way for every game:
// - claims: a generated record carries no claimed result unless `with_results`; then every
//   hand's `result` and the match `result` are those replay (engine/replay.h) computes;
// - a score sheet (`sheet`): each hand keeps only `dealer`, its computed `result` and the keys
//   its game names in Game::SheetKeys (the Belote games: the `auction` that names the contract);
// - a partial hand (`partial`): the last hand's play stops before its end and says
//   `"complete": false`; nothing is scored from it (notation §3).
#ifndef REPLAY_GENERATE_GENERATE_H_
#define REPLAY_GENERATE_GENERATE_H_

#include <random>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace replay {

struct GenerateOptions {
  int max_hands = 12;         // per match; a match that reaches its target ends sooner
  bool with_results = false;  // claim the computed results (hands and match)
  bool sheet = false;         // score-sheet hands (their results are always written)
  bool partial = false;       // the last hand is partial
  bool with_totals = false;   // each hand's running `total`, as a paper sheet writes it
};

// The games GenerateMatch can generate: every registered game, in registry order.
std::vector<std::string_view> GeneratedGames();

// One random legal match of `game` under `rules` (a JSON object of variant options, written into
// the record as given; `players` in it chooses the form). Throws std::invalid_argument for an
// unknown game, options the game rejects (the message names the rule), or `sheet` with
// `partial`.
nlohmann::json GenerateMatch(std::string_view game, const nlohmann::json& rules,
                             const GenerateOptions& options, std::mt19937_64& rng);

}  // namespace replay

#endif  // REPLAY_GENERATE_GENERATE_H_
