// Diloti variant options (rules/diloti.md §9), each named as on the rules page.
#ifndef REPLAY_DILOTI_DILOTI_OPTIONS_H_
#define REPLAY_DILOTI_DILOTI_OPTIONS_H_

#include <limits>

#include "engine/options.h"

namespace replay::diloti {

enum class InitialFaces { kCaptureAll, kRedeal };
enum class XeriRule { kClearTable, kSingleSet };

struct Options {
  int players = 4;                  // 2 or 4 (DIL-1)
  long target = 61;                 // match target (DIL-61)
  InitialFaces initial_faces = InitialFaces::kCaptureAll;  // DIL-5, DIL-27
  XeriRule xeri_rule = XeriRule::kClearTable;              // DIL-40(c)
  long xeri_points = 10;            // DIL-51, DIL-71
  bool opening_xeri = false;        // DIL-40(a): action 0 may score a xeri
  bool last_card_xeri = true;       // DIL-40(b): action 47 may score a xeri
  bool multi_set_capture = true;    // DIL-25: a capture may take several sets
  bool forced_full_capture = false; // DIL-26: a capture takes every set of its value
  bool no_throw_on_match = false;   // DIL-23
  bool build_absorbs_equal_loose = false;  // DIL-37
  bool add_to_others_build = false;        // DIL-36, §9
  bool raise_with_table_cards = false;     // DIL-34(b), §9
  bool raise_while_owning = false;         // DIL-20
  bool self_raise = false;                 // DIL-35
  bool error_penalty = false;       // `round_zero_plus_11` (DIL-65)
};

// Reads `rules` (and overrides). `players` defaults to the number of names.
Options ReadOptions(OptionReader& reader, int num_names);

}  // namespace replay::diloti

#endif  // REPLAY_DILOTI_DILOTI_OPTIONS_H_
