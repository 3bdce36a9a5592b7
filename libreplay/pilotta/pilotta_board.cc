// The board replay-show draws for a Pilotta position (engine/game.h, Game::Show): the auction,
// the trick, the hands, the contract, the declarations and the trick points.
#include <algorithm>

#include "engine/move_text.h"
#include "pilotta/pilotta_match.h"

namespace replay::pilotta {
namespace {

nlohmann::json Cards(CardSet set) {
  nlohmann::json out = nlohmann::json::array();
  for (Card c : set) out.push_back(CardCode(c, kDeck));
  return out;
}

nlohmann::json Declarations(const State& state) {
  nlohmann::json declarations = nlohmann::json::array();
  for (int s = 0; s < 4; ++s) {
    const SeatMelds& sm = state.Melds()[size_t(s)];
    if (sm.melds.empty()) continue;
    nlohmann::json melds = nlohmann::json::array();
    for (const belote::Meld& m : sm.melds) {
      std::vector<Card> in_order;
      for (Card c : m.cards) in_order.push_back(c);
      std::sort(in_order.begin(), in_order.end(), [](Card a, Card b) {
        return std::pair(a.suit, belote::SequencePosition(a.rank)) <
               std::pair(b.suit, belote::SequencePosition(b.rank));
      });
      nlohmann::json list = nlohmann::json::array();
      for (Card c : in_order) list.push_back(CardCode(c, kDeck));
      melds.push_back(list);
    }
    declarations.push_back({{"seat", s}, {"melds", melds}, {"shown", sm.shown}});
  }
  return declarations;
}

}  // namespace

nlohmann::json PilottaMatch::Board(MatchContext& m, size_t h, const Deal& deal,
                                   const Auction& auction, const State* state,
                                   int applied) const {
  const Hand& hand = m.record.hands[h];
  const int calls = hand.auction ? int(hand.auction->size) : 0;
  const int recorded = calls + (hand.play ? int(hand.play->size) : 0);
  nlohmann::json board = {{"game", "pilotta"}, {"hand", h},           {"move", applied},
                          {"moves", recorded}, {"dealer", deal.dealer}};
  const bool over = state ? state->IsTerminal() : auction.IsOver();
  board["phase"] = !auction.IsOver() ? "auction" : over ? "over" : "play";
  board["to_move"] = over ? nlohmann::json(nullptr)
                     : state ? nlohmann::json(state->ToMove()) : nlohmann::json(auction.ToCall());
  board["seats"] = nlohmann::json::array();
  for (int s = 0; s < 4; ++s)
    board["seats"].push_back({{"seat", s}, {"name", m.record.PlayerName(s)}, {"side", s % 2},
                              {"hand", Cards(state ? state->HandOf(s) : deal.Hand(s))}});
  if (const std::optional<Contract>& high = auction.High()) {
    nlohmann::json c = {{"seat", high->seat},
                        {"trump", std::string(1, SuitLetter(high->trump, kDeck))},
                        {"double", high->multiplier}};
    c["bid"] = high->capot ? nlohmann::json("capot") : nlohmann::json(high->value);
    board[auction.IsOver() ? "contract" : "high_bid"] = c;
  }
  if (state) {
    board["trick"] = nlohmann::json::array();
    const int leader = (state->ToMove() - state->InTrick() + 4) % 4;
    for (int i = 0; i < state->InTrick(); ++i)
      board["trick"].push_back({{"seat", (leader + i) % 4},
                                {"card", CardCode(state->TrickCards()[size_t(i)], kDeck)}});
    if (nlohmann::json declarations = Declarations(*state); !declarations.empty())
      board["declarations"] = declarations;
    HandFacts f = state->Facts();
    board["sides"] = nlohmann::json::array();
    for (size_t side = 0; side < 2; ++side)
      board["sides"].push_back({{"tricks", state->TricksWon()[side]},
                                {"trick_points", f.tricks[side]}});
  }
  auto action = [&](int i) {
    return i < calls ? ActionJson(hand.auction->items[i], kDeck)
                     : ActionJson(hand.play->items[i - calls], kDeck);
  };
  if (applied > 0) board["last"] = action(applied - 1);
  if (applied < recorded) board["next"] = action(applied);
  return board;
}

}  // namespace replay::pilotta
