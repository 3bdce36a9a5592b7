// Arithmetic on figures a record claims: scores, points, counts written by the user.
//
// The reader bounds every number (json::Limits::max_number, 10^9 by default), which keeps the
// engines' sums and products of claimed figures far inside int64. Code that takes figures from
// elsewhere, or adds up many of them, checks them here instead of trusting the caller: a figure
// past kMaxClaimedFigure is no hand's, and an overflowing sum is no match's (UBSan finds signed
// overflow; a Release build would wrap silently and accept nonsense).
#ifndef REPLAY_CORE_CHECKED_H_
#define REPLAY_CORE_CHECKED_H_

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace replay {

// The largest magnitude of a claimed figure any game accepts (the reader's default bound).
constexpr int64_t kMaxClaimedFigure = 1000000000;

constexpr bool IsClaimable(int64_t v) { return v >= -kMaxClaimedFigure && v <= kMaxClaimedFigure; }

template <typename Range>
constexpr bool AllClaimable(const Range& values) {
  for (auto v : values)
    if (!IsClaimable(int64_t(v))) return false;
  return true;
}

// a + b, a - b, a * b, or nullopt when the exact result does not fit T (the compiler's checked
// builtins: one instruction and a flag test).
template <typename T>
std::optional<T> CheckedAdd(T a, T b) {
  T r;
  return __builtin_add_overflow(a, b, &r) ? std::nullopt : std::optional<T>(r);
}
template <typename T>
std::optional<T> CheckedSub(T a, T b) {
  T r;
  return __builtin_sub_overflow(a, b, &r) ? std::nullopt : std::optional<T>(r);
}
template <typename T>
std::optional<T> CheckedMul(T a, T b) {
  T r;
  return __builtin_mul_overflow(a, b, &r) ? std::nullopt : std::optional<T>(r);
}

}  // namespace replay

#endif  // REPLAY_CORE_CHECKED_H_
