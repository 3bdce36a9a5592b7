#include "pilotta/pilotta.h"

#include <algorithm>
#include <fmt/format.h>

#include "engine/deal_check.h"
#include "notation/write.h"
#include "pilotta/pilotta_claims.h"
#include "pilotta/pilotta_sheet.h"
#include "pilotta/pilotta_state.h"

namespace replay::pilotta {
namespace {

// What one hand adds to the match.
struct HandOutcome {
  bool known = false;  // the hand's points are known (no error stopped it)
  PerSide points{};
  nlohmann::json result;  // the computed result (null for a partial hand)
  nlohmann::json facts;   // with ReplayOptions::want_facts
};

// How the auction of a hand ended.
struct AuctionEnd {
  bool ok = false;        // no error
  bool present = false;   // the hand has an auction
  bool over = false;
  std::optional<Contract> contract;
  int dealer = -1;
};

class RecordReplay {
 public:
  RecordReplay(const Record& record, const ReplayOptions& options, Reporter& reporter,
               MatchOutcome* outcome)
      : record_(record), replay_options_(options), r_(reporter), outcome_(outcome),
        claims_(record, reporter) {}

  void Run();
  // The board of hand `h` after its first `moves` actions, auction calls then play (engine/game.h).
  std::optional<nlohmann::json> Show(size_t h, int moves);

 private:
  std::string HandPointer(size_t h) const { return fmt::format("/hands/{}", h); }
  Diagnostic& Error(size_t h, std::string_view code, std::string_view rule, std::string pointer,
                    std::string message, std::string_view section = {}, int action = -1,
                    int seat = -1) {
    Diagnostic& d = At(r_.Error(code, std::move(pointer), std::move(message)), record_, int(h),
                       section, action, seat);
    d.rule = rule;
    return d;
  }

  HandOutcome FullHand(size_t h);
  HandOutcome SheetHand(size_t h);
  std::optional<Deal> ReadDeal(size_t h);
  std::optional<int> Dealer(size_t h);  // PIL-15
  AuctionEnd ReplayAuction(size_t h);   // PIL-6..15
  // Replays the play; returns the final state when the hand is complete and legal.
  std::optional<State> ReplayPlay(size_t h, const Deal& deal, const AuctionEnd& auction);
  void CheckDealerOrder(size_t h);
  void CheckMatchResult(const PerSide& totals, int winner);

