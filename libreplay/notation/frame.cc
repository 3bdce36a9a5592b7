#include "notation/frame.h"

#include <array>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace replay {
namespace {

// The bytes each state must stop at: everything else is skipped.
enum : uint8_t { kInString = 1, kOutside = 2 };
constexpr std::array<uint8_t, 256> kStops = [] {
  std::array<uint8_t, 256> t{};
  t[size_t('"')] = kInString | kOutside;
  t[size_t('\\')] = kInString;
  for (char c : {'{', '}', '[', ']'}) t[size_t(c)] = kOutside;
  return t;
}();

}  // namespace

// One byte at a time, up to `limit` (an escape may take it one past): the whole scan where
// there is no SSE2, else the end of the text and the blocks that hold a backslash.
size_t ValueFramer::ScanBytes(const unsigned char* bytes, size_t n, size_t limit, size_t& i) {
  while (i < limit) {
    if (in_string_) {
      while (i < limit && !(kStops[bytes[i]] & kInString)) ++i;
      if (i == limit) break;
      if (bytes[i] == '"') {
        in_string_ = false;
        ++i;
        continue;
      }
      // A backslash: the byte after it never ends the string. Wait for it when it is not here.
      if (i + 1 >= n) return kStuck;
      i += 2;
      continue;
    }
    while (i < limit && !(kStops[bytes[i]] & kOutside)) ++i;
    if (i == limit) break;
    const unsigned char c = bytes[i++];
    if (c == '"') {
      in_string_ = true;
    } else if (c == '{' || c == '[') {
      ++depth_;
    } else if (--depth_ == 0) {
      return i;
    }
  }
  return kMore;
}

size_t ValueFramer::Scan(std::string_view text) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  size_t i = at_;
#if defined(__SSE2__)
  // Sixteen bytes at a time: masks of the quotes and brackets; where the strings lie follows
  // from the quotes (a prefix XOR), so that only brackets outside strings count. A block with a
  // backslash (rare in records) goes byte by byte.
  const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
  const __m128i open1 = _mm_set1_epi8('{'), open2 = _mm_set1_epi8('[');
  const __m128i close1 = _mm_set1_epi8('}'), close2 = _mm_set1_epi8(']');
  while (i + 16 <= n) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + i));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(v, backslash))) {
      const size_t found = ScanBytes(bytes, n, i + 16, i);
      if (found == kStuck) break;
      if (found != kMore) return at_ = found;
      continue;
    }
    unsigned quotes = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, quote)));
    unsigned opens = unsigned(_mm_movemask_epi8(
        _mm_or_si128(_mm_cmpeq_epi8(v, open1), _mm_cmpeq_epi8(v, open2))));
    unsigned closes = unsigned(_mm_movemask_epi8(
        _mm_or_si128(_mm_cmpeq_epi8(v, close1), _mm_cmpeq_epi8(v, close2))));
    // Bit k of `inside`: an odd number of quotes up to byte k, i.e. byte k is in a string
    // opened in this block (or not, when the block began in one).
    unsigned inside = quotes;
    inside ^= inside << 1;
    inside ^= inside << 2;
    inside ^= inside << 4;
    inside ^= inside << 8;
    inside &= 0xFFFF;
    if (in_string_) inside ^= 0xFFFF;
    in_string_ = (inside >> 15) & 1;
    unsigned brackets = (opens | closes) & ~inside;
    while (brackets) {
      const unsigned k = unsigned(__builtin_ctz(brackets));
      brackets &= brackets - 1;
      if ((opens >> k) & 1) {
        ++depth_;
      } else if (--depth_ == 0) {
        return at_ = i + k + 1;
      }
    }
    i += 16;
  }
#endif
  const size_t found = ScanBytes(bytes, n, n, i);
  at_ = i;
  return found == kStuck ? kMore : found;
}

}  // namespace replay
