#include "xeri/xeri_random.h"

#include <algorithm>

#include "engine/driver.h"

namespace replay::xeri {

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  Deal deal;
  deal.players = options.players;
  deal.dealer = dealer;
  const int per_seat = kActionsPerHand / options.players;
  while (true) {
    std::shuffle(deck.begin(), deck.end(), rng);
    size_t k = 0;
    for (Card& c : deal.table) c = deck[k++];
    for (int s = 0; s < options.players; ++s)
      for (int i = 0; i < per_seat; ++i) deal.hands[size_t(s)][size_t(i)] = deck[k++];
    // XER-5, as the engine reads it: a pile that would have been redealt is dealt again.
    const auto& t = deal.table;
    bool redeal = false;
    if (options.opening_redeal != OpeningRedeal::kNone) redeal = t[3].rank == kJack;
    if (options.opening_redeal == OpeningRedeal::kJackOrTopPair)
      redeal = redeal || t[3].rank == t[2].rank;
    if (options.opening_redeal == OpeningRedeal::kJackOrPair)
      for (size_t i = 0; i < 4; ++i)
        for (size_t j = i + 1; j < 4; ++j) redeal = redeal || t[i].rank == t[j].rank;
    if (!redeal) return deal;
  }
}

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng) {
  RandomHand hand;
  hand.deal = RandomDeal(options, dealer, rng);
  State state(options, hand.deal);
  while (!state.IsTerminal()) {
    std::vector<Move> legal = state.LegalMoves();
    Move m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    Effect effect;
    state.Apply(m, &effect);
    // Claim the xeri on most captures, as a scorer would; sometimes say nothing.
    if (m.capture && rng() % 4 != 0) m.xeri = effect.xeri;
    hand.moves.push_back(m);
  }
  hand.score = ScoreHand(state.Piles(), state.Xeris(), state.XeriPoints(), options);
  return hand;
}

nlohmann::json HandToJson(const RandomHand& hand) {
  using nlohmann::json;
  auto code = [](Card c) { return CardCode(c, kDeck); };
  json table = json::array(), hands = json::array();
  for (Card c : hand.deal.table) table.push_back(code(c));
  const int per_seat = kActionsPerHand / hand.deal.players;
  for (int s = 0; s < hand.deal.players; ++s) {
    json seat = json::array();
    for (int i = 0; i < per_seat; ++i) seat.push_back(code(hand.deal.hands[size_t(s)][size_t(i)]));
    hands.push_back(seat);
  }
  json play = json::array();
  for (const Move& m : hand.moves) play.push_back(json::parse(MoveText(m)));
  auto pair = [](const PerSide& p) { return json::array({p[0], p[1]}); };
  return {{"dealer", hand.deal.dealer},
          {"cards", {{"table", table}, {"hands", hands}}},
          {"play", play},
          {"result", {{"points", pair(hand.score.points)}, {"cards", pair(hand.score.cards)},
                      {"xeri", pair(hand.score.xeri)}}}};
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng) {
  static const char* kNames[] = {"Νίκος", "Μαρία", "Γιώργος", "Ελένη"};
  nlohmann::json players = nlohmann::json::array();
  for (int s = 0; s < options.players; ++s) players.push_back(kNames[s]);
  nlohmann::json hands = nlohmann::json::array();
  replay::Sides totals = replay::Sides::Zero(2);
  int winner = -1;
  int dealer = int(rng() % unsigned(options.players));
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    RandomHand hand = RandomLegalHand(options, dealer, rng);
    hands.push_back(HandToJson(hand));
    totals[0] += hand.score.points[0];
    totals[1] += hand.score.points[1];
    winner = TargetWinner(totals, options.target);  // XER-61
    dealer = (dealer + 1) % options.players;
  }
  nlohmann::json result = {{"score", {totals[0], totals[1]}}};
  if (winner >= 0) result["winner"] = winner;
  nlohmann::json record = {{"game", "xeri"}, {"players", players}, {"hands", hands},
                           {"result", result}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

}  // namespace replay::xeri
