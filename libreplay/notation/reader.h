// Streams the records of one input (notation.md §1): a single object, an array of records,
// concatenated JSON, or NDJSON read line by line (a damaged line is one invalid record and the
// next line the next record). Memory stays proportional to the largest record, not the input.
#ifndef REPLAY_NOTATION_READER_H_
#define REPLAY_NOTATION_READER_H_

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "core/diagnostic.h"
#include "notation/json.h"
#include "notation/record.h"

namespace replay {

// Bounds that keep a reader's memory and time proportional to the largest record allowed, whatever
// the input (replay-notation(5), LIMITS). Exceeding one is an `input/limit` error on that
// record; the reader goes on with the next record (NDJSON), or ends the input where it can't
// find one (inside an array of records, or no line starting with '{').
struct ReadLimits {
  size_t max_record_bytes = 16 << 20;  // the text of one record
  size_t max_line_bytes = 1 << 20;     // what is skipped of a line after an error: looking for
                                       // the next record, or (NDJSON) past max_record_bytes
  size_t max_hands = 10000;            // hands of one record
  size_t max_actions = 1000;           // actions of one hand (auction and play, each)
  json::Limits json;                   // nesting depth, keys per object, string length, numbers
};

// The value of `root` that passes limits.max_hands or max_actions (the first in the text), with
// what to say of it in `message`; null when none does. The reader's check of every record's shape.
const json::Value* ExceedsShape(const json::Value& root, const ReadLimits& limits,
                                Message& message);

// A diagnostic of the reader: `code` at `at` of record `index` of `input`.
Diagnostic ReadDiagnostic(std::string_view code, const std::string& input, long index,
                          Location at, Message message);

// How an input is read (--input-format): kAuto decides by notation.md §1 (the name ends in
// .ndjson or .jsonl, or the first record ends at a line break and another line follows);
// kNdjson reads one record a line; kJson reads one JSON text (an object, an array of records, or
// values one after the other) and resynchronises at the next line starting with '{'.
enum class InputFormat { kAuto, kNdjson, kJson };

class RecordReader {
 public:
  static constexpr size_t kDefaultChunk = 1 << 20;
  // Reads from `file` (not closed) `chunk` bytes at a time at least; `name` is used in
  // diagnostics ("-" for standard input).
  RecordReader(std::FILE* file, std::string name, const ReadLimits& limits = {},
               size_t chunk = kDefaultChunk);
  // Reads from a string (tests, small inputs).
  RecordReader(std::string text, std::string name, const ReadLimits& limits = {});

  // How to read the input; before the first Next or NextFrame (kAuto when not called).
  void set_format(InputFormat format) { format_ = format; }
  // Whether the input is read as NDJSON (known after the first Next).
  bool ndjson() const { return ndjson_; }

  // Advances to the next record. Returns false at the end of the input. When the record's text is
  // not valid JSON, `diagnostics` gets a `json/syntax` error and `root` is null; `source.text`
  // is then the text that was skipped as that record (its line in NDJSON; in a JSON text from
  // where it began to where reading goes on), for --invalid-out, or empty when that text was
  // longer than max_record_bytes (it is not kept).
  bool Next(Source& source, const json::Value*& root, Diagnostics& diagnostics);

  // Where the reader is (what Next reads next), to come back to with Rewind.
  struct Mark {
    uint64_t pos = 0, cursor = 0;  // offsets from the start of the input
    long line = 1, column = 1;     // of `cursor`
    long index = 0;
    bool need_separator = false;
    // The first byte that reading again from here needs (the cursor may be behind `pos`).
    uint64_t first() const { return pos < cursor ? pos : cursor; }
  };
  // One record's text found without parsing it (notation/frame.h): the text (valid until the
  // reader's next call), its index, the line and column where it begins, and `mark`, where the
  // reader was before it.
  struct Frame {
    std::string_view text;
    long index = 0;
    Location start;
    Mark mark;
  };
  // Advances past the next record, found by ValueFramer, when that can be done without parsing
  // (an object or array, after a separator where one is due, within --max-record-bytes) and
  // returns true. Otherwise it stays where it was and returns false: Next must read what comes.
  // A frame is only what Next would read if the text proves to be JSON once parsed; when it is
  // not, Rewind(frame.mark) and Next read it again, errors, resynchronisation and all.
  bool NextFrame(Frame& frame);
  void Rewind(const Mark& mark);
  // Bytes from `offset` of the input on stay in memory (the text of frames not yet parsed, to
  // rewind to); kKeepNothing lets them go.
  static constexpr uint64_t kKeepNothing = UINT64_MAX;
  void KeepFrom(uint64_t offset) { keep_ = offset; }

