// Golden cases of replay-import and replay-stats, in the format of tests/tools/run_golden.sh:
// tests/tools/<tool>/<case>.args (one argument per line, run from the repository root), optional
// <case>.stdin, and the expected <case>.out, <case>.err and <case>.code, compared byte for byte.
// These tools need a store, so an argument "@DB@" is replaced by a fresh temporary store, filled
// from tests/store/fixtures/<name>.ndjson when <case>.fixture names one. With the environment
// variable REPLAY_UPDATE_GOLDEN=1 the expected files are rewritten instead.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

namespace fs = std::filesystem;

std::string Slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct ToolRun {
  std::string out, err;
  int code = -1;
};

// Runs `tool` with `args` from the repository root, stdin from `stdin_path`.
ToolRun RunTool(const std::string& tool, const std::vector<std::string>& args,
            const std::string& stdin_path, const testing::TempDir& dir) {
  std::string out_path = dir.Path("out"), err_path = dir.Path("err");
  std::string binary = std::string(REPLAY_BIN_DIR) + "/" + tool;
  std::fflush(nullptr);
  pid_t pid = ::fork();
  if (pid == 0) {
    if (::chdir(REPLAY_SOURCE_DIR) != 0) ::_exit(127);
    int in = ::open(stdin_path.c_str(), O_RDONLY);
    int out = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0) ::_exit(127);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    std::vector<char*> argv = {const_cast<char*>(binary.c_str())};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(binary.c_str(), argv.data());
    ::_exit(127);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  ToolRun run;
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = Slurp(out_path);
  run.err = Slurp(err_path);
  return run;
}

class ToolGolden : public ::testing::TestWithParam<std::string> {};

TEST_P(ToolGolden, MatchesExpectedOutput) {
  const fs::path root = REPLAY_SOURCE_DIR;
  const fs::path args_file = root / GetParam();
  const std::string tool = args_file.parent_path().filename().string();
  fs::path base = args_file;
  base.replace_extension();
  testing::TempDir dir;
  std::string db = dir.Path("store.db");
  if (fs::exists(base.string() + ".fixture")) {
    std::string fixture = Slurp(base.string() + ".fixture");
    while (!fixture.empty() && (fixture.back() == '\n' || fixture.back() == ' ')) fixture.pop_back();
    Store store(db);
    testing::AddFixtures(store, (root / "tests/store/fixtures" / (fixture + ".ndjson")).string());
  }
  std::vector<std::string> args;
  for (const std::string& line : testing::ReadLines(args_file.string()))
    args.push_back(line == "@DB@" ? db : line);
  std::string stdin_path = fs::exists(base.string() + ".stdin") ? base.string() + ".stdin" : "/dev/null";
  ToolRun run = RunTool(tool, args, stdin_path, dir);
  // The store's path differs from run to run: name it @DB@ in the output.
  for (std::string* text : {&run.out, &run.err})
    for (size_t at; (at = text->find(db)) != std::string::npos;) text->replace(at, db.size(), "@DB@");
  if (std::getenv("REPLAY_UPDATE_GOLDEN")) {
    testing::WriteFile(base.string() + ".out", run.out);
    testing::WriteFile(base.string() + ".err", run.err);
    testing::WriteFile(base.string() + ".code", std::to_string(run.code) + "\n");
    return;
  }
  EXPECT_EQ(run.out, Slurp(base.string() + ".out"));
  EXPECT_EQ(run.err, Slurp(base.string() + ".err"));
  EXPECT_EQ(std::to_string(run.code) + "\n", Slurp(base.string() + ".code"));
}

// replay-import reports every record exactly as replay-validate does, in both formats, whether or
// not it keeps the invalid ones; only its summary line (-s) is its own.
TEST(ReplayImport, ReportsRecordsExactlyAsReplayValidate) {
  testing::TempDir dir;
  std::string db = dir.Path("store.db");
  for (const char* input : {"tests/tools/replay-import/mixed.ndjson",
                            "../shared/conformance/diloti-4p.valid.ndjson"})
    for (const char* format : {"text", "json"})
      for (bool keep : {false, true}) {
        std::vector<std::string> args = {"--format", format, input};
        ToolRun validate = RunTool("replay-validate", args, "/dev/null", dir);
        args.insert(args.begin(), {"--db", db});
        if (keep) args.push_back("--keep-invalid");
        ToolRun import = RunTool("replay-import", args, "/dev/null", dir);
        EXPECT_EQ(import.err, validate.err) << input << " " << format;
        EXPECT_EQ(import.out, validate.out) << input << " " << format;
        EXPECT_EQ(import.code, validate.code) << input << " " << format;
      }
}

