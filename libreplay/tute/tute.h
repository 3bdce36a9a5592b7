// Tute, the Spanish trick-taking game, in its three forms: 2 players with a stock ("tute
// habanero"), 3 players ("tute arrastrado") and 4 in partnerships ("tute por parejas").
//
// Rules: ../shared/rules/tute.md (TUT-n rule ids), from the Greek seed text (shared/seeds/002)
// and the Fournier rules. Variants: every option of §9 (tute_options.h). Levels: full, partial
// and score-sheet hands.
// Files: tute_cards (rank order and points), tute_state (legality and effects of actions, one
// hand), tute_scoring (pure scoring, sheet arithmetic, the end of a match), tute.cc (a match
// for the shared driver: the play of a hand), tute_deal, tute_decode, tute_claims (results and
// score sheets), tute_facts, tute_board (replay-show), tute_random (a seeded generator of
// legal play).
//
// Implementation decisions where the page leaves room (each also in the report of issue 4):
// - A malformed action after the end of a hand is `tute/after-end`; only a well-formed claim
//   after the last trick of a 2-player hand is `tute/claim-timing` (TUT-65).
// - A `seat` that is not an integer counts as a seat that names no seat: `tute/seat-required`
//   where the seat is required, `play/wrong-seat` where it is optional.
// - With `capote = false` a capote is `tute/capote-timing` (the code of TUT-55).
// - Score sheets: `games` with 2 players, `end` = "claim"/"capote" with 3 or 4 players and
//   "tute" with 2 players without `tute_2p` are `tute/bad-result`. Without `cantes`, a sheet that
//   ended early may hold up to K + 100 points (the cantes it may hide).
// - `facts` (game.h): "points" is what the hand added to the match (points with 2 players,
//   games with 3 and 4); Tute adds "hand_points" (TUT-72 per side), "turned", "trump", "end",
//   "last_trick" (a side), and in "sides" "trick_points" counts cards only (no last-trick bonus).
#ifndef REPLAY_TUTE_TUTE_H_
#define REPLAY_TUTE_TUTE_H_

#include <optional>
#include <string>

#include "engine/game.h"
#include "engine/outcome.h"
#include "tute/tute_state.h"

namespace replay::tute {

const Game& TheGame();

// Decodes one action of `play` (TUT-13); no action and a message when it is malformed.
struct DecodedAction {
  std::optional<Action> action;
  Message error;  // `tute/bad-action` message when !action
};
DecodedAction DecodeAction(const json::Value& action);

// A hand's computed `result` as TUT-77 defines it, in the order of the rules page. With 2 players
// `match_winner` (or -1) is the side that won the match in this hand.
Fields HandResult(const HandScore& score, int players, int match_winner);

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_H_
