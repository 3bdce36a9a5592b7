#include "bourlot/bourlot_random.h"

#include <algorithm>
#include <cassert>

#include "engine/driver.h"

namespace replay::bourlot {
namespace {

bool Chance(std::mt19937_64& rng, double p) {
  return std::uniform_real_distribution<double>(0, 1)(rng) < p;
}

template <class T>
const T& Pick(const std::vector<T>& v, std::mt19937_64& rng) {
  return v[std::uniform_int_distribution<size_t>(0, v.size() - 1)(rng)];
}

// Some of the melds in `hand`: whole carrés and runs, sometimes a run shortened by a card,
// never two melds sharing a card. Cards are listed in a random order.
std::vector<std::vector<Card>> ChooseMelds(CardSet hand, const Options& options,
                                           std::mt19937_64& rng) {
  std::vector<std::vector<Card>> candidates;
  for (int rank : {11, 9, 1, 13, 12, 10, 7}) {
    if (rank == 7 && !options.carre7_cancels_carre_j) continue;
    std::vector<Card> carre;
    for (int suit = 0; suit < 4; ++suit)
      if (hand.Contains(Card{uint8_t(rank), uint8_t(suit)}))
        carre.push_back(Card{uint8_t(rank), uint8_t(suit)});
    if (carre.size() == 4) candidates.push_back(carre);
  }
  for (int suit = 0; suit < 4; ++suit) {
    std::vector<Card> run;
    for (int pos = 1; pos <= 9; ++pos) {
      Card c{uint8_t(pos <= 8 ? belote::RankAtPosition(pos) : 0), uint8_t(suit)};
      if (pos <= 8 && hand.Contains(c)) {
        run.push_back(c);
        continue;
      }
      if (run.size() >= 3) {
        if (run.size() >= 4 && Chance(rng, 0.2)) {
          if (Chance(rng, 0.5)) run.erase(run.begin());
          else run.pop_back();
        }
        candidates.push_back(run);
      }
      run.clear();
    }
  }
  std::shuffle(candidates.begin(), candidates.end(), rng);
  std::vector<std::vector<Card>> chosen;
  CardSet used;
  for (auto& meld : candidates) {
    CardSet cards;
    for (Card c : meld) cards.Add(c);
    if (!(cards & used).Empty() || !Chance(rng, 0.75)) continue;
    used = used | cards;
    std::shuffle(meld.begin(), meld.end(), rng);
    chosen.push_back(meld);
  }
  return chosen;
}

}  // namespace

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng,
                           double take_chance) {
  RandomHand hand;
  hand.dealer = dealer;
  std::vector<Card> deck;
  for (Card c : CardSet::Full(kDeck)) deck.push_back(c);
  std::shuffle(deck.begin(), deck.end(), rng);
  const int eldest = (dealer + 1) % kSeats;
  size_t next = 0;
  // 3 + 2 to each seat from the eldest, then the turned card (§3).
  for (int packet : {3, 2})
    for (int k = 0; k < kSeats; ++k)
      for (int i = 0; i < packet; ++i) hand.lists[size_t((eldest + k) % kSeats)].push_back(deck[next++]);
  hand.turned = deck[next++];
  AuctionView view;
  view.turned = hand.turned;
  for (int s = 0; s < kSeats; ++s)
    for (Card c : hand.lists[size_t(s)]) view.first_five[size_t(s)].Add(c);
  Auction auction(options, dealer, view);
  while (!auction.Ended()) {
    std::vector<Call> buys;
    for (const Call& c : auction.LegalCalls())
      if (c.kind != CallKind::kPass) buys.push_back(c);
    Call call = !buys.empty() && Chance(rng, take_chance) ? Pick(buys, rng) : Call{};
    if (Chance(rng, 0.1)) call.seat = auction.ToCall();  // sometimes the optional `seat`
    [[maybe_unused]] auto v = auction.Apply(call);
    assert(!v);
    hand.auction.push_back(call);
  }
  if (auction.IsVoid()) {
    hand.passed = true;
    return hand;
  }
  if (std::vector<Call> exchanges = auction.LegalCalls(); !exchanges.empty() && Chance(rng, 0.6)) {
    Call x = Pick(exchanges, rng);
    [[maybe_unused]] auto v = auction.Apply(x);
    assert(!v);
    hand.auction.push_back(x);
  }
  // The rest of the deal: R receives the turned card (or 7T) and 2 more, the others 3 (§3).
  const int receiver = auction.Receiver(), trump = auction.Trump();
  const Card seven = belote::TrumpCard(7, trump);
  for (int k = 0; k < kSeats; ++k) {
    auto& list = hand.lists[size_t((eldest + k) % kSeats)];
    if ((eldest + k) % kSeats == receiver) {
      list.push_back(auction.Exchanger() >= 0 ? seven : hand.turned);
      for (int i = 0; i < 2; ++i) list.push_back(deck[next++]);
    } else {
      for (int i = 0; i < 3; ++i) list.push_back(deck[next++]);
    }
  }
  std::array<CardSet, kSeats> start{};
  for (int s = 0; s < kSeats; ++s)
    for (Card c : hand.lists[size_t(s)]) start[size_t(s)].Add(c);
  if (int x = auction.Exchanger(); x >= 0) {
    start[size_t(x)].Remove(seven);
    start[size_t(x)].Add(hand.turned);
  }
  PlayState state(options, eldest, auction.Buyer(), trump, start);
  std::array<std::vector<std::vector<Card>>, kSeats> melds;
  for (int s = 0; s < kSeats; ++s) melds[size_t(s)] = ChooseMelds(start[size_t(s)], options, rng);
  // How the belote holder calls: 0 not at all, 1 belote only, 2 belote + rebelote,
  // 3 belote on the second card only.
  const int belote_mode = std::discrete_distribution<int>({1, 1, 7, 1})(rng);
  int belote_cards = 0;
  while (!state.IsTerminal()) {
    const int seat = state.ToMove();
    std::vector<Card> legal;
    for (Card c : state.LegalCards()) legal.push_back(c);
    assert(!legal.empty());
    PlayAction a;
    a.card = Pick(legal, rng);
    if (state.Index() < kSeats) a.declare = melds[size_t(seat)];
    if (seat == state.BeloteSeat() && a.card.suit == trump &&
        (a.card.rank == 12 || a.card.rank == 13)) {
      bool first = belote_cards++ == 0;
      if (first && (belote_mode == 1 || belote_mode == 2)) a.say = Say::kBelote;
      if (!first && belote_mode == 2) a.say = Say::kRebelote;
      if (!first && belote_mode == 3) a.say = Say::kBelote;
    }
    if (Chance(rng, 0.05)) a.seat = seat;
    [[maybe_unused]] auto v = state.Apply(a);
    assert(!v);
    hand.play.push_back(a);
  }
  hand.facts = state.Facts();
  hand.score = ScoreHand(hand.facts, options);
  return hand;
}

