// A strict JSON reader that keeps the byte offset of every value.
//
// Why not nlohmann::json here: nlohmann 3.11 (Debian 12) records positions only for syntax errors,
// while every diagnostic must name the line and column of the value it blames, and its lexer alone
// runs at about a fifth of the speed the validator needs. This reader parses one record's text into
// a read-only tree allocated in an arena that is reused record after record (no allocation per
// value in steady state). Strings without escapes point into the source text. nlohmann::json is
// still used for everything the tools write.
#ifndef REPLAY_NOTATION_JSON_H_
#define REPLAY_NOTATION_JSON_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"

namespace replay::json {

enum class Type : uint8_t { kNull, kBool, kInt, kDouble, kString, kArray, kObject };

struct Member;

struct Value {
  Type type = Type::kNull;
  uint32_t offset = 0;  // byte offset of the value's first character in the text
  uint32_t size = 0;    // elements or members
  union {
    bool boolean;
    int64_t integer;
    double number;
    const Value* items;      // kArray
    const Member* members;   // kObject
  };
  std::string_view string;  // kString (unescaped); for numbers, their text

  Value() : integer(0) {}

  bool IsNull() const { return type == Type::kNull; }
  bool IsBool() const { return type == Type::kBool; }
  bool IsInt() const { return type == Type::kInt; }
  bool IsNumber() const { return type == Type::kInt || type == Type::kDouble; }
  bool IsString() const { return type == Type::kString; }
  bool IsArray() const { return type == Type::kArray; }
  bool IsObject() const { return type == Type::kObject; }

  const Value* begin() const { return type == Type::kArray ? items : nullptr; }
  const Value* end() const { return type == Type::kArray ? items + size : nullptr; }
  const Value& operator[](size_t i) const { return items[i]; }
  // The member named `key`, or nullptr (also when this is not an object).
  const Value* Find(std::string_view key) const;
};

struct Member {
  std::string_view key;
  uint32_t key_offset = 0;
  Value value;
};

std::string_view TypeName(Type type);
// The same words, translatable, for diagnostics ("a number" — core/message.h).
Message TypeText(Type type);

// Deep equality (object members compared in order; numbers by value and kind).
bool Equal(const Value& a, const Value& b);

struct ParseError {
  size_t offset = 0;  // byte offset of the first bad byte
  Message message;
  bool at_end = false;  // the text ended inside the value: more input could complete it
  bool limit = false;   // the text is JSON so far but exceeds one of the Limits
};

// Bounds on what one parse accepts, so that hostile input can't exhaust the stack, the memory or
// the time of a reader (replay-notation(5), LIMITS). Every bound is far above what a recorded
// match needs. Numbers are bounded so that no game's arithmetic on claimed figures can overflow:
// a sum or product of two bounded numbers, even summed over every hand of a record, fits int64.
struct Limits {
  uint32_t max_depth = 64;            // nesting of arrays and objects
  uint32_t max_keys = 10000;          // members of one object
  size_t max_string = 64 * 1024;      // bytes of one string (after unescaping)
  int64_t max_number = 1000000000;    // magnitude of any number
};

// A parsed text: the arena that owns the tree. Reusable: Parse() forgets the previous tree.
class Document {
 public:
  Document();
  ~Document();
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  // Parses the one JSON value that starts at text[pos] (after white space). On success returns
  // the root and sets *end to the offset just past the value. The text must outlive the tree.
  const Value* Parse(std::string_view text, size_t pos, size_t* end, ParseError* error);

  // Exchanges the trees (and limits) of two documents: a tree keeps its addresses, so a reader
  // can hand the record it parsed to another thread and parse the next into the other arena.
  void Swap(Document& other) noexcept;

  void set_limits(const Limits& limits) { limits_ = limits; }
  const Limits& limits() const { return limits_; }

  // Keys that occur more than once in one object: the offset of the second occurrence of each
  // repeated name (once per name and object), at most kMaxDuplicateReports of them.
  static constexpr size_t kMaxDuplicateReports = 10;
  const std::vector<uint32_t>& duplicate_keys() const { return duplicate_keys_; }
  // How many names were repeated in all (also those past the cap).
  size_t duplicate_key_count() const { return duplicate_key_count_; }

 private:
  class Parser;
  struct Block;
  void* Allocate(size_t bytes);
  void Reset();

  std::vector<std::unique_ptr<Block>> blocks_;
  size_t block_index_ = 0;
  size_t block_used_ = 0;
  Limits limits_;
  std::vector<uint32_t> duplicate_keys_;
  size_t duplicate_key_count_ = 0;
  std::vector<Value> value_stack_;
  std::vector<Member> member_stack_;
  std::string scratch_;
};

// Points the strings (and number texts, and keys) of the tree `root` of `document` that lie in
// `from` to the same bytes of `to`, a copy of `from`: the tree then outlives the text it was
// parsed from. Decoded strings (with escapes) live in the document and stay as they are. Only
// addresses are compared: `from` may already be gone.
void Rebase(Document& document, const Value& root, std::string_view from, const char* to);

// JSON Pointer (RFC 6901) helpers.
std::string PointerEscape(std::string_view token);
// The pointer of the member whose key starts at `key_offset` ("" when none does).
std::string PointerToKey(const Value& root, uint32_t key_offset);
// The deepest value along `pointer` that exists (the root when nothing matches).
const Value* ResolveDeepest(const Value& root, std::string_view pointer);

}  // namespace replay::json

#endif  // REPLAY_NOTATION_JSON_H_
