#include "tool_app.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fmt/format.h>

namespace replay::tools {

void AddCommonOptions(CLI::App& app, CommonOptions& o, const std::vector<std::string>& formats) {
  app.add_option("inputs", o.inputs, "Record files (one object, an array, or NDJSON); - or none "
                                     "for standard input");
  app.add_option("-f,--format", o.format, "Output format")
      ->check(CLI::IsMember(formats))
      ->capture_default_str();
  app.add_option("-r,--rules", o.rules,
                 "Override a variant option for every record, as key=value (repeatable)")
      ->expected(1)
      ->allow_extra_args(false);
  app.add_flag("-q,--quiet", o.quiet, "Print nothing; only the exit code tells");
  // Each bound keeps memory and time in proportion to the largest record allowed; a record past
  // one is an input/limit error and the tool goes on with the next.
  CLI::Option_group* limits = app.add_option_group("Limits", "Bounds on what one input may hold");
  ReadLimits& l = o.limits;
  limits->add_option("--max-record-bytes", l.max_record_bytes, "Longest record text, in bytes")
      ->check(CLI::Range(size_t(1), size_t(1) << 30))
      ->capture_default_str();
  limits->add_option("--max-line-bytes", l.max_line_bytes,
                     "Longest line skipped after an error while looking for the next record")
      ->check(CLI::Range(size_t(1), size_t(1) << 30))
      ->capture_default_str();
  limits->add_option("--max-depth", l.json.max_depth, "Deepest nesting of arrays and objects")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  limits->add_option("--max-keys", l.json.max_keys, "Most keys in one object")
      ->check(CLI::Range(1, 1 << 24))
      ->capture_default_str();
  limits->add_option("--max-string-bytes", l.json.max_string, "Longest string, in bytes")
      ->check(CLI::Range(size_t(1), size_t(1) << 30))
      ->capture_default_str();
  limits->add_option("--max-hands", l.max_hands, "Most hands in one record")
      ->check(CLI::Range(size_t(1), size_t(1) << 24))
      ->capture_default_str();
  limits->add_option("--max-actions", l.max_actions, "Most actions in one hand's auction or play")
      ->check(CLI::Range(size_t(1), size_t(1) << 24))
      ->capture_default_str();
  // At most 10^9: the engines' arithmetic on claimed figures is exact up to there (json::Limits).
  limits->add_option("--max-number", l.json.max_number, "Largest magnitude of a number")
      ->check(CLI::Range(int64_t(1), int64_t(1000000000)))
      ->capture_default_str();
}

std::optional<int> Parse(CLI::App& app, int argc, char** argv, CommonOptions& o) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitTrouble;  // CLI11's own codes all mean "usage" here
  }
  for (const std::string& kv : o.rules) {
    std::string error = o.overrides.Add(kv);
    if (!error.empty()) {
      fmt::print(stderr, "{}: {}\n", app.get_name(), error);
      return kExitTrouble;
    }
  }
  if (o.inputs.empty()) o.inputs.push_back("-");
  return std::nullopt;
}

bool ForEachInput(const CommonOptions& o, const std::function<void(RecordReader&)>& body) {
  bool ok = true;
  for (const std::string& path : o.inputs) {
    std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (!file) {
      fmt::print(stderr, "{}: can't open: {}\n", path, std::strerror(errno));
      ok = false;
      continue;
    }
    RecordReader reader(file, path, o.limits);
    body(reader);
    if (reader.io_error()) {
      fmt::print(stderr, "{}: read error: {}\n", path, std::strerror(errno));
      ok = false;
    }
    if (file != stdin) std::fclose(file);
  }
  return ok;
}

namespace {

// A descriptor 0-2 that the caller closed would be the next one open() returns: the store's
// database would become "standard output". Occupy it: /dev/full makes every write to a closed
// stdout or stderr fail (and so end the tool with exit 2), /dev/null makes stdin empty.
void OccupyClosedStandardDescriptors() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    int opened = ::open(fd == 0 ? "/dev/null" : "/dev/full", fd == 0 ? O_RDONLY : O_WRONLY);
    if (opened < 0 && fd != 0) opened = ::open("/dev/null", O_WRONLY);
    if (opened >= 0 && opened != fd) {
      ::dup2(opened, fd);
      ::close(opened);
    }
  }
}

// Writes the last word without throwing (fmt::print would throw on a failed write, in a catch).
void Say(std::string_view tool, std::string_view message) noexcept {
  std::fwrite(tool.data(), 1, tool.size(), stderr);
  std::fputs(": ", stderr);
  std::fwrite(message.data(), 1, message.size(), stderr);
  std::fputc('\n', stderr);
  std::fflush(stderr);
}

}  // namespace

int Guard(std::string_view tool, const std::function<int()>& body) {
  // With a file size limit (ulimit -f), a write past it fails with EFBIG, which is reported,
  // instead of SIGXFSZ killing the tool without a word.
  std::signal(SIGXFSZ, SIG_IGN);
  OccupyClosedStandardDescriptors();
  int code;
  try {
    code = body();
  } catch (const std::exception& e) {  // also fmt::print's std::system_error on a failed write
    Say(tool, e.what());
    return kExitTrouble;
  }
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    Say(tool, fmt::format("can't write to standard output: {}", std::strerror(errno)));
    return kExitTrouble;
  }
  if (std::fflush(stderr) != 0 || std::ferror(stderr)) return kExitTrouble;
  return code;
}

}  // namespace replay::tools
