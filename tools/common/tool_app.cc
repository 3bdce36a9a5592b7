#include "tool_app.h"

#include <cerrno>
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
    RecordReader reader(file, path);
    body(reader);
    if (reader.io_error()) {
      fmt::print(stderr, "{}: read error: {}\n", path, std::strerror(errno));
      ok = false;
    }
    if (file != stdin) std::fclose(file);
  }
  return ok;
}

int Guard(std::string_view tool, const std::function<int()>& body) {
  try {
    return body();
  } catch (const std::exception& e) {
    fmt::print(stderr, "{}: {}\n", tool, e.what());
    return kExitTrouble;
  }
}

}  // namespace replay::tools
