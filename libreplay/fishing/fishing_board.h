// What the boards replay-show draws for the fishing games share (engine/game.h, Game::Show): the
// position's place in the hand, the seats with their hands, and each side's captured pile. Each
// game adds its table (Diloti's loose cards and builds, Xeri's pile) and the last and next
// actions.
#ifndef REPLAY_FISHING_FISHING_BOARD_H_
#define REPLAY_FISHING_FISHING_BOARD_H_

#include <array>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "engine/driver.h"
#include "fishing/fishing_deal.h"

namespace replay::fishing {

// The cards of `set` as codes of `deck`.
inline nlohmann::json CardCodes(CardSet set, Deck deck) {
  nlohmann::json out = nlohmann::json::array();
  for (Card c : set) out.push_back(CardCode(c, deck));
  return out;
}

// The board of hand `h` after `applied` actions; `card_points(pile)` is a side's card points.
template <class State, class CardPoints>
nlohmann::json Board(const MatchContext& m, size_t h, const Deal& deal, const State& state,
                     int applied, Deck deck, CardPoints card_points) {
  const Hand& hand = m.record.hands[h];
  const int recorded = hand.play ? int(hand.play->size) : 0;
  nlohmann::json board = {{"game", m.record.game}, {"hand", h}, {"move", applied},
                          {"moves", recorded}, {"dealer", deal.dealer}};
  board["phase"] = state.IsTerminal() ? "over" : "play";
  board["to_move"] = state.IsTerminal() ? nlohmann::json(nullptr) : nlohmann::json(state.ToMove());
  board["seats"] = nlohmann::json::array();
  for (int s = 0; s < deal.players; ++s)
    board["seats"].push_back({{"seat", s}, {"name", m.record.PlayerName(s)}, {"side", s % 2},
                              {"hand", CardCodes(state.HandOf(s), deck)}});
  board["sides"] = nlohmann::json::array();
  const std::array<CardSet, 2> piles = state.Piles();
  for (size_t side = 0; side < 2; ++side)
    board["sides"].push_back({{"cards", piles[side].Size()}, {"xeri", state.Xeris()[side]},
                              {"card_points", card_points(piles[side])}});
  return board;
}

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_BOARD_H_
