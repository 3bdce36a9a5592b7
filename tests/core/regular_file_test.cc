// ReadRegularFile (core/regular_file.h): only a regular file, only up to its limit, and a FIFO or
// a device is refused at once instead of blocking or filling memory (issue #24).
#include "core/regular_file.h"

#include <sys/stat.h>

#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "core/temp_dir_test.h"

namespace replay {
namespace {

namespace fs = std::filesystem;

using RegularFile = testing::TempDirTest;

TEST_F(RegularFile, ReadsAFileUpToItsLimitWhole) {
  std::string text;
  EXPECT_EQ(ReadRegularFile(Write("a", "12345"), 5, text), "");
  EXPECT_EQ(text, "12345");
  EXPECT_EQ(ReadRegularFile(Write("empty", ""), 5, text), "");
  EXPECT_EQ(text, "");
}

TEST_F(RegularFile, RefusesAFileOverItsLimit) {
  std::string text = "old";
  std::string path = Write("b", "123456");
  Message e = ReadRegularFile(path, 5, text);
  EXPECT_EQ(e, path + ": over the size limit of 5 bytes");
  EXPECT_EQ(text, "");
}

TEST_F(RegularFile, RefusesAFifoWithoutBlocking) {
  std::string path = (dir_ / "fifo").string();
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  std::string text;
  // Without O_NONBLOCK the open itself waits for a writer that never comes.
  EXPECT_EQ(ReadRegularFile(path, 1 << 20, text), path + ": not a regular file");
}

TEST_F(RegularFile, RefusesDevicesDirectoriesAndWhatIsNotThere) {
  std::string text;
  EXPECT_EQ(ReadRegularFile("/dev/zero", 1 << 20, text), "/dev/zero: not a regular file");
  EXPECT_EQ(ReadRegularFile(dir_.string(), 1 << 20, text), dir_.string() + ": not a regular file");
  fs::create_symlink("/dev/zero", dir_ / "zero.json");
  EXPECT_EQ(ReadRegularFile((dir_ / "zero.json").string(), 1 << 20, text),
            (dir_ / "zero.json").string() + ": not a regular file");
  Message e = ReadRegularFile((dir_ / "none").string(), 1 << 20, text);
  EXPECT_NE(e.English().find("none: can't open: "), std::string::npos) << e;
}

}  // namespace
}  // namespace replay
