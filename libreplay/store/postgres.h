// The PostgreSQL side of the store's database layer (store/sqlite.h: Database, Statement and
// Transaction choose it when --db is a PostgreSQL connection string). libpq directly, as the
// SQLite side uses SQLite's C API: the store needs prepared statements with text parameters,
// row-by-row reading and transactions, which libpq gives in a few calls, so no C++ wrapper
// earns its place. Everything travels in text format, which keeps the values the same as
// SQLite's to the bit (integers as digits, doubles in PostgreSQL's shortest exact form).
#ifndef REPLAY_STORE_POSTGRES_H_
#define REPLAY_STORE_POSTGRES_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;

namespace replay::store {

// Whether `db` names a PostgreSQL database rather than a SQLite file: a postgresql:// or
// postgres:// URI, or a libpq "key=value ..." string (a file path with '=' in it is written
// ./a=b.db to stay a file).
bool IsPostgres(std::string_view db);

// A failure reported by the server or libpq: SQLSTATE ("40P01"; "" when the connection broke),
// the server's message and the SQL.
class PgError : public std::runtime_error {
 public:
  PgError(std::string sqlstate, const std::string& message, std::string_view sql);
  const std::string& sqlstate() const { return sqlstate_; }

 private:
  std::string sqlstate_;
};

// `text` as a quoted identifier ("a""b") and as a string literal ('it''s') of SQL, for the
// statements made from names (the session has standard_conforming_strings on).
std::string PgIdentifier(std::string_view text);
std::string PgLiteral(std::string_view text);

class PgConnection {
 public:
  // Connects; with `read_only` every transaction of the session is read-only (reading a store
  // writes nothing, as with SQLite). `lock_timeout_ms` bounds the wait for another writer.
  PgConnection(const std::string& conninfo, bool read_only, int lock_timeout_ms);
  ~PgConnection();
  PgConnection(const PgConnection&) = delete;
  PgConnection& operator=(const PgConnection&) = delete;

  void Exec(std::string_view sql);
  bool InTransaction() const;
  // BEGIN, then the store's write lock (see Begin in postgres.cc for why one lock); the
  // transaction's statements then go in libpq's pipeline mode (see Send).
  void Begin();
  void Rollback() noexcept;
  // COMMIT, after `on_end(true)` (which may still write: the store's buffered rows); a rollback
  // calls `on_end(false)` so that what was buffered for the transaction is dropped with it.
  void Commit();
  void OnTransactionEnd(std::function<void(bool commit)> on_end) { on_end_ = std::move(on_end); }
  // COPY ... FROM STDIN of `data`, rows in COPY's text format (CopyField). Leaves pipeline mode
  // for it (COPY has no place in a pipeline); ResumePipeline goes back for what follows.
  void CopyIn(std::string_view copy_sql, std::string_view data);
  void ResumePipeline();

  // In a transaction begun by Begin, a statement whose rows nobody reads is sent without waiting
  // for its answer (libpq pipeline mode): an import's dozens of INSERTs per record cost one round
  // trip per query that is read (Sync) rather than one each. Its error, if any, is thrown by the
  // next Sync, and the transaction is then lost whole (a batch is all or nothing anyway).
  bool pipelined() const { return pipeline_; }
  void Sent() { ++pending_; }
  // Waits for every answer sent; returns the last one (the caller's to PQclear) when `keep_last`,
  // and throws the first error after reading them all.
  pg_result* Sync(bool keep_last, std::string_view sql);
  // The connection string without its password, for messages.
  const std::string& name() const { return name_; }
  pg_conn* handle() const { return conn_; }
  std::string NextStatementName() { return "replay_s" + std::to_string(++statements_); }

 private:
  pg_conn* conn_ = nullptr;
  void EndPipeline(bool check);
  std::string name_;
  int lock_timeout_ms_;
  uint64_t statements_ = 0;
  bool pipeline_ = false;
  int pending_ = 0;  // sent in the pipeline, not yet answered
  std::function<void(bool commit)> on_end_;
};

// Appends `value` to a row of COPY's text format: a backslash, tab, newline or carriage return
// escaped, NULL as \N.
void CopyField(std::string& row, const std::optional<std::string_view>& value);

class PgStatement {
 public:
  // Prepares `sql`, its '?' parameters numbered $1, $2, ... as PostgreSQL writes them.
  PgStatement(PgConnection& connection, std::string_view sql);
  ~PgStatement();
  PgStatement(const PgStatement&) = delete;
  PgStatement& operator=(const PgStatement&) = delete;

  void Bind(int index, std::optional<std::string> value);  // 1-based
  bool Step();
  void Run();  // a statement whose rows are not read: pipelined in a transaction
  void Reset();
  bool IsNull(int column) const;
  std::string_view Text(int column) const;
  int64_t Int(int column) const;  // also a boolean ("t", "f") and an integral numeric
  double Double(int column) const;
  int ColumnCount();
  std::string_view ColumnName(int column);

 private:
  PgConnection& connection_;
  std::string name_, sql_;
  std::vector<std::optional<std::string>> params_;
  void Send();
  pg_result* result_ = nullptr;
  pg_result* description_ = nullptr;
  int row_ = -1;
};

}  // namespace replay::store

#endif  // REPLAY_STORE_POSTGRES_H_
