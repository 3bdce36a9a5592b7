// The board replay-show draws for a Tute position (engine/game.h, Game::Show): the seats' hands,
// the trump and the face-up card, the stock (2 players), the trick in progress, the cantes and
// announcements so far and each side's tricks and card points.
#include "engine/move_text.h"
#include "tute/tute_match.h"

namespace replay::tute {

nlohmann::json TuteMatch::Board(MatchContext& m, size_t h, const State& state,
                                int applied) const {
  using Json = nlohmann::json;
  const Hand& hand = m.record.hands[h];
  const int n = options_.players, recorded = hand.play ? int(hand.play->size) : 0;
  auto cards = [](CardSet set) {
    Json out = Json::array();
    for (Card c : set) out.push_back(Code(c));
    return out;
  };
  auto suit = [](int s) { return std::string(1, SuitLetter(s, kDeck)); };
  Json board = {{"game", "tute"}, {"hand", h}, {"move", applied}, {"moves", recorded},
                {"dealer", state.deal().dealer}};
  board["phase"] = state.Ended() ? "over" : "play";
  board["to_move"] = state.Ended() ? Json(nullptr) : Json(state.ToMove());
  board["seats"] = Json::array();
  int held = 0;
  for (int s = 0; s < n; ++s) {
    held += state.HandOf(s).Size();
    board["seats"].push_back({{"seat", s}, {"name", m.record.PlayerName(s)},
                              {"side", SideOfSeat(s, n)}, {"hand", cards(state.HandOf(s))}});
  }
  board["trump"] = suit(state.Trump());
  board["turned"] = state.FaceUpPresent() ? Json(Code(state.FaceUp())) : Json(nullptr);
  const std::vector<Card> trick = state.Trick();
  if (n == 2) {  // the cards not yet drawn, the face-up card among them
    int won = 0;
    for (int s = 0; s < SideCount(); ++s) won += int(state.CardsWon()[size_t(s)]);
    board["stock"] = 40 - held - won - int(trick.size());
  }
  board["trick"] = Json::array();
  const int leader = (state.ToMove() - int(trick.size()) + n) % n;
  for (size_t i = 0; i < trick.size(); ++i)
    board["trick"].push_back({{"seat", (leader + int(i)) % n}, {"card", Code(trick[i])}});
  board["cantes"] = Json::array();
  for (int k = 0; k < state.CanteCount(); ++k) {
    const Cante& c = state.Cantes()[size_t(k)];
    board["cantes"].push_back({{"seat", c.seat}, {"suit", suit(c.suit)}, {"points", c.points}});
  }
  board["exchanges"] = state.Exchanges();
  if (state.CapoteSeat() >= 0) board["capote"] = state.CapoteSeat();
  if (state.ClaimSeat() >= 0) board["claim"] = state.ClaimSeat();
  if (state.TuteSeat() >= 0)
    board["tute"] = {{"seat", state.TuteSeat()},
                     {"kind", state.TuteKindShown() == TuteKind::kKings ? "kings" : "knights"}};
  const tute::HandFacts facts = state.Facts();
  board["sides"] = Json::array();
  for (int s = 0; s < SideCount(); ++s)
    board["sides"].push_back({{"tricks", facts.tricks[size_t(s)]},
                              {"points", facts.card_points[size_t(s)]},
                              {"cantes", facts.cantes[size_t(s)]}});
  if (applied > 0) board["last"] = ActionJson(hand.play->items[applied - 1], kDeck);
  if (applied < recorded) board["next"] = ActionJson(hand.play->items[applied], kDeck);
  return board;
}

}  // namespace replay::tute
