// Bourlot variant options (rules/bourlot.md §10), each named as on the rules page.
#ifndef REPLAY_BOURLOT_BOURLOT_OPTIONS_H_
#define REPLAY_BOURLOT_BOURLOT_OPTIONS_H_

#include "belote/belote.h"
#include "engine/options.h"

namespace replay::bourlot {

enum class TurnedCardTo { kBuyer, kDealer };
enum class Rounding { kNone, kTens };

struct Options {
  long players = 4;                  // BRL-1: only 4 (checked by BRL-1, not as a bad value)
  long target = 1551;                // BRL-50..51, raw points
  TurnedCardTo turned_card_to = TurnedCardTo::kBuyer;  // R in §3, BRL-6, BRL-16
  bool seven_exchange = true;        // BRL-14
  bool round2_turned_suit = false;   // BRL-10
  bool partner_exception = false;    // BRL-24..26 (French "on ne pisse pas sur le partenaire")
  bool must_undertrump = true;       // BRL-26
  bool carre_trump_order = false;    // `carre_100_order: "trump_order"` (BRL-35)
  bool carre7_cancels_carre_j = false;  // BRL-30, BRL-39
  Rounding rounding = Rounding::kNone;  // BRL-48, BRL-59..62

  belote::PlayRules Play() const {
    belote::PlayRules r;
    r.partner_exception = partner_exception;
    r.must_undertrump = must_undertrump;
    return r;
  }
  belote::MeldRules Melds() const {
    belote::MeldRules r;
    r.carre7 = carre7_cancels_carre_j;
    r.carre_trump_order = carre_trump_order;
    return r;
  }
};

// Reads `rules` (and command-line overrides), reporting unknown options and bad values.
Options ReadOptions(OptionReader& reader);

}  // namespace replay::bourlot

#endif  // REPLAY_BOURLOT_BOURLOT_OPTIONS_H_
