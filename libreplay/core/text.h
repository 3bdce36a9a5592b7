// Text that is safe to show: on a terminal, and in a spreadsheet.
//
// Record text is the user's, and a name may hold anything JSON can escape: ESC sequences that set
// a terminal's title or colours, BEL, BS, CR, a newline that splits a table row, C1 controls,
// bidi overrides (U+202E) that reverse what follows. Text output shows such characters as escapes
// instead; JSON output needs nothing (its encoder escapes control characters, and a consumer
// reads strings, not a screen) and CSV stays exact but for the formula guard below.
#ifndef REPLAY_CORE_TEXT_H_
#define REPLAY_CORE_TEXT_H_

#include <string>
#include <string_view>
#include <vector>

namespace replay {

// What separates the items of a list a person reads, in every language: " · ". Never "; ", which
// reads as a question mark in Greek (issue #28); a comma stays for lists within an item.
inline constexpr std::string_view kSeparator = " · ";

// `text` with every control character (C0, DEL, C1), bidi control and byte that is not UTF-8
// written as an escape: \n \r \t, \xHH for other bytes below 0x80 and for bytes that are not
// UTF-8, \u{HHHH} for the code points. Everything else, Greek and Spanish included, is kept.
std::string TerminalSafe(std::string_view text);

// One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A text
// field that a spreadsheet would run as a formula — its first character is = + - @, TAB or CR —
// gets a leading apostrophe (the OWASP "CSV injection" rule), which spreadsheets show as text.
// Numbers the tools write go out as they are: they are not text fields.
// `always_quote` quotes every field (replay-score's standings quote their names).
std::string CsvField(std::string_view text, bool always_quote = false);

// The columns `text` takes on a terminal (Unicode's East Asian Width and general categories, as
// utf8proc tables them): combining marks and other zero-width characters 0, wide and fullwidth
// characters (CJK, most emoji) 2, everything else 1; a byte that is not UTF-8 counts 1. Text
// tables align by this, not by bytes or code points: "Νίκος" typed decomposed (NFD) is 5 wide.
size_t DisplayWidth(std::string_view text);

// `text` followed (PadRight) or preceded (PadLeft) by the spaces that make it `width` columns
// wide; text already as wide or wider is returned as it is.
std::string PadRight(std::string_view text, size_t width);
std::string PadLeft(std::string_view text, size_t width);

// A player's name as the standings and the store compare it: Unicode NFC (so "Νίκος" typed
// precomposed and decomposed is one person), white space trimmed at both ends and each inner run
// of it made one space. Case is kept ("maria" and "Maria" stay two spellings). Text that is not
// UTF-8 is only trimmed and collapsed.
std::string NormalizeName(std::string_view text);

// Text in pieces, with the players' names kept apart from the rest (kName; the text as
// TerminalSafe writes it), and so the runs of spaces that align columns after them (kPad). A
// board (engine/show.h) or a move's note (review/annotate.h) is built this way so that the review
// page (review/page.h) can write each name once per match and refer to it from every board,
// instead of repeating names (and padding) of up to --max-string-bytes at every move.
struct TextPiece {
  enum Kind { kText, kName, kPad };
  std::string text;
  Kind kind = kText;
};
using PiecedText = std::vector<TextPiece>;

// Appends to `out`: text joins the last piece when that is text too.
void AddText(PiecedText& out, std::string_view text);
void AddName(PiecedText& out, std::string_view safe_name);
void AddPad(PiecedText& out, size_t spaces);
// The pieces as one string, names and spaces in place.
std::string Joined(const PiecedText& text);

}  // namespace replay

#endif  // REPLAY_CORE_TEXT_H_
