// Hostile input (issue #9): repeated keys in linear time, the reader's limits, a number at the
// read-buffer boundary, and the chunked reader against the whole-buffer one.
#include <chrono>
#include <cstdio>

#include <gtest/gtest.h>

#include "engine/replay.h"
#include "notation/reader.h"
#include "notation/sample_texts.h"

namespace replay {
namespace {

struct Read {
  std::vector<std::string> texts;  // each record's text, "" when it was not read
  Diagnostics diagnostics;
};

void Drain(RecordReader& reader, Read& out) {
  Source source;
  const json::Value* root = nullptr;
  while (reader.Next(source, root, out.diagnostics))
    out.texts.push_back(root ? std::string(source.text) : "");
}

Read ReadAll(std::string input, const ReadLimits& limits = {}) {
  RecordReader reader(std::move(input), "in.json", limits);
  Read out;
  Drain(reader, out);
  return out;
}

// The same input through a FILE* read `chunk` bytes at a time.
Read ReadChunked(const std::string& input, size_t chunk, const ReadLimits& limits = {}) {
  std::FILE* f = std::tmpfile();
  std::fwrite(input.data(), 1, input.size(), f);
  std::rewind(f);
  RecordReader reader(f, "in.json", limits, chunk);
  Read out;
  Drain(reader, out);
  std::fclose(f);
  return out;
}

std::vector<std::string> Codes(const Diagnostics& diagnostics) {
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics) out.push_back(d.code);
  return out;
}

// Replays every record of `input`, collecting all diagnostics.
Diagnostics ReplayAll(const std::string& input) {
  RecordReader reader(input, "in.json");
  Diagnostics all;
  ReplayInput(reader, ReplayOptions{}, [&](const RecordReport& report) {
    all.insert(all.end(), report.diagnostics.begin(), report.diagnostics.end());
  });
  return all;
}

std::string DuplicateDiagnostics(const Diagnostics& diagnostics, size_t* count) {
  std::string messages;
  *count = 0;
  for (const Diagnostic& d : diagnostics)
    if (d.message.find("occurs twice") != std::string::npos) {
      ++*count;
      messages += d.pointer + ": " + d.message + "\n";
    }
  return messages;
}

TEST(HostileInput, FiveThousandIdenticalKeysMakeOneDiagnosticQuickly) {
  std::string record = "{\"game\": \"diloti\", \"players\": [\"a\", \"b\"], \"hands\": [], \"tags\": {";
  for (int i = 0; i < 5000; ++i) record += std::string(i ? "," : "") + "\"k\": \"v\"";
  record += "}}\n";
  auto start = std::chrono::steady_clock::now();
  Diagnostics diagnostics = ReplayAll(record);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  size_t count = 0;
  std::string messages = DuplicateDiagnostics(diagnostics, &count);
  EXPECT_EQ(count, 1u) << messages;
  EXPECT_NE(messages.find("/tags/k"), std::string::npos) << messages;
  // Was > 90 s. Generous for sanitizer builds; the Release build takes a few milliseconds.
  EXPECT_LT(seconds, 2.0);
}

TEST(HostileInput, RepeatedNamesAreReportedOnceEachWithACap) {
  // 30 names, each three times, in one object of tags.
  std::string record = "{\"game\": \"diloti\", \"players\": [\"a\", \"b\"], \"hands\": [], \"tags\": {";
  bool first = true;
  for (int copy = 0; copy < 3; ++copy)
    for (int name = 0; name < 30; ++name) {
      record += std::string(first ? "" : ",") + "\"n" + std::to_string(name) + "\": \"v\"";
      first = false;
    }
  record += "}}";
  json::Document doc;
  size_t end;
  ASSERT_TRUE(doc.Parse(record, 0, &end, nullptr));
  EXPECT_EQ(doc.duplicate_key_count(), 30u);
  EXPECT_EQ(doc.duplicate_keys().size(), json::Document::kMaxDuplicateReports);
  size_t count = 0;
  std::string messages = DuplicateDiagnostics(ReplayAll(record), &count);
  EXPECT_EQ(count, json::Document::kMaxDuplicateReports);
  EXPECT_NE(messages.find("20 more repeated keys are not listed"), std::string::npos) << messages;
}

TEST(HostileInput, ManyDistinctKeysOfOneLengthParseInLinearTime) {
  // Was > 120 s for 200 000 keys: each compared with every earlier key of the same length.
  std::string text = "{";
  for (int i = 0; i < 200000; ++i) {
    char key[16];
    std::snprintf(key, sizeof key, "%07d", i);
    text += std::string(i ? "," : "") + "\"" + key + "\":0";
  }
  text += "}";
  json::Document doc;
  json::Limits limits;
  limits.max_keys = 1 << 20;
  doc.set_limits(limits);
  size_t end;
  json::ParseError error;
  auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(doc.Parse(text, 0, &end, &error)) << error.message;
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(doc.duplicate_key_count(), 0u);
  EXPECT_LT(seconds, 5.0);
  // With the default limit the same object is refused as too large.
  doc.set_limits({});
  EXPECT_FALSE(doc.Parse(text, 0, &end, &error));
  EXPECT_TRUE(error.limit);
}

TEST(HostileInput, EachJsonLimitIsAnInputLimitErrorAndTheNextRecordIsRead) {
  const std::string next = "{\"ok\": 1}\n";
  const std::vector<std::string> bad = {
      "{\"a\": " + std::string(100, '[') + std::string(100, ']') + "}\n",   // depth
      "{\"s\": \"" + std::string(70000, 'x') + "\"}\n",                      // string length
      "{\"n\": 1000000001}\n",                                                // number
      "{\"n\": -99999999999999999999999}\n",                                  // beyond int64
      "{\"n\": 1e300}\n",                                                     // double
  };
  for (const std::string& input : bad) {
    Read r = ReadAll(input + next);
    ASSERT_EQ(r.texts.size(), 2u) << input.substr(0, 40);
    EXPECT_EQ(r.texts[1], "{\"ok\": 1}");
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].code, "input/limit") << r.diagnostics[0].message;
  }
  std::string keys = "{";
  for (int i = 0; i < 10001; ++i) keys += std::string(i ? "," : "") + "\"k" + std::to_string(i) + "\":0";
  Read r = ReadAll(keys + "}\n" + next);
  ASSERT_EQ(Codes(r.diagnostics), std::vector<std::string>{"input/limit"});
  EXPECT_NE(r.diagnostics[0].message.find("--max-keys"), std::string::npos);
  EXPECT_EQ(r.texts.back(), "{\"ok\": 1}");
}