nlohmann::json HandToJson(const RandomHand& hand, long pot, long* pot_after, PerSide* points) {
  using nlohmann::json;
  json lists = json::array();
  for (const auto& list : hand.lists) {
    json seat = json::array();
    for (Card c : list) seat.push_back(Code(c));
    lists.push_back(seat);
  }
  json auction = json::array(), play = json::array();
  for (const Call& c : hand.auction) {
    json call = json::parse(CallText(c));
    if (c.seat && c.kind != CallKind::kExchange) {
      if (call.is_string()) call = {{"pass", true}};
      call["seat"] = *c.seat;
    }
    auction.push_back(call);
  }
  for (const PlayAction& a : hand.play) {
    json entry = json::parse(PlayText(a));
    if (a.seat) {
      if (entry.is_string()) entry = {{"card", entry}};
      entry["seat"] = *a.seat;
    }
    play.push_back(entry);
  }
  json out = {{"dealer", hand.dealer},
              {"cards", {{"hands", lists}, {"turned", Code(hand.turned)}}},
              {"auction", auction}};
  auto pair = [](const PerSide& p) { return json::array({p[0], p[1]}); };
  if (hand.passed) {
    out["result"] = {{"points", {0, 0}}, {"hanging", 0}};
    *pot_after = pot;
    *points = {0, 0};
    return out;
  }
  out["play"] = play;
  const HandScore& s = hand.score;
  *points = CollectPot(s.points, s.outcome, hand.facts.buyer_side, pot);
  *pot_after = NextPot(s.outcome, pot, s.hanging);
  out["result"] = {{"points", pair(*points)},         {"tricks", pair(s.tricks)},
                   {"declarations", pair(s.declarations)}, {"belote", pair(s.belote)},
                   {"made", s.outcome == Outcome::kMade}, {"capot", s.capot},
                   {"hanging", s.hanging}};
  return out;
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules, int max_hands,
                           std::mt19937_64& rng, const std::array<std::string, kSeats>& names) {
  nlohmann::json players = nlohmann::json::array();
  for (const std::string& n : names) players.push_back(n);
  nlohmann::json hands = nlohmann::json::array();
  PerSide totals{};
  long pot = 0;
  int winner = -1;
  int dealer = int(rng() % kSeats);
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    RandomHand hand = RandomLegalHand(options, dealer, rng);
    PerSide points{};
    hands.push_back(HandToJson(hand, pot, &pot, &points));
    totals[0] += points[0];
    totals[1] += points[1];
    winner = TargetWinner(replay::Sides(totals), options.target);
    dealer = (dealer + 1) % kSeats;
  }
  nlohmann::json result = {{"score", {totals[0], totals[1]}}};
  if (winner >= 0) result["winner"] = winner;
  nlohmann::json record = {{"game", "bourlot"}, {"players", players}, {"hands", hands},
                           {"result", result}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

}  // namespace replay::bourlot