  const Record& record_;
  const ReplayOptions& replay_options_;
  Reporter& r_;
  MatchOutcome* outcome_;
  Claims claims_;
  Options options_;
};

std::optional<Deal> RecordReplay::ReadDeal(size_t h) {
  const Hand& hand = record_.hands[h];
  auto at = [&] { return HandPointer(h) + "/cards"; };  // only for diagnostics
  auto shape = [&](std::string pointer, std::string message) {
    Error(h, "pilotta/cards-shape", "PIL-3", std::move(pointer), std::move(message));
    return std::nullopt;
  };
  const json::Value& cards = *hand.cards;
  if (!cards.IsObject()) return shape(at(), "`cards` must be an object {\"hands\": [4 lists]}");
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "hands")
      return shape(at() + "/" + json::PointerEscape(cards.members[i].key),
                   fmt::format("`cards` has a key \"{}\"; it holds only `hands` (Pilotta has no "
                               "turned card)", cards.members[i].key));
  const json::Value* hands = cards.Find("hands");
  if (!hands) return shape(at(), "`cards` needs `hands`, the 8 cards of each seat");
  if (!hands->IsArray() || hands->size != 4)
    return shape(at() + "/hands", "`hands` must be an array of 4 lists of card codes, one per seat");
  for (uint32_t s = 0; s < 4; ++s)
    if (!hands->items[s].IsArray())
      return shape(fmt::format("{}/hands/{}", at(), s), "each seat's cards are an array of codes");
  bool ok = true;
  for (uint32_t s = 0; s < 4; ++s)  // PIL-4
    if (hands->items[s].size != kCardsPerSeat) {
      Error(h, "cards/count", "PIL-4", fmt::format("{}/hands/{}", at(), s),
            fmt::format("seat {} received {} cards; each seat receives 8", s,
                        hands->items[s].size), {}, -1, int(s));
      ok = false;
    }
  // PIL-5: every entry is a card of the deck, once; the deal misses none.
  DealChecker checker(kDeck, r_, int(h));
  Deal deal;
  for (uint32_t s = 0; s < 4; ++s)
    for (uint32_t i = 0; i < hands->items[s].size; ++i) {
      const json::Value& v = hands->items[s].items[i];
      auto pointer = [&] { return fmt::format("{}/hands/{}/{}", at(), s, i); };
      if (!v.IsString()) {  // no code at all: a foreign card (see pilotta.h)
        Error(h, "cards/foreign", "PIL-5", pointer(),
              fmt::format("a dealt card is a code such as 7H or TD, not {}",
                          json::TypeName(v.type)));
        ok = false;
        continue;
      }
      std::optional<Card> c = checker.Read(v, pointer);
      if (c && i < kCardsPerSeat) deal.hands[s][i] = *c;
      if (!c) ok = false;
    }
  if (!checker.Finish(at())) ok = false;
  if (!ok) return std::nullopt;
  return deal;
}

std::optional<int> RecordReplay::Dealer(size_t h) {
  const Hand& hand = record_.hands[h];
  if (hand.dealer && *hand.dealer >= 0 && *hand.dealer <= 3) return int(*hand.dealer);
  bool given = hand.node->Find("dealer") != nullptr;
  Error(h, "pilotta/no-dealer", "PIL-15", HandPointer(h) + (given ? "/dealer" : ""),
        given ? "`dealer` must be a seat number from 0 to 3"
              : "a hand with its deal or auction needs `dealer`: the eldest, dealer + 1, calls "
                "and leads first");
  return std::nullopt;
}

AuctionEnd RecordReplay::ReplayAuction(size_t h) {
  const Hand& hand = record_.hands[h];
  AuctionEnd end;
  end.present = hand.auction != nullptr;
  if (!end.present) {
    if (!hand.IsPartial()) {  // PIL-14
      Error(h, "pilotta/auction-incomplete", "PIL-14", HandPointer(h),
            "the hand has its cards but no `auction`; mark an unfinished hand with "
            "\"complete\": false");
      return end;
    }
    end.ok = true;
    return end;
  }
  std::optional<int> dealer = Dealer(h);
  if (!dealer) return end;
  end.dealer = *dealer;
  Auction auction(*dealer);
  const json::Value& calls = *hand.auction;
  for (uint32_t i = 0; i < calls.size; ++i) {
    const int seat = auction.ToCall();
    auto error = [&](std::string_view code, std::string_view rule, std::string message) {
      Error(h, code, rule, fmt::format("{}/auction/{}", HandPointer(h), i), std::move(message),
            "auction", int(i), seat);
      return end;
    };
    DecodedCall call = DecodeCall(calls.items[i]);
    if (!call.call) return error("pilotta/bad-call", "PIL-6", call.error);
    if (auction.IsOver()) {  // PIL-13 before the seat: nothing follows the end
      auto v = auction.Check(*call.call);
      return error(v->code, v->rule, v->message);
    }
    if (call.seat && *call.seat != seat)  // PIL-7
      return error("pilotta/wrong-seat", "PIL-7",
                   fmt::format("the call says seat {}, but it is seat {}'s turn", *call.seat,
                               seat));
    if (auto v = auction.Apply(*call.call))  // unchanged by the illegal call
      return error(v->code, v->rule,
                   fmt::format("{}. Legal here: {}", v->message, auction.LegalText()));
  }
  end.over = auction.IsOver();
  end.contract = auction.Result();
  if (!end.over && !hand.IsPartial()) {  // PIL-14
    Error(h, "pilotta/auction-incomplete", "PIL-14", HandPointer(h) + "/auction",
          fmt::format("the auction stops after {} calls without an end (three passes after a "
                      "bid, or four passes); mark an unfinished hand with \"complete\": false",
                      calls.size));
    return end;
  }
  end.ok = true;
  return end;
}

std::optional<State> RecordReplay::ReplayPlay(size_t h, const Deal& deal,
                                              const AuctionEnd& auction) {
  const Hand& hand = record_.hands[h];
  const uint32_t n = hand.play ? hand.play->size : 0;
  if (!auction.contract) {
    if (n > 0)  // PIL-16
      Error(h, "pilotta/play-without-contract", "PIL-16", HandPointer(h) + "/play/0",
            auction.over ? "all four players passed: the deal is void and nobody plays"
                         : "the auction did not end with a contract, so no card can be played",
            "play", 0);
    return std::nullopt;
  }
  State state(options_, deal, *auction.contract);
  for (uint32_t i = 0; i < n; ++i) {
    const int seat = state.ToMove();
    // Pointers are built only for diagnostics: this loop is the validator's hot path.
    auto error = [&](std::string_view code, std::string_view rule, std::string message,
                     std::string_view where = {}) {
      Error(h, code, rule, fmt::format("{}/play/{}{}", HandPointer(h), i, where),
            std::move(message), "play", int(i), seat);
      return std::nullopt;
    };
    if (state.IsTerminal())  // PIL-26
      return error("pilotta/play-after-end", "PIL-26",
                   "the hand is over after 32 cards, but the record goes on");
    DecodedAction action = DecodeAction(hand.play->items[i]);
    if (!action.move) return error("pilotta/bad-action", "PIL-17", action.error);
    if (action.seat && *action.seat != seat)  // PIL-18
      return error("pilotta/wrong-seat", "PIL-18",
                   fmt::format("the play says seat {}, but it is seat {}'s turn", *action.seat,
                               seat));
    std::string where;
    if (auto v = state.Apply(*action.move, &where)) {  // the state is unchanged
      std::string message = v->message;
      CardSet legal = state.LegalCards();
      if (!legal.Contains(action.move->card)) {  // the card itself is wrong (PIL-19..25)
        std::string cards;
        for (Card c : legal) cards += (cards.empty() ? "" : ", ") + CardCode(c, kDeck);
        message += fmt::format(". Legal here: {}", cards);
      }
      return error(v->code, v->rule, message, where);
    }
  }
  if (!state.IsTerminal()) {
    if (!hand.IsPartial())  // PIL-26
      Error(h, "pilotta/hand-incomplete", "PIL-26",
            HandPointer(h) + (hand.play ? "/play" : ""),
            fmt::format("the hand has {} cards played of 32; mark an unfinished hand with "
                        "\"complete\": false", n));
    return std::nullopt;
  }
  return state;
}

HandOutcome RecordReplay::FullHand(size_t h) {
  const Hand& hand = record_.hands[h];
  HandOutcome out;
  std::optional<Deal> deal = ReadDeal(h);
  if (!deal) return out;
  std::optional<int> dealer = Dealer(h);
  if (!dealer) return out;
  deal->dealer = *dealer;
  AuctionEnd auction = ReplayAuction(h);
  if (!auction.ok) return out;
  size_t errors = r_.error_count();
  std::optional<State> state = ReplayPlay(h, *deal, auction);
  if (r_.error_count() != errors) return out;
  // Claims.
  claims_.CheckContractKey(h, auction.over, auction.contract);
  if (r_.error_count() != errors) return out;
  // The JSON of results and facts is built only when asked for: validation doesn't need it.
  const bool facts = outcome_ && replay_options_.want_facts;
  if (hand.IsPartial()) {  // PIL-47
    claims_.RejectResultOnPartial(h);
    out.known = r_.error_count() == errors;
    if (facts) {
      out.facts = {{"level", "partial"}, {"dealer", *dealer}, {"points", PairJson(out.points)}};
      if (auction.contract) out.facts["contract"] = ContractFacts(*auction.contract, std::nullopt);
    }
    return out;
  }
  if (!auction.contract) {  // a void deal
    claims_.CheckVoidResult(h, false);
    out.known = true;
    if (outcome_) out.result = {{"points", PairJson(out.points)}};
    if (facts)
      out.facts = {{"level", "full"}, {"dealer", *dealer}, {"points", PairJson(out.points)}};
    return out;
  }
  HandScore score = ScoreHand(state->Facts(), options_);
  claims_.CheckHandResult(h, score);
  out.known = true;
  out.points = score.points;
  if (outcome_) out.result = ResultJson(score);
  if (facts) out.facts = FullFacts(*state, score);
  return out;
}

HandOutcome RecordReplay::SheetHand(size_t h) {
  const Hand& hand = record_.hands[h];
  HandOutcome out;
  if (hand.play) {
    Error(h, "pilotta/cards-shape", "PIL-3", HandPointer(h),
          "a hand with `play` needs its `cards`; a score-sheet hand has only its contract and "
          "result");
    return out;
  }
  AuctionEnd auction;
  if (hand.auction) {
    auction = ReplayAuction(h);
    if (!auction.ok) return out;
  }
  size_t errors = r_.error_count();
  std::optional<Contract> contract = claims_.CheckContractKey(h, auction.over, auction.contract);
  if (r_.error_count() != errors) return out;
  if (!contract) contract = auction.contract;
  const bool facts = outcome_ && replay_options_.want_facts;
  if (facts) {
    out.facts = {{"level", "sheet"}, {"points", PairJson(out.points)}};
    if (hand.dealer) out.facts["dealer"] = *hand.dealer;
  }
  if (hand.IsPartial()) {  // PIL-47
    claims_.RejectResultOnPartial(h);
    out.known = r_.error_count() == errors;
    return out;
  }
  if (!contract) {  // PIL-52: a passed-out deal
    if (!hand.auction && !hand.result) {
      Error(h, "pilotta/sheet-missing", "PIL-52", HandPointer(h),
            "a hand needs its cards, or a score-sheet `result` with its contract");
      return out;
    }
    claims_.CheckVoidResult(h, true);
    if (r_.error_count() != errors) return out;
    out.known = true;
    if (outcome_) out.result = {{"points", PairJson(out.points)}};
    return out;
  }
  std::optional<SheetLine> line = claims_.CheckSheet(h, *contract, options_);
  if (!line) return out;
  out.known = true;
  out.points = line->points;
  if (outcome_) out.result = SheetResultJson(*hand.result, *line);
  if (facts) {
    nlohmann::json sheet = SheetFacts(*line);
    sheet["level"] = "sheet";
    if (hand.dealer) sheet["dealer"] = *hand.dealer;
    out.facts = sheet;
  }
  return out;
}

void RecordReplay::CheckDealerOrder(size_t h) {  // PIL-2
  if (h == 0) return;
  const Hand& before = record_.hands[h - 1];
  const Hand& hand = record_.hands[h];
  if (!before.dealer || !hand.dealer || *before.dealer < 0 || *before.dealer > 3) return;
  long expected = (*before.dealer + 1) % 4;
  if (*hand.dealer != expected)
    At(r_.Warning("pilotta/dealer-order", HandPointer(h) + "/dealer",
                  fmt::format("seat {} deals, but the deal passes to the next seat each hand, "
                              "also after a passed-out deal: seat {} was due",
                              *hand.dealer, expected)),
       record_, int(h)).rule = "PIL-2";
}

void RecordReplay::CheckMatchResult(const PerSide& totals, int winner) {  // PIL-51
  const json::Value* result = record_.result;
  if (!result) return;
  auto error = [&](std::string pointer, std::string message) {
    r_.Error("pilotta/match-result-mismatch", std::move(pointer), std::move(message)).rule =
        "PIL-51";
  };
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    if (m.key != "score" && m.key != "winner")
      return error("/result/" + json::PointerEscape(m.key),
                   fmt::format("a match result has `score` and `winner`; \"{}\" is not one of "
                               "them", m.key));
  }
  if (const json::Value* score = result->Find("score")) {
    std::optional<PerSide> claimed = ReadPair(score);
    if (!claimed || *claimed != totals)
      return error("/result/score",
                   fmt::format("the running score after the last hand is [{}, {}]", totals[0],
                               totals[1]));
  }
  const json::Value* w = result->Find("winner");
  if (winner < 0 && w)
    return error("/result/winner",
                 fmt::format("no side has won yet ([{}, {}] with target {}): the match is "
                             "unfinished and has no winner", totals[0], totals[1],
                             options_.target));
  if (winner >= 0 && !w)
    return error("/result", fmt::format("side {} won the match ({} to {}); the result must name "
                                        "the winner", winner, totals[size_t(winner)],
                                        totals[size_t(1 - winner)]));
  if (w && (!w->IsInt() || w->integer != winner))
    error("/result/winner", fmt::format("side {} won the match ({} to {})", winner,
                                        totals[size_t(winner)], totals[size_t(1 - winner)]));
}

