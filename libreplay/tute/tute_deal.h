// The deal of a Tute hand (rules/tute.md §3): `cards` read and checked (TUT-2 to TUT-5).
#ifndef REPLAY_TUTE_TUTE_DEAL_H_
#define REPLAY_TUTE_TUTE_DEAL_H_

#include <optional>

#include "notation/record.h"
#include "tute/tute_options.h"
#include "tute/tute_state.h"

namespace replay::tute {

// Reads hand `h`'s `cards` and `dealer`; reports cards/shape, cards/count, cards/foreign,
// cards/duplicate, cards/missing, tute/dealer and tute/turned-card. With 2 players one card may
// occur twice (the last draw; TUT-18 checks which entry during the replay).
std::optional<Deal> ReadDeal(const Record& record, size_t h, const Options& options,
                             Reporter& reporter);

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_DEAL_H_
