#include "notation/json.h"

#include <array>
#include <charconv>
#include <cstring>
#include <fmt/format.h>
#include <unordered_map>

namespace replay::json {

const Value* Value::Find(std::string_view key) const {
  if (type != Type::kObject) return nullptr;
  for (uint32_t i = 0; i < size; ++i)
    if (members[i].key == key) return &members[i].value;
  return nullptr;
}

std::string_view TypeName(Type type) {
  switch (type) {
    case Type::kNull: return "null";
    case Type::kBool: return "a boolean";
    case Type::kInt:
    case Type::kDouble: return "a number";
    case Type::kString: return "a string";
    case Type::kArray: return "an array";
    case Type::kObject: return "an object";
  }
  return "?";
}

Message TypeText(Type type) {
  switch (type) {
    case Type::kNull: return Tr("null");
    case Type::kBool: return Tr("a boolean");
    case Type::kInt:
    case Type::kDouble: return Tr("a number");
    case Type::kString: return Tr("a string");
    case Type::kArray: return Tr("an array");
    case Type::kObject: return Tr("an object");
  }
  return "?";
}

bool Equal(const Value& a, const Value& b) {
  if (a.type != b.type || a.size != b.size) return false;
  switch (a.type) {
    case Type::kNull: return true;
    case Type::kBool: return a.boolean == b.boolean;
    case Type::kInt: return a.integer == b.integer;
    case Type::kDouble: return a.number == b.number;
    case Type::kString: return a.string == b.string;
    case Type::kArray:
      for (uint32_t i = 0; i < a.size; ++i)
        if (!Equal(a.items[i], b.items[i])) return false;
      return true;
    case Type::kObject:
      for (uint32_t i = 0; i < a.size; ++i)
        if (a.members[i].key != b.members[i].key || !Equal(a.members[i].value, b.members[i].value))
          return false;
      return true;
  }
  return false;
}

struct Document::Block {
  explicit Block(size_t n) : data(new std::byte[n]), size(n) {}
  std::unique_ptr<std::byte[]> data;
  size_t size;
};

Document::Document() = default;
Document::~Document() = default;

void Document::Reset() {
  block_index_ = 0;
  block_used_ = 0;
  duplicate_keys_.clear();
  duplicate_key_count_ = 0;
}

void Document::Swap(Document& other) noexcept {
  std::swap(blocks_, other.blocks_);
  std::swap(block_index_, other.block_index_);
  std::swap(block_used_, other.block_used_);
  std::swap(limits_, other.limits_);
  std::swap(duplicate_keys_, other.duplicate_keys_);
  std::swap(duplicate_key_count_, other.duplicate_key_count_);
}

namespace {
void RebaseView(std::string_view& view, std::string_view from, const char* to) {
  // As integers: `from` may be freed memory by now (its bytes are never read).
  const auto at = reinterpret_cast<uintptr_t>(view.data());
  const auto begin = reinterpret_cast<uintptr_t>(from.data());
  if (at >= begin && at < begin + from.size())
    view = std::string_view(to + (at - begin), view.size());
}
void RebaseValue(Value& v, std::string_view from, const char* to) {
  RebaseView(v.string, from, to);
  // The tree is const to its readers only: every node is in the document's own arena.
  if (v.type == Type::kArray) {
    for (uint32_t i = 0; i < v.size; ++i) RebaseValue(const_cast<Value&>(v.items[i]), from, to);
  } else if (v.type == Type::kObject) {
    for (uint32_t i = 0; i < v.size; ++i) {
      auto& m = const_cast<Member&>(v.members[i]);
      RebaseView(m.key, from, to);
      RebaseValue(m.value, from, to);
    }
  }
}
}  // namespace

void Rebase(Document&, const Value& root, std::string_view from, const char* to) {
  RebaseValue(const_cast<Value&>(root), from, to);
}

void* Document::Allocate(size_t bytes) {
  constexpr size_t kAlign = alignof(Value);
  bytes = (bytes + kAlign - 1) / kAlign * kAlign;
  while (block_index_ < blocks_.size()) {
    Block& b = *blocks_[block_index_];
    if (block_used_ + bytes <= b.size) {
      void* p = b.data.get() + block_used_;
      block_used_ += bytes;
      return p;
    }
    ++block_index_;
    block_used_ = 0;
  }
  blocks_.push_back(std::make_unique<Block>(std::max<size_t>(bytes, 256 * 1024)));
  block_index_ = blocks_.size() - 1;
  block_used_ = bytes;
  return blocks_.back()->data.get();
}

// Recursive descent over the text; depth is bounded (Limits) so hostile input can't overflow the
// stack.
class Document::Parser {
 public:
  Parser(Document& doc, std::string_view text, size_t pos) : doc_(doc), p_(text.data() + pos),
      begin_(text.data()), end_(text.data() + text.size()) {}

