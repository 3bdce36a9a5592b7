// The games the toolkit knows: the registry sits above the games, so nothing in engine/ or
// notation/ names one, and it is the one list of them: everything else asks it (see "How to add
// a game" in engine/game.h).
#include <algorithm>

#include "bourlot/bourlot.h"
#include "diloti/diloti.h"
#include "engine/game.h"
#include "notation/catalog.h"
#include "pilotta/pilotta.h"
#include "tute/tute.h"
#include "xeri/xeri.h"

namespace replay {

std::vector<const Game*> AllGames() {
  return {&diloti::TheGame(), &bourlot::TheGame(), &pilotta::TheGame(), &tute::TheGame(),
          &xeri::TheGame()};
}

const Game* FindGame(std::string_view name) {
  for (const Game* g : AllGames())
    if (g->Name() == name) return g;
  return nullptr;
}

namespace {

// The notation's view of the registry.
class Registry final : public GameCatalog {
 public:
  bool Known(std::string_view game) const override { return FindGame(game) != nullptr; }
  std::string Names() const override {
    std::string names;
    for (const Game* g : AllGames()) names += (names.empty() ? "" : ", ") + std::string(g->Name());
    return names;
  }
  std::vector<std::string_view> ExtraHandKeys(std::string_view game) const override {
    const Game* g = FindGame(game);
    return g ? g->ExtraHandKeys() : std::vector<std::string_view>{};
  }
  std::optional<Deck> DeckOf(std::string_view game) const override {
    const Game* g = FindGame(game);
    return g ? std::optional<Deck>(g->DeckOf()) : std::nullopt;
  }
};

}  // namespace

const GameCatalog& Games() {
  static const Registry registry;
  return registry;
}

}  // namespace replay
