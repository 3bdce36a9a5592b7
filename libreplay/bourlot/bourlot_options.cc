#include "bourlot/bourlot_options.h"

#include <limits>

namespace replay::bourlot {

Options ReadOptions(OptionReader& r) {
  Options o;
  constexpr long kMax = std::numeric_limits<long>::max();
  // Any integer is read here; BRL-1 then reports a count other than 4 as `player-count`.
  o.players = r.Int("players", 4, 0, kMax);
  o.target = r.Int("target", 1551, 1, kMax);
  o.turned_card_to = TurnedCardTo(r.Choice("turned_card_to", 0, {"buyer", "dealer"}));
  o.seven_exchange = r.Bool("seven_exchange", true);
  o.round2_turned_suit = r.Bool("round2_turned_suit", false);
  o.partner_exception = r.Bool("partner_exception", false);
  o.must_undertrump = r.Bool("must_undertrump", true);
  o.carre_trump_order = r.Choice("carre_100_order", 0, {"akq10", "trump_order"}) == 1;
  o.carre7_cancels_carre_j = r.Bool("carre7_cancels_carre_j", false);
  o.rounding = Rounding(r.Choice("rounding", 0, {"none", "tens"}));
  r.Finish();
  return o;
}

}  // namespace replay::bourlot
