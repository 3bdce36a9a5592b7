#include "store/postgres.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <memory>
#include <optional>

#include <fmt/format.h>
#include <libintl.h>

#include "core/message.h"
#include "store/libpq.h"
#include "store/schema.h"

namespace replay::store {
namespace {

std::string OneLine(std::string_view sql) {
  std::string flat(sql.substr(0, 200));
  for (char& c : flat)
    if (c == '\n' || c == '\t') c = ' ';
  return flat + (sql.size() > 200 ? "..." : "");
}

std::string Trimmed(const char* message) {
  std::string m = message ? message : "";
  while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
  return m;
}

// Throws unless `result` is a success; frees it when throwing.
void Check(PGresult* result, pg_conn* conn, std::string_view sql) {
  ExecStatusType status = result ? Pq().PQresultStatus(result) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return;
  std::string state, message;
  if (result) {
    const char* s = Pq().PQresultErrorField(result, PG_DIAG_SQLSTATE);
    state = s ? s : "";
    message = Trimmed(Pq().PQresultErrorMessage(result));
    Pq().PQclear(result);
  }
  if (message.empty()) message = Trimmed(Pq().PQerrorMessage(conn));
  throw PgError(state, message, sql);
}

// "?" → "$n", outside quoted text, identifiers and comments.
std::string Numbered(std::string_view sql, int& count) {
  std::string out;
  out.reserve(sql.size() + 16);
  count = 0;
  for (size_t i = 0; i < sql.size(); ++i) {
    const char c = sql[i];
    if (c == '\'' || c == '"') {
      size_t end = sql.find(c, i + 1);
      if (end == std::string_view::npos) end = sql.size() - 1;
      out.append(sql.substr(i, end - i + 1));
      i = end;
    } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
      size_t end = sql.find('\n', i);
      if (end == std::string_view::npos) end = sql.size() - 1;
      out.append(sql.substr(i, end - i + 1));
      i = end;
    } else if (c == '?') {
      out += fmt::format("${}", ++count);
    } else {
      out += c;
    }
  }
  return out;
}

// The connection string as messages show it: every option set, but the password.
std::string Redacted(const std::string& conninfo) {
  char* error = nullptr;
  PQconninfoOption* options = Pq().PQconninfoParse(conninfo.c_str(), &error);
  Pq().PQfreemem(error);
  if (!options) return "PostgreSQL database";
  std::string out;
  for (PQconninfoOption* o = options; o->keyword; ++o)
    if (o->val && *o->val && std::strcmp(o->keyword, "password") != 0)
      out += fmt::format("{}{}={}", out.empty() ? "" : " ", o->keyword, o->val);
  Pq().PQconninfoFree(options);
  return out.empty() ? "PostgreSQL database" : out;
}

std::string QuotedWith(std::string_view text, char quote) {
  std::string q(1, quote);
  for (char c : text) {
    q += c;
    if (c == quote) q += c;  // doubled
  }
  return q + quote;
}

}  // namespace

bool IsPostgres(std::string_view db) {
  return db.starts_with("postgresql://") || db.starts_with("postgres://") ||
         (db.find('=') != std::string_view::npos && !db.starts_with("./") &&
          !db.starts_with("/"));
}

std::string PgIdentifier(std::string_view text) { return QuotedWith(text, '"'); }
std::string PgLiteral(std::string_view text) { return QuotedWith(text, '\''); }

PgError::PgError(std::string sqlstate, const std::string& message, std::string_view sql)
    : std::runtime_error(sql.empty() ? message : fmt::format("{} in: {}", message, OneLine(sql))),
      sqlstate_(std::move(sqlstate)) {}

PgConnection::PgConnection(const std::string& conninfo, bool read_only, int lock_timeout_ms)
    : name_(Redacted(conninfo)), lock_timeout_ms_(lock_timeout_ms) {
  // libpq translates its own messages (its gettext domain, libpq5-<major>) into the codeset of
  // LC_CTYPE, which the tools leave "C" (they set LC_MESSAGES only): "falló la conexión" came out
  // "fall? la conexi?n". The tools' messages are UTF-8 (tool_app.cc); so are libpq's now.
  static const bool utf8 = [] {
    bind_textdomain_codeset(fmt::format("libpq5-{}", Pq().PQlibVersion() / 10000).c_str(), "UTF-8");
    return true;
  }();
  (void)utf8;
  conn_ = Pq().PQconnectdb(conninfo.c_str());
  if (!conn_ || Pq().PQstatus(conn_) != CONNECTION_OK) {
    std::string why = conn_ ? Trimmed(Pq().PQerrorMessage(conn_)) : "out of memory";
    Pq().PQfinish(conn_);
    conn_ = nullptr;
    throw PgError("", Tr("can't connect to {}: {}", name_, why).Localized(), "");
  }
  // The server's notices (CREATE ... IF NOT EXISTS) are not the tools' to print.
  Pq().PQsetNoticeProcessor(conn_, [](void*, const char*) {}, nullptr);
  Exec("SET client_encoding = 'UTF8'; SET client_min_messages = warning; "
       "SET standard_conforming_strings = on; SET TIME ZONE 'UTC'");
  if (read_only) Exec("SET default_transaction_read_only = on");
}

