// The rows one table gets from Store::Add, written the way each backend takes them fastest:
// on SQLite an INSERT of up to N rows per statement (each statement has a fixed cost: its
// start, its foreign-key checks, its halt, issue #26); on PostgreSQL appended to a buffer in
// COPY's text format and sent by Flush in one COPY FROM STDIN per table and batch (issue #27: a
// statement per row, even pipelined, made the server parse, plan and answer ~45 statements a
// record, and a fresh import 4.3x slower than SQLite's).
//
// Used as a Statement is: For(rows) picks how many rows the next Run writes, Bind numbers the
// values row by row (row r's column c, 0-based, at r * columns() + c + 1), Run writes them.
#ifndef REPLAY_STORE_ROWS_H_
#define REPLAY_STORE_ROWS_H_

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/bind_overloads.h"
#include "store/sqlite.h"

namespace replay::store {

class Rows : public BindOverloads<Rows> {
 public:
  // `columns`: "a, b, c" of `table`. `sqlite_tail` ends SQLite's INSERT ("ON CONFLICT ...").
  Rows(Database& db, std::string_view table, std::string_view columns,
       std::string_view sqlite_tail = "");

  Rows& For(int rows);  // the rows of the next Run (1 until said otherwise)
  int columns() const { return columns_; }

  // The other types' overloads are in store/bind_overloads.h, shared with Statement.
  using BindOverloads<Rows>::Bind;
  Rows& Bind(int index, int64_t value);
  Rows& Bind(int index, std::string_view text);
  Rows& BindNull(int index);
  void Run();

  // PostgreSQL: sends the rows buffered so far (nothing on SQLite, whose Run wrote them).
  void Flush();
  bool buffered() const { return !buffer_.empty(); }
  // The buffer's end, and back to it: a record that fails halfway leaves none of its rows.
  size_t Mark() const { return buffer_.size(); }
  void Restore(size_t mark) { buffer_.resize(std::min(mark, buffer_.size())); }

 private:
  Database& db_;
  std::string head_, tail_;  // SQLite: "INSERT INTO t (a, b)"; PostgreSQL: "COPY t (a, b) ..."
  int columns_ = 0;
  int rows_ = 1;
  // SQLite: the statement of n rows at [n - 1], prepared when first used.
  std::vector<std::optional<Statement>> by_rows_;
  // PostgreSQL: the values of the rows to Run, and the rows Run so far.
  std::vector<std::optional<std::string>> values_;
  std::string buffer_;
  Statement& Current();  // SQLite: the statement of rows_ rows
};

}  // namespace replay::store

#endif  // REPLAY_STORE_ROWS_H_
