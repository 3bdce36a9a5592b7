#include "bourlot/bourlot.h"

#include <fmt/format.h>

#include "bourlot/bourlot_scoring.h"
#include "engine/deal_check.h"

namespace replay::bourlot {
namespace {

constexpr int kListCards = 8;    // a list after a purchase (BRL-4)
constexpr int kFirstCards = 5;   // F(s): the 3 + 2 before the auction

// Reads [a, b] of two integers.
std::optional<PerSide> Pair(const json::Value* v) {
  if (!v || !v->IsArray() || v->size != 2) return std::nullopt;
  PerSide out;
  for (uint32_t i = 0; i < 2; ++i) {
    if (!v->items[i].IsInt()) return std::nullopt;
    out[i] = long(v->items[i].integer);
  }
  return out;
}

nlohmann::json PairJson(const PerSide& p) { return nlohmann::json::array({p[0], p[1]}); }
std::string PairText(const PerSide& p) { return fmt::format("[{}, {}]", p[0], p[1]); }
std::string SuitText(int suit) { return suit >= 0 ? std::string(1, SuitLetter(suit)) : "?"; }

// A hand's `contract` (§9).
struct Contract {
  int side = 0;
  int trump = -1;
  std::optional<int> seat;
};

// What one hand gives the match.
struct HandOutcome {
  std::optional<PerSide> points;  // absent when the hand stopped on an error
  long pot = 0;                   // the hanging pot after the hand
  nlohmann::json result;          // the computed `result` (null for a partial hand)
  nlohmann::json facts;           // with want_facts
};

class RecordReplay {
 public:
  RecordReplay(const Record& record, const ReplayOptions& options, Reporter& reporter,
               MatchOutcome* outcome)
      : record_(record), replay_options_(options), r_(reporter), outcome_(outcome),
        want_facts_(outcome && options.want_facts) {}

  void Run();

 private:
  std::string Base(size_t h) const { return fmt::format("/hands/{}", h); }
  Diagnostic& Error(size_t h, std::string_view code, std::string_view rule, std::string pointer,
                    std::string message, std::string_view section = {}, int action = -1,
                    int seat = -1) {
    Diagnostic& d = At(r_.Error(code, std::move(pointer), std::move(message)), record_, int(h),
                       section, action, seat);
    d.rule = rule;
    return d;
  }

  HandOutcome ReplayDealtHand(size_t h, long pot);
  HandOutcome ReplaySheetHand(size_t h, long pot);
  // BRL-3 and the turned card; returns the turned card.
  std::optional<Card> CheckCardsShape(size_t h);
  bool CheckDealer(size_t h);
  // Runs the `auction` entries (BRL-7..11, BRL-14..17); false on an error.
  bool RunAuction(size_t h, Auction& auction);
  // BRL-56, BRL-57. `ok` is false on an error; the contract when given.
  std::optional<Contract> CheckContract(size_t h, const Auction* auction, bool& ok);
  // BRL-4..6: the hands at the start of play, HS(s).
  std::optional<std::array<CardSet, kSeats>> ReadLists(size_t h, const Auction& auction,
                                                        Card turned);
  // Replays `play`; the state when the entries were all legal.
  bool RunPlay(size_t h, PlayState& state);
  void CheckHandResult(size_t h, const HandScore& score, const PerSide& points);
  bool CheckVoidResult(size_t h, std::string_view code, std::string_view rule);
  void CheckDealerOrder(size_t h);
  void CheckMatchResult(const PerSide& totals, int winner);
  nlohmann::json Facts(size_t h, std::string_view level) const;

