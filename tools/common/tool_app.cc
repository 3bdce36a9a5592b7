#include "tool_app.h"

#include <fcntl.h>
#include <libintl.h>
#include <locale.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <unistd.h>
#include <fmt/format.h>

#include "common/help_format.h"
#include "common/usage_error.h"
#include "core/message.h"
#include "core/text.h"
#include "notation/version.h"
#include "profile/profile.h"

namespace replay::tools {

void AddCommonOptions(CLI::App& app, CommonOptions& o, const std::vector<std::string>& formats) {
  AddInputOptions(app, o);
  app.add_option("-f,--format", o.format, Localize("Output format"))
      ->check(CLI::IsMember(formats))
      ->capture_default_str();
  auto* rules = app.add_option_group(Localize("house rules"),
                                     Localize("Which variant options replay the records"));
  rules
      ->add_option(
          "-r,--rules", o.rules,
          Localize("Override a variant option for every record, as key=value (repeatable); "
                   "wins over --profile"))
      ->take_all()  // repeatable: every -r counts, one key=value each
      ->allow_extra_args(false);
  rules
      ->add_option(
          "--profile", o.profile,
          Localize("Replay with a house-rule profile (game/name, name, or a .json file); it "
                   "applies to the records of its game only"))
      ->type_name("NAME|FILE")
      ->check(ProfileValidator(app.get_name()));
  rules->add_flag("--list-profiles", o.list_profiles,
                  Localize("List the house-rule profiles and exit"));
  if (std::find(formats.begin(), formats.end(), "csv") != formats.end()) AddCsvBomOption(app, o);
}

void AddCsvBomOption(CLI::App& app, CommonOptions& o) {
  app.add_flag(
      "--csv-bom", o.csv_bom,
      Localize("With --format csv, begin with a UTF-8 byte order mark, so that spreadsheet "
               "programs read the names as UTF-8"));
}

std::vector<std::string> ProfileDirs() {
  std::vector<std::string> dirs;
  if (const char* path = std::getenv("REPLAY_PROFILE_PATH")) {
    std::string_view rest = path;
    while (!rest.empty()) {
      size_t colon = rest.find(':');
      if (colon != 0) dirs.emplace_back(rest.substr(0, colon));
      if (colon == std::string_view::npos) break;
      rest.remove_prefix(colon + 1);
    }
  }
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) dirs.push_back((exe.parent_path() / ".." / "share" / "replay" / "profiles").string());
#ifdef REPLAY_SOURCE_PROFILES
  dirs.emplace_back(REPLAY_SOURCE_PROFILES);
#endif
  return dirs;
}

void SetUpMessages() {
  // Only the message language: LC_NUMERIC and the rest stay "C", so numbers read and write the
  // same whatever the locale. The catalogues (po/, built by CMake) sit at <bin>/../share/locale
  // in the build tree and in the install prefix alike, as the profiles do.
  setlocale(LC_MESSAGES, "");
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) bindtextdomain("replay", (exe.parent_path() / ".." / "share" / "locale").c_str());
  bind_textdomain_codeset("replay", "UTF-8");
}

namespace {

// Says why each profile of the search path was skipped, once a run: the validator and the
// loading of one --profile, or --profile and --against-profile, meet the same files. Paths and
// keys come from whoever wrote the directory: shown terminal-safe.
void WarnSkipped(std::string_view tool, const std::vector<Message>& skipped) {
  static std::set<std::string> said;
  for (const Message& m : skipped)
    if (said.insert(m.English()).second)
      fmt::print(stderr, "{}: {}: {}\n", tool, Localize("warning"),
                 TerminalSafe(Tr("profile skipped: {}", m).Localized()));
}

}  // namespace

CLI::Validator ProfileValidator(std::string_view tool) {
  return CLI::Validator(
      [tool = std::string(tool)](std::string& spec) {
        Profile p;
        std::vector<Message> skipped;
        Message e = FindProfile(spec, ProfileDirs(), p, skipped);
        WarnSkipped(tool, skipped);
        return TerminalSafe(e.Localized());
      },
      "", "profile");
}

std::string LoadProfile(std::string_view tool, const std::string& spec, RuleOverrides& overrides,
                        std::string* game) {
  Profile p;
  std::vector<Message> skipped;
  Message e = FindProfile(spec, ProfileDirs(), p, skipped);
  WarnSkipped(tool, skipped);
  if (!e.empty()) return TerminalSafe(e.Localized());
  if (game) *game = p.game;
  return ApplyProfile(p, overrides);
}

