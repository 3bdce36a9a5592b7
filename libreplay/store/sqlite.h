// A small RAII layer over the SQLite C API, in the image of SQLiteCpp and Chromium's sql/
// (style.md §5), and the store's one database interface: a Database whose name is a PostgreSQL
// connection string (store/postgres.h, IsPostgres) talks to PostgreSQL through libpq behind the
// same calls (issue #27), its SQL the same but for `?` numbered as $n; dialect() tells the few
// callers whose SQL differs. A Database owns the connection, a Statement owns a prepared statement with typed
// binds, a Transaction begins IMMEDIATE and rolls back in its destructor unless committed.
// Failures throw SqliteError, which carries the extended result code, SQLite's message and the SQL
// text. Destructors never throw. Call sites never touch sqlite3_* directly.
#ifndef REPLAY_STORE_SQLITE_H_
#define REPLAY_STORE_SQLITE_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "store/bind_overloads.h"

struct sqlite3;
struct sqlite3_stmt;

namespace replay::store {

class PgConnection;
class PgStatement;

enum class Dialect { kSqlite, kPostgres };

class SqliteError : public std::runtime_error {
 public:
  SqliteError(int extended_code, const std::string& message, std::string sql);
  int code() const { return extended_code_ & 0xff; }  // primary code, e.g. SQLITE_BUSY
  int extended_code() const { return extended_code_; }
  const std::string& sql() const { return sql_; }

 private:
  int extended_code_;
  std::string sql_;
};

class Database {
 public:
  enum class Mode { kReadWriteCreate, kReadOnly };
  // Opens (or creates) `path`; ":memory:" for a private in-memory database. Turns foreign keys on
  // and sets the busy timeout; WAL is the caller's choice (Store turns it on). kReadOnly never
  // writes; a WAL database in a directory it can't write or on a full disk (so no -shm file can
  // be made, and no writer can be at work either) is opened immutable.
  // A PostgreSQL connection string (IsPostgres) connects to that server instead; kReadOnly
  // makes its session read-only, and busy_timeout_ms bounds the wait for the write lock.
  explicit Database(const std::string& path, Mode mode = Mode::kReadWriteCreate,
                    int busy_timeout_ms = 10000);
  ~Database();

  // Runs one or more statements that return no rows needed by the caller.
  void Exec(std::string_view sql);
  // The single integer a query such as "PRAGMA user_version" returns.
  int64_t QueryInt(std::string_view sql);
  // The single text a query returns ("" for NULL).
  std::string QueryText(std::string_view sql);
  // Switches the journal to WAL, retrying while other connections hold locks (switching needs an
  // exclusive lock, and SQLite returns SQLITE_BUSY at once, without the busy handler, when two
  // connections would deadlock), for at most the busy timeout.
  void EnableWal();
  int64_t LastInsertRowId() const;
  int Changes() const;
  // The path, or for PostgreSQL the connection string without its password.
  const std::string& path() const { return path_; }
  sqlite3* handle() const { return db_.get(); }
  Dialect dialect() const { return pg_ ? Dialect::kPostgres : Dialect::kSqlite; }
  PgConnection* pg() const { return pg_.get(); }
  // Whether a transaction is open (BEGIN ... not yet committed or rolled back).
  bool InTransaction() const;

 private:
  struct Close {
    void operator()(sqlite3* db) const noexcept;
  };
  void Open(const std::string& name, int flags);
  std::string path_;
  int busy_timeout_ms_;
  std::unique_ptr<sqlite3, Close> db_;
  std::unique_ptr<PgConnection> pg_;  // set for PostgreSQL, db_ then null
};

class Statement : public BindOverloads<Statement> {
 public:
  Statement(Database& db, std::string_view sql);
  ~Statement();
  Statement(Statement&&) noexcept;

  // Binds are 1-based, as in SQLite; the other types' overloads are in store/bind_overloads.h.
  using BindOverloads<Statement>::Bind;
  Statement& Bind(int index, int64_t value);
  Statement& Bind(int index, double value);
  Statement& Bind(int index, std::string_view text);  // copied: the view need not outlive it
  Statement& BindNull(int index);

  // Advances to the next row: true while a row is available, false when done.
  bool Step();
  // Steps a statement that returns no row (INSERT, UPDATE, ...), then resets it.
  void Run();
  // Resets for another execution; bindings are kept until rebound.
  void Reset();

  bool IsNull(int column) const;
  int64_t Int(int column) const;
  double Double(int column) const;
  std::string_view Text(int column) const;  // valid until the next Step/Reset
  std::optional<int64_t> OptionalInt(int column) const;
  int ColumnCount() const;
  std::string_view ColumnName(int column) const;
  const std::string& sql() const { return sql_; }

 private:
  struct Finalize {
    void operator()(sqlite3_stmt* stmt) const noexcept;
  };
  [[noreturn]] void Fail(int rc) const;
  Database* db_;
  std::string sql_;
  std::unique_ptr<sqlite3_stmt, Finalize> stmt_;
  std::unique_ptr<PgStatement> pg_;  // set for PostgreSQL, stmt_ then null
};

// BEGIN IMMEDIATE on construction, so that a writer waits for the lock at BEGIN (within the busy
// timeout) rather than failing halfway (PostgreSQL: BEGIN and the store's write lock,
// PgConnection::Begin). Rolls back in the destructor unless Commit() was called.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  void Commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace replay::store

#endif  // REPLAY_STORE_SQLITE_H_
