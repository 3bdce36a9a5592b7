#include "notation/reader.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

#include "notation/frame.h"

namespace replay {
namespace {
bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
}  // namespace

RecordReader::RecordReader(std::FILE* file, std::string name, const ReadLimits& limits,
                           size_t chunk)
    : file_(file), name_(std::move(name)), limits_(limits), chunk_(std::max<size_t>(chunk, 1)) {
  document_.set_limits(limits_.json);
}

RecordReader::RecordReader(std::string text, std::string name, const ReadLimits& limits)
    : name_(std::move(name)), limits_(limits), buffer_(std::move(text)), eof_(true) {
  document_.set_limits(limits_.json);
}

bool RecordReader::Fill() {
  if (eof_) return false;
  Compact();
  size_t old = buffer_.size();
  // Grow by at least the current size so that re-parsing a record that spans reads stays linear.
  size_t want = std::max(chunk_, old);
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
  // Drop consumed bytes, keeping the cursor that carries line and column, and what KeepFrom asks.
  size_t drop = std::min(pos_, cursor_);
  if (keep_ != kKeepNothing) drop = std::min<uint64_t>(drop, keep_ > dropped_ ? keep_ - dropped_ : 0);
  if (drop < kDefaultChunk && drop < buffer_.size() / 2) return;
  buffer_.erase(0, drop);
  pos_ -= drop;
  cursor_ -= drop;
  dropped_ += drop;
}

bool RecordReader::SkipSpace() {
  while (true) {
    while (pos_ < buffer_.size() && IsSpace(buffer_[pos_])) ++pos_;
    if (pos_ < buffer_.size()) return true;
    if (!Fill()) return false;
  }
}

void RecordReader::AdvanceCursor(size_t to) {
  if (to <= cursor_) return;  // the cursor only moves forward (a diagnostic may have moved it on)
  Location at = Advance({line_, column_}, std::string_view(buffer_).substr(cursor_, to - cursor_));
  line_ = at.line;
  column_ = at.column;
  cursor_ = to;
}

Diagnostic ReadDiagnostic(std::string_view code, const std::string& input, long index,
                          Location at, Message message) {
  Diagnostic d;
  d.code = std::string(code);
  d.input = input;
  d.record = index;
  d.line = at.line;
  d.column = at.column;
  d.message = message.English();
  d.text = std::move(message);
  return d;
}

Diagnostic RecordReader::SyntaxError(size_t at, Message message, long index,
                                     std::string_view code) {
  AdvanceCursor(at);
  return ReadDiagnostic(code, name_, index, {line_, column_}, std::move(message));
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
    const std::string_view name = name_;
    ndjson_ = format_ == InputFormat::kNdjson ||
              (format_ == InputFormat::kAuto &&
               (name.ends_with(".ndjson") || name.ends_with(".jsonl") ||
                (buffer_[pos_] != '[' && DetectNdjson())));
    if (!ndjson_ && buffer_[pos_] == '[') {
      array_mode_ = true;
      ++pos_;
      if (!SkipSpace()) {
        diagnostics.push_back(SyntaxError(pos_, Tr("the input ends inside the array of records"), 0));
        done_ = true;
        return false;
      }
      if (buffer_[pos_] == ']') {
        done_ = true;
        return false;
      }
    }
  }
  damaged_.clear();
  damaged_cut_ = false;
  if (ndjson_) return NextLine(source, root, diagnostics);
  if (array_mode_ && need_separator_) {
    // The separator after the previous record is read only now: reading it earlier could
    // refill the buffer under the previous record's views.
    need_separator_ = false;
    if (!SkipSpace()) {
      diagnostics.push_back(SyntaxError(pos_, Tr("the input ends inside the array of records"), index_));
      done_ = true;
      return false;
    }
    if (buffer_[pos_] == ']') {
      ++pos_;
      done_ = true;
      if (SkipSpace())
        diagnostics.push_back(SyntaxError(pos_, Tr("unexpected text after the array of records"),
                                          index_));
      return false;
    }
    if (buffer_[pos_] != ',') {
      diagnostics.push_back(SyntaxError(pos_, Tr("expected ',' or ']' after a record in the array"),
                                        index_));
      done_ = true;
      return false;
    }
    ++pos_;
  }
  if (!SkipSpace()) {
    if (array_mode_)
      diagnostics.push_back(SyntaxError(pos_, Tr("the input ends inside the array of records"), index_));
    done_ = true;
    return false;
  }
  long index = index_++;
  json::ParseError error;
  size_t end = 0;
  const json::Value* value;
  bool too_long = false;
  while (true) {
    // Offsets in the tree are relative to the record's first byte (Record::Locate needs that).
    // The parser sees at most max_record_bytes: a longer record fails "at the end" of that.
    std::string_view text = std::string_view(buffer_).substr(pos_);
    const bool capped = text.size() > limits_.max_record_bytes;
    if (capped) text = text.substr(0, limits_.max_record_bytes);
    error = {};
    value = document_.Parse(text, 0, &end, &error);
    // A top-level number that ends where the buffer does may go on in the next read.
    if (value && value->IsNumber() && end == text.size() && !eof_ && !capped) {
      Fill();
      continue;
    }
    if (value || !error.at_end) break;
    if (capped) {
      too_long = true;
      break;
    }
    if (eof_) break;
    Fill();
  }
  AdvanceCursor(pos_);
  const Location start{line_, column_};
  if (value) {
    end += pos_;
    if (!CheckShape(*value, index, diagnostics)) {
      source = Source{name_, index, std::string_view(buffer_).substr(pos_, end - pos_), start.line,
                      start.column};
      pos_ = end;
      need_separator_ = array_mode_;
      return true;
    }
  }
  if (!value) {
    if (too_long) {
      diagnostics.push_back(SyntaxError(
          pos_, Tr("the record is longer than the limit of {} bytes (--max-record-bytes)",
                            limits_.max_record_bytes), index, "input/limit"));
    } else {
      diagnostics.push_back(SyntaxError(pos_ + error.offset, std::move(error.message), index,
                                        error.limit ? "input/limit" : "json/syntax"));
    }
    source = Source{name_, index, {}, start.line, start.column};
    if (array_mode_) {
      // The input ends here: the record's text is the rest of it.
      size_t from = pos_;
      while (!too_long && !damaged_cut_) {
        KeepDamaged(from, buffer_.size());
        pos_ = buffer_.size();
        if (!Fill()) break;
        from = pos_;
      }
      source.text = Damaged();
      done_ = true;
      return true;
    }
    // Resynchronise at the next line that starts with '{' (the next record).
    // A '{' at the very place of the error counts: there the previous record was cut short.
    // A record too long is skipped from its second byte, or its own '{' would start it again.
    if (too_long) damaged_cut_ = true;
    size_t at = too_long ? pos_ + 1 : pos_ + error.offset;
    Resync(at > 0 ? at - 1 : 0, pos_, index, diagnostics);
    source.text = Damaged();
    return true;
  }
  source.input = name_;
  source.index = index;
  source.text = std::string_view(buffer_).substr(pos_, end - pos_);
  source.first_line = start.line;
  source.first_column = start.column;
  root = value;
  pos_ = end;
  need_separator_ = array_mode_;
  return true;
}

