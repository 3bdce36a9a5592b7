// Score-sheet hands (rules/bourlot.md §9, BRL-55, BRL-58..62): the two figures written on the
// sheet, with the contract taken from `contract` or the auction, checked against the
// arithmetic of the hand and the hanging pot.
#include "bourlot/bourlot_match.h"

namespace replay::bourlot {
namespace {

// [a, b]: two integers of at most kMaxClaim in size (negative ones are the sheet checks' to
// judge).
std::optional<PerSide> Pair(const json::Value* v, bool allow_negative = true) {
  std::optional<replay::Sides> s = ReadSides(v, 2, allow_negative);
  if (!s) return std::nullopt;
  return PerSide{(*s)[0], (*s)[1]};
}

}  // namespace

HandOutcome BourlotMatch::PlaySheetHand(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  HandOutcome out;
  std::optional<Auction> auction;
  // BRL-13: a sheet line may leave out its dealer, but one it names is a seat.
  if ((hand.auction || hand.node->Find("dealer")) && !CheckDealer(m, h)) return out;
  if (hand.auction) {
    auction.emplace(options_, int(*hand.dealer), std::nullopt);
    if (RunAuction(m, h, *auction) == Run::kFailed) return out;
  }
  bool contract_ok = true;
  std::optional<Contract> contract = CheckContract(m, h, auction ? &*auction : nullptr,
                                                      contract_ok);
  if (!contract_ok) return out;
  if (auction && !auction->Ended() && !hand.IsPartial()) {  // BRL-12
    m.Error(h, "bourlot/auction-incomplete", "BRL-12", MatchContext::KeyPointer(h, "auction"),
            Tr("the auction stops after {} calls without a buyer; it ends at a purchase "
                        "or after 8 passes", auction->CallsMade()));
    return out;
  }
  if (hand.IsPartial()) return PartialHand(m, h, nullptr, nullptr);  // BRL-49
  // BRL-55
  const json::Value* result = hand.result;
  std::optional<PerSide> points = result ? Pair(result->Find("points")) : std::nullopt;
  if (!points || (*points)[0] < 0 || (*points)[1] < 0) {
    m.Error(h, "bourlot/sheet-missing", "BRL-55",
            MatchContext::KeyPointer(h, "result") +
                (result && result->Find("points") ? "/points" : ""),
            Tr("a score-sheet hand needs `result.points`: the two figures written on the sheet"));
    return out;
  }
  int buyer_side = contract ? contract->side
                   : auction && auction->Buyer() >= 0 ? SideOf(auction->Buyer())
                                                      : -1;
  if (buyer_side < 0) {  // a passed-out deal
    // B5: points written without a buyer lack the contract they were scored under; the
    // points themselves may well be right.
    if (*points != PerSide{0, 0}) {
      m.Error(h, "bourlot/sheet-missing", "BRL-55", MatchContext::KeyPointer(h, "contract"),
              Tr("the sheet writes [{}, {}] but names no buyer: points need a `contract`, or "
                 "an auction that names the buyer; a passed-out deal writes [0, 0]",
                 (*points)[0], (*points)[1]));
      return out;
    }
    if (!CheckVoidResult(m, h, "bourlot/sheet-missing", "BRL-55")) return out;
    out.added = replay::Sides::Zero(2);
    if (m.want_results()) out.result.emplace().Add("points", *out.added).Add("hanging", 0L);
    if (m.want_facts()) {
      replay::HandFacts& f = out.facts.emplace(BaseFacts(m.record, h, "sheet"));
      f.points = replay::Sides::Zero(2);
      f.extra.emplace_back("passed", true);
    }
    return out;
  }
  SheetLine line;
  line.buyer_side = buyer_side;
  line.points = *points;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    std::string at = MatchContext::HandPointer(h) + "/result/" + json::PointerEscape(key);
    auto bad = [&](std::string_view code, std::string_view rule, Message message) {
      m.Error(h, code, rule, at, std::move(message));
      return out;
    };
    if (key == "points") continue;
    if (key == "made" || key == "capot") {
      if (!v.IsBool())
        return bad(key == "made" ? "bourlot/sheet-outcome" : "bourlot/sheet-total",
                   key == "made" ? "BRL-58" : "BRL-60", Tr("`{}` is true or false", key));
      (key == "made" ? line.made : line.capot) = v.boolean;
    } else if (key == "hanging") {
      if (!v.IsInt() || v.integer < 0 || v.integer > kMaxClaim)
        return bad("bourlot/sheet-outcome", "BRL-58", Tr("`hanging` is a number of points, 0 or more"));
      line.hanging = long(v.integer);
    } else if (key == "tricks" || key == "declarations" || key == "belote") {
      std::optional<PerSide> pair = Pair(&v);
      if (!pair)
        return bad("bourlot/sheet-breakdown", "BRL-61",
                   Tr("`{}` is two integers, one per side", key));
      (key == "tricks" ? line.tricks : key == "declarations" ? line.declarations : line.belote) =
          pair;
    } else {
      return bad("bourlot/result-mismatch", "BRL-62",
                 Tr("a hand result has points, tricks, declarations, belote, made, capot "
                             "and hanging; \"{}\" is not one of them", key));
    }
  }
  Outcome outcome = Outcome::kMade;
  if (std::optional<SheetError> e = CheckSheetLine(line, pot_, options_, &outcome)) {
    m.Error(h, e->code, e->rule,
            MatchContext::KeyPointer(h, "result") + (e->field.empty() ? "" : "/" + e->field),
            e->message);
    return out;
  }
  out.added = replay::Sides(line.points);
  pot_ = NextPot(outcome, pot_, line.hanging.value_or(0));
  if (m.want_results()) {
    Fields& r = out.result.emplace();
    r.Add("points", replay::Sides(line.points));
    if (line.tricks) r.Add("tricks", replay::Sides(*line.tricks));
    if (line.declarations) r.Add("declarations", replay::Sides(*line.declarations));
    if (line.belote) r.Add("belote", replay::Sides(*line.belote));
    r.Add("made", outcome == Outcome::kMade);
    if (line.capot) r.Add("capot", *line.capot);
    r.Add("hanging", line.hanging.value_or(0));
  }
  if (m.want_facts()) {
    replay::HandFacts& f = out.facts.emplace(BaseFacts(m.record, h, "sheet"));
    f.points = replay::Sides(line.points);
    ContractFacts& c = f.contract.emplace();
    c.side = buyer_side;
    c.made = outcome == Outcome::kMade;
    c.inside = outcome == Outcome::kFailed;
    c.hanging = line.hanging.value_or(0);
    int trump = contract ? contract->trump : auction ? auction->Trump() : -1;
    if (trump >= 0) c.trump = SuitText(trump);
    if (contract && contract->seat) c.seat = *contract->seat;
    else if (auction && auction->Buyer() >= 0) c.seat = auction->Buyer();
    if (auction && auction->Buyer() >= 0) c.round = auction->BuyRound();
    c.capot = line.capot;
    if (line.tricks || line.declarations || line.belote)
      for (size_t s = 0; s < 2; ++s) {
        SideFacts& side = f.sides.emplace_back();
        if (line.tricks) {
          side.trick_points = (*line.tricks)[s];
          side.capot = (*line.tricks)[s] == kCapot;
        }
        if (line.declarations) side.declarations = (*line.declarations)[s];
        if (line.belote) side.belote = (*line.belote)[s] > 0;
      }
  }
  return out;
}

}  // namespace replay::bourlot
