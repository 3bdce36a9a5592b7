// The board replay-show draws for a Diloti position (engine/game.h, Game::Show): the fishing
// games' board (fishing/fishing_board.h) with the loose cards and the builds.
#include "diloti/diloti_match.h"
#include "engine/move_text.h"
#include "fishing/fishing_board.h"

namespace replay::diloti {

nlohmann::json DilotiMatch::Board(MatchContext& m, size_t h, const Deal& deal,
                                  const State& state, int applied) const {
  nlohmann::json board = fishing::Board(m, h, deal, state, applied, kDeck,
                                        [](CardSet pile) { return CardPoints(pile); });
  board["table"] = fishing::CardCodes(state.Loose(), kDeck);
  board["builds"] = nlohmann::json::array();
  for (const Build& b : state.Builds())
    board["builds"].push_back({{"cards", fishing::CardCodes(b.cards, kDeck)}, {"value", b.value},
                               {"owner", b.owner}, {"kind", b.plain ? "plain" : "group"}});
  const Hand& hand = m.record.hands[h];
  const int recorded = hand.play ? int(hand.play->size) : 0;
  if (applied > 0) board["last"] = ActionJson(hand.play->items[applied - 1], kDeck);
  if (applied < recorded) board["next"] = ActionJson(hand.play->items[applied], kDeck);
  return board;
}

}  // namespace replay::diloti
