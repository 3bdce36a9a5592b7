#include "bourlot/bourlot.h"

#include "bourlot/bourlot_replay.h"

namespace replay::bourlot {
namespace internal {

constexpr int kListCards = 8;    // a list after a purchase (BRL-4)
constexpr int kFirstCards = 5;   // F(s): the 3 + 2 before the auction

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
  // The `contract` is a claim: judged after the play, like `result` (BRL-56, BRL-57).
  auto check_contract = [&] {
    bool ok = true;
    CheckContract(h, &auction, ok);
  };
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
    check_contract();
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
  check_contract();
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
  if (outcome_)
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

}  // namespace internal
namespace {

class BourlotGame final : public Game {
 public:
  std::string_view Name() const override { return "bourlot"; }
  std::vector<std::string_view> ExtraHandKeys() const override { return {"contract"}; }
  void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
              MatchOutcome* outcome) const override {
    internal::RecordReplay(record, options, reporter, outcome).Run();
  }
};

}  // namespace

const Game& TheGame() {
  static const BourlotGame game;
  return game;
}

}  // namespace replay::bourlot
