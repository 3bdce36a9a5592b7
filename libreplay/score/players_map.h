// replay-score --players-map FILE: the aliases a tournament's organiser knows ("Nick" is
// "Νίκος", id "p7" is "Μαρία Κ."), so the standings have one row per person.
//
// The file is UTF-8 text, one mapping a line: an alias (a name, or a player id as the records
// write it), a TAB, the canonical name. Blank lines and lines starting with '#' are skipped.
// Both sides are compared after NormalizeName (core/text.h), so the file need not match the
// records' spacing or Unicode form. An alias mapped twice to different names is an error.
#ifndef REPLAY_SCORE_PLAYERS_MAP_H_
#define REPLAY_SCORE_PLAYERS_MAP_H_

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace replay {

class PlayersMap {
 public:
  // Reads the file's text; on a bad line returns nullopt with "line N: why" in `error`.
  static std::optional<PlayersMap> Parse(std::string_view text, std::string* error);

  // The canonical name of an alias (already normalised), or nullptr.
  const std::string* Find(const std::string& alias) const;
  size_t size() const { return to_.size(); }

 private:
  std::map<std::string, std::string> to_;  // normalised alias -> normalised canonical name
};

}  // namespace replay

#endif  // REPLAY_SCORE_PLAYERS_MAP_H_
