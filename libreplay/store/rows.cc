#include "store/rows.h"

#include <algorithm>

#include <fmt/format.h>

#include "store/postgres.h"

namespace replay::store {

Rows::Rows(Database& db, std::string_view table, std::string_view columns,
           std::string_view sqlite_tail)
    : db_(db),
      head_(db.pg() ? fmt::format("COPY {} ({}) FROM STDIN", table, columns)
                    : fmt::format("INSERT INTO {} ({})", table, columns)),
      tail_(sqlite_tail),
      columns_(int(std::count(columns.begin(), columns.end(), ',')) + 1) {
  For(1);
}

// Prepared when first used: a table that only the other backend writes is never prepared.
Statement& Rows::Current() {
  if (size_t(rows_) > by_rows_.size()) by_rows_.resize(size_t(rows_));
  std::optional<Statement>& s = by_rows_[size_t(rows_) - 1];
  if (!s) {
    std::string row = "(?";
    for (int c = 1; c < columns_; ++c) row += ", ?";
    row += ")";
    std::string sql = head_ + " VALUES " + row;
    for (int r = 1; r < rows_; ++r) sql += ", " + row;
    if (!tail_.empty()) sql += " " + tail_;
    s.emplace(db_, sql);
  }
  return *s;
}

Rows& Rows::For(int rows) {
  rows_ = rows;
  if (db_.pg()) values_.assign(size_t(rows * columns_), std::nullopt);
  return *this;
}

Rows& Rows::Bind(int index, int64_t value) {
  if (db_.pg()) values_.at(size_t(index) - 1) = std::to_string(value);
  else Current().Bind(index, value);
  return *this;
}

Rows& Rows::Bind(int index, std::string_view text) {
  if (db_.pg()) values_.at(size_t(index) - 1) = std::string(text);
  else Current().Bind(index, text);
  return *this;
}

Rows& Rows::BindNull(int index) {
  if (db_.pg()) values_.at(size_t(index) - 1) = std::nullopt;
  else Current().BindNull(index);
  return *this;
}

void Rows::Run() {
  if (!db_.pg()) {
    Current().Run();
    return;
  }
  for (size_t i = 0; i < values_.size(); ++i) {
    CopyField(buffer_, values_[i]);
    buffer_ += (i + 1) % size_t(columns_) == 0 ? '\n' : '\t';
  }
  std::fill(values_.begin(), values_.end(), std::nullopt);
}

void Rows::Flush() {
  if (buffer_.empty()) return;
  db_.pg()->CopyIn(head_, buffer_);
  buffer_.clear();
}

}  // namespace replay::store
