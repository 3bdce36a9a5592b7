// A Diloti hand's deal (rules/diloti.md §2, DIL-3..5): the shape of `cards`, every card of the
// deck once, the dealer, and the opening tables that are redealt.
#include <fmt/format.h>

#include "diloti/diloti_match.h"

namespace replay::diloti {

std::optional<Deal> DilotiMatch::ReadDeal(MatchContext& m, size_t h) {
  const Record& record_ = m.record;
  Reporter& r_ = m.reporter;
  auto HandPointer = [](size_t i) { return MatchContext::HandPointer(i); };
  const Hand& hand = record_.hands[h];
  std::string at = HandPointer(h) + "/cards";
  int hi = int(h);
  auto shape = [&](std::string pointer, Message message) {
    At(r_.Error("cards/shape", std::move(pointer), std::move(message)), record_, hi);
    return std::nullopt;
  };
  if (!hand.cards) return shape(HandPointer(h), Tr("a hand with `play` needs its `cards`"));
  const json::Value& cards = *hand.cards;
  if (!cards.IsObject())
    return shape(at, Tr("`cards` must be an object with `table` and `hands`"));
  const json::Value* table = cards.Find("table");
  const json::Value* hands = cards.Find("hands");
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "table" && cards.members[i].key != "hands")
      return shape(at + "/" + json::PointerEscape(cards.members[i].key),
                   Tr("`cards` has a key \"{}\"; it holds only `table` and `hands`",
                               cards.members[i].key));
  if (!table || !hands) return shape(at, Tr("`cards` needs both `table` and `hands`"));
  if (!table->IsArray() || !hands->IsArray())
    return shape(at, Tr("`table` and `hands` must be arrays of card codes"));
  const int n = options_.players;
  const uint32_t per_seat = n == 4 ? 12 : 24;
  bool ok = true;
  if (table->size != 4) {
    At(r_.Error("cards/count", at + "/table",
                Tr("the table has {} cards; 4 are laid face up", table->size)),
       record_, hi);
    ok = false;
  }
  if (hands->size != uint32_t(n)) {
    At(r_.Error("cards/count", at + "/hands",
                Tr("`hands` has {} entries for {} seats", hands->size, n)), record_, hi);
    return std::nullopt;
  }
  for (uint32_t s = 0; s < hands->size; ++s) {
    const json::Value& seat = hands->items[s];
    if (!seat.IsArray()) return shape(fmt::format("{}/hands/{}", at, s),
                                      Tr("each seat's cards must be an array of card codes"));
    if (seat.size != per_seat) {
      At(r_.Error("cards/count", fmt::format("{}/hands/{}", at, s),
                  Tr("seat {} received {} cards; each seat receives {} with {} players",
                              s, seat.size, per_seat, n)), record_, hi, {}, -1, int(s));
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  // DIL-3
  DealChecker checker(kDeck, r_, hi);
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
  // DIL-4
  if (!hand.dealer || *hand.dealer < 0 || *hand.dealer >= n) {
    At(r_.Error("diloti/dealer", MatchContext::KeyPointer(h, "dealer"),
                Tr("a dealt hand needs `dealer`, a seat number from 0 to {}", n - 1)),
       record_, hi).rule = "DIL-4";
    return std::nullopt;
  }
  deal.dealer = int(*hand.dealer);
  // DIL-5
  for (int rank = 11; rank <= 13; ++rank) {
    int count = 0;
    for (Card c : deal.table) count += c.rank == rank;
    if (count == 4 || (count == 3 && options_.initial_faces == InitialFaces::kRedeal)) {
      At(r_.Error("diloti/opening-table-redeal", at + "/table",
                  count == 4 ? Tr("the opening table holds all four cards of one face rank; such a "
                               "deal is always redealt")
                             : Tr("the opening table holds three face cards of one rank; under "
                               "initial_faces = redeal such a deal is redealt")),
         record_, hi).rule = "DIL-5";
      return std::nullopt;
    }
  }
  return deal;
}

}  // namespace replay::diloti
