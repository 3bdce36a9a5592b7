// Which records a command is about: the selection flags shared by replay-filter(1), over records,
// and replay-stats(1), over a store (which translates the same Selection into SQL, stats.cc).
// One definition of the flags, of how their values are read and of what each one means:
//   game     the record's `game` is any of these
//   player   any of these is a player of the record (a name or an id); replay-stats narrows it
//            further to the player's own units
//   event    `tags.event` is any of these
//   rules    every key=value holds in `rules`, values compared as the store keeps them (a string
//            without its quotes, anything else as compact JSON); `players` is the form, known
//            even when `rules` leaves it out (the number of names)
//   tag      every key=value is a tag of the record
//   since, until   `tags.date` (YYYY-MM-DD) within these inclusive bounds; a record without a
//            date is outside any bound
#ifndef REPLAY_SELECT_SELECT_H_
#define REPLAY_SELECT_SELECT_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notation/record.h"

namespace replay::select {

struct Selection {
  std::vector<std::string> games;    // any of (empty: all)
  std::vector<std::string> players;  // any of, name or id
  std::vector<std::string> events;   // tags.event, any of
  std::vector<std::pair<std::string, std::string>> rules;  // every one
  std::vector<std::pair<std::string, std::string>> tags;   // every one
  std::string since, until;          // inclusive YYYY-MM-DD; empty = open

  bool Empty() const {
    return games.empty() && players.empty() && events.empty() && rules.empty() &&
           tags.empty() && since.empty() && until.empty();
  }
};

// Adds "key=value" to `out`; returns an error message ("… is not key=value") or empty.
std::string AddKeyValue(std::string_view key_equals_value,
                        std::vector<std::pair<std::string, std::string>>& out);
// An error message for a malformed bound, or empty.
std::string Check(const Selection& selection);
// Whether `s` is a day of the calendar written YYYY-MM-DD (2026-02-29 is not, 2028-02-29 is).
bool IsDate(std::string_view s);
// A --rules or --tag value as the store keeps it: the quotes of a JSON string removed.
std::string Unquote(std::string_view value);
// A `rules` value as the store keeps it.
std::string RuleText(const json::Value& value);

// The candidates nearest to `value`, at most `limit` of them: first those that contain it (ASCII
// case ignored: "cup" → "Kafeneio Cup"), then the others, each by edit distance (Levenshtein
// over code points, so a Greek letter is one edit) and at equal distance in byte order. For the
// hint after a --player or --event that selects nothing ("Mariaa": Maria).
std::vector<std::string> Nearest(std::string_view value, const std::vector<std::string>& candidates,
                                 size_t limit = 3);

// Whether `record` is selected. A record that is not a JSON object (or has no `game`) is
// selected only by an empty selection.
bool Matches(const Selection& selection, const Record& record);

}  // namespace replay::select

#endif  // REPLAY_SELECT_SELECT_H_
