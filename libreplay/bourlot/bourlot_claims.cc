// Claims (rules/bourlot.md §7.1, §9): a hand's `contract` (BRL-56, BRL-57) and its `result`
// against the replay (BRL-41..48), through the shared claim checks where they fit.
#include "bourlot/bourlot_match.h"
#include "engine/claims.h"

namespace replay::bourlot {
namespace {

const ResultTable kResult{{"points", "tricks", "declarations", "belote", "made", "capot",
                           "hanging"},
                          "bourlot/result-mismatch", "BRL-41..48", {}, {},
                          Tr("a hand result has points, tricks, declarations, belote, made, capot "
                          "and hanging"), {}};

}  // namespace

std::optional<Contract> BourlotMatch::CheckContract(MatchContext& m, size_t h, const Auction* auction, bool& ok) {
  ok = true;
  const json::Value* v = m.record.hands[h].node->Find("contract");
  if (!v) return std::nullopt;
  std::string at = MatchContext::HandPointer(h) + "/contract";
  auto bad = [&](std::string pointer, Message message) {
    m.Error(h, "bourlot/bad-contract", "BRL-56", std::move(pointer), std::move(message));
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
                 Tr("a contract has `side`, `trump` and `seat`; \"{}\" is not one of "
                             "them", key));
  }
  const json::Value* side = v->Find("side");
  const json::Value* trump = v->Find("trump");
  const json::Value* seat = v->Find("seat");
  if (!side || !side->IsInt() || side->integer < 0 || side->integer > 1)
    return bad(side ? at + "/side" : at, Tr("a contract names the buying `side`, 0 or 1"));
  Contract c;
  c.side = int(side->integer);
  c.trump = trump && trump->IsString() ? ParseSuit(trump->string, kDeck) : -1;
  if (c.trump < 0)
    return bad(trump ? at + "/trump" : at, Tr("a contract names its `trump` suit: S, H, D or C"));
  if (seat) {
    if (!seat->IsInt() || seat->integer < 0 || seat->integer > 3 ||
        SideOf(int(seat->integer)) != c.side)
      return bad(at + "/seat", Tr("the contract's `seat` is the buyer, a seat of side {} "
                                           "({} or {})", c.side, c.side, c.side + 2));
    c.seat = int(seat->integer);
  }
  // BRL-57
  if (auction && auction->Ended()) {
    auto mismatch = [&](std::string pointer, Message message) {
      m.Error(h, "bourlot/contract-mismatch", "BRL-57", std::move(pointer), std::move(message));
      ok = false;
    };
    int buyer = auction->Buyer();
    if (buyer < 0)
      mismatch(at, Tr("the contract names a buyer, but all eight calls passed"));
    else if (SideOf(buyer) != c.side)
      mismatch(at + "/side", Tr("the auction's buyer is seat {}, of side {}", buyer,
                                         SideOf(buyer)));
    else if (c.seat && *c.seat != buyer)
      mismatch(at + "/seat", Tr("the auction's buyer is seat {}", buyer));
    else if (auction->Trump() >= 0 && auction->Trump() != c.trump)
      mismatch(at + "/trump", Tr("the auction made {} trumps, not {}",
                                          SuitText(auction->Trump()), SuitText(c.trump)));
  }
  if (!ok) return std::nullopt;
  return c;
}

void BourlotMatch::CheckHandResult(MatchContext& m, size_t h, const Fields& computed) {
  CheckResultClaims(m, h, kResult, computed);
}

// A passed-out (or, on a sheet, contract-less) hand: {"points": [0, 0]}, `hanging` 0 allowed.
bool BourlotMatch::CheckVoidResult(MatchContext& m, size_t h, std::string_view code, std::string_view rule) {
  const json::Value* result = m.record.hands[h].result;
  if (!result) return true;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    bool ok = key == "points"    ? ReadSides(&v, 2) == replay::Sides::Zero(2)
              : key == "hanging" ? v.IsInt() && v.integer == 0
                                 : false;
    if (!ok) {
      m.Error(h, code, rule, MatchContext::HandPointer(h) + "/result/" + json::PointerEscape(key),
            "a passed-out deal scores nothing: its result is {\"points\": [0, 0]}");
      return false;
    }
  }
  return true;
}

}  // namespace replay::bourlot