PgConnection::~PgConnection() { Pq().PQfinish(conn_); }

void PgConnection::Exec(std::string_view sql) {
  EndPipeline(true);  // PQexec is not for pipeline mode; the rest of the transaction waits
  std::string text(sql);
  PGresult* result = Pq().PQexec(conn_, text.c_str());
  Check(result, conn_, sql);
  Pq().PQclear(result);
}

bool PgConnection::InTransaction() const {
  return Pq().PQtransactionStatus(conn_) != PQTRANS_IDLE;
}

// One writer at a time per store (an advisory lock keyed by the store's schema, held to the end
// of the transaction), as SQLite has one: importers whose batches hold the same records and
// players in other orders can't deadlock, and a record found absent under the lock stays absent
// until this transaction commits, so no insert loses a race and none needs retrying. Readers
// never wait (MVCC). Writing is a small part of an import (parsing and replaying run before,
// on the -j workers), so serialising it costs little; lock_timeout bounds the wait like SQLite's
// busy timeout.
void PgConnection::Begin() {
  Exec(fmt::format("BEGIN; SET LOCAL lock_timeout = {}; "
                   "SELECT pg_advisory_xact_lock({}, hashtext(coalesce(current_schema(), '')))",
                   lock_timeout_ms_, kApplicationId));
  if (Pq().PQenterPipelineMode(conn_) != 1) return;  // not pipelined: each statement waits
  pipeline_ = true;
  pending_ = 0;
}

void PgConnection::Rollback() noexcept {
  if (on_end_) on_end_(false);
  try {
    EndPipeline(false);
  } catch (...) {
  }
  if (Pq().PQtransactionStatus(conn_) == PQTRANS_IDLE) return;
  Pq().PQclear(Pq().PQexec(conn_, "ROLLBACK"));
}

void PgConnection::Commit() {
  if (on_end_) on_end_(true);
  Exec("COMMIT");
}

void PgConnection::ResumePipeline() {
  if (!pipeline_ && InTransaction() && Pq().PQenterPipelineMode(conn_) == 1) {
    pipeline_ = true;
    pending_ = 0;
  }
}

void PgConnection::CopyIn(std::string_view copy_sql, std::string_view data) {
  EndPipeline(true);
  const std::string text(copy_sql);
  PGresult* start = Pq().PQexec(conn_, text.c_str());
  if (!start || Pq().PQresultStatus(start) != PGRES_COPY_IN) {
    Check(start, conn_, copy_sql);  // throws: an error, or a COPY that reads no data
    Pq().PQclear(start);
    throw PgError("", "not a COPY FROM STDIN", copy_sql);
  }
  Pq().PQclear(start);
  // In pieces of 1 MiB (PQputCopyData takes an int length); a failure is read from the result.
  constexpr size_t kPiece = 1 << 20;
  bool sent = true;
  for (size_t at = 0; sent && at < data.size(); at += kPiece) {
    const size_t n = std::min(kPiece, data.size() - at);
    sent = Pq().PQputCopyData(conn_, data.data() + at, int(n)) == 1;
  }
  if (Pq().PQputCopyEnd(conn_, sent ? nullptr : "the client could not send the rows") != 1)
    throw PgError("", Trimmed(Pq().PQerrorMessage(conn_)), copy_sql);
  std::optional<PgError> error;
  while (PGresult* r = Pq().PQgetResult(conn_)) {
    try {
      if (!error) Check(r, conn_, copy_sql);
      Pq().PQclear(r);
    } catch (const PgError& e) {  // Check freed it
      error.emplace(e);
    }
  }
  if (error) throw *error;
}

void CopyField(std::string& row, const std::optional<std::string_view>& value) {
  if (!value) {
    row += "\\N";
    return;
  }
  for (char c : *value) {
    switch (c) {
      case '\\': row += "\\\\"; break;
      case '\t': row += "\\t"; break;
      case '\n': row += "\\n"; break;
      case '\r': row += "\\r"; break;
      default: row += c;
    }
  }
}

pg_result* PgConnection::Sync(bool keep_last, std::string_view sql) {
  if (Pq().PQpipelineSync(conn_) != 1) throw PgError("", Trimmed(Pq().PQerrorMessage(conn_)), sql);
  std::optional<PgError> error;
  PGresult* last = nullptr;
  while (true) {
    PGresult* r = Pq().PQgetResult(conn_);
    if (!r) {  // the end of one query's answers
      if (Pq().PQstatus(conn_) == CONNECTION_BAD) {
        Pq().PQclear(last);
        throw PgError("", Trimmed(Pq().PQerrorMessage(conn_)), sql);
      }
      continue;
    }
    const ExecStatusType status = Pq().PQresultStatus(r);
    if (status == PGRES_PIPELINE_SYNC) {
      Pq().PQclear(r);
      break;
    }
    if (status == PGRES_FATAL_ERROR && !error) {
      const char* state = Pq().PQresultErrorField(r, PG_DIAG_SQLSTATE);
      error.emplace(state ? state : "", Trimmed(Pq().PQresultErrorMessage(r)), sql);
    }
    Pq().PQclear(last);
    last = r;
  }
  pending_ = 0;
  if (error) {
    Pq().PQclear(last);
    throw *error;
  }
  if (!keep_last) {
    Pq().PQclear(last);
    return nullptr;
  }
  return last;
}

