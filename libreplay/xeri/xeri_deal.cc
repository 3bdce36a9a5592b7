// A Xeri hand's deal (rules/xeri.md §3, XER-2..5): the shape of `cards` (Diloti's), every card
// of the deck once, the dealer, and the opening piles that are redealt.
#include <fmt/format.h>

#include "engine/deal_check.h"
#include "xeri/xeri_match.h"

namespace replay::xeri {
namespace {

// XER-5: why the opening pile (bottom to top) would have been redealt, or nothing.
std::optional<Message> Redealt(const std::array<Card, 4>& table, OpeningRedeal rule) {
  if (rule == OpeningRedeal::kNone) return std::nullopt;
  if (table[3].rank == kJack)
    return Tr("the opening pile has a Jack on top, and such a deal is redealt");
  if (rule == OpeningRedeal::kJackOrTopPair && table[3].rank == table[2].rank)
    return Tr("the top two cards of the opening pile have one rank; under "
              "opening_redeal = jack_or_top_pair such a deal is redealt");
  if (rule == OpeningRedeal::kJackOrPair)
    for (size_t i = 0; i < 4; ++i)
      for (size_t j = i + 1; j < 4; ++j)
        if (table[i].rank == table[j].rank)
          return Tr("two cards of the opening pile have one rank; under "
                    "opening_redeal = jack_or_pair such a deal is redealt");
  return std::nullopt;
}

}  // namespace

std::optional<Deal> XeriMatch::ReadDeal(MatchContext& m, size_t h) {
  const Record& record = m.record;
  Reporter& r = m.reporter;
  const Hand& hand = record.hands[h];
  const std::string at = MatchContext::HandPointer(h) + "/cards";
  const int hi = int(h);
  auto shape = [&](std::string pointer, Message message) {
    At(r.Error("cards/shape", std::move(pointer), std::move(message)), record, hi).rule = "XER-2";
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
  const int n = options_.players;
  const uint32_t per_seat = uint32_t(kActionsPerHand / n);
  bool ok = true;
  if (table->size != 4) {
    At(r.Error("cards/count", at + "/table",
               Tr("the opening pile has {} cards; 4 are laid before the first action",
                  table->size)), record, hi).rule = "XER-2";
    ok = false;
  }
  if (hands->size != uint32_t(n)) {
    At(r.Error("cards/count", at + "/hands",
               Tr("`hands` has {} entries for {} seats", hands->size, n)), record, hi).rule =
        "XER-2";
    return std::nullopt;
  }
  for (uint32_t s = 0; s < hands->size; ++s) {
    const json::Value& seat = hands->items[s];
    if (!seat.IsArray())
      return shape(fmt::format("{}/hands/{}", at, s),
                   Tr("each seat's cards must be an array of card codes"));
    if (seat.size != per_seat) {
      At(r.Error("cards/count", fmt::format("{}/hands/{}", at, s),
                 Tr("seat {} received {} cards; each seat receives {} with {} players", s,
                    seat.size, per_seat, n)), record, hi, {}, -1, int(s)).rule = "XER-2";
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  DealChecker checker(kDeck, r, hi);  // XER-3
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
  if (!hand.dealer || *hand.dealer < 0 || *hand.dealer >= n) {  // XER-4
    At(r.Error("xeri/dealer", MatchContext::KeyPointer(h, "dealer"),
               Tr("a dealt hand needs `dealer`, a seat number from 0 to {}", n - 1)),
       record, hi).rule = "XER-4";
    return std::nullopt;
  }
  deal.dealer = int(*hand.dealer);
  if (std::optional<Message> why = Redealt(deal.table, options_.opening_redeal)) {  // XER-5
    At(r.Error("xeri/opening-table-redeal", at + "/table", std::move(*why)), record, hi).rule =
        "XER-5";
    return std::nullopt;
  }
  return deal;
}

}  // namespace replay::xeri
