#include "notation/json.h"

#include <gtest/gtest.h>

namespace replay::json {
namespace {

struct Parsed {
  Document doc;
  std::string text;
  const Value* root = nullptr;
  ParseError error;
  size_t end = 0;
};

std::unique_ptr<Parsed> Parse(std::string text) {
  auto p = std::make_unique<Parsed>();
  p->text = std::move(text);
  p->root = p->doc.Parse(p->text, 0, &p->end, &p->error);
  return p;
}

TEST(Json, ParsesEveryTypeWithOffsets) {
  auto p = Parse(R"( {"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\n", "c": {}})");
  ASSERT_TRUE(p->root) << p->error.message;
  const Value& r = *p->root;
  EXPECT_EQ(r.offset, 1u);
  ASSERT_TRUE(r.IsObject());
  const Value* a = r.Find("a");
  ASSERT_TRUE(a && a->IsArray());
  ASSERT_EQ(a->size, 5u);
  EXPECT_EQ((*a)[0].integer, 1);
  EXPECT_EQ((*a)[0].offset, p->text.find('1'));
  EXPECT_DOUBLE_EQ((*a)[1].number, -2500.0);
  EXPECT_TRUE((*a)[2].boolean);
  EXPECT_FALSE((*a)[3].boolean);
  EXPECT_TRUE((*a)[4].IsNull());
  EXPECT_EQ(r.Find("b")->string, "x\xC3\xA9\n");
  EXPECT_TRUE(r.Find("c")->IsObject());
  EXPECT_EQ(r.Find("c")->size, 0u);
  EXPECT_EQ(p->end, p->text.size());
}

TEST(Json, DecodesSurrogatePairs) {
  auto p = Parse(R"("\ud83c\udccf")");
  ASSERT_TRUE(p->root);
  EXPECT_EQ(p->root->string, "\xF0\x9F\x83\x8F");  // U+1F0CF, a playing card
}

TEST(Json, RejectsWithTheOffsetOfTheFirstBadByte) {
  struct Case {
    std::string text;
    size_t offset;
    bool at_end;
  };
  const Case cases[] = {
      {"{\"a\" 1}", 5, false},       // missing colon
      {"[1, 2", 5, true},            // unterminated
      {"[1,]", 3, false},            // trailing comma
      {"\"a\x01\"", 2, false},       // raw control character
      {"\"\xC3\x28\"", 2, false},    // bad continuation byte
      {"\"\xED\xA0\x80\"", 2, false},  // encoded surrogate
      {"\"\\ud800x\"", 7, false},    // lone surrogate
      {"tru", 3, true},
      {"-", 1, true},
      {"\"\\x\"", 2, false},     // unknown escape
  };
  for (const Case& c : cases) {
    auto p = Parse(c.text);
    EXPECT_FALSE(p->root) << c.text;
    EXPECT_EQ(p->error.offset, c.offset) << c.text << ": " << p->error.message;
    EXPECT_EQ(p->error.at_end, c.at_end) << c.text;
  }
}

TEST(Json, StopsAtTheEndOfOneValue) {
  auto p = Parse("01");  // "0" is a value; the reader then sees the trailing "1"
  ASSERT_TRUE(p->root);
  EXPECT_EQ(p->end, 1u);
}

TEST(Json, LimitsNestingInsteadOfOverflowingTheStack) {
  auto p = Parse(std::string(100000, '['));
  EXPECT_FALSE(p->root);
  EXPECT_NE(p->error.message.English().find("nested"), std::string::npos);
}

TEST(Json, RecordsDuplicateKeys) {
  auto p = Parse(R"({"a": 1, "b": {"c": 1, "c": 2}})");
  ASSERT_TRUE(p->root);
  ASSERT_EQ(p->doc.duplicate_keys().size(), 1u);
  EXPECT_EQ(PointerToKey(*p->root, p->doc.duplicate_keys()[0]), "/b/c");
}

TEST(Json, ResolvesPointersToTheDeepestExistingValue) {
  auto p = Parse(R"({"hands": [{"play": ["7H", {"card": "a/b~"}]}], "a/b": {"~": 3}})");
  ASSERT_TRUE(p->root);
  EXPECT_EQ(ResolveDeepest(*p->root, "/hands/0/play/1")->Find("card")->string, "a/b~");
  EXPECT_EQ(ResolveDeepest(*p->root, "/hands/0/play/7"),
            ResolveDeepest(*p->root, "/hands/0/play"));
  EXPECT_EQ(ResolveDeepest(*p->root, "/a~1b/~0")->integer, 3);
  EXPECT_EQ(PointerEscape("a/b~"), "a~1b~0");
}

TEST(Json, ReusesItsArenaAcrossParses) {
  Document doc;
  std::string a = R"({"x": [1, 2, 3]})", b = R"(["y"])";
  const Value* ra = doc.Parse(a, 0, nullptr, nullptr);
  ASSERT_TRUE(ra);
  const Value* rb = doc.Parse(b, 0, nullptr, nullptr);
  ASSERT_TRUE(rb && rb->IsArray());
  EXPECT_EQ((*rb)[0].string, "y");
}

}  // namespace
}  // namespace replay::json
