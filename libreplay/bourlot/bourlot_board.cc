// The board replay-show draws for a Bourlot position (engine/game.h, Game::Show): during the
// auction each seat's first five cards, the turned card and the calls so far; in the play the
// hands, the contract, the trick on the table, the declarations, belote and the tricks won.
#include "bourlot/bourlot_match.h"
#include "engine/move_text.h"

namespace replay::bourlot {

nlohmann::json BourlotMatch::Board(MatchContext& m, size_t h, const Auction& auction,
                                   const AuctionView& view, const PlayState* play, int calls,
                                   int plays) const {
  using Json = nlohmann::json;
  const Hand& hand = m.record.hands[h];
  const int recorded_calls = hand.auction ? int(hand.auction->size) : 0;
  const int recorded = recorded_calls + (hand.play ? int(hand.play->size) : 0);
  auto cards = [](CardSet set) {
    Json out = Json::array();
    for (Card c : set) out.push_back(Code(c));
    return out;
  };
  Json board = {{"game", "bourlot"}, {"hand", h}, {"move", calls + plays},
                {"moves", recorded}, {"dealer", auction.Dealer()}};
  const bool over = play ? play->IsTerminal() : auction.IsVoid() && calls == recorded_calls;
  board["phase"] = over ? "over" : play ? "play" : "auction";
  int to_move = -1;
  if (play && !over) {
    to_move = play->ToMove();
  } else if (!play && !over) {
    to_move = auction.Ended() ? -1 : auction.ToCall();
    if (calls < recorded_calls) {  // an exchange names its own seat
      DecodedCall next = DecodeCall(hand.auction->items[calls]);
      if (next.call && next.call->kind == CallKind::kExchange && next.call->seat)
        to_move = *next.call->seat;
    }
  }
  board["to_move"] = to_move >= 0 ? Json(to_move) : Json(nullptr);
  board["seats"] = Json::array();
  for (int s = 0; s < kSeats; ++s)
    board["seats"].push_back({{"seat", s}, {"name", m.record.PlayerName(s)}, {"side", SideOf(s)},
                              {"hand", cards(play ? play->HandOf(s) : view.first_five[s])}});
  board["turned"] = Code(view.turned);
  if (auction.Buyer() >= 0) {
    Json contract = {{"seat", auction.Buyer()}, {"side", SideOf(auction.Buyer())},
                     {"trump", SuitText(auction.Trump())}, {"round", auction.BuyRound()}};
    if (auction.Exchanger() >= 0) contract["exchange"] = auction.Exchanger();
    board["contract"] = contract;
  } else {
    Json calls_so_far = Json::array();
    for (int i = 0; i < calls; ++i)
      calls_so_far.push_back(ActionJson(hand.auction->items[i], kDeck));
    board["auction"] = calls_so_far;
  }
  if (play) {
    Json trick = Json::array();
    for (int i = 0; i < play->InTrick(); ++i)
      trick.push_back({{"seat", (play->Leader() + i) % kSeats},
                       {"card", Code(play->TrickCard(i))}});
    board["trick"] = trick;
    Json declarations = Json::object();
    for (int s = 0; s < kSeats; ++s)
      for (const belote::Meld& meld : play->MeldsOf(s))
        declarations[std::to_string(s)].push_back(belote::MeldName(meld));
    if (!declarations.empty()) board["declarations"] = declarations;
    if (play->BeloteCalled()) board["belote"] = play->BeloteSeat();
    board["sides"] = Json::array();
    const std::array<CardSet, 2> won = play->Won();
    const int last_side = over ? play->Facts().last_trick_side : -1;
    for (int side = 0; side < 2; ++side)
      board["sides"].push_back(
          {{"tricks", play->TricksWon()[size_t(side)]},
           {"trick_points", belote::Points(won[size_t(side)], play->Trump()) +
                                (side == last_side ? 10 : 0)}});
  }
  // The recorded actions in order: the auction's calls, then the plays.
  auto entry = [&](int k) -> const json::Value& {
    return k < recorded_calls ? hand.auction->items[k] : hand.play->items[k - recorded_calls];
  };
  const int move = calls + plays;
  if (move > 0) board["last"] = ActionJson(entry(move - 1), kDeck);
  if (move < recorded) board["next"] = ActionJson(entry(move), kDeck);
  return board;
}

}  // namespace replay::bourlot
