#include "notation/frame.h"

#include <array>

namespace replay {
namespace {

// The bytes each state must stop at: everything else is skipped a byte at a time through a table,
// several times faster than the parser's work on the same bytes.
enum : uint8_t { kInString = 1, kOutside = 2 };
constexpr std::array<uint8_t, 256> kStops = [] {
  std::array<uint8_t, 256> t{};
  t[size_t('"')] = kInString | kOutside;
  t[size_t('\\')] = kInString;
  for (char c : {'{', '}', '[', ']'}) t[size_t(c)] = kOutside;
  return t;
}();

}  // namespace

size_t ValueFramer::Scan(std::string_view text) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  size_t i = at_;
  while (true) {
    if (in_string_) {
      while (i < n && !(kStops[bytes[i]] & kInString)) ++i;
      if (i == n) break;
      if (bytes[i] == '"') {
        in_string_ = false;
        ++i;
        continue;
      }
      // A backslash: the byte after it never ends the string. Wait for it when it is not here.
      if (i + 1 >= n) break;
      i += 2;
      continue;
    }
    while (i < n && !(kStops[bytes[i]] & kOutside)) ++i;
    if (i == n) break;
    const unsigned char c = bytes[i++];
    if (c == '"') {
      in_string_ = true;
    } else if (c == '{' || c == '[') {
      ++depth_;
    } else if (--depth_ == 0) {
      at_ = i;
      return i;
    }
  }
  at_ = i;
  return kMore;
}

}  // namespace replay