const json::Value* ExceedsShape(const json::Value& root, const ReadLimits& limits,
                                Message& message) {
  const json::Value* hands = root.Find("hands");
  if (!hands || !hands->IsArray()) return nullptr;
  if (hands->size > limits.max_hands) {
    message = Tr("the record has {} hands, more than the limit of {} (--max-hands)", hands->size,
                 limits.max_hands);
    return hands;
  }
  for (const json::Value& hand : *hands)
    for (std::string_view key : {"auction", "play"})
      if (const json::Value* actions = hand.Find(key);
          actions && actions->IsArray() && actions->size > limits.max_actions) {
        message = Tr("a hand's {} has {} actions, more than the limit of {} (--max-actions)", key,
                     actions->size, limits.max_actions);
        return actions;
      }
  return nullptr;
}

bool RecordReader::CheckShape(const json::Value& root, long index, Diagnostics& diagnostics) {
  Message message;
  const json::Value* v = ExceedsShape(root, limits_, message);
  if (!v) return true;
  diagnostics.push_back(SyntaxError(pos_ + v->offset, std::move(message), index, "input/limit"));
  return false;
}

RecordReader::Mark RecordReader::Here() const {
  return {dropped_ + pos_, dropped_ + cursor_, line_, column_, index_, need_separator_};
}

void RecordReader::Rewind(const Mark& mark) {
  // KeepFrom kept every byte from the mark on: nothing before it is read again.
  pos_ = size_t(mark.pos - dropped_);
  cursor_ = size_t(mark.cursor - dropped_);
  line_ = mark.line;
  column_ = mark.column;
  index_ = mark.index;
  need_separator_ = mark.need_separator;
}

bool RecordReader::NextFrame(Frame& frame) {
  // The first step (a byte order mark, an array or not) and the end are Next's alone.
  if (!started_ || done_) return false;
  const Mark mark = Here();
  const uint64_t keep = keep_;
  keep_ = std::min(keep_, mark.first());  // Fill must not drop what Rewind needs
  const bool framed = FrameHere(frame);
  keep_ = keep;
  if (!framed) {
    Rewind(mark);
    return false;
  }
  frame.mark = mark;
  return true;
}

