// Differential: the reader over the whole buffer, the reader refilled a few bytes at a time from
// a FILE*, and the same chunked reader framed for --jobs 2 (notation/pipeline.h: frames parsed
// on workers, reread by Next when they prove not to be JSON) must return the same records, the
// same skipped texts of records that are not JSON (--invalid-out) and the same diagnostics, at
// the same places; in each input format (--input-format auto, by content or by an NDJSON name;
// ndjson, line by line with its resynchronisation at every line; json).
#include <cstdint>
#include <utility>
#include <vector>

#include "fuzz_util.h"
#include "notation/pipeline.h"
#include "notation/reader.h"

namespace {

struct Seen {
  std::vector<std::string> texts;
  std::vector<std::string> diagnostics;  // code:line:column
};

void Note(const replay::Diagnostics& diagnostics, Seen& seen) {
  for (const auto& d : diagnostics)
    seen.diagnostics.push_back(d.code + ":" + std::to_string(d.line) + ":" +
                               std::to_string(d.column));
}

Seen ReadAll(replay::RecordReader& reader) {
  Seen seen;
  replay::Source source;
  const replay::json::Value* root = nullptr;
  replay::Diagnostics diagnostics;
  while (reader.Next(source, root, diagnostics))
    seen.texts.push_back(root ? std::string(source.text) : "<none>" + std::string(source.text));
  Note(diagnostics, seen);
  return seen;
}

Seen ReadFramed(replay::RecordReader& reader) {
  Seen seen;
  struct Nothing {};
  replay::ForEachRecord<Nothing>(
      reader, 2, [](const replay::ParsedRecord&, Nothing&) {},
      [&](const replay::ParsedRecord& step, Nothing&) {
        if (step.more)
          seen.texts.push_back(step.root ? std::string(step.source.text)
                                         : "<none>" + std::string(step.source.text));
        Note(step.syntax, seen);
      });
  return seen;
}

std::FILE* FileOf(const std::string& text) {
  std::FILE* file = std::tmpfile();
  FUZZ_CHECK(file);
  std::fwrite(text.data(), 1, text.size(), file);
  std::rewind(file);
  return file;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  // The first byte chooses the read size (its low 4 bits) and how the input is read.
  const size_t chunk = 1 + data[0] % 16;
  static const std::pair<replay::InputFormat, const char*> kReadings[] = {
      {replay::InputFormat::kAuto, "fuzz"}, {replay::InputFormat::kAuto, "fuzz.ndjson"},
      {replay::InputFormat::kNdjson, "fuzz"}, {replay::InputFormat::kJson, "fuzz"}};
  const auto [format, name] = kReadings[(data[0] / 16) % 4];
  std::string text(replay::fuzz::AsText(data + 1, size - 1));
  replay::ReadLimits limits;
  limits.max_record_bytes = 1 << 14;
  limits.max_line_bytes = 1 << 12;
  replay::RecordReader whole(text, name, limits);
  whole.set_format(format);
  Seen a = ReadAll(whole);
  std::FILE* file = FileOf(text);
  replay::RecordReader parts(file, name, limits, chunk);
  parts.set_format(format);
  Seen b = ReadAll(parts);
  std::fclose(file);
  FUZZ_CHECK(a.texts == b.texts);
  FUZZ_CHECK(a.diagnostics == b.diagnostics);
  file = FileOf(text);
  replay::RecordReader framed(file, name, limits, chunk);
  framed.set_format(format);
  Seen c = ReadFramed(framed);
  std::fclose(file);
  FUZZ_CHECK(a.texts == c.texts);
  FUZZ_CHECK(a.diagnostics == c.diagnostics);
  return 0;
}
