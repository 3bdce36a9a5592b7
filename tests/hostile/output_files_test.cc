// Issue #24: an output file never destroys an input or another output, and a failed run leaves
// the old file (tools/common/output_files.h; the tools themselves: hostile/tools_test.sh,
// section 10).
#include "common/output_files.h"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

namespace replay::tools {
namespace {

namespace fs = std::filesystem;

// A fresh directory, removed with what it holds.
class OutputFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char name[] = "/tmp/replay-output-files-XXXXXX";
    ASSERT_NE(::mkdtemp(name), nullptr);
    dir_ = name;
  }
  void TearDown() override {
    FinishOutputs(false);
    fs::remove_all(dir_);
  }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  void Write(const std::string& name, const std::string& text) const {
    std::ofstream(Path(name), std::ios::binary) << text;
  }
  std::string Read(const std::string& name) const {
    std::ifstream in(Path(name), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  // OpenOutput over `name` holding "old\n"; the test fails when it can't be opened.
  std::FILE* OpenOverOld(const std::string& name) const {
    Write(name, "old\n");
    std::string error;
    std::FILE* file = OpenOutput(Path(name), error);
    EXPECT_NE(file, nullptr) << error;
    return file;
  }
  size_t Entries() const {
    return size_t(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()));
  }
  fs::path dir_;
};

TEST_F(OutputFilesTest, AnOutputThatIsAnInputByAnotherNameIsRefused) {
  Write("in.ndjson", "{}\n");
  fs::create_hard_link(Path("in.ndjson"), Path("link.ndjson"));
  std::string e = CheckOutputs({Path("link.ndjson")}, {Path("in.ndjson")});
  EXPECT_NE(e.find("is the same file as"), std::string::npos) << e;
  EXPECT_NE(CheckOutputs({Path("./in.ndjson")}, {Path("in.ndjson")}), "");
  EXPECT_EQ(CheckOutputs({Path("out.ndjson")}, {Path("in.ndjson")}), "");
  EXPECT_EQ(CheckOutputs({"", "-"}, {Path("in.ndjson")}), "");  // no -o; a pipe or terminal
}

TEST_F(OutputFilesTest, TwoOutputsThatAreOneFileAreRefusedEvenBeforeItExists) {
  std::string e = CheckOutputs({"", Path("x"), dir_.string() + "/../" +
                                                   dir_.filename().string() + "/x"}, {});
  EXPECT_NE(e.find("two outputs"), std::string::npos) << e;
  EXPECT_EQ(Entries(), 0u);
  EXPECT_EQ(CheckOutputs({Path("x"), Path("y")}, {}), "");
  // Character devices destroy nothing: /dev/null may take every output.
  EXPECT_EQ(CheckOutputs({"/dev/null", "/dev/null"}, {"/dev/null"}), "");
}

TEST_F(OutputFilesTest, AFailedRunLeavesTheOldFileAndNoTemporaryFile) {
  std::FILE* file = OpenOverOld("out.ndjson");
  ASSERT_NE(file, nullptr);
  std::fputs("half a line", file);
  std::fflush(file);
  EXPECT_EQ(Read("out.ndjson"), "old\n");  // untouched while the run goes on
  EXPECT_EQ(Entries(), 2u);                 // the old file and the temporary one beside it
  EXPECT_EQ(FinishOutputs(false), "");
  EXPECT_EQ(Read("out.ndjson"), "old\n");
  EXPECT_EQ(Entries(), 1u);
}

TEST_F(OutputFilesTest, ARunThatEndsRenamesTheWholeFileIntoPlaceKeepingItsMode) {
  Write("out.ndjson", "old\n");
  ::chmod(Path("out.ndjson").c_str(), 0600);
  std::string error;
  std::FILE* file = OpenOutput(Path("out.ndjson"), error);
  ASSERT_NE(file, nullptr) << error;
  std::fputs("new\n", file);
  std::FILE* fresh = OpenOutput(Path("fresh.ndjson"), error);
  ASSERT_NE(fresh, nullptr) << error;
  std::fputs("fresh\n", fresh);
  EXPECT_EQ(FinishOutputs(true), "");
  EXPECT_EQ(Read("out.ndjson"), "new\n");
  EXPECT_EQ(Read("fresh.ndjson"), "fresh\n");
  EXPECT_EQ(Entries(), 2u);
  struct stat st;
  ASSERT_EQ(::stat(Path("out.ndjson").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ASSERT_EQ(::stat(Path("fresh.ndjson").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0666u & ~mask);
}

TEST_F(OutputFilesTest, ASymbolicLinkIsFollowedAndStaysALink) {
  Write("real.ndjson", "old\n");
  fs::create_symlink(Path("real.ndjson"), Path("link.ndjson"));
  std::string error;
  std::FILE* file = OpenOutput(Path("link.ndjson"), error);
  ASSERT_NE(file, nullptr) << error;
  std::fputs("new\n", file);
  EXPECT_EQ(FinishOutputs(true), "");
  EXPECT_TRUE(fs::is_symlink(Path("link.ndjson")));
  EXPECT_EQ(Read("real.ndjson"), "new\n");
}

TEST_F(OutputFilesTest, ADeviceIsWrittenAsItIs) {
  std::string error;
  std::FILE* file = OpenOutput("/dev/null", error);
  ASSERT_NE(file, nullptr) << error;
  std::fputs("gone\n", file);
  EXPECT_EQ(FinishOutputs(true), "");
  struct stat st;
  ASSERT_EQ(::stat("/dev/null", &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
}

TEST_F(OutputFilesTest, AFailedWriteIsReportedAndTheOldFileStays) {
  std::FILE* file = OpenOverOld("out.ndjson");
  ASSERT_NE(file, nullptr);
  std::fputs("new\n", file);
  // The buffered line can't be written at the end (as on a full disk; here EBADF).
  ::close(::fileno(file));
  std::string e = FinishOutputs(true);
  EXPECT_NE(e.find("can't write"), std::string::npos) << e;
  EXPECT_EQ(Read("out.ndjson"), "old\n");
  EXPECT_EQ(Entries(), 1u);
}

}  // namespace
}  // namespace replay::tools
