// Finds where the text of one JSON object or array ends, without parsing it (--jobs N): the
// reading thread only frames each record, and the workers parse the frames they are given
// (notation/pipeline.h), so that parsing, the larger part of reading, runs on every core.
#ifndef REPLAY_NOTATION_FRAME_H_
#define REPLAY_NOTATION_FRAME_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace replay {

// A scan that follows strings, their escapes and the depth of brackets, and nothing else. For a
// text that starts with a valid JSON object or array it finds exactly where the parser would end
// it; for any other text it may find anything, so a frame must always be parsed before it is
// believed (ParsedRecord::Settle parses it, and the reader reads it again when it is not JSON).
class ValueFramer {
 public:
  static constexpr size_t kMore = std::string::npos;
  // The length of the value that begins at text[0] (a '{' or '['), or kMore when `text` ends
  // before it does. Called again with the same text made longer, it goes on where it stopped.
  size_t Scan(std::string_view text);

 private:
  static constexpr size_t kStuck = kMore - 1;  // at a backslash whose next byte is not here yet
  size_t ScanBytes(const unsigned char* bytes, size_t n, size_t limit, size_t& i);

  size_t at_ = 0;  // the next byte to look at
  uint32_t depth_ = 0;
  bool in_string_ = false;
};

}  // namespace replay

#endif  // REPLAY_NOTATION_FRAME_H_