bool RecordReader::FrameHere(Frame& frame) {
  if (ndjson_) {
    // The frame is the line (NextLine's text); a line that is not one whole value fails to
    // parse as the frame and is read again by NextLine.
    size_t line_end;
    if (!SkipSpace() || !FindLine(line_end, frame.text)) return false;
    AdvanceCursor(pos_);
    frame.index = index_++;
    frame.start = {line_, column_};
    pos_ = line_end < buffer_.size() ? line_end + 1 : line_end;
    return true;
  }
  if (need_separator_) {  // only inside an array; what ends it, or fails to, is Next's to say
    if (!SkipSpace() || buffer_[pos_] != ',') return false;
    ++pos_;
    need_separator_ = false;
  }
  if (!SkipSpace() || (buffer_[pos_] != '{' && buffer_[pos_] != '[')) return false;
  // The frame never looks past --max-record-bytes: a longer record is Next's to report.
  ValueFramer framer;
  size_t length;
  while (true) {
    const size_t window = std::min(buffer_.size() - pos_, limits_.max_record_bytes);
    length = framer.Scan(std::string_view(buffer_).substr(pos_, window));
    if (length != ValueFramer::kMore) break;
    if (window == limits_.max_record_bytes || !Fill()) return false;
  }
  AdvanceCursor(pos_);
  frame.text = std::string_view(buffer_).substr(pos_, length);
  frame.index = index_++;
  frame.start = {line_, column_};
  pos_ += length;
  need_separator_ = array_mode_;
  return true;
}

void RecordReader::Resync(size_t from, size_t text, long index, Diagnostics& diagnostics) {
  // The skipped bytes are consumed as they are searched, so memory stays at a read or two; a
  // skipped line longer than max_line_bytes ends the input (/dev/zero never ends). What counts
  // is the text, never where the reads fell: a reader refilled in small chunks stops at the same
  // byte as one that holds the whole input (tests/fuzz/reader_chunks.cc).
  // Where the skipped part of the current line begins: never before the cursor (a diagnostic
  // may have moved it to the error), since the bytes before the cursor may be dropped.
  size_t line_start = std::max(from, cursor_);
  while (true) {
    size_t record = buffer_.find("\n{", from);
    size_t scan_end = record == std::string::npos ? buffer_.size() : record;
    size_t too_long = std::string::npos;
    for (size_t p = from;;) {
      size_t nl = buffer_.find('\n', p);
      size_t line_end = nl == std::string::npos || nl > scan_end ? scan_end : nl;
      // (The next record may start right at the error, before line_start.)
      if (line_end > line_start && line_end - line_start > limits_.max_line_bytes) {
        too_long = line_start + limits_.max_line_bytes;
        break;
      }
      if (line_end == scan_end) break;
      line_start = p = nl + 1;
    }
    if (too_long != std::string::npos) {
      diagnostics.push_back(SyntaxError(
          too_long, Tr("no line starting with '{{' within {} bytes after the error (--max-line-bytes); "
                       "the rest of the input is skipped",
                                limits_.max_line_bytes), index, "input/limit"));
      pos_ = buffer_.size();
      done_ = true;
      damaged_cut_ = true;  // the rest of the input is not one record's text
      return;
    }
    if (record != std::string::npos) {
      KeepDamaged(text, record);
      pos_ = record + 1;
      return;
    }
    pos_ = buffer_.empty() ? 0 : buffer_.size() - 1;  // keep a trailing '\n'
    KeepDamaged(text, pos_);
    // The cursor stays at the start of the line, so that a limit is reported where the line
    // passed it; the line is at most max_line_bytes, so this pins no more than that.
    AdvanceCursor(std::min(pos_, line_start));
    const size_t before = pos_;
    if (!Fill()) {
      KeepDamaged(pos_, buffer_.size());
      pos_ = buffer_.size();
      done_ = true;
      return;
    }
    line_start -= before - pos_;  // Fill may have dropped consumed bytes
    from = text = pos_;
  }
}

void RecordReader::KeepDamaged(size_t from, size_t to) {
  if (damaged_cut_ || to <= from) return;
  if (damaged_.size() + (to - from) > limits_.max_record_bytes) {
    damaged_cut_ = true;
    damaged_.clear();
    return;
  }
  damaged_.append(buffer_, from, to - from);
}