  const std::string& name() const { return name_; }
  const ReadLimits& limits() const { return limits_; }
  bool io_error() const { return io_error_; }
  // Keys found twice in one object of the last record (offsets into its text).
  const std::vector<uint32_t>& duplicate_keys() const { return document_.duplicate_keys(); }
  size_t duplicate_key_count() const { return document_.duplicate_key_count(); }
  // Takes the tree of the last record (and its duplicate keys) into `document`, giving the reader
  // `document`'s arena for the next one (notation/pipeline.h). The limits stay the reader's.
  const json::Document& document() const { return document_; }
  void SwapDocument(json::Document& document) {
    document_.Swap(document);
    document_.set_limits(limits_.json);
  }

 private:
  bool Fill();                       // reads more input; false at the end
  bool SkipSpace();                  // skips white space, filling as needed; false at the end
  void AdvanceCursor(size_t to);     // keeps line_/column_ at buffer offset `to`
  void Compact();
  Mark Here() const;
  bool FrameHere(Frame& frame);      // NextFrame, but may leave the reader anywhere on false
  // Whether the input is NDJSON by notation.md §1, looking ahead from the first record (pos_)
  // at most max_record_bytes + max_line_bytes; false when it can't tell within that.
  bool DetectNdjson();
  // Next for NDJSON: the next non-blank line is one record, whatever it holds.
  bool NextLine(Source& source, const json::Value*& root, Diagnostics& diagnostics);
  // The line at pos_ (not a space): where it ends (its '\n', or the end of the input) and its
  // text without the white space at its end, filling as needed; false when the line is longer
  // than max_record_bytes.
  bool FindLine(size_t& line_end, std::string_view& text);
  // After a line longer than max_record_bytes: skips to the next line, at most max_line_bytes
  // more, else ends the input with an input/limit error.
  void SkipLongLine(long index, Diagnostics& diagnostics);
  // Appends buffer_[from, to) to the skipped text of a record that is not JSON, while it stays
  // within max_record_bytes (beyond, the text is dropped: damaged_cut_).
  void KeepDamaged(size_t from, size_t to);
  std::string_view Damaged() const { return damaged_cut_ ? std::string_view() : damaged_; }
  Diagnostic SyntaxError(size_t at, Message message, long index,
                         std::string_view code = "json/syntax");
  // False, with a diagnostic, when the record at buffer_[pos_] exceeds max_hands / max_actions.
  bool CheckShape(const json::Value& root, long index, Diagnostics& diagnostics);
  // After an error: skips to the next line that starts with '{', from buffer offset `from`.
  // The bytes from buffer offset `text` on are the record's skipped text (KeepDamaged).
  void Resync(size_t from, size_t text, long index, Diagnostics& diagnostics);

  std::FILE* file_ = nullptr;
  std::string name_;
  ReadLimits limits_;
  size_t chunk_ = kDefaultChunk;
  std::string buffer_;
  size_t pos_ = 0;           // next unread byte of buffer_
  uint64_t dropped_ = 0;     // bytes of the input before buffer_[0]
  uint64_t keep_ = kKeepNothing;  // KeepFrom
  bool eof_ = false;
  bool io_error_ = false;
  bool started_ = false;
  bool array_mode_ = false;  // the input is one JSON array of records
  InputFormat format_ = InputFormat::kAuto;
  bool ndjson_ = false;      // one record a line (notation.md §1)
  std::string damaged_;      // the skipped text of the last record that was not JSON
  bool damaged_cut_ = false;
  bool done_ = false;
  bool need_separator_ = false;
  long index_ = 0;
  // The line and column of buffer_[cursor_].
  size_t cursor_ = 0;
  long line_ = 1, column_ = 1;
  json::Document document_;
};

}  // namespace replay

#endif  // REPLAY_NOTATION_READER_H_
