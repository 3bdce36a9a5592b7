// The first check of every game's match (DIL-1, TUT-1, ...): the record names a number of players
// the game is played by, and `rules.players`, when given, agrees with it.
#ifndef REPLAY_ENGINE_PLAYER_COUNT_H_
#define REPLAY_ENGINE_PLAYER_COUNT_H_

#include <string_view>

#include "engine/driver.h"

namespace replay {

// `names_ok`: the number of names is one the game has; `players`: the count the options give.
// `played_by` opens the message: "Diloti is played by 2 or 4". False (reported) when they don't
// fit.
bool CheckPlayerCount(MatchContext& m, std::string_view code, std::string_view rule, bool names_ok,
                      int players, Message played_by);

}  // namespace replay

#endif  // REPLAY_ENGINE_PLAYER_COUNT_H_
