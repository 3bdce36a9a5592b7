// Xeri variant options (rules/xeri.md §9), each named as on the rules page, and the card and
// xeri values they give.
#ifndef REPLAY_XERI_XERI_OPTIONS_H_
#define REPLAY_XERI_XERI_OPTIONS_H_

#include <string>

#include "core/card.h"
#include "engine/options.h"

namespace replay::xeri {

enum class OpeningRedeal { kNone, kJack, kJackOrTopPair, kJackOrPair };  // XER-5
enum class JackXeri { kDouble, kSingle, kNone };                         // XER-24

struct Options {
  int players = 2;                  // 2 or 4 (XER-1)
  long target = 101;                // XER-61
  int packet_size = 6;              // 4 or 6 (§3)
  OpeningRedeal opening_redeal = OpeningRedeal::kJack;
  long xeri_points = 10;            // XER-24, 51, 71
  JackXeri jack_xeri = JackXeri::kDouble;
  bool last_card_xeri = true;       // XER-24: action 47 may score a xeri
  long majority_points = 4;         // XER-51: to the side with 27 or more cards
  std::string point_ranks = "A";    // ranks whose cards score 1 (XER-50)
  long ten_of_diamonds_points = 2;  // TD's points, instead of its rank's
  long two_of_clubs_points = 1;     // 2C's points, instead of its rank's
};

// Reads `rules` (and overrides). `players` defaults to the number of names (2 unless 4).
Options ReadOptions(OptionReader& reader, int num_names);

// The points of one card (§2, §9) and of the whole deck (T of XER-71).
long CardValue(Card card, const Options& options);
long DeckPoints(const Options& options);
// What a xeri scores: an ordinary one, and one made by a Jack on a lone Jack (0: not a xeri).
long JackXeriValue(const Options& options);

}  // namespace replay::xeri

#endif  // REPLAY_XERI_XERI_OPTIONS_H_