  const Record& record_;
  const ReplayOptions& replay_options_;
  Reporter& r_;
  MatchOutcome* outcome_;
  bool want_facts_;
  Options options_;
};

// ---- The deal ----

std::optional<Card> RecordReplay::CheckCardsShape(size_t h) {
  const json::Value& cards = *record_.hands[h].cards;
  std::string at = Base(h) + "/cards";
  auto shape = [&](std::string pointer, std::string message) {
    Error(h, "bourlot/cards-shape", "BRL-3", std::move(pointer), std::move(message));
    return std::nullopt;
  };
  if (!cards.IsObject())
    return shape(at, fmt::format("`cards` must be an object with `hands` and `turned`, not {}",
                                 json::TypeName(cards.type)));
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "hands" && cards.members[i].key != "turned")
      return shape(at + "/" + json::PointerEscape(cards.members[i].key),
                   fmt::format("`cards` has a key \"{}\"; it holds only `hands` and `turned`",
                               cards.members[i].key));
  const json::Value* hands = cards.Find("hands");
  const json::Value* turned = cards.Find("turned");
  if (!hands || !turned) return shape(at, "`cards` needs both `hands` and `turned`");
  if (!hands->IsArray() || hands->size != kSeats)
    return shape(at + "/hands", "`hands` must be an array of 4 lists, one per seat");
  for (uint32_t s = 0; s < kSeats; ++s)
    if (!hands->items[s].IsArray())
      return shape(fmt::format("{}/hands/{}", at, s),
                   "each seat's list must be an array of the cards it received, in order");
  if (!turned->IsString())
    return shape(at + "/turned", "`turned` is the one card turned face up, such as \"9H\"");
  std::optional<Card> card = ParseCard(turned->string, kDeck);
  if (!card) {
    Error(h, "cards/foreign", "BRL-5", at + "/turned",
          fmt::format("the turned card \"{}\" is not a card of the 32-card deck", turned->string));
    return std::nullopt;
  }
  return card;
}

bool RecordReplay::CheckDealer(size_t h) {
  const Hand& hand = record_.hands[h];
  if (hand.dealer && *hand.dealer >= 0 && *hand.dealer < kSeats) return true;
  Error(h, "bourlot/no-dealer", "BRL-13", Base(h) + "/dealer",
        hand.node->Find("dealer")
            ? "`dealer` must be the dealing seat, 0 to 3"
            : "a hand with an auction or cards needs its `dealer`: the eldest hand (dealer + 1) "
              "speaks first and leads");
  return false;
}

std::optional<std::array<CardSet, kSeats>> RecordReplay::ReadLists(size_t h,
                                                                    const Auction& auction,
                                                                    Card turned) {
  const json::Value& hands = *record_.hands[h].cards->Find("hands");
  const std::string at = Base(h) + "/cards";
  const bool bought = auction.Buyer() >= 0;
  const uint32_t expected = bought ? kListCards : kFirstCards;
  const size_t errors_before = r_.error_count();
  bool counts_ok = true;
  // BRL-4
  for (uint32_t s = 0; s < kSeats; ++s) {
    uint32_t n = hands.items[s].size;
    if (n == expected) continue;
    counts_ok = false;
    Error(h, "cards/count", "BRL-4", fmt::format("{}/hands/{}", at, s),
          bought ? fmt::format("seat {} lists {} cards; after a purchase every seat receives 8",
                               s, n)
                 : fmt::format("seat {} lists {} cards; {} every seat holds the 5 dealt before "
                               "the auction", s, n,
                               auction.IsVoid() ? "in a passed-out deal" : "while nobody has bought"),
          {}, -1, int(s));
  }
  // BRL-5: the dealt set is `turned` and every entry but R's position 6.
  const int receiver = bought ? auction.Receiver() : -1;
  DealChecker checker(kDeck, r_, int(h));
  checker.Read(*record_.hands[h].cards->Find("turned"), [&] { return at + "/turned"; });
  for (uint32_t s = 0; s < kSeats; ++s) {
    const json::Value& list = hands.items[s];
    for (uint32_t i = 0; i < list.size; ++i) {
      auto pointer = [&] { return fmt::format("{}/hands/{}/{}", at, s, i); };
      const json::Value& entry = list.items[i];
      bool is_card = entry.IsString() && ParseCard(entry.string, kDeck);
      if (!is_card) {
        Error(h, "cards/foreign", "BRL-5", pointer(),
              entry.IsString()
                  ? fmt::format("\"{}\" is not a card of the 32-card deck", entry.string)
                  : fmt::format("a dealt card must be a card code, not {}",
                                json::TypeName(entry.type)),
              {}, -1, int(s));
        continue;
      }
      if (int(s) == receiver && i == kFirstCards) continue;  // the turned card (or 7T) again
      checker.Read(entry, pointer);
    }
  }
  if (counts_ok && bought) checker.Finish(at);
  // BRL-6
  if (receiver >= 0 && hands.items[receiver].size > kFirstCards) {
    const json::Value& sixth = hands.items[receiver].items[kFirstCards];
    std::optional<Card> card = sixth.IsString() ? ParseCard(sixth.string, kDeck) : std::nullopt;
    bool exchanged = auction.Exchanger() >= 0;
    Card due = exchanged ? belote::TrumpCard(7, auction.Trump()) : turned;
    if (card && *card != due)
      Error(h, "bourlot/turned-card-misplaced", "BRL-6",
            fmt::format("{}/hands/{}/{}", at, receiver, kFirstCards),
            exchanged ? fmt::format("seat {} receives the 7 of trumps {} as his 6th card after "
                                    "seat {}'s exchange, but the list shows {}", receiver,
                                    Code(due), auction.Exchanger(), Code(*card))
                      : fmt::format("seat {} receives the turned card {} as his 6th card, but the "
                                    "list shows {}", receiver, Code(due), Code(*card)),
            {}, -1, receiver);
  }
  if (r_.error_count() != errors_before) return std::nullopt;
  std::array<CardSet, kSeats> start{};
  for (uint32_t s = 0; s < kSeats; ++s)
    for (const json::Value& entry : hands.items[s]) start[s].Add(*ParseCard(entry.string, kDeck));
  if (int x = auction.Exchanger(); x >= 0) {  // HS(X): minus 7T, plus the turned card
    start[size_t(x)].Remove(belote::TrumpCard(7, auction.Trump()));
    start[size_t(x)].Add(turned);
  }
  return start;
}

// ---- The auction ----

bool RecordReplay::RunAuction(size_t h, Auction& auction) {
  const json::Value* entries = record_.hands[h].auction;
  if (!entries) return true;
  for (uint32_t i = 0; i < entries->size; ++i) {
    auto at = [&] { return fmt::format("{}/auction/{}", Base(h), i); };
    int seat = auction.Ended() ? -1 : auction.ToCall();
    DecodedCall decoded = DecodeCall(entries->items[i]);
    if (!decoded.call) {
      Error(h, "bourlot/bad-call", "BRL-7", at(), decoded.error, "auction", int(i), seat);
      return false;
    }
    if (decoded.call->kind == CallKind::kExchange && decoded.call->seat)
      seat = *decoded.call->seat;
    if (auto v = auction.Apply(*decoded.call)) {
      std::string legal;
      for (const Call& c : auction.LegalCalls()) legal += (legal.empty() ? "" : ", ") + CallText(c);
      Error(h, v->code, v->rule, at(),
            legal.empty() ? v->message : fmt::format("{}. Legal here: {}", v->message, legal),
            "auction", int(i), seat);
      return false;
    }
  }
  return true;
}

std::optional<Contract> RecordReplay::CheckContract(size_t h, const Auction* auction, bool& ok) {
  ok = true;
  const json::Value* v = record_.hands[h].node->Find("contract");
  if (!v) return std::nullopt;
  std::string at = Base(h) + "/contract";
  auto bad = [&](std::string pointer, std::string message) {
    Error(h, "bourlot/bad-contract", "BRL-56", std::move(pointer), std::move(message));
    ok = false;
    return std::nullopt;
  };
  // BRL-56
  if (!v->IsObject())
    return bad(at, "`contract` is an object {\"side\": 0 or 1, \"trump\": suit, \"seat\": buyer}");
  for (uint32_t i = 0; i < v->size; ++i) {
    std::string_view key = v->members[i].key;
    if (key != "side" && key != "trump" && key != "seat")
      return bad(at + "/" + json::PointerEscape(key),
                 fmt::format("a contract has `side`, `trump` and `seat`; \"{}\" is not one of "
                             "them", key));
  }
  const json::Value* side = v->Find("side");
  const json::Value* trump = v->Find("trump");
  const json::Value* seat = v->Find("seat");
  if (!side || !side->IsInt() || side->integer < 0 || side->integer > 1)
    return bad(side ? at + "/side" : at, "a contract names the buying `side`, 0 or 1");
  Contract c;
  c.side = int(side->integer);
  c.trump = trump && trump->IsString() ? ParseSuit(trump->string, kDeck) : -1;
  if (c.trump < 0)
    return bad(trump ? at + "/trump" : at, "a contract names its `trump` suit: S, H, D or C");
  if (seat) {
    if (!seat->IsInt() || seat->integer < 0 || seat->integer > 3 ||
        SideOf(int(seat->integer)) != c.side)
      return bad(at + "/seat", fmt::format("the contract's `seat` is the buyer, a seat of side {} "
                                           "({} or {})", c.side, c.side, c.side + 2));
    c.seat = int(seat->integer);
  }
  // BRL-57
  if (auction && auction->Ended()) {
    auto mismatch = [&](std::string pointer, std::string message) {
      Error(h, "bourlot/contract-mismatch", "BRL-57", std::move(pointer), std::move(message));
      ok = false;
    };
    int buyer = auction->Buyer();
    if (buyer < 0)
      mismatch(at, "the contract names a buyer, but all eight calls passed");
    else if (SideOf(buyer) != c.side)
      mismatch(at + "/side", fmt::format("the auction's buyer is seat {}, of side {}", buyer,
                                         SideOf(buyer)));
    else if (c.seat && *c.seat != buyer)
      mismatch(at + "/seat", fmt::format("the auction's buyer is seat {}", buyer));
    else if (auction->Trump() >= 0 && auction->Trump() != c.trump)
      mismatch(at + "/trump", fmt::format("the auction made {} trumps, not {}",
                                          SuitText(auction->Trump()), SuitText(c.trump)));
  }
  if (!ok) return std::nullopt;
  return c;
}

// ---- The play ----

bool RecordReplay::RunPlay(size_t h, PlayState& state) {
  const json::Value* play = record_.hands[h].play;
  uint32_t n = play ? play->size : 0;
  for (uint32_t i = 0; i < n; ++i) {
    int seat = state.IsTerminal() ? -1 : state.ToMove();
    auto error = [&](std::string_view code, std::string_view rule, std::string message) {
      Error(h, code, rule, fmt::format("{}/play/{}", Base(h), i), std::move(message), "play",
            int(i), seat);
      return false;
    };
    if (state.IsTerminal())  // BRL-27
      return error("bourlot/play-after-end", "BRL-27",
                   "the hand is over after 8 tricks (32 cards), but the record goes on");
    DecodedPlay decoded = DecodePlay(play->items[i]);
    if (!decoded.action) return error("bourlot/bad-action", "BRL-19", decoded.error);
    if (decoded.action->seat && *decoded.action->seat != seat)  // BRL-20
      return error("bourlot/wrong-seat", "BRL-20",
                   fmt::format("the play says seat {}, but it is seat {}'s turn",
                               *decoded.action->seat, seat));
    if (auto v = state.Apply(*decoded.action)) return error(v->code, v->rule, v->message);
  }
  return true;
}

// ---- Claims ----

void RecordReplay::CheckHandResult(size_t h, const HandScore& score, const PerSide& points) {
  const json::Value* result = record_.hands[h].result;
  if (!result) return;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    std::string at = Base(h) + "/result/" + json::PointerEscape(key);
    auto mismatch = [&](std::string recorded, std::string computed) {
      Error(h, "bourlot/result-mismatch", "BRL-41..48", at,
            fmt::format("the record says {} {}, but the replay gives {}", key, recorded,
                        computed));
    };
    const PerSide* pair = key == "points"         ? &points
                          : key == "tricks"       ? &score.tricks
                          : key == "declarations" ? &score.declarations
                          : key == "belote"       ? &score.belote
                                                  : nullptr;
    if (pair) {
      std::optional<PerSide> claimed = Pair(&v);
      if (!claimed || *claimed != *pair)
        mismatch(claimed ? PairText(*claimed) : "(not two integers)", PairText(*pair));
    } else if (key == "made" || key == "capot") {
      bool computed = key == "made" ? score.outcome == Outcome::kMade : score.capot;
      if (!v.IsBool() || v.boolean != computed)
        mismatch(v.IsBool() ? (v.boolean ? "true" : "false") : "(not true or false)",
                 computed ? "true" : "false");
    } else if (key == "hanging") {
      if (!v.IsInt() || v.integer != score.hanging)
        mismatch(v.IsInt() ? std::to_string(v.integer) : "(not an integer)",
                 std::to_string(score.hanging));
    } else {
      Error(h, "bourlot/result-mismatch", "BRL-41..48", at,
            fmt::format("a hand result has points, tricks, declarations, belote, made, capot and "
                        "hanging; \"{}\" is not one of them", key));
    }
  }
}

