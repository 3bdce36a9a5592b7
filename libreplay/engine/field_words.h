// The words of the records' fields as a person reads them (issue #28): a board's labels and keys
// (replay-show), a hand result's keys (replay-score's details column), phases. JSON output keeps
// the keys themselves; what a person reads shows them through the catalogue (po/).
#ifndef REPLAY_ENGINE_FIELD_WORDS_H_
#define REPLAY_ENGINE_FIELD_WORDS_H_

#include <string>
#include <string_view>

namespace replay {

// `key` in the reader's language when it is one of the known field words, else `key` as it is
// (a code, a game's key not listed yet: shown as the record writes it).
std::string FieldWord(std::string_view key);

}  // namespace replay

#endif  // REPLAY_ENGINE_FIELD_WORDS_H_
