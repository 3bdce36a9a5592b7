// Pilotta (Πιλόττα), the Cypriot Belote: 4 players in two partnerships, 32 cards, an auction of
// bids from 80 with double and redouble, declarations, and a match to 301 written in tens.
//
// Rules: ../shared/rules/pilotta.md (PIL-n rule ids), from the Greek seed text (first authority)
// and the Cypriot apps and score pads it cites. Variants: every option of §10 (pilotta_options.h).
// Levels: full hands, partial hands (`"complete": false`, not scored) and score-sheet hands
// (`contract` or an auction, and the written points; §9).
//
// Files: pilotta_auction (calls and the auction), pilotta_state (the play: obligations,
// declarations, pilotta calls; on the shared belote/ rules), pilotta_scoring (pure hand scoring,
// the rule of 6), pilotta_sheet (score-sheet arithmetic), pilotta_match.h (the rules of a match
// for the shared driver, engine/driver.h): pilotta.cc (the hand in the order deal → auction →
// play → claims, through RunActions), pilotta_deal (the deal checks), pilotta_claims (the
// claims, the contract key, score sheets, computed results and facts), pilotta_board
// (replay-show); pilotta_random (seeded legal hands and matches for tests, samples and
// benchmarks). The match (dealer order, end, winner, match result) is the driver's.
//
// Implementation decisions (the page leaves them open):
// - `rules.players` that is an integer other than 4 is `pilotta/player-count` (PIL-1, as the man
//   page says); a value that is no integer is `rules/bad-value` (§10).
// - Auction checks run PIL-6, then PIL-13 (nothing follows the end, whatever the call), then
//   PIL-7 and PIL-8..12 in order; so a too-low bid after a double is `bid-too-low`.
// - The hand key `contract` (§9) is accepted on every hand; with an auction it must agree
//   (PIL-54). On a full hand it is checked with the claims, after the play.
// - A dealt card that is not a string is `cards/foreign` (it is no card of the deck).
// - `dealer` missing or not a seat 0–3 on a hand with `cards` or `auction` is `pilotta/no-dealer`.
// - A hand with `play` but no `cards` is `pilotta/cards-shape`.
// - A full hand's `result` field that is unknown or malformed is `pilotta/result-mismatch`; in a
//   score-sheet result, a missing or malformed `points` is `pilotta/sheet-missing` and any other
//   bad field `pilotta/sheet-breakdown`.
// - A hand marked `"complete": false` is never scored, even when its play is complete.
// - A result-mismatch does not stop the match: the replay's own points are added up. Any other
//   error in a hand leaves the totals unknown, and PIL-50/51 are not checked (§8).
// - Computed results: a full hand gives all seven fields of §7.1; a void hand {"points": [0, 0]};
//   a partial hand null; a score-sheet hand the fields it recorded (checked).
// - Facts (engine/outcome.h): sides[] have "tricks", "trick_points", "declarations", "pilotta"
//   (bool) and "capot"; seats[] have "melds" (every meld declared, shown or not) and "pilotta"
//   (the holder, true when the call counted); "contract" has side, seat, trump, bid, doubled,
//   redoubled, made, capot. The K+Q of trumps is named "pilotta" as on the rules page.
#ifndef REPLAY_PILOTTA_PILOTTA_H_
#define REPLAY_PILOTTA_PILOTTA_H_

#include "engine/game.h"

namespace replay::pilotta {

const Game& TheGame();

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_H_
