// The battery every game runs over the random legal matches of its generator, in the image of
// OpenSpiel's RandomSimTest. For one match in the notation it checks that:
//   - it replays with no diagnostic at all, and computes the results the match claims;
//   - the replay is deterministic (a second replay gives the same results and facts);
//   - the canonical write → parse round trip is stable and replays to the same outcome;
//   - replay-show at every move of every dealt hand shows a board that has applied exactly that
//     many actions, and the board after the last action of a complete hand is "over".
// The rules page's own invariants (every card once, the totals per hand) stay in the game's
// tests, beside the generator.
#ifndef REPLAY_ENGINE_TESTING_BATTERY_H_
#define REPLAY_ENGINE_TESTING_BATTERY_H_

#include <nlohmann/json.hpp>

namespace replay::testing {

void CheckRandomMatch(const nlohmann::json& match);

}  // namespace replay::testing

#endif  // REPLAY_ENGINE_TESTING_BATTERY_H_
