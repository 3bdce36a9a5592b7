#include "core/text.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include <fmt/format.h>
#include <utf8proc.h>

namespace replay {
namespace {

// The length of the UTF-8 sequence at text[i] and its code point, or 0 when it is not UTF-8.
size_t DecodeUtf8(std::string_view text, size_t i, uint32_t& cp) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char c = byte(i);
  size_t n;
  uint32_t min;
  if (c >= 0xC2 && c <= 0xDF) { n = 2; cp = c & 0x1F; min = 0x80; }
  else if (c >= 0xE0 && c <= 0xEF) { n = 3; cp = c & 0x0F; min = 0x800; }
  else if (c >= 0xF0 && c <= 0xF4) { n = 4; cp = c & 0x07; min = 0x10000; }
  else return 0;
  if (i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

bool IsBidiControl(uint32_t cp) {
  return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

}  // namespace

std::string TerminalSafe(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7F) {
      out += char(c);
      ++i;
      continue;
    }
    if (c < 0x80) {
      switch (c) {
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: out += fmt::format("\\x{:02X}", c);
      }
      ++i;
      continue;
    }
    uint32_t cp = 0;
    size_t n = DecodeUtf8(text, i, cp);
    if (n == 0) {
      out += fmt::format("\\x{:02X}", c);
      ++i;
    } else if (cp < 0xA0 || IsBidiControl(cp)) {
      out += fmt::format("\\u{{{:04X}}}", cp);
      i += n;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

std::string CsvField(std::string_view text, bool always_quote) {
  std::string field;
  if (!text.empty() && std::string_view("=+-@\t\r").find(text[0]) != std::string_view::npos)
    field = "'";
  field += text;
  if (!always_quote && field.find_first_of(",\"\r\n") == std::string::npos) return field;
  std::string out = "\"";
  for (char c : field) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

size_t DisplayWidth(std::string_view text) {
  size_t width = 0;
  for (size_t i = 0; i < text.size();) {
    uint32_t cp = static_cast<unsigned char>(text[i]);
    size_t n = cp < 0x80 ? 1 : DecodeUtf8(text, i, cp);
    if (n == 0) {
      ++width;
      ++i;
      continue;
    }
    // utf8proc gives controls width 0; text tables show them escaped (TerminalSafe) anyway.
    width += size_t(std::max(0, utf8proc_charwidth(utf8proc_int32_t(cp))));
    i += n;
  }
  return width;
}

std::string PadRight(std::string_view text, size_t width) {
  std::string out(text);
  size_t w = DisplayWidth(text);
  if (w < width) out.append(width - w, ' ');
  return out;
}

std::string PadLeft(std::string_view text, size_t width) {
  size_t w = DisplayWidth(text);
  std::string out(w < width ? width - w : 0, ' ');
  return out.append(text);
}

std::string NormalizeName(std::string_view text) {
  std::string nfc(text);
  utf8proc_uint8_t* mapped = nullptr;
  // Fails (negative) on text that is not UTF-8, which then stays as it is.
  utf8proc_ssize_t length = utf8proc_map(
      reinterpret_cast<const utf8proc_uint8_t*>(text.data()), utf8proc_ssize_t(text.size()),
      &mapped, utf8proc_option_t(UTF8PROC_STABLE | UTF8PROC_COMPOSE));
  std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owner(mapped, &std::free);
  if (length >= 0) nfc.assign(reinterpret_cast<const char*>(mapped), size_t(length));
  std::string out;
  bool space = false;
  for (size_t i = 0; i < nfc.size();) {
    uint32_t cp = static_cast<unsigned char>(nfc[i]);
    size_t n = cp < 0x80 ? 1 : DecodeUtf8(nfc, i, cp);
    bool is_space = false;
    if (n == 0) {
      n = 1;  // a byte that is not UTF-8: kept
    } else if (cp < 0x80) {
      is_space = cp == ' ' || (cp >= '\t' && cp <= '\r');
    } else {
      is_space = utf8proc_category(utf8proc_int32_t(cp)) == UTF8PROC_CATEGORY_ZS;
    }
    if (is_space) {
      space = !out.empty();
    } else {
      if (space) out += ' ';
      space = false;
      out.append(nfc, i, n);
    }
    i += n;
  }
  return out;
}

void AddText(PiecedText& out, std::string_view text) {
  if (text.empty()) return;
  if (out.empty() || out.back().kind != TextPiece::kText) out.push_back({std::string(text)});
  else out.back().text += text;
}

void AddName(PiecedText& out, std::string_view safe_name) {
  out.push_back({std::string(safe_name), TextPiece::kName});
}

void AddPad(PiecedText& out, size_t spaces) {
  if (spaces > 0) out.push_back({std::string(spaces, ' '), TextPiece::kPad});
}

std::string Joined(const PiecedText& text) {
  std::string out;
  for (const TextPiece& p : text) out += p.text;
  return out;
}

}  // namespace replay
