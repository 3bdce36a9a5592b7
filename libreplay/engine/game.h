// The interface every game engine implements, and the pieces the replay driver shares.
//
// A game turns one parsed record into diagnostics and, when asked, computed results:
//   rules → options (engine/options.h) → per hand: deal check, state, each action checked then
//   applied (an illegal action leaves the state unchanged and stops the hand), pure scoring of
//   the hand's facts, claims compared → match totals, end of match, match claims.
// Engines do no I/O; they report through a Reporter and return results as JSON values shaped
// exactly as the game's rules page defines them.
#ifndef REPLAY_ENGINE_GAME_H_
#define REPLAY_ENGINE_GAME_H_

#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <optional>

#include "engine/options.h"
#include "notation/record.h"

namespace replay {

// Why an action is illegal: the diagnostic code, the rule that forbids it and a sentence.
struct Violation {
  std::string_view code;
  std::string_view rule;
  std::string message;
};

struct ReplayOptions {
  const RuleOverrides* overrides = nullptr;
  bool want_results = false;  // fill MatchOutcome (replay-score); validation alone skips it
  bool want_facts = false;    // also fill MatchOutcome::facts (replay-import, statistics)
};

// The facts of one hand that statistics are made of, as a JSON object. Every key is optional
// and present only where the game and the hand's level of detail have it:
//   "level":    "full" | "partial" | "sheet"
//   "dealer":   seat
//   "points":   [per side] points the hand added to the match
//   "sides":    [per side] {"cards": n, "tricks": n, "trick_points": n, "xeri": n,
//                           "declarations": points, "belote": bool, "capot": bool,
//                           "cante20": n, "cante40": n}
//   "seats":    [per seat] {"xeri": n, "opening_xeri": n, "last_card_xeri": n, "captures": n,
//                           "builds": n, "raises": n, "melds": ["tierce", "carre_J", ...],
//                           "belote": bool, "cantes": [{"suit": "O", "points": 40}],
//                           "exchange": bool}
//   "contract": {"side": s, "seat": s, "trump": "H", "bid": 90 | "capot", "round": 1 | 2,
//                "doubled": bool, "redoubled": bool, "made": bool, "inside": bool,
//                "hanging": n, "capot": bool}        (Bourlot, Pilotta)
//   "tute":     {"capote_announced": seat, "capote_made": bool, "tute": seat,
//                "tute_kind": "kings" | "knights", "claim": seat}  (Tute)
// Names are those of the rules pages; a game may add keys of its own (documented in its header).
struct MatchOutcome {
  nlohmann::json hands = nlohmann::json::array();  // per hand: its result object, or null
  nlohmann::json result;                           // {"score": [...], "winner": side}
  nlohmann::json facts = nlohmann::json::array();  // per hand, with want_facts (see above)
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view Name() const = 0;
  // Hand keys this game adds to the notation (e.g. a score sheet's `contract`).
  virtual std::vector<std::string_view> ExtraHandKeys() const { return {}; }
  // Replays a record whose notation-level shape is already checked. `outcome` may be null.
  virtual void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
                      MatchOutcome* outcome) const = 0;
  // The position of hand `hand` after its first `moves` actions (auction calls, then play), for
  // replay-show; nullopt, with diagnostics, when the hand can't be replayed that far. A board is
  // an object with these keys where the game has them (cards in canonical codes):
  //   "game", "hand", "move" (actions applied), "moves" (actions recorded), "dealer",
  //   "to_move" (seat or null), "phase" ("auction", "play", "over"),
  //   "seats": [{"seat", "name", "side", "hand": [cards]}],
  //   "table": [loose cards] and "builds": [{"cards", "value", "owner", "kind"}] (Diloti),
  //   "trick": [{"seat", "card"}], "trump", "contract", "declarations", "stock" (trick games),
  //   "sides": [{per-side running figures: "cards", "xeri", "tricks", "points", ...}],
  //   "last": the last action applied, "next": the next recorded action (notation text).
  // Other keys are allowed; replay-show prints them as they are.
  virtual std::optional<nlohmann::json> Show(const Record& record, const ReplayOptions& options,
                                             int hand, int moves, Reporter& reporter) const {
    (void)record, (void)options, (void)hand, (void)moves;
    reporter.Error("show/unsupported", "", fmt::format("replay-show can't show {} hands yet",
                                                       Name()));
    return std::nullopt;
  }
};

// The explicit registry (engine/registry.cc): the game named `name`, or nullptr.
const Game* FindGame(std::string_view name);
std::vector<const Game*> AllGames();

}  // namespace replay

#endif  // REPLAY_ENGINE_GAME_H_