// A passed-out (or, on a sheet, contract-less) hand: {"points": [0, 0]}, `hanging` 0 allowed.
bool RecordReplay::CheckVoidResult(size_t h, std::string_view code, std::string_view rule) {
  const json::Value* result = record_.hands[h].result;
  if (!result) return true;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    bool ok = key == "points"    ? Pair(&v) == PerSide{0, 0}
              : key == "hanging" ? v.IsInt() && v.integer == 0
                                 : false;
    if (!ok) {
      Error(h, code, rule, Base(h) + "/result/" + json::PointerEscape(key),
            "a passed-out deal scores nothing: its result is {\"points\": [0, 0]}");
      return false;
    }
  }
  return true;
}

// ---- Hands ----

HandOutcome RecordReplay::ReplayDealtHand(size_t h, long pot) {
  const Hand& hand = record_.hands[h];
  HandOutcome out;
  out.pot = pot;
  if (!hand.cards) {
    Error(h, "bourlot/cards-shape", "BRL-3", Base(h),
          "a hand with `play` needs its `cards`; a score-sheet hand has no play");
    return out;
  }
  std::optional<Card> turned = CheckCardsShape(h);  // BRL-3
  if (!turned || !CheckDealer(h)) return out;       // BRL-13
  const int dealer = int(*hand.dealer);
  const json::Value& lists = *hand.cards->Find("hands");
  AuctionView view;
  view.turned = *turned;
  for (uint32_t s = 0; s < kSeats; ++s)
    for (uint32_t i = 0; i < lists.items[s].size && i < kFirstCards; ++i) {
      const json::Value& e = lists.items[s].items[i];
      if (std::optional<Card> c = e.IsString() ? ParseCard(e.string, kDeck) : std::nullopt)
        view.first_five[s].Add(*c);
    }
  Auction auction(options_, dealer, view);
  if (!RunAuction(h, auction)) return out;
  bool contract_ok = true;
  CheckContract(h, &auction, contract_ok);
  if (!contract_ok) return out;
  if (!auction.Ended() && !hand.IsPartial()) {  // BRL-12
    Error(h, "bourlot/auction-incomplete", "BRL-12", Base(h) + "/auction",
          fmt::format("the auction stops after {} calls without a buyer; it ends at a purchase "
                      "or after 8 passes (mark an unfinished hand \"complete\": false)",
                      auction.CallsMade()));
    return out;
  }
  std::optional<std::array<CardSet, kSeats>> start = ReadLists(h, auction, *turned);  // BRL-4..6
  if (!start) return out;
  const uint32_t entries = hand.play ? hand.play->size : 0;
  if (auction.Buyer() < 0) {
    if (entries > 0) {  // BRL-18
      Error(h, "bourlot/play-without-buyer", "BRL-18", Base(h) + "/play/0",
            auction.IsVoid() ? "all eight calls passed: the deal is void and nobody plays"
                             : "nobody has bought yet, so no card can be played",
            "play", 0, -1);
      return out;
    }
    if (hand.IsPartial()) {
      if (hand.result) {
        Error(h, "bourlot/result-on-partial", "BRL-49", Base(h) + "/result",
              "a partial hand is not scored, so it carries no `result`");
        return out;
      }
      out.points = PerSide{};
      if (want_facts_) out.facts = Facts(h, "partial");
      return out;
    }
    if (!CheckVoidResult(h, "bourlot/result-mismatch", "BRL-45")) return out;
    out.points = PerSide{};
    out.result = {{"points", {0, 0}}, {"hanging", 0}};
    if (want_facts_) {
      out.facts = Facts(h, "full");
      out.facts["points"] = {0, 0};
      out.facts["passed"] = true;
    }
    return out;
  }
  PlayState state(options_, auction.Eldest(), auction.Buyer(), auction.Trump(), *start);
  if (!RunPlay(h, state)) return out;
  auto seat_facts = [&](nlohmann::json& f) {
    f["contract"] = {{"side", SideOf(auction.Buyer())}, {"seat", auction.Buyer()},
                     {"trump", SuitText(auction.Trump())}, {"round", auction.BuyRound()}};
    f["seats"] = nlohmann::json::array();
    for (int s = 0; s < kSeats; ++s) {
      nlohmann::json melds = nlohmann::json::array();
      for (const belote::Meld& m : state.MeldsOf(s)) melds.push_back(belote::MeldName(m));
      f["seats"].push_back({{"melds", melds},
                            {"belote", s == state.BeloteSeat() && state.BeloteCalled()},
                            {"exchange", s == auction.Exchanger()}});
    }
  };
  if (!state.IsTerminal()) {
    if (!hand.IsPartial()) {  // BRL-27
      Error(h, "bourlot/hand-incomplete", "BRL-27", Base(h) + "/play",
            fmt::format("the hand has {} plays of 32; mark an unfinished hand \"complete\": false",
                        entries));
      return out;
    }
  }
  if (hand.IsPartial()) {  // BRL-49
    if (hand.result) {
      Error(h, "bourlot/result-on-partial", "BRL-49", Base(h) + "/result",
            "a partial hand is not scored, so it carries no `result` (transcribe a known score "
            "as a score-sheet hand)");
      return out;
    }
    out.points = PerSide{};
    if (want_facts_) {
      out.facts = Facts(h, "partial");
      seat_facts(out.facts);
    }
    return out;
  }
  const HandFacts facts = state.Facts();
  const HandScore score = ScoreHand(facts, options_);
  const int b = facts.buyer_side;
  const PerSide points = CollectPot(score.points, score.outcome, b, pot);
  CheckHandResult(h, score, points);
  out.points = points;
  out.pot = NextPot(score.outcome, pot, score.hanging);
  out.result = {{"points", PairJson(points)},
                {"tricks", PairJson(score.tricks)},
                {"declarations", PairJson(score.declarations)},
                {"belote", PairJson(score.belote)},
                {"made", score.outcome == Outcome::kMade},
                {"capot", score.capot},
                {"hanging", score.hanging}};
  if (want_facts_) {
    nlohmann::json& f = out.facts = Facts(h, "full");
    f["points"] = PairJson(points);
    seat_facts(f);
    f["sides"] = nlohmann::json::array();
    for (size_t s = 0; s < 2; ++s)
      f["sides"].push_back({{"tricks", facts.tricks[s]},
                            {"trick_points", score.tricks[s]},
                            {"declarations", score.declarations[s]},
                            {"belote", score.belote[s] > 0},
                            {"capot", facts.tricks[s] == belote::kTricks}});
    f["contract"]["made"] = score.outcome == Outcome::kMade;
    f["contract"]["inside"] = score.outcome == Outcome::kFailed;
    f["contract"]["hanging"] = score.hanging;
    f["contract"]["capot"] = score.capot;
  }
  return out;
}

