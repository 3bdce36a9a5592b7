#include "tute/tute_random.h"

#include <algorithm>

#include "engine/outcome_json.h"
#include "tute/tute.h"

namespace replay::tute {
namespace {

bool Coin(double p, std::mt19937_64& rng) {
  return std::uniform_real_distribution<double>(0, 1)(rng) < p;
}

template <class T>
const T& Pick(const std::vector<T>& items, std::mt19937_64& rng) {
  return items[std::uniform_int_distribution<size_t>(0, items.size() - 1)(rng)];
}

// A plausible card among the legal ones: the cheapest card that wins a trick worth taking (or
// any trick, when following last), else the lowest card; a leader leads low or with an ace.
Action Sensible(const State& state, const std::vector<Action>& cards, std::mt19937_64& rng) {
  auto value = [&](Card c) {  // what giving the card away costs
    return CardPoints(c) * 4 + Strength(c) + (c.suit == state.Trump() ? 20 : 0);
  };
  auto cheapest = [&](const std::vector<Action>& from) {
    return *std::min_element(from.begin(), from.end(), [&](const Action& a, const Action& b) {
      return value(a.move.card) < value(b.move.card);
    });
  };
  const std::vector<Card>& trick = state.Trick();
  if (trick.empty()) {
    std::vector<Action> aces;
    for (const Action& a : cards)
      if (a.move.card.rank == 1 && a.move.card.suit != state.Trump()) aces.push_back(a);
    if (!aces.empty() && Coin(0.5, rng)) return Pick(aces, rng);
    return Coin(0.7, rng) ? cheapest(cards) : Pick(cards, rng);
  }
  const int wpos = WinningIndex(trick.data(), int(trick.size()), state.Trump());
  const Card w = trick[size_t(wpos)];
  int points = 0;
  for (Card c : trick) points += CardPoints(c);
  const int n = state.options().players;
  const bool partner_wins = n == 4 && int(trick.size()) - wpos == 2;
  std::vector<Action> winning;
  for (const Action& a : cards)
    if (Beats(a.move.card, w, state.Trump())) winning.push_back(a);
  if (!winning.empty() && !partner_wins && (points > 0 || int(trick.size()) == n - 1))
    return cheapest(winning);
  return cheapest(cards);
}

Action Choose(const State& state, const std::vector<Action>& legal, std::mt19937_64& rng,
              const PerSide& totals, const RandomPolicy& policy) {
  const Options& o = state.options();
  std::vector<Action> cards, by_kind[6];
  for (const Action& a : legal) {
    if (a.move.kind == MoveKind::kCard) cards.push_back(a);
    else by_kind[int(a.move.kind)].push_back(a);
  }
  auto kind = [&](MoveKind k) -> const std::vector<Action>& { return by_kind[int(k)]; };
  if (!kind(MoveKind::kTute).empty() && Coin(policy.tute, rng)) return Pick(kind(MoveKind::kTute), rng);
  if (!kind(MoveKind::kExchange).empty() && Coin(policy.exchange, rng))
    return Pick(kind(MoveKind::kExchange), rng);
  if (!kind(MoveKind::kSing).empty() && Coin(policy.sing, rng)) return Pick(kind(MoveKind::kSing), rng);
  for (const Action& a : kind(MoveKind::kCapote))
    if (Coin(policy.capote, rng)) return a;
  if (!kind(MoveKind::kClaim).empty()) {
    const int seat = state.ToMove();
    const HandFacts f = state.Facts();
    long total = totals[size_t(seat)] + f.card_points[size_t(seat)] + f.cantes[size_t(seat)];
    if (Coin(total >= o.target ? policy.claim : policy.false_claim, rng))
      return kind(MoveKind::kClaim).front();
  }
  if (!cards.empty()) {
    if (Coin(policy.sensible, rng)) return Sensible(state, cards, rng);
    return Pick(cards, rng);
  }
  std::vector<Action> others;
  for (const auto& list : by_kind) others.insert(others.end(), list.begin(), list.end());
  return Pick(others, rng);
}

}  // namespace

Deal RandomDeal(const Options& options, int dealer, std::mt19937_64& rng,
                std::vector<Card>* stock) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  std::shuffle(deck.begin(), deck.end(), rng);
  Deal deal;
  deal.players = options.players;
  deal.dealer = dealer;
  const int n = options.players, dealt = options.HandSize();
  size_t k = 0;
  for (int i = 0; i < dealt; ++i)  // one card at a time, from the seat after the dealer
    for (int j = 1; j <= n; ++j) deal.hands[size_t((dealer + j) % n)][size_t(i)] = deck[k++];
  if (n == 4) {
    deal.turned = deal.hands[size_t(dealer)][9];
  } else {
    deal.turned = deck[k++];
  }
  if (stock) stock->assign(deck.begin() + long(k), deck.end());
  return deal;
}

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng,
                           bool claim_allowed, const PerSide& totals,
                           const RandomPolicy& policy) {
  RandomHand hand;
  std::vector<Card> stock;
  hand.deal = RandomDeal(options, dealer, rng, &stock);
  State state(options, hand.deal, claim_allowed);
  size_t next = 0;  // the next stock card to draw
  int draws = 0;    // draws made
  while (!state.Ended()) {
    std::optional<std::pair<int, int>> draw = state.PendingDraw();
    if (draw) {  // fill the entries the draw will take (the face-up card may have changed)
      auto [index, winner] = *draw;
      const bool last = index == kMaxEntries - 1;
      state.SetEntry(winner, index, stock[next]);
      state.SetEntry(1 - winner, index, last ? state.FaceUp() : stock[next + 1]);
    }
    std::vector<Action> legal = state.LegalActions();
    Action a = Choose(state, legal, rng, totals, policy);
    if (!a.seat && a.move.kind != MoveKind::kCapote && Coin(policy.seat, rng))
      a.seat = state.ToMove();
    if (state.Apply(a)) {  // an optional seat where it isn't optional: write none
      a.seat.reset();
      state.Apply(a);
    }
    if (draw && !state.PendingDraw() && !state.Ended()) {
      next += 2;
      ++draws;
    }
    hand.actions.push_back(a);
  }
  if (options.players == 2) {  // a hand that ended early: the stock still lies there
    for (int k = draws; k < options.StockTricks(); ++k) {
      const int index = options.HandSize() + k;
      const bool last = index == kMaxEntries - 1;
      state.SetEntry(0, index, stock[next]);
      state.SetEntry(1, index, last ? state.FaceUp() : stock[next + 1]);
      next += 2;
    }
  }
  hand.deal = state.deal();
  hand.facts = state.Facts();
  hand.score = ScoreHand(hand.facts, options);
  return hand;
}