// The samples of the reviewed store: a Diloti hand, a Pilotta hand and a Bourlot match.
const char* const kReviewSamples[] = {"samples/diloti/worked-hand-4p.json",
                                      "samples/pilotta/worked-hand.json",
                                      "samples/bourlot/match-default.json"};

// What replay-import --review stores is what replay-review computes: each player's line of
// replay-review's NDJSON equals his row of replay-stats accuracy --by player, to the last bit.
TEST(ReplayStatsAccuracy, EqualsReplayReviewsPlayerFigures) {
  testing::TempDir temp;
  const std::string db = temp.Path("review.db");
  std::vector<std::string> inputs(std::begin(kReviewSamples), std::end(kReviewSamples));
  std::vector<std::string> import_args = {"--db", db, "--review"};
  import_args.insert(import_args.end(), inputs.begin(), inputs.end());
  ASSERT_EQ(RunTool("replay-import", import_args, "/dev/null", temp).code, 0);
  ToolRun review = RunTool("replay-review", inputs, "/dev/null", temp);
  ASSERT_EQ(review.code, 0) << review.err;
  ToolRun stats = RunTool("replay-stats", {"--db", db, "accuracy", "--by", "player", "--layout",
                                           "wide", "--format", "json"},
                          "/dev/null", temp);
  ASSERT_EQ(stats.code, 0) << stats.err;
  std::map<std::string, nlohmann::json> rows;
  std::istringstream stats_lines(stats.out);
  for (std::string line; std::getline(stats_lines, line);) {
    nlohmann::json row = nlohmann::json::parse(line);
    rows[row["player"].get<std::string>()] = row;
  }
  std::istringstream review_lines(review.out);
  size_t players = 0;
  for (std::string line; std::getline(review_lines, line);) {
    const nlohmann::json p = nlohmann::json::parse(line);
    if (p["type"] != "player") continue;
    ++players;
    const std::string name = p["name"];
    ASSERT_TRUE(rows.count(name)) << name;
    const nlohmann::json& row = rows[name];
    const int64_t cards = p.value("cards", int64_t{0}), moves = p.value("moves", int64_t{0});
    EXPECT_EQ(row["cards"], cards) << name;
    EXPECT_EQ(row["moves"], moves) << name;
    EXPECT_EQ(row["reviewed"], cards + moves) << name;
    if (cards > 0) {
      EXPECT_EQ(row["optimal_rate"].get<double>(), p["optimal_share"].get<double>()) << name;
      EXPECT_EQ(row["optimal_rate_low"].get<double>(), p["low"].get<double>()) << name;
      EXPECT_EQ(row["optimal_rate_high"].get<double>(), p["high"].get<double>()) << name;
      EXPECT_EQ(row["mean_cost"].get<double>(), p["mean_cost"].get<double>()) << name;
      EXPECT_EQ(row["mean_cost_n"], cards) << name;
    }
    if (moves > 0) {
      EXPECT_EQ(row["missed_xeri_rate"].get<double>(),
                double(p["missed_xeri"].get<int64_t>()) / double(moves)) << name;
      EXPECT_EQ(row["missed_points_per_move"].get<double>(),
                double(p["missed_points"].get<int64_t>()) / double(moves)) << name;
    }
  }
  EXPECT_EQ(players, rows.size());
  EXPECT_GT(players, 4u);
}

