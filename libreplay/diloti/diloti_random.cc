#include "diloti/diloti_random.h"

#include <algorithm>

namespace replay::diloti {

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  Deal deal;
  deal.players = options.players;
  deal.dealer = dealer;
  while (true) {
    std::shuffle(deck.begin(), deck.end(), rng);
    size_t k = 0;
    for (Card& c : deal.table) c = deck[k++];
    int per_seat = options.players == 4 ? 12 : 24;
    for (int s = 0; s < options.players; ++s)
      for (int i = 0; i < per_seat; ++i) deal.hands[size_t(s)][size_t(i)] = deck[k++];
    // DIL-5: a table such a deal would have been redealt for.
    bool redeal = false;
    for (int rank = 11; rank <= 13; ++rank) {
      int count = int(std::count_if(deal.table.begin(), deal.table.end(),
                                    [&](Card c) { return c.rank == rank; }));
      redeal = redeal || count == 4 ||
               (count == 3 && options.initial_faces == InitialFaces::kRedeal);
    }
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
    // Claim the xeri on most xeri captures, as a scorer would; sometimes say nothing.
    if (m.kind == MoveKind::kCapture && rng() % 4 != 0) m.xeri = effect.xeri;
    hand.moves.push_back(m);
  }
  hand.score = ScoreHand(state.Piles(), state.Xeris(), options);
  return hand;
}

nlohmann::json HandToJson(const RandomHand& hand) {
  using nlohmann::json;
  auto code = [](Card c) { return CardCode(c, kDeck); };
  json table = json::array(), hands = json::array();
  for (Card c : hand.deal.table) table.push_back(code(c));
  int per_seat = hand.deal.players == 4 ? 12 : 24;
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
  PerSide totals{};
  int winner = -1;
  int dealer = int(rng() % unsigned(options.players));
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    RandomHand hand = RandomLegalHand(options, dealer, rng);
    hands.push_back(HandToJson(hand));
    totals[0] += hand.score.points[0];
    totals[1] += hand.score.points[1];
    winner = MatchWinner(totals, options.target);
    dealer = (dealer + 1) % options.players;
  }
  nlohmann::json result = {{"score", {totals[0], totals[1]}}};
  if (winner >= 0) result["winner"] = winner;
  nlohmann::json record = {{"game", "diloti"}, {"players", players}, {"hands", hands},
                           {"result", result}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

}  // namespace replay::diloti
