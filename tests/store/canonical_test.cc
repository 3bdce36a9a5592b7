// A record's identity (store/canonical.h): SHA-256 of its canonical text, --rules written in.
#include "store/canonical.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/replay.h"
#include "notation/catalog.h"

namespace replay::store {
namespace {

// Parses `text` as one record (no engine) and returns its canonical text.
std::string CanonicalOf(const std::string& text, const RuleOverrides* overrides = nullptr) {
  RecordReader reader(text, "t.json");
  Source source;
  const json::Value* root = nullptr;
  Diagnostics diagnostics;
  EXPECT_TRUE(reader.Next(source, root, diagnostics));
  if (!root) return "";
  Record record;
  record.source = source;
  Reporter reporter(record, diagnostics);
  BuildRecord(*root, record, reporter, Games());
  return CanonicalText(record, overrides);
}

TEST(Sha256, KnownVectors) {
  // FIPS 180-2 appendix B and the empty string.
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(Sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  // Lengths around the 55/56/64-byte padding boundaries.
  EXPECT_EQ(Sha256Hex(std::string(55, 'a')),
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  EXPECT_EQ(Sha256Hex(std::string(56, 'a')),
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  EXPECT_EQ(Sha256Hex(std::string(64, 'a')),
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
}

TEST(Canonical, SpellingsOfOneRecordHaveOneIdentity) {
  std::string a = R"({"game":"diloti","players":["A","B"],"hands":[{"dealer":0,"play":["10H"]}]})";
  std::string b = R"({ "hands": [ {"play": [{"card": "TH"}], "dealer": 0} ],
                       "players": ["A", "B"], "game": "diloti" })";
  EXPECT_EQ(CanonicalOf(a), CanonicalOf(b));
  EXPECT_EQ(Sha256Hex(CanonicalOf(a)), Sha256Hex(CanonicalOf(b)));
  std::string c = R"({"game":"diloti","players":["A","B"],"hands":[{"dealer":1,"play":["TH"]}]})";
  EXPECT_NE(CanonicalOf(a), CanonicalOf(c));
}

TEST(Canonical, RulesOverridesAreWrittenIntoTheRecord) {
  RuleOverrides overrides;
  ASSERT_EQ(overrides.Add("target=101"), "");
  ASSERT_EQ(overrides.Add("initial_faces=redeal"), "");
  std::string without = R"({"players":["A","B"],"game":"diloti","hands":[{}]})";
  EXPECT_EQ(CanonicalOf(without, &overrides),
            R"({"game":"diloti","rules":{"initial_faces":"redeal","target":101},)"
            R"("players":["A","B"],"hands":[{}]})");
  std::string with = R"({"game":"diloti","rules":{"target":61,"xeri_points":5},"players":["A","B"],"hands":[{}]})";
  EXPECT_EQ(CanonicalOf(with, &overrides),
            R"({"game":"diloti","rules":{"initial_faces":"redeal","target":101,"xeri_points":5},)"
            R"("players":["A","B"],"hands":[{}]})");
  // The same record written with those rules is the same record.
  std::string written = R"({"game":"diloti","rules":{"xeri_points":5,"target":101,)"
                        R"("initial_faces":"redeal"},"players":["A","B"],"hands":[{}]})";
  EXPECT_EQ(CanonicalOf(with, &overrides), CanonicalOf(written));
}

TEST(Canonical, ARecordThatIsNoObjectIsKeptAsCompactJson) {
  EXPECT_EQ(CanonicalOf("  \"a string\"  "), "\"a string\"");
}

}  // namespace
}  // namespace replay::store