  bool ParseValue(Value& out, int depth) {
    SkipSpace();
    if (p_ == end_) return FailEnd();
    out.offset = uint32_t(p_ - begin_);
    switch (*p_) {
      case '{': return ParseObject(out, depth);
      case '[': return ParseArray(out, depth);
      case '"': out.type = Type::kString; return ParseString(out.string);
      case 't': out.type = Type::kBool; out.boolean = true; return Literal("true");
      case 'f': out.type = Type::kBool; out.boolean = false; return Literal("false");
      case 'n': out.type = Type::kNull; return Literal("null");
      default:
        if (*p_ == '-' || (*p_ >= '0' && *p_ <= '9')) return ParseNumber(out);
        return Fail(Unexpected(Tr("a value")));
    }
  }

  void SkipSpace() {
    while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
  }
  size_t Position() const { return size_t(p_ - begin_); }
  ParseError error;

 private:
  // Objects up to this size look for a repeated key by comparing with the earlier keys; larger
  // ones count their keys in a hash map, so that a hostile object costs linear time.
  static constexpr size_t kSmallObject = 8;

  const Limits& limits() const { return doc_.limits_; }

  bool FailLimit(size_t at, Message message) {
    p_ = begin_ + at;
    error.limit = true;
    return Fail(std::move(message));
  }

  bool Fail(Message message) {
    error.offset = Position();
    error.message = std::move(message);
    return false;
  }
  bool FailEnd() {
    error.at_end = true;
    return Fail(Tr("the input ends inside a JSON value"));
  }
  // `expected` is a Tr() phrase ("a digit"), or raw JSON text ('true', ',').
  Message Unexpected(Message expected) {
    unsigned char c = static_cast<unsigned char>(*p_);
    if (c >= 0x20 && c < 0x7f) return Tr("expected {}, found '{}'", expected, char(c));
    return Tr("expected {}, found byte 0x{}", expected, fmt::format("{:02X}", c));
  }

  bool Literal(std::string_view word) {
    for (char c : word) {
      if (p_ == end_) return FailEnd();
      if (*p_ != c) return Fail(Unexpected(fmt::format("'{}'", word)));
      ++p_;
    }
    return true;
  }

  bool ParseNumber(Value& out) {
    const char* start = p_;
    bool integral = true;
    if (*p_ == '-') ++p_;
    if (p_ == end_) return FailEnd();
    if (*p_ == '0') {
      ++p_;
    } else if (*p_ >= '1' && *p_ <= '9') {
      while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
    } else {
      return Fail(Unexpected(Tr("a digit")));
    }
    if (p_ < end_ && *p_ == '.') {
      integral = false;
      ++p_;
      if (p_ == end_) return FailEnd();
      if (!(*p_ >= '0' && *p_ <= '9')) return Fail(Unexpected(Tr("a digit")));
      while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
    }
    if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
      integral = false;
      ++p_;
      if (p_ < end_ && (*p_ == '+' || *p_ == '-')) ++p_;
      if (p_ == end_) return FailEnd();
      if (!(*p_ >= '0' && *p_ <= '9')) return Fail(Unexpected(Tr("a digit")));
      while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
    }
    out.string = std::string_view(start, size_t(p_ - start));
    const int64_t max = limits().max_number;
    auto too_large = [&] {
      // A number that runs to the end of the text may go on in the next read (digits, or an
      // exponent that makes it a syntax error instead): say so, as FailEnd does, so that a
      // reader fed in chunks decides only once it has the whole token (fuzz-reader-chunks).
      if (p_ == end_) error.at_end = true;
      return FailLimit(size_t(start - begin_),
                       Tr("the number {} is larger in magnitude than the limit of {} (--max-number)",
                          fmt::format("{:.40}", out.string), max));
    };
    if (integral) {
      auto [ptr, ec] = std::from_chars(start, p_, out.integer);
      if (ec != std::errc()) return too_large();  // beyond int64
      if (out.integer > max || out.integer < -max) return too_large();
      out.type = Type::kInt;
      return true;
    }
    out.type = Type::kDouble;
    auto [ptr, ec] = std::from_chars(start, p_, out.number);
    // Out of double's range, or beyond the limit: either way no figure of a card game.
    if (ec != std::errc() || !(out.number <= double(max) && out.number >= -double(max)))
      return too_large();
    return true;
  }