void RecordReplay::Run() {
  OptionReader reader(record_, replay_options_.overrides, r_);
  options_ = ReadOptions(reader);
  if (!reader.ok()) return;
  if (record_.players.size() != 4 || options_.players != 4) {  // PIL-1
    bool names = record_.players.size() != 4;
    r_.Error("pilotta/player-count", names ? "/players" : "/rules/players",
             names ? fmt::format("Pilotta is played by 4 in two partnerships, but the record "
                                 "names {} players", record_.players.size())
                   : fmt::format("rules.players is {}, but Pilotta is played by exactly 4",
                                 options_.players)).rule = "PIL-1";
    return;
  }
  PerSide totals{};
  int winner = -1;
  bool all_known = true;
  for (size_t h = 0; h < record_.hands.size(); ++h) {
    if (winner >= 0) {  // PIL-50
      At(r_.Error("pilotta/hand-after-end", HandPointer(h),
                  fmt::format("side {} already won the match, {} to {}; no hand follows", winner,
                              totals[size_t(winner)], totals[size_t(1 - winner)])),
         record_, int(h)).rule = "PIL-50";
      return;
    }
    CheckDealerOrder(h);
    HandOutcome hand = record_.hands[h].cards ? FullHand(h) : SheetHand(h);
    if (outcome_) {
      outcome_->hands.push_back(hand.result);
      if (replay_options_.want_facts) {
        if (hand.known && !hand.facts.contains("points"))
          hand.facts["points"] = PairJson(hand.points);
        outcome_->facts.push_back(hand.facts);
      }
    }
    if (!hand.known) {
      all_known = false;
      continue;
    }
    totals[0] += hand.points[0];
    totals[1] += hand.points[1];
    if (all_known) winner = MatchWinner(totals, options_.target);  // PIL-48, PIL-49
  }
  if (!all_known) return;
  CheckMatchResult(totals, winner);
  if (outcome_) {
    outcome_->result = {{"score", PairJson(totals)}};
    if (winner >= 0) outcome_->result["winner"] = winner;
  }
}

