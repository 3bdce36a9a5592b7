// The interface every game engine implements. A game is its rules and nothing else: it makes a
// MatchRules (engine/driver.h) for a record, and the one driver replays every game through it.
//
// How to add a game. The registry (libreplay/games.cc, AllGames) is the one list of games: every
// other part of the toolkit asks it, so a game supplies what they need through this interface and
// touches nothing outside its own files but two lines.
//   A game supplies, in its own folder libreplay/<game>/:
//   - a CMakeLists.txt of one call, replay_add_game(<game> SOURCES … TESTS …)
//     (cmake/replay_add_game.cmake: the sources join `replay`, the tests `replay_tests`);
//   - a class deriving from MatchRules: Begin (options, player count), SideCount, Target, Codes,
//     PlayHand (deal check, RunActions over each recorded list, scoring, CheckResultClaims, a
//     score-sheet line) and the board replay-show draws; its facts (engine/outcome.h) for the
//     store, with HandOutcome::takes (fishing games) or ::play (trick games) for the review;
//   - a Game below: Name and DeckOf (the notation's view, notation/catalog.h), ExtraHandKeys,
//     NewMatch, StatFamily (the store's statistics that count it: schema/store.sql filters its
//     views on the family, from the `games` table the store fills from the registry), Review
//     (replay-review), SheetKeys and RandomMatch (replay-gen, generate/generate.h, and the tests);
//   - its tests, which call the shared battery (engine/testing/battery.h) with its generator;
//   - <game>.schema.json, its $defs of the notation schema (all named "<game>-…", among them
//     "<game>-record", the branch its records must match), and <game>.notation.man, its parts of
//     replay-notation(5): the deal, actions, hand results, options and diagnostic codes (and a
//     contract on a score sheet, where it has one). tools/docgen joins them to the game-neutral
//     schema/notation.schema.in.json and man/*.in at build time, in the registry's order, and
//     names the games where those pages do (@GAMES@); a missing part stops the build;
//   and, outside libreplay/: samples/<game>/ (legal matches; the schema, coverage and registry
//   tests read every samples/<registered game>/), samples/invalid/<game>-*.json with their
//   .expected (one record per diagnostic code), Greek and Spanish messages in po/el.po and
//   po/es.po, the corpus ../shared/conformance-<game>/ (tests/conformance_test.cc finds it).
//   It touches two shared lines: `add_subdirectory(<game>)` in libreplay/CMakeLists.txt and its
//   TheGame() in AllGames() (libreplay/games.cc).
//   What is checked against the registry rather than made from it (tests/registry_test.cc fails
//   until they agree): the golden lines that print the known games (record/unknown-game,
//   replay-gen's --game check), which are test data. A new statistics family (not "fishing",
//   "belote" or "tute") is new views in a new migration of schema/store.sql.
// Engines do no I/O: they report through a Reporter and fill the typed outcome
// (engine/outcome.h); JSON is made at the output edge (engine/outcome_json.h).
#ifndef REPLAY_ENGINE_GAME_H_
#define REPLAY_ENGINE_GAME_H_

#include <functional>
#include <utility>
#include <memory>
#include <optional>
#include <random>
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

// A `rules` object read as a game's engine reads it, for its generator (generate/generate.cc
// implements it): the record it makes has `game`, `rules` and as many player names as
// `rules.players` says (4 when it says nothing).
class RulesInput {
 public:
  virtual ~RulesInput() = default;
  virtual const Record& record() const = 0;
  virtual int names() const = 0;
  // Runs `read` over the rules; throws std::invalid_argument "[code] message" on the first error.
  virtual void Read(const std::function<void(OptionReader&, Reporter&)>& read) = 0;
};

// `read`'s options, read by `rules` (a game's ReadOptions wrapped in a lambda).
template <typename Read>
auto ReadRules(RulesInput& rules, Read read) {
  std::optional<decltype(read(std::declval<OptionReader&>(), std::declval<Reporter&>()))> out;
  rules.Read([&](OptionReader& o, Reporter& r) { out.emplace(read(o, r)); });
  return std::move(*out);
}

// How replay-review reviews a game's hands (review/record_review.h), the kind of figures its
// HandOutcome carries for it.
enum class ReviewKind {
  kNone,    // not reviewed
  kMoves,   // each move beside the captures that were legal (HandOutcome::takes)
  kTricks,  // each card's double-dummy cost (HandOutcome::play or ::tute_play)
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view Name() const = 0;
  // The name as prose writes it, in the man pages and the schema's titles: "Diloti".
  std::string Title() const;
  virtual Deck DeckOf() const = 0;
  // Hand keys this game adds to the notation (e.g. a score sheet's `contract`).
  virtual std::vector<std::string_view> ExtraHandKeys() const { return {}; }
  // The rules of one match, fresh for each record.
  virtual std::unique_ptr<MatchRules> NewMatch() const = 0;

  // What the rest of the toolkit needs of the game, so that no other file lists the games:
  // Its statistics family, which names the stat_* views of the store (schema/store.sql) that
  // count its hands: "fishing" (xeri, points), "belote" (contracts, declarations), "tute". The
  // store writes it into its `games` table on open.
  virtual std::string_view StatFamily() const = 0;
  // Whether and how replay-review reviews it.
  virtual ReviewKind Review() const { return ReviewKind::kNone; }
  // The hand keys a generated score sheet keeps besides `dealer` and `result` (generate/
  // generate.h): those that name what the sheet's result is about, e.g. the `auction`.
  virtual std::vector<std::string_view> SheetKeys() const { return {}; }
  // One random legal match under `rules` (as given in `json_rules`), at most `max_hands` hands,
  // for replay-gen and the tests (generate/generate.h calls it); throws std::invalid_argument on
  // options the game rejects.
  virtual nlohmann::json RandomMatch(RulesInput& rules, const nlohmann::json& json_rules,
                                     int max_hands, std::mt19937_64& rng) const = 0;

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
