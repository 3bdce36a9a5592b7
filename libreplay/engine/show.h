// The library call behind replay-show: the position of one hand of one record after a number of
// actions, as the game's board (see Game::Show in engine/game.h).
#ifndef REPLAY_ENGINE_SHOW_H_
#define REPLAY_ENGINE_SHOW_H_

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/text.h"
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

// The board as replay-show prints it, line by line: cards with suit symbols for the French
// decks, names through TerminalSafe (core/text.h); red suits as ANSI colour when `colour` (a
// terminal). The review page (review/page.h) shows the same text, so both come from here.
std::string BoardText(const nlohmann::json& board, bool colour = false);
// The same text in pieces, each player's name apart (core/text.h): the review page writes a
// name once per match and refers to it from every board. BoardText joins these.
PiecedText BoardPieces(const nlohmann::json& board, bool colour = false);

}  // namespace replay

#endif  // REPLAY_ENGINE_SHOW_H_