bool RecordReader::DetectNdjson() {
  // Only the text decides, never where the reads fell: positions are found again after each
  // Fill (which may drop the bytes before the cursor).
  while (true) {
    const size_t line_end = buffer_.find('\n', pos_);
    if (line_end == std::string::npos || line_end - pos_ > limits_.max_record_bytes) {
      if (buffer_.size() - pos_ > limits_.max_record_bytes || !Fill()) return false;
      continue;
    }
    size_t next = line_end;
    while (next < buffer_.size() && IsSpace(buffer_[next])) ++next;
    if (next - line_end > limits_.max_line_bytes) return false;
    if (next == buffer_.size()) {
      if (!Fill()) return false;
      continue;
    }
    // A line that begins with '{' after the first: the first was cut short, or one whole
    // record; a pretty-printed object's next line begins with a key or a space.
    if (buffer_[next] == '{' && buffer_[next - 1] == '\n') return true;
    // The first line holds one whole object and nothing after it: the first record ends at a
    // line break, and another value follows.
    size_t first_end = line_end;
    while (first_end > pos_ && IsSpace(buffer_[first_end - 1])) --first_end;
    if (buffer_[pos_] != '{') return false;
    ValueFramer framer;
    return framer.Scan(std::string_view(buffer_).substr(pos_, first_end - pos_)) ==
           first_end - pos_;
  }
}

bool RecordReader::FindLine(size_t& line_end, std::string_view& text) {
  while (true) {
    // A line of max_record_bytes bytes ends at the byte after them.
    const size_t window = std::min(buffer_.size() - pos_, limits_.max_record_bytes + 1);
    const void* nl = std::memchr(buffer_.data() + pos_, '\n', window);
    if (nl) {
      line_end = size_t(static_cast<const char*>(nl) - buffer_.data());
      break;
    }
    if (window > limits_.max_record_bytes) return false;
    if (!Fill()) {
      line_end = buffer_.size();
      break;
    }
  }
  size_t text_end = line_end;
  while (IsSpace(buffer_[text_end - 1])) --text_end;  // buffer_[pos_] is not a space
  text = std::string_view(buffer_).substr(pos_, text_end - pos_);
  return true;
}

bool RecordReader::NextLine(Source& source, const json::Value*& root, Diagnostics& diagnostics) {
  if (!SkipSpace()) {  // blank lines are no records
    done_ = true;
    return false;
  }
  const long index = index_++;
  AdvanceCursor(pos_);
  source = Source{name_, index, {}, line_, column_};
  size_t line_end;
  std::string_view text;
  if (!FindLine(line_end, text)) {
    diagnostics.push_back(SyntaxError(
        pos_, Tr("the record is longer than the limit of {} bytes (--max-record-bytes)",
                 limits_.max_record_bytes), index, "input/limit"));
    SkipLongLine(index, diagnostics);
    return true;
  }
  json::ParseError error;
  size_t end = 0;
  const json::Value* value = document_.Parse(text, 0, &end, &error);
  const size_t start = pos_;
  pos_ = line_end < buffer_.size() ? line_end + 1 : line_end;
  source.text = text;
  if (value && end < text.size()) {
    // Two records run together, or a record and stray text: the line is one record, invalid.
    while (IsSpace(text[end])) ++end;
    diagnostics.push_back(SyntaxError(
        start + end, Tr("unexpected text after the record on its line (NDJSON: one record a line)"),
        index));
    return true;
  }
  if (!value) {
    diagnostics.push_back(SyntaxError(
        start + error.offset,
        error.at_end && !error.limit
            ? Tr("the line ends inside the record (NDJSON: a record never spans a line break)")
            : std::move(error.message),
        index, error.limit ? "input/limit" : "json/syntax"));
    return true;
  }
  Message message;
  if (const json::Value* v = ExceedsShape(*value, limits_, message)) {
    diagnostics.push_back(SyntaxError(start + v->offset, std::move(message), index, "input/limit"));
    return true;
  }
  root = value;
  return true;
}

void RecordReader::SkipLongLine(long index, Diagnostics& diagnostics) {
  // The record's text is not kept (it is longer than a record may be). The cursor stays where the
  // line began, which pins at most max_record_bytes + max_line_bytes of it.
  size_t from = pos_ + limits_.max_record_bytes + 1;
  size_t skipped = 0;  // bytes past the limit, before `from`
  while (true) {
    const size_t nl = buffer_.find('\n', from);
    const size_t stop = nl == std::string::npos ? buffer_.size() : nl;
    if (skipped + (stop - from) > limits_.max_line_bytes) {
      diagnostics.push_back(SyntaxError(
          from + (limits_.max_line_bytes - skipped),
          Tr("no line break within {} bytes after the record's limit (--max-line-bytes); the rest "
             "of the input is skipped", limits_.max_line_bytes), index, "input/limit"));
      pos_ = buffer_.size();
      done_ = true;
      return;
    }
    if (nl != std::string::npos) {
      pos_ = nl + 1;
      return;
    }
    skipped += stop - from;
    pos_ = buffer_.size();
    if (!Fill()) {
      done_ = true;
      return;
    }
    from = pos_;
  }
}

}  // namespace replay