HandOutcome RecordReplay::ReplaySheetHand(size_t h, long pot) {
  const Hand& hand = record_.hands[h];
  HandOutcome out;
  out.pot = pot;
  std::optional<Auction> auction;
  if (hand.auction) {
    if (!CheckDealer(h)) return out;  // BRL-13
    auction.emplace(options_, int(*hand.dealer), std::nullopt);
    if (!RunAuction(h, *auction)) return out;
  }
  bool contract_ok = true;
  std::optional<Contract> contract = CheckContract(h, auction ? &*auction : nullptr, contract_ok);
  if (!contract_ok) return out;
  if (auction && !auction->Ended() && !hand.IsPartial()) {  // BRL-12
    Error(h, "bourlot/auction-incomplete", "BRL-12", Base(h) + "/auction",
          fmt::format("the auction stops after {} calls without a buyer; it ends at a purchase "
                      "or after 8 passes", auction->CallsMade()));
    return out;
  }
  if (hand.IsPartial()) {  // BRL-49
    if (hand.result) {
      Error(h, "bourlot/result-on-partial", "BRL-49", Base(h) + "/result",
            "a partial hand is not scored, so it carries no `result`");
      return out;
    }
    out.points = PerSide{};
    if (want_facts_) out.facts = Facts(h, "partial");
    return out;
  }
  // BRL-55
  const json::Value* result = hand.result;
  std::optional<PerSide> points = result ? Pair(result->Find("points")) : std::nullopt;
  if (!points || (*points)[0] < 0 || (*points)[1] < 0) {
    Error(h, "bourlot/sheet-missing", "BRL-55",
          result ? Base(h) + "/result" + (result->Find("points") ? "/points" : "") : Base(h),
          "a score-sheet hand needs `result.points`: the two figures written on the sheet");
    return out;
  }
  int buyer_side = contract ? contract->side
                   : auction && auction->Buyer() >= 0 ? SideOf(auction->Buyer())
                                                      : -1;
  if (buyer_side < 0) {  // a passed-out deal
    if (!CheckVoidResult(h, "bourlot/sheet-missing", "BRL-55")) return out;
    out.points = PerSide{};
    out.result = {{"points", {0, 0}}, {"hanging", 0}};
    if (want_facts_) {
      out.facts = Facts(h, "sheet");
      out.facts["points"] = {0, 0};
      out.facts["passed"] = true;
    }
    return out;
  }
  SheetLine line;
  line.buyer_side = buyer_side;
  line.points = *points;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    std::string at = Base(h) + "/result/" + json::PointerEscape(key);
    auto bad = [&](std::string_view code, std::string_view rule, std::string message) {
      Error(h, code, rule, at, std::move(message));
      return out;
    };
    if (key == "points") continue;
    if (key == "made" || key == "capot") {
      if (!v.IsBool())
        return bad(key == "made" ? "bourlot/sheet-outcome" : "bourlot/sheet-total",
                   key == "made" ? "BRL-58" : "BRL-60", fmt::format("`{}` is true or false", key));
      (key == "made" ? line.made : line.capot) = v.boolean;
    } else if (key == "hanging") {
      if (!v.IsInt() || v.integer < 0)
        return bad("bourlot/sheet-outcome", "BRL-58", "`hanging` is a number of points, 0 or more");
      line.hanging = long(v.integer);
    } else if (key == "tricks" || key == "declarations" || key == "belote") {
      std::optional<PerSide> pair = Pair(&v);
      if (!pair)
        return bad("bourlot/sheet-breakdown", "BRL-61",
                   fmt::format("`{}` is two integers, one per side", key));
      (key == "tricks" ? line.tricks : key == "declarations" ? line.declarations : line.belote) =
          pair;
    } else {
      return bad("bourlot/result-mismatch", "BRL-62",
                 fmt::format("a hand result has points, tricks, declarations, belote, made, capot "
                             "and hanging; \"{}\" is not one of them", key));
    }
  }
  Outcome outcome = Outcome::kMade;
  if (std::optional<SheetError> e = CheckSheetLine(line, pot, options_, &outcome)) {
    Error(h, e->code, e->rule,
          Base(h) + "/result" + (e->field.empty() ? "" : "/" + e->field), e->message);
    return out;
  }
  out.points = line.points;
  out.pot = NextPot(outcome, pot, line.hanging.value_or(0));
  out.result = {{"points", PairJson(line.points)},
                {"made", outcome == Outcome::kMade},
                {"hanging", line.hanging.value_or(0)}};
  if (line.tricks) out.result["tricks"] = PairJson(*line.tricks);
  if (line.declarations) out.result["declarations"] = PairJson(*line.declarations);
  if (line.belote) out.result["belote"] = PairJson(*line.belote);
  if (line.capot) out.result["capot"] = *line.capot;
  if (want_facts_) {
    nlohmann::json& f = out.facts = Facts(h, "sheet");
    f["points"] = PairJson(line.points);
    nlohmann::json c = {{"side", buyer_side},
                        {"made", outcome == Outcome::kMade},
                        {"inside", outcome == Outcome::kFailed},
                        {"hanging", line.hanging.value_or(0)}};
    int trump = contract ? contract->trump : auction ? auction->Trump() : -1;
    if (trump >= 0) c["trump"] = SuitText(trump);
    if (contract && contract->seat) c["seat"] = *contract->seat;
    else if (auction && auction->Buyer() >= 0) c["seat"] = auction->Buyer();
    if (auction && auction->Buyer() >= 0) c["round"] = auction->BuyRound();
    if (line.capot) c["capot"] = *line.capot;
    f["contract"] = c;
    if (line.tricks || line.declarations || line.belote) {
      f["sides"] = nlohmann::json::array();
      for (size_t s = 0; s < 2; ++s) {
        nlohmann::json side = nlohmann::json::object();
        if (line.tricks) {
          side["trick_points"] = (*line.tricks)[s];
          side["capot"] = (*line.tricks)[s] == kCapot;
        }
        if (line.declarations) side["declarations"] = (*line.declarations)[s];
        if (line.belote) side["belote"] = (*line.belote)[s] > 0;
        f["sides"].push_back(side);
      }
    }
  }
  return out;
}

