// A test's whole-file read: the bytes of `path`, or "" when it cannot be opened (the test's own
// expectations then fail on the empty text).
#ifndef REPLAY_TESTS_SLURP_H_
#define REPLAY_TESTS_SLURP_H_

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace replay {

inline std::string Slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace replay

#endif  // REPLAY_TESTS_SLURP_H_