std::optional<nlohmann::json> RecordReplay::Show(size_t h, int moves) {
  OptionReader reader(record_, replay_options_.overrides, r_);
  options_ = ReadOptions(reader);
  if (!reader.ok()) return std::nullopt;
  const Hand& hand = record_.hands[h];
  if (!hand.cards) {
    r_.Error("show/no-deal", HandPointer(h),
             "this hand has no `cards`: a score-sheet line has no position to show");
    return std::nullopt;
  }
  std::optional<Deal> deal = ReadDeal(h);
  if (!deal) return std::nullopt;
  std::optional<int> dealer = Dealer(h);
  if (!dealer) return std::nullopt;
  deal->dealer = *dealer;
  const int calls = hand.auction ? int(hand.auction->size) : 0;
  const int plays = hand.play ? int(hand.play->size) : 0;
  const int recorded = calls + plays;
  moves = std::clamp(moves < 0 ? recorded : moves, 0, recorded);
  auto fail = [&](std::string_view code, std::string_view rule, std::string_view section, int i,
                  int seat, std::string message) {
    Error(h, code, rule, fmt::format("{}/{}/{}", HandPointer(h), section, i), std::move(message),
          section, i, seat);
    return std::nullopt;
  };
  Auction auction(*dealer);
  for (int i = 0; i < std::min(moves, calls); ++i) {
    DecodedCall call = DecodeCall(hand.auction->items[i]);
    std::optional<Violation> v;
    if (!call.call) v = Violation{"pilotta/bad-call", "PIL-6", call.error};
    else v = auction.Apply(*call.call);
    if (v) return fail(v->code, v->rule, "auction", i, auction.ToCall(), v->message);
  }
  std::optional<State> state;
  if (moves > calls) {
    if (!auction.Result())
      return fail("pilotta/play-without-contract", "PIL-16", "play", 0, -1,
                  "the auction did not end with a contract, so no card can be played");
    state.emplace(options_, *deal, *auction.Result());
    for (int i = 0; i < moves - calls; ++i) {
      DecodedAction action = DecodeAction(hand.play->items[i]);
      std::optional<Violation> v;
      if (!action.move) v = Violation{"pilotta/bad-action", "PIL-17", action.error};
      else if (state->IsTerminal())
        v = Violation{"pilotta/play-after-end", "PIL-26", "the hand is over"};
      else v = state->Apply(*action.move);
      if (v) return fail(v->code, v->rule, "play", i, state->ToMove(), v->message);
    }
  } else if (auction.Result() && calls == moves) {
    state.emplace(options_, *deal, *auction.Result());
  }
  auto cards = [](CardSet set) {
    nlohmann::json out = nlohmann::json::array();
    for (Card c : set) out.push_back(CardCode(c, kDeck));
    return out;
  };
  nlohmann::json board = {{"game", "pilotta"}, {"hand", h},           {"move", moves},
                          {"moves", recorded}, {"dealer", *dealer}};
  const bool over = state ? state->IsTerminal() : auction.IsOver();
  board["phase"] = !auction.IsOver() ? "auction" : over ? "over" : "play";
  board["to_move"] = over ? nlohmann::json(nullptr)
                     : state ? nlohmann::json(state->ToMove()) : nlohmann::json(auction.ToCall());
  board["seats"] = nlohmann::json::array();
  for (int s = 0; s < 4; ++s)
    board["seats"].push_back({{"seat", s}, {"name", record_.PlayerName(s)}, {"side", s % 2},
                              {"hand", cards(state ? state->HandOf(s) : deal->Hand(s))}});
  if (const std::optional<Contract>& high = auction.High()) {
    nlohmann::json c = {{"seat", high->seat},
                        {"trump", std::string(1, SuitLetter(high->trump, kDeck))},
                        {"double", high->multiplier}};
    c["bid"] = high->capot ? nlohmann::json("capot") : nlohmann::json(high->value);
    board[auction.IsOver() ? "contract" : "high_bid"] = c;
  }
  if (state) {
    board["trick"] = nlohmann::json::array();
    const int leader = (state->ToMove() - state->InTrick() + 4) % 4;
    for (int i = 0; i < state->InTrick(); ++i)
      board["trick"].push_back({{"seat", (leader + i) % 4},
                                {"card", CardCode(state->TrickCards()[size_t(i)], kDeck)}});
    nlohmann::json declarations = nlohmann::json::array();
    for (int s = 0; s < 4; ++s) {
      const SeatMelds& sm = state->Melds()[size_t(s)];
      if (sm.melds.empty()) continue;
      nlohmann::json melds = nlohmann::json::array();
      for (const belote::Meld& m : sm.melds) {
        std::vector<Card> in_order;
        for (Card c : m.cards) in_order.push_back(c);
        std::sort(in_order.begin(), in_order.end(), [](Card a, Card b) {
          return std::pair(a.suit, belote::SequencePosition(a.rank)) <
                 std::pair(b.suit, belote::SequencePosition(b.rank));
        });
        nlohmann::json list = nlohmann::json::array();
        for (Card c : in_order) list.push_back(CardCode(c, kDeck));
        melds.push_back(list);
      }
      declarations.push_back({{"seat", s}, {"melds", melds}, {"shown", sm.shown}});
    }
    if (!declarations.empty()) board["declarations"] = declarations;
    HandFacts f = state->Facts();
    board["sides"] = nlohmann::json::array();
    for (size_t side = 0; side < 2; ++side)
      board["sides"].push_back({{"tricks", state->TricksWon()[side]},
                                {"trick_points", f.tricks[side]}});
  }
  auto action = [&](int i) {
    return i < calls ? WriteAction(hand.auction->items[i], "pilotta")
                     : WriteAction(hand.play->items[i - calls], "pilotta");
  };
  if (moves > 0) board["last"] = action(moves - 1);
  if (moves < recorded) board["next"] = action(moves);
  return board;
}

class PilottaGame final : public Game {
 public:
  std::string_view Name() const override { return "pilotta"; }
  std::vector<std::string_view> ExtraHandKeys() const override { return {"contract"}; }
  void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
              MatchOutcome* outcome) const override {
    RecordReplay(record, options, reporter, outcome).Run();
  }
  std::optional<nlohmann::json> Show(const Record& record, const ReplayOptions& options, int hand,
                                     int moves, Reporter& reporter) const override {
    return RecordReplay(record, options, reporter, nullptr).Show(size_t(hand), moves);
  }
};

}  // namespace

const Game& TheGame() {
  static const PilottaGame game;
  return game;
}

}  // namespace replay::pilotta