nlohmann::json RecordReplay::Facts(size_t h, std::string_view level) const {
  nlohmann::json f = {{"level", level}};
  if (record_.hands[h].dealer) f["dealer"] = *record_.hands[h].dealer;
  return f;
}

// ---- The match ----

void RecordReplay::CheckDealerOrder(size_t h) {  // BRL-2
  if (h == 0) return;
  const Hand& prev = record_.hands[h - 1];
  const Hand& hand = record_.hands[h];
  if (!prev.dealer || !hand.dealer) return;
  long due = (*prev.dealer + 1) % kSeats;
  if (*hand.dealer != due)
    At(r_.Warning("bourlot/dealer-order", Base(h) + "/dealer",
                  fmt::format("seat {} deals, but the deal passes to the next seat, {}, after "
                              "every hand (also a passed-out one)", *hand.dealer, due)),
       record_, int(h)).rule = "BRL-2";
}

void RecordReplay::CheckMatchResult(const PerSide& totals, int winner) {
  const json::Value* result = record_.result;
  if (!result) return;
  auto error = [&](std::string pointer, std::string message) {
    r_.Error("bourlot/match-result-mismatch", std::move(pointer), std::move(message)).rule =
        "BRL-54";
  };
  for (uint32_t i = 0; i < result->size; ++i) {
    std::string_view key = result->members[i].key;
    if (key != "score" && key != "winner")
      return error("/result/" + json::PointerEscape(key),
                   fmt::format("a match result has `score` and `winner`; \"{}\" is not one of "
                               "them", key));
  }
  if (const json::Value* score = result->Find("score")) {
    std::optional<PerSide> claimed = Pair(score);
    if (!claimed || *claimed != totals)
      return error("/result/score",
                   fmt::format("the record says {}, but the running totals are {}",
                               claimed ? PairText(*claimed) : "no pair of integers",
                               PairText(totals)));
  }
  const json::Value* w = result->Find("winner");
  if (winner < 0 && w)
    return error("/result/winner",
                 fmt::format("no side has won yet ({} with target {}), so the match is "
                             "unfinished and has no winner", PairText(totals), options_.target));
  if (winner >= 0 && !w)
    return error("/result", fmt::format("side {} won the match {}; its result names the winner",
                                        winner, PairText(totals)));
  if (w && (!w->IsInt() || w->integer != winner))
    error("/result/winner", fmt::format("side {} won the match {}", winner, PairText(totals)));
}

