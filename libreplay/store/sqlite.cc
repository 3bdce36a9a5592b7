#include "store/sqlite.h"

#include <sqlite3.h>

#include <fmt/format.h>

#include "store/postgres.h"

namespace replay::store {
namespace {

std::string Describe(int extended_code, std::string_view message, std::string_view sql) {
  std::string_view why = sqlite3_errstr(extended_code);
  std::string out = message == why ? std::string(message) : fmt::format("{} ({})", message, why);
  if (!sql.empty()) {
    // One line: the first 200 characters of the statement are enough to recognise it.
    std::string flat(sql.substr(0, 200));
    for (char& c : flat)
      if (c == '\n' || c == '\t') c = ' ';
    out += fmt::format(" in: {}{}", flat, sql.size() > 200 ? "..." : "");
  }
  return out;
}

}  // namespace

SqliteError::SqliteError(int extended_code, const std::string& message, std::string sql)
    : std::runtime_error(Describe(extended_code, message, sql)),
      extended_code_(extended_code),
      sql_(std::move(sql)) {}

void Database::Close::operator()(sqlite3* db) const noexcept { sqlite3_close_v2(db); }

Database::Database(const std::string& path, Mode mode, int busy_timeout_ms)
    : path_(path), busy_timeout_ms_(busy_timeout_ms) {
  if (IsPostgres(path)) {
    pg_ = std::make_unique<PgConnection>(path, mode == Mode::kReadOnly, busy_timeout_ms);
    path_ = pg_->name();
    return;
  }
  if (mode != Mode::kReadOnly) {
    Open(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    return;
  }
  Open(path, SQLITE_OPEN_READONLY);
  try {
    QueryInt("PRAGMA user_version");  // reads the header, and the WAL index if in WAL mode
  } catch (const SqliteError& e) {
    // No -shm file can be made beside it: a read-only directory or file system (READONLY,
    // CANTOPEN), or a full disk (FULL, or IOERR_SHMSIZE and its kin): no writer can be at work
    // there either, so the file is read as it is.
    int primary = e.extended_code() & 0xFF;
    if (primary != SQLITE_READONLY && primary != SQLITE_CANTOPEN && primary != SQLITE_FULL &&
        primary != SQLITE_IOERR)
      throw;
    // RFC 3986 escapes for the characters a file: URI treats specially.
    std::string uri = "file:";
    for (char c : path) {
      if (c == '%' || c == '?' || c == '#') uri += fmt::format("%{:02X}", static_cast<unsigned char>(c));
      else uri += c;
    }
    Open(uri + "?immutable=1", SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
  }
}

Database::~Database() = default;

bool Database::InTransaction() const {
  return pg_ ? pg_->InTransaction() : sqlite3_get_autocommit(db_.get()) == 0;
}

void Database::Open(const std::string& name, int flags) {
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(name.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  db_.reset(db);  // closed even when the open failed
  if (rc != SQLITE_OK) {
    throw SqliteError(db ? sqlite3_extended_errcode(db) : rc, fmt::format("can't open {}", path_),
                      "");
  }
  sqlite3_extended_result_codes(db, 1);
  sqlite3_busy_timeout(db, busy_timeout_ms_);
  Exec("PRAGMA foreign_keys = ON");
}

void Database::EnableWal() {
  if (pg_) return;  // PostgreSQL has its own WAL
  int waited = 0;
  while (true) {
    try {
      // An in-memory database keeps its journal in memory: there is no WAL to switch to.
      std::string mode = QueryText("PRAGMA journal_mode = WAL");
      if (mode == "wal" || mode == "memory") return;
    } catch (const SqliteError& e) {
      int primary = e.extended_code() & 0xFF;
      if ((primary != SQLITE_BUSY && primary != SQLITE_LOCKED) || waited >= busy_timeout_ms_)
        throw;
    }
    if (waited >= busy_timeout_ms_)
      throw SqliteError(SQLITE_BUSY, "can't switch the journal to WAL", "PRAGMA journal_mode = WAL");
    sqlite3_sleep(10);
    waited += 10;
  }
}

void Database::Exec(std::string_view sql) {
  if (pg_) return pg_->Exec(sql);
  std::string text(sql);
  char* message = nullptr;
  int rc = sqlite3_exec(db_.get(), text.c_str(), nullptr, nullptr, &message);
  if (rc != SQLITE_OK) {
    std::string why = message ? message : sqlite3_errmsg(db_.get());
    sqlite3_free(message);
    throw SqliteError(sqlite3_extended_errcode(db_.get()), why, std::move(text));
  }
}

int64_t Database::QueryInt(std::string_view sql) {
  Statement s(*this, sql);
  if (!s.Step()) throw std::runtime_error(fmt::format("the query returned no row: {}", sql));
  return s.Int(0);
}

std::string Database::QueryText(std::string_view sql) {
  Statement s(*this, sql);
  if (!s.Step()) throw std::runtime_error(fmt::format("the query returned no row: {}", sql));
  return std::string(s.Text(0));
}

int64_t Database::LastInsertRowId() const {
  if (pg_) throw std::logic_error("LastInsertRowId is SQLite's: use RETURNING");
  return sqlite3_last_insert_rowid(db_.get());
}

int Database::Changes() const {
  if (pg_) throw std::logic_error("Changes is SQLite's");
  return sqlite3_changes(db_.get());
}

void Statement::Finalize::operator()(sqlite3_stmt* stmt) const noexcept { sqlite3_finalize(stmt); }

Statement::Statement(Database& db, std::string_view sql) : db_(&db), sql_(sql) {
  if (db.pg()) {
    pg_ = std::make_unique<PgStatement>(*db.pg(), sql);
    return;
  }
  sqlite3_stmt* stmt = nullptr;
  int rc = sqlite3_prepare_v2(db.handle(), sql_.data(), int(sql_.size()), &stmt, nullptr);
  stmt_.reset(stmt);
  if (rc != SQLITE_OK) Fail(rc);
}

Statement::~Statement() = default;
Statement::Statement(Statement&&) noexcept = default;

void Statement::Fail(int) const {
  sqlite3* db = db_->handle();
  throw SqliteError(sqlite3_extended_errcode(db), sqlite3_errmsg(db), sql_);
}

Statement& Statement::Bind(int index, int64_t value) {
  if (pg_) return pg_->Bind(index, std::to_string(value)), *this;
  if (int rc = sqlite3_bind_int64(stmt_.get(), index, value); rc != SQLITE_OK) Fail(rc);
  return *this;
}

Statement& Statement::Bind(int index, double value) {
  if (pg_) return pg_->Bind(index, fmt::format("{}", value)), *this;  // shortest exact form
  if (int rc = sqlite3_bind_double(stmt_.get(), index, value); rc != SQLITE_OK) Fail(rc);
  return *this;
}

Statement& Statement::Bind(int index, std::string_view text) {
  if (pg_) return pg_->Bind(index, std::string(text)), *this;
  // An empty view may have a null data(), which SQLite would bind as NULL.
  int rc = sqlite3_bind_text64(stmt_.get(), index, text.empty() ? "" : text.data(), text.size(),
                               SQLITE_TRANSIENT, SQLITE_UTF8);
  if (rc != SQLITE_OK) Fail(rc);
  return *this;
}

Statement& Statement::BindNull(int index) {
  if (pg_) return pg_->Bind(index, std::nullopt), *this;
  if (int rc = sqlite3_bind_null(stmt_.get(), index); rc != SQLITE_OK) Fail(rc);
  return *this;
}

bool Statement::Step() {
  if (pg_) return pg_->Step();
  int rc = sqlite3_step(stmt_.get());
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  // The statement must be reset before the connection's error is read reliably; keep the code.
  sqlite3* db = db_->handle();
  int code = sqlite3_extended_errcode(db);
  std::string message = sqlite3_errmsg(db);
  sqlite3_reset(stmt_.get());
  throw SqliteError(code, message, sql_);
}

void Statement::Run() {
  if (pg_) return pg_->Run();
  while (Step()) {
  }
  Reset();
}

void Statement::Reset() {
  if (pg_) return pg_->Reset();
  sqlite3_reset(stmt_.get());
}

bool Statement::IsNull(int column) const {
  if (pg_) return pg_->IsNull(column);
  return sqlite3_column_type(stmt_.get(), column) == SQLITE_NULL;
}

int64_t Statement::Int(int column) const {
  if (pg_) return pg_->Int(column);
  return sqlite3_column_int64(stmt_.get(), column);
}

double Statement::Double(int column) const {
  if (pg_) return pg_->Double(column);
  return sqlite3_column_double(stmt_.get(), column);
}

std::string_view Statement::Text(int column) const {
  if (pg_) return pg_->Text(column);
  const unsigned char* text = sqlite3_column_text(stmt_.get(), column);
  if (!text) return {};
  return {reinterpret_cast<const char*>(text), size_t(sqlite3_column_bytes(stmt_.get(), column))};
}

std::optional<int64_t> Statement::OptionalInt(int column) const {
  if (IsNull(column)) return std::nullopt;
  return Int(column);
}

int Statement::ColumnCount() const {
  if (pg_) return pg_->ColumnCount();
  return sqlite3_column_count(stmt_.get());
}

std::string_view Statement::ColumnName(int column) const {
  if (pg_) return pg_->ColumnName(column);
  const char* name = sqlite3_column_name(stmt_.get(), column);
  return name ? name : "";
}

Transaction::Transaction(Database& db) : db_(db) {
  if (db_.pg()) db_.pg()->Begin();
  else db_.Exec("BEGIN IMMEDIATE");
}

Transaction::~Transaction() {
  if (done_) return;
  if (db_.pg()) {
    db_.pg()->Rollback();
    return;
  }
  // Never throw from a destructor: if SQLite already rolled back (e.g. after SQLITE_FULL), the
  // ROLLBACK fails harmlessly.
  sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::Commit() {
  if (db_.pg()) db_.pg()->Commit();
  else db_.Exec("COMMIT");
  done_ = true;
}

}  // namespace replay::store
