// replay-import: validates records with their engines and stores the valid ones, with the facts of
// every hand, in a store (schema/store.sql): a SQLite file, or a PostgreSQL database when --db is a
// connection string; --export writes the stored records back.
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <limits>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/tool_app.h"
#include "core/text.h"
#include "store/import.h"

namespace replay::tools {
namespace {

// A one-line progress bar on stderr for inputs of at least kLargeInput bytes, when stderr is a
// terminal. Progress is the bytes of the records read so far over the file's size.
class Progress {
 public:
  static constexpr long long kLargeInput = 4 << 20;

  explicit Progress(bool enabled) : enabled_(enabled) {}
  ~Progress() { Clear(); }

  void Record(std::string_view input, size_t bytes) {
    if (!enabled_) return;
    if (input != input_) {
      Clear();
      input_ = std::string(input);
      struct stat st;
      size_ = input != "-" && ::stat(input_.c_str(), &st) == 0 && S_ISREG(st.st_mode) ? st.st_size : 0;
      done_ = 0;
      records_ = 0;
    }
    done_ += (long long)bytes + 1;
    ++records_;
    auto now = std::chrono::steady_clock::now();
    if (size_ < kLargeInput || now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    int percent = int(std::min(100LL, done_ * 100 / size_));
    fmt::print(stderr, "\r{} [{:<30}] {:3}% {} records", input_,
               std::string(size_t(percent * 30 / 100), '#'), percent, records_);
    shown_ = true;
  }

  void Clear() {
    if (shown_) fmt::print(stderr, "\r\033[K");
    shown_ = false;
  }

 private:
  bool enabled_;
  bool shown_ = false;
  std::string input_;
  long long size_ = 0, done_ = 0;
  long records_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

int Export(const std::string& db, const std::string& pg_schema, int busy_timeout_ms) {
  store::StoreOptions options;
  options.read_only = true;
  options.busy_timeout_ms = busy_timeout_ms;
  options.pg_schema = pg_schema;
  store::Store store(db, options);
  store.Export([](std::string_view text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
  });
  return std::fflush(stdout) == 0 ? kExitOk : kExitTrouble;
}

}  // namespace

int ReplayImportMain(int argc, char** argv) {
  CLI::App app{Localize("Validate records and store the valid ones, with the facts of every hand, "
                        "in a store that replay-stats reads (a SQLite file or a PostgreSQL "
                        "database)."),
               "replay-import"};
  CommonOptions options;
  std::string db, pg_schema;
  bool keep_invalid = false, summary = false, export_records = false, review = false;
  long batch = 0;
  int busy_timeout_ms = 10000;
  AddCommonOptions(app, options, {"text", "json"});
  AddJobsOption(app, options);
  app.add_option("--db", db,
                 Localize("The store (created when missing): a SQLite file, or a PostgreSQL "
                          "database as a postgresql:// URI or a libpq key=value string"))
      ->required();
  app.add_option("--pg-schema", pg_schema,
                 Localize("PostgreSQL: keep the store in this schema (created when missing)"));
  options.store = &db;  // -o can't be the store or its -wal, -shm, -journal
  app.add_flag("--keep-invalid", keep_invalid,
               Localize("Store invalid records too, marked invalid, with their diagnostics"));
  app.add_flag(
      "--review", review,
      Localize("Review the play of every Bourlot, Pilotta and Diloti hand (as replay-review) and "
               "store it for replay-stats accuracy; records stored without a review get one"));
  app.add_option("--batch", batch,
                 Localize("Commit every N records (default: one transaction per input)"))
      ->check(WholeNumber(0, std::numeric_limits<long>::max()));
  app.add_option("--busy-timeout", busy_timeout_ms,
                 Localize("Milliseconds to wait for another importer's lock"))
      ->check(WholeNumber(0, std::numeric_limits<int>::max()))
      ->capture_default_str();
  app.add_flag("-s,--summary", summary,
               Localize("Print a one-line summary on stderr (one JSON object with -f json)"));
  app.add_flag(
      "--export", export_records,
      Localize("Write every stored valid record to standard output as NDJSON (canonical form)"));
  if (auto code = Parse(app, argc, argv, options)) return *code;
  if (export_records) {
    if (app.get_option("inputs")->count() > 0) {
      fmt::print(stderr, "replay-import: --export reads the store, not inputs\n");
      return kExitTrouble;
    }
    return Export(db, pg_schema, busy_timeout_ms);
  }

  store::StoreOptions store_options;
  store_options.busy_timeout_ms = busy_timeout_ms;
  store_options.pg_schema = pg_schema;
  store::Store store(db, store_options);
  store::ImportOptions import_options;
  import_options.keep_invalid = keep_invalid;
  import_options.batch = batch;
  import_options.jobs = options.jobs;
  import_options.review = review;
  import_options.overrides = &options.overrides;
  store::Importer importer(store, import_options);
  const bool json = options.format == "json";
  Progress progress(!options.quiet && ::isatty(STDERR_FILENO));
  long unreadable = 0;
  bool inputs_ok = ForEachInput(options, [&](RecordReader& reader) {
    importer.Import(reader, [&](const RecordReport& report, store::Disposition disposition) {
      if (report.record) progress.Record(report.input, report.record->source.text.size());
      if (options.quiet) return;
      if (!report.diagnostics.empty()) progress.Clear();
      for (const Diagnostic& d : report.diagnostics) PrintDiagnostic(options, d, json);
      if (disposition == store::Disposition::kNoEngine) {
        progress.Clear();
        fmt::print(stderr, "{}: record {}: this build has no engine for {}; not stored\n",
                   TerminalSafe(report.input), report.index, TerminalSafe(report.record->game));
      }
    });
  }, &unreadable);
  progress.Clear();
  const store::ImportCounts& c = importer.counts();
  if (summary && !options.quiet) {
    std::string line = fmt::format("{} record{}: {} added ({} hands), {} already stored",
                                   c.records, c.records == 1 ? "" : "s", c.added, c.hands_added,
                                   c.duplicates);
    if (c.invalid > 0)
      line += fmt::format(", {} invalid ({} kept)", c.invalid, c.kept_invalid);
    if (c.no_engine > 0) line += fmt::format(", {} without an engine", c.no_engine);
    nlohmann::ordered_json fields = {{"records", c.records},        {"added", c.added},
                                     {"hands_added", c.hands_added}, {"already_stored", c.duplicates},
                                     {"invalid", c.invalid},         {"kept_invalid", c.kept_invalid},
                                     {"no_engine", c.no_engine},     {"unreadable", unreadable}};
    if (review) {
      line += fmt::format(", {} reviewed", c.reviewed);
      fields["reviewed"] = c.reviewed;
    }
    PrintSummary("replay-import", json, fields, line + SummaryLosses(0, unreadable));
  }
  if (!inputs_ok || c.no_engine > 0) return kExitTrouble;
  return c.invalid > 0 ? kExitInvalid : kExitOk;
}

}  // namespace replay::tools

int main(int argc, char** argv) {
  return replay::tools::Guard("replay-import",
                              [&] { return replay::tools::ReplayImportMain(argc, argv); });
}