int ListProfilesMain(std::string_view tool) {
  std::vector<Message> skipped;
  std::vector<Profile> profiles = ListProfiles(ProfileDirs(), skipped);
  WarnSkipped(tool, skipped);
  size_t width = 0;
  for (const Profile& p : profiles) width = std::max(width, p.Id().size());
  for (const Profile& p : profiles) {
    std::string rules;
    for (const auto& [key, value] : p.rules)
      rules += fmt::format("{}{}={}", rules.empty() ? "" : " ", key,
                           value.front() == '"' ? value.substr(1, value.size() - 2) : value);
    fmt::print("{:<{}}  {}\n{:<{}}  source: {}\n", TerminalSafe(p.Id()), width,
               TerminalSafe(rules), "", width, TerminalSafe(p.source));
  }
  // A bad file on the search path is a warning, not trouble: the others are listed all the same.
  return kExitOk;
}

void AddInputOptions(CLI::App& app, CommonOptions& o) {
  app.add_option(
         "inputs", o.inputs,
         Localize("Record files (one object, an array, or NDJSON) or directories (every *.json "
                  "and *.ndjson below, in byte order of path); - or none for standard input"))
      ->type_name("FILE|DIR");
  app.add_option(
         "--files-from", o.files_from,
         Localize("Also read the inputs named in FILE, one path a line (- for standard input)"))
      ->type_name("FILE");
  AddOutputOption(app, o.output);
  app.add_flag("-q,--quiet", o.quiet, Localize("Print nothing; only the exit code tells"));
  // notation.md §1: NDJSON is read line by line (a damaged line is one invalid record), which
  // needs knowing the input is NDJSON; auto tells by the name and the first lines.
  app.add_option(
         "--input-format", o.input_format,
         Localize("How to read the inputs: auto (NDJSON when named *.ndjson or *.jsonl or when "
                  "the first record ends at a line break and another follows), ndjson (one record "
                  "a line) or json (one JSON text)"))
      ->transform(CLI::CheckedTransformer(
                      std::map<std::string, InputFormat>{{"auto", InputFormat::kAuto},
                                                         {"ndjson", InputFormat::kNdjson},
                                                         {"json", InputFormat::kJson}})
                      .description("{auto,ndjson,json}"))
      ->type_name("TEXT")  // as --format shows its choices
      ->default_str("auto");
  // Each bound keeps memory and time in proportion to the largest record allowed; a record past
  // one is an input/limit error and the tool goes on with the next.
  CLI::Option_group* limits =
      app.add_option_group(Localize("Limits"), Localize("Bounds on what one input may hold"));
  ReadLimits& l = o.limits;
  limits
      ->add_option("--max-record-bytes", l.max_record_bytes,
                   Localize("Longest record text, in bytes"))
      ->check(CLI::Range(size_t(1), size_t(1) << 30))
      ->capture_default_str();
  limits
      ->add_option("--max-line-bytes", l.max_line_bytes,
                   Localize("Longest part of a line skipped after an error (looking for the next "
                            "record, or past --max-record-bytes in NDJSON)"))
      ->check(CLI::Range(size_t(1), size_t(1) << 30))
      ->capture_default_str();
  limits
      ->add_option("--max-depth", l.json.max_depth,
                   Localize("Deepest nesting of arrays and objects"))
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  limits->add_option("--max-keys", l.json.max_keys, Localize("Most keys in one object"))
      ->check(CLI::Range(1, 1 << 24))
      ->capture_default_str();
  limits->add_option("--max-string-bytes", l.json.max_string, Localize("Longest string, in bytes"))
      ->check(CLI::Range(size_t(1), size_t(1) << 30))
      ->capture_default_str();
  limits->add_option("--max-hands", l.max_hands, Localize("Most hands in one record"))
      ->check(CLI::Range(size_t(1), size_t(1) << 24))
      ->capture_default_str();
  limits
      ->add_option("--max-actions", l.max_actions,
                   Localize("Most actions in one hand's auction or play"))
      ->check(CLI::Range(size_t(1), size_t(1) << 24))
      ->capture_default_str();
  // At most 10^9: the engines' arithmetic on claimed figures is exact up to there (json::Limits).
  limits->add_option("--max-number", l.json.max_number, Localize("Largest magnitude of a number"))
      ->check(CLI::Range(int64_t(1), int64_t(1000000000)))
      ->capture_default_str();
  app.add_flag("-w,--no-warnings", o.no_warnings, Localize("Print no warnings"));
  app.add_option("--ignore", o.ignore,
                 Localize("Print no diagnostic with this code (repeatable); an ignored error still "
                          "makes its record invalid"))
      ->type_name("CODE")
      ->take_all()
      ->allow_extra_args(false);
}

