#include "notation/reader.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

namespace replay {
namespace {
constexpr size_t kChunk = 1 << 20;
bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
}  // namespace

RecordReader::RecordReader(std::FILE* file, std::string name)
    : file_(file), name_(std::move(name)) {}

RecordReader::RecordReader(std::string text, std::string name)
    : name_(std::move(name)), buffer_(std::move(text)), eof_(true) {}

bool RecordReader::Fill() {
  if (eof_) return false;
  Compact();
  size_t old = buffer_.size();
  // Grow by at least the current size so that re-parsing a record that spans reads stays linear.
  size_t want = std::max(kChunk, old);
  buffer_.resize(old + want);
  size_t got = std::fread(buffer_.data() + old, 1, want, file_);
  buffer_.resize(old + got);
  if (got < want) {
    if (std::ferror(file_)) io_error_ = true;
    if (got == 0) eof_ = true;
  }
  return got > 0 || !eof_;
}

void RecordReader::Compact() {
  // Drop consumed bytes, keeping the cursor that carries line and column.
  size_t drop = std::min(pos_, cursor_);
  if (drop < kChunk) return;
  buffer_.erase(0, drop);
  pos_ -= drop;
  cursor_ -= drop;
}

bool RecordReader::SkipSpace() {
  while (true) {
    while (pos_ < buffer_.size() && IsSpace(buffer_[pos_])) ++pos_;
    if (pos_ < buffer_.size()) return true;
    if (!Fill()) return false;
  }
}

void RecordReader::AdvanceCursor(size_t to) {
  const char* p = buffer_.data() + cursor_;
  const char* end = buffer_.data() + to;
  while (p < end) {
    const void* nl = std::memchr(p, '\n', size_t(end - p));
    if (!nl) break;
    ++line_;
    column_ = 1;
    p = static_cast<const char*>(nl) + 1;
  }
  column_ += long(std::count_if(p, end, [](char c) { return (c & 0xC0) != 0x80; }));
  cursor_ = to;
}

Diagnostic RecordReader::SyntaxError(size_t at, std::string message, long index) {
  AdvanceCursor(at);
  Diagnostic d;
  d.code = "json/syntax";
  d.input = name_;
  d.record = index;
  d.line = line_;
  d.column = column_;
  d.message = std::move(message);
  return d;
}

bool RecordReader::Next(Source& source, const json::Value*& root, Diagnostics& diagnostics) {
  root = nullptr;
  if (done_) return false;
  if (!started_) {
    started_ = true;
    while (buffer_.size() < 3 && Fill()) {}
    if (buffer_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = cursor_ = 3;  // BOM: not a column
    if (!SkipSpace()) {
      done_ = true;
      return false;
    }
    if (buffer_[pos_] == '[') {
      array_mode_ = true;
      ++pos_;
      if (!SkipSpace()) {
        diagnostics.push_back(SyntaxError(pos_, "the input ends inside the array of records", 0));
        done_ = true;
        return false;
      }
      if (buffer_[pos_] == ']') {
        done_ = true;
        return false;
      }
    }
  }
  if (array_mode_ && need_separator_) {
    // The separator after the previous record is read only now: reading it earlier could
    // refill the buffer under the previous record's views.
    need_separator_ = false;
    if (!SkipSpace()) {
      diagnostics.push_back(SyntaxError(pos_, "the input ends inside the array of records", index_));
      done_ = true;
      return false;
    }
    if (buffer_[pos_] == ']') {
      ++pos_;
      done_ = true;
      if (SkipSpace())
        diagnostics.push_back(SyntaxError(pos_, "unexpected text after the array of records",
                                          index_));
      return false;
    }
    if (buffer_[pos_] != ',') {
      diagnostics.push_back(SyntaxError(pos_, "expected ',' or ']' after a record in the array",
                                        index_));
      done_ = true;
      return false;
    }
    ++pos_;
  }
  if (!SkipSpace()) {
    if (array_mode_)
      diagnostics.push_back(SyntaxError(pos_, "the input ends inside the array of records", index_));
    done_ = true;
    return false;
  }
  long index = index_++;
  json::ParseError error;
  size_t end = 0;
  const json::Value* value;
  while (true) {
    // Offsets in the tree are relative to the record's first byte (Record::Locate needs that).
    value = document_.Parse(std::string_view(buffer_).substr(pos_), 0, &end, &error);
    if (value || !error.at_end || eof_) break;
    Fill();
  }
  end += pos_;
  error.offset += pos_;
  if (!value) {
    diagnostics.push_back(SyntaxError(error.offset, std::move(error.message), index));
    if (array_mode_) {
      done_ = true;
      return true;
    }
    // Resynchronise at the next line that starts with '{' (the next NDJSON record).
    // A '{' at the very place of the error counts: there the previous record was cut short.
    size_t from = error.offset > 0 ? error.offset - 1 : 0;
    while (true) {
      size_t nl = buffer_.find("\n{", from);
      if (nl != std::string::npos) {
        pos_ = nl + 1;
        break;
      }
      pos_ = buffer_.empty() ? 0 : buffer_.size() - 1;  // keep a trailing '\n'
      if (!Fill()) {
        pos_ = buffer_.size();
        done_ = true;
        break;
      }
      from = pos_;
    }
    source = Source{name_, index, {}, line_, column_};
    return true;
  }
  AdvanceCursor(pos_);
  source.input = name_;
  source.index = index;
  source.text = std::string_view(buffer_).substr(pos_, end - pos_);
  source.first_line = line_;
  source.first_column = column_;
  root = value;
  pos_ = end;
  need_separator_ = array_mode_;
  return true;
}

}  // namespace replay
