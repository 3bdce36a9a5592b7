// NDJSON as notation.md §1 says (issue #24): a record never spans a line break, a damaged line is
// one invalid record at its own line, and every other line is read, replayed and counted exactly
// as in the intact input — with one job and with two, from a named file and from standard input
// (whose format is told by its first lines).
#include <cstdio>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/replay.h"
#include "notation/reader.h"

namespace replay {
namespace {

// One record as a tool sees it (RecordReport), in a form that compares.
struct Seen {
  long index = 0;
  bool valid = false;
  bool json = false;  // a record tree was built
  std::string text;   // RecordReport::text
  std::vector<std::string> diagnostics;
  bool operator==(const Seen&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Seen& s) {
  out << "#" << s.index << (s.valid ? " valid" : " invalid") << (s.json ? "" : " (not JSON)");
  for (const std::string& d : s.diagnostics) out << "\n    " << d;
  return out;
}

std::vector<Seen> ReplayText(const std::string& text, const std::string& name, int jobs,
                             InputFormat format = InputFormat::kAuto, size_t chunk = 4096) {
  std::FILE* f = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), f);
  std::rewind(f);
  RecordReader reader(f, name, {}, chunk);
  reader.set_format(format);
  std::vector<Seen> out;
  ReplayInput(reader, ReplayOptions{}, [&](const RecordReport& report) {
    Seen s{report.index, report.valid(), report.record != nullptr, std::string(report.text), {}};
    for (const Diagnostic& d : report.diagnostics)
      s.diagnostics.push_back(d.code + " " + std::to_string(d.line) + ":" +
                              std::to_string(d.column) + " #" + std::to_string(d.record) + " " +
                              d.pointer + " " + d.message);
    out.push_back(std::move(s));
  }, jobs);
  std::fclose(f);
  return out;
}

std::string Compact(const std::string& path) {
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/" + path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return nlohmann::ordered_json::parse(text.str()).dump();
}

// A corpus of one-line records: small ones first (every byte of line 1 is cut), Greek names
// (cuts inside a character), a longer Bourlot match, an invalid record (kept as it is).
std::vector<std::string> CorpusLines() {
  return {Compact("samples/diloti/score-sheet-4p.json"),
          Compact("samples/diloti/worked-hand-4p.json"),
          Compact("samples/bourlot/score-sheet.json"),
          Compact("samples/invalid/diloti-owner-restricted.json"),
          Compact("samples/bourlot/match-dealer-751.json")};
}

std::string Join(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

std::string TrimRight(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.pop_back();
  return s;
}

struct Reading {
  std::string name;
  int jobs;
};
const Reading kReadings[] = {{"corpus.ndjson", 1}, {"corpus.ndjson", 2}, {"-", 1}, {"-", 2}};

// Line `damaged` (0-based) of `lines` replaced by `line`: every other record is as in the intact
// corpus, and the damaged line is one record that is not JSON, its one diagnostic on its line.
void ExpectOneDamagedLine(const std::vector<std::string>& lines, size_t damaged,
                          const std::string& line, const std::vector<Seen>& intact,
                          const std::string& what) {
  std::vector<std::string> changed = lines;
  changed[damaged] = line;
  const std::string text = Join(changed);
  for (const Reading& r : kReadings) {
    const std::vector<Seen> seen = ReplayText(text, r.name, r.jobs);
    ASSERT_EQ(seen.size(), lines.size()) << what << " " << r.name << " -j" << r.jobs;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (i != damaged) {
        ASSERT_EQ(seen[i], intact[i]) << what << " " << r.name << " -j" << r.jobs;
        continue;
      }
      const Seen& s = seen[i];
      ASSERT_FALSE(s.valid) << what;
      ASSERT_FALSE(s.json) << what;
      ASSERT_EQ(s.text, TrimRight(line)) << what << " " << r.name << " -j" << r.jobs;
      ASSERT_EQ(s.diagnostics.size(), 1u) << what << " " << s;
      ASSERT_EQ(s.diagnostics[0].rfind("json/syntax " + std::to_string(damaged + 1) + ":", 0), 0u)
          << what << " " << r.name << " -j" << r.jobs << " " << s;
    }
  }
}

std::vector<Seen> Intact(const std::vector<std::string>& lines) {
  const std::vector<Seen> intact = ReplayText(Join(lines), "corpus.ndjson", 1);
  EXPECT_EQ(intact.size(), lines.size());
  for (const Reading& r : kReadings)
    EXPECT_EQ(ReplayText(Join(lines), r.name, r.jobs), intact) << r.name << " -j" << r.jobs;
  return intact;
}

TEST(Ndjson, ALineCutAtAnyByteIsOneInvalidRecordAndCostsNoOther) {
  const std::vector<std::string> lines = CorpusLines();
  const std::vector<Seen> intact = Intact(lines);
  ASSERT_TRUE(intact[0].valid && intact[1].valid && intact[2].valid);
  ASSERT_FALSE(intact[3].valid);
  // Every byte of the first line (what standard input's format is told by) and of the second.
  for (size_t damaged : {size_t(0), size_t(1)})
    for (size_t cut = 1; cut < lines[damaged].size(); ++cut)
      ExpectOneDamagedLine(lines, damaged, lines[damaged].substr(0, cut), intact,
                           "line " + std::to_string(damaged + 1) + " cut at " +
                               std::to_string(cut));
  // The last line, cut without its line break too (a writer that crashed at the end).
  const std::string& last = lines.back();
  for (size_t cut = 1; cut < last.size(); cut += 7) {
    std::vector<std::string> cut_lines = lines;
    cut_lines.back() = last.substr(0, cut);
    std::string text = Join(cut_lines);
    text.pop_back();
    for (const Reading& r : kReadings) {
      const std::vector<Seen> seen = ReplayText(text, r.name, r.jobs);
      ASSERT_EQ(seen.size(), lines.size()) << cut;
      EXPECT_FALSE(seen.back().json);
      EXPECT_EQ(seen.back().text, TrimRight(cut_lines.back()));
      for (size_t i = 0; i + 1 < lines.size(); ++i) ASSERT_EQ(seen[i], intact[i]) << cut;
    }
  }
}

TEST(Ndjson, ADoubledOrGarbledLineIsOneInvalidRecordAndCostsNoOther) {
  const std::vector<std::string> lines = CorpusLines();
  const std::vector<Seen> intact = Intact(lines);
  for (size_t damaged = 0; damaged < lines.size(); ++damaged) {
    const std::string& line = lines[damaged];
    const std::string at = " at line " + std::to_string(damaged + 1);
    ExpectOneDamagedLine(lines, damaged, line + line, intact, "doubled" + at);
    ExpectOneDamagedLine(lines, damaged, line + " " + line.substr(0, line.size() / 2), intact,
                         "a record and half another" + at);
    ExpectOneDamagedLine(lines, damaged, "stray text, not a record", intact, "stray text" + at);
    ExpectOneDamagedLine(lines, damaged, "x" + line.substr(1), intact, "first byte garbled" + at);
    std::string middle = line;
    middle[middle.size() / 2] = '\x01';
    ExpectOneDamagedLine(lines, damaged, middle, intact, "a control byte" + at);
    ExpectOneDamagedLine(lines, damaged, line.substr(0, line.size() - 1) + "]", intact,
                         "last byte garbled" + at);
  }
}

TEST(Ndjson, ADroppedLineCostsNoOtherRecord) {
  const std::vector<std::string> lines = CorpusLines();
  const std::vector<Seen> intact = Intact(lines);
  for (size_t dropped = 0; dropped < lines.size(); ++dropped) {
    std::vector<std::string> rest = lines;
    rest.erase(rest.begin() + long(dropped));
    for (const Reading& r : kReadings) {
      const std::vector<Seen> seen = ReplayText(Join(rest), r.name, r.jobs);
      ASSERT_EQ(seen.size(), rest.size());
      for (size_t i = 0; i < seen.size(); ++i) {
        const Seen& was = intact[i < dropped ? i : i + 1];
        EXPECT_EQ(seen[i].valid, was.valid);
        EXPECT_EQ(seen[i].text, was.text);
        EXPECT_EQ(seen[i].diagnostics.size(), was.diagnostics.size());
      }
    }
  }
}

// The defect of issue #24: line 1 of three cut after 2,000 bytes (here right after a '[')
// swallowed line 2, whose '{' went on the cut array (2 records, a json/syntax error at line 3,
// column 1).
TEST(Ndjson, ACutFirstLineDoesNotSwallowTheNextRecord) {
  const std::string record = Compact("samples/bourlot/match-dealer-751.json");
  const size_t cut = record.find('[', 2000) + 1;
  ASSERT_GT(cut, 2000u);
  const std::string text = record.substr(0, cut) + "\n" + record + "\n" + record + "\n";
  for (const std::string name : {"nightly.ndjson", "-", "nightly.json"})
    for (int jobs : {1, 2}) {
      const std::vector<Seen> seen = ReplayText(text, name, jobs);
      ASSERT_EQ(seen.size(), 3u) << name;
      EXPECT_FALSE(seen[0].valid);
      ASSERT_EQ(seen[0].diagnostics.size(), 1u);
      EXPECT_EQ(seen[0].diagnostics[0].rfind("json/syntax 1:", 0), 0u) << seen[0];
      EXPECT_EQ(seen[0].text, record.substr(0, cut));
      EXPECT_TRUE(seen[1].valid) << seen[1];
      EXPECT_TRUE(seen[2].valid) << seen[2];
    }
}

TEST(Ndjson, TheFormatIsToldByTheNameTheFlagOrTheFirstLines) {
  const std::string record = Compact("samples/diloti/score-sheet-4p.json");
  std::ifstream in(std::string(REPLAY_SOURCE_DIR) + "/samples/diloti/score-sheet-4p.json");
  std::ostringstream pretty;
  pretty << in.rdbuf();
  ASSERT_NE(pretty.str().find("\n  "), std::string::npos);  // spread over many lines
  // A pretty-printed object, or two, or an array of them: one JSON text, whatever the name but
  // an NDJSON one.
  for (const std::string& text : {pretty.str(), pretty.str() + pretty.str(),
                                  "[\n" + pretty.str() + ",\n" + pretty.str() + "]\n"}) {
    for (const std::string name : {"-", "a.json"}) {
      const std::vector<Seen> seen = ReplayText(text, name, 1);
      ASSERT_FALSE(seen.empty());
      for (const Seen& s : seen) EXPECT_TRUE(s.valid) << name << " " << s;
    }
    EXPECT_EQ(ReplayText(text, "-", 1, InputFormat::kJson).size(),
              ReplayText(text, "-", 1).size());
  }
  // The same pretty object read as NDJSON: every line is a record, none of them whole.
  const std::vector<Seen> lines = ReplayText(pretty.str(), "a.jsonl", 1);
  EXPECT_GT(lines.size(), 3u);
  EXPECT_EQ(ReplayText(pretty.str(), "-", 1, InputFormat::kNdjson).size(), lines.size());
  // One line, then another: NDJSON, whatever the name; told to read one JSON text, the cut first
  // line runs into the second as before (the second is not read as a record of its own).
  const std::string cut = record.substr(0, record.size() / 2) + "\n" + record + "\n";
  EXPECT_EQ(ReplayText(cut, "a.json", 1).size(), 2u);
  EXPECT_EQ(ReplayText(cut, "a.json", 2).size(), 2u);
  const std::vector<Seen> as_json = ReplayText(cut, "a.ndjson", 1, InputFormat::kJson);
  EXPECT_EQ(ReplayText(cut, "a.ndjson", 2, InputFormat::kJson), as_json);
  // Stray text on the first line and a record on the next: the stray line is one record.
  const std::vector<Seen> stray = ReplayText("garbage\n" + record + "\n", "-", 1);
  ASSERT_EQ(stray.size(), 2u);
  EXPECT_EQ(stray[0].text, "garbage");
  EXPECT_TRUE(stray[1].valid);
}

TEST(Ndjson, BlankLinesAreNoRecordsAndCrlfIsALineBreak) {
  const std::string record = Compact("samples/diloti/score-sheet-4p.json");
  const std::string text = "\n" + record + "\r\n   \r\n\n" + record.substr(0, 50) + " \r\n" +
                           record + "\r\n\n";
  for (const Reading& r : kReadings) {
    const std::vector<Seen> seen = ReplayText(text, r.name, r.jobs);
    ASSERT_EQ(seen.size(), 3u);
    EXPECT_TRUE(seen[0].valid);
    EXPECT_EQ(seen[1].text, record.substr(0, 50));
    EXPECT_EQ(seen[1].diagnostics[0].rfind("json/syntax 5:", 0), 0u) << seen[1];
    EXPECT_TRUE(seen[2].valid);
  }
}

TEST(Ndjson, ALineLongerThanTheRecordLimitIsOneRecordAndTheNextLineIsRead) {
  ReadLimits limits;
  limits.max_record_bytes = 100;
  limits.max_line_bytes = 50;
  // The limit, then the rest of the line skipped within --max-line-bytes; past it, the input ends.
  for (size_t chunk : {size_t(1), size_t(7), size_t(4096)}) {
    std::FILE* f = std::tmpfile();
    const std::string text = "{\"pad\": \"" + std::string(130, 'x') + "\"}\n{\"ok\": 1}\n" +
                             std::string(200, 'y') + "\n{\"lost\": 1}\n";
    std::fwrite(text.data(), 1, text.size(), f);
    std::rewind(f);
    RecordReader reader(f, "in.ndjson", limits, chunk);
    Source source;
    const json::Value* root = nullptr;
    Diagnostics diagnostics;
    std::vector<std::string> texts;
    while (reader.Next(source, root, diagnostics))
      texts.push_back(root ? std::string(source.text) : "<" + std::string(source.text) + ">");
    std::fclose(f);
    EXPECT_EQ(texts, (std::vector<std::string>{"<>", "{\"ok\": 1}", "<>"})) << chunk;
    ASSERT_EQ(diagnostics.size(), 3u);
    EXPECT_NE(diagnostics[0].message.find("--max-record-bytes"), std::string::npos);
    EXPECT_EQ(diagnostics[1].line, 3);
    EXPECT_NE(diagnostics[2].message.find("--max-line-bytes"), std::string::npos);
    EXPECT_EQ(diagnostics[2].column, 152);
  }
}

}  // namespace
}  // namespace replay
