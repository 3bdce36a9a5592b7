// The interface every game engine implements. A game is its rules and nothing else: it makes a
// MatchRules (engine/driver.h) for a record, and the one driver replays every game through it.
//
// How to add a game (after the four of today):
//   1. its own folder libreplay/<game>/ with a CMakeLists.txt adding its sources to `replay`
//      and its tests to REPLAY_GAME_TESTS, and `add_subdirectory(<game>)` in libreplay/;
//   2. a class deriving from MatchRules: Begin (options, player count), Sides, Target, Codes,
//      PlayHand (deal check, RunActions over each recorded list, scoring, CheckResultClaims),
//      and the board it shows; a Game returning it from NewMatch;
//   3. one line in libreplay/games.cc; samples in samples/<game>/ and samples/invalid/;
//   4. its tests call the shared battery (engine/testing/battery.h) with its generator.
// Engines do no I/O: they report through a Reporter and fill the typed outcome
// (engine/outcome.h); JSON is made at the output edge (engine/outcome_json.h).
#ifndef REPLAY_ENGINE_GAME_H_
#define REPLAY_ENGINE_GAME_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "engine/options.h"
#include "engine/outcome.h"
#include "notation/record.h"

namespace replay {

// Why an action is illegal: the diagnostic code, the rule that forbids it and a sentence.
struct Violation {
  std::string_view code;
  std::string_view rule;
  Message message;
};

struct ReplayOptions {
  const RuleOverrides* overrides = nullptr;
  bool want_results = false;  // fill MatchOutcome (replay-score); validation alone skips it
  bool want_facts = false;    // also fill each hand's facts (replay-import, statistics)
  // Keep the outcome of a record with errors too, as far as the replay got (replay-score's
  // reconciliation view); RecordReport::valid() still says whether the record is valid.
  bool keep_invalid_outcome = false;
  bool want_play = false;     // also the play for replay-review (HandOutcome::play, ::takes)
};

class MatchRules;

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view Name() const = 0;
  virtual Deck DeckOf() const = 0;
  // Hand keys this game adds to the notation (e.g. a score sheet's `contract`).
  virtual std::vector<std::string_view> ExtraHandKeys() const { return {}; }
  // The rules of one match, fresh for each record.
  virtual std::unique_ptr<MatchRules> NewMatch() const = 0;

  // Replays a record whose notation-level shape is already checked. `outcome` may be null.
  void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
              MatchOutcome* outcome) const;
  // The position of hand `hand` after its first `moves` actions (auction calls, then play; -1
  // every recorded action), for replay-show; nullopt, with diagnostics, when the hand can't be
  // replayed that far. A board is an object with these keys where the game has them (cards in
  // canonical codes):
  //   "game", "hand", "move" (actions applied), "moves" (actions recorded), "dealer",
  //   "to_move" (seat or null), "phase" ("auction", "play", "over"),
  //   "seats": [{"seat", "name", "side", "hand": [cards]}],
  //   "table": [loose cards] and "builds": [{"cards", "value", "owner", "kind"}] (Diloti),
  //   "trick": [{"seat", "card"}], "trump", "contract", "declarations", "stock" (trick games),
  //   "sides": [{per-side running figures: "cards", "xeri", "tricks", "points", ...}],
  //   "last": the last action applied, "next": the next recorded action (notation text).
  // Other keys are allowed; replay-show prints them as they are.
  std::optional<nlohmann::json> Show(const Record& record, const ReplayOptions& options, int hand,
                                     int moves, Reporter& reporter) const;
};

// The explicit registry (libreplay/games.cc): the game named `name`, or nullptr.
const Game* FindGame(std::string_view name);
std::vector<const Game*> AllGames();

}  // namespace replay

#endif  // REPLAY_ENGINE_GAME_H_
