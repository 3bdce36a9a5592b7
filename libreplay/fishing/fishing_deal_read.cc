// The shared reading of a fishing hand's `cards` and `dealer` (fishing_deal_read.h).
#include "fishing/fishing_deal_read.h"

#include <fmt/format.h>

#include "engine/deal_check.h"

namespace replay::fishing {

std::optional<Deal> ReadDeal(MatchContext& m, size_t h, int players, Deck deck,
                             const DealCodes& codes, const Redealt& redealt) {
  const Record& record = m.record;
  Reporter& r = m.reporter;
  const Hand& hand = record.hands[h];
  const std::string at = MatchContext::HandPointer(h) + "/cards";
  const int hi = int(h);
  auto count = [&](Diagnostic& d) -> Diagnostic& {
    d.rule = std::string(codes.shape_rule);
    return d;
  };
  auto shape = [&](std::string pointer, Message message) {
    count(At(r.Error("cards/shape", std::move(pointer), std::move(message)), record, hi));
    return std::nullopt;
  };
  if (!hand.cards)
    return shape(MatchContext::HandPointer(h), Tr("a hand with `play` needs its `cards`"));
  const json::Value& cards = *hand.cards;
  if (!cards.IsObject())
    return shape(at, Tr("`cards` must be an object with `table` and `hands`"));
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "table" && cards.members[i].key != "hands")
      return shape(at + "/" + json::PointerEscape(cards.members[i].key),
                   Tr("`cards` has a key \"{}\"; it holds only `table` and `hands`",
                      cards.members[i].key));
  const json::Value* table = cards.Find("table");
  const json::Value* hands = cards.Find("hands");
  if (!table || !hands) return shape(at, Tr("`cards` needs both `table` and `hands`"));
  if (!table->IsArray() || !hands->IsArray())
    return shape(at, Tr("`table` and `hands` must be arrays of card codes"));
  const int n = players;
  const uint32_t per_seat = uint32_t(kDealtToSeats / n);
  bool ok = true;
  if (table->size != 4) {
    count(At(r.Error("cards/count", at + "/table", codes.table_count(table->size)), record, hi));
    ok = false;
  }
  if (hands->size != uint32_t(n)) {
    count(At(r.Error("cards/count", at + "/hands",
                     Tr("`hands` has {} entries for {} seats", hands->size, n)),
             record, hi));
    return std::nullopt;
  }
  for (uint32_t s = 0; s < hands->size; ++s) {
    const json::Value& seat = hands->items[s];
    if (!seat.IsArray())
      return shape(fmt::format("{}/hands/{}", at, s),
                   Tr("each seat's cards must be an array of card codes"));
    if (seat.size != per_seat) {
      count(At(r.Error("cards/count", fmt::format("{}/hands/{}", at, s),
                       Tr("seat {} received {} cards; each seat receives {} with {} players", s,
                          seat.size, per_seat, n)),
               record, hi, {}, -1, int(s)));
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  DealChecker checker(deck, r, hi);  // DIL-3, XER-3
  Deal deal;
  deal.players = n;
  for (uint32_t i = 0; i < 4; ++i)
    if (auto c = checker.Read(table->items[i], [&] { return fmt::format("{}/table/{}", at, i); }))
      deal.table[i] = *c;
  for (uint32_t s = 0; s < uint32_t(n); ++s)
    for (uint32_t i = 0; i < per_seat; ++i)
      if (auto c = checker.Read(hands->items[s].items[i],
                                [&] { return fmt::format("{}/hands/{}/{}", at, s, i); }))
        deal.hands[s][i] = *c;
  if (!checker.Finish(at)) return std::nullopt;
  if (!hand.dealer || *hand.dealer < 0 || *hand.dealer >= n) {  // DIL-4, XER-4
    At(r.Error(codes.dealer_code, MatchContext::KeyPointer(h, "dealer"),
               Tr("a dealt hand needs `dealer`, a seat number from 0 to {}", n - 1)),
       record, hi).rule = std::string(codes.dealer_rule);
    return std::nullopt;
  }
  deal.dealer = int(*hand.dealer);
  if (std::optional<Message> why = redealt(deal.table)) {  // DIL-5, XER-5
    At(r.Error(codes.redeal_code, at + "/table", std::move(*why)), record, hi).rule =
        std::string(codes.redeal_rule);
    return std::nullopt;
  }
  return deal;
}

}  // namespace replay::fishing
