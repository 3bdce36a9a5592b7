// Tute variant options (rules/tute.md §9), each named as on the rules page.
#ifndef REPLAY_TUTE_TUTE_OPTIONS_H_
#define REPLAY_TUTE_TUTE_OPTIONS_H_

#include "engine/options.h"

namespace replay::tute {

enum class StockDuty { kFollowTrumpLead, kFollowSuit, kNone, kBeatTrumpLead };
enum class Exchange3p { kOptional, kMandatory };

struct Options {
  int players = 4;                 // 2, 3 or 4 (TUT-1)
  int hand_size_2p = 8;            // 8 or 6 cards dealt with 2 players (§3, TUT-17, TUT-55)
  StockDuty stock_duty = StockDuty::kFollowTrumpLead;  // TUT-28: duty while the stock lasts
  bool must_undertrump = false;    // TUT-26: void and unable to overtrump, still play a trump
  bool partner_exempt = false;     // TUT-27 (4 players): no beating duty over the partner's card
  bool one_cante_per_trick = true; // TUT-43
  bool forty_first = true;         // TUT-44
  bool cante_after_stock = true;   // TUT-40 (2 players): cantes also in the last 8 tricks
  bool tute_2p = false;            // TUT-50: a tute is allowed with 2 players
  bool tute_dealt_immediate = false;  // TUT-50: a tute may be shown before the first trick
  bool capote = true;              // TUT-55 (2 players)
  Exchange3p exchange_3p = Exchange3p::kOptional;  // TUT-34
  bool exchange_chain = true;      // TUT-33
  // 2 players, the house rules of TUT-17, 18, 30, 31, 33, 40, 55:
  bool exchange_after_draw = false;       // `exchange_timing: "after_draw"`
  bool one_exchange_per_interval = true;  // false: a second exchange in the same interval
  bool capote_leader_only = false;        // `capote_announcer: "leader"`: the winner of trick D
  long last_trick_bonus = 10;      // TUT-71 ("diez de últimas")
  long target = 4;                 // TUT-80/81: 101 points (2 players) or 4 games (3, 4)
  bool salida_counts_cantes = false;  // TUT-75

  // 2 players: cards dealt (h) and tricks with drawing (D = 20 - h).
  int HandSize() const { return players == 2 ? hand_size_2p : players == 3 ? 13 : 10; }
  int StockTricks() const { return players == 2 ? 20 - hand_size_2p : 0; }
  int Tricks() const { return players == 2 ? 20 : players == 3 ? 13 : 10; }
};

// Reads `rules` (and overrides). `players` defaults to the number of names. Options that don't
// apply to the form are accepted with the warning `tute/option-not-applicable` (§9).
Options ReadOptions(OptionReader& reader, const Record& record, Reporter& reporter,
                    int num_names);

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_OPTIONS_H_
