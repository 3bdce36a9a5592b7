// A Xeri hand's deal (rules/xeri.md §3, XER-2..5): the shape of `cards`, every card of the deck
// once and the dealer as every fishing game reads them (fishing/fishing_deal_read.h), and the
// opening piles that are redealt.
#include "engine/deal_check.h"
#include "fishing/fishing_deal_read.h"
#include "xeri/xeri_match.h"

namespace replay::xeri {

std::optional<Message> Redealt(const std::array<Card, 4>& table, const Options& options) {
  const OpeningRedeal rule = options.opening_redeal;
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

std::optional<Deal> XeriMatch::ReadDeal(MatchContext& m, size_t h) {
  static constexpr fishing::DealCodes kCodes{
      "XER-2",
      [](uint32_t size) {
        return Tr("the opening pile has {} cards; 4 are laid before the first action", size);
      },
      "xeri/dealer", "XER-4", "xeri/opening-table-redeal", "XER-5"};
  return fishing::ReadDeal(m, h, options_.players, kDeck, kCodes,
                           [this](const std::array<Card, 4>& t) { return Redealt(t, options_); });
}

}  // namespace replay::xeri
