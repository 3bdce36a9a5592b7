#include "notation/reader.h"

#include <gtest/gtest.h>

#include "engine/replay.h"
#include "notation/write.h"
#include "notation/catalog.h"

namespace replay {
namespace {

struct Read {
  std::vector<std::string> texts;  // each record's text, "" for a syntax error
  std::vector<Source> sources;
  Diagnostics diagnostics;
};

Read ReadAll(std::string input) {
  RecordReader reader(std::move(input), "in.json");
  Read out;
  Source source;
  const json::Value* root = nullptr;
  while (reader.Next(source, root, out.diagnostics)) {
    out.texts.push_back(root ? std::string(source.text) : "");
    out.sources.push_back(source);
  }
  return out;
}

TEST(Reader, ReadsOneObject) {
  Read r = ReadAll("\xEF\xBB\xBF  {\"game\": \"diloti\"}\n");
  ASSERT_EQ(r.texts.size(), 1u);
  EXPECT_EQ(r.texts[0], "{\"game\": \"diloti\"}");
  EXPECT_EQ(r.sources[0].first_line, 1);
  EXPECT_EQ(r.sources[0].first_column, 3);  // the BOM is not a column
  EXPECT_TRUE(r.diagnostics.empty());
}

TEST(Reader, ReadsAnArrayOfRecords) {
  Read r = ReadAll("[\n {\"a\": 1},\n {\"b\": 2}\n]\n");
  ASSERT_EQ(r.texts.size(), 2u);
  EXPECT_EQ(r.texts[1], "{\"b\": 2}");
  EXPECT_EQ(r.sources[1].first_line, 3);
  EXPECT_EQ(r.sources[1].index, 1);
  EXPECT_TRUE(r.diagnostics.empty());
  EXPECT_TRUE(ReadAll("[]").texts.empty());
}

TEST(Reader, ReadsNdjsonSkippingBlankLines) {
  Read r = ReadAll("{\"a\": 1}\n\n{\"b\": 2}\r\n{\"c\": 3}");
  ASSERT_EQ(r.texts.size(), 3u);
  EXPECT_EQ(r.sources[2].first_line, 4);
  EXPECT_TRUE(r.diagnostics.empty());
}

TEST(Reader, ReportsASyntaxErrorAndResumesAtTheNextRecord) {
  Read r = ReadAll("{\"a\": 1}\n{\"b\": [1, }\n{\"c\": \"Γιώργος\" x}\n{\"d\": 4}\n");
  ASSERT_EQ(r.texts.size(), 4u);
  EXPECT_EQ(r.texts[1], "");
  EXPECT_EQ(r.texts[2], "");
  EXPECT_EQ(r.texts[3], "{\"d\": 4}");
  ASSERT_EQ(r.diagnostics.size(), 2u);
  EXPECT_EQ(r.diagnostics[0].code, "json/syntax");
  EXPECT_EQ(r.diagnostics[0].line, 2);
  EXPECT_EQ(r.diagnostics[0].column, 11);
  EXPECT_EQ(r.diagnostics[0].record, 1);
  // Columns count characters, not bytes: "Γιώργος" is 7 characters and 14 bytes.
  EXPECT_EQ(r.diagnostics[1].line, 3);
  EXPECT_EQ(r.diagnostics[1].column, 17);
}

TEST(Reader, ReportsInvalidUtf8) {
  Read r = ReadAll("{\"a\": \"\xFF\"}");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, "json/syntax");
  EXPECT_EQ(r.diagnostics[0].column, 8);
}

TEST(Reader, ReportsAnUnclosedArray) {
  Read r = ReadAll("[{\"a\": 1},");
  ASSERT_EQ(r.texts.size(), 1u);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, "json/syntax");
}

TEST(Reader, StreamsAFileLargerThanItsBuffer) {
  // 3 MiB of records through a FILE*, so the buffer refills and compacts mid-record.
  std::string one = "{\"game\": \"diloti\", \"pad\": \"" + std::string(1000, 'x') + "\"}\n";
  std::string all;
  while (all.size() < 3u << 20) all += one;
  std::FILE* f = std::tmpfile();
  ASSERT_TRUE(f);
  std::fwrite(all.data(), 1, all.size(), f);
  std::rewind(f);
  RecordReader reader(f, "big");
  Source source;
  const json::Value* root = nullptr;
  Diagnostics diagnostics;
  size_t n = 0;
  while (reader.Next(source, root, diagnostics)) {
    ASSERT_TRUE(root);
    ASSERT_EQ(source.text.size() + 1, one.size());
    EXPECT_EQ(source.first_line, long(n + 1));
    ++n;
  }
  std::fclose(f);
  EXPECT_EQ(n, all.size() / one.size());
  EXPECT_TRUE(diagnostics.empty());
}

TEST(Reader, LocatesPointersInTheRecordText) {
  std::string text = "\n  {\"game\": \"diloti\",\n   \"players\": [\"Νίκος\", 7]}";
  RecordReader reader(text, "x");
  Source source;
  const json::Value* root = nullptr;
  Diagnostics diagnostics;
  ASSERT_TRUE(reader.Next(source, root, diagnostics));
  Record record;
  record.source = source;
  record.root = root;
  Location at = record.Locate("/players/1");
  EXPECT_EQ(at.line, 3);
  EXPECT_EQ(at.column, 25);
  Location game = record.Locate("/game");
  EXPECT_EQ(game.line, 2);
  EXPECT_EQ(game.column, 12);
}

// The canonical writer: compact, ordered, canonical card codes and action forms, and stable.
TEST(Writer, WritesTheCanonicalForm) {
  std::string text = R"({"hands": [{"play": [{"card": "10♦"}, {"card": "7h", "take": ["7s"]}],
    "dealer": 1, "cards": {"table": ["10c"]}, "zz": 1}], "players": ["A", "B"],
    "tags": {"round": "2", "event": "Cup"}, "game": "diloti", "result": {"score": [1, 2]}})";
  RecordReader reader(text, "x");
  Source source;
  const json::Value* root = nullptr;
  Diagnostics diagnostics;
  ASSERT_TRUE(reader.Next(source, root, diagnostics));
  Record record;
  record.source = source;
  Reporter reporter(record, diagnostics);
  BuildRecord(*root, record, reporter, Games());
  std::string canonical = WriteCanonical(record, Games());
  EXPECT_EQ(canonical,
            R"({"game":"diloti","players":["A","B"],"tags":{"event":"Cup","round":"2"},)"
            R"("hands":[{"dealer":1,"cards":{"table":["TC"]},"play":["TD",)"
            R"({"card":"7H","take":["7S"]}],"zz":1}],"result":{"score":[1,2]}})");
  RecordReader again(canonical, "y");
  ASSERT_TRUE(again.Next(source, root, diagnostics));
  Record second;
  second.source = source;
  Reporter reporter2(second, diagnostics);
  BuildRecord(*root, second, reporter2, Games());
  EXPECT_EQ(WriteCanonical(second, Games()), canonical);
}

}  // namespace
}  // namespace replay
