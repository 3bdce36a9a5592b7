// Diloti (Δηλωτή), the Greek fishing game, for 2 players or 4 in partnerships.
//
// Rules: ../shared/rules/diloti.md (DIL-n rule ids), from the Greek seed text and pagat.com.
// Variants: every option of §9 (diloti_options.h). Levels: full, partial and score-sheet hands.
// Files: diloti_state (legality and effects of actions), diloti_scoring (pure scoring and sheet
// arithmetic), diloti.cc (a record: deal checks, replay, claims, the match).
#ifndef REPLAY_DILOTI_DILOTI_H_
#define REPLAY_DILOTI_DILOTI_H_

#include <optional>

#include "diloti/diloti_state.h"
#include "engine/game.h"

namespace replay::diloti {

const Game& TheGame();

// Decodes one action of `play` (DIL-12, DIL-15 listing); nullopt + a message when malformed.
struct DecodedAction {
  std::optional<Move> move;
  std::optional<long> seat;
  Message error;  // `diloti/bad-action` message when !move
};
DecodedAction DecodeAction(const json::Value& action);

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_H_