  // Validates one UTF-8 sequence starting at p_ (a byte >= 0x80) and advances past it.
  bool Utf8() {
    auto b = [&](int i) { return static_cast<unsigned char>(p_[i]); };
    unsigned char c = b(0);
    int n;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) n = 1;
    else if (c == 0xE0) { n = 2; lo = 0xA0; }
    else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) n = 2;
    else if (c == 0xED) { n = 2; hi = 0x9F; }
    else if (c == 0xF0) { n = 3; lo = 0x90; }
    else if (c >= 0xF1 && c <= 0xF3) n = 3;
    else if (c == 0xF4) { n = 3; hi = 0x8F; }
    else return Fail(Tr("invalid UTF-8 byte"));
    for (int i = 1; i <= n; ++i) {
      if (p_ + i >= end_) return FailEnd();
      unsigned char lo_i = i == 1 ? lo : 0x80, hi_i = i == 1 ? hi : 0xBF;
      if (b(i) < lo_i || b(i) > hi_i) {
        p_ += i;
        return Fail(Tr("invalid UTF-8 sequence"));
      }
    }
    p_ += n + 1;
    return true;
  }

  bool Hex4(uint32_t& v) {
    v = 0;
    for (int i = 0; i < 4; ++i, ++p_) {
      if (p_ == end_) return FailEnd();
      char c = *p_;
      v <<= 4;
      if (c >= '0' && c <= '9') v |= uint32_t(c - '0');
      else if (c >= 'a' && c <= 'f') v |= uint32_t(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') v |= uint32_t(c - 'A' + 10);
      else return Fail(Unexpected(Tr("a hex digit")));
    }
    return true;
  }

  static void AppendUtf8(std::string& s, uint32_t cp) {
    if (cp < 0x80) {
      s += char(cp);
    } else if (cp < 0x800) {
      s += char(0xC0 | (cp >> 6));
      s += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += char(0xE0 | (cp >> 12));
      s += char(0x80 | ((cp >> 6) & 0x3F));
      s += char(0x80 | (cp & 0x3F));
    } else {
      s += char(0xF0 | (cp >> 18));
      s += char(0x80 | ((cp >> 12) & 0x3F));
      s += char(0x80 | ((cp >> 6) & 0x3F));
      s += char(0x80 | (cp & 0x3F));
    }
  }

  bool ParseString(std::string_view& out) {
    ++p_;  // opening quote
    const char* start = p_;
    // Fast path: plain ASCII without escapes stays a view into the text.
    static constexpr auto kPlain = [] {
      std::array<bool, 256> t{};
      for (int c = 0x20; c < 0x80; ++c) t[size_t(c)] = c != '"' && c != '\\';
      return t;
    }();
    while (p_ < end_) {
      while (p_ < end_ && kPlain[static_cast<unsigned char>(*p_)]) ++p_;
      if (p_ == end_) break;
      unsigned char c = static_cast<unsigned char>(*p_);
      if (c == '"') {
        out = std::string_view(start, size_t(p_ - start));
        ++p_;
        return CheckStringLength(start, out.size());
      }
      if (c == '\\') break;
      if (c < 0x20) return Fail(Tr("a control character inside a string (escape it)"));
      if (c >= 0x80) {
        if (!Utf8()) return false;
      } else {
        ++p_;
      }
    }
    if (p_ == end_) return FailEnd();
    // Slow path: decode escapes into the arena.
    std::string& s = doc_.scratch_;
    s.assign(start, size_t(p_ - start));
    while (true) {
      if (p_ == end_) return FailEnd();
      unsigned char c = static_cast<unsigned char>(*p_);
      if (c == '"') {
        ++p_;
        break;
      }
      if (c < 0x20) return Fail(Tr("a control character inside a string (escape it)"));
      if (c >= 0x80) {
        const char* q = p_;
        if (!Utf8()) return false;
        s.append(q, size_t(p_ - q));
        continue;
      }
      if (c != '\\') {
        s += char(c);
        ++p_;
        continue;
      }
      ++p_;
      if (p_ == end_) return FailEnd();
      char e = *p_++;
      switch (e) {
        case '"': s += '"'; break;
        case '\\': s += '\\'; break;
        case '/': s += '/'; break;
        case 'b': s += '\b'; break;
        case 'f': s += '\f'; break;
        case 'n': s += '\n'; break;
        case 'r': s += '\r'; break;
        case 't': s += '\t'; break;
        case 'u': {
          uint32_t cp;
          if (!Hex4(cp)) return false;
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            if (end_ - p_ < 2) return FailEnd();
            if (p_[0] != '\\' || p_[1] != 'u') return Fail(Tr("a lone UTF-16 surrogate in a \\u escape"));
            p_ += 2;
            uint32_t lo;
            if (!Hex4(lo)) return false;
            if (lo < 0xDC00 || lo > 0xDFFF) return Fail(Tr("a lone UTF-16 surrogate in a \\u escape"));
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return Fail(Tr("a lone UTF-16 surrogate in a \\u escape"));
          }
          AppendUtf8(s, cp);
          break;
        }
        default:
          --p_;
          return Fail(Unexpected(Tr("an escape character")));
      }
    }
    if (!CheckStringLength(start, s.size())) return false;
    char* mem = static_cast<char*>(doc_.Allocate(s.size() + 1));
    std::memcpy(mem, s.data(), s.size());
    out = std::string_view(mem, s.size());
    return true;
  }

  bool CheckStringLength(const char* start, size_t length) {
    if (length <= limits().max_string) return true;
    return FailLimit(size_t(start - begin_) - 1,
                     Tr("a string of {} bytes, longer than the limit of {} (--max-string-bytes)",
                        length, limits().max_string));
  }

  bool TooDeep() {
    return FailLimit(Position(), Tr("JSON nested deeper than the limit of {} levels (--max-depth)",
                                    limits().max_depth));
  }

  bool ParseArray(Value& out, int depth) {
    if (uint32_t(depth) >= limits().max_depth) return TooDeep();
    ++p_;
    out.type = Type::kArray;
    auto& stack = doc_.value_stack_;
    size_t base = stack.size();
    SkipSpace();
    if (p_ < end_ && *p_ == ']') {
      ++p_;
    } else {
      while (true) {
        // Parse into a local: a nested array uses (and may move) the same stack.
        Value item;
        if (!ParseValue(item, depth + 1)) return false;
        stack.push_back(item);
        SkipSpace();
        if (p_ == end_) return FailEnd();
        if (*p_ == ',') { ++p_; continue; }
        if (*p_ == ']') { ++p_; break; }
        return Fail(Unexpected(Tr("{} or {}", "','", "']'")));
      }
    }
    out.size = uint32_t(stack.size() - base);
    auto* items = static_cast<Value*>(doc_.Allocate(sizeof(Value) * out.size));
    std::copy(stack.begin() + long(base), stack.end(), items);
    stack.resize(base);
    out.items = items;
    return true;
  }

  bool ParseObject(Value& out, int depth) {
    if (uint32_t(depth) >= limits().max_depth) return TooDeep();
    ++p_;
    out.type = Type::kObject;
    auto& stack = doc_.member_stack_;
    size_t base = stack.size();
    // Key -> occurrences so far, for objects past kSmallObject members only.
    std::unordered_map<std::string_view, uint32_t> counts;
    SkipSpace();
    if (p_ < end_ && *p_ == '}') {
      ++p_;
    } else {
      while (true) {
        SkipSpace();
        if (p_ == end_) return FailEnd();
        if (*p_ != '"') return Fail(Unexpected(Tr("a key in double quotes")));
        if (stack.size() - base >= limits().max_keys)
          return FailLimit(Position(), Tr("an object with more than {} keys (--max-keys)",
                                          limits().max_keys));
        Member m;
        m.key_offset = uint32_t(Position());
        if (!ParseString(m.key)) return false;
        SkipSpace();
        if (p_ == end_) return FailEnd();
        if (*p_ != ':') return Fail(Unexpected(Message("':'")));
        ++p_;
        if (!ParseValue(m.value, depth + 1)) return false;
        NoteRepeat(m, base, counts);
        stack.push_back(m);
        SkipSpace();
        if (p_ == end_) return FailEnd();
        if (*p_ == ',') { ++p_; continue; }
        if (*p_ == '}') { ++p_; break; }
        return Fail(Unexpected(Tr("{} or {}", "','", "'}'")));
      }
    }
    out.size = uint32_t(stack.size() - base);
    auto* members = static_cast<Member*>(doc_.Allocate(sizeof(Member) * out.size));
    std::copy(stack.begin() + long(base), stack.end(), members);
    stack.resize(base);
    out.members = members;
    return true;
  }

  // Records `m` when its key is the second occurrence of a name in the object whose members start
  // at stack[base]: once per name, so that n copies of one key make one report, not n(n-1)/2.
  void NoteRepeat(const Member& m, size_t base,
                  std::unordered_map<std::string_view, uint32_t>& counts) {
    auto& stack = doc_.member_stack_;
    uint32_t earlier = 0;
    if (stack.size() - base < kSmallObject) {
      // A quick length-and-first-byte test keeps this cheap on small objects.
      for (size_t i = base; i < stack.size(); ++i) {
        std::string_view k = stack[i].key;
        if (k.size() == m.key.size() && (k.empty() || k[0] == m.key[0]) && k == m.key) ++earlier;
      }
    } else {
      if (counts.empty())
        for (size_t i = base; i < stack.size(); ++i) ++counts[stack[i].key];
      earlier = counts[m.key]++;
    }
    if (earlier != 1) return;
    ++doc_.duplicate_key_count_;
    if (doc_.duplicate_keys_.size() < kMaxDuplicateReports)
      doc_.duplicate_keys_.push_back(m.key_offset);
  }

  Document& doc_;
  const char* p_;
  const char* begin_;
  const char* end_;
};

