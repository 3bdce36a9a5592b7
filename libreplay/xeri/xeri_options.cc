#include "xeri/xeri_options.h"

#include <limits>

namespace replay::xeri {

namespace {
constexpr long kMax = std::numeric_limits<long>::max();
constexpr std::string_view kRanks = "A23456789TJQK";  // rank r is kRanks[r - 1]
}  // namespace

Options ReadOptions(OptionReader& r, int num_names) {
  Options o;
  o.players = int(r.IntOneOf("players", num_names == 4 ? 4 : 2, {2, 4}));
  o.target = r.Int("target", 101, 1, kMax);
  o.packet_size = int(r.IntOneOf("packet_size", 6, {4, 6}));
  o.opening_redeal = OpeningRedeal(
      r.Choice("opening_redeal", 1, {"none", "jack", "jack_or_top_pair", "jack_or_pair"}));
  o.xeri_points = r.Int("xeri_points", 10, 0, kMax);
  o.jack_xeri = JackXeri(r.Choice("jack_xeri", 0, {"double", "single", "none"}));
  o.last_card_xeri = r.Bool("last_card_xeri", true);
  o.majority_points = r.Int("majority_points", 4, 0, kMax);
  o.point_ranks = r.Letters("point_ranks", "A", kRanks);
  o.ten_of_diamonds_points = r.Int("ten_of_diamonds_points", 2, 0, kMax);
  o.two_of_clubs_points = r.Int("two_of_clubs_points", 1, 0, kMax);
  r.Finish();
  return o;
}

long CardValue(Card c, const Options& o) {
  if (c.rank == 10 && c.suit == 2) return o.ten_of_diamonds_points;  // TD
  if (c.rank == 2 && c.suit == 3) return o.two_of_clubs_points;      // 2C
  return c.rank >= 1 && c.rank <= 13 && o.point_ranks.find(kRanks[c.rank - 1]) != std::string::npos
             ? 1
             : 0;
}

long DeckPoints(const Options& o) {
  long total = 0;
  for (Card c : CardSet::Full(Deck::kFrench52)) total += CardValue(c, o);
  return total;
}

long JackXeriValue(const Options& o) {
  switch (o.jack_xeri) {
    case JackXeri::kDouble: return 2 * o.xeri_points;
    case JackXeri::kSingle: return o.xeri_points;
    case JackXeri::kNone: return 0;
  }
  return 0;
}

}  // namespace replay::xeri
