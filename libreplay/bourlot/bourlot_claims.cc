// Claims and score sheets (rules/bourlot.md §7.1, §8, §9): a hand's `contract`, its `result`
// against the replay, a score-sheet hand, the facts of a hand, the dealer rotation and the match
// result.
#include "bourlot/bourlot_replay.h"

namespace replay::bourlot::internal {

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

}  // namespace replay::bourlot::internal