// Every statistic in the wide layout with every grouping, in text, CSV and JSON (one golden file
// per statistic, a section per grouping and format: tests/tools/replay-stats/wide/<stat>.golden)
// and SVG (a file per statistic and grouping, <stat>-<grouping>.svg, which
// tests/browser/render_svg_test.mjs renders in Chromium). On the fixture store of the other stats goldens.
TEST(ReplayStatsWide, EveryStatisticGroupingAndFormat) {
  const fs::path dir = fs::path(REPLAY_SOURCE_DIR) / "tests/tools/replay-stats/wide";
  const bool update = std::getenv("REPLAY_UPDATE_GOLDEN") != nullptr;
  if (update) fs::create_directories(dir);
  testing::TempDir temp;
  const std::string fixture_db = temp.Path("store.db");
  {
    Store store(fixture_db);
    testing::AddFixtures(store, std::string(REPLAY_SOURCE_DIR) + "/tests/store/fixtures/stats.ndjson");
  }
  // The hand-made fixtures have facts but no play to review: accuracy reads a store that
  // replay-import --review filled from samples instead.
  const std::string review_db = temp.Path("review.db");
  {
    ToolRun run = RunTool("replay-import", {"--db", review_db, "--review", kReviewSamples[0],
                                            kReviewSamples[1], kReviewSamples[2]},
                          "/dev/null", temp);
    ASSERT_EQ(run.code, 0) << run.err;
  }
  std::vector<std::string> expected_files;
  // contracts-reviewed: contracts on the reviewed store, Bourlot and Pilotta (split by game)
  // with the makeability of the double-dummy tables (lost_makeable_rate, unmakeable_bid_rate).
  for (const char* name : {"xeri", "points", "contracts", "declarations", "tute", "wins", "games",
                           "accuracy", "contracts-reviewed"}) {
    const bool reviewed = std::string(name) == "accuracy" || std::string(name) == "contracts-reviewed";
    const char* statistic = std::string(name) == "contracts-reviewed" ? "contracts" : name;
    const std::string& db = reviewed ? review_db : fixture_db;
    auto name_db = [&](std::string text) {
      for (size_t at; (at = text.find(db)) != std::string::npos;) text.replace(at, db.size(), "@DB@");
      return text;
    };
    std::string golden;
    for (const char* by : {"", "player", "side", "pair", "event", "game", "variant"}) {
      std::vector<std::string> base = {"--db", db, statistic};
      if (*by) base.insert(base.end(), {"--by", by});
      for (const char* format : {"text", "csv", "json", "svg"}) {
        // The SVG has no layout; the others ask for the wide one (CSV's and JSON's isn't default).
        std::vector<std::string> args = base;
        if (std::string(format) != "svg") args.insert(args.end(), {"--layout", "wide"});
        args.insert(args.end(), {"--format", format});
        ToolRun run = RunTool("replay-stats", args, "/dev/null", temp);
        std::string heading = fmt::format("## {}{}{} --format {}: exit {}\n", statistic,
                                          *by ? " --by " : "", by, format, run.code);
        if (std::string(format) != "svg" || run.code != 0) {
          golden += heading + name_db(run.err) + name_db(run.out);
          continue;
        }
        // The SVG goes to a file of its own, to be opened (and rendered) as it is.
        golden += heading + "(" + fmt::format("{}-{}.svg", name, *by ? by : "all") + ")\n";
        const fs::path svg = dir / fmt::format("{}-{}.svg", name, *by ? by : "all");
        expected_files.push_back(svg.filename().string());
        EXPECT_EQ(run.err, "") << svg;
        if (update) testing::WriteFile(svg.string(), run.out);
        else EXPECT_EQ(run.out, Slurp(svg)) << svg;
      }
    }
    const fs::path file = dir / (std::string(name) + ".golden");
    expected_files.push_back(file.filename().string());
    if (update) testing::WriteFile(file.string(), golden);
    else EXPECT_EQ(golden, Slurp(file)) << file;
  }
  // No stale golden is left behind (the browser test renders every SVG in the directory).
  std::vector<std::string> present;
  for (const auto& entry : fs::directory_iterator(dir)) present.push_back(entry.path().filename());
  std::sort(present.begin(), present.end());
  std::sort(expected_files.begin(), expected_files.end());
  EXPECT_EQ(present, expected_files);
}

std::vector<std::string> Cases() {
  std::vector<std::string> cases;
  for (const char* tool : {"replay-import", "replay-stats"}) {
    fs::path dir = fs::path(REPLAY_SOURCE_DIR) / "tests/tools" / tool;
    if (!fs::exists(dir)) continue;
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".args")
        cases.push_back(fs::relative(entry.path(), REPLAY_SOURCE_DIR).string());
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Cases, ToolGolden, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ToolGolden);

}  // namespace
}  // namespace replay::store
