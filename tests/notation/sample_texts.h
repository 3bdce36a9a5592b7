// The text of every sample file (samples/**/*.json), valid and invalid: the inputs that the
// differential tests of the reader add to their own hostile ones.
#ifndef REPLAY_TESTS_NOTATION_SAMPLE_TEXTS_H_
#define REPLAY_TESTS_NOTATION_SAMPLE_TEXTS_H_

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace replay {

inline std::vector<std::string> SampleTexts() {
  std::vector<std::string> texts;
  for (auto& entry : std::filesystem::recursive_directory_iterator(REPLAY_SOURCE_DIR "/samples")) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    texts.push_back(text.str());
  }
  return texts;
}

}  // namespace replay

#endif  // REPLAY_TESTS_NOTATION_SAMPLE_TEXTS_H_
