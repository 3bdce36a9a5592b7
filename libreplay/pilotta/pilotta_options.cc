#include "pilotta/pilotta_options.h"

#include <limits>

namespace replay::pilotta {

Options ReadOptions(OptionReader& r) {
  Options o;
  // Any integer is read; PIL-1 judges it (pilotta/player-count), as the rules page and the man
  // page say. A value that is no integer is rules/bad-value.
  o.players = int(r.Int("players", 4, 0, std::numeric_limits<int>::max()));
  o.target = r.Int("target", 301, 1, std::numeric_limits<int>::max());
  o.must_head_all_suits = r.Bool("must_head_all_suits", false);
  o.carre_card_in_sequence = r.Bool("carre_card_in_sequence", false);
  o.pilotta_requires_call = r.Bool("pilotta_requires_call", true);
  o.failed_defenders_get =
      FailedDefendersGet(r.Choice("failed_defenders_get", 0, {"pool_plus_bid", "pool"}));
  o.made_requires_beating_defenders = r.Bool("made_requires_beating_defenders", false);
  o.round6_tiebreak = Round6Tiebreak(r.Choice("round6_tiebreak", 0, {"bidders", "trump_jack"}));
  o.carre_trump_order = r.Choice("carre_100_order", 0, {"akq10", "trump_order"}) == 1;
  o.failed_bidders_keep_melds = r.Bool("failed_bidders_keep_melds", false);
  r.Finish();
  return o;
}

}  // namespace replay::pilotta
