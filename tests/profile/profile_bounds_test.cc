// Profiles within bounds (issue #24): a profile is read by the records' own reader with their
// limits, refused with a reason that names its file, and a bad file on the search path is only
// skipped — the profiles beside it still work. The same cases through the tools:
// tests/hostile/profiles_test.sh.
#include <sys/stat.h>

#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/temp_dir_test.h"

#include "profile/profile.h"

namespace replay {
namespace {

namespace fs = std::filesystem;

std::string ProfileText(const std::string& rules) {
  return R"({"game": "diloti", "name": "x", "rules": )" + rules + R"(, "source": "s"})";
}

std::string Refusal(const std::string& text) {
  Profile p;
  return ParseProfile(text, "x.json", p).English();
}

TEST(ProfileBounds, NestingIsBoundedByTheRecordsDepthLimit) {
  std::string deep = R"({"o": )" + std::string(100000, '[') + std::string(100000, ']') + "}";
  std::string e = Refusal(ProfileText(deep));
  EXPECT_EQ(e.rfind("x.json:1:", 0), 0u) << e;
  EXPECT_NE(e.find("nested deeper than the limit of 64 levels"), std::string::npos) << e;
}

TEST(ProfileBounds, KeysAreBoundedByTheRecordsKeyLimit) {
  std::string keys = "{";
  for (int i = 0; i < 300000; ++i) keys += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
  std::string e = Refusal(ProfileText(keys + "}"));
  EXPECT_NE(e.find("more than 10000 keys"), std::string::npos) << e;
}

TEST(ProfileBounds, ManyUnknownOptionsAreJudgedInFileOrderFirstOneReported) {
  // Within the key limit: each option is tried alone, so the first unknown one ends the check
  // (a replay of all of them at once reported 10,000 diagnostics, each located from the start).
  std::string keys = "{\"target\": 61";
  for (int i = 0; i < 10000 - 1; ++i) keys += ",\"k" + std::to_string(i) + "\":0";
  std::string e = Refusal(ProfileText(keys + "}"));
  EXPECT_EQ(e, "x.json: diloti has no option `k0` (rules/unknown-option)");
}

TEST(ProfileBounds, TheTextIsOneObjectWithEachKeyOnce) {
  EXPECT_EQ(Refusal(""), "x.json:1:1: the input ends inside a JSON value");
  EXPECT_EQ(Refusal("[]"), "x.json: not a JSON object");
  EXPECT_EQ(Refusal(ProfileText("{}") + " {}"),
            "x.json:1:61: more text after the profile's object");
  EXPECT_EQ(Refusal(R"({"game": "diloti", "game": "tute", "name": "x", "rules": {},
                       "source": "s"})"),
            "x.json:1:20: this key occurs twice in one object; a profile says each once");
  EXPECT_EQ(Refusal(ProfileText(R"({"target": 61, "target": 62})")),
            "x.json:1:57: this key occurs twice in one object; a profile says each once");
  EXPECT_EQ(Refusal(ProfileText("[]")), "x.json: `rules` must be an object");
  Profile p;
  ASSERT_EQ(ParseProfile(ProfileText(R"({"target": 61, "players": 2})") + "\n", "x.json", p), "");
  EXPECT_EQ(p.Id(), "diloti/x");
  ASSERT_EQ(p.rules.size(), 2u);
  EXPECT_EQ(p.rules[0], (std::pair<std::string, std::string>("target", "61")));
  EXPECT_EQ(p.rules[1], (std::pair<std::string, std::string>("players", "2")));
}

// Profiles below dir_/diloti/, as on the search path.
class ProfileDirectory : public testing::TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    fs::create_directories(dir_ / "diloti");
  }
};

TEST_F(ProfileDirectory, ABadFileIsSkippedWithItsReasonAndTheOthersStillWork) {
  std::string deep = Write("diloti/deep.json", ProfileText(std::string(100000, '[')));
  std::string text = Write("diloti/text.json", "not json");
  std::string big =
      Write("diloti/big.json", ProfileText("{}") + std::string(kMaxProfileBytes, ' '));
  std::string fifo = (dir_ / "diloti" / "fifo.json").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Write("diloti/mine.json",
        R"({"game": "diloti", "name": "mine", "rules": {"target": 61}, "source": "s"})");
  std::vector<Message> skipped;
  std::vector<Profile> found = ListProfiles({dir_.string()}, skipped);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].Id(), "diloti/mine");
  ASSERT_EQ(skipped.size(), 4u);
  // Sorted by path: big, deep, fifo, text.
  EXPECT_EQ(skipped[0], big + ": over the size limit of 1048576 bytes");
  EXPECT_EQ(skipped[1].English().rfind(deep + ":1:", 0), 0u) << skipped[1];
  EXPECT_EQ(skipped[2], fifo + ": not a regular file");
  EXPECT_EQ(skipped[3], text + ":1:2: expected 'null', found 'o'") << skipped[3];

  Profile p;
  skipped.clear();
  EXPECT_EQ(FindProfile("mine", {dir_.string()}, p, skipped), "");
  EXPECT_EQ(p.Id(), "diloti/mine");
  EXPECT_EQ(skipped.size(), 4u);
}

TEST_F(ProfileDirectory, AGivenFileThatIsNoRegularFileIsRefusedAsSuch) {
  Profile p;
  std::vector<Message> skipped;
  // /dev/zero exists: it is read as a file (and refused), not looked up as a profile's name.
  EXPECT_EQ(FindProfile("/dev/zero", {dir_.string()}, p, skipped), "/dev/zero: not a regular file");
  std::string fifo = (dir_ / "fifo").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(FindProfile(fifo, {dir_.string()}, p, skipped), fifo + ": not a regular file");
  EXPECT_TRUE(skipped.empty());
}

}  // namespace
}  // namespace replay
