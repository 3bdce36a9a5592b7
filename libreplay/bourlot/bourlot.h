// Bourlot (Μπουρλότ), the Greek Belote: four players in two partnerships, a two-round auction
// on a turned card, the seven exchange, declarations ("αέρας") and belote, 162 points a hand.
//
// Rules: ../shared/rules/bourlot.md (BRL-n rule ids), from the Greek Wikipedia article (the seed
// text), the pexevida server and pagat.com. Variants: every option of §10 (bourlot_options.h).
// Levels: full, partial and score-sheet hands (§9, with the `contract` hand key).
// Files: belote/ (what Bourlot shares with Pilotta: card order, duties, melds),
// bourlot_state (the auction and the play of one hand), bourlot_scoring (pure scoring, the
// hanging pot, score-sheet arithmetic), and the match on the shared driver (bourlot_match.h:
// bourlot.cc the hands, bourlot_deal the deal checks, bourlot_claims the contract and result
// claims, bourlot_sheet score-sheet hands, bourlot_board the board replay-show draws).
//
// Implementation decisions where the page leaves room (each also in the report of issue 3):
// - `rules.players` is read as any integer and a value other than 4 is BRL-1's
//   `bourlot/player-count`, as BRL-1 says, rather than `rules/bad-value`.
// - A dealt-list entry that is not a string is `cards/foreign` (BRL-5: "every entry is a card of
//   the deck"); a `turned` that is not a string is `bourlot/cards-shape` (BRL-3), one that is a
//   string but no card is `cards/foreign`, reported before the auction (the auction needs it).
// - `dealer` is checked with the cards (notation §3 requires it there) as BRL-13's
//   `bourlot/no-dealer`, also when it is present but not a seat 0–3.
// - A declaration's checks run rule by rule over all its melds (BRL-29 for every meld, then
//   BRL-30, …), after the card's own legality (BRL-21..26), and before the belote call (BRL-33..34).
// - Diagnostics of play and auction point at the offending entry; a score-sheet error points at
//   the `result` member it blames.
// - A full hand whose `result` mismatches still adds its computed points, so later hands and the
//   match are judged as the replay has them.
//
// Per-hand facts (engine/outcome.h) use "level", "dealer", "points", "sides" (tricks, trick_points,
// declarations, belote, capot), "seats" (melds, belote, exchange), "contract" (side, seat, trump,
// round, made, inside, hanging, capot) and one key of Bourlot's own: "passed": true for a deal
// that all eight calls passed.
#ifndef REPLAY_BOURLOT_BOURLOT_H_
#define REPLAY_BOURLOT_BOURLOT_H_

#include <optional>
#include <string>

#include "bourlot/bourlot_state.h"
#include "engine/game.h"

namespace replay::bourlot {

const Game& TheGame();

// Decodes one auction entry (BRL-7); nullopt + a message when malformed.
struct DecodedCall {
  std::optional<Call> call;
  Message error;  // `bourlot/bad-call` message when !call
};
DecodedCall DecodeCall(const json::Value& entry);

// Decodes one play entry (BRL-19); nullopt + a message when malformed.
struct DecodedPlay {
  std::optional<PlayAction> action;
  Message error;  // `bourlot/bad-action` message when !action
};
DecodedPlay DecodePlay(const json::Value& entry);

}  // namespace replay::bourlot

#endif  // REPLAY_BOURLOT_BOURLOT_H_
