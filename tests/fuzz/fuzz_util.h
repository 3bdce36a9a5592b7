// What the fuzz targets share: reading every record of a buffer, and a check that aborts (so that
// libFuzzer saves the input) when a property the targets test does not hold.
#ifndef REPLAY_TESTS_FUZZ_FUZZ_UTIL_H_
#define REPLAY_TESTS_FUZZ_FUZZ_UTIL_H_

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#define FUZZ_CHECK(condition)                                                     \
  do {                                                                            \
    if (!(condition)) {                                                           \
      std::fprintf(stderr, "%s:%d: FUZZ_CHECK failed: %s\n", __FILE__, __LINE__, \
                   #condition);                                                   \
      std::abort();                                                               \
    }                                                                             \
  } while (0)

namespace replay::fuzz {

inline std::string_view AsText(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace replay::fuzz

#endif  // REPLAY_TESTS_FUZZ_FUZZ_UTIL_H_
