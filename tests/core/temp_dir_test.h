// A fixture for tests that need files: a fresh directory per test, removed after it, named by
// process and test so that tests run in parallel (ctest -j) never share one.
#ifndef REPLAY_TESTS_CORE_TEMP_DIR_TEST_H_
#define REPLAY_TESTS_CORE_TEMP_DIR_TEST_H_

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

namespace replay::testing {

class TempDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("replay_test_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  // Writes `text` to `name` (a path below the directory, whose folders exist); returns its path.
  std::string Write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name, std::ios::binary) << text;
    return (dir_ / name).string();
  }
  std::filesystem::path dir_;
};

}  // namespace replay::testing

#endif  // REPLAY_TESTS_CORE_TEMP_DIR_TEST_H_