nlohmann::json HandToJson(const RandomHand& hand) {
  using nlohmann::json;
  const int n = hand.deal.players;
  const int per_seat = n == 2 ? 20 : n == 3 ? 13 : 10;
  json hands = json::array();
  for (int s = 0; s < n; ++s) {
    json seat = json::array();
    for (int i = 0; i < per_seat; ++i) seat.push_back(Code(hand.deal.hands[size_t(s)][size_t(i)]));
    hands.push_back(seat);
  }
  json play = json::array();
  for (const Action& a : hand.actions) play.push_back(json::parse(ActionText(a)));
  return {{"dealer", hand.deal.dealer},
          {"cards", {{"turned", Code(hand.deal.turned)}, {"hands", hands}}},
          {"play", play}};
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng, const RandomPolicy& policy) {
  using nlohmann::json;
  static const std::vector<std::string> kNames = {
      "Carmen", "Paco", "Lola", "Manolo", "Pilar", "Antonio", "Rocío", "Javier", "Maite",
      "Jordi", "Nuria", "Íñigo", "Consuelo", "Ramón", "Begoña", "Emilio", "Inés", "Tomás"};
  std::vector<std::string> pool = kNames;
  std::shuffle(pool.begin(), pool.end(), rng);
  const int n = options.players, sides = Sides(n);
  json players = json::array();
  for (int s = 0; s < n; ++s) players.push_back(pool[size_t(s)]);
  json hands = json::array();
  PerSide totals{};
  int winner = -1;
  int dealer = int(rng() % unsigned(n));
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    RandomHand hand = RandomLegalHand(options, dealer, rng, h > 0, totals, policy);
    int match_winner = -1;
    if (n == 2) {
      for (int s = 0; s < 2; ++s) totals[size_t(s)] += hand.score.points[size_t(s)];
      match_winner = MatchWinner2p(totals, options.target, hand.score.end, hand.facts.decider,
                                   hand.facts.capote_made, hand.score.last_trick);
      winner = std::max(match_winner, -1);
      dealer = hand.score.last_trick;  // TUT-84
    } else {
      for (int s = 0; s < sides; ++s) {
        totals[size_t(s)] += hand.score.games[size_t(s)];
        if (totals[size_t(s)] >= options.target) winner = s;
      }
      dealer = (dealer + 1) % n;
    }
    json record_hand = HandToJson(hand);
    record_hand["result"] = ToJson(HandResult(hand.score, n, match_winner));
    hands.push_back(record_hand);
  }
  json score = json::array();
  for (int s = 0; s < sides; ++s) score.push_back(totals[size_t(s)]);
  json record = {{"game", "tute"}};
  if (!rules.is_null()) record["rules"] = rules;
  record["players"] = players;
  record["hands"] = hands;
  record["result"] = {{"score", score}};
  if (winner >= 0) record["result"]["winner"] = winner;
  return record;
}

}  // namespace replay::tute
