// What the notation needs to know of the games without naming any: which game names exist, the
// hand keys a game adds, and the deck its card codes are written in. The registry
// (libreplay/games.cc) implements it; Games() is the registry's catalog.
#ifndef REPLAY_NOTATION_CATALOG_H_
#define REPLAY_NOTATION_CATALOG_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"

namespace replay {

class GameCatalog {
 public:
  virtual ~GameCatalog() = default;
  virtual bool Known(std::string_view game) const = 0;
  virtual std::string Names() const = 0;  // "diloti, bourlot, pilotta, tute"
  virtual std::vector<std::string_view> ExtraHandKeys(std::string_view game) const = 0;
  virtual std::optional<Deck> DeckOf(std::string_view game) const = 0;
};

// The registry's catalog (libreplay/games.cc).
const GameCatalog& Games();

}  // namespace replay

#endif  // REPLAY_NOTATION_CATALOG_H_
