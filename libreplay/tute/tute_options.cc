#include "tute/tute_options.h"

#include <fmt/format.h>

#include <limits>

namespace replay::tute {
namespace {

// The forms (bit 2, 3, 4 = players) an option applies to (§9).
struct Applicability {
  std::string_view name;
  unsigned forms;
};
constexpr unsigned k2 = 1u << 2, k3 = 1u << 3, k4 = 1u << 4, kAll = k2 | k3 | k4;
constexpr Applicability kApplies[] = {
    {"players", kAll},          {"hand_size_2p", k2},          {"stock_duty", k2},
    {"must_undertrump", kAll},  {"partner_exempt", k4},        {"one_cante_per_trick", kAll},
    {"forty_first", kAll},      {"cante_after_stock", k2},     {"tute_2p", k2},
    {"tute_dealt_immediate", kAll}, {"capote", k2},            {"exchange_3p", k3},
    {"exchange_chain", k2 | k3}, {"last_trick_bonus", kAll},   {"target", kAll},
    {"salida_counts_cantes", k3 | k4}, {"exchange_timing", k2},
    {"one_exchange_per_interval", k2},  {"capote_announcer", k2},
};

}  // namespace

Options ReadOptions(OptionReader& r, const Record& record, Reporter& reporter, int num_names) {
  Options o;
  o.players = int(r.IntOneOf("players", num_names >= 2 && num_names <= 4 ? num_names : 4,
                             {2, 3, 4}));
  o.hand_size_2p = int(r.IntOneOf("hand_size_2p", 8, {8, 6}));
  o.stock_duty =
      StockDuty(r.Choice("stock_duty", 0,
                         {"follow_trump_lead", "follow_suit", "none", "beat_trump_lead"}));
  o.must_undertrump = r.Bool("must_undertrump", false);
  o.partner_exempt = r.Bool("partner_exempt", false);
  o.one_cante_per_trick = r.Bool("one_cante_per_trick", true);
  o.forty_first = r.Bool("forty_first", true);
  o.cante_after_stock = r.Bool("cante_after_stock", true);
  o.tute_2p = r.Bool("tute_2p", false);
  o.tute_dealt_immediate = r.Bool("tute_dealt_immediate", false);
  o.capote = r.Bool("capote", true);
  o.exchange_3p = Exchange3p(r.Choice("exchange_3p", 0, {"optional", "mandatory"}));
  o.exchange_chain = r.Bool("exchange_chain", true);
  o.exchange_after_draw = r.Choice("exchange_timing", 0, {"before_draw", "after_draw"}) == 1;
  o.one_exchange_per_interval = r.Bool("one_exchange_per_interval", true);
  o.capote_leader_only = r.Choice("capote_announcer", 0, {"either", "leader"}) == 1;
  o.last_trick_bonus = r.Int("last_trick_bonus", 10, 0, std::numeric_limits<long>::max());
  o.target = r.Int("target", o.players == 2 ? 101 : 4, 1, std::numeric_limits<long>::max());
  o.salida_counts_cantes = r.Bool("salida_counts_cantes", false);
  r.Finish();
  if (!r.ok()) return o;
  for (const Applicability& a : kApplies) {
    if (!r.Given(a.name) || (a.forms & (1u << o.players))) continue;
    bool in_record = record.rules && record.rules->Find(a.name);
    reporter.Warning("tute/option-not-applicable",
                     in_record ? "/rules/" + json::PointerEscape(a.name) : "",
                     Tr("option `{}` has no effect in {}-player tute; it is ignored",
                                 a.name, o.players));
  }
  return o;
}

}  // namespace replay::tute
