// The game-agnostic view of one record (notation.md §2–3): a match with its players, tags, hands
// and claims. Values stay in the parsed JSON tree (json.h), so every part keeps its position;
// the engines read the game-specific parts (`cards`, actions, `result`) through it.
#ifndef REPLAY_NOTATION_RECORD_H_
#define REPLAY_NOTATION_RECORD_H_

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostic.h"
#include "notation/json.h"

namespace replay {

struct Player {
  std::string_view name;
  std::string_view id;  // empty unless given as {"name", "id"}
};

struct Hand {
  const json::Value* node = nullptr;     // the hand object
  std::optional<long> dealer;            // when `dealer` is an integer
  const json::Value* cards = nullptr;    // any JSON; its shape is the game's business
  const json::Value* auction = nullptr;  // an array when present
  const json::Value* play = nullptr;     // an array when present
  const json::Value* result = nullptr;   // an object when present
  std::optional<bool> complete;

  bool IsPartial() const { return complete == false; }
  bool IsScoreSheet() const { return !cards && !play && !auction; }
};

// Where a record's text came from, so that a JSON Pointer can be turned into line:column.
struct Source {
  std::string input;           // file name or "-"
  long index = 0;              // 0-based record index within the input
  std::string_view text;       // the record's JSON text
  long first_line = 1;         // line and column of text[0] in the input
  long first_column = 1;
};

struct Location {
  long line = 0;
  long column = 0;
};

// Where `text` ends when it begins at `from`: lines count '\n', columns count code points (not
// bytes), so that they match what an editor shows for Greek names. The one rule for every
// line:column the tools print (the reader's, and Record::LocateOffset's).
Location Advance(Location from, std::string_view text);

struct Record {
  Source source;
  const json::Value* root = nullptr;
  std::string_view game;
  const json::Value* rules = nullptr;   // an object when present
  std::vector<Player> players;
  std::vector<std::pair<std::string_view, std::string_view>> tags;
  std::vector<Hand> hands;
  const json::Value* result = nullptr;  // an object when present

  // The line and column of the value at `pointer` (or of its deepest existing parent).
  Location Locate(std::string_view pointer) const;
  Location LocateOffset(size_t offset) const;
  // The tag's value, or empty.
  std::string_view Tag(std::string_view key) const;
  std::string_view PlayerName(int seat) const;
};

// Creates diagnostics bound to one record: fills input, record index, line and column.
class Reporter {
 public:
  Reporter(const Record& record, Diagnostics& out) : record_(record), out_(out) {}

  Diagnostic& Error(std::string_view code, std::string pointer, Message message) {
    return Add(Severity::kError, code, std::move(pointer), std::move(message));
  }
  Diagnostic& Warning(std::string_view code, std::string pointer, Message message) {
    return Add(Severity::kWarning, code, std::move(pointer), std::move(message));
  }
  Diagnostic& Add(Severity severity, std::string_view code, std::string pointer,
                  Message message);
  const Record& record() const { return record_; }
  size_t error_count() const { return errors_; }

 private:
  const Record& record_;
  Diagnostics& out_;
  size_t errors_ = 0;
};

class GameCatalog;

// Fills `record` from a parsed root value, reporting `record/shape`, `record/unknown-key`
// (warning), `record/unknown-game` and `tags/date`. `games` says which games exist and the hand
// keys each adds to the notation (such as Bourlot's `contract`); the notation knows no game.
// Returns false when the record is too malformed to replay.
bool BuildRecord(const json::Value& root, Record& record, Reporter& reporter,
                 const GameCatalog& games);

}  // namespace replay

#endif  // REPLAY_NOTATION_RECORD_H_
