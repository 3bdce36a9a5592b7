// One recorded action in the players' words, for every place a person reads a move: replay-show's
// board (`last`, `next`), the review's text and page (review/annotate.h). Diloti "8S takes 7H AD
// 8C — xeri", a build "5H builds 2C = 7", a card "JH", a call "bids 90 in S". The words are
// message-catalogue entries (core/message.h), so they read in the reader's language; the card codes
// stay the notation's. It reads the action's notation keys only, so it needs no game: an action of
// a form it does not know is written in canonical JSON, as a last resort.
#ifndef REPLAY_ENGINE_MOVE_TEXT_H_
#define REPLAY_ENGINE_MOVE_TEXT_H_

#include <string>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "core/message.h"
#include "notation/json.h"

namespace replay {

// A value of an action or a board as a person reads it: a string's text ("7H", "S"), anything
// else its JSON (a build's value 7).
std::string ShownValue(const nlohmann::json& value);
// A list of cards: "7H AD 8C".
std::string ShownCards(const nlohmann::json& list);

// The action as a JSON value in canonical form (notation/write.h), cards in `deck`'s codes: what
// a board carries as `last` and `next`, never a string holding JSON.
nlohmann::json ActionJson(const json::Value& action, Deck deck);

// The action in words. `xeri` adds " — xeri" to a capture the caller knows scores one (the
// review's legal captures); a capture that claims one ("xeri": true) gets it too.
Message MoveWords(const nlohmann::json& action, bool xeri = false);

}  // namespace replay

#endif  // REPLAY_ENGINE_MOVE_TEXT_H_
