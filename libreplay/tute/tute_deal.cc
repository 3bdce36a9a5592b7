#include "tute/tute_deal.h"

#include <fmt/format.h>

#include <array>

#include "engine/deal_check.h"

namespace replay::tute {
namespace {

std::string HandPointer(size_t h) { return fmt::format("/hands/{}", h); }

// TUT-3 with 2 players: the 40 entries and `turned` hold every card, and exactly one twice.
bool CheckDeck2p(const Record& record, size_t h, const json::Value& turned,
                 const json::Value& hands, Deal& deal, Reporter& r) {
  const std::string at = HandPointer(h) + "/cards";
  const int hi = int(h);
  struct Entry {
    const json::Value* value;
    int k;  // 0: `turned`; 1 + 20 * seat + i: hands[seat][i]
    std::optional<Card> card;
    std::string pointer() const {
      return k == 0 ? "/turned" : fmt::format("/hands/{}/{}", (k - 1) / 20, (k - 1) % 20);
    }
  };
  std::array<Entry, 41> entries;
  entries[0] = {&turned, 0, std::nullopt};
  for (uint32_t s = 0; s < 2; ++s)
    for (uint32_t i = 0; i < 20; ++i) {
      int k = int(1 + s * 20 + i);
      entries[size_t(k)] = {&hands.items[s].items[i], k, std::nullopt};
    }
  std::array<int, 64> count{};
  for (Entry& e : entries) {
    if (e.value->IsString()) e.card = ParseCard(e.value->string, kDeck);
    if (e.card) ++count[size_t(e.card->Index())];
  }
  int doubled = 0;
  for (int k : count) doubled += k >= 2;
  bool ok = true;
  std::array<int, 64> seen{};
  for (Entry& e : entries) {
    if (!e.value->IsString()) {
      At(r.Error("cards/shape", at + e.pointer(), Tr("a card must be a card code")), record, hi).rule =
          "TUT-2";
      ok = false;
      continue;
    }
    if (!e.card) {
      At(r.Error("cards/foreign", at + e.pointer(),
                  Tr("\"{}\" is not a card of the Spanish 40-card deck", e.value->string)),
         record, hi).rule = "TUT-3";
      ok = false;
      continue;
    }
    const size_t index = size_t(e.card->Index());
    const int k = count[index], nth = ++seen[index];
    // One card may occur twice (the last card drawn); report the occurrence past what's allowed.
    if ((doubled > 1 && k >= 2 && nth == 2) || (doubled == 1 && k >= 3 && nth == 3)) {
      At(r.Error("cards/duplicate", at + e.pointer(),
                  doubled > 1
                      ? Tr("{} occurs twice, and so do other cards; only one card (the "
                                    "last one drawn) may occur twice", Code(*e.card))
                      : Tr("{} occurs {} times; a card occurs at most twice (the last "
                                    "one drawn)", Code(*e.card), k)), record, hi).rule = "TUT-3";
      ok = false;
    }
  }
  for (Card c : CardSet::Full(kDeck))
    if (count[size_t(c.Index())] == 0) {
      At(r.Error("cards/missing", at, Tr("{} is missing from the deal", Code(c))),
         record, hi).rule = "TUT-3";
      ok = false;
    }
  if (!ok) return false;
  deal.turned = *entries[0].card;
  for (size_t s = 0; s < 2; ++s)
    for (size_t i = 0; i < 20; ++i) deal.hands[s][i] = *entries[1 + s * 20 + i].card;
  return true;
}

}  // namespace

std::optional<Deal> ReadDeal(const Record& record, size_t h, const Options& options,
                             Reporter& r) {
  const Hand& hand = record.hands[h];
  const std::string at = HandPointer(h) + "/cards";
  const int hi = int(h), n = options.players;
  auto shape = [&](std::string pointer, Message message) {
    At(r.Error("cards/shape", std::move(pointer), std::move(message)), record, hi).rule =
        "TUT-2";
    return std::nullopt;
  };
  // TUT-2
  if (!hand.cards) return shape(HandPointer(h), Tr("a hand with `play` needs its `cards`"));
  const json::Value& cards = *hand.cards;
  if (!cards.IsObject()) return shape(at, Tr("`cards` must be an object with `turned` and `hands`"));
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "turned" && cards.members[i].key != "hands")
      return shape(at + "/" + json::PointerEscape(cards.members[i].key),
                   Tr("`cards` has a key \"{}\"; it holds only `turned` and `hands`",
                               cards.members[i].key));
  const json::Value* turned = cards.Find("turned");
  const json::Value* hands = cards.Find("hands");
  if (!turned || !hands) return shape(at, Tr("`cards` needs both `turned` and `hands`"));
  if (!turned->IsString()) return shape(at + "/turned", Tr("`turned` must be a card code"));
  if (!hands->IsArray()) return shape(at + "/hands", Tr("`hands` must be an array, one per seat"));
  if (hands->size != uint32_t(n)) {
    At(r.Error("cards/count", at + "/hands",
                Tr("`hands` has {} entries for {} seats", hands->size, n)), record, hi)
        .rule = "TUT-2";
    return std::nullopt;
  }
  const uint32_t per_seat = n == 2 ? 20 : n == 3 ? 13 : 10;
  bool ok = true;
  for (uint32_t s = 0; s < hands->size; ++s) {
    const json::Value& seat = hands->items[s];
    if (!seat.IsArray())
      return shape(fmt::format("{}/hands/{}", at, s), Tr("each seat's cards must be an array"));
    if (seat.size != per_seat) {
      At(r.Error("cards/count", fmt::format("{}/hands/{}", at, s),
                  Tr("seat {} has {} cards listed; with {} players each seat lists {}{}",
                              s, seat.size, n, per_seat,
                              n == 2 ? " (dealt and drawn)" : "")), record, hi, {}, -1, int(s))
          .rule = "TUT-2";
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  // TUT-3
  Deal deal;
  deal.players = n;
  if (n == 2) {
    if (!CheckDeck2p(record, h, *turned, *hands, deal, r)) return std::nullopt;
  } else {
    DealChecker checker(kDeck, r, hi);
    for (uint32_t s = 0; s < uint32_t(n); ++s)
      for (uint32_t i = 0; i < per_seat; ++i)
        if (auto c = checker.Read(hands->items[s].items[i],
                                  [&] { return fmt::format("{}/hands/{}/{}", at, s, i); }))
          deal.hands[s][i] = *c;
    if (n == 3) {
      if (auto c = checker.Read(*turned, [&] { return at + "/turned"; })) deal.turned = *c;
    } else if (auto c = ParseCard(turned->string, kDeck)) {
      deal.turned = *c;
    } else {
      At(r.Error("cards/foreign", at + "/turned",
                  Tr("\"{}\" is not a card of the Spanish 40-card deck", turned->string)),
         record, hi).rule = "TUT-3";
      return std::nullopt;
    }
    if (!checker.Finish(at)) return std::nullopt;
  }
  // TUT-5
  if (!hand.dealer || *hand.dealer < 0 || *hand.dealer >= n) {
    At(r.Error("tute/dealer", HandPointer(h) + "/dealer",
                Tr("a dealt hand needs `dealer`, a seat number from 0 to {}", n - 1)),
       record, hi).rule = "TUT-5";
    return std::nullopt;
  }
  deal.dealer = int(*hand.dealer);
  // TUT-4
  if (n == 4 && !(deal.turned == deal.hands[size_t(deal.dealer)][9])) {
    At(r.Error("tute/turned-card", at + "/turned",
                Tr("the turned card is the dealer's last card: seat {}'s tenth card is "
                            "{}, not {}", deal.dealer, Code(deal.hands[size_t(deal.dealer)][9]),
                            Code(deal.turned))), record, hi).rule = "TUT-4";
    return std::nullopt;
  }
  return deal;
}

}  // namespace replay::tute
