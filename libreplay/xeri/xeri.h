// Xeri (Ξερή), the Greek fishing game of one pile, for 2 players or 4 in partnerships.
//
// Rules: ../shared/rules/xeri.md (XER-n rule ids). Variants: every option of §9
// (xeri_options.h). Levels: full, partial and score-sheet hands.
// Files: xeri_state (legality and effects of actions), xeri_scoring (pure scoring and sheet
// arithmetic), xeri_deal, xeri_decode, xeri_claims, xeri_board, and xeri.cc (a record through
// the shared driver, and the Game the registry lists).
#ifndef REPLAY_XERI_XERI_H_
#define REPLAY_XERI_XERI_H_

#include <optional>

#include "engine/game.h"
#include "xeri/xeri_state.h"

namespace replay::xeri {

const Game& TheGame();

// Decodes one action of `play` (XER-12, XER-15 listing); nullopt + a message when malformed.
struct DecodedAction {
  std::optional<Move> move;
  std::optional<long> seat;
  Message error;  // `xeri/bad-action` message when !move
};
DecodedAction DecodeAction(const json::Value& action);

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_H_
