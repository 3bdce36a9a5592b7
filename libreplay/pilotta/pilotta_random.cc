#include "pilotta/pilotta_random.h"

#include <algorithm>

#include "engine/outcome_json.h"
#include "pilotta/pilotta_match.h"

namespace replay::pilotta {
namespace {

bool Chance(std::mt19937_64& rng, int percent) { return int(rng() % 100) < percent; }

// The melds a player declares on his trick-1 card: most of those he holds, a sequence sometimes
// shortened to its top cards.
std::vector<std::vector<Card>> ChooseDeclaration(CardSet hand, const Options& options,
                                                 bool sensible, std::mt19937_64& rng) {
  std::vector<std::vector<Card>> out;
  for (std::vector<Card> meld : FindMelds(hand, options.carre_card_in_sequence)) {
    if (!Chance(rng, sensible ? 97 : 85)) continue;
    bool carre = meld.size() == 4 && meld[0].rank == meld[1].rank;
    if (!carre && meld.size() > 3 && Chance(rng, sensible ? 3 : 15)) {
      size_t keep = 3 + rng() % (meld.size() - 3);
      meld.erase(meld.begin(), meld.end() - long(keep));  // the top cards
    }
    std::shuffle(meld.begin(), meld.end(), rng);  // melds are listed in any order
    out.push_back(meld);
  }
  return out;
}

// ---- kSensible ----

// What a hand may bring to its side with `trump` as trumps, in points: trumps by their points and
// length, plain aces and guarded tens, pilotta and melds.
long Worth(CardSet hand, int trump) {
  long w = 0;
  int trumps = 0;
  for (Card c : hand) {
    if (c.suit == trump) {
      w += belote::CardPoints(c, trump);
      ++trumps;
    } else if (c.rank == 1) {
      w += 11;
    } else if (c.rank == 10 && hand.Contains(Card{1, c.suit})) {
      w += 10;
    }
  }
  w += 8 * std::max(0, trumps - 2);
  if (belote::HoldsBelote(hand, trump)) w += 20;
  for (const std::vector<Card>& meld : FindMelds(hand, false))
    if (auto m = belote::Classify(meld, belote::MeldRules{})) w += m->value / 2;
  return w;
}

// Whether `hand` holds the jack or the nine of `trump`: a player bids only a suit he commands.
bool Commands(CardSet hand, int trump) {
  return hand.Contains(Card{11, uint8_t(trump)}) || hand.Contains(Card{9, uint8_t(trump)});
}

Call SensibleCall(const Auction& auction, CardSet hand, std::mt19937_64& rng) {
  const int seat = auction.ToCall();
  const std::optional<Contract>& high = auction.High();
  Call pass;
  auto legal = [&](const Call& c) { return !auction.Check(c); };
  if (high && high->Side() != seat % 2) {  // the other side holds the bid
    Call dbl{CallKind::kDouble, 0, false, 0, {}};
    if (legal(dbl) && high->value >= 100 && Worth(hand, high->trump) >= 35 + high->value / 10 &&
        Chance(rng, 60))
      return dbl;
  }
  if (high && high->Side() == seat % 2) {  // ours: redouble when strong, else leave it
    Call rdbl{CallKind::kRedouble, 0, false, 0, {}};
    if (legal(rdbl) && Worth(hand, high->trump) >= 60 && Chance(rng, 50)) return rdbl;
    return pass;
  }
  int best = 0;
  for (int t = 1; t < 4; ++t)
    if (Worth(hand, t) > Worth(hand, best)) best = t;
  if (!Commands(hand, best)) return pass;
  long worth = Worth(hand, best);
  if (worth >= 150) {
    Call capot{CallKind::kBid, kCapot, true, best, {}};
    if (legal(capot)) return capot;
  }
  long limit = (worth + 30) / 10 * 10;
  long min = high ? high->value + 10 : kMinBid;
  if (min > limit || min > 240) return pass;
  long value = min + (min + 10 <= limit && Chance(rng, 30) ? 10 : 0);
  Call bid{CallKind::kBid, value, false, best, {}};
  return legal(bid) ? bid : pass;
}

std::vector<Card> List(CardSet set) {
  std::vector<Card> out;
  for (Card c : set) out.push_back(c);
  return out;
}

// The sensible card for the seat to play.
Card SensibleCard(const State& state, std::mt19937_64& rng) {
  const int seat = state.ToMove(), trump = state.contract().trump;
  const CardSet hand = state.HandOf(seat), legal = state.LegalCards();
  const int n = state.InTrick();
  const Card* trick = state.TrickCards().data();
  auto points = [&](Card c) { return belote::CardPoints(c, trump); };
  auto strength = [&](Card c) {
    return c.suit == trump ? 10 + belote::TrumpStrength(c.rank) : belote::PlainStrength(c.rank);
  };
  auto pick = [&](auto better) {  // the best legal card by `better`, ties at random
    std::vector<Card> cards = List(legal);
    std::shuffle(cards.begin(), cards.end(), rng);
    return *std::min_element(cards.begin(), cards.end(), better);
  };
  CardSet unseen;  // cards still in the other hands
  for (int s = 0; s < 4; ++s)
    if (s != seat) unseen = unseen | state.HandOf(s);
  if (n == 0) {
    const bool bidders = seat % 2 == state.contract().Side();
    std::vector<Card> trumps = List(hand.Suit(trump)), theirs = List(unseen.Suit(trump));
    auto beats_all_mine = [&](Card c) {
      return std::all_of(trumps.begin(), trumps.end(),
                         [&](Card m) { return belote::StrongerTrump(c, m); });
    };
    bool master = !trumps.empty() && std::none_of(theirs.begin(), theirs.end(), beats_all_mine);
    if (bidders && master && !theirs.empty())  // pull trumps with the best one
      return pick([&](Card a, Card b) { return strength(a) > strength(b); });
    for (Card c : hand)  // cash a plain ace
      if (c.suit != trump && c.rank == 1) return c;
    return pick([&](Card a, Card b) {  // else something cheap, plain if possible
      return std::pair(a.suit == trump, points(a)) < std::pair(b.suit == trump, points(b));
    });
  }
  const int winner = belote::TrickWinner(trick, n, trump);
  const bool partner_wins = winner == n - 2;
  std::array<Card, 4> with = state.TrickCards();
  auto wins = [&](Card c) {
    with[size_t(n)] = c;
    return belote::TrickWinner(with.data(), n + 1, trump) == n;
  };
  if (partner_wins && (n == 3 || Chance(rng, 60)))  // give points to the partner
    return pick([&](Card a, Card b) {
      return std::pair(a.suit == trump, -points(a)) < std::pair(b.suit == trump, -points(b));
    });
  std::vector<Card> cards = List(legal);
  bool can_win = std::any_of(cards.begin(), cards.end(), wins);
  if (can_win)
    return pick([&](Card a, Card b) {  // the cheapest winner last to play, else the strongest
      if (wins(a) != wins(b)) return wins(a);
      return n == 3 ? strength(a) < strength(b) : strength(a) > strength(b);
    });
  return pick([&](Card a, Card b) {  // nothing to win: the cheapest card
    return std::pair(points(a), strength(a)) < std::pair(points(b), strength(b));
  });
}

}  // namespace

std::vector<Call> SensibleAuction(const Deal& deal, std::mt19937_64& rng) {
  Auction auction(deal.dealer);
  std::vector<Call> calls;
  while (!auction.IsOver()) {
    Call call = SensibleCall(auction, deal.Hand(auction.ToCall()), rng);
    if (auction.Apply(call)) call = Call{};  // never: SensibleCall offers legal calls only
    calls.push_back(call);
  }
  return calls;
}

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

RandomHand RandomLegalHand(const Options& options, int dealer, std::mt19937_64& rng,
                           Style style) {
  const bool sensible = style == Style::kSensible;
  RandomHand hand;
  hand.deal = RandomDeal(dealer, rng);
  hand.auction = sensible ? SensibleAuction(hand.deal, rng) : RandomAuction(dealer, rng);
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
    Card card = sensible ? SensibleCard(state, rng) : cards[rng() % cards.size()];
    Move move;
    move.card = card;
    for (const Move& m : legal)
      if (m.card == card && m.say != Say::kNone && Chance(rng, sensible ? 95 : 85))
        move.say = m.say;
    if (state.PlayIndex() < 4) {
      move.declare = ChooseDeclaration(state.StartingHand(state.ToMove()), options, sensible, rng);
      move.shown = move.declare.empty() || !Chance(rng, sensible ? 3 : 8);
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
  out["result"] = ToJson(ResultFields(*hand.score));
  return out;
}

nlohmann::json RandomMatch(const Options& options, const nlohmann::json& rules,
                           const std::vector<std::string>& players, int max_hands,
                           std::mt19937_64& rng, Style style) {
  nlohmann::json hands = nlohmann::json::array();
  PerSide totals{};
  int winner = -1;
  int dealer = int(rng() % 4);
  for (int h = 0; h < max_hands && winner < 0; ++h) {
    RandomHand hand = RandomLegalHand(options, dealer, rng, style);
    hands.push_back(HandToJson(hand));
    if (hand.score) {
      totals[0] += hand.score->points[0];
      totals[1] += hand.score->points[1];
    }
    winner = TargetWinner(SidesOf(totals), options.target);
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
