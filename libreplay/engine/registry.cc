// The games the toolkit knows. Adding a game is one line here (see style.md "Layout").
#include "engine/game.h"
#include "diloti/diloti.h"

namespace replay {

std::vector<const Game*> AllGames() {
  return {&diloti::TheGame()};
}

const Game* FindGame(std::string_view name) {
  for (const Game* g : AllGames())
    if (g->Name() == name) return g;
  return nullptr;
}

}  // namespace replay
