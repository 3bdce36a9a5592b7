#include "diloti/diloti_options.h"

namespace replay::diloti {

Options ReadOptions(OptionReader& r, int num_names) {
  Options o;
  o.players = int(r.IntOneOf("players", num_names == 2 ? 2 : 4, {2, 4}));
  o.target = r.Int("target", 61, 1, std::numeric_limits<long>::max());
  o.initial_faces = InitialFaces(r.Choice("initial_faces", 0, {"capture_all", "redeal"}));
  o.xeri_rule = XeriRule(r.Choice("xeri_rule", 0, {"clear_table", "single_set"}));
  o.xeri_points = r.Int("xeri_points", 10, 0, std::numeric_limits<long>::max());
  o.opening_xeri = r.Bool("opening_xeri", false);
  o.last_card_xeri = r.Bool("last_card_xeri", true);
  o.multi_set_capture = r.Bool("multi_set_capture", true);
  o.forced_full_capture = r.Bool("forced_full_capture", false);
  o.no_throw_on_match = r.Bool("no_throw_on_match", false);
  o.build_absorbs_equal_loose = r.Bool("build_absorbs_equal_loose", false);
  o.add_to_others_build = r.Bool("add_to_others_build", false);
  o.raise_with_table_cards = r.Bool("raise_with_table_cards", false);
  o.raise_while_owning = r.Bool("raise_while_owning", false);
  o.self_raise = r.Bool("self_raise", false);
  o.error_penalty = r.Choice("error_penalty", 0, {"off", "round_zero_plus_11"}) == 1;
  r.Finish();
  return o;
}

}  // namespace replay::diloti
