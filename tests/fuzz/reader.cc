// The record reader on any bytes: every record it returns is a tree whose values lie inside the
// record's text, and every diagnostic has a position (tests/fuzz/README.md).
#include <cstdint>

#include "fuzz_util.h"
#include "notation/reader.h"

namespace {

void Walk(const replay::json::Value& v, size_t text_size, int depth) {
  FUZZ_CHECK(v.offset < text_size);
  FUZZ_CHECK(depth <= 64);
  if (v.IsArray())
    for (const auto& item : v) Walk(item, text_size, depth + 1);
  if (v.IsObject())
    for (uint32_t i = 0; i < v.size; ++i) {
      FUZZ_CHECK(v.members[i].key_offset < text_size);
      Walk(v.members[i].value, text_size, depth + 1);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  replay::ReadLimits limits;
  limits.max_record_bytes = 1 << 16;  // small limits, so that the fuzzer reaches them
  limits.max_line_bytes = 1 << 12;
  limits.max_hands = 8;
  limits.max_actions = 16;
  limits.json.max_depth = 16;
  limits.json.max_keys = 32;
  limits.json.max_string = 256;
  replay::RecordReader reader(std::string(replay::fuzz::AsText(data, size)), "fuzz", limits);
  replay::Source source;
  const replay::json::Value* root = nullptr;
  replay::Diagnostics diagnostics;
  size_t records = 0;
  while (reader.Next(source, root, diagnostics)) {
    FUZZ_CHECK(++records <= size + 1);
    if (!root) continue;
    FUZZ_CHECK(source.text.size() <= limits.max_record_bytes);
    Walk(*root, source.text.size(), 0);
    for (uint32_t offset : reader.duplicate_keys())
      FUZZ_CHECK(!replay::json::PointerToKey(*root, offset).empty());
  }
  for (const replay::Diagnostic& d : diagnostics) FUZZ_CHECK(d.line >= 1 && d.column >= 1);
  return 0;
}