TEST(HostileInput, ARecordLongerThanTheLimitIsSkipped) {
  ReadLimits limits;
  limits.max_record_bytes = 1000;
  std::string input = "{\"pad\": \"" + std::string(5000, 'x') + "\"}\n{\"ok\": 1}\n";
  for (size_t chunk : {size_t(7), size_t(4096), RecordReader::kDefaultChunk}) {
    Read r = ReadChunked(input, chunk, limits);
    ASSERT_EQ(Codes(r.diagnostics), std::vector<std::string>{"input/limit"}) << chunk;
    EXPECT_NE(r.diagnostics[0].message.find("--max-record-bytes"), std::string::npos);
    ASSERT_EQ(r.texts.size(), 2u);
    EXPECT_EQ(r.texts[1], "{\"ok\": 1}");
  }
}

TEST(HostileInput, HandsAndActionsAreBounded) {
  ReadLimits limits;
  limits.max_hands = 3;
  limits.max_actions = 2;
  Read r = ReadAll("{\"hands\": [{}, {}, {}, {}]}\n{\"hands\": [{\"play\": [1, 2, 3]}]}\n"
                   "{\"hands\": [{\"auction\": [1, 2]}, {}, {}]}\n", limits);
  ASSERT_EQ(Codes(r.diagnostics), (std::vector<std::string>{"input/limit", "input/limit"}));
  EXPECT_NE(r.diagnostics[0].message.find("--max-hands"), std::string::npos);
  EXPECT_NE(r.diagnostics[1].message.find("--max-actions"), std::string::npos);
  EXPECT_EQ(r.diagnostics[1].line, 2);
  ASSERT_EQ(r.texts.size(), 3u);
  EXPECT_EQ(r.texts[0], "");
  EXPECT_EQ(r.texts[2], "{\"hands\": [{\"auction\": [1, 2]}, {}, {}]}");
}

TEST(HostileInput, GarbageWithoutARecordStartEndsAtTheLineLimit) {
  // /dev/zero: NUL bytes for ever. Memory stays at a read or two and the input ends.
  std::FILE* zero = std::fopen("/dev/zero", "rb");
  ASSERT_TRUE(zero);
  ReadLimits limits;
  limits.max_line_bytes = 3 << 20;
  RecordReader reader(zero, "/dev/zero", limits);
  Read r;
  Drain(reader, r);
  std::fclose(zero);
  EXPECT_EQ(Codes(r.diagnostics), (std::vector<std::string>{"json/syntax", "input/limit"}));
  EXPECT_NE(r.diagnostics[1].message.find("--max-line-bytes"), std::string::npos);
  // Many lines of garbage, none starting with '{': skipped to the end, then the next record.
  std::string lines;
  for (int i = 0; i < 20000; ++i) lines += "garbage garbage garbage garbage\n";
  Read g = ReadChunked("x" + lines + "{\"ok\": 1}\n", 1000);
  EXPECT_EQ(Codes(g.diagnostics), std::vector<std::string>{"json/syntax"});
  EXPECT_EQ(g.texts.back(), "{\"ok\": 1}");
}

