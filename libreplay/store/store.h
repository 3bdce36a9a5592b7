// The store: a SQLite database (or a PostgreSQL one: a --db connection string, issue #27) of records, their players, hands and per-hand facts
// (schema/store.sql), written by replay-import and read by replay-stats.
//
// A record's identity is the SHA-256 of its canonical form (store/canonical.h): adding a record
// that is already stored changes nothing. A valid record is stored with the facts its engine
// computed (engine/game.h, MatchOutcome::facts) mapped into columns; an invalid one, only when the
// caller asks, as its canonical text, tags and diagnostics (valid = 0). Facts keys that have no
// column are kept whole in `hands.extra`, so a game may add facts before the schema names them.
#ifndef REPLAY_STORE_STORE_H_
#define REPLAY_STORE_STORE_H_

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/replay.h"
#include "review/record_review.h"
#include "store/sqlite.h"

namespace replay::store {

struct StoreOptions {
  int busy_timeout_ms = 10000;  // how long a writer waits for another writer's lock
  bool read_only = false;       // open an existing store for reading (no migration)
  // PostgreSQL: the schema the store lives in (created when missing unless read_only), rather
  // than the connection's search_path, so that a database holding other tables can hold a store.
  std::string pg_schema;
};

class Store {
 public:
  // Opens or creates the store at `path` (":memory:" for tests): WAL journal, foreign keys on,
  // schema migrated forward. A PostgreSQL connection string (store/postgres.h, IsPostgres) opens
  // the store in that database, migrated the same way.
  explicit Store(const std::string& path, const StoreOptions& options = {});
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  enum class Added {
    kNew,        // stored
    kDuplicate,  // already stored (same canonical form): nothing changed
    kReplaced,   // stored valid in place of the same record kept invalid earlier
    kReviewed,   // already stored without a review: the review was added, nothing else changed
  };
  // Adds one replayed record: a valid one needs its outcome (ReplayOptions::want_facts); an
  // invalid one is kept with its diagnostics. `overrides` are the --rules the record was replayed
  // with; they become part of its canonical form. Atomic (a SAVEPOINT): on an exception nothing of
  // the record is written. Call it inside a Transaction to group records (outside one, it is its
  // own transaction).
  Added Add(const RecordReport& report, const RuleOverrides* overrides = nullptr);

  // What Add computes from a record alone (may run on any thread, as the importer's -j workers
  // do): its canonical text and hash, and for a valid record each hand's `hands.extra` (its
  // facts as JSON when some key has no column; nullopt otherwise).
  struct Prepared {
    std::string canonical, hash;
    std::vector<std::optional<std::string>> hand_extra;
  };
  static Prepared Prepare(const RecordReport& report, const RuleOverrides* overrides);
  // Add with its Prepare done; `source_hash` (SourceHash, may be empty) is remembered for a valid
  // record without diagnostics, so that Known finds the same text again. With `review` (of the
  // report's outcome: review/record_review.h) the review is stored too, in the same savepoint,
  // and a valid record stored earlier without one gets it (kReviewed); a record that has one
  // keeps it (kDuplicate).
  Added Add(const RecordReport& report, const Prepared& prepared,
            const RuleOverrides* overrides, std::string_view source_hash,
            const review::RecordReview* review = nullptr);

  // The key of a record's text in `source_texts`: the tools' version, the --rules fingerprint
  // and the text as read.
  static std::string SourceHash(std::string_view text, const RuleOverrides* overrides);
  // Whether `source_hash` is that of a text already stored valid without diagnostics; with
  // `reviewed`, also with its review when its game has one (review::HasReview), so that an
  // import with --review replays the records stored without a review.
  bool Known(std::string_view source_hash, bool reviewed = false);

  // Calls `sink` with the canonical text of every stored valid record, in import order.
  void Export(const std::function<void(std::string_view)>& sink);

  Database& db() { return db_; }

  // Bulk loading, for a transaction that adds many records (replay-import): on SQLite, into a
  // store that holds no record yet, DeferIndexes drops the secondary indexes (schema/store.sql's
  // CREATE INDEX; the keys the import looks up stay) and MakeDeferredIndexes, called before the
  // commit, makes them again, sorting all the rows once rather than updating each index row by
  // row. Both are in the transaction: a rollback or a crash leaves the indexes as they were. A
  // store with records keeps its indexes (rebuilding them would cost more than the new rows).
  void DeferIndexes();
  void MakeDeferredIndexes();

 private:
  class Writer;
  Database db_;
  std::unique_ptr<Writer> writer_;  // prepared statements, made on first Add
  std::vector<std::string> deferred_indexes_;  // the CREATE INDEX statements DeferIndexes undid
};

}  // namespace replay::store

#endif  // REPLAY_STORE_STORE_H_
