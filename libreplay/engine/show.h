// The library call behind replay-show: the position of one hand of one record after a number of
// actions, as the game's board (see Game::Show in engine/game.h).
#ifndef REPLAY_ENGINE_SHOW_H_
#define REPLAY_ENGINE_SHOW_H_

#include <optional>

#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "notation/reader.h"

namespace replay {

struct ShowRequest {
  long record = 0;     // 0-based record index in the input
  int hand = 0;        // 0-based hand index
  int moves = -1;      // actions to apply; -1 = every recorded action
  ReplayOptions options;
};

// Reads `reader` up to the requested record and returns its board; on failure, `diagnostics`
// says why (a syntax or notation error, an illegal action before the position, a hand or
// record that isn't there).
std::optional<nlohmann::json> ShowPosition(RecordReader& reader, const ShowRequest& request,
                                           Diagnostics& diagnostics);

}  // namespace replay

#endif  // REPLAY_ENGINE_SHOW_H_
