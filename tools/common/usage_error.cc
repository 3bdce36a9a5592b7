#include "common/usage_error.h"

#include <functional>
#include <regex>
#include <vector>

namespace replay::tools {
namespace {

struct Template {
  std::regex pattern;  // CLI11 2.1's English, whole
  std::function<Message(const std::smatch&)> words;
};

// The errors of CLI11 2.1 (CLI/Error.hpp, CLI/Validators.hpp) that the tools' options can raise.
// A validator's message comes after the option's name ("--format: ..."); a message of our own
// validators (WholeNumber, the profile's) is already translated and fits none of these.
const std::vector<Template>& Templates() {
  static const std::vector<Template> templates = [] {
    std::vector<Template> t;
    auto add = [&](const char* pattern, std::function<Message(const std::smatch&)> words) {
      t.push_back({std::regex(pattern), std::move(words)});
    };
    add(R"((\S+) is required)", [](const std::smatch& m) { return Tr("{} is required", m.str(1)); });
    add(R"(The following argument was not expected: (.+))", [](const std::smatch& m) {
      return Tr("The following argument was not expected: {}", m.str(1));
    });
    add(R"(The following arguments were not expected: (.+))", [](const std::smatch& m) {
      return Tr("The following arguments were not expected: {}", m.str(1));
    });
    add(R"((\S+): (.*) not in (\{.*\}))", [](const std::smatch& m) {
      return Tr("{}: {} not in {}", m.str(1), m.str(2), m.str(3));
    });
    add(R"((\S+): Value (.*) not in range (\S+) to (\S+))", [](const std::smatch& m) {
      return Tr("{}: Value {} not in range {} to {}", m.str(1), m.str(2), m.str(3), m.str(4));
    });
    add(R"((\S+): File does not exist: (.+))", [](const std::smatch& m) {
      return Tr("{}: File does not exist: {}", m.str(1), m.str(2));
    });
    add(R"((\S+): File is actually a directory: (.+))", [](const std::smatch& m) {
      return Tr("{}: File is actually a directory: {}", m.str(1), m.str(2));
    });
    add(R"((\S+): At Most (\d+) required but received (\d+))", [](const std::smatch& m) {
      return Tr("{}: At Most {} required but received {}", m.str(1), m.str(2), m.str(3));
    });
    add(R"((\S+): At least (\d+) required but received (\d+))", [](const std::smatch& m) {
      return Tr("{}: At least {} required but received {}", m.str(1), m.str(2), m.str(3));
    });
    add(R"(Expected exactly (\d+) arguments to (\S+), got (\d+))", [](const std::smatch& m) {
      return Tr("Expected exactly {} arguments to {}, got {}", m.str(1), m.str(2), m.str(3));
    });
    add(R"(Expected at least (\d+) arguments to (\S+), got (\d+))", [](const std::smatch& m) {
      return Tr("Expected at least {} arguments to {}, got {}", m.str(1), m.str(2), m.str(3));
    });
    add(R"((\S+) requires (\S+))", [](const std::smatch& m) {
      return Tr("{} requires {}", m.str(1), m.str(2));
    });
    add(R"((\S+) excludes (\S+))", [](const std::smatch& m) {
      return Tr("{} excludes {}", m.str(1), m.str(2));
    });
    add(R"(The value (.*) is not an allowed value for (\S+))", [](const std::smatch& m) {
      return Tr("The value {} is not an allowed value for {}", m.str(1), m.str(2));
    });
    add(R"(Could not convert: (\S+) = (.*))", [](const std::smatch& m) {
      return Tr("Could not convert: {} = {}", m.str(1), m.str(2));
    });
    add(R"((\S+): Should be true/false or a number)", [](const std::smatch& m) {
      return Tr("{}: Should be true/false or a number", m.str(1));
    });
    add(R"((\S+): too many inputs for a flag)", [](const std::smatch& m) {
      return Tr("{}: too many inputs for a flag", m.str(1));
    });
    return t;
  }();
  return templates;
}

}  // namespace

Message UsageError(const std::string& what) {
  std::smatch m;
  for (const Template& t : Templates())
    if (std::regex_match(what, m, t.pattern)) return t.words(m);
  return Message(what);
}

}  // namespace replay::tools
