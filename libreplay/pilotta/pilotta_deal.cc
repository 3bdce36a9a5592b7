// The deal of a Pilotta hand (rules/pilotta.md §3): the shape of `cards` (PIL-3), 8 cards a seat
// (PIL-4), the 32 cards once each (PIL-5), and the dealer (PIL-15).
#include <fmt/format.h>

#include "engine/deal_check.h"
#include "pilotta/pilotta_match.h"

namespace replay::pilotta {

std::optional<Deal> PilottaMatch::ReadDeal(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  auto at = [&] { return MatchContext::KeyPointer(h, "cards"); };  // only for diagnostics
  auto shape = [&](std::string pointer, Message message) {
    m.Error(h, "pilotta/cards-shape", "PIL-3", std::move(pointer), std::move(message));
    return std::nullopt;
  };
  const json::Value& cards = *hand.cards;
  if (!cards.IsObject()) return shape(at(), "`cards` must be an object {\"hands\": [4 lists]}");
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "hands")
      return shape(at() + "/" + json::PointerEscape(cards.members[i].key),
                   Tr("`cards` has a key \"{}\"; it holds only `hands` (Pilotta has no "
                               "turned card)", cards.members[i].key));
  const json::Value* hands = cards.Find("hands");
  if (!hands) return shape(at(), Tr("`cards` needs `hands`, the 8 cards of each seat"));
  if (!hands->IsArray() || hands->size != 4)
    return shape(at() + "/hands",
                 Tr("`hands` must be an array of 4 lists of card codes, one per seat"));
  for (uint32_t s = 0; s < 4; ++s)
    if (!hands->items[s].IsArray())
      return shape(fmt::format("{}/hands/{}", at(), s), Tr("each seat's cards are an array of codes"));
  bool ok = true;
  for (uint32_t s = 0; s < 4; ++s)  // PIL-4
    if (hands->items[s].size != kCardsPerSeat) {
      m.Error(h, "cards/count", "PIL-4", fmt::format("{}/hands/{}", at(), s),
              Tr("seat {} received {} cards; each seat receives 8", s,
                          hands->items[s].size), {}, -1, int(s));
      ok = false;
    }
  // PIL-5: every entry is a card of the deck, once; the deal misses none.
  DealChecker checker(kDeck, m.reporter, int(h));
  Deal deal;
  for (uint32_t s = 0; s < 4; ++s)
    for (uint32_t i = 0; i < hands->items[s].size; ++i) {
      const json::Value& v = hands->items[s].items[i];
      auto pointer = [&] { return fmt::format("{}/hands/{}/{}", at(), s, i); };
      if (!v.IsString()) {  // no code at all: a foreign card (see pilotta.h)
        m.Error(h, "cards/foreign", "PIL-5", pointer(),
                Tr("a dealt card is a code such as 7H or TD, not {}",
                            json::TypeText(v.type)));
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

std::optional<int> PilottaMatch::Dealer(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  if (hand.dealer && *hand.dealer >= 0 && *hand.dealer <= 3) return int(*hand.dealer);
  m.Error(h, "pilotta/no-dealer", "PIL-15", MatchContext::KeyPointer(h, "dealer"),
          hand.node->Find("dealer")
              ? Tr("`dealer` must be a seat number from 0 to 3")
              : Tr("a hand with its deal or auction needs `dealer`: the eldest, dealer + 1, calls "
                "and leads first"));
  return std::nullopt;
}

}  // namespace replay::pilotta
