// A Bourlot hand's deal (rules/bourlot.md §3, BRL-3..6, BRL-13): the shape of `cards`, the
// turned card, the dealer, the lists each seat received and the dealt set.
#include "bourlot/bourlot_match.h"

namespace replay::bourlot {

std::optional<Card> BourlotMatch::CheckCardsShape(MatchContext& m, size_t h) {
  const json::Value& cards = *m.record.hands[h].cards;
  std::string at = MatchContext::HandPointer(h) + "/cards";
  auto shape = [&](std::string pointer, Message message) {
    m.Error(h, "bourlot/cards-shape", "BRL-3", std::move(pointer), std::move(message));
    return std::nullopt;
  };
  if (!cards.IsObject())
    return shape(at, Tr("`cards` must be an object with `hands` and `turned`, not {}",
                                 json::TypeText(cards.type)));
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "hands" && cards.members[i].key != "turned")
      return shape(at + "/" + json::PointerEscape(cards.members[i].key),
                   Tr("`cards` has a key \"{}\"; it holds only `hands` and `turned`",
                               cards.members[i].key));
  const json::Value* hands = cards.Find("hands");
  const json::Value* turned = cards.Find("turned");
  if (!hands || !turned) return shape(at, Tr("`cards` needs both `hands` and `turned`"));
  if (!hands->IsArray() || hands->size != kSeats)
    return shape(at + "/hands", Tr("`hands` must be an array of 4 lists, one per seat"));
  for (uint32_t s = 0; s < kSeats; ++s)
    if (!hands->items[s].IsArray())
      return shape(fmt::format("{}/hands/{}", at, s),
                   Tr("each seat's list must be an array of the cards it received, in order"));
  if (!turned->IsString())
    return shape(at + "/turned", "`turned` is the one card turned face up, such as \"9H\"");
  std::optional<Card> card = ParseCard(turned->string, kDeck);
  if (!card) {
    m.Error(h, "cards/foreign", "BRL-5", at + "/turned",
          Tr("the turned card \"{}\" is not a card of the 32-card deck", turned->string));
    return std::nullopt;
  }
  return card;
}

bool BourlotMatch::CheckDealer(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  if (hand.dealer && *hand.dealer >= 0 && *hand.dealer < kSeats) return true;
  m.Error(h, "bourlot/no-dealer", "BRL-13", MatchContext::KeyPointer(h, "dealer"),
        hand.node->Find("dealer")
            ? Tr("`dealer` must be the dealing seat, 0 to 3")
            : Tr("a hand with an auction or cards needs its `dealer`: the eldest hand (dealer + 1) "
              "speaks first and leads"));
  return false;
}

std::optional<std::array<CardSet, kSeats>> BourlotMatch::ReadLists(MatchContext& m, size_t h,
                                                                    const Auction& auction,
                                                                    Card turned) {
  const json::Value& hands = *m.record.hands[h].cards->Find("hands");
  const std::string at = MatchContext::HandPointer(h) + "/cards";
  const bool bought = auction.Buyer() >= 0;
  const uint32_t expected = bought ? kListCards : kFirstCards;
  const size_t errors_before = m.errors();
  bool counts_ok = true;
  // BRL-4
  for (uint32_t s = 0; s < kSeats; ++s) {
    uint32_t n = hands.items[s].size;
    if (n == expected) continue;
    counts_ok = false;
    m.Error(h, "cards/count", "BRL-4", fmt::format("{}/hands/{}", at, s),
          bought ? Tr("seat {} lists {} cards; after a purchase every seat receives 8",
                               s, n)
                 : Tr("seat {} lists {} cards; {} every seat holds the 5 dealt before "
                               "the auction", s, n,
                               auction.IsVoid() ? Tr("in a passed-out deal") : Tr("while nobody has bought")),
          {}, -1, int(s));
  }
  // BRL-5: the dealt set is `turned` and every entry but R's position 6.
  const int receiver = bought ? auction.Receiver() : -1;
  DealChecker checker(kDeck, m.reporter, int(h));
  checker.Read(*m.record.hands[h].cards->Find("turned"), [&] { return at + "/turned"; });
  // Each entry parsed once: the seats' sets are made as the deal is checked.
  std::array<CardSet, kSeats> start{};
  for (uint32_t s = 0; s < kSeats; ++s) {
    const json::Value& list = hands.items[s];
    for (uint32_t i = 0; i < list.size; ++i) {
      auto pointer = [&] { return fmt::format("{}/hands/{}/{}", at, s, i); };
      const json::Value& entry = list.items[i];
      const std::optional<Card> card =
          entry.IsString() ? ParseCard(entry.string, kDeck) : std::nullopt;
      if (!card) {
        m.Error(h, "cards/foreign", "BRL-5", pointer(),
              entry.IsString()
                  ? Tr("\"{}\" is not a card of the 32-card deck", entry.string)
                  : Tr("a dealt card must be a card code, not {}",
                                json::TypeText(entry.type)),
              {}, -1, int(s));
        continue;
      }
      start[s].Add(*card);
      if (int(s) == receiver && i == kFirstCards) continue;  // the turned card (or 7T) again
      checker.Add(*card, entry, pointer);
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
      m.Error(h, "bourlot/turned-card-misplaced", "BRL-6",
            fmt::format("{}/hands/{}/{}", at, receiver, kFirstCards),
            exchanged ? Tr("seat {} receives the 7 of trumps {} as his 6th card after "
                                    "seat {}'s exchange, but the list shows {}", receiver,
                                    Code(due), auction.Exchanger(), Code(*card))
                      : Tr("seat {} receives the turned card {} as his 6th card, but the "
                                    "list shows {}", receiver, Code(due), Code(*card)),
            {}, -1, receiver);
  }
  if (m.errors() != errors_before) return std::nullopt;
  if (int x = auction.Exchanger(); x >= 0) {  // HS(X): minus 7T, plus the turned card
    start[size_t(x)].Remove(belote::TrumpCard(7, auction.Trump()));
    start[size_t(x)].Add(turned);
  }
  return start;
}

}  // namespace replay::bourlot