TEST(HostileInput, ANumberEndingAtTheBufferBoundaryIsOneRecord) {
  // Was two records ("12" and "3") when a read ended between the digits.
  for (size_t chunk = 1; chunk <= 5; ++chunk) {
    Read r = ReadChunked("123 45\n6789", chunk);
    EXPECT_EQ(r.texts, (std::vector<std::string>{"123", "45", "6789"})) << chunk;
  }
  // At the real buffer size: a number whose last digit is the 1 MiB-th byte.
  std::string input = std::string(RecordReader::kDefaultChunk - 3, ' ') + "1234";
  Read r = ReadChunked(input, RecordReader::kDefaultChunk);
  EXPECT_EQ(r.texts, std::vector<std::string>{"1234"});
}

// Differential: every sample, and a few hostile texts, read whole and read in tiny chunks give
// the same records and the same diagnostics (the fuzz target tests/fuzz/reader_chunks.cc does
// this on generated input).
TEST(HostileInput, ChunkedReadingAgreesWithWholeReading) {
  std::vector<std::string> inputs = {
      "{\"a\": 1}\n{\"b\": [1, }\n{\"c\": 2}\n", "[{\"a\": 1}, {\"b\": 2}]", "[{\"a\": 1},",
      "1 2 3", "{\"a\": \"Γιώργος\"}\n\xFF\n{\"b\": 1}",
      "{\"a\": 1}\n{\"b\": "};  // an error at the very end (the cursor is past the resync point)
  for (std::string& text : SampleTexts()) inputs.push_back(std::move(text));
  for (const std::string& input : inputs) {
    Read whole = ReadAll(input);
    for (size_t chunk : {1, 2, 3, 7, 64}) {
      Read part = ReadChunked(input, chunk);
      ASSERT_EQ(part.texts, whole.texts) << input.substr(0, 60) << " chunk " << chunk;
      ASSERT_EQ(part.diagnostics.size(), whole.diagnostics.size());
      for (size_t i = 0; i < whole.diagnostics.size(); ++i) {
        EXPECT_EQ(part.diagnostics[i].code, whole.diagnostics[i].code);
        EXPECT_EQ(part.diagnostics[i].line, whole.diagnostics[i].line);
        EXPECT_EQ(part.diagnostics[i].column, whole.diagnostics[i].column);
      }
    }
  }
}

}  // namespace
}  // namespace replay

namespace replay {
namespace {

// Found by fuzz-reader-chunks: after an error, a line past --max-line-bytes was reported (or
// not) and placed by where the reads fell. Now only the text decides.
TEST(HostileInput, TheLineLimitIsTheSameWhateverTheReadSize) {
  ReadLimits limits;
  limits.max_line_bytes = 100;
  for (const std::string& input :
       {"\"game\":" + std::string(300, 'x'), "\"game\":" + std::string(300, 'x') + "\n{\"a\": 1}",
        "x\n" + std::string(90, 'y') + "\n" + std::string(99, 'z') + "\n{\"a\": 1}"}) {
    Read whole = ReadAll(input, limits);
    for (size_t chunk : {1, 2, 5, 13, 64}) {
      Read part = ReadChunked(input, chunk, limits);
      EXPECT_EQ(part.texts, whole.texts) << chunk;
      ASSERT_EQ(Codes(part.diagnostics), Codes(whole.diagnostics)) << chunk;
      for (size_t i = 0; i < whole.diagnostics.size(); ++i)
        EXPECT_EQ(part.diagnostics[i].column, whole.diagnostics[i].column) << chunk;
    }
  }
  EXPECT_EQ(Codes(ReadAll("\"game\":" + std::string(300, 'x'), limits).diagnostics),
            (std::vector<std::string>{"json/syntax", "input/limit"}));
  EXPECT_EQ(ReadAll("x\n" + std::string(99, 'z') + "\n{\"a\": 1}", limits).texts.back(),
            "{\"a\": 1}");
  // Also found by fuzz-reader-chunks: the next record starting right at the error ("\n{" just
  // before the cursor) made the skipped line's length wrap around (an overflowing read).
  Read r = ReadChunked("{\"a\" \n{\"b\": 1}\n", 3, limits);
  EXPECT_EQ(Codes(r.diagnostics), std::vector<std::string>{"json/syntax"});
  EXPECT_EQ(r.texts, (std::vector<std::string>{"", "{\"b\": 1}"}));
}

}  // namespace
}  // namespace replay
