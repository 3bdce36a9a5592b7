// A diagnostic: one problem found in the input, located precisely enough for a player to find it
// in the file (notation.md §6). Diagnostics are values: collected, never thrown.
#ifndef REPLAY_CORE_DIAGNOSTIC_H_
#define REPLAY_CORE_DIAGNOSTIC_H_

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/message.h"

namespace replay {

enum class Severity { kError, kWarning };

struct Diagnostic {
  std::string code;                     // stable, e.g. "diloti/build-without-card"
  Severity severity = Severity::kError;
  std::string input;                    // file name, or "-" for standard input
  long record = -1;                     // 0-based index of the record in its input
  long line = 0, column = 0;            // 1-based; 0 when unknown
  std::string pointer;                  // JSON Pointer into the record ("" = the record)
  int hand = -1, action = -1, seat = -1;  // 0-based; -1 when not applicable
  std::string seat_name;                // the player's name, for messages
  std::string section;                  // "play", "auction", … (which list `action` indexes)
  std::string rule;                     // rule id such as "DIL-21", or empty
  std::string message;                  // one sentence a player understands, in English
  Message text;                         // the same sentence, translatable (empty: only `message`)

  bool IsError() const { return severity == Severity::kError; }
};

using Diagnostics = std::vector<Diagnostic>;

bool HasErrors(const Diagnostics& diagnostics);

// "game.json:12:9: error: [diloti/build-without-card] hand 3, move 18, seat 2 (Giorgos) at
// /hands/2/play/17: … (DIL-21)": hands, moves and calls counted from 1 for a person, the pointer
// (from 0, as JSON counts) for finding it in the file (core/numbering.h).
// In the language of LC_MESSAGES when the tool set it up (po/), else English; code and rule stay.
std::string FormatText(const Diagnostic& d);
// The JSON object of `replay-validate --format json` (null for fields that do not apply). Its
// `message` is always the English sentence: a program reading the NDJSON gets the same text
// whatever the reader's locale; translation is for text a person reads.
nlohmann::ordered_json ToJson(const Diagnostic& d);

}  // namespace replay

#endif  // REPLAY_CORE_DIAGNOSTIC_H_