const Value* Document::Parse(std::string_view text, size_t pos, size_t* end, ParseError* error) {
  Reset();
  value_stack_.clear();
  member_stack_.clear();
  Parser parser(*this, text, pos);
  auto* root = static_cast<Value*>(Allocate(sizeof(Value)));
  new (root) Value();
  if (!parser.ParseValue(*root, 0)) {
    if (error) *error = parser.error;
    return nullptr;
  }
  if (end) *end = parser.Position();
  return root;
}

std::string PointerEscape(std::string_view token) {
  std::string out;
  for (char c : token) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

namespace {
bool FindKey(const Value& v, uint32_t key_offset, std::string& path) {
  if (v.IsObject()) {
    for (uint32_t i = 0; i < v.size; ++i) {
      size_t keep = path.size();
      path += "/" + PointerEscape(v.members[i].key);
      if (v.members[i].key_offset == key_offset || FindKey(v.members[i].value, key_offset, path))
        return true;
      path.resize(keep);
    }
  } else if (v.IsArray()) {
    for (uint32_t i = 0; i < v.size; ++i) {
      size_t keep = path.size();
      path += "/" + std::to_string(i);
      if (FindKey(v.items[i], key_offset, path)) return true;
      path.resize(keep);
    }
  }
  return false;
}
}  // namespace

std::string PointerToKey(const Value& root, uint32_t key_offset) {
  std::string path;
  return FindKey(root, key_offset, path) ? path : std::string();
}

const Value* ResolveDeepest(const Value& root, std::string_view pointer) {
  const Value* v = &root;
  while (!pointer.empty() && pointer[0] == '/') {
    pointer.remove_prefix(1);
    size_t slash = pointer.find('/');
    std::string token(pointer.substr(0, slash));
    pointer = slash == std::string_view::npos ? std::string_view() : pointer.substr(slash);
    // Unescape ~1 and ~0 (in that order, RFC 6901 §4).
    for (size_t i; (i = token.find("~1")) != std::string::npos;) token.replace(i, 2, "/");
    for (size_t i; (i = token.find("~0")) != std::string::npos;) token.replace(i, 2, "~");
    const Value* next = nullptr;
    if (v->IsObject()) {
      next = v->Find(token);
    } else if (v->IsArray()) {
      size_t index = 0;
      auto [p, ec] = std::from_chars(token.data(), token.data() + token.size(), index);
      if (ec == std::errc() && p == token.data() + token.size() && index < v->size)
        next = &v->items[index];
    }
    if (!next) break;
    v = next;
  }
  return v;
}

}  // namespace replay::json
