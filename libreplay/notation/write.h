// The canonical writer: a record as compact JSON in one stable form, so that equal records are
// equal texts (the store hashes it) and parse(write(r)) replays exactly as r.
//
// Canonical form (documented in replay-notation(5)):
// - compact JSON, UTF-8, no insignificant white space;
// - record keys in notation order: game, rules, players, tags, hands, result, then any other
//   key in byte order; hand keys: dealer, cards, auction, play, result, complete, then others
//   in byte order; keys inside `rules`, `tags` and results in byte order; action keys: card,
//   take, build, value, then the others in byte order;
// - an action that is only a card is the bare code ("KH"), {"pass": true} is "pass";
// - card codes in canonical form (`10` → `T`, ♠ → `S`, lowercase suits → uppercase), wherever
//   the notation puts a card: the deal, and an action's `card`, `take`, `build`, `exchange`,
//   `declare` and the bare form.
#ifndef REPLAY_NOTATION_WRITE_H_
#define REPLAY_NOTATION_WRITE_H_

#include <string>

#include "core/card.h"
#include "notation/record.h"

namespace replay {

class GameCatalog;

// `games` gives the deck of the record's game, in which its card codes are written.
std::string WriteCanonical(const Record& record, const GameCatalog& games);
// The same for any JSON value (no record ordering, no card canonicalisation).
void WriteJson(const json::Value& value, std::string& out);
// One action in canonical form, its cards written in `deck`.
std::string WriteAction(const json::Value& action, Deck deck);

}  // namespace replay

#endif  // REPLAY_NOTATION_WRITE_H_