void PgConnection::EndPipeline(bool check) {
  if (!pipeline_) return;
  pipeline_ = false;  // first: a Sync that throws leaves the connection out of the pipeline too
  try {
    Sync(false, "(pipelined statements)");
  } catch (...) {
    Pq().PQexitPipelineMode(conn_);
    if (check) throw;
    return;
  }
  Pq().PQexitPipelineMode(conn_);
}

PgStatement::PgStatement(PgConnection& connection, std::string_view sql)
    : connection_(connection), name_(connection.NextStatementName()), sql_(sql) {
  int count = 0;
  const std::string numbered = Numbered(sql, count);
  params_.resize(size_t(count));
  if (connection_.pipelined()) {
    if (Pq().PQsendPrepare(connection_.handle(), name_.c_str(), numbered.c_str(), count,
                           nullptr) != 1)
      throw PgError("", Trimmed(Pq().PQerrorMessage(connection_.handle())), sql_);
    connection_.Sent();
    return;
  }
  PGresult* result =
      Pq().PQprepare(connection_.handle(), name_.c_str(), numbered.c_str(), count, nullptr);
  Check(result, connection_.handle(), sql_);
  Pq().PQclear(result);
}

PgStatement::~PgStatement() {
  Pq().PQclear(result_);
  Pq().PQclear(description_);
  // In a failed transaction (or a pipeline) it stays prepared until the connection ends.
  if (!connection_.pipelined())
    Pq().PQclear(Pq().PQexec(connection_.handle(), ("DEALLOCATE " + name_).c_str()));
}

void PgStatement::Bind(int index, std::optional<std::string> value) {
  if (index < 1 || size_t(index) > params_.size())
    throw PgError("", fmt::format("parameter {} out of range", index), sql_);
  params_[size_t(index) - 1] = std::move(value);
}

void PgStatement::Send() {
  std::vector<const char*> values;
  for (const auto& p : params_) values.push_back(p ? p->c_str() : nullptr);
  if (Pq().PQsendQueryPrepared(connection_.handle(), name_.c_str(), int(values.size()),
                               values.data(), nullptr, nullptr, 0) != 1)
    throw PgError("", Trimmed(Pq().PQerrorMessage(connection_.handle())), sql_);
  connection_.Sent();
}

void PgStatement::Run() {
  Reset();
  if (connection_.pipelined()) return Send();
  while (Step()) {
  }
  Reset();
}

bool PgStatement::Step() {
  if (!result_ && connection_.pipelined()) {
    Send();
    result_ = connection_.Sync(true, sql_);
    row_ = -1;
  }
  if (!result_) {
    std::vector<const char*> values;
    for (const auto& p : params_) values.push_back(p ? p->c_str() : nullptr);
    result_ = Pq().PQexecPrepared(connection_.handle(), name_.c_str(), int(values.size()),
                                  values.data(), nullptr, nullptr, 0);
    try {
      Check(result_, connection_.handle(), sql_);
    } catch (...) {
      result_ = nullptr;  // freed by Check
      throw;
    }
    row_ = -1;
  }
  return ++row_ < Pq().PQntuples(result_);
}

void PgStatement::Reset() {
  Pq().PQclear(result_);
  result_ = nullptr;
  row_ = -1;
}

bool PgStatement::IsNull(int column) const {
  return !result_ || row_ < 0 || row_ >= Pq().PQntuples(result_) ||
         Pq().PQgetisnull(result_, row_, column);
}

std::string_view PgStatement::Text(int column) const {
  if (IsNull(column)) return {};
  return {Pq().PQgetvalue(result_, row_, column), size_t(Pq().PQgetlength(result_, row_, column))};
}

int64_t PgStatement::Int(int column) const {
  std::string_view text = Text(column);
  if (text == "t") return 1;
  if (text == "f") return 0;
  int64_t value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);  // "" (NULL) is 0, as SQLite
  return value;
}

double PgStatement::Double(int column) const {
  std::string_view text = Text(column);
  double value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);  // locale-independent
  return value;
}

int PgStatement::ColumnCount() {
  if (result_) return Pq().PQnfields(result_);
  if (!description_) {
    description_ = Pq().PQdescribePrepared(connection_.handle(), name_.c_str());
    try {
      Check(description_, connection_.handle(), sql_);
    } catch (...) {
      description_ = nullptr;
      throw;
    }
  }
  return Pq().PQnfields(description_);
}

std::string_view PgStatement::ColumnName(int column) {
  ColumnCount();
  const char* name = Pq().PQfname(result_ ? result_ : description_, column);
  return name ? name : "";
}

}  // namespace replay::store
