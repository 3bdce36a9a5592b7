// What reading a dealt hand shares between the fishing games (DIL-3..4, XER-2..4): `cards` as
// {table: 4 cards, hands: 48/n cards a seat}, every card of the deck once, and the dealer. Each
// game keeps its own words and rule ids (DealCodes) and its own redeal rule (DIL-5, XER-5),
// which it checks on the deal this returns.
#ifndef REPLAY_FISHING_FISHING_DEAL_READ_H_
#define REPLAY_FISHING_FISHING_DEAL_READ_H_

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/card.h"
#include "core/message.h"
#include "engine/driver.h"
#include "fishing/fishing_deal.h"

namespace replay::fishing {

// How a game names what ReadDeal reports.
struct DealCodes {
  std::string_view shape_rule;                // on cards/shape and cards/count (or empty)
  Message (*table_count)(uint32_t size);      // the words when the table is not 4 cards
  std::string_view dealer_code, dealer_rule;  // a missing or out-of-range `dealer`
};

// The deal of hand `h` for `players` seats, or nothing once its errors are reported.
std::optional<Deal> ReadDeal(MatchContext& m, size_t h, int players, Deck deck,
                             const DealCodes& codes);

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_DEAL_READ_H_