void AddJobsOption(CLI::App& app, CommonOptions& o) {
  app.add_option(
         "-j,--jobs", o.jobs,
         Localize("Replay on N threads (0: one a processor); the output is the same, in input "
                  "order"))
      ->type_name("N")
      ->check(CLI::Range(0, 256))
      ->capture_default_str();
}

bool CommonOptions::Shows(const Diagnostic& d) const {
  if (quiet || (no_warnings && !d.IsError())) return false;
  return std::find(ignore.begin(), ignore.end(), d.code) == ignore.end();
}

void PrintDiagnostic(const CommonOptions& options, const Diagnostic& d, bool json) {
  if (!options.Shows(d)) return;
  if (json) fmt::print("{}\n", ToJson(d).dump());
  else fmt::print(stderr, "{}\n", FormatText(d));
}

void PrintSummary(std::string_view tool, bool json, const nlohmann::ordered_json& fields,
                  const std::string& text) {
  if (json) {
    nlohmann::ordered_json line = {{"tool", tool}};
    line.update(fields);
    fmt::print(stderr, "{}\n", line.dump());
  } else {
    fmt::print(stderr, "{}: {}\n", tool, text);
  }
}

std::string SummaryLosses(long not_json, long unreadable) {
  std::string text;
  if (not_json) text += Tr("; {} not JSON", not_json).Localized();
  if (unreadable)
    text += (unreadable == 1 ? Tr("; 1 input could not be read")
                             : Tr("; {} inputs could not be read", unreadable)).Localized();
  return text;
}

void AddColorOption(CLI::App& app, std::string& mode) {
  app.add_option("--color", mode,
                 Localize("Colour: auto (a terminal, unless NO_COLOR is set), always, never"))
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
}

bool UseColor(const std::string& mode, std::FILE* stream) {
  if (mode != "auto") return mode == "always";
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  return isatty(fileno(stream)) == 1;
}

void AddSelectionOptions(CLI::App& app, SelectionArgs& a) {
  select::Selection& s = a.selection;
  auto* group = app.add_option_group(Localize("selection"),
                                     Localize("Which records (replay-filter, replay-stats)"));
  // Repeatable, one value each, so that a following input or statistic is not taken as one.
  auto repeatable = [&](const char* name, std::vector<std::string>& values, std::string help) {
    group->add_option(name, values, std::move(help))->take_all()->allow_extra_args(false);
  };
  repeatable("--game", s.games, Localize("Only this game (repeatable: any of)"));
  repeatable("--rules", a.rules,
             Localize("Only records whose rules say key=value; players=N is the form "
                      "(repeatable: all)"));
  repeatable("--player", s.players,
             Localize("Only records this player (name or id) plays in; in replay-stats, only his "
                      "units (his seat with --by player, else his side) (repeatable: any of)"));
  repeatable("--event", s.events, Localize("Only this event, tags.event (repeatable: any of)"));
  // A bad date is a usage error at parse time (exit 2), like any other malformed option value.
  const CLI::Validator date(
      [](std::string& value) {
        return select::IsDate(value) ? std::string()
                                     : fmt::format("\"{}\" is not a date YYYY-MM-DD", value);
      },
      "", "date");  // no description: --help already shows the type name DATE
  group->add_option("--since", s.since, Localize("Only records dated on or after YYYY-MM-DD"))
      ->type_name("DATE")
      ->check(date);
  group->add_option("--until", s.until, Localize("Only records dated on or before YYYY-MM-DD"))
      ->type_name("DATE")
      ->check(date);
  repeatable("--tag", a.tags, Localize("Only records with tag key=value (repeatable: all)"));
}

std::string FinishSelection(SelectionArgs& a) {
  for (auto [list, out] : {std::pair{&a.rules, &a.selection.rules},
                           std::pair{&a.tags, &a.selection.tags}})
    for (const std::string& kv : *list)
      if (std::string e = select::AddKeyValue(kv, *out); !e.empty()) return e;
  return select::Check(a.selection);
}

