// How much of a costly random battery a test build runs.
//
// The sanitized build (REPLAY_SANITIZE) is there to find memory errors and undefined behaviour,
// which a quarter of a battery's random positions meets as well as all of them do, at ten times
// the Release build's cost; the Release build runs every position, so every verdict is still
// checked on every CI run. The seeds are the same: the sanitized run checks the first quarter.
#ifndef REPLAY_ENGINE_TESTING_SHARE_H_
#define REPLAY_ENGINE_TESTING_SHARE_H_

namespace replay::testing {

#ifdef REPLAY_SANITIZED
inline constexpr int kBatteryShare = 4;
#else
inline constexpr int kBatteryShare = 1;
#endif

// `n` positions of a battery in this build, at least one.
constexpr int BatteryCount(int n) { return n / kBatteryShare > 0 ? n / kBatteryShare : 1; }

}  // namespace replay::testing

#endif  // REPLAY_ENGINE_TESTING_SHARE_H_
