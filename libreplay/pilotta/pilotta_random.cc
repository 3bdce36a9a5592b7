#include "pilotta/pilotta_random.h"

#include <algorithm>

#include "pilotta/pilotta_claims.h"

namespace replay::pilotta {
namespace {

bool Chance(std::mt19937_64& rng, int percent) { return int(rng() % 100) < percent; }

// The melds a player declares on his trick-1 card: most of those he holds, a sequence sometimes
// shortened to its top cards.
std::vector<std::vector<Card>> ChooseDeclaration(CardSet hand, const Options& options,
                                                 std::mt19937_64& rng) {
  std::vector<std::vector<Card>> out;
  for (std::vector<Card> meld : FindMelds(hand, options.carre_card_in_sequence)) {
    if (!Chance(rng, 85)) continue;
    bool carre = meld.size() == 4 && meld[0].rank == meld[1].rank;
    if (!carre && meld.size() > 3 && Chance(rng, 15)) {
      size_t keep = 3 + rng() % (meld.size() - 3);
      meld.erase(meld.begin(), meld.end() - long(keep));  // the top cards
    }
    std::shuffle(meld.begin(), meld.end(), rng);  // melds are listed in any order
    out.push_back(meld);
  }
  return out;
}

}  // namespace

Deal RandomDeal(int dealer, std::mt19937_64& rng) {
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  std::shuffle(deck.begin(), deck.end(), rng);
  Deal deal;
  deal.dealer = dealer;
  for (size_t s = 0; s < 4; ++s)
    for (size_t i = 0; i < kCardsPerSeat; ++i) deal.hands[s][i] = deck[s * kCardsPerSeat + i];
  return deal;
}

std::vector<Call> RandomAuction(int dealer, std::mt19937_64& rng) {
  Auction auction(dealer);
  std::vector<Call> calls;
  while (!auction.IsOver()) {
    std::vector<Call> legal = auction.LegalCalls(kCapot);
    Call call;  // pass unless something below applies
    const auto& high = auction.High();
    int roll = int(rng() % 100);
    auto find = [&](CallKind kind) {
      return std::find_if(legal.begin(), legal.end(),
                          [&](const Call& c) { return c.kind == kind; });
    };
    if (roll < 30) {
      long next = (high ? high->value : kMinBid - 10) + 10 * long(1 + rng() % 3);
      bool capot = next > 240 || Chance(rng, 2);
      Call bid{CallKind::kBid, capot ? kCapot : next, capot, int(rng() % 4), {}};
      if (high && Chance(rng, 60)) bid.trump = high->trump;
      if (std::find(legal.begin(), legal.end(), bid) != legal.end()) call = bid;
    } else if (roll < 36 && find(CallKind::kDouble) != legal.end()) {
      call = *find(CallKind::kDouble);
    } else if (roll < 40 && find(CallKind::kRedouble) != legal.end()) {
      call = *find(CallKind::kRedouble);
    }
    auction.Apply(call);
    calls.push_back(call);
  }
  return calls;
}

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng) {
  RandomHand hand;
  hand.deal = RandomDeal(dealer, rng);
  hand.auction = RandomAuction(dealer, rng);
  Auction auction(dealer);
  for (const Call& c : hand.auction) auction.Apply(c);
  hand.contract = auction.Result();
  if (!hand.contract) return hand;
  State state(options, hand.deal, *hand.contract);
  while (!state.IsTerminal()) {
    std::vector<Move> legal = state.LegalMoves();
    // Pick a card uniformly, then the holder usually says what the rules let him say.
    std::vector<Card> cards;
    for (const Move& m : legal)
      if (cards.empty() || !(cards.back() == m.card)) cards.push_back(m.card);
    Card card = cards[rng() % cards.size()];
    Move move;
    move.card = card;
    for (const Move& m : legal)
      if (m.card == card && m.say != Say::kNone && Chance(rng, 85)) move.say = m.say;
    if (state.PlayIndex() < 4) {
      move.declare = ChooseDeclaration(state.StartingHand(state.ToMove()), options, rng);
      move.shown = move.declare.empty() || !Chance(rng, 8);
    }
    state.Apply(move);
    hand.moves.push_back(move);
  }
  hand.facts = state.Facts();
  hand.score = ScoreHand(*hand.facts, options);
  return hand;
}

nlohmann::json HandToJson(const RandomHand& hand) {
  using nlohmann::json;
  json hands = json::array();
  for (const auto& seat : hand.deal.hands) {
    json cards = json::array();
    for (Card c : seat) cards.push_back(CardCode(c, kDeck));
    hands.push_back(cards);
  }
  json auction = json::array();
  for (const Call& c : hand.auction) auction.push_back(json::parse(CallText(c)));
  json out = {{"dealer", hand.deal.dealer}, {"cards", {{"hands", hands}}}, {"auction", auction}};
  if (!hand.contract) {
    out["result"] = {{"points", {0, 0}}};
    return out;
  }
  json play = json::array();
  for (const Move& m : hand.moves) play.push_back(json::parse(MoveText(m)));
  out["play"] = play;
  out["result"] = ResultJson(*hand.score);
  return out;
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules,
                           const std::vector<std::string>& players, int max_hands,
                           std::mt19937_64& rng) {
  nlohmann::json hands = nlohmann::json::array();
  PerSide totals{};
  int winner = -1;
  int dealer = int(rng() % 4);
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    RandomHand hand = RandomLegalHand(options, dealer, rng);
    hands.push_back(HandToJson(hand));
    if (hand.score) {
      totals[0] += hand.score->points[0];
      totals[1] += hand.score->points[1];
    }
    winner = MatchWinner(totals, options.target);
    dealer = (dealer + 1) % 4;
  }
  nlohmann::json result = {{"score", {totals[0], totals[1]}}};
  if (winner >= 0) result["winner"] = winner;
  nlohmann::json record = {{"game", "pilotta"}, {"players", players}, {"hands", hands},
                           {"result", result}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

}  // namespace replay::pilotta