CLI::Validator WholeNumber(uint64_t min, uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        uint64_t value = 0;
        const char* end = text.data() + text.size();
        auto [stop, error] = std::from_chars(text.data(), end, value);
        // from_chars takes neither sign nor space nor prefix; a point or exponent stops it early.
        if (text.empty() || stop != end || error != std::errc() || value < min || value > max)
          return Tr("\"{}\" is not a whole number from {} to {}", text, min, max).Localized();
        return {};
      },
      Tr("whole number in [{} - {}]", min, max).Localized(), "whole number");
}

void AddOutputOption(CLI::App& app, std::string& output) {
  app.add_option("-o,--output", output, Localize("Write standard output to FILE instead"))
      ->type_name("FILE");
}

std::vector<std::string> ExpandInputs(const std::vector<std::string>& paths,
                                      std::vector<std::string>& errors) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (path == "-" || !fs::is_directory(path, ec)) {
      files.push_back(path);  // a missing file is reported when it is opened
      continue;
    }
    std::vector<std::string> found;
    fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      const fs::path& p = it->path();
      std::error_code file_ec;
      if ((p.extension() == ".json" || p.extension() == ".ndjson") &&
          it->is_regular_file(file_ec))
        found.push_back(p.string());
    }
    if (ec) errors.push_back(fmt::format("{}: can't read directory: {}", path, ec.message()));
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

namespace {

// The longest line of a --files-from list: PATH_MAX on Linux, so no path is refused that open(2)
// would take. The list may be a stream (`-`, a pipe from find), so it can't be sized up front:
// each line is read up to this bound, and a line longer than it, or holding a NUL byte (which
// no path holds), ends the list as not a list of paths. /dev/zero or a binary file so stops at
// once instead of filling memory with one endless line.
constexpr size_t kMaxPathLine = 4096;

// Appends the paths of `list`, one a line (a CR before the newline and empty lines ignored), to
// `paths`; returns why the list is not one (empty when it is), naming the line counted from 1.
Message ReadPathList(std::istream& list, std::vector<std::string>& paths) {
  std::string line(kMaxPathLine + 1, '\0');
  for (long number = 1;; ++number) {
    list.getline(line.data(), std::streamsize(line.size()));
    const size_t length = size_t(list.gcount()) - (list.good() ? 1 : 0);  // less the newline
    if (list.fail() && !list.eof())
      return Tr("line {} is longer than {} bytes: not a path", number, kMaxPathLine);
    std::string_view path(line.data(), length);
    if (path.find('\0') != std::string_view::npos)
      return Tr("line {} holds a NUL byte: not a path", number);
    if (!path.empty() && path.back() == '\r') path.remove_suffix(1);
    if (!path.empty()) paths.emplace_back(path);
    if (!list.good()) return {};
  }
}

// Every file the tool writes: -o (else standard output, "-") and the tool's other outputs.
std::vector<std::string> OutputsOf(const CommonOptions& o) {
  std::vector<std::string> outputs = {o.output.empty() ? "-" : o.output};
  for (const std::string* path : o.more_outputs) outputs.push_back(*path);
  return outputs;
}

// Every file the tool reads: its record inputs (a tool without them, such as replay-gen, reads no
// standard input), the --files-from list, a --profile file and the tool's other inputs.
std::vector<std::string> InputsOf(const CLI::App& app, const CommonOptions& o) {
  std::vector<std::string> inputs;
  if (app.get_option_no_throw("inputs")) inputs = o.inputs;
  if (!o.files_from.empty()) inputs.push_back(o.files_from);
  std::error_code ec;
  if (!o.profile.empty() && std::filesystem::is_regular_file(o.profile, ec))
    inputs.push_back(o.profile);
  for (const std::string* path : o.more_inputs)
    if (!path->empty()) inputs.push_back(*path);
  if (o.store && !o.store->empty())
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) inputs.push_back(*o.store + suffix);
  return inputs;
}

}  // namespace

