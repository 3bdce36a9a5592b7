// A Diloti hand's deal (rules/diloti.md §2, DIL-3..5): the shape of `cards`, every card of the
// deck once and the dealer as every fishing game reads them (fishing/fishing_deal_read.h), and
// the opening tables that are redealt.
#include "diloti/diloti_match.h"
#include "engine/deal_check.h"
#include "fishing/fishing_deal_read.h"

namespace replay::diloti {

std::optional<Message> Redealt(const std::array<Card, 4>& table, const Options& options) {
  for (int rank = 11; rank <= 13; ++rank) {
    int count = 0;
    for (Card c : table) count += c.rank == rank;
    if (count == 4)
      return Tr("the opening table holds all four cards of one face rank; such a deal is always "
                "redealt");
    if (count == 3 && options.initial_faces == InitialFaces::kRedeal)
      return Tr("the opening table holds three face cards of one rank; under initial_faces = "
                "redeal such a deal is redealt");
  }
  return std::nullopt;
}

std::optional<Deal> DilotiMatch::ReadDeal(MatchContext& m, size_t h) {
  static constexpr fishing::DealCodes kCodes{
      "", [](uint32_t size) { return Tr("the table has {} cards; 4 are laid face up", size); },
      "diloti/dealer", "DIL-4", "diloti/opening-table-redeal", "DIL-5"};
  return fishing::ReadDeal(m, h, options_.players, kDeck, kCodes,
                           [this](const std::array<Card, 4>& t) { return Redealt(t, options_); });
}

}  // namespace replay::diloti