void RecordReplay::Run() {
  OptionReader reader(record_, replay_options_.overrides, r_);
  options_ = ReadOptions(reader);
  if (!reader.ok()) return;
  // BRL-1
  size_t names = record_.players.size();
  if (names != kSeats || options_.players != kSeats) {
    r_.Error("bourlot/player-count", names != kSeats ? "/players" : "/rules/players",
             names != kSeats
                 ? fmt::format("Bourlot is played by 4 in two partnerships, but the record names "
                               "{} players", names)
                 : fmt::format("rules.players is {}, but Bourlot is played by exactly 4",
                               options_.players)).rule = "BRL-1";
    return;
  }
  PerSide totals{};
  long pot = 0;
  int winner = -1;
  bool clean = true;  // every hand so far replayed to its end (BRL-52, BRL-54)
  for (size_t h = 0; h < record_.hands.size(); ++h) {
    const Hand& hand = record_.hands[h];
    if (winner >= 0) {  // BRL-52
      At(r_.Error("bourlot/hand-after-end", Base(h),
                  fmt::format("side {} already won the match {} to {}; no hand follows", winner,
                              totals[size_t(winner)], totals[size_t(1 - winner)])),
         record_, int(h)).rule = "BRL-52";
      return;
    }
    CheckDealerOrder(h);
    HandOutcome o = hand.cards || hand.play ? ReplayDealtHand(h, pot) : ReplaySheetHand(h, pot);
    if (outcome_) {
      outcome_->hands.push_back(o.result);
      if (want_facts_) outcome_->facts.push_back(o.facts);
    }
    if (!o.points) {
      clean = false;
      continue;
    }
    totals[0] += (*o.points)[0];
    totals[1] += (*o.points)[1];
    pot = o.pot;
    if (clean) winner = MatchWinner(totals, options_.target);  // BRL-51, BRL-53
  }
  if (!clean) return;
  CheckMatchResult(totals, winner);
  if (outcome_) {
    outcome_->result = {{"score", PairJson(totals)}};
    if (winner >= 0) outcome_->result["winner"] = winner;
  }
}

class BourlotGame final : public Game {
 public:
  std::string_view Name() const override { return "bourlot"; }
  std::vector<std::string_view> ExtraHandKeys() const override { return {"contract"}; }
  void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
              MatchOutcome* outcome) const override {
    RecordReplay(record, options, reporter, outcome).Run();
  }
};

}  // namespace

const Game& TheGame() {
  static const BourlotGame game;
  return game;
}

}  // namespace replay::bourlot
