// Pilotta variant options (rules/pilotta.md §10), each named as on the rules page.
#ifndef REPLAY_PILOTTA_PILOTTA_OPTIONS_H_
#define REPLAY_PILOTTA_PILOTTA_OPTIONS_H_

#include "belote/belote.h"
#include "engine/options.h"

namespace replay::pilotta {

// What the defenders write when an undoubled contract fails (PIL-45, PIL-56).
enum class FailedDefendersGet { kPoolPlusBid, kPool };
// Who rounds up when both sides' raw figures end in 6 (PIL-46).
enum class Round6Tiebreak { kBidders, kTrumpJack };

struct Options {
  int players = 4;                        // always 4 (PIL-1)
  long target = 301;                      // match target in written points (PIL-48, PIL-49)
  bool must_head_all_suits = false;       // PIL-22: head a plain suit led when able
  bool carre_card_in_sequence = false;    // PIL-30: a card may serve one carré and one sequence
  bool pilotta_requires_call = true;      // PIL-42: false = K+Q of trumps count when held
  FailedDefendersGet failed_defenders_get = FailedDefendersGet::kPoolPlusBid;  // PIL-45
  bool made_requires_beating_defenders = false;  // PIL-44: also P_b > P_d (Greek Vida)
  Round6Tiebreak round6_tiebreak = Round6Tiebreak::kBidders;                  // PIL-46
  bool carre_trump_order = false;  // `carre_100_order: "trump_order"`: A > T > K > Q (PIL-34)
  // PIL-45, PIL-55, PIL-57: the bidders of a failed undoubled contract keep their melds and
  // pilotta (unless the defenders won all 8 tricks).
  bool failed_bidders_keep_melds = false;

  // The meld comparison shares Bourlot's code; only the carré order differs in Pilotta.
  belote::MeldRules Melds() const {
    belote::MeldRules r;
    r.carre_trump_order = carre_trump_order;
    return r;
  }
};

// Reads `rules` (and command-line overrides), reporting rules/unknown-option and rules/bad-value.
Options ReadOptions(OptionReader& reader);

}  // namespace replay::pilotta

#endif  // REPLAY_PILOTTA_PILOTTA_OPTIONS_H_