std::optional<int> Parse(CLI::App& app, int argc, char** argv, CommonOptions& o) {
  SetUpMessages();
  LocalizeHelp(app, fmt::format("{} {} (notation version {})", app.get_name(), REPLAY_VERSION,
                                kNotationVersion));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
    // Usage errors name the tool, as every other message does; CLI11's own codes all mean
    // "usage" here.
    // In the reader's language (common/usage_error.h), made safe for a terminal: the text
    // repeats what was typed, and an argument may hold control characters.
    fmt::print(stderr, "{}: {}\n{}\n", app.get_name(),
               TerminalSafe(UsageError(e.what()).Localized()),
               Localize("Run with --help for more information."));
    return kExitTrouble;
  }
  if (o.list_profiles) return ListProfilesMain(app.get_name());
  // The profile first, then --rules over it (Add replaces a profile's entry of the same key).
  if (!o.profile.empty())
    if (std::string e = LoadProfile(app.get_name(), o.profile, o.overrides); !e.empty()) {
      fmt::print(stderr, "{}: {}\n", app.get_name(), e);
      return kExitTrouble;
    }
  for (const std::string& kv : o.rules) {
    std::string error = o.overrides.Add(kv);
    if (!error.empty()) {
      fmt::print(stderr, "{}: {}\n", app.get_name(), error);
      return kExitTrouble;
    }
  }
  if (!o.files_from.empty()) {
    std::ifstream list_file;
    if (o.files_from != "-") {
      list_file.open(o.files_from);
      if (!list_file) {
        fmt::print(stderr, "{}: {}: can't open: {}\n", app.get_name(), o.files_from,
                   std::strerror(errno));
        return kExitTrouble;
      }
    }
    std::istream& list = o.files_from == "-" ? std::cin : list_file;
    if (Message e = ReadPathList(list, o.inputs); !e.empty()) {
      fmt::print(stderr, "{}: {}: {}\n", app.get_name(), o.files_from,
                 TerminalSafe(e.Localized()));
      return kExitTrouble;
    }
  } else if (o.inputs.empty()) {
    o.inputs.push_back("-");
  }
  std::vector<std::string> errors;
  o.inputs = ExpandInputs(o.inputs, errors);
  for (const std::string& e : errors) fmt::print(stderr, "{}: {}\n", app.get_name(), e);
  if (!errors.empty()) return kExitTrouble;
  if (std::string e = CheckOutputs(OutputsOf(o), InputsOf(app, o)); !e.empty()) {
    fmt::print(stderr, "{}: {}\n", app.get_name(), e);
    return kExitTrouble;
  }
  if (std::string e = RedirectOutput(o.output); !e.empty()) {
    fmt::print(stderr, "{}: {}\n", app.get_name(), e);
    return kExitTrouble;
  }
  // Whole lines only: every line reaches the output in one write(2), so that the NDJSON of tools
  // run side by side into one pipe (xargs -P) interleaves by line, not inside one (atomic up to
  // PIPE_BUF, 4096 bytes on Linux; longer lines: give each process its own -o).
  static char buffer[1 << 16];
  std::setvbuf(stdout, buffer, _IOLBF, sizeof buffer);
  // Before anything else on standard output (line buffered: it goes out with the first line).
  if (o.csv_bom && o.format == "csv" && !o.quiet) fmt::print("\xEF\xBB\xBF");
  return std::nullopt;
}

bool ForEachInput(const CommonOptions& o, const std::function<void(RecordReader&)>& body,
                  long* unreadable) {
  long failed = 0;
  for (const std::string& path : o.inputs) {
    std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (!file) {
      fmt::print(stderr, "{}: can't open: {}\n", path, std::strerror(errno));
      ++failed;
      continue;
    }
    RecordReader reader(file, path, o.limits);
    reader.set_format(o.input_format);
    body(reader);
    if (reader.io_error()) {
      fmt::print(stderr, "{}: read error: {}\n", path, std::strerror(errno));
      ++failed;
    }
    if (file != stdin) std::fclose(file);
  }
  if (unreadable) *unreadable = failed;
  return failed == 0;
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
  // Before the tool makes its options: their descriptions are written in the reader's language.
  SetUpMessages();
  int code;
  try {
    code = body();
  } catch (const std::exception& e) {  // also fmt::print's std::system_error on a failed write
    FinishOutputs(false);
    Say(tool, e.what());
    return kExitTrouble;
  }
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    FinishOutputs(false);
    Say(tool, fmt::format("can't write to standard output: {}", std::strerror(errno)));
    return kExitTrouble;
  }
  // Exit 0 or 1: the tool read every input to its end, so its output is whole; exit 2 (an input
  // not read, a failed write): the old files stay.
  if (std::string e = FinishOutputs(code != kExitTrouble); !e.empty()) {
    Say(tool, e);
    code = kExitTrouble;
  }
  if (std::fflush(stderr) != 0 || std::ferror(stderr)) return kExitTrouble;
  return code;
}

}  // namespace replay::tools
