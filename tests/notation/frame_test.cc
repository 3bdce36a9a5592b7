// --jobs N frames records on the reading thread and parses them on the workers (issue #12):
// ValueFramer ends every valid value where the parser does, and the framed pipeline gives every
// record and every diagnostic (code, message, line, column, order) that RecordReader::Next gives,
// on hostile input too, whatever the read size (tests/fuzz/reader_chunks.cc does the same on
// generated input).
#include <cstdio>

#include <gtest/gtest.h>

#include "notation/frame.h"
#include "notation/pipeline.h"
#include "notation/sample_texts.h"

namespace replay {
namespace {

size_t FrameAll(std::string_view text) { return ValueFramer().Scan(text); }

TEST(ValueFramer, EndsWhereTheValueEnds) {
  EXPECT_EQ(FrameAll("{}"), 2u);
  EXPECT_EQ(FrameAll("[1, [2], {\"a\": []}] trailing"), 19u);
  EXPECT_EQ(FrameAll("{\"a\": \"}]\"}\n{}"), 11u);          // brackets inside a string
  EXPECT_EQ(FrameAll("{\"a\": \"\\\"}\"}x"), 12u);           // an escaped quote
  EXPECT_EQ(FrameAll("{\"a\": \"\\\\\"}x"), 11u);            // an escaped backslash
  EXPECT_EQ(FrameAll("{\"a\": [1, 2}"), ValueFramer::kMore);  // unbalanced: never ends
  EXPECT_EQ(FrameAll("{\"a\": \"}"), ValueFramer::kMore);
}

TEST(ValueFramer, GoesOnWhereItStoppedWhenTheTextGrows) {
  const std::string text = "{\"a\": \"x\\\"}\", \"b\": [[], {}]}";
  for (size_t cut = 0; cut < text.size(); ++cut) {
    ValueFramer framer;
    ASSERT_EQ(framer.Scan(std::string_view(text).substr(0, cut)), ValueFramer::kMore) << cut;
    EXPECT_EQ(framer.Scan(text), text.size()) << cut;
  }
}

// One step as a tool sees it: the record's text (or what stands for none), its source, and its
// diagnostics, all as text.
std::vector<std::string> Steps(RecordReader& reader, int jobs) {
  std::vector<std::string> out;
  struct Nothing {};
  ForEachRecord<Nothing>(
      reader, jobs, [](const ParsedRecord&, Nothing&) {},
      [&](const ParsedRecord& step, Nothing&) {
        std::string s = step.more ? std::to_string(step.source.index) + " @" +
                                        std::to_string(step.source.first_line) + ":" +
                                        std::to_string(step.source.first_column) + " " +
                                        (step.root ? std::string(step.source.text) : "<none>")
                                  : "<end>";
        if (step.root) s += " dup " + std::to_string(step.duplicate_key_count());
        for (const Diagnostic& d : step.syntax)
          s += "\n  " + d.code + " " + d.input + " #" + std::to_string(d.record) + " " +
               std::to_string(d.line) + ":" + std::to_string(d.column) + " " + d.message;
        out.push_back(s);
      });
  return out;
}

std::vector<std::string> StepsChunked(const std::string& input, size_t chunk, int jobs,
                                      const ReadLimits& limits) {
  std::FILE* f = std::tmpfile();
  std::fwrite(input.data(), 1, input.size(), f);
  std::rewind(f);
  RecordReader reader(f, "in.json", limits, chunk);
  std::vector<std::string> out = Steps(reader, jobs);
  std::fclose(f);
  return out;
}

TEST(FramedReading, AgreesWithTheReaderOnEveryRecordAndDiagnostic) {
  ReadLimits limits;
  limits.max_record_bytes = 300;
  limits.max_line_bytes = 200;
  limits.max_hands = 2;
  limits.max_actions = 3;
  limits.json.max_depth = 6;
  std::vector<std::string> inputs = {
      "{\"a\": 1}\n{\"b\": [1, }\n{\"c\": 2}\n{\"d\": 3}\n",
      "[{\"a\": 1}, {\"b\": 2}]", "[{\"a\": 1},", "[{\"a\": 1} {\"b\": 2}]", "[{\"a\": 1}] x",
      "[{\"a\": 1}, {\"b\": \"\xFF\"}, {\"c\": 3}]", "[]", "[\n", "1 2 3", "{\"a\": 1} 7 {\"b\": 2}",
      "{\"a\": \"Γιώργος\"}\n\xFF\n{\"b\": 1}", "{\"a\": 1}\n{\"b\": ",
      "\xEF\xBB\xBF{\"a\": 1}\n{\"a\": 1, \"a\": 2}\n",
      // Not JSON, yet framed: the reader resynchronises inside the frame, at the next '{' line.
      "{\"a\": tru,\n{\"b\": 1}}\n{\"c\": 1}\n", "{\"a\": [1}\n{\"b\": 2}\n]\n{\"c\": 3}\n",
      "{\"s\": \"\\q\"}\n{\"t\": 1}\n", "{\"n\": 1000000001}\n{\"ok\": 1}\n",
      "{\"d\": [[[[[[[[1]]]]]]]]}\n{\"ok\": 1}\n",
      "{\"pad\": \"" + std::string(400, 'x') + "\"}\n{\"ok\": 1}\n",
      "x" + std::string(250, 'y') + "\n{\"lost\": 1}\n",
      "{\"hands\": [{}, {}, {}]}\n{\"hands\": [{\"play\": [1,\n 2, 3, 4]}]}\n{\"ok\": 1}\n",
      "[{\"hands\": [{}, {}, {}]}, {\"hands\": [{\"auction\": [1, 2, 3, 4]}]}, {\"ok\": 1}]",
      "{\"a\": 1}{\"b\": 2}\n  {\"c\": [\n3]}  {\"d\": 4",
      // Found by fuzz-reader-chunks: a frame reread right after an error of Next, whose cursor
      // (the error's place) is behind where the frame began; its bytes must be kept.
      "\"a\xFF" + std::string(60, 'x') + "\"\n{\"c\" 1}\n{\"d\": 2}\n{\"e\": 3}\n{\"f\": 4}\n",
      // Found by fuzz-reader-chunks: a top-level number over the --max-number limit whose
      // digits end where a read does, and an exponent that makes it a syntax error after it.
      std::string(30, '5') + "estu\"\"{: lpoints:\" [80, 82]}}]}\n",
      "9223372036854775807e\"\"=\\\xFB\n|\"", std::string(40, '7') + "\n{\"ok\": 1}\n",
  };
  for (std::string& text : SampleTexts()) inputs.push_back(std::move(text));
  // Everything at once: errors with frames in flight after them.
  std::string all;
  for (const std::string& input : inputs)
    if (input[0] != '[') all += input + "\n";
  inputs.push_back(all);
  for (const std::string& input : inputs) {
    for (const ReadLimits& l : {ReadLimits{}, limits}) {
      std::vector<std::string> serial = StepsChunked(input, RecordReader::kDefaultChunk, 1, l);
      for (int jobs : {1, 2, 3})
        for (size_t chunk : {size_t(1), size_t(7), size_t(64), RecordReader::kDefaultChunk})
          ASSERT_EQ(StepsChunked(input, chunk, jobs, l), serial)
              << input.substr(0, 60) << " jobs " << jobs << " chunk " << chunk;
    }
  }
}

// Records go to the workers in batches (kBatchBytes, kBatchRecords): many small records fill
// several batches, a record larger than a batch travels alone, and a frame that proves not to
// be JSON in the middle of a batch sends the reader back to it with the frames after it dropped.
TEST(FramedReading, BatchesGiveEveryRecordInOrder) {
  std::string input;
  for (int i = 0; i < 3 * int(kBatchRecords); ++i) {
    input += "{\"n\": " + std::to_string(i) + "}\n";
    if (i == int(kBatchRecords) + 5) input += "{\"big\": \"" + std::string(2 * kBatchBytes, 'x') + "\"}\n";
    if (i == 2 * int(kBatchRecords) + 7) input += "{\"bad\": [1, }\n";
  }
  const std::vector<std::string> serial =
      StepsChunked(input, RecordReader::kDefaultChunk, 1, ReadLimits{});
  ASSERT_EQ(serial.size(), 3 * kBatchRecords + 2);
  for (int jobs : {2, 3})
    for (size_t chunk : {size_t(64), size_t(4096), RecordReader::kDefaultChunk})
      EXPECT_EQ(StepsChunked(input, chunk, jobs, ReadLimits{}), serial)
          << "jobs " << jobs << " chunk " << chunk;
}

}  // namespace
}  // namespace replay
