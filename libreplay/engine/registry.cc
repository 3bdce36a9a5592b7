// The games the toolkit knows. Adding a game is one line here (see style.md "Layout").
#include "engine/game.h"
#include "bourlot/bourlot.h"
#include "diloti/diloti.h"
#include "pilotta/pilotta.h"
#include "tute/tute.h"

namespace replay {

std::vector<const Game*> AllGames() {
  return {&diloti::TheGame(), &bourlot::TheGame(), &pilotta::TheGame(), &tute::TheGame()};
}

const Game* FindGame(std::string_view name) {
  for (const Game* g : AllGames())
    if (g->Name() == name) return g;
  return nullptr;
}

}  // namespace replay
