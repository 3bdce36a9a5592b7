// The board replay-show draws for a Xeri position (engine/game.h, Game::Show): the pile from
// bottom to top, whose last card is the one that counts.
#include "notation/write.h"
#include "xeri/xeri_match.h"

namespace replay::xeri {

nlohmann::json XeriMatch::Board(MatchContext& m, size_t h, const Deal& deal, const State& state,
                                int applied) const {
  const Hand& hand = m.record.hands[h];
  const int recorded = hand.play ? int(hand.play->size) : 0;
  auto cards = [](CardSet set) {
    nlohmann::json out = nlohmann::json::array();
    for (Card c : set) out.push_back(CardCode(c, kDeck));
    return out;
  };
  nlohmann::json board = {{"game", m.record.game}, {"hand", h}, {"move", applied},
                          {"moves", recorded}, {"dealer", deal.dealer}};
  board["phase"] = state.IsTerminal() ? "over" : "play";
  board["to_move"] = state.IsTerminal() ? nlohmann::json(nullptr) : nlohmann::json(state.ToMove());
  board["seats"] = nlohmann::json::array();
  for (int s = 0; s < options_.players; ++s)
    board["seats"].push_back({{"seat", s}, {"name", m.record.PlayerName(s)}, {"side", s % 2},
                              {"hand", cards(state.HandOf(s))}});
  // The loose cards of the table, bottom to top: the pile.
  board["table"] = nlohmann::json::array();
  for (Card c : state.Pile()) board["table"].push_back(CardCode(c, kDeck));
  board["sides"] = nlohmann::json::array();
  const std::array<CardSet, 2> piles = state.Piles();
  for (size_t side = 0; side < 2; ++side)
    board["sides"].push_back({{"cards", piles[side].Size()}, {"xeri", state.Xeris()[side]},
                              {"card_points", CardPoints(piles[side], options_)}});
  if (applied > 0) board["last"] = WriteAction(hand.play->items[applied - 1], kDeck);
  if (applied < recorded) board["next"] = WriteAction(hand.play->items[applied], kDeck);
  return board;
}

}  // namespace replay::xeri
