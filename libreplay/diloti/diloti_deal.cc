// A Diloti hand's deal (rules/diloti.md §2, DIL-3..5): the shape of `cards`, every card of the
// deck once and the dealer as every fishing game reads them (fishing/fishing_deal_read.h), and
// the opening tables that are redealt.
#include "diloti/diloti_match.h"
#include "engine/deal_check.h"
#include "fishing/fishing_deal_read.h"

namespace replay::diloti {

std::optional<Deal> DilotiMatch::ReadDeal(MatchContext& m, size_t h) {
  static constexpr fishing::DealCodes kCodes{
      "", [](uint32_t size) { return Tr("the table has {} cards; 4 are laid face up", size); },
      "diloti/dealer", "DIL-4"};
  std::optional<Deal> deal = fishing::ReadDeal(m, h, options_.players, kDeck, kCodes);
  if (!deal) return std::nullopt;
  // DIL-5
  for (int rank = 11; rank <= 13; ++rank) {
    int count = 0;
    for (Card c : deal->table) count += c.rank == rank;
    if (count == 4 || (count == 3 && options_.initial_faces == InitialFaces::kRedeal)) {
      At(m.reporter.Error(
             "diloti/opening-table-redeal", MatchContext::HandPointer(h) + "/cards/table",
             count == 4 ? Tr("the opening table holds all four cards of one face rank; such a "
                             "deal is always redealt")
                        : Tr("the opening table holds three face cards of one rank; under "
                             "initial_faces = redeal such a deal is redealt")),
         m.record, int(h)).rule = "DIL-5";
      return std::nullopt;
    }
  }
  return deal;
}

}  // namespace replay::diloti
