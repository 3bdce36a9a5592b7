// Store::Writer, private to the store: the statements and row writers of Store::Add, made once per
// store, and the rows a record, its hands' facts and its review become. On PostgreSQL a new
// record's rows are buffered (store/rows.h) and sent when the transaction commits (Flush): all but
// the lookups of one record are then one COPY per table and batch.
#ifndef REPLAY_STORE_WRITER_H_
#define REPLAY_STORE_WRITER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "store/rows.h"
#include "store/sqlite.h"
#include "store/store.h"

namespace replay::store {

class Store::Writer {
 public:
  explicit Writer(Database& db);
  ~Writer();
  Writer(const Writer&) = delete;
  Writer& operator=(const Writer&) = delete;

  Database& db_;
  Statement savepoint, release, rollback, find, remove;
  std::optional<Statement> record, player, seat;  // SQLite
  // In the order Flush sends them: a table after those its rows refer to.
  Rows records, text, tag, rule, seat_stage, side, hands, hand_sides, hand_seats, meld, cante,
      contract, tute, record_review, review_card, review_move, review_side, review_dd,
      review_contract, source;
  Statement known, has_review, known_source;

  // PostgreSQL: the records buffered and not yet sent, by hash and id.
  std::unordered_set<std::string> pending_hashes;
  std::vector<int64_t> pending_ids;
  bool stage_made = false;

  // Sends the buffered rows (PostgreSQL), then the totals of their records; `resume`: back to
  // the pipeline for more of the transaction.
  void Flush(bool resume);
  // Forgets the buffered rows (PostgreSQL: the transaction rolled back).
  void Drop();
  // A transaction's rows are sent by then even before it commits: a large input imported in
  // one transaction (no --batch) keeps the importer's memory bounded, as SQLite's cache does.
  static constexpr size_t kFlushBytes = size_t(32) << 20;
  size_t BufferedBytes();
  std::vector<Rows*> Buffered();

  // The id of the next record: on SQLite none (NULL: the rowid it gets, read back by RETURNING);
  // on PostgreSQL one of a block taken from the sequence, so that the record's rows are sent
  // without waiting for the id (a block is a round trip per kIdBlock records; ids a killed or
  // rolled-back import took are skipped, as a sequence's are).
  std::optional<int64_t> NextRecordId(Database& db);
  std::optional<Statement> reserve;
  std::vector<int64_t> next_ids;

  // The totals_% tables of the schema (schema/store.sql, migration 4), and on SQLite one
  // statement each that adds a record's rows.
  std::vector<std::string> totals_tables;
  std::vector<Statement> totals;

  // store/hand_rows.cc: the seats, sides, hands and their facts.
  void Seats(int64_t id, const Record& r, const MatchOutcome& outcome);
  void Hands(int64_t id, const Record& r, const MatchOutcome& outcome, const Prepared& prepared);
  void Facts(int64_t id, int64_t h, const HandFacts& f, int players);
  // store/review_rows.cc: the review's rows.
  bool HasReview(int64_t id);
  void Review(int64_t id, const Record& r, const review::RecordReview& review);
};

}  // namespace replay::store

#endif  // REPLAY_STORE_WRITER_H_
