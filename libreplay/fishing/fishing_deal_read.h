// What reading a dealt hand shares between the fishing games (DIL-3..5, XER-2..5): `cards` as
// {table: 4 cards, hands: 48/n cards a seat}, every card of the deck once, the dealer, and an
// opening table that would have been redealt. Each game keeps its own words and rule ids
// (DealCodes) and its own redeal rule (the `redealt` it passes, which its generator uses too).
#ifndef REPLAY_FISHING_FISHING_DEAL_READ_H_
#define REPLAY_FISHING_FISHING_DEAL_READ_H_

#include <array>
#include <cstdint>
#include <functional>
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
  std::string_view redeal_code, redeal_rule;  // an opening table that is redealt
};

// Why an opening table would have been redealt under the game's rules, or nothing.
using Redealt = std::function<std::optional<Message>(const std::array<Card, 4>& table)>;

// The deal of hand `h` for `players` seats, or nothing once its errors are reported.
std::optional<Deal> ReadDeal(MatchContext& m, size_t h, int players, Deck deck,
                             const DealCodes& codes, const Redealt& redealt);

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_DEAL_READ_H_
