// The board replay-show draws for a Xeri position (engine/game.h, Game::Show): the fishing
// games' board (fishing/fishing_board.h) with the pile from bottom to top, whose last card is the
// one that counts.
#include "fishing/fishing_board.h"
#include "notation/write.h"
#include "xeri/xeri_match.h"

namespace replay::xeri {

nlohmann::json XeriMatch::Board(MatchContext& m, size_t h, const Deal& deal, const State& state,
                                int applied) const {
  nlohmann::json board = fishing::Board(m, h, deal, state, applied, kDeck,
                                        [&](CardSet pile) { return CardPoints(pile, options_); });
  // The loose cards of the table, bottom to top: the pile.
  board["table"] = nlohmann::json::array();
  for (Card c : state.Pile()) board["table"].push_back(CardCode(c, kDeck));
  const Hand& hand = m.record.hands[h];
  const int recorded = hand.play ? int(hand.play->size) : 0;
  if (applied > 0) board["last"] = WriteAction(hand.play->items[applied - 1], kDeck);
  if (applied < recorded) board["next"] = WriteAction(hand.play->items[applied], kDeck);
  return board;
}

}  // namespace replay::xeri
